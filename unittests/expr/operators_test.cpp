// unittests/expr/operators_test.cpp - C++ operators and functions on Expr, mixing with scalars.
#include <alkahest/expr.hpp>

#include <catch2/catch.hpp>

using namespace alkahest;

TEST_CASE("operators build the canonical constructors' results", "[operators]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  Expr minus_one = pool.integer(-1);
  CHECK(x - y == pool.add({x, pool.mul({minus_one, y})}));
  CHECK(x / y == pool.mul({x, pool.pow(y, minus_one)}));
  CHECK(-x == pool.mul({minus_one, x}));
  CHECK(+x == x);
  CHECK(-(-x) == x);
  CHECK(pow(x, 3) == pool.pow(x, pool.integer(3)));
  CHECK(pow(x, y) == pool.pow(x, y));
  CHECK(sin(x) == pool.call(Func::Sin, {x}));
  CHECK(atan2(y, x) == pool.call(Func::Atan2, {y, x}));
  CHECK(min(x, y) == pool.call(Func::Min, {x, y}));
  CHECK(max(x, y) == pool.call(Func::Max, {x, y}));
  Expr e = x;
  e += y;
  e *= 2;
  e -= 2 * y;
  CHECK(to_string(e) == "-2*y + 2*(x + y)"); // no distribution without expand
  e = expand(e) / x;
  CHECK(e == pool.integer(2));
  e += 1;
  e -= 0.5;
  e *= Rational(2);
  e /= 5;
  CHECK(e == pool.real(1.0));
}

TEST_CASE("scalars mix on either side", "[operators]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  CHECK(to_string(x + 1) == "x + 1");
  CHECK(to_string(1 + x) == "x + 1");
  CHECK(to_string(x + 2LL) == "x + 2");
  CHECK(to_string(2u * x) == "2*x");
  CHECK(to_string(x * 0.5) == "0.5*x");
  CHECK(to_string(0.5f * x) == "0.5*x");
  CHECK(to_string(Rational(1, 3) * x) == "x/3");
  CHECK(to_string(x / Rational(3, 2)) == "2*x/3");
  CHECK(to_string(1 / x) == "1/x");
  CHECK(to_string(2 - x) == "-x + 2");
  CHECK(to_string(x - 2.5) == "x - 2.5");
  CHECK(to_string(pow(x, 0.5)) == "x^0.5");
  CHECK(to_string(pow(2, x)) == "2^x");
  CHECK(to_string(pow(x, Rational(1, 2))) == "x^(1/2)");
  CHECK(to_string(min(x, 3)) == "min(x, 3)");
  CHECK(to_string(max(2.5, x)) == "max(2.5, x)");
  CHECK(to_string(atan2(1, x)) == "atan2(1, x)");
  CHECK(to_string(x * Integer(7)) == "7*x");
}

TEST_CASE("every function has its free function", "[operators]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  Expr built[] = {sin(x), cos(x), tan(x), exp(x), log(x), sqrt(x), abs(x),
                  asin(x), acos(x), atan(x), atan2(x, x), sinh(x), cosh(x), tanh(x),
                  erf(x), floor(x), ceil(x), sign(x), min(x, x), max(x, x)};
  REQUIRE(std::size(built) == std::size(kAllFuncs));
  for (std::size_t i = 0; i < std::size(built); ++i) {
    REQUIRE(built[i].kind() == NodeKind::Call);
    CHECK(built[i]->func() == kAllFuncs[i]);
  }
}

// Compile-time: which C++ types mix with Expr.
static_assert(ExprScalar<int> && ExprScalar<long long> && ExprScalar<unsigned> && ExprScalar<double> &&
              ExprScalar<float> && ExprScalar<Rational> && ExprScalar<Integer>);
static_assert(!ExprScalar<bool> && !ExprScalar<char> && !ExprScalar<const char *> && !ExprScalar<std::string>);
