// alkahest/calculus/series.hpp - truncated Taylor series with exact coefficients.
#pragma once

#include <alkahest/expr.hpp>

#include <string>
#include <vector>

namespace alkahest {

/// Largest order series() computes (E-SERIES-003 above it).
inline constexpr unsigned kMaxSeriesOrder = 10000;

/// f(x) = sum_k coefficients[k] * (x - point)^k + O((x - point)^order).
struct Series {
  Expr variable;
  Expr point;
  unsigned order = 0;
  /// order entries, exact: rationals, or constant expressions (sin(1),
  /// E^2, ...) and the other symbols of f.
  std::vector<Expr> coefficients;

  /// The polynomial part, sum_k coefficients[k] * (x - point)^k, as one
  /// canonical expression (the powers of (x - point) are not expanded).
  Expr polynomial() const;
  /// The order term (x - point)^order, as an expression.
  Expr order_term() const;
};

/// "1 + x + 1/2*x^2 + O(x^3)": the polynomial part, then the order term.
std::string to_string(const Series &s);

/// The Taylor expansion of f in x at x0, up to O((x - x0)^n), computed by
/// truncated power-series arithmetic (products, the recurrences of exp,
/// log, powers, sin/cos and the integrals of the inverse functions), never
/// by repeated differentiation. Laurent terms may appear in the middle (sin(x)/x
/// at 0 works) but not in the result. Errors: E-EXPR-007 when x is not a
/// symbol; E-SERIES-001 at a pole; E-SERIES-002 where no Taylor series
/// exists (branch points, kinks, jumps, essential singularities, outside
/// the real domain); E-SERIES-003 for an x0 that contains x or n outside
/// 1..kMaxSeriesOrder; E-SERIES-004 when a constant's zero test or sign
/// test is undecided (docs/expressions.md, "Series").
Series series(const Expr &f, const Expr &x, const Expr &x0, unsigned n);

} // namespace alkahest
