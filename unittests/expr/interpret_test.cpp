// unittests/expr/interpret_test.cpp - the reference interpreter: values, IEEE rules, batch, exact,
// errors.
#include "error_code.hpp"
#include <alkahest/expr.hpp>
#include <alkahest/expr/interpret.hpp>
#include <alkahest/expr/parse.hpp>

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>

using namespace alkahest;
using alkahest::test::code_and_message_of;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

bool same_bits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }
/// Equal as the interpreter promises: bit for bit, any NaN matching any NaN.
bool same_value(double a, double b) { return (std::isnan(a) && std::isnan(b)) || same_bits(a, b); }

} // namespace

TEST_CASE("interpreter: a point in braces", "[interp]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  CHECK(evaluate(x, {x}, {1.0}) == 1.0);
  CHECK(evaluate(x * y + x, {x, y}, {2.0, 3.0}) == 8.0);
  std::vector<Expr> inputs{x, y};
  std::vector<double> point{2.0, 3.0};
  CHECK(evaluate(x - y, inputs, {2.0, 3.0}) == -1.0);
  CHECK(evaluate(x - y, {x, y}, point) == -1.0);
  CHECK(evaluate(x - y, inputs, point) == -1.0);
}

TEST_CASE("interpreter: every function gives the <cmath> value", "[interp]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  struct Case {
    const char *text;
    double (*ref)(double, double);
  };
  const Case cases[] = {
      {"sin(x)", [](double a, double) { return std::sin(a); }},
      {"cos(x)", [](double a, double) { return std::cos(a); }},
      {"tan(x)", [](double a, double) { return std::tan(a); }},
      {"exp(x)", [](double a, double) { return std::exp(a); }},
      {"log(x)", [](double a, double) { return std::log(a); }},
      {"sqrt(x)", [](double a, double) { return std::sqrt(a); }},
      {"abs(x)", [](double a, double) { return std::fabs(a); }},
      {"asin(x)", [](double a, double) { return std::asin(a); }},
      {"acos(x)", [](double a, double) { return std::acos(a); }},
      {"atan(x)", [](double a, double) { return std::atan(a); }},
      {"atan2(x, y)", [](double a, double b) { return std::atan2(a, b); }},
      {"sinh(x)", [](double a, double) { return std::sinh(a); }},
      {"cosh(x)", [](double a, double) { return std::cosh(a); }},
      {"tanh(x)", [](double a, double) { return std::tanh(a); }},
      {"erf(x)", [](double a, double) { return std::erf(a); }},
      {"floor(x)", [](double a, double) { return std::floor(a); }},
      {"ceil(x)", [](double a, double) { return std::ceil(a); }},
      {"sign(x)",
       [](double a, double) {
         return a > 0 ? 1.0 : a < 0 ? -1.0 : a == 0 ? 0.0 : kNaN;
       }},
      {"min(x, y)", [](double a, double b) { return a < b ? a : b; }},
      {"max(x, y)", [](double a, double b) { return a > b ? a : b; }},
  };
  const double xs[] = {0.3, -0.7, 2.5, -3.25, 0.0, 1e-3, 0.999};
  const double ys[] = {1.25, -2.0, 0.5, 3.0, 7.5, -1e-3, 0.1};
  for (const Case &c : cases) {
    Expr e = parse(pool, c.text);
    for (std::size_t i = 0; i < std::size(xs); ++i) {
      INFO(c.text << " at x=" << xs[i] << " y=" << ys[i]);
      CHECK(same_value(evaluate(e, {{x, xs[i]}, {y, ys[i]}}), c.ref(xs[i], ys[i])));
    }
  }
}

