// tools/alkahest/bench_cuda_reduction.cpp - `alkahest bench cuda` cases 5 and 6: compiled
// reductions over device points (the seed's sum; a log-likelihood and its gradient) against copy
// bandwidth, CuPy and JAX.
//
// Fraction of copy bandwidth: the reduction reads 16 B per point; the
// reference is a device-to-device copy of 8 B per point (16 B per point
// moved), so t_copy / t_ours is the fraction of the copy's bandwidth the
// reduction reaches. Every timed result is checked against the CPU tier.
// Beside the memory bound, each case prints its math bound: the reduce
// kernel's FP64 instructions per point (CudaCompiledReduction::point_work,
// counted in its PTX) at the device's FP64 peak.
#include "bench_cuda_reduction.hpp"
#include "bench_cuda_timing.hpp"

#include "runtime.hpp"

#include <alkahest/cuda.hpp>
#include <alkahest/jit.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>

namespace alkahest::bench {
namespace {

using cuda::CUdeviceptr;
using cuda::CUstream;

// One case: the reductions on the device (timed, checked against the CPU
// tier's on the same host data), then its rows.
struct Case {
  std::string name, cupy_key, jax_key, cupy_note;
};

// FP64 instructions per SM and clock at full rate, by compute capability
// (the CUDA programming guide's throughput table): the data-centre parts
// run FP64 at half their FP32 rate, the others at 1/64 of it.
double fp64_per_sm_clock(const cuda::DeviceInfo &d) {
  if (d.sm_major == 7 && d.sm_minor == 0) return 32;
  if ((d.sm_major == 8 || d.sm_major == 9 || d.sm_major == 10) && d.sm_minor == 0) return 64;
  return 2;
}

// The seconds n points of FP64 work take at the device's peak: slow
// instructions (f64 conversions, reciprocals) count 4, the quarter rate
// they issue at; the note says what was counted.
std::pair<double, std::string> fp64_floor(const CudaPointWork &w, std::size_t n) {
  if (w.points == 0) return {0, "FP64 floor: no estimate (no input loads found in the PTX)"};
  const cuda::DeviceInfo &d = cuda::device_info(0);
  if (d.clock_khz <= 0) return {0, "FP64 floor: no estimate (the driver gave no clock rate)"};
  const double rate = fp64_per_sm_clock(d) * d.multiprocessors * d.clock_khz * 1e3;
  const double t = static_cast<double>(n) * (w.fp64 + 4 * w.fp64_slow) / rate;
  return {t, fmt::format("FP64 {:.1f} + {:.1f} slow instructions/point (PTX estimate), FP64 "
                         "floor ~ {:.3f} ms at the device's peak ({} SMs x {:.0f}/clock x "
                         "{:.2f} GHz, slow at 1/4)",
                         w.fp64, w.fp64_slow, t * 1e3, d.multiprocessors, fp64_per_sm_clock(d),
                         d.clock_khz * 1e-6)};
}

// The launch shapes around the defaults, each timed on the same buffers
// (ALKAHEST_BENCH_REDUCE_SWEEP=1): where the defaults come from.
void sweep_shapes(const Case &c, std::span<const Reduction> reductions,
                  std::span<const Expr> inputs, std::span<const Expr> parameters,
                  std::span<const double> params, const std::vector<std::uint64_t> &ins,
                  double t_copy, std::size_t n, int repeats, CUstream stream) {
  for (unsigned lanes : {32u, 128u, 256u, 512u})
    for (std::size_t tile : {std::size_t(4096), std::size_t(32768)})
      for (unsigned unroll : {1u, 2u, 4u, 8u})
        for (unsigned blocks : {8u, 32u, 64u}) {
          ReductionOptions ro;
          ro.lanes = lanes;
          ro.tile_points = tile;
          CudaOptions o;
          o.unroll = unroll;
          o.max_blocks_per_sm = blocks;
          CudaCompiledReduction g = compile_cuda_reduction(reductions, inputs, parameters, ro, o);
          cuda::DeviceBuffer scratch(0, g.scratch_bytes(n)),
              results(0, g.n_reductions() * sizeof(double));
          const double t = event_median(
              stream,
              [&] {
                g.call_device_ptrs_into(0, ins, params, n, scratch.get(), results.get(), stream);
              },
              repeats);
          fmt::print(stderr,
                     "sweep {}: lanes {} tile {} unroll {} blocks/SM {}: {:.4f} ms, {:.3f} of "
                     "copy, {:.3f} of the FP64 floor\n",
                     c.name, lanes, tile, unroll, blocks, t * 1e3, t_copy / t,
                     fp64_floor(g.point_work(), n).first / t);
        }
}

void run_case(std::vector<Row> &rows, const std::map<std::string, double> &refs, const Case &c,
              std::span<const Reduction> reductions, std::span<const Expr> inputs,
              std::span<const Expr> parameters, std::span<const double> params,
              const std::vector<std::vector<double>> &host, std::span<const CUdeviceptr> device,
              double t_copy, std::size_t n, int repeats, CUstream stream) {
  CudaCompiledReduction g = compile_cuda_reduction(reductions, inputs, parameters);
  cuda::DeviceBuffer scratch(0, g.scratch_bytes(n)), results(0, g.n_reductions() * sizeof(double));
  std::vector<std::uint64_t> ins(device.begin(), device.end());
  double t = event_median(
      stream,
      [&] { g.call_device_ptrs_into(0, ins, params, n, scratch.get(), results.get(), stream); },
      repeats);
  std::vector<double> gpu = g.call_device_ptrs(0, ins, params, n, stream);
  if (std::getenv("ALKAHEST_BENCH_REDUCE_SWEEP"))
    sweep_shapes(c, reductions, inputs, parameters, params, ins, t_copy, n, repeats, stream);
  // The check: the CPU tier's sums of the same values and of their
  // magnitudes. Each tier is within d u sum|v| of its exact sum (d = 35 for
  // 10^8 points, docs/codegen.md) and libm and libdevice differ by a few ulp
  // per point, so 128 u sum|v| bounds the difference.
  std::vector<Reduction> with_abs(reductions.begin(), reductions.end());
  for (const Reduction &r : reductions)
    with_abs.push_back(sum_of(r.op == ReduceOp::Dot ? abs(r.value * r.other) : abs(r.value)));
  std::vector<std::span<const double>> cols(host.begin(), host.end());
  std::vector<double> cpu = compile_reduction(with_abs, inputs, parameters).call(cols, params);
  for (std::size_t k = 0; k < reductions.size(); ++k) {
    double tol = 128 * 0x1p-53 * cpu[reductions.size() + k];
    if (!(std::fabs(gpu[k] - cpu[k]) <= tol))
      throw std::runtime_error(fmt::format("bench cuda: {} reduction {}: GPU {:.17g}, CPU {:.17g}",
                                           c.name, k, gpu[k], cpu[k]));
  }
  const double bytes = 16.0 * static_cast<double>(n);
  rows.push_back(cuda_row(
      c.name, "compile_cuda_reduction", "device-to-device copy, 16 B/point moved", t, t_copy,
      fmt::format("{} points, {} reduction{} in one launch + combine; {:.0f} GB/s "
                  "read, copy {:.0f} GB/s; ratio = fraction of copy bandwidth, "
                  "target >= 0.90; checked against the CPU tier; {}",
                  n, reductions.size(), reductions.size() == 1 ? "" : "s", bytes / t * 1e-9,
                  bytes / t_copy * 1e-9, fp64_floor(g.point_work(), n).second)));
  rows.push_back(cuda_row(c.name, "compile_cuda_reduction", "CuPy ReductionKernel", t,
                          ref_or_zero(refs, c.cupy_key),
                          c.cupy_note + "target ratio > 1" + missing_note(refs, c.cupy_key)));
  rows.push_back(cuda_row(c.name, "compile_cuda_reduction", "JAX jit(jnp.sum)", t,
                          ref_or_zero(refs, c.jax_key),
                          "target ratio > 1" + missing_note(refs, c.jax_key)));
}

} // namespace

void append_cuda_reduction_rows(std::vector<Row> &rows, const std::map<std::string, double> &refs,
                                std::size_t n, int repeats) {
  const cuda::DriverApi &api = cuda::require_driver();
  std::vector<std::vector<double>> seed_cols(2, std::vector<double>(n)),
      ll_cols(2, std::vector<double>(n));
  {
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<double> d3(-3, 3), d2(-2, 2);
    for (std::size_t i = 0; i < n; ++i) {
      seed_cols[0][i] = d3(rng);
      seed_cols[1][i] = d3(rng);
      ll_cols[0][i] = d2(rng);
      ll_cols[1][i] = d3(rng) > 0 ? 1.0 : 0.0;
    }
  }
  cuda::DeviceBuffer din(0, 32 * n), dcopy(0, 8 * n);
  cuda::ContextScope scope(0);
  const CUdeviceptr dx = din.get(), dy = dx + 8 * n, dlx = dy + 8 * n, dly = dlx + 8 * n;
  cuda::check(api.cuMemcpyHtoD(dx, seed_cols[0].data(), 8 * n), "cuMemcpyHtoD");
  cuda::check(api.cuMemcpyHtoD(dy, seed_cols[1].data(), 8 * n), "cuMemcpyHtoD");
  cuda::check(api.cuMemcpyHtoD(dlx, ll_cols[0].data(), 8 * n), "cuMemcpyHtoD");
  cuda::check(api.cuMemcpyHtoD(dly, ll_cols[1].data(), 8 * n), "cuMemcpyHtoD");
  CUstream stream = nullptr;
  cuda::check(api.cuStreamCreate(&stream, cuda::CU_STREAM_NON_BLOCKING), "cuStreamCreate");
  const double t_copy = event_median(
      stream,
      [&] {
        cuda::check(api.cuMemcpyDtoDAsync(dcopy.get(), dx, 8 * n, stream), "cuMemcpyDtoDAsync");
      },
      repeats);

  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y"), a = pool.symbol("a"), b = pool.symbol("b");
  std::vector<Expr> ins = {x, y};
  {
    Expr seed = sin(x) * cos(y) + (x * x + y * y) / pool.integer(100);
    Reduction rs[] = {sum_of(seed)};
    const CUdeviceptr dev[] = {dx, dy};
    run_case(rows, refs,
             {"5 reduction: sum of the seed", "reduce_seed_cupy_s", "reduce_seed_jax_s", ""}, rs,
             ins, {}, {}, seed_cols, dev, t_copy, n, repeats, stream);
  }
  {
    // Memory alone: the dot product of the two columns (one multiply-add a
    // point), what the kernel reaches when arithmetic costs nothing.
    Reduction rs[] = {dot_of(x, y)};
    const CUdeviceptr dev[] = {dx, dy};
    run_case(rows, refs,
             {"5b reduction: dot of two columns", "reduce_dot_cupy_s", "reduce_dot_jax_s", ""}, rs,
             ins, {}, {}, seed_cols, dev, t_copy, n, repeats, stream);
  }
  {
    // Logistic regression: x a feature, y a 0/1 label, parameters (a, b).
    Expr one = pool.integer(1), t = a * x + b;
    Expr ll = y * t - log(one + exp(t));
    Expr residual = y - one / (one + exp(-t));
    Reduction rs[] = {sum_of(ll), dot_of(residual, x), sum_of(residual)};
    std::vector<Expr> params = {a, b};
    const double values[] = {0.7, -0.2};
    const CUdeviceptr dev[] = {dlx, dly};
    run_case(rows, refs,
             {"6 reduction: log-likelihood + gradient", "reduce_ll_cupy_s", "reduce_ll_jax_s",
              "CuPy: three ReductionKernels (one per output); "},
             rs, ins, params, values, ll_cols, dev, t_copy, n, repeats, stream);
  }
  api.cuStreamDestroy(stream);
}

} // namespace alkahest::bench
