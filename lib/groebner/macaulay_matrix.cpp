// lib/groebner/macaulay_matrix.cpp - sparse-dense modular row reduction of F4 matrices.
//
// Method: Faugere, "A new efficient algorithm for computing Groebner bases
// (F4)", JPAA 139 (1999): the rows to reduce are eliminated by the known
// pivots (multiples of basis elements) and then by each other. Each row is
// scattered into a dense accumulator of 64-bit words and the pivots are
// subtracted column by column, left to right. With p < 2^31 a product of two
// residues is < p^2 < 2^62, so the accumulator is kept in [0, p^2) with one
// conditional subtraction per update and reduced modulo p only when a column
// is reached (the delayed reduction of msolve, Berthomieu-Eder-Safey El Din
// 2021). A column, once passed, is final: the gather of the surviving
// entries happens in the same sweep.
#include "parallel_for.hpp"

#include <alkahest/groebner/macaulay_matrix.hpp>

#include <algorithm>
#include <cassert>
#include <mutex>

namespace alkahest::gb {

namespace {

std::uint32_t inverse(std::uint32_t a, std::uint32_t p) {
  std::int64_t t = 0, nt = 1, r = p, nr = a;
  while (nr != 0) {
    std::int64_t q = r / nr, tmp = t - q * nt;
    t = nt, nt = tmp, tmp = r - q * nr, r = nr, nr = tmp;
  }
  return static_cast<std::uint32_t>(t < 0 ? t + p : t);
}

// dense[cols[k]] += mul * coeffs[k] (mod p^2), k >= 1: the leading entry is
// eliminated by the caller. Written as a plain indexed loop: AVX2 has no
// scatter, and an AVX-512 gather/scatter version measured slower on this
// box's EPYC (katsura9 learn 0.60 s vs 0.52 s), so the gain is in keeping
// the scalar loop branch-free and unrolled.
inline void axpy_sparse(std::uint64_t *__restrict dense, const std::uint32_t *__restrict cols,
                        const std::uint32_t *__restrict coeffs, std::uint32_t size,
                        std::uint64_t mul, std::uint64_t p2) {
  // dense - mul*c is in (-p^2, p^2): one arithmetic shift of the sign adds
  // p^2 back without a branch.
  std::int64_t *d = reinterpret_cast<std::int64_t *>(dense);
  const std::int64_t m = static_cast<std::int64_t>(mul), q2 = static_cast<std::int64_t>(p2);
  std::uint32_t k = 1;
  for (; k + 4 <= size; k += 4) {
    std::int64_t a0 = d[cols[k]] - m * coeffs[k];
    std::int64_t a1 = d[cols[k + 1]] - m * coeffs[k + 1];
    std::int64_t a2 = d[cols[k + 2]] - m * coeffs[k + 2];
    std::int64_t a3 = d[cols[k + 3]] - m * coeffs[k + 3];
    d[cols[k]] = a0 + ((a0 >> 63) & q2);
    d[cols[k + 1]] = a1 + ((a1 >> 63) & q2);
    d[cols[k + 2]] = a2 + ((a2 >> 63) & q2);
    d[cols[k + 3]] = a3 + ((a3 >> 63) & q2);
  }
  for (; k < size; ++k) {
    std::int64_t a = d[cols[k]] - m * coeffs[k];
    d[cols[k]] = a + ((a >> 63) & q2);
  }
}

} // namespace

void MacaulayMatrix::add_row(std::span<const std::uint32_t> row_cols,
                             std::span<const std::uint32_t> row_coeffs) {
  assert(row_cols.size() == row_coeffs.size());
  cols.insert(cols.end(), row_cols.begin(), row_cols.end());
  coeffs.insert(coeffs.end(), row_coeffs.begin(), row_coeffs.end());
  row_begin.push_back(static_cast<std::uint32_t>(cols.size()));
}

void MacaulayMatrix::index_pivots() {
  pivot_of_column.assign(ncols, kZeroRow);
  for (std::uint32_t r = 0; r < npivots; ++r)
    if (row_begin[r] < row_begin[r + 1]) pivot_of_column[cols[row_begin[r]]] = r;
}

MacaulayMatrix::Reduction MacaulayMatrix::reduce_cpu(std::uint32_t p, ReductionMode mode) const {
  std::vector<detail::RowView> piv, todo;
  for (std::uint32_t r = 0; r < nrows(); ++r) {
    detail::RowView v{cols.data() + row_begin[r], coeffs.data() + row_begin[r],
                      row_begin[r + 1] - row_begin[r]};
    (r < npivots ? piv : todo).push_back(v);
  }
  std::vector<std::uint32_t> poc = pivot_of_column;
  if (poc.size() != ncols) {
    poc.assign(ncols, kZeroRow);
    for (std::uint32_t r = 0; r < npivots; ++r)
      if (piv[r].size) poc[piv[r].cols[0]] = r;
  }
  detail::ReductionWorkspace ws;
  Reduction out;
  detail::reduce_rows(ncols, piv, poc, todo, p, mode, ws, out);
  return out;
}

namespace detail {

namespace {

void reduce_rows_sequential(std::uint32_t ncols, std::span<const RowView> pivots,
                            std::span<const std::uint32_t> pivot_of_column, std::span<const RowView> todo,
                            std::uint32_t p, ReductionMode mode, ReductionWorkspace &ws,
                            MacaulayMatrix::Reduction &out);

// Rows below this many per thread are not worth a parallel pass.
constexpr std::size_t kRowsPerThread = 64;

} // namespace

// With ws.threads > 1, two passes: every row is first reduced by the known
// pivots alone, rows in parallel (each thread its own dense row); then the
// sequential pass reduces the results in order by the new pivots (the known
// pivots find nothing left to do). The result is the same: a row reduced
// by a set of pivot rows with distinct leading columns until it is zero at
// all of them is unique, whatever the order of the eliminations. TailReduce
// rows keep their leading entry untouched in both passes.
void reduce_rows(std::uint32_t ncols, std::span<const RowView> pivots,
                 std::span<const std::uint32_t> pivot_of_column, std::span<const RowView> todo,
                 std::uint32_t p, ReductionMode mode, ReductionWorkspace &ws,
                 MacaulayMatrix::Reduction &out) {
  const unsigned threads = static_cast<unsigned>(std::min<std::size_t>(ws.threads, todo.size() / kRowsPerThread));
  if (threads <= 1 || pivots.empty())
    return reduce_rows_sequential(ncols, pivots, pivot_of_column, todo, p, mode, ws, out);
  const std::uint64_t p2 = std::uint64_t(p) * p;
  const bool keep_lead = mode != ReductionMode::Echelon;
  const std::size_t n = todo.size();
  ws.part_cols.resize(n);
  ws.part_coeffs.resize(n);
  // Blocks of rows per task; each task takes a dense row of its own (zero
  // again when the task ends: every touched entry is cleared on the way).
  constexpr std::size_t kBlock = 32;
  std::mutex spare_mutex;
  std::vector<std::vector<std::uint64_t>> spare;
  parallel_for((n + kBlock - 1) / kBlock, threads, [&](std::size_t block) {
    std::vector<std::uint64_t> dense;
    {
      std::lock_guard lock(spare_mutex);
      if (!spare.empty()) {
        dense = std::move(spare.back());
        spare.pop_back();
      }
    }
    if (dense.size() != ncols) dense.assign(ncols, 0);
    std::uint64_t *d = dense.data();
    for (std::size_t i = block * kBlock, end = std::min(n, i + kBlock); i < end; ++i) {
      const RowView &row = todo[i];
      auto &oc = ws.part_cols[i];
      auto &ov = ws.part_coeffs[i];
      oc.clear();
      ov.clear();
      if (row.size == 0) continue;
      for (std::uint32_t k = 0; k < row.size; ++k) d[row.cols[k]] = row.coeffs[k];
      std::uint32_t c = row.cols[0];
      if (keep_lead) { // the leading entry as it is, even when zero mod p
        oc.push_back(c);
        ov.push_back(static_cast<std::uint32_t>(d[c] % p));
        d[c] = 0;
        ++c;
      }
      // The row's entries end at its last column; an elimination can only
      // add entries after the pivot's column, so scan to the end.
      for (; c < ncols; ++c) {
        std::uint64_t v = d[c];
        if (v == 0) continue;
        d[c] = 0;
        v %= p;
        if (v == 0) continue;
        std::uint32_t r = pivot_of_column[c];
        if (r != kZeroRow) {
          const RowView &pr = pivots[r];
          axpy_sparse(d, pr.cols, pr.coeffs, pr.size, v, p2);
          continue;
        }
        oc.push_back(c);
        ov.push_back(static_cast<std::uint32_t>(v));
      }
    }
    std::lock_guard lock(spare_mutex);
    spare.push_back(std::move(dense));
  });
  std::vector<RowView> reduced(n);
  for (std::size_t i = 0; i < n; ++i)
    reduced[i] = RowView{ws.part_cols[i].data(), ws.part_coeffs[i].data(),
                         static_cast<std::uint32_t>(ws.part_cols[i].size())};
  reduce_rows_sequential(ncols, pivots, pivot_of_column, reduced, p, mode, ws, out);
}

namespace {

void reduce_rows_sequential(std::uint32_t ncols, std::span<const RowView> pivots,
                            std::span<const std::uint32_t> pivot_of_column, std::span<const RowView> todo,
                            std::uint32_t p, ReductionMode mode, ReductionWorkspace &ws,
                            MacaulayMatrix::Reduction &out) {
  const std::uint64_t p2 = std::uint64_t(p) * p;
  ws.dense.assign(ncols, 0);
  ws.new_pivot_of_column.assign(ncols, kZeroRow);
  ws.piv_begin.assign(1, 0);
  ws.piv_cols.clear();
  ws.piv_coeffs.clear();
  out.leads.clear();
  out.row_begin.assign(1, 0);
  out.cols.clear();
  out.coeffs.clear();
  std::uint64_t *dense = ws.dense.data();
  const bool echelon = mode == ReductionMode::Echelon;

  for (const RowView &row : todo) {
    if (row.size == 0) {
      out.leads.push_back(kZeroRow);
      out.row_begin.push_back(static_cast<std::uint32_t>(out.cols.size()));
      continue;
    }
    for (std::uint32_t k = 0; k < row.size; ++k) dense[row.cols[k]] = row.coeffs[k];
    std::uint32_t c = row.cols[0];
    const std::uint32_t out_start = static_cast<std::uint32_t>(out.cols.size());
    if (!echelon) {
      // Keep the leading entry: it is the element's own leading term.
      out.cols.push_back(c);
      out.coeffs.push_back(static_cast<std::uint32_t>(dense[c] % p));
      dense[c] = 0;
      ++c;
    }
    for (; c < ncols; ++c) {
      std::uint64_t v = dense[c];
      if (v == 0) continue;
      dense[c] = 0;
      v %= p;
      if (v == 0) continue;
      std::uint32_t r = pivot_of_column[c];
      if (r != kZeroRow) {
        const RowView &pr = pivots[r];
        axpy_sparse(dense, pr.cols, pr.coeffs, pr.size, v, p2);
        continue;
      }
      if (echelon) {
        std::uint32_t nr = ws.new_pivot_of_column[c];
        if (nr != kZeroRow) {
          std::uint32_t b = ws.piv_begin[nr], e = ws.piv_begin[nr + 1];
          axpy_sparse(dense, ws.piv_cols.data() + b, ws.piv_coeffs.data() + b, e - b, v, p2);
          continue;
        }
      }
      out.cols.push_back(c);
      out.coeffs.push_back(static_cast<std::uint32_t>(v));
    }
    const std::uint32_t out_end = static_cast<std::uint32_t>(out.cols.size());
    if (out_end == out_start || (!echelon && out.coeffs[out_start] == 0)) {
      if (!echelon && out_end != out_start) {
        // The leading coefficient vanished: report the row's first survivor.
        std::uint32_t k = out_start;
        while (k < out_end && out.coeffs[k] == 0) ++k;
        out.leads.push_back(k < out_end ? out.cols[k] : kZeroRow);
      } else {
        out.leads.push_back(kZeroRow);
      }
      out.cols.resize(out_start);
      out.coeffs.resize(out_start);
      out.row_begin.push_back(out_start);
      continue;
    }
    std::uint32_t lead = out.cols[out_start];
    std::uint64_t inv = inverse(out.coeffs[out_start], p);
    for (std::uint32_t k = out_start; k < out_end; ++k)
      out.coeffs[k] = static_cast<std::uint32_t>(out.coeffs[k] * inv % p);
    out.leads.push_back(lead);
    out.row_begin.push_back(out_end);
    if (echelon) {
      ws.new_pivot_of_column[lead] = static_cast<std::uint32_t>(ws.piv_begin.size() - 1);
      ws.piv_cols.insert(ws.piv_cols.end(), out.cols.begin() + out_start, out.cols.end());
      ws.piv_coeffs.insert(ws.piv_coeffs.end(), out.coeffs.begin() + out_start, out.coeffs.end());
      ws.piv_begin.push_back(static_cast<std::uint32_t>(ws.piv_cols.size()));
    }
  }
}

} // namespace

} // namespace detail

} // namespace alkahest::gb
