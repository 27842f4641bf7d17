// lib/cuda/runtime.hpp - primary contexts, modules, memory and streams over the dlopen'd driver,
// with ordered teardown.
#pragma once

#include "driver_api.hpp"

#include <cstdint>
#include <mutex>
#include <span>
#include <string>
#include <vector>

#pragma GCC visibility push(hidden)
namespace alkahest::cuda {

/// The loaded driver table; raises no_device_error() with the loader's
/// account when there is none.
const DriverApi &require_driver();
/// Raises no_device_error() unless 0 <= ordinal < cuda_device_count().
void require_ordinal(int ordinal);

/// Facts about one device, read once.
struct DeviceInfo {
  int ordinal = 0;
  int sm_major = 0, sm_minor = 0;
  int multiprocessors = 0;
  int clock_khz = 0; ///< the SMs' peak clock (0: the driver did not say)
  std::size_t total_memory = 0;
  std::string name;
};
const DeviceInfo &device_info(int ordinal);

/// Makes the device's primary context current for a scope (retaining it once
/// per process on first use) and restores the previous one after.
class ContextScope {
public:
  explicit ContextScope(int ordinal);
  ~ContextScope();
  ContextScope(const ContextScope &) = delete;
  ContextScope &operator=(const ContextScope &) = delete;

private:
  bool pushed_ = false;
};

/// True once the process-exit teardown has released the driver objects;
/// every RAII destructor then does nothing.
bool runtime_released() noexcept;

/// Device memory, freed on destruction (context must be current or not: the
/// destructor makes it current).
class DeviceBuffer {
public:
  DeviceBuffer() = default;
  DeviceBuffer(int ordinal, std::size_t bytes);
  ~DeviceBuffer();
  DeviceBuffer(DeviceBuffer &&o) noexcept { swap(o); }
  DeviceBuffer &operator=(DeviceBuffer &&o) noexcept {
    swap(o);
    return *this;
  }
  CUdeviceptr get() const noexcept { return ptr_; }
  std::size_t size() const noexcept { return bytes_; }

private:
  void swap(DeviceBuffer &o) noexcept;
  int ordinal_ = -1;
  CUdeviceptr ptr_ = 0;
  std::size_t bytes_ = 0;
};

/// Page-locked host memory (portable), freed on destruction.
class PinnedBuffer {
public:
  PinnedBuffer() = default;
  PinnedBuffer(int ordinal, std::size_t bytes);
  ~PinnedBuffer();
  PinnedBuffer(PinnedBuffer &&o) noexcept { swap(o); }
  PinnedBuffer &operator=(PinnedBuffer &&o) noexcept {
    swap(o);
    return *this;
  }
  void *get() const noexcept { return ptr_; }
  std::size_t size() const noexcept { return bytes_; }

private:
  void swap(PinnedBuffer &o) noexcept;
  int ordinal_ = -1;
  void *ptr_ = nullptr;
  std::size_t bytes_ = 0;
};

/// The per-device state of the host path: streams and staging buffers that
/// live as long as the process (released by the exit teardown, in order).
/// Lock `mutex` while using them.
struct DeviceStaging {
  std::mutex mutex;
  static constexpr int kSlots = 2;
  CUstream streams[kSlots] = {};
  CUevent done[kSlots] = {};
  std::vector<PinnedBuffer> pinned[kSlots];
  std::vector<DeviceBuffer> device[kSlots];
};
/// The staging of one device, created on first use (streams are created then).
DeviceStaging &device_staging(int ordinal);

/// One host copy into or out of the staging: pageable <-> pinned.
struct CopyJob {
  void *dst;
  const void *src;
  std::size_t bytes;
};
/// Runs the copies on up to 16 persistent threads (one thread cannot fill
/// the link from pageable memory); below 8 MiB in all, on the caller's.
void parallel_copy(std::span<const CopyJob> jobs);

/// Where a module's code came from.
enum class ModuleSource { Memory, DiskCache, DriverLinker, PtxJit };

/// A kernel ready to launch on one device.
struct LoadedKernel {
  CUfunction function = nullptr;
  ModuleSource source = ModuleSource::Memory;
  int max_threads_per_block = 1024; ///< what the kernel's register use allows
};

/// The kernel `entry` of `ptx` on device `ordinal`, loaded once per
/// (owner, device). A cubin is taken from the disk cache under `cache_key`
/// (extended with the device's SM and the driver version) when present,
/// otherwise produced by the driver's linker and stored there. A failed JIT
/// raises E-CUDA-004 with the driver's error log.
LoadedKernel load_kernel(std::uint64_t owner, int ordinal, const std::string &ptx,
                         const std::string &entry, const std::string &cache_key);
/// Unloads every module of `owner` (called when a compiled function dies).
void unload_kernels(std::uint64_t owner) noexcept;

/// The cubin cache folder: ALKAHEST_CACHE_DIR, $XDG_CACHE_HOME/alkahest or
/// ~/.cache/alkahest; empty when none can be determined.
std::string cache_directory();

/// A file of the cache folder by name: its bytes, or empty when absent.
std::string read_cache_file(const std::string &name);
/// Publishes a file in the cache folder atomically; failures are ignored
/// (a cache that cannot be written only costs a later process time).
void write_cache_file(const std::string &name, const std::string &bytes) noexcept;
/// A stable 64-bit hash (FNV-1a) as 16 hex digits, for cache file names.
std::string cache_hash(const std::string &text);

/// Loads a PTX module outside the registry (tests: the planted kernel).
/// The caller unloads it with unload_module.
CUmodule load_ptx_module(int ordinal, const std::string &ptx);
void unload_module(int ordinal, CUmodule m) noexcept;

} // namespace alkahest::cuda
#pragma GCC visibility pop
