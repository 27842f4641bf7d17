// lib/cuda/runtime.cpp - primary contexts, the module registry, the cubin disk cache and the
// ordered exit teardown.
#include "runtime.hpp"
#include "support/hash.hpp"
#include "support/knobs.hpp"

#include <alkahest/cuda.hpp>
#include <alkahest/error.hpp>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <string_view>
#include <thread>
#include <unistd.h>

#pragma GCC visibility push(hidden)
namespace alkahest::cuda {
namespace {

struct DeviceState {
  std::once_flag info_once;
  DeviceInfo info;
  CUcontext context = nullptr;
  std::unique_ptr<DeviceStaging> staging;
};

struct ModuleEntry {
  CUmodule module = nullptr;
  CUfunction function = nullptr;
  ModuleSource source = ModuleSource::Memory;
  int max_threads = 1024;
};

// Process-wide state. Leaked on purpose and torn down by an atexit handler
// registered when the first context is retained: static destructors of user
// objects may run after it, and then find `released` set and do nothing.
struct Runtime {
  std::mutex mutex;
  std::vector<std::unique_ptr<DeviceState>> devices;
  std::map<std::pair<std::uint64_t, int>, ModuleEntry> modules;
  std::atomic<bool> released{false};
  bool teardown_registered = false;
};

Runtime &runtime() {
  static Runtime *r = [] {
    auto *p = new Runtime;
    int n = driver_device_count();
    for (int i = 0; i < n; ++i)
      p->devices.push_back(std::make_unique<DeviceState>());
    return p;
  }();
  return *r;
}

// Tolerates a driver that is already shutting down: at exit, the driver's own
// teardown may have run first.
void ignore_deinit(CUresult) noexcept {}

// Release order from NVPTX-NOTES: synchronize → free device and pinned
// memory → unload modules → destroy streams/events → release the context.
void teardown() noexcept {
  Runtime &rt = runtime();
  const DriverApi *api = driver_api();
  if (!api || rt.released.exchange(true)) return;
  std::lock_guard lock(rt.mutex);
  for (std::size_t i = 0; i < rt.devices.size(); ++i) {
    DeviceState &d = *rt.devices[i];
    if (!d.context) continue;
    ignore_deinit(api->cuCtxPushCurrent(d.context));
    if (d.staging)
      for (CUstream s : d.staging->streams)
        if (s) ignore_deinit(api->cuStreamSynchronize(s));
    ignore_deinit(api->cuCtxSynchronize());
    if (d.staging) {
      for (int k = 0; k < DeviceStaging::kSlots; ++k) {
        for (DeviceBuffer &b : d.staging->device[k])
          if (b.get()) ignore_deinit(api->cuMemFree(b.get()));
        for (PinnedBuffer &b : d.staging->pinned[k])
          if (b.get()) ignore_deinit(api->cuMemFreeHost(b.get()));
      }
    }
    for (auto &[key, m] : rt.modules)
      if (key.second == static_cast<int>(i) && m.module)
        ignore_deinit(api->cuModuleUnload(m.module));
    if (d.staging)
      for (int k = 0; k < DeviceStaging::kSlots; ++k) {
        if (d.staging->done[k]) ignore_deinit(api->cuEventDestroy(d.staging->done[k]));
        if (d.staging->streams[k]) ignore_deinit(api->cuStreamDestroy(d.staging->streams[k]));
      }
    CUcontext popped = nullptr;
    ignore_deinit(api->cuCtxPopCurrent(&popped));
    ignore_deinit(api->cuDevicePrimaryCtxRelease(static_cast<CUdevice>(i)));
  }
}

CUcontext primary_context(int ordinal) {
  const DriverApi &api = require_driver();
  require_ordinal(ordinal);
  Runtime &rt = runtime();
  std::lock_guard lock(rt.mutex);
  if (rt.released)
    raise(ErrorId::CudaNoDevice, "the CUDA runtime was already released at process exit");
  DeviceState &d = *rt.devices[ordinal];
  if (!d.context) {
    CUdevice dev = 0;
    check(api.cuDeviceGet(&dev, ordinal), "cuDeviceGet");
    check(api.cuDevicePrimaryCtxRetain(&d.context, dev), "cuDevicePrimaryCtxRetain");
    if (!rt.teardown_registered) {
      rt.teardown_registered = true;
      std::atexit(teardown);
    }
  }
  return d.context;
}

std::string hex64(std::uint64_t v) { return fmt::format("{:016x}", v); }

std::string read_file(const std::filesystem::path &p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) return {};
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Atomic publication (write a private file, then rename) so that concurrent
// processes never read a half-written cubin.
void write_file_atomically(const std::filesystem::path &p, const void *data,
                           std::size_t n) noexcept {
  try {
    std::filesystem::create_directories(p.parent_path());
    auto tmp = p;
    tmp += fmt::format(".tmp{}", static_cast<long>(getpid()));
    {
      std::ofstream out(tmp, std::ios::binary);
      out.write(static_cast<const char *>(data), static_cast<std::streamsize>(n));
      if (!out) return;
    }
    std::filesystem::rename(tmp, p);
  } catch (...) {
    // A cache that cannot be written only costs the next process a JIT.
  }
}

// A cubin cache file: this header, then the cubin image. The identity (the
// cache key and the PTX) is stored whole so that a file found under a
// colliding name is never taken for another kernel's.
constexpr std::string_view kCubinMagic = "alkahest-cubin 2\n";

std::string cubin_file_header(const std::string &identity) {
  return fmt::format("{}{}\n{}", kCubinMagic, identity.size(), identity);
}

// The image inside a cache file written for this identity; empty for a file
// of another kernel, an older format or a damaged one.
std::string_view cached_image(const std::string &file_bytes, const std::string &identity) {
  std::string_view rest(file_bytes);
  if (rest.substr(0, kCubinMagic.size()) != kCubinMagic) return {};
  rest.remove_prefix(kCubinMagic.size());
  std::size_t newline = rest.find('\n');
  if (newline == std::string_view::npos ||
      rest.substr(0, newline) != std::to_string(identity.size()))
    return {};
  rest.remove_prefix(newline + 1);
  if (rest.substr(0, identity.size()) != identity) return {};
  rest.remove_prefix(identity.size());
  return rest;
}

CUmodule load_image(const DriverApi &api, const void *image, const char *what) {
  char info[4096] = {}, error[8192] = {};
  CUjit_option opts[] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
                         CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *vals[] = {info, reinterpret_cast<void *>(sizeof info), error,
                  reinterpret_cast<void *>(sizeof error)};
  CUmodule m = nullptr;
  CUresult r = api.cuModuleLoadDataEx(&m, image, 4, opts, vals);
  if (r != CUDA_SUCCESS)
    raise(ErrorId::CudaDriver, fmt::format("cuModuleLoadDataEx ({}) failed: {} ({}); JIT log: {}",
                                           what, error_name(r), r, error[0] ? error : "(empty)"));
  return m;
}

// PTX → cubin through the driver's linker, so the cubin can be kept on disk.
std::string link_to_cubin(const DriverApi &api, const std::string &ptx) {
  char error[8192] = {};
  CUjit_option opts[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *vals[] = {error, reinterpret_cast<void *>(sizeof error)};
  CUlinkState state = nullptr;
  check(api.cuLinkCreate(2, opts, vals, &state), "cuLinkCreate");
  std::string cubin;
  CUresult r = api.cuLinkAddData(state, CU_JIT_INPUT_PTX, const_cast<char *>(ptx.c_str()),
                                 ptx.size() + 1, "alkahest.ptx", 0, nullptr, nullptr);
  if (r == CUDA_SUCCESS) {
    void *out = nullptr;
    std::size_t size = 0;
    r = api.cuLinkComplete(state, &out, &size);
    if (r == CUDA_SUCCESS) cubin.assign(static_cast<const char *>(out), size); // owned by `state`
  }
  api.cuLinkDestroy(state);
  if (r != CUDA_SUCCESS)
    raise(ErrorId::CudaDriver, fmt::format("PTX JIT (cuLink) failed: {} ({}); JIT log: {}",
                                           error_name(r), r, error[0] ? error : "(empty)"));
  return cubin;
}

} // namespace

const DriverApi &require_driver() {
  const DriverApi *api = driver_api();
  if (!api) raise(no_device_error(), driver_status_text());
  return *api;
}

void require_ordinal(int ordinal) {
  int n = cuda_device_count();
  if (ordinal < 0 || ordinal >= n)
    raise(no_device_error(), fmt::format("device ordinal {} is outside [0, {}) ({})", ordinal, n,
                                         driver_status_text()));
}

bool runtime_released() noexcept { return driver_api() && runtime().released.load(); }

const DeviceInfo &device_info(int ordinal) {
  const DriverApi &api = require_driver();
  require_ordinal(ordinal);
  DeviceState &d = *runtime().devices[ordinal];
  std::call_once(d.info_once, [&] {
    CUdevice dev = 0;
    check(api.cuDeviceGet(&dev, ordinal), "cuDeviceGet");
    DeviceInfo &i = d.info;
    i.ordinal = ordinal;
    check(api.cuDeviceGetAttribute(&i.sm_major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev),
          "cuDeviceGetAttribute");
    check(api.cuDeviceGetAttribute(&i.sm_minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev),
          "cuDeviceGetAttribute");
    check(
        api.cuDeviceGetAttribute(&i.multiprocessors, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev),
        "cuDeviceGetAttribute");
    // Informative only (benchmarks' FP64 peak): a driver that no longer
    // answers it leaves 0 rather than failing every device query.
    if (api.cuDeviceGetAttribute(&i.clock_khz, CU_DEVICE_ATTRIBUTE_CLOCK_RATE, dev) != CUDA_SUCCESS)
      i.clock_khz = 0;
    check(api.cuDeviceTotalMem(&i.total_memory, dev), "cuDeviceTotalMem");
    char name[256] = {};
    check(api.cuDeviceGetName(name, sizeof name - 1, dev), "cuDeviceGetName");
    i.name = name;
  });
  return d.info;
}

ContextScope::ContextScope(int ordinal) {
  CUcontext ctx = primary_context(ordinal);
  check(require_driver().cuCtxPushCurrent(ctx), "cuCtxPushCurrent");
  pushed_ = true;
}

ContextScope::~ContextScope() {
  if (pushed_ && !runtime_released()) {
    CUcontext popped = nullptr;
    ignore_deinit(driver_api()->cuCtxPopCurrent(&popped));
  }
}

DeviceBuffer::DeviceBuffer(int ordinal, std::size_t bytes) : ordinal_(ordinal), bytes_(bytes) {
  ContextScope scope(ordinal);
  check(require_driver().cuMemAlloc(&ptr_, bytes ? bytes : 1), "cuMemAlloc");
}

DeviceBuffer::~DeviceBuffer() {
  if (!ptr_ || runtime_released()) return;
  try {
    ContextScope scope(ordinal_);
    ignore_deinit(driver_api()->cuMemFree(ptr_));
  } catch (...) {
  }
}

void DeviceBuffer::swap(DeviceBuffer &o) noexcept {
  std::swap(ordinal_, o.ordinal_);
  std::swap(ptr_, o.ptr_);
  std::swap(bytes_, o.bytes_);
}

PinnedBuffer::PinnedBuffer(int ordinal, std::size_t bytes) : ordinal_(ordinal), bytes_(bytes) {
  ContextScope scope(ordinal);
  check(require_driver().cuMemHostAlloc(&ptr_, bytes ? bytes : 1, CU_MEMHOSTALLOC_PORTABLE),
        "cuMemHostAlloc");
}

PinnedBuffer::~PinnedBuffer() {
  if (!ptr_ || runtime_released()) return;
  try {
    ContextScope scope(ordinal_);
    ignore_deinit(driver_api()->cuMemFreeHost(ptr_));
  } catch (...) {
  }
}

void PinnedBuffer::swap(PinnedBuffer &o) noexcept {
  std::swap(ordinal_, o.ordinal_);
  std::swap(ptr_, o.ptr_);
  std::swap(bytes_, o.bytes_);
}

namespace {

// Copies with several threads: one thread cannot fill the PCIe/NVLink link
// from pageable memory, and the staging copy is the host path's bottleneck.
// Each thread takes the same slice of every job, so a chunk's drain and the
// next chunk's staging share one set of threads. The threads persist: a
// 10^8-point call stages a dozen chunks, and starting 15 threads twice per
// chunk cost several percent of the call.
class CopyCrew {
public:
  static CopyCrew &instance() {
    static CopyCrew crew;
    return crew;
  }

