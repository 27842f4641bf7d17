// alkahest/expr/rational.hpp - Rational: an exact fraction in lowest terms, a value class over
// GMP's mpq_t.
#pragma once

#include <alkahest/expr/integer.hpp>

namespace alkahest {

class Rational;
double to_double(const Rational &q);

/// An exact rational number, always canonical: gcd(numerator, denominator)
/// == 1 and denominator > 0. Dividing by zero throws std::overflow_error.
class Rational {
public:
  Rational() { mpq_init(q_); } // not noexcept: mpq_init allocates the denominator
  template <number_detail::BuiltinInteger T> Rational(T v) {
    mpq_init(q_);
    if constexpr (std::is_signed_v<T>)
      mpq_set_si(q_, static_cast<long>(v), 1);
    else
      mpq_set_ui(q_, static_cast<unsigned long>(v), 1);
  }
  Rational(const Integer &z) {
    mpq_init(q_);
    mpq_set_z(q_, z.raw());
  }
  Rational(Integer &&z) {
    mpq_init(q_);
    mpz_swap(mpq_numref(q_), z.raw());
  }
  /// num / den in lowest terms; den == 0 throws std::overflow_error.
  Rational(const Integer &num, const Integer &den) {
    if (den.is_zero()) number_detail::throw_division_by_zero();
    mpq_init(q_);
    mpz_set(mpq_numref(q_), num.raw());
    mpz_set(mpq_denref(q_), den.raw());
    mpq_canonicalize(q_);
  }
  /// The exact value of a finite double (every double is a dyadic rational).
  explicit Rational(double d) {
    if (!(d - d == 0)) throw std::domain_error("Rational: a non-finite double");
    mpq_init(q_);
    mpq_set_d(q_, d);
  }
  /// "a" or "a/b" in decimal, a and b optionally signed; anything else, or
  /// b == 0, throws std::invalid_argument.
  explicit Rational(std::string_view text) : Rational() {
    std::size_t slash = text.find('/');
    Integer num(text.substr(0, slash));
    if (slash == std::string_view::npos) {
      mpz_swap(mpq_numref(q_), num.raw());
      return;
    }
    Integer den(text.substr(slash + 1));
    if (den.is_zero())
      throw std::invalid_argument("Rational: a zero denominator in \"" + std::string(text) + "\"");
    mpz_swap(mpq_numref(q_), num.raw());
    mpz_swap(mpq_denref(q_), den.raw());
    mpq_canonicalize(q_);
  }
  explicit Rational(const char *text) : Rational(std::string_view(text)) {}
  explicit Rational(const std::string &text) : Rational(std::string_view(text)) {}
  /// A copy of q, which must be canonical.
  explicit Rational(mpq_srcptr q) {
    mpq_init(q_);
    mpq_set(q_, q);
  }

  Rational(const Rational &o) {
    mpq_init(q_);
    mpq_set(q_, o.q_);
  }
  // mpq_init allocates, so a move steals the fraction and leaves the source
  // empty (no limbs): an empty Rational may only be assigned or destroyed.
  // Vectors and variants of rationals move a lot.
  Rational(Rational &&o) noexcept {
    *q_ = *o.q_;
    mpq_numref(o.q_)->_mp_d = nullptr;
  }
  Rational &operator=(const Rational &o) {
    if (this == &o) return *this;
    if (empty()) mpq_init(q_);
    mpq_set(q_, o.q_);
    return *this;
  }
  Rational &operator=(Rational &&o) noexcept {
    mpq_swap(q_, o.q_);
    return *this;
  }
  ~Rational() {
    if (!empty()) mpq_clear(q_);
  }

  /// The GMP rational itself, for calls this class does not wrap; a caller
  /// that writes the numerator or denominator must leave it canonical
  /// (mpq_canonicalize).
  mpq_ptr raw() noexcept { return q_; }
  mpq_srcptr raw() const noexcept { return q_; }

  int sign() const noexcept { return mpq_sgn(q_); }
  bool is_zero() const noexcept { return mpq_sgn(q_) == 0; }
  /// "a" when the denominator is 1, "a/b" otherwise (decimal).
  std::string str() const {
    std::string s(mpz_sizeinbase(mpq_numref(q_), 10) + mpz_sizeinbase(mpq_denref(q_), 10) + 3,
                  '\0');
    mpq_get_str(s.data(), 10, q_);
    s.resize(std::char_traits<char>::length(s.data()));
    return s;
  }
  /// Negative, zero or positive as *this is below, equal to or above o.
  int compare(const Rational &o) const noexcept { return mpq_cmp(q_, o.q_); }
  /// The value as T: floating point correctly rounded (to_double),
  /// integers truncated toward zero then clamped to T's range.
  template <class T> T convert_to() const {
    if constexpr (std::is_floating_point_v<T>) {
      return static_cast<T>(to_double(*this));
    } else {
      Integer t;
      mpz_tdiv_q(t.raw(), mpq_numref(q_), mpq_denref(q_));
      return t.convert_to<T>();
    }
  }

  explicit operator bool() const noexcept { return !is_zero(); }
  /// `static_cast<T>(x)` is convert_to<T>().
  template <class T>
  requires std::is_arithmetic_v<T> &&(!std::same_as<T, bool>)explicit operator T() const {
    return convert_to<T>();
  }

