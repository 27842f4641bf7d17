// unittests/consumer/expr_consumer.cpp - uses only the header-only core.
#include <alkahest/expr.hpp>

#include <cmath>
#include <cstdio>

int main() {
  alkahest::ExprPool pool;
  alkahest::Expr e = alkahest::parse(pool, "sin(x)*cos(y) + (x^2+y^2)/100");
  alkahest::Expr inputs[] = {pool.symbol("x"), pool.symbol("y")};
  double point[] = {1.5, 2.0};
  double got = alkahest::evaluate(e, inputs, point);
  double want = std::sin(1.5) * std::cos(2.0) + (1.5 * 1.5 + 2.0 * 2.0) / 100;
  std::printf("%s at (1.5, 2) = %.17g\n", alkahest::to_string(e).c_str(), got);
  return std::fabs(got - want) <= 1e-15 ? 0 : 1;
}
