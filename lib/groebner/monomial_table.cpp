// lib/groebner/monomial_table.cpp - interning, products and quotients of monomials.
#include "monomial_table.hpp"

#include <alkahest/error.hpp>

#include <algorithm>
#include <cstring>

namespace alkahest::gb::detail {

MonomialTable::MonomialTable(std::size_t nvars, MonomialOrder order)
    : n_(nvars), stride_((nvars + 3) & ~std::size_t{3}), order_(std::move(order)),
      graded_(order_.is_graded()), grevlex_(order_.kind() == OrderKind::GrevLex),
      scratch_(stride_, 0) {
  std::uint64_t x = 0x9e3779b97f4a7c15ull; // fixed seed: runs are reproducible
  for (std::size_t i = 0; i < n_; ++i) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    weight_.push_back(static_cast<std::uint32_t>(x >> 16) | 1u);
  }
  slots_.assign(1u << 12, Slot{});
  slot_mask_ = (1u << 12) - 1;
}

void MonomialTable::grow() {
  std::uint32_t cap = static_cast<std::uint32_t>(slots_.size()) * 2;
  slots_.assign(cap, Slot{});
  slot_mask_ = cap - 1;
  for (std::uint32_t id = 0; id < size(); ++id) {
    std::uint32_t s = hash_[id] & slot_mask_;
    while (slots_[s].id1)
      s = (s + 1) & slot_mask_;
    slots_[s] = {hash_[id], id + 1};
  }
}

std::uint32_t MonomialTable::find_or_add(std::uint32_t h, const Exponent *e) {
  std::uint32_t s = h & slot_mask_;
  for (;;) {
    const Slot slot = slots_[s];
    if (!slot.id1) break;
    const std::uint32_t id = slot.id1 - 1;
    if (slot.hash == h && std::memcmp(exponents(id), e, n_ * sizeof(Exponent)) == 0) return id;
    s = (s + 1) & slot_mask_;
  }
  std::uint32_t id = size();
  if (id >= kMaxSize)
    raise(ErrorId::GbMemoryBudget, "more than 2^31 - 1 distinct monomials in one F4 run");
  exps_.insert(exps_.end(), e, e + n_);
  exps_.resize(exps_.size() + (stride_ - n_), 0);
  std::uint32_t d = 0;
  for (std::size_t i = 0; i < n_; ++i) {
    d += e[i];
    max_exp_ = std::max<std::uint32_t>(max_exp_, e[i]);
  }
  narrow_ = max_exp_ < 0x8000u;
  max_degree_ = std::max(max_degree_, d);
  hash_.push_back(h);
  deg_.push_back(d);
  mask_.push_back(divisor_mask(e));
  slots_[s] = {h, id + 1};
  if (std::size_t(size()) * 2 > slots_.size()) grow();
  return id;
}

// Bit k * n + i (k < bits per variable) says e[i] >= 2^k: if a divides b, a's
// bits are among b's. With few variables each gets several thresholds, so
// that the test also rejects most divisors of the right support but too
// high an exponent; past 32 variables the bits of "e[i] > 0" are folded.
std::uint32_t MonomialTable::divisor_mask(const Exponent *e) const noexcept {
  std::uint32_t m = 0;
  if (n_ > 32) {
    for (std::size_t i = 0; i < n_; ++i)
      if (e[i]) m |= 1u << (i % 32);
    return m;
  }
  const std::size_t bits = std::min<std::size_t>(4, 32 / std::max<std::size_t>(n_, 1));
  for (std::size_t k = 0; k < bits; ++k)
    for (std::size_t i = 0; i < n_; ++i)
      if (e[i] >= (1u << k)) m |= 1u << (k * n_ + i);
  return m;
}

std::uint32_t MonomialTable::insert(const Exponent *e) {
  std::uint32_t h = 0;
  for (std::size_t i = 0; i < n_; ++i)
    h += weight_[i] * e[i];
  return find_or_add(h, e);
}

// The id of the monomial with hash h and exponents e(0..n-1), or kAbsent.
// The hash is linear, so a product or quotient is probed before (and
// usually without) building its exponent vector.
template <class ExponentAt>
std::uint32_t MonomialTable::find(std::uint32_t h, ExponentAt e) const noexcept {
  for (std::uint32_t s = h & slot_mask_;; s = (s + 1) & slot_mask_) {
    const Slot slot = slots_[s];
    if (!slot.id1) return kAbsent;
    if (slot.hash != h) continue;
    const Exponent *z = exponents(slot.id1 - 1);
    std::size_t i = 0;
    while (i < n_ && z[i] == e(i))
      ++i;
    if (i == n_) return slot.id1 - 1;
  }
}

