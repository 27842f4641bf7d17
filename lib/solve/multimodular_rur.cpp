// lib/solve/multimodular_rur.cpp - learn the grevlex basis on one prime,
// replay it on others (on the CPU's threads, and on the devices beside them),
// take each prime's representation, lift by CRT and rational reconstruction.
//
// The lift of a representation rather than of the basis: the basis over Q is
// never formed (its coefficients are far larger than the representation's,
// whose heights are those of the eliminant: Dahan and Schost, "Sharp
// estimates for triangular sets", ISSAC 2004), so the primes needed are
// those of the answer.
#include "multimodular_rur.hpp"
#include "modular_rur.hpp"
#include "prime_schedule.hpp"
#include "rur_lift.hpp"
#include "support/parallel_for.hpp"

#include "../groebner/device_replay_pipeline.hpp"
#include "../groebner/device_replay_policy.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner/f4.hpp>
#include <alkahest/groebner/gpu_replay.hpp>
#include <alkahest/groebner/prime_sequence.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>
#include <mutex>
#include <thread>

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
// The devices' first batch holds gb::kGpuReplayBatch primes (or one per CPU
// thread), later ones up to twice the last (the GPU backend's always, Auto's
// as steer_devices() allows), up to this: a device replays a batch's primes
// together (one block per prime in its echelon kernel), so a batch must have
// about as many primes as the device has multiprocessors before it runs at
// its rate, while a first batch that small is measured early.
constexpr unsigned kMaxDeviceBatch = 256;
// Device results waiting for their representation, at most this many of
// the largest batches (and at most an eighth of the memory budget): each
// holds a reduced basis modulo its prime until a CPU round takes it.
constexpr unsigned kDeviceBacklogBatches = 2;
// The devices' batches start this much further past the CPU's rounds than
// the measured rates say the CPU gets in one device batch: a batch that
// comes early waits a little, one that comes late is replayed by the CPU too.
constexpr double kLookaheadMargin = 1.25;
// Before anything is measured a prime's representation is taken to cost as
// much as its replay.
constexpr double kUnmeasuredRepresentationCost = 0.5;
// With other processes holding primes, the CPU's rounds and the other
// processes' claims stop while more primes are done and wait for a lower one
// than this many times the CPU's threads and the primes out: past that they
// would mostly compute primes the lift never takes (one prime out is late,
// or its process died: a process that never answers is written off within
// its timeout, and its primes come back to the rounds).
constexpr std::size_t kRemoteLeadRounds = 4;
constexpr auto kRemoteWait = std::chrono::milliseconds(1);

// F4 replayers for the tasks of a round, one per task at a time: each keeps
// its buffers from one prime to the next.
class ReplayerPool {
public:
  ReplayerPool(const gb::F4Trace &trace, const std::atomic<bool> *cancel)
      : trace_(trace), cancel_(cancel) {}

  gb::ReplayResult replay(const std::vector<PolyZp> &system) {
    std::unique_ptr<gb::F4Replayer> r;
    {
      std::lock_guard lock(mutex_);
      if (!free_.empty()) {
        r = std::move(free_.back());
        free_.pop_back();
      }
    }
    if (!r) {
      r = std::make_unique<gb::F4Replayer>(trace_);
      r->set_cancel(cancel_);
    }
    gb::ReplayResult out = r->replay(system);
    std::lock_guard lock(mutex_);
    free_.push_back(std::move(r));
    return out;
  }

private:
  const gb::F4Trace &trace_;
  const std::atomic<bool> *cancel_;
  std::mutex mutex_;
  std::vector<std::unique_ptr<gb::F4Replayer>> free_;
};

// The primes' outcomes so far in the lift, in index order.
struct LiftCounts {
  std::size_t ok = 1, unlucky = 0, from_device = 0;
  bool learning_prime_unlucky() const { return unlucky > 2 * ok + 4; }
};

