// unittests/cuda/fake_driver_client.cpp - a child process the loader tests run against the fake libcuda.so.1.
//
// One scenario per run (the driver loads once per process): prints what the
// library saw on stdout, one `key=value` a line, and exits normally so that
// the exit-time teardown is part of what the fake driver logs.
#include <alkahest/cuda.hpp>

#include <cstdio>
#include <string>

int main(int argc, char **argv) {
  std::string scenario = argc > 1 ? argv[1] : "count";
  try {
    int n = alkahest::cuda_device_count();
    std::printf("count=%d\nstatus=%s\n", n, alkahest::cuda_driver_status().c_str());
    if (scenario == "count")
      return 0;
#if ALKAHEST_HAS_CUDA
    alkahest::ExprPool pool;
    alkahest::Expr x = pool.symbol("x"), y = pool.symbol("y");
    // Plain arithmetic: needs no libdevice, so this runs with no CUDA toolkit.
    alkahest::Expr e = x * y + (x * x + y * y) / pool.integer(100);
    auto fn = alkahest::compile_cuda(e, {x, y});
    std::vector<std::vector<double>> cols = {{1, 2, 3}, {4, 5, 6}};
    if (scenario == "ordinal") {
      fn.call_batch_on(n, std::vector<std::span<const double>>(cols.begin(), cols.end()));
      return 0;
    }
    std::printf("ptx_bytes=%zu\n", fn.ptx().size());
    std::vector<double> out = fn.call_batch(cols);
    auto report = fn.last_launch();
    std::printf("points=%zu\nordinal=%d\ndevice=%s\nsource=%s\npath=%s\n", report.points,
                report.ordinals.empty() ? -1 : report.ordinals[0], report.device_name.c_str(),
                report.module_source.c_str(), report.path.c_str());
#endif
    return 0;
  } catch (const alkahest::Error &e) {
    std::printf("error=%s\n", e.what());
    return 3;
  }
}
