// alkahest/solve/real_roots.hpp - exact real and certified complex roots of univariate integer
// polynomials.
#pragma once

#include <alkahest/expr/number.hpp>

#include <complex>
#include <vector>

namespace alkahest::solving {

/// A univariate polynomial with integer coefficients, c[i] the coefficient of
/// x^i (no trailing zeros; the zero polynomial is empty).
using UPolyZ = std::vector<Integer>;

/// An isolating interval: exactly one real root lies in [lo, hi]; lo == hi
/// when the root is the rational lo itself (isolation and refinement bisect
/// dyadic intervals, so this happens for dyadic roots such as 3/4; a root
/// like 1/3 stays inside a proper interval).
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

/// Shrinks an isolating interval of f until hi - lo <= 2^-bits, keeping an
/// exactly checked sign change (quadratic interval refinement: the secant
/// picks one of N parts, N squared on each success, bisection otherwise).
void refine_root(const UPolyZ &f, RootInterval &r, unsigned bits);

/// Sign of f at the rational x (-1, 0, 1).
int sign_at(const UPolyZ &f, const Rational &x);

/// A certified complex number: it lies in the box
/// [re - radius, re + radius] + i [im - radius, im + radius]. re, im and
/// radius are dyadic rationals (the centre and radius of a ball of Arb).
struct ComplexBox {
  Rational re, im, radius;
  /// Proved real: im == 0 and the number lies in [re - radius, re + radius].
  bool real = false;
  /// The centre as doubles.
  std::complex<double> approx() const;
};

/// Every complex root of f (its square-free part), each in a box of
/// radius <= 2^-(bits+1) that holds exactly one root; the real roots are
/// proved real (real == true), listed first and increasing, then each root
/// above the real axis by increasing (re, im), followed by its conjugate.
/// Method: Arb's Durand-Kerner iteration in ball arithmetic with its
/// inclusion test (acb_poly_find_roots, which certifies disjoint discs that
/// each hold one root), from 64 bits of working precision, doubled until
/// every root is isolated and narrow enough; a disc that meets the real axis
/// holds a real root once their number equals the exact count of real roots
/// (Johansson, "Arb", IEEE Trans. Computers 66 (2017)). Raises E-SOLVE-006
/// when 2^20 bits of working precision do not suffice.
std::vector<ComplexBox> complex_roots(const UPolyZ &f, unsigned bits = 53);

} // namespace alkahest::solving
