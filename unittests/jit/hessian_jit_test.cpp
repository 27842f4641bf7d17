// unittests/jit/hessian_jit_test.cpp - compiled Hessians and Jacobians against the interpreter.
#include <alkahest/expr.hpp>
#include <alkahest/jit.hpp>

#include <catch2/catch.hpp>

#include <cmath>

using namespace alkahest;

namespace {

/// Every output of the compiled matrix against the interpreter at a few points.
void check_compiled(const std::vector<Expr> &matrix, const std::vector<Expr> &inputs,
                    const std::vector<std::vector<double>> &points) {
  CompiledFn f = compile_expr(matrix, inputs);
  REQUIRE(f.n_outputs() == matrix.size());
  std::vector<double> out(matrix.size());
  for (const std::vector<double> &point : points) {
    f.call_into(point, out);
    for (std::size_t j = 0; j < matrix.size(); ++j) {
      double reference = evaluate(matrix[j], inputs, point);
      INFO("entry " << j << ": " << to_string(matrix[j]));
      CHECK(out[j] == Approx(reference).epsilon(1e-12).margin(1e-300));
    }
  }
}

} // namespace

TEST_CASE("a compiled Hessian matches the interpreter", "[jit][derivatives]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y"), z = p.symbol("z");
  // A Rosenbrock-like objective with transcendental terms.
  Expr f = 100 * pow(y - pow(x, 2), 2) + pow(1 - x, 2) + sin(x * z) * exp(-pow(y, 2)) +
           log(1 + pow(z, 2));
  std::vector<Expr> inputs{x, y, z};
  std::vector<Expr> h = hessian(f, inputs);
  REQUIRE(h.size() == 9);
  check_compiled(h, inputs, {{0.5, -1.25, 2.0}, {-1.5, 0.75, 0.1}, {1.0, 1.0, 1.0}});
  // The compiled matrix is symmetric to the bit: the mirrored entries are one node.
  CompiledFn c = compile_expr(h, inputs);
  std::vector<double> out(9);
  c.call_into(std::vector<double>{0.3, 0.7, -0.2}, out);
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      CHECK(out[static_cast<std::size_t>(i * 3 + j)] == out[static_cast<std::size_t>(j * 3 + i)]);
}

TEST_CASE("a compiled Jacobian and gradient match the interpreter", "[jit][derivatives]") {
  ExprPool p;
  Expr r = p.symbol("r"), t = p.symbol("t");
  // Polar to Cartesian, and a scalar field's gradient.
  std::vector<Expr> j = jacobian({r * cos(t), r * sin(t)}, {r, t});
  check_compiled(j, {r, t}, {{2.0, 0.3}, {0.5, -2.0}});
  std::vector<Expr> g = gradient(atan2(t, r) * sqrt(1 + pow(r, 2)), {r, t});
  check_compiled(g, {r, t}, {{2.0, 0.3}, {0.5, -2.0}});
}
