// lib/groebner/f4_learn.cpp - F4 over Z/p that records its trace.
//
// Faugere, "A new efficient algorithm for computing Groebner bases (F4)",
// JPAA 139 (1999): the normal strategy selects every critical pair of the
// lowest lcm degree, symbolic preprocessing adds a reducer for every
// monomial that a basis element's leading monomial divides, and the
// resulting Macaulay matrix is reduced at once. Pairs are pruned with the
// Gebauer-Moeller criteria (Gebauer & Moeller, "On an installation of
// Buchberger's algorithm", JSC 6 (1988)). The trace (which rows, which
// columns, which pivots) is what Traverso's "Groebner trace algorithms"
// (ISSAC 1988) and the multi-modular F4 codes (Monagan & Arnold; msolve)
// replay on further primes; see f4_replay.cpp.
#include "monomial_table.hpp"
#include "row_reduction.hpp"
#include "support/parallel_for.hpp"
#include "support/parallel_sort.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/groebner/f4.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace alkahest::gb {

namespace {

using detail::MonomialTable;

constexpr std::uint32_t kGenerator = 0xffffffffu;
constexpr std::uint32_t kAbsent = MonomialTable::kAbsent;
// Marks, in expand_rows, a row entry whose monomial is in the step's queue
// already (monomial ids stay below 2^31: MonomialTable::kMaxSize).
constexpr std::uint32_t kQueuedBit = 0x80000000u;

// Symbolic preprocessing goes parallel from this many row entries or queue
// monomials on (below, waking the pool costs more than it saves), in tasks
// of about this size.
constexpr std::size_t kParallelEntries = 1 << 14, kEntryTask = 4096;
constexpr std::size_t kParallelMonomials = 512, kMonomialTask = 64;

// Probabilistic mode reduces a step exactly when its matrix is sparse (its
// rows average fewer entries than this fraction of the columns) and the step
// before it kept more than this fraction of its rows to reduce. A random
// combination of a block's rows has about the block's entries and fills in
// as it is reduced, while sparse rows stay sparse: on noon9 a combination
// costs 10 to 30 times a row, so with a sixth of the rows surviving the
// combinations cost 3 to 4.5 times the rows themselves; dense rows (katsura,
// eco, cyclic: 0.3 to 11 % of the columns) fill in either way, and there
// the combinations win 2 to 9 times even with a quarter of the rows kept.
constexpr double kSparseStepDensity = 0.002;
constexpr double kExactAboveKeptFraction = 0.06;

struct PoolPoly {
  std::vector<std::uint32_t> mons; // monomial ids, decreasing
  std::vector<std::uint32_t> coeffs;
};

struct Pair {
  std::uint32_t i, j; // basis positions; j == kGenerator: input i
  std::uint32_t lcm;
  std::uint32_t deg;
};

struct RowSource {
  std::uint32_t pool;
  std::uint32_t mult; // monomial id
};

class F4Learner {
public:
  F4Learner(const std::vector<PolyZp> &system, const F4Options &opt)
      : opt_(opt), ring_(system.front().ring_ptr()), field_(system.front().field()),
        tab_(ring_->nvars(), ring_->order), graded_(ring_->order.is_graded()) {
    ws_.threads = std::clamp(opt.threads, 1u, kMaxGroebnerThreads);
    ws_.cancel = opt.cancel;
    const std::size_t n = ring_->nvars();
    std::vector<Exponent> zero(n, 0);
    one_ = tab_.insert(zero.data());
    trace_.ring = ring_;
    trace_.prime = field_.p;
    for (const PolyZp &f : system) {
      if (!(f.ring() == *ring_) || !(f.field() == field_))
        raise(ErrorId::GbRingMismatch, "F4 inputs must share one ring and one prime");
      PoolPoly pp;
      for (std::size_t k = 0; k < f.size(); ++k) {
        pp.mons.push_back(tab_.insert(f.monomial(k).data()));
        pp.coeffs.push_back(f.coeff(k));
        trace_.input_monomials.insert(trace_.input_monomials.end(), f.monomial(k).begin(),
                                      f.monomial(k).end());
      }
      trace_.input_begin.push_back(trace_.input_begin.back() +
                                   static_cast<std::uint32_t>(f.size()));
      if (!pp.mons.empty()) {
        std::uint32_t sugar = 0;
        for (std::uint32_t m : pp.mons)
          sugar = std::max(sugar, tab_.degree(m));
        pairs_.push_back({static_cast<std::uint32_t>(pool_.size()), kGenerator, pp.mons[0],
                          graded_ ? tab_.degree(pp.mons[0]) : sugar});
      }
      pool_.push_back(std::move(pp));
    }
    ninputs_ = static_cast<std::uint32_t>(pool_.size());
  }

