// alkahest/expr/float_semantics.hpp - the double semantics every tier shares.
//
// The interpreter evaluates with these functions, the canonicaliser folds
// Float arguments with them, and the CPU JIT and GPU code generators emit the
// same operations in the same order: one definition keeps the tiers identical.
#pragma once

#include <bit>
#include <cmath>
#include <limits>

namespace alkahest {

/// x^n by binary powering, the integer-power rule of every tier. With m = |n|
/// and its bits b_k..b_0 (b_k = 1 the most significant), the product is formed
/// exactly in this order:
///   r = x;  for i = k-1 down to 0: { r = r * r; if (b_i) r = r * x; }
/// so x^2 = x*x, x^3 = (x*x)*x, x^4 = (x*x)*(x*x), x^5 = ((x*x)*(x*x))*x.
/// n = 0 gives 1.0 (even for NaN); n < 0 gives 1.0 / (x^m), one division.
/// The CPU JIT and the GPU code emit this same sequence of multiplications.
inline double ipow(double x, long long n) {
  if (n == 0) return 1.0;
  // |n| as unsigned so that n = LLONG_MIN is fine.
  unsigned long long m =
      n < 0 ? 0ULL - static_cast<unsigned long long>(n) : static_cast<unsigned long long>(n);
  int top = 63 - std::countl_zero(m);
  double r = x;
  for (int i = top - 1; i >= 0; --i) {
    r = r * r;
    if ((m >> i) & 1ULL) r = r * x;
  }
  return n < 0 ? 1.0 / r : r;
}

/// x^k for an exact integer k too large for ipow (|k| > 2^63 - 1), given
/// k_double = k rounded to a double and odd = k's parity: |x|^k_double, with
/// the sign of x when k is odd. Every double beyond 2^53 is even, so
/// std::pow(x, k_double) alone would lose the parity ((-1)^(2^64+1) = 1,
/// (-2)^(10^20+1) = +inf); this keeps it: -1 and -inf. For even k it is
/// exactly std::pow(x, k_double).
inline double big_integer_pow(double x, double k_double, bool odd) {
  double r = std::pow(std::fabs(x), k_double);
  return odd ? std::copysign(r, x) : r;
}

/// sign(x): -1, 0 (for both zeros, as +0.0) or 1; NaN for NaN.
inline double sign_value(double x) {
  if (x > 0) return 1.0;
  if (x < 0) return -1.0;
  if (x == 0) return 0.0;
  return std::numeric_limits<double>::quiet_NaN();
}

/// min(a, b): a quiet NaN if either is NaN, else the smaller; -0.0 < +0.0.
inline double min_value(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<double>::quiet_NaN();
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}

/// max(a, b): a quiet NaN if either is NaN, else the larger; +0.0 > -0.0.
inline double max_value(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<double>::quiet_NaN();
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}

} // namespace alkahest
