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
#include <alkahest/groebner/prime_source.hpp>

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
// Learning primes tried before E-GB-005: each relearn follows evidence that
// the last learning prime was unlucky, and four in a row are no accident.
constexpr int kLearnAttempts = 4;
// The learning prime is taken to be unlucky when the replays that failed
// outnumber kUnluckyPerLucky per successful one plus kUnluckyAllowance.
constexpr std::size_t kUnluckyPerLucky = 2, kUnluckyAllowance = 4;
// Fresh primes a candidate must pass, and leading-monomial mismatches with
// an independent F4 run (no trace) that send the driver back to learning.
constexpr int kVerificationPasses = 2, kMismatchesToRelearn = 2;
// A failing input is discarded after this many rejected primes per lifted one.
constexpr std::size_t kRejectedPerPrime = 4;

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

// One multi-modular computation: its primes, the devices, the budget and
// the report, and the four phases multimodular_basis repeats (learn on a
// first prime, replay on batches of further primes, lift by CRT and rational
// reconstruction, verify the candidate modulo fresh primes).
class MultimodularRun {
public:
  MultimodularRun(const std::vector<PolyQ> &system, const GroebnerOptions &options,
                  ComputeBudget &budget, GroebnerReport &report);
  std::vector<PolyQ> run();

private:
  // Replay times per prime measured by Auto on each side (-1: not yet).
  struct ReplayRates {
    double cpu_per_prime = -1, gpu_per_prime = -1;
  };
  enum class LiftOutcome { Ready, NeedMore, Relearn };
  enum class Verdict { Pass, Fail, Relearn };

  std::vector<PolyZp> next_system(std::uint32_t &p) { return source_.next(primes_, p); }
  std::vector<PolyZp> next_verification_system(std::uint32_t &q) {
    return source_.next(*verification_primes_, q);
  }
  void report_progress(GroebnerProgress g) const;
  void start_devices();
  void start_beside_learning();
  F4LearnResult learn();
  bool auto_chooses_device(int attempt);
  std::vector<ReplayResult> replay(const F4Trace &trace, std::vector<F4Replayer> &replayers,
                                   bool auto_uses_device, ReplayRates &rates);
  LiftOutcome lift(const std::vector<ReplayResult> &results, BasisLift &lift, std::size_t &ok,
                   std::size_t &unlucky);
  Verdict verify(const BasisLift &lift, std::vector<PolyQ> &candidate);

  const std::vector<PolyQ> &system_;
  const GroebnerOptions &options_;
  ComputeBudget &budget_;
  GroebnerReport &report_;
  const unsigned threads_;
  PrimeSequence primes_, verification_sequence_;
  PrimeSequence *verification_primes_ = nullptr;
  bool early_verification_ = false;
  PrimeSource source_;
  F4Options f4opt_;
  // The GPU backend replays batches of primes in one device pass
  // (lib/groebner_gpu; docs/gpu.md). Auto with a device measures instead of
  // guessing: a short learning run means a short computation, which the
  // device's start-up cannot pay back, so it stays on the CPU; otherwise the
  // first batches run on the CPU while the device starts (the first one
  // measured after the start sets the CPU's rate), the next one on the
  // device, and the device replays the rest only while it stays clearly
  // faster per prime (kAutoDeviceMargin); every batch updates its side's rate.
  const bool gpu_requested_;
  const bool auto_device_;
  std::future<void> devices_ready_;
  std::future<std::pair<std::uint32_t, std::vector<PolyZp>>> early_check_;
};