TEST_CASE("interpreter: sign, min and max at zeros and NaN", "[interp]") {
  CHECK(sign_value(-0.0) == 0.0);
  CHECK_FALSE(std::signbit(sign_value(-0.0)));
  CHECK(sign_value(-kInf) == -1.0);
  CHECK(std::isnan(sign_value(kNaN)));
  CHECK(std::signbit(min_value(0.0, -0.0)));
  CHECK(std::signbit(min_value(-0.0, 0.0)));
  CHECK_FALSE(std::signbit(max_value(0.0, -0.0)));
  CHECK_FALSE(std::signbit(max_value(-0.0, 0.0)));
  CHECK(std::isnan(min_value(kNaN, 1.0)));
  CHECK(std::isnan(min_value(1.0, kNaN)));
  CHECK(std::isnan(max_value(kNaN, 1.0)));
  CHECK(std::isnan(max_value(1.0, kNaN)));
  CHECK(min_value(-kInf, 3.0) == -kInf);
  CHECK(max_value(-kInf, 3.0) == 3.0);
}

TEST_CASE("interpreter: NaN and inf propagate", "[interp]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  auto at = [&](const char *text, double xv, double yv = 1.0) {
    return evaluate(parse(pool, text), {{x, xv}, {y, yv}});
  };
  CHECK(std::isnan(at("x + y", kNaN)));
  CHECK(std::isnan(at("x * y", kNaN)));
  CHECK(std::isnan(at("x^2", kNaN)));
  CHECK(std::isnan(at("sin(x)", kInf)));
  CHECK(std::isnan(at("x - y", kInf, kInf)));
  CHECK(std::isnan(at("x * y", kInf, 0.0)));
  CHECK(std::isnan(at("min(x, y)", kNaN)));
  CHECK(std::isnan(at("max(x, y)", 2.0, kNaN)));
  CHECK(std::isnan(at("sign(x)", kNaN)));
  CHECK(std::isnan(at("log(x)", -1.0)));
  CHECK(std::isnan(at("sqrt(x)", -1.0)));
  CHECK(std::isnan(at("x + nan", 1.0)));
  CHECK(at("exp(x)", kInf) == kInf);
  CHECK(at("exp(x)", -kInf) == 0.0);
  CHECK(at("log(x)", 0.0) == -kInf);
  CHECK(at("1/x", 0.0) == kInf);
  CHECK(at("1/x", -0.0) == -kInf);
  CHECK(at("x^-1", 0.0) == kInf);
  CHECK(at("x^-2", -0.0) == kInf);
  CHECK(at("x + inf", 1.0) == kInf);
  CHECK(at("x^2", 1e200) == kInf);
  CHECK(at("atan(x)", kInf) == Approx(std::acos(-1.0) / 2));
  CHECK(at("tanh(x)", -kInf) == -1.0);
  CHECK(at("erf(x)", kInf) == 1.0);
  CHECK(at("x^0.5", -kInf) == kInf); // std::pow, not sqrt (which gives NaN)
  CHECK(std::isnan(at("sqrt(x)", -kInf)));
}

