// lib/solve/certified_roots.hpp - certified complex roots of an integer polynomial and their
// images.
#pragma once

#include "quotient_algebra.hpp"
#include "solve_budget.hpp"

#include <alkahest/solve/real_roots.hpp>

#pragma GCC visibility push(hidden)
namespace alkahest::solving {

/// What certify_images() needs to know.
struct CertifyTarget {
  /// Every box returned has radius <= 2^-(bits+1).
  unsigned bits = 53;
  /// Working precision past which E-SOLVE-006 is raised.
  unsigned max_working_bits = 1u << 20;
};

/// For each root theta of the square-free integer polynomial f, boxes of
/// g_0(theta), g_1(theta), ... (rational polynomials, c[k] of t^k; divided
/// by denominator(theta) when one is given, which must not vanish at a root), each
/// certified to the target's radius; real_roots is the exact number of real
/// roots of f (from Descartes' rule), which proves the roots whose disc meets
/// the real axis real. Roots come real first (increasing), then each root
/// above the real axis by increasing (re, im), followed by its conjugate.
std::vector<std::vector<ComplexBox>> certify_images(const UPolyZ &f, std::size_t real_roots,
                                                    const std::vector<QVector> &g,
                                                    const CertifyTarget &target,
                                                    SolveBudget *budget,
                                                    const QVector *denominator = nullptr);

/// Encloses g_k(t) / h(t) over real intervals of t in ball arithmetic: the
/// real solutions' boxes from a root's isolating interval. The polynomials
/// are converted once; each call evaluates them at one precision.
class RealImages {
public:
  /// h == nullptr: g_k(t) alone.
  RealImages(const std::vector<QVector> &g, const QVector *h);
  ~RealImages();
  RealImages(const RealImages &) = delete;
  RealImages &operator=(const RealImages &) = delete;

  /// For t in [lo, hi]: per k an exact rational enclosure of g_k(t)/h(t),
  /// at `prec` bits of working precision; false when h's enclosure holds 0
  /// (t too wide or prec too low).
  bool enclose(const Rational &lo, const Rational &hi, unsigned prec,
               std::vector<std::pair<Rational, Rational>> &out) const;

private:
  struct Impl;
  Impl *impl_;
};

} // namespace alkahest::solving
#pragma GCC visibility pop
