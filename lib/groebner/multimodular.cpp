// lib/groebner/multimodular.cpp - reduced Groebner bases over Q by multi-modular
// F4 with trace replay, batched CRT and rational reconstruction.
//
// Method: Arnold, "Modular algorithms for computing Groebner bases", JSC 35
// (2003) for the lifting and the luckiness arguments; Traverso, "Groebner
// trace algorithms" (ISSAC 1988) for learning the computation on one prime
// and replaying it on others; the incremental, stability-checked lift
// follows Berthomieu, Eder, Safey El Din, "msolve", ISSAC 2021.
#include "multimodular.hpp"
#include "basis_lift.hpp"
#include "support/parallel_for.hpp"

#include <alkahest/groebner/engine.hpp>
#include <alkahest/groebner/gpu_replay.hpp>
#include <alkahest/groebner/prime_sequence.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <future>
#include <optional>

namespace alkahest::gb {
namespace {

// Primes per device replay when the GPU backend is used.
constexpr unsigned kGpuReplayBatch = 32;
// Auto replays on the device only when its measured time per prime is at
// most this fraction of the CPU's: a wrong switch costs a whole device batch
// (and primes the lift may not need), a missed one only the difference.
constexpr double kAutoDeviceMargin = 0.8;

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

// Upper limit on primes in one lift: 4096 * 31 bits ~ 127k-bit coefficients.
constexpr std::size_t kMaxPrimes = 4096;
// Verification primes descend from 2^22 below the lift's first prime (or
// from kFirstVerificationPrime, whichever is lower), far below any prime the
// lift uses (4096 primes below 2^31 span about 90 000 numbers), so that the
// first one can be drawn before the lift has used any. A first prime too
// small to leave that room shares one sequence, as the lift's primes do.
constexpr std::uint32_t kFirstVerificationPrime = 0x7f000000u, kVerificationGap = 1u << 22;

bool same_leading_monomials(const std::vector<PolyZp> &a, const std::vector<PolyQ> &b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    auto x = a[i].leading_monomial(), y = b[i].leading_monomial();
    if (!std::equal(x.begin(), x.end(), y.begin(), y.end())) return false;
  }
  return true;
}

std::size_t max_coefficient_bits(const std::vector<PolyQ> &basis) {
  std::size_t bits = 0;
  for (const auto &g : basis)
    for (const auto &c : g.coeffs()) {
      for (const Integer &z : {Integer(numerator(c)), Integer(denominator(c))})
        if (z != 0) bits = std::max<std::size_t>(bits, msb(abs(z)) + 1);
    }
  return bits;
}

} // namespace

