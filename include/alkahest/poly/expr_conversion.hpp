// alkahest/poly/expr_conversion.hpp - polynomials from and to expressions.
#pragma once

#include <alkahest/expr.hpp>
#include <alkahest/poly/polynomial.hpp>

#include <vector>

namespace alkahest {

/// Expands an expression into a polynomial of the ring over Q. Accepts
/// numbers, the ring's variables, sums, products and powers with
/// non-negative integer exponents. Raises E-POLY-001 naming the offending
/// node (a float, a function call, a symbol outside the ring, a negative or
/// non-integer power, a division by a non-constant).
PolyQ from_expr(const Expr &e, const PolyRingPtr &ring);

/// The free symbols of the expressions, sorted by name: a default variable
/// list for from_expr.
std::vector<std::string> polynomial_variables(const std::vector<Expr> &exprs);

/// The expression of a polynomial (a sum of products of powers).
Expr to_expr(const PolyQ &p, ExprPool &pool);

} // namespace alkahest
