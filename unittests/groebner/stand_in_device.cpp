// unittests/groebner/stand_in_device.cpp - the stand-in device's replays.
#include "stand_in_device.hpp"

#include <thread>

using namespace alkahest;

namespace gbtest {
namespace {

StandInDevice *g_device = nullptr;

std::vector<gb::ReplayResult> stand_in_replay(const gb::F4Trace &trace,
                                              const std::vector<std::vector<PolyZp>> &systems,
                                              const GpuReduceOptions &options,
                                              GpuBackendReport &report) {
  StandInDevice &d = *g_device;
  const int b = d.batches++;
  d.primes += static_cast<int>(systems.size());
  report.backend = options.backend;
  report.gpu_requested = true;
  report.requested_device = options.device;
  std::vector<gb::ReplayResult> out = gb::replay_batch_cpu(trace, systems, 1);
  if (b == d.fail_at_batch) {
    report.reductions_on_cpu += systems.size();
    if (report.first_gpu_error.empty())
      report.first_gpu_error = "E-CUDA-004: the stand-in device failed";
    return out;
  }
  const auto until = std::chrono::steady_clock::now() + d.per_batch;
  while (std::chrono::steady_clock::now() < until) {
    if (options.stop && options.stop->load()) {
      ++d.stopped;
      for (auto &r : out)
        r.status = gb::ReplayStatus::Unlucky;
      return out;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  if (d.first_prime_unlucky && !out.empty()) {
    out.front().status = gb::ReplayStatus::Unlucky;
    out.front().reason = "the stand-in device calls it unlucky";
  }
  report.reductions_on_gpu += systems.size();
  if (report.devices_used.empty()) report.devices_used.push_back(0);
  return out;
}

int stand_in_count() noexcept { return g_device->devices; }
void stand_in_prepare(int) noexcept {}
bool stand_in_wins(double, std::size_t) noexcept { return g_device->crossover_wins; }

} // namespace

StandInHooks::StandInHooks() {
  g_device = &device;
  previous_ = gb::register_gpu_hooks(
      {&stand_in_replay, nullptr, &stand_in_count, &stand_in_prepare, &stand_in_wins});
}

StandInHooks::~StandInHooks() {
  gb::register_gpu_hooks(previous_);
  g_device = nullptr;
}

NoGpuPath::NoGpuPath() { previous_ = gb::register_gpu_hooks({}); }
NoGpuPath::~NoGpuPath() { gb::register_gpu_hooks(previous_); }

} // namespace gbtest
