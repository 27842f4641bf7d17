// lib/nvptx/cuda_launch.cpp - CudaCompiledFn's calls: validation, zero-copy launch, DLPack, the
// chunked two-stream host path, all devices.
#include "buffer_overlap.hpp"
#include "compile_cache.hpp"
#include "runtime.hpp"

#include <algorithm>
#include <cstring>
#include <fmt/format.h>
#include <mutex>
#include <thread>

namespace alkahest {
namespace {

using cuda::CUdeviceptr;
using cuda::CUstream;

void bad_argument(const std::string &detail) { raise(ErrorId::CudaBadArgument, detail); }

// Bytes of one column element: 4 for an F32 kernel's float columns.
std::size_t element_bytes(const CudaKernel &k) {
  return float_columns(k.options.precision) ? sizeof(float) : sizeof(double);
}

std::size_t check_columns(const CudaKernel &k, Columns columns) {
  // The host path stages double columns; an F32 kernel reads floats.
  if (float_columns(k.options.precision))
    bad_argument("the kernel was compiled with float columns (CudaOptions::precision F32 or "
                 "F32Native): pass float columns on "
                 "the device (call_device_ptrs, or call_dlpack with float32 tensors)");
  if (columns.size() != k.n_inputs)
    bad_argument(fmt::format("{} input columns given, the function has {} inputs", columns.size(),
                             k.n_inputs));
  std::size_t n = columns.empty() ? 0 : columns[0].size();
  for (std::size_t i = 1; i < columns.size(); ++i)
    if (columns[i].size() != n)
      bad_argument(fmt::format("ragged columns: column 0 has {} points, column {} has {}", n, i,
                               columns[i].size()));
  return n;
}

// E-CUDA-010 unless there is one value per parameter.
void check_parameters(const CudaKernel &k, std::span<const double> params) {
  if (params.size() != k.n_parameters)
    raise(ErrorId::CudaParameterCount,
          fmt::format("{} parameter value{} given, the kernel has {} parameter{}", params.size(),
                      params.size() == 1 ? "" : "s", k.n_parameters,
                      k.n_parameters == 1 ? "" : "s"));
}

// The device memory an array-form kernel (CudaKernel::array_form) reads its
// column pointers and parameter values from: [inputs, outputs, parameters],
// 8 bytes each. Each launch's copy into it is queued on the launch's stream,
// so consecutive launches on one stream may reuse it; it is freed only after
// that stream has finished with it.
struct ArgumentBlock {
  cuda::DeviceBuffer buffer;
  CUstream stream = nullptr;

  ArgumentBlock() = default;
  ArgumentBlock(const ArgumentBlock &) = delete;
  ArgumentBlock &operator=(const ArgumentBlock &) = delete;
  ~ArgumentBlock() {
    if (stream && buffer.get() && !cuda::runtime_released())
      (void)cuda::require_driver().cuStreamSynchronize(stream);
  }
};

struct Launcher {
  const CudaKernel &k;
  int ordinal;
  cuda::LoadedKernel loaded;

  Launcher(const CudaKernel &kernel, int ord) : k(kernel), ordinal(ord) {
    loaded = cuda::load_kernel(k.id, ordinal, k.ptx.ptx, k.ptx.entry, k.disk_key);
  }

