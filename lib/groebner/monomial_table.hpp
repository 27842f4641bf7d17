// lib/groebner/monomial_table.hpp - the hash table of monomials shared by one F4 run.
//
// Monomials are interned once and named by a 32-bit id, as in F4
// implementations since Faugere's (and msolve's "basis hash table"): rows
// are arrays of ids, so symbolic preprocessing compares and multiplies
// words. The hash is linear in the exponents (a sum of random weights), so
// the hash of a product is the sum of the hashes and a row multiple is
// looked up without building its exponent vector first. A divisibility
// mask (exponent thresholds per variable, see divisor_mask) rejects most
// divisor tests.
#pragma once

#include <alkahest/expr/linkage.hpp>
#include <alkahest/poly/monomial_order.hpp>

#include <cstdint>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#pragma GCC visibility push(hidden)
namespace alkahest::gb {
namespace detail ALKAHEST_INTERNAL {

/// Bit i (i < n <= 64) set when masks[i] has no bit outside `allowed`: the
/// monomials whose divisor masks pass for a monomial whose mask is
/// `allowed`. The reducer search runs this over the basis' leading monomials
/// for every monomial of a step, so it compares four masks per instruction
/// (SSE2, every x86-64) rather than one.
inline std::uint64_t divisor_candidates(const std::uint32_t *masks, std::uint32_t n,
                                        std::uint32_t allowed) noexcept {
  const std::uint32_t missing = ~allowed;
  std::uint64_t candidates = 0;
  std::uint32_t i = 0;
#if defined(__SSE2__)
  const __m128i miss = _mm_set1_epi32(static_cast<int>(missing)), zero = _mm_setzero_si128();
  for (; i + 4 <= n; i += 4) {
    const __m128i m = _mm_loadu_si128(reinterpret_cast<const __m128i *>(masks + i));
    const __m128i none = _mm_cmpeq_epi32(_mm_and_si128(m, miss), zero);
    candidates |= std::uint64_t(_mm_movemask_ps(_mm_castsi128_ps(none))) << i;
  }
#endif
  for (; i < n; ++i)
    candidates |= std::uint64_t((masks[i] & missing) == 0) << i;
  return candidates;
}

class MonomialTable {
public:
  /// What find_product and find_quotient return for a monomial not interned yet.
  static constexpr std::uint32_t kAbsent = 0xffffffffu;
  /// The most monomials a table holds (ids stay below 2^31, so that callers
  /// may use the top bit as a mark); past it, E-GB-002.
  static constexpr std::uint32_t kMaxSize = 0x7fffffffu;

  MonomialTable(std::size_t nvars, MonomialOrder order);

  std::size_t nvars() const noexcept { return n_; }
  std::uint32_t size() const noexcept { return static_cast<std::uint32_t>(hash_.size()); }
  /// The id's n exponents (followed by zeros up to a multiple of four).
  const Exponent *exponents(std::uint32_t id) const noexcept {
    return exps_.data() + std::size_t(id) * stride_;
  }
  std::uint32_t degree(std::uint32_t id) const noexcept { return deg_[id]; }
  std::uint32_t mask(std::uint32_t id) const noexcept { return mask_[id]; }

