// unittests/groebner/modular_arithmetic_test.cpp - lib/support's one inverse, one primality test
// and its hashes, and the public names that forward to them.
#include "support/hash.hpp"
#include "support/modular_arithmetic.hpp"

#include <alkahest/groebner/crt.hpp>
#include <alkahest/poly/field.hpp>

#include <catch2/catch.hpp>

#include <random>

using namespace alkahest;

namespace {

bool prime_by_trial_division(std::uint32_t n) {
  if (n < 2) return false;
  for (std::uint32_t d = 2; d <= n / d; ++d)
    if (n % d == 0) return false;
  return true;
}

} // namespace

TEST_CASE("inverse_mod inverts every unit and reduces its argument", "[support][modular]") {
  const std::uint32_t p = 10007;
  for (std::uint32_t a = 1; a < p; ++a) {
    const std::uint32_t inv = support::inverse_mod(a, p);
    REQUIRE(inv < p);
    REQUIRE(std::uint64_t{a} * inv % p == 1);
  }
  CHECK(support::inverse_mod(0, p) == 0);
  CHECK(support::inverse_mod(3 * p, p) == 0);
  CHECK(support::inverse_mod(p + 2, p) == support::inverse_mod(2, p));
  std::mt19937 rng(7);
  const std::uint32_t big = 2147483647u; // 2^31 - 1
  for (int i = 0; i < 1000; ++i) {
    const std::uint32_t a = 1 + rng() % (big - 1);
    REQUIRE(std::uint64_t{a} * support::inverse_mod(a, big) % big == 1);
  }
}

TEST_CASE("the public inverses are lib/support's", "[support][modular]") {
  const PrimeField f{65521};
  for (std::uint32_t a : {1u, 2u, 3u, 1000u, 65520u}) {
    CHECK(f.inv(a) == support::inverse_mod(a, f.p));
    CHECK(gb::inverse_mod(a, f.p) == support::inverse_mod(a, f.p));
  }
}

TEST_CASE("is_prime_u32 agrees with trial division", "[support][modular]") {
  for (std::uint32_t n = 0; n < 20000; ++n)
    REQUIRE(support::is_prime_u32(n) == prime_by_trial_division(n));
  for (std::uint32_t n = (1u << 31) - 2000; n < (1u << 31) + 2000; ++n)
    REQUIRE(support::is_prime_u32(n) == prime_by_trial_division(n));
  CHECK(alkahest::is_prime_u32(2147483647u));
  CHECK_FALSE(alkahest::is_prime_u32(2147483649u)); // 3 * 715827883
  CHECK(is_field_prime(65521));
  CHECK_FALSE(is_field_prime(std::uint64_t{1} << 31));
}

TEST_CASE("fnv1a is the hash that names the compile cache's files", "[support][hash]") {
  // Pinned: a different hash would orphan every cached file on disk.
  CHECK(support::fnv1a("") == support::kFnv1aStart);
  CHECK(support::fnv1a("alkahest") == 0x29ea127f0dd0525eull);
  CHECK(support::fnv1a("ab") != support::fnv1a("ba"));
}

TEST_CASE("splitmix64 is the reference SplitMix64 stream", "[support][hash]") {
  // The published generator's first outputs for seed 1234567: the random
  // prime sequences and the probabilistic reduction's multipliers rely on
  // them being the same on every platform.
  std::uint64_t state = 1234567;
  CHECK(support::splitmix64_next(state) == 6457827717110365317ull);
  CHECK(support::splitmix64_next(state) == 3203168211198807973ull);
  CHECK(support::splitmix64_next(state) == 9817491932198370423ull);
  CHECK(support::splitmix64(1234567) == 6457827717110365317ull);
}
