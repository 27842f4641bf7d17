// alkahest/expr/integer.hpp - Integer: an arbitrary-precision integer, a value class over GMP's
// mpz_t.
#pragma once

// Only <gmp.h> (and the macro-only linkage.hpp): this header is in every
// translation unit that includes <alkahest/expr.hpp>, so it stays a thin layer
// of inline calls into GMP.
#include <alkahest/expr/linkage.hpp>

#include <gmp.h>

#include <compare>
#include <concepts>
#include <cstddef>
#include <iosfwd>
#include <limits>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace alkahest {

namespace number_detail ALKAHEST_INTERNAL {

/// The built-in integer types that mix with Integer and Rational (bool and
/// the character types excluded: `z + 'a'` is a bug, not arithmetic).
template <class T>
concept BuiltinInteger = std::integral<T> && !std::same_as<T, bool> && !std::same_as<T, char> &&
                         !std::same_as<T, char8_t> && !std::same_as<T, char16_t> &&
                         !std::same_as<T, char32_t> && !std::same_as<T, wchar_t>;

static_assert(sizeof(long) >= sizeof(long long),
              "GMP's si/ui calls must take every built-in integer");

/// |v| as the unsigned long GMP's *_ui calls take (LONG_MIN included).
template <BuiltinInteger T> constexpr unsigned long magnitude(T v) noexcept {
  if constexpr (std::is_signed_v<T>)
    return v < 0 ? 0UL - static_cast<unsigned long>(v) : static_cast<unsigned long>(v);
  else
    return static_cast<unsigned long>(v);
}

[[noreturn]] inline void throw_division_by_zero() {
  throw std::overflow_error("Division by zero.");
}

/// The value of z clamped to T's range (unsigned T refuses a negative z, as
/// a cast from a negative value would silently wrap).
template <class T> T clamp_to(mpz_srcptr z) {
  if constexpr (std::is_floating_point_v<T>) {
    return static_cast<T>(mpz_get_d(z)); // truncates toward zero, like a C cast
  } else {
    static_assert(BuiltinInteger<T>, "convert_to: a built-in integer or floating-point type");
    if constexpr (std::is_signed_v<T>) {
      if (!mpz_fits_slong_p(z))
        return mpz_sgn(z) < 0 ? std::numeric_limits<T>::min() : std::numeric_limits<T>::max();
      long v = mpz_get_si(z);
      if (v < static_cast<long>(std::numeric_limits<T>::min()))
        return std::numeric_limits<T>::min();
      if (v > static_cast<long>(std::numeric_limits<T>::max()))
        return std::numeric_limits<T>::max();
      return static_cast<T>(v);
    } else {
      if (mpz_sgn(z) < 0)
        throw std::range_error("convert_to: a negative integer to an unsigned type");
      if (!mpz_fits_ulong_p(z)) return std::numeric_limits<T>::max();
      unsigned long v = mpz_get_ui(z);
      if (v > static_cast<unsigned long>(std::numeric_limits<T>::max()))
        return std::numeric_limits<T>::max();
      return static_cast<T>(v);
    }
  }
}

/// The shift count of `z << n` / `z >> n` (a negative count is a bug).
template <BuiltinInteger T> mp_bitcnt_t shift_count(T n) {
  if constexpr (std::is_signed_v<T>)
    if (n < 0) throw std::out_of_range("shift by a negative count");
  return static_cast<mp_bitcnt_t>(n);
}

} // namespace ALKAHEST_INTERNAL

/// An exact integer of any size. Division truncates toward zero and `%` takes
/// the sign of the dividend (C's rules); `>>` rounds toward minus infinity
/// (an arithmetic shift).
class Integer {
public:
  Integer() noexcept { mpz_init(z_); } // GMP >= 6.2: no allocation
  template <number_detail::BuiltinInteger T> Integer(T v) {
    if constexpr (std::is_signed_v<T>)
      mpz_init_set_si(z_, static_cast<long>(v));
    else
      mpz_init_set_ui(z_, static_cast<unsigned long>(v));
  }
  /// d truncated toward zero; d must be finite.
  explicit Integer(double d) {
    if (!(d - d == 0)) throw std::domain_error("Integer: a non-finite double");
    mpz_init_set_d(z_, d);
  }
  /// Decimal digits with an optional sign (leading zeros are decimal, never
  /// octal); anything else throws std::invalid_argument.
  explicit Integer(std::string_view text) : Integer() { assign_decimal(text); }
  explicit Integer(const char *text) : Integer(std::string_view(text)) {}
  explicit Integer(const std::string &text) : Integer(std::string_view(text)) {}
  explicit Integer(mpz_srcptr z) { mpz_init_set(z_, z); }

