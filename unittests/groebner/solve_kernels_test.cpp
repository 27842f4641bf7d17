// unittests/groebner/solve_kernels_test.cpp - the solver's vector kernels
// modulo p (every instruction set the CPU has, against 128-bit reference
// sums) and the dense polynomials built on them.
#include "support/modular_kernels.hpp"
#include "zp_poly.hpp"

#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

using namespace alkahest::solving;
using namespace alkahest::support;

namespace {

using u64 = std::uint64_t;
__extension__ typedef unsigned __int128 u128;

// The largest prime below 2^31: entries near it make the products and
// their sums as large as they can be.
constexpr std::uint32_t kP = 2147483647u;

// Each instruction set once, as far as the CPU has it.
template <class Kernel, class Choose> std::vector<Kernel> every_isa(Choose choose) {
  std::vector<Kernel> out;
  for (const char *isa : {"avx512f", "avx2", "portable"}) {
    Kernel k = choose(isa);
    bool seen = false;
    for (const Kernel &o : out)
      seen = seen || std::string(o.isa) == k.isa;
    if (!seen) out.push_back(k);
  }
  return out;
}

// Entries below p, half of them within 16 of p - 1.
std::vector<std::uint32_t> entries(std::mt19937_64 &rng, std::size_t n, std::uint32_t p) {
  std::vector<std::uint32_t> v(n);
  for (auto &x : v)
    x = rng() % 2 ? static_cast<std::uint32_t>(p - 1 - rng() % 16)
                  : static_cast<std::uint32_t>(rng() % p);
  return v;
}

} // namespace

TEST_CASE("solve kernels: dot products on every instruction set", "[solve][kernels]") {
  std::mt19937_64 rng(7);
  for (const DotKernel &k : every_isa<DotKernel>([](const char *i) { return dot_kernel(i); })) {
    INFO(k.isa);
    for (std::size_t n : {0u, 1u, 15u, 16u, 31u, 32u, 33u, 100u, 717u, 4099u}) {
      const auto w = entries(rng, n, kP), u = entries(rng, n, kP);
      u128 want = 0;
      for (std::size_t j = 0; j < n; ++j)
        want += u128{w[j]} * u[j];
      u64 lo = 5, hi = 3; // the kernels add to what is there
      k.sums(w.data(), u.data(), n, lo, hi);
      INFO("n = " << n);
      CHECK(((u128{hi - 3} << 32) + (lo - 5)) == want);
    }
  }
}

TEST_CASE("solve kernels: scaled subtractions and lazy rows on every instruction set",
          "[solve][kernels]") {
  std::mt19937_64 rng(11);
  for (std::uint32_t p : {kP, 1073741827u, 65521u}) {
    for (const PolyKernels &k :
         every_isa<PolyKernels>([](const char *i) { return poly_kernels(i); })) {
      INFO(k.isa << ", p = " << p);
      for (std::size_t n : {0u, 7u, 8u, 16u, 17u, 250u}) {
        const auto b = entries(rng, n, p);
        auto out = entries(rng, n, p);
        const auto before = out;
        const auto f = static_cast<std::uint32_t>(p - 1 - rng() % 3);
        const auto fq = static_cast<std::uint32_t>((u64{f} << 32) / p);
        k.scaled_subtract(out.data(), b.data(), n, f, fq, p);
        for (std::size_t j = 0; j < n; ++j)
          CHECK(out[j] == (before[j] + u64{p} * p - u64{f} * b[j]) % p);

        // Many additions into one row: the shed keeps it below 2^63 and
        // its value modulo p.
        const u64 p2 = u64{p} * p, shed = p2 * ((u64{1} << 63) / p2);
        std::vector<u64> row(n, 0);
        std::vector<u128> exact(n, 0);
        for (int step = 0; step < 40; ++step) {
          const u64 g = p - 1 - rng() % 4;
          k.lazy_axpy(row.data(), g, b.data(), n, shed);
          for (std::size_t j = 0; j < n; ++j)
            exact[j] += u128{g} * b[j];
        }
        for (std::size_t j = 0; j < n; ++j) {
          CHECK(row[j] < (u64{1} << 63));
          CHECK(row[j] % p == exact[j] % p);
        }
      }
    }
  }
}

TEST_CASE("solve kernels: dense slab products on every instruction set", "[solve][kernels]") {
  std::mt19937_64 rng(13);
  for (const DenseSlabKernel &k :
       every_isa<DenseSlabKernel>([](const char *i) { return dense_slab_kernel(i); })) {
    INFO(k.isa);
    for (std::size_t n : {0u, 1u, 3u, 4u, 5u, 130u}) {
      // n of 3n columns of u, every third one shifted by a random amount.
      const auto u = entries(rng, 3 * n + 3, kP);
      std::vector<std::uint32_t> cols;
      for (std::size_t c = 0; c < n; ++c)
        cols.push_back(static_cast<std::uint32_t>(3 * c + rng() % 3));
      const auto w = entries(rng, kKrylovSlab * n, kP);
      std::vector<u64> lo(kKrylovSlab), hi(kKrylovSlab);
      k.product(w.data(), cols.data(), n, u.data(), lo.data(), hi.data());
      for (std::size_t i = 0; i < kKrylovSlab; ++i) {
        u128 want = 0;
        for (std::size_t c = 0; c < n; ++c)
          want += u128{w[c * kKrylovSlab + i]} * u[cols[c]];
        INFO("n = " << n << ", row " << i);
        CHECK(((u128{hi[i]} << 32) + lo[i]) == want);
      }
    }
  }
}

TEST_CASE("solve kernels: Berlekamp-Massey and the inverse modulo a polynomial",
          "[solve][kernels]") {
  std::mt19937_64 rng(17);
  const std::uint32_t p = 1073741827u;
  for (std::size_t d : {1u, 5u, 40u, 300u}) {
    // A random monic recurrence of order d and a sequence it generates.
    zp::Poly P = entries(rng, d, p);
    P.push_back(1);
    std::vector<std::uint32_t> s = entries(rng, d, p);
    for (std::size_t n = d; n < 2 * d; ++n) {
      u64 x = 0;
      for (std::size_t i = 0; i < d; ++i)
        x = (x + u64{p - P[i]} * s[n - d + i]) % p;
      s.push_back(static_cast<std::uint32_t>(x));
    }
    const zp::Poly M = zp::berlekamp_massey(s, p);
    INFO("d = " << d);
    // The first d terms are random: the minimal polynomial is P itself
    // unless the sequence happens to satisfy a shorter one (odds ~ d/p).
    CHECK(M == P);

    zp::Poly a = entries(rng, d, p);
    zp::normalize(a);
    if (a.empty()) continue;
    const auto inv = zp::inverse_mod(a, P, p); // none only when gcd(a, P) != 1, odds ~ d/p
    REQUIRE(inv);
    CHECK(zp::remainder(zp::multiply(a, *inv, p), P, p) == zp::Poly{1});
  }
}
