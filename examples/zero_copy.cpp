// examples/zero_copy.cpp - call_device_ptrs on device buffers this program allocates itself.
//
// The library takes CUdeviceptr values and never copies: the caller owns the
// memory. Here the caller allocates through the CUDA driver API (libcuda.so.1,
// loaded with dlopen as the library does, so the example builds without the
// CUDA toolkit) in the device's primary context, the one libalkahest uses.
// Without a GPU it says so and exits 0.
#include <alkahest/cuda.hpp>
#include <alkahest/expr.hpp>

#include <fmt/format.h>

#include <dlfcn.h>

#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#if ALKAHEST_HAS_CUDA
namespace {

// The few driver entry points we need (CUDA driver API, stable ABI).
using CUresult = int;
struct Driver {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDeviceGet)(int *, int);
  CUresult (*cuDevicePrimaryCtxRetain)(void **, int);
  CUresult (*cuDevicePrimaryCtxRelease)(int);
  CUresult (*cuCtxSetCurrent)(void *);
  CUresult (*cuMemAlloc)(std::uint64_t *, std::size_t);
  CUresult (*cuMemFree)(std::uint64_t);
  CUresult (*cuMemcpyHtoD)(std::uint64_t, const void *, std::size_t);
  CUresult (*cuMemcpyDtoH)(void *, std::uint64_t, std::size_t);
};

template <class F> void load(void *lib, F &fn, const char *name) {
  fn = reinterpret_cast<F>(dlsym(lib, name));
  if (!fn) throw std::runtime_error(std::string("libcuda.so.1 lacks ") + name);
}

void check(CUresult r, const char *what) {
  if (r != 0) throw std::runtime_error(fmt::format("{} failed with CUresult {}", what, r));
}

} // namespace
#endif

int main() {
  using namespace alkahest;
#if !ALKAHEST_HAS_CUDA
  fmt::print("no GPU tier in this build (ALKAHEST_CUDA=OFF); nothing to do\n");
  return 0;
#else
  if (cuda_device_count() == 0) {
    fmt::print("no GPU: {}; skipping the zero-copy call\n", cuda_driver_status());
    return 0;
  }
  void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib) return fmt::print("cannot load libcuda.so.1: {}\n", dlerror()), 1;
  Driver d{};
  load(lib, d.cuInit, "cuInit");
  load(lib, d.cuDeviceGet, "cuDeviceGet");
  load(lib, d.cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain");
  load(lib, d.cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2");
  load(lib, d.cuCtxSetCurrent, "cuCtxSetCurrent");
  load(lib, d.cuMemAlloc, "cuMemAlloc_v2");
  load(lib, d.cuMemFree, "cuMemFree_v2");
  load(lib, d.cuMemcpyHtoD, "cuMemcpyHtoD_v2");
  load(lib, d.cuMemcpyDtoH, "cuMemcpyDtoH_v2");

  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  Expr f = sin(x) * cos(y) + (x * x + y * y) / 100;
  Expr inputs[] = {x, y};
  CudaCompiledFn g = compile_cuda(f, inputs);

  const std::size_t n = 1 << 20;
  std::vector<double> xs(n), ys(n), out(n);
  for (std::size_t i = 0; i < n; ++i) {
    xs[i] = double(i) / double(n) * 6 - 3;
    ys[i] = 1 - double(i) / double(n);
  }
  int dev = 0;
  void *ctx = nullptr;
  check(d.cuInit(0), "cuInit");
  check(d.cuDeviceGet(&dev, 0), "cuDeviceGet");
  check(d.cuDevicePrimaryCtxRetain(&ctx, dev), "cuDevicePrimaryCtxRetain");
  check(d.cuCtxSetCurrent(ctx), "cuCtxSetCurrent");
  std::uint64_t dx = 0, dy = 0, dout = 0;
  check(d.cuMemAlloc(&dx, n * sizeof(double)), "cuMemAlloc");
  check(d.cuMemAlloc(&dy, n * sizeof(double)), "cuMemAlloc");
  check(d.cuMemAlloc(&dout, n * sizeof(double)), "cuMemAlloc");
  check(d.cuMemcpyHtoD(dx, xs.data(), n * sizeof(double)), "cuMemcpyHtoD");
  check(d.cuMemcpyHtoD(dy, ys.data(), n * sizeof(double)), "cuMemcpyHtoD");

  std::uint64_t ins[] = {dx, dy}, outs[] = {dout};
  g.call_device_ptrs(0, ins, outs, n); // no stream: synchronized before return
  check(d.cuMemcpyDtoH(out.data(), dout, n * sizeof(double)), "cuMemcpyDtoH");
  CudaLaunchReport where = g.last_launch();

  double worst = 0;
  for (std::size_t i = 0; i < n; i += 1021) {
    double point[] = {xs[i], ys[i]};
    worst = std::max(worst, std::fabs(out[i] - evaluate(f, inputs, point)));
  }
  fmt::print("call_device_ptrs: {} points on {} (path '{}'), max |gpu - interpreter| = {:.3g}\n", n,
             where.device_name, where.path, worst);
  d.cuMemFree(dx);
  d.cuMemFree(dy);
  d.cuMemFree(dout);
  d.cuDevicePrimaryCtxRelease(dev);
  return worst <= 1e-12 && where.path == "device_ptrs" ? 0 : 1;
#endif
}
