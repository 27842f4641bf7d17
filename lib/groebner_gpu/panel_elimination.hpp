// lib/groebner_gpu/panel_elimination.hpp - the blocked (panel) Gauss-Jordan elimination of many
// dense matrices on one device, and the ranks of per-prime device states.
#pragma once

#include "dense_kernel_options.hpp"
#include "runtime.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace alkahest::gbgpu {
#pragma GCC visibility push(hidden)

/// RREF of np n x m matrices (device buffer `mat`, one per prime of `primes`)
/// into `out`, rows in echelon order; pivot columns into `piv`, ranks into
/// `rank` (np words). See panel_elimination.cpp.
void panel_rref(const DenseKernelOptions &ko, int ordinal, std::uint32_t n, std::uint32_t m,
                std::size_t np, cuda::CUdeviceptr mat, cuda::CUdeviceptr out,
                cuda::CUdeviceptr primes, cuda::CUdeviceptr piv, cuda::CUdeviceptr rank);

// Copies the rank field of np device-side per-prime states into the rank
// slots (np words), after the kernels that wrote them have finished.
template <class State>
inline void copy_ranks(cuda::CUdeviceptr states, std::size_t np, cuda::CUdeviceptr rank,
                       std::uint32_t State::*field) {
  const cuda::DriverApi &api = cuda::require_driver();
  std::vector<State> st(np);
  cuda::check(api.cuMemcpyDtoH(st.data(), states, np * sizeof(State)), "cuMemcpyDtoH");
  std::vector<std::uint32_t> ranks(np);
  for (std::size_t k = 0; k < np; ++k)
    ranks[k] = st[k].*field;
  cuda::check(api.cuMemcpyHtoD(rank, ranks.data(), np * 4), "cuMemcpyHtoD");
}

#pragma GCC visibility pop
} // namespace alkahest::gbgpu
