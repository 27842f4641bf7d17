// gpu-tests/gpu_test_support.hpp - device presence, the seed expression, random columns and ulp distances of the GPU tests.
#pragma once

#include "forward_error_bound.hpp"
#include "gpu_skip_rule.hpp"

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

/// True when a device is there; else the skip rule (gpu_skip_rule.hpp).
inline bool have_gpu() { return device_or_skip(cuda_device_count(), cuda_driver_status()); }

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
