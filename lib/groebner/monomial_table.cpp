// lib/groebner/monomial_table.cpp - interning, products and quotients of monomials.
#include "monomial_table.hpp"

#include <alkahest/error.hpp>

#include <cstring>

namespace alkahest::gb::detail {

MonomialTable::MonomialTable(std::size_t nvars, MonomialOrder order)
    : n_(nvars), order_(std::move(order)), graded_(order_.is_graded()), scratch_(nvars) {
  std::uint64_t x = 0x9e3779b97f4a7c15ull; // fixed seed: runs are reproducible
  for (std::size_t i = 0; i < n_; ++i) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    weight_.push_back(static_cast<std::uint32_t>(x >> 16) | 1u);
  }
  slots_.assign(1u << 12, 0);
  slot_mask_ = (1u << 12) - 1;
}

void MonomialTable::grow() {
  std::uint32_t cap = static_cast<std::uint32_t>(slots_.size()) * 2;
  slots_.assign(cap, 0);
  slot_mask_ = cap - 1;
  for (std::uint32_t id = 0; id < size(); ++id) {
    std::uint32_t s = hash_[id] & slot_mask_;
    while (slots_[s])
      s = (s + 1) & slot_mask_;
    slots_[s] = id + 1;
  }
}

std::uint32_t MonomialTable::find_or_add(std::uint32_t h, const Exponent *e) {
  std::uint32_t s = h & slot_mask_;
  for (;;) {
    std::uint32_t v = slots_[s];
    if (!v) break;
    std::uint32_t id = v - 1;
    if (hash_[id] == h && std::memcmp(exponents(id), e, n_ * sizeof(Exponent)) == 0) return id;
    s = (s + 1) & slot_mask_;
  }
  std::uint32_t id = size();
  exps_.insert(exps_.end(), e, e + n_);
  std::uint32_t d = 0, m = 0;
  for (std::size_t i = 0; i < n_; ++i) {
    d += e[i];
    if (e[i]) m |= 1u << (i % 32);
  }
  hash_.push_back(h);
  deg_.push_back(d);
  mask_.push_back(m);
  slots_[s] = id + 1;
  if (std::size_t(size()) * 2 > slots_.size()) grow();
  return id;
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
    std::uint32_t v = slots_[s];
    if (!v) return kAbsent;
    std::uint32_t id = v - 1;
    if (hash_[id] != h) continue;
    const Exponent *z = exponents(id);
    std::size_t i = 0;
    while (i < n_ && z[i] == e(i))
      ++i;
    if (i == n_) return id;
  }
}

std::uint32_t MonomialTable::find_product(std::uint32_t a, std::uint32_t b) const noexcept {
  const Exponent *x = exponents(a), *y = exponents(b);
  return find(hash_[a] + hash_[b], [&](std::size_t i) { return std::uint32_t(x[i]) + y[i]; });
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