  // One grid-stride launch over n points. Grid: enough blocks to fill every
  // SM several times over, never more than the points need.
  // Parameters are by-value kernel arguments after the column pointers:
  // cuLaunchKernel copies every argument before it returns, so `params`
  // need not outlive an asynchronous launch. An array-form kernel gets the
  // same values through `arrays_at` (which must outlive the launch: see
  // ArgumentBlock), copied from pageable memory, which the driver has
  // staged by the time the copy call returns.
  void run(std::span<const CUdeviceptr> ins, std::span<const CUdeviceptr> outs,
           std::span<const double> params, std::size_t n, CUstream stream,
           ArgumentBlock &arrays_at) const {
    if (n == 0) return;
    const cuda::DeviceInfo &info = cuda::device_info(ordinal);
    // A heavy kernel (libdevice trig paths) may allow fewer threads than
    // asked for: launching more fails with LAUNCH_OUT_OF_RESOURCES.
    unsigned allowed = static_cast<unsigned>(std::max(32, loaded.max_threads_per_block)) / 32 * 32;
    unsigned block = std::min(k.options.block_size, allowed);
    const std::size_t per_thread = std::max(1u, k.options.vector_width);
    std::size_t want = (n + block * per_thread - 1) / (block * per_thread);
    std::size_t cap = k.options.max_blocks_per_sm
                          ? static_cast<std::size_t>(std::max(1, info.multiprocessors)) *
                                k.options.max_blocks_per_sm
                          : std::size_t(0x7fffffff);
    unsigned grid = static_cast<unsigned>(std::min(want, cap));
    std::vector<CUdeviceptr> ptrs(ins.begin(), ins.end());
    ptrs.insert(ptrs.end(), outs.begin(), outs.end());
    std::vector<double> values(params.begin(), params.end());
    long long count = static_cast<long long>(n);
    std::vector<void *> args;
    CUdeviceptr arrays[3] = {};
    if (k.array_form) {
      static_assert(sizeof(CUdeviceptr) == sizeof(double));
      std::vector<std::uint64_t> words(ptrs.size() + values.size());
      std::memcpy(words.data(), ptrs.data(), ptrs.size() * sizeof(CUdeviceptr));
      if (!values.empty())
        std::memcpy(words.data() + ptrs.size(), values.data(), values.size() * sizeof(double));
      const std::size_t bytes = words.size() * sizeof(std::uint64_t);
      if (arrays_at.buffer.size() < bytes) arrays_at.buffer = cuda::DeviceBuffer(ordinal, bytes);
      arrays_at.stream = stream;
      if (bytes)
        cuda::check(cuda::require_driver().cuMemcpyHtoDAsync(arrays_at.buffer.get(), words.data(),
                                                             bytes, stream),
                    "cuMemcpyHtoDAsync");
      arrays[0] = arrays_at.buffer.get();
      arrays[1] = arrays[0] + ins.size() * sizeof(CUdeviceptr);
      arrays[2] = arrays[1] + outs.size() * sizeof(CUdeviceptr);
      for (CUdeviceptr &a : arrays)
        args.push_back(&a);
      args.push_back(&count);
    } else {
      for (CUdeviceptr &p : ptrs)
        args.push_back(&p);
      for (double &v : values)
        args.push_back(&v);
      args.push_back(&count);
    }
    cuda::check(cuda::require_driver().cuLaunchKernel(loaded.function, grid, 1, 1, block, 1, 1, 0,
                                                      stream, args.data(), nullptr),
                "cuLaunchKernel");
  }
};

// The host path on one device: chunks cycle through two slots, each with its
// own stream and pinned + device buffers; while the GPU copies and computes
// chunk c on one stream, the host drains chunk c-1 and stages chunk c+1.
struct HostRun {
  std::size_t chunks = 0;
  const char *source = "memory";
};

// Smallest chunk the host path stages before calling the device full.
constexpr std::size_t kMinChunkPoints = std::size_t(1) << 16;

HostRun host_path(const CudaKernel &k, int ordinal, Columns columns, std::span<const double> params,
                  std::span<const std::span<double>> outputs, std::size_t n) {
  Launcher launcher(k, ordinal);
  cuda::DeviceStaging &st = cuda::device_staging(ordinal);
  std::lock_guard lock(st.mutex);
  cuda::ContextScope scope(ordinal);
  const cuda::DriverApi &api = cuda::require_driver();

  const std::size_t cols = k.n_inputs + k.n_outputs;
  // Chunk: at most 4 Mi points (a short pipeline fill and drain); new staging takes at most half of
  // the free device memory for the two slots, so batches larger than the device still run. Staging
  // that already fits is reused whatever is free.
  const std::size_t want = std::min<std::size_t>(n, std::size_t(1) << 22);
  auto fits = [&] {
    for (int s = 0; s < cuda::DeviceStaging::kSlots; ++s)
      if (st.pinned[s].size() != cols || st.pinned[s].front().size() < want * sizeof(double))
        return false;
    return true;
  };
  if (!fits()) {
    for (int s = 0; s < cuda::DeviceStaging::kSlots; ++s) {
      st.pinned[s].clear();
      st.device[s].clear();
    }
    std::size_t free_bytes = 0, total_bytes = 0;
    cuda::check(api.cuMemGetInfo(&free_bytes, &total_bytes), "cuMemGetInfo");
    std::size_t by_memory = free_bytes / 2 / (cuda::DeviceStaging::kSlots * cols * sizeof(double));
    std::size_t chunk = std::min(want, by_memory);
    // Chunks of a few points would crawl through millions of launches: a
    // device that full is out of memory.
    if (chunk < std::min(want, kMinChunkPoints))
      raise(ErrorId::CudaOutOfMemory,
            fmt::format("CUDA_ERROR_OUT_OF_MEMORY: device {} has {} bytes free; the host path "
                        "needs at least {} "
                        "for {} columns of {}-point chunks in {} slots",
                        ordinal, free_bytes,
                        2 * cuda::DeviceStaging::kSlots * cols * sizeof(double) * kMinChunkPoints,
                        cols, kMinChunkPoints, cuda::DeviceStaging::kSlots));
    for (int s = 0; s < cuda::DeviceStaging::kSlots; ++s)
      for (std::size_t c = 0; c < cols; ++c) {
        st.pinned[s].emplace_back(ordinal, chunk * sizeof(double));
        st.device[s].emplace_back(ordinal, chunk * sizeof(double));
      }
  }
  const std::size_t chunk = std::min(want, st.pinned[0].front().size() / sizeof(double));

  const std::size_t n_chunks = (n + chunk - 1) / chunk;
  std::vector<std::size_t> slot_chunk(cuda::DeviceStaging::kSlots, SIZE_MAX);
  ArgumentBlock blocks[cuda::DeviceStaging::kSlots]; // one per slot's stream
  // Waits for slot s and queues the copy-out of the chunk it held.
  auto drain = [&](int s, std::vector<cuda::CopyJob> &jobs) {
    cuda::check(api.cuEventSynchronize(st.done[s]), "cuEventSynchronize");
    if (slot_chunk[s] == SIZE_MAX) return;
    std::size_t lo = slot_chunk[s] * chunk, len = std::min(chunk, n - lo);
    for (std::size_t j = 0; j < k.n_outputs; ++j)
      jobs.push_back(
          {outputs[j].data() + lo, st.pinned[s][k.n_inputs + j].get(), len * sizeof(double)});
    slot_chunk[s] = SIZE_MAX;
  };
  for (std::size_t c = 0; c < n_chunks; ++c) {
    int s = static_cast<int>(c % cuda::DeviceStaging::kSlots);
    std::vector<cuda::CopyJob> jobs;
    drain(s, jobs);
    std::size_t lo = c * chunk, len = std::min(chunk, n - lo);
    for (std::size_t i = 0; i < k.n_inputs; ++i)
      jobs.push_back({st.pinned[s][i].get(), columns[i].data() + lo, len * sizeof(double)});
    cuda::parallel_copy(jobs);
    CUstream stream = st.streams[s];
    std::vector<CUdeviceptr> ins, outs;
    for (std::size_t i = 0; i < k.n_inputs; ++i) {
      cuda::check(api.cuMemcpyHtoDAsync(st.device[s][i].get(), st.pinned[s][i].get(),
                                        len * sizeof(double), stream),
                  "cuMemcpyHtoDAsync");
      ins.push_back(st.device[s][i].get());
    }
    for (std::size_t j = 0; j < k.n_outputs; ++j)
      outs.push_back(st.device[s][k.n_inputs + j].get());
    launcher.run(ins, outs, params, len, stream, blocks[s]);
    for (std::size_t j = 0; j < k.n_outputs; ++j)
      cuda::check(api.cuMemcpyDtoHAsync(st.pinned[s][k.n_inputs + j].get(), outs[j],
                                        len * sizeof(double), stream),
                  "cuMemcpyDtoHAsync");
    cuda::check(api.cuEventRecord(st.done[s], stream), "cuEventRecord");
    slot_chunk[s] = c;
  }
  for (int s = 0; s < cuda::DeviceStaging::kSlots; ++s) {
    // Drain in chunk order: the slot after the last chunk's holds the older.
    int slot = static_cast<int>((n_chunks + s) % cuda::DeviceStaging::kSlots);
    std::vector<cuda::CopyJob> jobs;
    drain(slot, jobs);
    cuda::parallel_copy(jobs);
  }
  return {n_chunks, nvptx::module_source_name(launcher.loaded.source)};
}

// E-CUDA-008 when an output column shares bytes with any other column
// (the kernel's pointers are noalias; the host path stages chunk by chunk).
void refuse_overlap(std::span<const std::uintptr_t> ins, std::span<const std::uintptr_t> outs,
                    std::size_t n, std::size_t bytes_per_element = sizeof(double)) {
  if (auto o = codegen::find_overlap(ins, outs, std::uint64_t(n) * bytes_per_element))
    raise(ErrorId::CudaOverlappingBuffers, o->describe());
}

CudaLaunchReport make_report(const char *path, std::vector<int> ordinals, std::size_t n,
                             std::size_t chunks, int streams, const char *source) {
  CudaLaunchReport r;
  r.path = path;
  r.ordinals = std::move(ordinals);
  r.device_name = r.ordinals.empty() ? "" : cuda::device_info(r.ordinals.front()).name;
  r.points = n;
  r.chunks = chunks;
  r.streams = streams;
  r.module_source = source;
  return r;
}

} // namespace

namespace {
// Output j of n points at out[j * n, (j + 1) * n): CompiledFn::call_batch's layout.
std::vector<std::span<double>> output_major_spans(std::vector<double> &out, std::size_t outputs,
                                                  std::size_t n) {
  std::vector<std::span<double>> spans;
  for (std::size_t j = 0; j < outputs; ++j)
    spans.emplace_back(out.data() + j * n, n);
  return spans;
}
} // namespace

std::size_t CudaCompiledFn::n_inputs() const noexcept { return kernel_->n_inputs; }
std::size_t CudaCompiledFn::n_outputs() const noexcept { return kernel_->n_outputs; }
std::size_t CudaCompiledFn::n_parameters() const noexcept { return kernel_->n_parameters; }
const std::string &CudaCompiledFn::ptx() const noexcept { return kernel_->ptx.ptx; }
const std::string &CudaCompiledFn::kernel_name() const noexcept { return kernel_->ptx.entry; }

CudaLaunchReport CudaCompiledFn::last_launch() const {
  std::lock_guard lock(kernel_->report_mutex);
  return kernel_->report;
}

void CudaCompiledFn::call_batch_into(int ordinal, Columns columns,
                                     std::span<const std::span<double>> outputs) const {
  call_batch_into(ordinal, columns, {}, outputs);
}

void CudaCompiledFn::call_batch_into(int ordinal, Columns columns, std::span<const double> params,
                                     std::span<const std::span<double>> outputs) const {
  const CudaKernel &k = *kernel_;
  std::size_t n = check_columns(k, columns);
  check_parameters(k, params);
  if (outputs.size() != k.n_outputs)
    bad_argument(fmt::format("{} output spans given, the function has {} outputs", outputs.size(),
                             k.n_outputs));
  for (std::size_t j = 0; j < outputs.size(); ++j)
    if (outputs[j].size() != n)
      bad_argument(fmt::format("output {} has {} points, the columns {}", j, outputs[j].size(), n));
  {
    std::vector<std::uintptr_t> ins, outs;
    for (auto c : columns)
      ins.push_back(reinterpret_cast<std::uintptr_t>(c.data()));
    for (auto o : outputs)
      outs.push_back(reinterpret_cast<std::uintptr_t>(o.data()));
    refuse_overlap(ins, outs, n);
  }
  cuda::require_ordinal(ordinal);
  HostRun run = n ? host_path(k, ordinal, columns, params, outputs, n) : HostRun{};
  k.record(make_report("host", {ordinal}, n, run.chunks,
                       std::min<int>(2, static_cast<int>(run.chunks)), run.source));
}

std::vector<double> CudaCompiledFn::call_batch_on(int ordinal, Columns columns) const {
  return call_batch_on(ordinal, columns, {});
}

std::vector<double> CudaCompiledFn::call_batch_on(int ordinal, Columns columns,
                                                  std::span<const double> params) const {
  std::size_t n = check_columns(*kernel_, columns);
  check_parameters(*kernel_, params);
  cuda::require_ordinal(ordinal);
  std::vector<double> out(kernel_->n_outputs * n);
  std::vector<std::span<double>> outs = output_major_spans(out, kernel_->n_outputs, n);
  call_batch_into(ordinal, columns, params, outs);
  return out;
}

std::vector<double> CudaCompiledFn::call_batch(Columns columns) const {
  return call_batch_on(0, columns);
}

std::vector<double> CudaCompiledFn::call_batch(Columns columns,
                                               std::span<const double> params) const {
  return call_batch_on(0, columns, params);
}

namespace {
std::vector<std::span<const double>> spans_of(const std::vector<std::vector<double>> &columns) {
  return {columns.begin(), columns.end()};
}
} // namespace

std::vector<double>
CudaCompiledFn::call_batch(const std::vector<std::vector<double>> &columns) const {
  auto s = spans_of(columns);
  return call_batch_on(0, s);
}

std::vector<double> CudaCompiledFn::call_batch(const std::vector<std::vector<double>> &columns,
                                               std::span<const double> params) const {
  auto s = spans_of(columns);
  return call_batch_on(0, s, params);
}

std::vector<double>
CudaCompiledFn::call_batch_all(const std::vector<std::vector<double>> &columns) const {
  auto s = spans_of(columns);
  return call_batch_all(Columns(s));
}

std::vector<double> CudaCompiledFn::call_batch_all(Columns columns) const {
  return call_batch_all(columns, {});
}

std::vector<double> CudaCompiledFn::call_batch_all(Columns columns,
                                                   std::span<const double> params) const {
  const CudaKernel &k = *kernel_;
  std::size_t n = check_columns(k, columns);
  check_parameters(k, params);
  int devices = cuda_device_count();
  if (devices <= 0) cuda::require_ordinal(0); // raises E-CUDA-003 with the loader's account
  std::vector<double> out(k.n_outputs * n);
  std::vector<int> used;
  std::vector<std::thread> threads;
  std::vector<std::exception_ptr> errors(devices);
  std::size_t share = (n + devices - 1) / devices;
  for (int d = 0; d < devices; ++d) {
    std::size_t lo = std::min(n, share * d), hi = std::min(n, lo + share);
    if (hi == lo) continue;
    used.push_back(d);
    threads.emplace_back([&, d, lo, hi] {
      try {
        std::vector<std::span<const double>> part;
        for (auto c : columns)
          part.push_back(c.subspan(lo, hi - lo));
        std::vector<std::span<double>> o;
        for (std::size_t j = 0; j < k.n_outputs; ++j)
          o.emplace_back(out.data() + j * n + lo, hi - lo);
        host_path(k, d, part, params, o, hi - lo);
      } catch (...) {
        errors[d] = std::current_exception();
      }
    });
  }
  for (auto &t : threads)
    t.join();
  for (auto &e : errors)
    if (e) std::rethrow_exception(e);
  k.record(make_report("all", used, n, used.size(), 2 * static_cast<int>(used.size()), "memory"));
  return out;
}

void CudaCompiledFn::call_device_ptrs(int ordinal, std::span<const std::uint64_t> inputs,
                                      std::span<const std::uint64_t> outputs, std::size_t n,
                                      void *stream) const {
  call_device_ptrs(ordinal, inputs, {}, outputs, n, stream);
}

void CudaCompiledFn::call_device_ptrs(int ordinal, std::span<const std::uint64_t> inputs,
                                      std::span<const double> params,
                                      std::span<const std::uint64_t> outputs, std::size_t n,
                                      void *stream) const {
  const CudaKernel &k = *kernel_;
  if (inputs.size() != k.n_inputs)
    bad_argument(fmt::format("{} input pointers given, the function has {} inputs", inputs.size(),
                             k.n_inputs));
  check_parameters(k, params);
  if (outputs.size() != k.n_outputs)
    bad_argument(fmt::format("{} output pointers given, the function has {} outputs",
                             outputs.size(), k.n_outputs));
  if (n > 0)
    for (std::uint64_t p : inputs)
      if (!p) bad_argument("a null input device pointer");
  if (n > 0)
    for (std::uint64_t p : outputs)
      if (!p) bad_argument("a null output device pointer");
  {
    std::vector<std::uintptr_t> ins(inputs.begin(), inputs.end()),
        outs(outputs.begin(), outputs.end());
    refuse_overlap(ins, outs, n, element_bytes(k));
  }
  cuda::require_ordinal(ordinal);
  Launcher launcher(k, ordinal);
  cuda::ContextScope scope(ordinal);
  std::vector<CUdeviceptr> ins(inputs.begin(), inputs.end()), outs(outputs.begin(), outputs.end());
  // An array-form kernel's block is freed when this call returns, after
  // its stream has finished: on a caller's stream that call is synchronous.
  ArgumentBlock block;
  if (stream) {
    launcher.run(ins, outs, params, n, static_cast<CUstream>(stream), block);
  } else {
    cuda::DeviceStaging &st = cuda::device_staging(ordinal);
    std::lock_guard lock(st.mutex);
    launcher.run(ins, outs, params, n, st.streams[0], block);
    cuda::check(cuda::require_driver().cuStreamSynchronize(st.streams[0]), "cuStreamSynchronize");
  }
  k.record(make_report("device_ptrs", {ordinal}, n, n ? 1 : 0, 1,
                       nvptx::module_source_name(launcher.loaded.source)));
}

void CudaCompiledFn::call_dlpack(int ordinal, std::span<const dlpack::DLTensor *const> inputs,
                                 std::span<const dlpack::DLTensor *const> outputs,
                                 void *stream) const {
  call_dlpack(ordinal, inputs, {}, outputs, stream);
}

void CudaCompiledFn::call_dlpack(int ordinal, std::span<const dlpack::DLTensor *const> inputs,
                                 std::span<const double> params,
                                 std::span<const dlpack::DLTensor *const> outputs,
                                 void *stream) const {
  const CudaKernel &k = *kernel_;
  if (inputs.size() != k.n_inputs || outputs.size() != k.n_outputs)
    bad_argument(fmt::format("{} input and {} output tensors given, the function has {} and {}",
                             inputs.size(), outputs.size(), k.n_inputs, k.n_outputs));
  std::int64_t n = -1;
  auto pointer_of = [&](const dlpack::DLTensor *t, const char *role,
                        std::size_t i) -> std::uint64_t {
    if (!t) bad_argument(fmt::format("{} tensor {} is null", role, i));
    if (t->device.device_type != dlpack::kDLCUDA || t->device.device_id != ordinal)
      bad_argument(fmt::format("{} tensor {} is on device type {} id {}, not CUDA device {}", role,
                               i, static_cast<int>(t->device.device_type), t->device.device_id,
                               ordinal));
    const unsigned bits = static_cast<unsigned>(element_bytes(k) * 8);
    if (t->dtype.code != dlpack::kDLFloat || t->dtype.bits != bits || t->dtype.lanes != 1)
      bad_argument(
          fmt::format("{} tensor {} is not float{} (the kernel's precision)", role, i, bits));
    if (t->ndim != 1 || !t->shape) bad_argument(fmt::format("{} tensor {} is not 1-D", role, i));
    if (t->strides && t->strides[0] != 1 && t->shape[0] > 1)
      bad_argument(fmt::format("{} tensor {} is strided (stride {})", role, i, t->strides[0]));
    if (n >= 0 && t->shape[0] != n)
      bad_argument(
          fmt::format("{} tensor {} has {} points, the others {}", role, i, t->shape[0], n));
    n = t->shape[0];
    return reinterpret_cast<std::uint64_t>(t->data) + t->byte_offset;
  };
  std::vector<std::uint64_t> ins, outs;
  for (std::size_t i = 0; i < inputs.size(); ++i)
    ins.push_back(pointer_of(inputs[i], "input", i));
  for (std::size_t j = 0; j < outputs.size(); ++j)
    outs.push_back(pointer_of(outputs[j], "output", j));
  call_device_ptrs(ordinal, ins, params, outs, n < 0 ? 0 : static_cast<std::size_t>(n), stream);
  CudaLaunchReport r = last_launch();
  r.path = "dlpack";
  k.record(std::move(r));
}

} // namespace alkahest
