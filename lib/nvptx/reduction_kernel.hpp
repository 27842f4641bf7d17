// lib/nvptx/reduction_kernel.hpp - the NVPTX kernels of a reduction over points: per-tile partials
// (lanes = threads of a block, halving tree in shared memory) and the one-block-per-reduction
// combine.
#pragma once

#include "lowering.hpp"

#include <alkahest/reduction.hpp>

#include <vector>

namespace llvm {
class Function;
class Module;
} // namespace llvm

#pragma GCC visibility push(hidden)
namespace alkahest::nvptx {

inline constexpr const char *kReduceEntry = "alkahest_reduce";
inline constexpr const char *kCombineEntry = "alkahest_reduce_combine";

/// What the kernels compute: values[first_value[k]] (and the next value for
/// a Dot) is reduction k's per-point value; the order is reduction.hpp's.
struct ReductionPlan {
  std::vector<const Node *> values;
  std::vector<ReduceOp> ops;
  std::vector<std::size_t> first_value;
  bool compensated = false;
  std::size_t tile_points = 4096;
  unsigned lanes = 128;
  unsigned unroll = 4; ///< points of a lane's group in whole tiles: the next group is loaded
                       ///< before this one's math

  /// Doubles of partials per tile and reduction: 2 when compensated sums
  /// carry their corrections.
  std::size_t words() const;
};

/// `void alkahest_reduce(ptr in_0.., double p_0.., ptr partials, i64 n,
/// i64 first_tile, i64 total_tiles)`, launched with `lanes` threads per
/// block and any grid: block b takes tiles b, b + grid, ... of its n points;
/// tile t's partial of reduction k goes to partials[k * total_tiles +
/// first_tile + t] (the correction of a compensated sum at
/// partials[(R + k) * total_tiles + first_tile + t], R reductions), so
/// tile-aligned chunks of one batch fill one array.
llvm::Function *build_reduce_kernel(llvm::Module &m, codegen::MathHook &hook,
                                    const ReductionPlan &plan, std::span<const Node *const> inputs,
                                    std::span<const Node *const> parameters);

/// `void alkahest_reduce_combine(ptr partials, ptr results, i64 total_tiles)`,
/// launched with one block per reduction of kReductionSlots threads:
/// results[k] = reduction k of all tiles' partials.
llvm::Function *build_combine_kernel(llvm::Module &m, const ReductionPlan &plan);

} // namespace alkahest::nvptx
#pragma GCC visibility pop
