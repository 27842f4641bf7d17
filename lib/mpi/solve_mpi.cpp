// lib/mpi/solve_mpi.cpp - alkahest::mpi::solve: the root runs solve() with the
// other ranks computing representations of its primes, the others serve them.
#include "distributed_run.hpp"
#include "remote_work.hpp"

#include <alkahest/mpi.hpp>

namespace alkahest::mpi {

std::optional<SolveResult> solve(MPI_Comm comm, const std::vector<PolyQ> &generators,
                                 const SolveOptions &options, const MpiOptions &mpi,
                                 MpiReport *report) {
  std::optional<SolveResult> out;
  detail::run_on_ranks(comm, options.groebner, mpi, report,
                       [&](const std::shared_ptr<detail::ReplayPool> &pool) {
                         SolveOptions o = options;
                         if (pool->ranks() > 1)
                           o.remote_representations = detail::pool_representations(pool);
                         out = alkahest::solve(generators, o);
                         return detail::RootShare{out->threads, out->gpu.reductions_on_cpu +
                                                                    out->gpu.reductions_on_gpu};
                       });
  return out;
}

} // namespace alkahest::mpi
