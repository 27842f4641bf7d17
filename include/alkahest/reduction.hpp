// alkahest/reduction.hpp - what a compiled reduction over points computes and in which fixed
// order: the shared vocabulary of compile_reduction (jit.hpp) and compile_cuda_reduction
// (cuda.hpp).
//
//   Reduction rs[] = {sum_of(log_likelihood), sum_of(d_ll_da), max_of(residual)};
//   CompiledReduction r = compile_reduction(rs, {x, y}, {a, b});
//   std::vector<double> v = r.call(columns, params);   // v[k] = reduction k over all points
//
// Every reduction of one compiled object is computed in the same pass over
// the points (shared subexpressions once per point). The order of the
// floating-point operations is fixed by (n, tile_points, lanes) alone, never
// by threads, chunks or the GPU's grid, and it is the same order on the CPU
// and the GPU tier (docs/codegen.md, "Reductions over points"):
//   1. the points [0, n) are cut into tiles of tile_points consecutive points
//      (the last one shorter);
//   2. inside a tile, lane l (0 <= l < lanes) folds the values of the points
//      l, l + lanes, l + 2 lanes, ... of the tile in increasing order, from
//      the identity; then the lanes are combined by a halving tree: for
//      h = lanes/2, lanes/4, ..., 1: lane l <- op(lane l, lane l + h), l < h;
//      lane 0 is the tile's partial;
//   3. slot s (0 <= s < kReductionSlots) folds the partials of the tiles
//      s, s + kReductionSlots, ... in increasing order from the identity,
//      then the slots are combined by the same halving tree; slot 0 is the
//      result (compensated sums: its sum plus its correction).
// So repeated calls, any thread count and any launch shape give the same
// bits; the CPU and the GPU give the same bits whenever their per-point
// values are the same (arithmetic only, no fma contraction: libm and
// libdevice differ by a few ulp on transcendental functions).
#pragma once

#include <alkahest/expr.hpp>

#include <cstddef>

namespace alkahest {

/// How the values of one reduction are combined over the points.
enum class ReduceOp {
  Sum, ///< the sum of `value` over the points; 0 for no points
  Dot, ///< the sum of the products value * other (each rounded once); 0 for no points
  Min, ///< the least value (the interpreter's min: NaN if any is NaN, -0 < +0); +inf for none
  Max, ///< the greatest value (NaN if any is NaN, -0 < +0); -inf for none
};

/// One reduction over the points: `value` (and `other` for Dot) are
/// expressions of the inputs and parameters.
struct Reduction {
  ReduceOp op = ReduceOp::Sum;
  Expr value;
  Expr other; ///< Dot's second factor; must be empty for the other ops
};

inline Reduction sum_of(const Expr &e) { return {ReduceOp::Sum, e, {}}; }
inline Reduction dot_of(const Expr &a, const Expr &b) { return {ReduceOp::Dot, a, b}; }
inline Reduction min_of(const Expr &e) { return {ReduceOp::Min, e, {}}; }
inline Reduction max_of(const Expr &e) { return {ReduceOp::Max, e, {}}; }

/// The number of slots of step 3 of the combine order (above).
inline constexpr std::size_t kReductionSlots = 1024;

/// How a reduction is summed. `compensated`, `tile_points` and `lanes` fix
/// the order of the operations, so results are bit-identical only between
/// calls where they are equal.
struct ReductionOptions {
  /// Sum and Dot with Neumaier's compensated summation (Neumaier 1974,
  /// "Rundungsfehleranalyse einiger Verfahren zur Summation endlicher
  /// Summen", ZAMM 54): every lane, tile and slot carries a running sum and
  /// the sum of the rounding errors of its additions, and pairs combine
  /// with the same correction. The result is within about 2 ulp of the
  /// exact sum of the per-point values (plus n^2 u^2 sum|v_i| terms) rather
  /// than (depth) u sum|v_i|. About one more add per point and twice the
  /// partials; Min and Max ignore it.
  bool compensated = false;
  /// Points per tile: a power of two, at least `lanes`, at most 2^24.
  std::size_t tile_points = 4096;
  /// Lanes per tile: a power of two in [32, 1024]. On the GPU it is the
  /// reduction kernel's block size (CudaOptions::block_size is not used);
  /// 128 measured fastest on an H200 (docs/benchmarks.md).
  unsigned lanes = 128;
  /// GPU only: issue the loads of a lane's next group of points before the
  /// math of the current one (software pipelining; the order of the sums is
  /// unchanged). Off by default: on an H200 at the default launch shape it
  /// measured 2-8 % slower than loading each group before its math (the
  /// registers it holds cost occupancy); docs/benchmarks.md.
  bool pipeline_loads = false;
};

} // namespace alkahest
