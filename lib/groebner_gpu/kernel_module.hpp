// lib/groebner_gpu/kernel_module.hpp - the shipped kernel IR, lowered once to PTX and loaded once
// per device.
#pragma once

#include "driver_api.hpp"
#include "runtime.hpp"

#include <cstdint>
#include <string>

namespace alkahest::gbgpu {
#pragma GCC visibility push(hidden)

/// Every kernel entry of kernels/modular_elimination.cu.
enum class Kernel : std::uint8_t {
  RrefBlockBarrett,
  RrefBlockMontgomery,
  PivotStepBarrett,
  PivotStepMontgomery,
  EliminateStepBarrett,
  EliminateStepMontgomery,
  PanelFactor,
  PanelW,
  PanelUpdate,
  PanelUpdateMma,
  PanelGather,
  ReplayReduce,
  ReplayEchelon,
  ReplayGather,
  Count
};
const char *kernel_name(Kernel k) noexcept;

/// The LLVM 15 IR compiled offline from kernels/*.cu (embedded at build time).
const std::string &kernel_ir();
/// The IR lowered to sm_86 PTX by LLVM's NVPTX back end, once per process
/// (raises E-CUDA-001 when LLVM cannot parse or lower it).
const std::string &kernel_ptx();
/// The entry `k` on device `ordinal`, loaded through lib/cuda (disk cubin
/// cache keyed by the IR's hash). Raises CudaError.
cuda::CUfunction kernel_function(int ordinal, Kernel k);
/// The oldest compute capability the kernels run on (major * 10 + minor).
inline constexpr int kMinComputeCapability = 86;
/// The device's info; raises E-CUDA-011 (too old, not "no device") for a
/// device below kMinComputeCapability.
const cuda::DeviceInfo &require_kernel_device(int ordinal);

/// Launches f with a 3-D grid on `stream` (default: the current context's default stream).
void launch(cuda::CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned block, void **args,
            const char *what, cuda::CUstream stream = nullptr);
/// The same for kernels whose block size is free (any power of two >= 64):
/// starts from the largest power of two the kernel's resources allow
/// (cuFuncGetAttribute) and halves the block while the launch is still
/// refused (instrumented runs under compute-sanitizer need more registers).
void launch_any_block(cuda::CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned block,
                      void **args, const char *what, cuda::CUstream stream = nullptr);

#pragma GCC visibility pop
} // namespace alkahest::gbgpu
