// lib/groebner/prime_sequence.cpp - 31-bit primes in decreasing order or drawn at
// random from [2^30, 2^31).
#include "support/hash.hpp"

#include <alkahest/groebner/prime_sequence.hpp>

#include <alkahest/error.hpp>

#include <chrono>
#include <random>

namespace alkahest::gb {
namespace {

// Far more than one computation uses (a lift stops at a few thousand
// primes) and a third of the pool: below it a draw finds a fresh prime
// within about 30 tries.
constexpr std::size_t kMaxRandomPrimes = std::size_t{1} << 24;

} // namespace

std::uint64_t fresh_prime_seed() {
  std::uint64_t seed = 0;
  try {
    std::random_device rd;
    seed = (std::uint64_t{rd()} << 32) ^ rd();
  } catch (const std::exception &) {
    // No entropy device: the clock still differs from run to run.
  }
  return seed ^
         static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
}

PrimeSequence PrimeSequence::random(std::uint64_t seed) {
  PrimeSequence s(0);
  s.random_ = true;
  s.state_ = seed;
  return s;
}

std::uint32_t PrimeSequence::next() {
  if (random_) {
    if (drawn_.size() >= kMaxRandomPrimes)
      raise(ErrorId::GbNoLuckyPrime, "ran out of random 31-bit primes");
    for (;;) {
      // 30 random bits above 2^30, made odd: every odd number of [2^30, 2^31)
      // is hit by two draws, so the pool's primes are equally likely.
      auto c = static_cast<std::uint32_t>(kRandomPrimeLow |
                                          (support::splitmix64_next(state_) >> 34) | 1u);
      if (is_prime_u32(c) && drawn_.insert(c).second) return c;
    }
  }
  while (next_ > (1u << 20)) {
    std::uint32_t c = next_--;
    if (is_prime_u32(c)) return c;
  }
  raise(ErrorId::GbNoLuckyPrime, "ran out of 31-bit primes");
}

} // namespace alkahest::gb
