// unittests/expr/canonical_test.cpp - every canonical-form rule, checked through its printed
// result.
#include "error_code.hpp"
#include <alkahest/expr.hpp>

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

using namespace alkahest;
using alkahest::test::code_of;

namespace {

struct Fixture {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y"), z = pool.symbol("z");
  Expr n(long long v) { return pool.integer(v); }
  Expr q(long long a, long long b) { return pool.rational(a, b); }
  Expr f(double v) { return pool.real(v); }
};

} // namespace

TEST_CASE_METHOD(Fixture, "sums flatten, fold numbers exactly and collect like terms",
                 "[canonical]") {
  CHECK(to_string(2 * x + 3 * x) == "5*x");
  CHECK(to_string(q(1, 3) + q(1, 6)) == "1/2");
  CHECK(to_string(x + 0) == "x");
  CHECK(to_string((x + y) + (z + x)) == "2*x + y + z");
  CHECK(to_string(x + 1 + 2) == "x + 3");
  CHECK(to_string(x - x) == "0");
  CHECK(to_string(2 * x * y - y * x * 2) == "0");
  CHECK(to_string(q(1, 2) * x + q(1, 3) * x) == "5*x/6");
  CHECK(to_string(pool.add({x})) == "x");
  CHECK(to_string(pool.add({})) == "0");
  CHECK(to_string(2 * (x + y) + 3 * (x + y)) == "5*(x + y)");
  CHECK((x + y).kind() == NodeKind::Add);
  CHECK((x + y).arity() == 2);
  // Flattening: an Add never has an Add argument; the number comes first.
  Expr s = 1 + (x + (y + (z + 2)));
  REQUIRE(s.kind() == NodeKind::Add);
  CHECK(s.arity() == 4);
  CHECK(s.arg(0) == n(3));
  for (std::size_t i = 0; i < s.arity(); ++i)
    CHECK(s.arg(i).kind() != NodeKind::Add);
}

// Fuzz finding (fuzz_expr_builder, fuzz/regressions/fuzz_expr_builder/nested-add):
// 3*(x^x + 115) - 2*(x^x + 115) + 2 kept the sum x^x + 115 as one term, so
// the result printed as "x^x + 115 + 2" and read back as x^x + 117.
TEST_CASE_METHOD(Fixture, "a sum whose coefficient cancels to 1 joins the outer sum",
                 "[canonical]") {
  Expr a = pow(x, x) + 115;
  Expr s = pool.add({3 * a, -2 * a, n(2)});
  CHECK(s == pow(x, x) + 117);
  CHECK(to_string(s) == "x^x + 117");
  for (std::size_t i = 0; i < s.arity(); ++i)
    CHECK(s.arg(i).kind() != NodeKind::Add);
  CHECK(parse(pool, to_string(s)) == s);
  // The spilled terms merge with the others, and nested cancellations too.
  CHECK(2 * (x + y) - (x + y) + x == 2 * x + y);
  Expr b = 3 * (x + 4 * (y + z)) - 2 * (x + 4 * (y + z)) - 3 * (y + z);
  CHECK(b == x + y + z);
}

TEST_CASE_METHOD(Fixture, "a Float absorbs the numbers it meets", "[canonical]") {
  CHECK(f(2.5) + 1 == f(3.5));
  CHECK(to_string(f(2.5) + 1) == "3.5");
  CHECK(to_string(x + 2.5 + q(1, 2)) == "x + 3.0");
  CHECK(to_string(2.5 * x + x) == "3.5*x");
  CHECK(to_string(f(2.0) * 3) == "6.0");
  CHECK(to_string(f(0.5) * q(1, 3)) == float_text(0.5 * (1.0 / 3.0)));
  // Float zeros are not exact zeros: IEEE semantics are kept.
  CHECK(to_string(x + 0.0) == "x + 0.0");
  CHECK(to_string(x * 0.0) == "0.0*x");
  CHECK(to_string(2.5 * x - 2.5 * x) == "0.0*x");
  // An exact zero factor wins, even against a Float.
  CHECK(x * 0 == n(0));
  CHECK(f(2.5) * 0 == n(0));
  // Folding is independent of operand order.
  Expr a = pool.add({f(0.1), f(0.2), f(0.3), x});
  Expr b = pool.add({f(0.3), x, f(0.2), f(0.1)});
  CHECK(a == b);
}