  F4LearnResult run() {
    std::uint32_t step = 0;
    while (!pairs_.empty()) {
      if (opt_.cancel && opt_.cancel->load()) raise(ErrorId::GbCancelled, "F4 cancelled");
      F4StepInfo info;
      info.step = step++;
      run_step(info);
      info.pairs_left = pairs_.size();
      if (opt_.progress) opt_.progress(info);
      result_.steps.push_back(info);
    }
    final_reduction();
    return std::move(result_);
  }

private:
  // ---- pairs (Gebauer-Moeller) ----
  void update(std::uint32_t h) {
    const std::uint32_t lh = lm_[h];
    std::vector<Pair> fresh;
    for (std::uint32_t g = 0; g < h; ++g)
      if (!redundant_[g]) {
        std::uint32_t l = tab_.lcm(lm_[g], lh);
        fresh.push_back({g, h, l, pair_degree(g, h, l)});
      }
    // Criterion B on the old pairs: lm(h) | lcm(i,j), and h's lcms with i
    // and j both differ from it.
    std::erase_if(pairs_, [&](const Pair &p) {
      if (p.j == kGenerator || !tab_.divides(lh, p.lcm)) return false;
      std::uint32_t li = tab_.lcm(lm_[p.i], lh), lj = tab_.lcm(lm_[p.j], lh);
      return li != p.lcm && lj != p.lcm;
    });
    // Criterion M: drop a new pair whose lcm is a proper multiple of another's.
    // A proper divisor has a lower degree, so sorting by degree halves the scan.
    std::sort(fresh.begin(), fresh.end(), [&](const Pair &a, const Pair &b) {
      return tab_.degree(a.lcm) < tab_.degree(b.lcm);
    });
    std::vector<char> drop(fresh.size(), 0);
    for (std::size_t a = 0; a < fresh.size(); ++a)
      for (std::size_t b = 0;
           b < a && tab_.degree(fresh[b].lcm) < tab_.degree(fresh[a].lcm) && !drop[a]; ++b)
        if (!drop[b] && tab_.divides(fresh[b].lcm, fresh[a].lcm)) drop[a] = 1;
    // Criterion F and the product criterion: of the pairs sharing one lcm
    // keep one, and none if one of them has coprime leading monomials.
    std::vector<std::size_t> idx;
    for (std::size_t a = 0; a < fresh.size(); ++a)
      if (!drop[a]) idx.push_back(a);
    std::sort(idx.begin(), idx.end(),
              [&](std::size_t a, std::size_t b) { return fresh[a].lcm < fresh[b].lcm; });
    for (std::size_t s = 0; s < idx.size();) {
      std::size_t e = s;
      bool coprime = false;
      while (e < idx.size() && fresh[idx[e]].lcm == fresh[idx[s]].lcm) {
        const Pair &p = fresh[idx[e]];
        coprime = coprime || tab_.degree(p.lcm) == tab_.degree(lm_[p.i]) + tab_.degree(lm_[p.j]);
        ++e;
      }
      if (!coprime) pairs_.push_back(fresh[idx[s]]);
      s = e;
    }
    for (std::uint32_t g = 0; g < h; ++g)
      if (!redundant_[g] && tab_.divides(lh, lm_[g])) redundant_[g] = 1;
  }

  // Graded orders: the normal strategy (degree of the lcm). Other orders:
  // the sugar of the pair (Giovini et al. 1991), which keeps lex and block
  // computations of inhomogeneous systems from running ahead in degree.
  std::uint32_t pair_degree(std::uint32_t g, std::uint32_t h, std::uint32_t l) const {
    if (graded_) return tab_.degree(l);
    std::uint32_t d = tab_.degree(l);
    return std::max(sugar_[g] + d - tab_.degree(lm_[g]), sugar_[h] + d - tab_.degree(lm_[h]));
  }

  void add_basis_element(std::uint32_t pool_index, std::uint32_t sugar) {
    sugar_.push_back(sugar);
    basis_.push_back(pool_index);
    lm_.push_back(pool_[pool_index].mons[0]);
    lm_mask_.push_back(tab_.mask(lm_.back()));
    redundant_.push_back(0);
    update(static_cast<std::uint32_t>(basis_.size() - 1));
  }

  // ---- one F4 step ----
  void grow_marks() {
    if (seen_.size() < tab_.size()) {
      seen_.resize(tab_.size() * 2, 0);
      has_pivot_.resize(tab_.size() * 2, 0);
      col_of_.resize(tab_.size() * 2, 0);
      reducer_of_.resize(tab_.size() * 2, kGenerator);
      scanned_to_.resize(tab_.size() * 2, 0);
    }
  }

