// lib/groebner/crt.cpp - Chinese remaindering in batches: a product tree per
// batch of primes, merged into the running lift by one multiplication.
#include <alkahest/groebner/crt.hpp>

#include "gmp_product.hpp"
#include "support/modular_arithmetic.hpp"
#include "support/parallel_for.hpp"

#include <gmp.h>

#include <algorithm>

namespace alkahest::gb {
namespace {

// The queue is folded once it holds this many primes or as many as are
// folded already, whichever is more (geometric batches), and its residues
// fill at least kFoldBytes: a batch of many coefficients is folded to bound
// the memory, and a lift of few coefficients (large ones) waits until its
// values are needed, since one product tree over all its primes costs less
// than the trees of the batches and their merges.
constexpr std::size_t kMinBatch = 8;
constexpr std::size_t kFoldBytes = std::size_t{32} << 20;

// The bottom of each batch's tree: nodes of up to 2^kBlockLevel leaves (32
// primes, about 16 limbs) are made as one linear combination of their
// leaves with precomputed cofactors, word by multi-word products, instead of
// four levels of small GMP products whose calls cost more than their limbs.
// The tree's value is the same sum either way.
constexpr std::size_t kBlockLevel = 4;

// a * b mod p for a, b < p < 2^32 (the product fits a word).
std::uint64_t mulmod(std::uint64_t a, std::uint64_t b, std::uint64_t p) { return a * b % p; }

// The product tree of one batch. Its leaves pair the primes (two 31-bit
// primes fit a word), so that the bottom of the tree is word arithmetic.
struct BatchTree {
  std::vector<std::uint32_t> prime_a, prime_b; // leaf j covers prime_a[j] and prime_b[j] (0: none)
  std::vector<std::uint32_t> pair_inverse;     // prime_a^-1 mod prime_b
  std::vector<std::uint32_t> weight_a, weight_b; // (P / leaf)^-1 mod each prime of the leaf
  std::vector<std::vector<Integer>> levels;      // levels[0]: the leaves' moduli; back(): {P}
  std::size_t block_level = 0;                   // the level made by linear combinations
  std::vector<Integer> cofactor; // leaf j: levels[block_level][j >> block_level] / levels[0][j]

  explicit BatchTree(std::span<const std::uint32_t> primes) {
    const std::size_t leaves = (primes.size() + 1) / 2;
    std::vector<Integer> base(leaves);
    for (std::size_t j = 0; j < leaves; ++j) {
      std::uint32_t a = primes[2 * j], b = 2 * j + 1 < primes.size() ? primes[2 * j + 1] : 0;
      prime_a.push_back(a);
      prime_b.push_back(b);
      pair_inverse.push_back(b ? inverse_mod(a % b, b) : 0);
      mpz_set_ui(base[j].raw(), static_cast<unsigned long>(a) * (b ? b : 1));
    }
    levels.push_back(std::move(base));
    while (levels.back().size() > 1) {
      const auto &low = levels.back();
      std::vector<Integer> up((low.size() + 1) / 2);
      for (std::size_t j = 0; j < up.size(); ++j)
        up[j] = 2 * j + 1 < low.size() ? low[2 * j] * low[2 * j + 1] : low[2 * j];
      levels.push_back(std::move(up));
    }
    block_level = std::min(kBlockLevel, levels.size() - 1);
    cofactor.resize(leaves);
    for (std::size_t j = 0; j < leaves; ++j)
      mpz_divexact(cofactor[j].raw(), levels[block_level][j >> block_level].raw(),
                   levels[0][j].raw());
    // (P / q) mod q = (P mod q^2) / q for each leaf modulus q.
    const Integer &P = levels.back().front();
    Integer q2, r;
    for (std::size_t j = 0; j < leaves; ++j) {
      multiply_into(q2.raw(), levels[0][j].raw(), levels[0][j].raw());
      mpz_fdiv_r(r.raw(), P.raw(), q2.raw());
      mpz_divexact(r.raw(), r.raw(), levels[0][j].raw());
      weight_a.push_back(
          inverse_mod(static_cast<std::uint32_t>(mpz_fdiv_ui(r.raw(), prime_a[j])), prime_a[j]));
      weight_b.push_back(
          prime_b[j] ? inverse_mod(static_cast<std::uint32_t>(mpz_fdiv_ui(r.raw(), prime_b[j])),
                                   prime_b[j])
                     : 0);
    }
  }

  const Integer &product() const { return levels.back().front(); }

