// lib/groebner_gpu/device_dispatch.hpp - spreads a batch of primes over the devices, falls back to
// the CPU on failure, fills the report.
#pragma once

#include <alkahest/groebner_gpu.hpp>

#include <cstddef>
#include <functional>
#include <vector>

namespace alkahest::gbgpu {
#pragma GCC visibility push(hidden)

/// Reduces primes [k0, k1) on device `ordinal` (may throw alkahest::Error).
using GpuPart =
    std::function<void(int ordinal, std::size_t k0, std::size_t k1, GpuBackendReport &)>;
/// Reduces primes [k0, k1) on the CPU (never throws for valid input).
using CpuPart = std::function<void(std::size_t k0, std::size_t k1)>;

/// Decides CPU or GPU (options.backend, the device count, the crossover for
/// `kind` and `entries_per_prime`), runs the parts, and records every reduction and
/// the first device failure in `report`. Primes are split in contiguous
/// ranges, one per device, each device driven from its own host thread.
void dispatch_primes(const char *kind, std::size_t nprimes, double entries_per_prime,
                     const GpuReduceOptions &options, GpuBackendReport &report, const GpuPart &gpu,
                     const CpuPart &cpu);

/// The devices an ordinal names: every device for -1, that one when it
/// exists, else none.
std::vector<int> named_devices(int device);

#pragma GCC visibility pop
} // namespace alkahest::gbgpu
