// lib/groebner/compute_budget.cpp - cancellation, time and memory budgets.
#include "compute_budget.hpp"

#include "support/memory_limits.hpp"
#include <alkahest/error.hpp>
#include <alkahest/poly/gmp_memory.hpp>

#include <fmt/format.h>

#include <cmath>

namespace alkahest::gb {

std::size_t resident_bytes() { return support::memory_use().resident; }
std::size_t physical_memory_bytes() { return support::physical_memory_bytes(); }
std::size_t address_space_limit_bytes() { return support::address_space_limit_bytes(); }

std::size_t default_memory_budget_bytes() {
  return support::effective_memory_limit_bytes() / 4 * 3;
}

ComputeBudget::ComputeBudget(const GroebnerOptions &options)
    : options_(options), start_(std::chrono::steady_clock::now()) {
  make_gmp_allocation_throw();
  if (!std::isfinite(options.time_budget_seconds) || options.time_budget_seconds < 0)
    raise(ErrorId::GbBadBudget,
          fmt::format("time budget {} s: pass 0 (none) or a finite number of seconds",
                      options.time_budget_seconds));
  memory_budget_ =
      options.memory_budget_bytes ? options.memory_budget_bytes : default_memory_budget_bytes();
  // Under an address-space limit malloc fails once the mappings reach it,
  // long before the resident set does (thread stacks, the code, arenas), so
  // the mappings are watched too, with an eighth of the limit as headroom.
  address_space_budget_ = address_space_limit_bytes() / 8 * 7;
  if (options.cancel == nullptr && options.time_budget_seconds <= 0) return;
  // Polling every few milliseconds costs nothing next to an F4 step and
  // keeps the engine free of clock calls.
  watcher_ = std::thread([this] {
    std::unique_lock lock(mu_);
    while (!done_) {
      if (options_.cancel && options_.cancel->load(std::memory_order_relaxed)) stop_ = true;
      if (options_.time_budget_seconds > 0 && elapsed() > options_.time_budget_seconds) {
        timed_out_ = true;
        stop_ = true;
      }
      if (stop_) return;
      cv_.wait_for(lock, std::chrono::milliseconds(5));
    }
  });
}

ComputeBudget::~ComputeBudget() {
  {
    std::lock_guard lock(mu_);
    done_ = true;
  }
  cv_.notify_all();
  if (watcher_.joinable()) watcher_.join();
}

double ComputeBudget::elapsed() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

void ComputeBudget::rethrow_stop() const {
  if (timed_out_ || (options_.time_budget_seconds > 0 && elapsed() > options_.time_budget_seconds))
    raise(ErrorId::GbTimeBudget, fmt::format("stopped after {:.3f} s (budget {:.3f} s)", elapsed(),
                                             options_.time_budget_seconds));
  raise(ErrorId::GbCancelled, fmt::format("cancelled after {:.3f} s", elapsed()));
}

void ComputeBudget::check() const {
  if (options_.cancel && options_.cancel->load()) rethrow_stop();
  if (options_.time_budget_seconds > 0 && elapsed() > options_.time_budget_seconds) rethrow_stop();
  if (stop_) rethrow_stop();
  support::MemoryUse use = support::memory_use();
  if (use.resident > memory_budget_)
    raise(ErrorId::GbMemoryBudget,
          fmt::format("resident memory {} MiB exceeds the budget of {} MiB", use.resident >> 20,
                      memory_budget_ >> 20));
  if (address_space_budget_ && use.mapped > address_space_budget_)
    raise(ErrorId::GbMemoryBudget,
          fmt::format("mapped memory {} MiB nears the address-space limit of {} MiB (ulimit -v)",
                      use.mapped >> 20, address_space_limit_bytes() >> 20));
}

} // namespace alkahest::gb
