// lib/mpi/session.cpp - alkahest::mpi::Session: MPI_Init_thread for programs whose MPI
// use is this library's, and an MPI_Finalize that cannot outlive its deadline.
#include <alkahest/mpi.hpp>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <thread>

namespace alkahest::mpi {
namespace {

// MPI_Finalize on this thread; a watchdog ends the process with `status`
// when it has not returned within `timeout` seconds.
void finalize_with_deadline(double timeout, int status) {
  int finalised = 0;
  MPI_Finalized(&finalised);
  if (finalised) return;
  std::mutex m;
  std::condition_variable cv;
  bool done = false;
  std::thread watchdog([&] {
    std::unique_lock lock(m);
    if (cv.wait_for(lock, std::chrono::duration<double>(timeout), [&] { return done; })) return;
    std::fprintf(stderr,
                 "MPI_Finalize did not return within %g s (a rank of the job has died?): exiting "
                 "without it\n",
                 timeout);
    std::fflush(nullptr);
    std::_Exit(status);
  });
  MPI_Finalize();
  {
    std::lock_guard lock(m);
    done = true;
  }
  cv.notify_one();
  watchdog.join();
}

// The deadline of a finalisation left to the end of the program.
double deferred_finalize_timeout = 60;

} // namespace

Session::Session(int *argc, char ***argv, double finalize_timeout_seconds)
    : finalize_timeout_(finalize_timeout_seconds) {
  int initialised = 0;
  MPI_Initialized(&initialised);
  if (!initialised) {
    int provided = 0;
    // SERIALIZED: the root's replay pool makes its MPI calls on a thread of
    // its own (groebner_basis falls back to polling with less).
    MPI_Init_thread(argc, argv, MPI_THREAD_SERIALIZED, &provided);
    owns_ = true;
  }
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
}

Session::~Session() {
  if (!owns_) return;
  if (std::uncaught_exceptions() > 0) {
    // The error is printed by a handler further up, which an exit on the
    // deadline here would skip: finalise after it.
    deferred_finalize_timeout = finalize_timeout_;
    std::atexit([] { finalize_with_deadline(deferred_finalize_timeout, 1); });
    return;
  }
  finalize_with_deadline(finalize_timeout_, 0);
}

} // namespace alkahest::mpi
