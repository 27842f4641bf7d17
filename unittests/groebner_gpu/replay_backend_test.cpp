// unittests/groebner_gpu/replay_backend_test.cpp - the GPU backend is reachable from GroebnerBasis::compute, falls back with a recorded reason, and the capability bit tells the truth.
#include "groebner/gpu_hooks.hpp"
#include "install_gpu_hooks.hpp"

#include <alkahest/capabilities.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/groebner/gpu_replay.hpp>

#include <catch2/catch.hpp>

#include <random>

using namespace alkahest;

namespace {

// katsura4 over Q (x0..x4): small enough for a unit test, with real F4 steps.
const char *kKatsura4 =
    "x0,x1,x2,x3,x4\n0\n"
    "x0+2*x1+2*x2+2*x3+2*x4-1,\n"
    "x0^2+2*x1^2+2*x2^2+2*x3^2+2*x4^2-x0,\n"
    "2*x0*x1+2*x1*x2+2*x2*x3+2*x3*x4-x1,\n"
    "x1^2+2*x0*x2+2*x1*x3+2*x2*x4-x2,\n"
    "2*x1*x2+2*x0*x3+2*x1*x4-x3\n";

} // namespace

TEST_CASE("capabilities().groebner_gpu is true exactly when the GPU path is reachable", "[groebner_gpu]") {
  gbgpu::install_gpu_hooks(); // as libalkahest does when it is loaded
  // This test binary links lib/groebner_gpu's archive and installs its device
  // path as libalkahest does when loaded; the capability bit is compiled from
  // the same layer list, so both must agree. A build without the layer
  // (ALKAHEST_CUDA=OFF) has neither: see the fallback test.
  CHECK(gb::gpu_hooks_registered());
  CHECK(capabilities().groebner_gpu == gb::gpu_hooks_registered());
  CHECK(capabilities().to_json().find("\"groebner_gpu\": true") != std::string::npos);
}

TEST_CASE("compute(..., Gpu) reaches the GPU path and, with no usable device, says why", "[groebner_gpu]") {
  gbgpu::install_gpu_hooks(); // as libalkahest does when it is loaded
  auto sys = parse_msolve(kKatsura4);
  GroebnerOptions cpu_opt;
  cpu_opt.backend = GroebnerBackend::Cpu;
  cpu_opt.threads = 2;
  auto cpu = GroebnerBasis::compute(sys.polynomials, MonomialOrder::grevlex(), cpu_opt);
  CHECK_FALSE(cpu.report().gpu.gpu_requested);
  CHECK(cpu.report().gpu.reductions_on_cpu > 0);

  GroebnerOptions opt;
  opt.threads = 2;
  auto gpu = compute_groebner_basis_gpu(sys.polynomials, MonomialOrder::grevlex(), 4096, opt);
  const GpuBackendReport &rep = gpu.report().gpu;
  INFO(rep.summary());
  CHECK(rep.backend == GroebnerBackend::Gpu);
  CHECK(rep.gpu_requested);
  CHECK(rep.requested_device == 4096);
  CHECK(rep.fell_back_to_cpu());
  CHECK_FALSE(rep.ran_on_gpu());
  CHECK(rep.reductions_on_cpu > 0);
  // The reason is the device, not a missing GPU path (that would be E-CUDA-001).
  CHECK(rep.first_gpu_error.find("E-CUDA-003") != std::string::npos);
  CHECK(rep.first_gpu_error.find("4096") != std::string::npos);
  CHECK(gpu.polynomials() == cpu.polynomials());
}

TEST_CASE("Auto with no device replays on the CPU without asking for one", "[groebner_gpu]") {
  gbgpu::install_gpu_hooks(); // as libalkahest does when it is loaded
  if (groebner_gpu_device_count() > 0) return; // covered by the GPU tests
  auto sys = parse_msolve(kKatsura4);
  GroebnerOptions opt;
  opt.threads = 2;
  auto gb = GroebnerBasis::compute(sys.polynomials, MonomialOrder::grevlex(), opt);
  CHECK(gb.report().gpu.backend == GroebnerBackend::Auto);
  CHECK_FALSE(gb.report().gpu.gpu_requested);
  CHECK_FALSE(gb.report().gpu.fell_back_to_cpu());
  CHECK(gb.report().gpu.reductions_on_cpu > 0);
}

