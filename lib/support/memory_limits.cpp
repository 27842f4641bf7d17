// lib/support/memory_limits.cpp - physical memory, RLIMIT_AS, cgroup limits and this
// process's use, read where the budgets of every layer need them.
#include "support/memory_limits.hpp"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <string>
#include <sys/resource.h>
#include <unistd.h>

namespace alkahest::support {
#pragma GCC visibility push(hidden)
namespace {

// A number of bytes from a cgroup file; 0 for "max", a missing file or junk.
std::size_t read_limit_file(const std::string &path) {
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

std::size_t subtract_or_zero(std::size_t a, std::size_t b) { return a > b ? a - b : 0; }

} // namespace

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

std::size_t physical_memory_bytes() {
  long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || size <= 0) return std::size_t(8) << 30;
  return static_cast<std::size_t>(pages) * static_cast<std::size_t>(size);
}

std::size_t address_space_limit_bytes() {
  rlimit rl{};
  if (getrlimit(RLIMIT_AS, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY) return 0;
  return static_cast<std::size_t>(rl.rlim_cur);
}

std::size_t cgroup_limit_bytes() {
  // The cgroup of this process (v2: "0::/path"; v1: the memory controller's).
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
      take(read_limit_file("/sys/fs/cgroup" + path + "/memory.max"));
      take(read_limit_file("/sys/fs/cgroup/memory.max"));
    } else if (controllers.find("memory") != std::string::npos) {
      take(read_limit_file("/sys/fs/cgroup/memory" + path + "/memory.limit_in_bytes"));
      take(read_limit_file("/sys/fs/cgroup/memory/memory.limit_in_bytes"));
    }
  }
  // v1 reports "no limit" as a huge page-rounded number.
  return best >= (std::size_t{1} << 62) ? 0 : best;
}

std::size_t effective_memory_limit_bytes() {
  std::size_t limit = physical_memory_bytes();
  for (std::size_t l : {address_space_limit_bytes(), cgroup_limit_bytes()})
    if (l) limit = std::min(limit, l);
  return limit;
}

std::size_t available_memory_bytes() {
  MemoryUse use = memory_use();
  std::size_t available = subtract_or_zero(effective_memory_limit_bytes() / 4 * 3, use.resident);
  if (std::size_t as = address_space_limit_bytes())
    available = std::min(available, subtract_or_zero(as / 8 * 7, use.mapped));
  return available;
}

#pragma GCC visibility pop
} // namespace alkahest::support
