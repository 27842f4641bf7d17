// unittests/expr/derivatives_test.cpp - gradient, jacobian and hessian against diff.
#include "error_code.hpp"

#include <alkahest/expr.hpp>

#include <catch2/catch.hpp>

using namespace alkahest;
using alkahest::test::code_of;

TEST_CASE("gradient and jacobian are diff entry by entry, row-major", "[derivatives]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y"), z = p.symbol("z");
  Expr f = sin(x) * exp(y) + pow(z, 3) * x;
  std::vector<Expr> g = gradient(f, {x, y, z});
  REQUIRE(g.size() == 3);
  CHECK(g[0] == diff(f, x));
  CHECK(g[1] == diff(f, y));
  CHECK(g[2] == 3 * pow(z, 2) * x);

  std::vector<Expr> outputs{x * y, sin(z) + x, pow(y, 2)};
  std::vector<Expr> inputs{x, y};
  std::vector<Expr> j = jacobian(outputs, inputs);
  REQUIRE(j.size() == 6);
  for (std::size_t i = 0; i < outputs.size(); ++i)
    for (std::size_t k = 0; k < inputs.size(); ++k)
      CHECK(j[i * inputs.size() + k] == diff(outputs[i], inputs[k]));
  CHECK(j[0] == y);
  CHECK(j[5] == 2 * y);
  CHECK(jacobian({}, inputs).empty());
  CHECK(jacobian(outputs, {}).empty());
}

TEST_CASE("hessian is symmetric and equals the second derivatives", "[derivatives]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y");
  Expr f = pow(x, 3) * y + atan(x * y) + exp(x - y);
  std::vector<Expr> inputs{x, y};
  std::vector<Expr> h = hessian(f, inputs);
  REQUIRE(h.size() == 4);
  CHECK(h[0] == diff(diff(f, x), x));
  CHECK(h[1] == diff(diff(f, x), y));
  CHECK(h[1] == h[2]); // the same node, not merely equal values
  CHECK(h[3] == diff(diff(f, y), y));
  // Mixed partials taken in the other order agree in value.
  double a = evaluate(h[2], {x, y}, {0.3, -1.2});
  double b = evaluate(diff(diff(f, y), x), {x, y}, {0.3, -1.2});
  CHECK(a == Approx(b).epsilon(1e-14));
}

TEST_CASE("derivative helpers refuse non-symbols", "[derivatives][errors]") {
  ExprPool p, q;
  Expr x = p.symbol("x");
  CHECK(code_of([&] { gradient(x * x, {x + 1}); }) == "E-EXPR-007");
  CHECK(code_of([&] { hessian(x * x, {p.integer(2)}); }) == "E-EXPR-007");
  CHECK(code_of([&] { jacobian({x}, {q.symbol("x")}); }) == "E-EXPR-002");
}
