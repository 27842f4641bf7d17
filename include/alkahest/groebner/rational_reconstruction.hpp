// alkahest/groebner/rational_reconstruction.hpp - rational numbers from their residues.
#pragma once

#include <alkahest/expr/number.hpp>

#include <cstdint>
#include <span>
#include <vector>

namespace alkahest::gb {

/// Wang's rational reconstruction by the extended Euclidean algorithm: finds
/// n/d with a = n/d mod m, |n|, d <= sqrt(m/2), gcd(n, d) = 1. Returns false
/// when no such fraction exists (then more primes are needed). The fraction,
/// when it exists, is unique (Wang, Guy, Davenport, "p-adic reconstruction of
/// rational numbers", SIGSAM Bull. 16 (1982); Collins & Encarnacion 1994).
bool rational_reconstruct(const Integer &a, const Integer &m, Rational &out);

/// Monagan's maximal quotient rational reconstruction ("Maximal quotient
/// rational reconstruction: an almost optimal algorithm for rational
/// reconstruction", ISSAC 2004): n/d = a mod m with gcd(n, d) = 1, d > 0,
/// taken from the remainder sequence of (m, a) just before its largest
/// quotient, when that quotient exceeds 2^margin_bits (then |n| d < m /
/// 2^margin_bits). It succeeds once |n| d is a little below m / 2^margin_bits
/// whatever the sizes of n and d (Wang's bound needs both below sqrt(m/2));
/// a random residue passes with probability about bits(m) / 2^margin_bits.
bool maximal_quotient_reconstruct(const Integer &a, const Integer &m, unsigned margin_bits,
                                  Integer &numerator, Integer &denominator);

/// As maximal_quotient_reconstruct, from the pair before the first quotient
/// above 2^margin_bits instead of the largest: it stops there rather than
/// running the rest of the remainder sequence (a fraction with a small
/// denominator is found after a few of its steps). The acceptance test and
/// its odds are the same (any quotient above 2^margin_bits gives |n| d <
/// m / 2^margin_bits, and a random residue shows one with probability about
/// bits(m) / 2^margin_bits); the two differ only where a residue shows two
/// such quotients, which the caller's checks against further primes catch.
bool first_large_quotient_reconstruct(const Integer &a, const Integer &m, unsigned margin_bits,
                                      Integer &numerator, Integer &denominator);

/// The bits a reconstruction keeps between what it accepts and the modulus:
/// an integer image y is accepted when |y| < m / 2^(integer_bits + 1), a
/// fraction when its largest quotient exceeds 2^quotient_bits. Larger margins
/// make a wrong acceptance from too few primes less likely and cost
/// margin / 31 primes more.
struct ReconstructionMargins {
  unsigned integer_bits = 24;
  unsigned quotient_bits = 40;
  /// Margins for `coefficients` values lifted modulo a `modulus_bits`-bit
  /// number: a wrong acceptance anywhere stays below about 2^-20.
  static ReconstructionMargins for_lift(std::size_t coefficients, std::size_t modulus_bits);
};

/// Coefficients over shared denominators: value i is numerators[i] /
/// denominators[segment[i]] (not necessarily in lowest terms).
struct SharedDenominatorRun {
  std::vector<Integer> numerators;
  std::vector<std::uint32_t> segment;
  std::vector<Integer> denominators;

  std::size_t size() const { return numerators.size(); }
  /// Value i in lowest terms, into `out`. `factor`, when given, is a divisor
  /// of value i's denominator that its gcd with the numerator divides (see
  /// numerator_product_mod): the gcd is taken with it, a smaller number.
  void value(std::size_t i, Rational &out, const Integer *factor = nullptr) const;
};

/// The product of the non-zero numerators at `members` of `run` modulo d,
/// into `out` (1 when there are none). For d the denominator of their
/// segment, gcd(d, that product) is a factor for SharedDenominatorRun::value:
/// each member's gcd(numerator, d) divides both.
void numerator_product_mod(const SharedDenominatorRun &run, std::span<const std::size_t> members,
                           const Integer &d, Integer &out);

/// Reconstructs a run of coefficients that share most of their denominators
/// (the tail of one element of a reduced basis, a polynomial of a
/// parametrization) with a running common denominator D: a coefficient a is
/// first tried as the integer y = a D mod m in the symmetric range, accepted
/// when |y| is below the integer margin (then a = y / D); otherwise y is
/// reconstructed as a fraction n/d by maximal quotient (then a = n / (d D) and
/// D grows by d); otherwise a itself (then a new segment starts with its
/// denominator, for runs where the common denominator does not help). Once D
/// is known the other coefficients need only as many primes as their
/// numerators over D, not twice the bits of their largest part as with Wang's
/// bound. A `hint` (a multiple of the denominators expected, such as the
/// denominators other runs found) is tried before a fraction: when a H is a
/// small integer h, a = h / H is put in lowest terms by a gcd, which is
/// subquadratic where the Euclidean run of a reconstruction is not.
/// Coefficients that fail are retried once with the final D. Stops after more
/// than `max_failures` failures in the first pass. Returns the index of the
/// first coefficient that failed, or coeffs.size().
std::size_t reconstruct_shared_denominators(std::span<const Integer> coeffs, const Integer &m,
                                            const ReconstructionMargins &margins,
                                            std::size_t max_failures, SharedDenominatorRun &out,
                                            const Integer *hint = nullptr);

} // namespace alkahest::gb
