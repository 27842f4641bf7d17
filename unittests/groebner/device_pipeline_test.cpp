// unittests/groebner/device_pipeline_test.cpp - the over-Q driver's device
// pipeline against a stand-in device (installed through the GPU hooks, no GPU
// needed): the basis equals the CPU's, unlucky primes inside a device batch,
// a device that fails mid-run, a computation cancelled while a batch is in
// flight, and Auto beside the CPU; and the pipeline holding its next batch
// while its caller's batch size says 0.
#include "dense_family.hpp"
#include "device_replay_pipeline.hpp"
#include "stand_in_device.hpp"
#include "standard_systems.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/groebner/prime_sequence.hpp>

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <thread>

using namespace alkahest;

namespace {

using gbtest::StandInHooks;

// A member of the big-coefficient family: a hundred-odd primes, so that
// several device batches run.
std::vector<PolyQ> big_coefficient_system() {
  return parse_msolve(bench::dense_member_msolve({3, 2, 40, 1})).polynomials;
}

std::vector<PolyQ> cpu_basis(const std::vector<PolyQ> &sys) {
  GroebnerOptions opt;
  opt.backend = GroebnerBackend::Cpu;
  opt.threads = 2;
  return GroebnerBasis::compute(sys, MonomialOrder::grevlex(), opt).polynomials();
}

GroebnerOptions device_options(GroebnerBackend backend) {
  GroebnerOptions opt;
  opt.backend = backend;
  opt.threads = 2;
  opt.auto_device_min_learn_seconds = 0; // Auto uses the device however short the run
  return opt;
}

} // namespace

TEST_CASE("GPU backend: every prime through the device pipeline, the CPU's basis",
          "[groebner][pipeline]") {
  const auto sys = big_coefficient_system();
  const auto expected = cpu_basis(sys);
  StandInHooks hooks;
  auto gb =
      GroebnerBasis::compute(sys, MonomialOrder::grevlex(), device_options(GroebnerBackend::Gpu));
  const GpuBackendReport &rep = gb.report().gpu;
  INFO(rep.summary());
  CHECK(gb.polynomials() == expected);
  CHECK(rep.backend == GroebnerBackend::Gpu);
  CHECK(rep.gpu_requested);
  CHECK(rep.ran_on_gpu());
  CHECK_FALSE(rep.fell_back_to_cpu());
  CHECK(rep.reductions_on_gpu >= gb.report().primes_used - 1); // all but the learning prime
  CHECK(hooks.device.batches.load() >= 2);
}

TEST_CASE("GPU backend: unlucky primes inside device batches are skipped, the basis is right",
          "[groebner][pipeline]") {
  const auto sys = big_coefficient_system();
  const auto expected = cpu_basis(sys);
  StandInHooks hooks;
  hooks.device.first_prime_unlucky = true;
  auto gb =
      GroebnerBasis::compute(sys, MonomialOrder::grevlex(), device_options(GroebnerBackend::Gpu));
  CHECK(gb.polynomials() == expected);
  CHECK(gb.report().primes_unlucky >= 1);
}

TEST_CASE("GPU backend: a device failing mid-run falls back, says why, and the basis is right",
          "[groebner][pipeline]") {
  const auto sys = big_coefficient_system();
  const auto expected = cpu_basis(sys);
  StandInHooks hooks;
  hooks.device.fail_at_batch = 1;
  auto gb =
      GroebnerBasis::compute(sys, MonomialOrder::grevlex(), device_options(GroebnerBackend::Gpu));
  const GpuBackendReport &rep = gb.report().gpu;
  INFO(rep.summary());
  CHECK(gb.polynomials() == expected);
  CHECK(rep.fell_back_to_cpu());
  CHECK(rep.first_gpu_error.find("E-CUDA-004") != std::string::npos);
  CHECK(rep.reductions_on_gpu > 0); // the first batch ran on the device
}

TEST_CASE("cancelling while a device batch is in flight stops it and raises E-GB-001",
          "[groebner][pipeline]") {
  const auto sys = big_coefficient_system();
  StandInHooks hooks;
  hooks.device.per_batch = std::chrono::hours(1); // never finishes by itself
  std::atomic<bool> cancel{false};
  GroebnerOptions opt = device_options(GroebnerBackend::Gpu);
  opt.cancel = &cancel;
  std::thread canceller([&] {
    while (hooks.device.batches.load() == 0)
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    cancel = true;
  });
  try {
    (void)GroebnerBasis::compute(sys, MonomialOrder::grevlex(), opt);
    FAIL("compute() returned although it was cancelled");
  } catch (const GroebnerError &e) {
    CHECK(std::string(e.code()) == "E-GB-001");
  }
  canceller.join();
  CHECK(hooks.device.stopped.load() == 1);
}

TEST_CASE("Auto replays on the CPU and the device together; a slow device is stopped",
          "[groebner][pipeline]") {
  const auto sys = big_coefficient_system();
  const auto expected = cpu_basis(sys);
  SECTION("a device as fast as the CPU keeps replaying beside it") {
    // The device's thread starts beside the first CPU batch; on a loaded
    // machine the CPU can finish every prime before that thread is
    // scheduled at all (about one run in twenty on 2 busy cores), which
    // says nothing about Auto. Such runs are repeated, each still checked.
    int device_batches = 0;
    for (int attempt = 0; attempt < 8 && device_batches == 0; ++attempt) {
      StandInHooks hooks;
      auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(),
                                       device_options(GroebnerBackend::Auto));
      const GpuBackendReport &rep = gb.report().gpu;
      INFO(rep.summary());
      CHECK(gb.polynomials() == expected);
      CHECK_FALSE(rep.gpu_requested); // Auto's choice, not a request that could fall back
      CHECK(rep.reductions_on_cpu > 0);
      device_batches = hooks.device.batches.load();
    }
    CHECK(device_batches >= 1);
  }
  SECTION("a device slower than one CPU thread is stopped and the CPU finishes") {
    StandInHooks hooks;
    hooks.device.per_batch = std::chrono::hours(1);
    auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(),
                                     device_options(GroebnerBackend::Auto));
    INFO(gb.report().gpu.summary());
    CHECK(gb.polynomials() == expected);
    CHECK(gb.report().gpu.reductions_on_gpu == 0);
    // The batch in flight, if the device had started one before the CPU was
    // done (its start runs beside the first CPU batch), was stopped.
    CHECK(hooks.device.batches.load() <= 1);
    CHECK(hooks.device.stopped.load() == hooks.device.batches.load());
  }
}

