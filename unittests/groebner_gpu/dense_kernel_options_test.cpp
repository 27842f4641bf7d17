// unittests/groebner_gpu/dense_kernel_options_test.cpp - explicit options beat the
// ALKAHEST_GB_GPU_* knobs, which beat the built-in choices.
#include "dense_kernel_options.hpp"
#include "scoped_env.hpp"

#include <catch2/catch.hpp>

using namespace alkahest;
using alkahest::test::ScopedEnv;
using gbgpu::DenseMode;

TEST_CASE("an explicit reduction beats ALKAHEST_GB_GPU_REDUCTION", "[groebner_gpu][knobs]") {
  ScopedEnv env("ALKAHEST_GB_GPU_REDUCTION", "barrett");
  CHECK(gbgpu::resolve_reduction(ModularReduction::Default) == ModularReduction::Barrett);
  CHECK(gbgpu::resolve_reduction(ModularReduction::Montgomery) == ModularReduction::Montgomery);
  GpuReduceOptions o;
  CHECK_FALSE(gbgpu::dense_kernel_options(o).montgomery);
  o.reduction = ModularReduction::Montgomery;
  CHECK(gbgpu::dense_kernel_options(o).montgomery);
}

TEST_CASE("without ALKAHEST_GB_GPU_REDUCTION the default reduction is Montgomery",
          "[groebner_gpu][knobs]") {
  ScopedEnv env("ALKAHEST_GB_GPU_REDUCTION", std::nullopt);
  CHECK(gbgpu::resolve_reduction(ModularReduction::Default) == ModularReduction::Montgomery);
  CHECK(gbgpu::resolve_reduction(ModularReduction::Barrett) == ModularReduction::Barrett);
  GpuReduceOptions o;
  o.reduction = ModularReduction::Barrett;
  CHECK_FALSE(gbgpu::dense_kernel_options(o).montgomery);
}

TEST_CASE("the dense kernel knobs are the defaults of DenseKernelOptions",
          "[groebner_gpu][knobs]") {
  SECTION("unset: the built-in choices") {
    ScopedEnv mode("ALKAHEST_GB_GPU_DENSE_MODE", std::nullopt),
        update("ALKAHEST_GB_GPU_PANEL_UPDATE", std::nullopt),
        lookahead("ALKAHEST_GB_GPU_PANEL_LOOKAHEAD", std::nullopt),
        profile("ALKAHEST_GB_GPU_PANEL_PROFILE", std::nullopt);
    const gbgpu::DenseKernelOptions k = gbgpu::dense_kernel_options({});
    CHECK_FALSE(k.mode.has_value());
    CHECK(k.panel_update_on_tensor_cores);
    CHECK(k.panel_lookahead);
    CHECK_FALSE(k.panel_profile);
  }
  SECTION("set: each one changes its field") {
    ScopedEnv mode("ALKAHEST_GB_GPU_DENSE_MODE", "step"),
        update("ALKAHEST_GB_GPU_PANEL_UPDATE", "mac"),
        lookahead("ALKAHEST_GB_GPU_PANEL_LOOKAHEAD", "0"),
        profile("ALKAHEST_GB_GPU_PANEL_PROFILE", "");
    const gbgpu::DenseKernelOptions k = gbgpu::dense_kernel_options({});
    CHECK(k.mode == DenseMode::Step);
    CHECK_FALSE(k.panel_update_on_tensor_cores);
    CHECK_FALSE(k.panel_lookahead);
    CHECK(k.panel_profile);
  }
  SECTION("an unknown mode leaves the choice to the size") {
    ScopedEnv mode("ALKAHEST_GB_GPU_DENSE_MODE", "diagonal");
    CHECK_FALSE(gbgpu::dense_kernel_options({}).mode.has_value());
  }
}
