// lib/poly/flint_bridge.cpp - FLINT contexts and polynomials as owned values; conversion from and
// to PolyQ and PolyZp (flat arrays, no per-term temporaries, no re-sorting under lex).
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

namespace {

/// True when the ring orders terms as every context here does (lex, x0 >
/// x1 > ...): terms then cross in the order they are stored, unsorted.
bool is_flint_order(const PolyRingPtr &ring) {
  return ring && ring->order.kind() == OrderKind::Lex;
}

/// FLINT's exponent of one variable as ours (E-POLY-013 past 16 bits).
Exponent narrow_exponent(ulong e) {
  if (e > 0xffffu) raise(ErrorId::PolyExponentTooLarge, "exponent " + std::to_string(e));
  return static_cast<Exponent>(e);
}

/// A polynomial of `ring` from terms in FLINT's order (flat exponents, no
/// zero coefficient, distinct monomials): stored as they are under lex,
/// re-sorted by an index permutation under another order.
template <class F>
Polynomial<F> from_lex_terms(const PolyRingPtr &ring, std::vector<typename F::Coeff> coeffs,
                             std::vector<Exponent> exps, F field) {
  if (is_flint_order(ring) || coeffs.size() < 2)
    return Polynomial<F>::from_sorted(ring, std::move(coeffs), std::move(exps), field);
  const std::size_t n = ring->nvars();
  const MonomialOrder &ord = ring->order;
  std::vector<std::size_t> perm(coeffs.size());
  for (std::size_t i = 0; i < perm.size(); ++i)
    perm[i] = i;
  std::sort(perm.begin(), perm.end(), [&](std::size_t a, std::size_t b) {
    return ord.compare(exps.data() + a * n, exps.data() + b * n, n) > 0;
  });
  std::vector<typename F::Coeff> sorted_coeffs;
  std::vector<Exponent> sorted_exps;
  sorted_coeffs.reserve(coeffs.size());
  sorted_exps.reserve(exps.size());
  for (std::size_t i : perm) {
    sorted_coeffs.push_back(std::move(coeffs[i]));
    sorted_exps.insert(sorted_exps.end(), exps.begin() + i * n, exps.begin() + (i + 1) * n);
  }
  return Polynomial<F>::from_sorted(ring, std::move(sorted_coeffs), std::move(sorted_exps), field);
}

} // namespace

QPoly to_flint(const PolyQ &f, const QContext &ctx) {
  // Integer coefficients over the lcm of the denominators, and that lcm as
  // the content, set once: fmpq_mpoly's own form (pushing rational terms
  // one by one would rescale the integer part at every new denominator).
  QPoly r(ctx);
  const std::size_t n = f.nvars();
  Integer den(1);
  for (const Rational &c : f.coeffs())
    if (mpz_cmp_ui(mpq_denref(c.raw()), 1) != 0) mpz_lcm(den.raw(), den.raw(), mpq_denref(c.raw()));
  const bool integral = den == 1;
  std::vector<ulong> exps(std::max<std::size_t>(ctx.nvars(), 1), 0);
  fmpz_mpoly_struct *z = fmpq_mpoly_zpoly_ref(r.get(), r.ctx());
  const fmpz_mpoly_ctx_struct *zctx = r.ctx()->zctx;
  fmpz_mpoly_fit_length(z, static_cast<slong>(f.size()), zctx);
  fmpz_t c;
  fmpz_init(c);
  Integer scaled;
  for (std::size_t i = 0; i < f.size(); ++i) {
    auto m = f.monomial(i);
    for (std::size_t k = 0; k < n; ++k)
      exps[k] = m[k];
    mpq_srcptr q = f.coeff(i).raw();
    if (integral) {
      fmpz_set_mpz(c, mpq_numref(q));
    } else {
      mpz_divexact(scaled.raw(), den.raw(), mpq_denref(q));
      mpz_mul(scaled.raw(), scaled.raw(), mpq_numref(q));
      fmpz_set_mpz(c, scaled.raw());
    }
    fmpz_mpoly_push_term_fmpz_ui(z, c, exps.data(), zctx);
  }
  fmpz_clear(c);
  // Our terms are distinct; under lex they already come in FLINT's order.
  if (!is_flint_order(f.ring_ptr())) fmpz_mpoly_sort_terms(z, zctx);
  fmpq *content = fmpq_mpoly_content_ref(r.get(), r.ctx());
  fmpz_one(fmpq_numref(content));
  fmpz_set_mpz(fmpq_denref(content), den.raw());
  fmpq_mpoly_reduce(r.get(), r.ctx());
  return r;
}

