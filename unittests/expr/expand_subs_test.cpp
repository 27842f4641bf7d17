// unittests/expr/expand_subs_test.cpp - expand (distribution, powers of sums) and simultaneous substitution.
#include <alkahest/expr.hpp>
#include <alkahest/expr/parse.hpp>

#include <catch2/catch.hpp>
#include <limits>

using namespace alkahest;

namespace {
struct Fixture {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y"), z = pool.symbol("z");
  std::string ex(const char *s) { return to_string(expand(parse(pool, s))); }
};
} // namespace

TEST_CASE_METHOD(Fixture, "expand distributes and multiplies out powers of sums", "[expand]") {
  CHECK(ex("(x+y)^2") == "x^2 + 2*x*y + y^2");
  CHECK(ex("(x+1)*(x-1)") == "x^2 - 1");
  CHECK(ex("(x+1)^3*(x-1)") == "x^4 + 2*x^3 - 2*x - 1");
  CHECK(ex("2*(x+y)*(x-y)") == "2*x^2 - 2*y^2");
  CHECK(ex("(x+y)^-2") == "1/(x^2 + 2*x*y + y^2)");
  CHECK(ex("sin((x+1)^2)") == "sin(x^2 + 2*x + 1)");
  CHECK(ex("x^((y+1)*(y-1))") == "x^(y^2 - 1)");
  CHECK(ex("(x+y)^(1/2)") == "(x + y)^(1/2)");
  CHECK(ex("(x+1)^(1/2)*(x+1)^(1/2)*(x+2)") == "x^2 + 3*x + 2");
  CHECK(ex("x*(y+z)^2") == "x*y^2 + 2*x*y*z + x*z^2");
  CHECK(ex("x + y") == "x + y");
  CHECK(ex("(2*x)^3") == "8*x^3");
  // 0.5*x + 0.5*x: the Float coefficient 1.0 is not the exact 1.
  CHECK(ex("(x + 0.5)^2") == "x^2 + 1.0*x + 0.25");
}

// Fuzz finding (fuzz_expr_builder, fuzz/regressions/fuzz_expr_builder/
// expand-merged-power-exponent): multiplying out (t + z)^5 with
// t = (3^(x+y))^(8/5) merges t^5 into 3^(8*(x + y)), a product of a number
// and a sum in an exponent that one pass had already gone past, so
// expand(expand(e)) != expand(e).
TEST_CASE("expand is idempotent when multiplying out merges powers into a new exponent", "[expand]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y"), z = pool.symbol("z");
  Expr t = pow(pow(pool.integer(3), x + y), Rational(8, 5));
  Expr e = pow(t + z, 5);
  Expr once = expand(e);
  CHECK(expand(once) == once);
  CHECK(to_string(once).find("3^(8*x + 8*y)") != std::string::npos);
  // With a Float in the exponent, as the fuzzer found it.
  Expr u = pow(pow(pool.integer(3), pow(sin(x), 5) + 0.0), Rational(8, 5));
  Expr f = pow(1 / pow(u + y + z, 6), pool.real(std::numeric_limits<double>::quiet_NaN()));
  CHECK(expand(expand(f)) == expand(f));
}

TEST_CASE_METHOD(Fixture, "expand multiplies out sums to negative powers made by merging", "[expand]") {
  // (x+1)^-1 * (x+1)^-1 merges into (x+1)^-2 while multiplying out.
  Expr e = expand((pow(x + 1, -1) + y) * pow(x + 1, -1));
  CHECK(to_string(e) == "y/(x + 1) + 1/(x^2 + 2*x + 1)");
  CHECK(expand(e) == e);
  CHECK(ex("(x+y)^-1") == "1/(x + y)");
  CHECK(ex("z/(x+y)^3") == "z/(x^3 + 3*x^2*y + 3*x*y^2 + y^3)");
}

TEST_CASE_METHOD(Fixture, "expand has the multinomial coefficients", "[expand]") {
  // (x+y+z)^5: 21 terms whose coefficients sum to 3^5.
  Expr e = expand(pow(x + y + z, 5));
  REQUIRE(e.kind() == NodeKind::Add);
  CHECK(e.arity() == 21);
  Expr at_one = subs(e, {{x, pool.integer(1)}, {y, pool.integer(1)}, {z, pool.integer(1)}});
  CHECK(at_one == pool.integer(243));
  // (x+1)^10 coefficients are the binomials: the x^5 one is 252.
  Expr b = expand(pow(x + 1, 10));
  bool found = false;
  for (std::size_t i = 0; i < b.arity(); ++i)
    if (b.arg(i) == 252 * pow(x, 5)) found = true;
  CHECK(found);
  CHECK(expand(b) == b);
}

TEST_CASE_METHOD(Fixture, "expand expands a shared subexpression once and handles depth", "[expand]") {
  // A chain whose tree is exponential but whose DAG is linear.
  Expr e = x + 1;
  for (int i = 0; i < 40; ++i) e = sin(e) * sin(e) + e;
  Expr r = expand(e);
  CHECK(dag_size(r) < 400);
  Expr deep = x;
  for (int i = 0; i < 3000; ++i) deep = cos(deep + 1);
  CHECK(expand(deep) == deep);
}

TEST_CASE_METHOD(Fixture, "subs replaces symbols simultaneously and re-canonicalises", "[subs]") {
  Expr e = parse(pool, "x^2 + y");
  CHECK(to_string(subs(e, {{x, y}, {y, x}})) == "y^2 + x");
  CHECK(subs(e, {}) == e);
  CHECK(to_string(subs(parse(pool, "sin(x)*x + x"), {{x, pool.integer(0)}})) == "0");
  CHECK(to_string(subs(parse(pool, "x*y + x"), {{x, y}})) == "y^2 + y");
  CHECK(subs(parse(pool, "x/y"), {{y, x}}) == pool.integer(1));
  CHECK(to_string(subs(parse(pool, "exp(x) + 2*x*z"), {{x, pool.rational(1, 2)}})) == "z + exp(1/2)");
  CHECK(to_string(subs(parse(pool, "x + 1"), {{x, pool.real(0.5)}})) == "1.5");
  // A non-symbol key matches whole nodes only.
  CHECK(to_string(subs(parse(pool, "sin(x) + sin(x)^2"), {{sin(x), y}})) == "y^2 + y");
  // 1/y with y -> 0 divides by an exact zero.
  CHECK_THROWS_AS(subs(parse(pool, "1/y"), {{y, pool.integer(0)}}), ExprError);
  // Deep DAGs are fine.
  Expr deep = x;
  for (int i = 0; i < 4000; ++i) deep = sin(deep) + 1;
  Expr r = subs(deep, {{x, y}});
  CHECK(subs(r, {{y, x}}) == deep);
}