TEST_CASE("interpreter: integer powers follow ipow's multiplication order", "[interp]") {
  // The documented sequence: r = x; for each lower bit from the top: r = r*r,
  // then r = r*x if the bit is set.
  auto reference = [](double x, unsigned long long m) {
    int top = 63;
    while (!((m >> top) & 1))
      --top;
    double r = x;
    for (int i = top - 1; i >= 0; --i) {
      r = r * r;
      if ((m >> i) & 1) r = r * x;
    }
    return r;
  };
  std::mt19937_64 rng(2);
  std::uniform_real_distribution<double> dist(0.5, 1.5);
  for (int trial = 0; trial < 200; ++trial) {
    double x = dist(rng);
    for (long long n = 1; n <= 70; ++n) {
      CHECK(same_bits(ipow(x, n), reference(x, static_cast<unsigned long long>(n))));
      CHECK(same_bits(ipow(x, -n), 1.0 / reference(x, static_cast<unsigned long long>(n))));
    }
  }
  double x = 1.1;
  CHECK(same_bits(ipow(x, 3), (x * x) * x));
  CHECK(same_bits(ipow(x, 4), (x * x) * (x * x)));
  CHECK(same_bits(ipow(x, 5), ((x * x) * (x * x)) * x));
  CHECK(same_bits(ipow(x, 6), ((x * x) * x) * ((x * x) * x)));
  CHECK(ipow(kNaN, 0) == 1.0);
  CHECK(ipow(0.0, -1) == kInf);
  CHECK(ipow(2.0, std::numeric_limits<long long>::min()) == 0.0);
  CHECK(ipow(-1.0, std::numeric_limits<long long>::min()) == 1.0);

  // The interpreter uses ipow for integer exponents, std::pow for others.
  ExprPool pool;
  Expr s = pool.symbol("x");
  for (double v : {1.1, -0.3, 7.25, 1e-5}) {
    for (long long n : {2LL, 3LL, 7LL, 13LL, -1LL, -2LL, -9LL}) {
      Expr e = pool.pow(s, pool.integer(n));
      CHECK(same_bits(evaluate(e, {{s, v}}), ipow(v, n)));
    }
    CHECK(same_bits(evaluate(parse(pool, "x^(1/2)"), {{s, v}}), std::pow(v, 0.5)));
    CHECK(same_bits(evaluate(parse(pool, "x^(2/3)"), {{s, v}}), std::pow(v, 2.0 / 3.0)));
    CHECK(same_bits(evaluate(parse(pool, "x^2.0"), {{s, v}}), std::pow(v, 2.0)));
    CHECK(same_bits(evaluate(parse(pool, "x^x"), {{s, v}}), std::pow(v, v)));
  }
  // x^(1/2) at -0.0 is std::pow's +0.0, not sqrt's -0.0.
  CHECK_FALSE(std::signbit(evaluate(parse(pool, "x^(1/2)"), {{s, -0.0}})));
  // An exponent beyond long long goes through std::pow of its double value.
  Expr huge = pool.pow(s, pool.integer(Integer(1) << 70));
  CHECK(
      same_bits(evaluate(huge, {{s, 1.0000000001}}), std::pow(1.0000000001, std::ldexp(1.0, 70))));
}

TEST_CASE("interpreter: constants are correctly rounded, floats exact", "[interp]") {
  ExprPool pool;
  std::vector<Expr> none;
  std::vector<double> nothing;
  CHECK(same_bits(evaluate(pool.rational(1, 3), none, nothing), 1.0 / 3.0));
  CHECK(same_bits(evaluate(pool.rational(1, 10), none, nothing), 0.1));
  CHECK(same_bits(evaluate(pool.real(-0.0), none, nothing), -0.0));
  CHECK(std::isnan(evaluate(pool.real(kNaN), none, nothing)));
}

TEST_CASE("interpreter: batch agrees with pointwise, bit for bit", "[interp]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  std::vector<Expr> inputs{x, y};
  const char *exprs[] = {
      "sin(x)*cos(y) + (x^2+y^2)/100",
      "exp(-(x-y)^2) * (sin(x)^2 + sin(x)^3) + atan2(y, x)",
      "max(x, y) - min(x, y) + sign(x*y) + abs(x) + floor(x) + ceil(y)",
      "x",
      "3/7",
      "sqrt(x^2 + 1)^3 / (1 + y^2)^(1/3)",
  };
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> dist(-4.0, 4.0);
  for (std::size_t n : {0u, 1u, 5u, 1023u, 1024u, 1025u, 3001u}) {
    std::vector<double> xs(n), ys(n);
    for (std::size_t i = 0; i < n; ++i) {
      xs[i] = dist(rng);
      ys[i] = dist(rng);
    }
    if (n > 3) {
      xs[1] = kNaN;
      ys[2] = kInf;
    }
    std::vector<std::span<const double>> cols{xs, ys};
    for (const char *text : exprs) {
      Expr e = parse(pool, text);
      std::vector<double> out = evaluate_batch(e, inputs, cols);
      REQUIRE(out.size() == n);
      for (std::size_t i = 0; i < n; ++i) {
        double point[] = {xs[i], ys[i]};
        INFO(text << " at point " << i);
        CHECK(same_value(out[i], evaluate(e, inputs, point)));
      }
    }
  }
}

