// alkahest/poly/field.hpp - coefficient fields: Q (GMP) and Z/p for word-size primes.
#pragma once

#include <alkahest/expr/number.hpp>

#include <cstdint>
#include <string>

namespace alkahest {

/// The rationals; coefficients are GMP rationals (alkahest::Rational).
struct RationalField {
  using Coeff = Rational;
  static Coeff zero() { return Coeff(0); }
  static Coeff one() { return Coeff(1); }
  static bool is_zero(const Coeff &a) { return a == 0; }
  static Coeff add(const Coeff &a, const Coeff &b) { return a + b; }
  static Coeff sub(const Coeff &a, const Coeff &b) { return a - b; }
  static Coeff mul(const Coeff &a, const Coeff &b) { return a * b; }
  static Coeff neg(const Coeff &a) { return -a; }
  /// a^-1 for a != 0.
  static Coeff inv(const Coeff &a) { return Coeff(1) / a; }
  std::uint64_t characteristic() const noexcept { return 0; }
  friend bool operator==(const RationalField &, const RationalField &) = default;
};

/// Deterministic primality for 32-bit n (Miller-Rabin with bases 2, 3, 5, 7,
/// exact below 3.2e9: Jaeschke, Math. Comp. 61 (1993)).
bool is_prime_u32(std::uint32_t n);

/// True when n is a prime below 2^31: the moduli PrimeField accepts.
inline bool is_field_prime(std::uint64_t n) {
  return n < (std::uint64_t{1} << 31) && is_prime_u32(static_cast<std::uint32_t>(n));
}

/// Z/p for a prime p < 2^31; coefficients are residues in [0, p).
struct PrimeField {
  using Coeff = std::uint32_t;
  std::uint32_t p = 2;

  Coeff zero() const noexcept { return 0; }
  Coeff one() const noexcept { return 1; }
  static bool is_zero(Coeff a) noexcept { return a == 0; }
  Coeff add(Coeff a, Coeff b) const noexcept {
    std::uint32_t s = a + b; // < 2^32 since p < 2^31
    return s >= p ? s - p : s;
  }
  Coeff sub(Coeff a, Coeff b) const noexcept { return a >= b ? a - b : a + (p - b); }
  Coeff mul(Coeff a, Coeff b) const noexcept {
    return static_cast<Coeff>(static_cast<std::uint64_t>(a) * b % p);
  }
  Coeff neg(Coeff a) const noexcept { return a == 0 ? 0 : p - a; }
  /// a^-1 mod p for a != 0 (extended Euclid).
  Coeff inv(Coeff a) const noexcept;
  std::uint64_t characteristic() const noexcept { return p; }
  friend bool operator==(const PrimeField &, const PrimeField &) = default;
};

} // namespace alkahest
