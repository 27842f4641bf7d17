// gpu-tests/groebner_gpu/planted_race_test.cpp - launches the deliberate shared-memory race; the sanitizer script requires racecheck to report it.
#include "gpu_test_support.hpp"
#include "kernel_module.hpp"
#include "runtime.hpp"

using namespace alkahest;

// Hidden ([.]): run only by sanitize_groebner_gpu.sh, which expects racecheck
// to flag it; proves that the gate inspects our kernels' shared memory.
TEST_CASE("planted shared-memory race", "[.][planted_race]") {
  if (!gbgpu_test::have_device()) return;
  cuda::CUfunction f = gbgpu::kernel_function(0, gbgpu::Kernel::PlantedRace);
  cuda::ContextScope scope(0);
  cuda::DeviceBuffer out(0, 4);
  cuda::CUdeviceptr p = out.get();
  void *args[] = {&p};
  gbgpu::launch(f, 1, 1, 1, 64, args, "cuLaunchKernel(gb_planted_race)");
  cuda::check(cuda::require_driver().cuCtxSynchronize(), "cuCtxSynchronize");
  std::uint32_t v = 99;
  cuda::check(cuda::require_driver().cuMemcpyDtoH(&v, p, 4), "cuMemcpyDtoH");
  CHECK(v < 64);
}