TEST_CASE("interpreter: multi-output evaluation shares the DAG", "[interp]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  std::vector<Expr> inputs{x, y};
  std::vector<Expr> outputs{parse(pool, "sin(x*y)"), parse(pool, "sin(x*y)^2 + 1"), x,
                            parse(pool, "5/2"), parse(pool, "sin(x*y)")};
  std::vector<double> xs{0.5, 1.0, -2.0, 3.0}, ys{1.0, 2.0, 0.25, -1.0};
  std::vector<std::span<const double>> cols{xs, ys};
  auto result = evaluate_batch(outputs, inputs, cols);
  REQUIRE(result.size() == outputs.size());
  for (std::size_t j = 0; j < outputs.size(); ++j)
    for (std::size_t i = 0; i < xs.size(); ++i) {
      double point[] = {xs[i], ys[i]};
      CHECK(same_bits(result[j][i], evaluate(outputs[j], inputs, point)));
    }
  // The _into form writes into caller memory.
  std::vector<double> a(4), b(4);
  std::vector<std::span<double>> outs{a, b};
  std::vector<Expr> two{outputs[0], outputs[1]};
  evaluate_batch_into(two, inputs, cols, outs);
  CHECK(a == result[0]);
  CHECK(b == result[1]);
}

TEST_CASE("interpreter: exact rational evaluation", "[interp][exact]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  auto exact = [&](const char *text, Rational xv, Rational yv = 0) {
    return evaluate_exact(parse(pool, text), {{x, xv}, {y, yv}});
  };
  CHECK(exact("(x^2 + 1)/3", Rational(1, 2)) == Rational(5, 12));
  CHECK(exact("x^-3", Rational(2, 3)) == Rational(27, 8));
  CHECK(exact("x^-3", Rational(-2, 3)) == Rational(-27, 8));
  CHECK(exact("x^0", 0) == 1);
  CHECK(exact("x^y", 2, 10) == 1024);
  CHECK(exact("x^y", Rational(1, 2), -2) == 4);
  CHECK(exact("x^100", 3) == Rational(pow(Integer(3), 100)));
  CHECK(exact("abs(x) + sign(y)", Rational(-7, 3), Rational(-1, 9)) == Rational(4, 3));
  CHECK(exact("sign(x)", 0) == 0);
  CHECK(exact("floor(x)", Rational(-7, 2)) == -4);
  CHECK(exact("ceil(x)", Rational(-7, 2)) == -3);
  CHECK(exact("floor(x)", Rational(7, 2)) == 3);
  CHECK(exact("ceil(x)", Rational(7, 2)) == 4);
  CHECK(exact("floor(x) + ceil(x)", 5) == 10);
  CHECK(exact("min(x, y)", Rational(1, 3), Rational(1, 4)) == Rational(1, 4));
  CHECK(exact("max(x, y)", Rational(1, 3), Rational(1, 4)) == Rational(1, 3));
  CHECK(exact("(-1)^y", 0, Rational(Integer(1) << 80)) == 1);
  CHECK(exact("x - x*y + y/x", 3, 5) == Rational(3 - 15) + Rational(5, 3));
  CHECK(exact("123456789012345678901234567890 / x", 10) ==
        Rational(Integer("12345678901234567890123456789")));
  // Matches the double interpreter where doubles are exact.
  Expr e = parse(pool, "(x^3 - 2*x)/4 + max(x, 1/2)");
  CHECK(to_double(evaluate_exact(e, {{x, Rational(3, 2)}})) == evaluate(e, {{x, 1.5}}));
}

TEST_CASE("interpreter: exact evaluation refuses what is not exact", "[interp][exact]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  auto err = [&](const char *text, Rational xv = 2, Rational yv = 1) {
    return code_and_message_of([&] { evaluate_exact(parse(pool, text), {{x, xv}, {y, yv}}); });
  };
  CHECK_THAT(err("sin(x)"), Catch::StartsWith("E-EVAL-004") && Catch::Contains("'sin(x)'"));
  CHECK_THAT(err("x + 1.5"), Catch::StartsWith("E-EVAL-004") && Catch::Contains("1.5"));
  CHECK_THAT(err("sqrt(x)"), Catch::StartsWith("E-EVAL-004") && Catch::Contains("sqrt"));
  CHECK_THAT(err("atan2(x, y)"), Catch::StartsWith("E-EVAL-004") && Catch::Contains("atan2"));
  CHECK_THAT(err("x^(1/2)"), Catch::StartsWith("E-EVAL-004"));
  CHECK_THAT(err("x^y", 2, Rational(1, 2)), Catch::StartsWith("E-EVAL-004"));
  CHECK_THAT(err("x^-1", 0), Catch::StartsWith("E-EXPR-005"));
  CHECK_THAT(err("(x - y)^-2", 1, 1), Catch::StartsWith("E-EXPR-005"));
  CHECK_THAT(err("x + z"), Catch::StartsWith("E-EVAL-001") && Catch::Contains("'z'"));
}

