// lib/solve/multimodular_rur.hpp - the rational univariate representation over
// Q, lifted from its images modulo many primes.
#pragma once

#include "solve_budget.hpp"

#include <alkahest/poly.hpp>
#include <alkahest/solve/remote_representation.hpp>

#include <optional>
#include <vector>

#pragma GCC visibility push(hidden)
namespace alkahest::solving {

/// x_v = numerators[k](t) / P'(t) at the roots t of the monic eliminant P,
/// over Q, for v = outputs[k]; t is the ring's last variable.
struct RurOverQ {
  std::vector<Rational> eliminant;               ///< P, c[k] of t^k, monic
  std::vector<std::vector<Rational>> numerators; ///< per output variable
  std::size_t primes = 0;                        ///< primes in the lift
  std::size_t unlucky = 0;                       ///< primes rejected
  std::size_t primes_from_device = 0;            ///< of `primes`, replayed on a device
  double learn_seconds = 0, replay_seconds = 0, lift_seconds = 0;
  /// Where the replays ran (GroebnerOptions::backend and device).
  GpuBackendReport gpu;
};

/// What the modular computation found, when it is no representation.
enum class RurPath : std::uint8_t {
  Ok,
  Unit,              ///< the first prime's basis is {1}
  PositiveDimension, ///< infinitely many standard monomials modulo the first prime
  TooLarge,          ///< more standard monomials than asked for
  NotSeparating,     ///< the last variable does not separate (or I is not radical)
};

struct RurAttempt {
  RurPath path = RurPath::Ok;
  std::size_t dimension = 0; ///< standard monomials modulo the learning prime
  std::optional<RurOverQ> rur;
};

/// The representation of <system> (non-zero polynomials of one grevlex
/// ring): the grevlex basis modulo a first prime by F4, learned as a trace
/// and replayed on further primes (on the CPU's threads and, as
/// GroebnerOptions::backend says, on the devices beside them), the modular
/// representation of each (modular_rur, always on the CPU), CRT and
/// rational reconstruction (gb::CoefficientLift) of the primes in the order
/// they were drawn (prime_schedule.hpp), `remote`'s (other processes', when
/// given) among them, trusted once it agrees with
/// GroebnerOptions::stability_primes further primes. Anything but Ok is
/// what the first prime shows; the caller decides (the exact path handles
/// every case). Raises the budget's codes, and E-GB-005 when no lift is
/// stable within the prime limit.
RurAttempt multimodular_rur(const std::vector<PolyQ> &system,
                            const std::vector<std::size_t> &outputs, std::size_t max_dimension,
                            SolveBudget &budget, RemoteRepresentations *remote = nullptr);

} // namespace alkahest::solving
#pragma GCC visibility pop
