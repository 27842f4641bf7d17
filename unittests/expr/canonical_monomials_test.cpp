// unittests/expr/canonical_monomials_test.cpp - ExprPool::sum_of_monomials builds the node that
// add() of the terms' mul()s builds, on random and edge-case inputs (fixed seeds).
#include "error_code.hpp"

#include <alkahest/expr.hpp>

#include <catch2/catch.hpp>

#include <random>

using namespace alkahest;
using alkahest::test::code_of;

namespace {

/// The definition: add() of mul()s of the coefficient and the powers.
Expr by_terms(ExprPool &p, const std::vector<Expr> &symbols, const std::vector<Rational> &coeffs,
              const std::vector<std::uint64_t> &exps) {
  const std::size_t n = symbols.size();
  std::vector<Expr> terms;
  for (std::size_t i = 0; i < coeffs.size(); ++i) {
    std::vector<Expr> f{p.number(coeffs[i])};
    for (std::size_t k = 0; k < n; ++k)
      f.push_back(p.pow(symbols[k], p.integer(Integer(exps[i * n + k]))));
    terms.push_back(p.mul(f));
  }
  return p.add(terms);
}

} // namespace

TEST_CASE("sum_of_monomials builds add()'s node for random polynomials", "[expr][canonical]") {
  std::mt19937_64 rng(4242);
  std::uniform_int_distribution<int> pick(0, 99);
  // Names whose order differs from the order they are listed in, one a
  // prefix of another, upper case before lower case.
  const char *names[] = {"y", "x", "xx", "B", "a_1", "z"};
  for (int round = 0; round < 300; ++round) {
    // A fresh pool for half the rounds, so that nodes are first built by
    // either route.
    ExprPool p;
    const std::size_t n = 1 + static_cast<std::size_t>(pick(rng)) % 6;
    std::vector<Expr> symbols;
    for (std::size_t k = 0; k < n; ++k)
      symbols.push_back(p.symbol(names[k]));
    const std::size_t count = static_cast<std::size_t>(pick(rng)) % 40;
    const int max_exp = 1 + pick(rng) % 4;
    std::vector<Rational> coeffs;
    std::vector<std::uint64_t> exps;
    for (std::size_t i = 0; i < count; ++i) {
      int c = pick(rng) % 7 - 3; // 0 (dropped) and 1 (no factor) included
      coeffs.push_back(pick(rng) % 4 == 0 ? Rational(Integer(c), Integer(1 + pick(rng) % 5))
                                          : Rational(c));
      for (std::size_t k = 0; k < n; ++k)
        exps.push_back(pick(rng) % 3 == 0 ? 0
                                          : static_cast<std::uint64_t>(pick(rng) % (max_exp + 1)));
    }
    INFO("round " << round << ": " << count << " terms in " << n << " symbols");
    Expr expected = by_terms(p, symbols, coeffs, exps);
    if (round % 2) {
      ExprPool q;
      std::vector<Expr> qs;
      for (const Expr &s : symbols)
        qs.push_back(q.symbol(s->name()));
      Expr built = q.sum_of_monomials(qs, coeffs, exps);
      CHECK(to_string(built) == to_string(expected));
      CHECK(by_terms(q, qs, coeffs, exps) == built);
    } else {
      CHECK(p.sum_of_monomials(symbols, coeffs, exps) == expected);
    }
  }
}

TEST_CASE("sum_of_monomials: constants, single terms, repeats, large exponents",
          "[expr][canonical]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y");
  CHECK(p.sum_of_monomials({x, y}, {}, {}) == p.integer(0));
  CHECK(p.sum_of_monomials({}, {Rational(5)}, {}) == p.integer(5));
  CHECK(p.sum_of_monomials({x, y}, {Rational(1)}, std::vector<std::uint64_t>{0, 0}) ==
        p.integer(1));
  CHECK(p.sum_of_monomials({x, y}, {Rational(1)}, std::vector<std::uint64_t>{1, 0}) == x);
  CHECK(p.sum_of_monomials({x, y}, {Rational(-1)}, std::vector<std::uint64_t>{0, 3}) == -pow(y, 3));
  // Repeated monomials combine, cancelling terms vanish.
  CHECK(p.sum_of_monomials({x, y}, {Rational(2), Rational(-2), Rational(3)},
                           std::vector<std::uint64_t>{1, 1, 1, 1, 0, 0}) == p.integer(3));
  std::uint64_t big = (std::uint64_t{1} << 40) + 3;
  CHECK(p.sum_of_monomials({x, y}, {Rational(1), Rational(2)},
                           std::vector<std::uint64_t>{big, 0, 0, 1}) ==
        p.add({p.pow(x, p.integer(Integer(big))), 2 * y}));
}

