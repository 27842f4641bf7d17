// alkahest/groebner/remote_replay.hpp - the over-Q driver's hook for replays in other
// processes: it hands each learned trace over and lifts what comes back beside
// its own replays (alkahest/mpi.hpp implements it over MPI ranks).
#pragma once

#include <alkahest/groebner/f4.hpp>

#include <cstdint>
#include <functional>
#include <vector>

namespace alkahest::gb {

/// Replays of the learned trace elsewhere. The driver calls every member on
/// its own thread, between its own replay batches, so an implementation
/// needs no locking against it; no member may wait long (the driver's
/// replays and lift wait for it).
class RemoteReplays {
public:
  /// Draws one prime and the learned system modulo it (the driver's own
  /// source, so that no prime is replayed twice).
  using NextSystem = std::function<std::vector<PolyZp>(std::uint32_t &)>;

  virtual ~RemoteReplays() = default;
  /// After each learning run (`attempt` counts them from 0: a new trace)
  /// and after a candidate failed verification (the same attempt again):
  /// hand `trace` over when it is new, then primes drawn by `next`. The
  /// trace and `next` stay valid until pause() or the next start().
  virtual void start(const F4Trace &trace, unsigned attempt, NextSystem next) = 0;
  /// The results that arrived since the last call, after handing out more
  /// primes; never waits for one. Unlucky results count as the driver's own.
  virtual std::vector<ReplayResult> take() = 0;
  /// The lift is complete or the trace is dropped: hand out no more
  /// primes; the results in flight are dropped when they arrive.
  virtual void pause() = 0;
};

} // namespace alkahest::gb