  struct StepRows {
    std::vector<RowSource> src;
    std::vector<std::uint32_t> begin{0};
    std::vector<std::uint32_t> mons; // monomial ids, later column indices
    void add(const RowSource &r) { src.push_back(r); }
    void clear() { src.clear(), begin.assign(1, 0), mons.clear(); }
  };

  // Appends the monomials of rows.src[first ..] (mult * pool polynomial) to
  // rows.mons and rows.begin; monomials new to the step join the queue.
  // The products are looked up first (on several threads when there are
  // enough), then one pass in row order interns the new ones and marks the
  // queue, so that the monomial ids and the queue order do not depend on the
  // thread count. A row whose mult is kAbsent gets it from mult_of(row) in
  // that pass, just before its products (a reducer's multiplier new to the
  // table).
  void expand_rows(StepRows &rows, std::size_t first,
                   const std::function<std::uint32_t(std::size_t)> &mult_of = {}) {
    const std::size_t nrows = rows.src.size();
    for (std::size_t k = first; k < nrows; ++k)
      rows.begin.push_back(rows.begin.back() +
                           static_cast<std::uint32_t>(pool_[rows.src[k].pool].mons.size()));
    const std::size_t base = rows.mons.size();
    rows.mons.resize(rows.begin.back(), kAbsent);
    {
      std::vector<std::size_t> task{first}; // row ranges of about kEntryTask entries
      for (std::size_t k = first; k < nrows; ++k)
        if (rows.begin[k + 1] - rows.begin[task.back()] >= kEntryTask) task.push_back(k + 1);
      if (task.back() != nrows) task.push_back(nrows);
      const bool parallel = ws_.threads > 1 && rows.mons.size() - base >= kParallelEntries;
      grow_marks();
      parallel_for(task.size() - 1, parallel ? ws_.threads : 1, [&](std::size_t t) {
        for (std::size_t k = task[t]; k < task[t + 1]; ++k) {
          const RowSource r = rows.src[k];
          if (r.mult == kAbsent) continue;
          const auto &mons = pool_[r.pool].mons;
          std::uint32_t *out = rows.mons.data() + rows.begin[k];
          if (r.mult == one_)
            std::copy(mons.begin(), mons.end(), out);
          else
            tab_.find_products(r.mult, mons.data(), mons.size(), out);
          // Most monomials are in the step's queue already: say so here, in
          // parallel, so that the ordered pass below skips them without
          // touching seen_ (a cache miss each).
          for (std::size_t i = 0; i < mons.size(); ++i)
            if (out[i] != kAbsent && seen_[out[i]] == stamp_) out[i] |= kQueuedBit;
        }
      });
    }
    for (std::size_t k = first; k < nrows; ++k) {
      RowSource &r = rows.src[k];
      if (r.mult == kAbsent) r.mult = mult_of(k);
      std::uint32_t *out = rows.mons.data() + rows.begin[k];
      for (std::uint32_t m : pool_[r.pool].mons) {
        std::uint32_t &id = *out++;
        if (id != kAbsent && (id & kQueuedBit)) {
          id &= ~kQueuedBit;
          continue;
        }
        if (id == kAbsent) id = r.mult == one_ ? m : tab_.product(r.mult, m);
        grow_marks();
        if (seen_[id] != stamp_) {
          seen_[id] = stamp_;
          queue_.push_back(id);
        }
      }
    }
  }

  // A reducer for monomial m: the shortest basis element whose leading
  // monomial divides m, or kGenerator. The answer is kept per monomial with
  // the basis size it was computed at: the next search only looks at the
  // elements added since, unless the kept one has become redundant (elements
  // only ever become redundant, so the others' verdicts stand). A monomial
  // thus meets each basis element about once in the whole run, not once per
  // step. Only m's own entries are written: the parallel waves may call it.
  std::uint32_t find_reducer(std::uint32_t m) {
    std::uint32_t &best = reducer_of_[m], &from = scanned_to_[m];
    if (best != kGenerator && redundant_[best]) best = kGenerator, from = 0;
    std::size_t best_len = best == kGenerator ? 0 : pool_[basis_[best]].mons.size();
    const std::uint32_t allowed = tab_.mask(m);
    const std::uint32_t nb = static_cast<std::uint32_t>(basis_.size());
    // 64 masks at a time into a word of candidates, then the few candidates
    // one by one.
    for (std::uint32_t g0 = from; g0 < nb; g0 += 64) {
      const std::uint32_t n = std::min<std::uint32_t>(64, nb - g0);
      std::uint64_t candidates = detail::divisor_candidates(lm_mask_.data() + g0, n, allowed);
      for (; candidates; candidates &= candidates - 1) {
        const std::uint32_t g = g0 + static_cast<std::uint32_t>(__builtin_ctzll(candidates));
        if (redundant_[g] || !tab_.divides(lm_[g], m)) continue;
        const std::size_t len = pool_[basis_[g]].mons.size();
        if (best == kGenerator || len < best_len) best = g, best_len = len;
      }
    }
    from = static_cast<std::uint32_t>(basis_.size());
    return best;
  }

