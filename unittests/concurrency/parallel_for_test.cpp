// unittests/concurrency/parallel_for_test.cpp - the support layer's worker pool: every index once,
// exceptions, nested and concurrent callers.
#include "support/parallel_for.hpp"

#include <catch2/catch.hpp>

#include <atomic>
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
