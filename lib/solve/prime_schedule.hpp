// lib/solve/prime_schedule.hpp - the primes of one multi-modular solve in the
// order they are drawn: which side replays each (the CPU's threads or the
// devices), and their representations, handed to the lift in that order.
#pragma once

#include "modular_rur.hpp"

#include <alkahest/groebner/f4.hpp>
#include <alkahest/groebner/prime_sequence.hpp>
#include <alkahest/groebner/prime_source.hpp>

#include <cstddef>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <vector>

#pragma GCC visibility push(hidden)
namespace alkahest::solving {

/// What one prime gave: its representation, or why it has none.
struct PrimeOutcome {
  /// Degenerate also for a prime whose replay broke the trace (unlucky).
  RurStatus status = RurStatus::Degenerate;
  ModularRur rur;
  bool from_device = false; ///< replayed on a device
};

/// Every prime has an index, its place in the one sequence the run draws
/// (the learning primes included), and the lift takes the primes' outcomes
/// strictly in index order: the primes the lift uses, and so its answer,
/// are those of a one-thread CPU run whoever replayed what. An outcome is a
/// function of its prime alone (a device replay is bit-identical to the
/// CPU's), so a prime replayed by both sides is simply taken from the first.
///
/// The CPU's threads work in rounds, always on the lowest indices the lift
/// still needs: a prime a device already replayed costs them its
/// representation only; any other, one a device still holds included, its
/// replay as well. The devices take their batches `lookahead` indices past
/// the CPU's last round, where their results should arrive just before the
/// CPU's rounds get there. So the CPU never waits for a device and never
/// works in another order than it would alone: a device can only turn
/// replays into representations (a late device batch is replayed by the
/// CPU too, and the device's copy dropped).
class PrimeSchedule {
public:
  /// `system` must outlive the schedule.
  PrimeSchedule(const std::vector<PolyQ> &system, gb::PrimeSequence primes,
                std::size_t max_rejected);

  /// The system modulo the prime of `index` (drawing primes up to it).
  std::vector<PolyZp> system(std::size_t index);

  /// The replays of a newly learned trace start at `first`: what an earlier
  /// trace's replays left at or above it is forgotten (the devices of that
  /// trace must have stopped).
  void restart(std::size_t first);

  /// One prime's work in a round of the CPU's threads.
  struct Work {
    std::size_t index = 0;
    std::vector<PolyZp> system;               ///< to replay (empty when `replayed`)
    std::optional<gb::ReplayResult> replayed; ///< a device's replay: the representation only
    bool on_device = false; ///< `replayed` ran on a device (not a failed batch's CPU fallback)
  };
  /// The next round, in index order from the lift's position: until `budget`
  /// (in primes replayed and represented) is spent, primes a device replayed
  /// (each costing `representation_cost`) and, with `cpu_replays`, any other
  /// (costing 1). Without `cpu_replays` (the devices replay every prime) only
  /// the former, among the primes drawn so far. With `drawn_only`, only
  /// primes drawn so far either way.
  std::vector<Work> next_round(double budget, double representation_cost, bool cpu_replays,
                               bool drawn_only = false);
  /// Stores the outcome of a prime of a round (the first one stored wins).
  void finish(std::size_t index, PrimeOutcome outcome);

  /// For the devices' pipeline thread: the system of the next prime a
  /// device replays, at or above the CPU's last round plus the lookahead
  /// and above the devices' last prime, skipping primes the CPU took.
  std::vector<PolyZp> claim_for_device(std::uint32_t &p);
  /// Primes past the CPU's last round where the devices' batches start.
  void set_lookahead(std::size_t primes);
  /// Device primes in flight or replayed and waiting for their representation.
  std::size_t device_backlog() const;
  /// How far past the CPU's last round plus the lookahead the devices'
  /// last prime lies (0 when it does not reach that far).
  std::size_t device_lead() const;
  /// The devices' results, in the order their primes were claimed, and
  /// for each whether a device replayed it (DeviceReplayPipeline::take).
  /// Returns how many were still needed (the others the CPU replayed first).
  std::size_t device_results(std::vector<gb::ReplayResult> results,
                             const std::vector<char> &on_device);
  /// The devices stopped: primes they held and never returned go back to the CPU.
  void devices_stopped();

  /// For other processes (RemoteRepresentations): the lowest index nobody
  /// holds, its prime and system. Unlike a device's, a remote prime is not
  /// taken by the CPU's rounds while it is out: its representation comes
  /// back whole, or release_remote() gives it back.
  std::vector<PolyZp> claim_for_remote(std::size_t &index, std::uint32_t &p);
  /// A remote prime that will not come back: the CPU's rounds take it.
  void release_remote(std::size_t index);
  /// Primes done past the lift's position, waiting for one below them.
  std::size_t done_ahead() const;
  /// Remote primes out (claimed, neither back nor released).
  std::size_t remote_held() const;

  /// The outcome at the lift's position, which then moves on; none while
  /// that prime is not done.
  std::optional<PrimeOutcome> next_for_lift();
  /// The first index the lift has not taken.
  std::size_t lift_position() const;

private:
  struct Entry {
    std::uint32_t prime = 0;
    std::vector<PolyZp> system; // dropped once the lift took the prime
    bool cpu = false;           // a round of the CPU took it
    bool device = false;        // a device batch took it
    bool remote = false;        // another process holds it (until its outcome or release)
    std::optional<gb::ReplayResult> replayed;
    bool on_device = false;
    std::optional<PrimeOutcome> outcome;
  };
  Entry &entry(std::size_t index); // under mutex_

  gb::PrimeSequence primes_;
  gb::PrimeSource source_;
  mutable std::mutex mutex_;
  std::deque<Entry> entries_;
  std::size_t lift_ = 0;        // the lift's position
  std::size_t cpu_front_ = 0;   // past the CPU's last round
  std::size_t device_next_ = 0; // past the devices' last prime
  std::size_t lookahead_ = 0;
  std::size_t waiting_ = 0;           // device replays waiting for their representation
  std::deque<std::size_t> in_flight_; // device primes in the order claimed
  std::size_t remote_held_ = 0;
};

} // namespace alkahest::solving
#pragma GCC visibility pop
