// lib/groebner_gpu/crossover.cpp - the Auto policy: the GPU/CPU crossover read from the table
// `alkahest bench groebner-gpu` measured.
#include "support/knobs.hpp"

#include <alkahest/groebner_gpu.hpp>

#include <algorithm>
#include <fstream>
#include <limits>
#include <sstream>
#include <vector>

#ifndef ALKAHEST_GB_CROSSOVER_INSTALLED
#define ALKAHEST_GB_CROSSOVER_INSTALLED ""
#endif
#ifndef ALKAHEST_GB_CROSSOVER_SOURCE_TREE
#define ALKAHEST_GB_CROSSOVER_SOURCE_TREE ""
#endif

namespace alkahest {

namespace {

// Used only when no measured table is found: 2^28 matrix entries x primes
// (e.g. 256 primes of a 1024 x 1024 matrix); docs/gpu.md explains it.
constexpr double kDefaultMinWork = 268435456.0;

std::string read_text(const std::string &path) {
  std::ifstream in(path);
  if (!in) return {};
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

struct BatchPoint {
  std::size_t primes;
  double entries;
  bool gpu_wins;
};

// Per batch size: the fewest entries from which the GPU won every larger
// measured trace (infinite when it lost the largest), by ascending batch.
std::vector<std::pair<std::size_t, double>> batch_crossovers(std::vector<BatchPoint> points) {
  std::sort(points.begin(), points.end(), [](const BatchPoint &a, const BatchPoint &b) {
    return a.primes != b.primes ? a.primes < b.primes : a.entries < b.entries;
  });
  std::vector<std::pair<std::size_t, double>> out;
  for (std::size_t end = points.size(); end > 0;) {
    std::size_t begin = end;
    while (begin > 0 && points[begin - 1].primes == points[end - 1].primes)
      --begin;
    double min_entries = std::numeric_limits<double>::infinity();
    for (std::size_t k = end; k > begin && points[k - 1].gpu_wins; --k)
      min_entries = points[k - 1].entries;
    out.emplace_back(points[end - 1].primes, min_entries);
    end = begin;
  }
  std::reverse(out.begin(), out.end());
  return out;
}

} // namespace

CrossoverPolicy parse_crossover_table(const std::string &csv, const std::string &source,
                                      const std::string &kind) {
  // Rows: kind,rows,cols,density,primes,cpu_seconds,gpu_seconds. The
  // crossover is the smallest work (entries x primes) at which the GPU won,
  // provided it also won at every larger measured work; else no crossover.
  std::istringstream in(csv);
  std::string line;
  std::vector<std::pair<double, bool>> points; // work, gpu wins
  std::vector<BatchPoint> batches;             // replays: each batch size apart
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line.rfind("kind", 0) == 0) continue;
    std::vector<std::string> f;
    std::stringstream ls(line);
    for (std::string cell; std::getline(ls, cell, ',');)
      f.push_back(cell);
    if (f.size() < 7 || f[0] != kind) continue;
    try {
      double rows = std::stod(f[1]), cols = std::stod(f[2]), density = std::stod(f[3]);
      double primes = std::stod(f[4]), cpu = std::stod(f[5]), gpu = std::stod(f[6]);
      if (cpu <= 0 || gpu <= 0) continue;
      points.emplace_back(rows * cols * density * primes, gpu < cpu);
      if (kind == "replay")
        batches.push_back({static_cast<std::size_t>(primes), rows * cols * density, gpu < cpu});
    } catch (const std::exception &) {
      continue;
    }
  }
  CrossoverPolicy policy{kDefaultMinWork, "built-in default (no rows in " + source + ")"};
  if (points.empty()) return policy;
  std::sort(points.begin(), points.end());
  double min_work = std::numeric_limits<double>::infinity();
  for (auto it = points.rbegin(); it != points.rend() && it->second; ++it)
    min_work = it->first;
  policy.min_work = min_work;
  policy.source = source;
  policy.batch_min_entries = batch_crossovers(std::move(batches));
  return policy;
}

namespace {

CrossoverPolicy load_policy(const std::string &kind) {
  std::vector<std::string> candidates;
  if (auto env = support::knob_text(support::Knob::GroebnerGpuCrossover))
    candidates.push_back(*env);
  candidates.emplace_back(ALKAHEST_GB_CROSSOVER_INSTALLED);
  candidates.emplace_back(ALKAHEST_GB_CROSSOVER_SOURCE_TREE);
  for (const auto &path : candidates) {
    if (path.empty()) continue;
    std::string text = read_text(path);
    if (!text.empty()) return parse_crossover_table(text, path, kind);
  }
  return CrossoverPolicy{kDefaultMinWork, "built-in default"};
}

} // namespace

const CrossoverPolicy &crossover_policy(const std::string &kind) {
  static const CrossoverPolicy dense = load_policy("dense");
  static const CrossoverPolicy replay = load_policy("replay");
  return kind == "replay" ? replay : dense;
}

} // namespace alkahest
