// alkahest/poly/expr_conversion.hpp - polynomials from and to expressions.
#pragma once

#include <alkahest/expr.hpp>
#include <alkahest/poly/polynomial.hpp>

#include <vector>

namespace alkahest {

/// Expands an expression into a polynomial of the ring over Q. Accepts
/// numbers, the ring's variables, sums, products and powers with
/// non-negative integer exponents. Raises E-POLY-001 naming the offending
/// subexpression as it prints (a float, a constant, a function call, a
/// symbol outside the ring, a negative or non-integer power, a division by a
/// non-constant), e.g. "the float 1e-20 in 'x + 1e-20' is not exact".
PolyQ from_expr(const Expr &e, const PolyRingPtr &ring);

/// The polynomial of the ring that `text` denotes, in the expression syntax
/// (parse.hpp): `parse_poly("(x - 1)*(y + 2)^2 - x/3", ring)`. Products and
/// powers are expanded. Errors: those of parse (E-PARSE-...) and of
/// from_expr (E-POLY-001, E-POLY-002).
PolyQ parse_poly(std::string_view text, const PolyRingPtr &ring);

/// The free symbols of the expressions, sorted by name: a default variable
/// list for from_expr.
std::vector<std::string> polynomial_variables(const std::vector<Expr> &exprs);

/// The expression of a polynomial (a sum of products of powers).
Expr to_expr(const PolyQ &p, ExprPool &pool);

} // namespace alkahest
