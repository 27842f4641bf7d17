// tools/alkahest/bench_cuda_reduction.hpp - the reduction rows of `alkahest bench cuda` (sums over
// 10^8 device points against a device copy of the same bytes, CuPy ReductionKernel and JAX).
#pragma once

#include "bench_registry.hpp"

#include <map>
#include <string>
#include <vector>

namespace alkahest::bench {

/// Appends the rows of the reduction cases over n points of device 0, with
/// `refs` the Python references' seconds (tools/bench/cuda_reference.py).
void append_cuda_reduction_rows(std::vector<Row> &rows, const std::map<std::string, double> &refs,
                                std::size_t n, int repeats);

} // namespace alkahest::bench