  void run(std::span<const CopyJob> jobs, unsigned parts) {
    std::lock_guard one_batch(batch_mutex_); // host threads share the crew, one batch at a time
    {
      std::lock_guard lock(m_);
      while (workers_.size() + 1 < parts)
        workers_.emplace_back([this] { serve(); });
      jobs_ = jobs;
      parts_ = parts;
      next_ = 1; // part 0 is the caller's
      finished_ = 0;
      ++generation_;
    }
    wake_.notify_all();
    copy_part(jobs, 0, parts);
    std::unique_lock lock(m_);
    done_.wait(lock, [&] { return finished_ + 1 == parts_; });
  }

  ~CopyCrew() {
    {
      std::lock_guard lock(m_);
      stop_ = true;
    }
    wake_.notify_all();
    for (std::thread &t : workers_)
      t.join();
  }

private:
  static void copy_part(std::span<const CopyJob> jobs, unsigned t, unsigned parts) {
    for (const CopyJob &j : jobs) {
      std::size_t lo = j.bytes * t / parts / 8 * 8,
                  hi = t + 1 == parts ? j.bytes : j.bytes * (t + 1) / parts / 8 * 8;
      std::memcpy(static_cast<char *>(j.dst) + lo, static_cast<const char *>(j.src) + lo, hi - lo);
    }
  }