  Integer(const Integer &o) { mpz_init_set(z_, o.z_); }
  Integer(Integer &&o) noexcept {
    mpz_init(z_);
    mpz_swap(z_, o.z_);
  }
  Integer &operator=(const Integer &o) {
    mpz_set(z_, o.z_);
    return *this;
  }
  Integer &operator=(Integer &&o) noexcept {
    mpz_swap(z_, o.z_);
    return *this;
  }
  template <number_detail::BuiltinInteger T> Integer &operator=(T v) {
    if constexpr (std::is_signed_v<T>)
      mpz_set_si(z_, static_cast<long>(v));
    else
      mpz_set_ui(z_, static_cast<unsigned long>(v));
    return *this;
  }
  ~Integer() { mpz_clear(z_); }

  /// The GMP integer itself, for calls this class does not wrap.
  mpz_ptr raw() noexcept { return z_; }
  mpz_srcptr raw() const noexcept { return z_; }

  /// -1, 0 or 1.
  int sign() const noexcept { return mpz_sgn(z_); }
  bool is_zero() const noexcept { return mpz_sgn(z_) == 0; }
  /// Decimal, with a leading '-' when negative.
  std::string str() const {
    std::string s(mpz_sizeinbase(z_, 10) + 2, '\0');
    mpz_get_str(s.data(), 10, z_);
    s.resize(std::char_traits<char>::length(s.data()));
    return s;
  }
  /// Negative, zero or positive as *this is below, equal to or above o.
  int compare(const Integer &o) const noexcept { return mpz_cmp(z_, o.z_); }
  /// The value as T: floating point truncated toward zero (GMP's
  /// mpz_get_d), integers clamped to T's range; a negative value to an
  /// unsigned T throws std::range_error.
  template <class T> T convert_to() const { return number_detail::clamp_to<T>(z_); }
  explicit operator bool() const noexcept { return !is_zero(); }
  /// `static_cast<T>(x)` is convert_to<T>().
  template <class T>
  requires std::is_arithmetic_v<T> &&(!std::same_as<T, bool>)explicit operator T() const {
    return convert_to<T>();
  }

  Integer &operator+=(const Integer &o) {
    mpz_add(z_, z_, o.z_);
    return *this;
  }
  Integer &operator-=(const Integer &o) {
    mpz_sub(z_, z_, o.z_);
    return *this;
  }
  Integer &operator*=(const Integer &o) {
    mpz_mul(z_, z_, o.z_);
    return *this;
  }
  Integer &operator/=(const Integer &o) {
    if (o.is_zero()) number_detail::throw_division_by_zero();
    mpz_tdiv_q(z_, z_, o.z_);
    return *this;
  }
  Integer &operator%=(const Integer &o) {
    if (o.is_zero()) number_detail::throw_division_by_zero();
    mpz_tdiv_r(z_, z_, o.z_);
    return *this;
  }
  Integer &operator&=(const Integer &o) {
    mpz_and(z_, z_, o.z_);
    return *this;
  }
  Integer &operator|=(const Integer &o) {
    mpz_ior(z_, z_, o.z_);
    return *this;
  }
  Integer &operator^=(const Integer &o) {
    mpz_xor(z_, z_, o.z_);
    return *this;
  }
  template <number_detail::BuiltinInteger T> Integer &operator+=(T v) {
    if (v < 0)
      mpz_sub_ui(z_, z_, number_detail::magnitude(v));
    else
      mpz_add_ui(z_, z_, number_detail::magnitude(v));
    return *this;
  }
  template <number_detail::BuiltinInteger T> Integer &operator-=(T v) {
    if (v < 0)
      mpz_add_ui(z_, z_, number_detail::magnitude(v));
    else
      mpz_sub_ui(z_, z_, number_detail::magnitude(v));
    return *this;
  }
  template <number_detail::BuiltinInteger T> Integer &operator*=(T v) {
    mpz_mul_ui(z_, z_, number_detail::magnitude(v));
    if (v < 0) mpz_neg(z_, z_);
    return *this;
  }
  template <number_detail::BuiltinInteger T> Integer &operator/=(T v) {
    return *this /= Integer(v);
  }
  template <number_detail::BuiltinInteger T> Integer &operator%=(T v) {
    return *this %= Integer(v);
  }
  template <number_detail::BuiltinInteger T> Integer &operator&=(T v) {
    return *this &= Integer(v);
  }
  template <number_detail::BuiltinInteger T> Integer &operator|=(T v) {
    return *this |= Integer(v);
  }
  template <number_detail::BuiltinInteger T> Integer &operator^=(T v) {
    return *this ^= Integer(v);
  }
  template <number_detail::BuiltinInteger T> Integer &operator<<=(T n) {
    mpz_mul_2exp(z_, z_, number_detail::shift_count(n));
    return *this;
  }
  template <number_detail::BuiltinInteger T> Integer &operator>>=(T n) {
    mpz_fdiv_q_2exp(z_, z_, number_detail::shift_count(n));
    return *this;
  }
  Integer &operator++() { return *this += 1; }
  Integer &operator--() { return *this -= 1; }
  Integer operator++(int) {
    Integer old(*this);
    *this += 1;
    return old;
  }
  Integer operator--(int) {
    Integer old(*this);
    *this -= 1;
    return old;
  }

