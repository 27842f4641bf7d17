// unittests/groebner/solve_device_test.cpp - the solver's replays on a
// stand-in device (the GPU hooks, no GPU needed): the GPU backend and Auto
// give the CPU's answer from the same primes, a device failing mid-run falls
// back and says so, a cancelled solve stops its device batch, a build
// without the GPU path records the fallback; the schedule that hands
// the primes to the lift in their drawn order; and representations computed
// elsewhere (SolveOptions::remote_representations, the hook of `solve --mpi`)
// give the same answer, also when some of them never come back.
#include "dense_family.hpp"
#include "prime_schedule.hpp"
#include "stand_in_device.hpp"
#include "standard_systems.hpp"

#include <alkahest/error.hpp>
#include <alkahest/solve.hpp>
#include <alkahest/solve/remote_representation.hpp>

#include <catch2/catch.hpp>

#include <thread>

using namespace alkahest;
using gbtest::StandInHooks;

namespace {

// 16 solutions and 89 primes: the GPU backend's first device batch holds
// 32 primes, the next 64, so the lift takes primes from two device batches.
std::vector<PolyQ> many_prime_system() {
  return parse_msolve(bench::dense_member_msolve({4, 2, 40, 1})).polynomials;
}

SolveOptions on(GroebnerBackend backend, unsigned threads) {
  SolveOptions o;
  o.groebner.backend = backend;
  o.groebner.threads = threads;
  o.groebner.seed = 5;
  o.groebner.auto_device_min_learn_seconds = 0; // Auto tries the device however short the run
  return o;
}

// The answer and the primes it came from, bit for bit.
void check_same_answer(const SolveResult &a, const SolveResult &b) {
  CHECK(a.primes == b.primes);
  CHECK(a.separating_form == b.separating_form);
  CHECK(a.eliminant == b.eliminant);
  CHECK(a.parametrization == b.parametrization);
  CHECK(a.parametrization_denominator == b.parametrization_denominator);
  REQUIRE(a.real.size() == b.real.size());
  for (std::size_t i = 0; i < a.real.size(); ++i) {
    CHECK(a.real[i].lo == b.real[i].lo);
    CHECK(a.real[i].hi == b.real[i].hi);
  }
}

} // namespace

TEST_CASE("solve, GPU backend: every replay on the device, the CPU's answer from the same primes",
          "[solve][pipeline]") {
  const auto sys = many_prime_system();
  const SolveResult cpu = solve(sys, on(GroebnerBackend::Cpu, 1));
  REQUIRE(cpu.method == "multi-modular");
  CHECK(cpu.gpu.reductions_on_gpu == 0);
  CHECK(cpu.gpu.reductions_on_cpu == cpu.primes - 1); // all but the learning prime
  for (unsigned threads : {1u, 3u}) {
    INFO(threads << " threads");
    StandInHooks hooks;
    const SolveResult gpu = solve(sys, on(GroebnerBackend::Gpu, threads));
    INFO(gpu.gpu.summary());
    check_same_answer(gpu, cpu);
    CHECK(gpu.gpu.ran_on_gpu());
    CHECK_FALSE(gpu.gpu.fell_back_to_cpu());
    CHECK(gpu.primes_from_gpu == gpu.primes - 1);
    CHECK(hooks.device.batches.load() >= 2);
  }
}

TEST_CASE("solve, GPU backend: a device failing mid-run falls back, says so, the answer is right",
          "[solve][pipeline]") {
  const auto sys = many_prime_system();
  const SolveResult cpu = solve(sys, on(GroebnerBackend::Cpu, 2));
  StandInHooks hooks;
  hooks.device.fail_at_batch = 1;
  const SolveResult gpu = solve(sys, on(GroebnerBackend::Gpu, 2));
  INFO(gpu.gpu.summary());
  check_same_answer(gpu, cpu);
  CHECK(gpu.gpu.fell_back_to_cpu());
  CHECK_FALSE(gpu.gpu.ran_on_gpu());
  CHECK(gpu.gpu.first_gpu_error.find("E-CUDA-004") != std::string::npos);
  CHECK(gpu.gpu.reductions_on_gpu > 0); // the first batch ran on the device
  CHECK(gpu.primes_from_gpu > 0);
  CHECK(gpu.primes_from_gpu < gpu.primes - 1);
}

