// lib/poly/content.cpp - the content and primitive part of a polynomial over Q.
#include "content.hpp"

namespace alkahest::poly_detail {

Rational content(const PolyQ &f) {
  Integer num(0), den(1);
  for (const Rational &c : f.coeffs()) {
    num = gcd(num, numerator(c));
    den = lcm(den, denominator(c));
  }
  return Rational(num, den);
}

std::pair<Rational, PolyQ> split_content(const PolyQ &f) {
  if (f.is_zero()) return {Rational(0), f};
  Rational c = content(f);
  if (f.leading_coeff() < 0) c = -c;
  return {c, f.scale(Rational(1) / c)};
}

} // namespace alkahest::poly_detail
