// lib/groebner/row_reduction.hpp - the CPU row-reduction kernels behind
// MacaulayMatrix::reduce_cpu, F4 and the trace replay, and their scratch space
// (private to lib/groebner).
#pragma once

#include <alkahest/groebner/macaulay_matrix.hpp>

#include <atomic>
#include <cstdint>
#include <span>
#include <vector>

#pragma GCC visibility push(hidden)
namespace alkahest::gb {

namespace detail {

/// Read-only view of a matrix whose rows may live in different buffers
/// (the replay fills coefficients without copying column indices).
struct RowView {
  const std::uint32_t *cols;
  const std::uint32_t *coeffs;
  std::uint32_t size;
};

/// Scratch space reused across reductions (a dense 64-bit accumulator row
/// and the new pivots), so that a replay allocates little.
struct ReductionWorkspace {
  std::vector<std::uint64_t> dense;
  std::vector<std::uint8_t> dense_runs; // live-run marks of `dense` (see LiveRuns)
  std::vector<std::uint32_t> new_pivot_of_column;
  std::vector<std::uint32_t> piv_cols, piv_coeffs, piv_begin;
  /// Threads for the parallel pass of reduce_rows (see there); 1: all
  /// sequential. The result does not depend on it.
  unsigned threads = 1;
  /// Rows reduced at once by the passes whose pivots do not change (1, 4 or
  /// 8; 0: ALKAHEST_GB_ROW_GROUP_LANES, else 8). The result does not
  /// depend on it.
  unsigned lanes = 0;
  /// When set and true, reduce_rows stops with E-GB-001 within a few rows:
  /// one large matrix can take longer than a whole time budget.
  const std::atomic<bool> *cancel = nullptr;
  /// A second flag with the same effect: the caller's own stop (a replay
  /// that the over-Q driver started ahead of its lift and no longer needs),
  /// apart from the computation's cancel flag.
  const std::atomic<bool> *stop = nullptr;
  std::vector<std::vector<std::uint32_t>> part_cols, part_coeffs; // rows after the parallel pass
  // The parallel passes' dense arrays (ncols * lanes words each).
  std::vector<std::vector<std::uint64_t>> spare;
};

/// The kernel behind reduce_cpu: reduces `todo` by `pivots` (indexed by
/// pivot_of_column) and returns one Reduction entry per todo row.
ALKAHEST_INTERNAL void reduce_rows(std::uint32_t ncols, std::span<const RowView> pivots,
                                   std::span<const std::uint32_t> pivot_of_column,
                                   std::span<const RowView> todo, std::uint32_t p,
                                   ReductionMode mode, ReductionWorkspace &ws,
                                   MacaulayMatrix::Reduction &out);

/// Probabilistic variant of reduce_rows in Echelon mode: the rows of `todo`
/// are taken in blocks of `block` and reduced through random linear
/// combinations (multipliers from `seed`), one block at a time, until a
/// combination reduces to zero. `out` holds only the new pivots (monic, no
/// zero rows), not one entry per row. A step misses a pivot with
/// probability at most ceil(todo.size() / block) / p; the result depends on
/// the seed only, whatever ws.threads.
ALKAHEST_INTERNAL void reduce_rows_probabilistic(
    std::uint32_t ncols, std::span<const RowView> pivots,
    std::span<const std::uint32_t> pivot_of_column, std::span<const RowView> todo, std::uint32_t p,
    std::uint64_t seed, std::size_t block, ReductionWorkspace &ws, MacaulayMatrix::Reduction &out);

} // namespace detail

} // namespace alkahest::gb
#pragma GCC visibility pop
