// gpu-tests/gpu_test_support.hpp - the skip/fail rule of the GPU tests and ulp distances.
#pragma once

#include "forward_error_bound.hpp"

#include <alkahest/cuda.hpp>
#include <alkahest/expr.hpp>

#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <random>
#include <span>
#include <vector>

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

/// The seed expression of the benchmarks and most GPU tests.
struct Seed {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  Expr e = sin(x) * cos(y) + (x * x + y * y) / pool.integer(100);
  std::vector<Expr> ins = {x, y};
};

/// k columns of n uniform values in [lo, hi), reproducible from `seed`.
inline std::vector<std::vector<double>> random_columns(std::size_t k, std::size_t n, double lo, double hi,
                                                       unsigned seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> d(lo, hi);
  std::vector<std::vector<double>> c(k, std::vector<double>(n));
  for (auto &col : c)
    for (double &v : col)
      v = d(rng);
  return c;
}

inline std::vector<std::span<const double>> spans(const std::vector<std::vector<double>> &c) {
  return {c.begin(), c.end()};
}

} // namespace alkahest::gputest
