// lib/groebner/multiplication_shape.cpp - standard monomials, the border of
// the variables' multiplications, and its normal forms modulo one prime.
#include "multiplication_shape.hpp"
#include "support/modular_kernels.hpp"

#include <algorithm>
#include <deque>
#include <string_view>
#include <unordered_map>

namespace alkahest::gb {
namespace {

using Monomial = std::vector<Exponent>;

static_assert(sizeof(Exponent) == sizeof(char16_t));

struct MonomialHash {
  std::size_t operator()(const Monomial &m) const noexcept {
    return std::hash<std::u16string_view>{}(
        std::u16string_view(reinterpret_cast<const char16_t *>(m.data()), m.size()));
  }
};

template <class V> using MonomialMap = std::unordered_map<Monomial, V, MonomialHash>;

bool divides(const Exponent *a, const Monomial &b) {
  for (std::size_t v = 0; v < b.size(); ++v)
    if (a[v] > b[v]) return false;
  return true;
}

unsigned degree(const Exponent *m, std::size_t n) {
  unsigned d = 0;
  for (std::size_t v = 0; v < n; ++v)
    d += m[v];
  return d;
}

// Builds the shape: the staircase, then the border closure on demand.
class Builder {
public:
  Builder(const gb::F4Trace &trace, std::size_t max_dimension, ShapeMultiplications which)
      : trace_(trace), n_(trace.ring->nvars()), max_(max_dimension), which_(which) {}

  MultiplicationShape::Parts run();

private:
  const Exponent *leading(std::size_t i) const {
    return trace_.basis_monomials.data() + trace_.basis_begin[i] * n_;
  }
  bool in_ideal(const Monomial &m) const {
    const unsigned d = degree(m.data(), n_);
    for (std::size_t i = 0; i < lm_by_degree_.size() && lm_degree_[i] <= d; ++i)
      if (divides(leading(lm_by_degree_[i]), m)) return true;
    return false;
  }
  bool less(const Monomial &a, const Monomial &b) const {
    return trace_.ring->order.compare(a.data(), b.data(), n_) < 0;
  }
  BorderRef ref_of(const Monomial &m);
  void plan(std::uint32_t id);

