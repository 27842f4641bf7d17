// lib/solve/zp_poly.hpp - dense univariate polynomials over Z/p (p < 2^31):
// Berlekamp-Massey, products, remainders, inverses modulo a polynomial.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#pragma GCC visibility push(hidden)
namespace alkahest::solving::zp {

/// c[i] is the coefficient of T^i; no trailing zeros (the zero polynomial is empty).
using Poly = std::vector<std::uint32_t>;

/// sum_j w[j] u[j] mod p (entries below p).
std::uint32_t dot(const std::uint32_t *w, const std::uint32_t *u, std::size_t n, std::uint32_t p);

/// Drops trailing zeros.
void normalize(Poly &a);

/// The minimal polynomial (monic) of a linearly recurrent sequence, from its
/// first 2L terms where L bounds the recurrence's order (Berlekamp, Massey,
/// IEEE Trans. Inf. Theory 15 (1969)).
Poly berlekamp_massey(const std::vector<std::uint32_t> &s, std::uint32_t p);

Poly derivative(const Poly &a, std::uint32_t p);
Poly multiply(const Poly &a, const Poly &b, std::uint32_t p);
/// a mod m, m monic.
Poly remainder(Poly a, const Poly &m, std::uint32_t p);
/// a^-1 mod m (m monic, deg a < deg m), or nullopt when gcd(a, m) != 1.
std::optional<Poly> inverse_mod(const Poly &a, const Poly &m, std::uint32_t p);
/// Whether gcd(a, b) = 1.
bool coprime(Poly a, Poly b, std::uint32_t p);

} // namespace alkahest::solving::zp
#pragma GCC visibility pop
