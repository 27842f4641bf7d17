// lib/groebner/row_group_kernel.hpp - the inner loop of the F4 row reduction, several rows at a
// time.
//
// Reducing the rows of an F4 matrix one by one spends almost all its time
// in the update dense[col] -= m * coeff over a pivot row's entries: two
// index loads, one gathered load, one scattered store and four integer
// operations per entry, all scalar. Neighbouring rows to reduce (sorted by
// leading column) need nearly the same pivots: on the katsura matrices 89-91%
// of the lanes of a group of 4 rows are busy at each pivot they apply. So
// the reduction takes L rows at once, interleaved column by column in one
// dense array (row j's value at column c is dense[c * L + j]), and applies a
// pivot to all of them in one pass over its entries: the index and the
// coefficient are loaded once, and the L accumulators at a column are
// contiguous, one SIMD load, multiply (vpmuludq: 32 x 32 -> 64 bits), add
// and store. Rows a pivot does not touch take a zero multiplier.
//
// The accumulators stay in [0, p^2) (p < 2^31): a product is below p^2, so
// one conditional addition of p^2 after the subtraction keeps them there
// (the delayed reduction of Berthomieu-Eder-Safey El Din, msolve, 2021).
#pragma once

#include <alkahest/expr/linkage.hpp>

#include <cstdint>
#include <string_view>

#pragma GCC visibility push(hidden)
namespace alkahest::gb {
namespace detail ALKAHEST_INTERNAL {

/// dense[cols[k] * L + j] -= mul[j] * coeffs[k] (mod p^2, kept in [0, p^2))
/// for k in [1, size) and j in [0, L): one pivot row (its leading entry
/// excluded: the caller has eliminated it) applied to L interleaved rows.
using GroupAxpy = void (*)(std::uint64_t *dense, const std::uint32_t *cols,
                           const std::uint32_t *coeffs, std::uint32_t size,
                           const std::uint64_t *mul, std::uint64_t p2);

/// One row (L = 1): unrolled by four, so that four independent gathered
/// updates are in flight (the loop is bound by the latency of the dense
/// row's loads).
inline void axpy_row(std::uint64_t *dense, const std::uint32_t *cols, const std::uint32_t *coeffs,
                     std::uint32_t size, const std::uint64_t *mul, std::uint64_t p2) {
  std::int64_t *d = reinterpret_cast<std::int64_t *>(dense);
  const std::int64_t m = static_cast<std::int64_t>(mul[0]), q2 = static_cast<std::int64_t>(p2);
  std::uint32_t k = 1;
  for (; k + 4 <= size; k += 4) {
    const std::int64_t a0 = d[cols[k]] - m * coeffs[k];
    const std::int64_t a1 = d[cols[k + 1]] - m * coeffs[k + 1];
    const std::int64_t a2 = d[cols[k + 2]] - m * coeffs[k + 2];
    const std::int64_t a3 = d[cols[k + 3]] - m * coeffs[k + 3];
    d[cols[k]] = a0 + ((a0 >> 63) & q2);
    d[cols[k + 1]] = a1 + ((a1 >> 63) & q2);
    d[cols[k + 2]] = a2 + ((a2 >> 63) & q2);
    d[cols[k + 3]] = a3 + ((a3 >> 63) & q2);
  }
  for (; k < size; ++k) {
    const std::int64_t a = d[cols[k]] - m * coeffs[k];
    d[cols[k]] = a + ((a >> 63) & q2);
  }
}

/// A group kernel: how many rows it reduces at once and its update.
struct GroupKernel {
  unsigned lanes = 1;
  GroupAxpy axpy = nullptr;
  const char *isa = "portable"; ///< "avx512f", "avx2" or "portable"
};

/// The kernel for a group of `lanes` rows (1, 4 or 8; 0 = 8, the fastest
/// with AVX-512F and with AVX2 alike), in the widest instruction set the CPU has
/// (chosen at run time, so one build serves every x86-64) up to `max_isa`
/// ("avx512f", "avx2" or "portable"; empty: no limit). Other lane counts are
/// read as 0.
GroupKernel group_kernel(unsigned lanes, std::string_view max_isa = {});

/// The first column c' in [c, last] where one of the `lanes` (1, 4 or 8)
/// interleaved rows of `dense` is non-zero, or last + 1. Wide sparse
/// matrices have long runs of zero columns, which this skips with the
/// widest loads the CPU has.
std::uint32_t next_live_column(const std::uint64_t *dense, std::uint32_t c, std::uint32_t last,
                               unsigned lanes);

/// x mod p for x < 2^64 without a division (Barrett reduction with one
/// 64-bit reciprocal; two corrections at most).
struct ModReducer {
  std::uint64_t p = 0;
  std::uint64_t reciprocal = 0; ///< floor((2^64 - 1) / p)
  explicit ModReducer(std::uint32_t prime) : p(prime), reciprocal(~std::uint64_t{0} / prime) {}
  std::uint64_t operator()(std::uint64_t x) const noexcept {
    __extension__ using Wide = unsigned __int128;
    const std::uint64_t q = static_cast<std::uint64_t>((static_cast<Wide>(x) * reciprocal) >> 64);
    std::uint64_t r = x - q * p;
    if (r >= p) r -= p;
    if (r >= p) r -= p;
    return r;
  }
};

} // namespace ALKAHEST_INTERNAL
} // namespace alkahest::gb
#pragma GCC visibility pop