TEST_CASE_METHOD(Fixture, "products flatten, fold, collect powers and sort", "[canonical]") {
  CHECK(to_string(x * x) == "x^2");
  CHECK(to_string(x * 1) == "x");
  CHECK(to_string(x * 0) == "0");
  CHECK(to_string(pow(x, 2) * pow(x, 3)) == "x^5");
  CHECK(to_string(pow(x, y) * pow(x, z)) == "x^(y + z)");
  CHECK(to_string(pow(x, q(1, 2)) * pow(x, q(1, 2))) == "x");
  CHECK(to_string(x / x) == "1");
  CHECK(to_string(y * 3 * x * 2) == "6*x*y");
  CHECK(to_string(pool.mul({x})) == "x");
  CHECK(to_string(pool.mul({})) == "1");
  CHECK(to_string(pow(n(2), q(1, 2)) * pow(n(2), q(1, 2))) == "2");
  CHECK(to_string(pow(x + y, q(1, 2)) * pow(x + y, q(1, 2)) * x) == "x*(x + y)");
  // (x*y)^(1/2) twice is x*y, which then merges with the other x.
  CHECK(to_string(pow(x * y, q(1, 2)) * pow(x * y, q(1, 2)) * x) == "x^2*y");
  // Coefficient first, powers next to their base.
  Expr m = y * pow(x, 2) * 5 * z;
  REQUIRE(m.kind() == NodeKind::Mul);
  CHECK(m.arg(0) == n(5));
  CHECK(to_string(m) == "5*x^2*y*z");
  // Sums inside products are not distributed.
  CHECK(to_string(2 * (x + y)) == "2*(x + y)");
}

TEST_CASE_METHOD(Fixture, "powers fold exactly and apply only the safe rules", "[canonical]") {
  CHECK(pow(n(2), 10) == n(1024));
  CHECK(pow(q(2, 3), -2) == q(9, 4));
  CHECK(pow(n(-2), 3) == n(-8));
  CHECK(pow(n(-1), -7) == n(-1));
  CHECK(to_string(pow(n(2), q(1, 2))) == "2^(1/2)");
  CHECK(to_string(pow(n(4), q(1, 2))) == "4^(1/2)");
  CHECK(pow(x, 0) == n(1));
  CHECK(pow(n(0), 0) == n(1));
  CHECK(pow(x, 1) == x);
  CHECK(pow(n(1), x) == n(1));
  CHECK(pow(n(0), 3) == n(0));
  CHECK(to_string(pow(n(0), x)) == "0^x");
  CHECK(to_string(pow(pow(x, 2), 3)) == "x^6");
  CHECK(to_string(pow(pow(x, q(1, 2)), 2)) == "x");
  CHECK(to_string(pow(pow(x, 2), q(1, 2))) == "(x^2)^(1/2)");
  CHECK(to_string(pow(pow(x, y), -1)) == "x^(-y)");
  CHECK(to_string(pow(x * y, 3)) == "x^3*y^3");
  CHECK(to_string(pow(2 * x, -2)) == "1/(4*x^2)");
  CHECK(to_string(pow(x * y, q(1, 2))) == "(x*y)^(1/2)");
  CHECK(to_string(pow(x + y, 2)) == "(x + y)^2");
  CHECK(pow(f(2.0), 3) == f(8.0));
  CHECK(pow(n(2), f(0.5)) == f(std::pow(2.0, 0.5)));
  CHECK(pow(f(2.0), q(1, 2)) == f(std::pow(2.0, 0.5)));
  CHECK(to_string(pow(f(2.5), x)) == "2.5^x");
  // Integer powers are folded but not without bound.
  CHECK(pow(n(3), 1000).kind() == NodeKind::Number);
  CHECK(pow(n(3), pool.integer(Integer(1) << 40)).kind() == NodeKind::Pow);
}

