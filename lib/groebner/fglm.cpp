// lib/groebner/fglm.cpp - FGLM modulo one prime: the target order's standard
// monomials and reduced basis from the multiplication matrices of another
// order's basis (Faugere, Gianni, Lazard, Mora, JSC 16 (1993)).
#include "fglm.hpp"
#include "support/modular_arithmetic.hpp"

#include <algorithm>
#include <string_view>
#include <unordered_set>

namespace alkahest::gb {
namespace {

using Monomial = std::vector<Exponent>;

struct MonomialHash {
  std::size_t operator()(const Monomial &m) const noexcept {
    static_assert(sizeof(Exponent) == sizeof(char16_t));
    return std::hash<std::u16string_view>{}(
        std::u16string_view(reinterpret_cast<const char16_t *>(m.data()), m.size()));
  }
};

bool divides(const Monomial &a, const Monomial &b) {
  for (std::size_t v = 0; v < a.size(); ++v)
    if (a[v] > b[v]) return false;
  return true;
}

// A monomial to visit: x_var times the standard monomial `parent`.
struct Candidate {
  Monomial m;
  std::uint32_t parent = 0, var = 0;
};

// The normal forms of the standard monomials found so far, kept in reduced
// row echelon form: row k has a 1 at pivot[k] and zeros at every other
// row's pivot, and equals sum_i comb[k][i] NF(staircase_i). A new normal
// form w is then reduced in one pass with the coefficients w[pivot[k]], in
// lazily reduced 64-bit sums (each addend is below p^2 < 2^62).
class Echelon {
public:
  Echelon(std::size_t dimension, std::uint32_t p) : D_(dimension), p_(p), acc_(D_), comb_acc_(D_) {}

  std::size_t size() const { return rows_.size(); }

  // r = w - sum_k w[pivot[k]] row_k into residual; a = sum_k w[pivot[k]]
  // comb_k into combination (so that NF = r + sum_i a_i NF(staircase_i)).
  bool reduce(const std::vector<std::uint32_t> &w, std::vector<std::uint32_t> &residual,
              std::vector<std::uint32_t> &combination) {
    constexpr std::uint64_t kFold = std::uint64_t{1} << 63;
    const std::size_t T = rows_.size();
    std::copy(w.begin(), w.end(), acc_.begin());
    std::fill(comb_acc_.begin(), comb_acc_.begin() + T, 0);
    for (std::size_t k = 0; k < T; ++k) {
      const std::uint64_t c = w[pivot_[k]];
      if (c == 0) continue;
      const std::uint64_t neg = p_ - c;
      const auto &row = rows_[k];
      for (std::size_t j = 0; j < D_; ++j) {
        if (row[j] == 0) continue;
        std::uint64_t a = acc_[j] + neg * row[j];
        acc_[j] = a >= kFold ? a % p_ : a;
      }
      const auto &comb = combs_[k];
      for (std::size_t i = 0; i < comb.size(); ++i) {
        if (comb[i] == 0) continue;
        std::uint64_t a = comb_acc_[i] + c * comb[i];
        comb_acc_[i] = a >= kFold ? a % p_ : a;
      }
    }
    residual.resize(D_);
    bool zero = true;
    for (std::size_t j = 0; j < D_; ++j) {
      residual[j] = static_cast<std::uint32_t>(acc_[j] % p_);
      zero = zero && residual[j] == 0;
    }
    combination.resize(T);
    for (std::size_t i = 0; i < T; ++i)
      combination[i] = static_cast<std::uint32_t>(comb_acc_[i] % p_);
    return zero;
  }

