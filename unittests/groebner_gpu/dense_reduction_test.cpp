// unittests/groebner_gpu/dense_reduction_test.cpp - the CPU reference RREF mod p on every matrix
// shape, and input validation.
#include "prime_constants.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner_gpu.hpp>

#include <catch2/catch.hpp>

#include <random>

using namespace alkahest;

namespace {

// rows x cols matrix of rank <= `rank` (product of random rows x rank and
// rank x cols factors), or full random when rank >= min(rows, cols).
std::vector<std::uint32_t> random_matrix(std::uint32_t rows, std::uint32_t cols, std::uint32_t rank,
                                         std::uint32_t p, std::mt19937_64 &rng) {
  std::uniform_int_distribution<std::uint32_t> u(0, p - 1);
  std::vector<std::uint32_t> a(std::size_t{rows} * cols);
  if (rank >= std::min(rows, cols)) {
    for (auto &x : a)
      x = u(rng);
    return a;
  }
  std::vector<std::uint32_t> l(std::size_t{rows} * rank), r(std::size_t{rank} * cols);
  for (auto &x : l)
    x = u(rng);
  for (auto &x : r)
    x = u(rng);
  for (std::uint32_t i = 0; i < rows; ++i)
    for (std::uint32_t j = 0; j < cols; ++j) {
      gbgpu::uint128 s = 0;
      for (std::uint32_t k = 0; k < rank; ++k)
        s += std::uint64_t{l[i * rank + k]} * r[k * cols + j];
      a[std::size_t{i} * cols + j] = static_cast<std::uint32_t>(s % p);
    }
  return a;
}

// Checks the RREF shape: pivots 1, zero elsewhere in pivot columns, zero rows below the rank.
void check_rref(const std::vector<std::uint32_t> &a, std::uint32_t rows, std::uint32_t cols,
                const std::vector<std::uint32_t> &pivots) {
  for (std::size_t r = 0; r < pivots.size(); ++r) {
    const std::uint32_t c = pivots[r];
    if (r > 0) REQUIRE(c > pivots[r - 1]);
    for (std::uint32_t j = 0; j < c; ++j)
      REQUIRE(a[r * cols + j] == 0);
    for (std::uint32_t i = 0; i < rows; ++i)
      REQUIRE(a[std::size_t{i} * cols + c] == (i == r ? 1u : 0u));
  }
  for (std::size_t i = pivots.size(); i < rows; ++i)
    for (std::uint32_t j = 0; j < cols; ++j)
      REQUIRE(a[i * cols + j] == 0);
}

} // namespace

TEST_CASE("CPU RREF mod p: every shape gives a reduced echelon form of the right rank",
          "[groebner_gpu]") {
  std::mt19937_64 rng(7);
  const std::uint32_t p = 2147483647u;
  struct Shape {
    std::uint32_t rows, cols, rank;
    const char *name;
  };
  for (Shape s :
       {Shape{40, 90, 40, "wide"}, Shape{90, 40, 40, "tall"}, Shape{60, 60, 23, "rank-deficient"},
        Shape{50, 70, 10, "dependent rows"}, Shape{1, 1, 1, "one entry"}}) {
    INFO(s.name);
    auto a = random_matrix(s.rows, s.cols, s.rank, p, rng);
    auto pivots = rref_mod_p_cpu(a.data(), s.rows, s.cols, p);
    CHECK(pivots.size() == s.rank); // random factors have full rank with overwhelming probability
    check_rref(a, s.rows, s.cols, pivots);
  }
}

TEST_CASE("CPU RREF mod p is the unique RREF: row operations do not change it", "[groebner_gpu]") {
  std::mt19937_64 rng(11);
  const std::uint32_t p = 1073741827u, rows = 30, cols = 45;
  auto a = random_matrix(rows, cols, 17, p, rng);
  auto b = a;
  // b: a with two rows swapped and one row added to another.
  for (std::uint32_t j = 0; j < cols; ++j)
    std::swap(b[j], b[5 * cols + j]);
  for (std::uint32_t j = 0; j < cols; ++j)
    b[3 * cols + j] = (b[3 * cols + j] + b[7 * cols + j]) % p;
  auto pa = rref_mod_p_cpu(a.data(), rows, cols, p);
  auto pb = rref_mod_p_cpu(b.data(), rows, cols, p);
  CHECK(pa == pb);
  CHECK(a == b);
}

TEST_CASE("the Montgomery and Barrett constants are right", "[groebner_gpu]") {
  for (std::uint32_t p : {3u, 65521u, 1073741827u, 2147483647u, 2147483629u}) {
    GbPrime q = gbgpu::make_prime(p);
    CHECK(static_cast<std::uint32_t>(q.minv * p) == 0xffffffffu); // -p^-1 * p = -1 mod 2^32
    CHECK(q.r2 == static_cast<std::uint32_t>((gbgpu::uint128{1} << 64) % p));
    CHECK(gbgpu::mul_mod(p - 1, p - 1, q) == 1u);
    CHECK(gbgpu::mul_mod(gbgpu::inverse_mod(12345 % p ? 12345 % p : 1, p),
                         12345 % p ? 12345 % p : 1, q) == 1u);
  }
}

TEST_CASE("batches are validated before anything runs", "[groebner_gpu]") {
  GpuBackendReport report;
  GpuReduceOptions opt;
  opt.backend = GroebnerBackend::Cpu;
  DenseModularBatch bad_size{2, 2, {7}, {1, 2, 3}};
  CHECK_THROWS_AS(reduce_dense_batch(bad_size, opt, report), GroebnerError);
  DenseModularBatch not_prime{1, 1, {9}, {1}};
  CHECK_THROWS_AS(reduce_dense_batch(not_prime, opt, report), GroebnerError);
  DenseModularBatch too_big{1, 1, {7}, {7}};
  CHECK_THROWS_AS(reduce_dense_batch(too_big, opt, report), GroebnerError);
  try {
    reduce_dense_batch(bad_size, opt, report);
  } catch (const Error &e) {
    CHECK(std::string(e.code()) == "E-GB-040");
  }
  CHECK(report.reductions_on_cpu == 0);
}
