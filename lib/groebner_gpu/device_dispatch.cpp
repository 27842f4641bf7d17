// lib/groebner_gpu/device_dispatch.cpp - backend choice, multi-device split and recorded CPU
// fallback.
#include "device_dispatch.hpp"

#include "driver_api.hpp"

#include <alkahest/error.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <exception>
#include <thread>
#include <vector>

namespace alkahest::gbgpu {
#pragma GCC visibility push(hidden)

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

std::vector<int> named_devices(int device) {
  const int count = cuda::driver_device_count();
  std::vector<int> devices;
  if (device < 0) {
    for (int d = 0; d < count; ++d)
      devices.push_back(d);
  } else if (device < count) {
    devices.push_back(device);
  }
  return devices;
}

void dispatch_primes(const char *kind, std::size_t nprimes, double entries_per_prime,
                     const GpuReduceOptions &options, GpuBackendReport &report, const GpuPart &gpu,
                     const CpuPart &cpu) {
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
  const std::vector<int> devices = named_devices(options.device);
  if (devices.empty()) {
    if (report.first_gpu_error.empty())
      report.first_gpu_error = error_text(
          cuda::no_device_error(),
          fmt::format("no usable CUDA device for ordinal {} ({} device(s): {})", options.device,
                      cuda::driver_device_count(), cuda::driver_status_text()));
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
  for (auto &t : threads)
    t.join();
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

#pragma GCC visibility pop
} // namespace alkahest::gbgpu
