// unittests/groebner/solve_rur_tests.cpp - the multi-modular rational
// univariate representation against the exact path, boxes checked by exact
// interval evaluation of the inputs, the cases the modular path hands over.
#include "standard_systems.hpp"

#include <alkahest/solve.hpp>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <complex>
#include <random>

using namespace alkahest;

namespace {

struct Interval {
  Rational lo, hi;
};

Interval mul(const Interval &a, const Interval &b) {
  Rational p[4] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
  return {*std::min_element(p, p + 4), *std::max_element(p, p + 4)};
}

// f over the box, in exact rational interval arithmetic: an enclosure of
// f's values there, which holds 0 when the box holds a solution.
Interval enclose(const PolyQ &f, const RealSolution &s) {
  Interval sum{0, 0};
  for (std::size_t t = 0; t < f.size(); ++t) {
    Interval term{f.coeff(t), f.coeff(t)};
    auto m = f.monomial(t);
    for (std::size_t v = 0; v < m.size(); ++v)
      for (unsigned k = 0; k < m[v]; ++k)
        term = mul(term, {s.lo[v], s.hi[v]});
    sum.lo += term.lo;
    sum.hi += term.hi;
  }
  return sum;
}

void check_boxes(const std::vector<PolyQ> &system, const SolveResult &r) {
  for (const auto &s : r.real)
    for (const auto &f : system) {
      Interval iv = enclose(f, s);
      CHECK(iv.lo <= 0);
      CHECK(iv.hi >= 0);
    }
}

// Two boxes of the same solution overlap in every coordinate.
bool overlap(const RealSolution &a, const RealSolution &b) {
  for (std::size_t v = 0; v < a.lo.size(); ++v)
    if (a.hi[v] < b.lo[v] || b.hi[v] < a.lo[v]) return false;
  return true;
}

SolveOptions seeded(std::uint64_t seed, unsigned threads = 2) {
  SolveOptions o;
  o.groebner.seed = seed;
  o.groebner.threads = threads;
  return o;
}

} // namespace

TEST_CASE("solve: the multi-modular representation agrees with the exact path", "[solve][rur]") {
  REQUIRE(gbtest::have_data("katsura5"));
  auto sys = parse_msolve(gbtest::read_system("katsura5"));
  SolveOptions fast = seeded(3);
  SolveResult a = solve(sys.polynomials, fast);
  CHECK(a.method == "multi-modular");
  CHECK(a.primes > 1);
  CHECK(a.distinct == 32);
  SolveOptions exact = fast;
  exact.method = SolveMethod::Exact;
  SolveResult b = solve(sys.polynomials, exact);
  CHECK(b.method == "exact");
  REQUIRE(a.real.size() == b.real.size());
  CHECK(a.real.size() == 16);
  // Both sort by t = x5 (the last variable separates katsura5): the same
  // solutions in the same order.
  for (std::size_t i = 0; i < a.real.size(); ++i)
    CHECK(overlap(a.real[i], b.real[i]));
  check_boxes(sys.polynomials, a);
}

TEST_CASE("solve: the representation over Q does not depend on the primes or the threads",
          "[solve][rur]") {
  auto sys = parse_msolve(gbtest::read_system("katsura5"));
  SolveResult a = solve(sys.polynomials, seeded(1, 1));
  SolveResult b = solve(sys.polynomials, seeded(2, 3));
  CHECK(a.eliminant == b.eliminant);
  CHECK(a.parametrization == b.parametrization);
  CHECK(a.parametrization_denominator == b.parametrization_denominator);
  SolveOptions det = seeded(0, 2);
  det.groebner.seed.reset();
  det.groebner.first_prime = 2147483629u; // deterministic primes below it
  SolveResult c = solve(sys.polynomials, det);
  CHECK(c.eliminant == a.eliminant);
}

TEST_CASE("solve: the primes used and the boxes do not depend on the threads", "[solve][rur]") {
  // The lift takes the primes one at a time in the order they are drawn,
  // whatever the batch size: one, two and three threads stop at the same
  // prime and give the same boxes, bit for bit.
  for (const char *name : {"katsura5", "noon3"}) {
    INFO(name);
    auto sys = parse_msolve(gbtest::read_system(name));
    SolveResult one = solve(sys.polynomials, seeded(11, 1));
    for (unsigned threads : {2u, 3u}) {
      SolveResult many = solve(sys.polynomials, seeded(11, threads));
      CHECK(many.primes == one.primes);
      CHECK(many.separating_form == one.separating_form);
      CHECK(many.eliminant == one.eliminant);
      REQUIRE(many.real.size() == one.real.size());
      for (std::size_t i = 0; i < one.real.size(); ++i) {
        CHECK(many.real[i].lo == one.real[i].lo);
        CHECK(many.real[i].hi == one.real[i].hi);
      }
    }
  }
}

TEST_CASE("solve: the first added form separates permuted two-valued solutions", "[solve][rur]") {
  // {0, 1}^6: every solution is a permutation of a two-valued one, and any
  // form with two sets of coefficients of equal sum (13 - 13 = 0) collides on
  // them. The first added form must separate all 64 with small coefficients.
  std::string text = "x0,x1,x2,x3,x4,x5\n0\n";
  for (int v = 0; v < 6; ++v)
    text += fmt::format("x{0}^2-x{0}{1}\n", v, v < 5 ? "," : "");
  auto sys = parse_msolve(text);
  SolveResult r = solve(sys.polynomials, seeded(4));
  CHECK(r.method == "multi-modular");
  CHECK(r.distinct == 64);
  CHECK(r.real.size() == 64);
  long largest = 0;
  for (long c : r.separating_form)
    largest = std::max(largest, std::abs(c));
  CHECK(largest <= 32);
  check_boxes(sys.polynomials, r);
}

