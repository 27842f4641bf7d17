// lib/support/parallel_for.hpp - runs f(0..n-1) on a process-wide pool of worker threads.
#pragma once

#include <cstddef>
#include <functional>

namespace alkahest::support {
#pragma GCC visibility push(hidden)

/// The most threads a computation may ask for; alkahest::kMaxGroebnerThreads
/// (alkahest/groebner.hpp) is the same number, checked where both are seen.
inline constexpr unsigned kMaxWorkerThreads = 1024;

/// The thread count a computation uses for a request: 0 = all cores, and
/// never more than kMaxWorkerThreads.
unsigned worker_threads(unsigned requested) noexcept;

/// Runs f(i) for every i in [0, n) on up to `threads` threads (0: all
/// cores), the caller's included, and returns when all have finished; the
/// first exception a call throws is rethrown here (the others still run).
/// The workers are started once per process and reused: the lift calls this
/// three times per prime, and starting 16 threads each time cost more than
/// the work on a 16-core virtual machine. Calls from several threads, and
/// nested calls, are safe (a caller always works on its own job).
void parallel_for(std::size_t n, unsigned threads, const std::function<void(std::size_t)> &f);

#pragma GCC visibility pop
} // namespace alkahest::support

// lib/groebner and lib/groebner_gpu name the pool as their own (gb::parallel_for).
namespace alkahest::gb {
using support::parallel_for;
using support::worker_threads;
} // namespace alkahest::gb
