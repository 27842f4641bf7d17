// unittests/groebner/lift_pipeline_test.cpp - the over-Q driver lifts a batch
// of primes while it replays the next: the basis does not depend on the
// thread count, an unlucky prime inside a later batch is discarded, a
// computation cancelled while a lift is in flight raises E-GB-001 and
// leaves nothing behind, and the report's phases stay within the wall time.
#include <alkahest/error.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/groebner/prime_sequence.hpp>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>

using namespace alkahest;

namespace {

// katsura-n in x0..xn: x0 + 2 (x1 + ... + xn) = 1 and, for m < n, the sum
// over i in [-n, n] of x|i| x|m-i| = xm.
std::vector<std::string> katsura(int n) {
  std::vector<std::string> eqs;
  std::string linear = "x0";
  for (int i = 1; i <= n; ++i)
    linear += fmt::format("+2*x{}", i);
  eqs.push_back(linear + "-1");
  for (int m = 0; m < n; ++m) {
    std::string e;
    for (int i = -n; i <= n; ++i)
      if (std::abs(m - i) <= n) e += fmt::format("+x{}*x{}", std::abs(i), std::abs(m - i));
    eqs.push_back(e.substr(1) + fmt::format("-x{}", m));
  }
  return eqs;
}

// katsura7 (its trace is long enough for the lift to overlap the replays)
// beside, in other unknowns, c = num / den with 2000-bit num and den, which
// needs a hundred-odd primes, and the `extra` generators in a and b.
struct Fixture {
  Integer num = pow(Integer(3), 1300) + 7, den = pow(Integer(5), 900) + 11;
  std::vector<PolyQ> system(const std::vector<std::string> &extra = {}) const {
    std::string vars, eqs;
    for (int i = 0; i <= 7; ++i)
      vars += fmt::format("x{},", i);
    vars += "a,b,c";
    for (const auto &e : katsura(7))
      eqs += e + ",\n";
    for (const auto &e : extra)
      eqs += e + ",\n";
    eqs += den.str() + "*c-" + num.str() + "\n";
    return parse_msolve(vars + "\n0\n" + eqs).polynomials;
  }
};

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
  const Fixture fx;
  const auto sys = fx.system();
  const GroebnerBasis one = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), cpu_options(1));
  CHECK(one.report().primes_used > 100);
  // One thread lifts after each batch, as without the pipeline.
  CHECK(one.report().lift_batches_overlapped == 0);
  CHECK(one.report().lift_critical_seconds == Approx(one.report().lift_seconds));
  check_phases_within_wall(one.report());
  for (unsigned threads : {2u, 3u, 4u}) {
    INFO(threads << " threads");
    const GroebnerBasis gb =
        GroebnerBasis::compute(sys, MonomialOrder::grevlex(), cpu_options(threads));
    CHECK(gb.to_msolve() == one.to_msolve());
    CHECK(gb.report().lift_batches_overlapped > 10);
    check_phases_within_wall(gb.report());
    // And the same primes again: whether a batch is dropped is decided by
    // the lift's state, never by a time.
    const GroebnerBasis again =
        GroebnerBasis::compute(sys, MonomialOrder::grevlex(), cpu_options(threads));
    CHECK(again.to_msolve() == gb.to_msolve());
    CHECK(again.report().primes_used == gb.report().primes_used);
    CHECK(again.report().primes_verification == gb.report().primes_verification);
  }
}

TEST_CASE("lift pipeline: an unlucky prime in a later batch is discarded", "[groebner][pipeline]") {
  // <a + b - 1, a + (1+p) b - 2> has b = 1/p over Q and is the unit ideal
  // modulo p: p, the seventh prime drawn, is replayed while the batches
  // before it are lifted.
  const std::uint32_t p = descending_prime(7);
  const Fixture fx;
  const auto sys = fx.system({"a+b-1", fmt::format("a+{}*b-2", std::uint64_t(p) + 1)});
  const auto expected = parse_msolve(fmt::format("a,b,c\n0\nc-{},\nb-1/{},\na-{}/{}\n",
                                                 Rational(fx.num, fx.den).str(), p, p - 1, p))
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
    CHECK((gb.report().lift_batches_overlapped > 0) == (threads > 1));
    // The elements in a, b and c, printed in their own ring.
    std::vector<std::string> got, want;
    for (const PolyQ &g : gb.polynomials()) {
      const std::string s = g.to_string();
      if (s.find('x') == std::string::npos) got.push_back(s);
    }
    for (const PolyQ &g : expected)
      want.push_back(g.to_string());
    CHECK(got == want);
    if (first.empty()) first = gb.to_msolve();
    CHECK(gb.to_msolve() == first);
  }
}

TEST_CASE("lift pipeline: cancelled while a lift is in flight", "[groebner][pipeline]") {
  const Fixture fx;
  const auto sys = fx.system();
  const GroebnerBasis one = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), cpu_options(1));
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
    // again to the one-thread basis.
    const GroebnerBasis gb =
        GroebnerBasis::compute(sys, MonomialOrder::grevlex(), cpu_options(threads));
    CHECK(gb.to_msolve() == one.to_msolve());
  }
}

TEST_CASE("lift pipeline: early reconstruction beside the replays changes no prime",
          "[groebner][pipeline]") {
  const Fixture fx;
  const auto sys = fx.system();
  const GroebnerBasis early = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), cpu_options(3));
  REQUIRE(early.report().lift_batches_overlapped > 10);
  ::setenv("ALKAHEST_GB_EARLY_RECONSTRUCTION", "off", 1);
  const GroebnerBasis late = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), cpu_options(3));
  ::unsetenv("ALKAHEST_GB_EARLY_RECONSTRUCTION");
  CHECK(late.to_msolve() == early.to_msolve());
  // The probes and the full attempts decide when the candidate is complete;
  // elements reconstructed early only move work before the last lift.
  CHECK(late.report().primes_used == early.report().primes_used);
}
