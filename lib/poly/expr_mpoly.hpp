// lib/poly/expr_mpoly.hpp - expressions as polynomials and fractions of FLINT polynomials over
// their generators (symbols and atoms).
#pragma once

#include "flint_bridge.hpp"

#include <alkahest/error.hpp>
#include <alkahest/expr.hpp>

#include <optional>
#include <unordered_map>
#include <vector>

#pragma GCC visibility push(hidden)
namespace alkahest::poly_detail {

/// The largest integer exponent read as polynomial structure; a power with
/// a larger (or non-integer, or symbolic) exponent is an atom.
inline constexpr unsigned long kMaxStructuralExponent = 1ul << 32;

/// True when n is an atom: a maximal subexpression that is not a number, a
/// symbol, a sum, a product or an integer power (a call, a constant, a
/// float, a power with a non-integer, symbolic or huge exponent). An atom is
/// one indeterminate to the algebra: identities between polynomials in
/// independent indeterminates stay true whatever values the atoms take, so
/// treating sin(x), sqrt(x) or 0.5 as one is sound (though blind to
/// relations such as sqrt(x)^2 = x).
bool is_atom(const Node *n);

/// The nodes of e in post-order, not descending into atoms (which appear
/// once each, as leaves).
std::vector<const Node *> structural_postorder(const Expr &e);

/// The generators of a family of expressions: their free symbols outside
/// atoms, sorted by name, then their atoms sorted by printed text (so that
/// the order, and with it the sign of a normalised result, depends only on
/// the expressions).
class Generators {
public:
  static Generators of(const std::vector<Expr> &exprs);
  std::size_t size() const { return gens_.size(); }
  const Expr &at(std::size_t i) const { return gens_[i]; }
  long index_of(const Node *n) const;
  bool has_atoms() const { return atoms_ > 0; }

private:
  std::vector<Expr> gens_;
  std::unordered_map<const Node *, std::size_t> index_;
  std::size_t atoms_ = 0;
};

/// What a conversion may build: every product and power is checked before
/// it is formed against a bound on its terms (from the operands' lengths
/// and degrees); `spent` accumulates those bounds against max_products.
struct SizeBudget {
  std::size_t max_terms;
  std::size_t max_products;
  ErrorId error;
  std::size_t spent = 0;
  void check(double bound);
};

/// Bounds on the terms of a*b and a^k.
double product_term_bound(const flint_bridge::QPoly &a, const flint_bridge::QPoly &b);
double power_term_bound(const flint_bridge::QPoly &a, unsigned long k);

/// True when e is a polynomial over Q in its symbols: numbers, symbols, sums,
/// products and powers with exponents in [0, kMaxStructuralExponent].
bool is_polynomial_shaped(const Expr &e);

/// e as a polynomial in the generators; nullopt when e divides by a
/// non-constant (a negative power of something other than a number).
std::optional<flint_bridge::QPoly> to_polynomial(const Expr &e, const Generators &gens,
                                                 const flint_bridge::QContext &ctx,
                                                 SizeBudget &budget);

/// num / den over the generators (den != 0). Built bottom-up: sums over
/// the lcm of their denominators, products and integer powers of both
/// parts; nothing else is cancelled.
struct Fraction {
  flint_bridge::QPoly num, den;
};
/// E-EXPR-005 when a denominator is the zero polynomial.
Fraction to_fraction(const Expr &e, const Generators &gens, const flint_bridge::QContext &ctx,
                     SizeBudget &budget);

/// The expression of a polynomial in the generators (a canonical sum of
/// products of powers).
Expr to_expr(const fmpq_mpoly_struct *p, const flint_bridge::QContext &ctx, const Generators &gens,
             ExprPool &pool);
inline Expr to_expr(const flint_bridge::QPoly &p, const Generators &gens, ExprPool &pool) {
  return to_expr(p.get(), p.context(), gens, pool);
}

/// The budget of gcd, factor, cancel, together, apart and simplify: no
/// intermediate polynomial of more than kAlgebraMaxTerms terms, no more than
/// kAlgebraMaxProducts terms formed in all (E-POLY-017).
inline constexpr std::size_t kAlgebraMaxTerms = 10'000'000;
inline constexpr std::size_t kAlgebraMaxProducts = 100'000'000;
inline SizeBudget algebra_budget() {
  return {kAlgebraMaxTerms, kAlgebraMaxProducts, ErrorId::PolyTooLarge};
}

/// The generators of some expressions and a FLINT context over them.
struct AlgebraFrame {
  Generators gens;
  flint_bridge::QContext ctx;
  explicit AlgebraFrame(const std::vector<Expr> &exprs)
      : gens(Generators::of(exprs)), ctx(gens.size()) {}
};

} // namespace alkahest::poly_detail
#pragma GCC visibility pop
