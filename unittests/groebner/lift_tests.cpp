// unittests/groebner/lift_tests.cpp - CRT, rational reconstruction, primes.
#include <alkahest/groebner/crt.hpp>
#include <alkahest/groebner/prime_sequence.hpp>
#include <alkahest/groebner/rational_reconstruction.hpp>

#include <catch2/catch.hpp>

#include <random>

using namespace alkahest;
using namespace alkahest::gb;

TEST_CASE("primes: Miller-Rabin agrees with trial division", "[groebner][lift]") {
  auto slow = [](std::uint32_t n) {
    if (n < 2) return false;
    for (std::uint64_t d = 2; d * d <= n; ++d)
      if (n % d == 0) return false;
    return true;
  };
  for (std::uint32_t n = 0; n < 20000; ++n)
    REQUIRE(is_prime_u32(n) == slow(n));
  for (std::uint32_t n = 2147483000u; n < 2147483647u; n += 1)
    REQUIRE(is_prime_u32(n) == slow(n));
  PrimeSequence seq;
  CHECK(seq.next() == 2147483647u);
  CHECK(seq.next() == 2147483629u);
}

TEST_CASE("CRT: incremental lift recovers random integers", "[groebner][lift]") {
  std::mt19937_64 rng(42);
  PrimeSequence seq;
  std::vector<std::uint32_t> primes;
  for (int i = 0; i < 40; ++i)
    primes.push_back(seq.next());
  // 40 primes of 31 bits: values below 2^1200 are recovered exactly.
  std::vector<Integer> xs;
  for (int i = 0; i < 5000; ++i) {
    Integer x = 0;
    for (int w = 0; w < 18; ++w)
      x = (x << 64) + Integer(rng());
    xs.push_back(x >> (i % 200)); // various sizes
  }
  CrtLift lift(xs.size());
  for (std::uint32_t p : primes) {
    std::vector<std::uint32_t> r;
    for (const auto &x : xs)
      r.push_back(mod_prime(x, p));
    lift.add(p, r, 2);
  }
  lift.fold(2);
  CHECK(lift.primes() == 40);
  CHECK(lift.queued() == 0);
  for (std::size_t i = 0; i < xs.size(); ++i)
    REQUIRE(lift.values()[i] == xs[i]);
}

TEST_CASE("CRT: batches of every size agree with the product of their primes", "[groebner][lift]") {
  // Folding after 1, 2, 3, ... primes (odd batches leave a lone leaf in the
  // product tree; the running lift merges batches of different sizes). From
  // 33 primes on a batch has several blocks of leaves combined linearly, the
  // last one short, below the tree.
  std::mt19937_64 rng(5);
  PrimeSequence seq = PrimeSequence::random(11);
  std::vector<Integer> xs;
  for (int i = 0; i < 300; ++i) {
    Integer x = 0;
    for (int w = 0; w < 40; ++w)
      x = (x << 64) + Integer(rng());
    xs.push_back(x >> (i * 7 % 2500));
  }
  for (std::size_t step : {1, 2, 3, 5, 13, 31, 33, 64, 97}) {
    CrtLift lift(xs.size());
    Integer m = 1;
    std::size_t added = 0;
    while (m <= (Integer(1) << 2600)) {
      std::uint32_t p = seq.next();
      std::vector<std::uint32_t> r;
      for (const auto &x : xs)
        r.push_back(mod_prime(x, p));
      lift.add(p, r, 2);
      m *= p;
      if (++added % step == 0) lift.fold(2);
    }
    lift.fold(2);
    REQUIRE(lift.modulus() == m);
    for (std::size_t i = 0; i < xs.size(); ++i)
      REQUIRE(lift.values()[i] == xs[i]);
  }
}

TEST_CASE("rational reconstruction: exact within Wang's bound, refused beyond",
          "[groebner][lift]") {
  Integer m = 1;
  PrimeSequence seq;
  for (int i = 0; i < 10; ++i)
    m *= seq.next(); // ~310 bits
  auto image = [&](const Rational &q) {
    Integer n = numerator(q), d = denominator(q);
    Integer dinv;
    mpz_invert(dinv.raw(), d.raw(), m.raw());
    Integer a = (n * dinv) % m;
    if (a < 0) a += m;
    return a;
  };
  std::mt19937_64 rng(7);
  for (int i = 0; i < 500; ++i) {
    Integer n = Integer(rng()) * Integer(rng()) - Integer(rng()) * Integer(rng());
    Integer d = Integer(rng()) * Integer(rng() | 1) + 1;
    Rational q(n, d);
    Rational out;
    REQUIRE(rational_reconstruct(image(q), m, out));
    REQUIRE(out == q);
  }
  // Numerator and denominator of ~200 bits each exceed sqrt(m/2): no answer,
  // or an answer that differs (never silently the same as a true small one).
  Integer big = pow(Integer(3), 130);
  Rational q(big + 1, big - 1);
  Rational out;
  bool ok = rational_reconstruct(image(q), m, out);
  CHECK((!ok || out != q));
}

TEST_CASE("rational images modulo a prime", "[groebner][lift]") {
  std::uint32_t v = 0;
  CHECK(rational_mod_prime(Rational(1, 3), 7, v));
  CHECK(v == 5); // 3 * 5 = 15 = 1 mod 7
  CHECK_FALSE(rational_mod_prime(Rational(1, 14), 7, v));
  CHECK(rational_mod_prime(Rational(-2), 7, v));
  CHECK(v == 5);
  CHECK(inverse_mod(3, 7) == 5);
}
