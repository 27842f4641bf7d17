// python/src/interruptible.hpp - runs a long C++ computation with the GIL released while the
// calling thread keeps watching for Ctrl-C, and cancels the computation through its flag.
#pragma once

#include "bindings.hpp"

#include <atomic>
#include <chrono>
#include <future>
#include <thread>

namespace alkahest::python {

/// How often the calling thread looks for a pending signal while it waits.
inline constexpr std::chrono::milliseconds kSignalPollInterval{50};

/// Runs `work` on a thread of its own and waits for it with the GIL
/// released, taking the GIL back every kSignalPollInterval to run Python's
/// signal handlers (PyErr_CheckSignals, which only the main thread may do:
/// a signal handler cannot run inside the C++ computation). When a handler
/// raises (KeyboardInterrupt from SIGINT), `cancel` is set; the computation
/// polls it and stops (E-GB-001), and that Python exception is raised in
/// place of the result.
template <class Work>
auto run_interruptible(Work work, std::atomic<bool> &cancel) -> decltype(work()) {
  using Result = decltype(work());
  std::packaged_task<Result()> task(std::move(work));
  std::future<Result> done = task.get_future();
  std::thread worker(std::move(task));
  bool interrupted = false;
  for (;;) {
    bool ready;
    {
      py::gil_scoped_release release;
      ready = done.wait_for(kSignalPollInterval) == std::future_status::ready;
    }
    if (ready) break;
    if (PyErr_CheckSignals() != 0) {
      interrupted = true;
      cancel.store(true);
      py::gil_scoped_release release;
      done.wait();
      break;
    }
  }
  worker.join();
  if (interrupted) {
    try {
      done.get(); // the E-GB-001 of the cancelled run, or a result no one wants now
    } catch (...) {
    }
    throw py::error_already_set();
  }
  return done.get();
}

} // namespace alkahest::python
