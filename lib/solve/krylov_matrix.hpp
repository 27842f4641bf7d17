// lib/solve/krylov_matrix.hpp - the transposed multiplication matrix of one
// prime, laid out for the Krylov iteration, and its dense-block kernels.
#pragma once

#include "groebner/multiplication_shape.hpp"
#include "support/modular_kernels.hpp"

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#pragma GCC visibility push(hidden)
namespace alkahest::solving {

using support::kKrylovSlab;

/// The transposed multiplication matrix of the ring's last variable modulo
/// one prime, assembled for the Krylov iteration next = M^T u: next[j] is
/// the coordinate of x_n s_j in u, so a unit column copies one entry, a
/// normal form is a dot product (dense when it fills a quarter of the
/// standard monomials, else sparse).
class KrylovMatrix {
public:
  KrylovMatrix(const gb::MultiplicationShape &shape, const gb::BorderValues &values,
               support::DenseSlabKernel kernel = support::dense_slab_kernel());

  /// The coordinate of NF(ref) in u (ref a variable's place, for instance).
  std::uint32_t dot(const gb::BorderRef &ref, const gb::BorderValues &values,
                    const std::vector<std::uint32_t> &u) const;

  /// next = M^T u. Not thread-safe: the dense rows' accumulators are the
  /// matrix's own.
  void apply(const std::vector<std::uint32_t> &u, std::vector<std::uint32_t> &next);

  std::size_t dense_rows() const { return dense_target_.size(); }

private:
  void add_row(std::uint32_t j, const gb::BorderRef &ref, const gb::BorderValues &values,
               std::vector<std::uint32_t> &dense);

  std::size_t D_;
  std::uint32_t p_;
  support::DenseSlabKernel kernel_;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> units_;
  std::vector<std::uint32_t> dense_target_;
  // Per slab of dense rows: its nonzero columns' indices and entries.
  std::vector<std::uint32_t> slab_begin_, slab_cols_, slab_data_;
  std::vector<std::uint64_t> lo_, hi_;
  std::vector<std::uint32_t> sparse_target_, sparse_begin_;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> sparse_;
};

} // namespace alkahest::solving
#pragma GCC visibility pop
