// lib/solve/quotient_algebra.cpp - multiplication matrices of Q[x]/I on the
// standard monomials and Krylov minimal polynomials (the linear algebra of
// FGLM: Faugere, Gianni, Lazard, Mora, JSC 16 (1993)).
#include "quotient_algebra.hpp"

#include <alkahest/error.hpp>

#include <fmt/format.h>

namespace alkahest::solving {

QuotientAlgebra::QuotientAlgebra(const GroebnerBasis &gb, SolveBudget *budget)
    : gb_(&gb), nvars_(gb.ring()->nvars()), monomials_(gb.standard_monomials()) {
  for (std::size_t j = 0; j < monomials_.size(); ++j)
    index_[monomials_[j]] = j;
  columns_.resize(nvars_);
  for (std::size_t v = 0; v < nvars_; ++v) {
    columns_[v].resize(monomials_.size());
    for (std::size_t j = 0; j < monomials_.size(); ++j) {
      std::vector<Exponent> m = monomials_[j];
      ++m[v];
      if (auto it = index_.find(m); it != index_.end()) {
        columns_[v][j] = {{it->second, Rational(1)}};
        continue;
      }
      poll(budget);
      PolyQ mono = PolyQ::from_terms(gb.ring(), {{m, Rational(1)}});
      PolyQ r = gb.reduce(mono);
      for (std::size_t t = 0; t < r.size(); ++t) {
        auto e = r.monomial(t);
        columns_[v][j].emplace_back(index_.at(std::vector<Exponent>(e.begin(), e.end())),
                                    r.coeff(t));
      }
    }
  }
}

QVector QuotientAlgebra::one() const {
  QVector e(dimension(), Rational(0));
  e[index_.at(std::vector<Exponent>(nvars_, 0))] = 1;
  return e;
}

QVector QuotientAlgebra::multiply(std::size_t v, const QVector &a) const {
  QVector out(dimension(), Rational(0));
  for (std::size_t j = 0; j < a.size(); ++j) {
    if (a[j] == 0) continue;
    for (const auto &[i, c] : columns_[v][j])
      out[i] += a[j] * c;
  }
  return out;
}

QVector QuotientAlgebra::multiply_linear(const std::vector<long> &c, const QVector &a) const {
  QVector out(dimension(), Rational(0));
  for (std::size_t v = 0; v < nvars_; ++v) {
    if (c[v] == 0) continue;
    QVector p = multiply(v, a);
    for (std::size_t i = 0; i < out.size(); ++i)
      if (p[i] != 0) out[i] += p[i] * c[v];
  }
  return out;
}

QVector QuotientAlgebra::coordinates(const PolyQ &f) const {
  QVector out(dimension(), Rational(0));
  PolyQ r = gb_->reduce(f);
  for (std::size_t t = 0; t < r.size(); ++t) {
    auto e = r.monomial(t);
    out[index_.at(std::vector<Exponent>(e.begin(), e.end()))] = r.coeff(t);
  }
  return out;
}

void KrylovEchelon::sweep(QVector &u, QVector &coeffs, bool subtract) const {
  for (const Row &r : rows_) {
    if (u[r.pivot] == 0) continue;
    poll(budget_);
    Rational f = u[r.pivot] / r.u[r.pivot];
    for (std::size_t i = r.pivot; i < dim_; ++i)
      if (r.u[i] != 0) u[i] -= f * r.u[i];
    if (subtract) f = -f;
    for (std::size_t i = 0; i < r.combo.size(); ++i)
      if (r.combo[i] != 0) coeffs[i] += f * r.combo[i];
  }
}

std::optional<QVector> KrylovEchelon::add(const QVector &v) {
  const std::size_t k = count_++;
  QVector u = v, combo(k + 1, Rational(0));
  combo[k] = 1;
  sweep(u, combo, /*subtract=*/true);
  std::size_t pivot = 0;
  while (pivot < dim_ && u[pivot] == 0)
    ++pivot;
  if (pivot == dim_) {
    // 0 = sum combo[i] v_i with combo[k] = 1: v_k = -sum_{i<k} combo[i] v_i.
    QVector rel(k);
    for (std::size_t i = 0; i < k; ++i)
      rel[i] = -combo[i];
    --count_;
    return rel;
  }
  rows_.push_back({std::move(u), std::move(combo), pivot});
  // Keep the rows sorted by pivot so that reduction sweeps left to right.
  std::sort(rows_.begin(), rows_.end(),
            [](const Row &a, const Row &b) { return a.pivot < b.pivot; });
  return std::nullopt;
}

std::optional<QVector> KrylovEchelon::express(const QVector &w) const {
  QVector u = w, c(count_, Rational(0));
  sweep(u, c, /*subtract=*/false);
  for (const auto &x : u)
    if (x != 0) return std::nullopt;
  return c;
}

QVector minimal_polynomial(const QuotientAlgebra &A, const std::vector<long> &form,
                           SolveBudget *budget) {
  KrylovEchelon ech(A.dimension(), budget);
  QVector v = A.one();
  for (;;) {
    if (auto rel = ech.add(v)) {
      QVector poly(rel->size() + 1);
      for (std::size_t i = 0; i < rel->size(); ++i)
        poly[i] = -(*rel)[i];
      poly.back() = 1;
      return poly;
    }
    v = A.multiply_linear(form, v);
  }
}

UPolyZ to_integer_poly(const QVector &c) {
  Integer l = 1;
  for (const auto &x : c)
    l = lcm(l, Integer(denominator(x)));
  UPolyZ out;
  for (const auto &x : c)
    out.push_back(Integer(numerator(x)) * (l / denominator(x)));
  while (!out.empty() && out.back() == 0)
    out.pop_back();
  return out;
}

} // namespace alkahest::solving
