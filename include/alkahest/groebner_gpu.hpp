// alkahest/groebner_gpu.hpp - modular row reduction of Groebner (F4) matrices for many primes on CUDA devices, with a backend report.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace alkahest {

/// Where Groebner reductions run. Auto: on the GPU when a device is present
/// and the work is above the measured crossover (see crossover_policy());
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
  bool gpu_requested = false;   ///< the call wanted a device (Gpu, or Auto above the crossover)
  int requested_device = -1;    ///< the ordinal asked for; -1 = every device
  std::vector<int> devices_used;///< ordinals that ran at least one reduction
  std::size_t reductions_on_gpu = 0;
  std::size_t reductions_on_cpu = 0;
  std::string first_gpu_error;  ///< the first device failure (code and detail), empty if none
  /// How Backend::Auto chose where the replays ran (with the measured rates),
  /// empty for the other backends.
  std::string auto_choice;
  std::string kernel_variant;   ///< the kernels that ran, reduction/mode: "montgomery/block", "barrett/step", "mma/panel", "mac/panel", "replay/montgomery"
  double gpu_seconds = 0;       ///< wall time spent in device reductions (transfers included)
  double cpu_seconds = 0;       ///< wall time spent in CPU reductions

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
};

/// Dense matrices, one per prime, all rows x cols, row-major, residues in
/// [0, p): entries[k * rows * cols + i * cols + j] belongs to primes[k].
struct DenseModularBatch {
  std::uint32_t rows = 0, cols = 0;
  std::vector<std::uint32_t> primes; ///< odd primes below 2^31
  std::vector<std::uint32_t> entries;
};

/// Per prime: rank and pivot columns of the reduced row echelon form.
struct DenseEchelonInfo {
  std::vector<std::uint32_t> rank;
  std::vector<std::vector<std::uint32_t>> pivot_columns;
};

/// Reduced row echelon form of every matrix of the batch modulo its prime,
/// in place (the RREF is unique, so the GPU and the CPU give identical
/// entries). Device failures fall back to the CPU and are recorded.
/// This, rref_mod_p_cpu, crossover_policy and parse_crossover_table are
/// defined by lib/groebner_gpu, so only in builds with the GPU layer
/// (capabilities().groebner_gpu); the report, the backend names and
/// groebner_gpu_device_count() exist in every build.
DenseEchelonInfo reduce_dense_batch(DenseModularBatch &batch, const GpuReduceOptions &options,
                                    GpuBackendReport &report);

/// The CPU reference of reduce_dense_batch for one matrix (rows x cols at
/// `a`, modulo p); returns the pivot columns.
std::vector<std::uint32_t> rref_mod_p_cpu(std::uint32_t *a, std::uint32_t rows, std::uint32_t cols,
                                          std::uint32_t p);

/// The Auto policy: use a device for `reductions` primes of matrices with
/// `entries` non-zero entries each when the measured table says the GPU
/// wins there.
struct CrossoverPolicy {
  /// Smallest (entries x primes) at which the measured GPU time beat the CPU.
  double min_work = 0;
  std::string source; ///< the file the numbers came from, or "built-in default"
  bool use_gpu(double entries, std::size_t primes) const noexcept {
    return entries * static_cast<double>(primes) >= min_work;
  }
};
/// The crossover of one kind of work ("dense": dense RREF batches;
/// "replay": F4 trace replays) from the table written by `alkahest bench
/// groebner-gpu` (ALKAHEST_GROEBNER_GPU_CROSSOVER, then the installed
/// share/alkahest/groebner_gpu_crossover.csv, then the source tree's);
/// without rows of that kind, the documented default (docs/gpu.md). Read
/// once per process.
const CrossoverPolicy &crossover_policy(const std::string &kind = "dense");
/// Parses a crossover table (CSV: kind,rows,cols,density,primes,cpu_seconds,
/// gpu_seconds) keeping the rows of `kind`. The crossover is the smallest
/// work (rows x cols x density x primes) from which the GPU won every
/// larger measured case; infinite when it lost the largest one.
CrossoverPolicy parse_crossover_table(const std::string &csv, const std::string &source,
                                      const std::string &kind = "dense");

/// Number of CUDA devices usable for Groebner reductions (0 without a
/// driver or in a build without the GPU path). Never throws.
int groebner_gpu_device_count() noexcept;

} // namespace alkahest
