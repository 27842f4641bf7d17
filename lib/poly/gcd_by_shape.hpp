// lib/poly/gcd_by_shape.hpp - the gcd over Q of two FLINT polynomials by the entry of FLINT that
// suits their shape (gcd_by_shape.cpp says why).
#pragma once

#include <flint/fmpq_mpoly.h>
#include <flint/fmpz_mpoly.h>

#include <cstddef>

#pragma GCC visibility push(hidden)
namespace alkahest::flint_bridge {

/// Inputs in fewer variables keep FLINT's choice (Brown's gcd wins there).
inline constexpr std::size_t kHenselMinVars = 4;
/// "Dense": at least this fraction of the monomials of the total degree.
inline constexpr double kDenseFraction = 0.5;

/// True when the Hensel-lifting gcd is the one to call on a and b: both
/// dense, in at least kHenselMinVars variables.
bool prefers_hensel(const fmpz_mpoly_struct *a, const fmpz_mpoly_struct *b,
                    const fmpz_mpoly_ctx_struct *ctx);

/// fmpq_mpoly_gcd's result (monic in lex, 0 for two zeros) by the entry
/// prefers_hensel() picks; FLINT's return value (0: refused).
int gcd_by_shape(fmpq_mpoly_struct *g, const fmpq_mpoly_struct *a, const fmpq_mpoly_struct *b,
                 const fmpq_mpoly_ctx_struct *ctx);

} // namespace alkahest::flint_bridge
#pragma GCC visibility pop
