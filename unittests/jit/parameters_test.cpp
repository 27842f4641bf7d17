// unittests/jit/parameters_test.cpp - parameters of compiled functions: scalars per call, against
// the interpreter.
#include "error_code.hpp"
#include "gauss_newton.hpp"
#include "jit_test_support.hpp"

#include <alkahest/jit.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <cmath>

using namespace alkahest;
using namespace alkahest::jit_test;
using alkahest::test::code_of;

namespace {

// The interpreter's value of `e` at one point with the parameters bound as
// further symbols (the reference: a parameter is a symbol with one value).
double reference(const Expr &e, const std::vector<Expr> &inputs, const std::vector<Expr> &params,
                 std::span<const double> point, std::span<const double> values) {
  std::vector<Expr> all = inputs;
  all.insert(all.end(), params.begin(), params.end());
  std::vector<double> at(point.begin(), point.end());
  at.insert(at.end(), values.begin(), values.end());
  return evaluate(e, all, at);
}

} // namespace

TEST_CASE("parameters agree with the interpreter on random expressions, every call form",
          "[jit][parameters]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y"), a = p.symbol("a"), b = p.symbol("b");
  RandomExprs gen(p, {x, y, a, b}, 20261201);
  const std::vector<Expr> ins = {x, y}, params = {a, b};
  const std::size_t n = 300;
  auto cols = random_columns(2, n, 17);
  auto sp = spans(cols);
  const std::array<std::array<double, 2>, 3> values = {{{0.5, -1.25}, {3.0, 0.0}, {-2.0, 1e-3}}};
  int mismatches = 0, checked = 0;
  for (int t = 0; t < 60; ++t) {
    std::vector<Expr> outs = {gen.next(4), gen.next(4)};
    CompiledFn f = compile_expr(outs, ins, params);
    REQUIRE(f.n_inputs() == 2);
    REQUIRE(f.n_parameters() == 2);
    for (const auto &v : values) {
      std::vector<double> r0(n), r1(n);
      std::span<double> o[] = {r0, r1};
      f.call_batch_into(sp, v, o);
      std::vector<double> all = f.call_batch(sp, v);
      for (std::size_t i = 0; i < n; i += 7) {
        const double point[] = {cols[0][i], cols[1][i]};
        double got[2];
        f.call_into(point, v, got);
        for (std::size_t j = 0; j < 2; ++j) {
          const double ref = reference(outs[j], ins, params, point, v);
          const double batch = j == 0 ? r0[i] : r1[i];
          ++checked;
          if (!agrees(ref, batch) || !agrees(ref, got[j]) || !agrees(ref, all[j * n + i])) {
            ++mismatches;
            UNSCOPED_INFO(outs[j] << " at x=" << point[0] << " y=" << point[1] << " a=" << v[0]
                                  << " b=" << v[1] << ": ref " << ref << " batch " << batch
                                  << " point " << got[j]);
          }
        }
      }
    }
  }
  CHECK(checked > 5000);
  CHECK(mismatches == 0);
}

TEST_CASE("the single-output call takes parameters and matches the substituted expression",
          "[jit][parameters]") {
  ExprPool p;
  Expr t = p.symbol("t"), amp = p.symbol("A"), k = p.symbol("k");
  Expr model = amp * exp(-k * t);
  CompiledFn f = compile_expr(model, {t}, {amp, k});
  const std::vector<double> point = {0.75}, v = {2.5, 1.5};
  // Substituting exact values gives the same double expression here (no
  // float constant meets another in a sum).
  Expr fixed = subs(model, {{amp, p.rational(5, 2)}, {k, p.rational(3, 2)}});
  const std::vector<Expr> ts = {t};
  CHECK(f.call(point, v) == evaluate(fixed, ts, point));
  CHECK(f.call(point, v) == std::exp(-1.5 * 0.75) * 2.5);
}

