// lib/groebner/f4_replay.cpp - replaying a learned F4 trace modulo another prime.
//
// Traverso, "Groebner trace algorithms" (ISSAC 1988); the multi-modular F4
// of Monagan & Arnold and of msolve (Berthomieu, Eder, Safey El Din 2021):
// a prime that behaves like the learning prime reduces exactly the same
// rows to the same pivots, so the replay skips pair handling, symbolic
// preprocessing and every row that reduced to zero, and only fills the
// learned rows with this prime's coefficients and reduces them. Any
// difference in the pivot pattern or the term structure marks the prime
// unlucky (or the learning prime, which the caller finds by majority).
#include "row_reduction.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner/f4.hpp>

namespace alkahest::gb {

struct F4Replayer::Scratch {
  detail::ReductionWorkspace ws;
  MacaulayMatrix::Reduction red;
  std::vector<detail::RowView> pivots, todo;
};

F4Replayer::F4Replayer(const F4Trace &trace)
    : trace_(&trace), scratch_(std::make_unique<Scratch>()) {}
F4Replayer::~F4Replayer() = default;
F4Replayer::F4Replayer(F4Replayer &&) noexcept = default;
F4Replayer &F4Replayer::operator=(F4Replayer &&) noexcept = default;

void F4Replayer::set_cancel(const std::atomic<bool> *cancel) { scratch_->ws.cancel = cancel; }
void F4Replayer::set_stop(const std::atomic<bool> *stop) { scratch_->ws.stop = stop; }

namespace {

ReplayResult unlucky(std::string why) {
  ReplayResult r;
  r.status = ReplayStatus::Unlucky;
  r.reason = std::move(why);
  return r;
}

} // namespace

ReplayResult F4Replayer::replay(const std::vector<PolyZp> &system_in) {
  const F4Trace &tr = *trace_;
  MacaulayMatrix::Reduction &red = scratch_->red;
  std::vector<detail::RowView> &pv = scratch_->pivots, &td = scratch_->todo;
  std::vector<const PolyZp *> system;
  for (const auto &f : system_in)
    if (f.ring_ptr()) system.push_back(&f);
  if (system.size() != tr.inputs())
    raise(ErrorId::GbTraceMismatch, "replay got " + std::to_string(system.size()) +
                                        " inputs, the trace learned " +
                                        std::to_string(tr.inputs()));
  if (system.empty()) return {};
  const std::uint32_t p = system.front()->field().p;
  if (p >= (1u << 31) || p < 2) raise(ErrorId::PolyBadModulus, "replay needs a prime below 2^31");
  const std::size_t n = tr.ring->nvars();
  std::size_t pool_size = tr.inputs();
  for (const auto &st : tr.steps)
    for (std::uint32_t lead : st.expected_leads)
      pool_size += lead != kZeroRow;
  pool_.resize(pool_size);

  // Inputs, aligned with the learned term structure.
  for (std::size_t i = 0; i < system.size(); ++i) {
    const PolyZp &f = *system[i];
    if (!(f.ring() == *tr.ring) || f.field().p != p)
      raise(ErrorId::GbTraceMismatch, "replay inputs must share the trace's ring and one prime");
    auto &c = pool_[i];
    const std::uint32_t b = tr.input_begin[i], e = tr.input_begin[i + 1];
    c.assign(e - b, 0);
    std::uint32_t k = b;
    for (std::size_t t = 0; t < f.size(); ++t) {
      const Exponent *m = f.monomial(t).data();
      while (k < e &&
             tr.ring->order.compare(tr.input_monomials.data() + std::size_t(k) * n, m, n) > 0)
        ++k;
      if (k == e ||
          tr.ring->order.compare(tr.input_monomials.data() + std::size_t(k) * n, m, n) != 0)
        return unlucky("input " + std::to_string(i) + " has a term the learning prime lacked");
      c[k - b] = f.coeff(t);
      ++k;
    }
  }

  std::uint32_t next = static_cast<std::uint32_t>(tr.inputs());
  for (std::size_t s = 0; s < tr.steps.size(); ++s) {
    if (scratch_->ws.cancel && scratch_->ws.cancel->load(std::memory_order_relaxed))
      raise(ErrorId::GbCancelled, "F4 replay cancelled");
    if (scratch_->ws.stop && scratch_->ws.stop->load(std::memory_order_relaxed))
      raise(ErrorId::GbCancelled, "F4 replay stopped by its caller");
    const F4TraceStep &st = tr.steps[s];
    const std::uint32_t nrows = static_cast<std::uint32_t>(st.source.size());
    pv.clear();
    td.clear();
    for (std::uint32_t r = 0; r < nrows; ++r) {
      detail::RowView v{st.cols.data() + st.row_begin[r], pool_[st.source[r]].data(),
                        st.row_begin[r + 1] - st.row_begin[r]};
      (r < st.npivots ? pv : td).push_back(v);
    }
    if (reducer_) {
      fill_matrix(st, p);
      reducer_(matrix_, p, st.mode, red);
    } else {
      detail::reduce_rows(st.ncols, pv, st.pivot_of_column, td, p, st.mode, scratch_->ws, red);
    }
    for (std::size_t t = 0; t < td.size(); ++t) {
      if (red.leads[t] != st.expected_leads[t])
        return unlucky("step " + std::to_string(s) + ": row " + std::to_string(t) +
                       (red.leads[t] == kZeroRow ? " reduced to zero where the trace has a pivot"
                        : st.expected_leads[t] == kZeroRow
                            ? " did not reduce to zero as in the trace"
                            : " has a different pivot"));
      if (st.expected_leads[t] == kZeroRow) continue;
      // The reduced row's terms must lie in the learned shape.
      auto &c = pool_[next++];
      const std::uint32_t b = st.out_begin[t], e = st.out_begin[t + 1];
      c.assign(e - b, 0);
      std::uint32_t k = b;
      for (std::uint32_t j = red.row_begin[t]; j < red.row_begin[t + 1]; ++j) {
        while (k < e && st.out_cols[k] < red.cols[j])
          ++k;
        if (k == e || st.out_cols[k] != red.cols[j])
          return unlucky("step " + std::to_string(s) + ": a term outside the learned shape");
        c[k - b] = red.coeffs[j];
      }
    }
  }

  ReplayResult res;
  res.basis.prime = p;
  res.basis.coeffs.reserve(tr.basis_pool.size());
  for (std::uint32_t k : tr.basis_pool)
    res.basis.coeffs.push_back(pool_[k]);
  return res;
}

void F4Replayer::fill_matrix(const F4TraceStep &st, std::uint32_t p) {
  (void)p;
  matrix_.ncols = st.ncols;
  matrix_.npivots = st.npivots;
  matrix_.row_begin = st.row_begin;
  matrix_.cols = st.cols;
  matrix_.coeffs.resize(st.cols.size());
  for (std::size_t r = 0; r < st.source.size(); ++r) {
    const auto &c = pool_[st.source[r]];
    std::copy(c.begin(), c.end(), matrix_.coeffs.begin() + st.row_begin[r]);
  }
  matrix_.pivot_of_column = st.pivot_of_column;
}

ReplayResult f4_replay(const F4Trace &trace, const std::vector<PolyZp> &system) {
  F4Replayer r(trace);
  return r.replay(system);
}

std::vector<PolyZp> to_polynomials(const F4Trace &trace, const ModularBasis &basis) {
  std::vector<PolyZp> out;
  const std::size_t n = trace.ring ? trace.ring->nvars() : 0;
  PrimeField fld{basis.prime};
  for (std::size_t i = 0; i < basis.coeffs.size(); ++i) {
    std::vector<std::uint32_t> cs;
    std::vector<Exponent> es;
    for (std::uint32_t k = trace.basis_begin[i]; k < trace.basis_begin[i + 1]; ++k) {
      std::uint32_t c = basis.coeffs[i][k - trace.basis_begin[i]];
      if (!c) continue;
      cs.push_back(c);
      const Exponent *m = trace.basis_monomials.data() + std::size_t(k) * n;
      es.insert(es.end(), m, m + n);
    }
    out.push_back(PolyZp::from_sorted(trace.ring, std::move(cs), std::move(es), fld));
  }
  return out;
}

std::optional<std::vector<PolyZp>> system_mod(const std::vector<PolyQ> &system, std::uint32_t p) {
  std::vector<PolyZp> out;
  out.reserve(system.size());
  for (const auto &f : system) {
    auto r = reduce_mod(f, p);
    if (!r || r->size() != f.size()) return std::nullopt;
    out.push_back(std::move(*r));
  }
  return out;
}

} // namespace alkahest::gb
