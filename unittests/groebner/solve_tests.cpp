// unittests/groebner/solve_tests.cpp - real root isolation, solve, triangularize.
#include <alkahest/solve.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>

using namespace alkahest;
using solving::UPolyZ;

namespace {

UPolyZ upoly(std::initializer_list<long> c) {
  UPolyZ f;
  for (long x : c)
    f.emplace_back(x);
  return f;
}

// f times (den x - num), the factor whose root is r = num / den.
UPolyZ times_linear_factor(const UPolyZ &f, const Rational &r) {
  UPolyZ g(f.size() + 1, Integer(0));
  for (std::size_t i = 0; i < f.size(); ++i) {
    g[i + 1] += f[i] * denominator(r);
    g[i] -= f[i] * numerator(r);
  }
  return g;
}

// Evaluates a polynomial of the system at a point given by doubles.
double eval_at(const PolyQ &f, const std::vector<double> &x) {
  double s = 0;
  for (std::size_t t = 0; t < f.size(); ++t) {
    double term = to_double(f.coeff(t));
    auto m = f.monomial(t);
    for (std::size_t v = 0; v < m.size(); ++v)
      term *= std::pow(x[v], m[v]);
    s += term;
  }
  return s;
}

} // namespace

TEST_CASE("real roots: isolation is exact and complete", "[solve]") {
  // (x^2 - 2)(4x - 3)(x + 5)^2 (x^2 + 1): distinct real roots -5, -√2, 3/4, √2.
  UPolyZ f = upoly({-2, 0, 1});
  auto mul = [](const UPolyZ &a, const UPolyZ &b) {
    UPolyZ c(a.size() + b.size() - 1, Integer(0));
    for (std::size_t i = 0; i < a.size(); ++i)
      for (std::size_t j = 0; j < b.size(); ++j)
        c[i + j] += a[i] * b[j];
    return c;
  };
  f = mul(f, upoly({-3, 4}));
  f = mul(f, upoly({5, 1}));
  f = mul(f, upoly({5, 1}));
  f = mul(f, upoly({1, 0, 1}));
  auto roots = solving::isolate_real_roots(f);
  REQUIRE(roots.size() == 4);
  double expect[4] = {-5, -std::sqrt(2.0), 0.75, std::sqrt(2.0)};
  for (int i = 0; i < 4; ++i) {
    auto r = roots[i];
    CHECK(r.lo <= r.hi);
    solving::refine_root(f, r, 60);
    CHECK(r.hi - r.lo <= Rational(1, Integer(1) << 60));
    CHECK(std::abs(r.approx() - expect[i]) < 1e-15);
  }
  // A dyadic rational root is met by bisection and comes back as a point.
  auto r3 = roots[2];
  solving::refine_root(f, r3, 60);
  CHECK(r3.lo == Rational(3, 4));
  CHECK(r3.hi == Rational(3, 4));
  CHECK(solving::complex_roots(f).size() == 6);
  CHECK(solving::isolate_real_roots(upoly({1, 0, 1})).empty());
}

TEST_CASE("real roots: Wilkinson-like clusters separate", "[solve]") {
  UPolyZ f{Integer(1)};
  for (int k = 1; k <= 20; ++k) {
    UPolyZ g(f.size() + 1, Integer(0));
    for (std::size_t i = 0; i < f.size(); ++i) {
      g[i + 1] += f[i] * 1000;
      g[i] -= f[i] * (1000 * k + 1); // root k + 1/1000
    }
    f = g;
  }
  auto roots = solving::isolate_real_roots(f);
  REQUIRE(roots.size() == 20);
  for (int k = 0; k < 20; ++k) {
    solving::refine_root(f, roots[k], 40);
    CHECK(std::abs(roots[k].approx() - (k + 1 + 0.001)) < 1e-9);
  }
}