  void symbolic_preprocessing(StepRows &piv, StepRows &todo) {
    expand_rows(piv, 0);
    for (std::size_t k = 0; k < piv.src.size(); ++k)
      has_pivot_[piv.mons[piv.begin[k]]] = stamp_;
    expand_rows(todo, 0);
    add_reducers(piv);
  }

  // Walks the queue of the step's monomials (which grows as reducers are
  // added) and gives every reducible monomial without a pivot a reducer row.
  // It goes in waves: the queue as it stands is one wave, whose reducers
  // and multipliers are looked up in parallel (a monomial's has_pivot_ is
  // final when its wave starts: only its own queue entry sets it, and the
  // queue has no repeats; the basis does not change during the step), and
  // whose reducer rows are then expanded in queue order, which appends the
  // next wave exactly as the one-by-one walk did.
  void add_reducers(StepRows &piv) {
    std::vector<std::uint32_t> reducer, mult, wave_pos;
    for (std::size_t q0 = 0; q0 < queue_.size();) {
      // A step's preprocessing can take seconds: each wave looks at the flag.
      if (opt_.cancel && opt_.cancel->load(std::memory_order_relaxed))
        raise(ErrorId::GbCancelled, "F4 cancelled during symbolic preprocessing");
      const std::size_t q1 = queue_.size(), n = q1 - q0;
      const bool parallel = ws_.threads > 1 && n >= kParallelMonomials;
      reducer.assign(n, kGenerator);
      mult.assign(n, kAbsent); // a multiplier new to the table is interned below
      auto look_up = [&](std::size_t t) {
        for (std::size_t k = t * kMonomialTask; k < std::min(n, (t + 1) * kMonomialTask); ++k) {
          std::uint32_t m = queue_[q0 + k];
          if (has_pivot_[m] == stamp_) continue;
          reducer[k] = find_reducer(m);
          if (reducer[k] != kGenerator) mult[k] = tab_.find_quotient(m, lm_[reducer[k]]);
        }
      };
      parallel_for((n + kMonomialTask - 1) / kMonomialTask, parallel ? ws_.threads : 1, look_up);
      const std::size_t first = piv.src.size();
      std::size_t entries = piv.mons.size();
      wave_pos.clear();
      for (std::size_t k = 0; k < n; ++k) {
        if (reducer[k] == kGenerator) continue;
        piv.src.push_back({basis_[reducer[k]], mult[k]});
        wave_pos.push_back(static_cast<std::uint32_t>(k));
        has_pivot_[queue_[q0 + k]] = stamp_;
        entries += pool_[basis_[reducer[k]]].mons.size();
      }
      check_budget(entries);
      expand_rows(piv, first, [&](std::size_t row) {
        std::size_t k = wave_pos[row - first];
        return tab_.quotient(queue_[q0 + k], lm_[reducer[k]]);
      });
      q0 = q1;
    }
  }

  // A matrix entry costs a column index and a coefficient (8 bytes).
  void check_budget(std::size_t entries) const {
    if (opt_.max_matrix_bytes && entries * 8 > opt_.max_matrix_bytes)
      raise(ErrorId::GbMemoryBudget, "an F4 matrix needs more than " +
                                         std::to_string(opt_.max_matrix_bytes) +
                                         " bytes (F4Options::max_matrix_bytes)");
  }

  // Sorts the step's monomials decreasingly; returns them (column order).
  // grevlex systems of up to 14 variables sort 128-bit keys (distinct
  // monomials have distinct keys: the same order on any thread count).
  std::vector<std::uint32_t> make_columns() {
    std::vector<std::uint32_t> cols = queue_;
    if (tab_.has_sort_keys()) {
      struct Keyed {
        std::uint64_t hi, lo;
        std::uint32_t id;
      };
      std::vector<Keyed> keyed(cols.size());
      for (std::size_t i = 0; i < cols.size(); ++i) {
        keyed[i].id = cols[i];
        tab_.sort_key(cols[i], keyed[i].hi, keyed[i].lo);
      }
      support::parallel_sort(
          keyed,
          [](const Keyed &a, const Keyed &b) { return a.hi != b.hi ? a.hi > b.hi : a.lo > b.lo; },
          ws_.threads);
      for (std::size_t i = 0; i < cols.size(); ++i)
        cols[i] = keyed[i].id;
    } else {
      support::parallel_sort(
          cols, [&](std::uint32_t a, std::uint32_t b) { return tab_.compare(a, b) > 0; },
          ws_.threads);
    }
    for (std::uint32_t c = 0; c < cols.size(); ++c)
      col_of_[cols[c]] = c;
    return cols;
  }

