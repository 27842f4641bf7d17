// unittests/groebner/fglm_tests.cpp - lex and block bases of zero-dimensional
// ideals through grevlex and FGLM, against the direct computation in the
// target order (GroebnerOptions::fglm = false).
#include <alkahest/groebner.hpp>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <random>
#include <string>
#include <vector>

using namespace alkahest;

namespace {

GroebnerOptions options(bool fglm) {
  GroebnerOptions o;
  o.threads = 2;
  o.fglm = fglm;
  return o;
}

std::vector<std::string> strings(const GroebnerBasis &gb) {
  std::vector<std::string> out;
  for (const auto &p : gb.polynomials())
    out.push_back(p.to_string());
  return out;
}

// katsura-n in msolve's format: x0 + 2 sum x_i = 1 and, for m < n,
// sum_{i=-n..n} x_|i| x_|m-i| = x_m.
std::string katsura(int n) {
  std::string vars, eqs;
  for (int i = 0; i <= n; ++i)
    vars += fmt::format("{}x{}", i ? "," : "", i);
  eqs = "x0";
  for (int i = 1; i <= n; ++i)
    eqs += fmt::format("+2*x{}", i);
  eqs += "-1";
  for (int m = 0; m < n; ++m) {
    eqs += ",\n";
    for (int i = -n; i <= n; ++i) {
      int j = m - i;
      if (j < -n || j > n) continue;
      eqs += fmt::format("+x{}*x{}", std::abs(i), std::abs(j));
    }
    eqs += fmt::format("-x{}", m);
  }
  return vars + "\n0\n" + eqs + "\n";
}

// A dense polynomial of total degree d in the named variables with small
// random coefficients (rational ones when `rational`).
std::string dense(const std::vector<std::string> &vars, int d, std::mt19937 &rng, bool rational) {
  std::uniform_int_distribution<int> coeff(-9, 9), den(1, 7);
  std::string out;
  std::vector<int> e(vars.size(), 0);
  // Every exponent vector of total degree <= d, by an odometer.
  for (;;) {
    int deg = 0;
    for (int x : e)
      deg += x;
    if (deg <= d) {
      int c = coeff(rng);
      if (deg == d && c == 0) c = 1; // keep every top-degree term: generic
      if (c != 0) {
        out += c > 0 ? "+" : "-";
        out += std::to_string(std::abs(c));
        if (rational) {
          out += '/';
          out += std::to_string(den(rng));
        }
        for (std::size_t v = 0; v < vars.size(); ++v)
          if (e[v]) out += fmt::format("*{}^{}", vars[v], e[v]);
      }
    }
    std::size_t v = 0;
    while (v < e.size() && ++e[v] > d)
      e[v++] = 0;
    if (v == e.size()) break;
  }
  return out;
}

std::string random_system(const std::vector<int> &degrees, unsigned seed, bool rational) {
  std::mt19937 rng(seed);
  std::vector<std::string> vars;
  std::string text;
  for (std::size_t i = 0; i < degrees.size(); ++i)
    vars.push_back(fmt::format("x{}", i));
  for (std::size_t i = 0; i < vars.size(); ++i)
    text += (i ? "," : "") + vars[i];
  text += "\n0\n";
  for (std::size_t i = 0; i < degrees.size(); ++i)
    text +=
        dense(vars, degrees[i], rng, rational && i == 0) + (i + 1 < degrees.size() ? ",\n" : "\n");
  return text;
}

// The FGLM basis equals the direct one, says it converted, and the direct
// computation says it did not.
void check_same_as_direct(const std::string &text, const MonomialOrder &order,
                          std::uint64_t expected_degree) {
  INFO(text << " under " << order.name());
  PolySystem sys = parse_msolve(text, order);
  auto converted = GroebnerBasis::compute(sys, order, options(true));
  auto direct = GroebnerBasis::compute(sys, order, options(false));
  CHECK(strings(converted) == strings(direct));
  CHECK(converted.report().conversion.find("fglm") != std::string::npos);
  CHECK(direct.report().conversion.empty());
  REQUIRE(converted.degree().has_value());
  CHECK(*converted.degree() == expected_degree);
  CHECK(converted.ring()->order == order);
}

} // namespace

TEST_CASE("fglm: lex bases of katsura3 and katsura4 equal the direct lex F4's",
          "[groebner][fglm]") {
  check_same_as_direct(katsura(3), MonomialOrder::lex(), 8);
  check_same_as_direct(katsura(4), MonomialOrder::lex(), 16);
}

TEST_CASE("fglm: random zero-dimensional systems with 6 to 25 solutions", "[groebner][fglm]") {
  struct Case {
    std::vector<int> degrees;
    bool rational;
  };
  const std::vector<Case> cases{{{2, 3}, false},   {{3, 3}, true},     {{4, 5}, false},
                                {{5, 5}, true},    {{2, 2, 2}, false}, {{2, 2, 3}, true},
                                {{2, 3, 3}, false}};
  unsigned seed = 7;
  for (const auto &c : cases) {
    std::uint64_t bezout = 1;
    for (int d : c.degrees)
      bezout *= static_cast<std::uint64_t>(d);
    check_same_as_direct(random_system(c.degrees, seed++, c.rational), MonomialOrder::lex(),
                         bezout);
  }
}

