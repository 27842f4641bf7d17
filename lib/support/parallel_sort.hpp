// lib/support/parallel_sort.hpp - sorts a vector on the worker pool: chunks sorted in parallel,
// then merged pairwise.
#pragma once

#include "support/parallel_for.hpp"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace alkahest::support {
#pragma GCC visibility push(hidden)

/// Below this many elements a sort stays on the calling thread.
inline constexpr std::size_t kParallelSortMin = 1 << 15;

/// Sorts v by `less` on up to `threads` threads: a power-of-two number of
/// chunks, each sorted by std::sort, then merged pairwise in rounds, each
/// round's merges in parallel. With a strict total order (no two elements
/// equivalent) the result is the one sorted order, whatever the thread
/// count: callers that need a thread-independent order break ties
/// themselves.
template <class T, class Less> void parallel_sort(std::vector<T> &v, Less less, unsigned threads) {
  const std::size_t n = v.size();
  std::size_t chunks = 1;
  while (chunks * 2 <= threads && n / (chunks * 2) >= kParallelSortMin / 2)
    chunks *= 2;
  if (chunks == 1) {
    std::sort(v.begin(), v.end(), less);
    return;
  }
  std::vector<std::size_t> bound(chunks + 1);
  for (std::size_t c = 0; c <= chunks; ++c)
    bound[c] = n * c / chunks;
  parallel_for(chunks, threads, [&](std::size_t c) {
    std::sort(v.begin() + bound[c], v.begin() + bound[c + 1], less);
  });
  std::vector<T> other(n);
  std::vector<T> *from = &v, *to = &other;
  for (std::size_t width = 1; width < chunks; width *= 2) {
    parallel_for(chunks / (2 * width), threads, [&](std::size_t k) {
      const std::size_t lo = bound[2 * k * width], mid = bound[2 * k * width + width],
                        hi = bound[2 * k * width + 2 * width];
      std::merge(from->begin() + lo, from->begin() + mid, from->begin() + mid, from->begin() + hi,
                 to->begin() + lo, less);
    });
    std::swap(from, to);
  }
  if (from != &v) v.swap(*from);
}

#pragma GCC visibility pop
} // namespace alkahest::support
