// unittests/jit/api_test.cpp - refusals before any code runs, the capability bit, the cache, resource limits.
#include "jit_test_support.hpp"

#include <alkahest/capabilities.hpp>
#include <alkahest/jit.hpp>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <unistd.h>

using namespace alkahest;
using namespace alkahest::jit_test;

namespace {

template <class F> std::string code_of(F &&f) {
  try {
    f();
  } catch (const JitError &e) {
    return std::string(e.code());
  } catch (const Error &e) {
    return "other family: " + std::string(e.code());
  }
  return "no error";
}

long resident_kb() {
  std::ifstream statm("/proc/self/statm");
  long size = 0, resident = 0;
  statm >> size >> resident;
  return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

} // namespace

TEST_CASE("capabilities().llvm_jit is true exactly when compile_expr works", "[jit][capabilities]") {
  bool works = false;
  try {
    ExprPool pool;
    Expr x = pool.symbol("x");
    works = compile_expr(x * x + 1, {x}).call(std::vector<double>{3.0}) == 10.0;
  } catch (const Error &) {
    works = false;
  }
  CHECK(capabilities().llvm_jit == works);
  CHECK(works); // this test binary links the JIT: the bit must be on
}

TEST_CASE("bad calls are refused with E-JIT codes before any code runs", "[jit][errors]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y"), z = pool.symbol("z");
  std::vector<Expr> xy = {x, y};
  CompiledFn f = compile_expr(sin(x) + y, xy);
  std::vector<double> a(10, 1.0), b(10, 2.0), short_col(9, 0.0), out(10), out_short(9);

  SECTION("unbound symbol, named in the message") {
    try {
      compile_expr(x + z, xy);
      FAIL("compiled an expression with an unbound symbol");
    } catch (const JitError &e) {
      CHECK(e.code() == "E-JIT-003");
      CHECK(std::string(e.what()).find("'z'") != std::string::npos);
      CHECK(!e.remediation().empty());
    }
    CHECK(code_of([&] { emit_c(x + z, xy, "f"); }) == "E-JIT-003");
  }
  SECTION("bad inputs") {
    std::vector<Expr> dup = {x, x};
    CHECK(code_of([&] { compile_expr(x, dup); }) == "E-JIT-006");
    std::vector<Expr> not_symbol = {x + 1};
    CHECK(code_of([&] { compile_expr(x, not_symbol); }) == "E-JIT-006");
    CHECK(code_of([&] { compile_expr(Expr(), xy); }) == "E-JIT-006");
    CHECK(code_of([&] { CompiledFn().call(std::vector<double>{}); }) == "E-JIT-006");
  }
  SECTION("wrong column count") {
    std::vector<std::span<const double>> one = {a};
    CHECK(code_of([&] { f.call_batch(one); }) == "E-JIT-001");
    CHECK(code_of([&] { f.call(std::vector<double>{1.0}); }) == "E-JIT-001");
  }
  SECTION("ragged columns") {
    std::vector<std::span<const double>> ragged = {a, short_col};
    CHECK(code_of([&] { f.call_batch(ragged); }) == "E-JIT-002");
  }
  SECTION("wrong output size") {
    std::vector<std::span<const double>> cols = {a, b};
    CHECK(code_of([&] { f.call_batch_into(cols, std::span<double>(out_short)); }) == "E-JIT-004");
    std::vector<std::span<double>> two = {out, out};
    CHECK(code_of([&] { f.call_batch_into(cols, two); }) == "E-JIT-004");
    std::vector<Expr> outs = {x, y};
    CHECK(code_of([&] { compile_expr(outs, xy).call(std::vector<double>{1, 2}); }) ==
          "E-JIT-004");
    f.call_batch_into(cols, std::span<double>(out)); // the right shape works
    CHECK(out[3] == std::sin(1.0) + 2.0);
  }
  SECTION("too large, and a bad C name") {
    JitOptions tiny;
    tiny.max_nodes = 3;
    CHECK(code_of([&] { compile_expr(sin(x) * cos(y), xy, tiny); }) == "E-JIT-007");
    CHECK(code_of([&] { emit_c(x, xy, "not a name"); }) == "E-JIT-008");
  }
}

TEST_CASE("zero inputs and constants", "[jit]") {
  ExprPool pool;
  Expr c = pool.rational(1, 3) + pool.real(0.25);
  std::vector<Expr> none;
  CompiledFn f = compile_expr(c, none);
  CHECK(f.n_inputs() == 0);
  CHECK(f.call(std::vector<double>{}) == evaluate(c, none, std::vector<double>{}));
  std::vector<double> out(5);
  f.call_batch_into(std::vector<std::span<const double>>{}, std::span<double>(out));
  CHECK(out[4] == f.call(std::vector<double>{}));
}

TEST_CASE("the compile cache returns live code for an identical compile", "[jit][cache]") {
  ExprPool p1, p2;
  auto build = [](ExprPool &p) {
    Expr x = p.symbol("x"), y = p.symbol("y");
    return std::pair{exp(x) * y + 7, std::vector<Expr>{x, y}};
  };
  auto [e1, in1] = build(p1);
  auto [e2, in2] = build(p2); // same structure, another pool
  JitCacheStats before = jit_cache_stats();
  CompiledFn f1 = compile_expr(e1, in1);
  CompiledFn f2 = compile_expr(e2, in2);
  JitCacheStats after = jit_cache_stats();
  CHECK(after.hits == before.hits + 1);
  JitOptions fast;
  fast.fast_math = true;
  CompiledFn f3 = compile_expr(e1, in1, fast); // other options: another entry
  CHECK(jit_cache_stats().hits == after.hits);
  std::vector<Expr> swapped = {in1[1], in1[0]};
  CompiledFn f4 = compile_expr(e1, swapped); // other input order: another entry
  CHECK(jit_cache_stats().hits == after.hits);
  CHECK(f4.call(std::vector<double>{2.0, 0.0}) == f1.call(std::vector<double>{0.0, 2.0}));
}

