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
// The panel orchestration is panel_elimination.cpp, the CPU path cpu_rref.cpp.
#include "cpu_rref.hpp"
#include "dense_kernel_options.hpp"
#include "device_dispatch.hpp"
#include "kernel_module.hpp"
#include "panel_elimination.hpp"
#include "prime_constants.hpp"
#include "runtime.hpp"
#include "staged_copy.hpp"
#include "support/parallel_for.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner_gpu.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <thread>

namespace alkahest {

namespace gbgpu {

namespace {

constexpr unsigned kBlock = 1024;      // threads of the pivot / whole-matrix kernels
constexpr unsigned kUpdateBlock = 256; // threads of the rank-one update
constexpr unsigned kRowsPerBlock = 32; // rows per update thread

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
    return 2 * mat + small + std::size_t{n} * 8 + std::size_t{n} * GB_PANEL * 4 +
           std::size_t{GB_PANEL} * m * 4 + 2 * sizeof(PanelState);
  }
  return mat;
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
