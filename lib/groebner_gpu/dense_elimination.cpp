// lib/groebner_gpu/dense_elimination.cpp - reduced row echelon form of dense matrices mod many
// 31-bit primes, on the GPU or the CPU.
//
// Gauss-Jordan elimination (RREF is unique, so both paths give identical
// residues). GPU: with many primes, one block per (matrix, prime) runs the
// whole elimination with __syncthreads between pivots; with few large
// matrices, blocked Gauss-Jordan: per panel of 16 columns, one kernel finds
// the pivots, two more update the panel and the trailing matrix by one
// multiply-accumulate pass (the older "step" mode, two kernels per
// column with a rank-one update each, stays selectable). Every launch is
// enqueued up front with the pivot state on the device, so the host never
// waits per pivot. Batches larger than device memory are split by primes.
#include "dense_kernel_options.hpp"
#include "device_dispatch.hpp"
#include "kernel_module.hpp"
#include "prime_constants.hpp"
#include "runtime.hpp"
#include "support/parallel_for.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner_gpu.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <barrier>
#include <chrono>
#include <thread>

namespace alkahest {

namespace gbgpu {

namespace {

constexpr unsigned kBlock = 1024; // threads of the pivot / whole-matrix kernels
constexpr unsigned kFactorBlock =
    512; // gb_panel_factor: rows read per round (fewer, cheaper rounds)
constexpr unsigned kUpdateBlock = 256; // threads of the rank-one update
constexpr unsigned kRowsPerBlock = 32; // rows per update thread

struct StepState {
  std::uint32_t next_row, pivot_row;
};

const char *mode_name(DenseMode m) {
  return m == DenseMode::Block ? "block" : m == DenseMode::Step ? "step" : "panel";
}

// Whole-matrix-per-block when there are enough primes to fill the device or
// the matrix is small; otherwise the blocked (panel) elimination, whose
// trailing update is one multiply-accumulate pass per 16 columns instead of
// one read and write of the trailing matrix per pivot (step). A mode the
// options force (ALKAHEST_GB_GPU_DENSE_MODE) is kept.
DenseMode choose_mode(const DenseKernelOptions &ko, std::size_t primes, std::uint32_t rows,
                      std::uint32_t cols, int sms) {
  if (ko.mode) return *ko.mode;
  if (primes >= static_cast<std::size_t>(sms) || std::uint64_t{rows} * cols <= (1u << 16))
    return DenseMode::Block;
  return DenseMode::Panel;
}

// Device layout of kernels/modular_elimination.cu's PanelState.
constexpr std::uint32_t kPanel = 16;
struct PanelState {
  std::uint32_t rank, count, rows[kPanel], cols[kPanel], slot[kPanel], first_free,
      kinv[kPanel * kPanel];
};

// Bytes of device memory one prime's matrix needs in each mode.
std::size_t device_bytes_per_prime(DenseMode mode, std::uint32_t n, std::uint32_t m) {
  const std::size_t mat = std::size_t{n} * m * 4,
                    small = std::size_t{n} * 4 + std::size_t{m} * 4 + 64;
  switch (mode) {
  case DenseMode::Block:
    return mat + small;
  case DenseMode::Step:
    return mat + small + std::size_t{n} * 4 + sizeof(StepState);
  case DenseMode::Panel: // matrix, gathered copy, rowpiv, pivrows, saved panel, W, two pivot states
    return 2 * mat + small + std::size_t{n} * 8 + std::size_t{n} * kPanel * 4 +
           std::size_t{kPanel} * m * 4 + 2 * sizeof(PanelState);
  }
  return mat;
}

// Copies the rank field of np device-side per-prime states into the rank
// slots (np words), after the kernels that wrote them have finished.
template <class State>
void copy_ranks(cuda::CUdeviceptr states, std::size_t np, cuda::CUdeviceptr rank,
                std::uint32_t State::*field) {
  const cuda::DriverApi &api = cuda::require_driver();
  std::vector<State> st(np);
  cuda::check(api.cuMemcpyDtoH(st.data(), states, np * sizeof(State)), "cuMemcpyDtoH");
  std::vector<std::uint32_t> ranks(np);
  for (std::size_t k = 0; k < np; ++k)
    ranks[k] = st[k].*field;
  cuda::check(api.cuMemcpyHtoD(rank, ranks.data(), np * 4), "cuMemcpyHtoD");
}

// Large matrices go through pinned memory. From pageable memory the driver
// stages copies itself, on one thread: about 5 GB/s on the H200 machine, so
// at n = 4096 the copies took longer than a prime's elimination and 16
// primes cost 16 times as much copying. Here the host path's copy threads
// (cuda::parallel_copy) fill a chunk into one of the device's two pinned
// staging buffers while the other chunk is in flight. The caller has the
// device's context current.
constexpr std::size_t kStagingChunk = std::size_t{16} << 20;

void staged_copy(int ordinal, void *host, cuda::CUdeviceptr dev, std::size_t bytes,
                 bool to_device) {
  using namespace cuda;
  const DriverApi &api = require_driver();
  if (bytes < 2 * kStagingChunk) {
    check(to_device ? api.cuMemcpyHtoD(dev, host, bytes) : api.cuMemcpyDtoH(host, dev, bytes),
          to_device ? "cuMemcpyHtoD" : "cuMemcpyDtoH");
    return;
  }
  DeviceStaging &st = device_staging(ordinal);
  std::lock_guard lock(st.mutex);
  for (auto &slot : st.pinned)
    if (slot.empty() || slot.front().size() < kStagingChunk) {
      slot.clear();
      slot.emplace_back(ordinal, kStagingChunk);
    }
  char *h = static_cast<char *>(host);
  const std::size_t chunks = (bytes + kStagingChunk - 1) / kStagingChunk;
  auto len = [&](std::size_t c) { return std::min(kStagingChunk, bytes - c * kStagingChunk); };
  auto start_download = [&](std::size_t c) {
    const int s = static_cast<int>(c & 1);
    check(api.cuMemcpyDtoHAsync(st.pinned[s].front().get(), dev + c * kStagingChunk, len(c),
                                st.streams[s]),
          "cuMemcpyDtoHAsync");
    check(api.cuEventRecord(st.done[s], st.streams[s]), "cuEventRecord");
  };
  if (!to_device) start_download(0);
  for (std::size_t c = 0; c < chunks; ++c) {
    const int s = static_cast<int>(c & 1);
    void *pinned = st.pinned[s].front().get();
    if (to_device) {
      check(api.cuEventSynchronize(st.done[s]),
            "cuEventSynchronize"); // the slot's last chunk has left
      const CopyJob job{pinned, h + c * kStagingChunk, len(c)};
      parallel_copy({&job, 1});
      check(api.cuMemcpyHtoDAsync(dev + c * kStagingChunk, pinned, len(c), st.streams[s]),
            "cuMemcpyHtoDAsync");
      check(api.cuEventRecord(st.done[s], st.streams[s]), "cuEventRecord");
    } else {
      if (c + 1 < chunks) start_download(c + 1);
      check(api.cuEventSynchronize(st.done[s]), "cuEventSynchronize");
      const CopyJob job{h + c * kStagingChunk, pinned, len(c)};
      parallel_copy({&job, 1});
    }
  }
  for (CUstream stream : st.streams)
    check(api.cuStreamSynchronize(stream), "cuStreamSynchronize");
}

// A stream and an event of the current context, destroyed with the scope.
// An urgent stream has the context's greatest priority: its blocks are
// scheduled before the waiting blocks of the others.
struct LocalStream {
  cuda::CUstream s = nullptr;
  explicit LocalStream(bool urgent = false) {
    const cuda::DriverApi &api = cuda::require_driver();
    int least = 0, greatest = 0;
    if (urgent)
      cuda::check(api.cuCtxGetStreamPriorityRange(&least, &greatest),
                  "cuCtxGetStreamPriorityRange");
    cuda::check(
        api.cuStreamCreateWithPriority(&s, cuda::CU_STREAM_NON_BLOCKING, urgent ? greatest : least),
        "cuStreamCreateWithPriority");
  }
  ~LocalStream() { cuda::require_driver().cuStreamDestroy(s); }
  LocalStream(const LocalStream &) = delete;
  LocalStream &operator=(const LocalStream &) = delete;
};
struct LocalEvent {
  cuda::CUevent e = nullptr;
  LocalEvent() {
    cuda::check(cuda::require_driver().cuEventCreate(&e, cuda::CU_EVENT_DISABLE_TIMING),
                "cuEventCreate");
  }
  ~LocalEvent() { cuda::require_driver().cuEventDestroy(e); }
  LocalEvent(const LocalEvent &) = delete;
  LocalEvent &operator=(const LocalEvent &) = delete;
};

// The blocked elimination of np matrices (device buffer `mat`): per panel
// of 16 columns, gb_panel_factor (one block per prime: the pivots and K^-1),
// gb_panel_w (the new pivot rows from the panel on, and the panel saved) and
// gb_panel_update (every row); then gb_panel_gather puts the rows in
// echelon order into `out`. Every launch is enqueued up front; the pivot
// state stays on the device. Writes the ranks into `rank`.
//
// Look-ahead (unless ko.panel_lookahead is false): the factor kernel occupies
// one SM per prime, so it runs on a stream of its own, beside the update:
// once the update has reached the next panel's columns (its first 64-column
// tile), the next factor starts while the update finishes the rest of the
// matrix (its stream has the higher priority, so its block does not queue
// behind the update's). The two touch disjoint columns; the pivot states
// alternate between two buffers so that the next
// factor does not overwrite what the running update reads.
void panel_rref(const DenseKernelOptions &ko, int ordinal, std::uint32_t n, std::uint32_t m,
                std::size_t np, cuda::CUdeviceptr mat, cuda::CUdeviceptr out,
                cuda::CUdeviceptr primes, cuda::CUdeviceptr piv, cuda::CUdeviceptr rank) {
  using namespace cuda;
  const DriverApi &api = require_driver();
  const std::uint64_t stride = std::uint64_t{n} * m, ld = m;
  DeviceBuffer d_rowpiv(ordinal, np * n * 4), d_pivrows(ordinal, np * n * 4);
  DeviceBuffer d_cbuf(ordinal, np * n * kPanel * 4);
  DeviceBuffer d_w(ordinal, np * kPanel * m * 4);
  DeviceBuffer d_state(ordinal, 2 * np * sizeof(PanelState));
  check(api.cuMemsetD8(d_rowpiv.get(), 0xff, np * n * 4), "cuMemsetD8"); // no row is a pivot yet
  check(api.cuMemsetD8(d_pivrows.get(), 0, np * n * 4), "cuMemsetD8");
  check(api.cuMemsetD8(d_state.get(), 0, 2 * np * sizeof(PanelState)), "cuMemsetD8");
  CUfunction f_factor = kernel_function(ordinal, Kernel::PanelFactor);
  CUfunction f_w = kernel_function(ordinal, Kernel::PanelW);
  CUfunction f_update = kernel_function(
      ordinal, ko.panel_update_on_tensor_cores ? Kernel::PanelUpdateMma : Kernel::PanelUpdate);
  CUfunction f_gather = kernel_function(ordinal, Kernel::PanelGather);
  CUdeviceptr rowpiv = d_rowpiv.get(), pivrows = d_pivrows.get(), cbuf = d_cbuf.get(),
              w = d_w.get();
  const CUdeviceptr states[2] = {d_state.get(), d_state.get() + np * sizeof(PanelState)};
  std::uint32_t nn = n, mm = m;
  std::uint64_t ldv = ld, sv = stride;
  const auto g = static_cast<unsigned>(np);
  // Blocks of gb_panel_w that save the panel (n x 16 words), after its column tiles.
  const unsigned save_tiles =
      static_cast<unsigned>(std::min<std::uint64_t>((std::uint64_t{n} * kPanel + 255) / 256, 512));
  const bool lookahead = ko.panel_lookahead;
  LocalStream main_stream, factor_stream(true); // the factor is on the critical path
  const CUstream fstream = lookahead ? factor_stream.s : main_stream.s;
  LocalEvent factored, next_updated;
  // ALKAHEST_GB_GPU_PANEL_PROFILE=1: wait after every launch and print the
  // time of each kernel kind (for tuning: the waits cost a few microseconds
  // each and undo the look-ahead).
  const bool profile = ko.panel_profile;
  double spent[3] = {0, 0, 0};
  auto timed = [&](int kind, auto &&do_launch) {
    if (!profile) return do_launch();
    const auto t0 = std::chrono::steady_clock::now();
    do_launch();
    check(api.cuCtxSynchronize(), "cuCtxSynchronize(panel profile)");
    spent[kind] += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  };
  auto factor = [&](std::uint32_t c0, unsigned panel) {
    std::uint32_t bw = std::min(kPanel, m - c0);
    CUdeviceptr prev = states[(panel + 1) & 1], cur = states[panel & 1];
    void *fargs[] = {&mat,     &nn,  &mm,   &ldv, &sv, &primes, &rowpiv,
                     &pivrows, &piv, &prev, &cur, &c0, &bw};
    timed(0, [&] {
      launch_any_block(f_factor, g, 1, 1, kFactorBlock, fargs, "cuLaunchKernel(gb_panel_factor)",
                       fstream);
    });
    check(api.cuEventRecord(factored.e, fstream), "cuEventRecord");
  };
  auto update = [&](std::uint32_t cbegin, std::uint32_t cend, CUdeviceptr cur) {
    void *uargs[] = {&mat, &nn, &mm, &ldv, &sv, &primes, &rowpiv, &cbuf, &cur, &w, &cbegin, &cend};
    timed(2, [&] {
      launch(f_update, (cend - cbegin + 63) / 64, (n + 63) / 64, g, 256, uargs,
             "cuLaunchKernel(gb_panel_update)", main_stream.s);
    });
  };
  unsigned panel = 0;
  factor(0, 0);
  for (std::uint32_t c0 = 0; c0 < m; c0 += kPanel, ++panel) {
    std::uint32_t bw = std::min(kPanel, m - c0);
    CUdeviceptr cur = states[panel & 1];
    check(api.cuStreamWaitEvent(main_stream.s, factored.e, 0), "cuStreamWaitEvent");
    void *wargs[] = {&mat, &nn, &mm, &ldv, &sv, &primes, &cur, &w, &cbuf, &c0, &bw};
    timed(1, [&] {
      launch(f_w, (m - c0 + 255) / 256 + save_tiles, 1, g, 256, wargs, "cuLaunchKernel(gb_panel_w)",
             main_stream.s);
    });
    // With look-ahead the first tile (it holds the next panel) goes first.
    const std::uint32_t split = lookahead ? std::min(m, c0 + 64) : m;
    update(c0, split, cur);
    if (c0 + kPanel < m) {
      check(api.cuEventRecord(next_updated.e, main_stream.s), "cuEventRecord");
      check(api.cuStreamWaitEvent(fstream, next_updated.e, 0), "cuStreamWaitEvent");
      factor(c0 + kPanel, panel + 1);
    }
    if (split < m) update(split, m, cur);
  }
  if (profile)
    fmt::print(stderr,
               "panel profile {}x{} x {} primes: factor {:.2f} ms, W {:.2f} ms, update {:.2f} ms\n",
               n, m, np, spent[0] * 1e3, spent[1] * 1e3, spent[2] * 1e3);
  CUdeviceptr final_state = states[(panel + 1) & 1]; // the last panel's
  void *gargs[] = {&mat, &out, &nn, &mm, &ldv, &sv, &pivrows, &final_state};
  launch(f_gather, (m + 255) / 256, std::min<std::uint32_t>(n, 65535), g, 256, gargs,
         "cuLaunchKernel(gb_panel_gather)", main_stream.s);
  check(api.cuCtxSynchronize(), "cuCtxSynchronize(panel RREF)");
  copy_ranks<PanelState>(final_state, np, rank, &PanelState::rank);
}

void dense_on_device(int ordinal, DenseModularBatch &batch, std::size_t k0, std::size_t k1,
                     const DenseKernelOptions &ko, DenseEchelonInfo &info,
                     GpuBackendReport &report) {
  using namespace cuda;
  const DeviceInfo &dev = require_kernel_device(ordinal);
  const std::uint32_t n = batch.rows, m = batch.cols;
  const std::uint64_t stride = std::uint64_t{n} * m;
  ContextScope scope(ordinal);
  const DriverApi &api = require_driver();
  std::size_t free_bytes = 0, total_bytes = 0;
  check(api.cuMemGetInfo(&free_bytes, &total_bytes), "cuMemGetInfo");
  const DenseMode mode = choose_mode(ko, k1 - k0, n, m, dev.multiprocessors);
  const bool montgomery = ko.montgomery;
  const std::size_t per_prime = device_bytes_per_prime(mode, n, m);
  const std::size_t budget = free_bytes / 10 * 8;
  if (per_prime > budget)
    raise(ErrorId::CudaOutOfMemory,
          fmt::format("one {} x {} matrix needs {} MiB; device {} has {} MiB free", n, m,
                      per_prime >> 20, ordinal, free_bytes >> 20));
  const std::size_t chunk = std::max<std::size_t>(1, std::min(k1 - k0, budget / per_prime));
  // The panel mode's products are its own (see DenseKernelOptions)
  // whatever reduction was asked for.
  report.kernel_variant =
      mode == DenseMode::Panel
          ? std::string(ko.panel_update_on_tensor_cores ? "mma/panel" : "mac/panel")
          : std::string(montgomery ? "montgomery/" : "barrett/") + mode_name(mode);
  CUfunction f_block =
      kernel_function(ordinal, montgomery ? Kernel::RrefBlockMontgomery : Kernel::RrefBlockBarrett);
  CUfunction f_pivot =
      kernel_function(ordinal, montgomery ? Kernel::PivotStepMontgomery : Kernel::PivotStepBarrett);
  CUfunction f_elim = kernel_function(ordinal, montgomery ? Kernel::EliminateStepMontgomery
                                                          : Kernel::EliminateStepBarrett);

  for (std::size_t c0 = k0; c0 < k1; c0 += chunk) {
    const std::size_t c1 = std::min(k1, c0 + chunk), np = c1 - c0;
    std::vector<GbPrime> primes(np);
    for (std::size_t k = 0; k < np; ++k)
      primes[k] = gbgpu::make_prime(batch.primes[c0 + k]);
    DeviceBuffer d_mat(ordinal, np * stride * 4), d_primes(ordinal, np * sizeof(GbPrime));
    DeviceBuffer d_piv(ordinal, np * m * 4), d_rank(ordinal, np * 4);
    std::uint32_t *host = batch.entries.data() + c0 * stride;
    staged_copy(ordinal, host, d_mat.get(), np * stride * 4, true);
    check(api.cuMemcpyHtoD(d_primes.get(), primes.data(), np * sizeof(GbPrime)), "cuMemcpyHtoD");
    check(api.cuMemsetD8(d_piv.get(), 0, np * m * 4),
          "cuMemsetD8"); // only `rank` slots get written
    CUdeviceptr mat = d_mat.get(), pr = d_primes.get(), piv = d_piv.get(), rank = d_rank.get();
    std::uint64_t ld = m;
    DeviceBuffer d_out;
    if (mode == DenseMode::Panel) {
      d_out = DeviceBuffer(ordinal, np * stride * 4);
      panel_rref(ko, ordinal, n, m, np, mat, d_out.get(), pr, piv, rank);
      mat = d_out.get(); // the rows in echelon order
    } else if (mode == DenseMode::Block) {
      void *args[] = {&mat,
                      const_cast<std::uint32_t *>(&n),
                      const_cast<std::uint32_t *>(&m),
                      &ld,
                      const_cast<std::uint64_t *>(&stride),
                      &pr,
                      &piv,
                      &rank};
      launch_any_block(f_block, static_cast<unsigned>(np), 1, 1, kBlock, args,
                       "cuLaunchKernel(gb_rref_block)");
    } else {
      DeviceBuffer d_state(ordinal, np * sizeof(StepState)), d_col(ordinal, np * n * 4);
      check(api.cuMemsetD8(d_state.get(), 0, np * sizeof(StepState)), "cuMemsetD8");
      CUdeviceptr state = d_state.get(), col = d_col.get();
      std::uint32_t rpb = kRowsPerBlock;
      const unsigned gy = (n + rpb - 1) / rpb;
      for (std::uint32_t c = 0; c < m; ++c) {
        void *pargs[] = {&mat,
                         const_cast<std::uint32_t *>(&n),
                         const_cast<std::uint32_t *>(&m),
                         &ld,
                         const_cast<std::uint64_t *>(&stride),
                         &pr,
                         &state,
                         &col,
                         &piv,
                         &c};
        launch_any_block(f_pivot, static_cast<unsigned>(np), 1, 1, kBlock, pargs,
                         "cuLaunchKernel(gb_pivot_step)");
        void *eargs[] = {&mat,
                         const_cast<std::uint32_t *>(&n),
                         const_cast<std::uint32_t *>(&m),
                         &ld,
                         const_cast<std::uint64_t *>(&stride),
                         &pr,
                         &state,
                         &col,
                         &c,
                         &rpb};
        const unsigned gx = (m - c + kUpdateBlock - 1) / kUpdateBlock;
        launch(f_elim, gx, gy, static_cast<unsigned>(np), kUpdateBlock, eargs,
               "cuLaunchKernel(gb_eliminate_step)");
      }
      check(api.cuCtxSynchronize(), "cuCtxSynchronize(dense RREF)");
      copy_ranks<StepState>(state, np, rank,
                            &StepState::next_row); // the rank is the state's next_row
    }
    check(api.cuCtxSynchronize(), "cuCtxSynchronize(dense RREF)");
    staged_copy(ordinal, host, mat, np * stride * 4, false);
    std::vector<std::uint32_t> pivs(np * m), ranks(np);
    check(api.cuMemcpyDtoH(pivs.data(), piv, np * m * 4), "cuMemcpyDtoH");
    check(api.cuMemcpyDtoH(ranks.data(), rank, np * 4), "cuMemcpyDtoH");
    for (std::size_t k = 0; k < np; ++k) {
      info.rank[c0 + k] = ranks[k];
      info.pivot_columns[c0 + k].assign(pivs.begin() + k * m, pivs.begin() + k * m + ranks[k]);
    }
  }
}

void validate(const DenseModularBatch &b) {
  if (b.entries.size() != b.primes.size() * std::size_t{b.rows} * b.cols)
    raise(ErrorId::GbGpuBadInput, fmt::format("{} entries for {} primes of {} x {} matrices",
                                              b.entries.size(), b.primes.size(), b.rows, b.cols));
  for (std::size_t k = 0; k < b.primes.size(); ++k)
    if (!gbgpu::is_kernel_prime(b.primes[k]))
      raise(ErrorId::GbGpuBadInput, fmt::format("{} is not an odd prime below 2^31", b.primes[k]));
  // Every entry below its prime: a scan as long as the copy to the device,
  // so on every core (the first bad entry found is reported).
  const std::size_t s = std::size_t{b.rows} * b.cols, piece = std::size_t{1} << 18;
  const std::size_t pieces = s == 0 ? 0 : (s + piece - 1) / piece;
  gb::parallel_for(b.primes.size() * pieces, 0, [&](std::size_t t) {
    const std::size_t k = t / pieces, i0 = (t % pieces) * piece, i1 = std::min(s, i0 + piece);
    const std::uint32_t p = b.primes[k], *e = b.entries.data() + k * s;
    for (std::size_t i = i0; i < i1; ++i)
      if (e[i] >= p)
        raise(ErrorId::GbGpuBadInput, fmt::format("entry {} of prime {} is not reduced", i, p));
  });
}

} // namespace
} // namespace gbgpu

namespace gbgpu {
namespace {

// Gauss-Jordan on one matrix with `threads` host threads sharing each pivot
// step (rows split between them, a barrier per step): used when a batch has
// fewer primes than cores, so one large matrix still uses every core.
std::vector<std::uint32_t> rref_cpu_threads(std::uint32_t *a, std::uint32_t rows,
                                            std::uint32_t cols, std::uint32_t p, unsigned threads) {
  const GbPrime q = make_prime(p);
  std::vector<std::uint32_t> pivots;
  std::uint32_t r = 0, c = 0;
  bool done = false;
  std::barrier sync(static_cast<std::ptrdiff_t>(threads));
  auto worker = [&](unsigned t) {
    for (;;) {
      if (t == 0) {
        // Find the next column with a pivot at or below row r; swap, normalise.
        done = true;
        for (; c < cols && r < rows; ++c) {
          std::uint32_t pr = r;
          while (pr < rows && a[std::size_t{pr} * cols + c] == 0)
            ++pr;
          if (pr == rows) continue;
          std::uint32_t *row = a + std::size_t{r} * cols;
          if (pr != r) std::swap_ranges(row + c, row + cols, a + std::size_t{pr} * cols + c);
          const std::uint32_t inv = inverse_mod(row[c], p);
          for (std::uint32_t j = c; j < cols; ++j)
            row[j] = mul_mod(row[j], inv, q);
          done = false;
          break;
        }
      }
      sync.arrive_and_wait();
      if (done) return;
      const std::uint32_t *row = a + std::size_t{r} * cols;
      for (std::uint32_t i = t; i < rows; i += threads) {
        std::uint32_t *x = a + std::size_t{i} * cols;
        const std::uint32_t f = x[c];
        if (i == r || f == 0) continue;
        // Shoup's precomputed quotient (w' = floor(w 2^32 / p)) makes the
        // inner product 32-bit only, so the compiler vectorises the loop.
        const std::uint32_t w = p - f;
        const auto wq = static_cast<std::uint32_t>((std::uint64_t{w} << 32) / p);
        for (std::uint32_t j = c; j < cols; ++j) {
          const std::uint32_t y = row[j];
          const auto qt = static_cast<std::uint32_t>((std::uint64_t{wq} * y) >> 32);
          std::uint32_t r = w * y - qt * p; // in [0, 2p)
          r = r >= p ? r - p : r;
          const std::uint32_t v = x[j] + r;
          x[j] = v >= p ? v - p : v;
        }
      }
      sync.arrive_and_wait();
      if (t == 0) {
        pivots.push_back(c);
        ++r;
        ++c;
      }
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t)
    pool.emplace_back(worker, t);
  worker(0);
  for (auto &th : pool)
    th.join();
  return pivots;
}

} // namespace
} // namespace gbgpu

std::vector<std::uint32_t> rref_mod_p_cpu(std::uint32_t *a, std::uint32_t rows, std::uint32_t cols,
                                          std::uint32_t p) {
  return gbgpu::rref_cpu_threads(a, rows, cols, p, 1);
}

DenseEchelonInfo reduce_dense_batch(DenseModularBatch &batch, const GpuReduceOptions &options,
                                    GpuBackendReport &report) {
  gbgpu::validate(batch);
  const std::size_t np = batch.primes.size();
  DenseEchelonInfo info;
  info.rank.assign(np, 0);
  info.pivot_columns.assign(np, {});
  const std::size_t s = std::size_t{batch.rows} * batch.cols;
  const gbgpu::DenseKernelOptions ko = gbgpu::dense_kernel_options(options);
  gbgpu::dispatch_primes(
      "dense", np, static_cast<double>(s), options, report,
      [&](int ordinal, std::size_t k0, std::size_t k1, GpuBackendReport &part) {
        gbgpu::dense_on_device(ordinal, batch, k0, k1, ko, info, part);
      },
      [&](std::size_t k0, std::size_t k1) {
        unsigned threads =
            options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
        // Fewer primes than cores on a large matrix: the cores share each matrix.
        unsigned inner = (k1 - k0 < threads && s >= (1u << 16))
                             ? static_cast<unsigned>(threads / (k1 - k0))
                             : 1u;
        gb::parallel_for(k1 - k0, threads / inner, [&](std::size_t i) {
          const std::size_t k = k0 + i;
          info.pivot_columns[k] = gbgpu::rref_cpu_threads(batch.entries.data() + k * s, batch.rows,
                                                          batch.cols, batch.primes[k], inner);
          info.rank[k] = static_cast<std::uint32_t>(info.pivot_columns[k].size());
        });
      });
  return info;
}

} // namespace alkahest
