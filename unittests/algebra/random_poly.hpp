// unittests/algebra/random_poly.hpp - random sparse polynomials with fixed seeds for the algebra
// tests.
#pragma once

#include <alkahest/poly.hpp>

#include <random>

namespace alkahest::test {

/// A random polynomial of the ring: up to `terms` terms of total degree at
/// most `degree`, integer coefficients in [-bound, bound]; never constant
/// when `non_constant` (a variable is added).
inline PolyQ random_poly(const PolyRingPtr &ring, std::mt19937_64 &rng, int terms, int degree,
                         int bound = 9, bool non_constant = true) {
  const std::size_t n = ring->nvars();
  std::uniform_int_distribution<int> coeff(-bound, bound), var(0, static_cast<int>(n) - 1),
      deg(0, degree);
  std::vector<std::pair<std::vector<Exponent>, Rational>> ts;
  for (int t = 0; t < terms; ++t) {
    std::vector<Exponent> m(n, 0);
    for (int d = deg(rng); d > 0; --d)
      ++m[static_cast<std::size_t>(var(rng))];
    ts.emplace_back(std::move(m), Rational(coeff(rng)));
  }
  if (non_constant) {
    std::vector<Exponent> m(n, 0);
    m[static_cast<std::size_t>(var(rng))] = 1;
    ts.emplace_back(std::move(m), Rational(1 + std::abs(coeff(rng))));
  }
  PolyQ p = PolyQ::from_terms(ring, std::move(ts));
  return p.total_degree() >= 1 ? p : p + PolyQ::variable(ring, 0);
}

} // namespace alkahest::test