TEST_CASE("a Gauss-Newton fit changes the parameters every step with one compile",
          "[jit][parameters]") {
  // y = A exp(-k t): residuals and their Jacobian in one function of the
  // columns (t, y) and the parameters (A, k).
  ExprPool p;
  Expr t = p.symbol("t"), yv = p.symbol("y"), amp = p.symbol("A"), k = p.symbol("k");
  Expr r = amp * exp(-k * t) - yv;
  std::vector<Expr> outs = {r, diff(r, amp), diff(r, k)};
  const std::vector<Expr> ins = {t, yv}, params = {amp, k};
  JitOptions o;
  o.threads = 4;
  o.min_points_per_thread = 256; // several chunks: every thread sees the same parameters
  CompiledFn f = compile_expr(outs, ins, params, o);

  const std::size_t n = 20000;
  std::vector<double> ts(n), ys(n);
  for (std::size_t i = 0; i < n; ++i) {
    ts[i] = 4.0 * double(i) / double(n);
    ys[i] = 2.5 * std::exp(-1.3 * ts[i]);
  }
  std::vector<std::span<const double>> cols = {ts, ys};
  std::vector<double> res(n), dA(n), dk(n);
  std::span<double> out[] = {res, dA, dk};

  std::vector<double> v = {1.0, 0.5};
  const JitCacheStats before = jit_cache_stats();
  for (int step = 0; step < 30; ++step) {
    f.call_batch_into(cols, v, out);
    // Each step's values are those of the current parameters.
    for (std::size_t i : {std::size_t(0), n / 3, n - 1}) {
      const double point[] = {ts[i], ys[i]};
      REQUIRE(agrees(reference(outs[0], ins, params, point, v), res[i]));
      REQUIRE(agrees(reference(outs[2], ins, params, point, v), dk[i]));
    }
    alkahest::test::gauss_newton_step(res, dA, dk, v);
  }
  const JitCacheStats after = jit_cache_stats();
  CHECK(after.misses == before.misses); // nothing was compiled inside the loop
  CHECK(after.hits == before.hits);
  CHECK(v[0] == Approx(2.5).epsilon(1e-10));
  CHECK(v[1] == Approx(1.3).epsilon(1e-10));
}

TEST_CASE("wrong numbers of parameter values are refused with E-JIT-011 in every call form",
          "[jit][parameters][errors]") {
  ExprPool p;
  Expr x = p.symbol("x"), a = p.symbol("a"), b = p.symbol("b");
  CompiledFn f = compile_expr(x * a + b, {x}, {a, b});
  const std::vector<double> point = {1.0}, one = {2.0}, three = {1.0, 2.0, 3.0}, two = {1.0, 2.0};
  std::vector<double> column = {1.0, 2.0}, out(2);
  std::vector<std::span<const double>> cols = {column};
  std::vector<std::span<double>> outs = {out};
  double slot[1];
  for (const std::vector<double> *v : {&one, &three}) {
    CHECK(code_of([&] { f.call(point, *v); }) == "E-JIT-011");
    CHECK(code_of([&] { f.call_into(point, *v, slot); }) == "E-JIT-011");
    CHECK(code_of([&] { f.call_batch(cols, *v); }) == "E-JIT-011");
    CHECK(code_of([&] { f.call_batch_into(cols, *v, outs); }) == "E-JIT-011");
    CHECK(code_of([&] { f.call_batch_into(cols, *v, std::span<double>(out)); }) == "E-JIT-011");
  }
  // The forms without parameter values are for functions with none.
  CHECK(code_of([&] { f.call(point); }) == "E-JIT-011");
  CHECK(code_of([&] { f.call_batch(cols); }) == "E-JIT-011");
  CHECK(code_of([&] { f.call_batch_into(cols, std::span<double>(out)); }) == "E-JIT-011");
  CHECK(code_of([&] { compile_expr(x + 1, {x}).call(point, one); }) == "E-JIT-011");
  // The right count works, and an empty batch still checks the count.
  CHECK(f.call(point, two) == 3.0); // 1 * 1 + 2
  std::vector<std::span<const double>> empty_cols = {std::span<const double>()};
  CHECK(code_of([&] { f.call_batch(empty_cols, one); }) == "E-JIT-011");
}

TEST_CASE("inputs and parameters must be distinct symbols that bind every free symbol",
          "[jit][parameters][errors]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y"), a = p.symbol("a");
  const std::vector<Expr> xs = {x}, as = {a}, xa = {x, a}, aa = {a, a}, sum = {a + 1};
  CHECK(code_of([&] { compile_expr(x * a, xa, as); }) == "E-JIT-006");     // both lists
  CHECK(code_of([&] { compile_expr(x * a, xs, aa); }) == "E-JIT-006");     // twice
  CHECK(code_of([&] { compile_expr(x * a, xs, sum); }) == "E-JIT-006");    // not a symbol
  CHECK(code_of([&] { compile_expr(x * a * y, xs, as); }) == "E-JIT-003"); // y is neither
  CHECK(code_of([&] { emit_c(x * a, xa, as, "f"); }) == "E-JIT-006");
  CHECK(code_of([&] { emit_c(x * a * y, xs, as, "f"); }) == "E-JIT-003");
  try {
    compile_expr(x * a * y, xs, as);
  } catch (const Error &e) {
    CHECK(std::string(e.what()).find("'y'") != std::string::npos);
  }
  // A parameter the expression does not use is fine (its value is ignored).
  CHECK(compile_expr(x + 1, xs, as).call(std::vector<double>{2.0}, std::vector<double>{7.0}) ==
        3.0);
}

