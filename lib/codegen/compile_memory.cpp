// lib/codegen/compile_memory.cpp - a compile's estimated peak memory against its budget.
#include "compile_memory.hpp"

#include "support/memory_limits.hpp"

#include <fmt/format.h>

#include <limits>

namespace alkahest::codegen {
#pragma GCC visibility push(hidden)
namespace {

std::size_t saturating_mul(std::size_t a, std::size_t b) {
  if (a && b > std::numeric_limits<std::size_t>::max() / a)
    return std::numeric_limits<std::size_t>::max();
  return a * b;
}

std::size_t saturating_add(std::size_t a, std::size_t b) {
  return b > std::numeric_limits<std::size_t>::max() - a ? std::numeric_limits<std::size_t>::max()
                                                         : a + b;
}

} // namespace

std::size_t CompileFootprint::estimate(std::size_t nodes, std::size_t columns) const {
  return saturating_add(
      base, saturating_add(saturating_mul(per_node, nodes), saturating_mul(per_column, columns)));
}

std::optional<std::string> compile_exceeds_memory(const CompileFootprint &footprint,
                                                  std::size_t nodes, std::size_t columns,
                                                  std::size_t explicit_budget) {
  const std::size_t need = footprint.estimate(nodes, columns);
  if (explicit_budget) {
    if (need <= explicit_budget) return std::nullopt;
    return fmt::format("{} nodes and {} columns need about {} MiB to compile, above the budget "
                       "of {} MiB",
                       nodes, columns, need >> 20, explicit_budget >> 20);
  }
  const std::size_t available = support::available_memory_bytes();
  if (need <= available) return std::nullopt;
  return fmt::format("{} nodes and {} columns need about {} MiB to compile; this process may "
                     "still allocate about {} MiB (physical memory, ulimit -v and the cgroup's "
                     "limit)",
                     nodes, columns, need >> 20, available >> 20);
}

#pragma GCC visibility pop
} // namespace alkahest::codegen
