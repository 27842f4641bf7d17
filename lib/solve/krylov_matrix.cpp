// lib/solve/krylov_matrix.cpp - the Krylov iteration's matrix: unit, sparse
// and dense rows, the dense ones in slabs for vpmuludq kernels.
#include "krylov_matrix.hpp"
#include "zp_poly.hpp"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define ALKAHEST_X86 1
#endif

namespace alkahest::solving {
namespace {

using u64 = std::uint64_t;
__extension__ typedef unsigned __int128 u128;

constexpr u64 kLow32 = 0xffffffffu;

void dense_slabs_portable(const std::uint32_t *w, std::size_t slabs, const std::uint32_t *u,
                          std::size_t n, u64 *lo, u64 *hi) {
  for (std::size_t s = 0; s < slabs; ++s) {
    const std::uint32_t *slab = w + s * n * kKrylovSlab;
    u64 l[kKrylovSlab] = {}, h[kKrylovSlab] = {};
    for (std::size_t j = 0; j < n; ++j) {
      const u64 uj = u[j];
      for (std::size_t i = 0; i < kKrylovSlab; ++i) {
        const u64 x = slab[j * kKrylovSlab + i] * uj;
        l[i] += x & kLow32;
        h[i] += x >> 32;
      }
    }
    for (std::size_t i = 0; i < kKrylovSlab; ++i) {
      lo[s * kKrylovSlab + i] = l[i];
      hi[s * kKrylovSlab + i] = h[i];
    }
  }
}

#ifdef ALKAHEST_X86
// One register of 32-bit entries holds rows 2k (low halves of its 64-bit
// lanes) and 2k + 1 (high halves): vpmuludq of the register and of its
// 32-bit right shift by the broadcast u[j] gives both rows' products. Four
// columns' products are summed per lane before the split.
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

__attribute__((target("avx512f"))) void dense_slabs_avx512(const std::uint32_t *w,
                                                           std::size_t slabs,
                                                           const std::uint32_t *u, std::size_t n,
                                                           u64 *lo, u64 *hi) {
  const __m512i low = _mm512_set1_epi64(static_cast<long long>(kLow32));
  for (std::size_t s = 0; s < slabs; ++s) {
    const std::uint32_t *slab = w + s * n * kKrylovSlab;
    __m512i le = _mm512_setzero_si512(), he = le, lodd = le, hodd = le;
    std::size_t j = 0;
    for (; j + 4 <= n; j += 4) {
      __m512i xe = _mm512_setzero_si512(), xo = xe;
      for (std::size_t c = 0; c < 4; ++c) {
        const __m512i v = _mm512_loadu_si512(slab + (j + c) * kKrylovSlab);
        const __m512i b = _mm512_set1_epi32(static_cast<int>(u[j + c]));
        xe = _mm512_add_epi64(xe, _mm512_mul_epu32(v, b));
        xo = _mm512_add_epi64(xo, _mm512_mul_epu32(_mm512_srli_epi64(v, 32), b));
      }
      split512(xe, low, le, he);
      split512(xo, low, lodd, hodd);
    }
    for (; j < n; ++j) {
      const __m512i v = _mm512_loadu_si512(slab + j * kKrylovSlab);
      const __m512i b = _mm512_set1_epi32(static_cast<int>(u[j]));
      split512(_mm512_mul_epu32(v, b), low, le, he);
      split512(_mm512_mul_epu32(_mm512_srli_epi64(v, 32), b), low, lodd, hodd);
    }
    alignas(64) u64 e[8], o[8], eh[8], oh[8];
    _mm512_store_si512(e, le);
    _mm512_store_si512(o, lodd);
    _mm512_store_si512(eh, he);
    _mm512_store_si512(oh, hodd);
    for (std::size_t k = 0; k < 8; ++k) {
      lo[s * kKrylovSlab + 2 * k] = e[k];
      lo[s * kKrylovSlab + 2 * k + 1] = o[k];
      hi[s * kKrylovSlab + 2 * k] = eh[k];
      hi[s * kKrylovSlab + 2 * k + 1] = oh[k];
    }
  }
}

// The same with 8-row halves of each slab, one after the other (sixteen
// ymm registers hold one half's accumulators and temporaries).
__attribute__((target("avx2"))) void dense_slabs_avx2(const std::uint32_t *w, std::size_t slabs,
                                                      const std::uint32_t *u, std::size_t n,
                                                      u64 *lo, u64 *hi) {
  const __m256i low = _mm256_set1_epi64x(static_cast<long long>(kLow32));
  for (std::size_t s = 0; s < slabs; ++s)
    for (std::size_t half = 0; half < 2; ++half) {
      const std::uint32_t *slab = w + s * n * kKrylovSlab + 8 * half;
      __m256i le = _mm256_setzero_si256(), he = le, lodd = le, hodd = le;
      std::size_t j = 0;
      for (; j + 4 <= n; j += 4) {
        __m256i xe = _mm256_setzero_si256(), xo = xe;
        for (std::size_t c = 0; c < 4; ++c) {
          const __m256i v =
              _mm256_loadu_si256(reinterpret_cast<const __m256i *>(slab + (j + c) * kKrylovSlab));
          const __m256i b = _mm256_set1_epi32(static_cast<int>(u[j + c]));
          xe = _mm256_add_epi64(xe, _mm256_mul_epu32(v, b));
          xo = _mm256_add_epi64(xo, _mm256_mul_epu32(_mm256_srli_epi64(v, 32), b));
        }
        split256(xe, low, le, he);
        split256(xo, low, lodd, hodd);
      }
      for (; j < n; ++j) {
        const __m256i v =
            _mm256_loadu_si256(reinterpret_cast<const __m256i *>(slab + j * kKrylovSlab));
        const __m256i b = _mm256_set1_epi32(static_cast<int>(u[j]));
        split256(_mm256_mul_epu32(v, b), low, le, he);
        split256(_mm256_mul_epu32(_mm256_srli_epi64(v, 32), b), low, lodd, hodd);
      }
      alignas(32) u64 e[4], o[4], eh[4], oh[4];
      _mm256_store_si256(reinterpret_cast<__m256i *>(e), le);
      _mm256_store_si256(reinterpret_cast<__m256i *>(o), lodd);
      _mm256_store_si256(reinterpret_cast<__m256i *>(eh), he);
      _mm256_store_si256(reinterpret_cast<__m256i *>(oh), hodd);
      u64 *l = lo + s * kKrylovSlab + 8 * half, *h = hi + s * kKrylovSlab + 8 * half;
      for (std::size_t k = 0; k < 4; ++k) {
        l[2 * k] = e[k];
        l[2 * k + 1] = o[k];
        h[2 * k] = eh[k];
        h[2 * k + 1] = oh[k];
      }
    }
}
#pragma GCC diagnostic pop
#endif

} // namespace

DenseSlabKernel dense_slab_kernel(std::string_view max_isa) {
#ifdef ALKAHEST_X86
  const bool up_to_avx2 = max_isa == "avx2", portable = max_isa == "portable";
  if (!up_to_avx2 && !portable && __builtin_cpu_supports("avx512f"))
    return {dense_slabs_avx512, "avx512f"};
  if (!portable && __builtin_cpu_supports("avx2")) return {dense_slabs_avx2, "avx2"};
#else
  (void)max_isa;
#endif
  return {dense_slabs_portable, "portable"};
}

KrylovMatrix::KrylovMatrix(const gb::MultiplicationShape &shape, const gb::BorderValues &values,
                           DenseSlabKernel kernel)
    : D_(shape.dimension()), p_(values.prime), kernel_(kernel) {
  std::vector<std::uint32_t> dense; // row by row
  for (std::uint32_t j = 0; j < D_; ++j)
    add_row(j, shape.columns()[j], values, dense);
  // Padded with zero rows to whole slabs, each slab column by column.
  const std::size_t R = dense_target_.size();
  const std::size_t slabs = (R + kKrylovSlab - 1) / kKrylovSlab;
  slabs_.assign(slabs * kKrylovSlab * D_, 0);
  for (std::size_t r = 0; r < R; ++r) {
    std::uint32_t *slab = slabs_.data() + (r / kKrylovSlab) * D_ * kKrylovSlab + r % kKrylovSlab;
    for (std::size_t j = 0; j < D_; ++j)
      slab[j * kKrylovSlab] = dense[r * D_ + j];
  }
  lo_.resize(slabs * kKrylovSlab);
  hi_.resize(slabs * kKrylovSlab);
}

void KrylovMatrix::add_row(std::uint32_t j, const gb::BorderRef &ref,
                           const gb::BorderValues &values, std::vector<std::uint32_t> &dense) {
  if (ref.kind == gb::BorderRef::Standard) {
    units_.emplace_back(j, ref.index);
    return;
  }
  if (ref.kind == gb::BorderRef::Computed) {
    const auto &w = values.computed[ref.index];
    dense_target_.push_back(j);
    dense.insert(dense.end(), w.begin(), w.end());
    return;
  }
  const auto &tail = values.tails[ref.index];
  if (4 * tail.size() >= D_) {
    dense_target_.push_back(j);
    const std::size_t at = dense.size();
    dense.resize(at + D_, 0);
    for (auto [k, v] : tail)
      dense[at + k] = v;
    return;
  }
  sparse_target_.push_back(j);
  if (sparse_begin_.empty()) sparse_begin_.push_back(0);
  sparse_.insert(sparse_.end(), tail.begin(), tail.end());
  sparse_begin_.push_back(static_cast<std::uint32_t>(sparse_.size()));
}

std::uint32_t KrylovMatrix::dot(const gb::BorderRef &ref, const gb::BorderValues &values,
                                const std::vector<std::uint32_t> &u) const {
  switch (ref.kind) {
  case gb::BorderRef::Standard:
    return u[ref.index];
  case gb::BorderRef::Tail: {
    u128 acc = 0;
    for (auto [j, v] : values.tails[ref.index])
      acc += u64{v} * u[j];
    return static_cast<std::uint32_t>(acc % p_);
  }
  case gb::BorderRef::Computed:
    return zp::dot(values.computed[ref.index].data(), u.data(), D_, p_);
  }
  return 0;
}

void KrylovMatrix::apply(const std::vector<std::uint32_t> &u, std::vector<std::uint32_t> &next) {
  for (auto [target, source] : units_)
    next[target] = u[source];
  if (!dense_target_.empty()) {
    kernel_.product(slabs_.data(), lo_.size() / kKrylovSlab, u.data(), D_, lo_.data(), hi_.data());
    const u64 two32 = (u64{1} << 32) % p_;
    for (std::size_t r = 0; r < dense_target_.size(); ++r)
      next[dense_target_[r]] =
          static_cast<std::uint32_t>(((hi_[r] % p_) * two32 + lo_[r] % p_) % p_);
  }
  for (std::size_t r = 0; r < sparse_target_.size(); ++r) {
    u128 acc = 0;
    for (std::size_t k = sparse_begin_[r]; k < sparse_begin_[r + 1]; ++k)
      acc += u64{sparse_[k].second} * u[sparse_[k].first];
    next[sparse_target_[r]] = static_cast<std::uint32_t>(acc % p_);
  }
}

} // namespace alkahest::solving
