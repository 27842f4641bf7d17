// alkahest/expr/number.hpp - exact numbers: GMP-backed integers and rationals.
#pragma once

#include <boost/multiprecision/gmp.hpp>

namespace alkahest {

using Integer = boost::multiprecision::mpz_int;
using Rational = boost::multiprecision::mpq_rational;

/// True when q has denominator 1.
inline bool is_integer(const Rational &q) {
  return boost::multiprecision::denominator(q) == 1;
}

/// q converted to the nearest double (GMP's mpq_get_d truncates, so go
/// through a correctly rounded path: numerator and denominator as decimal
/// would be slow; mpfr is not a dependency, so scale instead).
double to_double(const Rational &q);

} // namespace alkahest

#include <alkahest/expr/number_impl.hpp>
