// gpu-tests/groebner_gpu/solve_gpu_test.cpp - the solver's replays on the device: the GPU backend
// and Auto give the CPU's solutions from the same primes; ordinal 4096 falls back and says why.
#include "gpu_test_support.hpp"

#include <alkahest/solve.hpp>

#include <fmt/format.h>

#include <fstream>
#include <random>
#include <sstream>

using namespace alkahest;
using namespace gbgpu_test;

namespace {

bool load(const std::string &name, std::vector<PolyQ> &out) {
  std::string text;
  if (!read_standard_system(name, text)) return false;
  out = parse_msolve(text).polynomials;
  return true;
}

// Four dense quadrics in four unknowns with random 40-bit coefficients: 16
// solutions and about 90 primes, so that the lift takes primes from more
// than one device batch (the first holds 32, the next 64).
std::vector<PolyQ> random_dense_system() {
  std::mt19937_64 rng(20261202);
  const std::vector<std::string> x = {"a", "b", "c", "d"};
  std::vector<std::string> monomials = {"1"};
  for (std::size_t i = 0; i < x.size(); ++i) {
    monomials.push_back(x[i]);
    for (std::size_t j = i; j < x.size(); ++j)
      monomials.push_back(x[i] + "*" + x[j]);
  }
  std::string text = "a,b,c,d\n0\n";
  for (std::size_t i = 0; i < x.size(); ++i) {
    for (std::size_t m = 0; m < monomials.size(); ++m) {
      const unsigned long long c = rng() % (1ull << 40) + 1;
      text += fmt::format("{}{}*{}", (rng() & 1) ? "-" : (m ? "+" : ""), c, monomials[m]);
    }
    text += i + 1 < x.size() ? ",\n" : "\n";
  }
  return parse_msolve(text).polynomials;
}

SolveOptions on(GroebnerBackend backend) {
  SolveOptions o;
  o.groebner.backend = backend;
  o.groebner.seed = 3;
  return o;
}

void check_same_answer(const SolveResult &a, const SolveResult &b) {
  CHECK(a.primes == b.primes);
  CHECK(a.eliminant == b.eliminant);
  CHECK(a.parametrization == b.parametrization);
  REQUIRE(a.real.size() == b.real.size());
  for (std::size_t i = 0; i < a.real.size(); ++i) {
    CHECK(a.real[i].lo == b.real[i].lo);
    CHECK(a.real[i].hi == b.real[i].hi);
  }
}

} // namespace

TEST_CASE("solve: the GPU backend gives the CPU's solutions (katsura6-7, a random dense system)",
          "[gpu][groebner_gpu][solve]") {
  if (!have_device()) return;
  std::vector<std::pair<std::string, std::vector<PolyQ>>> systems;
  for (const char *name : {"katsura6", "katsura7"}) {
    std::vector<PolyQ> sys;
    if (load(name, sys)) systems.emplace_back(name, std::move(sys));
  }
  systems.emplace_back("random dense", random_dense_system());
  for (const auto &[name, sys] : systems) {
    INFO(name);
    const SolveResult cpu = solve(sys, on(GroebnerBackend::Cpu));
    const SolveResult gpu = solve(sys, on(GroebnerBackend::Gpu));
    INFO(gpu.gpu.summary());
    REQUIRE(gpu.method == "multi-modular");
    CHECK(gpu.gpu.ran_on_gpu());
    CHECK(gpu.primes_from_gpu == gpu.primes - 1); // all but the learning prime
    check_same_answer(gpu, cpu);
  }
}

TEST_CASE("solve: Auto beside the CPU gives the CPU's solutions", "[gpu][groebner_gpu][solve]") {
  if (!have_device()) return;
  std::vector<PolyQ> sys;
  if (!load("katsura8", sys)) return;
  const SolveResult cpu = solve(sys, on(GroebnerBackend::Cpu));
  SolveOptions o = on(GroebnerBackend::Auto);
  o.groebner.auto_device_min_learn_seconds = 0; // the device starts however short the run
  const SolveResult a = solve(sys, o);
  INFO(a.gpu.summary());
  CHECK_FALSE(a.gpu.fell_back_to_cpu());
  CHECK(a.gpu.reductions_on_cpu > 0);
  check_same_answer(a, cpu);
}

TEST_CASE("solve: ordinal 4096 falls back, records why, the solutions are right",
          "[gpu][groebner_gpu][solve]") {
  if (!have_device()) return;
  std::vector<PolyQ> sys;
  if (!load("katsura5", sys)) return;
  const SolveResult cpu = solve(sys, on(GroebnerBackend::Cpu));
  SolveOptions o = on(GroebnerBackend::Gpu);
  o.groebner.device = 4096;
  const SolveResult gpu = solve(sys, o);
  INFO(gpu.gpu.summary());
  CHECK(gpu.gpu.fell_back_to_cpu());
  CHECK_FALSE(gpu.gpu.ran_on_gpu());
  CHECK(gpu.gpu.first_gpu_error.find("4096") != std::string::npos);
  check_same_answer(gpu, cpu);
}
