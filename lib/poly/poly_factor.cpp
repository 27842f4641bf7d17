// lib/poly/poly_factor.cpp - square-free decomposition and irreducible factorisation of PolyQ and
// PolyZp through FLINT.
//
// Method: FLINT's fmpq_mpoly_factor / nmod_mpoly_factor (Zassenhaus and van
// Hoeij for univariate images, then Wang's or Zippel's multivariate Hensel
// lifting, or Monagan-Tuncer sparse lifting, as FLINT chooses), and Yun's
// square-free decomposition (fmpq_mpoly_factor_squarefree). Every factor is
// then normalised here (primitive over Z with a positive leading
// coefficient, or monic over Z/p, in the ring's own order), the normalising
// constants gathered into the unit.
#include "content.hpp"
#include "flint_bridge.hpp"

#include <alkahest/error.hpp>
#include <alkahest/poly/factor.hpp>

#include <flint/fmpq_mpoly_factor.h>
#include <flint/nmod_mpoly_factor.h>

#include <algorithm>
#include <tuple>

namespace alkahest {

namespace {

unsigned long multiplicity(const fmpz_t e) {
  if (!fmpz_abs_fits_ui(e)) raise(ErrorId::PolyExponentTooLarge, "a factor's multiplicity");
  return fmpz_get_ui(e);
}

template <class F> void sort_factors(Factorization<F> &r) {
  std::vector<std::tuple<long, std::size_t, std::string, std::size_t>> keys;
  for (std::size_t i = 0; i < r.factors.size(); ++i) {
    const auto &p = r.factors[i].first;
    keys.emplace_back(p.total_degree(), p.size(), p.to_string(), i);
  }
  std::sort(keys.begin(), keys.end());
  std::vector<std::pair<Polynomial<F>, unsigned long>> sorted;
  for (const auto &k : keys)
    sorted.push_back(std::move(r.factors[std::get<3>(k)]));
  r.factors = std::move(sorted);
}

Rational power(const Rational &c, unsigned long e) {
  Rational r(1);
  for (unsigned long i = 0; i < e; ++i)
    r *= c;
  return r;
}

using QSplitter = int (*)(fmpq_mpoly_factor_t, const fmpq_mpoly_t, const fmpq_mpoly_ctx_t);
using ZpSplitter = int (*)(nmod_mpoly_factor_t, const nmod_mpoly_t, const nmod_mpoly_ctx_t);

FactorizationQ split(const PolyQ &f, QSplitter splitter, const char *what) {
  FactorizationQ r;
  if (f.is_zero()) return r;
  const PolyRingPtr &ring = f.ring_ptr();
  flint_bridge::QContext ctx(ring->nvars());
  flint_bridge::QPoly a = flint_bridge::to_flint(f, ctx);
  flint_bridge::QFactors fac(ctx.get());
  flint_bridge::require_success(splitter(fac.get(), a.get(), ctx.get()), what);
  r.unit = flint_bridge::to_rational(fac->constant);
  for (slong i = 0; i < fac->num; ++i) {
    PolyQ p = flint_bridge::from_flint(fac->poly + i, ctx.get(), ring);
    unsigned long e = multiplicity(fac->exp + i);
    if (p.total_degree() <= 0) { // a constant base: part of the unit
      r.unit *= power(p.leading_coeff(), e);
      continue;
    }
    auto [c, primitive] = poly_detail::split_content(p);
    r.unit *= power(c, e);
    r.factors.emplace_back(std::move(primitive), e);
  }
  sort_factors(r);
  return r;
}

FactorizationZp split(const PolyZp &f, ZpSplitter splitter, const char *what) {
  FactorizationZp r;
  if (f.is_zero()) return r;
  const PolyRingPtr &ring = f.ring_ptr();
  const PrimeField field = f.field();
  flint_bridge::ZpContext ctx(ring->nvars(), field.p);
  flint_bridge::ZpPoly a(ctx);
  flint_bridge::to_flint(f, a);
  flint_bridge::ZpFactors fac(ctx.get());
  flint_bridge::require_success(splitter(fac.get(), a.get(), ctx.get()), what);
  r.unit = static_cast<std::uint32_t>(fac->constant);
  auto times_power = [&](std::uint32_t c, unsigned long e) {
    for (unsigned long k = 0; k < e; ++k)
      r.unit = field.mul(r.unit, c);
  };
  for (slong i = 0; i < fac->num; ++i) {
    PolyZp p = flint_bridge::from_flint(fac->poly + i, ctx.get(), ring, field);
    unsigned long e = multiplicity(fac->exp + i);
    times_power(p.leading_coeff(), e);
    if (p.total_degree() <= 0) continue;
    r.factors.emplace_back(p.monic(), e);
  }
  sort_factors(r);
  return r;
}

} // namespace

template <class F> Polynomial<F> Factorization<F>::expand(const PolyRingPtr &ring, F field) const {
  Polynomial<F> r = Polynomial<F>::constant(ring, unit, field);
  for (const auto &[p, e] : factors)
    for (unsigned long k = 0; k < e; ++k)
      r = r * p;
  return r;
}

template struct Factorization<RationalField>;
template struct Factorization<PrimeField>;

FactorizationQ factor(const PolyQ &f) { return split(f, fmpq_mpoly_factor, "factor"); }
FactorizationZp factor(const PolyZp &f) { return split(f, nmod_mpoly_factor, "factor"); }
FactorizationQ square_free(const PolyQ &f) {
  return split(f, fmpq_mpoly_factor_squarefree, "square-free decomposition");
}
FactorizationZp square_free(const PolyZp &f) {
  return split(f, nmod_mpoly_factor_squarefree, "square-free decomposition");
}

} // namespace alkahest
