// tools/alkahest/mpi_arguments.cpp - the shared --mpi options.
#include "mpi_arguments.hpp"
#include "number_option.hpp"

#include <algorithm>

namespace alkahest::cli {

void add_mpi_options(CLI::App &cmd, MpiArguments &a, const std::string &root_does) {
  cmd.add_flag("--mpi", a.mpi,
               "Share the primes over the ranks of MPI_COMM_WORLD (run under mpirun; rank 0 " +
                   root_does + "; needs a build with ALKAHEST_MPI)");
  add_number_option(cmd, "--mpi-timeout", a.timeout,
                    "With --mpi: seconds a rank may take to answer a batch of primes before "
                    "its primes go to the others",
                    1e-3, kMaxSeconds);
  cmd.add_flag("--mpi-stop-on-failure", a.stop_on_failure,
               "With --mpi: stop with E-GB-012 when a rank fails, instead of going on without it");
  add_number_option(cmd, "--mpi-test-exit-rank", a.test_exit_rank,
                    "With --mpi, for tests: this rank exits after its first batch of primes", -1,
                    1 << 20);
}

#if ALKAHEST_HAS_MPI

mpi::MpiOptions mpi_options(const MpiArguments &a) {
  mpi::MpiOptions mo;
  mo.rank_timeout_seconds = a.timeout;
  mo.stop_on_rank_failure = a.stop_on_failure;
  mo.test_exit_rank = a.test_exit_rank;
  return mo;
}
#endif

void start_mpi(const MpiArguments &a, MpiStart &start) {
#if ALKAHEST_HAS_MPI
  // MPI_Finalize's deadline: the ranks that remain reach it within a rank
  // timeout of the root (a replay stops at its next step).
  if (a.mpi) start.session.emplace(nullptr, nullptr, std::clamp(a.timeout, 10.0, 60.0));
  start.root = !start.session || start.session->rank() == 0;
#else
  if (a.mpi)
    throw CLI::ValidationError("--mpi", "this build has no MPI (configure with -DALKAHEST_MPI=ON)");
  start.root = true;
#endif
}

} // namespace alkahest::cli
