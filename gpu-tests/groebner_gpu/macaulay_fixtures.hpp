// gpu-tests/groebner_gpu/macaulay_fixtures.hpp - random Macaulay matrices (monic known pivots, dependent rows) with coefficients for many primes.
#pragma once

#include <alkahest/groebner/macaulay_matrix.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <vector>

namespace gbgpu_test {

/// A random F4-shaped matrix: `npiv` monic known pivots with distinct leads,
/// `ntodo` rows to reduce, some of them multiples of pivots or of each
/// other (they reduce to zero); coeffs[k] holds its residues mod primes[k].
struct RandomMacaulay {
  alkahest::gb::MacaulayMatrix m;
  std::vector<std::vector<std::uint32_t>> coeffs;
};

/// Rows to reduce that are scaled copies of the row before them.
inline bool is_dependent(std::uint32_t r, std::uint32_t npiv) { return r > npiv && (r - npiv) % 7 == 3; }

inline RandomMacaulay random_macaulay(std::uint32_t ncols, std::uint32_t npiv, std::uint32_t ntodo, double density,
                                      const std::vector<std::uint32_t> &primes, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  RandomMacaulay out;
  auto &m = out.m;
  m.ncols = ncols;
  m.npivots = npiv;
  std::vector<std::uint32_t> all(ncols);
  for (std::uint32_t c = 0; c < ncols; ++c) all[c] = c;
  std::shuffle(all.begin(), all.end(), rng);
  std::vector<std::uint32_t> leads(all.begin(), all.begin() + std::min(npiv, ncols));
  std::vector<std::vector<std::uint32_t>> patterns;
  std::uniform_real_distribution<double> u(0, 1);
  for (std::uint32_t r = 0; r < npiv + ntodo; ++r) {
    std::set<std::uint32_t> cols;
    const std::uint32_t start = r < npiv ? leads[r] : static_cast<std::uint32_t>(rng() % ncols);
    cols.insert(start);
    for (std::uint32_t c = start + 1; c < ncols; ++c)
      if (u(rng) < density) cols.insert(c);
    // Some rows to reduce repeat the previous row's pattern: their
    // coefficients are made a multiple of it below (dependent rows).
    if (is_dependent(r, npiv)) patterns.push_back(patterns.back());
    else patterns.emplace_back(cols.begin(), cols.end());
  }
  for (const auto &p : patterns) {
    m.cols.insert(m.cols.end(), p.begin(), p.end());
    m.row_begin.push_back(static_cast<std::uint32_t>(m.cols.size()));
  }
  m.index_pivots();
  out.coeffs.assign(primes.size(), std::vector<std::uint32_t>(m.cols.size()));
  for (std::size_t k = 0; k < primes.size(); ++k) {
    auto &c = out.coeffs[k];
    for (std::uint32_t r = 0; r < m.nrows(); ++r) {
      for (std::uint32_t e = m.row_begin[r]; e < m.row_begin[r + 1]; ++e)
        c[e] = static_cast<std::uint32_t>(1 + rng() % (primes[k] - 1));
      if (r < npiv) c[m.row_begin[r]] = 1; // known pivots are monic
    }
    for (std::uint32_t r = npiv; r < m.nrows(); ++r)
      if (is_dependent(r, npiv)) {
        const std::uint64_t f = 1 + rng() % (primes[k] - 1);
        for (std::uint32_t e = 0; e < m.row_begin[r + 1] - m.row_begin[r]; ++e)
          c[m.row_begin[r] + e] = static_cast<std::uint32_t>(f * c[m.row_begin[r - 1] + e] % primes[k]);
      }
  }
  return out;
}

} // namespace gbgpu_test
