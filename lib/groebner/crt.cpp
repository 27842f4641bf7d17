// lib/groebner/crt.cpp - incremental Chinese remaindering (Garner's method).
#include <alkahest/groebner/crt.hpp>

#include "parallel_for.hpp"

#include <gmp.h>

#include <algorithm>

namespace alkahest::gb {

std::uint32_t inverse_mod(std::uint32_t a, std::uint32_t p) {
  std::int64_t t = 0, nt = 1, r = p, nr = a % p;
  while (nr != 0) {
    std::int64_t q = r / nr;
    std::int64_t tmp = t - q * nt;
    t = nt;
    nt = tmp;
    tmp = r - q * nr;
    r = nr;
    nr = tmp;
  }
  if (t < 0) t += p;
  return static_cast<std::uint32_t>(t);
}

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
  const std::size_t n = values_.size();
  if (primes_.empty()) {
    for (std::size_t i = 0; i < n; ++i) values_[i] = residues[i];
  } else {
    const std::uint64_t minv = inverse_mod(mod_prime(modulus_, p), p);
    const mpz_srcptr M = modulus_.raw();
    // Room for twice the modulus whenever a value runs out: GMP would grow
    // each value by one limb every other prime, and with many threads those
    // reallocations (on whichever thread takes the chunk) made the lift
    // slower on 16 threads than on one.
    const mp_bitcnt_t room = 2 * 64 * (mpz_size(M) + 2);
    constexpr std::size_t kChunk = 4096;
    parallel_for((n + kChunk - 1) / kChunk, threads, [&](std::size_t chunk) {
      for (std::size_t i = chunk * kChunk, hi = std::min(n, i + kChunk); i < hi; ++i) {
        mpz_ptr c = values_[i].raw();
        std::uint64_t cm = mpz_fdiv_ui(c, p);
        std::uint64_t r = residues[i];
        std::uint64_t t = ((r + p - cm) % p) * minv % p;
        if (t == 0) continue;
        if (static_cast<std::size_t>(c->_mp_alloc) < mpz_size(M) + 2) mpz_realloc2(c, room);
        mpz_addmul_ui(c, M, static_cast<unsigned long>(t));
      }
    });
  }
  modulus_ *= p;
  primes_.push_back(p);
}

} // namespace alkahest::gb
