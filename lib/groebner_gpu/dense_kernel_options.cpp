// lib/groebner_gpu/dense_kernel_options.cpp - explicit options first, then the ALKAHEST_GB_GPU_*
// knobs, then the built-in choice.
#include "dense_kernel_options.hpp"

#include "support/knobs.hpp"

namespace alkahest::gbgpu {
#pragma GCC visibility push(hidden)

using support::Knob;

ModularReduction resolve_reduction(ModularReduction requested) {
  if (requested != ModularReduction::Default) return requested;
  return support::knob_value(Knob::GbGpuReduction) == "barrett" ? ModularReduction::Barrett
                                                                : ModularReduction::Montgomery;
}

DenseKernelOptions dense_kernel_options(const GpuReduceOptions &options) {
  DenseKernelOptions k;
  k.montgomery = resolve_reduction(options.reduction) == ModularReduction::Montgomery;
  if (const auto mode = support::knob_value(Knob::GbGpuDenseMode)) {
    if (*mode == "block")
      k.mode = DenseMode::Block;
    else if (*mode == "step")
      k.mode = DenseMode::Step;
    else if (*mode == "panel")
      k.mode = DenseMode::Panel;
  }
  // The panel mode's trailing update: on the tensor cores (byte products,
  // gb_panel_update_mma) unless =mac asks for 64-bit multiply-accumulates on
  // the integer units (gb_panel_update).
  k.panel_update_on_tensor_cores = support::knob_value(Knob::GbGpuPanelUpdate) != "mac";
  // Look-ahead (see panel_rref) is on unless =0. On the H200 it gains 3-19 %
  // at n = 4096: less than the factor's share, because the update holds
  // every register of an SM (four blocks of 256 threads at 64 registers), so
  // the factor's block waits for an SM to drain and then shares it.
  k.panel_lookahead = support::knob_value(Knob::GbGpuPanelLookahead) != "0";
  // Set (to anything): the waits cost a few microseconds each and undo the
  // look-ahead, so only for tuning.
  k.panel_profile = support::knob_value(Knob::GbGpuPanelProfile).has_value();
  return k;
}

#pragma GCC visibility pop
} // namespace alkahest::gbgpu