std::uint32_t MonomialTable::find_product(std::uint32_t a, std::uint32_t b) const noexcept {
  const Exponent *x = exponents(a), *y = exponents(b);
  const std::uint32_t h = hash_[a] + hash_[b];
  if (!narrow_) return find(h, [&](std::size_t i) { return std::uint32_t(x[i]) + y[i]; });
  const std::size_t words = stride_ / 4;
  for (std::uint32_t s = h & slot_mask_;; s = (s + 1) & slot_mask_) {
    const Slot slot = slots_[s];
    if (!slot.id1) return kAbsent;
    if (slot.hash != h) continue;
    const Exponent *z = exponents(slot.id1 - 1);
    std::uint64_t diff = 0;
    for (std::size_t w = 0; w < words; ++w) {
      std::uint64_t xw, yw, zw;
      std::memcpy(&xw, x + 4 * w, 8);
      std::memcpy(&yw, y + 4 * w, 8);
      std::memcpy(&zw, z + 4 * w, 8);
      diff |= (xw + yw) ^ zw;
    }
    if (diff == 0) return slot.id1 - 1;
  }
}

void MonomialTable::find_products(std::uint32_t a, const std::uint32_t *mons, std::size_t n,
                                  std::uint32_t *out) const noexcept {
  // Two stages ahead of the lookup: the slot of term k + 2 * kAhead, then the
  // exponent vector its slot names for term k + kAhead (usually the product
  // itself: the table is at most half full).
  constexpr std::size_t kAhead = 8;
  const std::uint32_t ha = hash_[a];
  auto slot_of = [&](std::size_t k) { return (ha + hash_[mons[k]]) & slot_mask_; };
  for (std::size_t k = 0; k < n; ++k) {
    if (k + 2 * kAhead < n) {
      __builtin_prefetch(&slots_[slot_of(k + 2 * kAhead)]);
      __builtin_prefetch(exponents(mons[k + 2 * kAhead]));
    }
    if (k + kAhead < n)
      if (const Slot s = slots_[slot_of(k + kAhead)]; s.id1)
        __builtin_prefetch(exponents(s.id1 - 1));
    out[k] = find_product(a, mons[k]);
  }
}

std::uint32_t MonomialTable::find_quotient(std::uint32_t a, std::uint32_t b) const noexcept {
  const Exponent *x = exponents(a), *y = exponents(b);
  return find(hash_[a] - hash_[b], [&](std::size_t i) { return std::uint32_t(x[i] - y[i]); });
}

std::uint32_t MonomialTable::product(std::uint32_t a, std::uint32_t b) {
  // Most products already exist: they are compared in place, and only a new
  // one has its exponent vector built.
  if (std::uint32_t id = find_product(a, b); id != kAbsent) return id;
  const Exponent *x = exponents(a), *y = exponents(b);
  for (std::size_t i = 0; i < n_; ++i) {
    std::uint32_t t = std::uint32_t(x[i]) + y[i];
    if (t > 0xffffu) raise(ErrorId::PolyExponentTooLarge, "exponent " + std::to_string(t));
    scratch_[i] = static_cast<Exponent>(t);
  }
  return find_or_add(hash_[a] + hash_[b], scratch_.data()); // scratch_ is not part of exps_
}

std::uint32_t MonomialTable::quotient(std::uint32_t a, std::uint32_t b) {
  if (std::uint32_t id = find_quotient(a, b); id != kAbsent) return id;
  const Exponent *x = exponents(a), *y = exponents(b);
  for (std::size_t i = 0; i < n_; ++i)
    scratch_[i] = static_cast<Exponent>(x[i] - y[i]);
  return insert(scratch_.data());
}

std::uint32_t MonomialTable::lcm(std::uint32_t a, std::uint32_t b) {
  const Exponent *x = exponents(a), *y = exponents(b);
  for (std::size_t i = 0; i < n_; ++i)
    scratch_[i] = x[i] > y[i] ? x[i] : y[i];
  return insert(scratch_.data());
}

} // namespace alkahest::gb::detail
