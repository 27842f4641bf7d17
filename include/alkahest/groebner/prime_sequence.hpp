// alkahest/groebner/prime_sequence.hpp - the 31-bit primes the multi-modular driver uses.
#pragma once

#include <cstdint>

namespace alkahest::gb {

/// Deterministic primality for 32-bit n (Miller-Rabin with bases 2, 3, 5, 7,
/// exact below 3.2e9: Jaeschke, Math. Comp. 61 (1993)).
bool is_prime_u32(std::uint32_t n);

/// Hands out primes below 2^31 in decreasing order, starting at or below
/// `start` (default: 2^31 - 1).
class PrimeSequence {
public:
  explicit PrimeSequence(std::uint32_t start = 0x7fffffffu) : next_(start) {}
  std::uint32_t next();

private:
  std::uint32_t next_;
};

} // namespace alkahest::gb
