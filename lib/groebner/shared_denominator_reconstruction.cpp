// lib/groebner/shared_denominator_reconstruction.cpp - a run of coefficients
// reconstructed over a running common denominator: an integer check per
// coefficient, maximal quotient reconstruction only where the denominator
// grows.
//
// The coefficients of one element of a reduced basis over Q are fractions
// N_i / D with one common denominator D of about the size of the N_i (D is
// the leading coefficient of the element made primitive). Wang's bound asks
// every coefficient for twice the bits of max(|n_i|, d_i); once D is known, a
// coefficient times D is the integer N_i, recovered from its residue when
// the modulus exceeds 2|N_i|. The first coefficient (often of smaller
// height, and the one that reveals D) is found by Monagan's maximal quotient
// reconstruction (ISSAC 2004), which needs |n| d, not max(|n|, d)^2: on the
// dense quadrics of the benchmark the primes needed fall by a third, on
// katsura-n (integer-heavy tails) by half. The idea of the common
// denominator is the usual one of multi-modular Groebner codes (Arnold, JSC
// 35 (2003); Berthomieu, Eder, Safey El Din, ISSAC 2021).
#include <alkahest/groebner/rational_reconstruction.hpp>

#include <gmp.h>

#include <algorithm>
#include <bit>

namespace alkahest::gb {
namespace {

std::size_t bit_length(std::size_t x) { return x == 0 ? 0 : std::bit_width(x); }

// Per-thread registers (reused across runs).
struct RunScratch {
  Integer y, h, n, d, g, half;
};

RunScratch &run_scratch() {
  thread_local RunScratch s;
  return s;
}

class RunBuilder {
public:
  RunBuilder(std::span<const Integer> coeffs, const Integer &m,
             const ReconstructionMargins &margins, const Integer *hint, SharedDenominatorRun &out)
      : a_(coeffs), m_(m), margins_(margins), out_(out), s_(run_scratch()),
        modulus_bits_(mpz_sizeinbase(m.raw(), 2)) {
    out_.numerators.assign(coeffs.size(), Integer());
    out_.segment.assign(coeffs.size(), 0);
    out_.denominators.assign(1, Integer(1));
    mpz_fdiv_q_2exp(s_.half.raw(), m.raw(), 1);
    if (hint && mpz_cmp_ui(hint->raw(), 1) > 0 &&
        mpz_sizeinbase(hint->raw(), 2) + margins.integer_bits + 1 < modulus_bits_)
      hint_ = hint;
  }

  // Coefficient i over the current segment's denominator, over one grown by
  // the hint or by a fraction, or over its own; false when none is small
  // enough.
  bool place(std::size_t i) {
    const std::uint32_t seg = static_cast<std::uint32_t>(out_.denominators.size() - 1);
    const Integer &D = out_.denominators.back();
    if (small_image(a_[i], D, s_.y)) {
      mpz_swap(out_.numerators[i].raw(), s_.y.raw());
      out_.segment[i] = seg;
      return true;
    }
    // a H = h: a = h / H in lowest terms, by a gcd instead of a Euclidean run
    // with its quotients (GMP's gcd is subquadratic).
    if (hint_ && small_image(a_[i], *hint_, s_.h)) {
      mpz_gcd(s_.g.raw(), s_.h.raw(), hint_->raw());
      mpz_divexact(s_.n.raw(), s_.h.raw(), s_.g.raw());
      mpz_divexact(s_.d.raw(), hint_->raw(), s_.g.raw());
      place_fraction(i, seg);
      return true;
    }
    // a D = n/d: a = n / (d D), and the segment's denominator grows by d.
    if (maximal_quotient_reconstruct(s_.y, m_, margins_.quotient_bits, s_.n, s_.d)) {
      grow(seg, s_.d);
      mpz_swap(out_.numerators[i].raw(), s_.n.raw());
      out_.segment[i] = seg;
      return true;
    }
    if (mpz_cmp_ui(D.raw(), 1) == 0) return false; // a itself was just tried
    // The common denominator does not help here: a on its own starts a new
    // segment (its denominator is the one the next coefficients try).
    if (!maximal_quotient_reconstruct(a_[i], m_, margins_.quotient_bits, s_.n, s_.d)) return false;
    out_.denominators.emplace_back();
    mpz_swap(out_.denominators.back().raw(), s_.d.raw());
    mpz_swap(out_.numerators[i].raw(), s_.n.raw());
    out_.segment[i] = seg + 1;
    return true;
  }

