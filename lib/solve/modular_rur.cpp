// lib/solve/modular_rur.cpp - Wiedemann sequence, Berlekamp-Massey and the
// parametrization modulo one prime.
#include "modular_rur.hpp"
#include "krylov_matrix.hpp"
#include "support/hash.hpp"

namespace alkahest::solving {
namespace {

// The polynomial part of P(T) * sum_i a_i T^-(i+1).
zp::Poly series_numerator(const zp::Poly &P, const std::vector<std::uint32_t> &a, std::uint32_t p) {
  const std::size_t D = P.size() - 1;
  zp::Poly N(D);
  for (std::size_t j = 0; j < D; ++j)
    N[j] = zp::dot(P.data() + j + 1, a.data(), D - j, p);
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
  KrylovMatrix matrix(shape, values);

  std::vector<std::uint32_t> u(D), next(D);
  for (std::size_t j = 0; j < D; ++j)
    u[j] = static_cast<std::uint32_t>((support::splitmix64(j) % (1u << 30) + 1) % p);
  std::vector<std::uint32_t> s(2 * D);
  std::vector<std::vector<std::uint32_t>> sv(outputs.size(), std::vector<std::uint32_t>(D));
  for (std::size_t i = 0; i < 2 * D; ++i) {
    if (cancel && cancel->load(std::memory_order_relaxed)) return RurStatus::Cancelled;
    s[i] = u[0]; // the coordinate of 1
    if (i < D)
      for (std::size_t k = 0; k < outputs.size(); ++k)
        sv[k][i] = matrix.dot(shape.variable(outputs[k]), values, u);
    if (i + 1 == 2 * D) break;
    matrix.apply(u, next);
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
