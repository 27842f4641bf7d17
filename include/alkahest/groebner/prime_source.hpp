// alkahest/groebner/prime_source.hpp - the input system modulo successive primes of a multi-modular
// run, skipping the primes that divide a coefficient.
#pragma once

#include <alkahest/groebner/prime_sequence.hpp>
#include <alkahest/poly/polynomial.hpp>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace alkahest::gb {

/// What the over-Q Groebner driver and the multi-modular solver draw their
/// primes through: the next prime of a PrimeSequence whose reduction of the
/// system is defined and keeps every term (system_mod); a prime that divides
/// a coefficient is skipped and counted. Only those count: a batch of many
/// threads draws many primes that the lift never needs, and those are no
/// failure. Past `max_rejected` of them, E-GB-005 (no lucky prime to find).
class PrimeSource {
public:
  /// `system` must outlive the source.
  PrimeSource(const std::vector<PolyQ> &system, std::size_t max_rejected)
      : system_(system), max_rejected_(max_rejected) {}

  /// The system modulo the next usable prime of `primes`, which goes to `p`.
  std::vector<PolyZp> next(PrimeSequence &primes, std::uint32_t &p);
  /// Primes skipped so far because they divide a coefficient.
  std::size_t rejected() const noexcept { return rejected_; }

private:
  const std::vector<PolyQ> &system_;
  std::size_t max_rejected_;
  std::size_t rejected_ = 0;
};

} // namespace alkahest::gb