TEST_CASE("solve: a last variable that does not separate gets a new one", "[solve][rur]") {
  // y takes the values +-1 at two points each.
  auto sys = parse_msolve("x,y\n0\nx^2-1,\ny^2-1\n");
  SolveResult r = solve(sys.polynomials, seeded(5));
  CHECK(r.method == "multi-modular");
  CHECK(r.distinct == 4);
  REQUIRE(r.real.size() == 4);
  CHECK(r.separating_form[0] != 0);
  CHECK(r.separating_form[1] != 0);
  check_boxes(sys.polynomials, r);
  for (const auto &s : r.real)
    for (std::size_t v = 0; v < 2; ++v)
      CHECK(((s.lo[v] <= 1 && 1 <= s.hi[v]) || (s.lo[v] <= -1 && -1 <= s.hi[v])));
}

TEST_CASE("solve: cases the modular path hands to the exact one", "[solve][rur]") {
  SECTION("multiplicities") {
    auto sys = parse_msolve("x,y\n0\nx^2-2*x+1,\ny-x\n");
    SolveResult r = solve(sys.polynomials, seeded(5));
    CHECK(r.method == "exact");
    CHECK(r.multiplicity_degree == 2);
    CHECK(r.distinct == 1);
    REQUIRE(r.real.size() == 1);
    check_boxes(sys.polynomials, r);
  }
  SECTION("the unit ideal") {
    auto sys = parse_msolve("x,y\n0\nx*y-1,\nx\n");
    SolveResult r = solve(sys.polynomials, seeded(5));
    CHECK(r.real.empty());
    CHECK(r.distinct == 0);
  }
  SECTION("positive dimension") {
    auto sys = parse_msolve("x,y,z\n0\nx-y,\nx*z-y*z\n");
    CHECK_THROWS_AS(solve(sys.polynomials, seeded(5)), SolveError);
  }
}

TEST_CASE("solve: an overdetermined system with one rational point; rational coefficients",
          "[solve][rur]") {
  auto over = parse_msolve("x,y\n0\nx-1,\ny-2,\nx*y-2,\nx^2+y^2-5\n");
  SolveResult r = solve(over.polynomials, seeded(9));
  CHECK(r.distinct == 1);
  REQUIRE(r.real.size() == 1);
  CHECK(r.real[0].lo[0] <= 1);
  CHECK(r.real[0].hi[0] >= 1);
  CHECK(r.real[0].lo[1] <= 2);
  CHECK(r.real[0].hi[1] >= 2);
  auto rat = parse_msolve("x,y\n0\nx^2-1/3,\n3*y-x\n");
  SolveResult q = solve(rat.polynomials, seeded(9));
  CHECK(q.method == "multi-modular");
  REQUIRE(q.real.size() == 2);
  check_boxes(rat.polynomials, q);
  CHECK(std::abs(q.real[1].approx()[0] - 1 / std::sqrt(3.0)) < 1e-12);
}

TEST_CASE("solve: certified complex solutions of random dense systems", "[solve][rur][complex]") {
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> coeff(-9, 9);
  // Dense in two variables: degrees (3, 4) and (4, 5) give 12 and 20
  // solutions; in three, (2, 3, 3) gives 18.
  const std::vector<std::vector<int>> shapes{{3, 4}, {4, 5}, {2, 3, 3}};
  for (const auto &degrees : shapes) {
    const std::size_t n = degrees.size();
    std::string text = n == 2 ? "x,y\n0\n" : "x,y,z\n0\n";
    const char *names[] = {"x", "y", "z"};
    for (std::size_t e = 0; e < n; ++e) {
      std::string poly;
      // Every monomial of total degree <= d.
      for (int a = 0; a <= degrees[e]; ++a)
        for (int b = 0; a + b <= degrees[e]; ++b)
          for (int c = 0; a + b + c <= degrees[e] && (n == 3 || c == 0); ++c) {
            int k = coeff(rng);
            if (k == 0) k = 1;
            poly += fmt::format("{:+d}", k);
            const int ex[] = {a, b, c};
            for (std::size_t v = 0; v < n; ++v)
              if (ex[v] > 0) poly += fmt::format("*{}^{}", names[v], ex[v]);
          }
      text += poly + (e + 1 < n ? ",\n" : "\n");
    }
    auto sys = parse_msolve(text);
    SolveOptions o = seeded(4);
    o.complex = true;
    o.precision_bits = 80;
    SolveResult r = solve(sys.polynomials, o);
    std::size_t bezout = 1;
    for (int d : degrees)
      bezout *= static_cast<std::size_t>(d);
    INFO(text);
    CHECK(r.method == "multi-modular");
    CHECK(r.distinct == bezout);
    REQUIRE(r.complex.size() == r.distinct);
    for (const auto &sol : r.complex) {
      for (const auto &c : sol.coordinates)
        CHECK(c.radius <= Rational(1, Integer(1) << 81));
      auto x = sol.approx();
      for (const auto &f : sys.polynomials) {
        std::complex<double> value = 0;
        double scale = 0;
        for (std::size_t t = 0; t < f.size(); ++t) {
          std::complex<double> term = to_double(f.coeff(t));
          auto m = f.monomial(t);
          for (std::size_t v = 0; v < m.size(); ++v)
            term *= std::pow(x[v], static_cast<int>(m[v]));
          value += term;
          scale += std::abs(term);
        }
        CHECK(std::abs(value) <= 1e-9 * std::max(1.0, scale));
      }
    }
    check_boxes(sys.polynomials, r);
  }
}
