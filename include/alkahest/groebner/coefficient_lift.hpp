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
/// failed full attempt, once the primes have grown by a constant factor or,
/// once per failure, as soon as every probe (the coefficients that failed
/// among them) reconstructs: the attempts are logarithmically many. A
/// failed attempt makes the coefficients that failed probes; a probe whose
/// guess a later prime contradicts tries again. Probes are tried when the
/// primes have grown by a small factor; their values are folded then, in
/// batches like the rest (not prime by prime, which costs a probe value
/// O(bits) per prime: quadratic in the primes).
/// Each group is trusted once it agrees with `stability` primes added after
/// its reconstruction (and is not checked again); the candidate is complete
/// when every group is. The groups an attempt reconstructs are kept when
/// others fail, so a later attempt only tries the rest, and a caller with
/// idle time (a lift beside the replays of further primes) may reconstruct
/// the groups that are ready early (reconstruct_ready_groups).
class CoefficientLift {
public:
  /// `group_sizes`: the coefficients of each group, in order; `probes`:
  /// indices (into the whole vector) to probe from the start, the ones most
  /// likely to be the largest.
  CoefficientLift(const std::vector<std::size_t> &group_sizes,
                  const std::vector<std::size_t> &probes);

  std::size_t size() const { return crt_.size(); }
  /// Primes added (those of a lift that invalidate() restarted included).
  std::size_t primes() const { return crt_.primes() + dropped_primes_; }
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
  bool stable(unsigned stability) const;

  /// Reconstructs, in lowest terms, the groups not reconstructed yet that
  /// the primes so far already determine (the others fail fast), when the
  /// primes have grown by a constant factor since the last such call; the
  /// probes' schedule and the full attempts are unchanged, so the primes a
  /// lift takes do not depend on when this is called (unless a call
  /// reconstructs every group first, which only ends the lift sooner; each
  /// group is still trusted only after `stability` primes). What it does
  /// here, the last full attempt does not do again, and a group it
  /// reconstructs is frozen once trusted, so later folds skip it: worth
  /// calling after each batch of primes, beside further work or not.
  void reconstruct_ready_groups(unsigned stability, unsigned threads);

  /// Drops the candidate (it failed a verification): lift further. Trusted
  /// groups are no longer lifted (their CRT values stay behind), so when
  /// there are any the lift starts again from the next prime.
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
    CrtLift values;                   // of the indices, folded when reconstructed
    // Of the first index alone: a run fails at its first coefficient until
    // the primes suffice for it, so only that one is folded until it succeeds.
    CrtLift lead;
    std::optional<SharedDenominatorRun> guess;
  };
  void start_probe_values(Probe &probe) const;
  std::size_t group_of(std::size_t index) const;
  void add_probe(std::size_t index);
  void update_probes(std::uint32_t p, std::span<const std::uint32_t> residues);
  bool full_attempt(unsigned threads);
  std::vector<std::size_t> attempt_open_groups(std::size_t max_failures, unsigned threads);
  void make_candidate(const std::vector<std::size_t> &groups, unsigned threads);
  void reopen(std::size_t group);
  void freeze_trusted();
  ReconstructionMargins margins() const;

  std::vector<std::size_t> group_begin_;
  CrtLift crt_;
  Integer all_modulus_{1}; // product of every prime added (crt_ may queue some)
  std::vector<Probe> probes_;
  // Per group: its reconstruction (when reconstructed_), the primes that
  // agreed with it since, and its values in lowest terms.
  std::vector<SharedDenominatorRun> runs_;
  std::vector<char> reconstructed_;
  std::vector<unsigned> agree_;
  std::vector<std::vector<Rational>> candidate_;
  std::vector<char> frozen_; // trusted: no longer folded by crt_
  std::size_t dropped_primes_ = 0;
  std::size_t open_groups_ = 0; // groups not reconstructed
  unsigned trust_after_ = 0;    // agreeing primes that make a group trusted
  bool have_candidate_ = false; // every group reconstructed
  // A full attempt failed: the next one may come as soon as every probe
  // (those it added included) has a guess, before next_full_at_.
  bool retry_when_probed_ = false;
  std::size_t next_probe_at_ = 0, next_full_at_ = 0, next_ready_at_ = 0;
};

} // namespace alkahest::gb
