// lib/nvptx/compile_cache.hpp - the compiled state behind CudaCompiledFn and the in-process compile cache.
#pragma once

#include "ptx_compiler.hpp"

#include <alkahest/cuda.hpp>

#include <cstdint>
#include <mutex>

namespace alkahest {

/// Compiled PTX plus what a launch needs; shared by every copy of a
/// CudaCompiledFn and by the compile cache. Its device modules are unloaded
/// when the last owner goes.
struct CudaKernel {
  std::uint64_t id = 0; ///< owner id in the driver's module registry
  nvptx::PtxKernel ptx;
  std::size_t n_inputs = 0, n_outputs = 0;
  CudaOptions options;
  std::string disk_key; ///< IR digest + SM (the runtime adds device SM and driver)
  bool ptx_from_disk = false; ///< the PTX came from the disk cache (no LLVM run)

  mutable std::mutex report_mutex;
  CudaLaunchReport report;

  ~CudaKernel();
  void record(CudaLaunchReport r) const;
};

namespace nvptx {
/// A structural key of (outputs, inputs, options): equal for equal
/// expressions in any pool, so it can key the compile cache.
std::string structural_key(std::span<const Node *const> outputs, std::span<const Node *const> inputs,
                           const CudaOptions &options);
} // namespace nvptx

} // namespace alkahest
