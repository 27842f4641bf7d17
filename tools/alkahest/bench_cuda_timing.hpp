// tools/alkahest/bench_cuda_timing.hpp - what every case of `alkahest bench cuda` times and
// prints with: CUDA-event medians, its rows, and the Python references' seconds.
#pragma once

#include "bench_registry.hpp"
#include "runtime.hpp"

#include <functional>
#include <map>
#include <string>

namespace alkahest::bench {

/// Median over `repeats` of the GPU time between two events around
/// enqueue() on stream s (one untimed call first: module load, caches).
double event_median(cuda::CUstream s, const std::function<void()> &enqueue, int repeats);

/// A row of the suite "cuda".
Row cuda_row(std::string case_name, std::string ours, std::string reference, double t_ours,
             double t_ref, std::string note);

/// refs[key], or 0 when the reference did not run.
double ref_or_zero(const std::map<std::string, double> &refs, const std::string &key);

/// "" when refs has key, else a note that says how to produce the references.
std::string missing_note(const std::map<std::string, double> &refs, const std::string &key);

} // namespace alkahest::bench
