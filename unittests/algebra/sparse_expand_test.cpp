// unittests/algebra/sparse_expand_test.cpp - expand's sparse path (linked libalkahest) gives the
// node the term-by-term path gives, on random polynomial-shaped expressions (fixed seeds).
#include "error_code.hpp"

#include <alkahest/expr.hpp>
#include <alkahest/expr/expand.hpp>
#include <alkahest/expr/parse.hpp>

#include <catch2/catch.hpp>

#include <random>

using namespace alkahest;
using alkahest::test::code_of;

namespace {

Expr term_by_term(const Expr &e) {
  ExpandOptions o;
  o.sparse_polynomials = false;
  return expand(e, o);
}

/// A random polynomial-shaped expression: products and small powers of sums
/// of monomials with rational coefficients, nested two levels.
Expr random_shape(ExprPool &p, std::mt19937_64 &rng, int depth) {
  std::uniform_int_distribution<int> pick(0, 9), num(-5, 5), den(1, 3), expo(0, 3);
  const char *names[] = {"x", "y", "z", "w"};
  auto monomial = [&] {
    std::vector<Expr> f{p.rational(num(rng), den(rng))};
    for (int k = pick(rng) % 3; k > 0; --k)
      f.push_back(p.pow(p.symbol(names[pick(rng) % 4]), p.integer(1 + pick(rng) % 3)));
    return p.mul(f);
  };
  std::vector<Expr> terms;
  for (int k = 1 + pick(rng) % 4; k > 0; --k)
    terms.push_back(depth > 0 && pick(rng) < 4 ? random_shape(p, rng, depth - 1) : monomial());
  Expr sum = p.add(terms);
  switch (pick(rng) % 3) {
  case 0:
    return p.pow(sum, p.integer(expo(rng)));
  case 1:
    return p.mul({sum, depth > 0 ? random_shape(p, rng, depth - 1) : monomial()});
  default:
    return sum;
  }
}

} // namespace

TEST_CASE("expand's sparse path builds the term-by-term path's node", "[algebra][expand]") {
  ExprPool p;
  std::mt19937_64 rng(17);
  for (int i = 0; i < 200; ++i) {
    Expr e = random_shape(p, rng, 2);
    INFO(to_string(e));
    CHECK(expand(e) == term_by_term(e));
  }
  Expr fateman = parse(p, "(1+x+y+z+t)^6*((1+x+y+z+t)^6+1)");
  Expr fast = expand(fateman);
  CHECK(fast == term_by_term(fateman));
  CHECK(fast.node()->arity() == 1820); // every monomial of degree <= 12 in 4 variables: C(16, 4)
  CHECK(expand(parse(p, "(x - y)*(x + y) + y^2")) == parse(p, "x^2"));
  CHECK(expand(parse(p, "(x + 1)^2 - x^2 - 2*x - 1")) == p.integer(0));
  CHECK(expand(parse(p, "(2/3)^2*x^0 + 5")) == parse(p, "49/9"));
}

TEST_CASE("expressions that are not polynomials take the term-by-term path", "[algebra][expand]") {
  ExprPool p;
  for (const char *text : {"sin(x)*(x + 1)^2", "(x + 1)^-2*(y + 1)", "(x + 1)^(1/2)*(x + 2)",
                           "2.5*(x + 1)^2", "exp(x + (y + 1)^2)", "(x + y)^n"}) {
    Expr e = parse(p, text);
    INFO(text);
    CHECK(expand(e) == term_by_term(e));
  }
}

TEST_CASE("the sparse path keeps expand's budget", "[algebra][expand]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y");
  CHECK(code_of([&] { expand(pow(x + y + 1, 2000)); }) == "E-EXPR-008");
  ExpandOptions tight;
  tight.max_terms = 10;
  CHECK(code_of([&] { expand(pow(x + y + 1, 4), tight); }) == "E-EXPR-008");
  tight.max_terms = 1000;
  tight.max_products = 10;
  CHECK(code_of([&] { expand(pow(x + 1, 10), tight); }) == "E-EXPR-008");
  // (x+1)^5000 is refused term by term (2.5e7 products) but has 5001 terms.
  CHECK(expand(pow(x + 1, 5000)).node()->arity() == 5001);
}

TEST_CASE("the sparse path's read-out: coefficients past a word, negative ones, a content",
          "[algebra][expand]") {
  std::mt19937_64 rng(2121);
  std::uniform_int_distribution<int> pick(0, 9), small(-6, 6);
  const char *names[] = {"t", "x", "y", "z"};
  for (int i = 0; i < 60; ++i) {
    ExprPool p, q;
    // A sum of monomials with integer coefficients, some of them past 2^64
    // and negative; every third one scaled by 6 (a content of 6 or more),
    // raised to a small power or multiplied by another such sum.
    auto sum = [&](ExprPool &pool, std::mt19937_64 &g) {
      std::vector<Expr> terms;
      const bool content = i % 3 == 0;
      for (int k = 1 + pick(g) % 4; k > 0; --k) {
        Integer c(small(g));
        if (pick(g) < 3) c = c * Integer("18446744073709551629");
        if (content) c = c * Integer(6);
        std::vector<Expr> f{pool.integer(c)};
        for (int m = pick(g) % 3; m > 0; --m)
          f.push_back(pool.pow(pool.symbol(names[pick(g) % 4]), pool.integer(1 + pick(g) % 3)));
        terms.push_back(pool.mul(f));
      }
      return pool.add(terms);
    };
    Expr a = sum(p, rng), b = sum(p, rng);
    Expr e = pick(rng) % 2 ? p.mul({a, b}) : p.pow(a, p.integer(2 + pick(rng) % 3));
    INFO(to_string(e));
    // p: the sparse path first, then term by term must find its nodes; q (a
    // fresh pool, same expression): term by term first.
    Expr fast = expand(e);
    CHECK(fast == term_by_term(e));
    Expr e2 = parse(q, to_string(e));
    Expr slow = term_by_term(e2);
    CHECK(expand(e2) == slow);
    CHECK(to_string(slow) == to_string(fast));
  }
}
