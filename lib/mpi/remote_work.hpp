// lib/mpi/remote_work.hpp - the drivers' hooks over a ReplayPool: the over-Q
// driver's remote replays (residue bases back) and the solver's remote
// representations (each prime's representation back).
#pragma once

#include "replay_pool.hpp"

#include <alkahest/groebner/remote_replay.hpp>
#include <alkahest/solve/remote_representation.hpp>

#include <memory>

namespace alkahest::mpi::detail {

/// GroebnerOptions::remote_replays over the pool's ranks.
std::shared_ptr<gb::RemoteReplays> pool_replays(std::shared_ptr<ReplayPool> pool);
/// SolveOptions::remote_representations over the pool's ranks.
std::shared_ptr<solving::RemoteRepresentations>
pool_representations(std::shared_ptr<ReplayPool> pool);

} // namespace alkahest::mpi::detail
