// lib/support/modular_kernels.cpp - dot products, scaled subtractions, lazy
// rows and dense slab products modulo p < 2^31 in portable C++, AVX2 and
// AVX-512F, chosen at run time.
#include "support/modular_kernels.hpp"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define ALKAHEST_X86 1
#endif

namespace alkahest::support {
namespace {

using u64 = std::uint64_t;

constexpr u64 kLow32 = 0xffffffffu;

void dot_portable(const std::uint32_t *w, const std::uint32_t *u, std::size_t n, u64 &lo, u64 &hi) {
  for (std::size_t j = 0; j < n; ++j) {
    const u64 x = u64{w[j]} * u[j];
    lo += x & kLow32;
    hi += x >> 32;
  }
}

std::uint32_t sub_mod(std::uint32_t a, std::uint32_t b, std::uint32_t p) {
  return a >= b ? a - b : a + p - b;
}

void scaled_subtract_portable(std::uint32_t *out, const std::uint32_t *b, std::size_t n,
                              std::uint32_t f, std::uint32_t fq, std::uint32_t p) {
  for (std::size_t j = 0; j < n; ++j) {
    const u64 q = (u64{fq} * b[j]) >> 32;
    u64 r = u64{f} * b[j] - q * p; // f b mod p, or that plus p
    if (r >= p) r -= p;
    out[j] = sub_mod(out[j], static_cast<std::uint32_t>(r), p);
  }
}

void lazy_axpy_portable(u64 *row, u64 f, const std::uint32_t *m, std::size_t n, u64 shed) {
  constexpr u64 kFold = u64{1} << 63;
  for (std::size_t j = 0; j < n; ++j) {
    const u64 x = row[j] + f * m[j];
    row[j] = x >= kFold ? x - shed : x;
  }
}

void dense_slab_portable(const std::uint32_t *slab, const std::uint32_t *cols, std::size_t n,
                         const std::uint32_t *u, u64 *lo, u64 *hi) {
  u64 l[kKrylovSlab] = {}, h[kKrylovSlab] = {};
  std::size_t k = 0;
  // Four columns' products summed before the split, as in the vector kernels.
  for (; k + 4 <= n; k += 4) {
    const u64 u0 = u[cols[k]], u1 = u[cols[k + 1]], u2 = u[cols[k + 2]], u3 = u[cols[k + 3]];
    const std::uint32_t *w = slab + k * kKrylovSlab;
    for (std::size_t i = 0; i < kKrylovSlab; ++i) {
      const u64 x = w[i] * u0 + w[kKrylovSlab + i] * u1 + w[2 * kKrylovSlab + i] * u2 +
                    w[3 * kKrylovSlab + i] * u3;
      l[i] += x & kLow32;
      h[i] += x >> 32;
    }
  }
  for (; k < n; ++k) {
    const u64 uk = u[cols[k]];
    for (std::size_t i = 0; i < kKrylovSlab; ++i) {
      const u64 x = slab[k * kKrylovSlab + i] * uk;
      l[i] += x & kLow32;
      h[i] += x >> 32;
    }
  }
  for (std::size_t i = 0; i < kKrylovSlab; ++i) {
    lo[i] = l[i];
    hi[i] = h[i];
  }
}

#ifdef ALKAHEST_X86
// GCC 12's intrinsics build their "undefined" operand from a
// self-initialised variable, which its own -Wmaybe-uninitialized reports;
// the helpers' vector arguments are inlined, never passed.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wpsabi"
// lo += x's low 32 bits, hi += its high 32 bits, lane by lane.
__attribute__((target("avx512f"), always_inline)) inline void split512(__m512i x, __m512i low,
                                                                       __m512i &lo, __m512i &hi) {
  lo = _mm512_add_epi64(lo, _mm512_and_si512(x, low));
  hi = _mm512_add_epi64(hi, _mm512_srli_epi64(x, 32));
}

__attribute__((target("avx2"), always_inline)) inline void split256(__m256i x, __m256i low,
                                                                    __m256i &lo, __m256i &hi) {
  lo = _mm256_add_epi64(lo, _mm256_and_si256(x, low));
  hi = _mm256_add_epi64(hi, _mm256_srli_epi64(x, 32));
}

// Sixteen entries of each side per register: the even ones' products by
// vpmuludq of the registers, the odd ones' by that of their 32-bit right
// shifts; two registers' four products summed before the split.
__attribute__((target("avx512f"))) void dot_avx512(const std::uint32_t *w, const std::uint32_t *u,
                                                   std::size_t n, u64 &lo, u64 &hi) {
  const __m512i low = _mm512_set1_epi64(static_cast<long long>(kLow32));
  __m512i l = _mm512_setzero_si512(), h = l;
  std::size_t j = 0;
  for (; j + 32 <= n; j += 32) {
    const __m512i a0 = _mm512_loadu_si512(w + j), b0 = _mm512_loadu_si512(u + j);
    const __m512i a1 = _mm512_loadu_si512(w + j + 16), b1 = _mm512_loadu_si512(u + j + 16);
    __m512i x =
        _mm512_add_epi64(_mm512_mul_epu32(a0, b0),
                         _mm512_mul_epu32(_mm512_srli_epi64(a0, 32), _mm512_srli_epi64(b0, 32)));
    x = _mm512_add_epi64(x, _mm512_mul_epu32(a1, b1));
    x = _mm512_add_epi64(x, _mm512_mul_epu32(_mm512_srli_epi64(a1, 32), _mm512_srli_epi64(b1, 32)));
    split512(x, low, l, h);
  }
  alignas(64) u64 ls[8], hs[8];
  _mm512_store_si512(ls, l);
  _mm512_store_si512(hs, h);
  for (std::size_t k = 0; k < 8; ++k) {
    lo += ls[k];
    hi += hs[k];
  }
  dot_portable(w + j, u + j, n - j, lo, hi);
}

__attribute__((target("avx2"))) void dot_avx2(const std::uint32_t *w, const std::uint32_t *u,
                                              std::size_t n, u64 &lo, u64 &hi) {
  const __m256i low = _mm256_set1_epi64x(static_cast<long long>(kLow32));
  __m256i l = _mm256_setzero_si256(), h = l;
  std::size_t j = 0;
  for (; j + 16 <= n; j += 16) {
    const __m256i a0 = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(w + j));
    const __m256i b0 = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(u + j));
    const __m256i a1 = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(w + j + 8));
    const __m256i b1 = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(u + j + 8));
    __m256i x =
        _mm256_add_epi64(_mm256_mul_epu32(a0, b0),
                         _mm256_mul_epu32(_mm256_srli_epi64(a0, 32), _mm256_srli_epi64(b0, 32)));
    x = _mm256_add_epi64(x, _mm256_mul_epu32(a1, b1));
    x = _mm256_add_epi64(x, _mm256_mul_epu32(_mm256_srli_epi64(a1, 32), _mm256_srli_epi64(b1, 32)));
    split256(x, low, l, h);
  }
  alignas(32) u64 ls[4], hs[4];
  _mm256_store_si256(reinterpret_cast<__m256i *>(ls), l);
  _mm256_store_si256(reinterpret_cast<__m256i *>(hs), h);
  lo += ls[0] + ls[1] + ls[2] + ls[3];
  hi += hs[0] + hs[1] + hs[2] + hs[3];
  dot_portable(w + j, u + j, n - j, lo, hi);
}