  friend Integer operator-(const Integer &a) {
    Integer r;
    mpz_neg(r.z_, a.z_);
    return r;
  }
  friend Integer operator-(Integer &&a) {
    mpz_neg(a.z_, a.z_);
    return std::move(a);
  }
  friend Integer operator+(const Integer &a) { return a; }
  friend Integer operator~(const Integer &a) {
    Integer r;
    mpz_com(r.z_, a.z_);
    return r;
  }

#define ALKAHEST_INTEGER_BINARY(op, call)                                                          \
  friend Integer operator op(const Integer &a, const Integer &b) {                                 \
    Integer r;                                                                                     \
    call(r.z_, a.z_, b.z_);                                                                        \
    return r;                                                                                      \
  }                                                                                                \
  friend Integer operator op(Integer &&a, const Integer &b) {                                      \
    call(a.z_, a.z_, b.z_);                                                                        \
    return std::move(a);                                                                           \
  }                                                                                                \
  template <number_detail::BuiltinInteger T> friend Integer operator op(Integer a, T b) {          \
    a op## = b;                                                                                    \
    return a;                                                                                      \
  }                                                                                                \
  template <number_detail::BuiltinInteger T> friend Integer operator op(T a, const Integer &b) {   \
    return Integer(a) op b;                                                                        \
  }
  ALKAHEST_INTEGER_BINARY(+, mpz_add)
  ALKAHEST_INTEGER_BINARY(-, mpz_sub)
  ALKAHEST_INTEGER_BINARY(*, mpz_mul)
  ALKAHEST_INTEGER_BINARY(&, mpz_and)
  ALKAHEST_INTEGER_BINARY(|, mpz_ior)
  ALKAHEST_INTEGER_BINARY(^, mpz_xor)
#undef ALKAHEST_INTEGER_BINARY

  friend Integer operator/(const Integer &a, const Integer &b) {
    if (b.is_zero()) number_detail::throw_division_by_zero();
    Integer r;
    mpz_tdiv_q(r.z_, a.z_, b.z_);
    return r;
  }
  friend Integer operator%(const Integer &a, const Integer &b) {
    if (b.is_zero()) number_detail::throw_division_by_zero();
    Integer r;
    mpz_tdiv_r(r.z_, a.z_, b.z_);
    return r;
  }
  template <number_detail::BuiltinInteger T> friend Integer operator/(const Integer &a, T b) {
    return a / Integer(b);
  }
  template <number_detail::BuiltinInteger T> friend Integer operator/(T a, const Integer &b) {
    return Integer(a) / b;
  }
  template <number_detail::BuiltinInteger T> friend Integer operator%(const Integer &a, T b) {
    return a % Integer(b);
  }
  template <number_detail::BuiltinInteger T> friend Integer operator%(T a, const Integer &b) {
    return Integer(a) % b;
  }
  template <number_detail::BuiltinInteger T> friend Integer operator<<(const Integer &a, T n) {
    Integer r;
    mpz_mul_2exp(r.z_, a.z_, number_detail::shift_count(n));
    return r;
  }
  template <number_detail::BuiltinInteger T> friend Integer operator>>(const Integer &a, T n) {
    Integer r;
    mpz_fdiv_q_2exp(r.z_, a.z_, number_detail::shift_count(n));
    return r;
  }

