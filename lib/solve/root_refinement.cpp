// lib/solve/root_refinement.cpp - exact refinement of isolating intervals by
// Abbott's quadratic interval refinement ("Quadratic interval refinement for
// real roots", ACM Comm. Computer Algebra 48 (2014)), with the signs of f
// certified in ball arithmetic (Arb) and exact integer arithmetic only where
// the balls cannot decide.
#include "root_refinement.hpp"

#include <gmp.h>

#include <arb.h>
#include <arb_poly.h>
#include <flint/fmpz_poly.h>

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>

namespace alkahest::solving {

Rational round_down(const Rational &q, unsigned p) {
  Integer n = Integer(numerator(q)) << p, d = denominator(q);
  Integer r;
  mpz_fdiv_q(r.raw(), n.raw(), d.raw());
  return Rational(r, Integer(1) << p);
}

Rational round_up(const Rational &q, unsigned p) {
  Integer n = Integer(numerator(q)) << p, d = denominator(q);
  Integer r;
  mpz_cdiv_q(r.raw(), n.raw(), d.raw());
  return Rational(r, Integer(1) << p);
}

void refine_root(const UPolyZ &f0, RootInterval &r, unsigned bits) {
  if (r.lo == r.hi) return;
  refine_square_free_root(square_free_part(f0), r, bits, nullptr);
}

namespace {

slong bit_length(const Integer &z) { return z == 0 ? 0 : static_cast<slong>(msb(abs(z))) + 1; }

struct Ball {
  arb_t x;
  Ball() { arb_init(x); }
  ~Ball() { arb_clear(x); }
  Ball(Ball &&o) noexcept {
    arb_init(x);
    arb_swap(x, o.x);
  }
  Ball &operator=(Ball &&o) noexcept {
    arb_swap(x, o.x);
    return *this;
  }
  Ball(const Ball &) = delete;
  Ball &operator=(const Ball &) = delete;
};

// A certified sign of f(x) and a ball around f(x) (the secant's estimate).
struct Value {
  int sign = 0;
  Ball ball;
};

// f at x = n/d exactly, as value / d^deg(f): the homogeneous Horner scheme
// in integers (shifts instead of products by d when d is a power of two).
// The fallback when no ball excludes 0 at the precision ceiling.
void exact_value(const UPolyZ &f, const Rational &x, SolveBudget *budget, arb_t out) {
  const Integer &n = numerator(x);
  const Integer &d = denominator(x);
  const auto dbits = static_cast<unsigned long>(msb(d));
  Integer v = f.back(), scale = 1;
  const bool dyadic = mpz_scan1(d.raw(), 0) == dbits;
  unsigned long shift = 0;
  for (std::size_t i = f.size() - 1; i-- > 0;) {
    poll(budget);
    if (dyadic) {
      shift += dbits;
      v = v * n + (f[i] << shift);
    } else {
      scale *= d;
      v = v * n + f[i] * scale;
    }
  }
  fmpz_t z;
  fmpz_init(z);
  fmpz_set_mpz(z, v.raw());
  arb_set_fmpz(out, z);
  if (dyadic) {
    arb_mul_2exp_si(out, out, -static_cast<slong>(shift));
  } else {
    fmpz_set_mpz(z, scale.raw());
    arb_div_fmpz(out, out, z, 64); // the sign is kept; the ball only guides the secant
  }
  fmpz_clear(z);
}

struct RoundedPoly {
  arb_poly_t p;
  RoundedPoly() { arb_poly_init(p); }
  ~RoundedPoly() { arb_poly_clear(p); }
  RoundedPoly(const RoundedPoly &) = delete;
  RoundedPoly &operator=(const RoundedPoly &) = delete;
};

} // namespace

// f's coefficients rounded to each precision asked for, shared by every
// root (rounding a polynomial of large coefficients costs as much as
// evaluating it once).
struct RootRefiner::Impl {
  UPolyZ f;
  fmpz_poly_t exact;
  slong coefficient_bits = 1;
  std::mutex mu;
  std::map<slong, std::unique_ptr<RoundedPoly>> rounded;

  explicit Impl(const UPolyZ &g) : f(g) {
    fmpz_poly_init(exact);
    for (std::size_t i = 0; i < f.size(); ++i)
      fmpz_poly_set_coeff_mpz(exact, static_cast<slong>(i), f[i].raw());
    for (const auto &c : f)
      coefficient_bits = std::max(coefficient_bits, bit_length(c));
  }
  ~Impl() { fmpz_poly_clear(exact); }

  const arb_poly_struct *at(slong prec) {
    std::lock_guard lock(mu);
    auto &slot = rounded[prec];
    if (!slot) {
      slot = std::make_unique<RoundedPoly>();
      arb_poly_set_fmpz_poly(slot->p, exact, prec);
    }
    return slot->p;
  }
};

namespace {

// The signs of f at one root's refinement points. A ball evaluation at a
// few bits more than the point's costs a Horner pass over words, where the
// exact value has deg(f) times the point's bits. Near a root |f(x)| is about
// |f'| |x - root| while the rounding errors are about 2^-prec sum |f_i x^i|,
// which for large coefficients is far larger than |f| itself, so a ball that
// holds 0 doubles the precision, and the next point starts at the precision
// that last decided (per root: the secant's guesses, and so the intervals,
// are the same on any number of threads). Past the bits of the exact value
// the integer scheme decides.
class SignOracle {
public:
  SignOracle(RootRefiner::Impl &shared, SolveBudget *budget) : shared_(shared), budget_(budget) {}

