// unittests/jit/differential_test.cpp - the CPU JIT against the reference interpreter on random expressions.
#include "jit_test_support.hpp"
#include "random_expr.hpp"

#include <alkahest/jit.hpp>

#include <catch2/catch.hpp>
#include <fmt/format.h>

using namespace alkahest;
using namespace alkahest::jit_test;

namespace {

struct Tally {
  std::size_t values = 0, mismatches = 0;
  std::string first;
};

// Compares outs (output-major, n points each) with the interpreter.
void compare(std::span<const Expr> exprs, std::span<const Expr> vars,
             const std::vector<std::vector<double>> &cols, const std::vector<double> &got,
             Tally &t, std::uint64_t ulps, double abs_tol) {
  const std::size_t n = cols.empty() ? 0 : cols[0].size();
  auto ref = evaluate_batch(exprs, vars, spans(cols));
  for (std::size_t j = 0; j < exprs.size(); ++j)
    for (std::size_t i = 0; i < n; ++i) {
      ++t.values;
      double r = ref[j][i], g = got[j * n + i];
      if (agrees(r, g, ulps, abs_tol)) continue;
      if (t.mismatches++ == 0)
        t.first = fmt::format("{} at x={} y={} z={}: interpreter {:.17g}, jit {:.17g}",
                              to_string(exprs[j]), cols[0][i], cols[1][i], cols[2][i], r, g);
    }
}

} // namespace

TEST_CASE("JIT equals the interpreter on 2400 random expressions (multi-output modules)",
          "[jit][differential]") {
  ExprPool pool;
  std::vector<Expr> vars = {pool.symbol("x"), pool.symbol("y"), pool.symbol("z")};
  Tally t;
  const int modules = 48, per_module = 50;
  for (int m = 0; m < modules; ++m) {
    RandomExprs gen(pool, vars, 1000 + static_cast<std::uint64_t>(m));
    std::vector<Expr> exprs;
    for (int k = 0; k < per_module; ++k) exprs.push_back(gen.next(2 + k % 5));
    auto cols = random_columns(vars.size(), 37, 77 + static_cast<std::uint64_t>(m));
    CompiledFn f = compile_expr(exprs, vars);
    REQUIRE(f.n_outputs() == exprs.size());
    compare(exprs, vars, cols, f.call_batch(spans(cols)), t, 4, 1e-14);
  }
  INFO(t.first);
  INFO(fmt::format("{} of {} values differ", t.mismatches, t.values));
  CHECK(t.mismatches == 0);
  CHECK(t.values == std::size_t{modules} * per_module * 37);
}

TEST_CASE("JIT equals the interpreter on the shared generator's expressions (special floats too)",
          "[jit][differential]") {
  ExprPool pool;
  std::vector<Expr> vars = {pool.symbol("x"), pool.symbol("y"), pool.symbol("z")};
  testing::RandomExprOptions opts;
  opts.allow_special_floats = true; // -0.0, inf, -inf, NaN leaves
  opts.max_int_exponent = 9;
  Tally t;
  for (int m = 0; m < 10; ++m) {
    testing::RandomExprGenerator gen(pool, vars, 7000 + static_cast<std::uint64_t>(m), opts);
    std::vector<Expr> exprs;
    for (int k = 0; k < 100; ++k) exprs.push_back(gen.next());
    auto cols = random_columns(vars.size(), 29, 300 + static_cast<std::uint64_t>(m));
    compare(exprs, vars, cols, compile_expr(exprs, vars).call_batch(spans(cols)), t, 4, 1e-14);
  }
  INFO(t.first);
  INFO(fmt::format("{} of {} values differ", t.mismatches, t.values));
  CHECK(t.mismatches == 0);
}

