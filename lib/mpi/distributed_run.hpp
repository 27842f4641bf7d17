// lib/mpi/distributed_run.hpp - every rank's part of one distributed computation:
// the root computes with a ReplayPool beside it, the others serve its primes.
#pragma once

#include "replay_pool.hpp"

#include <functional>
#include <memory>

namespace alkahest::mpi::detail {

/// What the root did itself, for its line of the report.
struct RootShare {
  unsigned threads = 0;
  std::size_t primes = 0;
};

/// On the root (MpiOptions::root): runs `root_work` with a pool over the
/// other ranks (pool->ranks() == 1: none), then tells them to stop, also
/// when root_work throws, and fills `report` with the root first; returns
/// true. On every other rank: serves the root's primes on
/// `options.threads` threads (its devices with `options.backend` Gpu) until
/// it is done; returns false. E-GB-012 when the ranks do not all join.
bool run_on_ranks(MPI_Comm comm, const GroebnerOptions &options, const MpiOptions &mpi,
                  MpiReport *report,
                  const std::function<RootShare(const std::shared_ptr<ReplayPool> &)> &root_work);

} // namespace alkahest::mpi::detail
