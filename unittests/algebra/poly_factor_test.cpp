// unittests/algebra/poly_factor_test.cpp - gcd, factor and square_free of PolyQ and PolyZp by
// independent properties on random cases with planted factors (fixed seeds).
#include "error_code.hpp"
#include "random_poly.hpp"

#include <alkahest/poly.hpp>
#include <alkahest/poly/factor.hpp>

#include <catch2/catch.hpp>

using namespace alkahest;
using alkahest::test::code_of;
using alkahest::test::random_poly;

namespace {

template <class P> bool divides(const P &d, const P &f) {
  try {
    (void)f.divide_exact(d);
    return true;
  } catch (const Error &) {
    return false;
  }
}

template <class P> bool is_one(const P &p) {
  return p.size() == 1 && p.total_degree() == 0 && p.monic() == p;
}

template <class P> P power(const P &p, unsigned long e) {
  P r = P::constant(p.ring_ptr(), p.field().one(), p.field());
  for (unsigned long i = 0; i < e; ++i)
    r = r * p;
  return r;
}

PolyZp modp(const PolyQ &f, std::uint32_t p) { return *reduce_mod(f, p); }

/// gcd of the numerators over lcm of the denominators (non-negative).
Rational content(const PolyQ &f) {
  Integer num(0), den(1);
  for (const Rational &c : f.coeffs()) {
    num = gcd(num, numerator(c));
    den = lcm(den, denominator(c));
  }
  return Rational(num, den);
}

/// Properties every factorisation must have: the product is the input,
/// factors non-constant and pairwise coprime, and refactoring a factor of
/// `factor` gives it back alone (irreducible as far as FLINT can tell a
/// second time, on another path: the factor alone).
template <class P, class F> void check_factorization(const P &f, const F &r, bool irreducible) {
  CHECK(r.expand(f.ring_ptr(), f.field()) == f);
  for (std::size_t i = 0; i < r.factors.size(); ++i) {
    CHECK(r.factors[i].first.total_degree() >= 1);
    CHECK(r.factors[i].second >= 1);
    for (std::size_t j = i + 1; j < r.factors.size(); ++j)
      CHECK(is_one(gcd(r.factors[i].first, r.factors[j].first)));
    if (irreducible) {
      auto again = factor(r.factors[i].first);
      REQUIRE(again.factors.size() == 1);
      CHECK(again.factors[0].second == 1);
    } else {
      // Square-free: no irreducible factor twice.
      for (const auto &[q, e] : factor(r.factors[i].first).factors)
        CHECK(e == 1);
    }
  }
}

} // namespace

TEST_CASE("gcd over Q and Z/p: planted common factors, cofactors coprime", "[algebra][gcd]") {
  auto ring = make_ring({"x", "y", "z"});
  std::mt19937_64 rng(7);
  for (int i = 0; i < 100; ++i) {
    PolyQ g = random_poly(ring, rng, 4, 3), f1 = random_poly(ring, rng, 4, 3),
          f2 = random_poly(ring, rng, 4, 3);
    Rational c1(1 + i % 5), c2(i % 3 == 0 ? -6 : 4);
    PolyQ a = (g * f1).scale(c1), b = (g * f2).scale(c2);
    PolyQ G = gcd(a, b);
    INFO("a = " << a.to_string() << ", b = " << b.to_string());
    CHECK(G.leading_coeff() == 1);
    CHECK(divides(G, a));
    CHECK(divides(G, b));
    CHECK(is_one(gcd(a.divide_exact(G), b.divide_exact(G))));
    CHECK(divides(g, G));
    // Over Z: the contents' gcd times the primitive gcd.
    PolyQ Gz = gcd_integral(a, b);
    CHECK(Gz.monic() == G);
    CHECK(divides(Gz, a));
    CHECK(content(Gz) == Rational(gcd(numerator(content(a)), numerator(content(b))),
                                  lcm(denominator(content(a)), denominator(content(b)))));
  }
  for (std::uint32_t p : {2u, 3u, 101u, 2147483647u}) {
    std::mt19937_64 rng_p(p);
    for (int i = 0; i < 25; ++i) {
      PolyZp g = modp(random_poly(ring, rng_p, 4, 3), p);
      PolyZp a = g * modp(random_poly(ring, rng_p, 4, 3), p);
      PolyZp b = g * modp(random_poly(ring, rng_p, 4, 3), p);
      if (g.total_degree() < 1 || a.is_zero() || b.is_zero()) continue;
      PolyZp G = gcd(a, b);
      INFO("p = " << p << ", a = " << a.to_string() << ", b = " << b.to_string());
      CHECK(G.leading_coeff() == 1);
      CHECK(divides(G, a));
      CHECK(divides(G, b));
      CHECK(is_one(gcd(a.divide_exact(G), b.divide_exact(G))));
      CHECK(divides(g, G));
    }
  }
}

