// unittests/jit/emit_stablehlo_test.cpp - emit_stablehlo: the structure of its modules and their
// values (read by stablehlo_reader.hpp with <cmath>) against the interpreter; the composed
// functions' ulp bounds.
#include "jit_test_support.hpp"
#include "stablehlo_reader.hpp"

#include <alkahest/error.hpp>
#include <alkahest/jit.hpp>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <random>

using namespace alkahest;
using namespace alkahest::jit_test;

namespace {

bool same(double a, double b) {
  return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b) ||
         (std::isnan(a) && std::isnan(b));
}

// Whether `e` calls a function emit_stablehlo composes from other ops (its
// values then differ from libm's by a few ulp).
bool uses_composed(const Expr &e) {
  for (const Node *n : postorder(std::vector<const Node *>{e.node()}))
    if (n->kind() == NodeKind::Call) switch (n->func()) {
      case Func::Tan:
      case Func::Asin:
      case Func::Acos:
      case Func::Atan:
      case Func::Sinh:
      case Func::Cosh:
        return true;
      default:
        break;
      }
  return false;
}

} // namespace

TEST_CASE("emit_stablehlo's modules equal the interpreter bit for bit on 1000 random expressions",
          "[jit][stablehlo]") {
  ExprPool pool;
  std::vector<Expr> vars = {pool.symbol("x"), pool.symbol("y"), pool.symbol("z")};
  RandomExprs gen(pool, vars, 2026);
  const std::size_t n = 24;
  auto cols = random_columns(vars.size(), n, 7);
  std::set<std::string> ops_seen;
  int checked = 0;
  // Every op but the composed functions maps to the <cmath> function the
  // interpreter calls, in the interpreter's order: the values are identical.
  while (checked < 1000) {
    Expr e = gen.next(2 + checked % 4);
    if (uses_composed(e)) continue;
    for (std::size_t points : {n, std::size_t(0)}) {
      StableHloOptions o;
      o.points = points;
      std::string text = emit_stablehlo(std::span<const Expr>(&e, 1), vars, o);
      ShloRun run;
      try {
        run = run_stablehlo(text, cols, n, 1);
      } catch (const std::exception &ex) {
        FAIL(ex.what() << "\n" << text);
      }
      ops_seen.insert(run.ops.begin(), run.ops.end());
      std::vector<double> ref = evaluate_batch(e, vars, spans(cols));
      for (std::size_t i = 0; i < n; ++i)
        if (!same(run.outputs[0][i], ref[i]))
          FAIL(fmt::format("{} at point {}: module {} interpreter {}\n{}", to_string(e), i,
                           run.outputs[0][i], ref[i], text));
    }
    ++checked;
  }
  // The generator reached the compositions of sign, min and max, and erf.
  for (const char *op :
       {"stablehlo.select", "stablehlo.bitcast_convert", "stablehlo.or", "stablehlo.and",
        "chlo.erf", "stablehlo.power", "stablehlo.dynamic_broadcast_in_dim"})
    CHECK(ops_seen.count(op));
}

TEST_CASE("emit_stablehlo's composed functions stay within their documented ulp bounds",
          "[jit][stablehlo]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  std::vector<Expr> in = {x};
  struct Case {
    Func f;
    double lo, hi;
    std::uint64_t ulps; // the bound docs/codegen.md gives
  };
  const Case cases[] = {
      {Func::Tan, -1.5, 1.5, 4},    {Func::Asin, -1, 1, 4},      {Func::Acos, -1, 1, 4},
      {Func::Atan, -50, 50, 2},     {Func::Sinh, -30, 30, 4},    {Func::Cosh, -30, 30, 4},
      {Func::Sinh, -1e-3, 1e-3, 4}, {Func::Sinh, 700, 710.4, 4}, {Func::Cosh, 700, 710.4, 4}};
  std::mt19937_64 rng(11);
  for (const Case &c : cases) {
    Expr e = pool.call(c.f, {x});
    const std::size_t n = 4000;
    std::vector<std::vector<double>> cols(1, std::vector<double>(n));
    std::uniform_real_distribution<double> u(c.lo, c.hi);
    for (double &v : cols[0])
      v = u(rng);
    StableHloOptions o;
    o.points = n;
    ShloRun run = run_stablehlo(emit_stablehlo(e, in, o), cols, n, 1);
    std::uint64_t worst = 0;
    for (std::size_t i = 0; i < n; ++i)
      worst = std::max(worst, ulp_distance(run.outputs[0][i], evaluate(e, {x}, {cols[0][i]})));
    INFO(func_name(c.f) << " on [" << c.lo << ", " << c.hi << "]: worst " << worst << " ulp");
    CHECK(worst <= c.ulps);
  }
  // The special values: signed zeros, infinities, NaN, the ends of the domains.
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<std::vector<double>> specials = {
      {0.0, -0.0, inf, -inf, std::nan(""), 1.0, -1.0, 1.5, 710.0, -710.0, 20.0, -20.0}};
  const std::size_t n = specials[0].size();
  for (Func f : {Func::Tan, Func::Asin, Func::Acos, Func::Atan, Func::Sinh, Func::Cosh, Func::Sign,
                 Func::Abs}) {
    Expr e = pool.call(f, {x});
    ShloRun run = run_stablehlo(emit_stablehlo(e, in, {}), specials, n, 1);
    for (std::size_t i = 0; i < n; ++i) {
      double ref = evaluate(e, {x}, {specials[0][i]}), got = run.outputs[0][i];
      INFO(func_name(f) << "(" << specials[0][i] << "): " << got << " vs " << ref);
      CHECK((same(got, ref) || ulp_distance(got, ref) <= 4));
    }
  }
}

