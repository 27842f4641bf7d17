// lib/calculus/decimal_rounding.hpp - an exact rational rounded to n significant decimal digits.
#pragma once

#include <alkahest/expr/number.hpp>

#include <string>

#pragma GCC visibility push(hidden)
namespace alkahest::calculus {

/// How the last digit is chosen.
enum class DecimalRounding { NearestEven, Up };

/// A non-zero value as sign, n significant digits and the decimal exponent
/// of the first digit: value ~ (-1)^negative * d.ddd * 10^exponent.
struct DecimalDigits {
  bool negative = false;
  std::string significand;
  long exponent = 0;
  friend bool operator==(const DecimalDigits &, const DecimalDigits &) = default;
};

/// floor(log10 |q|) for q != 0, exactly.
long decimal_exponent(const Rational &q);

/// q != 0 rounded to n significant digits (|q| rounded, sign kept; Up rounds
/// |q| away from zero). A round up to the next power of ten moves the
/// exponent (9.96 at 2 digits is 1.0e1).
DecimalDigits round_decimal(const Rational &q, unsigned n, DecimalRounding mode);

/// "3.14", "-2.50e-12": positional when -6 <= exponent < digits, else scientific.
std::string format_decimal(const DecimalDigits &d);

} // namespace alkahest::calculus
#pragma GCC visibility pop