// One multi-modular representation: the learning runs, the rounds of the
// CPU's threads, the devices' pipeline beside them, and the lift.
class RurRun {
public:
  RurRun(const std::vector<PolyQ> &system, const std::vector<std::size_t> &outputs,
         std::size_t max_dimension, SolveBudget &budget, RemoteRepresentations *remote);
  RurAttempt run();

private:
  // Stops the devices when a learned trace's replays end, however they end
  // (the pipeline's thread reads that trace).
  struct DevicesGuard {
    RurRun &run;
    ~DevicesGuard() { run.end_devices(false); }
  };
  // Stops the other processes' claims when a learned trace's lift ends.
  struct RemoteGuard {
    RemoteRepresentations *remote;
    ~RemoteGuard() {
      if (remote) remote->pause();
    }
  };

  bool replay_and_lift(const gb::F4LearnResult &learned, const MultiplicationShape &shape,
                       RurLift &lift, LiftCounts &counts, double f4_seconds, bool first);
  void start_devices(const gb::F4LearnResult &learned, double f4_seconds, bool first);
  void end_devices(bool keep);
  void take_device_results(bool wait);
  void start_remote(const gb::F4Trace &trace, std::size_t dimension);
  void take_remote_results();
  void steer_devices();
  void run_round(std::vector<PrimeSchedule::Work> &work, ReplayerPool &replayers,
                 const gb::F4Trace &trace, const MultiplicationShape &shape);
  bool lift_ready(const MultiplicationShape &shape, RurLift &lift, LiftCounts &counts);

  // Every thread works in the rounds, the devices' pipeline or not: its
  // thread mostly waits for the device, and unlike the over-Q driver's (whose
  // lift takes the devices' primes whenever they come) the devices here add
  // only primes they finish before the CPU's rounds get there, which a short
  // run may never give, so that a thread taken from the rounds for them
  // could be a pure loss.
  unsigned workers() const { return threads_; }
  // With other processes: the primes done past the lift wait for a lower
  // one beyond what the CPU's rounds and the primes out would leave there.
  bool far_ahead() const {
    return schedule_.done_ahead() > kRemoteLeadRounds * (workers() + schedule_.remote_held());
  }
  double replay_seconds() const { return replays_timed_ ? replay_time_ / replays_timed_ : -1; }
  double representation_cost() const {
    if (!replays_timed_ || !representations_timed_) return kUnmeasuredRepresentationCost;
    const double u = representation_time_ / representations_timed_;
    return u / (u + replay_seconds());
  }

  const std::vector<std::size_t> &outputs_;
  const std::size_t max_dimension_;
  SolveBudget &budget_;
  RemoteRepresentations *const remote_;
  const GroebnerOptions &options_;
  const unsigned threads_;
  const bool gpu_requested_, auto_;
  PrimeSchedule schedule_;
  gb::F4Options f4opt_;
  RurOverQ result_;
  // The devices replay batches of primes in one pass each (lib/groebner_gpu),
  // fed by the pipeline's thread; the CPU's rounds take what they return.
  std::shared_future<void> devices_ready_;
  std::optional<gb::DeviceReplayPipeline> pipeline_;
  std::atomic<unsigned> next_batch_{0};
  std::size_t max_backlog_ = 0;
  bool auto_device_stopped_ = false;
  // The GPU backend without a device: every round's replays go through
  // gb::replay_batch, which replays them on the CPU and records why.
  bool replays_through_batch_ = false;
  // Thread seconds of the CPU's replays and representations, for Auto's
  // choice, the rounds' sizes and the devices' lookahead.
  double replay_time_ = 0, representation_time_ = 0;
  std::size_t replays_timed_ = 0, representations_timed_ = 0;
};

gb::PrimeSequence first_sequence(const GroebnerOptions &options) {
  if (options.first_prime != 0) return gb::PrimeSequence(options.first_prime);
  return gb::PrimeSequence::random(options.seed ? *options.seed : gb::fresh_prime_seed());
}