TEST_CASE("10^4 compile/destroy cycles keep resident memory flat", "[jit][memory]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  std::vector<Expr> in = {x, y};
  JitOptions o;
  o.use_cache = false; // every cycle really compiles and frees
  o.opt_level = 0;      // the cheapest real compile: this test is about memory
  auto cycle = [&](int k) {
    CompiledFn f = compile_expr(sin(x) * y + pool.integer(k % 7), in, o);
    return f.call(std::vector<double>{0.5, 2.0});
  };
  double sink = 0;
  for (int k = 0; k < 200; ++k) sink += cycle(k); // warm-up: allocator pools settle
  long start = resident_kb();
  const int cycles = 10000;
  long mid = 0;
  for (int k = 0; k < cycles; ++k) {
    sink += cycle(k);
    if (k == cycles / 2) mid = resident_kb();
  }
  long end = resident_kb();
  std::printf("jit memory: resident %ld kB after warm-up, %ld kB after %d cycles, %ld kB after "
              "%d (growth %ld kB)\n",
              start, mid, cycles / 2, end, cycles, end - start);
  CHECK(sink != 0);
  CHECK(end - start < 64 * 1024);
  CHECK(end - mid < 32 * 1024); // no steady growth in the second half
}

TEST_CASE("a 10^6-node expression compiles (or is refused with an E-JIT code)", "[jit][large]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  // A wide DAG: 201000 terms c_i * sin(x + d_i), just over 10^6 distinct nodes.
  std::vector<Expr> terms;
  const int n_terms = 201000;
  terms.reserve(n_terms);
  for (int i = 0; i < n_terms; ++i)
    terms.push_back(pool.real(1.0 + i * 1e-6) * sin(x + pool.real(i * 1e-3)));
  Expr e = pool.add(terms);
  std::size_t size = dag_size(e);
  INFO("nodes: " << size);
  CHECK(size >= 1000000);
  std::vector<Expr> in = {x};
  auto t0 = std::chrono::steady_clock::now();
  try {
    CompiledFn f = compile_expr(e, in);
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("jit: %zu-node expression compiled in %.1f s\n", size, secs);
    std::vector<double> pt = {0.3};
    double ref = evaluate(e, in, pt);
    CHECK(std::fabs(f.call(pt) - ref) <= 1e-9 * std::fabs(ref) + 1e-9);
  } catch (const JitError &err) {
    std::printf("jit: %zu-node expression refused: %s\n", size, err.what());
    CHECK(std::string(err.code()).rfind("E-JIT-", 0) == 0);
  }
}

TEST_CASE("JitOptions out of range are refused with E-JIT-010; huge thread counts never abort",
          "[jit][options]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  std::vector<Expr> in = {x};
  for (int level : {-1, 4, 7, 100000}) {
    JitOptions o;
    o.opt_level = level;
    INFO("opt_level " << level);
    CHECK(code_of([&] { compile_expr(x + 1, in, o); }) == "E-JIT-010");
    CHECK(code_of([&] { emit_llvm_ir(std::vector<Expr>{x + 1}, in, o); }) == "E-JIT-010");
  }
  JitOptions many;
  many.threads = 100000;
  many.min_points_per_thread = 1;
  CHECK(code_of([&] { compile_expr(x + 1, in, many); }) == "E-JIT-010");
  many.threads = JitOptions::kMaxThreads + 1;
  CHECK(code_of([&] { compile_expr(x + 1, in, many); }) == "E-JIT-010");

  // The most threads allowed, one point each: every chunk runs (on a thread
  // or, where the system refuses one, on the caller's) and the batch is whole.
  many.threads = JitOptions::kMaxThreads;
  CompiledFn f = compile_expr(x * 2 + 1, in, many);
  std::vector<double> col(3000);
  for (std::size_t i = 0; i < col.size(); ++i) col[i] = static_cast<double>(i);
  std::vector<std::span<const double>> cols = {col};
  std::vector<double> out = f.call_batch(cols);
  std::size_t wrong = 0;
  for (std::size_t i = 0; i < col.size(); ++i) wrong += out[i] != 2.0 * col[i] + 1;
  CHECK(wrong == 0);
}

TEST_CASE("compile_expr memory is linear in the number of inputs (2*10^4 columns)",
          "[jit][memory][budget]") {
  ExprPool pool;
  const std::size_t n = 20000;
  std::vector<Expr> in, terms;
  for (std::size_t k = 0; k < n; ++k) {
    in.push_back(pool.symbol(fmt::format("v{}", k)));
    terms.push_back(in.back() * pool.integer(static_cast<long long>(k % 7) + 1));
  }
  Expr e = pool.add(terms);
  auto peak_kb = [] {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
      if (line.rfind("VmHWM:", 0) == 0) return std::stol(line.substr(6));
    return 0L;
  };
  // Reset the peak to the current resident size, so the test measures this compile.
  std::ofstream("/proc/self/clear_refs") << "5";
  long before = peak_kb();
  CompiledFn f = compile_expr(e, in);
  long grew = peak_kb() - before;
  std::printf("jit: %zu inputs compiled, peak resident grew %ld kB\n", n, grew);
  CHECK(grew < 1024 * 1024); // quadratic attribute lists took 4.9 GB
  std::vector<double> point(n);
  for (std::size_t k = 0; k < n; ++k) point[k] = 0.5 + static_cast<double>(k % 13);
  CHECK(f.call(point) == evaluate(e, in, point));
}