PolyQ from_flint(const fmpq_mpoly_struct *f, const fmpq_mpoly_ctx_struct *ctx,
                 const PolyRingPtr &ring) {
  const std::size_t n = ring->nvars();
  const slong len = fmpq_mpoly_length(f, ctx);
  const fmpz_mpoly_struct *z = f->zpoly;
  const fmpz_mpoly_ctx_struct *zctx = ctx->zctx;
  // Term i is content * z_i: with an integer content no fraction needs
  // reducing, and a content of 1 (every primitive integer polynomial) costs
  // nothing.
  const fmpz *num = fmpq_numref(f->content), *den = fmpq_denref(f->content);
  const bool unit_content = fmpz_is_one(num) && fmpz_is_one(den);
  std::vector<Rational> coeffs(static_cast<std::size_t>(len));
  std::vector<Exponent> flat(static_cast<std::size_t>(len) * n);
  std::vector<ulong> exps(std::max<std::size_t>(n, 1));
  fmpz_t t;
  fmpz_init(t);
  for (slong i = 0; i < len; ++i) {
    mpq_ptr q = coeffs[static_cast<std::size_t>(i)].raw();
    if (unit_content) {
      fmpz_get_mpz(mpq_numref(q), z->coeffs + i);
    } else {
      fmpz_mul(t, z->coeffs + i, num);
      fmpz_get_mpz(mpq_numref(q), t);
      fmpz_get_mpz(mpq_denref(q), den);
      if (!fmpz_is_one(den)) mpq_canonicalize(q);
    }
    fmpz_mpoly_get_term_exp_ui(exps.data(), z, i, zctx);
    for (std::size_t k = 0; k < n; ++k)
      flat[static_cast<std::size_t>(i) * n + k] = narrow_exponent(exps[k]);
  }
  fmpz_clear(t);
  return from_lex_terms(ring, std::move(coeffs), std::move(flat), RationalField{});
}

void to_flint(const PolyZp &f, ZpPoly &out) {
  const std::size_t n = f.nvars();
  std::vector<ulong> exps(std::max<std::size_t>(n, 1), 0);
  nmod_mpoly_zero(out.get(), out.ctx());
  nmod_mpoly_fit_length(out.get(), static_cast<slong>(f.size()), out.ctx());
  for (std::size_t i = 0; i < f.size(); ++i) {
    auto m = f.monomial(i);
    for (std::size_t k = 0; k < n; ++k)
      exps[k] = m[k];
    nmod_mpoly_push_term_ui_ui(out.get(), f.coeff(i), exps.data(), out.ctx());
  }
  if (!is_flint_order(f.ring_ptr())) nmod_mpoly_sort_terms(out.get(), out.ctx());
}

PolyZp from_flint(const nmod_mpoly_struct *f, const nmod_mpoly_ctx_struct *ctx,
                  const PolyRingPtr &ring, PrimeField field) {
  const std::size_t n = ring->nvars();
  const slong len = nmod_mpoly_length(f, ctx);
  std::vector<std::uint32_t> coeffs(static_cast<std::size_t>(len));
  std::vector<Exponent> flat(static_cast<std::size_t>(len) * n);
  std::vector<ulong> exps(std::max<std::size_t>(n, 1));
  for (slong i = 0; i < len; ++i) {
    coeffs[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(f->coeffs[i]);
    nmod_mpoly_get_term_exp_ui(exps.data(), f, i, ctx);
    for (std::size_t k = 0; k < n; ++k)
      flat[static_cast<std::size_t>(i) * n + k] = narrow_exponent(exps[k]);
  }
  return from_lex_terms(ring, std::move(coeffs), std::move(flat), field);
}

} // namespace alkahest::flint_bridge