  /// The id of a monomial (interned on first sight).
  std::uint32_t insert(const Exponent *e);
  /// The id of a * b.
  std::uint32_t product(std::uint32_t a, std::uint32_t b);
  /// The id of a / b (b divides a).
  std::uint32_t quotient(std::uint32_t a, std::uint32_t b);
  /// The id of a * b, or kAbsent; inserts nothing, so threads may call it
  /// while no one inserts (symbolic preprocessing looks products up in
  /// parallel and interns the new ones afterwards, in order).
  std::uint32_t find_product(std::uint32_t a, std::uint32_t b) const noexcept;
  /// out[k] = find_product(a, mons[k]) for k < n: a row's products, with
  /// the table's slots and exponent vectors fetched a few terms ahead (the
  /// lookups are bound by those cache misses, not by the comparisons).
  void find_products(std::uint32_t a, const std::uint32_t *mons, std::size_t n,
                     std::uint32_t *out) const noexcept;
  /// The id of a / b (b divides a), or kAbsent; const like find_product.
  std::uint32_t find_quotient(std::uint32_t a, std::uint32_t b) const noexcept;
  /// The id of lcm(a, b).
  std::uint32_t lcm(std::uint32_t a, std::uint32_t b);
  /// True when a divides b.
  bool divides(std::uint32_t a, std::uint32_t b) const noexcept {
    if (mask_[a] & ~mask_[b]) return false;
    const Exponent *x = exponents(a), *y = exponents(b);
    for (std::size_t i = 0; i < n_; ++i)
      if (x[i] > y[i]) return false;
    return true;
  }
  /// True when a and b have no variable in common.
  bool coprime(std::uint32_t a, std::uint32_t b) const noexcept {
    const Exponent *x = exponents(a), *y = exponents(b);
    for (std::size_t i = 0; i < n_; ++i)
      if (x[i] && y[i]) return false;
    return true;
  }
  /// Three-way comparison in the monomial order.
  int compare(std::uint32_t a, std::uint32_t b) const noexcept {
    if (a == b) return 0;
    if (graded_ && deg_[a] != deg_[b]) return deg_[a] > deg_[b] ? 1 : -1;
    if (grevlex_) {
      // Equal degrees: the smaller exponent in the last variable where they
      // differ makes the larger monomial (the columns' sort calls this most).
      const Exponent *x = exponents(a), *y = exponents(b);
      for (std::size_t i = n_; i-- > 0;)
        if (x[i] != y[i]) return x[i] < y[i] ? 1 : -1;
      return 0;
    }
    return order_.compare(exponents(a), exponents(b), n_);
  }
  const MonomialOrder &order() const noexcept { return order_; }
  /// True when sort_key orders this table's monomials as compare does.
  bool has_sort_keys() const noexcept {
    return grevlex_ && n_ <= 14 && max_exp_ < 256 && max_degree_ < 65536;
  }
  /// A 128-bit key (hi, lo) whose order is compare's when has_sort_keys():
  /// the degree, then 255 minus each exponent from the last variable to the
  /// first, one byte each. Sorting a step's columns on keys reads each
  /// monomial once instead of twice per comparison.
  void sort_key(std::uint32_t id, std::uint64_t &hi, std::uint64_t &lo) const noexcept {
    __extension__ unsigned __int128 k = deg_[id];
    const Exponent *e = exponents(id);
    for (std::size_t i = n_; i-- > 0;)
      k = (k << 8) | (255u - e[i]);
    k <<= 8 * (14 - n_);
    hi = static_cast<std::uint64_t>(k >> 64);
    lo = static_cast<std::uint64_t>(k);
  }

private:
  template <class ExponentAt> std::uint32_t find(std::uint32_t h, ExponentAt e) const noexcept;
  std::uint32_t find_or_add(std::uint32_t h, const Exponent *e);
  void grow();
  std::uint32_t divisor_mask(const Exponent *e) const noexcept;

  std::size_t n_;
  // Exponent vectors are padded to whole 64-bit words (four exponents), so
  // that a product is compared with a table entry a word at a time: while
  // every exponent interned is below 2^15 (narrow_), adding two words adds
  // their four exponents with no carry between them.
  std::size_t stride_;
  bool narrow_ = true;
  std::uint32_t max_exp_ = 0, max_degree_ = 0;
  MonomialOrder order_;
  bool graded_;
  bool grevlex_;
  std::vector<std::uint32_t> weight_;
  std::vector<Exponent> exps_;
  std::vector<std::uint32_t> hash_, deg_, mask_;
  // Open addressing with linear probing; each slot keeps its monomial's hash
  // beside the id, so that a probe rejects a different monomial without a
  // second memory access.
  struct Slot {
    std::uint32_t hash = 0;
    std::uint32_t id1 = 0; // id + 1, 0 = empty
  };
  std::vector<Slot> slots_;
  std::uint32_t slot_mask_ = 0;
  std::vector<Exponent> scratch_;
};

} // namespace ALKAHEST_INTERNAL
} // namespace alkahest::gb
#pragma GCC visibility pop
