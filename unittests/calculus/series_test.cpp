// unittests/calculus/series_test.cpp - series(): known expansions, coefficients against repeated
// derivatives, and every failure with its code.
#include "error_code.hpp"

#include <alkahest/calculus.hpp>
#include <alkahest/expr.hpp>

#include <catch2/catch.hpp>

#include <cmath>
#include <random>

using namespace alkahest;
using alkahest::test::code_of;

namespace {

std::vector<std::string> coefficient_texts(const Series &s) {
  std::vector<std::string> out;
  for (const Expr &c : s.coefficients)
    out.push_back(to_string(c));
  return out;
}

using Texts = std::vector<std::string>;

} // namespace

TEST_CASE("series of the elementary functions at 0", "[series]") {
  ExprPool p;
  Expr x = p.symbol("x"), zero = p.integer(0);
  CHECK(coefficient_texts(series(exp(x), x, zero, 6)) ==
        Texts{"1", "1", "1/2", "1/6", "1/24", "1/120"});
  CHECK(coefficient_texts(series(sin(x), x, zero, 8)) ==
        Texts{"0", "1", "0", "-1/6", "0", "1/120", "0", "-1/5040"});
  CHECK(coefficient_texts(series(cos(x), x, zero, 5)) == Texts{"1", "0", "-1/2", "0", "1/24"});
  CHECK(coefficient_texts(series(tan(x), x, zero, 8)) ==
        Texts{"0", "1", "0", "1/3", "0", "2/15", "0", "17/315"});
  CHECK(coefficient_texts(series(log(1 + x), x, zero, 5)) ==
        Texts{"0", "1", "-1/2", "1/3", "-1/4"});
  CHECK(coefficient_texts(series(atan(x), x, zero, 6)) == Texts{"0", "1", "0", "-1/3", "0", "1/5"});
  CHECK(coefficient_texts(series(asin(x), x, zero, 6)) == Texts{"0", "1", "0", "1/6", "0", "3/40"});
  CHECK(coefficient_texts(series(acos(x), x, zero, 4)) == Texts{"acos(0)", "-1", "0", "-1/6"});
  CHECK(coefficient_texts(series(sqrt(1 + x), x, zero, 4)) == Texts{"1", "1/2", "-1/8", "1/16"});
  CHECK(coefficient_texts(series(pow(1 - x, -1), x, zero, 4)) == Texts{"1", "1", "1", "1"});
  CHECK(coefficient_texts(series(tanh(x), x, zero, 6)) ==
        Texts{"0", "1", "0", "-1/3", "0", "2/15"});
  CHECK(coefficient_texts(series(sinh(x) + cosh(x), x, zero, 4)) == Texts{"1", "1", "1/2", "1/6"});
  // erf: 2/sqrt(pi) is exact, as pi^(-1/2).
  Series e = series(erf(x), x, zero, 4);
  Expr c = p.integer(2) * pow(p.constant(MathConstant::Pi), p.rational(-1, 2));
  CHECK(e.coefficients[0] == zero);
  CHECK(e.coefficients[1] == c);
  CHECK(e.coefficients[2] == zero);
  CHECK(e.coefficients[3] == expand(c * p.rational(-1, 3)));
}

TEST_CASE("series through removable singularities and Laurent middles", "[series]") {
  ExprPool p;
  Expr x = p.symbol("x"), zero = p.integer(0);
  CHECK(coefficient_texts(series(sin(x) / x, x, zero, 5)) == Texts{"1", "0", "-1/6", "0", "1/120"});
  CHECK(coefficient_texts(series((exp(x) - 1) / x, x, zero, 4)) ==
        Texts{"1", "1/2", "1/6", "1/24"});
  CHECK(coefficient_texts(series(pow(sin(x), -1) - pow(x, -1), x, zero, 4)) ==
        Texts{"0", "1/6", "0", "7/360"});
  CHECK(coefficient_texts(series(x / (exp(x) - 1), x, zero, 5)) ==
        Texts{"1", "-1/2", "1/12", "0", "-1/720"}); // Bernoulli numbers
  CHECK(coefficient_texts(series(sqrt(pow(x, 4) + pow(x, 6)), x, zero, 5)) ==
        Texts{"0", "0", "1", "0", "1/2"}); // x^2 sqrt(1 + x^2)
}