RurRun::RurRun(const std::vector<PolyQ> &system, const std::vector<std::size_t> &outputs,
               std::size_t max_dimension, SolveBudget &budget, RemoteRepresentations *remote)
    : outputs_(outputs), max_dimension_(max_dimension), budget_(budget), remote_(remote),
      options_(budget.options()), threads_(gb::worker_threads(budget.options().threads)),
      gpu_requested_(budget.options().backend == GroebnerBackend::Gpu),
      auto_(budget.options().backend == GroebnerBackend::Auto),
      schedule_(system, first_sequence(budget.options()), 4 * kMaxPrimes) {
  f4opt_.cancel = budget.flag();
  f4opt_.max_matrix_bytes = budget.memory_budget() / 2;
  f4opt_.threads = threads_;
  result_.gpu.backend = options_.backend;
  result_.gpu.requested_device = options_.device;
}

// The devices for this trace: the GPU backend's whenever there is one (its
// CPU threads then only take the representations), Auto's on the first
// learned trace when the learning run was long enough to pay for them.
void RurRun::start_devices(const gb::F4LearnResult &learned, double f4_seconds, bool first) {
  if (gpu_requested_) {
    if (groebner_gpu_device_count() == 0) {
      replays_through_batch_ = true;
      return;
    }
  } else if (!auto_ || !first || auto_device_stopped_ ||
             !gb::auto_wants_device(f4_seconds, options_, result_.gpu)) {
    return;
  }
  if (!devices_ready_.valid()) devices_ready_ = gb::prepare_gpu_replay_async(options_.device);
  std::size_t result_bytes = 64;
  for (const auto &g : learned.modular.coeffs)
    result_bytes += g.size() * sizeof(std::uint32_t) + 32;
  const unsigned first_batch = std::max(threads_, gb::kGpuReplayBatch);
  max_backlog_ = std::clamp<std::size_t>(budget_.memory_budget() / 8 / result_bytes, first_batch,
                                         std::size_t{kDeviceBacklogBatches} * kMaxDeviceBatch);
  next_batch_.store(first_batch);
  schedule_.set_lookahead(gpu_requested_ ? 0 : workers());
  std::shared_future<void> ready = devices_ready_;
  const GpuReduceOptions opt{GroebnerBackend::Gpu, options_.device, ModularReduction::Default,
                             threads_};
  pipeline_.emplace(
      learned.trace, opt,
      [this] {
        const unsigned n =
            static_cast<unsigned>(std::min<std::size_t>(next_batch_.load(), max_backlog_));
        if (schedule_.device_backlog() + n > max_backlog_) return 0u;
        // Auto's devices run at most two batches past where the CPU's rounds
        // will want their primes: further ahead, a fast device would replay
        // primes a short run never needs and hold their bases meanwhile.
        if (!gpu_requested_ && schedule_.device_lead() >= std::size_t{2} * n) return 0u;
        // The GPU backend's batches grow by themselves; Auto's as
        // steer_devices() allows.
        if (gpu_requested_) next_batch_.store(std::min(kMaxDeviceBatch, 2 * n));
        return n;
      },
      [this](std::uint32_t &p) { return schedule_.claim_for_device(p); },
      [ready] {
        if (ready.valid()) ready.wait();
        return true; // the solver chose the devices before it started them
      },
      budget_.flag());
}

// Stops the devices (their batch in flight is dropped), hands what they
// finished to the schedule with `keep`, and adds their report to the run's.
void RurRun::end_devices(bool keep) {
  if (!pipeline_) return;
  pipeline_->stop();
  if (keep) {
    std::vector<char> on_device;
    std::vector<gb::ReplayResult> results = pipeline_->take(false, nullptr, &on_device);
    schedule_.device_results(std::move(results), on_device);
  }
  gb::merge_device_report(result_.gpu, pipeline_->report(), auto_);
  pipeline_.reset();
  schedule_.devices_stopped();
}