TEST_CASE("solve, GPU backend: unlucky primes inside device batches are skipped",
          "[solve][pipeline]") {
  const auto sys = many_prime_system();
  const SolveResult cpu = solve(sys, on(GroebnerBackend::Cpu, 2));
  StandInHooks hooks;
  hooks.device.first_prime_unlucky = true;
  const SolveResult gpu = solve(sys, on(GroebnerBackend::Gpu, 2));
  // The stand-in rejects primes the CPU accepts, so the lift takes others:
  // the representation over Q is the same, the primes are not.
  CHECK(gpu.eliminant == cpu.eliminant);
  CHECK(gpu.parametrization == cpu.parametrization);
  CHECK(gpu.real.size() == cpu.real.size());
}

TEST_CASE("solve, Auto: the device replays beside the CPU; the answer is the CPU's",
          "[solve][pipeline]") {
  const auto sys = many_prime_system();
  const SolveResult cpu = solve(sys, on(GroebnerBackend::Cpu, 1));
  SECTION("a device that keeps up") {
    StandInHooks hooks;
    const SolveResult a = solve(sys, on(GroebnerBackend::Auto, 2));
    INFO(a.gpu.summary());
    check_same_answer(a, cpu);
    // How many primes the device adds depends on the two sides' pace (the
    // schedule's own test fixes that part); what it replayed is counted.
    CHECK(a.gpu.reductions_on_gpu <= static_cast<std::size_t>(hooks.device.primes.load()));
    CHECK(a.primes_from_gpu <= a.gpu.reductions_on_gpu);
    CHECK_FALSE(a.gpu.gpu_requested); // Auto's choice, not a request that could fall back
    CHECK_FALSE(a.gpu.fell_back_to_cpu());
    CHECK(a.gpu.reductions_on_cpu > 0); // the CPU's rounds replay below the device's batches
  }
  SECTION("a device that never returns: the CPU does every prime and nothing waits for it") {
    StandInHooks hooks;
    hooks.device.per_batch = std::chrono::hours(1);
    const SolveResult a = solve(sys, on(GroebnerBackend::Auto, 2));
    INFO(a.gpu.summary());
    check_same_answer(a, cpu);
    CHECK(a.gpu.reductions_on_gpu == 0);
    CHECK(a.primes_from_gpu == 0);
    // A batch it began was in flight at the end, and stopped.
    CHECK(hooks.device.stopped.load() == hooks.device.batches.load());
  }
  SECTION("no device: the CPU alone, no fallback") {
    const SolveResult a = solve(sys, on(GroebnerBackend::Auto, 2));
    check_same_answer(a, cpu);
    CHECK(a.gpu.reductions_on_gpu == 0);
    CHECK_FALSE(a.gpu.fell_back_to_cpu());
  }
  SECTION("a short learning run keeps Auto on the CPU and says why") {
    StandInHooks hooks;
    SolveOptions o = on(GroebnerBackend::Auto, 2);
    o.groebner.auto_device_min_learn_seconds = 1e9;
    const SolveResult a = solve(sys, o);
    check_same_answer(a, cpu);
    CHECK(hooks.device.batches.load() == 0);
    CHECK(a.gpu.auto_choice.find("the learning run took") != std::string::npos);
  }
}

TEST_CASE("solve, GPU backend without the GPU path: replays on the CPU, the fallback recorded",
          "[solve][pipeline]") {
  const auto sys = many_prime_system();
  const SolveResult cpu = solve(sys, on(GroebnerBackend::Cpu, 2));
  gbtest::NoGpuPath none;
  const SolveResult gpu = solve(sys, on(GroebnerBackend::Gpu, 2));
  INFO(gpu.gpu.summary());
  check_same_answer(gpu, cpu);
  CHECK(gpu.gpu.fell_back_to_cpu());
  CHECK(gpu.gpu.reductions_on_gpu == 0);
  CHECK(gpu.gpu.reductions_on_cpu == gpu.primes - 1);
  CHECK(gpu.gpu.first_gpu_error.find("E-CUDA-001") != std::string::npos);
}

TEST_CASE("solve: cancelling while a device batch is in flight stops it and raises E-GB-001",
          "[solve][pipeline]") {
  const auto sys = many_prime_system();
  StandInHooks hooks;
  hooks.device.per_batch = std::chrono::hours(1); // never finishes by itself
  std::atomic<bool> cancel{false};
  SolveOptions o = on(GroebnerBackend::Gpu, 2);
  o.groebner.cancel = &cancel;
  std::thread canceller([&] {
    while (hooks.device.batches.load() == 0)
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    cancel = true;
  });
  try {
    (void)solve(sys, o);
    FAIL("solve() returned although it was cancelled");
  } catch (const GroebnerError &e) {
    CHECK(std::string(e.code()) == "E-GB-001");
  }
  canceller.join();
  CHECK(hooks.device.stopped.load() == 1);
}

