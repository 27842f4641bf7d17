// lib/calculus/decimal_rounding.cpp - an exact rational rounded to n significant decimal digits.
#include "decimal_rounding.hpp"

#include <fmt/format.h>

#include <cmath>

namespace alkahest::calculus {
namespace {

Integer power_of_ten(long k) { return pow(Integer(10), static_cast<unsigned>(k)); }

/// |q| * 10^k, exactly.
Rational scaled(const Rational &q, long k) {
  Rational a = abs(q);
  return k >= 0 ? a * Rational(power_of_ten(k)) : a / Rational(power_of_ten(-k));
}

} // namespace

long decimal_exponent(const Rational &q) {
  // log10|q| from the bit lengths, within one of the truth; then settle it
  // exactly against powers of ten.
  long bits = static_cast<long>(msb(abs(numerator(q)))) - static_cast<long>(msb(denominator(q)));
  long e = static_cast<long>(std::floor(static_cast<double>(bits) * 0.30102999566398120));
  Rational a = abs(q);
  auto below = [&](long k) { // |q| < 10^k
    return k >= 0 ? a < Rational(power_of_ten(k)) : a * Rational(power_of_ten(-k)) < 1;
  };
  while (below(e))
    --e;
  while (!below(e + 1))
    ++e;
  return e;
}

DecimalDigits round_decimal(const Rational &q, unsigned n, DecimalRounding mode) {
  DecimalDigits d;
  d.negative = q < 0;
  d.exponent = decimal_exponent(q);
  Rational s = scaled(q, static_cast<long>(n) - 1 - d.exponent); // in [10^(n-1), 10^n)
  Integer whole, rest;
  divide_qr(numerator(s), denominator(s), whole, rest);
  if (rest != 0) {
    if (mode == DecimalRounding::Up) {
      whole += 1;
    } else {
      Integer twice = rest * 2;
      const Integer &den = denominator(s);
      if (twice > den || (twice == den && (whole & 1) != 0)) whole += 1;
    }
  }
  if (whole == power_of_ten(n)) {
    whole = power_of_ten(n - 1);
    ++d.exponent;
  }
  d.significand = whole.str();
  return d;
}

std::string format_decimal(const DecimalDigits &d) {
  const std::string &s = d.significand;
  long n = static_cast<long>(s.size());
  std::string out = d.negative ? "-" : "";
  if (d.exponent >= -6 && d.exponent < n) {
    if (d.exponent < 0) {
      out += "0.";
      out.append(static_cast<std::size_t>(-d.exponent - 1), '0');
      out += s;
    } else {
      out += s.substr(0, static_cast<std::size_t>(d.exponent + 1));
      if (d.exponent + 1 < n) {
        out += '.';
        out.append(s, static_cast<std::size_t>(d.exponent + 1));
      }
    }
    return out;
  }
  out += s.substr(0, 1);
  if (n > 1) {
    out += '.';
    out.append(s, 1);
  }
  return out + fmt::format("e{}{}", d.exponent < 0 ? '-' : '+', std::abs(d.exponent));
}

} // namespace alkahest::calculus
