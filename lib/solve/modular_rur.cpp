// lib/solve/modular_rur.cpp - Wiedemann sequence, Berlekamp-Massey and the
// parametrization modulo one prime.
#include "modular_rur.hpp"
#include "support/hash.hpp"

namespace alkahest::solving {
namespace {

using u64 = std::uint64_t;
__extension__ typedef unsigned __int128 u128;

// lo[r] + 2^32 hi[r] = sum_j w[j R + r] u[j] for the R dense rows stored
// column by column: each u[j] is broadcast against a run of rows, and four
// products (each below 2^62) are summed before the split into 32-bit halves
// (the sum stays below 2^64), which halves the splitting work of a
// row-by-row dot product; the loop over rows vectorizes.
[[gnu::target_clones("avx512f", "avx2", "default")]] void
dense_columns_product(const std::uint32_t *w, std::size_t R, const std::uint32_t *u, std::size_t n,
                      u64 *lo, u64 *hi) {
  for (std::size_t r = 0; r < R; ++r)
    lo[r] = hi[r] = 0;
  std::size_t j = 0;
  for (; j + 4 <= n; j += 4) {
    const u64 u0 = u[j], u1 = u[j + 1], u2 = u[j + 2], u3 = u[j + 3];
    const std::uint32_t *w0 = w + j * R, *w1 = w0 + R, *w2 = w1 + R, *w3 = w2 + R;
    for (std::size_t r = 0; r < R; ++r) {
      const u64 x = w0[r] * u0 + w1[r] * u1 + w2[r] * u2 + w3[r] * u3;
      lo[r] += x & 0xffffffffu;
      hi[r] += x >> 32;
    }
  }
  for (; j < n; ++j) {
    const u64 uj = u[j];
    const std::uint32_t *w0 = w + j * R;
    for (std::size_t r = 0; r < R; ++r) {
      const u64 x = w0[r] * uj;
      lo[r] += x & 0xffffffffu;
      hi[r] += x >> 32;
    }
  }
}

// The transposed multiplication matrix modulo one prime, assembled for the
// Krylov iteration next = M^T u: next[j] is the coordinate of x_n s_j in u,
// so a unit column copies one entry, a normal form is a dot product (dense
// when it fills a quarter of the standard monomials, else sparse).
class KrylovMatrix {
public:
  KrylovMatrix(const MultiplicationShape &shape, const BorderValues &values)
      : D_(shape.dimension()), p_(values.prime) {
    for (std::uint32_t j = 0; j < D_; ++j)
      add_row(j, shape.columns()[j], values);
    // The dense rows column by column: one entry of u meets a run of rows.
    const std::size_t R = dense_target_.size();
    dense_cm_.resize(R * D_);
    for (std::size_t r = 0; r < R; ++r)
      for (std::size_t j = 0; j < D_; ++j)
        dense_cm_[j * R + r] = dense_[r * D_ + j];
    dense_.clear();
    dense_.shrink_to_fit();
    lo_.resize(R);
    hi_.resize(R);
  }

  // The coordinate of NF(ref) in u (ref a variable's place, for instance).
  std::uint32_t dot(const BorderRef &ref, const BorderValues &values,
                    const std::vector<std::uint32_t> &u) const {
    switch (ref.kind) {
    case BorderRef::Standard:
      return u[ref.index];
    case BorderRef::Tail: {
      u128 acc = 0;
      for (auto [j, v] : values.tails[ref.index])
        acc += u64{v} * u[j];
      return static_cast<std::uint32_t>(acc % p_);
    }
    case BorderRef::Computed:
      return zp::dot(values.computed[ref.index].data(), u.data(), D_, p_);
    }
    return 0;
  }

  // Not thread-safe: the dense rows' accumulators are the matrix's own.
  void apply(const std::vector<std::uint32_t> &u, std::vector<std::uint32_t> &next) {
    for (auto [target, source] : units_)
      next[target] = u[source];
    if (!dense_target_.empty()) {
      const std::size_t R = dense_target_.size();
      dense_columns_product(dense_cm_.data(), R, u.data(), D_, lo_.data(), hi_.data());
      const u64 two32 = (u64{1} << 32) % p_;
      for (std::size_t r = 0; r < R; ++r)
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

private:
  void add_row(std::uint32_t j, const BorderRef &ref, const BorderValues &values) {
    if (ref.kind == BorderRef::Standard) {
      units_.emplace_back(j, ref.index);
      return;
    }
    if (ref.kind == BorderRef::Computed) {
      const auto &w = values.computed[ref.index];
      dense_target_.push_back(j);
      dense_.insert(dense_.end(), w.begin(), w.end());
      return;
    }
    const auto &tail = values.tails[ref.index];
    if (4 * tail.size() >= D_) {
      dense_target_.push_back(j);
      const std::size_t at = dense_.size();
      dense_.resize(at + D_, 0);
      for (auto [k, v] : tail)
        dense_[at + k] = v;
      return;
    }
    sparse_target_.push_back(j);
    if (sparse_begin_.empty()) sparse_begin_.push_back(0);
    sparse_.insert(sparse_.end(), tail.begin(), tail.end());
    sparse_begin_.push_back(static_cast<std::uint32_t>(sparse_.size()));
  }

  std::size_t D_;
  std::uint32_t p_;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> units_;
  std::vector<std::uint32_t> dense_target_, dense_, dense_cm_;
  std::vector<u64> lo_, hi_;
  std::vector<std::uint32_t> sparse_target_, sparse_begin_;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> sparse_;
};

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
