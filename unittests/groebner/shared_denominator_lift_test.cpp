// unittests/groebner/shared_denominator_lift_test.cpp - maximal quotient
// reconstruction, runs over a common denominator, and the coefficient lift
// built on them: fewer primes than Wang's bound, runs whose denominators are
// unrelated, primes that divide a denominator, 20 000-bit coefficients.
#include <alkahest/groebner.hpp>
#include <alkahest/groebner/coefficient_lift.hpp>
#include <alkahest/groebner/prime_sequence.hpp>
#include <alkahest/groebner/rational_reconstruction.hpp>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <random>

using namespace alkahest;
using namespace alkahest::gb;

namespace {

// A positive integer of exactly `bits` bits.
Integer random_integer(std::mt19937_64 &rng, int bits) {
  Integer z = 1;
  while (static_cast<int>(msb(z)) + 1 < bits + 1)
    z = (z << 64) + Integer(rng());
  return z >> (static_cast<int>(msb(z)) + 1 - bits);
}

Integer product_of_primes(PrimeSequence &seq, int count) {
  Integer m = 1;
  for (int i = 0; i < count; ++i)
    m *= seq.next();
  return m;
}

// q mod m in [0, m).
Integer image(const Rational &q, const Integer &m) {
  Integer dinv;
  REQUIRE(mpz_invert(dinv.raw(), denominator(q).raw(), m.raw()) != 0);
  Integer a = (numerator(q) * dinv) % m;
  if (a < 0) a += m;
  return a;
}

std::vector<Integer> images(const std::vector<Rational> &qs, const Integer &m) {
  std::vector<Integer> out;
  for (const auto &q : qs)
    out.push_back(image(q, m));
  return out;
}

// The tail of a basis element: one common denominator D of `den_bits`,
// numerators of `num_bits` (the first one small, so that it reveals D early).
std::vector<Rational> shared_run(std::mt19937_64 &rng, int size, int num_bits, int den_bits) {
  const Integer D = random_integer(rng, den_bits);
  std::vector<Rational> qs{Rational(Integer(3), D)};
  for (int i = 1; i < size; ++i) {
    Integer n = random_integer(rng, num_bits);
    qs.emplace_back(i % 3 ? n : Integer(0) - n, D);
  }
  return qs;
}

// Fractions whose denominators share nothing: a common denominator does not help.
std::vector<Rational> unrelated_run(std::mt19937_64 &rng, int size, int bits) {
  std::vector<Rational> qs;
  for (int i = 0; i < size; ++i)
    qs.emplace_back(random_integer(rng, bits), random_integer(rng, bits) + 2);
  return qs;
}

// Every coefficient of `groups` modulo p, in order: one prime's image.
std::vector<std::uint32_t> residues_of(const std::vector<std::vector<Rational>> &groups,
                                       std::uint32_t p) {
  std::vector<std::uint32_t> r;
  for (const auto &g : groups)
    for (const auto &q : g) {
      std::uint32_t v = 0;
      REQUIRE(rational_mod_prime(q, p, v));
      r.push_back(v);
    }
  return r;
}

std::vector<Rational> values_of(const SharedDenominatorRun &run) {
  std::vector<Rational> out;
  for (std::size_t i = 0; i < run.size(); ++i)
    run.value(i, out.emplace_back());
  return out;
}

} // namespace