TEST_CASE("prime schedule: the lift takes the primes in their drawn order, whoever replayed them",
          "[solve][pipeline]") {
  using solving::PrimeOutcome;
  using solving::PrimeSchedule;
  const auto sys = parse_msolve(gbtest::read_system("katsura5")).polynomials;
  PrimeSchedule s(sys, gb::PrimeSequence(2147483629u), 100);
  s.restart(1); // index 0 is the learning prime
  // The CPU's round takes the next primes in order.
  auto round = s.next_round(2, 0.5, true);
  REQUIRE(round.size() == 2);
  CHECK(round[0].index == 1);
  CHECK(round[1].index == 2);
  // A device starts past the round plus the lookahead.
  s.set_lookahead(2);
  std::uint32_t p = 0;
  (void)s.claim_for_device(p);
  (void)s.claim_for_device(p);
  CHECK(s.device_backlog() == 2); // indices 5 and 6
  CHECK(s.device_lead() == 2);    // past 3 + 2, where its next batch would start
  // Outcomes out of order: nothing reaches the lift before index 1.
  s.finish(2, PrimeOutcome{});
  CHECK_FALSE(s.next_for_lift());
  s.finish(1, PrimeOutcome{});
  CHECK(s.next_for_lift());
  CHECK(s.next_for_lift());
  CHECK_FALSE(s.next_for_lift()); // index 3 is nobody's yet
  // The CPU's next round reaches index 5 before the device returns it: the
  // CPU replays it too, and the device's copy is not needed.
  round = s.next_round(3, 0.5, true);
  REQUIRE(round.size() == 3);
  CHECK(round[2].index == 5);
  std::vector<gb::ReplayResult> device(2);
  CHECK(s.device_results(std::move(device), {1, 1}) == 1); // index 6 only
  // Index 6 replayed by the device costs the next round its representation.
  round = s.next_round(1, 0.25, true);
  REQUIRE(round.size() >= 2);
  CHECK(round[0].index == 6);
  CHECK(round[0].replayed.has_value());
  CHECK(round[0].on_device);
  CHECK(round[1].index == 7);
  CHECK_FALSE(round[1].replayed.has_value());
  // The same prime, whichever side replayed it, comes from one sequence.
  PrimeSchedule again(sys, gb::PrimeSequence(2147483629u), 100);
  CHECK(again.system(6) == s.system(6));
}

namespace {

// Another process, in line: each take() claims one prime and returns its
// representation, computed from the trace as a rank does, except every
// third one, which it reports lost (as the root does for a rank that died).
class InlineRepresentations final : public solving::RemoteRepresentations {
public:
  void start(const gb::F4Trace &trace, const solving::RepresentationParameters &parameters,
             Claim claim) override {
    replayer_ = std::make_unique<gb::F4Replayer>(trace);
    representer_ = std::make_unique<solving::ModularRepresenter>(trace, parameters);
    claim_ = std::move(claim);
  }
  std::vector<Arrived> take(std::vector<std::uint64_t> &lost) override {
    if (!claim_) return {};
    std::uint64_t index = 0;
    std::uint32_t p = 0;
    const std::vector<PolyZp> system = claim_(index, p);
    if (system.empty()) return {};
    if (++claimed % 3 == 0) {
      lost.push_back(index);
      return {};
    }
    ++computed;
    std::vector<Arrived> out(1);
    out[0].index = index;
    out[0].representation = representer_->represent(replayer_->replay(system));
    return out;
  }
  void pause() override {
    claim_ = nullptr;
    representer_.reset();
    replayer_.reset();
  }
  std::size_t claimed = 0, computed = 0;

private:
  std::unique_ptr<gb::F4Replayer> replayer_;
  std::unique_ptr<solving::ModularRepresenter> representer_;
  Claim claim_;
};

} // namespace

TEST_CASE("solve: representations from other processes, some lost, give the same answer",
          "[solve][remote]") {
  const auto sys = many_prime_system();
  const SolveResult alone = solve(sys, on(GroebnerBackend::Cpu, 1));
  for (unsigned threads : {1u, 3u}) {
    SolveOptions o = on(GroebnerBackend::Cpu, threads);
    auto remote = std::make_shared<InlineRepresentations>();
    o.remote_representations = remote;
    const SolveResult shared = solve(sys, o);
    check_same_answer(alone, shared);
    CHECK(remote->computed > 0);
    CHECK(remote->claimed > remote->computed); // some were lost, and the root computed them
  }
}