  // Row permutation: by leading column, then shorter first, then in the
  // order the rows were made (a total order: the same on any thread count).
  std::vector<std::uint32_t> row_order(const StepRows &rows) const {
    std::vector<std::uint32_t> ord(rows.src.size());
    std::iota(ord.begin(), ord.end(), 0u);
    support::parallel_sort(
        ord,
        [&](std::uint32_t a, std::uint32_t b) {
          const std::uint32_t la = rows.mons[rows.begin[a]], lb = rows.mons[rows.begin[b]];
          if (la != lb) return la < lb;
          const std::uint32_t na = rows.begin[a + 1] - rows.begin[a],
                              nb = rows.begin[b + 1] - rows.begin[b];
          if (na != nb) return na < nb;
          return a < b;
        },
        ws_.threads);
    return ord;
  }

  struct Matrix {
    std::uint32_t ncols = 0;
    std::vector<detail::RowView> piv, todo;
    std::vector<std::uint32_t> piv_rows, todo_rows; // indices into StepRows
    std::vector<std::uint32_t> pivot_of_column;
    std::size_t nnz = 0;
  };

  // Monomial ids to column indices, in place (on every thread for large steps).
  void to_columns(std::vector<std::uint32_t> &mons) const {
    constexpr std::size_t kChunk = 1 << 16;
    const std::size_t chunks = (mons.size() + kChunk - 1) / kChunk;
    const unsigned threads = mons.size() >= kParallelEntries ? ws_.threads : 1;
    parallel_for(chunks, threads, [&](std::size_t c) {
      for (std::size_t i = c * kChunk, end = std::min(mons.size(), i + kChunk); i < end; ++i)
        mons[i] = col_of_[mons[i]];
    });
  }

  // The step's matrix; the rows to reduce are sorted unless their order is
  // the output order (the final interreduction).
  Matrix build_matrix(StepRows &piv, StepRows &todo, std::uint32_t ncols, bool sort_todo = true) {
    to_columns(piv.mons);
    to_columns(todo.mons);
    Matrix M;
    M.ncols = ncols;
    M.piv_rows = row_order(piv);
    if (sort_todo) {
      M.todo_rows = row_order(todo);
    } else {
      M.todo_rows.resize(todo.src.size());
      std::iota(M.todo_rows.begin(), M.todo_rows.end(), 0u);
    }
    M.pivot_of_column.assign(ncols, kZeroRow);
    for (std::uint32_t r : M.piv_rows) {
      M.pivot_of_column[piv.mons[piv.begin[r]]] = static_cast<std::uint32_t>(M.piv.size());
      M.piv.push_back({piv.mons.data() + piv.begin[r], pool_[piv.src[r].pool].coeffs.data(),
                       piv.begin[r + 1] - piv.begin[r]});
    }
    for (std::uint32_t r : M.todo_rows)
      M.todo.push_back({todo.mons.data() + todo.begin[r], pool_[todo.src[r].pool].coeffs.data(),
                        todo.begin[r + 1] - todo.begin[r]});
    M.nnz = piv.mons.size() + todo.mons.size();
    check_budget(M.nnz);
    return M;
  }

