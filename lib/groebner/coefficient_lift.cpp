// lib/groebner/coefficient_lift.cpp - batched CRT of coefficient vectors and
// rational reconstruction at probed, geometrically spaced checkpoints.
#include "support/parallel_for.hpp"

#include <alkahest/groebner/coefficient_lift.hpp>
#include <alkahest/groebner/rational_reconstruction.hpp>

#include <gmp.h>

#include <algorithm>
#include <cmath>

namespace alkahest::gb {
namespace {

// Probes are reconstructed again once the primes have grown by this factor
// (and at least by one): a probe costs one Euclidean run, so their total stays
// a small multiple of the last one while overshooting the primes needed by at
// most this factor.
constexpr double kProbeGrowth = 1.05;
// After a full attempt failed, the next waits until the primes have grown by
// this factor: the full attempts are then logarithmically many.
constexpr double kFullGrowth = 1.125;
// Probes kept at once (each failed full attempt adds the coefficients that
// failed; the oldest go first).
constexpr std::size_t kMaxProbes = 8;

std::size_t grown(std::size_t primes, double factor) {
  return std::max(primes + 1,
                  static_cast<std::size_t>(std::ceil(static_cast<double>(primes) * factor)));
}

} // namespace

CoefficientLift::CoefficientLift(const std::vector<std::size_t> &group_sizes,
                                 const std::vector<std::size_t> &probes) {
  group_begin_.assign(1, 0);
  for (std::size_t s : group_sizes)
    group_begin_.push_back(group_begin_.back() + s);
  crt_ = CrtLift(group_begin_.back());
  for (std::size_t i : probes)
    if (i < crt_.size()) add_probe(i);
}

std::size_t CoefficientLift::bits() const {
  return all_modulus_ > 0 ? static_cast<std::size_t>(msb(all_modulus_)) + 1 : 0;
}

void CoefficientLift::add_probe(std::size_t index) {
  for (const auto &pr : probes_)
    if (pr.index == index) return;
  if (probes_.size() >= kMaxProbes) probes_.erase(probes_.begin());
  Probe pr;
  pr.index = index;
  // The value so far: every prime is folded (the constructor has none yet).
  if (crt_.primes() > 0) pr.value = crt_.values()[index];
  probes_.push_back(std::move(pr));
}

void CoefficientLift::add(std::uint32_t p, std::span<const std::uint32_t> residues,
                          unsigned threads) {
  // A candidate must keep agreeing with every prime.
  std::size_t mismatch = crt_.size();
  if (have_candidate_) {
    std::vector<std::size_t> bad(candidate_.size(), crt_.size());
    parallel_for(candidate_.size(), threads, [&](std::size_t i) {
      const auto &q = candidate_[i];
      for (std::size_t k = 0; k < q.size(); ++k) {
        std::uint32_t v = 0;
        if (!rational_mod_prime(q[k], p, v) || v != residues[group_begin_[i] + k]) {
          bad[i] = group_begin_[i] + k;
          return;
        }
      }
    });
    mismatch = *std::min_element(bad.begin(), bad.end());
    if (mismatch == crt_.size()) ++agree_;
  }

  // Probes: check the guess, then lift prime by prime (Garner).
  const std::uint64_t m_mod_p = mpz_fdiv_ui(all_modulus_.raw(), p);
  const std::uint64_t m_inv = inverse_mod(static_cast<std::uint32_t>(m_mod_p), p);
  for (auto &pr : probes_) {
    const std::uint64_t r = residues[pr.index];
    if (pr.guess) {
      std::uint32_t v = 0;
      pr.confirmed = rational_mod_prime(*pr.guess, p, v) && v == r;
      if (!pr.confirmed) pr.guess.reset();
    }
    const std::uint64_t c = mpz_fdiv_ui(pr.value.raw(), p);
    const std::uint64_t t = (r + p - c) % p * m_inv % p;
    mpz_addmul_ui(pr.value.raw(), all_modulus_.raw(), static_cast<unsigned long>(t));
  }

  crt_.add(p, residues, threads);
  all_modulus_ *= p;
  if (mismatch < crt_.size()) {
    have_candidate_ = false;
    candidate_.clear();
    crt_.fold(threads);
    add_probe(mismatch);
    next_full_at_ = grown(primes(), kFullGrowth);
  }
}

bool CoefficientLift::reconstruct(unsigned stability, unsigned threads) {
  if (have_candidate_) return agree_ >= stability;
  const std::size_t n = primes();
  if (n >= next_probe_at_) {
    // One Euclidean run per probe, each on its own thread.
    parallel_for(probes_.size(), threads, [&](std::size_t k) {
      Probe &pr = probes_[k];
      if (pr.guess) return;
      Rational q;
      if (rational_reconstruct(pr.value, all_modulus_, q)) pr.guess = std::move(q);
    });
    next_probe_at_ = grown(n, kProbeGrowth);
  }
  for (const auto &pr : probes_)
    if (!pr.confirmed) return false;
  if (n < next_full_at_) return false;
  return full_attempt(threads) && stability == 0;
}

bool CoefficientLift::full_attempt(unsigned threads) {
  crt_.fold(threads);
  const std::size_t nb = group_begin_.size() - 1;
  const Integer &m = crt_.modulus();
  candidate_.assign(nb, {});
  std::vector<std::size_t> failed(nb, crt_.size());
  parallel_for(nb, threads, [&](std::size_t i) {
    std::size_t lo = group_begin_[i], hi = group_begin_[i + 1];
    std::vector<Rational> out(hi - lo);
    std::span<const Integer> in(crt_.values().data() + lo, hi - lo);
    std::size_t bad = reconstruct_run(in, m, out);
    if (bad != out.size()) {
      failed[i] = lo + bad;
      return;
    }
    candidate_[i] = std::move(out);
  });
  // The first and the last element that failed become probes.
  auto first =
      std::find_if(failed.begin(), failed.end(), [&](std::size_t f) { return f < crt_.size(); });
  if (first == failed.end()) {
    have_candidate_ = true;
    agree_ = 0;
    return true;
  }
  auto last =
      std::find_if(failed.rbegin(), failed.rend(), [&](std::size_t f) { return f < crt_.size(); });
  candidate_.clear();
  add_probe(*first);
  add_probe(*last);
  next_full_at_ = grown(primes(), kFullGrowth);
  return false;
}

void CoefficientLift::invalidate() {
  have_candidate_ = false;
  candidate_.clear();
  agree_ = 0;
  for (auto &pr : probes_) {
    pr.guess.reset();
    pr.confirmed = false;
  }
  next_full_at_ = grown(primes(), kFullGrowth);
}

} // namespace alkahest::gb