  Value at(const Rational &x) {
    poll(budget_);
    Value v;
    const slong point_bits = bit_length(numerator(x)) + bit_length(denominator(x));
    const slong ceiling =
        shared_.coefficient_bits + static_cast<slong>(shared_.f.size()) * point_bits;
    Ball t;
    fmpz_t z;
    fmpz_init(z);
    for (slong prec = std::max(point_bits + 64, last_); prec <= ceiling; prec *= 2) {
      fmpz_set_mpz(z, numerator(x).raw());
      arb_set_fmpz(t.x, z);
      fmpz_set_mpz(z, denominator(x).raw());
      arb_div_fmpz(t.x, t.x, z, prec + 64);
      arb_poly_evaluate(v.ball.x, shared_.at(prec), t.x, prec);
      if (!arb_contains_zero(v.ball.x)) {
        v.sign = arf_sgn(arb_midref(v.ball.x));
        last_ = prec;
        fmpz_clear(z);
        return v;
      }
    }
    fmpz_clear(z);
    exact_value(shared_.f, x, budget_, v.ball.x);
    v.sign = arf_sgn(arb_midref(v.ball.x));
    return v;
  }

private:
  RootRefiner::Impl &shared_;
  SolveBudget *budget_;
  slong last_ = 0;
};

// k = floor(N f(lo) / (f(lo) - f(hi))) for N = 2^log_n: the part of the
// interval where the secant through the endpoints meets zero (the signs
// decide; this only predicts).
Integer secant_part(const Value &flo, const Value &fhi, unsigned log_n) {
  const slong prec = static_cast<slong>(log_n) + 64;
  Ball diff, lambda;
  arb_sub(diff.x, flo.ball.x, fhi.ball.x, prec);
  arb_div(lambda.x, flo.ball.x, diff.x, prec);
  arb_mul_2exp_si(lambda.x, lambda.x, static_cast<slong>(log_n));
  Integer k;
  if (!arf_is_finite(arb_midref(lambda.x))) return k;
  fmpz_t z;
  fmpz_init(z);
  arf_get_fmpz(z, arb_midref(lambda.x), ARF_RND_FLOOR);
  fmpz_get_mpz(k.raw(), z);
  fmpz_clear(z);
  return k;
}

} // namespace

// Quadratic interval refinement: the secant through the endpoints predicts
// which of N equal parts holds the root; a sign check confirms it (N grows
// as N^2, so the bits gained double per step, as in Newton's method), a
// miss falls back to one bisection and a smaller N. Every interval kept has
// a certified sign change, so the enclosure is exact whatever the secant
// says. Endpoints stay dyadic when they start so (N is a power of two).
RootRefiner::RootRefiner(const UPolyZ &f) : impl_(std::make_unique<Impl>(f)) {}

RootRefiner::~RootRefiner() = default;

void refine_square_free_root(const UPolyZ &f, RootInterval &r, unsigned bits, SolveBudget *budget) {
  RootRefiner(f).refine(r, bits, budget);
}

void RootRefiner::refine(RootInterval &r, unsigned bits, SolveBudget *budget) const {
  if (r.lo == r.hi || impl_->f.size() < 2) return;
  const Rational eps = Rational(1, Integer(1) << bits);
  SignOracle signs(*impl_, budget);
  // An endpoint may be an exact root of f that belongs to a neighbouring
  // isolating interval (value 0): the kept half is decided by the endpoint
  // whose sign is known, never by a zero one, and the secant waits until
  // both endpoints have a sign.
  Value flo = signs.at(r.lo), fhi = signs.at(r.hi);
  unsigned log_n = 2; // N = 2^log_n parts
  while (r.hi - r.lo > eps) {
    poll(budget);
    if (flo.sign != 0 && fhi.sign != 0 && flo.sign != fhi.sign) {
      Integer k = secant_part(flo, fhi, log_n);
      const Integer n_parts = Integer(1) << log_n;
      if (k < 0) k = 0;
      if (k >= n_parts) k = n_parts - 1;
      Rational step = (r.hi - r.lo) / Rational(n_parts);
      Rational a = r.lo + step * Rational(k), b = a + step;
      Value fa = k == 0 ? std::move(flo) : signs.at(a);
      Value fb = k + 1 == n_parts ? std::move(fhi) : signs.at(b);
      if (fa.sign == 0 || fb.sign == 0) { // a part's endpoint is the root itself
        r.lo = r.hi = fa.sign == 0 ? a : b;
        return;
      }
      if (fa.sign != fb.sign) {
        r.lo = std::move(a);
        r.hi = std::move(b);
        flo = std::move(fa);
        fhi = std::move(fb);
        log_n = std::min(2 * log_n, bits + 2); // parts finer than 2^-bits gain nothing
        continue;
      }
      // A miss: the endpoints' values were moved into fa / fb when k was at
      // an end, so they come back.
      if (k == 0) flo = std::move(fa);
      if (k + 1 == n_parts) fhi = std::move(fb);
      log_n = std::max(2u, log_n / 2);
    }
    Rational mid = (r.lo + r.hi) / 2;
    Value fm = signs.at(mid);
    if (fm.sign == 0) {
      r.lo = r.hi = mid;
      return;
    }
    bool root_below_mid = fhi.sign != 0 ? fm.sign == fhi.sign : fm.sign != flo.sign;
    if (root_below_mid) {
      r.hi = std::move(mid);
      fhi = std::move(fm);
    } else {
      r.lo = std::move(mid);
      flo = std::move(fm);
    }
  }
}

} // namespace alkahest::solving
