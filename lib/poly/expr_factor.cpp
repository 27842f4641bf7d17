// lib/poly/expr_factor.cpp - gcd, factorisation and square-free decomposition of expressions, on
// FLINT's multivariate polynomials over their generators (methods: poly_gcd.cpp,
// poly_factor.cpp).
#include "expr_mpoly.hpp"
#include "gcd_by_shape.hpp"

#include <alkahest/poly/expr_algebra.hpp>
#include <alkahest/poly/expr_conversion.hpp>
#include <alkahest/poly/factor.hpp>

#include <flint/fmpq_mpoly_factor.h>
#include <fmt/format.h>

#include <algorithm>
#include <tuple>

namespace alkahest {

namespace {

using flint_bridge::QContext;
using flint_bridge::QPoly;
using poly_detail::AlgebraFrame;

QPoly polynomial_or_refuse(const Expr &e, AlgebraFrame &frame, const char *what) {
  auto budget = poly_detail::algebra_budget();
  auto p = poly_detail::to_polynomial(e, frame.gens, frame.ctx, budget);
  if (!p)
    raise(ErrorId::PolyNotPolynomialInput,
          fmt::format("{} needs polynomials, and '{}' divides by a non-constant", what,
                      clipped_text(e)));
  return std::move(*p);
}

/// p's signed content (FLINT keeps content * primitive, the primitive part
/// with a positive leading coefficient in lex order).
Rational signed_content(const QPoly &p) {
  return flint_bridge::to_rational(
      fmpq_mpoly_content_ref(const_cast<fmpq_mpoly_struct *>(p.get()), p.ctx()));
}

Rational power(const Rational &c, unsigned long e) {
  Rational r(1);
  for (unsigned long i = 0; i < e; ++i)
    r *= c;
  return r;
}

/// One normalised factor: primitive, positive leading coefficient.
struct Piece {
  QPoly poly;
  long multiplicity;
};

using Splitter = int (*)(fmpq_mpoly_factor_t, const fmpq_mpoly_t, const fmpq_mpoly_ctx_t);

/// Splits p into pieces of sign `sign` (1: numerator, -1: denominator);
/// multiplies unit by the constants raised to sign.
void split_into(const QPoly &p, long sign, Splitter splitter, Rational &unit,
                std::vector<Piece> &pieces) {
  const QContext &ctx = p.context();
  flint_bridge::QFactors fac(ctx.get());
  flint_bridge::require_success(splitter(fac.get(), p.get(), ctx.get()), "factor");
  Rational constant = flint_bridge::to_rational(fac->constant);
  for (slong i = 0; i < fac->num; ++i) {
    if (!fmpz_abs_fits_ui(fac->exp + i))
      raise(ErrorId::PolyExponentTooLarge, "a factor's multiplicity");
    unsigned long e = fmpz_get_ui(fac->exp + i);
    QPoly q(ctx);
    fmpq_mpoly_set(q.get(), fac->poly + i, ctx.get());
    Rational c = signed_content(q);
    constant *= power(c, e);
    if (q.is_constant()) continue;
    fmpq_t inv;
    fmpq_init(inv);
    flint_bridge::set_fmpq(inv, Rational(1) / c);
    fmpq_mpoly_scalar_mul_fmpq(q.get(), q.get(), inv, ctx.get());
    fmpq_clear(inv);
    // Merge with an equal piece (a factor of both numerator and denominator).
    auto same = std::find_if(pieces.begin(), pieces.end(), [&](const Piece &x) {
      return fmpq_mpoly_equal(x.poly.get(), q.get(), ctx.get());
    });
    if (same != pieces.end())
      same->multiplicity += sign * static_cast<long>(e);
    else
      pieces.push_back({std::move(q), sign * static_cast<long>(e)});
  }
  unit = sign > 0 ? unit * constant : unit / constant;
}

FactoredExpr assemble(Rational unit, std::vector<Piece> pieces, const AlgebraFrame &frame,
                      ExprPool &pool) {
  FactoredExpr r;
  r.unit = std::move(unit);
  std::vector<std::tuple<int, slong, std::size_t, std::string, Expr, long>> keyed;
  for (Piece &p : pieces) {
    if (p.multiplicity == 0) continue;
    Expr e = poly_detail::to_expr(p.poly, frame.gens, pool);
    keyed.emplace_back(p.multiplicity > 0 ? 0 : 1,
                       fmpq_mpoly_total_degree_si(p.poly.get(), p.poly.ctx()), p.poly.length(),
                       to_string(e), e, p.multiplicity);
  }
  std::sort(keyed.begin(), keyed.end(), [](const auto &a, const auto &b) {
    return std::tie(std::get<0>(a), std::get<1>(a), std::get<2>(a), std::get<3>(a)) <
           std::tie(std::get<0>(b), std::get<1>(b), std::get<2>(b), std::get<3>(b));
  });
  for (auto &k : keyed)
    r.factors.emplace_back(std::get<4>(k), std::get<5>(k));
  return r;
}

FactoredExpr split_expr(const Expr &e, Splitter splitter) {
  if (!e.valid()) raise(ErrorId::ExprNullHandle, "factor of an empty Expr");
  AlgebraFrame frame({e});
  auto budget = poly_detail::algebra_budget();
  poly_detail::Fraction f = poly_detail::to_fraction(e, frame.gens, frame.ctx, budget);
  if (f.num.is_zero()) return {Rational(0), {}};
  Rational unit(1);
  std::vector<Piece> pieces;
  split_into(f.num, 1, splitter, unit, pieces);
  split_into(f.den, -1, splitter, unit, pieces);
  return assemble(std::move(unit), std::move(pieces), frame, e.pool());
}

FactoredExpr factor_mod(const Expr &e, std::uint32_t p) {
  if (!is_field_prime(p))
    raise(ErrorId::PolyBadModulus, fmt::format("{} is not a prime below 2^31", p));
  AlgebraFrame frame({e});
  QPoly q = polynomial_or_refuse(e, frame, "factor modulo a prime");
  std::vector<std::string> names;
  for (std::size_t i = 0; i < frame.gens.size(); ++i)
    names.push_back("g" + std::to_string(i));
  PolyRingPtr ring = make_ring(names, MonomialOrder::lex());
  PolyQ f = flint_bridge::from_flint(q, ring);
  auto image = reduce_mod(f, p);
  if (!image)
    raise(ErrorId::PolyBadModulus,
          fmt::format("{} divides a denominator of '{}'", p, clipped_text(e)));
  FactorizationZp fz = factor(*image);
  FactoredExpr r{Rational(fz.unit), {}};
  ExprPool &pool = e.pool();
  for (auto &[poly, mult] : fz.factors) {
    // Residues in [0, p) as integers: the factor's printed form over Z/p.
    PolyQ as_q = PolyQ::from_sorted(
        ring, std::vector<Rational>(poly.coeffs().begin(), poly.coeffs().end()), poly.exponents());
    QPoly flint = flint_bridge::to_flint(as_q, frame.ctx);
    r.factors.emplace_back(poly_detail::to_expr(flint, frame.gens, pool), static_cast<long>(mult));
  }
  return r;
}

} // namespace

Expr FactoredExpr::to_expr(ExprPool &pool) const {
  std::vector<Expr> parts{pool.number(unit)};
  for (const auto &[f, m] : factors)
    parts.push_back(m == 1 ? f : pool.pow(f, pool.integer(m)));
  return parts.size() == 1 ? parts[0] : pool.mul(parts);
}

Expr gcd(const Expr &a, const Expr &b) {
  if (!a.valid() || !b.valid()) raise(ErrorId::ExprNullHandle, "gcd of an empty Expr");
  AlgebraFrame frame({a, b});
  QPoly pa = polynomial_or_refuse(a, frame, "gcd");
  QPoly pb = polynomial_or_refuse(b, frame, "gcd");
  QPoly g(frame.ctx);
  flint_bridge::require_success(
      flint_bridge::gcd_by_shape(g.get(), pa.get(), pb.get(), frame.ctx.get()), "gcd");
  if (g.is_zero()) return a.pool().integer(0);
  // g is monic; its primitive part times the gcd of the contents.
  fmpq_t ca, cb, cg;
  fmpq_init(ca);
  fmpq_init(cb);
  fmpq_init(cg);
  fmpq_abs(ca, fmpq_mpoly_content_ref(pa.get(), frame.ctx.get()));
  fmpq_abs(cb, fmpq_mpoly_content_ref(pb.get(), frame.ctx.get()));
  fmpq_gcd(cg, ca, cb);
  fmpq_div(cg, cg, fmpq_mpoly_content_ref(g.get(), frame.ctx.get()));
  fmpq_mpoly_scalar_mul_fmpq(g.get(), g.get(), cg, frame.ctx.get());
  fmpq_clear(ca);
  fmpq_clear(cb);
  fmpq_clear(cg);
  return poly_detail::to_expr(g, frame.gens, a.pool());
}

FactoredExpr factor_list(const Expr &e, std::uint32_t modulus) {
  if (modulus) return factor_mod(e, modulus);
  return split_expr(e, fmpq_mpoly_factor);
}

Expr factor(const Expr &e, std::uint32_t modulus) {
  return factor_list(e, modulus).to_expr(e.pool());
}

FactoredExpr sqf_list(const Expr &e) { return split_expr(e, fmpq_mpoly_factor_squarefree); }

Expr sqf(const Expr &e) { return sqf_list(e).to_expr(e.pool()); }

} // namespace alkahest
