// lib/poly/flint_bridge.cpp - FLINT contexts and polynomials as owned values; term-by-term
// conversion from and to PolyQ and PolyZp.
#include "flint_bridge.hpp"

#include <alkahest/error.hpp>

#include <algorithm>

namespace alkahest::flint_bridge {

void require_success(int ok, std::string_view what) {
  if (!ok)
    raise(ErrorId::PolyFlintFailed,
          std::string(what) + " was refused by FLINT (exponents or sizes past its limits)");
}

QContext::QContext(std::size_t nvars) : nvars_(nvars) {
  fmpq_mpoly_ctx_init(ctx_, static_cast<slong>(std::max<std::size_t>(nvars, 1)), ORD_LEX);
}
QContext::~QContext() { fmpq_mpoly_ctx_clear(ctx_); }

QPoly::QPoly(const QContext &ctx) : ctx_(&ctx) { fmpq_mpoly_init(p_, ctx.get()); }
QPoly::~QPoly() {
  if (ctx_) fmpq_mpoly_clear(p_, ctx());
}
QPoly::QPoly(const QPoly &o) : ctx_(o.ctx_) {
  fmpq_mpoly_init(p_, ctx());
  fmpq_mpoly_set(p_, o.p_, ctx());
}
// A moved-from QPoly keeps a valid zero of its context: swap with a fresh one.
QPoly::QPoly(QPoly &&o) noexcept : ctx_(o.ctx_) {
  fmpq_mpoly_init(p_, ctx());
  fmpq_mpoly_swap(p_, o.p_, ctx());
}
QPoly &QPoly::operator=(const QPoly &o) {
  if (this != &o) fmpq_mpoly_set(p_, o.p_, ctx());
  return *this;
}
QPoly &QPoly::operator=(QPoly &&o) noexcept {
  fmpq_mpoly_swap(p_, o.p_, ctx());
  return *this;
}

ZpContext::ZpContext(std::size_t nvars, std::uint32_t p) {
  nmod_mpoly_ctx_init(ctx_, static_cast<slong>(std::max<std::size_t>(nvars, 1)), ORD_LEX, p);
}
ZpContext::~ZpContext() { nmod_mpoly_ctx_clear(ctx_); }

ZpPoly::ZpPoly(const ZpContext &ctx) : ctx_(&ctx) { nmod_mpoly_init(p_, ctx.get()); }
ZpPoly::~ZpPoly() { nmod_mpoly_clear(p_, ctx()); }

Rational to_rational(const fmpq_t q) {
  Rational r;
  fmpq_get_mpq(r.raw(), q);
  return r;
}

void set_fmpq(fmpq_t out, const Rational &q) { fmpq_set_mpq(out, q.raw()); }

QPoly to_flint(const PolyQ &f, const QContext &ctx) {
  // Integer coefficients over the lcm of the denominators, then FLINT's
  // content * primitive form once (pushing rational terms one by one would
  // rescale the integer part at every new denominator).
  QPoly r(ctx);
  const std::size_t n = f.nvars();
  Integer den(1);
  for (const Rational &c : f.coeffs())
    den = lcm(den, denominator(c));
  std::vector<ulong> exps(std::max<std::size_t>(ctx.nvars(), 1), 0);
  fmpz_mpoly_struct *z = fmpq_mpoly_zpoly_ref(r.get(), r.ctx());
  const fmpz_mpoly_ctx_struct *zctx = r.ctx()->zctx;
  fmpz_mpoly_fit_length(z, static_cast<slong>(f.size()), zctx);
  const bool integral = den == 1;
  fmpz_t c;
  fmpz_init(c);
  Integer scaled;
  for (std::size_t i = 0; i < f.size(); ++i) {
    auto m = f.monomial(i);
    for (std::size_t k = 0; k < n; ++k)
      exps[k] = m[k];
    if (integral) {
      fmpz_set_mpz(c, numerator(f.coeff(i)).raw());
    } else {
      mpz_divexact(scaled.raw(), den.raw(), denominator(f.coeff(i)).raw());
      mpz_mul(scaled.raw(), scaled.raw(), numerator(f.coeff(i)).raw());
      fmpz_set_mpz(c, scaled.raw());
    }
    fmpz_mpoly_push_term_fmpz_ui(z, c, exps.data(), zctx);
  }
  fmpz_clear(c);
  fmpz_mpoly_sort_terms(z, zctx);
  fmpz_mpoly_combine_like_terms(z, zctx);
  fmpq_t content;
  fmpq_init(content);
  fmpz_one(fmpq_numref(content));
  fmpz_set_mpz(fmpq_denref(content), den.raw());
  fmpq_set(fmpq_mpoly_content_ref(r.get(), r.ctx()), content);
  fmpq_clear(content);
  fmpq_mpoly_reduce(r.get(), r.ctx());
  return r;
}

PolyQ from_flint(const fmpq_mpoly_struct *f, const fmpq_mpoly_ctx_struct *ctx,
                 const PolyRingPtr &ring) {
  const std::size_t n = ring->nvars();
  const slong len = fmpq_mpoly_length(f, ctx);
  std::vector<std::pair<std::vector<Exponent>, Rational>> terms;
  terms.reserve(static_cast<std::size_t>(len));
  std::vector<ulong> exps(std::max<std::size_t>(n, 1));
  fmpq_t c;
  fmpq_init(c);
  for (slong i = 0; i < len; ++i) {
    fmpq_mpoly_get_term_coeff_fmpq(c, f, i, ctx);
    fmpq_mpoly_get_term_exp_ui(exps.data(), f, i, ctx);
    std::vector<Exponent> m(n);
    for (std::size_t k = 0; k < n; ++k) {
      if (exps[k] > 0xffffu)
        raise(ErrorId::PolyExponentTooLarge, "exponent " + std::to_string(exps[k]));
      m[k] = static_cast<Exponent>(exps[k]);
    }
    terms.emplace_back(std::move(m), to_rational(c));
  }
  fmpq_clear(c);
  return PolyQ::from_terms(ring, std::move(terms));
}

void to_flint(const PolyZp &f, ZpPoly &out) {
  const std::size_t n = f.nvars();
  std::vector<ulong> exps(std::max<std::size_t>(n, 1), 0);
  nmod_mpoly_zero(out.get(), out.ctx());
  for (std::size_t i = 0; i < f.size(); ++i) {
    auto m = f.monomial(i);
    for (std::size_t k = 0; k < n; ++k)
      exps[k] = m[k];
    nmod_mpoly_push_term_ui_ui(out.get(), f.coeff(i), exps.data(), out.ctx());
  }
  nmod_mpoly_sort_terms(out.get(), out.ctx());
  nmod_mpoly_combine_like_terms(out.get(), out.ctx());
}

PolyZp from_flint(const nmod_mpoly_struct *f, const nmod_mpoly_ctx_struct *ctx,
                  const PolyRingPtr &ring, PrimeField field) {
  const std::size_t n = ring->nvars();
  const slong len = nmod_mpoly_length(f, ctx);
  std::vector<std::pair<std::vector<Exponent>, std::uint32_t>> terms;
  terms.reserve(static_cast<std::size_t>(len));
  std::vector<ulong> exps(std::max<std::size_t>(n, 1));
  for (slong i = 0; i < len; ++i) {
    nmod_mpoly_get_term_exp_ui(exps.data(), f, i, ctx);
    std::vector<Exponent> m(n);
    for (std::size_t k = 0; k < n; ++k) {
      if (exps[k] > 0xffffu)
        raise(ErrorId::PolyExponentTooLarge, "exponent " + std::to_string(exps[k]));
      m[k] = static_cast<Exponent>(exps[k]);
    }
    terms.emplace_back(std::move(m),
                       static_cast<std::uint32_t>(nmod_mpoly_get_term_coeff_ui(f, i, ctx)));
  }
  return PolyZp::from_terms(ring, std::move(terms), field);
}

} // namespace alkahest::flint_bridge