MultimodularRun::MultimodularRun(const std::vector<PolyQ> &system, const GroebnerOptions &options,
                                 ComputeBudget &budget, GroebnerReport &report)
    : system_(system), options_(options), budget_(budget), report_(report),
      threads_(worker_threads(options.threads)), source_(system, kRejectedPerPrime * kMaxPrimes),
      gpu_requested_(options.backend == GroebnerBackend::Gpu),
      auto_device_(options.backend == GroebnerBackend::Auto && groebner_gpu_device_count() > 0) {
  report_.threads = threads_;
  // Random primes unless the caller asked for deterministic ones: with a
  // random draw no input can be built to make the primes unlucky.
  const bool random = options.first_prime == 0;
  if (random) report_.prime_seed = options.seed ? *options.seed : fresh_prime_seed();
  const std::uint32_t first = random ? 0x7fffffffu : options.first_prime;
  // Descending primes: the verification primes come from their own sequence
  // far below the lift's; random ones come from the same pool (distinct).
  const bool separate_verification = !random && first > 2 * kVerificationGap;
  primes_ = random ? PrimeSequence::random(*report_.prime_seed) : PrimeSequence(first);
  verification_sequence_ = PrimeSequence(
      separate_verification ? std::min(first - kVerificationGap, kFirstVerificationPrime) : 0);
  verification_primes_ = separate_verification ? &verification_sequence_ : &primes_;
  early_verification_ = random || separate_verification;
  f4opt_.cancel = budget.flag();
  f4opt_.max_matrix_bytes = budget.memory_budget() / 2;
}

void MultimodularRun::report_progress(GroebnerProgress g) const {
  if (!options_.progress) return;
  g.seconds = budget_.elapsed();
  options_.progress(g);
}

void MultimodularRun::start_devices() {
  if (threads_ > 1 && !devices_ready_.valid())
    devices_ready_ =
        std::async(std::launch::async, [this] { prepare_gpu_replay(options_.device); });
}

// Beside the learning run, when more than one thread is allowed: the
// devices' contexts and kernels, and the first verification prime's
// independent F4 run (it does not depend on the lift). Each costs about as
// much as the learning itself on katsura9.
void MultimodularRun::start_beside_learning() {
  if (gpu_requested_) start_devices();
  if (threads_ > 1 && early_verification_) {
    std::uint32_t q = 0;
    std::vector<PolyZp> sysq = next_verification_system(q);
    early_check_ = std::async(std::launch::async, [this, q, sysq = std::move(sysq)] {
      return std::pair(q, budget_.run([&] { return f4(sysq, f4opt_); }));
    });
  }
}

F4LearnResult MultimodularRun::learn() {
  auto t0 = Clock::now();
  std::uint32_t p0 = 0;
  std::vector<PolyZp> sys0 = next_system(p0);
  F4Options learn_opt = f4opt_;
  // The reducers of each matrix on every thread but the one of the early check.
  learn_opt.threads = early_check_.valid() ? std::max(1u, threads_ - 1) : threads_;
  learn_opt.progress = [this](const F4StepInfo &s) {
    report_progress({"learn", s.degree, s.pairs, s.rows, s.cols, 0, 0, 0});
  };
  F4LearnResult learned = budget_.run([&] { return f4_learn(sys0, learn_opt); });
  report_.learn_seconds += since(t0);
  budget_.check();
  return learned;
}

// Auto with a device, after the first learning run: a long one starts the
// devices; a short one keeps every replay on the CPU and says why.
bool MultimodularRun::auto_chooses_device(int attempt) {
  if (!auto_device_ || attempt != 0) return false;
  const bool uses_device = report_.learn_seconds >= options_.auto_device_min_learn_seconds;
  if (uses_device)
    start_devices();
  else
    report_.gpu.auto_choice =
        fmt::format("auto: replays on the CPU (the learning run took {:.2f} s, below {:.2f} s)",
                    report_.learn_seconds, options_.auto_device_min_learn_seconds);
  return uses_device;
}

