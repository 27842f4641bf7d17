// lib/groebner/device_replay_policy.cpp - Auto's choices between the devices
// and the CPU for the replays, shared by the over-Q driver and the solver.
#include "device_replay_policy.hpp"

#include <alkahest/groebner/gpu_replay.hpp>

#include <fmt/format.h>

namespace alkahest::gb {

bool auto_wants_device(double learn_seconds, const GroebnerOptions &options,
                       GpuBackendReport &report) {
  if (learn_seconds < options.auto_device_min_learn_seconds) {
    report.auto_choice =
        fmt::format("auto: replays on the CPU (the learning run took {:.2f} s, below {:.2f} s)",
                    learn_seconds, options.auto_device_min_learn_seconds);
    return false;
  }
  return groebner_gpu_device_count() > 0;
}

bool auto_keeps_device(double cpu_seconds_per_prime, double device_seconds_per_prime,
                       bool pipeline_ended, GpuBackendReport &report) {
  const bool faster = device_seconds_per_prime < 0 ||
                      device_seconds_per_prime < kAutoDeviceMargin * cpu_seconds_per_prime;
  if (device_seconds_per_prime >= 0 || pipeline_ended)
    report.auto_choice = fmt::format(
        "auto: replays on the CPU{} (measured {:.3g} s per prime on one CPU thread, {:.3g} s "
        "on the GPU)",
        faster && !pipeline_ended ? " and the GPU beside it" : "; the GPU stopped",
        cpu_seconds_per_prime, device_seconds_per_prime);
  return faster && !pipeline_ended;
}

void merge_device_report(GpuBackendReport &run, const GpuBackendReport &pipeline,
                         bool auto_backend) {
  const bool wanted = run.gpu_requested;
  run.merge(pipeline);
  if (auto_backend) run.gpu_requested = wanted;
}

std::shared_future<void> prepare_gpu_replay_async(int device) {
  return std::async(std::launch::async, [device] { prepare_gpu_replay(device); }).share();
}

} // namespace alkahest::gb
