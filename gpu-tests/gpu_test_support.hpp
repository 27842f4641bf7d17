// gpu-tests/gpu_test_support.hpp - the skip/fail rule of the GPU tests and ulp distances.
#pragma once

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

/// Distance in units in the last place (0 for equal values, NaN == NaN).
inline std::uint64_t ulp_distance(double a, double b) {
  if (std::isnan(a) && std::isnan(b))
    return 0;
  if (std::isnan(a) || std::isnan(b))
    return UINT64_MAX;
  if (a == b)
    return 0;
  auto key = [](double v) {
    auto u = std::bit_cast<std::int64_t>(v);
    return u < 0 ? INT64_MIN - u : u; // monotone map of doubles onto integers
  };
  std::int64_t ka = key(a), kb = key(b);
  return ka > kb ? static_cast<std::uint64_t>(ka) - static_cast<std::uint64_t>(kb)
                 : static_cast<std::uint64_t>(kb) - static_cast<std::uint64_t>(ka);
}

/// The size of one ulp at |v| (the spacing of doubles there).
inline double ulp_of(double v) {
  v = std::fabs(v);
  if (!std::isfinite(v))
    return 0;
  return std::nextafter(v, INFINITY) - v;
}

} // namespace alkahest::gputest
