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
// entries happens in the same sweep. The reductions by pivots that do not
// change during a pass run several rows at a time (row_group_kernel.hpp).
#include "row_group_kernel.hpp"
#include "row_reduction.hpp"
#include "support/hash.hpp"
#include "support/knobs.hpp"
#include "support/modular_arithmetic.hpp"
#include "support/parallel_for.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner/macaulay_matrix.hpp>

#include <algorithm>
#include <cassert>
#include <cstring>
#include <mutex>
#include <numeric>
#include <string>

namespace alkahest::gb {

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

// Marks of the runs of 2^kRunShift columns of a dense array that may hold a
// non-zero entry: every entry written non-zero has its run marked (a mark
// may outlive its entries, never the other way), so that the search for
// the next live column reads a byte per run instead of every column's
// lanes. Sparse wide rows (the noon systems) otherwise spend a tenth of
// their reduction scanning zeros.
constexpr std::uint32_t kRunShift = 3; // runs of 8 columns
struct LiveRuns {
  std::uint8_t *marks;
  void mark(std::uint32_t c) const { marks[c >> kRunShift] = 1; }
  // Every mark of the runs of columns [first, last] cleared.
  void clear(std::uint32_t first, std::uint32_t last) const {
    std::memset(marks + (first >> kRunShift), 0, (last >> kRunShift) - (first >> kRunShift) + 1);
  }
  // True when at least half the runs of [first, last] are marked.
  bool mostly_live(std::uint32_t first, std::uint32_t last) const {
    const std::uint32_t r0 = first >> kRunShift, r1 = last >> kRunShift;
    std::uint32_t live = 0;
    for (std::uint32_t r = r0; r <= r1; ++r)
      live += marks[r];
    return 2 * live >= r1 - r0 + 1;
  }
  // The first live column in [c, last] of the L interleaved rows of
  // `dense`, or last + 1; a marked run found zero from its first column to
  // its last loses its mark. Columns before c are zero (already swept).
  std::uint32_t next_live(const std::uint64_t *dense, std::uint32_t c, std::uint32_t last,
                          unsigned lanes) const {
    while (c <= last) {
      std::uint32_t r = c >> kRunShift;
      const std::uint32_t rlast = last >> kRunShift;
      while (r <= rlast && !marks[r])
        ++r;
      if (r > rlast) return last + 1;
      const std::uint32_t run_first = r << kRunShift, run_last = run_first + (1u << kRunShift) - 1;
      const std::uint32_t from = std::max(c, run_first), to = std::min(last, run_last);
      const std::uint32_t found = next_live_column(dense, from, to, lanes);
      if (found <= to) return found;
      if (to == run_last) marks[r] = 0;
      c = to + 1;
    }
    return last + 1;
  }
};

// One row's place in a group: lane j of the interleaved dense array (its
// column c at dense[c * L + j]), the columns it spans, and its output.
struct Lane {
  std::uint64_t *dense;
  unsigned stride;
  std::vector<std::uint32_t> &cols, &coeffs;
  LiveRuns runs;
  std::uint32_t first = kZeroRow, last = 0;
  // Column c's entry, its run marked live.
  std::uint64_t &at(std::uint32_t c) const {
    runs.mark(c);
    return dense[std::size_t(c) * stride];
  }
  void spans(std::uint32_t lo, std::uint32_t hi) {
    first = std::min(first, lo);
    last = std::max(last, hi);
  }
  void emit(std::uint32_t c, std::uint32_t v) const {
    cols.push_back(c);
    coeffs.push_back(v);
  }
};

// Row `row` into its lane; keep_lead: the leading entry goes to the output
// as it is (mod p, even 0) and is not reduced.
void load_row(const RowView &row, bool keep_lead, std::uint32_t p, Lane &lane) {
  if (row.size == 0) return;
  std::uint32_t k = 0;
  if (keep_lead) lane.emit(row.cols[0], row.coeffs[k++] % p);
  if (k == row.size) return;
  for (std::uint32_t i = k; i < row.size; ++i)
    lane.at(row.cols[i]) = row.coeffs[i];
  lane.spans(row.cols[k], row.cols[row.size - 1]);
}

// Reduces the L interleaved rows of `dense`, whose entries lie in columns
// [c, last], by every pivot the lookup knows, left to right, handing each
// row's surviving entries (mod p, non-zero) to emit(j, column, value) and
// leaving `dense` zero. A pivot is applied to the whole group at once, with
// a zero multiplier for the rows that are zero at its column. An elimination
// only adds entries after the pivot's column, up to its last one: `last`
// grows to the last column any applied pivot reaches, and each column, once
// passed, is final. With L = 1 this is the one-row sweep of finish_row.
// marked: the runs of live columns are tracked (see LiveRuns); rows that
// are mostly live from the start (random combinations of many rows) are
// swept without, since marking the entries of every pivot applied costs a
// store each and spares them almost no column.
template <unsigned L, class Emit>
void sweep_group(std::uint64_t *dense, const LiveRuns &runs, std::uint32_t c, std::uint32_t last,
                 bool marked, const ModReducer &mod, const PivotLookup &lookup, GroupAxpy axpy,
                 Emit &&emit) {
  const std::uint64_t p2 = mod.p * mod.p;
  const std::uint32_t first = c;
  std::uint64_t mul[L];
  RowView pr{};
  for (; c <= last; ++c) {
    c = marked ? runs.next_live(dense, c, last, L) : next_live_column(dense, c, last, L);
    if (c > last) break;
    std::uint64_t *x = dense + std::size_t(c) * L;
    std::uint64_t live = 0;
    for (unsigned j = 0; j < L; ++j) {
      mul[j] = x[j] ? mod(x[j]) : 0;
      x[j] = 0;
      live |= mul[j];
    }
    if (live == 0) continue;
    if (lookup.find(c, pr)) {
      axpy(dense, pr.cols, pr.coeffs, pr.size, mul, p2);
      if (marked)
        for (std::uint32_t k = 1; k < pr.size; ++k)
          runs.mark(pr.cols[k]);
      last = std::max(last, pr.cols[pr.size - 1]);
      continue;
    }
    for (unsigned j = 0; j < L; ++j)
      if (mul[j]) emit(j, c, static_cast<std::uint32_t>(mul[j]));
  }
  if (first <= last) runs.clear(first, last); // dense is zero again
}

// The sequential step for one row: reduced by the known pivots and the new
// pivots of the rows before it, recorded in `out`, and (Echelon) a new monic
// pivot when it survives.
// row_is_reduced: the row's coefficients are residues below p with no zero
// past the leading entry (a parallel pass made it), so that it may be copied.
void finish_row(const RowView &row, const ModReducer &mod, ReductionMode mode,
                const PivotLookup &lookup, ReductionWorkspace &ws, MacaulayMatrix::Reduction &out,
                bool row_is_reduced) {
  const std::uint32_t p = static_cast<std::uint32_t>(mod.p);
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
    // A group of one row: the same load and sweep as the parallel passes.
    Lane lane{ws.dense.data(), 1, out.cols, out.coeffs, LiveRuns{ws.dense_runs.data()}};
    load_row(row, !echelon, p, lane);
    if (lane.first <= lane.last)
      sweep_group<1>(ws.dense.data(), lane.runs, lane.first, lane.last, true, mod, lookup, axpy_row,
                     [&](unsigned, std::uint32_t c, std::uint32_t v) { lane.emit(c, v); });
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

// Raises E-GB-001 when the workspace's cancel or stop flag is set.
void check_cancel(const ReductionWorkspace &ws) {
  if ((ws.cancel && ws.cancel->load(std::memory_order_relaxed)) ||
      (ws.stop && ws.stop->load(std::memory_order_relaxed)))
    raise(ErrorId::GbCancelled, "F4 cancelled during a row reduction");
}

// Blocks of a probabilistic reduction finished together (see
// reduce_rows_probabilistic); a constant, so that the result does not depend
// on the thread count.
constexpr std::size_t kBlocksPerGroup = 64;

// Rows reduced at once by the group passes (1, 4 or 8; row_group_kernel.hpp):
// by default 8.
// ALKAHEST_GB_ROW_GROUP_LANES, read once per process, replaces the default
// (1 gives the one-row-at-a-time reduction, for comparison).
unsigned default_group_lanes() {
  static const unsigned lanes =
      static_cast<unsigned>(support::knob_positive(support::Knob::GbRowGroupLanes).value_or(0));
  return lanes;
}

// Reduces rows index(0..count-1) by `by` (whose pivots do not change
// meanwhile), L at a time, on up to `threads` threads: fill(i, lane) puts row
// i into its lane, and its reduction goes to ws.part_cols[i] /
// ws.part_coeffs[i]. Tasks of one or two groups, at least four per thread
// (rows differ a lot in cost); each thread takes a dense array from ws.spare
// and gives it back.
template <unsigned L, class Index, class Fill>
void reduce_groups(std::size_t count, Index &&index, unsigned threads, std::uint32_t ncols,
                   const GroupKernel &kernel, const ModReducer &mod, const PivotLookup &by,
                   ReductionWorkspace &ws, Fill &&fill) {
  std::mutex spare_mutex;
  const std::size_t ngroups = (count + L - 1) / L;
  const std::size_t task_groups =
      std::clamp<std::size_t>(ngroups / (4 * std::size_t{threads}), 1, L == 1 ? 8 : 2);
  parallel_for((ngroups + task_groups - 1) / task_groups, threads, [&](std::size_t task) {
    check_cancel(ws);
    std::vector<std::uint64_t> dense;
    {
      std::lock_guard lock(spare_mutex);
      if (!ws.spare.empty()) {
        dense = std::move(ws.spare.back());
        ws.spare.pop_back();
      }
    }
    if (dense.size() != std::size_t(ncols) * L) dense.assign(std::size_t(ncols) * L, 0);
    std::vector<std::uint8_t> marks((ncols >> kRunShift) + 1, 0);
    const LiveRuns runs{marks.data()};
    std::vector<std::uint32_t> out_cols[L], out_coeffs[L];
    for (std::size_t g = task * task_groups, gend = std::min(ngroups, g + task_groups); g < gend;
         ++g) {
      const std::size_t k0 = g * L, k1 = std::min(count, k0 + L);
      std::uint32_t first = kZeroRow, last = 0;
      for (std::size_t k = k0; k < k1; ++k) {
        out_cols[k - k0].clear();
        out_coeffs[k - k0].clear();
        Lane lane{dense.data() + (k - k0), L, out_cols[k - k0], out_coeffs[k - k0], runs};
        fill(index(k), lane);
        first = std::min(first, lane.first);
        last = std::max(last, lane.last);
      }
      if (first <= last)
        sweep_group<L>(dense.data(), runs, first, last, !runs.mostly_live(first, last), mod, by,
                       kernel.axpy, [&](unsigned j, std::uint32_t c, std::uint32_t v) {
                         out_cols[j].push_back(c);
                         out_coeffs[j].push_back(v);
                       });
      for (std::size_t k = k0; k < k1; ++k) {
        const std::size_t i = index(k);
        ws.part_cols[i].assign(out_cols[k - k0].begin(), out_cols[k - k0].end());
        ws.part_coeffs[i].assign(out_coeffs[k - k0].begin(), out_coeffs[k - k0].end());
      }
    }
    std::lock_guard lock(spare_mutex);
    ws.spare.push_back(std::move(dense));
  });
}

// ALKAHEST_GB_ROW_KERNEL_ISA, read once per process: the widest instruction
// set of the group kernel (on CPUs that lower their clock for 512-bit
// instructions, AVX2 can be the faster).
std::string_view kernel_isa_limit() {
  static const std::string isa = support::knob_text(support::Knob::GbRowKernelIsa).value_or("");
  return isa;
}

// reduce_groups with the kernel's lane count.
template <class Index, class Fill>
void parallel_rows(std::size_t count, Index &&index, unsigned threads, std::uint32_t ncols,
                   const GroupKernel &kernel, const ModReducer &mod, const PivotLookup &by,
                   ReductionWorkspace &ws, Fill &&fill) {
  switch (kernel.lanes) {
  case 8:
    return reduce_groups<8>(count, index, threads, ncols, kernel, mod, by, ws, fill);
  case 4:
    return reduce_groups<4>(count, index, threads, ncols, kernel, mod, by, ws, fill);
  default:
    return reduce_groups<1>(count, index, threads, ncols, kernel, mod, by, ws, fill);
  }
}

} // namespace

// Empties the workspace and the result for a reduction over ncols columns
// (the exact and the probabilistic reductions start alike).
static void start_reduction(std::uint32_t ncols, ReductionWorkspace &ws,
                            MacaulayMatrix::Reduction &out) {
  ws.dense.assign(ncols, 0);
  ws.dense_runs.assign((ncols >> kRunShift) + 1, 0);
  ws.new_pivot_of_column.assign(ncols, kZeroRow);
  ws.piv_begin.assign(1, 0);
  ws.piv_cols.clear();
  ws.piv_coeffs.clear();
  out.leads.clear();
  out.row_begin.assign(1, 0);
  out.cols.clear();
  out.coeffs.clear();
}

// The kernel of a workspace's reductions (its lanes, else the knob's, else
// the CPU's best).
GroupKernel kernel_of(const ReductionWorkspace &ws) {
  return group_kernel(ws.lanes ? ws.lanes : default_group_lanes(), kernel_isa_limit());
}

// First every row is reduced by the known pivots, groups of rows in parallel
// (each thread its own dense array; one pass over all rows keeps the threads
// evenly loaded, rows differ a lot in cost): most of the work. Then the rows
// go in blocks of block_rows_per_thread() rows per thread: the block's rows
// are reduced, in parallel and in groups, by the new pivots of the earlier
// blocks (which do not change meanwhile), and the sequential step reduces
// them in order by the new pivots of the block itself, one row at a time. The
// result is the sequential one: a row reduced by pivot rows with distinct
// leading columns until it is zero at all of them is unique, whatever the
// order of the eliminations; so is the set of rows that become pivots.
void reduce_rows(std::uint32_t ncols, std::span<const RowView> pivots,
                 std::span<const std::uint32_t> pivot_of_column, std::span<const RowView> todo,
                 std::uint32_t p, ReductionMode mode, ReductionWorkspace &ws,
                 MacaulayMatrix::Reduction &out) {
  start_reduction(ncols, ws, out);
  const PivotLookup lookup{pivots, pivot_of_column, ws};
  const std::size_t n = todo.size();
  const unsigned threads = static_cast<unsigned>(
      std::clamp<std::size_t>(n / kRowsPerThread, 1, std::max(1u, ws.threads)));
  const GroupKernel kernel = kernel_of(ws);
  const ModReducer mod(p);
  const bool keep_lead = mode != ReductionMode::Echelon;
  ws.part_cols.resize(n);
  ws.part_coeffs.resize(n);
  // Rows [r0, r1) reduced by `by` in parallel, in place in ws.part_* (from
  // `todo` when `fresh`).
  auto parallel_pass = [&](std::size_t r0, std::size_t r1, const PivotLookup &by, bool fresh) {
    parallel_rows(
        r1 - r0, [&](std::size_t k) { return r0 + k; }, threads, ncols, kernel, mod, by, ws,
        [&](std::size_t i, Lane &lane) {
          load_row(fresh ? todo[i] : part_row(ws, i), keep_lead, p, lane);
        });
  };
  parallel_pass(0, n, PivotLookup{pivots, pivot_of_column, ws, false}, true);
  const std::size_t block = block_rows_per_thread() * threads;
  for (std::size_t b0 = 0; b0 < n; b0 += block) {
    const std::size_t b1 = std::min(n, b0 + block);
    if (b0 > 0 && ws.piv_begin.size() > 1)
      parallel_pass(b0, b1, lookup, false); // new pivots of the earlier blocks
    for (std::size_t i = b0; i < b1; ++i) {
      if ((i - b0) % kRowsBetweenChecks == 0) check_cancel(ws);
      finish_row(part_row(ws, i), mod, mode, lookup, ws, out, true);
    }
  }
}

// Probabilistic elimination (the random combinations of Faugere's F4 codes
// and msolve's probabilistic mode): most rows of an F4 step reduce to zero,
// so instead of every row, blocks of `block` consecutive rows are reduced
// through random linear combinations. A block is done when a combination
// reduces to zero (or it gave as many pivots as it has rows). With the
// multipliers uniform in [0, p), a combination of rows whose reductions span
// a space of dimension r > 0 reduces to zero with probability p^-r <= 1/p.
//
// The blocks are visited in rounds (each pending block of a group of
// kBlocksPerGroup blocks gives one combination per round, in order), and
// each combination is finished in that order: reduced by every pivot, known
// or new, it is a new pivot or it retires its block. On F4 matrices the
// rows' reductions mostly share one space: every block gives a pivot per
// round until that space is exhausted, and then every block would spend one
// more combination to find its zero (on katsura steps, a large share of all
// combinations). So once two blocks in a row have retired, one combination
// of the rows of every block still pending, from this group to the last,
// tests them all: zero retires them all, non-zero is a new pivot like any
// other (and the next such test waits for twice as many retirements in a
// row, so that a step whose rank sits in some blocks only draws few of these
// long combinations). Every zero verdict retires at least one block and is
// wrong with probability at most 1/p: a step misses a pivot with
// probability at most (number of blocks) / p.
//
// What is finished, and in which order, does not depend on the threads; only
// how far ahead the combinations are drawn does (a combination drawn ahead is
// reduced by the new pivots found meanwhile before it is finished: the
// reduced row is the same). One thread draws the combinations of a round
// kernel.lanes at a time, just before they are finished, so that the
// combinations a test retires are never drawn; several threads draw every
// block's first combination at once and then each round at once. Each
// combination's multipliers come from its own stream (seed, block, attempt;
// seed and test number for the tests), so the result depends on the seed only.
void reduce_rows_probabilistic(std::uint32_t ncols, std::span<const RowView> pivots,
                               std::span<const std::uint32_t> pivot_of_column,
                               std::span<const RowView> todo, std::uint32_t p, std::uint64_t seed,
                               std::size_t block, ReductionWorkspace &ws,
                               MacaulayMatrix::Reduction &out) {
  start_reduction(ncols, ws, out);
  const PivotLookup all{pivots, pivot_of_column, ws};
  const std::uint64_t p2 = std::uint64_t(p) * p;
  block = std::max<std::size_t>(block, 1);
  const std::size_t nblocks = (todo.size() + block - 1) / block;
  const unsigned threads = std::max(1u, ws.threads);
  const GroupKernel kernel = kernel_of(ws);
  const ModReducer mod(p);
  // ws.part_*[b]: block b's combination; ws.part_*[kTest]: the test's.
  const std::size_t kTest = nblocks;
  ws.part_cols.resize(nblocks + 1);
  ws.part_coeffs.resize(nblocks + 1);
  std::vector<std::uint32_t> attempts(nblocks, 0);
  std::vector<char> done(nblocks, 0);
  // Block b's combination number attempts[b] is in ws.part_*[b], reduced by
  // the first reduced_by[b] new pivots; kNotDrawn: not drawn yet.
  constexpr std::size_t kNotDrawn = ~std::size_t{0};
  std::vector<std::size_t> reduced_by(nblocks, kNotDrawn);
  auto new_pivots = [&] { return ws.piv_begin.size() - 1; };
  auto rows_of = [&](std::size_t b) { return std::min(block, todo.size() - b * block); };
  std::size_t group = 0;   // the first block of the group being finished
  std::uint64_t tests = 0; // tests drawn so far
  // Adds block b's rows, each times the next multiplier of `state`, to a lane.
  auto combine = [&](std::size_t b, std::uint64_t &state, Lane &lane) {
    for (std::size_t i = b * block, end = i + rows_of(b); i < end; ++i) {
      const RowView &r = todo[i];
      const std::uint64_t m = support::splitmix64(state++) % p;
      if (r.size == 0 || m == 0) continue;
      for (std::uint32_t k = 0; k < r.size; ++k) {
        std::uint64_t &d = lane.at(r.cols[k]);
        const std::uint64_t v = d + m * r.coeffs[k];
        d = v >= p2 ? v - p2 : v;
      }
      lane.spans(r.cols[0], r.cols[r.size - 1]);
    }
  };
  // Block b's next combination, or (kTest) the test of every pending block
  // from `group` on, into a lane.
  auto fill = [&](std::size_t b, Lane &lane) {
    if (b == kTest) {
      std::uint64_t state = support::splitmix64(support::splitmix64(seed + 0x7e57ull) ^ tests);
      for (std::size_t c = group; c < nblocks; ++c)
        if (!done[c]) combine(c, state, lane);
      return;
    }
    std::uint64_t state =
        support::splitmix64(seed ^ support::splitmix64(b * 0x100000001b3ull + attempts[b]));
    combine(b, state, lane);
  };
  // The combinations of `blocks` drawn and reduced by every pivot, in parallel.
  auto draw_all = [&](std::span<const std::size_t> blocks, const GroupKernel &k) {
    parallel_rows(
        blocks.size(), [&](std::size_t i) { return blocks[i]; }, threads, ncols, k, mod, all, ws,
        fill);
    for (std::size_t b : blocks)
      if (b != kTest) reduced_by[b] = new_pivots();
  };
  // Drawn combinations of `blocks` that new pivots came after, reduced by them.
  auto catch_up = [&](std::span<const std::size_t> blocks) {
    std::vector<std::size_t> stale;
    for (std::size_t b : blocks)
      if (reduced_by[b] != kNotDrawn && reduced_by[b] < new_pivots()) stale.push_back(b);
    if (stale.empty()) return;
    parallel_rows(
        stale.size(), [&](std::size_t k) { return stale[k]; }, threads, ncols, kernel, mod, all, ws,
        [&](std::size_t b, Lane &lane) { load_row(part_row(ws, b), false, p, lane); });
    for (std::size_t b : stale)
      reduced_by[b] = new_pivots();
  };
  // Finishes a reduced combination: true when it is a new pivot.
  auto finish = [&](std::size_t b) {
    finish_row(part_row(ws, b), mod, ReductionMode::Echelon, all, ws, out, true);
    if (out.leads.back() != kZeroRow) return true;
    out.leads.pop_back(); // no zero rows in `out`
    out.row_begin.pop_back();
    return false;
  };
  // Retirements in a row (no pivot between them), and how many a test waits for.
  std::size_t streak = 0, streak_for_test = 2;
  if (threads > 1) { // every block's first combination at once
    std::vector<std::size_t> every(nblocks);
    std::iota(every.begin(), every.end(), std::size_t{0});
    draw_all(every, kernel);
  }
  std::vector<std::size_t> round, ahead;
  // Up to `lanes` undrawn blocks of round[from..] (after `first`, if any) drawn together.
  auto draw_ahead = [&](std::size_t from, std::size_t first, std::size_t lanes) {
    ahead.clear();
    if (first != kNotDrawn) ahead.push_back(first);
    for (std::size_t j = from; j < round.size() && ahead.size() < lanes; ++j)
      if (reduced_by[round[j]] == kNotDrawn) ahead.push_back(round[j]);
  };
  for (; group < nblocks; group += kBlocksPerGroup) {
    for (;;) {
      round.clear();
      for (std::size_t b = group; b < std::min(nblocks, group + kBlocksPerGroup); ++b)
        if (!done[b]) round.push_back(b);
      if (round.empty()) break;
      check_cancel(ws);
      catch_up(round);
      for (std::size_t i = 0; i < round.size(); ++i) {
        const std::size_t b = round[i];
        if (done[b]) break; // a test retired the rest
        if (reduced_by[b] == kNotDrawn) {
          draw_ahead(i, kNotDrawn, threads > 1 ? round.size() : kernel.lanes);
          draw_all(ahead, kernel);
        }
        reduced_by[b] = kNotDrawn;
        if (finish(b)) {
          if (++attempts[b] == rows_of(b)) done[b] = 1;
          streak = 0;
          continue;
        }
        done[b] = 1;
        if (++streak < streak_for_test) continue;
        // The test pays when the blocks it may retire would each draw a
        // combination of their own; it shares its sweep with the next ones.
        std::size_t undrawn = 0;
        for (std::size_t c = group; c < nblocks; ++c)
          undrawn += !done[c] && reduced_by[c] == kNotDrawn;
        if (undrawn < 2) continue;
        check_cancel(ws);
        draw_ahead(i + 1, kTest, kernel.lanes);
        draw_all(ahead, ahead.size() > 1 ? kernel : group_kernel(1));
        ++tests;
        if (finish(kTest)) { // non-zero: a new pivot
          streak = 0;
          streak_for_test *= 2;
          continue;
        }
        for (std::size_t c = group; c < nblocks; ++c)
          done[c] = 1;
        break;
      }
    }
  }
}

} // namespace detail

} // namespace alkahest::gb
