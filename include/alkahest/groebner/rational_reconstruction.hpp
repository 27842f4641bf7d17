// alkahest/groebner/rational_reconstruction.hpp - rational numbers from their residues.
#pragma once

#include <alkahest/expr/number.hpp>

#include <span>
#include <vector>

namespace alkahest::gb {

/// Wang's rational reconstruction by the extended Euclidean algorithm: finds
/// n/d with a = n/d mod m, |n|, d <= sqrt(m/2), gcd(n, d) = 1. Returns false
/// when no such fraction exists (then more primes are needed). The fraction,
/// when it exists, is unique (Wang, Guy, Davenport, "p-adic reconstruction of
/// rational numbers", SIGSAM Bull. 16 (1982); Collins & Encarnacion 1994).
bool rational_reconstruct(const Integer &a, const Integer &m, Rational &out);

/// Reconstructs a run of coefficients that share denominators (the
/// coefficients of one polynomial of a reduced basis): each a_i is first
/// multiplied by the lcm D of the denominators found so far; when a_i*D mod m
/// is small the coefficient is (a_i*D)/D and the Euclidean run is skipped.
/// This is the common-denominator trick of multi-modular Groebner codes
/// (e.g. msolve, Berthomieu-Eder-Safey El Din 2021). Fills out[i]; returns
/// the index of the first coefficient that failed, or coeffs.size().
std::size_t reconstruct_run(std::span<const Integer> coeffs, const Integer &m,
                            std::span<Rational> out);

} // namespace alkahest::gb
