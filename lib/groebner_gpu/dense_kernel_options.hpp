// lib/groebner_gpu/dense_kernel_options.hpp - the kernels a dense batch runs, resolved once per
// call from its options and the knob table.
#pragma once

#include <alkahest/groebner_gpu.hpp>

#include <optional>

namespace alkahest::gbgpu {
#pragma GCC visibility push(hidden)

/// Whole matrix per block, one pivot step per launch, or the blocked
/// (panel) elimination.
enum class DenseMode { Block, Step, Panel };

/// The dense batch's kernel choices. Each tuning field's default comes from
/// its ALKAHEST_GB_GPU_* knob (lib/support/knobs.hpp); the benchmark sets
/// the knobs to time every variant (the results are identical).
struct DenseKernelOptions {
  bool montgomery = true;        ///< Montgomery products, else Barrett (block and step modes)
  std::optional<DenseMode> mode; ///< forced mode; nullopt: chosen by size
  bool panel_update_on_tensor_cores =
      true; ///< the panel update as byte products on the tensor cores, else 64-bit MACs
  bool panel_lookahead = true; ///< the next panel's factor beside the rest of the update
  bool panel_profile = false;  ///< wait after each panel kernel and print the times (tuning only)
};

/// The reduction a request runs: an explicit Montgomery or Barrett is kept;
/// Default takes ALKAHEST_GB_GPU_REDUCTION (barrett) or Montgomery.
ModularReduction resolve_reduction(ModularReduction requested);

/// The kernel choices of one call with `options`.
DenseKernelOptions dense_kernel_options(const GpuReduceOptions &options);

#pragma GCC visibility pop
} // namespace alkahest::gbgpu
