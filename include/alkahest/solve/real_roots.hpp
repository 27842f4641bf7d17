// alkahest/solve/real_roots.hpp - exact real root isolation of univariate integer polynomials.
#pragma once

#include <alkahest/expr/number.hpp>

#include <complex>
#include <vector>

namespace alkahest::solving {

/// A univariate polynomial with integer coefficients, c[i] the coefficient of
/// x^i (no trailing zeros; the zero polynomial is empty).
using UPolyZ = std::vector<Integer>;

/// An isolating interval: exactly one real root lies in [lo, hi]; lo == hi
/// when the root is the rational lo itself.
struct RootInterval {
  Rational lo, hi;
  /// A double inside the interval (the midpoint, correctly rounded).
  double approx() const;
};

/// Square-free part of f (primitive, positive leading coefficient), by
/// f / gcd(f, f') with a primitive-remainder-sequence gcd over Z.
UPolyZ square_free_part(const UPolyZ &f);

/// gcd of two integer polynomials (primitive, positive leading coefficient).
UPolyZ gcd(const UPolyZ &a, const UPolyZ &b);

/// Exact division a / b over Q scaled to a primitive integer polynomial;
/// b must divide a.
UPolyZ exact_quotient(const UPolyZ &a, const UPolyZ &b);

/// Isolates every real root of f (f need not be square-free: its square-free
/// part is used, each distinct root reported once), sorted increasingly.
/// Method: Descartes' rule of signs with Vincent-Collins-Akritas bisection
/// on (0, 1) after scaling by a power-of-two Cauchy bound (Collins & Akritas,
/// SYMSAC 1976; Rouillier & Zimmermann, J. Comput. Appl. Math. 162 (2004)).
std::vector<RootInterval> isolate_real_roots(const UPolyZ &f);

/// Shrinks an isolating interval of a square-free f by bisection with exact
/// sign evaluation until hi - lo <= 2^-bits.
void refine_root(const UPolyZ &f, RootInterval &r, unsigned bits);

/// Sign of f at the rational x (-1, 0, 1).
int sign_at(const UPolyZ &f, const Rational &x);

/// All complex roots of f (square-free part), numerically, by the
/// Aberth-Ehrlich simultaneous iteration in long double (Aberth, Math. Comp.
/// 27 (1973); Bini, Numer. Algorithms 13 (1996) for the starting points).
std::vector<std::complex<long double>> complex_roots(const UPolyZ &f);

} // namespace alkahest::solving
