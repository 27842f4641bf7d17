// lib/jit/reduction_order.hpp - the fixed combine order of reductions over points (lanes, halving
// tree, slots; alkahest/reduction.hpp), on the host, for the CPU tier.
//
// The GPU kernel (lib/nvptx/reduction_kernel.cpp) emits the same operations
// in the same order; both must stay in step, so that equal per-point values
// give equal bits on both tiers. Built without FP contraction (ISO C++
// mode, and -ffp-contract=off on the file that includes this).
#pragma once

#include "reduction_identity.hpp"

#include <alkahest/reduction.hpp>

#include <cmath>
#include <cstddef>
#include <limits>
#include <vector>

namespace alkahest::jit_detail {
#pragma GCC visibility push(hidden)

/// A running sum and, for compensated sums, the sum of its rounding errors.
struct Partial {
  double s = 0, c = 0;
};

/// The interpreter's max and min: NaN if either is NaN, -0 < +0.
inline double max_op(double x, double y) {
  if (std::isnan(x) || std::isnan(y)) return std::numeric_limits<double>::quiet_NaN();
  if (x > y) return x;
  if (y > x) return y;
  return std::signbit(x) ? y : x;
}
inline double min_op(double x, double y) {
  if (std::isnan(x) || std::isnan(y)) return std::numeric_limits<double>::quiet_NaN();
  if (x < y) return x;
  if (y < x) return y;
  return std::signbit(x) ? x : y;
}

/// The identity an empty lane, slot or reduction starts from.
inline double identity_of(ReduceOp op) { return codegen::reduction_identity(op); }

/// Neumaier's step: s + x, its rounding error added to c.
inline void neumaier_add(double &s, double &c, double x) {
  double t = s + x;
  c += std::fabs(s) >= std::fabs(x) ? (s - t) + x : (x - t) + s;
  s = t;
}
/// Two compensated partials: the sums added with the same step, then
/// the corrections (c1 + c2) + error.
inline Partial neumaier_pair(Partial a, Partial b) {
  double t = a.s + b.s;
  double e = std::fabs(a.s) >= std::fabs(b.s) ? (a.s - t) + b.s : (b.s - t) + a.s;
  return {t, (a.c + b.c) + e};
}
/// The value of a finished compensated sum: s + c; an infinite or NaN s
/// stands (its c may be NaN from inf - inf).
inline double neumaier_value(Partial p) { return std::isfinite(p.s) ? p.s + p.c : p.s; }

/// How one reduction combines: plain sums (Sum, Dot), compensated sums, Min
/// or Max.
enum class Combine { Plain, Compensated, Min, Max };
inline Combine combine_of(ReduceOp op, bool compensated) {
  switch (op) {
  case ReduceOp::Min:
    return Combine::Min;
  case ReduceOp::Max:
    return Combine::Max;
  default:
    return compensated ? Combine::Compensated : Combine::Plain;
  }
}

inline Partial combine_pair(Combine k, Partial a, Partial b) {
  switch (k) {
  case Combine::Plain:
    return {a.s + b.s, 0};
  case Combine::Compensated:
    return neumaier_pair(a, b);
  case Combine::Min:
    return {min_op(a.s, b.s), 0};
  case Combine::Max:
    return {max_op(a.s, b.s), 0};
  }
  return a;
}

/// Halving tree over a power-of-two count of partials: for h = count/2 ..
/// 1, p[l] = op(p[l], p[l + h]) for l < h; returns p[0].
inline Partial halving_tree(Combine k, Partial *p, std::size_t count) {
  for (std::size_t h = count / 2; h >= 1; h /= 2)
    for (std::size_t l = 0; l < h; ++l)
      p[l] = combine_pair(k, p[l], p[l + h]);
  return p[0];
}

/// One tile's partial: lane l folds v[l], v[l + lanes], ... (for Dot the
/// products a[i] * b[i], each rounded), then the halving tree. `s`, `c` are
/// scratch of `lanes` doubles each.
Partial fold_tile(Combine k, const double *a, const double *b, std::size_t len, std::size_t lanes,
                  double *s, double *c);

/// The result from the tile partials: slot j folds tiles j, j + slots, ...
/// in increasing order, then the halving tree over the slots.
double combine_tiles(Combine k, ReduceOp op, const Partial *tiles, std::size_t count);

#pragma GCC visibility pop
} // namespace alkahest::jit_detail
