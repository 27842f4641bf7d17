// alkahest/groebner/macaulay_matrix.hpp - one F4 Macaulay matrix over Z/p and its CPU reduction.
#pragma once

#include <alkahest/expr/linkage.hpp>

#include <atomic>
#include <cstdint>
#include <span>
#include <vector>

namespace alkahest::gb {

/// How the rows to reduce of an F4 step are eliminated.
enum class LinearAlgebra : std::uint8_t {
  /// Every row is reduced (the default; the basis is exact).
  Exact,
  /// Random linear combinations of blocks of rows are reduced instead
  /// (docs/groebner.md gives the method): much less work when most rows
  /// reduce to zero, at a failure probability per step of at most the number
  /// of blocks over p. Over Z/p only; learning runs stay exact.
  Probabilistic,
};

/// Marks a row that reduced to zero in MatrixReduction::leads.
inline constexpr std::uint32_t kZeroRow = 0xffffffffu;

/// How the rows to reduce are reduced.
enum class ReductionMode : std::uint8_t {
  /// F4 step: each row to reduce is reduced from its first column by the
  /// known pivots and by the new pivots of the rows before it (sequential
  /// elimination: the row order is part of the pivot pattern); a row left
  /// non-zero becomes a new monic pivot.
  Echelon,
  /// Interreduction: each row keeps its leading entry and every later
  /// column that has a known pivot is eliminated (the tails of a reduced
  /// basis). No new pivots are created.
  TailReduce,
};

/// A Macaulay matrix over Z/p in compressed sparse rows.
///
/// Columns are monomials sorted decreasing in the monomial order, so column
/// 0 is the largest monomial and a row's leading term is its smallest column
/// index. Row r's entries are cols[row_begin[r] .. row_begin[r+1]) with
/// coefficients at the same positions of coeffs; column indices strictly
/// increase within a row and coefficients are residues in [0, p), non-zero
/// except where a replayed prime makes a coefficient vanish.
///
/// Rows [0, npivots) are the known pivots (multiples of basis elements
/// found by symbolic preprocessing): monic (leading coefficient 1) with
/// pairwise distinct leading columns. Rows [npivots, nrows) are the rows to
/// reduce. `pivot_of_column` is the pivot pattern of the known pivots:
/// for each column the known pivot row that leads there, or kZeroRow.
///
/// The data type is deliberately plain (flat arrays of 32-bit words) so that
/// it can be copied to a GPU or serialised as is.
struct MacaulayMatrix {
  std::uint32_t ncols = 0;
  std::uint32_t npivots = 0;
  std::vector<std::uint32_t> row_begin{0};
  std::vector<std::uint32_t> cols;
  std::vector<std::uint32_t> coeffs;
  std::vector<std::uint32_t> pivot_of_column;

  std::uint32_t nrows() const noexcept { return static_cast<std::uint32_t>(row_begin.size() - 1); }
  std::size_t nnz() const noexcept { return cols.size(); }
  /// Appends a row (sorted columns, coefficients in [0, p)).
  void add_row(std::span<const std::uint32_t> row_cols, std::span<const std::uint32_t> row_coeffs);
  /// Recomputes pivot_of_column from the first npivots rows.
  void index_pivots();

  /// Reduces the rows to reduce modulo the prime p (< 2^31).
  struct Reduction;
  Reduction reduce_cpu(std::uint32_t p, ReductionMode mode = ReductionMode::Echelon) const;
};

/// The result of reducing the rows to reduce of a MacaulayMatrix: one entry
/// per row to reduce, in order. Non-zero rows are monic (Echelon mode) or
/// keep their leading coefficient normalised to 1 (TailReduce mode).
struct MacaulayMatrix::Reduction {
  /// Leading column of each reduced row, or kZeroRow.
  std::vector<std::uint32_t> leads;
  /// The reduced rows in CSR form (zero rows are empty).
  std::vector<std::uint32_t> row_begin{0};
  std::vector<std::uint32_t> cols;
  std::vector<std::uint32_t> coeffs;
};

} // namespace alkahest::gb
