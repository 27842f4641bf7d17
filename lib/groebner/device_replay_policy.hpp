// lib/groebner/device_replay_policy.hpp - how the multi-modular drivers (bases
// over Q, the solver's representations) share the replays of a learned trace
// between the devices and the CPU: Auto's choices, batch sizes, the report.
#pragma once

#include <alkahest/groebner.hpp>
#include <alkahest/groebner/backend.hpp>

#include <future>

#pragma GCC visibility push(hidden)
namespace alkahest::gb {

/// Primes per device replay batch of the GPU backend (at least one per CPU
/// thread as well).
inline constexpr unsigned kGpuReplayBatch = 32;
/// Auto keeps the devices replaying beside the CPU only while a device
/// replays a prime in at most this fraction of the time one CPU thread takes:
/// the thread that feeds the devices sleeps while they work, but its host
/// side (the batch's inputs and results) and the lift of its primes are CPU
/// work, which a device slower than one CPU thread does not pay back.
inline constexpr double kAutoDeviceMargin = 0.8;

/// Auto with a device, after the first learning run: true when the run was
/// long enough (GroebnerOptions::auto_device_min_learn_seconds) and a device
/// is present. A short run keeps every replay on the CPU and says why in
/// report.auto_choice. The device count is asked only after the time test:
/// the driver's start-up alone would cost a short computation more than 5 %.
bool auto_wants_device(double learn_seconds, const GroebnerOptions &options,
                       GpuBackendReport &report);

/// Auto beside a running pipeline, once a CPU batch has measured a prime on
/// one CPU thread: whether the devices keep replaying (a device prime costs
/// less than kAutoDeviceMargin of a CPU thread's, and the pipeline has not
/// ended). Writes what was measured and chosen to report.auto_choice.
/// `device_seconds_per_prime` < 0: no device batch finished yet.
bool auto_keeps_device(double cpu_seconds_per_prime, double device_seconds_per_prime,
                       bool pipeline_ended, GpuBackendReport &report);

/// Adds a stopped pipeline's report to the run's. Auto's device batches are
/// its measured choice, not a request that could fall back: for Auto the
/// run's gpu_requested stays as it was (auto_choice says what ran where).
void merge_device_report(GpuBackendReport &run, const GpuBackendReport &pipeline,
                         bool auto_backend);

/// Creates the contexts and loads the replay kernels of `device` on another
/// thread (prepare_gpu_replay), so that it overlaps the learning run; the
/// pipeline's first batch waits for it.
std::shared_future<void> prepare_gpu_replay_async(int device);

} // namespace alkahest::gb
#pragma GCC visibility pop
