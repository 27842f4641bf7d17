// unittests/groebner/phase_report_test.cpp - the report says where each phase
// ran and for how long, and a GPU request over GF(p) that reduced on the CPU
// says that it fell back and why.
#include "gpu_hooks.hpp"

#include <alkahest/groebner.hpp>
#include <alkahest/groebner/gpu_replay.hpp>

#include <catch2/catch.hpp>

using namespace alkahest;

namespace {

std::string katsura4(const char *characteristic) {
  return std::string("x0,x1,x2,x3,x4\n") + characteristic +
         "\n"
         "x0+2*x1+2*x2+2*x3+2*x4-1,\n"
         "x0^2+2*x1^2+2*x2^2+2*x3^2+2*x4^2-x0,\n"
         "2*x0*x1+2*x1*x2+2*x2*x3+2*x3*x4-x1,\n"
         "x1^2+2*x0*x2+2*x1*x3+2*x2*x4-x2,\n"
         "2*x1*x2+2*x0*x3+2*x1*x4-x3\n";
}

bool contains(const std::string &s, const std::string &part) {
  return s.find(part) != std::string::npos;
}

} // namespace

TEST_CASE("over GF(p) every F4 matrix is one reduction, counted where it ran",
          "[groebner][report]") {
  PolySystem sys = parse_msolve(katsura4("1073741827"));
  for (GroebnerBackend backend :
       {GroebnerBackend::Cpu, GroebnerBackend::Auto, GroebnerBackend::Gpu}) {
    INFO(backend_name(backend));
    GroebnerOptions opt;
    opt.threads = 2;
    opt.backend = backend;
    opt.device = backend == GroebnerBackend::Gpu ? 4096 : -1;
    std::size_t steps = 0;
    opt.progress = [&](const GroebnerProgress &g) { steps += g.phase == "learn"; };
    GroebnerBasis gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), opt);
    const GpuBackendReport &rep = gb.report().gpu;
    INFO(rep.summary());
    CHECK(steps > 0);
    CHECK(rep.backend == backend);
    CHECK(rep.reductions_on_cpu == steps);
    CHECK(rep.reductions_on_gpu == 0);
    CHECK_FALSE(rep.ran_on_gpu());
    CHECK(gb.report().learn_seconds > 0);
    CHECK(gb.report().learn_device == PhaseDevice::Cpu);
    CHECK(gb.phase_summary().rfind("f4 ", 0) == 0);
    CHECK(contains(gb.phase_summary(), "(cpu)"));
    if (backend != GroebnerBackend::Gpu) {
      CHECK_FALSE(rep.gpu_requested);
      CHECK_FALSE(rep.fell_back_to_cpu());
      CHECK(rep.first_gpu_error.empty());
      continue;
    }
    // The request fell back, with the reason: no GPU path in the build
    // (this binary does not link lib/groebner_gpu), or no device 4096.
    CHECK(rep.gpu_requested);
    CHECK(rep.fell_back_to_cpu());
    CHECK(rep.requested_device == 4096);
    CHECK(contains(rep.summary(), "fell_back_to_cpu=true"));
    CHECK(contains(rep.first_gpu_error, gb::gpu_hooks_registered() ? "E-CUDA-003" : "E-CUDA-001"));
  }
}

TEST_CASE("over Q the phase line names every phase with its seconds and place",
          "[groebner][report]") {
  PolySystem sys = parse_msolve(katsura4("0"));
  GroebnerOptions opt;
  opt.threads = 2;
  opt.backend = GroebnerBackend::Cpu;
  GroebnerBasis gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), opt);
  const GroebnerReport &r = gb.report();
  CHECK(r.replay_device() == PhaseDevice::Cpu);
  CHECK(r.gpu.reductions_on_cpu > 0);
  const std::string line = gb.phase_summary();
  INFO(line);
  for (const char *phase : {"learn ", "replays ", "lift ", "verify "})
    CHECK(contains(line, phase));
  CHECK(contains(line, "(cpu)"));
  CHECK_FALSE(contains(line, "gpu"));
  CHECK_FALSE(contains(line, "certify"));
  CHECK(r.learn_seconds > 0);
  // The lift runs beside the replays; what the run waited for is in the line.
  CHECK(contains(line, "s on the critical path"));
  CHECK(r.learn_seconds + r.replay_seconds + r.lift_critical_seconds + r.verify_seconds <=
        r.seconds);

  // The replays' place follows the counts of the backend report.
  GroebnerReport mixed = r;
  mixed.gpu.reductions_on_gpu = 3;
  CHECK(mixed.replay_device() == PhaseDevice::Mixed);
  mixed.gpu.reductions_on_cpu = 0;
  CHECK(mixed.replay_device() == PhaseDevice::Gpu);
  CHECK(std::string(phase_device_name(PhaseDevice::Mixed)) == "cpu+gpu");
}