TEST_CASE("series at other points keeps exact constants symbolic", "[series]") {
  ExprPool p;
  Expr x = p.symbol("x"), a = p.symbol("a");
  Series s = series(exp(x), x, p.integer(1), 3);
  Expr E = p.constant(MathConstant::E);
  CHECK(s.coefficients == std::vector<Expr>{E, E, E * p.rational(1, 2)});
  CHECK(coefficient_texts(series(log(x), x, p.integer(1), 4)) == Texts{"0", "1", "-1/2", "1/3"});
  CHECK(coefficient_texts(series(sqrt(x), x, p.integer(4), 3)) == Texts{"2", "1/4", "-1/64"});
  Series t = series(sin(x), x, p.integer(1), 3);
  CHECK(t.coefficients[0] == sin(p.integer(1)));
  CHECK(t.coefficients[1] == cos(p.integer(1)));
  CHECK(t.coefficients[2] == expand(sin(p.integer(1)) * p.rational(-1, 2)));
  // Other symbols are parameters.
  CHECK(coefficient_texts(series(exp(a * x), x, p.integer(0), 4)) ==
        Texts{"1", "a", "a^2/2", "a^3/6"});
}

TEST_CASE("Series prints its polynomial and order term", "[series]") {
  ExprPool p;
  Expr x = p.symbol("x");
  Series s = series(exp(x), x, p.integer(0), 3);
  CHECK(to_string(s) == "1 + x + x^2/2 + O(x^3)");
  CHECK(to_string(series(sin(x) / x, x, p.integer(0), 6)) == "1 - x^2/6 + x^4/120 + O(x^6)");
  CHECK(to_string(series(exp(p.symbol("a") * x) - 1, x, p.integer(0), 3)) ==
        "a*x + a^2*x^2/2 + O(x^3)");
  CHECK(to_string(series(log(x), x, p.integer(1), 3)) == "x - 1 - (x - 1)^2/2 + O((x - 1)^3)");
  CHECK(s.polynomial() == 1 + x + p.rational(1, 2) * pow(x, 2));
  CHECK(to_string(series(pow(x, 5), x, p.integer(0), 2)) == "O(x^2)");
  Series at1 = series(log(x), x, p.integer(1), 2);
  CHECK(at1.order_term() == pow(x - 1, 2));
}

namespace {

/// A random composition of the core functions that is analytic at 0 and
/// whose every derivative at 0 the canonical constructors can evaluate
/// after substitution (no removable singularities).
Expr random_analytic(ExprPool &p, const Expr &x, std::mt19937_64 &rng, int depth) {
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  if (depth == 0) {
    switch (pick(3)) {
    case 0:
      return x;
    case 1:
      return p.integer(pick(5) - 2) * x + p.rational(pick(3) + 1, 2) * pow(x, 2);
    default:
      return x - p.rational(1, 3) * pow(x, 3);
    }
  }
  Expr u = random_analytic(p, x, rng, depth - 1);
  switch (pick(16)) {
  case 0:
    return exp(u);
  case 1:
    return sin(u);
  case 2:
    return cos(u);
  case 3:
    return atan(u);
  case 4:
    return tanh(u);
  case 5:
    return sinh(u) + cosh(u / 2);
  case 6:
    return log(2 + sin(u));
  case 7:
    return pow(1 + pow(u, 2), -1);
  case 8:
    return asin(u / (2 + pow(u, 2)));
  case 9:
    return pow(1 + pow(u, 2), p.rational(1, 3));
  case 10:
    return sqrt(4 + u);
  case 11:
    return atan2(u, 2 + pow(u, 2));
  case 12:
    return u * random_analytic(p, x, rng, depth - 1);
  case 13:
    return u - random_analytic(p, x, rng, depth - 1);
  case 14:
    return erf(u);
  default:
    return pow(u, 3) + 2 * u;
  }
}

} // namespace

TEST_CASE("series coefficients are the derivatives at the point over k!", "[series]") {
  ExprPool p;
  Expr x = p.symbol("x"), zero = p.integer(0);
  constexpr int kOrder = 6;
  std::mt19937_64 rng(20261202);
  int exact_compared = 0;
  for (int trial = 0; trial < 60; ++trial) {
    Expr f = random_analytic(p, x, rng, 1 + trial % 3);
    INFO("f = " << to_string(f));
    Series s = series(f, x, zero, kOrder);
    REQUIRE(s.coefficients.size() == kOrder);
    Expr d = f;
    Rational factorial(1);
    for (int k = 0; k < kOrder; ++k) {
      if (k > 0) {
        d = diff(d, x);
        factorial *= k;
      }
      Expr reference = expand(subs(d, {{x, zero}}) * p.number(Rational(1) / factorial));
      Expr got = s.coefficients[static_cast<std::size_t>(k)];
      INFO("k = " << k << ": series " << to_string(got) << ", derivative " << to_string(reference));
      if (got->is_number() && reference->is_number()) {
        CHECK(got == reference);
        ++exact_compared;
        continue;
      }
      // Symbolic constants (log(2), acos(0), pi^(-1/2)) and diff's Float for
      // erf's 2/sqrt(pi): compare values.
      double g = evaluate(got, {}, std::span<const double>());
      double r = evaluate(reference, {}, std::span<const double>());
      CHECK(std::abs(g - r) <= 1e-9 * std::max(1.0, std::abs(r)));
    }
  }
  CHECK(exact_compared > 100); // most coefficients of these compositions are rational
}

