// lib/poly/content.hpp - the content and primitive part of a polynomial over Q.
#pragma once

#include <alkahest/poly/polynomial.hpp>

#include <utility>

#pragma GCC visibility push(hidden)
namespace alkahest::poly_detail {

/// f = content * primitive, where primitive has integer coefficients with gcd
/// 1 and a positive leading coefficient in the ring's order, and content is
/// a rational of the leading coefficient's sign (gcd of the numerators over
/// the lcm of the denominators, signed). Zero: content 0, primitive zero.
std::pair<Rational, PolyQ> split_content(const PolyQ &f);

/// The non-negative content of f (gcd of numerators / lcm of denominators).
Rational content(const PolyQ &f);

} // namespace alkahest::poly_detail
#pragma GCC visibility pop
