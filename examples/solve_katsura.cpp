// examples/solve_katsura.cpp - katsura3: its Groebner basis over Q, the report, and the real solutions.
#include <alkahest/expr.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/poly.hpp>
#include <alkahest/solve.hpp>

#include <fmt/format.h>

#include <cmath>

int main() {
  using namespace alkahest;
  // msolve's format: variables, characteristic (0 = Q), polynomials.
  constexpr const char *katsura3 = R"(x0,x1,x2,x3
0
x0+2*x1+2*x2+2*x3-1,
x0^2+2*x1^2+2*x2^2+2*x3^2-x0,
2*x0*x1+2*x1*x2+2*x2*x3-x1,
x1^2+2*x0*x2+2*x1*x3-x2
)";
  PolySystem system = parse_msolve(katsura3);
  GroebnerBasis gb = GroebnerBasis::compute(system, MonomialOrder::grevlex());
  fmt::print("basis: {}\n{}\n", gb.summary(), gb.to_msolve());
  const GroebnerReport &r = gb.report();
  fmt::print("report: {} primes ({} unlucky, {} for verification), coefficients up to {} bits, "
             "{:.1f} ms, guarantee {}\n",
             r.primes_used, r.primes_unlucky, r.primes_verification, r.coefficient_bits, r.seconds * 1e3,
             guarantee_name(r.guarantee));
  if (gb.dimension() != 0) return 1;

  SolveResult s = solve(gb);
  fmt::print("{} distinct complex solutions, {} real:\n", s.distinct, s.real.size());
  // Check every real solution by plugging it into the generators.
  ExprPool pool;
  std::vector<Expr> vars;
  for (const auto &v : s.variables) vars.push_back(pool.symbol(v));
  double worst = 0;
  for (const RealSolution &sol : s.real) {
    std::vector<double> p = sol.approx();
    fmt::print("  ({:+.15f}, {:+.15f}, {:+.15f}, {:+.15f})\n", p[0], p[1], p[2], p[3]);
    for (const PolyQ &g : system.polynomials)
      worst = std::max(worst, std::fabs(evaluate(to_expr(g, pool), vars, p)));
  }
  fmt::print("max |generator| at the real solutions: {:.3g}\n", worst);
  return s.real.empty() || worst > 1e-12 ? 1 : 0;
}
