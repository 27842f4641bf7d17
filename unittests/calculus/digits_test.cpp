// unittests/calculus/digits_test.cpp - evaluate_digits against mpmath references at 50 and 500
// digits, its rounding, and its errors.
#include "error_code.hpp"

#include <alkahest/calculus.hpp>
#include <alkahest/expr.hpp>

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using namespace alkahest;
using alkahest::test::code_of;

TEST_CASE("evaluate_digits matches mpmath at 50 and 500 digits", "[digits]") {
  // unittests/data/digits/reference.txt: `expression;point;digits;expected`,
  // written by generate_reference.py (mpmath at digits + 40).
  std::ifstream in(ALKAHEST_SOURCE_DIR "/unittests/data/digits/reference.txt");
  REQUIRE(in);
  std::string line;
  int cases = 0;
  while (std::getline(in, line)) {
    std::vector<std::string> field;
    std::stringstream fields(line);
    for (std::string f; std::getline(fields, f, ';');)
      field.push_back(f);
    REQUIRE(field.size() == 4);
    INFO(line.substr(0, 120));
    ExprPool p;
    ParseOptions exact;
    exact.exact_decimals = true;
    Expr e = parse(p, field[0], exact);
    Expr x = p.symbol("x");
    Digits d = evaluate_digits(e, {x}, {Rational(field[1])}, std::stoul(field[2]));
    CHECK(d.text == field[3]);
    CHECK(d.significand.size() == std::stoul(field[2]));
    ++cases;
  }
  CHECK(cases == 44);
}

TEST_CASE("evaluate_digits rounds to nearest, ties to even, on exact values", "[digits]") {
  ExprPool p;
  Expr x = p.symbol("x");
  CHECK(evaluate_digits(x, {x}, {Rational(1, 8)}, 2).text == "0.12");
  CHECK(evaluate_digits(x, {x}, {Rational(3, 8)}, 2).text == "0.38");
  CHECK(evaluate_digits(x, {x}, {Rational(-5, 2)}, 1).text == "-2");
  CHECK(evaluate_digits(x, {x}, {Rational(99999, 100000)}, 3).text == "1.00");
  CHECK(evaluate_digits(x, {x}, {Rational(1, 3)}, 5).text == "0.33333");
  CHECK(evaluate_digits(x, {x}, {Rational(123456789)}, 3).text == "1.23e+8");
  CHECK(evaluate_digits(x, {x}, {Rational(1, 10000000)}, 2).text == "1.0e-7");
  CHECK(evaluate_digits(x, {x}, {Rational(1, 1000000)}, 2).text == "0.0000010");
  Digits zero = evaluate_digits(x - x + sin(p.constant(MathConstant::Pi)), 5);
  CHECK(zero.text == "0");
  CHECK(zero.radius == "0");
  Digits pi = evaluate_digits(p.constant(MathConstant::Pi), 10);
  CHECK(pi.text == "3.141592654");
  CHECK(pi.significand == "3141592654");
  CHECK(pi.exponent == 0);
  CHECK_FALSE(pi.negative);
  CHECK(pi.radius != "0");
  CHECK(pi.precision_bits >= 34);
  // Bindings as pairs.
  CHECK(evaluate_digits(x * x, {{x, Rational(3, 2)}}, 3).text == "2.25");
}

TEST_CASE("evaluate_digits decides domains exactly", "[digits]") {
  ExprPool p;
  Expr x = p.symbol("x");
  // sqrt of an exact zero is 0, log of a tiny positive number is fine.
  CHECK(evaluate_digits(sqrt(x), {x}, {Rational(0)}, 3).text == "0");
  CHECK(evaluate_digits(log(x), {x}, {Rational(1, 1000000)}, 5).text == "-13.816");
  CHECK(evaluate_digits(atan2(p.integer(0), x), {x}, {Rational(-1)}, 4).text == "3.142");
  CHECK(evaluate_digits(pow(x, p.rational(1, 3)), {x}, {Rational(8)}, 3).text == "2.00");
}

TEST_CASE("evaluate_digits raises its codes", "[digits][errors]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y");
  CHECK(code_of([&] { evaluate_digits(log(x), {x}, {Rational(0)}, 20); }) == "E-DIGITS-001");
  CHECK(code_of([&] { evaluate_digits(log(x), {x}, {Rational(-1)}, 20); }) == "E-DIGITS-001");
  CHECK(code_of([&] { evaluate_digits(sqrt(x), {x}, {Rational(-1, 4)}, 20); }) == "E-DIGITS-001");
  CHECK(code_of([&] { evaluate_digits(pow(x - 1, -1), {x}, {Rational(1)}, 20); }) ==
        "E-DIGITS-001");
  CHECK(code_of([&] { evaluate_digits(asin(x), {x}, {Rational(3, 2)}, 20); }) == "E-DIGITS-001");
  CHECK(code_of([&] { evaluate_digits(atan2(x, x), {x}, {Rational(0)}, 20); }) == "E-DIGITS-001");
  CHECK(code_of([&] { evaluate_digits(pow(x, p.rational(1, 2)), {x}, {Rational(-2)}, 5); }) ==
        "E-DIGITS-001");
  DigitsOptions small;
  small.max_precision_bits = 512;
  Expr hidden_zero = pow(sin(x), 2) + pow(cos(x), 2) - 1;
  CHECK(code_of([&] { evaluate_digits(hidden_zero, {x}, {Rational(1)}, 10, small); }) ==
        "E-DIGITS-002");
  CHECK(code_of([&] { evaluate_digits(log(1 + hidden_zero), {x}, {Rational(1)}, 10, small); }) ==
        "E-DIGITS-002");
  CHECK(code_of([&] { evaluate_digits(x, {x}, {Rational(1)}, 0); }) == "E-DIGITS-003");
  CHECK(code_of([&] { evaluate_digits(x, {x}, {Rational(1)}, kMaxDigits + 1); }) == "E-DIGITS-003");
  CHECK(code_of([&] { evaluate_digits(exp(exp(x)), {x}, {Rational(20)}, 5); }) == "E-DIGITS-003");
  CHECK(code_of([&] { evaluate_digits(x + y, {x}, {Rational(1)}, 5); }) == "E-EVAL-001");
  CHECK(code_of([&] { evaluate_digits(x, {x}, {}, 5); }) == "E-EVAL-002");
  CHECK(code_of([&] {
          evaluate_digits(x, {x, x}, {Rational(1), Rational(2)}, 5);
        }) == "E-EVAL-005");
}
