// lib/jit/compile_reduction.cpp - compile_reduction and CompiledReduction: the values compiled as a
// CompiledFn, evaluated tile by tile into cache-resident buffers and folded in the fixed order.
#include "jit_engine.hpp"
#include "reduction_order.hpp"
#include "support/parallel_for.hpp"

#include <alkahest/jit.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <thread>

namespace alkahest {

namespace {

// E-JIT-010 for options no reduction could honour.
void validate(const ReductionOptions &o) {
  if (o.lanes < 32 || o.lanes > 1024 || !std::has_single_bit(o.lanes))
    raise(ErrorId::JitBadOptions,
          fmt::format("ReductionOptions::lanes {} is not a power of two in [32, 1024]", o.lanes));
  if (o.tile_points < o.lanes || o.tile_points > (std::size_t(1) << 24) ||
      !std::has_single_bit(o.tile_points))
    raise(
        ErrorId::JitBadOptions,
        fmt::format("ReductionOptions::tile_points {} is not a power of two in [lanes = {}, 2^24]",
                    o.tile_points, o.lanes));
}

} // namespace

CompiledReduction compile_reduction(std::span<const Reduction> reductions,
                                    std::span<const Expr> inputs, std::span<const Expr> parameters,
                                    const ReductionOptions &reduction_options,
                                    const JitOptions &options) {
  validate(reduction_options);
  if (reductions.empty()) raise(ErrorId::JitBadOptions, "no reductions to compile");
  if (options.precision != Precision::F64)
    raise(ErrorId::JitBadOptions,
          "reductions read double columns: JitOptions::precision must be F64");
  CompiledReduction r;
  std::vector<Expr> values;
  for (std::size_t k = 0; k < reductions.size(); ++k) {
    const Reduction &red = reductions[k];
    if (static_cast<unsigned>(red.op) > static_cast<unsigned>(ReduceOp::Max))
      raise(ErrorId::JitBadOptions, fmt::format("reduction {} has op {}, not Sum, Dot, Min or Max",
                                                k, static_cast<int>(red.op)));
    if (!red.value.valid())
      raise(ErrorId::JitBadInputs, fmt::format("reduction {} has an empty value", k));
    if ((red.op == ReduceOp::Dot) != red.other.valid())
      raise(ErrorId::JitBadInputs,
            red.op == ReduceOp::Dot
                ? fmt::format("reduction {} is a Dot without its second factor `other`", k)
                : fmt::format("reduction {} is not a Dot but has a second factor `other`", k));
    r.ops_.push_back(red.op);
    r.first_value_.push_back(values.size());
    values.push_back(red.value);
    if (red.op == ReduceOp::Dot) values.push_back(red.other);
  }
  r.values_ = compile_expr(values, inputs, parameters, options);
  r.reduction_options_ = reduction_options;
  return r;
}

std::vector<double>
CompiledReduction::call(std::span<const std::span<const double>> columns) const {
  return call(columns, {});
}

std::vector<double> CompiledReduction::call(std::span<const std::span<const double>> columns,
                                            std::span<const double> params) const {
  std::vector<double> out(n_reductions());
  call_into(columns, params, out);
  return out;
}

void CompiledReduction::call_into(std::span<const std::span<const double>> columns,
                                  std::span<const double> params, std::span<double> results) const {
  if (empty()) raise(ErrorId::JitBadInputs, "calling an empty CompiledReduction");
  if (columns.size() != n_inputs())
    raise(ErrorId::JitColumnCount,
          fmt::format("{} input{} but {} column{}", n_inputs(), n_inputs() == 1 ? "" : "s",
                      columns.size(), columns.size() == 1 ? "" : "s"));
  if (params.size() != n_parameters())
    raise(ErrorId::JitParameterCount,
          fmt::format("the reduction has {} parameter{} but {} value{} were given", n_parameters(),
                      n_parameters() == 1 ? "" : "s", params.size(),
                      params.size() == 1 ? "" : "s"));
  if (results.size() != n_reductions())
    raise(ErrorId::JitOutputSize,
          fmt::format("{} reductions but room for {} results", n_reductions(), results.size()));
  const std::size_t n = columns.empty() ? 0 : columns[0].size();
  for (std::size_t k = 1; k < columns.size(); ++k)
    if (columns[k].size() != n)
      raise(ErrorId::JitRaggedColumns,
            fmt::format("column {} has {} points but column 0 has {}", k, columns[k].size(), n));
  // Copied first: `results` may be anywhere, even inside a column.
  const std::vector<double> param_values(params.begin(), params.end());

  const std::size_t tile = reduction_options_.tile_points, lanes = reduction_options_.lanes;
  const std::size_t tiles = (n + tile - 1) / tile;
  const std::size_t n_values = values_.n_outputs(), n_red = n_reductions();
  const bool compensated = reduction_options_.compensated;
  std::vector<jit_detail::Combine> combine(n_red);
  for (std::size_t k = 0; k < n_red; ++k)
    combine[k] = jit_detail::combine_of(ops_[k], compensated);
  // partials[k * tiles + t]: reduction k's partial of tile t. Which thread
  // computes a tile changes nothing in its bits.
  std::vector<jit_detail::Partial> partials(n_red * tiles);
  const JitOptions &o = values_.options();
  const unsigned threads =
      o.threads ? o.threads
                : std::clamp(std::thread::hardware_concurrency(), 1u, JitOptions::kMaxThreads);
  const std::size_t tasks =
      tiles == 0 ? 0
                 : std::clamp<std::size_t>(n / std::max<std::size_t>(o.min_points_per_thread, 1), 1,
                                           std::min<std::size_t>(threads, tiles));
  auto run_task = [&](std::size_t task) {
    const std::size_t first = tiles * task / tasks, last = tiles * (task + 1) / tasks;
    std::vector<double> buffer(n_values * tile), s(lanes), c(lanes);
    std::vector<const double *> in_ptrs(columns.size());
    std::vector<double *> out_ptrs(n_values);
    for (std::size_t j = 0; j < n_values; ++j)
      out_ptrs[j] = buffer.data() + j * tile;
    for (std::size_t t = first; t < last; ++t) {
      const std::size_t begin = t * tile, len = std::min(tile, n - begin);
      for (std::size_t k = 0; k < columns.size(); ++k)
        in_ptrs[k] = columns[k].data() + begin;
      values_.code_->entry(in_ptrs.data(), out_ptrs.data(), param_values.data(),
                           static_cast<std::int64_t>(len));
      for (std::size_t k = 0; k < n_red; ++k) {
        const double *a = out_ptrs[first_value_[k]];
        const double *b = ops_[k] == ReduceOp::Dot ? out_ptrs[first_value_[k] + 1] : nullptr;
        partials[k * tiles + t] =
            jit_detail::fold_tile(combine[k], a, b, len, lanes, s.data(), c.data());
      }
    }
  };
  if (tasks == 1)
    run_task(0);
  else if (tasks > 1)
    support::parallel_for(tasks, static_cast<unsigned>(tasks), run_task);
  for (std::size_t k = 0; k < n_red; ++k)
    results[k] = jit_detail::combine_tiles(combine[k], ops_[k], partials.data() + k * tiles, tiles);
}

} // namespace alkahest