TEST_CASE("real roots: dyadic roots on the bisection's midpoints, close pairs", "[solve]") {
  // Roots c / 2^k meet the subdivision's midpoints at several depths; the
  // pairs 7, 7 + 2^-20 and 1/1024, 1/1024 + 2^-30 need deep splits; ±√3
  // are irrational.
  const std::vector<Rational> dyadic = {Rational(-1, 2),
                                        Rational(-1, 8),
                                        Rational(1, 1024),
                                        Rational(1, 1024) + Rational(1, Integer(1) << 30),
                                        Rational(1, 4),
                                        Rational(5, 16),
                                        Rational(3, 8),
                                        Rational(7),
                                        Rational(7) + Rational(1, Integer(1) << 20)};
  UPolyZ f = upoly({-3, 0, 1});
  for (const Rational &r : dyadic) {
    f = times_linear_factor(f, r);
  }
  std::vector<double> expect;
  for (const Rational &r : dyadic)
    expect.push_back(to_double(r));
  expect.push_back(-std::sqrt(3.0));
  expect.push_back(std::sqrt(3.0));
  std::sort(expect.begin(), expect.end());
  auto roots = solving::isolate_real_roots(f);
  REQUIRE(roots.size() == expect.size());
  for (std::size_t i = 0; i < roots.size(); ++i) {
    auto r = roots[i];
    if (i > 0) CHECK(roots[i - 1].hi <= r.lo);
    solving::refine_root(f, r, 80);
    CHECK(std::abs(r.approx() - expect[i]) <= 1e-15 * std::max(1.0, std::abs(expect[i])));
  }
  for (const Rational &d : dyadic) { // each dyadic root comes back as a point or encloses it
    int inside = 0;
    for (const auto &r : roots)
      inside += (r.lo == d && r.hi == d) || (r.lo < d && d < r.hi);
    CHECK(inside == 1);
  }
}

TEST_CASE("real roots: long coefficients, close pairs and dyadic roots together", "[solve]") {
  // Forty rational roots with denominators up to 2^40 (coefficients of
  // thousands of bits: the bisection runs on short bounds deep in the
  // tree), pairs 2^-45 apart, and dyadic roots on the midpoints (where the
  // bounds cannot decide and the node is recomputed exactly).
  std::vector<Rational> known;
  std::uint64_t state = 20261202;
  auto next = [&] {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return state >> 24;
  };
  for (int i = 0; i < 14; ++i) {
    Integer den(static_cast<unsigned long>((next() % ((1ull << 40) - 3)) + 3));
    Integer num(static_cast<long>(next() % (1ull << 38)) - (1l << 37));
    known.push_back(Rational(num * 16, den));
  }
  for (int i = 0; i < 8; ++i) {
    Rational r(Integer(static_cast<long>(next() % 4000)) - 2000, Integer(97));
    known.push_back(r);
    known.push_back(r + Rational(1, Integer(1) << 45));
  }
  for (int i = 0; i < 12; ++i)
    known.push_back(
        Rational(Integer(static_cast<long>(next() % 512)) - 256, Integer(1) << (i % 6)));
  std::sort(known.begin(), known.end());
  known.erase(std::unique(known.begin(), known.end()), known.end());
  UPolyZ f{Integer(1)};
  for (const Rational &r : known) {
    f = times_linear_factor(f, r);
  }
  auto roots = solving::isolate_real_roots(f);
  REQUIRE(roots.size() == known.size());
  for (std::size_t i = 0; i < roots.size(); ++i) {
    const auto &r = roots[i];
    const Rational &x = known[i];
    const bool inside = (r.lo == x && r.hi == x) || (r.lo < x && x < r.hi);
    CHECK(inside);
    if (i > 0) CHECK(roots[i - 1].hi <= r.lo);
  }
}

TEST_CASE("solve: real and complex solutions satisfy the system", "[solve]") {
  auto sys = parse_msolve("x,y\n0\nx^2+y^2-4,\nx*y-1\n");
  SolveOptions o;
  o.precision_bits = 80;
  o.complex = true;
  auto res = solve(sys.polynomials, o);
  CHECK(res.distinct == 4);
  REQUIRE(res.real.size() == 4);
  for (const auto &s : res.real) {
    for (std::size_t v = 0; v < 2; ++v)
      CHECK(s.hi[v] - s.lo[v] <= Rational(1, Integer(1) << 80));
    auto x = s.approx();
    for (const auto &f : sys.polynomials)
      CHECK(std::abs(eval_at(f, x)) < 1e-12);
  }
  CHECK(res.complex.size() == 4);
}

TEST_CASE("solve: multiplicities, complex-only solutions, non-generic position", "[solve]") {
  // (x - 1)^2 = 0, y^2 + 1 = 0: vdim 4, two distinct points, none real.
  auto sys = parse_msolve("x,y\n0\nx^2-2*x+1,\ny^2+1\n");
  SolveOptions o;
  o.complex = true;
  auto res = solve(sys.polynomials, o);
  CHECK(res.multiplicity_degree == 4);
  CHECK(res.distinct == 2);
  CHECK(res.real.empty());
  REQUIRE(res.complex.size() == 2);
  for (const auto &sol : res.complex) {
    auto pt = sol.approx();
    CHECK(std::abs(pt[0] - std::complex<double>(1, 0)) < 1e-9);
    CHECK(std::abs(std::abs(pt[1].imag()) - 1) < 1e-9);
    CHECK(!sol.real);
    const auto &x = sol.coordinates[0];
    CHECK(abs(x.re - 1) <= x.radius); // x = 1 exactly, inside its box
    CHECK(abs(x.im) <= x.radius);
  }
  // Points sharing coordinates: (0,0), (0,1), (1,0), (1,1).
  auto grid = parse_msolve("x,y\n0\nx^2-x,\ny^2-y\n");
  auto r2 = solve(grid.polynomials);
  REQUIRE(r2.real.size() == 4);
  for (const auto &s : r2.real)
    for (std::size_t v = 0; v < 2; ++v)
      CHECK((s.lo[v] == s.hi[v] || s.hi[v] - s.lo[v] < Rational(1, 1000)));
}

