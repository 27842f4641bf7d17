// lib/poly/flint_bridge.hpp - owners of FLINT's multivariate polynomials, and conversions from and
// to PolyQ / PolyZp.
//
// FLINT stays inside lib/poly: no public header includes this file. Every
// context orders its variables lexicographically, x0 > x1 > ... as the
// ring lists them; our own rings re-sort the terms on the way back.
#pragma once

#include <alkahest/poly/polynomial.hpp>

#include <flint/fmpq_mpoly.h>
#include <flint/fmpq_mpoly_factor.h>
#include <flint/fmpz_mpoly.h>
#include <flint/nmod_mpoly.h>
#include <flint/nmod_mpoly_factor.h>

#include <string_view>

#pragma GCC visibility push(hidden)
namespace alkahest::flint_bridge {

/// Raises E-POLY-016 when a FLINT routine that can refuse (gcd,
/// factorisation) returned failure.
void require_success(int ok, std::string_view what);

/// A context of n variables over Q (FLINT needs at least one: a ring of
/// none gets one unused variable).
class QContext {
public:
  explicit QContext(std::size_t nvars);
  ~QContext();
  QContext(const QContext &) = delete;
  QContext &operator=(const QContext &) = delete;
  const fmpq_mpoly_ctx_struct *get() const { return ctx_; }
  fmpq_mpoly_ctx_struct *get() { return ctx_; }
  std::size_t nvars() const { return nvars_; }

private:
  fmpq_mpoly_ctx_t ctx_;
  std::size_t nvars_;
};

/// A polynomial over Q of one QContext (which must outlive it).
class QPoly {
public:
  explicit QPoly(const QContext &ctx);
  ~QPoly();
  QPoly(const QPoly &o);
  QPoly(QPoly &&o) noexcept;
  QPoly &operator=(const QPoly &o);
  QPoly &operator=(QPoly &&o) noexcept;

  fmpq_mpoly_struct *get() { return p_; }
  const fmpq_mpoly_struct *get() const { return p_; }
  const QContext &context() const { return *ctx_; }
  const fmpq_mpoly_ctx_struct *ctx() const { return ctx_->get(); }

  bool is_zero() const { return fmpq_mpoly_is_zero(p_, ctx()); }
  bool is_constant() const { return fmpq_mpoly_is_fmpq(p_, ctx()); }
  std::size_t length() const { return static_cast<std::size_t>(fmpq_mpoly_length(p_, ctx())); }

private:
  fmpq_mpoly_t p_;
  const QContext *ctx_;
};

/// A context of n variables over Z/p.
class ZpContext {
public:
  ZpContext(std::size_t nvars, std::uint32_t p);
  ~ZpContext();
  ZpContext(const ZpContext &) = delete;
  ZpContext &operator=(const ZpContext &) = delete;
  const nmod_mpoly_ctx_struct *get() const { return ctx_; }

private:
  nmod_mpoly_ctx_t ctx_;
};

/// A polynomial over Z/p of one ZpContext.
class ZpPoly {
public:
  explicit ZpPoly(const ZpContext &ctx);
  ~ZpPoly();
  ZpPoly(const ZpPoly &) = delete;
  ZpPoly &operator=(const ZpPoly &) = delete;
  nmod_mpoly_struct *get() { return p_; }
  const nmod_mpoly_struct *get() const { return p_; }
  const nmod_mpoly_ctx_struct *ctx() const { return ctx_->get(); }

private:
  nmod_mpoly_t p_;
  const ZpContext *ctx_;
};

/// An fmpq_t, cleared on scope exit.
class ScopedFmpq {
public:
  ScopedFmpq() { fmpq_init(q_); }
  ~ScopedFmpq() { fmpq_clear(q_); }
  ScopedFmpq(const ScopedFmpq &) = delete;
  ScopedFmpq &operator=(const ScopedFmpq &) = delete;
  fmpq *get() { return q_; }

private:
  fmpq_t q_;
};

/// A factorisation (FLINT's factor struct) of one context, cleared with it:
/// `Struct` is fmpq_mpoly_factor_struct or nmod_mpoly_factor_struct.
template <class Struct, class Ctx, void (*Init)(Struct *, const Ctx *),
          void (*Clear)(Struct *, const Ctx *)>
class Factors {
public:
  explicit Factors(const Ctx *ctx) : ctx_(ctx) { Init(f_, ctx_); }
  ~Factors() { Clear(f_, ctx_); }
  Factors(const Factors &) = delete;
  Factors &operator=(const Factors &) = delete;
  Struct *get() { return f_; }
  const Struct *operator->() const { return f_; }

private:
  Struct f_[1];
  const Ctx *ctx_;
};
using QFactors = Factors<fmpq_mpoly_factor_struct, fmpq_mpoly_ctx_struct, fmpq_mpoly_factor_init,
                         fmpq_mpoly_factor_clear>;
using ZpFactors = Factors<nmod_mpoly_factor_struct, nmod_mpoly_ctx_struct, nmod_mpoly_factor_init,
                          nmod_mpoly_factor_clear>;

// ---- numbers ----
Rational to_rational(const fmpq_t q);
void set_fmpq(fmpq_t out, const Rational &q);

// ---- polynomials of our rings ----
QPoly to_flint(const PolyQ &f, const QContext &ctx);
/// The polynomial of `ring` (whose variables are the context's, in order).
PolyQ from_flint(const fmpq_mpoly_struct *f, const fmpq_mpoly_ctx_struct *ctx,
                 const PolyRingPtr &ring);
inline PolyQ from_flint(const QPoly &f, const PolyRingPtr &ring) {
  return from_flint(f.get(), f.ctx(), ring);
}
void to_flint(const PolyZp &f, ZpPoly &out);
PolyZp from_flint(const nmod_mpoly_struct *f, const nmod_mpoly_ctx_struct *ctx,
                  const PolyRingPtr &ring, PrimeField field);
inline PolyZp from_flint(const ZpPoly &f, const PolyRingPtr &ring, PrimeField field) {
  return from_flint(f.get(), f.ctx(), ring, field);
}

} // namespace alkahest::flint_bridge
#pragma GCC visibility pop