TEST_CASE("reduce_gpu without a device equals reduce_cpu and records the fallback", "[groebner_gpu]") {
  gbgpu::install_gpu_hooks(); // as libalkahest does when it is loaded
  gb::MacaulayMatrix m;
  m.ncols = 6;
  m.npivots = 1;
  const std::uint32_t c0[] = {0, 2, 5}, c1[] = {0, 1, 2}, c2[] = {1, 3, 4};
  const std::uint32_t v0[] = {1, 3, 4}, v1[] = {2, 5, 1}, v2[] = {6, 1, 2};
  m.add_row(c0, v0);
  m.add_row(c1, v1);
  m.add_row(c2, v2);
  m.index_pivots();
  std::vector<std::uint32_t> primes = {7, 11};
  std::vector<std::vector<std::uint32_t>> coeffs = {{1, 3, 4, 2, 5, 1, 6, 1, 2}, {1, 9, 4, 2, 5, 10, 6, 1, 2}};
  GpuBackendReport rep;
  GpuReduceOptions opt;
  opt.backend = GroebnerBackend::Gpu;
  opt.device = 4096;
  auto got = gb::reduce_gpu(m, primes, coeffs, gb::ReductionMode::Echelon, opt, rep);
  CHECK(rep.fell_back_to_cpu());
  CHECK(rep.reductions_on_cpu == 2);
  for (std::size_t k = 0; k < primes.size(); ++k) {
    auto copy = m;
    copy.coeffs = coeffs[k];
    auto want = copy.reduce_cpu(primes[k]);
    CHECK(got[k].leads == want.leads);
    CHECK(got[k].cols == want.cols);
    CHECK(got[k].coeffs == want.coeffs);
  }
  std::vector<std::vector<std::uint32_t>> wrong = {{1, 2}};
  CHECK_THROWS_AS(gb::reduce_gpu(m, {7}, wrong, gb::ReductionMode::Echelon, opt, rep), GroebnerError);
}

TEST_CASE("without the GPU path (hooks absent) a GPU request says E-CUDA-001", "[groebner_gpu]") {
  gbgpu::install_gpu_hooks(); // as libalkahest does when it is loaded
  // What a build configured without CUDA sees: no device implementation,
  // so capabilities().groebner_gpu is false there and a GPU request is
  // recorded as impossible rather than silently served by the CPU.
  auto saved = gb::register_gpu_hooks({});
  CHECK_FALSE(gb::gpu_hooks_registered());
  CHECK(groebner_gpu_device_count() == 0);
  auto sys = parse_msolve(kKatsura4);
  GroebnerOptions opt;
  opt.threads = 2;
  auto gb = compute_groebner_basis_gpu(sys.polynomials, MonomialOrder::grevlex(), 0, opt);
  gb::register_gpu_hooks(saved);
  CHECK(gb::gpu_hooks_registered());
  const auto &rep = gb.report().gpu;
  CHECK(rep.fell_back_to_cpu());
  CHECK(rep.first_gpu_error.find("E-CUDA-001") != std::string::npos);
}

TEST_CASE("over GF(p) a GPU request reduces on the CPU and names the missing device",
          "[groebner_gpu]") {
  gbgpu::install_gpu_hooks(); // as libalkahest does when it is loaded
  std::string text = kKatsura4;
  text.replace(text.find("\n0\n"), 3, "\n1073741827\n");
  auto sys = parse_msolve(text);
  GroebnerOptions opt;
  opt.threads = 2;
  opt.backend = GroebnerBackend::Gpu;
  opt.device = 4096;
  std::size_t steps = 0;
  opt.progress = [&](const GroebnerProgress &) { ++steps; };
  auto gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), opt);
  const auto &rep = gb.report().gpu;
  INFO(rep.summary());
  CHECK(rep.fell_back_to_cpu());
  CHECK(rep.reductions_on_cpu == steps);
  CHECK(rep.first_gpu_error.find("E-CUDA-003") != std::string::npos);
  CHECK(rep.first_gpu_error.find("4096") != std::string::npos);
}
