// lib/nvptx/compile_cache.hpp - the compiled state behind CudaCompiledFn and the in-process compile
// cache.
#pragma once

#include "ptx_compiler.hpp"
#include "runtime.hpp"

#include <alkahest/cuda.hpp>

#include <cstdint>
#include <mutex>
#include <string_view>

namespace alkahest {

// The public header declares CudaKernel (opaque to programs), so it keeps
// default visibility while its nvptx member is hidden: GCC's warning about
// that is moot, since no code outside the library sees the layout.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wattributes"
/// Compiled PTX plus what a launch needs; shared by every copy of a
/// CudaCompiledFn and by the compile cache. Its device modules are unloaded
/// when the last owner goes.
struct CudaKernel {
  std::uint64_t id = 0; ///< owner id in the driver's module registry
  nvptx::PtxKernel ptx;
  std::size_t n_inputs = 0, n_outputs = 0, n_parameters = 0;
  bool array_form =
      false; ///< columns and parameters through device arrays (nvptx::uses_array_form)
  CudaOptions options;
  std::string disk_key;       ///< IR digest + SM (the runtime adds device SM and driver)
  bool ptx_from_disk = false; ///< the PTX came from the disk cache (no LLVM run)

  mutable std::mutex report_mutex;
  CudaLaunchReport report;

  ~CudaKernel();
  void record(CudaLaunchReport r) const;
};
#pragma GCC diagnostic pop

#pragma GCC visibility push(hidden)
namespace nvptx {
/// Where a launch found its module, for the launch reports: "memory",
/// "disk-cache", "driver-linker" or "ptx-jit".
const char *module_source_name(cuda::ModuleSource s);
/// A fresh owner id for the driver's module registry (cuda::load_kernel):
/// every compiled kernel of the process gets its own.
std::uint64_t next_kernel_owner_id();
/// A structural key of (outputs, inputs, parameters, options): equal for
/// equal expressions in any pool, so it can key the compile cache.
std::string structural_key(std::span<const Node *const> outputs,
                           std::span<const Node *const> inputs,
                           std::span<const Node *const> parameters, const CudaOptions &options);
/// What a PTX disk-cache file starts with: the whole key, length first.
std::string cache_file_prefix(const std::string &key);
/// The part of a disk-cache file after its key ("<ir digest>\n<ptx>") when
/// the file was written for `key`; empty for another key or a damaged file.
std::string_view cached_ptx_for(std::string_view file, const std::string &key);
/// Distinct DAG nodes of the outputs and the calls among them that reach
/// libdevice (what the automatic choices go by).
struct KernelShape {
  std::size_t nodes = 0, calls = 0;
};
KernelShape kernel_shape(std::span<const Node *const> outputs);
/// The options with every automatic choice made (vector_width and unroll 0
/// → 1 or 2, math_calls Automatic → Inline, max_registers 0 → a cap for
/// expressions of many libdevice calls).
CudaOptions resolve_automatic(std::span<const Node *const> outputs, const CudaOptions &options);
/// Largest expression (distinct nodes, function calls) that gets 2-point
/// vector groups and unroll 2 automatically.
inline constexpr std::size_t kVectorMaxNodes = 64, kVectorMaxCalls = 4;
/// Most libdevice calls an expression may have before max_registers 0
/// means a cap (two blocks per SM) rather than none.
inline constexpr std::size_t kInlineMathCalls = 4;
/// Most libdevice calls an expression may have for Automatic to inline them:
/// every inlined body costs the O3 pipeline and ptxas about 40 ms (400 sin
/// terms: 15.7 s inlined, 1.2 s called), so wider expressions call them.
inline constexpr std::size_t kInlineMaxCalls = 32;
} // namespace nvptx
#pragma GCC visibility pop

} // namespace alkahest