TEST_CASE("device pipeline: a batch size of 0 holds the next batch until the caller allows one",
          "[groebner][pipeline]") {
  const auto sys = parse_msolve(gbtest::read_system("katsura5")).polynomials;
  gb::F4LearnResult learned = gb::f4_learn(*gb::system_mod(sys, 2147483629u));
  StandInHooks hooks;
  std::atomic<int> asked{0};
  std::atomic<bool> allow{false};
  gb::PrimeSequence primes(2147483587u);
  std::vector<std::uint32_t> drawn;
  gb::DeviceReplayPipeline pipeline(
      learned.trace, {GroebnerBackend::Gpu, -1, ModularReduction::Default, 1},
      gb::DeviceReplayPipeline::BatchSize([&]() -> unsigned {
        ++asked;
        return allow.load() ? 2 : 0;
      }),
      [&](std::uint32_t &p) {
        std::optional<std::vector<PolyZp>> s;
        while (!s)
          s = gb::system_mod(sys, p = primes.next());
        drawn.push_back(p);
        return std::move(*s);
      },
      nullptr, nullptr);
  // Held: asked again and again, nothing replayed.
  while (asked.load() < 3)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  CHECK(hooks.device.batches.load() == 0);
  CHECK(pipeline.take(false).empty());
  allow = true;
  std::vector<gb::ReplayResult> results;
  while (results.size() < 2)
    for (auto &r : pipeline.take(true))
      results.push_back(std::move(r));
  pipeline.stop();
  REQUIRE(drawn.size() >= 2);
  for (std::size_t i = 0; i < 2; ++i) {
    REQUIRE(results[i].status == gb::ReplayStatus::Ok);
    CHECK(results[i].basis.prime == drawn[i]);
    CHECK(results[i].basis.coeffs ==
          gb::f4_replay(learned.trace, *gb::system_mod(sys, drawn[i])).basis.coeffs);
  }
}

TEST_CASE("Auto: a device that never finishes a batch costs the CPU no replay thread",
          "[groebner][pipeline]") {
  const auto sys = big_coefficient_system();
  const auto expected = cpu_basis(sys);
  StandInHooks hooks;
  hooks.device.per_batch = std::chrono::hours(1);
  GroebnerOptions opt = device_options(GroebnerBackend::Auto);
  opt.threads = 3;
  // The trace is below the lift's overlap threshold: one lift per batch.
  std::size_t lifts = 0;
  opt.progress = [&](const GroebnerProgress &g) { lifts += g.phase == "lift"; };
  auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), opt);
  const GpuBackendReport &rep = gb.report().gpu;
  INFO(rep.summary());
  CHECK(gb.polynomials() == expected);
  CHECK(rep.reductions_on_gpu == 0);
  REQUIRE(lifts > 0);
  // Every CPU batch had one prime per thread, as without a device.
  CHECK(rep.reductions_on_cpu == 3 * lifts);
  // A batch begun was dropped once the lift was done, never waited for.
  CHECK(hooks.device.batches.load() <= 1);
  CHECK(hooks.device.stopped.load() == hooks.device.batches.load());
}

TEST_CASE("Auto: where the crossover table says the CPU wins, no device is used",
          "[groebner][pipeline]") {
  const auto sys = big_coefficient_system();
  StandInHooks hooks;
  hooks.device.crossover_wins = false;
  auto gb =
      GroebnerBasis::compute(sys, MonomialOrder::grevlex(), device_options(GroebnerBackend::Auto));
  const GpuBackendReport &rep = gb.report().gpu;
  INFO(rep.auto_choice);
  CHECK(gb.polynomials() == cpu_basis(sys));
  CHECK(hooks.device.batches.load() == 0);
  CHECK(rep.reductions_on_gpu == 0);
  CHECK(rep.auto_choice.find("crossover") != std::string::npos);
}

TEST_CASE("Auto: a pipeline that finds no device ends before drawing a prime",
          "[groebner][pipeline]") {
  const auto sys = big_coefficient_system();
  StandInHooks hooks;
  hooks.device.devices = 0;
  GroebnerOptions opt = device_options(GroebnerBackend::Auto);
  opt.seed = 7;
  auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), opt);
  const GpuBackendReport &rep = gb.report().gpu;
  INFO(rep.auto_choice);
  CHECK(hooks.device.batches.load() == 0);
  CHECK(rep.reductions_on_gpu == 0);
  CHECK_FALSE(rep.gpu_requested);
  // The CPU's primes are those of a run without a device: the pipeline drew none.
  GroebnerOptions cpu = opt;
  cpu.backend = GroebnerBackend::Cpu;
  auto reference = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), cpu);
  CHECK(gb.polynomials() == reference.polynomials());
  CHECK(gb.report().primes_used == reference.report().primes_used);
}
