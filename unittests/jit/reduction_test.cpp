// unittests/jit/reduction_test.cpp - compile_reduction against exact sums of the interpreter's
// values on random expressions; its documented order, bit-identity across threads, compensation,
// errors.
#include "error_code.hpp"
#include "jit_test_support.hpp"
#include "reduction_reference.hpp"

#include <alkahest/jit.hpp>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <bit>
#include <cstring>

using namespace alkahest;
using namespace alkahest::jit_test;
using namespace alkahest::reduction_test;
using alkahest::test::code_of;

namespace {

constexpr double kU = 0x1p-53;

std::vector<std::vector<double>> uniform_columns(std::size_t k, std::size_t n, double lo, double hi,
                                                 std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> d(lo, hi);
  std::vector<std::vector<double>> c(k, std::vector<double>(n));
  for (auto &col : c)
    for (double &v : col)
      v = d(rng);
  return c;
}

bool same_bits(double a, double b) {
  return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

struct Check {
  std::size_t finite_sums = 0, nan_sums = 0, extremes = 0, failures = 0;
  std::string first;
  void fail(std::string what) {
    if (failures++ == 0) first = std::move(what);
  }
};

// Sum: within depth*u*sum|v| (the order) + 8u*sum|v| (the JIT's per-point
// values are within a few ulp of the interpreter's) of the exact sum of the
// interpreter's values; NaN exactly when that is NaN.
void check_sum(const Expr &e, const std::vector<double> &ref_values, double got, double depth,
               Check &c) {
  double exact = exact_sum(ref_values);
  if (std::isnan(exact)) {
    ++c.nan_sums;
    if (!std::isnan(got)) c.fail(fmt::format("{}: exact sum NaN, got {}", to_string(e), got));
    return;
  }
  double abs_sum = 0;
  for (double v : ref_values)
    abs_sum += std::fabs(v);
  if (!std::isfinite(abs_sum) || abs_sum > 1e300) { // an infinity of the right sign, or overflow
    if (std::isinf(exact) && got != exact)
      c.fail(fmt::format("{}: exact sum {}, got {}", to_string(e), exact, got));
    return;
  }
  ++c.finite_sums;
  double bound = (depth + 8) * kU * abs_sum;
  if (!(std::fabs(got - exact) <= bound))
    c.fail(fmt::format("{}: exact sum {:.17g}, got {:.17g}, bound {:.3g}", to_string(e), exact, got,
                       bound));
}

void check_extreme(const Expr &e, const std::vector<double> &ref_values, double got, bool is_max,
                   Check &c) {
  ++c.extremes;
  double want = is_max ? -INFINITY : INFINITY;
  for (double v : ref_values) {
    if (std::isnan(v)) {
      want = NAN;
      break;
    }
    want = is_max ? std::max(want, v) : std::min(want, v);
  }
  if (!agrees(want, got, 4, 1e-14))
    c.fail(fmt::format("{} of {}: interpreter {:.17g}, got {:.17g}", is_max ? "max" : "min",
                       to_string(e), want, got));
}

} // namespace

TEST_CASE("compile_reduction: sums, maxima and minima of 1200 random expressions agree with exact "
          "sums of the interpreter's values",
          "[jit][reduction][differential]") {
  ExprPool pool;
  std::vector<Expr> vars = {pool.symbol("x"), pool.symbol("y"), pool.symbol("z")};
  Check c;
  const int modules = 30, per_module = 40;
  const std::size_t n = 2500;
  ReductionOptions ro;
  ro.tile_points = 256; // several tiles, all lanes used
  ro.lanes = 32;
  const double depth = documented_order_depth(n, ro.tile_points, ro.lanes);
  for (int m = 0; m < modules; ++m) {
    RandomExprs gen(pool, vars, 4000 + static_cast<std::uint64_t>(m));
    std::vector<Expr> exprs;
    std::vector<Reduction> rs;
    for (int k = 0; k < per_module; ++k) {
      exprs.push_back(gen.next(2 + k % 4));
      rs.push_back(k % 4 == 3   ? max_of(exprs.back())
                   : k % 4 == 2 ? min_of(exprs.back())
                                : sum_of(exprs.back()));
    }
    auto cols = uniform_columns(vars.size(), n, -4, 4, 900 + static_cast<std::uint64_t>(m));
    CompiledReduction r = compile_reduction(rs, vars, {}, ro);
    REQUIRE(r.n_reductions() == rs.size());
    std::vector<double> got = r.call(spans(cols));
    auto ref = evaluate_batch(exprs, vars, spans(cols));
    for (int k = 0; k < per_module; ++k) {
      if (rs[k].op == ReduceOp::Sum)
        check_sum(exprs[k], ref[k], got[k], depth, c);
      else
        check_extreme(exprs[k], ref[k], got[k], rs[k].op == ReduceOp::Max, c);
    }
  }
  INFO(c.first);
  INFO(fmt::format("{} failures; {} finite sums, {} NaN sums, {} extremes", c.failures,
                   c.finite_sums, c.nan_sums, c.extremes));
  CHECK(c.failures == 0);
  CHECK(c.finite_sums + c.nan_sums + c.extremes >= 1000);
  CHECK(c.finite_sums >= 300); // the bound is exercised, not only NaN against NaN
}

TEST_CASE("compile_reduction follows the documented order bit for bit (plain sums of exact values)",
          "[jit][reduction]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  std::vector<Expr> in = {x};
  // Values with rounding in every addition; `x` itself is each value exactly.
  for (auto [n, tile, lanes] : {std::tuple<std::size_t, std::size_t, unsigned>{1, 32, 32},
                                {1000, 64, 32},
                                {40000, 32, 32}, // more tiles than slots
                                {100003, 4096, 256},
                                {70001, 1024, 1024}}) {
    ReductionOptions ro;
    ro.tile_points = tile;
    ro.lanes = lanes;
    auto cols = uniform_columns(1, n, -1e3, 1e5, n);
    Reduction rs[] = {sum_of(x)};
    double got = compile_reduction(rs, in, {}, ro).call(spans(cols))[0];
    double want = documented_order_sum(cols[0], tile, lanes);
    INFO(fmt::format("n {} tile {} lanes {}: {:a} vs {:a}", n, tile, lanes, got, want));
    CHECK(same_bits(got, want));
  }
}

TEST_CASE("compile_reduction is bit-identical across calls, thread counts and chunk sizes",
          "[jit][reduction]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y"), a = pool.symbol("a");
  Expr e = sin(x) * cos(y) + (x * x + y * y) / pool.integer(100);
  Reduction rs[] = {sum_of(e), dot_of(e, exp(-a * x)), max_of(e * a), min_of(y - a)};
  auto cols = uniform_columns(2, 300007, -3, 3, 5);
  std::vector<Expr> in = {x, y}, params = {a};
  const double p[] = {0.25};
  for (bool compensated : {false, true}) {
    ReductionOptions ro;
    ro.compensated = compensated;
    JitOptions o;
    o.threads = 1;
    const std::vector<double> first = compile_reduction(rs, in, params, ro, o).call(spans(cols), p);
    for (unsigned threads : {1u, 2u, 3u, 5u, 8u})
      for (std::size_t chunk : {std::size_t(1), std::size_t(5000), std::size_t(1) << 20}) {
        o.threads = threads;
        o.min_points_per_thread = chunk;
        CompiledReduction r = compile_reduction(rs, in, params, ro, o);
        for (int repeat = 0; repeat < 2; ++repeat) {
          std::vector<double> got = r.call(spans(cols), p);
          for (std::size_t k = 0; k < got.size(); ++k) {
            INFO(fmt::format("compensated {} threads {} chunk {} reduction {}: {:a} vs {:a}",
                             compensated, threads, chunk, k, got[k], first[k]));
            CHECK(same_bits(got[k], first[k]));
          }
        }
      }
  }
}

