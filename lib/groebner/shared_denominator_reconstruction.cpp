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
// the modulus exceeds 2|N_i|. D is revealed by the first coefficients (at
// once, or factor by factor along the element) through Monagan's maximal
// quotient reconstruction (ISSAC 2004), which needs the bits of |n| d, not
// twice those of max(|n|, d) (stopped at the first quotient large enough:
// where the denominator grows by a small factor, that quotient comes after a
// few steps of a sequence as long as the modulus), or through a hint: the denominators of a
// reduced basis are mostly nested, so the ones other elements revealed give
// D by a gcd. The primes needed then fall from twice the bits of the largest
// coefficient part towards the bits of the largest numerator over its
// element's denominator. The common denominator is the usual device of
// multi-modular Groebner codes (Arnold, JSC 35 (2003); Berthomieu, Eder,
// Safey El Din, ISSAC 2021).
#include "gmp_product.hpp"

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

  // Coefficient i over the current denominator, over one grown by the hint
  // or by a fraction, or over its own; false when none is small enough. A
  // denominator that grows is a new segment: the values placed before keep
  // theirs, so no numerator is ever rescaled.
  bool place(std::size_t i) {
    if (small_image(a_[i], out_.denominators.back(), s_.y)) {
      set(i, s_.y);
      return true;
    }
    // a H = h: a = h / H in lowest terms, by a gcd instead of a Euclidean run
    // with its quotients (GMP's gcd is subquadratic). The denominator grows
    // by what of that d it lacks, and the numerator is n (D / d).
    if (hint_ && small_image(a_[i], *hint_, s_.h)) {
      mpz_gcd(s_.g.raw(), s_.h.raw(), hint_->raw());
      mpz_divexact(s_.n.raw(), s_.h.raw(), s_.g.raw());
      mpz_divexact(s_.d.raw(), hint_->raw(), s_.g.raw());
      mpz_gcd(s_.g.raw(), s_.d.raw(), out_.denominators.back().raw());
      mpz_divexact(s_.g.raw(), s_.d.raw(), s_.g.raw());
      grow(s_.g);
      mpz_divexact(s_.g.raw(), out_.denominators.back().raw(), s_.d.raw());
      multiply_into(s_.n.raw(), s_.n.raw(), s_.g.raw());
      set(i, s_.n);
      return true;
    }
    // a D = n/d: a = n / (d D), over the denominator D d.
    if (first_large_quotient_reconstruct(s_.y, m_, margins_.quotient_bits, s_.n, s_.d)) {
      grow(s_.d);
      set(i, s_.n);
      return true;
    }
    if (mpz_cmp_ui(out_.denominators.back().raw(), 1) == 0) return false; // a itself was tried
    // The common denominator does not help here: a on its own, over its own
    // denominator (the one the next coefficients try).
    if (!first_large_quotient_reconstruct(a_[i], m_, margins_.quotient_bits, s_.n, s_.d))
      return false;
    out_.denominators.emplace_back();
    mpz_swap(out_.denominators.back().raw(), s_.d.raw());
    set(i, s_.n);
    return true;
  }

private:
  // y = a D mod m in the symmetric range; true when |y| leaves the margin.
  bool small_image(const Integer &a, const Integer &D, Integer &y) const {
    multiply_into(y.raw(), a.raw(), D.raw());
    mpz_fdiv_r(y.raw(), y.raw(), m_.raw());
    if (mpz_cmp(y.raw(), s_.half.raw()) > 0) mpz_sub(y.raw(), y.raw(), m_.raw());
    return mpz_sgn(y.raw()) == 0 ||
           mpz_sizeinbase(y.raw(), 2) + margins_.integer_bits + 1 < modulus_bits_;
  }

  // Value i is n over the current denominator (n is taken).
  void set(std::size_t i, Integer &n) {
    mpz_swap(out_.numerators[i].raw(), n.raw());
    out_.segment[i] = static_cast<std::uint32_t>(out_.denominators.size() - 1);
  }

  // A new segment whose denominator is the current one times f.
  void grow(const Integer &f) {
    if (mpz_cmp_ui(f.raw(), 1) == 0) return;
    Integer next;
    multiply_into(next.raw(), out_.denominators.back().raw(), f.raw());
    out_.denominators.push_back(std::move(next));
  }

  std::span<const Integer> a_;
  const Integer &m_;
  const ReconstructionMargins &margins_;
  SharedDenominatorRun &out_;
  RunScratch &s_;
  const std::size_t modulus_bits_;
  const Integer *hint_ = nullptr;
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

void SharedDenominatorRun::value(std::size_t i, Rational &out, const Integer *factor) const {
  // One gcd, and the quotients straight into the fraction: copying first and
  // canonicalising allocates and copies every coefficient twice.
  mpq_ptr r = out.raw();
  mpz_srcptr n = numerators[i].raw(), d = denominators[segment[i]].raw();
  if (mpz_sgn(n) == 0) { // gcd(0, factor) is the factor, not d
    mpz_set_ui(mpq_numref(r), 0);
    mpz_set_ui(mpq_denref(r), 1);
    return;
  }
  mpz_ptr g = run_scratch().g.raw();
  mpz_gcd(g, n, factor ? factor->raw() : d);
  if (mpz_cmp_ui(g, 1) == 0) {
    mpz_set(mpq_numref(r), n);
    mpz_set(mpq_denref(r), d);
    return;
  }
  mpz_divexact(mpq_numref(r), n, g);
  mpz_divexact(mpq_denref(r), d, g);
}

void numerator_product_mod(const SharedDenominatorRun &run, std::span<const std::size_t> members,
                           const Integer &d, Integer &out) {
  mpz_set_ui(out.raw(), 1);
  RunScratch &s = run_scratch();
  for (std::size_t i : members) {
    mpz_srcptr n = run.numerators[i].raw();
    if (mpz_sgn(n) == 0) continue;
    multiply_into(s.y.raw(), out.raw(), n);
    mpz_fdiv_r(out.raw(), s.y.raw(), d.raw());
  }
}

std::size_t reconstruct_shared_denominators(std::span<const Integer> coeffs, const Integer &m,
                                            const ReconstructionMargins &margins,
                                            std::size_t max_failures, SharedDenominatorRun &out,
                                            const Integer *hint) {
  RunBuilder run(coeffs, m, margins, hint, out);
  std::vector<std::size_t> failed;
  for (std::size_t i = 0; i < coeffs.size(); ++i) {
    if (run.place(i)) continue;
    failed.push_back(i);
    if (failed.size() > max_failures) return failed.front();
  }
  // A coefficient that came before the denominator was complete.
  for (std::size_t i : failed)
    if (!run.place(i)) return i;
  return coeffs.size();
}

} // namespace alkahest::gb