  // Keeps the rows that matter for a replay and renumbers the columns.
  void record_step(const StepRows &piv, const StepRows &todo, const Matrix &M,
                   const MacaulayMatrix::Reduction &red, ReductionMode mode) {
    F4TraceStep st;
    st.mode = mode;
    std::vector<char> mark(M.ncols, 0), keep_piv(M.piv.size(), 0);
    const bool keep_zero = opt_.trace_zero_rows;
    for (std::size_t t = 0; t < M.todo.size(); ++t) {
      if (red.leads[t] == kZeroRow && !keep_zero) continue;
      for (std::uint32_t k = 0; k < M.todo[t].size; ++k)
        mark[M.todo[t].cols[k]] = 1;
    }
    for (std::uint32_t c = 0; c < M.ncols; ++c) {
      if (!mark[c] || M.pivot_of_column[c] == kZeroRow) continue;
      std::uint32_t r = M.pivot_of_column[c];
      keep_piv[r] = 1;
      for (std::uint32_t k = 0; k < M.piv[r].size; ++k)
        mark[M.piv[r].cols[k]] = 1;
    }
    std::vector<std::uint32_t> newcol(M.ncols, kZeroRow);
    std::uint32_t nc = 0;
    for (std::uint32_t c = 0; c < M.ncols; ++c)
      if (mark[c]) newcol[c] = nc++;
    st.ncols = nc;
    st.pivot_of_column.assign(nc, kZeroRow);
    const std::size_t n = ring_->nvars();
    auto add_row = [&](const detail::RowView &v, const RowSource &s) {
      for (std::uint32_t k = 0; k < v.size; ++k)
        st.cols.push_back(newcol[v.cols[k]]);
      st.row_begin.push_back(static_cast<std::uint32_t>(st.cols.size()));
      st.source.push_back(s.pool);
      const Exponent *e = tab_.exponents(s.mult);
      st.multiplier.insert(st.multiplier.end(), e, e + n);
    };
    for (std::size_t r = 0; r < M.piv.size(); ++r) {
      if (!keep_piv[r]) continue;
      st.pivot_of_column[newcol[M.piv[r].cols[0]]] = st.npivots++;
      add_row(M.piv[r], piv.src[M.piv_rows[r]]);
    }
    for (std::size_t t = 0; t < M.todo.size(); ++t) {
      if (red.leads[t] == kZeroRow && !keep_zero) continue;
      add_row(M.todo[t], todo.src[M.todo_rows[t]]);
      st.expected_leads.push_back(red.leads[t] == kZeroRow ? kZeroRow : newcol[red.leads[t]]);
      for (std::uint32_t k = red.row_begin[t]; k < red.row_begin[t + 1]; ++k)
        st.out_cols.push_back(newcol[red.cols[k]]);
      st.out_begin.push_back(static_cast<std::uint32_t>(st.out_cols.size()));
    }
    trace_.steps.push_back(std::move(st));
  }

  // Turns the non-zero reduced rows into pool polynomials; returns their indices.
  std::vector<std::uint32_t> harvest(const std::vector<std::uint32_t> &columns,
                                     const MacaulayMatrix::Reduction &red) {
    std::vector<std::uint32_t> out;
    for (std::size_t t = 0; t < red.leads.size(); ++t) {
      if (red.leads[t] == kZeroRow) continue;
      PoolPoly pp;
      pp.mons.reserve(red.row_begin[t + 1] - red.row_begin[t]);
      pp.coeffs.reserve(red.row_begin[t + 1] - red.row_begin[t]);
      for (std::uint32_t k = red.row_begin[t]; k < red.row_begin[t + 1]; ++k) {
        pp.mons.push_back(columns[red.cols[k]]);
        pp.coeffs.push_back(red.coeffs[k]);
      }
      out.push_back(static_cast<std::uint32_t>(pool_.size()));
      pool_.push_back(std::move(pp));
    }
    return out;
  }

  void run_step(F4StepInfo &info) {
    // Normal strategy: all pairs of the lowest degree.
    std::uint32_t d = pairs_.front().deg;
    for (const Pair &p : pairs_)
      d = std::min(d, p.deg);
    std::vector<Pair> sel;
    std::erase_if(pairs_, [&](const Pair &p) {
      if (p.deg != d) return false;
      sel.push_back(p);
      return true;
    });
    info.degree = d;
    info.pairs = sel.size();
    ++stamp_;
    queue_.clear();
    grow_marks();

    StepRows &piv = piv_, &todo = todo_;
    piv.clear(), todo.clear();
    // Rows of one lcm: the first becomes a known pivot, the others are reduced by it.
    std::vector<std::pair<std::uint32_t, RowSource>> spair_rows; // (lcm, row)
    for (const Pair &p : sel) {
      if (p.j == kGenerator) {
        todo.add({p.i, one_});
        continue;
      }
      for (std::uint32_t g : {p.i, p.j})
        spair_rows.push_back({p.lcm, {basis_[g], tab_.quotient(p.lcm, lm_[g])}});
    }
    std::sort(spair_rows.begin(), spair_rows.end(), [&](const auto &a, const auto &b) {
      if (a.first != b.first) return a.first < b.first;
      std::size_t la = pool_[a.second.pool].mons.size(), lb = pool_[b.second.pool].mons.size();
      if (la != lb) return la < lb;
      return a.second.pool < b.second.pool;
    });
    for (std::size_t s = 0; s < spair_rows.size(); ++s) {
      const auto &[l, r] = spair_rows[s];
      if (s > 0 && spair_rows[s - 1].first == l) {
        if (spair_rows[s - 1].second.pool == r.pool) continue; // same row twice
        todo.add(r);
      } else {
        piv.add(r);
      }
    }
    symbolic_preprocessing(piv, todo);
    std::vector<std::uint32_t> columns = make_columns();
    Matrix M = build_matrix(piv, todo, static_cast<std::uint32_t>(columns.size()));
    info.combinations = combinations_pay(M);
    if (info.combinations) {
      std::size_t block = opt_.probabilistic_block_rows;
      if (block == 0) block = static_cast<std::size_t>(std::ceil(std::sqrt(double(M.todo.size()))));
      // One random stream per step, so that a step's multipliers do not
      // depend on how many the steps before it drew.
      const std::uint64_t seed = opt_.seed ^ (0x9e3779b97f4a7c15ull * (info.step + 1));
      detail::reduce_rows_probabilistic(M.ncols, M.piv, M.pivot_of_column, M.todo, field_.p, seed,
                                        block, ws_, red_);
    } else {
      detail::reduce_rows(M.ncols, M.piv, M.pivot_of_column, M.todo, field_.p,
                          ReductionMode::Echelon, ws_, red_);
    }
    std::vector<std::uint32_t> fresh = harvest(columns, red_);
    if (opt_.record_trace) record_step(piv, todo, M, red_, ReductionMode::Echelon);
    info.rows = static_cast<std::uint32_t>(M.piv.size() + M.todo.size());
    info.cols = M.ncols;
    info.pivots = static_cast<std::uint32_t>(M.piv.size());
    info.nnz = M.nnz;
    info.new_elements = static_cast<std::uint32_t>(fresh.size());
    info.zero_rows = static_cast<std::uint32_t>(M.todo.size() - fresh.size());
    kept_fraction_ = M.todo.empty() ? 0.0 : double(fresh.size()) / double(M.todo.size());
    interreduce(fresh);
    for (std::uint32_t f : fresh)
      add_basis_element(f, std::max(d, tab_.degree(pool_[f].mons[0])));
  }