TEST_CASE_METHOD(Fixture, "exact division by zero raises E-EXPR-005", "[canonical][errors]") {
  CHECK(code_of([&] { (void)(x / 0); }) == "E-EXPR-005");
  CHECK(code_of([&] { (void)pow(n(0), -1); }) == "E-EXPR-005");
  CHECK(code_of([&] { (void)pow(n(0), q(-1, 2)); }) == "E-EXPR-005");
  CHECK(code_of([&] { (void)(x / (y - y)); }) == "E-EXPR-005");
  CHECK(code_of([&] { (void)pool.rational(1, 0); }) == "E-EXPR-005");
  // Float zeros divide by IEEE rules.
  CHECK(f(1.0) / f(0.0) == f(std::numeric_limits<double>::infinity()));
}

TEST_CASE_METHOD(Fixture, "mixing pools or empty handles raises E-EXPR-002 / E-EXPR-003",
                 "[canonical][errors]") {
  ExprPool other;
  Expr u = other.symbol("x");
  Expr empty;
  CHECK(code_of([&] { (void)(x + u); }) == "E-EXPR-002");
  CHECK(code_of([&] { (void)pool.add({x, u}); }) == "E-EXPR-002");
  CHECK(code_of([&] { (void)pool.mul({u}); }) == "E-EXPR-002");
  CHECK(code_of([&] { (void)pool.pow(x, u); }) == "E-EXPR-002");
  CHECK(code_of([&] { (void)pool.call(Func::Sin, {u}); }) == "E-EXPR-002");
  CHECK(code_of([&] { (void)subs(x, {{x, u}}); }) == "E-EXPR-002");
  CHECK(code_of([&] { (void)diff(x, u); }) == "E-EXPR-002");
  CHECK(code_of([&] { (void)(x * empty); }) == "E-EXPR-003");
  CHECK(code_of([&] { (void)pool.add({empty}); }) == "E-EXPR-003");
  CHECK(code_of([&] { (void)to_string(empty); }) == "E-EXPR-003");
  CHECK(code_of([&] { (void)(-empty); }) == "E-EXPR-003");
}

TEST_CASE_METHOD(Fixture, "calls check arity and fold only the documented exact cases",
                 "[canonical]") {
  CHECK(code_of([&] { (void)pool.call(Func::Sin, {x, y}); }) == "E-EXPR-004");
  CHECK(code_of([&] { (void)pool.call(Func::Atan2, {x}); }) == "E-EXPR-004");
  CHECK(code_of([&] { (void)pool.call(Func::Min, {}); }) == "E-EXPR-004");
  CHECK(abs(n(-3)) == n(3));
  CHECK(abs(q(-1, 3)) == q(1, 3));
  CHECK(sign(q(-7, 2)) == n(-1));
  CHECK(sign(n(0)) == n(0));
  CHECK(sign(n(5)) == n(1));
  CHECK(floor(q(7, 2)) == n(3));
  CHECK(floor(q(-7, 2)) == n(-4));
  CHECK(ceil(q(7, 2)) == n(4));
  CHECK(ceil(q(-7, 2)) == n(-3));
  CHECK(floor(n(-4)) == n(-4));
  CHECK(min(n(2), q(5, 2)) == n(2));
  CHECK(max(n(2), q(5, 2)) == q(5, 2));
  CHECK(sqrt(q(4, 9)) == q(2, 3));
  CHECK(to_string(sqrt(n(2))) == "sqrt(2)");
  CHECK(to_string(sqrt(n(-4))) == "sqrt(-4)");
  CHECK(sin(n(0)) == n(0));
  CHECK(cos(n(0)) == n(1));
  CHECK(exp(n(0)) == n(1));
  CHECK(log(n(1)) == n(0));
  CHECK(tan(n(0)) == n(0));
  CHECK(cosh(n(0)) == n(1));
  CHECK(erf(n(0)) == n(0));
  CHECK(acos(n(1)) == n(0));
  CHECK(atan2(n(0), n(3)) == n(0));
  CHECK(to_string(atan2(n(0), n(-3))) == "atan2(0, -3)");
  CHECK(to_string(sin(n(1))) == "sin(1)");
  CHECK(to_string(exp(n(1))) == "E"); // exp(1) is the constant E (constants_test.cpp)
  CHECK(to_string(exp(n(2))) == "exp(2)");
  CHECK(to_string(log(n(2))) == "log(2)");
  CHECK(to_string(sin(x)) == "sin(x)");
}