TEST_CASE("gcd over Z keeps the content: gcd_integral(6x+6, 4x^2-4) = 2x+2", "[algebra][gcd]") {
  auto ring = make_ring({"x"});
  CHECK(gcd_integral(parse_poly("6*x+6", ring), parse_poly("4*x^2-4", ring)) ==
        parse_poly("2*x+2", ring));
  CHECK(gcd_integral(parse_poly("-3*x-3", ring), parse_poly("x+1", ring)) ==
        parse_poly("x+1", ring));
  CHECK(gcd_integral(parse_poly("x/2+1/2", ring), parse_poly("x/3+1/3", ring)) ==
        parse_poly("x/6+1/6", ring));
  CHECK(gcd(PolyQ(ring), PolyQ(ring)).is_zero());
  CHECK(gcd(PolyQ(ring), parse_poly("3*x+3", ring)) == parse_poly("x+1", ring));
  CHECK(code_of([&] { gcd(parse_poly("x", ring), parse_poly("y", make_ring({"y"}))); }) ==
        "E-POLY-004");
}

TEST_CASE("factor over Q: products with content, signs and repeated factors", "[algebra][factor]") {
  auto ring = make_ring({"x", "y", "z"});
  std::mt19937_64 rng(11);
  for (int i = 0; i < 60; ++i) {
    PolyQ f1 = random_poly(ring, rng, 3, 2), f2 = random_poly(ring, rng, 3, 2),
          f3 = random_poly(ring, rng, 2, 1);
    Rational c = Rational(i % 2 ? -12 : 5, i % 3 ? 7 : 1);
    PolyQ f = (power(f1, 1 + i % 3) * power(f2, 1 + i % 2) * f3).scale(c);
    INFO("f = " << f.to_string());
    FactorizationQ r = factor(f);
    check_factorization(f, r, true);
    // Normalised: integer coefficients with gcd 1, positive leading coefficient.
    for (const auto &[q, e] : r.factors) {
      CHECK(q.leading_coeff() > 0);
      Integer g(0);
      for (const Rational &k : q.coeffs()) {
        CHECK(denominator(k) == 1);
        g = gcd(g, numerator(k));
      }
      CHECK(g == 1);
    }
    // Every planted factor divides the product of the factors found.
    unsigned long total = 0;
    for (const auto &[q, e] : r.factors)
      total += e * static_cast<unsigned long>(q.total_degree());
    CHECK(static_cast<long>(total) == f.total_degree());
    // square_free: the same product, square-free pairwise coprime factors.
    check_factorization(f, square_free(f), false);
  }
}

TEST_CASE("factor and square_free over Z/p, small and large p", "[algebra][factor]") {
  auto ring = make_ring({"x", "y"});
  for (std::uint32_t p : {2u, 3u, 5u, 7u, 32003u, 2147483647u}) {
    std::mt19937_64 rng(p * 3 + 1);
    for (int i = 0; i < 10; ++i) {
      PolyZp f1 = modp(random_poly(ring, rng, 3, 2), p), f2 = modp(random_poly(ring, rng, 3, 2), p);
      PolyZp f = power(f1, 1 + i % 3) * f2;
      if (f.total_degree() < 1) continue;
      INFO("p = " << p << ", f = " << f.to_string());
      FactorizationZp r = factor(f);
      check_factorization(f, r, true);
      for (const auto &[q, e] : r.factors)
        CHECK(q.leading_coeff() == 1);
      check_factorization(f, square_free(f), false);
    }
  }
  auto x1 = make_ring({"x"});
  // x^5 - x splits into the five linear factors over Z/5; x^2 + 1 = (x + 1)^2 over Z/2.
  auto f5 = factor(*reduce_mod(parse_poly("x^5 - x", x1), 5));
  CHECK(f5.factors.size() == 5);
  auto f2 = factor(*reduce_mod(parse_poly("x^2 + 1", x1), 2));
  REQUIRE(f2.factors.size() == 1);
  CHECK(f2.factors[0].second == 2);
  // (x + 1)^5 = x^5 + 1 over Z/5: one square-free factor of multiplicity 5.
  auto s5 = square_free(*reduce_mod(parse_poly("x^5 + 1", x1), 5));
  REQUIRE(s5.factors.size() == 1);
  CHECK(s5.factors[0].second == 5);
}

