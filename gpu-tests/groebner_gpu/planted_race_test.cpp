// gpu-tests/groebner_gpu/planted_race_test.cpp - launches a deliberate shared-memory race; the
// sanitizer script requires racecheck to report it.
#include "gpu_test_support.hpp"
#include "runtime.hpp"

using namespace alkahest;

namespace {

// Each thread writes its shared slot and reads the slot of the thread 32
// ahead (another warp) with no barrier between: the pattern of a missing
// __syncthreads() in a panel kernel. Volatile accesses, so that nothing
// folds them away.
const char *kPlantedRacePtx = R"(
.version 7.1
.target sm_80
.address_size 64
.visible .entry planted_race(.param .u64 out) {
  .shared .align 4 .b8 slot[256];
  .reg .b32 %r<6>;
  .reg .b64 %rd<9>;
  ld.param.u64 %rd1, [out];
  cvta.to.global.u64 %rd2, %rd1;
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, %ntid.x;
  mov.u64 %rd3, slot;
  mul.wide.u32 %rd4, %r1, 4;
  add.s64 %rd5, %rd3, %rd4;
  st.volatile.shared.u32 [%rd5], %r1;
  add.u32 %r3, %r1, 32;
  rem.u32 %r4, %r3, %r2;
  mul.wide.u32 %rd6, %r4, 4;
  add.s64 %rd7, %rd3, %rd6;
  ld.volatile.shared.u32 %r5, [%rd7];
  add.s64 %rd8, %rd2, %rd4;
  st.global.u32 [%rd8], %r5;
  ret;
}
)";

} // namespace

// Hidden ([.]): run only by sanitize_groebner_gpu.sh, which expects racecheck
// to flag it; proves that the gate inspects shared memory at all.
TEST_CASE("planted shared-memory race", "[.][planted_race]") {
  if (!gbgpu_test::have_device()) return;
  const cuda::DriverApi &api = cuda::require_driver();
  cuda::CUmodule m = cuda::load_ptx_module(0, kPlantedRacePtx);
  cuda::ContextScope scope(0);
  cuda::DeviceBuffer out(0, 64 * 4);
  cuda::CUfunction f = nullptr;
  cuda::check(api.cuModuleGetFunction(&f, m, "planted_race"), "cuModuleGetFunction");
  cuda::CUdeviceptr p = out.get();
  void *args[] = {&p};
  cuda::check(api.cuLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, nullptr, args, nullptr),
              "cuLaunchKernel(planted_race)");
  cuda::check(api.cuCtxSynchronize(), "cuCtxSynchronize");
  std::uint32_t v = 99;
  cuda::check(api.cuMemcpyDtoH(&v, p, 4), "cuMemcpyDtoH");
  CHECK(v < 64);
  cuda::unload_module(0, m);
}
