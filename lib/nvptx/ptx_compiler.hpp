// lib/nvptx/ptx_compiler.hpp - expression DAG → NVPTX kernel IR → libdevice link → PTX text.
#pragma once

#include <alkahest/cuda.hpp>
#include <alkahest/expr/node.hpp>

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace llvm {
class Function;
class Module;
} // namespace llvm
namespace alkahest::codegen {
class MathHook;
} // namespace alkahest::codegen

#pragma GCC visibility push(hidden)
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
  std::string entry;     ///< the kernel's name in the PTX
  std::string ir_digest; ///< hash of the kernel's IR before linking (disk-cache key)
};

/// Whether a kernel of these columns and parameters takes them through
/// device arrays, `(ptr ins, ptr outs, ptr params, i64 n)`, rather than one
/// kernel argument each (CudaOptions::columns_as_arguments_up_to).
inline bool uses_array_form(std::size_t n_inputs, std::size_t n_outputs, std::size_t n_parameters,
                            const CudaOptions &options) {
  return n_inputs + n_outputs + n_parameters > options.columns_as_arguments_up_to;
}

/// Name of every kernel entry we emit.
inline constexpr const char *kKernelEntry = "alkahest_kernel";

/// When this code generator was built: part of the PTX disk-cache key, so a
/// rebuilt generator never reuses PTX an older one wrote.
const char *compiler_build_stamp();

/// E-CUDA-002 unless every free symbol is among the inputs or the
/// parameters, the inputs and parameters are distinct symbols (none in both
/// lists) and no output is empty.
void refuse_bad_inputs(std::span<const Node *const> outputs, std::span<const Node *const> inputs,
                       std::span<const Node *const> parameters);

/// Compiles outputs over inputs (column symbols) and parameters (symbols
/// passed as by-value `.param .f64` kernel arguments after the column
/// pointers, before the point count) to PTX with `options` after
/// resolve_automatic (no automatic choice left): for options.sm, with fma
/// contraction if asked, .maxnreg = max_registers when nonzero, `unroll`
/// groups of `vector_width` consecutive points per grid-stride iteration
/// (loads first), libdevice inlined or called per math_calls. Raises
/// E-CUDA-002 for an unsupported node or unbound symbol, E-CUDA-005 when
/// libdevice is missing, E-CUDA-006 for an SM LLVM 15 does not know.
/// Past options.columns_as_arguments_up_to columns and parameters
/// (uses_array_form) the kernel is `(ptr ins, ptr outs, ptr params, i64 n)`
/// instead, scalar (unroll and vector_width must be 1).
PtxKernel compile_ptx(std::span<const Node *const> outputs, std::span<const Node *const> inputs,
                      std::span<const Node *const> parameters, const CudaOptions &options);

/// Builds one kernel into a fresh NVPTX module: `build` adds the function
/// (named `entry`) and returns it, calling math through the libdevice hook;
/// then as compile_ptx: kernel annotation (.maxnreg per
/// options.max_registers, .maxntid when max_threads > 0), libdevice linked
/// if called, inlined or called per options.math_calls, O3, PTX.
using KernelBuilder = std::function<llvm::Function *(llvm::Module &, codegen::MathHook &)>;
PtxKernel compile_kernel_ptx(const char *entry, const CudaOptions &options, unsigned max_threads,
                             const KernelBuilder &build);

} // namespace alkahest::nvptx
#pragma GCC visibility pop
