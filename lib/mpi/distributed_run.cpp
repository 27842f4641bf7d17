// lib/mpi/distributed_run.cpp - the channel, the root's pool and the other ranks'
// service, shared by every distributed entry of alkahest/mpi.hpp.
#include "distributed_run.hpp"

#include <alkahest/error.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <thread>

namespace alkahest::mpi::detail {
namespace {

unsigned rank_threads(unsigned requested) {
  if (requested) return std::min(requested, kMaxGroebnerThreads);
  return std::max(1u, std::thread::hardware_concurrency());
}

} // namespace

bool run_on_ranks(MPI_Comm comm, const GroebnerOptions &options, const MpiOptions &mpi,
                  MpiReport *report,
                  const std::function<RootShare(const std::shared_ptr<ReplayPool> &)> &root_work) {
  Channel ch(comm, mpi.rank_timeout_seconds);
  if (!ch.error().empty()) raise(ErrorId::GbRankFailed, ch.error());
  if (mpi.root < 0 || mpi.root >= ch.size())
    raise(ErrorId::GbRankFailed,
          fmt::format("the root rank {} is not a rank of the {} ranks", mpi.root, ch.size()));
  if (ch.rank() != mpi.root) {
    WorkerBackend backend;
    if (options.backend == GroebnerBackend::Gpu) {
      backend.backend = GroebnerBackend::Gpu;
      backend.device = options.device;
    }
    serve_replays(ch, rank_threads(options.threads), mpi, backend);
    return false;
  }
  MpiReport local;
  MpiReport &rep = report ? *report : local;
  int level = MPI_THREAD_SINGLE;
  MPI_Query_thread(&level);
  auto pool = std::make_shared<ReplayPool>(ch, mpi, rep, level >= MPI_THREAD_SERIALIZED);
  RootShare share;
  try {
    share = root_work(pool);
  } catch (...) {
    pool->finish();
    throw;
  }
  pool->finish();
  RankReport &me = rep.ranks[static_cast<std::size_t>(mpi.root)];
  me.threads = share.threads;
  me.primes = share.primes;
  // The root's report goes first.
  std::rotate(rep.ranks.begin(), rep.ranks.begin() + mpi.root, rep.ranks.begin() + mpi.root + 1);
  return true;
}

} // namespace alkahest::mpi::detail
