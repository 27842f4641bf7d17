// lib/solve/modular_rur.cpp - Wiedemann sequence, Berlekamp-Massey and the
// parametrization modulo one prime.
#include "modular_rur.hpp"

namespace alkahest::solving {
namespace {

using u64 = std::uint64_t;
__extension__ typedef unsigned __int128 u128;

std::uint64_t splitmix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// r . NF(ref) for a vector u over the standard monomials.
struct Dot {
  const BorderValues &values;
  std::uint32_t p;
  std::uint32_t operator()(const BorderRef &ref, const std::vector<std::uint32_t> &u) const {
    switch (ref.kind) {
    case BorderRef::Standard:
      return u[ref.index];
    case BorderRef::Tail: {
      u128 acc = 0;
      for (auto [j, v] : values.tails[ref.index])
        acc += u64{v} * u[j];
      return static_cast<std::uint32_t>(acc % p);
    }
    case BorderRef::Computed: {
      const auto &w = values.computed[ref.index];
      const std::size_t D = u.size();
      u64 acc = 0;
      u128 total = 0;
      // Four products stay below 2^64 (each is below 2^62).
      std::size_t j = 0;
      for (; j + 4 <= D; j += 4) {
        acc = u64{w[j]} * u[j] + u64{w[j + 1]} * u[j + 1] + u64{w[j + 2]} * u[j + 2] +
              u64{w[j + 3]} * u[j + 3];
        total += acc;
      }
      for (; j < D; ++j)
        total += u64{w[j]} * u[j];
      return static_cast<std::uint32_t>(total % p);
    }
    }
    return 0;
  }
};

// The polynomial part of P(T) * sum_i a_i T^-(i+1).
zp::Poly series_numerator(const zp::Poly &P, const std::vector<std::uint32_t> &a, std::uint32_t p) {
  const std::size_t D = P.size() - 1;
  zp::Poly N(D);
  for (std::size_t j = 0; j < D; ++j) {
    u128 acc = 0;
    for (std::size_t i = 0; i + j + 1 <= D; ++i)
      acc += u64{P[i + j + 1]} * a[i];
    N[j] = static_cast<std::uint32_t>(acc % p);
  }
  zp::normalize(N);
  return N;
}

} // namespace

RurStatus modular_rur(const MultiplicationShape &shape, const gb::ModularBasis &mb,
                      const std::vector<std::size_t> &outputs, ModularRur &out,
                      const std::atomic<bool> *cancel) {
  const std::uint32_t p = mb.prime;
  const std::size_t D = shape.dimension();
  const BorderValues values = shape.values(mb);
  const Dot dot{values, p};

  std::vector<std::uint32_t> u(D), next(D);
  for (std::size_t j = 0; j < D; ++j)
    u[j] = static_cast<std::uint32_t>((splitmix(j) % (1u << 30) + 1) % p);
  std::vector<std::uint32_t> s(2 * D);
  std::vector<std::vector<std::uint32_t>> sv(outputs.size(), std::vector<std::uint32_t>(D));
  const auto &columns = shape.columns();
  for (std::size_t i = 0; i < 2 * D; ++i) {
    if (cancel && cancel->load(std::memory_order_relaxed)) return RurStatus::Cancelled;
    s[i] = u[0]; // the coordinate of 1
    if (i < D)
      for (std::size_t k = 0; k < outputs.size(); ++k)
        sv[k][i] = dot(shape.variable(outputs[k]), u);
    if (i + 1 == 2 * D) break;
    for (std::size_t j = 0; j < D; ++j)
      next[j] = dot(columns[j], u);
    std::swap(u, next);
  }

  zp::Poly P = zp::berlekamp_massey(s, p);
  if (P.size() != D + 1) return RurStatus::NotSeparating;
  const zp::Poly dP = zp::derivative(P, p);
  if (!zp::coprime(P, dP, p)) return RurStatus::NotSeparating;
  auto inv = zp::inverse_mod(series_numerator(P, s, p), P, p);
  if (!inv) return RurStatus::Degenerate;
  const zp::Poly Q = zp::remainder(zp::multiply(dP, *inv, p), P, p);

  out.prime = p;
  out.numerators.clear();
  for (std::size_t k = 0; k < outputs.size(); ++k) {
    if (cancel && cancel->load(std::memory_order_relaxed)) return RurStatus::Cancelled;
    zp::Poly R = zp::remainder(zp::multiply(series_numerator(P, sv[k], p), Q, p), P, p);
    R.resize(D, 0);
    out.numerators.push_back(std::move(R));
  }
  out.eliminant = std::move(P);
  return RurStatus::Ok;
}

} // namespace alkahest::solving
