// lib/solve/multimodular_rur.cpp - learn the grevlex basis on one prime,
// replay it on others, take each prime's representation, lift by CRT and
// rational reconstruction.
//
// The lift of a representation rather than of the basis: the basis over Q is
// never formed (its coefficients are far larger than the representation's,
// whose heights are those of the eliminant: Dahan and Schost, "Sharp
// estimates for triangular sets", ISSAC 2004), so the primes needed are
// those of the answer.
#include "multimodular_rur.hpp"
#include "modular_rur.hpp"
#include "rur_lift.hpp"
#include "support/parallel_for.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner/f4.hpp>
#include <alkahest/groebner/prime_sequence.hpp>
#include <alkahest/groebner/prime_source.hpp>

#include <fmt/format.h>

#include <chrono>

namespace alkahest::solving {
namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

// Upper limit on primes in one lift: 4096 * 31 bits ~ 127k-bit coefficients.
constexpr std::size_t kMaxPrimes = 4096;
// Learning primes tried before the first one is taken to be no accident.
constexpr int kLearnAttempts = 3;

} // namespace

RurAttempt multimodular_rur(const std::vector<PolyQ> &system,
                            const std::vector<std::size_t> &outputs, std::size_t max_dimension,
                            SolveBudget &budget) {
  const GroebnerOptions &options = budget.options();
  const unsigned threads = gb::worker_threads(options.threads);
  const bool random = options.first_prime == 0;
  gb::PrimeSequence primes =
      random ? gb::PrimeSequence::random(options.seed ? *options.seed : gb::fresh_prime_seed())
             : gb::PrimeSequence(options.first_prime);
  gb::PrimeSource source(system, 4 * kMaxPrimes);
  auto next_system = [&](std::uint32_t &p) { return source.next(primes, p); };
  gb::F4Options f4opt;
  f4opt.cancel = budget.flag();
  f4opt.max_matrix_bytes = budget.memory_budget() / 2;
  f4opt.threads = threads;

  RurAttempt attempt;
  RurOverQ result;
  for (int learn = 0; learn < kLearnAttempts; ++learn) {
    auto t0 = Clock::now();
    std::uint32_t p0 = 0;
    std::vector<PolyZp> sys0 = next_system(p0);
    gb::F4LearnResult learned = budget.run([&] { return gb::f4_learn(sys0, f4opt); });
    budget.check();
    MultiplicationShape shape = MultiplicationShape::build(learned.trace, max_dimension);
    attempt.dimension = shape.dimension();
    switch (shape.status()) {
    case ShapeStatus::Ok:
      break;
    case ShapeStatus::Unit:
      attempt.path = RurPath::Unit;
      return attempt;
    case ShapeStatus::PositiveDimension:
      attempt.path = RurPath::PositiveDimension;
      return attempt;
    case ShapeStatus::TooLarge:
      attempt.path = RurPath::TooLarge;
      return attempt;
    }
    ModularRur first;
    RurStatus st = modular_rur(shape, learned.modular, outputs, first, budget.flag());
    if (st == RurStatus::Cancelled) budget.rethrow_stop();
    if (st == RurStatus::NotSeparating) {
      attempt.path = RurPath::NotSeparating;
      return attempt;
    }
    result.learn_seconds += since(t0);
    if (st != RurStatus::Ok) continue; // a degenerate functional on this prime

    const std::size_t D = shape.dimension();
    RurLift lift(first, threads);

    std::vector<gb::F4Replayer> replayers;
    for (unsigned t = 0; t < threads; ++t) {
      replayers.emplace_back(learned.trace);
      replayers.back().set_cancel(budget.flag());
    }
    std::size_t ok = 1, unlucky = 0;
    const unsigned stability = std::max(1u, options.stability_primes);
    bool done = false;
    while (!done && unlucky <= 2 * ok + 4) {
      budget.check();
      if (lift.primes() + unlucky > kMaxPrimes)
        raise(ErrorId::GbNoLuckyPrime,
              fmt::format("no stable representation after {} primes ({} bits)", lift.primes(),
                          lift.bits()));
      auto tr = Clock::now();
      std::vector<std::vector<PolyZp>> systems(threads);
      std::vector<ModularRur> rurs(threads);
      std::vector<RurStatus> status(threads, RurStatus::Degenerate);
      for (unsigned t = 0; t < threads; ++t) {
        std::uint32_t p = 0;
        systems[t] = next_system(p);
      }
      budget.run([&] {
        gb::parallel_for(threads, threads, [&](std::size_t t) {
          gb::ReplayResult r = replayers[t].replay(systems[t]);
          if (r.status != gb::ReplayStatus::Ok) return;
          status[t] = modular_rur(shape, r.basis, outputs, rurs[t], budget.flag());
        });
        return 0;
      });
      result.replay_seconds += since(tr);
      for (unsigned t = 0; t < threads; ++t)
        if (status[t] == RurStatus::Cancelled) budget.rethrow_stop();
      // The batch's primes go into the lift one at a time, in the order they
      // were drawn, with an attempt after each: the primes used, and so the
      // answer, are those of a one-thread run whatever the threads (a batch's
      // primes past the one that completes the lift are dropped).
      auto tl = Clock::now();
      for (unsigned t = 0; t < threads && !done && unlucky <= 2 * ok + 4; ++t) {
        if (status[t] != RurStatus::Ok || rurs[t].eliminant.size() != D + 1 ||
            !lift.add(rurs[t], threads)) {
          ++unlucky;
          continue;
        }
        ++ok;
        done = lift.reconstruct(stability, threads);
      }
      result.lift_seconds += since(tl);
      if (options.progress) {
        GroebnerProgress g;
        g.phase = "lift";
        g.primes = lift.primes();
        g.bits = lift.bits();
        options.progress(g);
      }
    }
    // Most primes failing means the learning prime was the odd one.
    if (unlucky > 2 * ok + 4) {
      result.unlucky += unlucky;
      continue;
    }
    lift.result(result);
    result.primes = lift.primes();
    result.unlucky += unlucky;
    attempt.rur = std::move(result);
    return attempt;
  }
  raise(ErrorId::GbNoLuckyPrime,
        fmt::format("{} learning primes gave no representation the other primes agree with",
                    kLearnAttempts));
}

} // namespace alkahest::solving