TEST_CASE("compile_reduction: a log-likelihood and its gradient in one pass, with parameters",
          "[jit][reduction]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y"), a = pool.symbol("a"), b = pool.symbol("b");
  Expr t = a * x + b;
  Expr one = pool.integer(1);
  Expr ll = y * t - log(one + exp(t));
  Expr s = one / (one + exp(-t));
  Reduction rs[] = {sum_of(ll), dot_of(y - s, x), sum_of(y - s)};
  std::vector<Expr> in = {x, y}, params = {a, b};
  const std::size_t n = 123457;
  auto cols = uniform_columns(2, n, -2, 2, 11);
  for (double &v : cols[1])
    v = v > 0 ? 1.0 : 0.0;
  const double p[] = {0.7, -0.2};
  for (bool compensated : {false, true}) {
    ReductionOptions ro;
    ro.compensated = compensated;
    std::vector<double> got = compile_reduction(rs, in, params, ro).call(spans(cols), p);
    std::vector<double> vll(n), vga(n), vgb(n);
    for (std::size_t i = 0; i < n; ++i) {
      double xi = cols[0][i], yi = cols[1][i];
      double si = evaluate(s, {x, a, b}, {xi, p[0], p[1]});
      vll[i] = evaluate(ll, {x, y, a, b}, {xi, yi, p[0], p[1]});
      vga[i] = (yi - si) * xi;
      vgb[i] = yi - si;
    }
    const double depth = compensated ? 2 : documented_order_depth(n, 4096, 256);
    std::vector<double> *refs[] = {&vll, &vga, &vgb};
    for (int k = 0; k < 3; ++k) {
      double exact = exact_sum(*refs[k]), abs_sum = 0;
      for (double v : *refs[k])
        abs_sum += std::fabs(v);
      // Per-point: the interpreter's y - s and the JIT's agree to a few ulp.
      double bound =
          compensated ? 2 * kU * std::fabs(exact) + 8 * kU * abs_sum : (depth + 8) * kU * abs_sum;
      INFO(fmt::format("compensated {} reduction {}: {:.17g} vs exact {:.17g}", compensated, k,
                       got[k], exact));
      CHECK(std::fabs(got[k] - exact) <= bound);
    }
  }
}

