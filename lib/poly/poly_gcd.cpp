// lib/poly/poly_gcd.cpp - greatest common divisors of PolyQ and PolyZp through FLINT.
//
// Method: FLINT's fmpq_mpoly_gcd / nmod_mpoly_gcd, which choose among
// Brown's dense modular algorithm, Zippel's sparse interpolation and the
// Hensel-lifting gcd by the shape of the inputs (Monagan and Tuncer, "The
// complexity of sparse Hensel lifting and sparse polynomial factorization",
// 2019; FLINT's mpoly gcd documentation); over Q, dense inputs in four or
// more variables go to the Hensel gcd directly (gcd_by_shape.cpp).
#include "content.hpp"
#include "flint_bridge.hpp"
#include "gcd_by_shape.hpp"

#include <alkahest/error.hpp>
#include <alkahest/poly/factor.hpp>

namespace alkahest {

namespace {

template <class P> const PolyRingPtr &common_ring(const P &a, const P &b) {
  if (!a.ring_ptr()) return b.ring_ptr();
  if (!b.ring_ptr()) return a.ring_ptr();
  if (!(a.ring() == b.ring()))
    raise(ErrorId::PolyRingMismatch, "gcd of polynomials of different rings");
  if (!(a.field() == b.field()))
    raise(ErrorId::PolyRingMismatch, "gcd of polynomials over different prime fields");
  return a.ring_ptr();
}

} // namespace

PolyQ gcd(const PolyQ &a, const PolyQ &b) {
  const PolyRingPtr &ring = common_ring(a, b);
  if (!ring) return PolyQ();
  flint_bridge::QContext ctx(ring->nvars());
  flint_bridge::QPoly fa = flint_bridge::to_flint(a, ctx), fb = flint_bridge::to_flint(b, ctx);
  flint_bridge::QPoly g(ctx);
  flint_bridge::require_success(flint_bridge::gcd_by_shape(g.get(), fa.get(), fb.get(), ctx.get()),
                                "gcd");
  // FLINT's gcd is monic in lex order; ours is monic in the ring's order.
  return flint_bridge::from_flint(g, ring).monic();
}

PolyZp gcd(const PolyZp &a, const PolyZp &b) {
  const PolyRingPtr &ring = common_ring(a, b);
  if (!ring) return PolyZp();
  const PrimeField field = a.ring_ptr() ? a.field() : b.field();
  flint_bridge::ZpContext ctx(ring->nvars(), field.p);
  flint_bridge::ZpPoly fa(ctx), fb(ctx), g(ctx);
  flint_bridge::to_flint(a, fa);
  flint_bridge::to_flint(b, fb);
  flint_bridge::require_success(nmod_mpoly_gcd(g.get(), fa.get(), fb.get(), ctx.get()), "gcd");
  return flint_bridge::from_flint(g, ring, field).monic();
}

PolyQ gcd_integral(const PolyQ &a, const PolyQ &b) {
  PolyQ g = gcd(a, b);
  if (g.is_zero()) return g;
  Integer num = gcd(numerator(poly_detail::content(a)), numerator(poly_detail::content(b)));
  Integer den = lcm(denominator(poly_detail::content(a)), denominator(poly_detail::content(b)));
  // A zero input has content 0/1: the gcd is the other's content.
  return poly_detail::split_content(g).second.scale(Rational(num, den));
}

} // namespace alkahest
