// lib/groebner/gpu_dispatch.cpp - batched replays and reductions: the GPU path when
// lib/groebner_gpu installed it, else the CPU with the fallback recorded.
//
// lib/groebner stays buildable without CUDA: it never links the GPU layer
// (the layer above it), which installs its implementation here through
// gpu_hooks.hpp when libalkahest is loaded (gbgpu::install_gpu_hooks()).
#include "gpu_hooks.hpp"
#include "support/parallel_for.hpp"

#include <alkahest/groebner.hpp>
#include <alkahest/groebner/gpu_replay.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>

namespace alkahest::gb {

namespace {

GpuReplayHooks &gpu_hooks_table() {
  static GpuReplayHooks h;
  return h;
}

std::string no_gpu_path_text() {
  return error_text(ErrorId::CudaNoNvptx,
                    "this build has no GPU Groebner path (configured without CUDA/NVPTX)");
}

// No device path in this build: record it and reduce on the CPU.
template <class F>
auto cpu_only(std::size_t n, const GpuReduceOptions &options, GpuBackendReport &report, F &&run) {
  report.backend = options.backend;
  report.requested_device = options.device;
  if (options.backend == GroebnerBackend::Gpu) {
    report.gpu_requested = true;
    if (report.first_gpu_error.empty()) report.first_gpu_error = no_gpu_path_text();
  }
  auto t0 = std::chrono::steady_clock::now();
  auto out = run();
  report.cpu_seconds +=
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  report.reductions_on_cpu += n;
  return out;
}

} // namespace

GpuReplayHooks register_gpu_hooks(const GpuReplayHooks &h) noexcept {
  GpuReplayHooks previous = gpu_hooks_table();
  gpu_hooks_table() = h;
  return previous;
}

bool gpu_hooks_registered() noexcept { return gpu_hooks_table().replay != nullptr; }

bool replay_device_wins(double entries, std::size_t primes) noexcept {
  const auto wins = gpu_hooks_table().replay_device_wins;
  return !wins || wins(entries, primes);
}

void record_single_prime_run(GpuBackendReport &report, GroebnerBackend backend, int device,
                             std::size_t matrices, double seconds) {
  report.backend = backend;
  report.requested_device = device;
  report.reductions_on_cpu += matrices;
  report.cpu_seconds += seconds;
  // Auto asks for a device only where it would win; no device kernel takes
  // one prime's F4 matrices, so Auto asks for none and does not fall back.
  if (backend != GroebnerBackend::Gpu) return;
  report.gpu_requested = true;
  if (!report.first_gpu_error.empty()) return;
  const int count = groebner_gpu_device_count();
  if (!gpu_hooks_registered())
    report.first_gpu_error = no_gpu_path_text();
  else if (count == 0 || device >= count)
    report.first_gpu_error = error_text(
        ErrorId::CudaNoDevice,
        fmt::format("no usable CUDA device{} ({} device(s))",
                    device < 0 ? std::string() : fmt::format(" for ordinal {}", device), count));
  else
    report.first_gpu_error = "the F4 run modulo one prime has no device path: its matrices "
                             "were reduced on the CPU (the device replays many primes over Q)";
}

void prepare_gpu_replay(int device) noexcept {
  if (gpu_hooks_table().prepare) gpu_hooks_table().prepare(device);
}

} // namespace alkahest::gb

namespace alkahest {

int groebner_gpu_device_count() noexcept {
  return gb::gpu_hooks_registered() && gb::gpu_hooks_table().device_count
             ? gb::gpu_hooks_table().device_count()
             : 0;
}

} // namespace alkahest

namespace alkahest::gb {

std::vector<ReplayResult> replay_batch_cpu(const F4Trace &trace,
                                           const std::vector<std::vector<PolyZp>> &systems,
                                           unsigned threads) {
  std::vector<ReplayResult> out(systems.size());
  parallel_for(systems.size(), threads,
               [&](std::size_t i) { out[i] = f4_replay(trace, systems[i]); });
  return out;
}

std::vector<MacaulayMatrix::Reduction>
reduce_batch_cpu(const MacaulayMatrix &m, const std::vector<std::uint32_t> &primes,
                 const std::vector<std::vector<std::uint32_t>> &coeffs, ReductionMode mode,
                 unsigned threads) {
  std::vector<MacaulayMatrix::Reduction> out(primes.size());
  parallel_for(primes.size(), threads, [&](std::size_t k) {
    MacaulayMatrix copy = m;
    copy.coeffs = coeffs[k];
    out[k] = copy.reduce_cpu(primes[k], mode);
  });
  return out;
}

std::vector<ReplayResult> replay_batch(const F4Trace &trace,
                                       const std::vector<std::vector<PolyZp>> &systems,
                                       const GpuReduceOptions &options, GpuBackendReport &report) {
  if (gpu_hooks_table().replay && options.backend != GroebnerBackend::Cpu)
    return gpu_hooks_table().replay(trace, systems, options, report);
  return cpu_only(systems.size(), options, report,
                  [&] { return replay_batch_cpu(trace, systems, options.threads); });
}

std::vector<MacaulayMatrix::Reduction>
reduce_gpu(const MacaulayMatrix &m, const std::vector<std::uint32_t> &primes,
           const std::vector<std::vector<std::uint32_t>> &coeffs, ReductionMode mode,
           const GpuReduceOptions &options, GpuBackendReport &report) {
  if (gpu_hooks_table().reduce && options.backend != GroebnerBackend::Cpu)
    return gpu_hooks_table().reduce(m, primes, coeffs, mode, options, report);
  return cpu_only(primes.size(), options, report,
                  [&] { return reduce_batch_cpu(m, primes, coeffs, mode, options.threads); });
}

} // namespace alkahest::gb

namespace alkahest {

GroebnerBasis compute_groebner_basis_gpu(const std::vector<PolyQ> &generators,
                                         const MonomialOrder &order, int device,
                                         GroebnerOptions options) {
  options.backend = GroebnerBackend::Gpu;
  options.device = device;
  return GroebnerBasis::compute(generators, order, options);
}

} // namespace alkahest