// What the devices finished since the last call; with `wait`, first waits
// for one batch. A pipeline that ended by itself (a device failed: its batch
// was replayed on the CPU and is kept) leaves the rest to the CPU.
void RurRun::take_device_results(bool wait) {
  if (!pipeline_) return;
  std::vector<char> on_device;
  std::vector<gb::ReplayResult> results = pipeline_->take(wait, nullptr, &on_device);
  schedule_.device_results(std::move(results), on_device);
  if (!pipeline_->ended()) return;
  if (auto_) {
    gb::auto_keeps_device(replay_seconds(), pipeline_->seconds_per_prime(), true, result_.gpu);
    auto_device_stopped_ = true;
  }
  end_devices(true);
}

// Other processes claim primes from the schedule for as long as this
// trace's lift runs.
void RurRun::start_remote(const gb::F4Trace &trace, std::size_t dimension) {
  if (!remote_) return;
  remote_->start(trace, {outputs_, max_dimension_, dimension},
                 [this](std::uint64_t &index, std::uint32_t &p) {
                   if (far_ahead()) return std::vector<PolyZp>{};
                   std::size_t k = 0;
                   std::vector<PolyZp> system = schedule_.claim_for_remote(k, p);
                   index = k;
                   return system;
                 });
}

// What other processes sent back goes to the schedule as the CPU's own
// outcomes do; the primes of a process that failed go back to the rounds.
void RurRun::take_remote_results() {
  if (!remote_) return;
  std::vector<std::uint64_t> lost;
  for (RemoteRepresentations::Arrived &a : remote_->take(lost)) {
    PrimeOutcome o;
    o.status = from_representation(std::move(a.representation), o.rur);
    schedule_.finish(static_cast<std::size_t>(a.index), std::move(o));
  }
  for (std::uint64_t k : lost)
    schedule_.release_remote(static_cast<std::size_t>(k));
}

// Auto, once the CPU has timed a replay: the devices go on while a device
// prime costs less than kAutoDeviceMargin of a CPU thread's replay (the
// representation is the CPU's either way), and their batches start as far
// ahead as the CPU gets in one batch of theirs. A batch doubles only while
// that distance and the batch stay within the primes the lift has taken so
// far: the run is likely to last that long again, while a batch placed past
// its end would add nothing.
void RurRun::steer_devices() {
  if (!auto_ || !pipeline_ || replays_timed_ == 0) return;
  const double device = pipeline_->seconds_per_prime();
  if (!gb::auto_keeps_device(replay_seconds(), device, pipeline_->ended(), result_.gpu)) {
    auto_device_stopped_ = true;
    end_devices(true);
    return;
  }
  if (device < 0) return;
  const double prime_seconds =
      representation_time_ / std::max<std::size_t>(1, representations_timed_) + replay_seconds();
  const double primes_per_second = workers() / std::max(prime_seconds, 1e-9);
  auto ahead = [&](unsigned batch) {
    const double primes = kLookaheadMargin * primes_per_second * device * batch;
    return workers() + static_cast<std::size_t>(std::min(std::ceil(primes), double(kMaxPrimes)));
  };
  const unsigned batch = next_batch_.load();
  const unsigned doubled = std::min(kMaxDeviceBatch, 2 * batch);
  if (doubled > batch && ahead(doubled) + doubled <= schedule_.lift_position())
    next_batch_.store(doubled);
  schedule_.set_lookahead(ahead(next_batch_.load()));
}