// f b mod p for the sixteen (eight) entries of b, packed back into 32-bit
// lanes: the even entries' Shoup remainders in the low halves of the 64-bit
// lanes, the odd ones' in the high halves, each in [0, 2p) until the
// unsigned minimum with r - p (which wraps above r when r < p) reduces it.
__attribute__((target("avx512f"), always_inline)) inline __m512i scaled512(__m512i b, __m512i f,
                                                                           __m512i fq, __m512i p) {
  const __m512i bo = _mm512_srli_epi64(b, 32);
  const __m512i qe = _mm512_srli_epi64(_mm512_mul_epu32(fq, b), 32);
  const __m512i qo = _mm512_srli_epi64(_mm512_mul_epu32(fq, bo), 32);
  const __m512i re = _mm512_sub_epi64(_mm512_mul_epu32(f, b), _mm512_mul_epu32(qe, p));
  const __m512i ro = _mm512_sub_epi64(_mm512_mul_epu32(f, bo), _mm512_mul_epu32(qo, p));
  const __m512i r = _mm512_or_si512(re, _mm512_slli_epi64(ro, 32));
  return _mm512_min_epu32(r, _mm512_sub_epi32(r, p));
}

__attribute__((target("avx512f"))) void scaled_subtract_avx512(std::uint32_t *out,
                                                               const std::uint32_t *b,
                                                               std::size_t n, std::uint32_t f,
                                                               std::uint32_t fq, std::uint32_t p) {
  const __m512i vf = _mm512_set1_epi32(static_cast<int>(f));
  const __m512i vq = _mm512_set1_epi32(static_cast<int>(fq));
  const __m512i vp = _mm512_set1_epi32(static_cast<int>(p));
  std::size_t j = 0;
  for (; j + 16 <= n; j += 16) {
    const __m512i r = scaled512(_mm512_loadu_si512(b + j), vf, vq, vp);
    const __m512i d = _mm512_sub_epi32(_mm512_loadu_si512(out + j), r);
    // out - r wrapped (out < r) is above d + p, which is then the answer.
    _mm512_storeu_si512(out + j, _mm512_min_epu32(d, _mm512_add_epi32(d, vp)));
  }
  scaled_subtract_portable(out + j, b + j, n - j, f, fq, p);
}

