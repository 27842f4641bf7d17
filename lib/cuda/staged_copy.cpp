// lib/cuda/staged_copy.cpp - large host <-> device copies through the device's pinned staging
// buffers.
#include "staged_copy.hpp"
#include "runtime.hpp"

#include <algorithm>
#include <mutex>

#pragma GCC visibility push(hidden)
namespace alkahest::cuda {

// Large copies go through pinned memory. From pageable memory the driver
// stages copies itself, on one thread: about 5 GB/s on the H200 machine, so
// at n = 4096 the copies took longer than a prime's elimination and 16
// primes cost 16 times as much copying. Here the host path's copy threads
// (cuda::parallel_copy) fill a chunk into one of the device's two pinned
// staging buffers while the other chunk is in flight. The caller has the
// device's context current.
void staged_copy(int ordinal, void *host, CUdeviceptr dev, std::size_t bytes, bool to_device) {
  const DriverApi &api = require_driver();
  if (bytes < 2 * kStagingChunk) {
    check(to_device ? api.cuMemcpyHtoD(dev, host, bytes) : api.cuMemcpyDtoH(host, dev, bytes),
          to_device ? "cuMemcpyHtoD" : "cuMemcpyDtoH");
    return;
  }
  DeviceStaging &st = device_staging(ordinal);
  std::lock_guard lock(st.mutex);
  for (auto &slot : st.pinned)
    if (slot.empty() || slot.front().size() < kStagingChunk) {
      slot.clear();
      slot.emplace_back(ordinal, kStagingChunk);
    }
  char *h = static_cast<char *>(host);
  const std::size_t chunks = (bytes + kStagingChunk - 1) / kStagingChunk;
  auto len = [&](std::size_t c) { return std::min(kStagingChunk, bytes - c * kStagingChunk); };
  auto start_download = [&](std::size_t c) {
    const int s = static_cast<int>(c & 1);
    check(api.cuMemcpyDtoHAsync(st.pinned[s].front().get(), dev + c * kStagingChunk, len(c),
                                st.streams[s]),
          "cuMemcpyDtoHAsync");
    check(api.cuEventRecord(st.done[s], st.streams[s]), "cuEventRecord");
  };
  if (!to_device) start_download(0);
  for (std::size_t c = 0; c < chunks; ++c) {
    const int s = static_cast<int>(c & 1);
    void *pinned = st.pinned[s].front().get();
    if (to_device) {
      check(api.cuEventSynchronize(st.done[s]),
            "cuEventSynchronize"); // the slot's last chunk has left
      const CopyJob job{pinned, h + c * kStagingChunk, len(c)};
      parallel_copy({&job, 1});
      check(api.cuMemcpyHtoDAsync(dev + c * kStagingChunk, pinned, len(c), st.streams[s]),
            "cuMemcpyHtoDAsync");
      check(api.cuEventRecord(st.done[s], st.streams[s]), "cuEventRecord");
    } else {
      if (c + 1 < chunks) start_download(c + 1);
      check(api.cuEventSynchronize(st.done[s]), "cuEventSynchronize");
      const CopyJob job{h + c * kStagingChunk, pinned, len(c)};
      parallel_copy({&job, 1});
    }
  }
  for (CUstream stream : st.streams)
    check(api.cuStreamSynchronize(stream), "cuStreamSynchronize");
}

} // namespace alkahest::cuda
#pragma GCC visibility pop
