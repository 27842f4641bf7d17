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
#include "support/hash.hpp"
#include "support/knobs.hpp"
#include "support/modular_arithmetic.hpp"
#include "support/parallel_for.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner/macaulay_matrix.hpp>

#include <algorithm>
#include <cassert>
#include <mutex>

namespace alkahest::gb {

namespace {

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

// Row-to-reduce i of the parallel path, after its pre-pass.
RowView part_row(const ReductionWorkspace &ws, std::size_t i) {
  return {ws.part_cols[i].data(), ws.part_coeffs[i].data(),
          static_cast<std::uint32_t>(ws.part_cols[i].size())};
}

// The pivot of column c, known or new, or null.
struct PivotLookup {
  std::span<const RowView> pivots;
  std::span<const std::uint32_t> pivot_of_column;
  const ReductionWorkspace &ws;
  bool with_new = true; // false: the known pivots only
  bool find(std::uint32_t c, RowView &out) const {
    if (std::uint32_t r = pivot_of_column[c]; r != kZeroRow) {
      out = pivots[r];
      return true;
    }
    if (std::uint32_t nr = with_new ? ws.new_pivot_of_column[c] : kZeroRow; nr != kZeroRow) {
      std::uint32_t b = ws.piv_begin[nr], e = ws.piv_begin[nr + 1];
      out = {ws.piv_cols.data() + b, ws.piv_coeffs.data() + b, e - b};
      return true;
    }
    return false;
  }
};

template <class Out>
void sweep(std::uint64_t *dense, std::uint32_t c, std::uint32_t last, std::uint32_t p,
           const PivotLookup &lookup, Out &&emit);

// Reduces `row` in `dense` (zero on entry and on exit) by every pivot the
// lookup knows, left to right, appending the surviving entries (mod p) to
// cols/coeffs. keep_lead: the leading entry is kept as it is (mod p, even 0).
template <class Out>
void reduce_into(const RowView &row, std::uint64_t *dense, std::uint32_t p, bool keep_lead,
                 const PivotLookup &lookup, Out &&emit) {
  for (std::uint32_t k = 0; k < row.size; ++k)
    dense[row.cols[k]] = row.coeffs[k];
  std::uint32_t c = row.cols[0];
  if (keep_lead) {
    emit(c, static_cast<std::uint32_t>(dense[c] % p));
    dense[c] = 0;
    ++c;
  }
  sweep(dense, c, row.cols[row.size - 1], p, lookup, emit);
}

// Reduces the dense row, whose entries lie in columns [c, last), by every
// pivot the lookup knows, left to right, appending the surviving entries
// (mod p) and leaving `dense` zero.
template <class Out>
void sweep(std::uint64_t *dense, std::uint32_t c, std::uint32_t last, std::uint32_t p,
           const PivotLookup &lookup, Out &&emit) {
  const std::uint64_t p2 = std::uint64_t(p) * p;
  // An elimination only adds entries after the pivot's column, up to the
  // pivot's last column: one sweep up to the last column any row involved
  // reaches finds every entry, and each column, once passed, is final.
  RowView pr{};
  for (; c <= last; ++c) {
    std::uint64_t v = dense[c];
    if (v == 0) continue;
    dense[c] = 0;
    v %= p;
    if (v == 0) continue;
    if (lookup.find(c, pr)) {
      axpy_sparse(dense, pr.cols, pr.coeffs, pr.size, v, p2);
      last = std::max(last, pr.cols[pr.size - 1]);
      continue;
    }
    emit(c, static_cast<std::uint32_t>(v));
  }
}

// The sequential step for one row: reduced by the known pivots and the new
// pivots of the rows before it, recorded in `out`, and (Echelon) a new monic
// pivot when it survives.
// row_is_reduced: the row's coefficients are residues below p with no zero
// past the leading entry (a parallel pass made it), so that it may be copied.
void finish_row(const RowView &row, std::uint32_t p, ReductionMode mode, const PivotLookup &lookup,
                ReductionWorkspace &ws, MacaulayMatrix::Reduction &out, bool row_is_reduced) {
  const bool echelon = mode == ReductionMode::Echelon;
  if (row.size == 0) {
    out.leads.push_back(kZeroRow);
    out.row_begin.push_back(static_cast<std::uint32_t>(out.cols.size()));
    return;
  }
  const std::uint32_t out_start = static_cast<std::uint32_t>(out.cols.size());
  // A row no pivot applies to (after the parallel passes: most rows) is
  // copied as it is (its entries are reduced already), without the sweep.
  bool untouched = row_is_reduced;
  for (std::uint32_t k = echelon ? 0 : 1; untouched && k < row.size; ++k) {
    RowView unused{};
    untouched = !lookup.find(row.cols[k], unused);
  }
  if (untouched) {
    out.cols.insert(out.cols.end(), row.cols, row.cols + row.size);
    out.coeffs.insert(out.coeffs.end(), row.coeffs, row.coeffs + row.size);
  } else {
    reduce_into(row, ws.dense.data(), p, !echelon, lookup, [&](std::uint32_t c, std::uint32_t v) {
      out.cols.push_back(c);
      out.coeffs.push_back(v);
    });
  }
  const std::uint32_t out_end = static_cast<std::uint32_t>(out.cols.size());
  if (out_end == out_start || (!echelon && out.coeffs[out_start] == 0)) {
    if (!echelon && out_end != out_start) {
      // The leading coefficient vanished: report the row's first survivor.
      std::uint32_t k = out_start;
      while (k < out_end && out.coeffs[k] == 0)
        ++k;
      out.leads.push_back(k < out_end ? out.cols[k] : kZeroRow);
    } else {
      out.leads.push_back(kZeroRow);
    }
    out.cols.resize(out_start);
    out.coeffs.resize(out_start);
    out.row_begin.push_back(out_start);
    return;
  }
  std::uint32_t lead = out.cols[out_start];
  std::uint64_t inv = support::inverse_mod(out.coeffs[out_start], p);
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

// Rows below this many per thread are not worth a parallel pass.
constexpr std::size_t kRowsPerThread = 64;

// Rows reduced between two looks at the cancel flag on one thread: a row
// costs microseconds to milliseconds, so a stop comes well within 0.1 s.
constexpr std::size_t kRowsBetweenChecks = 16;

// Rows per thread of a block of the second pass (see reduce_rows). The
// block's own eliminations run in order on one thread, and their share
// grows with the block; each block costs one more parallel pass.
// ALKAHEST_GB_BLOCK_ROWS_PER_THREAD, read once per process, replaces the
// default (for tuning on a machine).
constexpr std::size_t kBlockRowsPerThread = 16;
std::size_t block_rows_per_thread() {
  static const std::size_t rows =
      support::knob_positive(support::Knob::GbBlockRowsPerThread).value_or(kBlockRowsPerThread);
  return rows;
}

// Raises E-GB-001 when the workspace's cancel flag is set.
void check_cancel(const ReductionWorkspace &ws) {
  if (ws.cancel && ws.cancel->load(std::memory_order_relaxed))
    raise(ErrorId::GbCancelled, "F4 cancelled during a row reduction");
}

// Blocks of a probabilistic reduction finished together (see
// reduce_rows_probabilistic); a constant, so that the result does not depend
// on the thread count.
constexpr std::size_t kBlocksPerGroup = 64;

// Computes rows in parallel: fill(i, dense, emit) for i = index(0..count-1)
// emits row i's entries (from a zero dense row of ncols words, left zero),
// stored in ws.part_cols[i] / ws.part_coeffs[i]. Tasks of up to 8 rows, at
// least four per thread (rows differ a lot in cost); each thread takes a
// dense row from ws.spare and gives it back.
template <class Index, class Fill>
void parallel_rows(std::size_t count, Index &&index, unsigned threads, std::uint32_t ncols,
                   ReductionWorkspace &ws, Fill &&fill) {
  std::mutex spare_mutex;
  const std::size_t task_rows = std::clamp<std::size_t>(count / (4 * std::size_t{threads}), 1, 8);
  parallel_for((count + task_rows - 1) / task_rows, threads, [&](std::size_t task) {
    check_cancel(ws);
    std::vector<std::uint64_t> dense;
    {
      std::lock_guard lock(spare_mutex);
      if (!ws.spare.empty()) {
        dense = std::move(ws.spare.back());
        ws.spare.pop_back();
      }
    }
    if (dense.size() != ncols) dense.assign(ncols, 0);
    std::vector<std::uint32_t> nc, nv;
    for (std::size_t k = task * task_rows, end = std::min(count, k + task_rows); k < end; ++k) {
      const std::size_t i = index(k);
      nc.clear();
      nv.clear();
      fill(i, dense.data(), [&](std::uint32_t c, std::uint32_t v) {
        nc.push_back(c);
        nv.push_back(v);
      });
      ws.part_cols[i].assign(nc.begin(), nc.end());
      ws.part_coeffs[i].assign(nv.begin(), nv.end());
    }
    std::lock_guard lock(spare_mutex);
    ws.spare.push_back(std::move(dense));
  });
}

} // namespace

// Empties the workspace and the result for a reduction over ncols columns
// (the exact and the probabilistic reductions start alike).
void start_reduction(std::uint32_t ncols, ReductionWorkspace &ws, MacaulayMatrix::Reduction &out) {
  ws.dense.assign(ncols, 0);
  ws.new_pivot_of_column.assign(ncols, kZeroRow);
  ws.piv_begin.assign(1, 0);
  ws.piv_cols.clear();
  ws.piv_coeffs.clear();
  out.leads.clear();
  out.row_begin.assign(1, 0);
  out.cols.clear();
  out.coeffs.clear();
}

// With ws.threads > 1: first every row is reduced by the known pivots, rows
// in parallel (each thread its own dense row; one pass over all rows keeps
// the threads evenly loaded, rows differ a lot in cost). Then the rows go in
// blocks of block_rows_per_thread() rows per thread: the block's rows are
// reduced, in parallel, by the new pivots of the earlier blocks (which do
// not change meanwhile), and the sequential step reduces them in order by
// the new pivots of the block itself. The result is the sequential one: a row reduced by pivot rows
// with distinct leading columns until it is zero at all of them is unique,
// whatever the order of the eliminations; so is the set of rows that become
// pivots. On katsura10 mod p the first pass is about 80% of a one-thread run.
void reduce_rows(std::uint32_t ncols, std::span<const RowView> pivots,
                 std::span<const std::uint32_t> pivot_of_column, std::span<const RowView> todo,
                 std::uint32_t p, ReductionMode mode, ReductionWorkspace &ws,
                 MacaulayMatrix::Reduction &out) {
  start_reduction(ncols, ws, out);
  const PivotLookup lookup{pivots, pivot_of_column, ws};
  const std::size_t n = todo.size();
  const unsigned threads =
      static_cast<unsigned>(std::min<std::size_t>(ws.threads, n / kRowsPerThread));
  if (threads <= 1) {
    for (std::size_t i = 0; i < n; ++i) {
      if (i % kRowsBetweenChecks == 0) check_cancel(ws);
      finish_row(todo[i], p, mode, lookup, ws, out, false);
    }
    return;
  }
  const bool keep_lead = mode != ReductionMode::Echelon;
  ws.part_cols.resize(n);
  ws.part_coeffs.resize(n);
  // Rows [r0, r1) reduced by `by` in parallel, in place in ws.part_* (from
  // `todo` when `fresh`).
  auto parallel_pass = [&](std::size_t r0, std::size_t r1, const PivotLookup &by, bool fresh) {
    parallel_rows(
        r1 - r0, [&](std::size_t k) { return r0 + k; }, threads, ncols, ws,
        [&](std::size_t i, std::uint64_t *dense, auto &&emit) {
          const RowView row = fresh ? todo[i] : part_row(ws, i);
          if (row.size != 0) reduce_into(row, dense, p, keep_lead, by, emit);
        });
  };
  parallel_pass(0, n, PivotLookup{pivots, pivot_of_column, ws, false}, true);
  const std::size_t block = block_rows_per_thread() * threads;
  for (std::size_t b0 = 0; b0 < n; b0 += block) {
    const std::size_t b1 = std::min(n, b0 + block);
    if (ws.piv_begin.size() > 1)
      parallel_pass(b0, b1, lookup, false); // new pivots of the earlier blocks
    check_cancel(ws);
    for (std::size_t i = b0; i < b1; ++i)
      finish_row(part_row(ws, i), p, mode, lookup, ws, out, true);
  }
}

// Probabilistic elimination (the random combinations of Faugere's F4 codes
// and msolve's probabilistic mode): most rows of an F4 step reduce to zero,
// so instead of every row, blocks of `block` consecutive rows are reduced
// through random linear combinations. A block is done when a combination
// reduces to zero (or it gave as many pivots as it has rows). With the
// multipliers uniform in [0, p), a combination of rows whose reductions span
// a space of dimension r > 0 reduces to zero with probability p^-r <= 1/p,
// so a step misses a pivot with probability at most (number of blocks) / p.
//
// Threads: every block's first combination is drawn and reduced by the known
// pivots in parallel (most of the work: most blocks end there). Then groups
// of kBlocksPerGroup blocks, in order: their combinations are reduced in
// parallel by the new pivots of earlier groups, then in order by each other's
// (a surviving one is a new pivot), and the blocks that gave a pivot draw
// their next combination, in parallel, until every block of the group is
// done. Each combination's multipliers come from its own stream (seed, block,
// attempt) and the groups do not depend on the thread count, so the result
// depends on the seed only.
void reduce_rows_probabilistic(std::uint32_t ncols, std::span<const RowView> pivots,
                               std::span<const std::uint32_t> pivot_of_column,
                               std::span<const RowView> todo, std::uint32_t p, std::uint64_t seed,
                               std::size_t block, ReductionWorkspace &ws,
                               MacaulayMatrix::Reduction &out) {
  start_reduction(ncols, ws, out);
  const PivotLookup known{pivots, pivot_of_column, ws, false}, all{pivots, pivot_of_column, ws};
  const std::uint64_t p2 = std::uint64_t(p) * p;
  block = std::max<std::size_t>(block, 1);
  const std::size_t nblocks = (todo.size() + block - 1) / block;
  const unsigned threads = std::max(1u, ws.threads);
  ws.part_cols.resize(nblocks);
  ws.part_coeffs.resize(nblocks);
  std::vector<std::uint32_t> attempts(nblocks, 0);
  // Block b's combination number attempts[b], reduced by `by`.
  auto draw = [&](std::size_t b, std::uint64_t *dense, const PivotLookup &by, auto &&emit) {
    std::uint64_t state =
        support::splitmix64(seed ^ support::splitmix64(b * 0x100000001b3ull + attempts[b]));
    std::uint32_t first = ncols, last = 0;
    for (std::size_t i = b * block, end = std::min(todo.size(), i + block); i < end; ++i) {
      const RowView &r = todo[i];
      const std::uint64_t m = support::splitmix64(state++) % p;
      if (r.size == 0 || m == 0) continue;
      for (std::uint32_t k = 0; k < r.size; ++k) {
        std::uint64_t d = dense[r.cols[k]] + m * r.coeffs[k];
        dense[r.cols[k]] = d >= p2 ? d - p2 : d;
      }
      first = std::min(first, r.cols[0]);
      last = std::max(last, r.cols[r.size - 1]);
    }
    if (first <= last) sweep(dense, first, last, p, by, emit);
  };
  auto draw_all = [&](std::span<const std::size_t> blocks, const PivotLookup &by) {
    parallel_rows(
        blocks.size(), [&](std::size_t k) { return blocks[k]; }, threads, ncols, ws,
        [&](std::size_t b, std::uint64_t *dense, auto &&emit) { draw(b, dense, by, emit); });
  };
  std::vector<std::size_t> pending(nblocks);
  for (std::size_t b = 0; b < nblocks; ++b)
    pending[b] = b;
  draw_all(pending, known);
  for (std::size_t g0 = 0; g0 < nblocks; g0 += kBlocksPerGroup) {
    pending.clear();
    for (std::size_t b = g0; b < std::min(nblocks, g0 + kBlocksPerGroup); ++b)
      pending.push_back(b);
    // New pivots the pending combinations were not reduced by yet.
    bool behind = ws.piv_begin.size() > 1;
    while (!pending.empty()) {
      if (behind)
        parallel_rows(
            pending.size(), [&](std::size_t k) { return pending[k]; }, threads, ncols, ws,
            [&](std::size_t b, std::uint64_t *dense, auto &&emit) {
              const RowView row = part_row(ws, b);
              if (row.size != 0) reduce_into(row, dense, p, false, all, emit);
            });
      check_cancel(ws);
      std::vector<std::size_t> next;
      for (std::size_t b : pending) {
        finish_row(part_row(ws, b), p, ReductionMode::Echelon, all, ws, out, true);
        if (out.leads.back() == kZeroRow) { // the block is done: no zero rows in `out`
          out.leads.pop_back();
          out.row_begin.pop_back();
          continue;
        }
        if (++attempts[b] < std::min(block, todo.size() - b * block)) next.push_back(b);
      }
      draw_all(next, all);
      behind = false;
      pending = std::move(next);
    }
  }
}

} // namespace detail

} // namespace alkahest::gb
