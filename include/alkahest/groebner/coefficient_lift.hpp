// alkahest/groebner/coefficient_lift.hpp - the lift over Q of coefficient
// vectors known modulo many primes: batched CRT, probed rational reconstruction.
#pragma once

#include <alkahest/groebner/crt.hpp>
#include <alkahest/groebner/rational_reconstruction.hpp>

#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace alkahest::gb {

/// Lifts a vector of coefficients, split into groups (a basis element's
/// tail, a polynomial of a parametrization), from their residues modulo many
/// primes to rationals: CRT in batches, and rational reconstruction only when
/// it can succeed.
///
/// Each group is reconstructed over a running common denominator
/// (reconstruct_shared_denominators): once one coefficient has revealed the
/// group's denominator, the others need only the primes their numerators
/// need. A full reconstruction costs about as much as the lift, so it is
/// tried only when a few probes (groups, or the first coefficients of a large
/// group and chosen ones, lifted prime by prime) reconstruct, and, after a
/// failed full attempt, once the primes have grown by a constant factor: the
/// attempts are logarithmically many. A failed attempt makes the coefficients
/// that failed probes; a probe whose guess a later prime contradicts tries
/// again. Probes are tried when the primes have grown by a small factor. The
/// candidate is trusted once it agrees with `stability` further primes.
class CoefficientLift {
public:
  /// `group_sizes`: the coefficients of each group, in order; `probes`:
  /// indices (into the whole vector) to probe from the start, the ones most
  /// likely to be the largest.
  CoefficientLift(const std::vector<std::size_t> &group_sizes,
                  const std::vector<std::size_t> &probes);

  std::size_t size() const { return crt_.size(); }
  std::size_t primes() const { return crt_.primes(); }
  /// Bits of the product of all primes added.
  std::size_t bits() const;
  std::size_t groups() const { return group_begin_.size() - 1; }
  std::size_t group_begin(std::size_t g) const { return group_begin_[g]; }

  /// Adds the residues of one prime (checks the candidate against them, if
  /// there is one).
  void add(std::uint32_t p, std::span<const std::uint32_t> residues, unsigned threads);

  /// Tries to reconstruct; true when the candidate is complete and has agreed
  /// with `stability` primes added after it.
  bool reconstruct(unsigned stability, unsigned threads);

  /// The cheap half of reconstruct(): reconstructs the probes when due and
  /// says whether the next reconstruct() tries the whole vector (every probe
  /// has a guess and the primes reached the next full attempt). A caller
  /// that overlaps the lift with work producing further primes uses it to
  /// stop that work before the expensive part.
  bool probe(unsigned threads);
  /// True when the next reconstruct() returns true: the candidate has agreed
  /// with `stability` primes. It was put in lowest terms when it was found,
  /// so that reconstruct() then has little left to do.
  bool stable(unsigned stability) const { return have_candidate_ && agree_ >= stability; }

  /// Drops the candidate (it failed a verification): lift further.
  void invalidate();

  /// The candidate in lowest terms, per group (reconstruct() must have
  /// returned true).
  const std::vector<std::vector<Rational>> &candidate() const { return candidate_; }
  /// Moves the candidate out (reconstruct() must have returned true): for a
  /// caller that builds its result from it and calls invalidate() if that
  /// result fails a check.
  std::vector<std::vector<Rational>> take_candidate() { return std::exchange(candidate_, {}); }

private:
  struct Probe {
    std::size_t group = 0;
    std::vector<std::size_t> indices; // into the whole vector, increasing
    std::vector<Integer> values;      // modulo all_modulus_
    std::optional<SharedDenominatorRun> guess;
  };
  std::size_t group_of(std::size_t index) const;
  void add_probe(std::size_t index);
  void update_probes(std::uint32_t p, std::span<const std::uint32_t> residues, unsigned threads);
  bool full_attempt(unsigned threads);
  void make_candidate(unsigned threads);
  ReconstructionMargins margins() const;

  std::vector<std::size_t> group_begin_;
  CrtLift crt_;
  Integer all_modulus_{1}; // product of every prime added (crt_ may queue some)
  std::vector<Probe> probes_;
  std::vector<SharedDenominatorRun> runs_;       // per group, when reconstructed
  std::vector<std::vector<Rational>> candidate_; // per group, once trusted
  bool have_candidate_ = false;
  unsigned agree_ = 0;
  std::size_t next_probe_at_ = 0, next_full_at_ = 0;
};

} // namespace alkahest::gb
