// gpu-tests/gpu_skip_rule.hpp - the one rule of every GPU test on a host without a device: skip with a warning, or fail under ALKAHEST_GPU_TESTS=1.
#pragma once

#include <catch2/catch.hpp>

#include <cstdlib>
#include <cstring>
#include <string>

namespace alkahest::gputest {

/// True when `devices` > 0. Otherwise the calling test skips (a warning, and
/// false) — unless ALKAHEST_GPU_TESTS=1 (the device runs), which turns the
/// skip into a failure. `why` is what the probe saw (cuda_driver_status()).
inline bool device_or_skip(int devices, const std::string &why) {
  if (devices > 0) return true;
  const char *strict = std::getenv("ALKAHEST_GPU_TESTS");
  if (strict && std::strcmp(strict, "1") == 0)
    FAIL("ALKAHEST_GPU_TESTS=1 but no CUDA device: " << why);
  WARN("SKIPPED (no CUDA device): " << why);
  return false;
}

} // namespace alkahest::gputest