TEST_CASE("JIT single-output functions, call and call_batch, agree with the interpreter",
          "[jit][differential]") {
  ExprPool pool;
  std::vector<Expr> vars = {pool.symbol("x"), pool.symbol("y"), pool.symbol("z")};
  RandomExprs gen(pool, vars, 42);
  Tally t;
  for (int k = 0; k < 120; ++k) {
    Expr e = gen.next(3 + k % 3);
    JitOptions o;
    o.opt_level = k % 4; // every optimisation level is IEEE
    CompiledFn f = compile_expr(e, vars, o);
    auto cols = random_columns(3, 17, 500 + static_cast<std::uint64_t>(k));
    std::vector<double> got = f.call_batch(spans(cols));
    compare(std::span<const Expr>(&e, 1), vars, cols, got, t, 4, 1e-14);
    // call() at a point equals the batch result at that point, bit for bit.
    for (std::size_t i = 0; i < 17; i += 5) {
      double point[] = {cols[0][i], cols[1][i], cols[2][i]};
      double one = f.call(point);
      CHECK((std::isnan(one) ? std::isnan(got[i]) : one == got[i]));
    }
  }
  INFO(t.first);
  CHECK(t.mismatches == 0);
}

TEST_CASE("integer powers are the interpreter's multiplication chain, bit for bit", "[jit]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  std::vector<Expr> exprs;
  for (int n = -40; n <= 70; ++n)
    if (n != 0 && n != 1) exprs.push_back(pow(x, n));
  exprs.push_back(pool.pow(x, pool.integer(Integer(1) << 62)));
  exprs.push_back(pool.pow(x, pool.integer(Integer(1000003))));
  std::vector<Expr> in = {x};
  CompiledFn f = compile_expr(exprs, in);
  auto cols = random_columns(1, 64, 9);
  for (double &v : cols[0]) v = std::isfinite(v) ? 1.0 + v / 16 : v; // near 1: no overflow
  auto got = f.call_batch(spans(cols));
  auto ref = evaluate_batch(exprs, in, spans(cols));
  for (std::size_t j = 0; j < exprs.size(); ++j)
    for (std::size_t i = 0; i < 64; ++i) {
      double r = ref[j][i], g = got[j * 64 + i];
      INFO(to_string(exprs[j]) << " at " << cols[0][i]);
      CHECK((std::isnan(r) ? std::isnan(g) : std::bit_cast<std::uint64_t>(r) ==
                                                  std::bit_cast<std::uint64_t>(g)));
    }
}

TEST_CASE("integer exponents beyond 2^63 - 1 keep their parity, as in the interpreter",
          "[jit][pow]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  const Integer big = (Integer(1) << 64) + 1, huge = Integer("100000000000000000000") + 1;
  std::vector<Expr> exprs = {pool.pow(x, pool.integer(big)), pool.pow(x, pool.integer(big - 1)),
                             pool.pow(x, pool.integer(-big)), pool.pow(x, pool.integer(huge)),
                             pool.pow(x, pool.integer(-(Integer(1) << 63)))};
  std::vector<Expr> in = {x};
  const std::vector<double> points = {-1.0, 1.0, -2.0, 2.0, -0.5, 0.5, -0.0, 0.0,
                                      -std::numeric_limits<double>::infinity(),
                                      std::numeric_limits<double>::quiet_NaN()};
  CompiledFn f = compile_expr(exprs, in);
  std::vector<std::span<const double>> cols = {points};
  auto got = f.call_batch(cols);
  auto ref = evaluate_batch(exprs, in, cols);
  CHECK(ref[0][0] == -1.0); // (-1)^(2^64+1)
  CHECK(ref[3][2] == -std::numeric_limits<double>::infinity()); // (-2)^(10^20+1)
  for (std::size_t j = 0; j < exprs.size(); ++j)
    for (std::size_t i = 0; i < points.size(); ++i) {
      double r = ref[j][i], g = got[j * points.size() + i];
      INFO(to_string(exprs[j]) << " at " << points[i]);
      CHECK((std::isnan(r) ? std::isnan(g)
                           : std::bit_cast<std::uint64_t>(r) == std::bit_cast<std::uint64_t>(g)));
    }
}

