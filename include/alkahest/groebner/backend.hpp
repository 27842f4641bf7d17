// alkahest/groebner/backend.hpp - where Groebner reductions run (CPU, GPU, Auto), their options,
// and the report of where they ran.
#pragma once

// Owned by lib/groebner (every build): the device kernels of lib/groebner_gpu
// are one backend behind these types, and a build without them still takes
// and reports a GPU request (as a fallback, with its reason).

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace alkahest {

/// Where Groebner reductions run. Auto: on the GPU when a device is present
/// and the work is above the measured crossover (crossover_policy() in
/// alkahest/groebner_gpu.hpp);
/// Cpu: never touch a device; Gpu: every reduction is tried on a device and
/// falls back to the CPU only on failure (recorded in the report).
enum class GroebnerBackend { Auto, Cpu, Gpu };

/// "auto", "cpu", "gpu".
const char *backend_name(GroebnerBackend b) noexcept;
/// Parses "auto" | "cpu" | "gpu" (E-GB-040 otherwise).
GroebnerBackend parse_backend(const std::string &name);

/// Where every modular reduction of a call ran. A "reduction" is one
/// (matrix, prime) pair. No silent fallback: a GPU request that reduced on
/// the CPU leaves the reason in first_gpu_error.
struct GpuBackendReport {
  GroebnerBackend backend = GroebnerBackend::Cpu; ///< what was asked for
  bool gpu_requested = false;    ///< the call wanted a device (Gpu, or Auto above the crossover)
  int requested_device = -1;     ///< the ordinal asked for; -1 = every device
  std::vector<int> devices_used; ///< ordinals that ran at least one reduction
  std::size_t reductions_on_gpu = 0;
  std::size_t reductions_on_cpu = 0;
  std::string first_gpu_error; ///< the first device failure (code and detail), empty if none
  /// How Backend::Auto chose where the replays ran (with the measured rates),
  /// empty for the other backends.
  std::string auto_choice;
  std::string kernel_variant; ///< the kernels that ran, reduction/mode: "montgomery/block",
                              ///< "barrett/step", "mma/panel", "mac/panel", "replay/montgomery"
  double gpu_seconds = 0;     ///< wall time spent in device reductions (transfers included)
  double cpu_seconds = 0;     ///< wall time spent in CPU reductions

  /// At least one reduction ran on a device and none fell back.
  bool ran_on_gpu() const noexcept { return reductions_on_gpu > 0 && reductions_on_cpu == 0; }
  /// A device was wanted but some reductions ran on the CPU.
  bool fell_back_to_cpu() const noexcept { return gpu_requested && reductions_on_cpu > 0; }
  /// Adds another call's counts (the first error wins).
  void merge(const GpuBackendReport &other);
  /// One line for humans ("gpu: 256 reductions on device 0 ...").
  std::string summary() const;
};

/// Inner modular update of the kernels (both are exact; the faster one is
/// the default, chosen by the benchmark: see docs/gpu.md).
enum class ModularReduction { Default, Montgomery, Barrett };

/// Options of the batched reductions.
struct GpuReduceOptions {
  GroebnerBackend backend = GroebnerBackend::Auto;
  /// Device ordinal, or -1 for every device (primes are spread across them).
  int device = -1;
  ModularReduction reduction = ModularReduction::Default;
  /// CPU threads for the CPU path (0 = all cores).
  unsigned threads = 0;
  /// Read between the steps of a device replay: once true, the batch stops
  /// early and its results (all marked unlucky) are to be dropped. For a
  /// caller that no longer needs the batch, so that it need not wait for it.
  const std::atomic<bool> *stop = nullptr;
};

/// Number of CUDA devices usable for Groebner reductions (0 without a
/// driver or in a build without the GPU path). Never throws.
int groebner_gpu_device_count() noexcept;

} // namespace alkahest