TEST_CASE("the compile cache tells parameters from inputs", "[jit][parameters][cache]") {
  ExprPool p, q;
  Expr x = p.symbol("x"), a = p.symbol("a"), b = p.symbol("b");
  Expr e = x * a + b;
  const std::vector<Expr> xs = {x}, ab = {a, b}, ba = {b, a}, xab = {x, a, b}, none = {};
  CompiledFn as_params = compile_expr(e, xs, ab);
  JitCacheStats s0 = jit_cache_stats();
  CompiledFn as_columns = compile_expr(e, xab, none); // (x, a, b | ): another function
  JitCacheStats s1 = jit_cache_stats();
  CHECK(s1.misses == s0.misses + 1);
  CHECK(as_columns.n_inputs() == 3);
  CHECK(as_columns.n_parameters() == 0);
  CompiledFn swapped = compile_expr(e, xs, ba); // (x | b, a): another function again
  JitCacheStats s2 = jit_cache_stats();
  CHECK(s2.misses == s1.misses + 1);
  const std::vector<double> point = {2.0}, v = {3.0, 5.0};
  CHECK(as_params.call(point, v) == 11.0);
  CHECK(swapped.call(point, v) == 13.0);
  CHECK(as_columns.call(std::vector<double>{2.0, 3.0, 5.0}) == 11.0);
  // The same function in another pool, other names: shared code.
  Expr u = q.symbol("u"), c = q.symbol("c"), d = q.symbol("d");
  const std::vector<Expr> us = {u}, cd = {c, d};
  CompiledFn again = compile_expr(u * c + d, us, cd);
  CHECK(jit_cache_stats().hits == s2.hits + 1);
  CHECK(again.call(point, v) == 11.0);
}

TEST_CASE("parameter values may live in an output buffer; overlapping columns are still refused",
          "[jit][parameters][aliasing]") {
  ExprPool p;
  Expr x = p.symbol("x"), a = p.symbol("a");
  JitOptions o;
  o.threads = 4;
  o.min_points_per_thread = 64;
  CompiledFn f = compile_expr(x * a, {x}, {a}, o);
  const std::size_t n = 4096;
  std::vector<double> column(n + 1, 3.0), out(n, 0.0);
  out[n - 1] = 2.0; // the parameter value sits in the last slot the call overwrites
  std::vector<std::span<const double>> cols = {std::span<const double>(column.data(), n)};
  f.call_batch_into(cols, std::span<const double>(&out[n - 1], 1), std::span<double>(out));
  for (double v : out)
    REQUIRE(v == 6.0);
  const std::vector<double> v = {2.0};
  CHECK(code_of([&] { f.call_batch_into(cols, v, std::span<double>(column.data() + 1, n)); }) ==
        "E-JIT-009");
}

TEST_CASE("emit_c and emit_llvm_ir take parameters as extra arguments", "[jit][parameters]") {
  ExprPool p;
  Expr x = p.symbol("x"), a = p.symbol("a");
  const std::vector<Expr> xs = {x}, as = {a}, outs = {x * a, x + a};
  std::string one = emit_c(x * a, xs, as, "f");
  CHECK(one.find("double f(const double *in, const double *param) {") != std::string::npos);
  CHECK(one.find("param[0] = a") != std::string::npos);
  CHECK((one.find("in[0] * param[0]") != std::string::npos ||
         one.find("param[0] * in[0]") != std::string::npos));
  std::string multi = emit_c(outs, xs, as, "g");
  CHECK(multi.find("void g(const double *in, const double *param, double *out) {") !=
        std::string::npos);
  // With no parameters the signature is the one emit_c always had.
  CHECK(emit_c(x * 2, xs, std::vector<Expr>{}, "h").find("double h(const double *in) {") !=
        std::string::npos);
  std::string ir = emit_llvm_ir(outs, xs, as, {}, false);
  CHECK(ir.find("ptr %2, i64 %3)") != std::string::npos); // entry: (ins, outs, params, n)
  CHECK(ir.find("double %") != std::string::npos);        // the kernel takes a by value
}
