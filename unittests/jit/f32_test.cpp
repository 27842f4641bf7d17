// unittests/jit/f32_test.cpp - JitOptions::precision F32: float columns, f64 arithmetic, one
// rounding per output, against the interpreter on random expressions.
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

struct Tally {
  std::size_t values = 0, neighbours = 0, mismatches = 0;
  std::string first;
};

// got: output-major float results of the F32 function at float columns `cols`.
void compare(std::span<const Expr> exprs, std::span<const Expr> vars,
             const std::vector<std::vector<float>> &cols, const std::vector<float> &got, Tally &t) {
  const std::size_t n = cols.empty() ? 0 : cols[0].size();
  const auto wide = test::to_double_columns(cols);
  auto ref = evaluate_batch(exprs, vars, spans(wide));
  for (std::size_t j = 0; j < exprs.size(); ++j)
    for (std::size_t i = 0; i < n; ++i) {
      ++t.values;
      switch (test::f32_agreement(ref[j][i], got[j * n + i])) {
      case test::F32Agreement::Exact:
        break;
      case test::F32Agreement::Neighbour:
        ++t.neighbours;
        break;
      case test::F32Agreement::Disagrees:
        if (t.mismatches++ == 0)
          t.first = fmt::format("{} at x={} y={} z={}: interpreter {:.17g}, f32 {:.9g}",
                                to_string(exprs[j]), cols[0][i], cols[1][i], cols[2][i], ref[j][i],
                                got[j * n + i]);
      }
    }
}

std::vector<std::span<const float>> fspans(const std::vector<std::vector<float>> &v) {
  return {v.begin(), v.end()};
}

JitOptions f32_options() {
  JitOptions o;
  o.precision = Precision::F32;
  return o;
}

} // namespace

TEST_CASE("F32 JIT equals the interpreter rounded to float on 1000 random expressions",
          "[jit][f32]") {
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
    CompiledFn f = compile_expr(exprs, vars, f32_options());
    compare(exprs, vars, cols, f.call_batch(fspans(cols)), t);
  }
  INFO(t.first);
  INFO(fmt::format("{} of {} values differ, {} one float ulp off", t.mismatches, t.values,
                   t.neighbours));
  CHECK(t.mismatches == 0);
  CHECK(t.values == std::size_t{modules} * per_module * 41);
  // One rounding of a result a few double ulp off: a float neighbour only
  // where that result sits within those ulp of a rounding boundary.
  CHECK(t.neighbours * 100 <= t.values);
}

TEST_CASE("F32 JIT on the shared generator's expressions (special floats, threads, array form)",
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
    JitOptions o = f32_options();
    o.threads = 3;                               // chunks start at odd float offsets
    o.min_points_per_thread = 101;               // 3 chunks of 1003 points
    if (m % 2) o.columns_as_arguments_up_to = 0; // the array kernel's loads and stores
    auto cols = test::to_float_columns(
        random_columns(vars.size(), 1003, 800 + static_cast<std::uint64_t>(m)));
    compare(exprs, vars, cols, compile_expr(exprs, vars, o).call_batch(fspans(cols)), t);
  }
  INFO(t.first);
  INFO(fmt::format("{} of {} values differ, {} one float ulp off", t.mismatches, t.values,
                   t.neighbours));
  CHECK(t.mismatches == 0);
  CHECK(t.neighbours * 100 <= t.values);
}

TEST_CASE("F32 outputs are the f64 result rounded once, not computed in float", "[jit][f32]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y");
  // (x + y) - x in float loses y when x is large; in f64 it is exact here.
  Expr e = (x + y) - x;
  CompiledFn f = compile_expr(e, {x, y}, f32_options());
  std::vector<std::vector<float>> cols = {{1.0e8f, 3.0f}, {1.0f, 0.25f}};
  std::vector<float> out = f.call_batch(fspans(cols));
  CHECK(out == std::vector<float>{1.0f, 0.25f});
  // 1/3 rounded once from double: the float nearest 1/3.
  CompiledFn third = compile_expr(x / y, {x, y}, f32_options());
  CHECK(third.call_batch(fspans({{1.0f}, {3.0f}}))[0] == static_cast<float>(1.0 / 3.0));
  // Large values overflow float on the store only.
  CompiledFn sq = compile_expr(x * x / y, {x, y}, f32_options());
  CHECK(sq.call_batch(fspans({{1.0e30f}, {1.0e30f}}))[0] == 1.0e30f);
}

