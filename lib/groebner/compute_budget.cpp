// lib/groebner/compute_budget.cpp - cancellation, time and memory budgets.
#include "compute_budget.hpp"

#include <alkahest/error.hpp>
#include <alkahest/poly/gmp_memory.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <sys/resource.h>
#include <unistd.h>

namespace alkahest::gb {

namespace {

// /proc/self/statm's first two fields (mapped and resident pages) in bytes;
// zeros when the file cannot be read.
struct MemoryUse {
  std::size_t mapped = 0, resident = 0;
};

MemoryUse memory_use() {
  std::FILE *f = std::fopen("/proc/self/statm", "r");
  if (!f) return {};
  unsigned long size = 0, resident = 0;
  int n = std::fscanf(f, "%lu %lu", &size, &resident);
  std::fclose(f);
  if (n != 2) return {};
  auto page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  return {static_cast<std::size_t>(size) * page, static_cast<std::size_t>(resident) * page};
}

} // namespace

std::size_t resident_bytes() { return memory_use().resident; }

std::size_t physical_memory_bytes() {
  long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || size <= 0) return std::size_t(8) << 30;
  return static_cast<std::size_t>(pages) * static_cast<std::size_t>(size);
}

namespace {

// A number of bytes from a cgroup file; 0 for "max", a missing file or junk.
std::size_t read_limit_file(const char *path) {
  std::ifstream in(path);
  std::string word;
  if (!(in >> word) || word.empty() || word == "max") return 0;
  std::size_t v = 0;
  for (char c : word) {
    if (c < '0' || c > '9') return 0;
    if (v > (~std::size_t{0} - 9) / 10) return 0; // no real limit is that large
    v = v * 10 + static_cast<std::size_t>(c - '0');
  }
  return v;
}

// The cgroup of this process (v2: "0::/path"; v1: the memory controller's).
std::size_t cgroup_limit_bytes() {
  std::ifstream in("/proc/self/cgroup");
  std::string line;
  std::size_t best = 0;
  auto take = [&](std::size_t v) {
    if (v && (best == 0 || v < best)) best = v;
  };
  while (std::getline(in, line)) {
    auto c1 = line.find(':'), c2 = line.find(':', c1 + 1);
    if (c1 == std::string::npos || c2 == std::string::npos) continue;
    std::string controllers = line.substr(c1 + 1, c2 - c1 - 1), path = line.substr(c2 + 1);
    if (controllers.empty()) {
      take(read_limit_file(("/sys/fs/cgroup" + path + "/memory.max").c_str()));
      take(read_limit_file("/sys/fs/cgroup/memory.max"));
    } else if (controllers.find("memory") != std::string::npos) {
      take(read_limit_file(("/sys/fs/cgroup/memory" + path + "/memory.limit_in_bytes").c_str()));
      take(read_limit_file("/sys/fs/cgroup/memory/memory.limit_in_bytes"));
    }
  }
  // v1 reports "no limit" as a huge page-rounded number.
  return best >= (std::size_t{1} << 62) ? 0 : best;
}

} // namespace

std::size_t address_space_limit_bytes() {
  rlimit rl{};
  if (getrlimit(RLIMIT_AS, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY) return 0;
  return static_cast<std::size_t>(rl.rlim_cur);
}

std::size_t default_memory_budget_bytes() {
  std::size_t limit = physical_memory_bytes();
  for (std::size_t l : {address_space_limit_bytes(), cgroup_limit_bytes()})
    if (l) limit = std::min(limit, l);
  return limit / 4 * 3;
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
  MemoryUse use = memory_use();
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
