// lib/nvptx/ptx_compiler.hpp - expression DAG → NVPTX kernel IR → libdevice link → PTX text.
#pragma once

#include <alkahest/expr/node.hpp>

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace alkahest::nvptx {

/// The SMs LLVM 15's NVPTX backend knows (sm_20 … sm_86). Anything else is
/// refused before LLVM sees it: LLVM would silently fall back to sm_20.
std::span<const std::string_view> known_sms();
bool is_known_sm(std::string_view sm);
/// The highest known SM not above compute capability major.minor.
std::string best_known_sm(int major, int minor);

/// A compiled kernel: the PTX and what identifies it.
struct PtxKernel {
  std::string ptx;
  std::string entry;      ///< the kernel's name in the PTX
  std::string ir_digest;  ///< hash of the kernel's IR before linking (disk-cache key)
};

/// Name of every kernel entry we emit.
inline constexpr const char *kKernelEntry = "alkahest_kernel";

/// When this code generator was built: part of the PTX disk-cache key, so a
/// rebuilt generator never reuses PTX an older one wrote.
const char *compiler_build_stamp();

/// Compiles outputs over inputs (symbols) to PTX for `sm` (with `fma`, the
/// backend may contract a*b+c; a nonzero `max_registers` becomes the
/// kernel's .maxnreg; `unroll` points per grid-stride iteration, loads
/// first). Raises
/// E-CUDA-002 for an unsupported node or unbound symbol, E-CUDA-005 when
/// libdevice is missing, E-CUDA-006 for an SM LLVM 15 does not know.
PtxKernel compile_ptx(std::span<const Node *const> outputs, std::span<const Node *const> inputs,
                      const std::string &sm, bool fma = false, unsigned max_registers = 0,
                      unsigned unroll = 1);

} // namespace alkahest::nvptx
