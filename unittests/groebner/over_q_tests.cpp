// unittests/groebner/over_q_tests.cpp - the over-Q driver: lift, verification,
// unlucky primes, huge coefficients, special ideals, budgets, certification.
#include "standard_systems.hpp"

#include <alkahest/capabilities.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/groebner/buchberger.hpp>
#include <alkahest/groebner/engine.hpp>
#include <alkahest/groebner/prime_sequence.hpp>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <random>
#include <sstream>

using namespace alkahest;

namespace {

PolySystem parse(const std::string &text) { return parse_msolve(text); }

// Every generator reduces to zero, every element is monic, no term of any
// element is divisible by another element's leading monomial.
void check_reduced_basis_of(const GroebnerBasis &gb, const std::vector<PolyQ> &gens) {
  for (const auto &f : gens)
    CHECK(gb.contains(f));
  const auto &b = gb.polynomials();
  const std::size_t n = gb.ring()->nvars();
  for (std::size_t i = 0; i < b.size(); ++i) {
    CHECK(b[i].leading_coeff() == 1);
    for (std::size_t j = 0; j < b.size(); ++j) {
      if (i == j) continue;
      for (std::size_t t = 0; t < b[i].size(); ++t)
        CHECK_FALSE(monomial_divides(b[j].leading_monomial().data(), b[i].monomial(t).data(), n));
    }
  }
}

std::vector<std::vector<Exponent>> leading_monomials(const GroebnerBasis &gb) {
  std::vector<std::vector<Exponent>> out;
  for (const auto &g : gb.polynomials()) {
    auto m = g.leading_monomial();
    out.emplace_back(m.begin(), m.end());
  }
  std::sort(out.begin(), out.end());
  return out;
}

GroebnerOptions two_threads() {
  GroebnerOptions o;
  o.threads = 2;
  return o;
}

} // namespace

TEST_CASE("over Q: a small system gives the reduced monic basis it must", "[groebner][overq]") {
  auto sys = parse("x,y\n0\nx^2+y^2-1,\nx-y\n");
  auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), two_threads());
  // <x - y, 2y^2 - 1>: reduced grevlex basis {x - y, y^2 - 1/2}, sorted
  // by increasing leading monomial.
  REQUIRE(gb.size() == 2);
  CHECK(gb.polynomials()[0].to_string() == "x-y");
  CHECK(gb.polynomials()[1].to_string() == "y^2-1/2");
  CHECK(gb.dimension() == 0);
  CHECK(gb.degree() == 2u);
  CHECK(gb.report().guarantee == GroebnerGuarantee::Probabilistic);
  check_reduced_basis_of(gb, sys.polynomials);
  CHECK(gb.reduce(parse("x,y\n0\nx^2\n").polynomials[0]).to_string() == "1/2");
}

TEST_CASE("over Q: standard systems match the reference leading monomials", "[groebner][overq]") {
  struct Case {
    const char *name;
    std::size_t size;
    std::uint64_t degree;
  };
  for (Case c : {Case{"katsura5", 22, 32}, Case{"katsura6", 41, 64}, Case{"katsura7", 74, 128},
                 Case{"cyclic5", 20, 70}}) {
    if (!gbtest::have_data(c.name)) continue;
    INFO(c.name);
    auto sys = read_msolve_file(gbtest::data_dir() + "/" + c.name + ".ms");
    auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), two_threads());
    CHECK(gb.size() == c.size);
    CHECK(gb.dimension() == 0);
    CHECK(gb.degree() == c.degree);
    auto ref = gbtest::read_leading_monomials(c.name, sys.ring->variables);
    std::sort(ref.begin(), ref.end());
    CHECK(leading_monomials(gb) == ref);
    check_reduced_basis_of(gb, sys.polynomials);
    CHECK(gb.report().primes_used >= 2);
  }
}

namespace {

// <x + y - 1, x + (1+p) y - 2>: over Q y = 1/p, x = 1 - 1/p; modulo p the
// difference of the generators is the constant -1 (the unit ideal), while no
// input coefficient is divisible by p: p is unlucky.
std::string unlucky_system(std::uint32_t p) {
  return fmt::format("x,y\n0\nx+y-1,\nx+{}*y-2\n", std::uint64_t(p) + 1);
}

std::string unlucky_answer(std::uint32_t p) { return fmt::format("y-1/{}|x-{}/{}", p, p - 1, p); }

std::string joined(const GroebnerBasis &gb) {
  std::string s;
  for (const auto &g : gb.polynomials()) {
    if (!s.empty()) s += '|';
    s += g.to_string();
  }
  return s;
}

} // namespace

