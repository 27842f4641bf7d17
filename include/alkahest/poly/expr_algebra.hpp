// alkahest/poly/expr_algebra.hpp - gcd, factor, sqf, cancel, together, apart and simplify of
// expressions (docs/expressions.md, "Polynomial algebra and rational functions").
#pragma once

#include <alkahest/expr.hpp>

#include <cstdint>
#include <utility>
#include <vector>

namespace alkahest {

// Every function here reads its input as a polynomial or a fraction of
// polynomials over Q in its generators: the free symbols, and the atoms
// (calls, constants, floats, powers with a non-integer or symbolic
// exponent), each an independent indeterminate. Generators are ordered:
// symbols by name, then atoms by printed text; "leading coefficient" means
// in the lexicographic order of that list.

/// A factored expression: unit * prod(factor^multiplicity), a negative
/// multiplicity for a factor of the denominator. Every factor is a
/// polynomial with integer coefficients, content 1 and a positive leading
/// coefficient; the unit carries the rational content and the sign.
struct FactoredExpr {
  Rational unit;
  std::vector<std::pair<Expr, long>> factors;
  /// The product, as a canonical expression.
  Expr to_expr(ExprPool &pool) const;
};

/// The gcd of two polynomials: its content is the gcd of the inputs'
/// contents (gcd of numerators over lcm of denominators) and its primitive
/// part has integer coefficients and a positive leading coefficient, so for
/// integer polynomials it is the gcd over Z: gcd(6*x + 6, 4*x^2 - 4) =
/// 2*x + 2. gcd(0, 0) = 0. E-POLY-014 when an input divides by a
/// non-constant.
Expr gcd(const Expr &a, const Expr &b);

/// The irreducible factorisation over Q (over Z/modulus when modulus is a
/// prime: then the input must be a polynomial, E-POLY-014 otherwise, its
/// coefficients are reduced, and the factors are monic with coefficients in
/// [0, p); E-POLY-007 for a modulus that is not a prime below 2^31 or that
/// divides a denominator). A fraction is factored as numerator over
/// denominator, common factors cancelled.
FactoredExpr factor_list(const Expr &e, std::uint32_t modulus = 0);
Expr factor(const Expr &e, std::uint32_t modulus = 0);

/// The square-free decomposition over Q: factors square-free and pairwise
/// coprime, not necessarily irreducible (several may share a multiplicity).
FactoredExpr sqf_list(const Expr &e);
Expr sqf(const Expr &e);

/// N/D with N and D expanded, coprime, with integer coefficients of gcd 1
/// together, and D's leading coefficient positive (D = 1: the expanded
/// polynomial N). Equal to e wherever e is defined; see "Points where a
/// cancelled factor vanishes" in docs/expressions.md.
Expr cancel(const Expr &e);

/// One fraction N/D over the lcm of the denominators met (sums combine over
/// the lcm of their terms' denominators, products multiply), N and D
/// expanded and normalised as cancel's, but no other common factor of N and
/// D divided out: together(x/(x*y + x)) keeps it.
Expr together(const Expr &e);

/// Partial fractions over Q of a rational function of the symbol x alone:
/// q + sum of a_ij / p_i^j with q a polynomial, p_i the irreducible factors
/// of the (cancelled) denominator over Q (primitive, positive leading
/// coefficient) and deg a_ij < deg p_i. E-EXPR-007 when x is not a symbol,
/// E-POLY-015 when e has another generator than x.
Expr apart(const Expr &e, const Expr &x);

/// A conservative simplification: the arguments of calls and of atomic
/// powers are simplified first, then the candidates e, that rebuilt form,
/// cancel(...) and factor(...) are compared and the one with the fewest DAG
/// nodes returned (the earliest on a tie, so an input that is already as
/// small is returned as it is). Every candidate equals e wherever e is
/// defined; no rule depends on a numerical test.
Expr simplify(const Expr &e);

} // namespace alkahest
