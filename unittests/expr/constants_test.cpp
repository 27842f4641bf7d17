// unittests/expr/constants_test.cpp - pi and E: parsing, printing, reserved names, folds,
// derivatives, evaluation.
#include "error_code.hpp"
#include <alkahest/expr.hpp>
#include <alkahest/expr/interpret_exact.hpp>
#include <alkahest/expr/parse.hpp>

#include <catch2/catch.hpp>

#include <cmath>
#include <numbers>

using namespace alkahest;
using alkahest::test::code_of;

TEST_CASE("pi and E are constants: parsed, printed, inspected", "[constants]") {
  ExprPool pool;
  Expr pi = parse(pool, "pi"), e = parse(pool, "E");
  CHECK(pi == pool.constant(MathConstant::Pi));
  CHECK(e == pool.constant(MathConstant::E));
  CHECK(pi.kind() == NodeKind::Constant);
  CHECK(pi->is_constant());
  CHECK_FALSE(pi->is_symbol());
  CHECK_FALSE(pi->is_numeric());
  CHECK(pi->name() == "pi");
  CHECK(e->constant() == MathConstant::E);
  CHECK(to_string(pi) == "pi");
  CHECK(to_string(e) == "E");
  CHECK(to_latex(pi) == "\\pi");
  CHECK(to_latex(e) == "e");
  // Constants are coefficients in print: 2*pi*x, not 2*x*pi.
  Expr x = pool.symbol("x");
  CHECK(to_string(2 * pi * x) == "2*pi*x");
  CHECK(parse(pool, to_string(2 * pi * x + e)) == 2 * pi * x + e);
  // They are no free symbols: nothing has to bind them.
  CHECK(free_symbols(pi * x + e).size() == 1);
  // `e` and `Pi` stay ordinary symbols (names are case-sensitive).
  CHECK(parse(pool, "e").kind() == NodeKind::Symbol);
  CHECK(parse(pool, "Pi").kind() == NodeKind::Symbol);
}

TEST_CASE("the names pi, E and ln are reserved for symbols", "[constants]") {
  ExprPool pool;
  CHECK(code_of([&] { pool.symbol("pi"); }) == "E-EXPR-006");
  CHECK(code_of([&] { pool.symbol("E"); }) == "E-EXPR-006");
  CHECK(code_of([&] { pool.symbol("ln"); }) == "E-EXPR-006");
  try {
    pool.symbol("E");
  } catch (const Error &err) {
    CHECK(std::string(err.what()).find("Euler") != std::string::npos);
  }
}

TEST_CASE("ln is log", "[constants][parse]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  CHECK(parse(pool, "ln(x)") == log(x));
  CHECK(to_string(parse(pool, "ln(x^2)")) == "log(x^2)");
  CHECK(code_of([&] { parse(pool, "ln"); }) == "E-PARSE-002");
}

TEST_CASE("the exact identities of the constants fold, nothing else does",
          "[constants][canonical]") {
  ExprPool pool;
  Expr pi = pool.constant(MathConstant::Pi), e = pool.constant(MathConstant::E);
  CHECK(sin(pi) == pool.integer(0));
  CHECK(cos(pi) == pool.integer(-1));
  CHECK(tan(pi) == pool.integer(0));
  CHECK(log(e) == pool.integer(1));
  CHECK(exp(pool.integer(1)) == e);
  CHECK(to_string(parse(pool, "exp(1)")) == "E");
  CHECK(to_string(sin(pi / 2)) == "sin(pi/2)");
  CHECK(to_string(exp(pool.integer(2))) == "exp(2)");
  CHECK(to_string(pi - pi) == "0");
  CHECK(to_string(pi + pi) == "2*pi");
  // A constant is never folded into a Float: pi + 0.5 stays exact in pi.
  CHECK(to_string(pi + 0.5) == "pi + 0.5");
}

TEST_CASE("constants differentiate to 0", "[constants][diff]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  auto d = [&](const char *s) { return to_string(diff(parse(pool, s), x)); };
  CHECK(d("pi") == "0");
  CHECK(d("E") == "0");
  CHECK(d("pi*x^2") == "2*pi*x");
  CHECK(d("E^x") == "E^x");
  CHECK(d("sin(pi*x)") == "pi*cos(pi*x)");
}

TEST_CASE("constants evaluate in double, and refuse exact evaluation", "[constants][interpret]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  CHECK(evaluate(parse(pool, "pi"), {}) == std::numbers::pi);
  CHECK(evaluate(parse(pool, "E"), {}) == std::numbers::e);
  CHECK(evaluate(parse(pool, "2*pi*x"), {{x, 0.5}}) == std::numbers::pi);
  CHECK(evaluate(parse(pool, "E^x"), {{x, 2.0}}) == std::pow(std::numbers::e, 2.0));
  CHECK(code_of([&] { evaluate_exact(parse(pool, "pi*x"), {{x, Rational(1)}}); }) == "E-EVAL-004");
  try {
    evaluate_exact(parse(pool, "x + E"), {{x, Rational(1)}});
  } catch (const Error &err) {
    CHECK(std::string(err.what()).find("the constant 'E'") != std::string::npos);
  }
  // Where the constant folds away, exact evaluation works.
  CHECK(evaluate_exact(parse(pool, "x*cos(pi)"), {{x, Rational(3)}}) == Rational(-3));
}
