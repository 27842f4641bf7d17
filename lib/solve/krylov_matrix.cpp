// lib/solve/krylov_matrix.cpp - the Krylov iteration's matrix: unit, sparse
// and dense rows, the dense ones in slabs for vpmuludq kernels.
#include "krylov_matrix.hpp"
#include "zp_poly.hpp"

#include <algorithm>

namespace alkahest::solving {
namespace {

using u64 = std::uint64_t;
__extension__ typedef unsigned __int128 u128;

} // namespace

KrylovMatrix::KrylovMatrix(const gb::MultiplicationShape &shape, const gb::BorderValues &values,
                           support::DenseSlabKernel kernel)
    : D_(shape.dimension()), p_(values.prime), kernel_(kernel) {
  std::vector<std::uint32_t> dense; // row by row
  for (std::uint32_t j = 0; j < D_; ++j)
    add_row(j, shape.columns()[j], values, dense);
  // Padded with zero rows to whole slabs, each slab column by column, its
  // columns that are zero on all of its rows left out.
  const std::size_t R = dense_target_.size();
  const std::size_t slabs = (R + kKrylovSlab - 1) / kKrylovSlab;
  slab_begin_.assign(1, 0);
  for (std::size_t s = 0; s < slabs; ++s) {
    const std::size_t r0 = s * kKrylovSlab, r1 = std::min(R, r0 + kKrylovSlab);
    for (std::uint32_t j = 0; j < D_; ++j) {
      bool zero = true;
      for (std::size_t r = r0; r < r1 && zero; ++r)
        zero = dense[r * D_ + j] == 0;
      if (zero) continue;
      slab_cols_.push_back(j);
      const std::size_t at = slab_data_.size();
      slab_data_.resize(at + kKrylovSlab, 0);
      for (std::size_t r = r0; r < r1; ++r)
        slab_data_[at + r - r0] = dense[r * D_ + j];
    }
    slab_begin_.push_back(static_cast<std::uint32_t>(slab_cols_.size()));
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
    for (std::size_t s = 0; s + 1 < slab_begin_.size(); ++s) {
      const std::size_t k = slab_begin_[s];
      kernel_.product(slab_data_.data() + k * kKrylovSlab, slab_cols_.data() + k,
                      slab_begin_[s + 1] - k, u.data(), lo_.data() + s * kKrylovSlab,
                      hi_.data() + s * kKrylovSlab);
    }
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
