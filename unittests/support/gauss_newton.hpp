// unittests/support/gauss_newton.hpp - one Gauss-Newton step of a two-parameter fit.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

namespace alkahest::test {

/// Moves the parameters v = (A, k) by one Gauss-Newton step, from the
/// residuals and their derivatives by A and by k at every point (the normal
/// equations of the 2x2 system, solved by Cramer's rule).
inline void gauss_newton_step(std::span<const double> res, std::span<const double> dA,
                              std::span<const double> dk, std::vector<double> &v) {
  double j00 = 0, j01 = 0, j11 = 0, g0 = 0, g1 = 0;
  for (std::size_t i = 0; i < res.size(); ++i) {
    j00 += dA[i] * dA[i];
    j01 += dA[i] * dk[i];
    j11 += dk[i] * dk[i];
    g0 += dA[i] * res[i];
    g1 += dk[i] * res[i];
  }
  const double det = j00 * j11 - j01 * j01;
  v[0] -= (j11 * g0 - j01 * g1) / det;
  v[1] -= (j00 * g1 - j01 * g0) / det;
}

} // namespace alkahest::test
