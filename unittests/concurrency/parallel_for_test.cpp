// unittests/concurrency/parallel_for_test.cpp - the support layer's worker pool: every index once,
// exceptions, nested and concurrent callers; the parallel sort built on it.
#include "support/parallel_for.hpp"
#include "support/parallel_sort.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <thread>
#include <vector>

using alkahest::gb::parallel_for;

TEST_CASE("parallel_for runs every index exactly once", "[concurrency][parallel_for]") {
  for (unsigned threads : {0u, 1u, 2u, 16u})
    for (std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{7}, std::size_t{10000}}) {
      std::vector<std::atomic<int>> hits(n);
      parallel_for(n, threads, [&](std::size_t i) { hits[i].fetch_add(1); });
      for (std::size_t i = 0; i < n; ++i)
        REQUIRE(hits[i].load() == 1);
    }
}

TEST_CASE("parallel_for rethrows the first exception after every index ran",
          "[concurrency][parallel_for]") {
  std::atomic<std::size_t> ran{0};
  auto body = [&](std::size_t i) {
    ran.fetch_add(1);
    if (i % 100 == 3) throw std::runtime_error("index " + std::to_string(i));
  };
  CHECK_THROWS_AS(parallel_for(1000, 4, body), std::runtime_error);
  CHECK(ran.load() == 1000);
  // The same on one thread (the caller alone).
  CHECK_THROWS_AS(parallel_for(1000, 1, body), std::runtime_error);
  CHECK(ran.load() == 2000);
  // The pool still works afterwards.
  std::atomic<std::size_t> sum{0};
  parallel_for(100, 4, [&](std::size_t i) { sum.fetch_add(i); });
  CHECK(sum.load() == 4950);
}

TEST_CASE("parallel_for: nested calls and concurrent callers finish",
          "[concurrency][parallel_for]") {
  std::atomic<std::size_t> total{0};
  std::vector<std::thread> callers;
  for (int c = 0; c < 8; ++c)
    callers.emplace_back([&] {
      parallel_for(20, 4, [&](std::size_t) {
        parallel_for(50, 4, [&](std::size_t j) { total.fetch_add(j); });
      });
    });
  for (auto &t : callers)
    t.join();
  CHECK(total.load() == 8u * 20u * (49u * 50u / 2u));
}

// The F4 columns and rows are sorted this way; a strict total order must give
// std::sort's one answer on every thread count, and a weak one a sorted
// permutation.
TEST_CASE("parallel_sort equals std::sort on every thread count", "[concurrency][parallel_for]") {
  std::mt19937_64 rng(11);
  for (std::size_t n : {std::size_t{0}, std::size_t{5}, std::size_t{40000}, std::size_t{300001}}) {
    std::vector<std::uint64_t> v(n);
    for (auto &x : v)
      x = rng();
    std::vector<std::uint64_t> ref = v;
    std::sort(ref.begin(), ref.end());
    for (unsigned threads : {1u, 2u, 3u, 4u, 16u}) {
      std::vector<std::uint64_t> w = v;
      alkahest::support::parallel_sort(w, std::less<>{}, threads);
      REQUIRE(w == ref);
    }
    // Ties: only the key's top bits are compared.
    std::vector<std::uint64_t> w = v;
    alkahest::support::parallel_sort(
        w, [](std::uint64_t a, std::uint64_t b) { return (a >> 60) < (b >> 60); }, 8);
    CHECK(std::is_sorted(w.begin(), w.end(),
                         [](std::uint64_t a, std::uint64_t b) { return (a >> 60) < (b >> 60); }));
    std::sort(w.begin(), w.end());
    CHECK(w == ref);
  }
}