  friend bool operator==(const Integer &a, const Integer &b) noexcept {
    return mpz_cmp(a.z_, b.z_) == 0;
  }
  friend std::strong_ordering operator<=>(const Integer &a, const Integer &b) noexcept {
    return mpz_cmp(a.z_, b.z_) <=> 0;
  }
  template <number_detail::BuiltinInteger T>
  friend bool operator==(const Integer &a, T b) noexcept {
    return compare_builtin(a, b) == 0;
  }
  template <number_detail::BuiltinInteger T>
  friend std::strong_ordering operator<=>(const Integer &a, T b) noexcept {
    return compare_builtin(a, b) <=> 0;
  }

  template <class CharT, class Traits>
  friend std::basic_ostream<CharT, Traits> &operator<<(std::basic_ostream<CharT, Traits> &os,
                                                       const Integer &z) {
    return os << z.str();
  }

private:
  template <number_detail::BuiltinInteger T>
  static int compare_builtin(const Integer &a, T b) noexcept {
    if constexpr (std::is_signed_v<T>)
      return mpz_cmp_si(a.z_, static_cast<long>(b));
    else
      return mpz_cmp_ui(a.z_, static_cast<unsigned long>(b));
  }
  void assign_decimal(std::string_view text) {
    std::size_t i = !text.empty() && (text[0] == '-' || text[0] == '+') ? 1 : 0;
    if (i == text.size())
      throw std::invalid_argument("Integer: no digits in \"" + std::string(text) + "\"");
    for (std::size_t k = i; k < text.size(); ++k)
      if (text[k] < '0' || text[k] > '9')
        throw std::invalid_argument("Integer: \"" + std::string(text) +
                                    "\" is not a decimal integer");
    std::string digits(text.substr(i)); // NUL-terminated for GMP
    mpz_set_str(z_, digits.c_str(), 10);
    if (text[0] == '-') mpz_neg(z_, z_);
  }

  mpz_t z_;
};

static_assert(sizeof(Integer) == sizeof(__mpz_struct),
              "Integer must be layout-compatible with mpz_t");

inline Integer abs(const Integer &z) {
  Integer r;
  mpz_abs(r.raw(), z.raw());
  return r;
}
/// z^e.
inline Integer pow(const Integer &z, unsigned long e) {
  Integer r;
  mpz_pow_ui(r.raw(), z.raw(), e);
  return r;
}
/// The index of the most significant set bit of z > 0 (msb(1) == 0).
inline std::size_t msb(const Integer &z) {
  if (z.sign() <= 0) throw std::range_error("msb: the argument must be positive");
  return mpz_sizeinbase(z.raw(), 2) - 1;
}
/// Bit `index` of z in two's complement (so bit 0 is the parity).
inline bool bit_test(const Integer &z, std::size_t index) noexcept {
  return mpz_tstbit(z.raw(), static_cast<mp_bitcnt_t>(index)) != 0;
}
/// The non-negative greatest common divisor (gcd(0, 0) == 0).
inline Integer gcd(const Integer &a, const Integer &b) {
  Integer r;
  mpz_gcd(r.raw(), a.raw(), b.raw());
  return r;
}
/// The non-negative least common multiple (0 when either is 0).
inline Integer lcm(const Integer &a, const Integer &b) {
  Integer r;
  mpz_lcm(r.raw(), a.raw(), b.raw());
  return r;
}
/// floor(sqrt(z)) for z >= 0.
inline Integer sqrt(const Integer &z) {
  if (z.sign() < 0) throw std::domain_error("sqrt: a negative integer");
  Integer r;
  mpz_sqrt(r.raw(), z.raw());
  return r;
}
/// q = a / b truncated toward zero and r = a - q * b (the sign of a).
inline void divide_qr(const Integer &a, const Integer &b, Integer &q, Integer &r) {
  if (b.is_zero()) number_detail::throw_division_by_zero();
  mpz_tdiv_qr(q.raw(), r.raw(), a.raw(), b.raw());
}

} // namespace alkahest