TEST_CASE("over Q: learning on more threads than the replays gives the same basis",
          "[groebner][overq]") {
  if (!gbtest::have_data("katsura6")) return;
  auto sys = read_msolve_file(gbtest::data_dir() + "/katsura6.ms");
  GroebnerOptions one;
  one.threads = 1;
  one.seed = 7;
  GroebnerOptions wide = one;
  wide.learn_threads = 3;
  auto a = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), one);
  auto b = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), wide);
  CHECK(a.to_msolve() == b.to_msolve());
  CHECK(b.report().threads == 1); // the replays and the lift keep `threads`
}

TEST_CASE("over Q: an unlucky learning prime is detected and the answer is right",
          "[groebner][overq]") {
  const std::uint32_t p = 2147483629;
  REQUIRE(gb::is_prime_u32(p));
  auto sys = parse(unlucky_system(p));
  GroebnerOptions o = two_threads();
  o.first_prime = p; // the learning prime is p itself
  auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), o);
  CHECK(joined(gb) == unlucky_answer(p));
  CHECK(gb.report().primes_unlucky > 0);
  check_reduced_basis_of(gb, sys.polynomials);
}

TEST_CASE("over Q: an unlucky replay prime is discarded", "[groebner][overq]") {
  const std::uint32_t p = 2147483629;
  auto sys = parse(unlucky_system(p));
  GroebnerOptions o = two_threads();
  o.first_prime = 2147483647; // learns on 2^31-1, replays p next
  auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), o);
  CHECK(joined(gb) == unlucky_answer(p));
  CHECK(gb.report().primes_unlucky >= 1);
}

TEST_CASE("over Q: coefficients of thousands of bits lift exactly", "[groebner][overq]") {
  // a = (3^1300 + 7) / (5^900 + 11) has ~2090/~2090-bit numerator and
  // denominator: the lift needs ~140 primes.
  Integer num = pow(Integer(3), 1300) + 7;
  Integer den = pow(Integer(5), 900) + 11;
  Integer c = pow(Integer(7), 700) - 1;
  std::string a = num.str() + "/" + den.str();
  auto sys = parse("x,y\n0\n" + den.str() + "*x-" + num.str() + ",\ny^2-x*y-" + c.str() + "\n");
  auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), two_threads());
  Rational ra(num, den);
  auto expect = parse("x,y\n0\nx-" + ra.str() + ",\ny^2-" + ra.str() + "*y-" + c.str() + "\n");
  REQUIRE(gb.size() == 2);
  CHECK(gb.polynomials()[0] == expect.polynomials[0]);
  CHECK(gb.polynomials()[1] == expect.polynomials[1]);
  CHECK(gb.report().coefficient_bits > 2000);
  CHECK(gb.report().primes_used > 100);
}

TEST_CASE("over Q: 20000-bit coefficients lift exactly, with few primes past the needed ones",
          "[groebner][overq]") {
  // x_i = a_i / b_i with numerators and denominators from 40 to 20000 bits;
  // the largest sits in an element that is not probed first, so the first
  // full reconstruction fails and the lift must find it.
  const int n = 10;
  std::vector<int> bits = {40, 300, 90, 1200, 60, 700, 20050, 150, 2500, 500};
  std::mt19937_64 rng(99);
  auto random_integer = [&](int b) {
    Integer z = 1;
    while (static_cast<int>(msb(z)) + 1 < b)
      z = (z << 64) + Integer(rng());
    return (z >> (static_cast<int>(msb(z)) + 1 - b)) + 1;
  };
  std::string vars, polys;
  std::vector<Rational> values;
  for (int i = 0; i < n; ++i) {
    Integer a = random_integer(bits[i]), b = random_integer(bits[i]) + 2;
    vars += fmt::format("{}x{}", i ? "," : "", i);
    polys += fmt::format("{}{}*x{}-{}", i ? ",\n" : "", b.str(), i, a.str());
    values.emplace_back(a, b);
  }
  auto sys = parse(vars + "\n0\n" + polys + "\n");
  auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), two_threads());
  REQUIRE(gb.size() == static_cast<std::size_t>(n));
  for (const auto &g : gb.polynomials()) {
    REQUIRE(g.size() == 2);
    auto lm = g.leading_monomial();
    int var = static_cast<int>(std::find(lm.begin(), lm.end(), 1) - lm.begin());
    CHECK(g.coeffs()[1] == -values[var]);
  }
  const auto &rep = gb.report();
  CHECK(rep.coefficient_bits >= 20000);
  // Wang's bound needs a modulus above 2 * 2^(2 * bits); random primes have
  // 30 to 31 bits. A lift attempted only at checkpoints overshoots by a few
  // percent plus the stability primes of the last batch, never by a multiple.
  const double needed_bits = 2.0 * static_cast<double>(rep.coefficient_bits) + 1;
  CHECK(static_cast<double>(rep.primes_used) >= needed_bits / 31.0);
  CHECK(static_cast<double>(rep.primes_used) <= needed_bits / 30.0 * 1.1 + 8);
}

