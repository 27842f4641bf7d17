// lib/support/modular_kernels.hpp - vector kernels of the arithmetic modulo a
// prime p < 2^31: dot products, scaled subtractions, lazily reduced rows
// (the solver's polynomials, the multiplication matrices' normal forms) and
// the Krylov matrix's dense slabs.
//
// Every product of two entries below 2^31 is below 2^62, so four of them sum
// without overflow; each kernel sums four and splits the sum into its 32-bit
// halves, accumulated apart (exact for up to 2^32 terms), and the caller
// reduces once. The products are vpmuludq (32 x 32 -> 64 bits, one
// instruction per lane) written out: from plain C++ GCC 12 vectorizes a
// widened 32-bit product as a full 64 x 64-bit one, three multiplications.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#pragma GCC visibility push(hidden)
namespace alkahest::support {

/// lo + 2^32 hi = sum_j w[j] u[j] (entries below 2^31), added to lo and hi.
using DotSums = void (*)(const std::uint32_t *w, const std::uint32_t *u, std::size_t n,
                         std::uint64_t &lo, std::uint64_t &hi);

struct DotKernel {
  DotSums sums = nullptr;
  const char *isa = "portable"; ///< "avx512f", "avx2" or "portable"
};

/// The kernel in the widest instruction set the CPU has, up to `max_isa`
/// ("avx512f", "avx2" or "portable"; empty: no limit), chosen at run time.
DotKernel dot_kernel(std::string_view max_isa = {});

/// out[j] = out[j] - f b[j] mod p for j < n (entries and f below p), with
/// fq = floor(f 2^32 / p), Shoup's quotient: (fq b) >> 32 is the quotient
/// of f b by p to within one, so no division is needed.
using ScaledSubtract = void (*)(std::uint32_t *out, const std::uint32_t *b, std::size_t n,
                                std::uint32_t f, std::uint32_t fq, std::uint32_t p);

/// row[j] += f m[j] for j < n (f and entries below 2^31), each entry kept
/// below 2^63 by subtracting `shed` (a multiple of p^2 near 2^63) when it
/// passes it: a lazily reduced row.
using LazyAxpy = void (*)(std::uint64_t *row, std::uint64_t f, const std::uint32_t *m,
                          std::size_t n, std::uint64_t shed);

/// The kernels of dense rows and polynomials.
struct PolyKernels {
  ScaledSubtract scaled_subtract = nullptr;
  LazyAxpy lazy_axpy = nullptr;
  const char *isa = "portable"; ///< "avx512f", "avx2" or "portable"
};

/// As dot_kernel().
PolyKernels poly_kernels(std::string_view max_isa = {});

/// Rows of the dense block stored together: the kernels take the block in
/// slabs of this many rows, each slab column by column, so that one entry
/// of the vector meets a slab in one vector load.
inline constexpr std::size_t kKrylovSlab = 16;

/// lo[i] + 2^32 hi[i] = sum_k slab[16 k + i] u[cols[k]] for the 16 rows i of
/// one slab of the dense block, stored column by column, only its columns
/// `cols` that are not zero (the rows of one slab often share their zero
/// columns: whole runs of standard monomials no tail reaches), each entry
/// and u's below 2^31; the halves stay exact for up to 2^32 columns.
using DenseSlabProduct = void (*)(const std::uint32_t *slab, const std::uint32_t *cols,
                                  std::size_t n, const std::uint32_t *u, std::uint64_t *lo,
                                  std::uint64_t *hi);

struct DenseSlabKernel {
  DenseSlabProduct product = nullptr;
  const char *isa = "portable"; ///< "avx512f", "avx2" or "portable"
};

/// As dot_kernel().
DenseSlabKernel dense_slab_kernel(std::string_view max_isa = {});

} // namespace alkahest::support
#pragma GCC visibility pop
