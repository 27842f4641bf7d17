// lib/groebner/gmp_product.hpp - products whose destination survives a failed allocation.
#pragma once

#include <gmp.h>

#include <cstddef>

#pragma GCC visibility push(hidden)
namespace alkahest::gb {

/// w = u v (w may be u or v). mpz_mul sets the size of a destination too
/// small for the product, and frees its block unless it is an operand, before
/// it allocates the new one; when that allocation throws (the library's GMP
/// allocator turns a failure into std::bad_alloc, reported as E-GB-002), the
/// destination keeps a freed block, or a size its block does not have, and
/// its destructor or its next use corrupts the heap. Growing it first by a
/// reallocation, which keeps the value and leaves the block intact when it
/// fails, keeps every register valid while the error unwinds.
inline void multiply_into(mpz_ptr w, mpz_srcptr u, mpz_srcptr v) {
  const std::size_t limbs = mpz_size(u) + mpz_size(v);
  if (static_cast<std::size_t>(w->_mp_alloc) < limbs) mpz_realloc2(w, limbs * GMP_NUMB_BITS);
  mpz_mul(w, u, v);
}

} // namespace alkahest::gb
#pragma GCC visibility pop