TEST_CASE_METHOD(Fixture, "calls of Float arguments fold with the interpreter's semantics",
                 "[canonical]") {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  CHECK(sin(f(1.0)) == f(std::sin(1.0)));
  CHECK(atan2(f(1.0), 2) == f(std::atan2(1.0, 2.0)));
  CHECK(erf(f(0.5)) == f(std::erf(0.5)));
  CHECK(sign(f(-3.5)) == f(-1.0));
  CHECK(sign(f(-0.0)) == f(0.0));
  CHECK(sign(f(nan)) == f(nan));
  CHECK(min(f(nan), 1) == f(nan));
  CHECK(max(f(1.0), f(nan)) == f(nan));
  CHECK(min(f(0.0), f(-0.0)) == f(-0.0));
  CHECK(max(f(-0.0), f(0.0)) == f(0.0));
  CHECK(min(f(2.0), 1) == f(1.0));
  // NaNs from folding are the one quiet NaN that `nan` parses to.
  CHECK(log(f(-1.0)) == f(nan));
  CHECK(sqrt(f(-1.0)) == f(nan));
}

TEST_CASE_METHOD(Fixture, "the structural order is a total order independent of creation",
                 "[canonical][order]") {
  CHECK(compare(x, x) == 0);
  CHECK(compare(n(1), x) < 0);
  CHECK(compare(f(1.0), x) < 0);
  CHECK(compare(n(5), f(1.0)) < 0);
  CHECK(compare(x, y) < 0);
  CHECK(compare(x, pow(x, 2)) < 0);
  CHECK(compare(pow(x, 2), pow(x, 3)) < 0);
  CHECK(compare(pow(x, 3), y) < 0);
  CHECK(compare(y, sin(x)) < 0);
  CHECK(compare(f(-0.0), f(0.0)) < 0);
  // Two pools that create the same nodes in opposite orders sort the same.
  ExprPool p1, p2;
  Expr a1 = p1.symbol("a"), b1 = p1.symbol("b");
  Expr b2 = p2.symbol("b"), a2 = p2.symbol("a");
  CHECK(to_string(b1 * sin(a1) + a1) == to_string(a2 + sin(a2) * b2));
  CHECK(compare(sin(a1) + b1, sin(b1)) == compare(sin(a2) + b2, sin(b2)));
  // Deep nodes compare without recursion.
  Expr deep1 = x, deep2 = x;
  for (int i = 0; i < 5000; ++i) {
    deep1 = sin(deep1);
    deep2 = sin(deep2 + (i == 0 ? 1 : 0));
  }
  CHECK(compare(deep1, deep2) < 0);
  CHECK(compare(deep2, deep1) > 0);
}

TEST_CASE_METHOD(Fixture, "canonical nodes rebuild to themselves", "[canonical]") {
  for (Expr e :
       {2 * x + 3 * y, x * pow(y, -2), pow(x + y, q(1, 3)), sin(x) * cos(x), 2.5 * x - y,
        pow(n(2), q(1, 2)) * 3, x * pow(x * y, q(1, 2)), atan2(y, x), pool.add({f(0.0), x})}) {
    std::vector<Expr> args;
    for (std::size_t i = 0; i < e.arity(); ++i)
      args.push_back(e.arg(i));
    CHECK(rebuild(pool, e.node(), args) == e);
  }
}
