// alkahest/groebner_gpu.hpp - reduced row echelon forms of dense matrices for many primes at once
// on CUDA devices, and the measured CPU/GPU crossover.
#pragma once

// Owned by lib/groebner_gpu, which is built exactly when the GPU tier is
// (ALKAHEST_HAS_CUDA, capabilities().groebner_gpu): in a CPU-only build this
// header declares nothing of its own, so no declaration is left without a
// definition. The backend, its options and the report are every build's
// (alkahest/groebner/backend.hpp).
#include <alkahest/cuda_config.hpp>
#include <alkahest/groebner/backend.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#if ALKAHEST_HAS_CUDA

namespace alkahest {

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
  /// Replays only, per measured batch size (primes, ascending): the fewest
  /// entries per prime from which the GPU beat the CPU on every larger
  /// measured trace of that batch; infinite where it lost the largest. A
  /// device's cost per prime falls steeply with its batch, so a 256-prime
  /// measurement says nothing about a batch of 16.
  std::vector<std::pair<std::size_t, double>> batch_min_entries;
  bool use_gpu(double entries, std::size_t primes) const noexcept {
    if (batch_min_entries.empty()) return entries * static_cast<double>(primes) >= min_work;
    // The largest measured batch not above this one: the device only gains
    // from a larger batch, so that reading never promises too much.
    const std::pair<std::size_t, double> *row = nullptr;
    for (const auto &b : batch_min_entries)
      if (b.first <= primes) row = &b;
    return row && entries >= row->second;
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
/// larger measured case; infinite when it lost the largest one. Replay
/// rows also give the crossover of each measured batch size
/// (batch_min_entries).
CrossoverPolicy parse_crossover_table(const std::string &csv, const std::string &source,
                                      const std::string &kind = "dense");

} // namespace alkahest

#endif // ALKAHEST_HAS_CUDA