TEST_CASE("sign, min, max, abs, floor, ceil follow the interpreter's NaN and zero rules",
          "[jit]") {
  ExprPool pool;
  Expr a = pool.symbol("a"), b = pool.symbol("b");
  std::vector<Expr> exprs = {sign(a), min(a, b), max(a, b), abs(a), floor(a), ceil(a)};
  std::vector<Expr> in = {a, b};
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  const double vals[] = {0.0, -0.0, 1.5, -1.5, inf, -inf, nan, 2.0};
  std::vector<std::vector<double>> cols(2);
  for (double u : vals)
    for (double v : vals) {
      cols[0].push_back(u);
      cols[1].push_back(v);
    }
  CompiledFn f = compile_expr(exprs, in);
  auto got = f.call_batch(spans(cols));
  auto ref = evaluate_batch(exprs, in, spans(cols));
  const std::size_t n = cols[0].size();
  for (std::size_t j = 0; j < exprs.size(); ++j)
    for (std::size_t i = 0; i < n; ++i) {
      double r = ref[j][i], g = got[j * n + i];
      INFO(to_string(exprs[j]) << " at a=" << cols[0][i] << " b=" << cols[1][i]);
      // Bit-exact, signed zeros included; any NaN for NaN.
      CHECK((std::isnan(r) ? std::isnan(g) : std::bit_cast<std::uint64_t>(r) ==
                                                  std::bit_cast<std::uint64_t>(g)));
    }
}

TEST_CASE("vector math (libmvec) agrees with the interpreter to a few ulp", "[jit][simd]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  std::vector<Expr> in = {x, y};
  // One call per function on a moderate argument, so that libmvec's own
  // error (documented by glibc as a few ulp) is what is measured.
  std::vector<Expr> exprs = {sin(x), cos(x), tan(x), exp(x), log(abs(x) + 1), pow(abs(x), y),
                             asin(x / 4), acos(x / 4), atan(x), atan2(y, x), sinh(x), cosh(x),
                             tanh(x), erf(x), sin(x) * cos(y) + (pow(x, 2) + pow(y, 2)) / 100};
  JitOptions o;
  o.vector_math = true;
  CompiledFn f = compile_expr(exprs, in, o);
  INFO("uses libmvec: " << f.uses_vector_math());
  const std::size_t n = 4099; // not a multiple of the vector width
  auto cols = random_columns(2, n, 5);
  auto got = f.call_batch(spans(cols));
  auto ref = evaluate_batch(exprs, in, spans(cols));
  std::size_t bad = 0;
  std::string first;
  for (std::size_t j = 0; j < exprs.size(); ++j)
    for (std::size_t i = 0; i < n; ++i)
      if (!agrees(ref[j][i], got[j * n + i], 8, 1e-14) && bad++ == 0)
        first = fmt::format("{} at x={} y={}: {:.17g} vs {:.17g}", to_string(exprs[j]),
                            cols[0][i], cols[1][i], ref[j][i], got[j * n + i]);
  INFO(first);
  CHECK(bad == 0);
}

TEST_CASE("vector math follows the tolerance when unset, and an explicit choice otherwise",
          "[jit][simd]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  std::vector<Expr> in = {x};
  Expr e = sin(x) + exp(x);
  JitOptions explicit_on;
  explicit_on.vector_math = true;
  // Whether this host can use libmvec at all (AVX2 and libmvec.so.1).
  const bool host = compile_expr(e, in, explicit_on).uses_vector_math();
  JitOptions o;
  CHECK_FALSE(compile_expr(e, in, o).uses_vector_math()); // tolerance 0: libm
  o.math_tolerance_ulp = libmvec_ulp_bound(Func::Sin);
  CHECK(libmvec_ulp_bound(Func::Sin) == 4);
  CHECK(compile_expr(e, in, o).uses_vector_math() == host);
  o.math_tolerance_ulp = 3.5; // below the bound of sin and exp
  CHECK_FALSE(compile_expr(e, in, o).uses_vector_math());
  o.math_tolerance_ulp = 100;
  o.vector_math = false; // explicit: obeyed whatever the tolerance
  CHECK_FALSE(compile_expr(e, in, o).uses_vector_math());
  // Nothing to vectorize through libmvec: no call asks for it.
  JitOptions tolerant;
  tolerant.math_tolerance_ulp = 100;
  CHECK(libmvec_ulp_bound(Func::Sqrt) == 0);
  CHECK_FALSE(compile_expr(x * x + sqrt(x), in, tolerant).uses_vector_math());
  // The tolerance-chosen code computes what the explicit choice does.
  std::vector<double> pts = {0.5, -1.25, 3.0, 1e-3};
  std::vector<std::span<const double>> cols = {pts};
  CHECK(compile_expr(e, in, tolerant).call_batch(cols) ==
        compile_expr(e, in, explicit_on).call_batch(cols));
}

