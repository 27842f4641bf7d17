// lib/support/primality.cpp - deterministic Miller-Rabin below 2^32, the one
// primality test of the library (fields, file reader, prime sequences, GPU primes).
#include "support/modular_arithmetic.hpp"

#include <initializer_list>

namespace alkahest::support {
#pragma GCC visibility push(hidden)
namespace {

std::uint64_t pow_mod(std::uint64_t b, std::uint64_t e, std::uint64_t m) {
  std::uint64_t r = 1;
  b %= m;
  while (e) {
    if (e & 1) r = r * b % m;
    b = b * b % m;
    e >>= 1;
  }
  return r;
}

} // namespace

bool is_prime_u32(std::uint32_t n) noexcept {
  if (n < 2) return false;
  for (std::uint32_t q : {2u, 3u, 5u, 7u, 11u, 13u})
    if (n % q == 0) return n == q;
  std::uint32_t d = n - 1;
  int s = 0;
  while ((d & 1) == 0) {
    d >>= 1;
    ++s;
  }
  for (std::uint64_t a : {2u, 3u, 5u, 7u}) {
    std::uint64_t x = pow_mod(a, d, n);
    if (x == 1 || x == n - 1) continue;
    bool composite = true;
    for (int i = 1; i < s; ++i) {
      x = x * x % n;
      if (x == n - 1) {
        composite = false;
        break;
      }
    }
    if (composite) return false;
  }
  return true;
}

#pragma GCC visibility pop
} // namespace alkahest::support