TEST_CASE("maximal and first large quotient reconstruction: unbalanced fractions below Wang's "
          "bound",
          "[groebner][lift]") {
  using Reconstruct = bool (*)(const Integer &, const Integer &, unsigned, Integer &, Integer &);
  const Reconstruct reconstructs[] = {maximal_quotient_reconstruct,
                                      first_large_quotient_reconstruct};
  for (Reconstruct reconstruct : reconstructs) {
    PrimeSequence seq = PrimeSequence::random(3);
    const Integer m = product_of_primes(seq, 10); // about 305 bits
    std::mt19937_64 rng(17);
    // |n| d of 256 bits: Wang's sqrt(m/2) bound refuses n of 240 bits; and
    // balanced ones, n and d of 120 bits.
    for (int i = 0; i < 100; ++i) {
      const bool balanced = i >= 50;
      Rational q(random_integer(rng, balanced ? 120 : 240) * (i % 2 ? 1 : -1),
                 random_integer(rng, balanced ? 120 : 16));
      Integer n, d;
      REQUIRE(reconstruct(image(q, m), m, 40, n, d));
      CHECK(Rational(n, d) == q);
      CHECK(d == denominator(q));
      Rational wang;
      if (!balanced) CHECK_FALSE((rational_reconstruct(image(q, m), m, wang) && wang == q));
    }
    // A random residue has no large quotient: refused (each passes with
    // probability about 305 / 2^40).
    for (int i = 0; i < 200; ++i) {
      Integer n, d;
      CHECK_FALSE(reconstruct(random_integer(rng, 300) % m, m, 40, n, d));
    }
    Integer n, d;
    REQUIRE(reconstruct(Integer(0), m, 40, n, d));
    CHECK((n == 0 && d == 1));
  }
}

TEST_CASE("shared denominators: a run needs the primes of its numerators, not Wang's",
          "[groebner][lift]") {
  std::mt19937_64 rng(5);
  const std::vector<Rational> qs = shared_run(rng, 40, 150, 150);
  PrimeSequence seq = PrimeSequence::random(8);
  // Seven primes, about 213 bits: the numerators (150 bits) and the margins
  // fit; Wang's bound would need 301 bits for every coefficient but the first.
  const Integer m = product_of_primes(seq, 7);
  const auto margins = ReconstructionMargins::for_lift(qs.size(), msb(m) + 1);
  SharedDenominatorRun run;
  REQUIRE(reconstruct_shared_denominators(images(qs, m), m, margins, 0, run) == qs.size());
  CHECK(values_of(run) == qs);
  Rational wang;
  CHECK_FALSE((rational_reconstruct(image(qs[5], m), m, wang) && wang == qs[5]));

  // Four primes (about 122 bits) are too few: the run fails, naming a coefficient.
  const Integer small = product_of_primes(seq, 4);
  SharedDenominatorRun short_run;
  CHECK(reconstruct_shared_denominators(images(qs, small), small, margins, 2, short_run) <
        qs.size());
}

TEST_CASE("shared denominators: unrelated denominators start new segments", "[groebner][lift]") {
  std::mt19937_64 rng(23);
  std::vector<Rational> qs = unrelated_run(rng, 30, 50);
  // Integers and a repeated denominator in between.
  qs.insert(qs.begin() + 10, Rational(Integer(-7)));
  qs.insert(qs.begin() + 20, Rational(Integer(5), denominator(qs[19])));
  PrimeSequence seq = PrimeSequence::random(9);
  const Integer m = product_of_primes(seq, 6); // about 183 bits, |n| d about 100
  const auto margins = ReconstructionMargins::for_lift(qs.size(), msb(m) + 1);
  SharedDenominatorRun run;
  REQUIRE(reconstruct_shared_denominators(images(qs, m), m, margins, 0, run) == qs.size());
  CHECK(values_of(run) == qs);
  // Some coefficient started over on its own denominator (a segment whose
  // denominator is no multiple of the one before).
  bool started_over = false;
  for (std::size_t k = 1; k < run.denominators.size(); ++k)
    started_over = started_over || run.denominators[k] % run.denominators[k - 1] != 0;
  CHECK(started_over);
}

