// lib/mpi/groebner_mpi.cpp - alkahest/mpi.hpp: the root runs GroebnerBasis::compute with
// a ReplayPool as its remote replays, the other ranks serve replays; the report.
#include "distributed_run.hpp"
#include "remote_work.hpp"

#include <alkahest/error.hpp>
#include <alkahest/mpi.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <thread>

namespace alkahest::mpi {

std::size_t MpiReport::remote_primes() const noexcept {
  std::size_t n = 0;
  for (std::size_t i = 1; i < ranks.size(); ++i)
    n += ranks[i].primes;
  return n;
}

double MpiReport::bytes_per_prime() const noexcept {
  std::size_t bytes = 0;
  for (std::size_t i = 1; i < ranks.size(); ++i)
    bytes += ranks[i].bytes_sent - ranks[i].trace_bytes + ranks[i].bytes_received;
  const std::size_t n = remote_primes();
  return n ? static_cast<double>(bytes) / static_cast<double>(n) : 0.0;
}

std::string MpiReport::summary() const {
  std::string s;
  for (const RankReport &r : ranks) {
    s += fmt::format("rank {}: {} threads, {} primes ({} unlucky, {} lost)", r.rank, r.threads,
                     r.primes, r.unlucky, r.primes_lost);
    if (&r != &ranks.front() && r.gpu)
      s += fmt::format(", GPU: {} of its primes on its devices (batches of {})", r.gpu_replays,
                       r.batch_primes);
    if (&r != &ranks.front())
      s += fmt::format(", {} B out ({} B of traces), {} B back, {:.3f} s replaying, {:.3f} s "
                       "unpacking the trace",
                       r.bytes_sent, r.trace_bytes, r.bytes_received, r.replay_seconds,
                       r.trace_seconds);
    else
      s += " (learn, lift, verify)";
    if (r.failed) s += "; failed: " + r.failure;
    s += "\n";
  }
  s += fmt::format("communication: {:.0f} bytes per remote prime over {} remote primes ({})\n",
                   bytes_per_prime(), remote_primes(),
                   communication_thread ? "the root's MPI calls on a thread of their own"
                                        : "the root called MPI between its batches");
  return s;
}

std::optional<GroebnerBasis> groebner_basis(MPI_Comm comm, const PolySystem &system,
                                            const MonomialOrder &order,
                                            const GroebnerOptions &options, const MpiOptions &mpi,
                                            MpiReport *report) {
  std::optional<GroebnerBasis> out;
  detail::run_on_ranks(
      comm, options, mpi, report, [&](const std::shared_ptr<detail::ReplayPool> &pool) {
        GroebnerOptions o = options;
        if (system.characteristic == 0 && pool->ranks() > 1)
          o.remote_replays = detail::pool_replays(pool);
        out = GroebnerBasis::compute(system, order, o);
        const auto &r = out->report();
        return detail::RootShare{static_cast<unsigned>(r.threads),
                                 r.gpu.reductions_on_cpu + r.gpu.reductions_on_gpu};
      });
  return out;
}

} // namespace alkahest::mpi