  const gb::F4Trace &trace_;
  std::size_t n_, max_;
  ShapeMultiplications which_;
  std::vector<std::size_t> lm_by_degree_;
  std::vector<unsigned> lm_degree_;
  MonomialMap<BorderRef> where_;
  std::vector<Monomial> standard_, computed_monomial_;
  std::vector<ComputedBorder> computed_;
  std::vector<std::uint32_t> pending_;
};

BorderRef Builder::ref_of(const Monomial &m) {
  if (auto it = where_.find(m); it != where_.end()) return it->second;
  BorderRef r{BorderRef::Computed, static_cast<std::uint32_t>(computed_.size())};
  computed_.emplace_back();
  computed_monomial_.push_back(m);
  where_.emplace(m, r);
  pending_.push_back(r.index);
  return r;
}

// b is in the border (b = x_v s, s standard) and no leading monomial, so a
// proper divisor b / x_k lies in the ideal; it is in the border too (b / x_k
// = x_v (s / x_k)). A divisor that is a leading monomial is preferred: its
// normal form is a tail, known without reduction.
void Builder::plan(std::uint32_t id) {
  const Monomial b = computed_monomial_[id];
  std::size_t best = n_;
  bool best_is_tail = false;
  for (std::size_t k = 0; k < n_; ++k) {
    if (b[k] == 0) continue;
    Monomial d = b;
    --d[k];
    if (!in_ideal(d)) continue;
    auto it = where_.find(d);
    const bool tail = it != where_.end() && it->second.kind == BorderRef::Tail;
    if (best == n_ || (tail && !best_is_tail)) {
      best = k;
      best_is_tail = tail;
    }
  }
  Monomial base = b;
  --base[best];
  ComputedBorder c;
  c.var = static_cast<std::uint32_t>(best);
  c.base = ref_of(base);
  // NF(base) lives on the standard monomials below base.
  const std::size_t below = static_cast<std::size_t>(
      std::lower_bound(standard_.begin(), standard_.end(), base,
                       [&](const Monomial &s, const Monomial &x) { return less(s, x); }) -
      standard_.begin());
  c.shifted.reserve(below);
  for (std::size_t j = 0; j < below; ++j) {
    Monomial m = standard_[j];
    ++m[best];
    c.shifted.push_back(ref_of(m));
  }
  computed_[id] = std::move(c);
}

} // namespace

struct MultiplicationShape::Parts {
  ShapeStatus status = ShapeStatus::Ok;
  std::vector<Monomial> standard;
  std::vector<std::vector<std::uint32_t>> tail_index;
  std::vector<std::vector<BorderRef>> columns;
  std::vector<BorderRef> variables;
  std::vector<ComputedBorder> computed;
};

namespace {

MultiplicationShape::Parts Builder::run() {
  MultiplicationShape::Parts out;
  const std::size_t nb = trace_.basis_size();
  for (std::size_t i = 0; i < nb; ++i)
    lm_by_degree_.push_back(i);
  std::sort(lm_by_degree_.begin(), lm_by_degree_.end(), [&](std::size_t a, std::size_t b) {
    return degree(leading(a), n_) < degree(leading(b), n_);
  });
  for (std::size_t i : lm_by_degree_)
    lm_degree_.push_back(degree(leading(i), n_));
  if (nb > 0 && lm_degree_.front() == 0) {
    out.status = ShapeStatus::Unit;
    return out;
  }
  // Zero-dimensional exactly when every variable has a pure power among
  // the leading monomials.
  for (std::size_t v = 0; v < n_; ++v) {
    bool pure = false;
    for (std::size_t i = 0; i < nb && !pure; ++i) {
      const Exponent *m = leading(i);
      pure = m[v] > 0 && degree(m, n_) == m[v];
    }
    if (!pure) {
      out.status = ShapeStatus::PositiveDimension;
      return out;
    }
  }
  // The staircase, breadth first from 1: it is closed under division.
  MonomialMap<char> seen;
  std::deque<Monomial> queue{Monomial(n_, 0)};
  seen.emplace(queue.front(), 1);
  while (!queue.empty()) {
    Monomial m = std::move(queue.front());
    queue.pop_front();
    standard_.push_back(m);
    if (standard_.size() > max_) {
      out.status = ShapeStatus::TooLarge;
      return out;
    }
    for (std::size_t v = 0; v < n_; ++v) {
      Monomial x = m;
      ++x[v];
      if (seen.count(x)) continue;
      seen.emplace(x, 1);
      if (!in_ideal(x)) queue.push_back(std::move(x));
    }
  }
  std::sort(standard_.begin(), standard_.end(),
            [&](const Monomial &a, const Monomial &b) { return less(a, b); });
  for (std::size_t j = 0; j < standard_.size(); ++j)
    where_.emplace(standard_[j], BorderRef{BorderRef::Standard, static_cast<std::uint32_t>(j)});
  out.tail_index.resize(nb);
  for (std::size_t i = 0; i < nb; ++i) {
    Monomial lm(leading(i), leading(i) + n_);
    where_.emplace(lm, BorderRef{BorderRef::Tail, static_cast<std::uint32_t>(i)});
    for (std::size_t t = trace_.basis_begin[i] + 1; t < trace_.basis_begin[i + 1]; ++t) {
      const Exponent *m = trace_.basis_monomials.data() + t * n_;
      auto it = where_.find(Monomial(m, m + n_));
      // A reduced basis has standard tails; anything else is no basis shape.
      if (it == where_.end() || it->second.kind != BorderRef::Standard) {
        out.status = ShapeStatus::PositiveDimension;
        return out;
      }
      out.tail_index[i].push_back(it->second.index);
    }
  }
  const std::size_t first_var = which_ == ShapeMultiplications::AllVariables ? 0 : n_ - 1;
  for (std::size_t v = first_var; v < n_; ++v) {
    out.columns.emplace_back();
    for (const auto &s : standard_) {
      Monomial m = s;
      ++m[v];
      out.columns.back().push_back(ref_of(m));
    }
  }
  for (std::size_t v = 0; v < n_; ++v) {
    Monomial m(n_, 0);
    m[v] = 1;
    out.variables.push_back(ref_of(m));
  }
  while (!pending_.empty()) {
    std::uint32_t id = pending_.back();
    pending_.pop_back();
    plan(id);
  }
  // Every dependency of a computed monomial is smaller in the order: sorted
  // increasingly, each one's dependencies come first.
  std::vector<std::uint32_t> order(computed_.size()), rank(computed_.size());
  for (std::uint32_t i = 0; i < order.size(); ++i)
    order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    return less(computed_monomial_[a], computed_monomial_[b]);
  });
  for (std::uint32_t i = 0; i < order.size(); ++i)
    rank[order[i]] = i;
  auto renumber = [&](BorderRef &r) {
    if (r.kind == BorderRef::Computed) r.index = rank[r.index];
  };
  for (auto &c : computed_) {
    renumber(c.base);
    for (auto &r : c.shifted)
      renumber(r);
  }
  for (auto &col : out.columns)
    for (auto &r : col)
      renumber(r);
  for (auto &r : out.variables)
    renumber(r);
  for (std::uint32_t i : order)
    out.computed.push_back(std::move(computed_[i]));
  out.standard = std::move(standard_);
  return out;
}

} // namespace

