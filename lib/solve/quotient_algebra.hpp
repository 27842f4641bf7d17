// lib/solve/quotient_algebra.hpp - Q[x]/I for a zero-dimensional I: standard
// monomials, multiplication by a variable, Krylov minimal polynomials.
#pragma once

#include "solve_budget.hpp"
#include <alkahest/groebner.hpp>

#include <alkahest/solve/real_roots.hpp>

#include <optional>

#include <map>
#include <vector>

#pragma GCC visibility push(hidden)
namespace alkahest::solving {

using QVector = std::vector<Rational>;

/// The quotient algebra of a zero-dimensional ideal given by a Groebner
/// basis, in the basis of its standard monomials. Multiplication by x_v is
/// precomputed column by column from normal forms (the FGLM matrices).
class QuotientAlgebra {
public:
  /// Polls the budget (nullptr: none) after each normal form.
  explicit QuotientAlgebra(const GroebnerBasis &gb, SolveBudget *budget = nullptr);

  std::size_t dimension() const { return monomials_.size(); }
  std::size_t nvars() const { return nvars_; }
  /// Coordinates of the element 1.
  QVector one() const;
  /// Coordinates of x_v * a.
  QVector multiply(std::size_t v, const QVector &a) const;
  /// Coordinates of (sum_v c_v x_v) * a.
  QVector multiply_linear(const std::vector<long> &c, const QVector &a) const;
  /// Coordinates of the normal form of a polynomial of the basis's ring.
  QVector coordinates(const PolyQ &f) const;

private:
  const GroebnerBasis *gb_;
  std::size_t nvars_;
  std::vector<std::vector<Exponent>> monomials_;
  std::map<std::vector<Exponent>, std::size_t> index_;
  // columns_[v][j]: sparse coordinates of x_v * monomial j.
  std::vector<std::vector<std::vector<std::pair<std::size_t, Rational>>>> columns_;
};

/// Incremental echelon form of vectors v_0, v_1, ... that also records how
/// each reduced row is combined from the v's: the Krylov / FGLM linear
/// algebra over Q.
class KrylovEchelon {
public:
  /// Polls the budget (nullptr: none) once per row a vector is reduced by.
  explicit KrylovEchelon(std::size_t dim, SolveBudget *budget = nullptr)
      : dim_(dim), budget_(budget) {}
  /// Adds v_k; returns nullopt when independent, else the relation
  /// c_0 v_0 + ... + c_{k-1} v_{k-1} = v_k (c has k entries).
  std::optional<QVector> add(const QVector &v);
  /// Expresses w in the vectors added so far (they must span it):
  /// w = sum c_i v_i; nullopt when w is outside their span.
  std::optional<QVector> express(const QVector &w) const;
  std::size_t rank() const { return rows_.size(); }

private:
  std::size_t dim_;
  SolveBudget *budget_;
  struct Row {
    QVector u;     // reduced vector
    QVector combo; // u = sum combo[i] v_i
    std::size_t pivot;
  };
  std::vector<Row> rows_;
  std::size_t count_ = 0;
  /// Reduces u by the rows, left to right, and records the multiples used:
  /// coeffs -= f * combo when `subtract` (u stays a combination of the
  /// added vectors), coeffs += f * combo otherwise (w = reduced u + sum).
  void sweep(QVector &u, QVector &coeffs, bool subtract) const;
};

/// The minimal polynomial (monic, rational coefficients c[0..d], c[d] = 1)
/// of multiplication by the linear form sum c_v x_v: the Krylov sequence of 1.
QVector minimal_polynomial(const QuotientAlgebra &A, const std::vector<long> &form,
                           SolveBudget *budget = nullptr);

/// Clears denominators: an integer polynomial with the same roots.
UPolyZ to_integer_poly(const QVector &c);

} // namespace alkahest::solving
#pragma GCC visibility pop