TEST_CASE("sum_of_monomials refuses non-symbols and mismatched sizes", "[expr][canonical]") {
  ExprPool p;
  Expr x = p.symbol("x");
  CHECK(code_of([&] {
          p.sum_of_monomials({x, x + 1}, {Rational(1)}, std::vector<std::uint64_t>{1, 1});
        }) == "E-EXPR-007");
  CHECK(code_of([&] {
          p.sum_of_monomials({x, x}, {Rational(1)}, std::vector<std::uint64_t>{1, 1});
        }) == "E-EXPR-007");
  CHECK(code_of([&] {
          p.sum_of_monomials({x}, {Rational(1)}, std::vector<std::uint64_t>{1, 1});
        }) == "E-EXPR-004");
  ExprPool other;
  CHECK(code_of([&] {
          p.sum_of_monomials({other.symbol("x")}, {Rational(1)}, std::vector<std::uint64_t>{1});
        }) == "E-EXPR-002");
}

TEST_CASE("sum_of_monomials_viewed reads read-only GMP views, large and negative coefficients",
          "[expr][canonical]") {
  std::mt19937_64 rng(977);
  std::uniform_int_distribution<int> pick(0, 99);
  const char *names[] = {"t", "x", "y", "z"};
  for (int round = 0; round < 60; ++round) {
    const std::size_t n = 1 + static_cast<std::size_t>(pick(rng)) % 4;
    const std::size_t count = 1 + static_cast<std::size_t>(pick(rng)) % 60;
    // Exponents past 2^40 in some rounds: keys wider than a word, so the
    // order comes from the comparison sort instead of the radix sort.
    const bool huge = round % 3 == 0;
    std::vector<Rational> coeffs;
    std::vector<std::uint64_t> exps;
    for (std::size_t i = 0; i < count; ++i) {
      // Coefficients of one limb and of several, of both signs, some equal.
      Integer c(pick(rng) % 9 - 4);
      if (pick(rng) % 3 == 0) c = c * Integer("340282366920938463463374607431768211507");
      if (c == 0) c = Integer(7);
      coeffs.push_back(pick(rng) % 5 == 0 ? Rational(c, Integer(1 + pick(rng) % 4)) : Rational(c));
      for (std::size_t k = 0; k < n; ++k) {
        std::uint64_t e = pick(rng) % 3 == 0 ? 0 : static_cast<std::uint64_t>(pick(rng) % 5);
        if (huge && e) e += std::uint64_t{1} << 41;
        exps.push_back(e);
      }
    }
    // The views: each numerator through mpz_roinit_n over a copy of its
    // limbs, as a caller holding another library's numbers builds them.
    std::vector<std::vector<mp_limb_t>> limbs(count);
    std::vector<__mpq_struct> views(count);
    for (std::size_t i = 0; i < count; ++i) {
      mpz_srcptr num = mpq_numref(coeffs[i].raw());
      limbs[i].assign(num->_mp_d, num->_mp_d + std::abs(num->_mp_size));
      mpz_roinit_n(mpq_numref(&views[i]), limbs[i].data(), num->_mp_size);
      *mpq_denref(&views[i]) = *mpq_denref(coeffs[i].raw());
    }
    INFO("round " << round << ": " << count << " terms in " << n << " symbols");
    ExprPool p, q;
    std::vector<Expr> ps, qs;
    for (std::size_t k = 0; k < n; ++k) {
      ps.push_back(p.symbol(names[k]));
      qs.push_back(q.symbol(names[k]));
    }
    // p: the definition first, then the bulk build must find its nodes;
    // q: the bulk build into a pool without them, then the definition.
    Expr expected = by_terms(p, ps, coeffs, exps);
    CHECK(p.sum_of_monomials_viewed(ps, views, exps) == expected);
    Expr built = q.sum_of_monomials_viewed(qs, views, exps);
    CHECK(to_string(built) == to_string(expected));
    CHECK(by_terms(q, qs, coeffs, exps) == built);
  }
}
