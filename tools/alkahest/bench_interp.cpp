// tools/alkahest/bench_interp.cpp - `alkahest bench interp`: the reference interpreter against a
// hand-written C++ loop.
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

// The formulas as a user would write them by hand; noinline so that the
// timed call is the loop itself, compiled with the tool's -O3.
[[gnu::noinline]] void seed_by_hand(std::span<const double> x, std::span<const double> y,
                                    std::span<double> out) {
  for (std::size_t i = 0; i < out.size(); ++i)
    out[i] = std::sin(x[i]) * std::cos(y[i]) + (x[i] * x[i] + y[i] * y[i]) / 100;
}

[[gnu::noinline]] void polynomial_by_hand(std::span<const double> x, std::span<const double> y,
                                          std::span<double> out) {
  for (std::size_t i = 0; i < out.size(); ++i)
    out[i] = x[i] * x[i] * y[i] + 3 * x[i] * y[i] * y[i] - x[i] / y[i] + 1;
}

struct Case {
  const char *name;
  const char *text;
  void (*by_hand)(std::span<const double>, std::span<const double>, std::span<double>);
};

// The seed (issue 2) is dominated by sin and cos, which both sides call
// alike; the polynomial row shows the interpreter's own per-node overhead.
constexpr Case kCases[] = {
    {"seed expr", "sin(x)*cos(y) + (x^2+y^2)/100", seed_by_hand},
    {"polynomial, no libm", "x^2*y + 3*x*y^2 - x/y + 1", polynomial_by_hand},
};

std::vector<Row> run_interp(const Options &options) {
  const std::size_t n = options.quick ? 100000 : 1000000;
  std::vector<double> xs(n), ys(n), ours(n), reference(n);
  std::mt19937_64 rng(42);
  std::uniform_real_distribution<double> dist(0.5, 3.0);
  for (std::size_t i = 0; i < n; ++i) {
    xs[i] = dist(rng) * (i % 2 ? 1 : -1);
    ys[i] = dist(rng);
  }
  std::vector<std::span<const double>> columns{xs, ys};
  std::vector<Row> rows;
  for (const Case &c : kCases) {
    ExprPool pool;
    Expr e = parse(pool, c.text);
    std::vector<Expr> inputs{pool.symbol("x"), pool.symbol("y")};
    // Agreement first: the canonical form may order a sum or product
    // differently from the hand-written formula, so allow a few ulps.
    evaluate_batch_into(e, inputs, columns, ours);
    c.by_hand(xs, ys, reference);
    for (std::size_t i = 0; i < n; ++i)
      if (!(std::fabs(ours[i] - reference[i]) <= 1e-13 * std::max(1.0, std::fabs(reference[i]))))
        throw std::runtime_error(fmt::format(
            "bench interp: '{}': interpreter and hand-written loop disagree at point {}: {} vs {}",
            c.text, i, ours[i], reference[i]));

    const int repeats = options.quick ? 3 : 5;
    double t_ours = median_seconds([&] { evaluate_batch_into(e, inputs, columns, ours); }, repeats);
    double t_ref = median_seconds([&] { c.by_hand(xs, ys, reference); }, repeats);
    Row row;
    row.suite = "interp";
    row.case_name = fmt::format("{}, {} points", c.name, n);
    row.ours = "interpreter (batch)";
    row.reference = "hand-written C++ -O3";
    row.ours_seconds = t_ours;
    row.reference_seconds = t_ref;
    row.note = fmt::format("{:.1f} vs {:.1f} ns/point; {}; {} DAG nodes", 1e9 * t_ours / double(n),
                           1e9 * t_ref / double(n), c.text, dag_size(e));
    rows.push_back(std::move(row));
  }
  return rows;
}

const bool registered = register_suite(
    "interp",
    "the seed expression (and a polynomial) over 10^6 points: batch interpreter vs a "
    "hand-written C++ loop",
    run_interp);

} // namespace
} // namespace alkahest::bench
