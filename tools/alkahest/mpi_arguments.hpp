// tools/alkahest/mpi_arguments.hpp - the --mpi options that `groebner` and `solve`
// share, and the MPI session and options they make.
#pragma once

#include <CLI/CLI.hpp>

#if ALKAHEST_HAS_MPI
#include <alkahest/mpi.hpp>
#endif

#include <optional>
#include <string>

namespace alkahest::cli {

struct MpiArguments {
  bool mpi = false, stop_on_failure = false;
  double timeout = 600;
  int test_exit_rank = -1;
};

/// --mpi, --mpi-timeout, --mpi-stop-on-failure and --mpi-test-exit-rank;
/// `root_does` says what rank 0 does ("reads, learns, lifts and prints").
void add_mpi_options(CLI::App &cmd, MpiArguments &a, const std::string &root_does);

#if ALKAHEST_HAS_MPI
/// With --mpi, MPI for the lifetime of `session` (which stays empty
/// without): its finalisation's deadline is within a rank timeout of the
/// root's end.
void start_mpi(const MpiArguments &a, std::optional<mpi::Session> &session);
mpi::MpiOptions mpi_options(const MpiArguments &a);
#else
/// A usage error with --mpi: this build has no MPI.
void reject_mpi(const MpiArguments &a);
#endif

} // namespace alkahest::cli
