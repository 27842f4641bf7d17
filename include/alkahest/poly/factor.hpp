// alkahest/poly/factor.hpp - gcd, square-free decomposition and factorisation of PolyQ and PolyZp.
#pragma once

#include <alkahest/poly/polynomial.hpp>

#include <utility>
#include <vector>

namespace alkahest {

/// f = unit * prod(factor^multiplicity), factors pairwise distinct, none
/// constant. Over Q every factor is primitive with integer coefficients and
/// a positive leading coefficient (in its ring's order), so the unit carries
/// the content and the sign; over Z/p every factor is monic. The zero
/// polynomial is unit 0 and no factors; a constant is itself with no factors.
/// Factors come sorted by total degree, then number of terms, then text.
template <class Field> struct Factorization {
  typename Field::Coeff unit{};
  std::vector<std::pair<Polynomial<Field>, unsigned long>> factors;

  /// unit * prod(factor^multiplicity), multiplied out.
  Polynomial<Field> expand(const PolyRingPtr &ring, Field field = {}) const;
};

using FactorizationQ = Factorization<RationalField>;
using FactorizationZp = Factorization<PrimeField>;

/// The monic greatest common divisor over Q (Z/p): the gcd whose leading
/// coefficient in the ring's order is 1; gcd(0, 0) = 0. E-POLY-004 for
/// polynomials of different rings or fields.
PolyQ gcd(const PolyQ &a, const PolyQ &b);
PolyZp gcd(const PolyZp &a, const PolyZp &b);

/// The gcd over Z extended to rational coefficients: content times
/// primitive part, where the content of the result is the gcd of the
/// inputs' contents (numerators' gcd over denominators' lcm) and the
/// primitive part has integer coefficients and a positive leading
/// coefficient. For integer polynomials this is their gcd in Z[x...]
/// (gcd(6x+6, 4x+4) = 2x+2).
PolyQ gcd_integral(const PolyQ &a, const PolyQ &b);

/// The irreducible factorisation over Q (factors irreducible over Z, hence
/// over Q) and over Z/p (irreducible over Z/p), multivariate.
FactorizationQ factor(const PolyQ &f);
FactorizationZp factor(const PolyZp &f);

/// The square-free decomposition: factors square-free and pairwise coprime
/// (not irreducible; several may share a multiplicity). Over Z/p a
/// polynomial in x^p is split as far as its p-th roots allow.
FactorizationQ square_free(const PolyQ &f);
FactorizationZp square_free(const PolyZp &f);

extern template struct Factorization<RationalField>;
extern template struct Factorization<PrimeField>;

} // namespace alkahest
