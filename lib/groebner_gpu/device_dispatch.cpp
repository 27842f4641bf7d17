// lib/groebner_gpu/device_dispatch.cpp - backend choice, multi-device split and recorded CPU fallback.
#include "device_dispatch.hpp"

#include "driver_api.hpp"

#include <alkahest/error.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace alkahest::gbgpu {

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

std::string describe(const std::exception_ptr &e) {
  try {
    std::rethrow_exception(e);
  } catch (const Error &err) {
    return fmt::format("{}: {}", err.code(), err.what());
  } catch (const std::exception &err) {
    return err.what();
  } catch (...) {
    return "unknown device failure";
  }
}

} // namespace

void parallel_for_primes(std::size_t k0, std::size_t k1, unsigned threads,
                         const std::function<void(std::size_t)> &f) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  std::size_t n = k1 > k0 ? k1 - k0 : 0;
  threads = static_cast<unsigned>(std::min<std::size_t>(threads, n));
  if (threads <= 1) {
    for (std::size_t k = k0; k < k1; ++k) f(k);
    return;
  }
  std::atomic<std::size_t> next{k0};
  std::exception_ptr first;
  std::mutex m;
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t)
    pool.emplace_back([&] {
      try {
        for (std::size_t k; (k = next.fetch_add(1)) < k1;) f(k);
      } catch (...) {
        std::lock_guard lock(m);
        if (!first) first = std::current_exception();
      }
    });
  for (auto &t : pool) t.join();
  if (first) std::rethrow_exception(first);
}

void dispatch_primes(const char *kind, std::size_t nprimes, double entries_per_prime, const GpuReduceOptions &options,
                     GpuBackendReport &report, const GpuPart &gpu, const CpuPart &cpu) {
  report.backend = options.backend;
  report.requested_device = options.device;
  // Auto asks for a device only when one is present and the measured
  // crossover says it wins; Gpu always asks (and records a fallback).
  bool want_gpu = options.backend == GroebnerBackend::Gpu ||
                  (options.backend == GroebnerBackend::Auto && cuda::driver_device_count() > 0 &&
                   crossover_policy(kind).use_gpu(entries_per_prime, nprimes));
  auto run_cpu = [&](std::size_t k0, std::size_t k1) {
    if (k1 <= k0) return;
    auto t0 = std::chrono::steady_clock::now();
    cpu(k0, k1);
    report.cpu_seconds += seconds_since(t0);
    report.reductions_on_cpu += k1 - k0;
  };
  if (!want_gpu || nprimes == 0) {
    run_cpu(0, nprimes);
    return;
  }
  report.gpu_requested = true;
  int count = cuda::driver_device_count();
  std::vector<int> devices;
  if (options.device < 0) {
    for (int d = 0; d < count; ++d) devices.push_back(d);
  } else if (options.device < count) {
    devices.push_back(options.device);
  }
  if (devices.empty()) {
    if (report.first_gpu_error.empty())
      report.first_gpu_error = fmt::format(
          "E-CUDA-003: no usable CUDA device for ordinal {} ({} device(s): {})", options.device,
          count, cuda::driver_status_detail());
    run_cpu(0, nprimes);
    return;
  }
  // Contiguous ranges, one per device, each driven by its own host thread.
  std::size_t nd = std::min(devices.size(), nprimes);
  std::vector<GpuBackendReport> parts(nd);
  std::vector<std::exception_ptr> failures(nd);
  std::vector<std::pair<std::size_t, std::size_t>> ranges(nd);
  for (std::size_t d = 0; d < nd; ++d)
    ranges[d] = {nprimes * d / nd, nprimes * (d + 1) / nd};
  auto t0 = std::chrono::steady_clock::now();
  std::vector<std::thread> threads;
  for (std::size_t d = 0; d < nd; ++d)
    threads.emplace_back([&, d] {
      try {
        gpu(devices[d], ranges[d].first, ranges[d].second, parts[d]);
      } catch (...) {
        failures[d] = std::current_exception();
      }
    });
  for (auto &t : threads) t.join();
  report.gpu_seconds += seconds_since(t0);
  for (std::size_t d = 0; d < nd; ++d) {
    if (!parts[d].kernel_variant.empty()) report.kernel_variant = parts[d].kernel_variant;
    if (failures[d]) {
      if (report.first_gpu_error.empty())
        report.first_gpu_error = fmt::format("device {}: {}", devices[d], describe(failures[d]));
      run_cpu(ranges[d].first, ranges[d].second);
      continue;
    }
    report.reductions_on_gpu += ranges[d].second - ranges[d].first;
    if (std::find(report.devices_used.begin(), report.devices_used.end(), devices[d]) ==
        report.devices_used.end())
      report.devices_used.push_back(devices[d]);
  }
}

} // namespace alkahest::gbgpu