// One batch of primes, one per thread on the CPU or a device batch.
std::vector<ReplayResult> MultimodularRun::replay(const F4Trace &trace,
                                                  std::vector<F4Replayer> &replayers,
                                                  bool auto_uses_device, ReplayRates &rates) {
  auto tr = Clock::now();
  bool via_batch = gpu_requested_;
  // A CPU batch that runs while the device is still starting (its kernels
  // compile on a CPU thread) is not a fair measure of the CPU.
  const bool warm = !devices_ready_.valid() ||
                    devices_ready_.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
  if (auto_uses_device)
    via_batch =
        rates.cpu_per_prime >= 0 && warm &&
        (rates.gpu_per_prime < 0 || rates.gpu_per_prime < kAutoDeviceMargin * rates.cpu_per_prime);
  if (via_batch && devices_ready_.valid()) devices_ready_.get();
  // The device's own batch size, except for Auto's timed trial batch,
  // which costs no more than a CPU batch if the device turns out slower.
  const unsigned batch =
      via_batch && groebner_gpu_device_count() > 0 && !(auto_uses_device && rates.gpu_per_prime < 0)
          ? std::max(threads_, kGpuReplayBatch)
          : threads_;
  std::vector<std::uint32_t> ps(batch);
  std::vector<std::vector<PolyZp>> systems(batch);
  for (unsigned t = 0; t < batch; ++t)
    systems[t] = next_system(ps[t]);
  std::vector<ReplayResult> results(batch);
  if (!via_batch) {
    budget_.run([&] {
      parallel_for(threads_, threads_,
                   [&](std::size_t t) { results[t] = replayers[t].replay(systems[t]); });
      return 0;
    });
    report_.gpu.backend = options_.backend;
    report_.gpu.reductions_on_cpu += batch;
  } else {
    // Auto's batches on the device are its measured choice: the
    // crossover table would send small traces back to the CPU.
    const GroebnerBackend on = auto_uses_device ? GroebnerBackend::Gpu : options_.backend;
    results = replay_batch(trace, systems,
                           {on, options_.device, ModularReduction::Default, threads_}, report_.gpu);
    report_.gpu.backend = options_.backend;
    // Auto's CPU batches are its choice, not a fallback from a device
    // request: auto_choice says what ran where.
    if (auto_uses_device) report_.gpu.gpu_requested = false;
  }
  const double replay_s = since(tr);
  report_.replay_seconds += replay_s;
  if (auto_uses_device && (via_batch || warm)) {
    double &rate = via_batch ? rates.gpu_per_prime : rates.cpu_per_prime;
    const bool first_gpu = via_batch && rate < 0;
    rate = replay_s / batch;
    if (first_gpu)
      report_.gpu.auto_choice =
          fmt::format("auto: replays on the {} (measured {:.3g} s per "
                      "prime on the CPU, {:.3g} s on the GPU)",
                      rates.gpu_per_prime < kAutoDeviceMargin * rates.cpu_per_prime ? "GPU" : "CPU",
                      rates.cpu_per_prime, rates.gpu_per_prime);
  }
  return results;
}

// Prime by prime, reconstructing after each: a large (GPU) batch then stops
// being consumed as soon as the lift is stable, and its later primes serve
// as the stability checks of the same batch.
MultimodularRun::LiftOutcome MultimodularRun::lift(const std::vector<ReplayResult> &results,
                                                   BasisLift &lift, std::size_t &ok,
                                                   std::size_t &unlucky) {
  auto tl = Clock::now();
  bool ready = false;
  for (const auto &r : results) {
    budget_.check(); // a lift step on a large basis takes a while
    if (r.status != ReplayStatus::Ok) {
      ++unlucky;
      ++report_.primes_unlucky;
      continue;
    }
    ++ok;
    lift.add(r.basis, threads_);
    if ((ready = lift.reconstruct(options_.stability_primes, threads_))) break;
  }
  // Most replays failing means the learning prime itself was unlucky.
  if (!ready && unlucky > kUnluckyPerLucky * ok + kUnluckyAllowance) return LiftOutcome::Relearn;
  if (lift.primes() > kMaxPrimes)
    raise(ErrorId::GbNoLuckyPrime,
          fmt::format("no stable lift after {} primes ({} bits)", lift.primes(), lift.bits()));
  report_.lift_seconds += since(tl);
  report_progress({"lift", 0, 0, 0, 0, lift.primes(), lift.bits(), 0});
  return ready ? LiftOutcome::Ready : LiftOutcome::NeedMore;
}

