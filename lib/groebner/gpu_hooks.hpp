// lib/groebner/gpu_hooks.hpp - the table through which lib/groebner reaches lib/groebner_gpu's
// device path (the layer above it), and its installation.
#pragma once

#include <alkahest/groebner/gpu_replay.hpp>

#pragma GCC visibility push(hidden)
namespace alkahest::gb {

/// The device implementations. lib/groebner_gpu installs them
/// (gbgpu::install_gpu_hooks(), called by libalkahest's own source); without
/// them every call reduces on the CPU and a GPU request is recorded as a
/// fallback.
struct GpuReplayHooks {
  decltype(&replay_batch) replay = nullptr;
  decltype(&reduce_gpu) reduce = nullptr;
  int (*device_count)() noexcept = nullptr;
  void (*prepare)(int device) noexcept = nullptr;
  /// The measured crossover (lib/groebner_gpu's table): true when a device
  /// replays `primes` primes of a trace of `entries` matrix entries faster
  /// than the CPU. Null: no table, the device is not ruled out.
  bool (*replay_device_wins)(double entries, std::size_t primes) noexcept = nullptr;
};

/// Installs the hooks; returns the previous ones (tests swap them to
/// exercise a build without the path).
GpuReplayHooks register_gpu_hooks(const GpuReplayHooks &hooks) noexcept;
/// True when a device implementation is installed (the path is compiled in).
bool gpu_hooks_registered() noexcept;
/// Auto's rule for the over-Q replays: the crossover table says a device
/// wins for `primes` primes of `entries` entries each (true without a table).
bool replay_device_wins(double entries, std::size_t primes) noexcept;

} // namespace alkahest::gb
#pragma GCC visibility pop
