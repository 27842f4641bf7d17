// alkahest/expr/number.hpp - exact numbers: GMP-backed integers and rationals.
#pragma once

#include <alkahest/expr/integer.hpp>
#include <alkahest/expr/rational.hpp>

namespace alkahest {

/// True when q has denominator 1.
inline bool is_integer(const Rational &q) { return mpz_cmp_ui(mpq_denref(q.raw()), 1) == 0; }

/// q converted to the nearest double (GMP's mpq_get_d truncates, so go
/// through a correctly rounded path: numerator and denominator as decimal
/// would be slow; mpfr is not a dependency, so scale instead).
double to_double(const Rational &q);

} // namespace alkahest

#include <alkahest/expr/number_impl.hpp>
