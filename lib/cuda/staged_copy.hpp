// lib/cuda/staged_copy.hpp - large host <-> device copies through the device's pinned staging
// buffers.
#pragma once

#include "driver_api.hpp"

#include <cstddef>

#pragma GCC visibility push(hidden)
namespace alkahest::cuda {

/// Chunk of a staged copy (one pinned staging buffer).
inline constexpr std::size_t kStagingChunk = std::size_t{16} << 20;

/// Copies `bytes` between pageable host memory and device memory: below two
/// chunks by one driver copy, else in kStagingChunk pieces through the
/// device's two pinned staging buffers (device_staging), the host side of one
/// chunk filled by parallel_copy while the other is in flight. The caller has
/// the device's context current.
void staged_copy(int ordinal, void *host, CUdeviceptr dev, std::size_t bytes, bool to_device);

} // namespace alkahest::cuda
#pragma GCC visibility pop
