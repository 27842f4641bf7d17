// alkahest/expr/number_impl.hpp - correctly rounded Rational -> double.
#pragma once

#include <cmath>
#include <limits>

namespace alkahest {

// Correct rounding matters: the interpreter, the JIT and the GPU must all see
// the same double for a rational constant. We compute floor(|q| * 2^k) for a
// k that leaves 55+ significant bits, then round to nearest-even by hand
// using the sticky remainder.
inline double to_double(const Rational &q) {
  Integer num = numerator(q), den = denominator(q);
  if (num == 0) return 0.0;
  bool neg = num < 0;
  if (neg) num = -num;
  long nb = static_cast<long>(msb(num)) + 1;
  long db = static_cast<long>(msb(den)) + 1;
  long shift = 55 - (nb - db); // quotient gets ~55..56 bits
  Integer a = num, b = den;
  if (shift > 0)
    a <<= static_cast<unsigned>(shift);
  else if (shift < 0)
    b <<= static_cast<unsigned>(-shift);
  Integer quo, rem;
  divide_qr(a, b, quo, rem);
  // quo has 55 or 56 bits; keep 53 (or fewer for subnormals), round the rest.
  long qbits = static_cast<long>(msb(quo)) + 1;
  long exp2 = qbits - shift; // value ~ quo * 2^-shift, top bit at 2^(exp2-1)
  long keep = 53;
  if (exp2 - 1 < -1022) keep = 53 - ((-1022) - (exp2 - 1));
  if (keep < 0) keep = 0;
  long drop = qbits - keep;
  Integer mant = quo >> static_cast<unsigned>(drop);
  Integer dropped = quo - (mant << static_cast<unsigned>(drop));
  Integer half = Integer(1) << static_cast<unsigned>(drop - 1);
  bool sticky = rem != 0;
  if (dropped > half || (dropped == half && (sticky || (mant & 1) != 0))) mant += 1;
  double m = mant.convert_to<double>(); // exact: at most 54 bits, a power of 2 if 54
  double r = std::ldexp(m, static_cast<int>(drop - shift));
  return neg ? -r : r;
}

} // namespace alkahest
