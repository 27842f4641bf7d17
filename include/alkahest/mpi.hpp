// alkahest/mpi.hpp - multi-modular Groebner bases and solving over the ranks of an MPI communicator
// (libalkahest_mpi, built with -DALKAHEST_MPI=ON; libalkahest itself never links MPI).
#pragma once

#include <alkahest/groebner.hpp>
#include <alkahest/poly.hpp>
#include <alkahest/solve.hpp>

// MPI's C interface only: the deprecated C++ bindings would need libmpi_cxx.
#ifndef OMPI_SKIP_MPICXX
#define OMPI_SKIP_MPICXX 1
#endif
#ifndef MPICH_SKIP_MPICXX
#define MPICH_SKIP_MPICXX 1
#endif
#include <mpi.h>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace alkahest::mpi {

/// How the ranks share a computation and what happens when one fails.
struct MpiOptions {
  /// The rank that learns, lifts and verifies (and replays too); the others
  /// only replay the primes it hands them.
  int root = 0;
  /// A rank that has not answered a batch of primes (or taken a message)
  /// within this many seconds is counted as failed. The root itself never
  /// waits on one rank: it replays on its own threads meanwhile.
  double rank_timeout_seconds = 600;
  /// A non-root rank that hears nothing from the root for this long (the
  /// root's learning run included), or whose result the root does not take
  /// for this long (the root reads between its own batches and lift steps),
  /// stops with E-GB-012.
  double idle_timeout_seconds = 86400;
  /// A failed rank costs its primes by default (the others and the root
  /// draw fresh ones); true stops the run with E-GB-012 naming the rank.
  bool stop_on_rank_failure = false;
  /// Batches of primes (one prime per thread of the rank) handed to each
  /// rank ahead, so that it never idles while the root lifts.
  unsigned batches_ahead = 2;
  /// Tests only: this rank calls _exit(3) once it has replayed its first
  /// batch, before sending it (a rank dying mid-run), or, the root, once it
  /// has handed out its first batch; -1 = none.
  int test_exit_rank = -1;
};

/// What one rank did, as the root saw it.
struct RankReport {
  int rank = 0;
  unsigned threads = 0;           ///< the rank's replay threads (from its greeting)
  unsigned batch_primes = 0;      ///< primes per batch it asked for (its threads, more with a GPU)
  bool gpu = false;               ///< it replays on its CUDA devices (`--backend gpu` on that rank)
  std::size_t gpu_replays = 0;    ///< of `primes`, those its devices replayed (the rest: its CPU)
  std::size_t primes = 0;         ///< primes it replayed whose results the root received
  std::size_t primes_lost = 0;    ///< primes handed to it that never came back
  std::size_t unlucky = 0;        ///< of `primes`, replays that failed
  std::size_t bytes_sent = 0;     ///< root to rank: traces and systems modulo primes
  std::size_t bytes_received = 0; ///< rank to root: residue bases
  std::size_t trace_bytes = 0;    ///< of bytes_sent, the traces
  double replay_seconds = 0;      ///< the rank's own time in its batches
  double trace_seconds = 0;       ///< the rank's time to inflate and decode a trace (the longest)
  bool failed = false;
  std::string failure; ///< why it was counted as failed
};

/// The distribution of one computation (filled on the root).
struct MpiReport {
  std::vector<RankReport> ranks; ///< one per rank, the root first
  /// Whether the root's MPI calls ran on a thread of their own (MPI
  /// initialised with at least MPI_THREAD_SERIALIZED), so that messages
  /// moved while the root replayed and lifted; otherwise the root called
  /// MPI only between its own replay batches.
  bool communication_thread = false;
  /// Primes whose residue basis crossed the network, and the bytes per such
  /// prime (its system out, its basis back; the traces not counted).
  std::size_t remote_primes() const noexcept;
  double bytes_per_prime() const noexcept;
  /// One line per rank: "rank 1: 4 threads, 96 primes (0 unlucky, 0 lost), ...".
  std::string summary() const;
};

/// The reduced basis of <system> for `order`, computed by every rank of
/// `comm` together: on the root (MpiOptions::root) the system is read and
/// GroebnerBasis::compute runs as in one process, with the per-prime replays
/// of the over-Q lift shared by every rank (options.threads threads each);
/// the other ranks ignore `system` and serve replays until the root is done.
/// Returns the basis on the root, nullopt elsewhere; every rank must call
/// it. Over Z/p the root computes alone. MPI must be initialised: with
/// MPI_THREAD_SERIALIZED or better the root's MPI calls run on a thread of
/// their own while it computes (no other thread of the program may call MPI
/// meanwhile); with MPI_THREAD_FUNNELED the root calls MPI only between its
/// replay batches, and large traces then reach the other ranks late (see
/// MpiReport::communication_thread). Calls on `comm` return errors (MPI_ERRORS_RETURN
/// is set on a duplicate) and every wait has a deadline, so that a dead rank
/// costs its primes or raises E-GB-012, never a hang. `report` (root) says
/// which rank replayed what.
std::optional<GroebnerBasis> groebner_basis(MPI_Comm comm, const PolySystem &system,
                                            const MonomialOrder &order,
                                            const GroebnerOptions &options = {},
                                            const MpiOptions &mpi = {},
                                            MpiReport *report = nullptr);

/// The solutions of <generators> = 0 (alkahest::solve), computed by every
/// rank of `comm` together: on the root solve() runs as in one process, and
/// for the multi-modular representation the other ranks compute the
/// representations of primes it hands them (each its replay of the learned
/// trace and the representation modulo the prime, options.groebner.threads
/// threads each), which the root lifts in the primes' drawn order with its
/// own: the answer is that of one process. A rank that fails costs no
/// prime: the root computes the primes it held (or, with
/// MpiOptions::stop_on_rank_failure, stops with E-GB-012). The exact path
/// (non-radical ideals) runs on the root alone. Returns the result on the
/// root, nullopt elsewhere; every rank must call it; MPI as for
/// groebner_basis. `report` (root) says which rank computed how many primes.
std::optional<SolveResult> solve(MPI_Comm comm, const std::vector<PolyQ> &generators,
                                 const SolveOptions &options = {}, const MpiOptions &mpi = {},
                                 MpiReport *report = nullptr);

/// MPI_Init_thread (MPI_THREAD_SERIALIZED) for its lifetime, MPI_Finalize at
/// the end, unless MPI was already initialised: for programs whose MPI use
/// is this library's.
///
/// MPI_Finalize waits for every rank of the job (Open MPI: a fence of its
/// runtime), which never ends when a rank has died under `mpirun
/// --enable-recovery`. So it has a deadline: past `finalize_timeout_seconds`
/// the process flushes its output and exits without it (status 0, or 1 when
/// the Session ends while an exception unwinds). While an exception
/// unwinds, MPI_Finalize is left to the end of the program (std::atexit), so
/// that the handler that prints the error runs first.
class Session {
public:
  Session(int *argc, char ***argv, double finalize_timeout_seconds = 60);
  ~Session();
  Session(const Session &) = delete;
  Session &operator=(const Session &) = delete;
  int rank() const noexcept { return rank_; }
  int size() const noexcept { return size_; }

private:
  bool owns_ = false;
  int rank_ = 0, size_ = 1;
  double finalize_timeout_ = 60;
};

} // namespace alkahest::mpi
