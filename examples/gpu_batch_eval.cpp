// examples/gpu_batch_eval.cpp - the seed expression compiled for the GPU, 10^6 points, checked against the CPU JIT.
//
// Without a GPU (or in a build without the GPU tier) it says so, runs the CPU
// JIT only, checks it against the interpreter, and still exits 0.
#include <alkahest/cuda.hpp>
#include <alkahest/expr.hpp>
#include <alkahest/jit.hpp>

#include <fmt/format.h>

#include <chrono>
#include <cmath>
#include <vector>

int main() {
  using namespace alkahest;
  using clock = std::chrono::steady_clock;
  ExprPool pool;
  Expr f = parse(pool, "sin(x)*cos(y) + (x^2+y^2)/100");
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  Expr inputs[] = {x, y};

  const std::size_t n = 1000000;
  std::vector<double> xs(n), ys(n);
  for (std::size_t i = 0; i < n; ++i) {
    xs[i] = -5 + 10 * double(i) / double(n);
    ys[i] = 3 * std::cos(0.001 * double(i));
  }
  std::span<const double> cols[] = {xs, ys};

  CompiledFn cpu = compile_expr(f, inputs);
  auto t0 = clock::now();
  std::vector<double> on_cpu = cpu.call_batch(cols);
  double cpu_ms = std::chrono::duration<double, std::milli>(clock::now() - t0).count();
  fmt::print("f = {}\ncpu jit: {} points in {:.1f} ms\n", f, n, cpu_ms);

  // The interpreter is the reference semantics: check a sample of points.
  double worst = 0;
  for (std::size_t i = 0; i < n; i += 997) {
    double point[] = {xs[i], ys[i]};
    worst = std::max(worst, std::fabs(on_cpu[i] - evaluate(f, inputs, point)));
  }
  fmt::print("max |cpu jit - interpreter| over a sample: {:.3g}\n", worst);
  if (worst > 1e-12) return 1;

#if ALKAHEST_HAS_CUDA
  if (cuda_device_count() == 0) {
    fmt::print("no GPU: {}; ran on the CPU only\n", cuda_driver_status());
    return 0;
  }
  CudaCompiledFn gpu = compile_cuda(f, inputs);
  std::vector<double> on_gpu = gpu.call_batch(cols); // first call loads the module
  t0 = clock::now();
  on_gpu = gpu.call_batch(cols);
  double gpu_ms = std::chrono::duration<double, std::milli>(clock::now() - t0).count();
  double diff = 0;
  for (std::size_t i = 0; i < n; ++i) diff = std::max(diff, std::fabs(on_gpu[i] - on_cpu[i]));
  CudaLaunchReport where = gpu.last_launch();
  fmt::print("gpu: {} points in {:.1f} ms on {} (host columns in and out); max |gpu - cpu| = {:.3g}\n", n,
             gpu_ms, where.device_name, diff);
  // libdevice's sin/cos and libm differ by a few ulp at most.
  return diff <= 1e-12 ? 0 : 1;
#else
  fmt::print("no GPU tier in this build (ALKAHEST_CUDA=OFF); ran on the CPU only\n");
  return 0;
#endif
}