TEST_CASE("factor of constants and zero: the unit carries them", "[algebra][factor]") {
  auto ring = make_ring({"x"});
  auto zero = factor(PolyQ(ring));
  CHECK(zero.unit == 0);
  CHECK(zero.factors.empty());
  auto six = factor(PolyQ::constant(ring, Rational(6)));
  CHECK(six.unit == 6);
  CHECK(six.factors.empty());
  auto r = factor(parse_poly("-2*x-2", ring));
  CHECK(r.unit == -2);
  REQUIRE(r.factors.size() == 1);
  CHECK(r.factors[0].first == parse_poly("x+1", ring));
  auto q = factor(parse_poly("x^2/4 - 1", ring)); // (x - 2)(x + 2) / 4
  CHECK(q.unit == Rational(1, 4));
  CHECK(q.factors.size() == 2);
}

TEST_CASE("gcd and factor agree in every monomial order (terms cross to FLINT's lex and back)",
          "[algebra][gcd][factor]") {
  std::mt19937_64 rng(2112);
  const std::vector<std::string> vars{"x", "y", "z"};
  auto lex = make_ring(vars, MonomialOrder::lex());
  for (int i = 0; i < 12; ++i) {
    PolyQ g = random_poly(lex, rng, 4, 3), a = random_poly(lex, rng, 4, 3),
          b = random_poly(lex, rng, 4, 3);
    g = g.scale(Rational(1, 3 + i)); // a content with a denominator
    PolyQ fa = g * a, fb = g * b;
    PolyQ g_lex = gcd(fa, fb);
    FactorizationQ f_lex = factor(fa);
    for (const MonomialOrder &order :
         {MonomialOrder::grevlex(), MonomialOrder::grlex(), MonomialOrder::block({1, 2})}) {
      auto ring = make_ring(vars, order);
      INFO(order.name() << ": gcd of " << fa.to_string() << " and " << fb.to_string());
      PolyQ ga = fa.map_to_ring(ring), gb = fb.map_to_ring(ring);
      CHECK(gcd(ga, gb) == g_lex.map_to_ring(ring).monic());
      FactorizationQ f = factor(ga);
      CHECK(f.expand(ring) == ga);
      CHECK(f.factors.size() == f_lex.factors.size());
      PolyZp pa = modp(ga, 32003), pb = modp(gb, 32003);
      CHECK(gcd(pa, pb) == gcd(modp(fa, 32003), modp(fb, 32003)).map_to_ring(ring).monic());
    }
  }
}

namespace {

/// Every monomial of total degree <= d with a random non-zero coefficient:
/// dense, so that gcds of products of these take the Hensel gcd in four or
/// more variables.
PolyQ random_dense(const PolyRingPtr &ring, int d, std::mt19937_64 &rng) {
  std::uniform_int_distribution<int> coeff(1, 19);
  const std::size_t n = ring->nvars();
  std::vector<std::pair<std::vector<Exponent>, Rational>> terms;
  std::vector<Exponent> m(n, 0);
  auto walk = [&](auto &&self, std::size_t k, int left) -> void {
    if (k == n) {
      terms.emplace_back(m, Rational(coeff(rng) * (rng() % 2 ? 1 : -1)));
      return;
    }
    for (int e = 0; e <= left; ++e) {
      m[k] = static_cast<Exponent>(e);
      self(self, k + 1, left - e);
    }
    m[k] = 0;
  };
  walk(walk, 0, d);
  return PolyQ::from_terms(ring, std::move(terms));
}

} // namespace

TEST_CASE("gcd of dense polynomials in 4 and 5 variables (the Hensel gcd): the planted factor",
          "[algebra][gcd]") {
  std::mt19937_64 rng(31);
  for (std::size_t n : {4u, 5u}) {
    std::vector<std::string> vars{"x", "y", "z", "t", "u"};
    vars.resize(n);
    for (const MonomialOrder &order : {MonomialOrder::lex(), MonomialOrder::grevlex()}) {
      auto ring = make_ring(vars, order);
      for (int i = 0; i < 4; ++i) {
        PolyQ g = random_dense(ring, 2 + i % 2, rng), f1 = random_dense(ring, 2, rng),
              f2 = random_dense(ring, 2, rng);
        PolyQ a = (g * f1).scale(Rational(2, 3)), b = g * f2;
        INFO(n << " variables, " << order.name() << ": a = " << a.to_string()
               << ", b = " << b.to_string());
        PolyQ G = gcd(a, b);
        CHECK(G.leading_coeff() == 1);
        CHECK(divides(G, a));
        CHECK(divides(G, b));
        CHECK(is_one(gcd(a.divide_exact(G), b.divide_exact(G))));
        CHECK(divides(g, G));
      }
    }
  }
}
