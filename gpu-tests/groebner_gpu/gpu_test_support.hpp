// gpu-tests/groebner_gpu/gpu_test_support.hpp - device presence (the GPU tests' one skip rule),
// random batches and primes.
#pragma once

#include "../gpu_skip_rule.hpp"

#include <alkahest/cuda.hpp>
#include <alkahest/groebner/prime_sequence.hpp>
#include <alkahest/groebner_gpu.hpp>

#include <catch2/catch.hpp>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

namespace gbgpu_test {

/// The standard systems' folder: $ALKAHEST_GB_DATA (the device run's carried
/// copy), else the source tree's.
inline std::string shared_gb() {
  if (const char *d = std::getenv("ALKAHEST_GB_DATA")) return d;
  return ALKAHEST_GB_DATA_DIR;
}

/// The text of the standard system `name` (msolve's format), or false with
/// a warning when it is not there.
inline bool read_standard_system(const std::string &name, std::string &text) {
  std::ifstream f(shared_gb() + "/" + name + ".ms");
  if (!f) {
    WARN("system " << name << " not found under " << shared_gb() << " (set ALKAHEST_GB_DATA)");
    return false;
  }
  std::stringstream ss;
  ss << f.rdbuf();
  text = ss.str();
  return true;
}

/// True when a device is usable for Groebner reductions; else the skip rule
/// of every GPU test (gpu-tests/gpu_skip_rule.hpp).
inline bool have_device() {
  return alkahest::gputest::device_or_skip(alkahest::groebner_gpu_device_count(),
                                           alkahest::cuda_driver_status());
}

/// rows x cols matrices for each prime; rank-limited when rank < min(rows, cols)
/// (rows are combinations of `rank` random rows: dependent rows).
inline alkahest::DenseModularBatch random_batch(std::uint32_t rows, std::uint32_t cols,
                                                const std::vector<std::uint32_t> &primes,
                                                std::uint32_t rank, std::uint64_t seed) {
  alkahest::DenseModularBatch b{rows, cols, primes, {}};
  std::mt19937_64 rng(seed);
  b.entries.resize(primes.size() * std::size_t{rows} * cols);
  for (std::size_t k = 0; k < primes.size(); ++k) {
    const std::uint64_t p = primes[k];
    std::uint32_t *a = b.entries.data() + k * std::size_t{rows} * cols;
    const std::uint32_t base = std::min({rank, rows, cols});
    for (std::uint32_t i = 0; i < rows; ++i) {
      if (i < base || rank >= std::min(rows, cols)) {
        for (std::uint32_t j = 0; j < cols; ++j)
          a[std::size_t{i} * cols + j] = static_cast<std::uint32_t>(rng() % p);
        continue;
      }
      for (std::uint32_t j = 0; j < cols; ++j)
        a[std::size_t{i} * cols + j] = 0;
      for (std::uint32_t t = 0; t < base; ++t) {
        const std::uint64_t f = rng() % p;
        for (std::uint32_t j = 0; j < cols; ++j)
          a[std::size_t{i} * cols + j] = static_cast<std::uint32_t>(
              (a[std::size_t{i} * cols + j] + f * a[std::size_t{t} * cols + j]) % p);
      }
    }
  }
  return b;
}

/// Primes below 2^31 descending from 2^31 - 1 (n of them): the driver's
/// own sequence.
inline std::vector<std::uint32_t> primes_below_2_31(std::size_t n) {
  alkahest::gb::PrimeSequence seq;
  std::vector<std::uint32_t> out(n);
  for (auto &p : out)
    p = seq.next();
  return out;
}

} // namespace gbgpu_test