TEST_CASE("coefficient lift: 20000-bit numerators over a shared denominator, and unrelated "
          "denominators, with far fewer primes than Wang's bound",
          "[groebner][lift]") {
  std::mt19937_64 rng(31);
  std::vector<std::vector<Rational>> groups{
      shared_run(rng, 12, 20000, 6000), unrelated_run(rng, 8, 2000), shared_run(rng, 20, 900, 700)};
  std::vector<std::size_t> sizes, probes;
  std::size_t begin = 0;
  for (const auto &g : groups) {
    sizes.push_back(g.size());
    begin += g.size();
    probes.push_back(begin - 1); // the last coefficient of each group
  }
  CoefficientLift lift(sizes, probes);
  PrimeSequence seq = PrimeSequence::random(77);
  std::vector<std::uint32_t> residues;
  bool done = false;
  while (!done && lift.primes() < 2000) {
    const std::uint32_t p = seq.next();
    residues.clear();
    for (const auto &g : groups)
      for (const auto &q : g) {
        std::uint32_t r = 0;
        REQUIRE(rational_mod_prime(q, p, r));
        residues.push_back(r);
      }
    lift.add(p, residues, 2);
    done = lift.reconstruct(2, 2);
  }
  REQUIRE(done);
  CHECK(lift.candidate() == groups);
  // The numerators need 20000 bits; Wang's bound twice that (random primes
  // have 30 to 31 bits).
  CHECK(lift.bits() >= 20000);
  CHECK(lift.primes() < 40000 / 31 * 6 / 10);
}

TEST_CASE("coefficient lift: a prime that divides a denominator neither confirms nor drops "
          "the candidate",
          "[groebner][lift]") {
  const std::uint32_t bad = 2147483629;
  REQUIRE(is_prime_u32(bad));
  std::mt19937_64 rng(41);
  // Every denominator of the group is a multiple of `bad`.
  std::vector<Rational> qs;
  const Integer D = random_integer(rng, 400) * Integer(bad);
  qs.emplace_back(Integer(1), D);
  for (int i = 0; i < 15; ++i)
    qs.emplace_back(random_integer(rng, 450), D);
  std::vector<Rational> plain = shared_run(rng, 10, 300, 200);
  auto residues_mod = [&](std::uint32_t p) {
    std::vector<std::uint32_t> r;
    for (const auto *g : {&qs, &plain})
      for (const auto &q : *g) {
        std::uint32_t v = 12345; // what a prime dividing the denominator gives: anything
        rational_mod_prime(q, p, v);
        r.push_back(v);
      }
    return r;
  };
  const std::vector<std::size_t> sizes{qs.size(), plain.size()}, probes{0, qs.size()};
  // First run: the prime at which the candidate formed (stability 1: the
  // next prime confirms it).
  std::vector<std::uint32_t> primes;
  {
    CoefficientLift lift(sizes, probes);
    PrimeSequence seq = PrimeSequence::random(5);
    while (!lift.reconstruct(1, 1)) {
      REQUIRE(lift.primes() < 200);
      primes.push_back(seq.next());
      REQUIRE(primes.back() != bad);
      lift.add(primes.back(), residues_mod(primes.back()), 1);
    }
    REQUIRE(lift.candidate() == std::vector<std::vector<Rational>>{qs, plain});
  }
  // Second run: the same primes, with `bad` before the confirming one.
  CoefficientLift lift(sizes, probes);
  for (std::size_t k = 0; k + 1 < primes.size(); ++k) {
    lift.add(primes[k], residues_mod(primes[k]), 1);
    REQUIRE_FALSE(lift.reconstruct(1, 1));
  }
  lift.add(bad, residues_mod(bad), 1);
  CHECK_FALSE(lift.reconstruct(1, 1)); // no agreement counted
  lift.add(primes.back(), residues_mod(primes.back()), 1);
  REQUIRE(lift.reconstruct(1, 1)); // the candidate was kept
  CHECK(lift.candidate() == std::vector<std::vector<Rational>>{qs, plain});
}

