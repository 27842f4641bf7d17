// gpu-tests/planted_oob.cpp - launches a test-only PTX kernel that writes past its buffer, so the sanitizer gate has something to find.
#include "runtime.hpp"

#include <alkahest/cuda.hpp>

#include <cstdio>

// out[i + 4096] = 1 for i < 32 on a 256-byte allocation: far out of bounds.
static const char *kPlantedPtx = R"(
.version 7.1
.target sm_80
.address_size 64
.visible .entry planted_oob(.param .u64 out) {
  .reg .b32 %r<3>;
  .reg .b64 %rd<5>;
  .reg .f64 %fd<2>;
  ld.param.u64 %rd1, [out];
  cvta.to.global.u64 %rd2, %rd1;
  mov.u32 %r1, %tid.x;
  add.u32 %r2, %r1, 4096;
  mul.wide.u32 %rd3, %r2, 8;
  add.s64 %rd4, %rd2, %rd3;
  mov.f64 %fd1, 0d3FF0000000000000;
  st.global.f64 [%rd4], %fd1;
  ret;
}
)";

int main() {
  using namespace alkahest;
  if (cuda_device_count() == 0) {
    std::printf("no device: %s\n", cuda_driver_status().c_str());
    return 2;
  }
  const cuda::DriverApi &api = cuda::require_driver();
  cuda::CUmodule m = cuda::load_ptx_module(0, kPlantedPtx);
  cuda::DeviceBuffer buf(0, 256);
  cuda::ContextScope scope(0);
  cuda::CUfunction fn = nullptr;
  cuda::check(api.cuModuleGetFunction(&fn, m, "planted_oob"), "cuModuleGetFunction");
  cuda::CUdeviceptr p = buf.get();
  void *params[] = {&p};
  cuda::check(api.cuLaunchKernel(fn, 1, 1, 1, 32, 1, 1, 0, nullptr, params, nullptr), "cuLaunchKernel");
  cuda::CUresult r = api.cuCtxSynchronize();
  std::printf("planted kernel ran: %s\n", cuda::error_name(r).c_str());
  cuda::unload_module(0, m);
  return 0;
}
