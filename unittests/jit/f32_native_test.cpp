// unittests/jit/f32_native_test.cpp - JitOptions::precision F32Native: float columns and float
// arithmetic, bit for bit the float evaluator of f32_reference.hpp on random expressions.
#include "error_code.hpp"
#include "f32_reference.hpp"
#include "jit_test_support.hpp"
#include "random_expr.hpp"

#include <alkahest/jit.hpp>

#include <catch2/catch.hpp>
#include <fmt/format.h>

using namespace alkahest;
using namespace alkahest::jit_test;

namespace {

JitOptions native_options() {
  JitOptions o;
  o.precision = Precision::F32Native;
  return o;
}

std::vector<std::span<const float>> fspans(const std::vector<std::vector<float>> &v) {
  return {v.begin(), v.end()};
}

struct Tally {
  std::size_t values = 0, mismatches = 0;
  std::string first;
};

// got: output-major results of the F32Native function at float columns `cols`.
void compare(std::span<const Expr> exprs, std::span<const Expr> vars,
             const std::vector<std::vector<float>> &cols, const std::vector<float> &got, Tally &t) {
  const std::size_t n = cols.empty() ? 0 : cols[0].size();
  std::vector<float> point(vars.size());
  for (std::size_t j = 0; j < exprs.size(); ++j)
    for (std::size_t i = 0; i < n; ++i) {
      for (std::size_t k = 0; k < vars.size(); ++k)
        point[k] = cols[k][i];
      const float want = test::eval_float(exprs[j], vars, point);
      const float have = got[j * n + i];
      ++t.values;
      const bool same = std::isnan(want) ? std::isnan(have) : want == have;
      if (!same && t.mismatches++ == 0)
        t.first = fmt::format("{} at x={} y={} z={}: float evaluator {:.9g}, F32Native {:.9g}",
                              to_string(exprs[j]), point[0], point[1], point[2], want, have);
    }
}

} // namespace

TEST_CASE("F32Native JIT equals the float evaluator on 1000 random expressions", "[jit][f32]") {
  ExprPool pool;
  std::vector<Expr> vars = {pool.symbol("x"), pool.symbol("y"), pool.symbol("z")};
  Tally t;
  const int modules = 20, per_module = 50;
  for (int m = 0; m < modules; ++m) {
    RandomExprs gen(pool, vars, 3000 + static_cast<std::uint64_t>(m));
    std::vector<Expr> exprs;
    for (int k = 0; k < per_module; ++k)
      exprs.push_back(gen.next(2 + k % 5));
    auto cols = test::to_float_columns(
        random_columns(vars.size(), 41, 500 + static_cast<std::uint64_t>(m)));
    CompiledFn f = compile_expr(exprs, vars, native_options());
    compare(exprs, vars, cols, f.call_batch(fspans(cols)), t);
  }
  INFO(t.first);
  INFO(fmt::format("{} of {} values differ", t.mismatches, t.values));
  CHECK(t.mismatches == 0);
  CHECK(t.values == std::size_t{modules} * per_module * 41);
}

TEST_CASE("F32Native JIT on the shared generator's expressions (special floats, threads, arrays)",
          "[jit][f32]") {
  ExprPool pool;
  std::vector<Expr> vars = {pool.symbol("x"), pool.symbol("y"), pool.symbol("z")};
  testing::RandomExprOptions opts;
  opts.allow_special_floats = true;
  opts.max_int_exponent = 9;
  Tally t;
  for (int m = 0; m < 6; ++m) {
    testing::RandomExprGenerator gen(pool, vars, 9100 + static_cast<std::uint64_t>(m), opts);
    std::vector<Expr> exprs;
    for (int k = 0; k < 100; ++k)
      exprs.push_back(gen.next());
    JitOptions o = native_options();
    o.threads = 3;
    o.min_points_per_thread = 101;
    if (m % 2) o.columns_as_arguments_up_to = 0;
    auto cols = test::to_float_columns(
        random_columns(vars.size(), 1003, 800 + static_cast<std::uint64_t>(m)));
    compare(exprs, vars, cols, compile_expr(exprs, vars, o).call_batch(fspans(cols)), t);
  }
  INFO(t.first);
  INFO(fmt::format("{} of {} values differ", t.mismatches, t.values));
  CHECK(t.mismatches == 0);
}

TEST_CASE("F32Native computes in float: float rounding, float parameters, float functions",
          "[jit][f32]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y"), a = p.symbol("a");
  // 4097^2 = 2^24 + 8193 is odd, so in float it rounds to the even
  // neighbour 2^24 + 8192 and x*x - y is 0 (F32, f64 inside, gives 1).
  CompiledFn f = compile_expr(x * x - y, {x, y}, native_options());
  CHECK(f.call_batch(fspans({{4097.0f}, {16785408.0f}}))[0] == 0.0f);
  JitOptions f32;
  f32.precision = Precision::F32;
  CHECK(compile_expr(x * x - y, {x, y}, f32).call_batch(fspans({{4097.0f}, {16785408.0f}}))[0] ==
        1.0f);
  // Products overflow float inside the expression, not only on the store.
  CompiledFn sq = compile_expr(x * x / y, {x, y}, native_options());
  CHECK(std::isinf(sq.call_batch(fspans({{1.0e30f}, {1.0e30f}}))[0]));
  // A parameter is rounded to float once: 0.1 becomes 0.1f.
  CompiledFn g = compile_expr(x * a, {x}, {a}, native_options());
  const double params[] = {0.1};
  std::vector<std::vector<float>> cols = {{3.0f}};
  std::vector<float> out(1);
  std::vector<std::span<float>> outs = {std::span<float>(out)};
  g.call_batch_into(fspans(cols), params, outs);
  CHECK(out[0] == 3.0f * 0.1f);
  const std::string ir = emit_llvm_ir(std::vector<Expr>{sin(x) * y + erf(x)},
                                      std::vector<Expr>{x, y}, native_options(), false);
  CHECK(ir.find("fpext") == std::string::npos);
  CHECK(ir.find("fptrunc") == std::string::npos);
  CHECK(ir.find("@llvm.sin.f32(") != std::string::npos);
  CHECK(ir.find("@erff(") != std::string::npos);
}

TEST_CASE("F32Native functions refuse double columns; the precision is validated", "[jit][f32]") {
  ExprPool p;
  Expr x = p.symbol("x");
  CompiledFn f = compile_expr(x + 1, {x}, native_options());
  std::vector<std::vector<double>> dcols = {{1.0, 2.0}};
  CHECK(test::code_of([&] { f.call_batch(spans(dcols)); }) == "E-JIT-010");
  JitOptions bad;
  bad.precision = static_cast<Precision>(7);
  CHECK(test::code_of([&] { compile_expr(x + 1, {x}, bad); }) == "E-JIT-010");
}
