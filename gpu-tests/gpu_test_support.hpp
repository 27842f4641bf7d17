// gpu-tests/gpu_test_support.hpp - the skip/fail rule of the GPU tests and ulp distances.
#pragma once

#include "forward_error_bound.hpp"

#include <alkahest/cuda.hpp>

#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>

namespace alkahest::gputest {

/// True when a device is there. Without one the test skips (a warning) —
/// unless ALKAHEST_GPU_TESTS=1, which turns the skip into a failure.
inline bool have_gpu() {
  if (cuda_device_count() > 0)
    return true;
  const char *strict = std::getenv("ALKAHEST_GPU_TESTS");
  if (strict && std::strcmp(strict, "1") == 0)
    FAIL("ALKAHEST_GPU_TESTS=1 but no CUDA device: " << cuda_driver_status());
  WARN("SKIPPED (no CUDA device): " << cuda_driver_status());
  return false;
}

} // namespace alkahest::gputest