  void placed(std::size_t i) { placed_.push_back(i); }

private:
  // y = a D mod m in the symmetric range; true when |y| leaves the margin.
  bool small_image(const Integer &a, const Integer &D, Integer &y) const {
    mpz_mul(y.raw(), a.raw(), D.raw());
    mpz_fdiv_r(y.raw(), y.raw(), m_.raw());
    if (mpz_cmp(y.raw(), s_.half.raw()) > 0) mpz_sub(y.raw(), y.raw(), m_.raw());
    return mpz_sgn(y.raw()) == 0 ||
           mpz_sizeinbase(y.raw(), 2) + margins_.integer_bits + 1 < modulus_bits_;
  }

  // Value i is s_.n / s_.d in lowest terms: segment seg's denominator D grows
  // by what of d it lacks, and the numerator is n (D / d).
  void place_fraction(std::size_t i, std::uint32_t seg) {
    mpz_gcd(s_.g.raw(), s_.d.raw(), out_.denominators[seg].raw());
    mpz_divexact(s_.g.raw(), s_.d.raw(), s_.g.raw());
    grow(seg, s_.g);
    mpz_divexact(s_.g.raw(), out_.denominators[seg].raw(), s_.d.raw());
    mpz_mul(out_.numerators[i].raw(), s_.n.raw(), s_.g.raw());
    out_.segment[i] = seg;
  }

  // Segment seg's denominator times f, and its numerators so far with it.
  void grow(std::uint32_t seg, const Integer &f) {
    if (mpz_cmp_ui(f.raw(), 1) == 0) return;
    for (std::size_t j : placed_)
      if (out_.segment[j] == seg)
        mpz_mul(out_.numerators[j].raw(), out_.numerators[j].raw(), f.raw());
    mpz_mul(out_.denominators[seg].raw(), out_.denominators[seg].raw(), f.raw());
  }

  std::span<const Integer> a_;
  const Integer &m_;
  const ReconstructionMargins &margins_;
  SharedDenominatorRun &out_;
  RunScratch &s_;
  const std::size_t modulus_bits_;
  const Integer *hint_ = nullptr;
  std::vector<std::size_t> placed_;
};

} // namespace

ReconstructionMargins ReconstructionMargins::for_lift(std::size_t coefficients,
                                                      std::size_t modulus_bits) {
  // A wrong integer image passes with probability 2^-integer_bits per
  // coefficient, a wrong fraction with bits(m) 2^-quotient_bits per run.
  ReconstructionMargins m;
  m.integer_bits = static_cast<unsigned>(20 + bit_length(coefficients));
  m.quotient_bits = m.integer_bits + static_cast<unsigned>(bit_length(modulus_bits));
  return m;
}

void SharedDenominatorRun::value(std::size_t i, Rational &out) const {
  mpq_ptr r = out.raw();
  mpz_set(mpq_numref(r), numerators[i].raw());
  mpz_set(mpq_denref(r), denominators[segment[i]].raw());
  mpq_canonicalize(r);
}

std::size_t reconstruct_shared_denominators(std::span<const Integer> coeffs, const Integer &m,
                                            const ReconstructionMargins &margins,
                                            std::size_t max_failures, SharedDenominatorRun &out,
                                            const Integer *hint) {
  RunBuilder run(coeffs, m, margins, hint, out);
  std::vector<std::size_t> failed;
  for (std::size_t i = 0; i < coeffs.size(); ++i) {
    if (run.place(i)) {
      run.placed(i);
      continue;
    }
    failed.push_back(i);
    if (failed.size() > max_failures) return failed.front();
  }
  // A coefficient that came before the denominator was complete.
  for (std::size_t i : failed) {
    if (!run.place(i)) return i;
    run.placed(i);
  }
  return coeffs.size();
}

} // namespace alkahest::gb