  // The weighted residue of leaf j: the number below q_j that is
  // r * (P/q_j)^-1 modulo each of its primes (Garner on two primes).
  unsigned long leaf(std::size_t j, std::uint32_t ra, std::uint32_t rb) const {
    const std::uint64_t a = prime_a[j];
    const std::uint64_t xa = mulmod(ra, weight_a[j], a);
    if (!prime_b[j]) return static_cast<unsigned long>(xa);
    const std::uint64_t b = prime_b[j];
    const std::uint64_t xb = mulmod(rb, weight_b[j], b);
    const std::uint64_t t = mulmod((xb + b - xa % b) % b, pair_inverse[j], b);
    return static_cast<unsigned long>(xa + a * t);
  }
};

// Per-thread registers of the tree walk (reused across coefficients).
struct TreeScratch {
  std::vector<Integer> nodes;
  Integer tmp, low;
};

TreeScratch &tree_scratch() {
  thread_local TreeScratch s;
  return s;
}

} // namespace

std::uint32_t inverse_mod(std::uint32_t a, std::uint32_t p) { return support::inverse_mod(a, p); }

std::uint32_t mod_prime(const Integer &x, std::uint32_t p) {
  return static_cast<std::uint32_t>(mpz_fdiv_ui(x.raw(), p));
}

bool rational_mod_prime(const Rational &q, std::uint32_t p, std::uint32_t &out) {
  mpq_srcptr v = q.raw();
  unsigned long d = mpz_fdiv_ui(mpq_denref(v), p);
  if (d == 0) return false;
  unsigned long n = mpz_fdiv_ui(mpq_numref(v), p);
  out = static_cast<std::uint32_t>(
      (static_cast<std::uint64_t>(n) * inverse_mod(static_cast<std::uint32_t>(d), p)) % p);
  return true;
}

void CrtLift::add(std::uint32_t p, std::span<const std::uint32_t> residues, unsigned threads) {
  queue_.emplace_back(residues.begin(), residues.end());
  primes_.push_back(p);
  const std::size_t bytes = queue_.size() * values_.size() * sizeof(std::uint32_t);
  if (queue_.size() >= std::max(kMinBatch, primes_.size() - queue_.size()) && bytes >= kFoldBytes)
    fold(threads);
}

CrtLift CrtLift::subset(std::span<const std::size_t> indices) const {
  CrtLift out(indices.size());
  for (std::size_t k = 0; k < indices.size(); ++k)
    out.values_[k] = values_[indices[k]];
  out.modulus_ = modulus_;
  out.primes_ = primes_;
  return out;
}

void CrtLift::freeze(std::size_t begin, std::size_t end) {
  std::fill(frozen_.begin() + static_cast<std::ptrdiff_t>(begin),
            frozen_.begin() + static_cast<std::ptrdiff_t>(end), 1);
}

void CrtLift::fold(unsigned threads) {
  const std::size_t k = queue_.size();
  if (k == 0) return;
  const BatchTree tree(std::span<const std::uint32_t>(primes_).last(k));
  const std::size_t leaves = tree.levels[0].size(), n = values_.size();
  const Integer &P = tree.product();
  const bool first = modulus_ == 1;
  Integer modulus_inverse; // modulus_^-1 mod P
  if (!first) mpz_invert(modulus_inverse.raw(), modulus_.raw(), P.raw());
  auto lift_one = [&](std::size_t i, TreeScratch &s) {
    auto &nodes = s.nodes;
    // The block nodes: the weighted leaves times their cofactors.
    const std::size_t bl = tree.block_level, blocks = tree.levels[bl].size();
    for (std::size_t b = 0; b < blocks; ++b) {
      mpz_ptr node = nodes[b].raw();
      mpz_set_ui(node, 0);
      for (std::size_t j = b << bl, end = std::min(leaves, (b + 1) << bl); j < end; ++j) {
        std::uint32_t ra = queue_[2 * j][i], rb = 2 * j + 1 < k ? queue_[2 * j + 1][i] : 0;
        mpz_addmul_ui(node, tree.cofactor[j].raw(), tree.leaf(j, ra, rb));
      }
    }
    // Up the tree: node = left * Q(right) + right * Q(left), so the root is
    // the sum of the weighted leaves times P / q_j: the batch's CRT value.
    for (std::size_t l = bl, width = blocks; width > 1; ++l) {
      const auto &Q = tree.levels[l];
      for (std::size_t j = 0; 2 * j < width; ++j) {
        if (2 * j + 1 == width) {
          mpz_swap(nodes[j].raw(), nodes[2 * j].raw());
          continue;
        }
        multiply_into(s.tmp.raw(), nodes[2 * j].raw(), Q[2 * j + 1].raw());
        mpz_addmul(s.tmp.raw(), nodes[2 * j + 1].raw(), Q[2 * j].raw());
        mpz_swap(nodes[j].raw(), s.tmp.raw());
      }
      width = (width + 1) / 2;
    }
    mpz_ptr x = nodes[0].raw();
    mpz_fdiv_r(x, x, P.raw());
    mpz_ptr v = values_[i].raw();
    if (first) {
      mpz_swap(v, x);
      return;
    }
    // v + M * ((x - v) * M^-1 mod P) is the value modulo M * P.
    mpz_fdiv_r(s.low.raw(), v, P.raw());
    mpz_sub(x, x, s.low.raw());
    multiply_into(s.tmp.raw(), x, modulus_inverse.raw());
    mpz_fdiv_r(s.tmp.raw(), s.tmp.raw(), P.raw());
    mpz_addmul(v, modulus_.raw(), s.tmp.raw());
  };
  const unsigned workers = worker_threads(threads);
  const std::size_t chunk = std::clamp<std::size_t>(n / (8 * workers + 1), 16, 4096);
  parallel_for((n + chunk - 1) / chunk, threads, [&](std::size_t c) {
    TreeScratch &s = tree_scratch();
    if (s.nodes.size() < leaves) s.nodes.resize(leaves);
    for (std::size_t i = c * chunk, hi = std::min(n, i + chunk); i < hi; ++i)
      if (!frozen_[i]) lift_one(i, s);
  });
  modulus_ *= P;
  queue_.clear();
}

} // namespace alkahest::gb
