// lib/groebner/rational_reconstruction.cpp - Wang's rational reconstruction
// (extended Euclid stopped at sqrt(m/2)) and the common-denominator fast path.
#include <alkahest/groebner/rational_reconstruction.hpp>

#include <gmp.h>

namespace alkahest::gb {
namespace {

// Scratch mpz registers reused across calls on one thread: reconstruction of
// a 100k-coefficient basis otherwise spends its time in malloc.
struct Scratch {
  mpz_t r0, r1, t0, t1, q, tmp, bound, half;
  Scratch() { mpz_inits(r0, r1, t0, t1, q, tmp, bound, half, nullptr); }
  ~Scratch() { mpz_clears(r0, r1, t0, t1, q, tmp, bound, half, nullptr); }
  Scratch(const Scratch &) = delete;
  Scratch &operator=(const Scratch &) = delete;
};

Scratch &scratch() {
  thread_local Scratch s;
  return s;
}

// bound = floor(sqrt(m/2)).
void set_bound(mpz_ptr bound, mpz_srcptr m) {
  mpz_fdiv_q_2exp(bound, m, 1);
  mpz_sqrt(bound, bound);
}

bool reconstruct_raw(mpz_srcptr a, mpz_srcptr m, mpz_srcptr bound, mpz_ptr num, mpz_ptr den) {
  Scratch &s = scratch();
  mpz_set(s.r0, m);
  mpz_fdiv_r(s.r1, a, m);
  mpz_set_ui(s.t0, 0);
  mpz_set_ui(s.t1, 1);
  while (mpz_cmpabs(s.r1, bound) > 0) {
    mpz_fdiv_qr(s.q, s.tmp, s.r0, s.r1);
    mpz_swap(s.r0, s.r1);
    mpz_swap(s.r1, s.tmp); // r1 = old r0 mod old r1
    mpz_submul(s.t0, s.q, s.t1);
    mpz_swap(s.t0, s.t1);
  }
  if (mpz_cmpabs(s.t1, bound) > 0 || mpz_sgn(s.t1) == 0) return false;
  mpz_gcd(s.tmp, s.r1, s.t1);
  if (mpz_cmp_ui(s.tmp, 1) != 0) return false;
  if (mpz_sgn(s.t1) < 0) {
    mpz_neg(num, s.r1);
    mpz_neg(den, s.t1);
  } else {
    mpz_set(num, s.r1);
    mpz_set(den, s.t1);
  }
  return true;
}

} // namespace

bool rational_reconstruct(const Integer &a, const Integer &m, Rational &out) {
  Scratch &s = scratch();
  set_bound(s.bound, m.raw());
  mpq_ptr q = out.raw();
  if (!reconstruct_raw(a.raw(), m.raw(), s.bound, mpq_numref(q),
                       mpq_denref(q)))
    return false;
  mpq_canonicalize(q);
  return true;
}

std::size_t reconstruct_run(std::span<const Integer> coeffs, const Integer &m,
                            std::span<Rational> out) {
  mpz_srcptr M = m.raw();
  mpz_t bound, D, x, half, g, num, den;
  mpz_inits(bound, D, x, half, g, num, den, nullptr);
  set_bound(bound, M);
  mpz_fdiv_q_2exp(half, M, 1);
  mpz_set_ui(D, 1);
  std::size_t failed = coeffs.size();
  for (std::size_t i = 0; i < coeffs.size(); ++i) {
    // Fast path: x = a*D mod m in the symmetric range; when |x|*D <= m/2 the
    // fraction x/D is the unique candidate of that size (|n|*d < m/2).
    mpz_mul(x, coeffs[i].raw(), D);
    mpz_fdiv_r(x, x, M);
    if (mpz_cmp(x, half) > 0) mpz_sub(x, x, M);
    bool done = false;
    if (mpz_cmpabs(x, bound) <= 0) {
      mpz_mul(g, x, D);
      if (mpz_cmpabs(g, half) <= 0) {
        mpq_ptr q = out[i].raw();
        mpz_set(mpq_numref(q), x);
        mpz_set(mpq_denref(q), D);
        mpq_canonicalize(q);
        // Keep Wang's bounds so the answer is the unique one of that size.
        done = mpz_cmp(mpq_denref(q), bound) <= 0;
      }
    }
    if (!done) {
      if (!reconstruct_raw(coeffs[i].raw(), M, bound, num, den)) {
        failed = i;
        break;
      }
      mpq_ptr q = out[i].raw();
      mpz_set(mpq_numref(q), num);
      mpz_set(mpq_denref(q), den);
      mpq_canonicalize(q);
      mpz_lcm(D, D, den);
    }
  }
  mpz_clears(bound, D, x, half, g, num, den, nullptr);
  return failed;
}

} // namespace alkahest::gb
