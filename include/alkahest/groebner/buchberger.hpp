// alkahest/groebner/buchberger.hpp - the reference Groebner basis algorithm.
#pragma once

#include <alkahest/poly/polynomial.hpp>

#include <vector>

namespace alkahest::gb {

/// Buchberger's algorithm with the Gebauer-Moeller criteria and the sugar
/// strategy, over Q or Z/p: small and obviously right, the reference the
/// tests compare F4 against (and the over-Q certificate's pair machinery).
/// Returns the reduced basis: monic, interreduced, sorted by increasing
/// leading monomial; {} for the zero ideal, {1} for the unit ideal.
template <class Field>
std::vector<Polynomial<Field>> buchberger(const std::vector<Polynomial<Field>> &generators);

/// The reduced basis of an ideal given by any Groebner basis of it: drops
/// elements whose leading monomial is a multiple of another's, reduces every
/// tail, makes monic and sorts by increasing leading monomial.
template <class Field>
std::vector<Polynomial<Field>> reduce_basis(std::vector<Polynomial<Field>> basis);

/// The S-polynomial lcm/lt(f)*f - lcm/lt(g)*g of two monic-or-not polynomials.
template <class Field>
Polynomial<Field> s_polynomial(const Polynomial<Field> &f, const Polynomial<Field> &g);

} // namespace alkahest::gb