TEST_CASE("coefficient lift: a prime folded in with wrong residues never gives a wrong "
          "candidate",
          "[groebner][lift]") {
  std::mt19937_64 rng(43);
  const std::vector<Rational> qs = shared_run(rng, 20, 200, 200);
  CoefficientLift lift({qs.size()}, {qs.size() - 1});
  PrimeSequence seq = PrimeSequence::random(6);
  std::size_t returned = 0;
  for (int k = 0; k < 60; ++k) {
    const std::uint32_t p = seq.next();
    std::vector<std::uint32_t> r;
    for (const auto &q : qs) {
      std::uint32_t v = 0;
      REQUIRE(rational_mod_prime(q, p, v));
      r.push_back(k == 3 ? (v + 1) % p : v); // an unlucky prime nobody caught
    }
    lift.add(p, r, 2);
    if (lift.reconstruct(2, 2)) {
      ++returned;
      CHECK(lift.candidate().front() == qs);
      lift.invalidate();
    }
  }
  // The folded wrong residues poison every value: no candidate at all.
  CHECK(returned == 0);
}

TEST_CASE("over Q: an element whose coefficients share no denominator lifts exactly",
          "[groebner][overq][lift]") {
  // x - a/b y - c/d, y^2 - e/f with unrelated 3000-bit denominators: the
  // common denominator of the first element helps nothing.
  std::mt19937_64 rng(47);
  std::vector<Rational> c;
  for (int i = 0; i < 3; ++i)
    c.emplace_back(random_integer(rng, 3000), random_integer(rng, 3000) + 2);
  const std::string text =
      fmt::format("x,y\n0\nx-{}*y-{},\ny^2-{}\n", c[0].str(), c[1].str(), c[2].str());
  GroebnerOptions o;
  o.threads = 2;
  const auto gb = GroebnerBasis::compute(parse_msolve(text), MonomialOrder::grevlex(), o);
  REQUIRE(gb.size() == 2);
  const auto &g = gb.polynomials();
  REQUIRE(g[0].size() == 3);
  CHECK(g[0].coeffs()[1] == -c[0]);
  CHECK(g[0].coeffs()[2] == -c[1]);
  CHECK(g[1].coeffs()[1] == -c[2]);
}

namespace {

// Small, middle and large groups, as along a reduced basis, with probes at
// the last coefficient of the last, the first and the middle group.
struct GrowingGroups {
  std::vector<std::vector<Rational>> groups;
  std::vector<std::size_t> sizes, probes;
  explicit GrowingGroups(std::mt19937_64 &rng) {
    groups = {shared_run(rng, 10, 100, 60), shared_run(rng, 10, 400, 200),
              shared_run(rng, 10, 1500, 900)};
    std::vector<std::size_t> ends;
    for (const auto &g : groups) {
      sizes.push_back(g.size());
      ends.push_back((ends.empty() ? 0 : ends.back()) + g.size());
    }
    probes = {ends[2] - 1, ends[0] - 1, ends[1] - 1};
  }
  std::vector<std::uint32_t> residues(std::uint32_t p) const { return residues_of(groups, p); }
};

} // namespace

TEST_CASE("coefficient lift: the groups the primes already determine are reconstructed early, "
          "the last attempt only tries the rest",
          "[groebner][lift]") {
  std::mt19937_64 rng(53);
  const GrowingGroups gg(rng);
  CoefficientLift early(gg.sizes, gg.probes), plain(gg.sizes, gg.probes);
  PrimeSequence seq = PrimeSequence::random(9);
  bool seen_partial = false, done_early = false, done_plain = false;
  while (!(done_early && done_plain)) {
    REQUIRE(early.primes() < 400);
    const std::uint32_t p = seq.next();
    const auto r = gg.residues(p);
    if (!done_early) {
      early.add(p, r, 2);
      early.reconstruct_ready_groups(2, 2);
      // The small group stands on its own while the large one still lifts.
      if (!early.candidate()[0].empty() && early.candidate()[2].empty()) {
        seen_partial = true;
        CHECK(early.candidate()[0] == gg.groups[0]);
      }
      done_early = early.reconstruct(2, 2);
    }
    if (!done_plain) {
      plain.add(p, r, 2);
      done_plain = plain.reconstruct(2, 2);
    }
  }
  CHECK(seen_partial);
  CHECK(early.candidate() == gg.groups);
  CHECK(plain.candidate() == gg.groups);
  // The early groups change when work is done, not the primes needed.
  CHECK(early.primes() == plain.primes());
}

