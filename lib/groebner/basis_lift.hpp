// lib/groebner/basis_lift.hpp - the lift over Q of one trace's bases mod p.
#pragma once

#include <alkahest/groebner/crt.hpp>
#include <alkahest/groebner/f4.hpp>

#include <optional>

namespace alkahest::gb {

/// Lifts the reduced bases mod p of one learned trace to Q: CRT of the tails
/// (the coefficients after each leading 1) in batches, and rational
/// reconstruction only when it can succeed.
///
/// A full reconstruction costs as much as the whole lift, so it is tried
/// only when a few probe coefficients reconstruct and then agree with the
/// next prime, and, after a failed full attempt, once the primes have grown
/// by a constant factor: the attempts are logarithmically many. A failed
/// attempt makes the coefficient that failed a probe. Probes (a handful of
/// single coefficients, lifted prime by prime) are tried when the primes have
/// grown by a small factor. The candidate is trusted once it agrees with
/// `stability` further primes, as before the verification by fresh primes.
class BasisLift {
public:
  explicit BasisLift(const F4Trace &trace);

  std::size_t primes() const { return crt_.primes(); }
  /// Bits of the product of all primes added.
  std::size_t bits() const;

  /// Adds one prime's basis (checks the candidate against it, if there is one).
  void add(const ModularBasis &mb, unsigned threads);

  /// Tries to reconstruct; true when the candidate is complete and has agreed
  /// with `stability` primes added after it.
  bool reconstruct(unsigned stability, unsigned threads);

  /// Drops the candidate (it failed a verification): lift further.
  void invalidate();

  /// The candidate basis over Q (reconstruct() must have returned true).
  std::vector<PolyQ> candidate(const PolyRingPtr &ring) const;

private:
  struct Probe {
    std::size_t index = 0; // into the tails
    Integer value;         // modulo all_modulus_
    std::optional<Rational> guess;
    bool confirmed = false; // the guess agreed with a later prime
  };
  void add_probe(std::size_t index);
  bool full_attempt(unsigned threads);

  const F4Trace &trace_;
  std::vector<std::size_t> tail_begin_;
  CrtLift crt_;
  Integer all_modulus_{1}; // product of every prime added (crt_ may queue some)
  std::vector<Probe> probes_;
  std::vector<std::vector<Rational>> candidate_; // per element, when reconstructed
  bool have_candidate_ = false;
  unsigned agree_ = 0;
  std::size_t next_probe_at_ = 0, next_full_at_ = 0;
};

} // namespace alkahest::gb