TEST_CASE("emit_stablehlo: shared subexpressions once, parameters, several outputs",
          "[jit][stablehlo]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y"), a = pool.symbol("a");
  Expr s = sin(x * y);
  std::vector<Expr> outs = {s + a, s * s, pool.integer(3), x};
  std::vector<Expr> ins = {x, y}, params = {a};
  StableHloOptions o;
  o.points = 5;
  std::string text = emit_stablehlo(outs, ins, params, o);
  CHECK(text.find("func.func public @main(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>, %arg2: "
                  "tensor<f64>) -> (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, "
                  "tensor<5xf64>)") != std::string::npos);
  std::size_t sines = 0;
  for (std::size_t p = text.find("stablehlo.sine"); p != std::string::npos;
       p = text.find("stablehlo.sine", p + 1))
    ++sines;
  CHECK(sines == 1);
  std::vector<std::vector<double>> args = {{0.1, 0.2, 0.3, 0.4, 0.5}, {1, 2, 3, 4, 5}, {0.25}};
  ShloRun run = run_stablehlo(text, args, 5, outs.size());
  for (std::size_t j = 0; j < outs.size(); ++j)
    for (std::size_t i = 0; i < 5; ++i) {
      std::vector<Expr> all = {x, y, a};
      CHECK(same(run.outputs[j][i], evaluate(outs[j], all, {args[0][i], args[1][i], 0.25})));
    }
  // Dynamic length: one get_dimension_size, constants broadcast to it.
  std::string dyn = emit_stablehlo(outs, ins, params, {});
  CHECK(dyn.find("tensor<?xf64>") != std::string::npos);
  CHECK(dyn.find("tensor<5x") == std::string::npos);
  ShloRun drun = run_stablehlo(dyn, args, 5, outs.size());
  CHECK(drun.outputs == run.outputs);
  // XLA's simplifier would fold log(x^(5/4)) into 5/4 log|x| (finite where
  // the interpreter gives NaN): the power reaches the log through a barrier.
  Expr folded = log(pow(x, pool.rational(5, 4)));
  std::string guarded = emit_stablehlo(folded, ins, o);
  CHECK(guarded.find("stablehlo.optimization_barrier") != std::string::npos);
  ShloRun grun = run_stablehlo(guarded, {{-2, 2, 0.5, -0.5, 3}, {0, 0, 0, 0, 0}}, 5, 1);
  for (std::size_t i = 0; i < 5; ++i)
    CHECK(same(grun.outputs[0][i],
               evaluate(folded, {x}, {std::vector<double>{-2, 2, 0.5, -0.5, 3}[i]})));
  CHECK(emit_stablehlo(log(x * x), ins, o).find("optimization_barrier") == std::string::npos);
  // Exact constants: pi, a rational, inf and NaN read back bit for bit.
  std::vector<Expr> consts = {pool.constant(MathConstant::Pi), pool.rational(1, 3),
                              pool.real(-INFINITY), pool.real(std::nan("")), pool.real(1e300)};
  ShloRun crun = run_stablehlo(emit_stablehlo(consts, {}, o), {}, 5, consts.size());
  for (std::size_t j = 0; j < consts.size(); ++j)
    CHECK(same(crun.outputs[j][0],
               evaluate(consts[j], std::span<const Expr>(), std::span<const double>())));
}

TEST_CASE("emit_stablehlo refuses what it cannot emit, with the JIT's error codes",
          "[jit][stablehlo]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  std::vector<Expr> in = {x};
  auto code_of = [](auto &&f) -> std::string {
    try {
      f();
    } catch (const Error &e) {
      return std::string(e.code());
    }
    return "none";
  };
  CHECK(code_of([&] { emit_stablehlo(x * y, in); }) == "E-JIT-003");
  std::vector<Expr> twice = {x, x};
  CHECK(code_of([&] { emit_stablehlo(x, twice); }) == "E-JIT-006");
  CHECK(code_of([&] { emit_stablehlo(pool.integer(2), {}); }) == "E-JIT-006");
  StableHloOptions bad;
  bad.name = "2f";
  CHECK(code_of([&] { emit_stablehlo(x, in, bad); }) == "E-JIT-008");
  CHECK(code_of([&] { emit_stablehlo(std::vector<Expr>{}, in); }) == "E-JIT-006");
}