  // Whether the probabilistic mode reduces this step's rows by random
  // combinations (else exactly; see kSparseStepDensity). Depends only on
  // the matrix and the step before, never on the thread count.
  bool combinations_pay(const Matrix &M) const {
    if (opt_.linear_algebra != LinearAlgebra::Probabilistic || opt_.record_trace) return false;
    const double rows = double(M.piv.size() + M.todo.size());
    const double density = rows == 0 || M.ncols == 0 ? 1.0 : double(M.nnz) / rows / M.ncols;
    return density >= kSparseStepDensity || kept_fraction_ <= kExactAboveKeptFraction;
  }

  // One tail-reducing matrix of the rows already expanded into piv and todo
  // (recorded in the trace like any other step): the reduced rows, in the
  // order of todo.
  std::vector<std::uint32_t> tail_reduce(StepRows &piv, StepRows &todo) {
    std::vector<std::uint32_t> columns = make_columns();
    Matrix M = build_matrix(piv, todo, static_cast<std::uint32_t>(columns.size()), false);
    detail::reduce_rows(M.ncols, M.piv, M.pivot_of_column, M.todo, field_.p,
                        ReductionMode::TailReduce, ws_, red_);
    std::vector<std::uint32_t> out = harvest(columns, red_);
    if (opt_.record_trace) record_step(piv, todo, M, red_, ReductionMode::TailReduce);
    return out;
  }

  // The new elements of a step in reduced echelon form: the echelon
  // reduction leaves in an element's tail the leading monomials of the new
  // elements found after it, and every such monomial would need a reducer
  // row in each later step that meets the element. One tail-reducing matrix
  // (the new elements as they are are its pivots; a left-to-right sweep
  // eliminates whatever an elimination brings in) removes them. It is a
  // trace step like any other, so that a replay builds the same elements;
  // its rows are only the elements whose tail holds another's leading
  // monomial, and each reduced row replaces its element.
  void interreduce(std::vector<std::uint32_t> &fresh) {
    if (fresh.size() < 2) return;
    ++stamp_;
    grow_marks();
    for (std::uint32_t f : fresh)
      has_pivot_[pool_[f].mons[0]] = stamp_;
    StepRows &piv = piv_, &todo = todo_;
    piv.clear(), todo.clear();
    std::vector<std::uint32_t> where; // position in fresh of each row to reduce
    for (std::uint32_t i = 0; i < fresh.size(); ++i) {
      const auto &mons = pool_[fresh[i]].mons;
      if (std::any_of(mons.begin() + 1, mons.end(),
                      [&](std::uint32_t m) { return has_pivot_[m] == stamp_; })) {
        todo.add({fresh[i], one_});
        where.push_back(i);
      }
    }
    if (where.empty()) return;
    queue_.clear();
    for (std::uint32_t f : fresh)
      piv.add({f, one_});
    expand_rows(piv, 0);
    expand_rows(todo, 0);
    std::vector<std::uint32_t> out = tail_reduce(piv, todo);
    for (std::size_t t = 0; t < where.size(); ++t)
      fresh[where[t]] = out[t];
  }

