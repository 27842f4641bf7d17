// lib/groebner_gpu/cpu_rref.hpp - the CPU reference of the dense RREF (and the dense batches' CPU
// path).
#pragma once

#include <cstdint>
#include <vector>

namespace alkahest::gbgpu {
#pragma GCC visibility push(hidden)

/// Gauss-Jordan on one rows x cols matrix at `a` modulo p, in place, with
/// `threads` host threads sharing each pivot step; returns the pivot columns.
std::vector<std::uint32_t> rref_cpu_threads(std::uint32_t *a, std::uint32_t rows,
                                            std::uint32_t cols, std::uint32_t p, unsigned threads);

#pragma GCC visibility pop
} // namespace alkahest::gbgpu
