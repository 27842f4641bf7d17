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

/// One command's MPI. With --mpi (in a build with MPI), MPI for the
/// lifetime of `session`, whose finalisation's deadline is within a rank
/// timeout of the root's end; `root`: whether this process reads and
/// prints. In a build without MPI, --mpi is a usage error.
struct MpiStart {
#if ALKAHEST_HAS_MPI
  std::optional<mpi::Session> session;
#endif
  bool root = true;
};
void start_mpi(const MpiArguments &a, MpiStart &start);

#if ALKAHEST_HAS_MPI
mpi::MpiOptions mpi_options(const MpiArguments &a);
#endif

} // namespace alkahest::cli
