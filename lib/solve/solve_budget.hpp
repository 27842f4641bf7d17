// lib/solve/solve_budget.hpp - the time, memory and cancellation budget of one solve().
#pragma once

#include "../groebner/compute_budget.hpp"

#include <alkahest/groebner.hpp>

#include <atomic>

#pragma GCC visibility push(hidden)
namespace alkahest::solving {

/// One budget for the whole of solve(), read from its GroebnerOptions: the
/// Groebner computations solve() starts get what is left of the time budget,
/// and the loops of the exact linear algebra, the root isolation and the
/// refinement poll it, so that solve() stops within one poll of the budget
/// instead of only between Groebner computations.
class SolveBudget {
public:
  explicit SolveBudget(const GroebnerOptions &options) : options_(options), budget_(options) {}
  SolveBudget(const SolveBudget &) = delete;
  SolveBudget &operator=(const SolveBudget &) = delete;

  /// Raises E-GB-001 (cancelled), E-GB-003 (time) or E-GB-002 (memory) when
  /// the budget is spent. Cheap enough for inner loops: it reads the
  /// watcher's flag, and the resident memory every kMemoryStride polls.
  /// Safe to call from several threads at once.
  void poll();
  /// Options for a Groebner computation solve() starts: the time left.
  GroebnerOptions nested();
  /// The engine's cancel flag (F4Options::cancel) and memory budget, for
  /// the modular computations solve() runs itself.
  const std::atomic<bool> *flag() const { return budget_.flag(); }
  std::size_t memory_budget() const { return budget_.memory_budget(); }
  /// Raises E-GB-001 / E-GB-002 / E-GB-003, whichever stopped the engine.
  void check() const { budget_.check(); }
  [[noreturn]] void rethrow_stop() const { budget_.rethrow_stop(); }
  /// See gb::ComputeBudget::run.
  template <class F> auto run(F &&engine) const -> decltype(engine()) {
    return budget_.run(std::forward<F>(engine));
  }
  /// Seconds since solve() started.
  double elapsed() const { return budget_.elapsed(); }
  /// The options solve() was given.
  const GroebnerOptions &options() const { return options_; }

private:
  /// Reading /proc/self/statm costs a system call; a poll guards work of
  /// at least a few microseconds, so this stride keeps it below 1 %.
  static constexpr unsigned kMemoryStride = 256;
  const GroebnerOptions &options_;
  gb::ComputeBudget budget_;
  std::atomic<unsigned> polls_{0}; // poll() runs on every worker of the root refinement
};

/// Polls when there is a budget (nullptr: none, for the public helpers).
inline void poll(SolveBudget *budget) {
  if (budget) budget->poll();
}

} // namespace alkahest::solving
#pragma GCC visibility pop