TEST_CASE("compensated sums recover what plain sums lose", "[jit][reduction]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  std::vector<Expr> in = {x};
  // Large terms that cancel around small ones: a plain sum keeps none of
  // the small ones, the compensated sum all of them.
  const std::size_t n = 50000;
  std::vector<std::vector<double>> cols(1, std::vector<double>(n));
  std::mt19937_64 rng(3);
  std::uniform_real_distribution<double> small(0, 1);
  for (std::size_t i = 0; i < n; i += 2) {
    double big = std::ldexp(1.0, 60 + static_cast<int>(rng() % 8));
    cols[0][i] = big;
    cols[0][i + 1] = small(rng);
  }
  for (std::size_t i = 0; i < n; i += 2) // every big term cancelled later
    cols[0].push_back(-cols[0][i]);
  const double exact = exact_sum(cols[0]);
  Reduction rs[] = {sum_of(x)};
  ReductionOptions ro;
  ro.compensated = true;
  double got = compile_reduction(rs, in, {}, ro).call(spans(cols))[0];
  ro.compensated = false;
  double plain = compile_reduction(rs, in, {}, ro).call(spans(cols))[0];
  INFO(fmt::format("exact {:.17g} compensated {:.17g} plain {:.17g}", exact, got, plain));
  CHECK(std::fabs(got - exact) <= 2 * kU * std::fabs(exact));
  CHECK(std::fabs(plain - exact) > 1e3 * kU * std::fabs(exact)); // the case is a hard one
}

TEST_CASE("compile_reduction: identities for no points, infinities and NaN", "[jit][reduction]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  std::vector<Expr> in = {x};
  Reduction rs[] = {sum_of(x), max_of(x), min_of(x), dot_of(x, x)};
  for (bool compensated : {false, true}) {
    ReductionOptions ro;
    ro.compensated = compensated;
    CompiledReduction r = compile_reduction(rs, in, {}, ro);
    std::vector<std::vector<double>> none(1);
    auto empty = r.call(spans(none));
    CHECK(empty == std::vector<double>{0.0, -INFINITY, INFINITY, 0.0});
    std::vector<std::vector<double>> with_inf = {{1.0, INFINITY, 2.0, -0.0}};
    auto v = r.call(spans(with_inf));
    CHECK(v[0] == INFINITY);
    CHECK(v[1] == INFINITY);
    CHECK((v[2] == -0.0 && std::signbit(v[2])));
    CHECK(v[3] == INFINITY);
    std::vector<std::vector<double>> with_nan = {{1.0, NAN, 2.0}};
    for (double w : r.call(spans(with_nan)))
      CHECK(std::isnan(w));
    std::vector<std::vector<double>> both_inf = {{INFINITY, 1.0, -INFINITY}};
    CHECK(std::isnan(r.call(spans(both_inf))[0]));
  }
}

TEST_CASE("compile_reduction refuses bad reductions, options and calls", "[jit][reduction]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  std::vector<Expr> in = {x};
  Reduction dot_missing[] = {{ReduceOp::Dot, x, {}}};
  CHECK(code_of([&] { compile_reduction(dot_missing, in); }) == "E-JIT-006");
  Reduction sum_extra[] = {{ReduceOp::Sum, x, x}};
  CHECK(code_of([&] { compile_reduction(sum_extra, in); }) == "E-JIT-006");
  Reduction unbound[] = {sum_of(x * y)};
  CHECK(code_of([&] { compile_reduction(unbound, in); }) == "E-JIT-003");
  CHECK(code_of([&] { compile_reduction(std::span<const Reduction>(), in); }) == "E-JIT-010");
  Reduction ok[] = {sum_of(x)};
  for (auto [tile, lanes] : {std::pair<std::size_t, unsigned>{100, 32},
                             {16, 32},
                             {4096, 48},
                             {4096, 16},
                             {4096, 2048},
                             {std::size_t(1) << 25, 256}}) {
    ReductionOptions ro;
    ro.tile_points = tile;
    ro.lanes = lanes;
    CHECK(code_of([&] { compile_reduction(ok, in, {}, ro); }) == "E-JIT-010");
  }
  CompiledReduction r = compile_reduction(ok, in);
  std::vector<std::vector<double>> two = {{1.0}, {2.0}};
  CHECK(code_of([&] { r.call(spans(two)); }) == "E-JIT-001");
  std::vector<std::vector<double>> one = {{1.0, 2.0}};
  const double p[] = {1.0};
  CHECK(code_of([&] { r.call(spans(one), p); }) == "E-JIT-011");
  std::vector<double> room(2);
  CHECK(code_of([&] { r.call_into(spans(one), {}, room); }) == "E-JIT-004");
  CHECK(r.call(spans(one))[0] == 3.0);
  CHECK(code_of([&] { CompiledReduction().call(spans(one)); }) == "E-JIT-006");
}