// Fuzz finding (fuzz_expr_builder, out of memory): exact values were capped
// only in powers, at 2^32 bits, so one call could allocate gigabytes. Now
// every intermediate value is capped at 2^26 bits (E-EVAL-007).
TEST_CASE("interpreter: exact values are capped at 2^26 bits", "[interp][exact][limits]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  auto err = [&](const Expr &e, Rational xv = 3, Rational yv = 1) {
    return code_and_message_of([&] { evaluate_exact(e, {{x, xv}, {y, yv}}); });
  };
  CHECK_THAT(err(pow(x, y), 3, Rational(Integer(1) << 40)), Catch::StartsWith("E-EVAL-007"));
  CHECK_THAT(err(pow(x, 100000000)),
             Catch::StartsWith("E-EVAL-007") && Catch::Contains("x^100000000"));
  // 3^(2^20) is 1.7 M bits; every e * (e + 1) doubles it: the sixth level
  // passes 2^26 bits inside a product, which is refused, not computed on.
  Expr e = pow(x, 1 << 20);
  for (int level = 0; level < 5; ++level)
    e = e * (e + 1);
  CHECK(interp_detail::exact_bits(evaluate_exact(e, {{x, Rational(3)}})) > (std::size_t{1} << 25));
  CHECK_THAT(err(e * (e + 1)), Catch::StartsWith("E-EVAL-007"));
  // Small values still evaluate; 1 and -1 to any power are not refused.
  CHECK(evaluate_exact(pow(x, y), {{x, Rational(-1)}, {y, Rational(Integer(1) << 40)}}) == 1);
  CHECK(evaluate_exact(pow(x, 1000), {{x, Rational(2)}}) == Rational(Integer(1) << 1000));
}

TEST_CASE("interpreter: every E-EVAL error, raised before any output is written",
          "[interp][errors]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  Expr e = parse(pool, "x*y + 1");
  std::vector<double> xs{1, 2, 3}, ys{4, 5, 6}, short_col{1, 2};
  std::vector<double> out(3, -7.0);
  auto batch = [&](std::vector<Expr> inputs, std::vector<std::span<const double>> cols,
                   std::span<double> o) {
    return code_and_message_of([&] { evaluate_batch_into(e, inputs, cols, o); });
  };
  // E-EVAL-001: the unbound symbol is named.
  CHECK_THAT(batch({x}, {xs}, out), Catch::StartsWith("E-EVAL-001") && Catch::Contains("'y'"));
  CHECK_THAT(code_and_message_of([&] {
               evaluate(e, {{x, 1.0}});
             }),
             Catch::StartsWith("E-EVAL-001") && Catch::Contains("'y'"));
  // E-EVAL-002: one column per input.
  CHECK_THAT(batch({x, y}, {xs}, out), Catch::StartsWith("E-EVAL-002"));
  CHECK_THAT(batch({x}, {xs, ys}, out), Catch::StartsWith("E-EVAL-002"));
  std::vector<Expr> two{x, y};
  double one_value[] = {1.0};
  CHECK_THAT(code_and_message_of([&] { evaluate(e, two, one_value); }),
             Catch::StartsWith("E-EVAL-002"));
  // E-EVAL-003: ragged columns, or an output of another length.
  CHECK_THAT(batch({x, y}, {xs, short_col}, out), Catch::StartsWith("E-EVAL-003"));
  std::vector<double> short_out(2);
  CHECK_THAT(batch({x, y}, {xs, ys}, short_out), Catch::StartsWith("E-EVAL-003"));
  // E-EVAL-005: an input twice.
  CHECK_THAT(batch({x, x}, {xs, ys}, out),
             Catch::StartsWith("E-EVAL-005") && Catch::Contains("'x'"));
  // E-EVAL-006: an input that is not a symbol.
  CHECK_THAT(batch({x, parse(pool, "y + 1")}, {xs, ys}, out), Catch::StartsWith("E-EVAL-006"));
  // None of the refused calls wrote anything.
  CHECK(out == std::vector<double>(3, -7.0));
  // Exact: unbound, count and duplicates too.
  std::vector<Rational> q{Rational(1)};
  CHECK_THAT(code_and_message_of([&] { evaluate_exact(e, two, q); }),
             Catch::StartsWith("E-EVAL-002"));
  CHECK_THAT(code_and_message_of([&] {
               evaluate_exact(e, {{x, 1}, {x, 2}});
             }),
             Catch::StartsWith("E-EVAL-005"));
  // And the good call works.
  CHECK(batch({x, y}, {xs, ys}, out) == "(nothing raised)");
  CHECK(out == std::vector<double>{5, 11, 19});
  // A symbol of the same name from another pool does not bind.
  ExprPool other;
  Expr other_y = other.symbol("y");
  CHECK_THAT(code_and_message_of([&] {
               evaluate(e, {{x, 1.0}, {other_y, 2.0}});
             }),
             Catch::StartsWith("E-EVAL-001") && Catch::Contains("another ExprPool"));
  // Extra inputs that the expression does not use are fine.
  CHECK(evaluate(e, {{x, 2.0}, {y, 3.0}, {pool.symbol("z"), 9.0}}) == 7.0);
}