// Modulo fresh primes: the first check of a candidate against an
// independent F4 run (which catches an unlucky learning prime), then until
// kVerificationPasses primes pass.
MultimodularRun::Verdict MultimodularRun::verify(const BasisLift &lift,
                                                 std::vector<PolyQ> &candidate) {
  auto tv = Clock::now();
  report_progress({"verify", 0, 0, 0, 0, lift.primes(), lift.bits(), 0});
  candidate = lift.candidate(system_.front().ring_ptr());
  int passed = 0, full_checks = 0, lm_mismatch = 0;
  Verdict verdict = Verdict::Pass;
  while (passed < kVerificationPasses && verdict == Verdict::Pass) {
    budget_.check();
    std::uint32_t q = 0;
    std::vector<PolyZp> fresh;
    bool with_full = full_checks == 0;
    if (with_full && early_check_.valid()) {
      std::tie(q, fresh) = early_check_.get();
    } else {
      std::vector<PolyZp> sysq = next_verification_system(q);
      if (with_full) fresh = budget_.run([&] { return f4(sysq, f4opt_); });
    }
    ++report_.primes_verification;
    if (with_full) {
      if (!same_leading_monomials(fresh, candidate)) {
        if (++lm_mismatch >= kMismatchesToRelearn) verdict = Verdict::Relearn;
        continue; // this prime or the learning prime is unlucky: try another
      }
      ++full_checks;
    }
    VerifyOutcome v = verify_modulo(system_, candidate, q, with_full ? &fresh : nullptr);
    if (v == VerifyOutcome::Fail) verdict = Verdict::Fail;
    if (v == VerifyOutcome::Pass) ++passed;
  }
  report_.verify_seconds += since(tv);
  return verdict;
}

std::vector<PolyQ> MultimodularRun::run() {
  start_beside_learning();
  for (int attempt = 0; attempt < kLearnAttempts; ++attempt) {
    F4LearnResult learned = learn();
    const bool auto_uses_device = auto_chooses_device(attempt);
    ReplayRates rates;
    BasisLift basis_lift(learned.trace);
    basis_lift.add(learned.modular, threads_);
    std::vector<F4Replayer> replayers;
    for (unsigned t = 0; t < threads_; ++t) {
      replayers.emplace_back(learned.trace);
      replayers.back().set_cancel(budget_.flag());
    }
    std::size_t ok = 1, unlucky = 0;
    for (;;) {
      budget_.check();
      std::vector<ReplayResult> results = replay(learned.trace, replayers, auto_uses_device, rates);
      const LiftOutcome lifted = lift(results, basis_lift, ok, unlucky);
      if (lifted == LiftOutcome::Relearn) break;
      if (lifted == LiftOutcome::NeedMore) continue;
      std::vector<PolyQ> candidate;
      const Verdict verdict = verify(basis_lift, candidate);
      if (verdict == Verdict::Pass) {
        report_.primes_used = basis_lift.primes();
        report_.coefficient_bits = max_coefficient_bits(candidate);
        return candidate;
      }
      basis_lift.invalidate(); // never return a lift that failed: lift further
      if (verdict == Verdict::Relearn) break;
    }
  }
  raise(ErrorId::GbNoLuckyPrime, "the learning prime was unlucky four times in a row");
}

} // namespace

std::vector<PolyQ> multimodular_basis(const std::vector<PolyQ> &system,
                                      const GroebnerOptions &options, ComputeBudget &budget,
                                      GroebnerReport &report) {
  return MultimodularRun(system, options, budget, report).run();
}

} // namespace alkahest::gb
