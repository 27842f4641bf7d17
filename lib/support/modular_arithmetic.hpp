// lib/support/modular_arithmetic.hpp - word-size modular arithmetic every layer shares: inverse and
// primality.
#pragma once

#include <cstdint>

namespace alkahest::support {
#pragma GCC visibility push(hidden)

/// a^-1 mod p for a prime p < 2^31 and a not divisible by p (extended
/// Euclid); 0 when p divides a. Inline: the row reductions call it once per
/// pivot row.
inline std::uint32_t inverse_mod(std::uint32_t a, std::uint32_t p) noexcept {
  std::int64_t t = 0, nt = 1, r = p, nr = a % p;
  while (nr != 0) {
    std::int64_t q = r / nr;
    std::int64_t tmp = t - q * nt;
    t = nt;
    nt = tmp;
    tmp = r - q * nr;
    r = nr;
    nr = tmp;
  }
  if (t < 0) t += p;
  return static_cast<std::uint32_t>(t);
}

/// Deterministic primality for 32-bit n (Miller-Rabin with bases 2, 3, 5, 7,
/// exact below 3.2e9: Jaeschke, Math. Comp. 61 (1993)), so exact for every
/// modulus below 2^31 the library accepts.
bool is_prime_u32(std::uint32_t n) noexcept;

#pragma GCC visibility pop
} // namespace alkahest::support