MultiplicationShape MultiplicationShape::build(const gb::F4Trace &trace, std::size_t max_dimension,
                                               ShapeMultiplications which) {
  Parts parts = Builder(trace, max_dimension, which).run();
  MultiplicationShape s;
  s.nvars_ = trace.ring->nvars();
  s.status_ = parts.status;
  if (s.status_ != ShapeStatus::Ok) return s;
  s.standard_ = std::move(parts.standard);
  s.tail_index_ = std::move(parts.tail_index);
  s.columns_ = std::move(parts.columns);
  s.variables_ = std::move(parts.variables);
  s.computed_ = std::move(parts.computed);
  return s;
}

BorderValues MultiplicationShape::values(const gb::ModularBasis &mb) const {
  const std::uint32_t p = mb.prime;
  const std::size_t D = dimension();
  BorderValues out;
  out.prime = p;
  out.tails.resize(tail_index_.size());
  for (std::size_t i = 0; i < tail_index_.size(); ++i) {
    const auto &c = mb.coeffs[i];
    for (std::size_t t = 0; t < tail_index_[i].size(); ++t)
      if (std::uint32_t v = c[t + 1]; v != 0) out.tails[i].emplace_back(tail_index_[i][t], p - v);
  }
  out.computed.resize(computed_.size());
  std::vector<std::uint64_t> acc(D);
  // Chosen once: the CPU does not change.
  static const support::PolyKernels kernels = support::poly_kernels();
  const std::uint64_t p2 = std::uint64_t{p} * p, shed = p2 * ((std::uint64_t{1} << 63) / p2);
  // acc += f * NF(r), lazily reduced: every addend is below p^2 < 2^62, so
  // reducing (or shedding a multiple of p^2) when acc passes 2^63 keeps it
  // in range. A dense normal form, the bulk of the work, goes through the
  // vector kernel.
  auto add_scaled = [&](std::uint64_t f, const BorderRef &r) {
    constexpr std::uint64_t kFold = std::uint64_t{1} << 63;
    auto add = [&](std::uint32_t j, std::uint64_t v) {
      std::uint64_t a = acc[j] + f * v;
      acc[j] = a >= kFold ? a % p : a;
    };
    switch (r.kind) {
    case BorderRef::Standard:
      add(r.index, 1);
      break;
    case BorderRef::Tail:
      for (auto [j, v] : out.tails[r.index])
        add(j, v);
      break;
    case BorderRef::Computed:
      kernels.lazy_axpy(acc.data(), f, out.computed[r.index].data(), D, shed);
      break;
    }
  };
  for (std::size_t c = 0; c < computed_.size(); ++c) {
    const ComputedBorder &cb = computed_[c];
    std::fill(acc.begin(), acc.end(), 0);
    // The base's normal form, dense.
    std::vector<std::uint32_t> base(D, 0);
    if (cb.base.kind == BorderRef::Tail) {
      for (auto [j, v] : out.tails[cb.base.index])
        base[j] = v;
    } else {
      base = out.computed[cb.base.index];
    }
    for (std::size_t j = 0; j < cb.shifted.size(); ++j)
      if (base[j] != 0) add_scaled(base[j], cb.shifted[j]);
    auto &w = out.computed[c];
    w.resize(D);
    for (std::size_t j = 0; j < D; ++j)
      w[j] = static_cast<std::uint32_t>(acc[j] % p);
  }
  return out;
}

void MultiplicationShape::multiply(std::size_t v, const BorderValues &values,
                                   std::span<const std::uint32_t> w,
                                   std::vector<std::uint32_t> &out) const {
  const std::uint64_t p = values.prime;
  const std::size_t D = dimension();
  const auto &col = columns_.size() == nvars_ ? columns_[v] : columns_.back();
  // Lazily reduced as in values(): addends below p^2 < 2^62.
  constexpr std::uint64_t kFold = std::uint64_t{1} << 63;
  std::vector<std::uint64_t> acc(D, 0);
  auto add = [&](std::uint32_t j, std::uint64_t x) {
    std::uint64_t a = acc[j] + x;
    acc[j] = a >= kFold ? a % p : a;
  };
  for (std::size_t j = 0; j < D; ++j) {
    const std::uint64_t f = w[j];
    if (f == 0) continue;
    const BorderRef &r = col[j];
    switch (r.kind) {
    case BorderRef::Standard:
      add(r.index, f);
      break;
    case BorderRef::Tail:
      for (auto [k, c] : values.tails[r.index])
        add(k, f * c);
      break;
    case BorderRef::Computed: {
      const auto &nf = values.computed[r.index];
      for (std::uint32_t k = 0; k < D; ++k)
        if (nf[k] != 0) add(k, f * nf[k]);
      break;
    }
    }
  }
  out.resize(D);
  for (std::size_t k = 0; k < D; ++k)
    out[k] = static_cast<std::uint32_t>(acc[k] % p);
}

} // namespace alkahest::gb
