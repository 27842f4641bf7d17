// lib/groebner_gpu/prime_constants.hpp - host side of the kernels' prime ABI and the CPU's exact
// 31-bit modular arithmetic.
#pragma once

#include "kernels/modular_abi.h"
#include "support/modular_arithmetic.hpp"

#include <cstdint>

namespace alkahest::gbgpu {
#pragma GCC visibility push(hidden)

__extension__ typedef unsigned __int128 uint128;

/// Constants of both GPU reductions for an odd prime p < 2^31.
inline GbPrime make_prime(std::uint32_t p) noexcept {
  std::uint32_t inv = p; // Newton: inv = p^-1 mod 2^32 (5 doublings from 3 bits)
  for (int i = 0; i < 5; ++i)
    inv *= 2u - p * inv;
  std::uint64_t r = (std::uint64_t{1} << 32) % p;
  GbPrime g{};
  g.p = p;
  g.minv = 0u - inv;
  g.r2 = static_cast<std::uint32_t>(r * r % p);
  g.mu = ~std::uint64_t{0} / p; // = floor(2^64 / p) since p is not a power of two
  return g;
}

/// a * b mod p by Barrett reduction with the 64-bit mu of make_prime.
inline std::uint32_t mul_mod(std::uint32_t a, std::uint32_t b, const GbPrime &q) noexcept {
  std::uint64_t t = std::uint64_t{a} * b;
  auto quo = static_cast<std::uint64_t>((static_cast<uint128>(t) * q.mu) >> 64);
  std::uint64_t r = t - quo * q.p;
  return static_cast<std::uint32_t>(r >= q.p ? r - q.p : r);
}

using support::inverse_mod;

/// True when p is an odd prime below 2^31: the moduli the kernels accept.
inline bool is_kernel_prime(std::uint32_t p) noexcept {
  return p >= 3 && p < (1u << 31) && p % 2 == 1 && support::is_prime_u32(p);
}

#pragma GCC visibility pop
} // namespace alkahest::gbgpu
