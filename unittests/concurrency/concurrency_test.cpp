// unittests/concurrency/concurrency_test.cpp - 16 host threads share one ExprPool, compile, evaluate and compute Groebner bases.
//
// What a host application does when it links Alkahest into a multi-threaded
// service: many threads build expressions in one pool (racing to intern the
// same nodes), compile them with the CPU JIT (racing on the compile cache),
// evaluate them with the interpreter and the compiled code, and compute
// small Groebner bases. The results must be exactly those of the same work
// run serially in a fresh pool; ThreadSanitizer (tools/ci/sanitizers.sh)
// checks for data races on this very test. A watchdog aborts the process if
// the whole run does not finish within a generous bound: that is deadlock
// detection, not a speed assertion.
#include <alkahest/cuda.hpp>
#include <alkahest/expr.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/jit.hpp>

#include <catch2/catch.hpp>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <latch>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

using namespace alkahest;

namespace {

constexpr int kThreads = 16;
constexpr std::size_t kPoints = 257; // not a multiple of any vector width

/// Aborts the process unless disarmed within `limit`: a deadlocked test
/// would otherwise hang CI until its global timeout, with no hint where.
class Watchdog {
public:
  Watchdog(std::chrono::seconds limit, const char *what)
      : thread_([this, limit, what] {
          std::unique_lock lock(mutex_);
          if (!cv_.wait_for(lock, limit, [this] { return done_; })) {
            std::fprintf(stderr, "watchdog: %s did not finish within %lld s (deadlock?)\n", what,
                         static_cast<long long>(limit.count()));
            std::fflush(stderr);
            std::abort();
          }
        }) {}
  ~Watchdog() {
    {
      std::lock_guard lock(mutex_);
      done_ = true;
    }
    cv_.notify_all();
    thread_.join();
  }

private:
  std::mutex mutex_;
  std::condition_variable cv_;
  bool done_ = false;
  std::thread thread_;
};

/// Everything one unit of work produces, in a form comparable across pools.
struct Outcome {
  std::string expr, derivative, basis;
  std::vector<double> interpreted, jitted, gpu;
  std::string error; ///< what() of an exception, if the work threw
  friend bool operator==(const Outcome &, const Outcome &) = default;
};

/// The inputs of the batches: deterministic, shared by every run.
std::vector<std::vector<double>> columns() {
  std::vector<std::vector<double>> c(2, std::vector<double>(kPoints));
  for (std::size_t i = 0; i < kPoints; ++i) {
    c[0][i] = -1.5 + 3.0 * static_cast<double>(i) / kPoints;
    c[1][i] = 0.25 + static_cast<double>(i % 17) / 8;
  }
  return c;
}

/// Work item `t`, in `pool`. Threads share structure on purpose: every item
/// builds the same common part (so the threads race to intern identical
/// nodes) and compiles one expression that several items share (so they race
/// on the JIT's compile cache), plus parts of its own.
Outcome work(ExprPool &pool, int t, bool with_gpu) {
  Outcome out;
  try {
    Expr x = pool.symbol("x"), y = pool.symbol("y");
    Expr common = parse(pool, "exp(-x^2/2) * (x + y)^3 + atan2(y, x + 3)");
    Expr own = pool.integer(0);
    for (int k = 1; k <= 8; ++k)
      own = own + sin(pool.integer(k + t) * x + y) / pool.integer(k) + pow(x * y + t, k % 3 + 1);
    Expr e = t % 4 == 0 ? common : common + own; // items 0, 4, 8, 12 share one function
    Expr d = diff(e, x);
    out.expr = to_string(e);
    out.derivative = to_string(d);

    auto cols = columns();
    std::vector<std::span<const double>> spans(cols.begin(), cols.end());
    std::vector<Expr> inputs{x, y};
    Expr outputs[] = {e, d};
    for (const Expr &o : outputs) {
      auto v = evaluate_batch(o, inputs, spans);
      out.interpreted.insert(out.interpreted.end(), v.begin(), v.end());
    }
    // One thread per call: 16 host threads are the parallelism here.
    CompiledFn f = compile_expr(outputs, inputs, {.threads = 1});
    out.jitted = f.call_batch(spans);
#if ALKAHEST_HAS_CUDA
    if (with_gpu) out.gpu = compile_cuda(outputs, inputs).call_batch(cols);
#else
    (void)with_gpu;
#endif

    // A small zero-dimensional system whose basis depends on t.
    std::string ts = std::to_string(t);
    std::string system = "x,y,z\n0\nx^2+" + ts + "*y-1,\ny^2-x-" + ts + ",\nx*y*z-2\n";
    GroebnerOptions o;
    o.threads = 1;
    out.basis = GroebnerBasis::compute_msolve(system, MonomialOrder::grevlex(), o).to_msolve();
  } catch (const std::exception &e) {
    out.error = e.what();
  }
  return out;
}

} // namespace

TEST_CASE("16 threads: one pool, CPU JIT, interpreter and Groebner give the serial results", "[concurrency]") {
  Watchdog watchdog(std::chrono::seconds(300), "the concurrency test");
  const bool gpu = cuda_device_count() > 0;
  if (!gpu) WARN("no CUDA device: compile_cuda is not exercised from the threads");

  std::vector<Outcome> serial(kThreads);
  {
    ExprPool pool;
    for (int t = 0; t < kThreads; ++t) serial[t] = work(pool, t, gpu);
  }

  // Twice: the second round finds every node interned and every function in
  // the compile cache, which takes other paths through the locks.
  ExprPool shared;
  for (int round = 0; round < 2; ++round) {
    std::vector<Outcome> parallel(kThreads);
    std::latch start(kThreads);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t)
      threads.emplace_back([&, t] {
        start.arrive_and_wait(); // all 16 begin together
        parallel[t] = work(shared, t, gpu);
      });
    for (auto &th : threads) th.join();

    for (int t = 0; t < kThreads; ++t) {
      INFO("round " << round << ", work item " << t);
      REQUIRE(serial[t].error.empty());
      CHECK(parallel[t].error == serial[t].error);
      CHECK(parallel[t].expr == serial[t].expr);
      CHECK(parallel[t].derivative == serial[t].derivative);
      CHECK(parallel[t].basis == serial[t].basis);
      // Bit for bit: the same code on the same inputs.
      CHECK(parallel[t].interpreted == serial[t].interpreted);
      CHECK(parallel[t].jitted == serial[t].jitted);
      CHECK(parallel[t].gpu == serial[t].gpu);
    }
  }
  // Sanity of the work itself, so that "equal" is not "equally empty".
  for (int t = 0; t < kThreads; ++t) {
    CHECK(serial[t].jitted.size() == 2 * kPoints);
    CHECK(serial[t].interpreted.size() == 2 * kPoints);
    CHECK_FALSE(serial[t].basis.empty());
    if (gpu) {
      REQUIRE(serial[t].gpu.size() == serial[t].interpreted.size());
      for (std::size_t i = 0; i < serial[t].gpu.size(); ++i)
        CHECK(serial[t].gpu[i] == Approx(serial[t].interpreted[i]).epsilon(1e-12).margin(1e-12));
    }
  }
  for (std::size_t i = 0; i < serial[1].jitted.size(); ++i)
    CHECK(serial[1].jitted[i] == Approx(serial[1].interpreted[i]).epsilon(1e-12).margin(1e-12));
}
