// lib/groebner_gpu/cpu_rref.cpp - Gauss-Jordan elimination of one dense matrix modulo a 31-bit
// prime on the CPU, the rows of each pivot step shared by host threads.
#include "cpu_rref.hpp"
#include "prime_constants.hpp"

#include <alkahest/groebner_gpu.hpp>

#include <algorithm>
#include <barrier>
#include <thread>

namespace alkahest {

namespace gbgpu {

// Gauss-Jordan on one matrix with `threads` host threads sharing each pivot
// step (rows split between them, a barrier per step): used when a batch has
// fewer primes than cores, so one large matrix still uses every core.
std::vector<std::uint32_t> rref_cpu_threads(std::uint32_t *a, std::uint32_t rows,
                                            std::uint32_t cols, std::uint32_t p, unsigned threads) {
  const GbPrime q = make_prime(p);
  std::vector<std::uint32_t> pivots;
  std::uint32_t r = 0, c = 0;
  bool done = false;
  std::barrier sync(static_cast<std::ptrdiff_t>(threads));
  auto worker = [&](unsigned t) {
    for (;;) {
      if (t == 0) {
        // Find the next column with a pivot at or below row r; swap, normalise.
        done = true;
        for (; c < cols && r < rows; ++c) {
          std::uint32_t pr = r;
          while (pr < rows && a[std::size_t{pr} * cols + c] == 0)
            ++pr;
          if (pr == rows) continue;
          std::uint32_t *row = a + std::size_t{r} * cols;
          if (pr != r) std::swap_ranges(row + c, row + cols, a + std::size_t{pr} * cols + c);
          const std::uint32_t inv = inverse_mod(row[c], p);
          for (std::uint32_t j = c; j < cols; ++j)
            row[j] = mul_mod(row[j], inv, q);
          done = false;
          break;
        }
      }
      sync.arrive_and_wait();
      if (done) return;
      const std::uint32_t *row = a + std::size_t{r} * cols;
      for (std::uint32_t i = t; i < rows; i += threads) {
        std::uint32_t *x = a + std::size_t{i} * cols;
        const std::uint32_t f = x[c];
        if (i == r || f == 0) continue;
        // Shoup's precomputed quotient (w' = floor(w 2^32 / p)) makes the
        // inner product 32-bit only, so the compiler vectorises the loop.
        const std::uint32_t w = p - f;
        const auto wq = static_cast<std::uint32_t>((std::uint64_t{w} << 32) / p);
        for (std::uint32_t j = c; j < cols; ++j) {
          const std::uint32_t y = row[j];
          const auto qt = static_cast<std::uint32_t>((std::uint64_t{wq} * y) >> 32);
          std::uint32_t r = w * y - qt * p; // in [0, 2p)
          r = r >= p ? r - p : r;
          const std::uint32_t v = x[j] + r;
          x[j] = v >= p ? v - p : v;
        }
      }
      sync.arrive_and_wait();
      if (t == 0) {
        pivots.push_back(c);
        ++r;
        ++c;
      }
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t)
    pool.emplace_back(worker, t);
  worker(0);
  for (auto &th : pool)
    th.join();
  return pivots;
}

} // namespace gbgpu

std::vector<std::uint32_t> rref_mod_p_cpu(std::uint32_t *a, std::uint32_t rows, std::uint32_t cols,
                                          std::uint32_t p) {
  return gbgpu::rref_cpu_threads(a, rows, cols, p, 1);
}

} // namespace alkahest