  Rational &operator+=(const Rational &o) {
    mpq_add(q_, q_, o.q_);
    return *this;
  }
  Rational &operator-=(const Rational &o) {
    mpq_sub(q_, q_, o.q_);
    return *this;
  }
  Rational &operator*=(const Rational &o) {
    mpq_mul(q_, q_, o.q_);
    return *this;
  }
  Rational &operator/=(const Rational &o) {
    if (o.is_zero()) number_detail::throw_division_by_zero();
    mpq_div(q_, q_, o.q_);
    return *this;
  }

  friend Rational operator-(const Rational &a) {
    Rational r;
    mpq_neg(r.q_, a.q_);
    return r;
  }
  friend Rational operator-(Rational &&a) {
    mpq_neg(a.q_, a.q_);
    return std::move(a);
  }
  friend Rational operator+(const Rational &a) { return a; }

#define ALKAHEST_RATIONAL_BINARY(op, call)                                                         \
  friend Rational operator op(const Rational &a, const Rational &b) {                              \
    check_##call(b);                                                                               \
    Rational r;                                                                                    \
    call(r.q_, a.q_, b.q_);                                                                        \
    return r;                                                                                      \
  }                                                                                                \
  friend Rational operator op(Rational &&a, const Rational &b) {                                   \
    check_##call(b);                                                                               \
    call(a.q_, a.q_, b.q_);                                                                        \
    return std::move(a);                                                                           \
  }
  ALKAHEST_RATIONAL_BINARY(+, mpq_add)
  ALKAHEST_RATIONAL_BINARY(-, mpq_sub)
  ALKAHEST_RATIONAL_BINARY(*, mpq_mul)
  ALKAHEST_RATIONAL_BINARY(/, mpq_div)
#undef ALKAHEST_RATIONAL_BINARY

  // Equality compares limb by limb (mpq_equal) and costs no multiplication,
  // which matters for numbers of millions of bits; ordering needs mpq_cmp.
  friend bool operator==(const Rational &a, const Rational &b) noexcept {
    return mpq_equal(a.q_, b.q_) != 0;
  }
  friend std::strong_ordering operator<=>(const Rational &a, const Rational &b) noexcept {
    return mpq_cmp(a.q_, b.q_) <=> 0;
  }
  friend bool operator==(const Rational &a, const Integer &b) noexcept {
    return mpz_cmp_ui(mpq_denref(a.q_), 1) == 0 && mpz_cmp(mpq_numref(a.q_), b.raw()) == 0;
  }
  friend std::strong_ordering operator<=>(const Rational &a, const Integer &b) noexcept {
    return mpq_cmp_z(a.q_, b.raw()) <=> 0;
  }
  template <number_detail::BuiltinInteger T>
  friend bool operator==(const Rational &a, T b) noexcept {
    return compare_builtin(a, b) == 0;
  }
  template <number_detail::BuiltinInteger T>
  friend std::strong_ordering operator<=>(const Rational &a, T b) noexcept {
    return compare_builtin(a, b) <=> 0;
  }

  template <class CharT, class Traits>
  friend std::basic_ostream<CharT, Traits> &operator<<(std::basic_ostream<CharT, Traits> &os,
                                                       const Rational &q) {
    return os << q.str();
  }

private:
  bool empty() const noexcept { return mpq_numref(q_)->_mp_d == nullptr; }
  static void check_mpq_add(const Rational &) noexcept {}
  static void check_mpq_sub(const Rational &) noexcept {}
  static void check_mpq_mul(const Rational &) noexcept {}
  static void check_mpq_div(const Rational &b) {
    if (b.is_zero()) number_detail::throw_division_by_zero();
  }
  template <number_detail::BuiltinInteger T>
  static int compare_builtin(const Rational &a, T b) noexcept {
    if constexpr (std::is_signed_v<T>)
      return mpq_cmp_si(a.q_, static_cast<long>(b), 1);
    else
      return mpq_cmp_ui(a.q_, static_cast<unsigned long>(b), 1);
  }

  mpq_t q_;
};

/// The numerator and denominator of q (denominator > 0), as references into
/// q; a temporary's are returned by value.
inline const Integer &numerator(const Rational &q) noexcept {
  return *reinterpret_cast<const Integer *>(mpq_numref(q.raw()));
}
inline const Integer &denominator(const Rational &q) noexcept {
  return *reinterpret_cast<const Integer *>(mpq_denref(q.raw()));
}
inline Integer numerator(Rational &&q) { return Integer(mpq_numref(q.raw())); }
inline Integer denominator(Rational &&q) { return Integer(mpq_denref(q.raw())); }

inline Rational abs(const Rational &q) {
  Rational r;
  mpq_abs(r.raw(), q.raw());
  return r;
}
/// q^e.
inline Rational pow(const Rational &q, unsigned long e) {
  Rational r;
  mpz_pow_ui(mpq_numref(r.raw()), mpq_numref(q.raw()), e);
  mpz_pow_ui(mpq_denref(r.raw()), mpq_denref(q.raw()), e);
  return r;
}

} // namespace alkahest
