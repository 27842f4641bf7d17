// unittests/expr/rationalize_test.cpp - exact decimals: rationalize() and the parser option.
#include "error_code.hpp"

#include <alkahest/expr.hpp>

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <random>

using namespace alkahest;
using alkahest::test::code_of;

TEST_CASE("exact_decimal reads decimal literals as the rationals they denote", "[rationalize]") {
  Rational q;
  REQUIRE(exact_decimal("0.1", q));
  CHECK(q == Rational(1, 10));
  REQUIRE(exact_decimal("-2.5e-3", q));
  CHECK(q == Rational(-1, 400));
  REQUIRE(exact_decimal("12.50E+2", q));
  CHECK(q == Rational(1250));
  REQUIRE(exact_decimal("000.000", q));
  CHECK(q == 0);
  CHECK_FALSE(exact_decimal("1e", q));
  CHECK_FALSE(exact_decimal("abc", q));
  CHECK_FALSE(exact_decimal("1.2.3", q));
  CHECK_FALSE(exact_decimal("1e100001", q));
}

TEST_CASE("rationalize gives the shortest decimal that reads back as the double", "[rationalize]") {
  ExprPool p;
  Expr x = p.symbol("x");
  CHECK(rationalize(0.1) == Rational(1, 10));
  CHECK(rationalize(1e-300) == Rational(Integer(1), pow(Integer(10), 300u)));
  CHECK(rationalize(-1.5e10) == Rational(-15000000000LL));
  CHECK(rationalize(1 / 3.0) == Rational(Integer(3333333333333333LL), pow(Integer(10), 16u)));
  CHECK(rationalize(0.1, RationalizeMode::ExactBinary) == Rational(0.1));
  CHECK(rationalize(p.real(0.5) * x + p.real(0.25)) == p.rational(1, 2) * x + p.rational(1, 4));
  CHECK(rationalize(sin(p.real(0.1) * x)) == sin(x / 10));
  CHECK(rationalize(x + 1) == x + 1); // nothing to do: the same node
  // Every finite double: the rational rounds back to it.
  std::mt19937_64 rng(7);
  for (int i = 0; i < 2000; ++i) {
    std::uint64_t bits = rng();
    double d;
    std::memcpy(&d, &bits, sizeof d);
    if (!std::isfinite(d)) continue;
    INFO(d);
    CHECK(to_double(rationalize(d)) == d);
  }
}

TEST_CASE("rationalize refuses inf and nan", "[rationalize][errors]") {
  ExprPool p;
  CHECK(code_of([&] { rationalize(p.real(INFINITY)); }) == "E-RATIONAL-001");
  CHECK(code_of([&] { rationalize(std::nan("")); }) == "E-RATIONAL-001");
}

TEST_CASE("ParseOptions::exact_decimals reads literals exactly", "[rationalize][parse]") {
  ExprPool p;
  Expr x = p.symbol("x");
  ParseOptions exact;
  exact.exact_decimals = true;
  CHECK(parse(p, "0.1*x + 2.5e-3", exact) == x / 10 + p.rational(1, 400));
  CHECK(parse(p, "0.1 + 0.2", exact) == p.rational(3, 10));
  CHECK(parse(p, "0.1 + 0.2") == p.real(0.1 + 0.2));
  // Every digit counts: this is not 1/10.
  CHECK(parse(p, "0.10000000000000000001", exact) ==
        p.number(Rational(Integer("10000000000000000001"), pow(Integer(10), 20u))));
  CHECK(code_of([&] { parse(p, "1e100001", exact); }) == "E-PARSE-005");
  CHECK(parse(p, "1e100001") == p.real(INFINITY));
}