std::vector<PolyQ> multimodular_basis(const std::vector<PolyQ> &system,
                                      const GroebnerOptions &options, ComputeBudget &budget,
                                      GroebnerReport &report) {
  const PolyRingPtr &ring = system.front().ring_ptr();
  const unsigned threads = worker_threads(options.threads);
  report.threads = threads;
  // Random primes unless the caller asked for deterministic ones: with a
  // random draw no input can be built to make the primes unlucky.
  const bool random = options.first_prime == 0;
  if (random) report.prime_seed = options.seed ? *options.seed : fresh_prime_seed();
  const std::uint32_t first = random ? 0x7fffffffu : options.first_prime;
  // Descending primes: the verification primes come from their own sequence
  // far below the lift's; random ones come from the same pool (distinct).
  const bool separate_verification = !random && first > 2 * kVerificationGap;
  PrimeSequence primes = random ? PrimeSequence::random(*report.prime_seed) : PrimeSequence(first),
                verification_sequence(separate_verification ? std::min(first - kVerificationGap,
                                                                       kFirstVerificationPrime)
                                                            : 0);
  PrimeSequence &verification_primes = separate_verification ? verification_sequence : primes;
  const bool early_verification = random || separate_verification;
  // Only the primes that divide a coefficient count: a batch of many threads
  // draws many primes that the lift never needs, and those are no failure.
  std::size_t primes_rejected = 0;

  auto next_system_from = [&](PrimeSequence &seq, std::uint32_t &p) {
    for (;;) {
      p = seq.next();
      if (auto s = system_mod(system, p)) return std::move(*s);
      if (++primes_rejected > 4 * kMaxPrimes)
        raise(ErrorId::GbNoLuckyPrime, "every prime tried divides a coefficient of the input");
    }
  };
  auto next_system = [&](std::uint32_t &p) { return next_system_from(primes, p); };
  auto report_progress = [&](GroebnerProgress g) {
    if (!options.progress) return;
    g.seconds = budget.elapsed();
    options.progress(g);
  };

  F4Options f4opt;
  f4opt.cancel = budget.flag();
  f4opt.max_matrix_bytes = budget.memory_budget() / 2;

  // The GPU backend replays batches of primes in one device pass
  // (lib/groebner_gpu; docs/gpu.md). Auto with a device measures instead of
  // guessing: a short learning run means a short computation, which the
  // device's start-up cannot pay back, so it stays on the CPU; otherwise the
  // first batches run on the CPU while the device starts (the first one
  // measured after the start sets the CPU's rate), the next one on the
  // device, and the device replays the rest only while it stays clearly
  // faster per prime (kAutoDeviceMargin); every batch updates its side's rate.
  const bool gpu_requested = options.backend == GroebnerBackend::Gpu;
  const bool auto_device =
      options.backend == GroebnerBackend::Auto && groebner_gpu_device_count() > 0;
  std::future<void> devices_ready;
  auto start_devices = [&] {
    if (threads > 1 && !devices_ready.valid())
      devices_ready = std::async(std::launch::async, [&] { prepare_gpu_replay(options.device); });
  };
  // Beside the learning run, when more than one thread is allowed: the
  // devices' contexts and kernels, and the first verification prime's
  // independent F4 run (it does not depend on the lift). Each costs about as
  // much as the learning itself on katsura9.
  std::future<std::pair<std::uint32_t, std::vector<PolyZp>>> early_check;
  if (gpu_requested) start_devices();
  if (threads > 1) {
    if (early_verification) {
      std::uint32_t q = 0;
      std::vector<PolyZp> sysq = next_system_from(verification_primes, q);
      early_check = std::async(std::launch::async, [&, q, sysq = std::move(sysq)] {
        return std::pair(q, budget.run([&] { return f4(sysq, f4opt); }));
      });
    }
  }

  for (int attempt = 0; attempt < 4; ++attempt) {
    // ---- learn on a first prime ----
    auto t0 = Clock::now();
    std::uint32_t p0 = 0;
    std::vector<PolyZp> sys0 = next_system(p0);
    F4Options learn_opt = f4opt;
    // The reducers of each matrix on every thread but the one of the early check.
    learn_opt.threads = early_check.valid() ? std::max(1u, threads - 1) : threads;
    learn_opt.progress = [&](const F4StepInfo &s) {
      report_progress({"learn", s.degree, s.pairs, s.rows, s.cols, 0, 0, 0});
    };
    F4LearnResult learned = budget.run([&] { return f4_learn(sys0, learn_opt); });
    report.learn_seconds += since(t0);
    budget.check();
    bool auto_uses_device = false;
    if (auto_device && attempt == 0) {
      auto_uses_device = report.learn_seconds >= options.auto_device_min_learn_seconds;
      if (auto_uses_device)
        start_devices();
      else
        report.gpu.auto_choice =
            fmt::format("auto: replays on the CPU (the learning run took {:.2f} s, below {:.2f} s)",
                        report.learn_seconds, options.auto_device_min_learn_seconds);
    }
    double cpu_per_prime = -1, gpu_per_prime = -1; // measured, for Auto

    BasisLift lift(learned.trace);
    lift.add(learned.modular, threads);
    std::vector<F4Replayer> replayers;
    for (unsigned t = 0; t < threads; ++t) {
      replayers.emplace_back(learned.trace);
      replayers.back().set_cancel(budget.flag());
    }

    std::size_t ok = 1, unlucky = 0;
    bool relearn = false;
    while (!relearn) {
      budget.check();
      // ---- replay a batch of primes, one per thread ----
      auto tr = Clock::now();
      bool via_batch = gpu_requested;
      // A CPU batch that runs while the device is still starting (its
      // kernels compile on a CPU thread) is not a fair measure of the CPU.
      const bool cpu_measure_fair =
          !devices_ready.valid() ||
          devices_ready.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
      if (auto_uses_device) {
        const bool warm =
            !devices_ready.valid() ||
            devices_ready.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
        via_batch = cpu_per_prime >= 0 && warm &&
                    (gpu_per_prime < 0 || gpu_per_prime < kAutoDeviceMargin * cpu_per_prime);
      }
      if (via_batch && devices_ready.valid()) devices_ready.get();
      // The device's own batch size, except for Auto's timed trial batch,
      // which costs no more than a CPU batch if the device turns out slower.
      const unsigned batch =
          via_batch && groebner_gpu_device_count() > 0 && !(auto_uses_device && gpu_per_prime < 0)
              ? std::max(threads, kGpuReplayBatch)
              : threads;
      std::vector<std::uint32_t> ps(batch);
      std::vector<std::vector<PolyZp>> systems(batch);
      for (unsigned t = 0; t < batch; ++t)
        systems[t] = next_system(ps[t]);
      std::vector<ReplayResult> results(batch);
      if (!via_batch) {
        budget.run([&] {
          parallel_for(threads, threads,
                       [&](std::size_t t) { results[t] = replayers[t].replay(systems[t]); });
          return 0;
        });
        report.gpu.backend = options.backend;
        report.gpu.reductions_on_cpu += batch;
      } else {
        // Auto's batches on the device are its measured choice: the
        // crossover table would send small traces back to the CPU.
        const GroebnerBackend on = auto_uses_device ? GroebnerBackend::Gpu : options.backend;
        results =
            replay_batch(learned.trace, systems,
                         {on, options.device, ModularReduction::Default, threads}, report.gpu);
        report.gpu.backend = options.backend;
        // Auto's CPU batches are its choice, not a fallback from a device
        // request: auto_choice says what ran where.
        if (auto_uses_device) report.gpu.gpu_requested = false;
      }
      const double replay_s = since(tr);
      report.replay_seconds += replay_s;
      if (auto_uses_device && (via_batch || cpu_measure_fair)) {
        double &rate = via_batch ? gpu_per_prime : cpu_per_prime;
        const bool first_gpu = via_batch && rate < 0;
        rate = replay_s / batch;
        if (first_gpu)
          report.gpu.auto_choice =
              fmt::format("auto: replays on the {} (measured {:.3g} s per "
                          "prime on the CPU, {:.3g} s on the GPU)",
                          gpu_per_prime < kAutoDeviceMargin * cpu_per_prime ? "GPU" : "CPU",
                          cpu_per_prime, gpu_per_prime);
      }

      auto tl = Clock::now();
      // Prime by prime, reconstructing after each: a large (GPU) batch then
      // stops being consumed as soon as the lift is stable, and its later
      // primes serve as the stability checks of the same batch.
      bool ready = false;
      for (auto &r : results) {
        budget.check(); // a lift step on a large basis takes a while
        if (r.status != ReplayStatus::Ok) {
          ++unlucky;
          ++report.primes_unlucky;
          continue;
        }
        ++ok;
        lift.add(r.basis, threads);
        if ((ready = lift.reconstruct(options.stability_primes, threads))) break;
      }
      // Most replays failing means the learning prime itself was unlucky.
      if (!ready && unlucky > 2 * ok + 4) {
        relearn = true;
        break;
      }
      if (lift.primes() > kMaxPrimes)
        raise(ErrorId::GbNoLuckyPrime,
              fmt::format("no stable lift after {} primes ({} bits)", lift.primes(), lift.bits()));
      report.lift_seconds += since(tl);
      report_progress({"lift", 0, 0, 0, 0, lift.primes(), lift.bits(), 0});
      if (!ready) continue;

      // ---- verify modulo fresh primes ----
      auto tv = Clock::now();
      report_progress({"verify", 0, 0, 0, 0, lift.primes(), lift.bits(), 0});
      std::vector<PolyQ> candidate = lift.candidate(ring);
      int passed = 0, full_checks = 0, lm_mismatch = 0;
      bool failed = false;
      while (passed < 2 && !failed) {
        budget.check();
        std::uint32_t q = 0;
        std::vector<PolyZp> fresh;
        bool with_full = full_checks == 0;
        if (with_full && early_check.valid()) {
          std::tie(q, fresh) = early_check.get();
        } else {
          std::vector<PolyZp> sysq = next_system_from(verification_primes, q);
          // An independent F4 run (no trace): catches an unlucky learning prime.
          if (with_full) fresh = budget.run([&] { return f4(sysq, f4opt); });
        }
        ++report.primes_verification;
        if (with_full) {
          if (!same_leading_monomials(fresh, candidate)) {
            if (++lm_mismatch >= 2) {
              relearn = true;
              failed = true;
            }
            continue; // this prime or the learning prime is unlucky: try another
          }
          ++full_checks;
        }
        VerifyOutcome v = verify_modulo(system, candidate, q, with_full ? &fresh : nullptr);
        if (v == VerifyOutcome::Fail) failed = true;
        if (v == VerifyOutcome::Pass) ++passed;
      }
      report.verify_seconds += since(tv);
      if (!failed) {
        report.primes_used = lift.primes();
        report.coefficient_bits = max_coefficient_bits(candidate);
        return candidate;
      }
      lift.invalidate(); // never return a lift that failed: lift further
    }
  }
  raise(ErrorId::GbNoLuckyPrime, "the learning prime was unlucky four times in a row");
}

} // namespace alkahest::gb
