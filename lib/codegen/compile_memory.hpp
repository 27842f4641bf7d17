// lib/codegen/compile_memory.hpp - the memory budget of a compile: refuse before LLVM runs
// rather than let LLVM's allocator end the process.
//
// LLVM is built without exceptions: when an allocation fails inside it, it
// prints "LLVM ERROR: out of memory" and aborts, taking the host application
// with it. Nothing can be caught there, so each tier estimates what a compile
// will take from the expression's size, with costs per node and per column
// measured for that tier, and refuses with its own code when the estimate
// does not fit what the process may still allocate.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace alkahest::codegen {
#pragma GCC visibility push(hidden)

/// Peak bytes a tier's compile takes: base + per_node * nodes + per_column *
/// columns (inputs, outputs and parameters), from measurements with margin.
struct CompileFootprint {
  std::size_t base = 0, per_node = 0, per_column = 0;
  std::size_t estimate(std::size_t nodes, std::size_t columns) const;
};

/// Why a compile of this size does not fit: the explicit budget, or (0) what
/// the process may still allocate under physical memory, RLIMIT_AS and its
/// cgroup. nullopt when it fits.
std::optional<std::string> compile_exceeds_memory(const CompileFootprint &footprint,
                                                  std::size_t nodes, std::size_t columns,
                                                  std::size_t explicit_budget);

#pragma GCC visibility pop
} // namespace alkahest::codegen
