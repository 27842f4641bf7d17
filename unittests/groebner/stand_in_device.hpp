// unittests/groebner/stand_in_device.hpp - a device for the multi-modular
// drivers' pipeline tests, installed through the GPU hooks (no GPU needed):
// it replays on the CPU (the result a device must give) and reports each
// batch as run on device 0, or fails, stalls or calls primes unlucky on
// request.
#pragma once

#include "gpu_hooks.hpp"

#include <atomic>
#include <chrono>

// Hidden like the hooks' table it holds (lib/groebner's own type).
#pragma GCC visibility push(hidden)
namespace gbtest {

/// What the stand-in device does with each batch.
struct StandInDevice {
  std::atomic<int> batches{0};
  std::atomic<int> primes{0};             // primes of every batch it was given
  int fail_at_batch = -1;                 // this batch fails: replayed on the CPU, error recorded
  bool first_prime_unlucky = false;       // each batch's first prime comes back unlucky
  std::chrono::milliseconds per_batch{0}; // a slow device, polling the stop flag
  std::atomic<int> stopped{0};            // batches ended by the stop flag
  int devices = 1;                        // what the device count says
  bool crossover_wins = true;             // what the crossover table says
};

/// Installs a stand-in device for the life of the object
/// and restores the previous hooks.
struct StandInHooks {
  StandInDevice device;
  StandInHooks();
  ~StandInHooks();
  StandInHooks(const StandInHooks &) = delete;
  StandInHooks &operator=(const StandInHooks &) = delete;

private:
  alkahest::gb::GpuReplayHooks previous_;
};

/// Removes every hook (a build without the GPU path) for the life of the object.
struct NoGpuPath {
  NoGpuPath();
  ~NoGpuPath();
  NoGpuPath(const NoGpuPath &) = delete;
  NoGpuPath &operator=(const NoGpuPath &) = delete;

private:
  alkahest::gb::GpuReplayHooks previous_;
};

} // namespace gbtest
#pragma GCC visibility pop