TEST_CASE("threads split a batch without changing a single bit", "[jit][threads]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  Expr e = sin(x) * cos(y) + (pow(x, 2) + pow(y, 2)) / 100;
  std::vector<Expr> in = {x, y};
  JitOptions one, four;
  one.threads = 1;
  four.threads = 4;
  four.min_points_per_thread = 1000;
  auto cols = random_columns(2, 100003, 11);
  auto a = compile_expr(e, in, one).call_batch(spans(cols));
  auto b = compile_expr(e, in, four).call_batch(spans(cols));
  REQUIRE(a.size() == b.size());
  std::size_t differ = 0;
  for (std::size_t i = 0; i < a.size(); ++i)
    differ += std::bit_cast<std::uint64_t>(a[i]) != std::bit_cast<std::uint64_t>(b[i]) &&
              !(std::isnan(a[i]) && std::isnan(b[i]));
  CHECK(differ == 0);
}

TEST_CASE("fast_math is an option and stays close on benign inputs", "[jit]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  Expr e = sin(x) * cos(y) + (pow(x, 2) + pow(y, 2)) / 100;
  std::vector<Expr> in = {x, y};
  JitOptions o;
  o.fast_math = true;
  CompiledFn f = compile_expr(e, in, o);
  std::vector<std::vector<double>> cols = {{0.5, 1.0, 2.0}, {0.25, -1.0, 3.0}};
  auto got = f.call_batch(spans(cols));
  auto ref = evaluate_batch(e, in, spans(cols));
  for (std::size_t i = 0; i < 3; ++i) CHECK(got[i] == Approx(ref[i]).epsilon(1e-12));
  // IEEE mode carries no fast-math flags (so nothing may contract into an
  // FMA or reassociate); the option puts them on every operation.
  std::vector<Expr> outs = {pool.symbol("a") * x + y};
  std::vector<Expr> in3 = {pool.symbol("a"), x, y};
  std::string ieee = emit_llvm_ir(outs, in3, {}, false);
  CHECK(ieee.find("fmul double") != std::string::npos);
  CHECK(ieee.find("contract") == std::string::npos);
  CHECK(ieee.find("fast") == std::string::npos);
  CHECK(emit_llvm_ir(outs, in3, o, false).find("fmul fast double") != std::string::npos);
}

TEST_CASE("Float constants fold across a sum as documented, and every tier agrees on the result",
          "[jit][float]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  std::vector<Expr> in = {x};
  Expr e = (x + 1e16) - 1e16; // canonical: x + 0.0 (docs/expressions.md)
  CHECK(e == x + 0.0);
  Expr product = (x * 1e300) * 1e10; // canonical: 1e310 folds to inf * x
  std::vector<Expr> outs = {e, product, parse(pool, "x + 1e16 - 1e16")};
  CHECK(outs[2] == e);
  CompiledFn f = compile_expr(outs, in);
  std::vector<double> point = {1.0}, got(3);
  f.call_into(point, got);
  for (std::size_t j = 0; j < outs.size(); ++j) {
    INFO(to_string(outs[j]));
    double ref = evaluate(outs[j], in, point);
    CHECK(std::bit_cast<std::uint64_t>(got[j]) == std::bit_cast<std::uint64_t>(ref));
  }
  CHECK(got[0] == 1.0);
  CHECK(std::isinf(got[1]));
  // -0.0 stays -0.0 + 0.0 = +0.0: the folded 0.0 is kept, not dropped.
  CHECK(!std::signbit(f.call_batch(std::vector<std::span<const double>>{std::vector<double>{-0.0}})[0]));
}