__attribute__((target("avx2"), always_inline)) inline __m256i scaled256(__m256i b, __m256i f,
                                                                        __m256i fq, __m256i p) {
  const __m256i bo = _mm256_srli_epi64(b, 32);
  const __m256i qe = _mm256_srli_epi64(_mm256_mul_epu32(fq, b), 32);
  const __m256i qo = _mm256_srli_epi64(_mm256_mul_epu32(fq, bo), 32);
  const __m256i re = _mm256_sub_epi64(_mm256_mul_epu32(f, b), _mm256_mul_epu32(qe, p));
  const __m256i ro = _mm256_sub_epi64(_mm256_mul_epu32(f, bo), _mm256_mul_epu32(qo, p));
  const __m256i r = _mm256_or_si256(re, _mm256_slli_epi64(ro, 32));
  return _mm256_min_epu32(r, _mm256_sub_epi32(r, p));
}

__attribute__((target("avx2"))) void scaled_subtract_avx2(std::uint32_t *out,
                                                          const std::uint32_t *b, std::size_t n,
                                                          std::uint32_t f, std::uint32_t fq,
                                                          std::uint32_t p) {
  const __m256i vf = _mm256_set1_epi32(static_cast<int>(f));
  const __m256i vq = _mm256_set1_epi32(static_cast<int>(fq));
  const __m256i vp = _mm256_set1_epi32(static_cast<int>(p));
  std::size_t j = 0;
  for (; j + 8 <= n; j += 8) {
    const __m256i r =
        scaled256(_mm256_loadu_si256(reinterpret_cast<const __m256i *>(b + j)), vf, vq, vp);
    const __m256i d =
        _mm256_sub_epi32(_mm256_loadu_si256(reinterpret_cast<const __m256i *>(out + j)), r);
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(out + j),
                        _mm256_min_epu32(d, _mm256_add_epi32(d, vp)));
  }
  scaled_subtract_portable(out + j, b + j, n - j, f, fq, p);
}

// The entries of m widened to 64-bit lanes; a lane at or past 2^63 (negative
// as a signed number) sheds.
__attribute__((target("avx512f"))) void lazy_axpy_avx512(u64 *row, u64 f, const std::uint32_t *m,
                                                         std::size_t n, u64 shed) {
  const __m512i vf = _mm512_set1_epi64(static_cast<long long>(f));
  const __m512i vs = _mm512_set1_epi64(static_cast<long long>(shed));
  const __m512i zero = _mm512_setzero_si512();
  std::size_t j = 0;
  for (; j + 8 <= n; j += 8) {
    const __m512i mv =
        _mm512_cvtepu32_epi64(_mm256_loadu_si256(reinterpret_cast<const __m256i *>(m + j)));
    const __m512i x = _mm512_add_epi64(_mm512_loadu_si512(row + j), _mm512_mul_epu32(vf, mv));
    const __mmask8 over = _mm512_cmplt_epi64_mask(x, zero);
    _mm512_storeu_si512(row + j, _mm512_mask_sub_epi64(x, over, x, vs));
  }
  lazy_axpy_portable(row + j, f, m + j, n - j, shed);
}