  void serve() {
    std::uint64_t seen = 0;
    std::unique_lock lock(m_);
    for (;;) {
      wake_.wait(lock, [&] { return stop_ || (generation_ != seen && next_ < parts_); });
      if (stop_) return;
      unsigned part = next_++;
      if (next_ >= parts_) seen = generation_;
      std::span<const CopyJob> jobs = jobs_;
      unsigned parts = parts_;
      lock.unlock();
      copy_part(jobs, part, parts);
      lock.lock();
      if (++finished_ + 1 == parts_) done_.notify_one();
    }
  }

  std::mutex batch_mutex_, m_;
  std::condition_variable wake_, done_;
  std::vector<std::thread> workers_;
  std::span<const CopyJob> jobs_;
  unsigned parts_ = 0, next_ = 0, finished_ = 0;
  std::uint64_t generation_ = 0;
  bool stop_ = false;
};

} // namespace

void parallel_copy(std::span<const CopyJob> jobs) {
  std::size_t total = 0;
  for (const CopyJob &j : jobs)
    total += j.bytes;
  if (total == 0) return;
  unsigned threads = std::clamp<unsigned>(std::thread::hardware_concurrency(), 1, 16);
  if (total < (8u << 20) || threads == 1) {
    for (const CopyJob &j : jobs)
      std::memcpy(j.dst, j.src, j.bytes);
    return;
  }
  CopyCrew::instance().run(jobs, threads);
}

DeviceStaging &device_staging(int ordinal) {
  primary_context(ordinal);
  Runtime &rt = runtime();
  std::lock_guard lock(rt.mutex);
  DeviceState &d = *rt.devices[ordinal];
  if (!d.staging) {
    auto s = std::make_unique<DeviceStaging>();
    const DriverApi &api = require_driver();
    check(api.cuCtxPushCurrent(d.context), "cuCtxPushCurrent");
    CUresult r = CUDA_SUCCESS;
    for (int k = 0; k < DeviceStaging::kSlots && r == CUDA_SUCCESS; ++k) {
      r = api.cuStreamCreate(&s->streams[k], CU_STREAM_NON_BLOCKING);
      if (r == CUDA_SUCCESS) r = api.cuEventCreate(&s->done[k], CU_EVENT_DISABLE_TIMING);
    }
    CUcontext popped = nullptr;
    api.cuCtxPopCurrent(&popped);
    d.staging = std::move(s); // kept even on failure: teardown destroys what exists
    check(r, "cuStreamCreate/cuEventCreate");
  }
  return *d.staging;
}

std::string cache_directory() {
  namespace fs = std::filesystem;
  using support::Knob;
  if (auto d = support::knob_text(Knob::CacheDir)) return *d;
  if (auto x = support::knob_text(Knob::XdgCacheHome)) return (fs::path(*x) / "alkahest").string();
  if (auto h = support::knob_text(Knob::Home))
    return (fs::path(*h) / ".cache" / "alkahest").string();
  return {};
}

std::string read_cache_file(const std::string &name) {
  std::string dir = cache_directory();
  return dir.empty() ? std::string() : read_file(std::filesystem::path(dir) / name);
}

void write_cache_file(const std::string &name, const std::string &bytes) noexcept {
  try {
    std::string dir = cache_directory();
    if (!dir.empty())
      write_file_atomically(std::filesystem::path(dir) / name, bytes.data(), bytes.size());
  } catch (...) {
  }
}

std::string cache_hash(const std::string &text) { return hex64(support::fnv1a(text)); }

LoadedKernel load_kernel(std::uint64_t owner, int ordinal, const std::string &ptx,
                         const std::string &entry, const std::string &cache_key) {
  const DriverApi &api = require_driver();
  require_ordinal(ordinal);
  Runtime &rt = runtime();
  {
    std::lock_guard lock(rt.mutex);
    auto it = rt.modules.find({owner, ordinal});
    if (it != rt.modules.end())
      return {it->second.function, ModuleSource::Memory, it->second.max_threads};
  }
  const DeviceInfo &info = device_info(ordinal);
  ContextScope scope(ordinal);
  ModuleEntry e;
  std::string dir = cache_directory();
  std::filesystem::path file;
  std::string cubin;
  if (!dir.empty() && !cache_key.empty()) {
    file = std::filesystem::path(dir) / fmt::format("{}-sm{}{}-drv{}.cubin",
                                                    hex64(support::fnv1a(cache_key)), info.sm_major,
                                                    info.sm_minor, driver_version());
    cubin = read_file(file);
  }
  // The file name is a 64-bit hash, which two kernels can share; the file
  // also holds the key and the PTX it was linked from, and is used only when
  // both are this kernel's.
  const std::string identity = cache_key + "\n" + ptx;
  // A copy of the image: it starts on the allocator's alignment, not at an
  // arbitrary offset after the header.
  const std::string image(cached_image(cubin, identity));
  if (!image.empty()) {
    try {
      e.module = load_image(api, image.data(), "cached cubin");
      e.source = ModuleSource::DiskCache;
    } catch (const CudaError &) {
      e.module = nullptr; // a stale or damaged file: rebuild it below
    }
  }
  if (!e.module) {
    cubin = link_to_cubin(api, ptx);
    e.module = load_image(api, cubin.data(), "linked cubin");
    e.source = ModuleSource::DriverLinker;
    if (!file.empty()) {
      std::string bytes = cubin_file_header(identity) + cubin;
      write_file_atomically(file, bytes.data(), bytes.size());
    }
  }
  CUresult r = api.cuModuleGetFunction(&e.function, e.module, entry.c_str());
  if (r != CUDA_SUCCESS) {
    api.cuModuleUnload(e.module);
    check(r, "cuModuleGetFunction");
  }
  check(api.cuFuncGetAttribute(&e.max_threads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, e.function),
        "cuFuncGetAttribute");
  std::lock_guard lock(rt.mutex);
  auto [it, inserted] = rt.modules.emplace(std::make_pair(owner, ordinal), e);
  if (!inserted) { // another thread won the race: keep one module
    api.cuModuleUnload(e.module);
    return {it->second.function, ModuleSource::Memory, it->second.max_threads};
  }
  return {e.function, e.source, e.max_threads};
}

void unload_kernels(std::uint64_t owner) noexcept {
  const DriverApi *api = driver_api();
  if (!api) return;
  Runtime &rt = runtime();
  std::lock_guard lock(rt.mutex);
  if (rt.released) return;
  for (auto it = rt.modules.begin(); it != rt.modules.end();) {
    if (it->first.first != owner) {
      ++it;
      continue;
    }
    DeviceState &d = *rt.devices[it->first.second];
    if (d.context && api->cuCtxPushCurrent(d.context) == CUDA_SUCCESS) {
      ignore_deinit(api->cuModuleUnload(it->second.module));
      CUcontext popped = nullptr;
      api->cuCtxPopCurrent(&popped);
    }
    it = rt.modules.erase(it);
  }
}

CUmodule load_ptx_module(int ordinal, const std::string &ptx) {
  const DriverApi &api = require_driver();
  ContextScope scope(ordinal);
  return load_image(api, ptx.c_str(), "PTX");
}

void unload_module(int ordinal, CUmodule m) noexcept {
  if (!m || runtime_released()) return;
  try {
    ContextScope scope(ordinal);
    ignore_deinit(driver_api()->cuModuleUnload(m));
  } catch (...) {
  }
}

} // namespace alkahest::cuda
#pragma GCC visibility pop
