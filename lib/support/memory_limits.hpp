// lib/support/memory_limits.hpp - what this process may allocate: physical memory, RLIMIT_AS,
// the cgroup's limit, and what it already uses.
#pragma once

#include <cstddef>

namespace alkahest::support {
#pragma GCC visibility push(hidden)

/// /proc/self/statm's mapped and resident sizes, bytes (zeros when unknown).
struct MemoryUse {
  std::size_t mapped = 0, resident = 0;
};
MemoryUse memory_use();

/// Physical memory, bytes (8 GiB when the system does not say).
std::size_t physical_memory_bytes();
/// The soft RLIMIT_AS of this process, bytes (0 when unlimited).
std::size_t address_space_limit_bytes();
/// The memory limit of this process's cgroup (v2 memory.max, v1
/// memory.limit_in_bytes), bytes (0 when none).
std::size_t cgroup_limit_bytes();
/// The smallest of physical memory, RLIMIT_AS and the cgroup's limit.
std::size_t effective_memory_limit_bytes();

/// Bytes this process may still take before an allocation is likely to fail:
/// 3/4 of the effective limit less the resident set, and under RLIMIT_AS
/// 7/8 of the limit less the mappings (they reach it long before the resident
/// set does). 0 when already past either.
std::size_t available_memory_bytes();

#pragma GCC visibility pop
} // namespace alkahest::support
