// unittests/groebner/solve_certified_tests.cpp - certified complex solutions, empty systems,
// solve's budget.
#include "error_code.hpp"
#include <alkahest/error.hpp>
#include <alkahest/solve.hpp>

#include <catch2/catch.hpp>

#include <chrono>
#include <fstream>
#include <functional>
#include <sstream>

using namespace alkahest;
using alkahest::test::code_of;
using solving::ComplexBox;
using solving::UPolyZ;

namespace {

std::string read_data(const std::string &name) {
  std::ifstream in(std::string(ALKAHEST_SOURCE_DIR) + "/unittests/data/solve/" + name);
  REQUIRE(in);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Exact complex arithmetic on the boxes' centres (dyadic rationals).
struct CQ {
  Rational re, im;
};
CQ mul(const CQ &a, const CQ &b) { return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }

// f at the point, exactly.
CQ eval_exact(const PolyQ &f, const std::vector<CQ> &x) {
  CQ s{0, 0};
  for (std::size_t t = 0; t < f.size(); ++t) {
    CQ term{f.coeff(t), 0};
    auto m = f.monomial(t);
    for (std::size_t v = 0; v < m.size(); ++v)
      for (Exponent k = 0; k < m[v]; ++k)
        term = mul(term, x[v]);
    s.re += term.re;
    s.im += term.im;
  }
  return s;
}

bool within(const Rational &a, const Rational &b, const Rational &r) { return abs(a - b) <= r; }

Rational pow2(int e) { return e >= 0 ? Rational(Integer(1) << e) : Rational(1, Integer(1) << -e); }

} // namespace

TEST_CASE("solve --complex: every root of the dense quintics is certified and satisfies the system",
          "[solve][complex]") {
  // Two dense bivariate quintics (Bezout number 25) on which the former
  // long-double Aberth iteration returned x = 3731 - 34640i for the root
  // x = -1.916 + 4.660i and a real root as -6.3e27.
  auto sys = parse_msolve(read_data("dense_quintics.ms"));
  SolveOptions o;
  o.precision_bits = 128;
  o.complex = true;
  auto res = solve(sys.polynomials, o);
  auto gb = GroebnerBasis::compute(sys.polynomials, MonomialOrder::grevlex());
  CHECK(res.multiplicity_degree == *gb.degree());
  CHECK(res.distinct == 25);
  REQUIRE(res.complex.size() == res.distinct);
  const Rational radius = pow2(-129);
  bool found = false;
  for (const auto &sol : res.complex) {
    REQUIRE(sol.coordinates.size() == 2);
    std::vector<CQ> centre;
    for (const auto &c : sol.coordinates) {
      CHECK(c.radius <= radius);
      CHECK(c.real == sol.real);
      centre.push_back({c.re, c.im});
    }
    // The centre is within 2^-129 of a root where the gradient is of size
    // 10^5 at most: the residual is far below 2^-100.
    for (const auto &f : sys.polynomials) {
      CQ r = eval_exact(f, centre);
      CHECK(abs(r.re) < pow2(-100));
      CHECK(abs(r.im) < pow2(-100));
    }
    auto z = sol.approx();
    if (std::abs(z[0] - std::complex<double>(-1.916151133960742, 4.660421343622756)) < 1e-12)
      found = true;
  }
  CHECK(found);
  // Real ones first; they are the real solver's, in the same order.
  std::size_t nreal = 0;
  while (nreal < res.complex.size() && res.complex[nreal].real)
    ++nreal;
  for (std::size_t i = nreal; i < res.complex.size(); ++i)
    CHECK(!res.complex[i].real);
  REQUIRE(nreal == res.real.size());
  CHECK(nreal == 3);
  for (std::size_t i = 0; i < nreal; ++i)
    for (std::size_t v = 0; v < 2; ++v) {
      const ComplexBox &c = res.complex[i].coordinates[v];
      CHECK(c.im == 0);
      // The certified box and the exact enclosure overlap.
      CHECK(c.re - c.radius <= res.real[i].hi[v]);
      CHECK(res.real[i].lo[v] <= c.re + c.radius);
    }
}

TEST_CASE("solve --complex: Wilkinson's polynomial to the bits asked for", "[solve][complex]") {
  auto sys = parse_msolve(read_data("wilkinson20.ms"));
  for (unsigned bits : {53u, 200u}) {
    SolveOptions o;
    o.precision_bits = bits;
    o.complex = true;
    auto res = solve(sys.polynomials, o);
    REQUIRE(res.complex.size() == 20);
    REQUIRE(res.real.size() == 20);
    for (int k = 1; k <= 20; ++k) {
      const ComplexBox &c = res.complex[k - 1].coordinates[0];
      CHECK(c.real);
      CHECK(c.radius <= pow2(-static_cast<int>(bits) - 1));
      CHECK(within(c.re, k, c.radius)); // the box holds the integer root k
      CHECK(within(c.re, k, pow2(-static_cast<int>(bits) - 1)));
      CHECK(res.real[k - 1].lo[0] <= k);
      CHECK(res.real[k - 1].hi[0] >= k);
    }
  }
}

TEST_CASE("complex_roots: certified boxes, real roots proved real", "[solve][complex]") {
  // (x^2 + 1)(x^2 - 2)(3x - 1) = (x^4 - x^2 - 2)(3x - 1): roots +-i, +-sqrt(2), 1/3.
  UPolyZ f{Integer(2), Integer(-6), Integer(1), Integer(-3), Integer(-1), Integer(3)};
  auto roots = solving::complex_roots(f, 100);
  REQUIRE(roots.size() == 5);
  const Rational r = pow2(-101);
  CHECK(roots[0].real);
  CHECK(roots[1].real);
  CHECK(roots[2].real);
  CHECK(!roots[3].real);
  CHECK(!roots[4].real);
  // -sqrt(2) < 1/3 < sqrt(2): squares bracket 2.
  CHECK((roots[0].re - r) * (roots[0].re - r) >= 2);
  CHECK((roots[0].re + r) * (roots[0].re + r) <= 2);
  CHECK(within(roots[1].re, Rational(1, 3), roots[1].radius));
  CHECK((roots[2].re + r) * (roots[2].re + r) >= 2);
  CHECK((roots[2].re - r) * (roots[2].re - r) <= 2);
  CHECK(within(roots[3].re, 0, r));
  CHECK(within(roots[3].im, 1, r)); // i, then its conjugate
  CHECK(within(roots[4].re, 0, r));
  CHECK(within(roots[4].im, -1, r));
  for (const auto &z : roots)
    CHECK(z.radius <= r);
}

TEST_CASE("solve: a working precision too small is refused, not answered", "[solve][complex]") {
  SolveOptions o;
  o.complex = true;
  o.max_working_bits = 16;
  CHECK(code_of([&] { solve(parse_msolve("x\n0\nx^2-2\n").polynomials, o); }) == "E-SOLVE-006");
  o.complex = false;
  o.precision_bits = 200;
  o.max_working_bits = 100;
  CHECK(code_of([&] { solve(parse_msolve("x\n0\nx^2-2\n").polynomials, o); }) == "E-SOLVE-006");
}

TEST_CASE("solve: empty systems and the zero ideal are coded errors", "[solve]") {
  CHECK(code_of([] { solve(std::vector<PolyQ>{}); }) == "E-SOLVE-007");
  CHECK(code_of([] {
          solve(GroebnerBasis::compute(std::vector<PolyQ>{}, MonomialOrder::grevlex()));
        }) == "E-SOLVE-007");
  auto sys = parse_msolve("x,y\n0\n");
  CHECK(sys.polynomials.empty());
  CHECK(code_of([&] { solve(std::vector<PolyQ>{PolyQ::constant(sys.ring, Rational(0))}); }) ==
        "E-SOLVE-001");
  CHECK(code_of([&] { solve(GroebnerBasis::compute(sys, MonomialOrder::grevlex())); }) ==
        "E-SOLVE-001");
  CHECK(code_of([] { triangularize(std::vector<PolyQ>{}); }) == "E-SOLVE-007");
  CHECK(code_of([&] { triangularize({PolyQ::constant(sys.ring, Rational(0))}); }) == "E-SOLVE-001");
}

TEST_CASE("solve: the time budget covers refinement and the complex roots", "[solve][limits]") {
  using clock = std::chrono::steady_clock;
  // x^2 + y^2 = 1, x = y at 100000 bits: the quadratic refinement takes a
  // fraction of a second, within a budget that bisection overran 60-fold.
  {
    SolveOptions o;
    o.precision_bits = kMaxPrecisionBits;
    o.groebner.time_budget_seconds = 20;
    auto res = solve(parse_msolve(read_data("circle_diagonal.ms")).polynomials, o);
    REQUIRE(res.real.size() == 2);
    for (const auto &s : res.real)
      for (std::size_t v = 0; v < 2; ++v)
        CHECK(s.hi[v] - s.lo[v] <= pow2(-static_cast<int>(kMaxPrecisionBits)));
  }
  // The dense quintics' complex roots to 100000 bits take minutes: the
  // budget stops them. The bound only tells a budget that was read from one
  // that was not (about 1.1 s on an idle machine; a loaded shared one must
  // not fail it).
  {
    SolveOptions o;
    o.precision_bits = kMaxPrecisionBits;
    o.complex = true;
    o.groebner.time_budget_seconds = 1;
    auto sys = parse_msolve(read_data("dense_quintics.ms"));
    auto t0 = clock::now();
    CHECK(code_of([&] { solve(sys.polynomials, o); }) == "E-GB-003");
    double seconds = std::chrono::duration<double>(clock::now() - t0).count();
    CHECK(seconds < 10);
  }
}