__attribute__((target("avx2"))) void lazy_axpy_avx2(u64 *row, u64 f, const std::uint32_t *m,
                                                    std::size_t n, u64 shed) {
  const __m256i vf = _mm256_set1_epi64x(static_cast<long long>(f));
  const __m256i vs = _mm256_set1_epi64x(static_cast<long long>(shed));
  const __m256i zero = _mm256_setzero_si256();
  std::size_t j = 0;
  for (; j + 4 <= n; j += 4) {
    const __m256i mv =
        _mm256_cvtepu32_epi64(_mm_loadu_si128(reinterpret_cast<const __m128i *>(m + j)));
    __m256i *r = reinterpret_cast<__m256i *>(row + j);
    const __m256i x = _mm256_add_epi64(_mm256_loadu_si256(r), _mm256_mul_epu32(vf, mv));
    _mm256_storeu_si256(r, _mm256_sub_epi64(x, _mm256_and_si256(_mm256_cmpgt_epi64(zero, x), vs)));
  }
  lazy_axpy_portable(row + j, f, m + j, n - j, shed);
}

// One register of 32-bit entries holds rows 2k (low halves of its 64-bit
// lanes) and 2k + 1 (high halves): vpmuludq of the register and of its
// 32-bit right shift by the broadcast u[j] gives both rows' products. Four
// columns' products are summed per lane before the split.
__attribute__((target("avx512f"))) void dense_slab_avx512(const std::uint32_t *slab,
                                                          const std::uint32_t *cols, std::size_t n,
                                                          const std::uint32_t *u, u64 *lo,
                                                          u64 *hi) {
  const __m512i low = _mm512_set1_epi64(static_cast<long long>(kLow32));
  __m512i le = _mm512_setzero_si512(), he = le, lodd = le, hodd = le;
  std::size_t k = 0;
  for (; k + 4 <= n; k += 4) {
    __m512i xe = _mm512_setzero_si512(), xo = xe;
    for (std::size_t c = 0; c < 4; ++c) {
      const __m512i v = _mm512_loadu_si512(slab + (k + c) * kKrylovSlab);
      const __m512i b = _mm512_set1_epi32(static_cast<int>(u[cols[k + c]]));
      xe = _mm512_add_epi64(xe, _mm512_mul_epu32(v, b));
      xo = _mm512_add_epi64(xo, _mm512_mul_epu32(_mm512_srli_epi64(v, 32), b));
    }
    split512(xe, low, le, he);
    split512(xo, low, lodd, hodd);
  }
  for (; k < n; ++k) {
    const __m512i v = _mm512_loadu_si512(slab + k * kKrylovSlab);
    const __m512i b = _mm512_set1_epi32(static_cast<int>(u[cols[k]]));
    split512(_mm512_mul_epu32(v, b), low, le, he);
    split512(_mm512_mul_epu32(_mm512_srli_epi64(v, 32), b), low, lodd, hodd);
  }
  alignas(64) u64 e[8], o[8], eh[8], oh[8];
  _mm512_store_si512(e, le);
  _mm512_store_si512(o, lodd);
  _mm512_store_si512(eh, he);
  _mm512_store_si512(oh, hodd);
  for (std::size_t i = 0; i < 8; ++i) {
    lo[2 * i] = e[i];
    lo[2 * i + 1] = o[i];
    hi[2 * i] = eh[i];
    hi[2 * i + 1] = oh[i];
  }
}

