// tools/alkahest/bench_interp.cpp - `alkahest bench interp`: the reference interpreter against a hand-written C++ loop.
#include "bench_registry.hpp"

#include <alkahest/expr.hpp>
#include <alkahest/expr/interpret.hpp>
#include <alkahest/expr/parse.hpp>

#include <fmt/format.h>

#include <cmath>
#include <random>
#include <span>
#include <stdexcept>
#include <vector>

namespace alkahest::bench {
namespace {

constexpr const char *kSeed = "sin(x)*cos(y) + (x^2+y^2)/100";

// The seed formula as a user would write it by hand; noinline so that the
// timed call is the loop itself, compiled with the tool's -O3.
[[gnu::noinline]] void seed_by_hand(std::span<const double> x, std::span<const double> y,
                                    std::span<double> out) {
  for (std::size_t i = 0; i < out.size(); ++i)
    out[i] = std::sin(x[i]) * std::cos(y[i]) + (x[i] * x[i] + y[i] * y[i]) / 100;
}

std::vector<Row> run_interp(const Options &options) {
  const std::size_t n = options.quick ? 100000 : 1000000;
  ExprPool pool;
  Expr e = parse(pool, kSeed);
  std::vector<Expr> inputs{pool.symbol("x"), pool.symbol("y")};
  std::vector<double> xs(n), ys(n), ours(n), reference(n);
  std::mt19937_64 rng(42);
  std::uniform_real_distribution<double> dist(-3.0, 3.0);
  for (std::size_t i = 0; i < n; ++i) {
    xs[i] = dist(rng);
    ys[i] = dist(rng);
  }
  std::vector<std::span<const double>> columns{xs, ys};

  // Agreement first: the canonical form may order the sum differently from
  // the hand-written formula, so allow a few ulps, never more.
  evaluate_batch_into(e, inputs, columns, ours);
  seed_by_hand(xs, ys, reference);
  for (std::size_t i = 0; i < n; ++i)
    if (!(std::fabs(ours[i] - reference[i]) <= 1e-13 * std::max(1.0, std::fabs(reference[i]))))
      throw std::runtime_error(fmt::format(
          "bench interp: interpreter and hand-written loop disagree at point {}: {} vs {}", i,
          ours[i], reference[i]));

  const int repeats = options.quick ? 3 : 5;
  double t_ours = median_seconds([&] { evaluate_batch_into(e, inputs, columns, ours); }, repeats);
  double t_ref = median_seconds([&] { seed_by_hand(xs, ys, reference); }, repeats);
  Row row;
  row.suite = "interp";
  row.case_name = fmt::format("seed expr, {} points", n);
  row.ours = "interpreter (batch)";
  row.reference = "hand-written C++ -O3";
  row.ours_seconds = t_ours;
  row.reference_seconds = t_ref;
  row.note = fmt::format("{:.1f} vs {:.1f} ns/point; {} DAG nodes", 1e9 * t_ours / double(n),
                         1e9 * t_ref / double(n), dag_size(e));
  return {row};
}

const bool registered = register_suite(
    "interp", "the seed expression over 10^6 points: batch interpreter vs a hand-written C++ loop",
    run_interp);

} // namespace
} // namespace alkahest::bench
