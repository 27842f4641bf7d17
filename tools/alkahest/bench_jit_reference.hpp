// tools/alkahest/bench_jit_reference.hpp - hand-written C++ loops that `alkahest bench jit` races
// the JIT against.
#pragma once

#include <cstddef>

namespace alkahest::bench {

/// out[i] = sin(x)*cos(y) + (x*x + y*y)/100, the seed expression by hand.
void seed_loop(const double *x, const double *y, double *out, std::size_t n);

/// The 10-output Jacobian of g_k(x, y) = sin(k x) cos(y) + x^2 y / k,
/// k = 1..5: out[2(k-1)][i] = dg_k/dx, out[2(k-1)+1][i] = dg_k/dy, with the
/// shared cos(y), sin(y), x*y and x*x computed once per point.
void jacobian_loop(const double *x, const double *y, double *const *out, std::size_t n);

} // namespace alkahest::bench