  // Adds the residual r (non-zero) of the new standard monomial number T =
  // size(), whose combination was a: row = (NF(t_T) - sum a_i NF(t_i)) / r[piv].
  void add(std::vector<std::uint32_t> r, const std::vector<std::uint32_t> &a) {
    const std::size_t T = rows_.size();
    std::size_t piv = 0;
    while (r[piv] == 0)
      ++piv;
    const std::uint64_t inv = support::inverse_mod(r[piv], p_);
    for (auto &x : r)
      x = static_cast<std::uint32_t>(x * inv % p_);
    std::vector<std::uint32_t> comb(T + 1);
    for (std::size_t i = 0; i < T; ++i)
      comb[i] = static_cast<std::uint32_t>((p_ - a[i]) % p_ * inv % p_);
    comb[T] = static_cast<std::uint32_t>(inv);
    // Clear the new pivot from the earlier rows.
    for (std::size_t k = 0; k < T; ++k) {
      const std::uint64_t c = rows_[k][piv];
      if (c == 0) continue;
      const std::uint64_t neg = p_ - c;
      auto &row = rows_[k];
      for (std::size_t j = 0; j < D_; ++j)
        if (r[j] != 0) row[j] = static_cast<std::uint32_t>((row[j] + neg * r[j]) % p_);
      auto &ck = combs_[k];
      ck.resize(T + 1, 0);
      for (std::size_t i = 0; i <= T; ++i)
        if (comb[i] != 0) ck[i] = static_cast<std::uint32_t>((ck[i] + neg * comb[i]) % p_);
    }
    rows_.push_back(std::move(r));
    combs_.push_back(std::move(comb));
    pivot_.push_back(piv);
  }

private:
  std::size_t D_;
  std::uint64_t p_;
  std::vector<std::vector<std::uint32_t>> rows_, combs_;
  std::vector<std::size_t> pivot_;
  std::vector<std::uint64_t> acc_, comb_acc_;
};

} // namespace

FglmStatus fglm_modular(const MultiplicationShape &shape, const BorderValues &values,
                        const MonomialOrder &target, FglmBasis &out,
                        const std::atomic<bool> *cancel) {
  const std::size_t n = shape.variables(), D = shape.dimension();
  const std::uint32_t p = values.prime;
  out = FglmBasis{};
  out.prime = p;
  auto greater = [&](const Candidate &a, const Candidate &b) {
    return target.compare(a.m.data(), b.m.data(), n) > 0;
  };
  std::vector<Candidate> heap; // a min-heap in the target order
  std::unordered_set<Monomial, MonomialHash> seen;
  std::vector<std::vector<std::uint32_t>> nf; // per standard monomial, its normal form
  Echelon echelon(D, p);
  auto push_multiples = [&](std::uint32_t t) {
    for (std::uint32_t v = 0; v < n; ++v) {
      Monomial m = out.staircase[t];
      ++m[v];
      if (!seen.insert(m).second) continue;
      heap.push_back({std::move(m), t, v});
      std::push_heap(heap.begin(), heap.end(), greater);
    }
  };
  // 1 is the smallest standard monomial of every order: NF(1) = e_0.
  std::vector<std::uint32_t> w(D, 0), residual, combination;
  w[0] = 1;
  out.staircase.emplace_back(n, 0);
  seen.insert(out.staircase.back());
  echelon.reduce(w, residual, combination);
  echelon.add(residual, combination);
  nf.push_back(w);
  push_multiples(0);
  while (!heap.empty()) {
    if (cancel && cancel->load(std::memory_order_relaxed)) return FglmStatus::Cancelled;
    std::pop_heap(heap.begin(), heap.end(), greater);
    Candidate c = std::move(heap.back());
    heap.pop_back();
    if (std::any_of(out.leading.begin(), out.leading.end(),
                    [&](const Monomial &l) { return divides(l, c.m); }))
      continue;
    shape.multiply(c.var, values, nf[c.parent], w);
    if (echelon.reduce(w, residual, combination)) {
      // NF(m) = sum a_i NF(t_i): m - sum a_i t_i is in the ideal.
      for (auto &a : combination)
        a = a == 0 ? 0 : p - a;
      out.leading.push_back(std::move(c.m));
      out.tails.push_back(std::move(combination));
      continue;
    }
    echelon.add(residual, combination);
    out.staircase.push_back(std::move(c.m));
    nf.push_back(w);
    push_multiples(static_cast<std::uint32_t>(out.staircase.size() - 1));
  }
  return FglmStatus::Ok;
}

std::vector<PolyZp> fglm_polynomials(const FglmBasis &b, const PolyRingPtr &ring) {
  std::vector<PolyZp> out;
  out.reserve(b.leading.size());
  for (std::size_t e = 0; e < b.leading.size(); ++e) {
    std::vector<std::pair<std::vector<Exponent>, std::uint32_t>> terms;
    terms.emplace_back(b.leading[e], 1u);
    for (std::size_t j = 0; j < b.tails[e].size(); ++j)
      if (b.tails[e][j] != 0) terms.emplace_back(b.staircase[j], b.tails[e][j]);
    out.push_back(PolyZp::from_terms(ring, std::move(terms), PrimeField{b.prime}));
  }
  return out;
}

} // namespace alkahest::gb
