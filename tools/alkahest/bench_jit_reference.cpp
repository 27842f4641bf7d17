// tools/alkahest/bench_jit_reference.cpp - the reference loops of `bench jit`, built -O3
// -march=native (see tools/CMakeLists.txt).
#include "bench_jit_reference.hpp"

#include <cmath>

namespace alkahest::bench {

void seed_loop(const double *x, const double *y, double *out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i)
    out[i] = std::sin(x[i]) * std::cos(y[i]) + (x[i] * x[i] + y[i] * y[i]) / 100;
}

void jacobian_loop(const double *x, const double *y, double *const *out, std::size_t n) {
  double *o[10];
  for (int j = 0; j < 10; ++j)
    o[j] = out[j];
  for (std::size_t i = 0; i < n; ++i) {
    const double xi = x[i], yi = y[i];
    const double cy = std::cos(yi), sy = std::sin(yi), xy = xi * yi, xx = xi * xi;
    for (int k = 1; k <= 5; ++k) {
      const double kx = k * xi;
      o[2 * (k - 1)][i] = k * std::cos(kx) * cy + 2 * xy / k;
      o[2 * (k - 1) + 1][i] = -std::sin(kx) * sy + xx / k;
    }
  }
}

} // namespace alkahest::bench
