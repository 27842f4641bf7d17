// unittests/support/reduction_reference.hpp - references for the reduction tests of both tiers: the
// exact sum of doubles and a plain scalar transcription of reduction.hpp's documented order.
#pragma once

#include <alkahest/reduction.hpp>

#include <cmath>
#include <cstddef>
#include <limits>
#include <vector>

namespace alkahest::reduction_test {

/// The correctly rounded sum of finite doubles (Shewchuk's exact partials,
/// "Adaptive Precision Floating-Point Arithmetic", 1997, as in Python's
/// math.fsum): NaN when any value is NaN, inf/-inf/NaN by IEEE rules when
/// values are infinite. Exact intermediate overflow is not handled: callers
/// keep |values| far below DBL_MAX.
inline double exact_sum(const std::vector<double> &values) {
  std::vector<double> partials;
  double special = 0;
  bool any_special = false;
  for (double x : values) {
    if (!std::isfinite(x)) {
      special = any_special ? special + x : x;
      any_special = true;
      continue;
    }
    std::size_t i = 0;
    for (double y : partials) {
      if (std::fabs(x) < std::fabs(y)) std::swap(x, y);
      double hi = x + y, lo = y - (hi - x);
      if (lo != 0) partials[i++] = lo;
      x = hi;
    }
    partials.resize(i);
    partials.push_back(x);
  }
  if (any_special) return special;
  if (partials.empty()) return 0.0;
  // Sum from the top, stopping at the first inexact addition, then round
  // half-even across the rest (math.fsum's final step).
  std::size_t n = partials.size();
  double hi = partials[--n], lo = 0;
  while (n > 0) {
    double x = hi, y = partials[--n];
    hi = x + y;
    double yr = hi - x;
    lo = y - yr;
    if (lo != 0) break;
  }
  if (n > 0 && ((lo < 0 && partials[n - 1] < 0) || (lo > 0 && partials[n - 1] > 0))) {
    double y = lo * 2, x = hi + y;
    if (y == x - hi) hi = x;
  }
  return hi;
}

/// The plain (uncompensated) sum in reduction.hpp's order, written as the
/// documentation states it, scalar: tiles, lanes, halving tree, slots.
inline double documented_order_sum(const std::vector<double> &v, std::size_t tile_points,
                                   std::size_t lanes) {
  const std::size_t n = v.size(), tiles = (n + tile_points - 1) / tile_points;
  auto tree = [](std::vector<double> p) {
    for (std::size_t h = p.size() / 2; h >= 1; h /= 2)
      for (std::size_t l = 0; l < h; ++l)
        p[l] = p[l] + p[l + h];
    return p[0];
  };
  std::vector<double> slots(kReductionSlots, 0.0);
  for (std::size_t t = 0; t < tiles; ++t) {
    std::vector<double> lane(lanes, 0.0);
    for (std::size_t i = t * tile_points; i < std::min(n, (t + 1) * tile_points); ++i)
      lane[(i - t * tile_points) % lanes] += v[i];
    slots[t % kReductionSlots] += tree(lane);
  }
  return tree(slots);
}

/// The depth of the plain order's longest chain of additions, for error
/// bounds: |sum - exact| <= depth * u * sum |v| (u = 2^-53), to first order.
inline double documented_order_depth(std::size_t n, std::size_t tile_points, std::size_t lanes) {
  const std::size_t tiles = (n + tile_points - 1) / tile_points;
  double d = static_cast<double>(tile_points / lanes) + std::log2(static_cast<double>(lanes)) +
             static_cast<double>((tiles + kReductionSlots - 1) / kReductionSlots) +
             std::log2(static_cast<double>(kReductionSlots));
  return d + 2;
}

} // namespace alkahest::reduction_test
