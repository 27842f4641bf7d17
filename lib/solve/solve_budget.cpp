// lib/solve/solve_budget.cpp - the time, memory and cancellation budget of one solve().
#include "solve_budget.hpp"

namespace alkahest::solving {

void SolveBudget::poll() {
  if (polls_.fetch_add(1, std::memory_order_relaxed) % kMemoryStride == kMemoryStride - 1) {
    budget_.check();
    return;
  }
  if (budget_.flag()->load(std::memory_order_relaxed)) budget_.rethrow_stop();
}

GroebnerOptions SolveBudget::nested() {
  budget_.check();
  GroebnerOptions o = options_;
  if (o.time_budget_seconds > 0) {
    o.time_budget_seconds -= budget_.elapsed();
    if (o.time_budget_seconds <= 0) budget_.rethrow_stop(); // 0 would read as "no budget"
  }
  o.memory_budget_bytes = budget_.memory_budget();
  return o;
}

} // namespace alkahest::solving
