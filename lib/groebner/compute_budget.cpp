// lib/groebner/compute_budget.cpp - cancellation, time and memory budgets.
#include "compute_budget.hpp"

#include <alkahest/error.hpp>

#include <fmt/format.h>

#include <cstdio>
#include <unistd.h>

namespace alkahest::gb {

std::size_t resident_bytes() {
  std::FILE *f = std::fopen("/proc/self/statm", "r");
  if (!f) return 0;
  unsigned long size = 0, resident = 0;
  int n = std::fscanf(f, "%lu %lu", &size, &resident);
  std::fclose(f);
  if (n != 2) return 0;
  return static_cast<std::size_t>(resident) * static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
}

std::size_t physical_memory_bytes() {
  long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || size <= 0) return std::size_t(8) << 30;
  return static_cast<std::size_t>(pages) * static_cast<std::size_t>(size);
}

ComputeBudget::ComputeBudget(const GroebnerOptions &options)
    : options_(options), start_(std::chrono::steady_clock::now()) {
  memory_budget_ = options.memory_budget_bytes ? options.memory_budget_bytes
                                               : physical_memory_bytes() / 4 * 3;
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
    raise(ErrorId::GbTimeBudget,
          fmt::format("stopped after {:.3f} s (budget {:.3f} s)", elapsed(), options_.time_budget_seconds));
  raise(ErrorId::GbCancelled, fmt::format("cancelled after {:.3f} s", elapsed()));
}

void ComputeBudget::check() const {
  if (options_.cancel && options_.cancel->load()) rethrow_stop();
  if (options_.time_budget_seconds > 0 && elapsed() > options_.time_budget_seconds) rethrow_stop();
  if (stop_) rethrow_stop();
  std::size_t rss = resident_bytes();
  if (rss > memory_budget_)
    raise(ErrorId::GbMemoryBudget, fmt::format("resident memory {} MiB exceeds the budget of {} MiB",
                                               rss >> 20, memory_budget_ >> 20));
}

} // namespace alkahest::gb