TEST_CASE("interpreter: with no inputs the output's length is the point count", "[interp]") {
  ExprPool pool;
  Expr c = parse(pool, "sin(1/3) + 2");
  std::vector<double> out(5, 0.0);
  evaluate_batch_into(c, {}, {}, out);
  for (double v : out)
    CHECK(same_bits(v, std::sin(1.0 / 3.0) + 2.0));
  CHECK(evaluate_batch(c, {}, {}).empty());
}

TEST_CASE("interpreter: deep DAGs evaluate without recursion", "[interp]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  Expr e = x;
  for (int i = 0; i < 5000; ++i)
    e = pool.call(Func::Sin, {e});
  double v = 0.5;
  for (int i = 0; i < 5000; ++i)
    v = std::sin(v);
  CHECK(same_bits(evaluate(e, {{x, 0.5}}), v));
}

TEST_CASE("integer exponents beyond 2^63 - 1 keep their parity", "[interp][pow]") {
  ExprPool p;
  Expr x = p.symbol("x");
  std::vector<Expr> in = {x};
  auto at = [&](const Expr &e, double v) { return evaluate(e, in, std::vector<double>{v}); };
  Expr odd = pow(x, p.integer((Integer(1) << 64) + 1));
  Expr even = pow(x, p.integer(Integer(1) << 64));
  Expr odd_negative = pow(x, p.integer(-((Integer(1) << 64) + 1)));
  CHECK(at(odd, -1.0) == -1.0);
  CHECK(at(even, -1.0) == 1.0);
  CHECK(at(odd, -2.0) == -kInf);
  CHECK(at(even, -2.0) == kInf);
  CHECK(at(odd, 0.5) == 0.0);
  CHECK(same_bits(at(odd, -0.5), -0.0));
  CHECK(same_bits(at(odd, -0.0), -0.0));
  CHECK(at(odd_negative, -0.0) == -kInf);
  CHECK(at(odd_negative, -1.0) == -1.0);
  CHECK(std::isnan(at(odd, kNaN)));
  // The folded form of a Float base follows the same rule.
  Expr folded = parse(p, "(-2.0)^(10^20+1)");
  REQUIRE(folded.kind() == NodeKind::Float);
  CHECK(folded.node()->real() == -kInf);
  CHECK(parse(p, "(-1.0)^(2^64+1)").node()->real() == -1.0);
  CHECK(parse(p, "(-1.0)^(2^64)").node()->real() == 1.0);
  // Exact evaluation agrees on the sign.
  CHECK(evaluate_exact(odd, {{x, Rational(-1)}}) == -1);
}
