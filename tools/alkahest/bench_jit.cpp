// tools/alkahest/bench_jit.cpp - `alkahest bench jit`: the CPU JIT against hand-written -O3
// -march=native loops, threads, compile latency.
#include "bench_jit_reference.hpp"
#include "bench_registry.hpp"

#include <alkahest/expr.hpp>
#include <alkahest/expr/interpret.hpp>
#include <alkahest/expr/parse.hpp>
#include <alkahest/jit.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <random>
#include <stdexcept>
#include <thread>

namespace alkahest::bench {
namespace {

constexpr const char *kSeed = "sin(x)*cos(y) + (x^2+y^2)/100";

struct Case {
  std::string name;
  std::vector<Expr> outputs;
  std::function<void(const double *, const double *, double *const *, std::size_t)> by_hand;
};

// dg_k/dx and dg_k/dy of g_k = sin(k x) cos(y) + x^2 y / k, k = 1..5: the
// same formulas as jacobian_loop, written symbolically.
std::vector<Expr> jacobian(ExprPool &p, const Expr &x, const Expr &y) {
  std::vector<Expr> out;
  for (int k = 1; k <= 5; ++k) {
    Expr kx = p.integer(k) * x;
    out.push_back(p.integer(k) * cos(kx) * cos(y) + 2 * x * y / p.integer(k));
    out.push_back(-sin(kx) * sin(y) + pow(x, 2) / p.integer(k));
  }
  return out;
}

// ~10^4 distinct nodes: sum of c_i * sin(a_i x + y).
Expr big_expression(ExprPool &p, const Expr &x, const Expr &y) {
  std::vector<Expr> terms;
  for (int i = 0; i < 1700; ++i)
    terms.push_back(p.real(1.0 + i / 1024.0) * sin(p.real(0.5 + i / 4096.0) * x + y));
  return p.add(terms);
}

double compile_ms(const std::function<void()> &compile, int repeats) {
  std::vector<double> t;
  for (int r = 0; r < repeats; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    compile();
    t.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

Row make_row(const std::string &case_name, const std::string &ours, const std::string &ref,
             double t_ours, double t_ref, const std::string &note) {
  Row r;
  r.suite = "jit";
  r.case_name = case_name;
  r.ours = ours;
  r.reference = ref;
  r.ours_seconds = t_ours;
  r.reference_seconds = t_ref;
  r.note = note;
  return r;
}

void check_close(const std::vector<double> &jit, const std::vector<std::vector<double>> &hand,
                 const std::string &what) {
  const std::size_t n = hand[0].size();
  for (std::size_t j = 0; j < hand.size(); ++j)
    for (std::size_t i = 0; i < n; ++i) {
      double a = jit[j * n + i], b = hand[j][i];
      if (!(std::fabs(a - b) <= 1e-12 * std::max(1.0, std::fabs(b))))
        throw std::runtime_error(fmt::format("bench jit: {} disagrees with the hand loop at "
                                             "output {} point {}: {} vs {}",
                                             what, j, i, a, b));
    }
}

std::vector<Row> run_jit(const Options &options) {
  const std::size_t n = options.quick ? 100000 : 10000000;
  const int repeats = options.quick ? 3 : 5;
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  std::vector<Expr> in = {x, y};
  std::vector<double> xs(n), ys(n);
  std::mt19937_64 rng(42);
  std::uniform_real_distribution<double> dist(-3.0, 3.0);
  for (std::size_t i = 0; i < n; ++i) {
    xs[i] = dist(rng);
    ys[i] = dist(rng);
  }
  std::vector<std::span<const double>> cols = {xs, ys};

  std::vector<Case> cases;
  cases.push_back({"seed expr",
                   {parse(pool, kSeed)},
                   [](const double *a, const double *b, double *const *o, std::size_t m) {
                     seed_loop(a, b, o[0], m);
                   }});
  cases.push_back({"10-output Jacobian", jacobian(pool, x, y), jacobian_loop});

  JitOptions scalar1, vector1;
  scalar1.threads = 1;
  vector1.threads = 1;
  vector1.vector_math = true;
  // Thread scaling: 2, 4, 8 ... and every hardware thread, each against one.
  const unsigned hw = std::max(1u, std::thread::hardware_concurrency());
  std::vector<unsigned> thread_counts;
  for (unsigned t = 2; t < hw; t *= 2)
    thread_counts.push_back(t);
  if (hw > 1) thread_counts.push_back(hw);

  std::vector<Row> rows;
  for (const Case &c : cases) {
    const std::size_t m = c.outputs.size();
    std::string label = fmt::format("{}, {} points", c.name, n);
    std::vector<std::vector<double>> hand(m, std::vector<double>(n));
    std::vector<double *> hand_ptrs;
    for (auto &h : hand)
      hand_ptrs.push_back(h.data());
    std::vector<double> jit(m * n);
    std::vector<std::span<double>> outs;
    for (std::size_t j = 0; j < m; ++j)
      outs.emplace_back(jit.data() + j * n, n);

    CompiledFn f_scalar = compile_expr(c.outputs, in, scalar1);
    CompiledFn f_vec1 = compile_expr(c.outputs, in, vector1);
    c.by_hand(xs.data(), ys.data(), hand_ptrs.data(), n);
    f_scalar.call_batch_into(cols, outs);
    check_close(jit, hand, "jit (scalar)");
    f_vec1.call_batch_into(cols, outs);
    check_close(jit, hand, "jit (vector math)");

    double t_hand =
        median_seconds([&] { c.by_hand(xs.data(), ys.data(), hand_ptrs.data(), n); }, repeats);
    double t_s1 = median_seconds([&] { f_scalar.call_batch_into(cols, outs); }, repeats);
    double t_v1 = median_seconds([&] { f_vec1.call_batch_into(cols, outs); }, repeats);
    auto ns = [&](double t) { return 1e9 * t / double(n); };
    const char *hand_name = "hand-written C++ -O3 -march=native";
    rows.push_back(
        make_row(label, "jit 1 thread, scalar libm", hand_name, t_s1, t_hand,
                 fmt::format("{:.1f} vs {:.1f} ns/point; target >= 0.9x", ns(t_s1), ns(t_hand))));
    rows.push_back(make_row(
        label,
        f_vec1.uses_vector_math() ? "jit 1 thread, libmvec" : "jit 1 thread (no AVX2: scalar)",
        hand_name, t_v1, t_hand,
        fmt::format("{:.1f} vs {:.1f} ns/point; target >= 1.5x", ns(t_v1), ns(t_hand))));
    for (unsigned t : thread_counts) {
      JitOptions threaded = vector1;
      threaded.threads = t;
      CompiledFn f_t = compile_expr(c.outputs, in, threaded);
      f_t.call_batch_into(cols, outs);
      check_close(jit, hand, "jit (threads)");
      double t_t = median_seconds([&] { f_t.call_batch_into(cols, outs); }, repeats);
      rows.push_back(make_row(
          label, fmt::format("jit {} threads, libmvec", t), "jit 1 thread, libmvec", t_t, t_v1,
          fmt::format("{:.2f} vs {:.1f} ns/point; speed-up {:.2f} of {} ({:.0f}% efficiency{})",
                      ns(t_t), ns(t_v1), t_v1 / t_t, t, 100.0 * t_v1 / t_t / t,
                      t == hw ? fmt::format(", all {} hardware threads", hw) : "")));
    }
    double t_interp = median_seconds([&] { evaluate_batch_into(c.outputs, in, cols, outs); },
                                     options.quick ? 1 : 3);
    rows.push_back(make_row(label, "jit 1 thread, scalar libm", "interpreter (batch)", t_s1,
                            t_interp,
                            fmt::format("{:.1f} vs {:.1f} ns/point", ns(t_s1), ns(t_interp))));
  }

  // Compile latency (cache off: every compile is a real one).
  JitOptions fresh;
  fresh.use_cache = false;
  Expr seed = parse(pool, kSeed);
  double ms_seed = compile_ms([&] { compile_expr(seed, in, fresh); }, options.quick ? 5 : 11);
  rows.push_back(make_row("compile latency, seed expr", "compile_expr (median)", "", ms_seed / 1e3,
                          0, fmt::format("{:.1f} ms, {} nodes", ms_seed, dag_size(seed))));
  Expr big = big_expression(pool, x, y);
  double ms_big = compile_ms([&] { compile_expr(big, in, fresh); }, 3);
  rows.push_back(make_row("compile latency, 10^4-node expr", "compile_expr (median)", "1 s budget",
                          ms_big / 1e3, 1.0,
                          fmt::format("{:.0f} ms, {} nodes; target < 1 s", ms_big, dag_size(big))));
  return rows;
}

const bool registered = register_suite(
    "jit",
    "CPU JIT: seed expression and a 10-output Jacobian over 10^7 points against hand-written "
    "-O3 -march=native loops (scalar, libmvec, threads 1, 2, 4 ... all), the interpreter, compile "
    "latency",
    run_jit);

} // namespace
} // namespace alkahest::bench
