// lib/jit/jit_engine.hpp - the process-wide ORC LLJIT: host detection, module → object → loaded
// code, unloading.
#pragma once

#include <alkahest/jit.hpp>

#include <llvm/ADT/IntrusiveRefCntPtr.h>

#include <cstdint>
#include <memory>
#include <string>

namespace llvm {
class Module;
namespace orc {
class ResourceTracker;
}
} // namespace llvm

// The JIT layer's own helpers: not exported from libalkahest.so.
namespace alkahest {
namespace jit_detail ALKAHEST_INTERNAL {

/// The column-array entry point every compiled function exposes:
/// entry(ins, outs, params, n) with ins[k], outs[j] pointers to n doubles and
/// params[k] the value of parameter k.
using EntryFn = void (*)(const double *const *ins, double *const *outs, const double *params,
                         std::int64_t n);

/// What the host CPU offers, read once at run time.
struct HostInfo {
  std::string cpu;      ///< e.g. "skylake-avx512"
  std::string features; ///< "+avx2,+fma,..." as LLVM spells them
  bool avx2 = false;    ///< libmvec's 4-wide variants usable
};
const HostInfo &host_info();

/// Loaded machine code of one compiled function. Destroying it removes the
/// code from the JIT (its own ResourceTracker), freeing the memory. Hidden
/// by name as well: jit.hpp's forward declaration opened it without
/// ALKAHEST_INTERNAL, and a class takes its first declaration's visibility.
struct ALKAHEST_INTERNAL Code {
  Code() = default;
  Code(const Code &) = delete;
  Code &operator=(const Code &) = delete;
  ~Code();

  EntryFn entry = nullptr;
  std::size_t n_inputs = 0, n_outputs = 0, n_parameters = 0;
  bool vector_math = false;
  llvm::IntrusiveRefCntPtr<llvm::orc::ResourceTracker> tracker;
};

/// Settings of one build of IR into machine code.
struct BuildSettings {
  int ir_opt_level = 3;      ///< 0: no IR passes
  int codegen_opt_level = 3; ///< 0..3
  bool vector_math = false;  ///< libmvec mappings in the vectorizer's TLI
  bool huge = false;         ///< above optimize_up_to_nodes: built unoptimised
  bool vectorize = true;     ///< loop/SLP vectorizers, interleaving, unrolling
};

/// The JIT's target triple and data layout applied to `m`.
void configure_module(llvm::Module &m);
/// Runs the optimisation pipeline (O1..O3) with the host's TargetMachine.
void optimize_module(llvm::Module &m, const BuildSettings &s);
/// Compiles `m` (already optimized) to an object, links it into the JIT under
/// a fresh ResourceTracker and resolves `entry_name`. E-JIT-005 on failure.
std::shared_ptr<Code> load_module(std::unique_ptr<llvm::Module> m, const std::string &entry_name,
                                  const BuildSettings &s);

} // namespace ALKAHEST_INTERNAL
} // namespace alkahest