// One round: the replays of the primes nobody replayed (the longest tasks,
// first) and the representation of every prime of the round, on the CPU's
// threads; the outcomes go to the schedule.
void RurRun::run_round(std::vector<PrimeSchedule::Work> &work, ReplayerPool &replayers,
                       const gb::F4Trace &trace, const MultiplicationShape &shape) {
  const unsigned n = workers();
  // Replayed before the round (by a device, or a failed device batch's
  // fallback): their representation only.
  std::vector<char> by_device(work.size());
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < work.size(); ++i) {
    by_device[i] = work[i].replayed.has_value();
    if (!by_device[i]) order.push_back(i);
  }
  if (replays_through_batch_ && !order.empty()) {
    std::vector<std::vector<PolyZp>> systems;
    for (std::size_t i : order)
      systems.push_back(std::move(work[i].system));
    std::vector<gb::ReplayResult> replayed = budget_.run([&] {
      return gb::replay_batch(trace, systems,
                              {GroebnerBackend::Gpu, options_.device, ModularReduction::Default, n},
                              result_.gpu);
    });
    for (std::size_t j = 0; j < order.size(); ++j)
      work[order[j]].replayed = std::move(replayed[j]);
  }
  for (std::size_t i = 0; i < work.size(); ++i)
    if (by_device[i]) order.push_back(i);

  std::vector<PrimeOutcome> outcomes(work.size());
  std::vector<double> replay_s(work.size(), -1), represent_s(work.size(), -1);
  budget_.run([&] {
    gb::parallel_for(order.size(), n, [&](std::size_t j) {
      const std::size_t i = order[j];
      PrimeSchedule::Work &w = work[i];
      PrimeOutcome &o = outcomes[i];
      o.from_device = w.on_device;
      if (!w.replayed) {
        const auto t0 = Clock::now();
        w.replayed = replayers.replay(w.system);
        replay_s[i] = since(t0);
      }
      if (w.replayed->status != gb::ReplayStatus::Ok) return;
      const auto t1 = Clock::now();
      o.status = modular_rur(shape, w.replayed->basis, outputs_, o.rur, budget_.flag());
      represent_s[i] = since(t1);
      w.replayed.reset(); // the basis modulo p is no longer needed
    });
    return 0;
  });
  for (std::size_t i = 0; i < work.size(); ++i) {
    if (outcomes[i].status == RurStatus::Cancelled) budget_.rethrow_stop();
    if (replay_s[i] >= 0) {
      replay_time_ += replay_s[i];
      ++replays_timed_;
      ++result_.gpu.reductions_on_cpu;
    }
    if (represent_s[i] >= 0) {
      representation_time_ += represent_s[i];
      ++representations_timed_;
    }
    schedule_.finish(work[i].index, std::move(outcomes[i]));
  }
}

// The primes done so far go into the lift one at a time, in index order,
// with an attempt after each: the primes used, and so the answer, are those
// of a one-thread CPU run whatever the threads and wherever they replayed
// (done primes past the one that completes the lift are dropped).
bool RurRun::lift_ready(const MultiplicationShape &shape, RurLift &lift, LiftCounts &counts) {
  const std::size_t D = shape.dimension();
  const unsigned stability = std::max(1u, options_.stability_primes);
  while (!counts.learning_prime_unlucky()) {
    std::optional<PrimeOutcome> o = schedule_.next_for_lift();
    if (!o) return false;
    if (lift.primes() + counts.unlucky > kMaxPrimes)
      raise(ErrorId::GbNoLuckyPrime,
            fmt::format("no stable representation after {} primes ({} bits)", lift.primes(),
                        lift.bits()));
    if (o->status != RurStatus::Ok || o->rur.eliminant.size() != D + 1 ||
        o->rur.numerators.size() != outputs_.size() ||
        std::any_of(o->rur.numerators.begin(), o->rur.numerators.end(),
                    [D](const zp::Poly &r) { return r.size() != D; }) ||
        !lift.add(o->rur, threads_)) {
      ++counts.unlucky;
      continue;
    }
    ++counts.ok;
    if (o->from_device) ++counts.from_device;
    if (lift.reconstruct(stability, threads_)) return true;
  }
  return false;
}

