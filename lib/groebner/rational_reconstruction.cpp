// lib/groebner/rational_reconstruction.cpp - Wang's rational reconstruction
// (extended Euclid stopped at sqrt(m/2)) and Monagan's maximal quotient
// reconstruction, both on Lehmer's word steps.
#include <alkahest/groebner/rational_reconstruction.hpp>

#include <gmp.h>

#include <algorithm>

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

// One step of the remainder sequence: (r0, r1) <- (r1, r0 mod r1) and the
// cofactors alike.
void euclid_step(Scratch &s) {
  mpz_fdiv_qr(s.q, s.tmp, s.r0, s.r1);
  mpz_swap(s.r0, s.r1);
  mpz_swap(s.r1, s.tmp); // r1 = old r0 mod old r1
  mpz_submul(s.t0, s.q, s.t1);
  mpz_swap(s.t0, s.t1);
}

// (x, y) <- (a x + b y, c x + d y).
void apply(mpz_ptr x, mpz_ptr y, long a, long b, long c, long d, mpz_ptr tmp, mpz_ptr tmp2) {
  mpz_mul_si(tmp, x, a);
  mpz_mul_si(tmp2, y, b);
  mpz_add(tmp, tmp, tmp2);
  mpz_mul_si(tmp2, x, c);
  mpz_mul_si(x, y, d);
  mpz_add(y, x, tmp2);
  mpz_swap(x, tmp);
}

// Several steps at once from the leading 62 bits of r0 and r1 (Lehmer's
// algorithm, Knuth TAOCP 4.5.2 Algorithm L): the quotients that the leading
// digits determine for certain, applied to the whole numbers as one 2x2
// matrix. False when not even one quotient was certain. A quotient of
// `max_quotient` or more is left to a single step (the maximal-quotient
// search must see it on the whole numbers).
bool lehmer_steps(Scratch &s, long max_quotient = 0) {
  const std::size_t shift = mpz_sizeinbase(s.r0, 2) - 62;
  mpz_fdiv_q_2exp(s.tmp, s.r0, shift);
  long x = static_cast<long>(mpz_get_ui(s.tmp));
  mpz_fdiv_q_2exp(s.tmp, s.r1, shift);
  long y = static_cast<long>(mpz_get_ui(s.tmp));
  long a = 1, b = 0, c = 0, d = 1;
  // Knuth's test, with positive denominators: the quotient is certain when
  // both ends of its interval agree.
  while (y + c > 0 && y + d > 0 && x + a > 0 && x + b > 0) {
    const long q = (x + a) / (y + c);
    if (q < 1 || q != (x + b) / (y + d)) break;
    if (max_quotient > 0 && q >= max_quotient) break;
    long t = a - q * c;
    a = c, c = t;
    t = b - q * d;
    b = d, d = t;
    t = x - q * y;
    x = y, y = t;
  }
  if (b == 0) return false;
  apply(s.r0, s.r1, a, b, c, d, s.tmp, s.q);
  apply(s.t0, s.t1, a, b, c, d, s.tmp, s.q);
  return true;
}

bool reconstruct_raw(mpz_srcptr a, mpz_srcptr m, mpz_srcptr bound, mpz_ptr num, mpz_ptr den) {
  Scratch &s = scratch();
  mpz_set(s.r0, m);
  mpz_fdiv_r(s.r1, a, m);
  mpz_set_ui(s.t0, 0);
  mpz_set_ui(s.t1, 1);
  // Wang's answer is the first remainder at or below the bound. Lehmer's
  // steps lower the remainders by at most 62 bits each, so they run while r1
  // is well above the bound, and single steps find the exact stop.
  const std::size_t stop_bits = mpz_sizeinbase(bound, 2) + 2 * 62 + 2;
  while (mpz_sizeinbase(s.r1, 2) > stop_bits)
    if (!lehmer_steps(s)) euclid_step(s);
  while (mpz_cmpabs(s.r1, bound) > 0)
    euclid_step(s);
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

// Monagan's maximal quotient rational reconstruction: the pair (r_i, t_i)
// of the remainder sequence that precedes its largest quotient q satisfies
// |r_i| |t_i| <= m / q, so a quotient above 2^margin marks a fraction much
// smaller than the modulus, and a random residue shows one only with
// probability about bits(m) / 2^margin. Unlike Wang's balanced bound it finds
// n/d as soon as |n| d is below m / 2^margin, whatever the balance of n and d.
// With `first`, the pair before the first quotient above 2^margin (the rest
// of the sequence is not run).
bool maximal_quotient_raw(mpz_srcptr a, mpz_srcptr m, unsigned margin, mpz_ptr num, mpz_ptr den,
                          bool first) {
  Scratch &s = scratch();
  mpz_set(s.r0, m);
  mpz_fdiv_r(s.r1, a, m);
  if (mpz_sgn(s.r1) == 0) {
    if (mpz_sizeinbase(m, 2) <= margin + 1) return false;
    mpz_set_ui(num, 0);
    mpz_set_ui(den, 1);
    return true;
  }
  mpz_set_ui(s.t0, 0);
  mpz_set_ui(s.t1, 1);
  // s.bound: the largest quotient so far (it must exceed 2^margin).
  mpz_set_ui(s.bound, 1);
  mpz_mul_2exp(s.bound, s.bound, margin);
  bool found = false;
  // Quotients below 2^min(margin, 30) cannot win: Lehmer's word steps take
  // them, and leave larger ones to the single steps below.
  const long small_quotient = 1L << std::min(margin, 30u);
  // Once r0 < 2^margin no later quotient can exceed 2^margin.
  while (mpz_sgn(s.r1) != 0 && mpz_sizeinbase(s.r0, 2) > margin) {
    if (mpz_sizeinbase(s.r1, 2) > 2 * 62 + 2 && lehmer_steps(s, small_quotient)) continue;
    mpz_fdiv_qr(s.q, s.tmp, s.r0, s.r1);
    if (mpz_cmp(s.q, s.bound) > 0) {
      mpz_set(s.bound, s.q);
      mpz_set(num, s.r1);
      mpz_set(den, s.t1);
      found = true;
      if (first) break;
    }
    mpz_swap(s.r0, s.r1);
    mpz_swap(s.r1, s.tmp);
    mpz_submul(s.t0, s.q, s.t1);
    mpz_swap(s.t0, s.t1);
  }
  if (!found) return false;
  mpz_gcd(s.tmp, num, den);
  if (mpz_cmp_ui(s.tmp, 1) != 0) return false;
  if (mpz_sgn(den) < 0) {
    mpz_neg(num, num);
    mpz_neg(den, den);
  }
  return true;
}

} // namespace

bool maximal_quotient_reconstruct(const Integer &a, const Integer &m, unsigned margin_bits,
                                  Integer &numerator, Integer &denominator) {
  return maximal_quotient_raw(a.raw(), m.raw(), margin_bits, numerator.raw(), denominator.raw(),
                              false);
}

bool first_large_quotient_reconstruct(const Integer &a, const Integer &m, unsigned margin_bits,
                                      Integer &numerator, Integer &denominator) {
  return maximal_quotient_raw(a.raw(), m.raw(), margin_bits, numerator.raw(), denominator.raw(),
                              true);
}

bool rational_reconstruct(const Integer &a, const Integer &m, Rational &out) {
  Scratch &s = scratch();
  set_bound(s.bound, m.raw());
  mpq_ptr q = out.raw();
  if (!reconstruct_raw(a.raw(), m.raw(), s.bound, mpq_numref(q), mpq_denref(q))) return false;
  mpq_canonicalize(q);
  return true;
}

} // namespace alkahest::gb