  // ---- the reduced basis: one tail-reducing matrix ----
  void final_reduction() {
    std::vector<std::uint32_t> minimal;
    for (std::uint32_t g = 0; g < basis_.size(); ++g) {
      if (redundant_[g]) continue;
      bool divisible = false;
      for (std::uint32_t h = 0; h < basis_.size() && !divisible; ++h)
        divisible = h != g && !redundant_[h] && tab_.divides(lm_[h], lm_[g]);
      if (!divisible) minimal.push_back(g);
    }
    // Increasing leading monomial = decreasing leading column.
    std::sort(minimal.begin(), minimal.end(),
              [&](std::uint32_t a, std::uint32_t b) { return tab_.compare(lm_[a], lm_[b]) < 0; });
    ++stamp_;
    queue_.clear();
    grow_marks();
    StepRows &piv = piv_, &todo = todo_;
    piv.clear(), todo.clear();
    for (std::uint32_t g : minimal)
      todo.add({basis_[g], one_});
    expand_rows(todo, 0);
    // Every monomial gets a reducer, the rows' own leading ones included
    // (the element itself): the kernel skips a row's own leading column.
    add_reducers(piv);
    std::vector<std::uint32_t> out = tail_reduce(piv, todo);

    const std::size_t n = ring_->nvars();
    result_.modular.prime = field_.p;
    for (std::uint32_t k : out) {
      const PoolPoly &pp = pool_[k];
      std::vector<Exponent> exps;
      exps.reserve(pp.mons.size() * n);
      for (std::uint32_t m : pp.mons)
        exps.insert(exps.end(), tab_.exponents(m), tab_.exponents(m) + n);
      // f4() returns the basis only: the trace's copy and the coefficient
      // rows are for f4_learn.
      if (opt_.record_trace) {
        trace_.basis_pool.push_back(k);
        trace_.basis_monomials.insert(trace_.basis_monomials.end(), exps.begin(), exps.end());
        trace_.basis_begin.push_back(trace_.basis_begin.back() +
                                     static_cast<std::uint32_t>(pp.mons.size()));
        result_.modular.coeffs.push_back(pp.coeffs);
      }
      result_.basis.push_back(PolyZp::from_sorted(ring_, pp.coeffs, std::move(exps), field_));
    }
    result_.trace = std::move(trace_);
  }

  const F4Options &opt_;
  PolyRingPtr ring_;
  PrimeField field_;
  MonomialTable tab_;
  std::uint32_t one_ = 0;
  std::uint32_t ninputs_ = 0;
  std::vector<PoolPoly> pool_;
  bool graded_ = true;
  std::vector<std::uint32_t> basis_, lm_, sugar_;
  std::vector<char> redundant_;
  std::vector<Pair> pairs_;
  std::uint32_t stamp_ = 0;
  std::vector<std::uint32_t> seen_, has_pivot_, col_of_, queue_;
  std::vector<std::uint32_t> lm_mask_;                 // divisor masks of lm_, contiguous
  std::vector<std::uint32_t> reducer_of_, scanned_to_; // per monomial: see find_reducer
  detail::ReductionWorkspace ws_;
  MacaulayMatrix::Reduction red_;
  StepRows piv_, todo_; // kept across steps: their memory is reused, not faulted in anew
  double kept_fraction_ = 1.0; // of the last step's rows to reduce, those that gave new pivots
  F4Trace trace_;
  F4LearnResult result_;
};

} // namespace

std::size_t F4Trace::memory_bytes() const noexcept {
  std::size_t b =
      input_monomials.size() * sizeof(Exponent) + basis_monomials.size() * sizeof(Exponent);
  for (const auto &s : steps)
    b += 4 * (s.row_begin.size() + s.cols.size() + s.source.size() + s.pivot_of_column.size() +
              s.expected_leads.size() + s.out_begin.size() + s.out_cols.size()) +
         s.multiplier.size() * sizeof(Exponent);
  return b;
}

F4LearnResult f4_learn(const std::vector<PolyZp> &system, const F4Options &options) {
  std::vector<PolyZp> nonzero;
  for (const auto &f : system)
    if (f.ring_ptr()) nonzero.push_back(f);
  if (nonzero.empty()) return {};
  if (nonzero.front().field().p >= (1u << 31))
    raise(ErrorId::PolyBadModulus, "F4 needs a prime below 2^31");
  F4Options opt = options;
  opt.record_trace = true;
  return F4Learner(nonzero, opt).run();
}

std::vector<PolyZp> f4(const std::vector<PolyZp> &system, const F4Options &options) {
  std::vector<PolyZp> nonzero;
  for (const auto &f : system)
    if (f.ring_ptr()) nonzero.push_back(f);
  if (nonzero.empty()) return {};
  F4Options opt = options;
  opt.record_trace = false;
  return F4Learner(nonzero, opt).run().basis;
}

} // namespace alkahest::gb