TEST_CASE("series refuses points without a Taylor expansion, with a code", "[series][errors]") {
  ExprPool p;
  Expr x = p.symbol("x"), zero = p.integer(0), one = p.integer(1);
  CHECK(code_of([&] { series(pow(x, -1), x, zero, 4); }) == "E-SERIES-001");
  CHECK(code_of([&] { series(pow(sin(x), -2), x, zero, 3); }) == "E-SERIES-001");
  CHECK(code_of([&] { series(pow(x - 1, -1), x, one, 3); }) == "E-SERIES-001");
  CHECK(code_of([&] { series(log(x), x, zero, 3); }) == "E-SERIES-002");
  CHECK(code_of([&] { series(sqrt(x), x, zero, 3); }) == "E-SERIES-002");
  CHECK(code_of([&] { series(sqrt(pow(x, 2)), x, zero, 3); }) == "E-SERIES-002"); // |x|
  CHECK(code_of([&] { series(abs(x), x, zero, 3); }) == "E-SERIES-002");
  CHECK(code_of([&] { series(sign(x), x, zero, 3); }) == "E-SERIES-002");
  CHECK(code_of([&] { series(floor(x), x, zero, 3); }) == "E-SERIES-002");
  CHECK(code_of([&] { series(max(x, zero), x, zero, 3); }) == "E-SERIES-002");
  CHECK(code_of([&] { series(exp(pow(x, -1)), x, zero, 3); }) == "E-SERIES-002");
  CHECK(code_of([&] { series(asin(x), x, one, 3); }) == "E-SERIES-002");
  CHECK(code_of([&] { series(log(x), x, p.integer(-2), 3); }) == "E-SERIES-002");
  CHECK(code_of([&] { series(atan2(x, p.integer(-1)), x, zero, 3); }) == "E-SERIES-002");
  CHECK(code_of([&] { series(pow(x, x), x, zero, 3); }) == "E-SERIES-002");
  CHECK(code_of([&] { series(sin(x), x, x, 3); }) == "E-SERIES-003");
  CHECK(code_of([&] { series(sin(x), x, zero, 0); }) == "E-SERIES-003");
  CHECK(code_of([&] { series(sin(x), x, zero, kMaxSeriesOrder + 1); }) == "E-SERIES-003");
  CHECK(code_of([&] { series(sin(x), 2 * x, zero, 3); }) == "E-EXPR-007");
  Expr hidden_zero = pow(sin(one), 2) + pow(cos(one), 2) - 1;
  CHECK(code_of([&] { series(pow(x + hidden_zero, -1), x, zero, 2); }) == "E-SERIES-004");
  CHECK(code_of([&] { series(tan(x), x, p.constant(MathConstant::Pi) / 2, 2); }) == "E-SERIES-004");
  CHECK(code_of([&] { series(abs(x + p.symbol("a")), x, zero, 2); }) == "E-SERIES-004");
}

TEST_CASE("non-smooth functions expand where they are smooth", "[series]") {
  ExprPool p;
  Expr x = p.symbol("x"), zero = p.integer(0);
  CHECK(coefficient_texts(series(abs(x - 2), x, zero, 3)) == Texts{"2", "-1", "0"});
  CHECK(coefficient_texts(series(sign(x + 1), x, zero, 2)) == Texts{"1", "0"});
  CHECK(coefficient_texts(series(floor(x + p.rational(1, 2)), x, zero, 2)) == Texts{"0", "0"});
  CHECK(coefficient_texts(series(floor(x + p.constant(MathConstant::Pi)), x, zero, 2)) ==
        Texts{"3", "0"});
  CHECK(coefficient_texts(series(max(x, 1 + x * x), x, zero, 3)) == Texts{"1", "0", "1"});
  CHECK(coefficient_texts(series(atan2(p.integer(1), 1 + x), x, zero, 3)) ==
        Texts{"atan2(1, 1)", "-1/2", "1/4"});
}
