// lib/groebner/row_group_kernel.cpp - the group update in portable C++, AVX2 and AVX-512F, chosen
// at run time.
#include "row_group_kernel.hpp"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define ALKAHEST_X86 1
#endif

namespace alkahest::gb {
namespace detail ALKAHEST_INTERNAL {

namespace {

// Any lane count, any CPU: the compiler vectorises the inner loop where it
// can. The sign of the difference (an arithmetic shift) adds p^2 back.
template <unsigned L>
void axpy_portable(std::uint64_t *dense, const std::uint32_t *cols, const std::uint32_t *coeffs,
                   std::uint32_t size, const std::uint64_t *mul, std::uint64_t p2) {
  std::int64_t m[L];
  for (unsigned j = 0; j < L; ++j)
    m[j] = static_cast<std::int64_t>(mul[j]);
  const std::int64_t q2 = static_cast<std::int64_t>(p2);
  for (std::uint32_t k = 1; k < size; ++k) {
    std::int64_t *d = reinterpret_cast<std::int64_t *>(dense) + std::size_t(cols[k]) * L;
    const std::int64_t c = coeffs[k];
    for (unsigned j = 0; j < L; ++j) {
      const std::int64_t a = d[j] - m[j] * c;
      d[j] = a + ((a >> 63) & q2);
    }
  }
}

#ifdef ALKAHEST_X86
// L = 4 * W: W ymm registers of four 64-bit accumulators per column. The
// multipliers are below 2^31, so vpmuludq (the low 32 bits of each lane)
// gives the exact 62-bit products; a lane that went negative is found by a
// signed compare with zero (AVX2 has no 64-bit arithmetic shift).
template <unsigned W>
__attribute__((target("avx2"))) void axpy_avx2(std::uint64_t *dense, const std::uint32_t *cols,
                                               const std::uint32_t *coeffs, std::uint32_t size,
                                               const std::uint64_t *mul, std::uint64_t p2) {
  __m256i m[W];
  for (unsigned w = 0; w < W; ++w)
    m[w] = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(mul + 4 * w));
  const __m256i q2 = _mm256_set1_epi64x(static_cast<long long>(p2));
  const __m256i zero = _mm256_setzero_si256();
  for (std::uint32_t k = 1; k < size; ++k) {
    __m256i *d = reinterpret_cast<__m256i *>(dense + std::size_t(cols[k]) * (4 * W));
    const __m256i c = _mm256_set1_epi64x(coeffs[k]);
    for (unsigned w = 0; w < W; ++w) {
      __m256i a = _mm256_sub_epi64(_mm256_loadu_si256(d + w), _mm256_mul_epu32(m[w], c));
      a = _mm256_add_epi64(a, _mm256_and_si256(_mm256_cmpgt_epi64(zero, a), q2));
      _mm256_storeu_si256(d + w, a);
    }
  }
}

// Eight lanes in one zmm register. GCC 12's intrinsics build their
// "undefined" operand from a self-initialised variable, which its own
// -Wmaybe-uninitialized then reports; the value is never read.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
__attribute__((target("avx512f"))) void axpy_avx512(std::uint64_t *dense, const std::uint32_t *cols,
                                                    const std::uint32_t *coeffs, std::uint32_t size,
                                                    const std::uint64_t *mul, std::uint64_t p2) {
  const __m512i m = _mm512_loadu_si512(mul);
  const __m512i q2 = _mm512_set1_epi64(static_cast<long long>(p2));
  for (std::uint32_t k = 1; k < size; ++k) {
    std::uint64_t *d = dense + std::size_t(cols[k]) * 8;
    const __m512i c = _mm512_set1_epi64(coeffs[k]);
    __m512i a = _mm512_sub_epi64(_mm512_loadu_si512(d), _mm512_mul_epu32(m, c));
    a = _mm512_add_epi64(a, _mm512_and_si512(_mm512_srai_epi64(a, 63), q2));
    _mm512_storeu_si512(d, a);
  }
}
#pragma GCC diagnostic pop
#endif

// Runs of kRun columns at a time, then column by column.
template <unsigned L>
std::uint32_t next_live(const std::uint64_t *dense, std::uint32_t c, std::uint32_t last) {
  constexpr unsigned kRun = 8;
  for (; c + kRun <= last + 1; c += kRun) {
    const std::uint64_t *run = dense + std::size_t(c) * L;
    std::uint64_t any = 0;
    for (unsigned w = 0; w < kRun * L; ++w)
      any |= run[w];
    if (any != 0) break;
  }
  for (; c <= last; ++c) {
    const std::uint64_t *x = dense + std::size_t(c) * L;
    std::uint64_t any = 0;
    for (unsigned j = 0; j < L; ++j)
      any |= x[j];
    if (any != 0) return c;
  }
  return last + 1;
}

// Cloned per instruction set; file-local, so that its resolver is too
// (a resolver of an external function lands in the export table).
#ifdef ALKAHEST_X86
[[gnu::target_clones("avx512f", "avx2", "default")]]
#endif
std::uint32_t
next_live_any(const std::uint64_t *dense, std::uint32_t c, std::uint32_t last, unsigned lanes) {
  switch (lanes) {
  case 8:
    return next_live<8>(dense, c, last);
  case 4:
    return next_live<4>(dense, c, last);
  default:
    return next_live<1>(dense, c, last);
  }
}

} // namespace

std::uint32_t next_live_column(const std::uint64_t *dense, std::uint32_t c, std::uint32_t last,
                               unsigned lanes) {
  return next_live_any(dense, c, last, lanes);
}

GroupKernel group_kernel(unsigned lanes, std::string_view max_isa) {
#ifdef ALKAHEST_X86
  const bool up_to_avx2 = max_isa == "avx2", portable = max_isa == "portable";
  const bool avx512 = !up_to_avx2 && !portable && __builtin_cpu_supports("avx512f");
  const bool avx2 = !portable && __builtin_cpu_supports("avx2");
#else
  const bool avx512 = false, avx2 = false;
#endif
  if (lanes != 1 && lanes != 4 && lanes != 8) lanes = 8;
  if (lanes == 1) return {1, axpy_row, "portable"};
#ifdef ALKAHEST_X86
  if (lanes == 8 && avx512) return {8, axpy_avx512, "avx512f"};
  if (lanes == 8 && avx2) return {8, axpy_avx2<2>, "avx2"};
  if (lanes == 4 && avx2) return {4, axpy_avx2<1>, "avx2"};
#endif
  if (lanes == 8) return {8, axpy_portable<8>, "portable"};
  return {4, axpy_portable<4>, "portable"};
}

} // namespace ALKAHEST_INTERNAL
} // namespace alkahest::gb