// The same with the slab's 8-row halves one after the other (sixteen ymm
// registers hold one half's accumulators and temporaries).
__attribute__((target("avx2"))) void dense_slab_avx2(const std::uint32_t *slab,
                                                     const std::uint32_t *cols, std::size_t n,
                                                     const std::uint32_t *u, u64 *lo, u64 *hi) {
  const __m256i low = _mm256_set1_epi64x(static_cast<long long>(kLow32));
  for (std::size_t half = 0; half < 2; ++half) {
    const std::uint32_t *w = slab + 8 * half;
    __m256i le = _mm256_setzero_si256(), he = le, lodd = le, hodd = le;
    std::size_t k = 0;
    for (; k + 4 <= n; k += 4) {
      __m256i xe = _mm256_setzero_si256(), xo = xe;
      for (std::size_t c = 0; c < 4; ++c) {
        const __m256i v =
            _mm256_loadu_si256(reinterpret_cast<const __m256i *>(w + (k + c) * kKrylovSlab));
        const __m256i b = _mm256_set1_epi32(static_cast<int>(u[cols[k + c]]));
        xe = _mm256_add_epi64(xe, _mm256_mul_epu32(v, b));
        xo = _mm256_add_epi64(xo, _mm256_mul_epu32(_mm256_srli_epi64(v, 32), b));
      }
      split256(xe, low, le, he);
      split256(xo, low, lodd, hodd);
    }
    for (; k < n; ++k) {
      const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(w + k * kKrylovSlab));
      const __m256i b = _mm256_set1_epi32(static_cast<int>(u[cols[k]]));
      split256(_mm256_mul_epu32(v, b), low, le, he);
      split256(_mm256_mul_epu32(_mm256_srli_epi64(v, 32), b), low, lodd, hodd);
    }
    alignas(32) u64 e[4], o[4], eh[4], oh[4];
    _mm256_store_si256(reinterpret_cast<__m256i *>(e), le);
    _mm256_store_si256(reinterpret_cast<__m256i *>(o), lodd);
    _mm256_store_si256(reinterpret_cast<__m256i *>(eh), he);
    _mm256_store_si256(reinterpret_cast<__m256i *>(oh), hodd);
    u64 *l = lo + 8 * half, *h = hi + 8 * half;
    for (std::size_t i = 0; i < 4; ++i) {
      l[2 * i] = e[i];
      l[2 * i + 1] = o[i];
      h[2 * i] = eh[i];
      h[2 * i + 1] = oh[i];
    }
  }
}
#pragma GCC diagnostic pop
#endif

} // namespace

DotKernel dot_kernel(std::string_view max_isa) {
#ifdef ALKAHEST_X86
  const bool up_to_avx2 = max_isa == "avx2", portable = max_isa == "portable";
  if (!up_to_avx2 && !portable && __builtin_cpu_supports("avx512f")) return {dot_avx512, "avx512f"};
  if (!portable && __builtin_cpu_supports("avx2")) return {dot_avx2, "avx2"};
#else
  (void)max_isa;
#endif
  return {dot_portable, "portable"};
}

PolyKernels poly_kernels(std::string_view max_isa) {
#ifdef ALKAHEST_X86
  const bool up_to_avx2 = max_isa == "avx2", portable = max_isa == "portable";
  if (!up_to_avx2 && !portable && __builtin_cpu_supports("avx512f"))
    return {scaled_subtract_avx512, lazy_axpy_avx512, "avx512f"};
  if (!portable && __builtin_cpu_supports("avx2"))
    return {scaled_subtract_avx2, lazy_axpy_avx2, "avx2"};
#else
  (void)max_isa;
#endif
  return {scaled_subtract_portable, lazy_axpy_portable, "portable"};
}

DenseSlabKernel dense_slab_kernel(std::string_view max_isa) {
#ifdef ALKAHEST_X86
  const bool up_to_avx2 = max_isa == "avx2", portable = max_isa == "portable";
  if (!up_to_avx2 && !portable && __builtin_cpu_supports("avx512f"))
    return {dense_slab_avx512, "avx512f"};
  if (!portable && __builtin_cpu_supports("avx2")) return {dense_slab_avx2, "avx2"};
#else
  (void)max_isa;
#endif
  return {dense_slab_portable, "portable"};
}

} // namespace alkahest::support
