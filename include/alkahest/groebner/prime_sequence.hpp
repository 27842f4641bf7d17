// alkahest/groebner/prime_sequence.hpp - the 31-bit primes the multi-modular driver uses.
#pragma once

#include <alkahest/poly/field.hpp>

#include <cstdint>
#include <unordered_set>

namespace alkahest::gb {

using alkahest::is_prime_u32;

/// Bounds of the pool random primes are drawn from: every prime in
/// [2^30, 2^31) (about 5.07e7 of them). Below 2^31 so that the CPU's and
/// the GPU kernels' arithmetic (sums of two residues in 32 bits) holds.
inline constexpr std::uint32_t kRandomPrimeLow = 1u << 30, kRandomPrimeHigh = 0x7fffffffu;

/// A seed from the operating system's entropy source (std::random_device),
/// for a run that was given none.
std::uint64_t fresh_prime_seed();

/// Hands out distinct primes below 2^31. Two kinds: descending from `start`
/// (the default 2^31 - 1: reproducible, and what the GPU benchmarks use), or
/// drawn uniformly at random from [2^30, 2^31) by a generator seeded with a
/// 64-bit seed. The multi-modular driver uses random primes, so that no input
/// can be crafted against the primes it will use (docs/groebner.md); the
/// same seed gives the same primes on every platform (splitmix64, no
/// std::uniform_int_distribution).
class PrimeSequence {
public:
  explicit PrimeSequence(std::uint32_t start = 0x7fffffffu) : next_(start) {}
  static PrimeSequence random(std::uint64_t seed);

  std::uint32_t next();
  bool is_random() const noexcept { return random_; }

private:
  std::uint32_t next_;
  bool random_ = false;
  std::uint64_t state_ = 0;
  std::unordered_set<std::uint32_t> drawn_;
};

} // namespace alkahest::gb
