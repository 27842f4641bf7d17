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
#include "device_replay_pipeline.hpp"
#include "device_replay_policy.hpp"
#include "gpu_hooks.hpp"
#include "support/knobs.hpp"
#include "support/parallel_for.hpp"

#include <alkahest/groebner/engine.hpp>
#include <alkahest/groebner/gpu_replay.hpp>
#include <alkahest/groebner/prime_sequence.hpp>
#include <alkahest/groebner/prime_source.hpp>
#include <alkahest/groebner/remote_replay.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <future>
#include <memory>
#include <mutex>

namespace alkahest::gb {
namespace {

// The GPU backend's device batches hold kGpuReplayBatch primes (or one per
// CPU thread); Auto's beside the CPU hold one per CPU thread, so that one
// batch's latency stays near the CPU's replays of the same primes.

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

// The lift overlaps the replays only for traces of at least this many
// matrix entries: below, a prime replays in well under a millisecond (the
// big-coefficient family: 7 000 to 30 000 entries, 0.3 ms a prime), less
// than handing a batch to the lift's thread and back costs, and the lift is
// most of the run whatever overlaps it (katsura7 has 115 000, katsura9 two
// million). A count, not a measured time, so that the primes a seed draws
// stay the same.
constexpr std::size_t kMinOverlapTraceEntries = std::size_t{1} << 16;

// Early reconstruction beside the replays, unless the knob turns it off
// (for measuring the two side by side on one binary).
bool early_reconstruction() {
  const auto v = support::knob_text(support::Knob::GbEarlyReconstruction);
  return !v || (*v != "off" && *v != "0");
}

std::size_t trace_entries(const F4Trace &trace) {
  std::size_t entries = 0;
  for (const auto &step : trace.steps)
    entries += step.cols.size();
  return entries;
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
  std::vector<PolyQ> run_attempts();

  enum class LiftOutcome { Ready, NeedMore, Relearn };
  enum class Verdict { Pass, Fail, Relearn };
  // Primes lifted and primes rejected since the last learning run.
  struct LiftCounts {
    std::size_t ok = 1, unlucky = 0;
  };

  // The lift of one batch on its own thread, while the driver replays the
  // next. Declared after what the lift reads (the trace, the lift, the
  // replayers), so that unwinding ends it first: its stop flag makes it
  // return at its next prime.
  class InFlightLift {
  public:
    explicit InFlightLift(std::atomic<bool> &stop) : stop_(stop) {}
    ~InFlightLift() {
      if (!task_.valid()) return;
      stop_.store(true);
      task_.wait();
      stop_.store(false);
    }
    InFlightLift(const InFlightLift &) = delete;
    InFlightLift &operator=(const InFlightLift &) = delete;
    bool running() const { return task_.valid(); }
    template <class F> void start(F &&lift) {
      task_ = std::async(std::launch::async, std::forward<F>(lift));
    }
    LiftOutcome get() { return task_.get(); }

  private:
    std::atomic<bool> &stop_;
    std::future<LiftOutcome> task_;
  };

  // Drawn by the device pipeline's thread too.
  std::vector<PolyZp> next_system(std::uint32_t &p) {
    std::lock_guard lock(source_mutex_);
    return source_.next(primes_, p);
  }
  // The systems modulo the next n primes (each system knows its prime).
  std::vector<std::vector<PolyZp>> next_systems(unsigned n) {
    std::vector<std::vector<PolyZp>> systems(n);
    for (auto &sys : systems) {
      std::uint32_t p = 0;
      sys = next_system(p);
    }
    return systems;
  }
  std::vector<PolyZp> next_verification_system(std::uint32_t &q) {
    std::lock_guard lock(source_mutex_);
    return source_.next(*verification_primes_, q);
  }
  void report_progress(GroebnerProgress g) const;
  void start_devices();
  void start_beside_learning();
  F4LearnResult learn(int attempt);
  bool auto_may_use_device() const;
  bool auto_chooses_device(int attempt);
  void start_pipeline(const F4Trace &trace, bool auto_uses_device);
  void end_pipeline(std::vector<ReplayResult> *keep);
  void join_ended_pipelines();
  // Stops every pipeline of an attempt before its trace goes, however the
  // attempt ends (an exception unwinds the trace before run() sees it).
  struct PipelinesStop {
    MultimodularRun &run;
    ~PipelinesStop() {
      if (run.pipeline_) run.pipeline_->stop();
      for (auto &p : run.ended_pipelines_)
        p->stop();
    }
  };
  void start_remote(const F4Trace &trace, int attempt) {
    if (options_.remote_replays)
      options_.remote_replays->start(trace, static_cast<unsigned>(attempt),
                                     [this](std::uint32_t &p) { return next_system(p); });
  }
  void pause_remote() {
    if (options_.remote_replays) options_.remote_replays->pause();
  }
  // The lift runs beside the next batch's replays when there is more than
  // one thread, the replays are long enough (overlap_), and they can be
  // stopped (the GPU backend without a device replays through replay_batch,
  // which cannot).
  bool overlap_lift() const { return overlap_ && !(gpu_requested_ && !pipeline_); }
  // Other processes' results waiting here are lifted before this one
  // replays more: they keep replaying meanwhile, while the lift runs only
  // here, so this process replays only when it has nothing to lift (with
  // the devices' pipeline, which has its own pace, it replays as usual).
  bool defer_to_remote(const std::vector<ReplayResult> &remote) const {
    return !remote.empty() && !pipeline_ && !gpu_requested_;
  }
  std::vector<ReplayResult> replay(const F4Trace &trace, std::vector<F4Replayer> &replayers,
                                   bool auto_uses_device);
  LiftOutcome lift(const std::vector<ReplayResult> &results, BasisLift &lift, LiftCounts &counts,
                   bool beside_replays);
  Verdict verify(BasisLift &lift, std::vector<PolyQ> &candidate);

  const std::vector<PolyQ> &system_;
  const GroebnerOptions &options_;
  ComputeBudget &budget_;
  GroebnerReport &report_;
  const unsigned threads_;
  PrimeSequence primes_, verification_sequence_;
  PrimeSequence *verification_primes_ = nullptr;
  bool early_verification_ = false;
  PrimeSource source_;
  std::mutex source_mutex_;
  F4Options f4opt_;
  // The devices replay batches of primes in one pass each (lib/groebner_gpu;
  // docs/gpu.md), fed by a pipeline thread so that they overlap the lift
  // and, with Auto, the CPU's own replays. Auto with a device can only
  // gain: the CPU replays exactly as without it (one prime per thread, the
  // feeding thread asleep while the device works), the lift takes whatever
  // device batches are done and never waits for one, the devices start
  // beside the learning run, and a batch the lift no longer needs is
  // dropped without waiting for it. Auto uses a device only where the
  // measured crossover table says it wins and the learning run was long
  // enough to pay for its start-up, and stops it for good once a device
  // prime costs more than kAutoDeviceMargin of a prime on one CPU thread.
  const bool gpu_requested_;
  const bool auto_;
  bool auto_device_stopped_ = false;      // Auto measured the device too slow, or it failed
  std::size_t learned_entries_ = 0;       // matrix entries of the last learning run
  std::shared_future<int> devices_ready_; // the device count, once started
  std::unique_ptr<DeviceReplayPipeline> pipeline_;
  // Pipelines asked to stop whose thread may still finish a device step:
  // joined once the run has other work behind it (after the verification).
  std::vector<std::unique_ptr<DeviceReplayPipeline>> ended_pipelines_;
  std::future<std::pair<std::uint32_t, std::vector<PolyZp>>> early_check_;
  // The replays of a batch started beside a lift stop once that lift knows
  // it ends the batch (a candidate is stable, or a full reconstruction with
  // its stability primes in hand follows): the batch is then dropped, so
  // that the expensive part of the lift has every core. Raised only by the
  // lift thread, lowered by the driver once it joined that thread.
  std::atomic<bool> replays_stop_{false};
  // Raised while unwinding: the lift in flight returns at its next prime.
  std::atomic<bool> lift_stop_{false};
  bool overlap_ = false; // for this learned trace (kMinOverlapTraceEntries)
  const bool early_reconstruction_ = early_reconstruction();
};

MultimodularRun::MultimodularRun(const std::vector<PolyQ> &system, const GroebnerOptions &options,
                                 ComputeBudget &budget, GroebnerReport &report)
    : system_(system), options_(options), budget_(budget), report_(report),
      threads_(worker_threads(options.threads)), source_(system, kRejectedPerPrime * kMaxPrimes),
      gpu_requested_(options.backend == GroebnerBackend::Gpu),
      auto_(options.backend == GroebnerBackend::Auto) {
  report_.threads = threads_;
  report_.gpu.backend = options.backend;
  report_.gpu.requested_device = options.device;
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

// The devices' contexts and kernels on a thread of their own; the device
// count comes with them, so that no caller waits for the driver's start.
void MultimodularRun::start_devices() {
  if (threads_ > 1 && !devices_ready_.valid())
    devices_ready_ = std::async(std::launch::async, [device = options_.device] {
                       prepare_gpu_replay(device);
                       return groebner_gpu_device_count();
                     }).share();
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

F4LearnResult MultimodularRun::learn(int attempt) {
  auto t0 = Clock::now();
  learned_entries_ = 0;
  std::uint32_t p0 = 0;
  std::vector<PolyZp> sys0 = next_system(p0);
  F4Options learn_opt = f4opt_;
  // The reducers of each matrix on every thread but the one of the early check.
  const unsigned learners =
      options_.learn_threads ? worker_threads(options_.learn_threads) : threads_;
  learn_opt.threads = early_check_.valid() ? std::max(1u, learners - 1) : learners;
  // Auto starts the devices as soon as the learning run has taken long
  // enough and its matrices are large enough for the crossover (both only
  // grow), so that their start-up overlaps the rest of the learning.
  learn_opt.progress = [this, attempt, t0](const F4StepInfo &s) {
    learned_entries_ += s.nnz;
    if (auto_ && attempt == 0 && !devices_ready_.valid() &&
        since(t0) >= options_.auto_device_min_learn_seconds && auto_may_use_device())
      start_devices();
    report_progress({"learn", s.degree, s.pairs, s.rows, s.cols, 0, 0, 0});
  };
  F4LearnResult learned = budget_.run([&] { return f4_learn(sys0, learn_opt); });
  report_.learn_seconds += since(t0);
  budget_.check();
  return learned;
}

// A device path is built in and the crossover table says a device replays
// a batch of this trace's primes faster than the CPU.
bool MultimodularRun::auto_may_use_device() const {
  return gpu_hooks_registered() &&
         replay_device_wins(static_cast<double>(learned_entries_), threads_);
}

// Auto, after the first learning run: a long one whose matrices are past
// the crossover replays on the devices beside the CPU; otherwise every
// replay stays on the CPU and the report says why. The device count is not
// asked here (the driver's start-up alone would cost a short computation
// more than 5 %): the devices' own thread asks, and a pipeline that finds
// none ends before its first batch.
bool MultimodularRun::auto_chooses_device(int attempt) {
  if (!auto_ || attempt != 0) return false;
  if (report_.learn_seconds < options_.auto_device_min_learn_seconds) {
    report_.gpu.auto_choice =
        fmt::format("auto: replays on the CPU (the learning run took {:.2f} s, below {:.2f} s)",
                    report_.learn_seconds, options_.auto_device_min_learn_seconds);
    return false;
  }
  if (!gpu_hooks_registered()) return false;
  if (!auto_may_use_device()) {
    report_.gpu.auto_choice = fmt::format(
        "auto: replays on the CPU (the measured crossover: the CPU wins for {} primes of {} "
        "matrix entries)",
        threads_, learned_entries_);
    return false;
  }
  start_devices();
  return true;
}

// The devices' pipeline for this trace: Auto's beside the CPU, the GPU
// backend's alone (without a device it replays through replay_batch, which
// records the fallback).
void MultimodularRun::start_pipeline(const F4Trace &trace, bool auto_uses_device) {
  if (pipeline_ || (auto_uses_device && auto_device_stopped_)) return;
  if (!auto_uses_device && !(gpu_requested_ && groebner_gpu_device_count() > 0)) return;
  join_ended_pipelines(); // one pipeline on the devices at a time
  start_devices();
  std::shared_future<int> ready = devices_ready_;
  const GpuReduceOptions opt{GroebnerBackend::Gpu, options_.device, ModularReduction::Default,
                             threads_};
  pipeline_ = std::make_unique<DeviceReplayPipeline>(
      trace, opt, auto_uses_device ? threads_ : std::max(threads_, kGpuReplayBatch),
      [this](std::uint32_t &p) { return next_system(p); },
      [ready] { return (ready.valid() ? ready.get() : groebner_gpu_device_count()) > 0; },
      budget_.flag());
}

// Asks the pipeline to stop (its batch in flight is dropped) without waiting
// for its device step, and keeps the batches it finished when `keep` is
// given; join_ended_pipelines() joins it and adds its report to the run's.
void MultimodularRun::end_pipeline(std::vector<ReplayResult> *keep) {
  if (!pipeline_) return;
  pipeline_->request_stop();
  if (keep)
    for (auto &r : pipeline_->take(false))
      keep->push_back(std::move(r));
  const bool finished = pipeline_->ended(); // by itself: nothing to wait for
  ended_pipelines_.push_back(std::move(pipeline_));
  if (finished) join_ended_pipelines();
}

void MultimodularRun::join_ended_pipelines() {
  for (auto &p : ended_pipelines_) {
    p->stop();
    merge_device_report(report_.gpu, p->report(), auto_);
  }
  ended_pipelines_.clear();
}

// The results of the next primes: what the devices finished since the last
// call and, unless the GPU backend's devices replay alone, one batch on the
// CPU (one prime per thread).
std::vector<ReplayResult> MultimodularRun::replay(const F4Trace &trace,
                                                  std::vector<F4Replayer> &replayers,
                                                  bool auto_uses_device) {
  auto tr = Clock::now();
  // Other processes' results first: they replayed while this one did.
  std::vector<ReplayResult> results;
  if (options_.remote_replays) results = options_.remote_replays->take();
  if (defer_to_remote(results)) {
    report_.replay_seconds += since(tr);
    return results;
  }
  if (pipeline_) {
    if (gpu_requested_) {
      for (auto &r : pipeline_->take(true, &replays_stop_))
        results.push_back(std::move(r));
      if (pipeline_->ended()) end_pipeline(&results);
      // Empty with the pipeline running: the budget was raised, which the
      // caller's next check reports.
      if (!results.empty() || pipeline_) {
        report_.replay_seconds += since(tr);
        return results;
      }
    } else {
      for (auto &r : pipeline_->take(false))
        results.push_back(std::move(r));
    }
  }
  if (gpu_requested_ && !pipeline_) {
    // No device to feed: replay_batch replays on the CPU and says why.
    std::vector<std::vector<PolyZp>> systems = next_systems(threads_);
    auto r = replay_batch(trace, systems,
                          {options_.backend, options_.device, ModularReduction::Default, threads_},
                          report_.gpu);
    std::move(r.begin(), r.end(), std::back_inserter(results));
    report_.replay_seconds += since(tr);
    return results;
  }
  // As many as without the devices: their feeding thread sleeps while they
  // work, so Auto's CPU batches are the CPU backend's.
  const unsigned cpu = threads_;
  std::vector<std::vector<PolyZp>> systems = next_systems(cpu);
  std::vector<ReplayResult> cpu_results(cpu);
  const auto tc = Clock::now();
  std::atomic<unsigned> stopped{0};
  budget_.run([&] {
    parallel_for(cpu, cpu, [&](std::size_t t) {
      try {
        cpu_results[t] = replayers[t].replay(systems[t]);
      } catch (const GroebnerError &e) {
        // Stopped because the lift beside it ends without this batch (the
        // driver drops it); the computation's own cancel goes on up.
        if (e.id() != ErrorId::GbCancelled || !replays_stop_.load() || budget_.flag()->load())
          throw;
        cpu_results[t].status = ReplayStatus::Unlucky;
        cpu_results[t].reason = "stopped: the lift beside it needed no more primes";
        ++stopped;
      }
    });
    return 0;
  });
  const double cpu_prime_seconds = since(tc); // one prime per thread
  report_.gpu.reductions_on_cpu += cpu - stopped.load();
  std::move(cpu_results.begin(), cpu_results.end(), std::back_inserter(results));
  if (auto_uses_device && pipeline_ && pipeline_->found_no_device()) {
    report_.gpu.auto_choice = "auto: replays on the CPU (no usable device)";
    auto_device_stopped_ = true;
    end_pipeline(nullptr);
  }
  // A stopped batch says nothing about the time a prime takes.
  if (auto_uses_device && pipeline_ && stopped.load() == 0) {
    if (!auto_keeps_device(cpu_prime_seconds, pipeline_->seconds_per_prime(), pipeline_->ended(),
                           report_.gpu)) {
      auto_device_stopped_ = true;
      end_pipeline(&results);
    }
  }
  report_.replay_seconds += since(tr);
  return results;
}

// Prime by prime, reconstructing after each: a large (GPU) batch then stops
// being consumed as soon as the lift is stable, and its later primes serve
// as the stability checks of the same batch. Beside the next batch's
// replays, it stops them once it knows it ends without them: when the
// candidate is stable, or when a full reconstruction follows and this batch
// still holds its stability primes (the reconstruction then has every core;
// when it fails, the dropped batch is replayed again).
MultimodularRun::LiftOutcome MultimodularRun::lift(const std::vector<ReplayResult> &results,
                                                   BasisLift &lift, LiftCounts &counts,
                                                   bool beside_replays) {
  auto tl = Clock::now();
  bool ready = false;
  const unsigned stability = options_.stability_primes;
  for (std::size_t k = 0; k < results.size() && !lift_stop_.load(); ++k) {
    const ReplayResult &r = results[k];
    budget_.check(); // a lift step on a large basis takes a while
    if (r.status != ReplayStatus::Ok) {
      ++counts.unlucky;
      ++report_.primes_unlucky;
      continue;
    }
    ++counts.ok;
    lift.add(r.basis, threads_);
    if (beside_replays && !replays_stop_.load() &&
        (lift.stable(stability) || (lift.probe(threads_) && results.size() - 1 - k >= stability)))
      replays_stop_.store(true);
    if ((ready = lift.reconstruct(stability, threads_))) break;
  }
  // The groups the primes so far already determine (beside the next batch's
  // replays when the lift overlaps them): the last batch's lift, which
  // nothing overlaps, then reconstructs only the rest. Without overlap it
  // pays too: a group reconstructed early is frozen once trusted, so every
  // later fold, reconstruction and gcd skips it, and the coefficient sizes of
  // a reduced basis spread widely (dense-n6-d2-b40-s1: from 240 to 27 000
  // bits, most elements ready with a third of the primes).
  if (early_reconstruction_ && !ready && !replays_stop_.load() && !lift_stop_.load())
    lift.reconstruct_ready_groups(stability, threads_);
  report_.lift_seconds += since(tl);
  // Most replays failing means the learning prime itself was unlucky.
  if (!ready && counts.unlucky > kUnluckyPerLucky * counts.ok + kUnluckyAllowance)
    return LiftOutcome::Relearn;
  if (lift.primes() > kMaxPrimes)
    raise(ErrorId::GbNoLuckyPrime,
          fmt::format("no stable lift after {} primes ({} bits)", lift.primes(), lift.bits()));
  return ready ? LiftOutcome::Ready : LiftOutcome::NeedMore;
}

// Modulo fresh primes: the first check of a candidate against an
// independent F4 run (which catches an unlucky learning prime), then until
// kVerificationPasses primes pass.
MultimodularRun::Verdict MultimodularRun::verify(BasisLift &lift, std::vector<PolyQ> &candidate) {
  auto tv = Clock::now();
  report_progress({"verify", 0, 0, 0, 0, lift.primes(), lift.bits(), 0});
  candidate = lift.take_candidate(system_.front().ring_ptr());
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
    VerifyOutcome v = verify_modulo(system_, candidate, q, with_full ? &fresh : nullptr, threads_);
    if (v == VerifyOutcome::Fail) verdict = Verdict::Fail;
    if (v == VerifyOutcome::Pass) ++passed;
  }
  report_.verify_seconds += since(tv);
  return verdict;
}

std::vector<PolyQ> MultimodularRun::run() {
  start_beside_learning();
  try {
    return run_attempts();
  } catch (...) {
    pause_remote();
    throw;
  }
}

std::vector<PolyQ> MultimodularRun::run_attempts() {
  for (int attempt = 0; attempt < kLearnAttempts; ++attempt) {
    F4LearnResult learned = learn(attempt);
    const PipelinesStop stop_pipelines{*this};
    const bool auto_uses_device = auto_chooses_device(attempt);
    BasisLift basis_lift(learned.trace);
    basis_lift.add(learned.modular, threads_);
    std::vector<F4Replayer> replayers;
    for (unsigned t = 0; t < threads_; ++t) {
      replayers.emplace_back(learned.trace);
      replayers.back().set_cancel(budget_.flag());
      replayers.back().set_stop(&replays_stop_);
    }
    overlap_ = threads_ > 1 && trace_entries(learned.trace) >= kMinOverlapTraceEntries;
    LiftCounts counts;
    start_pipeline(learned.trace, auto_uses_device);
    start_remote(learned.trace, attempt);
    InFlightLift in_flight(lift_stop_);
    for (;;) {
      budget_.check();
      const auto t_batch = Clock::now();
      const double replayed_before = report_.replay_seconds;
      std::vector<ReplayResult> results = replay(learned.trace, replayers, auto_uses_device);
      LiftOutcome lifted = LiftOutcome::NeedMore;
      if (in_flight.running()) {
        const auto t_wait = Clock::now();
        lifted = in_flight.get();
        // The lift delayed the run by the wait for it or, when it stopped
        // this batch (which is dropped), by the whole batch: that batch's
        // time counts as the lift's, not as replays.
        const bool dropped = replays_stop_.exchange(false);
        report_.lift_critical_seconds += since(dropped ? t_batch : t_wait);
        report_progress({"lift", 0, 0, 0, 0, basis_lift.primes(), basis_lift.bits(), 0});
        if (dropped) {
          results.clear();
          report_.replay_seconds = replayed_before;
        }
      }
      if (lifted == LiftOutcome::NeedMore && !results.empty()) {
        if (overlap_lift()) {
          ++report_.lift_batches_overlapped;
          in_flight.start([this, batch = std::move(results), &basis_lift, &counts] {
            try {
              const LiftOutcome outcome = lift(batch, basis_lift, counts, true);
              if (outcome != LiftOutcome::NeedMore) replays_stop_.store(true);
              return outcome;
            } catch (...) {
              replays_stop_.store(true); // the driver rethrows at its join
              throw;
            }
          });
          continue;
        }
        const double lifted_before = report_.lift_seconds;
        lifted = lift(results, basis_lift, counts, false);
        report_.lift_critical_seconds += report_.lift_seconds - lifted_before;
        report_progress({"lift", 0, 0, 0, 0, basis_lift.primes(), basis_lift.bits(), 0});
      }
      if (lifted == LiftOutcome::NeedMore) continue;
      if (lifted == LiftOutcome::Relearn) {
        end_pipeline(nullptr);
        join_ended_pipelines(); // their trace is about to go
        pause_remote();
        break;
      }
      // The devices and other processes rest while the candidate is
      // checked: most candidates pass.
      end_pipeline(nullptr);
      pause_remote();
      std::vector<PolyQ> candidate;
      const Verdict verdict = verify(basis_lift, candidate);
      // The devices' last step ended beside the verification.
      join_ended_pipelines();
      if (verdict == Verdict::Pass) {
        report_.primes_used = basis_lift.primes();
        report_.coefficient_bits = max_coefficient_bits(candidate);
        return candidate;
      }
      basis_lift.invalidate(); // never return a lift that failed: lift further
      if (verdict == Verdict::Relearn) break;
      start_pipeline(learned.trace, auto_uses_device);
      start_remote(learned.trace, attempt);
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
