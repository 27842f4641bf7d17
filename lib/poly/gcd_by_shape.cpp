// lib/poly/gcd_by_shape.cpp - the gcd over Q of two FLINT polynomials by the entry of FLINT that
// suits their shape.
//
// FLINT's fmpz_mpoly_gcd picks Brown's dense modular gcd, Zippel's sparse
// interpolation or the Hensel-lifting gcd from its own cost estimates. On
// dense inputs in four or more variables those estimates pass over the
// Hensel gcd (Monagan and Tuncer, "The complexity of sparse Hensel lifting
// and sparse polynomial factorization", J. Symb. Comp. 2019), which is
// several times faster on them (docs/benchmarks.md, "gcd: FLINT's entries by
// shape", has the measurements). Its cost
// follows the degrees rather than the terms, so on sparse inputs it can be
// orders of magnitude slower, and in three or fewer variables Brown's
// algorithm wins: everything but dense inputs in many variables keeps
// FLINT's own choice.
#include "gcd_by_shape.hpp"

#include <algorithm>
#include <vector>

namespace alkahest::flint_bridge {

namespace {

/// C(n + d, n): the monomials of total degree at most d in n variables, in
/// double (saturating).
double simplex_size(std::size_t n, slong d) {
  double r = 1;
  for (std::size_t i = 1; i <= n; ++i)
    r = r * double(d + slong(i)) / double(i);
  return r;
}

/// True when p holds at least kDenseFraction of the monomials of its total
/// degree.
bool is_dense(const fmpz_mpoly_struct *p, const fmpz_mpoly_ctx_struct *ctx) {
  const slong deg = fmpz_mpoly_total_degree_si(p, ctx);
  if (deg < 1) return false; // constant, zero, or degrees past a word
  const std::size_t n = static_cast<std::size_t>(ctx->minfo->nvars);
  return double(fmpz_mpoly_length(p, ctx)) >= kDenseFraction * simplex_size(n, deg);
}

} // namespace

bool prefers_hensel(const fmpz_mpoly_struct *a, const fmpz_mpoly_struct *b,
                    const fmpz_mpoly_ctx_struct *ctx) {
  if (static_cast<std::size_t>(ctx->minfo->nvars) < kHenselMinVars) return false;
  return is_dense(a, ctx) && is_dense(b, ctx);
}

int gcd_by_shape(fmpq_mpoly_struct *g, const fmpq_mpoly_struct *a, const fmpq_mpoly_struct *b,
                 const fmpq_mpoly_ctx_struct *ctx) {
  if (prefers_hensel(a->zpoly, b->zpoly, ctx->zctx) && fmpq_mpoly_gcd_hensel(g, a, b, ctx))
    return 1;
  // Not dense, or the Hensel gcd found no good evaluation point: FLINT's choice.
  return fmpq_mpoly_gcd(g, a, b, ctx);
}

} // namespace alkahest::flint_bridge
