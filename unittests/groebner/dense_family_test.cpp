// unittests/groebner/dense_family_test.cpp - the benchmark's big-coefficient
// family (tools/bench/dense_family.hpp): reproducible for a seed, the shape
// and coefficient sizes it promises, and a basis over Q of a small member in
// which every input reduces to zero.
#include "dense_family.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner.hpp>

#include <catch2/catch.hpp>

using namespace alkahest;
using bench::DenseMember;

TEST_CASE("dense family: the same member gives the same text, another seed another",
          "[dense_family]") {
  const DenseMember a{4, 2, 40, 1};
  CHECK(bench::dense_member_msolve(a) == bench::dense_member_msolve(a));
  CHECK(bench::dense_member_msolve(a) != bench::dense_member_msolve({4, 2, 40, 2}));
  // Members differing only in size share no stream either.
  CHECK(bench::dense_member_msolve({4, 2, 40, 1}).substr(9, 40) !=
        bench::dense_member_msolve({4, 2, 41, 1}).substr(9, 40));
}

TEST_CASE("dense family: n polynomials with every monomial of degree <= d, of exactly `bits` bits",
          "[dense_family]") {
  for (DenseMember m :
       {DenseMember{3, 2, 20, 1}, DenseMember{4, 3, 64, 7}, DenseMember{2, 1, 1, 3}}) {
    INFO(bench::dense_member_name(m));
    PolySystem sys = parse_msolve(bench::dense_member_msolve(m));
    CHECK(sys.characteristic == 0);
    REQUIRE(sys.ring->nvars() == m.n);
    REQUIRE(sys.polynomials.size() == m.n);
    // binomial(n + d, d) monomials of degree <= d
    std::size_t terms = 1;
    for (unsigned i = 1; i <= m.degree; ++i)
      terms = terms * (m.n + i) / i;
    bool both_signs[2] = {false, false};
    for (const PolyQ &f : sys.polynomials) {
      CHECK(f.size() == terms);
      CHECK(f.total_degree() == m.degree);
      for (std::size_t t = 0; t < f.size(); ++t) {
        const Rational &c = f.coeff(t);
        REQUIRE(denominator(c) == 1);
        CHECK(msb(abs(numerator(c))) == m.bits - 1);
        both_signs[c < 0] = true;
      }
    }
    if (terms * m.n >= 20) { // a random sign: both appear among 20 coefficients
      CHECK(both_signs[0]);
      CHECK(both_signs[1]);
    }
  }
}

TEST_CASE("dense family: names", "[dense_family]") {
  auto m = bench::parse_dense_member("dense-n6-d2-b40-s1");
  REQUIRE(m);
  CHECK((m->n == 6 && m->degree == 2 && m->bits == 40 && m->seed == 1));
  CHECK(bench::dense_member_name(*m) == "dense-n6-d2-b40-s1");
  auto unseeded = bench::parse_dense_member("dense-n3-d3-b16");
  REQUIRE(unseeded);
  CHECK(unseeded->seed == 1);
  CHECK_FALSE(bench::parse_dense_member("katsura9"));
  CHECK_FALSE(bench::parse_dense_member("dense-n6-d2"));
  CHECK_FALSE(bench::parse_dense_member("dense-n6-d2-b40-s1x"));
  CHECK_FALSE(bench::parse_dense_member("dense-d2-n6-b40"));
  for (const char *bad : {"dense-n0-d2-b40", "dense-n6-d0-b40", "dense-n6-d2-b0", "dense-n6-d2-b65",
                          "dense-n17-d2-b40", "dense-n6-d9-b40"}) {
    INFO(bad);
    bool refused = false;
    try {
      (void)bench::parse_dense_member(bad);
    } catch (const Error &e) {
      refused = e.id() == ErrorId::CliBadArgument;
    }
    CHECK(refused);
  }
}

TEST_CASE("dense family: a small member's basis over Q holds every input", "[dense_family]") {
  PolySystem sys = parse_msolve(bench::dense_member_msolve({3, 2, 20, 1}));
  GroebnerOptions opt;
  opt.threads = 2;
  opt.seed = 5;
  GroebnerBasis gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), opt);
  // A generic square system of quadrics: zero-dimensional with 2^3 solutions.
  CHECK(gb.dimension() == 0);
  CHECK(gb.degree() == 8u);
  for (const PolyQ &f : sys.polynomials)
    CHECK(gb.reduce(f).is_zero());
  // The lift needed coefficients far beyond one prime.
  CHECK(gb.report().coefficient_bits > 64);
}

TEST_CASE("dense family: a member's lift (elements reconstructed early, shared gcd factors) is "
          "the same on one thread and three",
          "[dense_family]") {
  // Four quadrics of 24 bits: 16 solutions, coefficients of about 2 000
  // bits whose denominators are nested, lifted without overlapping the
  // replays (a small trace).
  PolySystem sys = parse_msolve(bench::dense_member_msolve({4, 2, 24, 2}));
  auto run = [&](unsigned threads) {
    GroebnerOptions opt;
    opt.threads = threads;
    opt.seed = 7;
    return GroebnerBasis::compute(sys, MonomialOrder::grevlex(), opt);
  };
  const GroebnerBasis one = run(1), three = run(3);
  CHECK(one.polynomials() == three.polynomials());
  CHECK(one.report().primes_used == three.report().primes_used);
  CHECK(one.degree() == 16u);
  for (const PolyQ &f : sys.polynomials)
    CHECK(three.reduce(f).is_zero());
  CHECK(three.report().coefficient_bits > 1000);
}