bool RurRun::replay_and_lift(const gb::F4LearnResult &learned, const MultiplicationShape &shape,
                             RurLift &lift, LiftCounts &counts, double f4_seconds, bool first) {
  ReplayerPool replayers(learned.trace, budget_.flag());
  DevicesGuard guard{*this};
  RemoteGuard remote_guard{remote_};
  start_devices(learned, f4_seconds, first);
  start_remote(learned.trace, shape.dimension());
  bool done = false;
  while (!done && !counts.learning_prime_unlucky()) {
    budget_.check();
    take_device_results(false);
    steer_devices();
    take_remote_results();
    // Far ahead of the lift, the rounds only fill the gaps below the primes
    // drawn so far (those of a process that failed among them).
    const bool gaps_only = remote_ && far_ahead();
    const auto tr = Clock::now();
    // The GPU backend's CPU threads take the representations of what the
    // devices replayed, and replay only once the devices are gone.
    const bool cpu_replays = !(gpu_requested_ && pipeline_);
    std::vector<PrimeSchedule::Work> work =
        schedule_.next_round(workers(), representation_cost(), cpu_replays, gaps_only);
    if (work.empty() && gaps_only) {
      done = lift_ready(shape, lift, counts);
      if (!done) std::this_thread::sleep_for(kRemoteWait);
      continue;
    }
    if (work.empty()) {
      take_device_results(true);
      result_.replay_seconds += since(tr);
      continue;
    }
    run_round(work, replayers, learned.trace, shape);
    result_.replay_seconds += since(tr);
    const auto tl = Clock::now();
    done = lift_ready(shape, lift, counts);
    result_.lift_seconds += since(tl);
    if (options_.progress) {
      GroebnerProgress g;
      g.phase = "lift";
      g.primes = lift.primes();
      g.bits = lift.bits();
      options_.progress(g);
    }
  }
  end_devices(false);
  if (remote_) remote_->pause();
  return done;
}

RurAttempt RurRun::run() {
  // The devices' contexts and kernels beside the first learning run.
  if (gpu_requested_ && threads_ > 1 && groebner_gpu_device_count() > 0)
    devices_ready_ = gb::prepare_gpu_replay_async(options_.device);
  RurAttempt attempt;
  std::size_t learn_index = 0;
  for (int learn = 0; learn < kLearnAttempts; ++learn) {
    const auto t0 = Clock::now();
    std::vector<PolyZp> sys0 = schedule_.system(learn_index);
    // GroebnerOptions::learn_threads, as for bases over Q: under MPI the
    // other ranks on the root's machine wait for the trace meanwhile.
    gb::F4Options learn_opt = f4opt_;
    if (options_.learn_threads) learn_opt.threads = gb::worker_threads(options_.learn_threads);
    gb::F4LearnResult learned = budget_.run([&] { return gb::f4_learn(sys0, learn_opt); });
    const double f4_seconds = since(t0);
    budget_.check();
    MultiplicationShape shape = MultiplicationShape::build(learned.trace, max_dimension_);
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
    RurStatus st = modular_rur(shape, learned.modular, outputs_, first, budget_.flag());
    if (st == RurStatus::Cancelled) budget_.rethrow_stop();
    if (st == RurStatus::NotSeparating) {
      attempt.path = RurPath::NotSeparating;
      return attempt;
    }
    result_.learn_seconds += since(t0);
    schedule_.restart(learn_index + 1);
    if (st != RurStatus::Ok) { // a degenerate functional on this prime
      learn_index += 1;
      continue;
    }
    RurLift lift(first, threads_);
    LiftCounts counts;
    if (!replay_and_lift(learned, shape, lift, counts, f4_seconds, learn == 0)) {
      // Most primes failing means the learning prime was the odd one; the
      // next learning prime is the first one this trace's lift did not take.
      result_.unlucky += counts.unlucky;
      learn_index = schedule_.lift_position();
      continue;
    }
    lift.result(result_);
    result_.primes = lift.primes();
    result_.unlucky += counts.unlucky;
    result_.primes_from_device = counts.from_device;
    attempt.rur = std::move(result_);
    return attempt;
  }
  raise(ErrorId::GbNoLuckyPrime,
        fmt::format("{} learning primes gave no representation the other primes agree with",
                    kLearnAttempts));
}

} // namespace

RurAttempt multimodular_rur(const std::vector<PolyQ> &system,
                            const std::vector<std::size_t> &outputs, std::size_t max_dimension,
                            SolveBudget &budget, RemoteRepresentations *remote) {
  return RurRun(system, outputs, max_dimension, budget, remote).run();
}

} // namespace alkahest::solving
