// alkahest/groebner/gpu_replay.hpp - F4 trace replays and Macaulay-matrix reductions for a batch of
// primes, on CUDA devices or the CPU, with a backend report.
#pragma once

#include <alkahest/groebner/backend.hpp>
#include <alkahest/groebner/f4.hpp>
#include <alkahest/groebner/macaulay_matrix.hpp>

#include <cstdint>
#include <vector>

namespace alkahest::gb {

/// Replays `trace` once per system (the learned system modulo one prime
/// each), all primes of the batch at once on the devices chosen by
/// `options` (coefficients interleaved by prime), or on the CPU (one
/// F4Replayer per prime, `options.threads` threads). Results are in the
/// order of `systems` and identical to F4Replayer::replay's; `report`
/// records where each replay ran and the first device failure.
std::vector<ReplayResult> replay_batch(const F4Trace &trace,
                                       const std::vector<std::vector<PolyZp>> &systems,
                                       const GpuReduceOptions &options, GpuBackendReport &report);

/// MacaulayMatrix::reduce_gpu as a free function (the matrix type stays a
/// plain CPU data type): reduces the rows to reduce of `m` modulo each of
/// `primes`, coeffs[k] holding m.nnz() residues mod primes[k] in m's entry
/// order (m.coeffs is ignored). Bit-identical to
/// `m.reduce_cpu(primes[k], mode)` with those coefficients.
std::vector<MacaulayMatrix::Reduction>
reduce_gpu(const MacaulayMatrix &m, const std::vector<std::uint32_t> &primes,
           const std::vector<std::vector<std::uint32_t>> &coeffs, ReductionMode mode,
           const GpuReduceOptions &options, GpuBackendReport &report);

/// Creates the contexts and loads the replay kernels of the devices `device`
/// names (-1: every device), so that the first replay_batch does not pay for
/// them: the multi-modular driver calls it beside the learning run. Does
/// nothing without the device path; a failure is left for replay_batch to
/// meet and report.
void prepare_gpu_replay(int device) noexcept;
/// Records a run modulo one prime (GroebnerBasis over Z/p), whose F4
/// matrices all reduce on the CPU: `matrices` reductions on the CPU in
/// `seconds`. A Gpu request is recorded as a fallback with its reason: no
/// GPU path in this build (E-CUDA-001), no usable device for the ordinal
/// (E-CUDA-003), or no device path for a single prime's F4 run.
void record_single_prime_run(GpuBackendReport &report, GroebnerBackend backend, int device,
                             std::size_t matrices, double seconds);

/// The CPU implementations (used by the hooks for their fallback).
std::vector<ReplayResult> replay_batch_cpu(const F4Trace &trace,
                                           const std::vector<std::vector<PolyZp>> &systems,
                                           unsigned threads);
std::vector<MacaulayMatrix::Reduction>
reduce_batch_cpu(const MacaulayMatrix &m, const std::vector<std::uint32_t> &primes,
                 const std::vector<std::vector<std::uint32_t>> &coeffs, ReductionMode mode,
                 unsigned threads);

} // namespace alkahest::gb
