// unittests/groebner/lift_pipeline_test.cpp - the over-Q driver lifts a batch
// of primes while it replays the next: the basis does not depend on the
// thread count, an unlucky prime inside a later batch is discarded, a
// computation cancelled while a lift is in flight raises E-GB-001 and
// leaves nothing behind, and the report's phases stay within the wall time.
#include "dense_family.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/groebner/prime_sequence.hpp>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <atomic>
#include <cstdint>

using namespace alkahest;

namespace {

// A member of the big-coefficient family: a hundred-odd primes, so that on
// two threads dozens of batches are lifted beside the replays of the next.
std::vector<PolyQ> big_coefficient_system() {
  return parse_msolve(bench::dense_member_msolve({3, 2, 40, 1})).polynomials;
}

GroebnerOptions cpu_options(unsigned threads) {
  GroebnerOptions opt;
  opt.backend = GroebnerBackend::Cpu;
  opt.threads = threads;
  opt.seed = 5;
  return opt;
}

// The phases the driver waits for are disjoint stretches of compute().
void check_phases_within_wall(const GroebnerReport &r) {
  INFO(fmt::format("learn {} replays {} lift {} (critical {}) verify {} of {}", r.learn_seconds,
                   r.replay_seconds, r.lift_seconds, r.lift_critical_seconds, r.verify_seconds,
                   r.seconds));
  CHECK(r.lift_seconds > 0);
  CHECK(r.lift_critical_seconds >= 0);
  CHECK(r.learn_seconds + r.replay_seconds + r.lift_critical_seconds + r.verify_seconds <=
        r.seconds);
}

// The k-th prime below 2^31 - 1 (k = 0: 2^31 - 1 itself): with descending
// primes, the prime a run draws k-th.
std::uint32_t descending_prime(int k) {
  std::uint32_t p = 2147483647u;
  for (int found = 0;; --p)
    if (gb::is_prime_u32(p) && found++ == k) return p;
}

} // namespace

TEST_CASE("lift pipeline: the basis is the same on every thread count", "[groebner][pipeline]") {
  const auto sys = big_coefficient_system();
  const GroebnerBasis one = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), cpu_options(1));
  // One thread lifts after each batch, as without the pipeline.
  CHECK(one.report().lift_critical_seconds == Approx(one.report().lift_seconds));
  check_phases_within_wall(one.report());
  for (unsigned threads : {2u, 3u, 4u}) {
    INFO(threads << " threads");
    const GroebnerBasis gb =
        GroebnerBasis::compute(sys, MonomialOrder::grevlex(), cpu_options(threads));
    CHECK(gb.to_msolve() == one.to_msolve());
    CHECK(gb.report().primes_used > 50);
    check_phases_within_wall(gb.report());
    // And the same again: the primes a thread count draws are fixed by the seed.
    const GroebnerBasis again =
        GroebnerBasis::compute(sys, MonomialOrder::grevlex(), cpu_options(threads));
    CHECK(again.to_msolve() == gb.to_msolve());
    CHECK(again.report().primes_used == gb.report().primes_used);
  }
}

TEST_CASE("lift pipeline: an unlucky prime in a later batch is discarded", "[groebner][pipeline]") {
  // <x + y - 1, x + (1+p) y - 2> has y = 1/p over Q and is the unit ideal
  // modulo p; a third generator with 2000-bit coefficients needs a hundred
  // primes, so p, the seventh prime drawn, is replayed while the batches
  // before it are lifted.
  const std::uint32_t p = descending_prime(7);
  const Integer num = pow(Integer(3), 1300) + 7, den = pow(Integer(5), 900) + 11;
  const std::string text = fmt::format("x,y,z\n0\nx+y-1,\nx+{}*y-2,\n{}*z-{}\n",
                                       std::uint64_t(p) + 1, den.str(), num.str());
  const auto sys = parse_msolve(text).polynomials;
  const Rational z(num, den);
  const auto expected =
      parse_msolve(fmt::format("x,y,z\n0\nz-{},\ny-1/{},\nx-{}/{}\n", z.str(), p, p - 1, p))
          .polynomials;
  std::string first;
  for (unsigned threads : {1u, 2u, 3u}) {
    INFO(threads << " threads");
    GroebnerOptions opt = cpu_options(threads);
    opt.seed.reset();
    opt.first_prime = 2147483647u;
    const GroebnerBasis gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), opt);
    CHECK(gb.report().primes_unlucky >= 1);
    CHECK(gb.report().primes_used > 100);
    CHECK(gb.polynomials() == expected);
    if (first.empty()) first = gb.to_msolve();
    CHECK(gb.to_msolve() == first);
  }
}

TEST_CASE("lift pipeline: cancelled while a lift is in flight", "[groebner][pipeline]") {
  const auto sys = big_coefficient_system();
  for (unsigned threads : {2u, 4u}) {
    INFO(threads << " threads");
    std::atomic<bool> cancel{false};
    int lifts = 0;
    GroebnerOptions opt = cpu_options(threads);
    opt.cancel = &cancel;
    // The third lift's report comes when it was joined; the driver then
    // starts the next lift and checks the flag while that one runs.
    opt.progress = [&](const GroebnerProgress &g) {
      if (g.phase == "lift" && ++lifts == 3) cancel = true;
    };
    try {
      (void)GroebnerBasis::compute(sys, MonomialOrder::grevlex(), opt);
      FAIL("a cancelled computation returned");
    } catch (const Error &e) {
      CHECK(e.code() == "E-GB-001");
    }
    CHECK(lifts == 3);
    // Nothing of the stopped run is left behind: the same computation runs
    // again to the basis of an uncancelled one.
    const GroebnerBasis gb =
        GroebnerBasis::compute(sys, MonomialOrder::grevlex(), cpu_options(threads));
    const GroebnerBasis one = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), cpu_options(1));
    CHECK(gb.to_msolve() == one.to_msolve());
  }
}
