// alkahest/expr/decimal_literal.hpp - the exact rational a decimal literal denotes.
#pragma once

#include <alkahest/expr/number.hpp>

#include <string>
#include <string_view>

namespace alkahest {

/// Largest decimal exponent exact_decimal() accepts (|e| <=
/// kMaxExactDecimalExponent): 10^e is built as an exact integer.
inline constexpr long kMaxExactDecimalExponent = 100000;

/// The exact rational a decimal literal denotes: [sign] digits [. digits]
/// [e|E [sign] digits], e.g. "0.1" -> 1/10, "-2.5e-3" -> -1/400. Returns
/// false for any other text or an exponent beyond kMaxExactDecimalExponent.
inline bool exact_decimal(std::string_view text, Rational &out) {
  std::size_t i = 0;
  bool negative = false;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) negative = text[i++] == '-';
  std::string digits;
  long scale = 0; // value = digits * 10^(exponent - scale)
  bool any_digit = false, point = false;
  for (; i < text.size(); ++i) {
    char c = text[i];
    if (c >= '0' && c <= '9') {
      digits += c;
      any_digit = true;
      if (point) ++scale;
    } else if (c == '.' && !point) {
      point = true;
    } else {
      break;
    }
  }
  if (!any_digit) return false;
  long exponent = 0;
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    bool eneg = false;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) eneg = text[i++] == '-';
    if (i == text.size()) return false;
    for (; i < text.size(); ++i) {
      if (text[i] < '0' || text[i] > '9') return false;
      exponent = exponent * 10 + (text[i] - '0');
      if (exponent > 2 * kMaxExactDecimalExponent) return false;
    }
    if (eneg) exponent = -exponent;
  }
  if (i != text.size()) return false;
  long e10 = exponent - scale;
  if (e10 > kMaxExactDecimalExponent || e10 < -kMaxExactDecimalExponent) return false;
  std::size_t first = digits.find_first_not_of('0');
  Integer mantissa(first == std::string::npos ? std::string_view("0")
                                              : std::string_view(digits).substr(first));
  Integer power = pow(Integer(10), static_cast<unsigned>(e10 < 0 ? -e10 : e10));
  out = e10 < 0 ? Rational(mantissa, power) : Rational(mantissa * power);
  if (negative) out = -out;
  return true;
}

} // namespace alkahest
