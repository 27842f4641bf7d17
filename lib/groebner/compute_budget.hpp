// lib/groebner/compute_budget.hpp - cancellation, time and memory budgets of one compute().
#pragma once

#include <alkahest/error.hpp>
#include <alkahest/groebner.hpp>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <new>
#include <thread>

#pragma GCC visibility push(hidden)
namespace alkahest::gb {

/// Watches the user's cancel flag and the time budget from a small thread
/// and folds both into one flag that the F4 engine polls, so that a long
/// learning run stops within one F4 step. check() raises the right code.
class ComputeBudget {
public:
  explicit ComputeBudget(const GroebnerOptions &options);
  ~ComputeBudget();
  ComputeBudget(const ComputeBudget &) = delete;
  ComputeBudget &operator=(const ComputeBudget &) = delete;

  /// The flag to hand to F4Options::cancel.
  const std::atomic<bool> *flag() const { return &stop_; }
  /// Raises E-GB-001 (cancelled), E-GB-003 (time) or E-GB-002 (resident
  /// memory above the budget, or the mappings near RLIMIT_AS); call between steps.
  void check() const;
  /// Re-raises an engine's E-GB-001 as the budget that caused it.
  [[noreturn]] void rethrow_stop() const;
  /// Runs an engine call (F4 learning, a replay) that polls flag(): its
  /// E-GB-001 becomes the code of whatever raised the flag.
  template <class F> auto run(F &&engine) const -> decltype(engine()) {
    try {
      return engine();
    } catch (const GroebnerError &e) {
      if (e.id() == ErrorId::GbCancelled) rethrow_stop();
      throw;
    }
  }
  double elapsed() const;
  std::size_t memory_budget() const { return memory_budget_; }

private:
  const GroebnerOptions &options_;
  std::chrono::steady_clock::time_point start_;
  std::size_t memory_budget_ = 0;
  std::size_t address_space_budget_ = 0; // 0: no RLIMIT_AS
  std::atomic<bool> stop_{false};
  std::atomic<bool> timed_out_{false};
  std::mutex mu_;
  std::condition_variable cv_;
  bool done_ = false;
  std::thread watcher_;
};

/// compute() with memory exhaustion that slipped past the budget's checks
/// (an allocation between two of them, GMP's included) surfacing as the
/// budget's code, never as a bare std::bad_alloc that a host application
/// would not expect.
template <class F> auto with_memory_code(F &&compute) -> decltype(compute()) {
  try {
    return compute();
  } catch (const std::bad_alloc &) {
    raise(ErrorId::GbMemoryBudget, "memory ran out (std::bad_alloc) during the computation");
  }
}

/// Resident set size of this process, bytes (0 when unknown).
std::size_t resident_bytes();
/// Physical memory, bytes (support::physical_memory_bytes).
std::size_t physical_memory_bytes();
/// The soft RLIMIT_AS of this process, bytes (0 when unlimited).
std::size_t address_space_limit_bytes();
/// GroebnerOptions::memory_budget_bytes's default: 3/4 of the smallest of
/// physical memory, RLIMIT_AS and the cgroup's memory limit (v2 memory.max,
/// v1 memory.limit_in_bytes).
std::size_t default_memory_budget_bytes();

} // namespace alkahest::gb
#pragma GCC visibility pop
