// lib/groebner_gpu/backend_report.cpp - GpuBackendReport, backend names, and the measured Auto crossover.
#include <alkahest/error.hpp>
#include <alkahest/groebner_gpu.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <sstream>

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

} // namespace

const char *backend_name(GroebnerBackend b) noexcept {
  switch (b) {
  case GroebnerBackend::Auto: return "auto";
  case GroebnerBackend::Cpu: return "cpu";
  case GroebnerBackend::Gpu: return "gpu";
  }
  return "?";
}

GroebnerBackend parse_backend(const std::string &name) {
  if (name == "auto") return GroebnerBackend::Auto;
  if (name == "cpu") return GroebnerBackend::Cpu;
  if (name == "gpu") return GroebnerBackend::Gpu;
  raise(ErrorId::GbGpuBadInput, "unknown backend '" + name + "' (auto, cpu or gpu)");
}

void GpuBackendReport::merge(const GpuBackendReport &o) {
  gpu_requested = gpu_requested || o.gpu_requested;
  reductions_on_gpu += o.reductions_on_gpu;
  reductions_on_cpu += o.reductions_on_cpu;
  gpu_seconds += o.gpu_seconds;
  cpu_seconds += o.cpu_seconds;
  if (first_gpu_error.empty()) first_gpu_error = o.first_gpu_error;
  if (kernel_variant.empty()) kernel_variant = o.kernel_variant;
  for (int d : o.devices_used)
    if (std::find(devices_used.begin(), devices_used.end(), d) == devices_used.end())
      devices_used.push_back(d);
}

std::string GpuBackendReport::summary() const {
  std::string devs;
  for (int d : devices_used) {
    if (!devs.empty()) devs.push_back(',');
    devs += std::to_string(d);
  }
  std::string s = fmt::format(
      "backend {} (device {}): {} reductions on GPU{}{}, {} on CPU; ran_on_gpu={} fell_back_to_cpu={}",
      backend_name(backend), requested_device < 0 ? std::string("all") : std::to_string(requested_device),
      reductions_on_gpu, devs.empty() ? "" : " [devices " + devs + "]",
      kernel_variant.empty() ? "" : " (" + kernel_variant + ")", reductions_on_cpu, ran_on_gpu(),
      fell_back_to_cpu());
  if (!first_gpu_error.empty()) s += "; first GPU error: " + first_gpu_error;
  return s;
}

CrossoverPolicy parse_crossover_table(const std::string &csv, const std::string &source) {
  // Rows: kind,rows,cols,density,primes,cpu_seconds,gpu_seconds. The
  // crossover is the smallest work (entries x primes) at which the GPU won,
  // provided it also won at every larger measured work; else no crossover.
  std::istringstream in(csv);
  std::string line;
  std::vector<std::pair<double, bool>> points; // work, gpu wins
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line.rfind("kind", 0) == 0) continue;
    std::vector<std::string> f;
    std::stringstream ls(line);
    for (std::string cell; std::getline(ls, cell, ',');) f.push_back(cell);
    if (f.size() < 7) continue;
    try {
      double rows = std::stod(f[1]), cols = std::stod(f[2]), density = std::stod(f[3]);
      double primes = std::stod(f[4]), cpu = std::stod(f[5]), gpu = std::stod(f[6]);
      if (cpu <= 0 || gpu <= 0) continue;
      points.emplace_back(rows * cols * density * primes, gpu < cpu);
    } catch (const std::exception &) {
      continue;
    }
  }
  CrossoverPolicy policy{kDefaultMinWork, "built-in default (no rows in " + source + ")"};
  if (points.empty()) return policy;
  std::sort(points.begin(), points.end());
  double min_work = std::numeric_limits<double>::infinity();
  for (auto it = points.rbegin(); it != points.rend() && it->second; ++it) min_work = it->first;
  policy.min_work = min_work;
  policy.source = source;
  return policy;
}

const CrossoverPolicy &crossover_policy() {
  static const CrossoverPolicy policy = [] {
    std::vector<std::string> candidates;
    if (const char *env = std::getenv("ALKAHEST_GROEBNER_GPU_CROSSOVER"); env && *env)
      candidates.emplace_back(env);
    candidates.emplace_back(ALKAHEST_GB_CROSSOVER_INSTALLED);
    candidates.emplace_back(ALKAHEST_GB_CROSSOVER_SOURCE_TREE);
    for (const auto &path : candidates) {
      if (path.empty()) continue;
      std::string text = read_text(path);
      if (!text.empty()) return parse_crossover_table(text, path);
    }
    return CrossoverPolicy{kDefaultMinWork, "built-in default"};
  }();
  return policy;
}

} // namespace alkahest