TEST_CASE("over Q: unit ideal, zero ideal, zero generators, positive dimension",
          "[groebner][overq]") {
  SECTION("inconsistent system") {
    auto sys = parse("x,y\n0\nx*y-1,\nx^2,\ny+1\n");
    auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), two_threads());
    CHECK(gb.is_unit());
    CHECK(gb.dimension() == -1);
    CHECK(gb.degree() == 0u);
    CHECK(gb.contains(parse("x,y\n0\nx^5+3\n").polynomials[0]));
  }
  SECTION("a non-zero constant") {
    auto sys = parse("x,y\n0\n3,\nx-y\n");
    auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex());
    CHECK(gb.is_unit());
  }
  SECTION("zero polynomials are dropped") {
    auto sys = parse("x,y\n0\n0,\nx^2-2,\n0,\ny-x\n");
    auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), two_threads());
    CHECK(joined(gb) == "x-y|y^2-2");
  }
  SECTION("only zero polynomials: the zero ideal") {
    auto sys = parse("x,y\n0\n0\n");
    auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex());
    CHECK(gb.size() == 0);
    CHECK(gb.dimension() == 2);
    CHECK_FALSE(gb.degree().has_value());
  }
  SECTION("a curve in 3-space has dimension 1") {
    auto sys = parse("x,y,z\n0\nx^2+y^2+z^2-1,\nx+y+z-1\n");
    auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), two_threads());
    CHECK(gb.dimension() == 1);
    CHECK_FALSE(gb.degree().has_value());
    check_reduced_basis_of(gb, sys.polynomials);
    CHECK_THROWS_AS(gb.standard_monomials(), GroebnerError);
  }
}

TEST_CASE("over Q: elimination and lex", "[groebner][overq]") {
  auto sys = parse("x,y,z\n0\nx-y^2,\ny-z^3,\nx*z-2\n");
  auto lex = GroebnerBasis::compute(sys, MonomialOrder::lex(), two_threads());
  check_reduced_basis_of(lex, sys.polynomials);
  CHECK(lex.polynomials().front().to_string() == "z^7-2");
  auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), two_threads());
  auto el = gb.eliminate({"x", "y"});
  REQUIRE(el.size() == 1);
  CHECK(el.polynomials()[0].to_string() == "z^7-2");
  CHECK(el.ring()->variables == std::vector<std::string>{"z"});
}

TEST_CASE("over Q: the multi-modular F4 basis is Buchberger's under grlex and block orders",
          "[groebner][overq][buchberger]") {
  // Small systems typed as users do, each under the orders the command line offers.
  const std::vector<std::string> systems{
      "x,y,z\n0\nx^2+y*z-2,\ny^2+x*z-3,\nz^2+x*y-5\n",
      "x,y,z\n0\nx^3-2*x*y+z,\nx^2*y-2*y^2+x,\ny*z-1/3\n",
      "t,x,y\n0\nx-t^2,\ny-t^3\n",
  };
  const std::vector<MonomialOrder> orders{MonomialOrder::grlex(), MonomialOrder::block({1, 2}),
                                          MonomialOrder::block({2, 1})};
  for (const auto &text : systems)
    for (const auto &order : orders) {
      PolySystem sys = parse_msolve(text, order);
      INFO(text << " under " << order.name());
      auto f4 = GroebnerBasis::compute(sys, order, two_threads());
      auto ref = gb::buchberger(sys.polynomials);
      std::vector<std::string> a, b;
      for (const auto &p : f4.polynomials())
        a.push_back(p.to_string());
      for (const auto &p : ref)
        b.push_back(p.to_string());
      CHECK(a == b);
      CHECK(!a.empty());
    }
}

TEST_CASE("over Q: modulo a prime the basis is F4's", "[groebner][overq]") {
  if (!gbtest::have_data("katsura6-p1073741827")) return;
  auto sys = read_msolve_file(gbtest::data_dir() + "/katsura6-p1073741827.ms");
  auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex());
  CHECK(gb.characteristic() == 1073741827u);
  CHECK(gb.size() == 41);
  CHECK(gb.degree() == 64u);
  CHECK(gb.report().guarantee == GroebnerGuarantee::ExactModular);
  for (const auto &f : sys.polynomials)
    CHECK(gb.contains(f));
}