TEST_CASE("solve: katsura4 to 100 bits", "[solve]") {
  auto sys = parse_msolve("x0,x1,x2,x3,x4\n0\n"
                          "2*x4+2*x3+2*x2+2*x1+x0-1,\n"
                          "2*x4^2+2*x3^2+2*x2^2+2*x1^2+x0^2-x0,\n"
                          "2*x3*x4+2*x2*x3+2*x1*x2+2*x0*x1-x1,\n"
                          "2*x2*x4+2*x1*x3+2*x0*x2+x1^2-x2,\n"
                          "2*x1*x4+2*x0*x3+2*x1*x2-x3\n");
  SolveOptions o;
  o.precision_bits = 100;
  auto res = solve(sys.polynomials, o);
  CHECK(res.distinct == 16);
  CHECK(res.real.size() == 12); // katsura4 has 12 real solutions
  for (const auto &s : res.real) {
    auto x = s.approx();
    for (const auto &f : sys.polynomials)
      CHECK(std::abs(eval_at(f, x)) < 1e-12);
  }
}

TEST_CASE("solve: errors", "[solve]") {
  auto curve = parse_msolve("x,y\n0\nx^2+y^2-1\n");
  try {
    (void)solve(curve.polynomials);
    FAIL("positive-dimensional input accepted");
  } catch (const SolveError &e) {
    CHECK(e.code() == "E-SOLVE-001");
  }
  auto none = parse_msolve("x,y\n0\nx*y-1,\nx\n");
  CHECK(solve(none.polynomials).real.empty());
}

namespace {

// Checks the shape of a triangular set and returns the number of points of
// its zero set (the product of the main degrees).
std::size_t check_triangular(const TriangularSet &t, const std::vector<PolyQ> &inputs) {
  std::size_t points = 1;
  const std::size_t n = t.polynomials.size();
  for (std::size_t k = 0; k < n; ++k) {
    const PolyQ &p = t.polynomials[k];
    auto lm = p.leading_monomial();
    for (std::size_t v = 0; v < k; ++v)
      for (std::size_t s = 0; s < p.size(); ++s)
        CHECK(p.monomial(s)[v] == 0);
    CHECK(lm[k] > 0);
    CHECK(p.leading_coeff() == 1);
    points *= lm[k];
  }
  // Every input vanishes on the component: it lies in <T>.
  auto gb = GroebnerBasis::compute(t.polynomials, MonomialOrder::lex());
  for (const auto &f : inputs)
    CHECK(gb.contains(f));
  return points;
}

} // namespace

TEST_CASE("triangularize: splits non-equiprojectable solution sets", "[solve]") {
  auto sys = parse_msolve("x,y\n0\nx^2-x,\ny^2-y,\nx*y\n"); // (0,0), (1,0), (0,1)
  auto sets = triangularize(sys.polynomials);
  CHECK(sets.size() == 2);
  std::size_t total = 0;
  for (const auto &t : sets)
    total += check_triangular(t, sys.polynomials);
  CHECK(total == 3);
}

TEST_CASE("triangularize: a system in general position is one triangular set", "[solve]") {
  auto sys = parse_msolve("x,y,z\n0\nx^2+y^2+z^2-3,\nx-y,\ny*z-1\n");
  auto sets = triangularize(sys.polynomials);
  std::size_t total = 0;
  for (const auto &t : sets)
    total += check_triangular(t, sys.polynomials);
  auto res = solve(sys.polynomials);
  CHECK(total == res.distinct);
  // A double root is counted once (the radical is used).
  auto dbl = parse_msolve("x,y\n0\nx^2-2*x+1,\ny-x\n");
  auto one = triangularize(dbl.polynomials);
  REQUIRE(one.size() == 1);
  CHECK(one[0].polynomials[1].to_string() == "y-1");
  CHECK_THROWS_AS(triangularize(parse_msolve("x,y\n0\nx*y-1,\nx\n").polynomials), SolveError);
  CHECK_THROWS_AS(triangularize(parse_msolve("x,y\n0\nx-y\n").polynomials), SolveError);
}
