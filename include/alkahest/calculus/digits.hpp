// alkahest/calculus/digits.hpp - digits on demand: a real value to any number of correct digits.
#pragma once

#include <alkahest/expr.hpp>

#include <string>
#include <utility>
#include <vector>

namespace alkahest {

/// Most significant digits evaluate_digits() prints (E-DIGITS-003 above it).
inline constexpr unsigned kMaxDigits = 100000;
/// Largest decimal exponent evaluate_digits() prints (E-DIGITS-003 beyond it).
inline constexpr long kMaxDecimalExponent = 1000000;

/// Options of evaluate_digits().
struct DigitsOptions {
  /// The working precision gives up (E-DIGITS-002) past this many bits; 0
  /// means 16 times the precision the digits need, plus 8192.
  unsigned long max_precision_bits = 0;
};

/// A real value correctly rounded to a number of significant digits, with
/// the certificate that made it so.
struct Digits {
  /// The value rounded to nearest (ties to even) at `digits` significant
  /// digits, every one of them correct: "3.1415926535", "-2.5000e-12",
  /// "1.0000000000e+100". Positional when -6 <= exponent < digits,
  /// scientific otherwise; "0" for an exact zero.
  std::string text;
  /// The significand's digits (no sign, no point), `digits` of them, or
  /// "0" for an exact zero.
  std::string significand;
  /// The value is (-1)^negative * 0.significand... * 10^(exponent + 1),
  /// i.e. the first digit is the 10^exponent digit.
  long exponent = 0;
  bool negative = false;
  /// An upper bound of |exact value - the ball's midpoint| at the
  /// certifying precision, in decimal ("0" for an exact value): a rounded
  /// printed value is within half a unit of its last digit of the exact one.
  std::string radius;
  /// The working precision (bits) at which the rounding was certified.
  unsigned long precision_bits = 0;
};

/// e at the exact point (point[k] is the value of inputs[k]), correctly
/// rounded to `digits` significant digits. Arb ball arithmetic (MPFR-style
/// arbitrary precision with rigorous error bounds) at a working precision
/// that doubles until the ball rounds to one decimal string. Errors:
/// E-EVAL-001/002/005/006 as evaluate(); E-DIGITS-001 when a function
/// leaves its real domain at the exact value (log(0), sqrt(-1), 1/0);
/// E-DIGITS-002 when the digits or a domain question stay undecided at
/// DigitsOptions::max_precision_bits (an exact zero that does not fold,
/// sin(1)^2 + cos(1)^2 - 1); E-DIGITS-003 for digits outside 1..kMaxDigits
/// or a decimal exponent beyond kMaxDecimalExponent.
Digits evaluate_digits(const Expr &e, const std::vector<Expr> &inputs,
                       const std::vector<Rational> &point, unsigned digits,
                       const DigitsOptions &options = {});
/// A constant expression (no free symbols) to `digits` digits.
Digits evaluate_digits(const Expr &e, unsigned digits, const DigitsOptions &options = {});
/// At a point given as {symbol, value} pairs.
Digits evaluate_digits(const Expr &e, const std::vector<std::pair<Expr, Rational>> &bindings,
                       unsigned digits, const DigitsOptions &options = {});

} // namespace alkahest
