// lib/calculus/power_series.hpp - truncated Laurent series in t = x - x0 with exact Expr
// coefficients.
#pragma once

#include <alkahest/expr.hpp>

#include <vector>

#pragma GCC visibility push(hidden)
namespace alkahest::calculus {

/// sum_k c[k] * t^(val + k) + O(t^prec), with c.size() == prec - val. val
/// is a lower bound of the valuation: c[0] may be zero until normalize()
/// strips it (stripping needs a zero test, done only where it matters).
struct PowerSeries {
  long val = 0;
  long prec = 0;
  std::vector<Expr> c;
};

/// Thrown when a step has fewer known terms than it needs (a divisor
/// that vanishes to the working precision): the caller retries with
/// `more` further terms.
struct PrecisionShortfall {
  long more;
};

/// The coefficient arithmetic and the zero and sign tests of one expansion.
class SeriesArithmetic {
public:
  explicit SeriesArithmetic(ExprPool &pool) : pool_(pool) {}

  ExprPool &pool() const { return pool_; }
  Expr zero() const { return pool_.integer(0); }

  /// The canonical, expanded coefficient (keeps symbolic coefficients such
  /// as products of sin(1) and cos(1) compact).
  Expr tidy(const Expr &c) const;
  /// Whether a coefficient is zero: exact for numbers and constants
  /// (E-SERIES-004 when undecided); a coefficient holding another symbol
  /// is zero only when it is canonically 0 (generic values of the symbols).
  bool is_zero(const Expr &c) const;
  /// -1, 0 or 1 for a coefficient; E-SERIES-004 when it holds a symbol or
  /// ball arithmetic cannot decide. `what` names the question in the message.
  int sign(const Expr &c, const char *what) const;

  /// Coefficient of t^k (k < s.prec): zero below s.val.
  Expr at(const PowerSeries &s, long k) const;
  /// c + O(t^prec).
  PowerSeries constant(const Expr &c, long prec) const;
  PowerSeries add(const PowerSeries &a, const PowerSeries &b) const;
  PowerSeries mul(const PowerSeries &a, const PowerSeries &b) const;
  PowerSeries scale(const PowerSeries &a, const Expr &c) const;
  /// Strips leading zero coefficients, so that c[0] != 0 (or c is empty).
  PowerSeries normalize(const PowerSeries &a) const;
  /// 1/a (PrecisionShortfall when a vanishes to its precision).
  PowerSeries inverse(const PowerSeries &a) const;
  /// a^n for an integer n (binary powering; inverse first when n < 0).
  PowerSeries power(const PowerSeries &a, const Integer &n) const;

  // ---- dense series with valuation >= 0: d[k] is the coefficient of t^k ----
  std::vector<Expr> dense(const PowerSeries &a) const;
  std::vector<Expr> mul(const std::vector<Expr> &a, const std::vector<Expr> &b) const;
  /// 1/a, a[0] != 0.
  std::vector<Expr> inverse(const std::vector<Expr> &a) const;
  /// exp(a) (exp' = a' exp).
  std::vector<Expr> exp(const std::vector<Expr> &a) const;
  /// log(a), a[0] != 0 (a * log' = a').
  std::vector<Expr> log(const std::vector<Expr> &a) const;
  /// a^alpha, a[0] != 0 (J. C. P. Miller's recurrence: a * (a^alpha)' = alpha a' a^alpha).
  std::vector<Expr> power(const std::vector<Expr> &a, const Expr &alpha) const;
  /// sin(a) and cos(a) together (or sinh, cosh with hyperbolic = true).
  void sin_cos(const std::vector<Expr> &a, bool hyperbolic, std::vector<Expr> &s,
               std::vector<Expr> &c) const;
  std::vector<Expr> derivative(const std::vector<Expr> &a) const;
  /// The antiderivative with constant term c0, one term longer than a.
  std::vector<Expr> integral(const std::vector<Expr> &a, const Expr &c0) const;
  PowerSeries from_dense(std::vector<Expr> d) const;

private:
  ExprPool &pool_;
};

} // namespace alkahest::calculus
#pragma GCC visibility pop