TEST_CASE("fglm: a non-radical ideal and a system with rational coefficients", "[groebner][fglm]") {
  // (x^2 + y - 3)^2 has every root of the ideal twice: a multiplicity the
  // lex basis must keep (its degree counts it).
  check_same_as_direct("x,y\n0\nx^4+2*x^2*y-6*x^2+y^2-6*y+9,\ny^3-x*y+1\n", MonomialOrder::lex(),
                       12);
  check_same_as_direct("x,y,z\n0\nx^2+1/3*y*z-2/5,\ny^2+x*z-3/7,\nz^2+x*y-5/11\n",
                       MonomialOrder::lex(), 8);
}

TEST_CASE("fglm: grlex and block targets, and elimination", "[groebner][fglm]") {
  const std::string text = random_system({2, 2, 3}, 11, false);
  check_same_as_direct(text, MonomialOrder::grlex(), 12);
  check_same_as_direct(text, MonomialOrder::block({1, 2}), 12);
  check_same_as_direct(text, MonomialOrder::block({2, 1}), 12);
  PolySystem sys = parse_msolve(text);
  auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), options(true));
  for (const std::vector<std::string> &vars :
       {std::vector<std::string>{"x0"}, std::vector<std::string>{"x0", "x1"}}) {
    auto converted = gb.eliminate(vars, options(true));
    auto direct = gb.eliminate(vars, options(false));
    CHECK(strings(converted) == strings(direct));
    CHECK_FALSE(converted.report().conversion.empty());
  }
}

TEST_CASE("fglm: over Z/p the lex basis equals the direct one", "[groebner][fglm]") {
  std::string text = katsura(4);
  text.replace(text.find("\n0\n"), 3, "\n1073741827\n");
  PolySystem sys = parse_msolve(text, MonomialOrder::lex());
  auto converted = GroebnerBasis::compute(sys, MonomialOrder::lex(), options(true));
  auto direct = GroebnerBasis::compute(sys, MonomialOrder::lex(), options(false));
  CHECK(strings(converted) == strings(direct));
  CHECK_FALSE(converted.report().conversion.empty());
  CHECK(*converted.degree() == 16);
}

TEST_CASE("fglm: positive-dimensional ideals and the unit ideal keep the direct path",
          "[groebner][fglm]") {
  PolySystem curve = parse_msolve("t,x,y\n0\nx-t^2,\ny-t^3\n", MonomialOrder::lex());
  auto gb = GroebnerBasis::compute(curve, MonomialOrder::lex(), options(true));
  CHECK(gb.report().conversion.empty());
  CHECK(strings(gb) ==
        strings(GroebnerBasis::compute(curve, MonomialOrder::lex(), options(false))));
  PolySystem unit = parse_msolve("x,y\n0\nx*y-1,\nx,\ny^2-2\n", MonomialOrder::lex());
  auto u = GroebnerBasis::compute(unit, MonomialOrder::lex(), options(true));
  CHECK(u.is_unit());
}

TEST_CASE("fglm: three dense cubics with 27 solutions in lex", "[groebner][fglm]") {
  // The direct lex F4 run of this shape exhausts its memory budget; through
  // grevlex and FGLM it is a small computation.
  PolySystem sys = parse_msolve(random_system({3, 3, 3}, 2024, false), MonomialOrder::lex());
  auto gb = GroebnerBasis::compute(sys, MonomialOrder::lex(), options(true));
  CHECK_FALSE(gb.report().conversion.empty());
  REQUIRE(gb.degree().has_value());
  CHECK(*gb.degree() == 27);
  // Shape position: x0 - g0(x2), x1 - g1(x2), and the eliminant of degree 27.
  REQUIRE(gb.size() == 3);
  CHECK(gb.polynomials().front().total_degree() == 27);
  for (const auto &f : sys.polynomials)
    CHECK(gb.contains(f));
}

TEST_CASE("fglm: an unlucky learning prime is outvoted", "[groebner][fglm]") {
  // The points (0, 0) and (1, p) for p = 1073741827: modulo p they collide
  // in y, the quotient's shapes change, and the run must learn again.
  PolySystem sys = parse_msolve("x,y\n0\nx^2-x,\nx^2-1073741828*x+y\n", MonomialOrder::lex());
  GroebnerOptions o = options(true);
  o.first_prime = 1073741827;
  auto gb = GroebnerBasis::compute(sys, MonomialOrder::lex(), o);
  CHECK(strings(gb) == std::vector<std::string>{"y^2-1073741827*y", "x-1/1073741827*y"});
  CHECK(gb.report().primes_unlucky > 0);
  CHECK_FALSE(gb.report().conversion.empty());
}
