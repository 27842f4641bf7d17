// lib/solve/krylov_matrix.hpp - the transposed multiplication matrix of one
// prime, laid out for the Krylov iteration, and its dense-block kernels.
#pragma once

#include "groebner/multiplication_shape.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#pragma GCC visibility push(hidden)
namespace alkahest::solving {

/// Rows of the dense block stored together: the kernels take the block in
/// slabs of this many rows, each slab column by column, so that one entry
/// of the vector meets a slab in one vector load.
inline constexpr std::size_t kKrylovSlab = 16;

/// lo[r] + 2^32 hi[r] = sum_j w(r, j) u[j] for the rows r of `slabs` slabs
/// of the dense block, slab s holding w(16 s + i, j) at w[(s n + j) 16 + i],
/// each entry and u[j] below 2^31. Products of 32-bit halves (vpmuludq: one
/// instruction per lane, where the compiler's 64-bit products took three),
/// four summed before the split into 32-bit halves (the sum stays below
/// 2^64); the halves stay exact for up to 2^32 columns.
using DenseSlabProduct = void (*)(const std::uint32_t *w, std::size_t slabs,
                                  const std::uint32_t *u, std::size_t n, std::uint64_t *lo,
                                  std::uint64_t *hi);

struct DenseSlabKernel {
  DenseSlabProduct product = nullptr;
  const char *isa = "portable"; ///< "avx512f", "avx2" or "portable"
};

/// The kernel in the widest instruction set the CPU has, up to `max_isa`
/// ("avx512f", "avx2" or "portable"; empty: no limit), chosen at run time.
DenseSlabKernel dense_slab_kernel(std::string_view max_isa = {});

/// The transposed multiplication matrix of the ring's last variable modulo
/// one prime, assembled for the Krylov iteration next = M^T u: next[j] is
/// the coordinate of x_n s_j in u, so a unit column copies one entry, a
/// normal form is a dot product (dense when it fills a quarter of the
/// standard monomials, else sparse).
class KrylovMatrix {
public:
  KrylovMatrix(const gb::MultiplicationShape &shape, const gb::BorderValues &values,
               DenseSlabKernel kernel = dense_slab_kernel());

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
  DenseSlabKernel kernel_;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> units_;
  std::vector<std::uint32_t> dense_target_, slabs_;
  std::vector<std::uint64_t> lo_, hi_;
  std::vector<std::uint32_t> sparse_target_, sparse_begin_;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> sparse_;
};

} // namespace alkahest::solving
#pragma GCC visibility pop