TEST_CASE("coefficient lift: a candidate dropped after groups were trusted lifts again exactly",
          "[groebner][lift]") {
  std::mt19937_64 rng(59);
  const GrowingGroups gg(rng);
  CoefficientLift lift(gg.sizes, gg.probes);
  PrimeSequence seq = PrimeSequence::random(11);
  auto lift_until_done = [&] {
    while (!lift.reconstruct(2, 2)) {
      REQUIRE(lift.primes() < 800);
      const std::uint32_t p = seq.next();
      lift.add(p, gg.residues(p), 2);
      lift.reconstruct_ready_groups(2, 2);
    }
  };
  lift_until_done();
  REQUIRE(lift.candidate() == gg.groups);
  const std::size_t first = lift.primes();
  lift.invalidate(); // as after a failed verification
  CHECK_FALSE(lift.reconstruct(2, 2));
  lift_until_done();
  CHECK(lift.candidate() == gg.groups);
  CHECK(lift.primes() > first); // every prime counted, the first lift's too
}

namespace {

// Groups whose denominators are nested as in a reduced basis: the first
// group's D1, the second's D2 = D1 E2, the third's D3 = D2 E3 (about 21 000
// bits), and within a group the denominators are divisors of its D (D, D / E,
// D1), so that most gcds of a numerator with the group's D are not 1.
struct NestedGroups {
  std::vector<std::vector<Rational>> groups;
  std::vector<std::size_t> sizes, probes;
  explicit NestedGroups(std::mt19937_64 &rng) {
    const Integer d1 = random_integer(rng, 1000), e2 = random_integer(rng, 6000),
                  e3 = random_integer(rng, 14000);
    const std::vector<std::vector<Integer>> denominators{
        {d1}, {d1 * e2, d1, e2}, {d1 * e2 * e3, d1 * e2, e3, d1 * e3}};
    for (const auto &ds : denominators) {
      std::vector<Rational> g;
      const int bits = static_cast<int>(msb(ds.front())) + 1;
      for (int i = 0; i < 12; ++i) {
        const Integer &d = ds[static_cast<std::size_t>(i) % ds.size()];
        const Integer n = i == 5 ? Integer(0) : random_integer(rng, bits);
        g.emplace_back(i % 2 ? n : Integer(0) - n, d);
      }
      groups.push_back(std::move(g));
    }
    std::size_t end = 0;
    for (const auto &g : groups) {
      sizes.push_back(g.size());
      end += g.size();
    }
    probes = {end - 1, 0};
  }
  std::vector<std::uint32_t> residues(std::uint32_t p) const { return residues_of(groups, p); }
};

} // namespace

TEST_CASE("coefficient lift: nested denominators of 21 000 bits in lowest terms, the same on "
          "one thread and four",
          "[groebner][lift]") {
  std::mt19937_64 rng(61);
  const NestedGroups ng(rng);
  CoefficientLift one(ng.sizes, ng.probes), four(ng.sizes, ng.probes);
  PrimeSequence seq = PrimeSequence::random(13);
  bool done_one = false, done_four = false;
  while (!(done_one && done_four)) {
    REQUIRE(one.primes() < 2000);
    const std::uint32_t p = seq.next();
    const auto r = ng.residues(p);
    if (!done_one) {
      one.add(p, r, 1);
      one.reconstruct_ready_groups(2, 1);
      done_one = one.reconstruct(2, 1);
    }
    if (!done_four) {
      four.add(p, r, 4);
      four.reconstruct_ready_groups(2, 4);
      done_four = four.reconstruct(2, 4);
    }
  }
  CHECK(one.candidate() == ng.groups);
  CHECK(four.candidate() == ng.groups);
  CHECK(one.primes() == four.primes());
  CHECK(one.bits() >= 21000);
}

