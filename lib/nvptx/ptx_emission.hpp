// lib/nvptx/ptx_emission.hpp - the NVPTX back end, initialised once, and PTX text from an LLVM
// module: the one place both GPU code generators (expressions, the Groebner kernels) emit PTX.
#pragma once

#include <string>

namespace llvm {
class Module;
class Target;
class TargetMachine;
} // namespace llvm

#pragma GCC visibility push(hidden)
namespace alkahest::nvptx {

inline constexpr const char *kNvptxTriple = "nvptx64-nvidia-cuda";

/// The NVPTX target, its back end initialised once per process (E-CUDA-001
/// when this LLVM lacks it).
const llvm::Target &nvptx_target();

/// The PTX assembly of `m` for `tm` (E-CUDA-001 when the target cannot emit it).
std::string emit_ptx(llvm::Module &m, llvm::TargetMachine &tm);

} // namespace alkahest::nvptx
#pragma GCC visibility pop