TEST_CASE("over Q: cancellation and the time budget raise E-GB codes", "[groebner][overq]") {
  if (!gbtest::have_data("katsura7")) return;
  auto sys = read_msolve_file(gbtest::data_dir() + "/katsura7.ms");
  SECTION("cancelled before it starts") {
    std::atomic<bool> stop{true};
    GroebnerOptions o;
    o.cancel = &stop;
    try {
      (void)GroebnerBasis::compute(sys, MonomialOrder::grevlex(), o);
      FAIL("not cancelled");
    } catch (const GroebnerError &e) {
      CHECK(e.code() == "E-GB-001");
    }
  }
  SECTION("a time budget far too small") {
    GroebnerOptions o;
    o.time_budget_seconds = 1e-4;
    try {
      (void)GroebnerBasis::compute(sys, MonomialOrder::grevlex(), o);
      FAIL("budget not enforced");
    } catch (const GroebnerError &e) {
      CHECK(e.code() == "E-GB-003");
    }
  }
  SECTION("a memory budget far too small") {
    GroebnerOptions o;
    o.memory_budget_bytes = 1 << 20;
    try {
      (void)GroebnerBasis::compute(sys, MonomialOrder::grevlex(), o);
      FAIL("budget not enforced");
    } catch (const GroebnerError &e) {
      CHECK(e.code() == "E-GB-002");
    }
  }
}

TEST_CASE("over Q: progress reports learn and lift phases", "[groebner][overq]") {
  auto sys = read_msolve_file(gbtest::data_dir() + "/katsura5.ms");
  std::vector<std::string> phases;
  std::size_t max_primes = 0;
  GroebnerOptions o;
  o.progress = [&](const GroebnerProgress &g) {
    phases.push_back(g.phase);
    max_primes = std::max(max_primes, g.primes);
  };
  auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), o);
  CHECK(std::count(phases.begin(), phases.end(), "learn") > 0);
  CHECK(std::count(phases.begin(), phases.end(), "lift") > 0);
  CHECK(std::count(phases.begin(), phases.end(), "verify") > 0);
  CHECK(max_primes == gb.report().primes_used);
}

TEST_CASE("over Q: certify proves small bases", "[groebner][overq]") {
  auto sys = parse("x,y,z\n0\nx^2+y*z-2,\ny^2+x*z-3,\nz^2+x*y-5\n");
  GroebnerOptions o = two_threads();
  o.certify = true;
  auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), o);
  CHECK(gb.report().guarantee == GroebnerGuarantee::Certified);
  check_reduced_basis_of(gb, sys.polynomials);
  auto k5 = read_msolve_file(gbtest::data_dir() + "/katsura5.ms");
  auto gk = GroebnerBasis::compute(k5, MonomialOrder::grevlex(), o);
  CHECK(gk.report().guarantee == GroebnerGuarantee::Certified);
  CHECK(gk.size() == 22);
}

TEST_CASE("over Q: msolve text entry point and summary", "[groebner][overq]") {
  if (!gbtest::have_data("katsura6")) return;
  std::ifstream in(gbtest::data_dir() + "/katsura6.ms");
  std::stringstream ss;
  ss << in.rdbuf();
  auto gb = GroebnerBasis::compute_msolve(ss.str());
  CHECK(gb.size() == 41);
  std::string s = gb.summary();
  CHECK(s.find("41 polynomials over Q") != std::string::npos);
  CHECK(s.find("dimension 0") != std::string::npos);
  CHECK(s.find("degree 64") != std::string::npos);
  CHECK(s.find("probabilistic") != std::string::npos);
  // to_msolve round-trips through the parser.
  auto back = parse("x0,x1,x2,x3,x4,x5,x6\n0\n" + gb.to_msolve());
  REQUIRE(back.polynomials.size() == gb.size());
  for (std::size_t i = 0; i < gb.size(); ++i)
    CHECK(back.polynomials[i] == gb.polynomials()[i]);
}

TEST_CASE("capabilities().groebner is true exactly when GroebnerBasis::compute works",
          "[groebner][capabilities]") {
  bool works = false;
  try {
    auto gb = GroebnerBasis::compute_msolve("x,y\n0\nx^2-y,\ny^2-2\n");
    works = gb.size() == 2 && gb.contains(parse("x,y\n0\nx^4-2\n").polynomials[0]);
  } catch (const Error &) {
    works = false;
  }
  CHECK(capabilities().groebner == works);
  CHECK(works);
}