TEST_CASE("F32 call, call_into, parameters and into-forms", "[jit][f32]") {
  ExprPool p;
  Expr x = p.symbol("x"), a = p.symbol("a");
  std::vector<Expr> exprs = {x * a, x + a}, ins = {x}, pars = {a};
  CompiledFn f = compile_expr(exprs, ins, pars, f32_options());
  std::vector<float> col = {1.5f, -2.0f, 0.1f};
  std::vector<float> o0(3), o1(3);
  std::span<float> outs[] = {o0, o1};
  std::span<const float> cols[] = {col};
  const double params[] = {2.0};
  f.call_batch_into(cols, params, outs);
  for (std::size_t i = 0; i < col.size(); ++i) {
    CHECK(o0[i] == static_cast<float>(double(col[i]) * 2.0));
    CHECK(o1[i] == static_cast<float>(double(col[i]) + 2.0));
  }
  // One point: the doubles are rounded to float first.
  double point[] = {0.1}, out[2];
  f.call_into(point, params, out);
  CHECK(out[0] == static_cast<double>(static_cast<float>(double(0.1f) * 2.0)));
  CompiledFn g = compile_expr(x * x, {x}, f32_options());
  std::vector<float> single(3);
  g.call_batch_into(cols, std::span<float>(single));
  CHECK(single[2] == static_cast<float>(double(0.1f) * double(0.1f)));
}

TEST_CASE("F32 and F64 functions refuse the other element type; reductions take F64",
          "[jit][f32]") {
  ExprPool p;
  Expr x = p.symbol("x");
  CompiledFn f32 = compile_expr(x + 1, {x}, f32_options());
  CompiledFn f64 = compile_expr(x + 1, {x});
  std::vector<std::vector<double>> dcols = {{1.0, 2.0}};
  std::vector<std::vector<float>> fcols = {{1.0f, 2.0f}};
  CHECK(test::code_of([&] { f32.call_batch(spans(dcols)); }) == "E-JIT-010");
  CHECK(test::code_of([&] { f64.call_batch(fspans(fcols)); }) == "E-JIT-010");
  // Distinct cache entries: the same expression in both precisions.
  CHECK(f64.call_batch(spans(dcols)) == std::vector<double>{2.0, 3.0});
  CHECK(f32.call_batch(fspans(fcols)) == std::vector<float>{2.0f, 3.0f});
  // Overlap is measured in floats: out = in shifted by one float overlaps.
  std::vector<float> buf(4, 1.0f);
  std::span<const float> in[] = {std::span<const float>(buf.data(), 2)};
  CHECK(test::code_of([&] { f32.call_batch_into(in, std::span<float>(buf.data() + 1, 2)); }) ==
        "E-JIT-009");
  // ... and adjacent float columns do not.
  f32.call_batch_into(in, std::span<float>(buf.data() + 2, 2));
  CHECK(buf[2] == 2.0f);
  Reduction r{ReduceOp::Sum, x, {}};
  CHECK(test::code_of([&] {
          compile_reduction(std::span<const Reduction>(&r, 1), std::vector<Expr>{x}, {}, {},
                            f32_options());
        }) == "E-JIT-010");
}

TEST_CASE("F32 IR loads floats, widens them and rounds the stores", "[jit][f32]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y");
  std::vector<Expr> outs = {sin(x) * y}, ins = {x, y};
  const std::string ir = emit_llvm_ir(outs, ins, f32_options(), false);
  CHECK(ir.find("load float") != std::string::npos);
  CHECK(ir.find("fpext float") != std::string::npos);
  CHECK(ir.find("fptrunc double") != std::string::npos);
  CHECK(ir.find("@llvm.sin.f64(") != std::string::npos); // the f64 math, not sinf
  CHECK(ir.find("sinf") == std::string::npos);
  CHECK(ir.find("sin.f32") == std::string::npos);
}
