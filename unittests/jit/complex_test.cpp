// unittests/jit/complex_test.cpp - alkahest/complex.hpp: values of the interpreter, compile_complex
// against it on 1000 random complex expressions, errors.
#include "error_code.hpp"
#include "random_complex.hpp"

#include <alkahest/complex.hpp>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <numbers>

using namespace alkahest;
using C = std::complex<double>;

TEST_CASE("Complex interpreter: I, constants, the principal branches", "[jit][complex]") {
  ExprPool p;
  ComplexSymbol z = complex_symbol(p, "z");
  const ComplexSymbol ins[] = {z};
  auto at = [&](const ComplexExpr &e, C v) {
    const C pt[] = {v};
    return evaluate_complex(e, ins, pt);
  };
  const double pi = std::numbers::pi;
  CHECK(at(I(p) * I(p), {0, 0}) == C(-1, 0));
  CHECK(std::abs(at(exp(I(p) * ComplexExpr(p.constant(MathConstant::Pi))), {0, 0}) - C(-1, 0)) <
        1e-15);
  CHECK(at(sqrt(z), {-4, 0}) == C(0, 2));
  CHECK(at(log(z), {-1, 0}) == C(0, pi));
  CHECK(at(abs(z), {3, 4}) == C(5, 0));
  CHECK(at(arg(z), {-1, 0}) == C(pi, 0));
  CHECK(at(conj(z), {1, 2}) == C(1, -2));
  CHECK(at(real_part(z) + I(p) * imag_part(z), {1.5, -2.5}) == C(1.5, -2.5));
  CHECK(at(pow(z, -2), {0, 2}) == C(-0.25, 0));
}

TEST_CASE("Complex split: the real and imaginary parts are real expressions of the parts",
          "[jit][complex]") {
  ExprPool p;
  ComplexSymbol z = complex_symbol(p, "z");
  auto [re, im] = split_complex(z * conj(z));
  CHECK(to_string(im) == "0"); // z conj(z) is real: the imaginary parts cancel exactly
  CHECK(evaluate(re, {{z.re, 3.0}, {z.im, 4.0}}) == 25.0);
  auto [sr, si] = split_complex(sqrt(ComplexExpr(p.integer(-9))));
  CHECK(evaluate(sr, {}) == 0.0);
  CHECK(evaluate(si, {}) == 3.0);
}

TEST_CASE("compile_complex equals the interpreter on 1000 random complex expressions",
          "[jit][complex]") {
  ExprPool p;
  const test::ComplexTally t =
      test::compare_random_complex(p, 41, 7, [](auto exprs, auto vars, auto cols) {
        return compile_complex(exprs, vars).call_batch(cols);
      });
  INFO(t.first);
  INFO(fmt::format("{} compared, {} near a singularity, {} differ", t.compared, t.skipped,
                   t.mismatches));
  CHECK(t.mismatches == 0);
  CHECK(t.skipped * 10 <= t.compared); // the comparison covers nearly every point
}

TEST_CASE("Complex errors: no complex erf; column counts", "[jit][complex]") {
  ExprPool p;
  ComplexSymbol z = complex_symbol(p, "z");
  CHECK(test::code_of([&] { complex_call(Func::Erf, z); }) == "E-EXPR-009");
  CHECK(test::code_of([&] { complex_call(Func::Floor, z); }) == "E-EXPR-009");
  const ComplexExpr outs[] = {exp(z)};
  const ComplexSymbol ins[] = {z};
  CompiledComplexFn f = compile_complex(outs, ins);
  std::vector<C> a(3, C(1, 1));
  std::vector<std::span<const C>> two = {a, a};
  CHECK(test::code_of([&] { f.call_batch(two); }) == "E-JIT-001");
  JitOptions f32;
  f32.precision = Precision::F32;
  CHECK(test::code_of([&] { compile_complex(outs, ins, f32); }) == "E-JIT-010");
  // Many points: blocks of separated parts, each point its own value.
  std::vector<C> many(20000);
  for (std::size_t i = 0; i < many.size(); ++i)
    many[i] = {1e-4 * static_cast<double>(i), -1.0};
  std::vector<std::span<const C>> one = {many};
  auto out = f.call_batch(one);
  for (std::size_t i : {std::size_t(0), std::size_t(8191), std::size_t(8192), std::size_t(19999)})
    CHECK(std::abs(out[0][i] - std::exp(many[i])) <= 1e-15 * std::abs(std::exp(many[i])));
}
