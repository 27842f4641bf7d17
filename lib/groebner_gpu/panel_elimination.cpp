// lib/groebner_gpu/panel_elimination.cpp - blocked Gauss-Jordan elimination of many dense matrices
// modulo their primes on one device: per panel of GB_PANEL columns, the
// pivots and K^-1, the new pivot rows, one multiply-accumulate update of
// every row; every launch enqueued up front, the factor of the next panel
// looking ahead beside the current update.
#include "panel_elimination.hpp"
#include "kernel_module.hpp"
#include "prime_constants.hpp"
#include "stream_scope.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>

namespace alkahest::gbgpu {
#pragma GCC visibility push(hidden)

namespace {
constexpr unsigned kFactorBlock =
    512; // gb_panel_factor: rows read per round (fewer, cheaper rounds)
} // namespace

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
  DeviceBuffer d_cbuf(ordinal, np * n * GB_PANEL * 4);
  DeviceBuffer d_w(ordinal, np * GB_PANEL * m * 4);
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
  const unsigned save_tiles = static_cast<unsigned>(
      std::min<std::uint64_t>((std::uint64_t{n} * GB_PANEL + 255) / 256, 512));
  const bool lookahead = ko.panel_lookahead;
  ScopedStream main_stream, factor_stream(true); // the factor is on the critical path
  const CUstream fstream = lookahead ? factor_stream.s : main_stream.s;
  ScopedEvent factored, next_updated;
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
    std::uint32_t bw = std::min(GB_PANEL, m - c0);
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
  for (std::uint32_t c0 = 0; c0 < m; c0 += GB_PANEL, ++panel) {
    std::uint32_t bw = std::min(GB_PANEL, m - c0);
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
    if (c0 + GB_PANEL < m) {
      check(api.cuEventRecord(next_updated.e, main_stream.s), "cuEventRecord");
      check(api.cuStreamWaitEvent(fstream, next_updated.e, 0), "cuStreamWaitEvent");
      factor(c0 + GB_PANEL, panel + 1);
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

#pragma GCC visibility pop
} // namespace alkahest::gbgpu
