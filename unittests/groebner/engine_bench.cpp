// unittests/groebner/engine_bench.cpp - timings of F4 learn and replay (hidden: run with [.bench]).
#include "standard_systems.hpp"

#include <alkahest/groebner/engine.hpp>

#include <catch2/catch.hpp>

#include <ctime>
#include <cstdio>

using namespace alkahest;

namespace {

std::uint32_t prime_below(std::uint32_t n) {
  for (std::uint32_t c = n - 1;; --c) {
    bool prime = c > 1;
    for (std::uint32_t d = 2; prime && std::uint64_t(d) * d <= c; ++d) prime = c % d != 0;
    if (prime) return c;
  }
}

// CPU time of this thread: the box is shared, so wall time measures the
// neighbours as much as the code.
struct Clock {
  static double now() {
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
  }
};

} // namespace

// ALKAHEST_GB_BENCH="katsura9 cyclic7" picks the systems; default a small set.
TEST_CASE("F4 learn and replay timings", "[.bench]") {
  const char *env = std::getenv("ALKAHEST_GB_BENCH");
  std::string list = env ? env : "katsura7 katsura8 cyclic6 cyclic7 eco10";
  std::stringstream ss(list);
  std::string name;
  while (ss >> name) {
    if (!gbtest::have_data(name)) continue;
    auto sys = read_msolve_file(gbtest::data_dir() + "/" + name + ".ms");
    double t0 = Clock::now();
    auto learned = gb::f4_learn(sys.modular(1073741827));
    double learn = (Clock::now() - t0);
    std::size_t rows = 0, zero = 0;
    for (const auto &s : learned.steps) rows += s.rows, zero += s.zero_rows;
    gb::F4Replayer rep(learned.trace);
    auto q = sys.modular(2147483629);
    t0 = Clock::now();
    auto r = rep.replay(q);
    double first = (Clock::now() - t0);
    if (r.status != gb::ReplayStatus::Ok) std::printf("first replay: %s\n", r.reason.c_str());
    std::uint32_t prime = 2147483629;
    t0 = Clock::now();
    const int reps = 3;
    for (int i = 0; i < reps; ++i) r = rep.replay(sys.modular(prime = prime_below(prime)));
    double replay = (Clock::now() - t0) / reps;
    std::printf("%-10s size %4zu  learn %7.3f s cpu (%zu steps, %zu rows, %zu zero)  replay %6.3f s (first %6.3f)  trace %.1f MB  %s\n",
                name.c_str(), learned.basis.size(), learn, learned.steps.size(), rows, zero, replay, first,
                learned.trace.memory_bytes() / 1e6, r.status == gb::ReplayStatus::Ok ? "ok" : r.reason.c_str());
  }
}