TEST_CASE("shared denominators: the gcd taken with the segment's shared factor gives the same "
          "fractions",
          "[groebner][lift]") {
  std::mt19937_64 rng(67);
  const NestedGroups ng(rng);
  PrimeSequence seq = PrimeSequence::random(17);
  const Integer m = product_of_primes(seq, 1400); // above 42 000 bits
  const auto margins = ReconstructionMargins::for_lift(12, msb(m) + 1);
  std::size_t smaller = 0; // factors below their denominator: gcds made cheaper
  for (const auto &g : ng.groups) {
    SharedDenominatorRun run;
    REQUIRE(reconstruct_shared_denominators(images(g, m), m, margins, 0, run) == g.size());
    std::vector<std::vector<std::size_t>> members(run.denominators.size());
    for (std::size_t i = 0; i < run.size(); ++i)
      members[run.segment[i]].push_back(i);
    std::vector<Integer> factors(members.size());
    for (std::size_t s = 0; s < members.size(); ++s) {
      // In two halves, as the lift's chunks are combined.
      const std::size_t half = members[s].size() / 2;
      Integer a, b;
      numerator_product_mod(run, std::span(members[s]).first(half), run.denominators[s], a);
      numerator_product_mod(run, std::span(members[s]).subspan(half), run.denominators[s], b);
      mpz_gcd(factors[s].raw(), Integer(a * b % run.denominators[s]).raw(),
              run.denominators[s].raw());
      CHECK(run.denominators[s] % factors[s] == 0);
      smaller += factors[s] < run.denominators[s];
    }
    for (std::size_t i = 0; i < run.size(); ++i) {
      Rational plain, shared;
      run.value(i, plain);
      run.value(i, shared, &factors[run.segment[i]]);
      CHECK(plain == g[i]);
      CHECK(shared == g[i]);
    }
  }
  CHECK(smaller > 0);
}

TEST_CASE("coefficient lift: after a failed full attempt, the next follows as soon as the "
          "coefficients that failed reconstruct",
          "[groebner][lift]") {
  // A probed 3000-bit integer, and a 3100-bit one the probes do not see:
  // the first full attempt comes when the probe reconstructs and fails on
  // the larger one, which becomes a probe. The lift that knew it from the
  // start needs about 3 % more primes than the first attempt; the blind one
  // must not wait for the primes to grow by an eighth before trying again.
  std::mt19937_64 rng(61);
  std::vector<std::vector<Rational>> groups{{Rational(random_integer(rng, 3000))}, {}};
  for (int i = 0; i < 300; ++i)
    groups[1].emplace_back(random_integer(rng, 40));
  groups[1].emplace_back(random_integer(rng, 3100));
  const std::vector<std::size_t> sizes{1, groups[1].size()};
  const std::size_t big = 1 + groups[1].size() - 1;
  auto lift_with = [&](const std::vector<std::size_t> &probes) {
    CoefficientLift lift(sizes, probes);
    PrimeSequence seq = PrimeSequence::random(19);
    std::vector<std::uint32_t> residues;
    bool done = false;
    while (!done) {
      REQUIRE(lift.primes() < 400);
      const std::uint32_t p = seq.next();
      residues.clear();
      for (const auto &g : groups)
        for (const auto &q : g) {
          std::uint32_t r = 0;
          REQUIRE(rational_mod_prime(q, p, r));
          residues.push_back(r);
        }
      lift.add(p, residues, 1);
      done = lift.reconstruct(2, 1);
    }
    CHECK(lift.candidate() == groups);
    return lift.primes();
  };
  const std::size_t seeing = lift_with({0, big}), blind = lift_with({0});
  INFO("seeing " << seeing << " primes, blind " << blind);
  // Waiting for the growth checkpoint took 117 primes here (the seeing
  // lift 110); the retry follows the failed coefficients' probe checkpoint.
  CHECK(blind <= seeing + seeing / 40 + 1);
}
