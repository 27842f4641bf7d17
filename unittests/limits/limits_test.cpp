// unittests/limits/limits_test.cpp - resource limits: deep and huge expressions through every
// traversal, huge parser inputs, Groebner cancellation.
//
// A library linked into a host application must never take it down: an
// expression of depth 10^5 or of 10^6 nodes is either handled by iterative
// code or refused with a code, never a stack overflow. The deep work runs on
// a std::thread, whose stack (8 MiB with glibc's default) is the realistic
// bound a host gives a worker; a recursive traversal of a 10^5-deep chain
// needs far more than that (and far more again under AddressSanitizer).
#include "../groebner/standard_systems.hpp"

#include "error_code.hpp"
#include <alkahest/error.hpp>
#include <alkahest/expr.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/jit.hpp>
#include <alkahest/poly.hpp>

#include <catch2/catch.hpp>

#include <atomic>
#include <cmath>
#include <exception>
#include <future>
#include <string>
#include <thread>

using namespace alkahest;
using alkahest::test::code_of;

namespace {

/// f() on a fresh std::thread (default stack); its exception, if any, is
/// rethrown here. Catch2 assertions stay on the test's own thread.
template <class F> auto on_worker(F f) {
  decltype(f()) result{};
  std::exception_ptr error;
  std::thread t([&] {
    try {
      result = f();
    } catch (...) {
      error = std::current_exception();
    }
  });
  t.join();
  if (error) std::rethrow_exception(error);
  return result;
}

constexpr int kLevels = 33334; // 3 nodes a level: depth 1 + 3 * kLevels > 10^5

/// e <- cos(y * e + x), kLevels times from e = x: every level adds a Mul,
/// an Add and a Call, so nothing flattens and the depth grows by 3. (With
/// "+ 1" instead of "+ x" the derivative would be one flattened product of
/// k factors at level k: 10^9 node references in all. Here the sum
/// y * e' + 1 keeps every level's derivative a product of four factors.)
Expr deep_chain(ExprPool &pool) {
  Expr x = pool.symbol("x"), y = pool.symbol("y"), e = x;
  for (int k = 0; k < kLevels; ++k)
    e = cos(y * e + x);
  return e;
}

/// The chain and its derivative in x, by hand (forward mode).
std::pair<double, double> deep_chain_value(double x, double y) {
  double v = x, dv = 1;
  for (int k = 0; k < kLevels; ++k) {
    double u = y * v + x;
    dv = -std::sin(u) * (y * dv + 1);
    v = std::cos(u);
  }
  return {v, dv};
}

} // namespace

TEST_CASE("a chain deeper than PoolOptions::max_depth is refused with E-EXPR-001", "[limits]") {
  ExprPool pool; // default max_depth 10000
  CHECK(code_of([&] { deep_chain(pool); }) == "E-EXPR-001");
}

TEST_CASE("depth 10^5: every traversal is iterative", "[limits][deep]") {
  ExprPool pool({.max_depth = 1000000});
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  const double px = 0.3, py = 0.7;
  auto [want, dwant] = deep_chain_value(px, py);
  std::vector<Expr> inputs{x, y};
  std::vector<double> point{px, py};

  struct Results {
    std::uint32_t depth = 0;
    std::size_t nodes = 0, text = 0, c_source = 0, poly_terms = 0;
    bool parsed_back = false, poly_back = false;
    double interpreted = 0, jitted = 0, derivative = 0, substituted = 0, expanded = 0;
  };
  Results r = on_worker([&] {
    Results out;
    Expr e = deep_chain(pool);
    out.depth = e->depth();
    out.nodes = dag_size(e);
    std::string s = to_string(e);
    out.text = s.size();
    out.parsed_back = parse(pool, s, {.max_bytes = s.size(), .max_depth = 1000000}) == e;
    (void)to_latex(e);
    out.interpreted = evaluate(e, inputs, point);
    out.derivative = evaluate(diff(e, x), inputs, point);
    out.substituted =
        evaluate(subs(e, {{x, pool.real(px)}}), std::vector<Expr>{y}, std::vector<double>{py});
    out.expanded = evaluate(expand(e), inputs, point);
    out.jitted = compile_expr(e, inputs).call(point);
    out.c_source = emit_c(e, inputs, "chain").size();

    // Polynomial conversion of a chain as deep: p <- (p + y) / 2, two
    // nodes a level, a polynomial of two terms throughout.
    constexpr unsigned kHalvings = 50001;
    Expr p = x;
    for (unsigned k = 0; k < kHalvings; ++k)
      p = (p + y) / 2;
    PolyQ poly = from_expr(p, make_ring({"x", "y"}));
    out.poly_terms = poly.size();
    Rational tail(Integer(1), Integer(1) << kHalvings); // p = tail * x + (1 - tail) * y
    out.poly_back = to_expr(poly, pool) == pool.number(tail) * x + pool.number(1 - tail) * y;
    return out;
  });
  CHECK(r.depth > 100000);
  CHECK(r.nodes >= 3 * static_cast<std::size_t>(kLevels));
  CHECK(r.text > 10 * static_cast<std::size_t>(kLevels));
  CHECK(r.parsed_back);
  CHECK(r.interpreted == want); // the same operations in the same order
  CHECK(r.jitted == Approx(want).epsilon(1e-12));
  CHECK(r.substituted == want);
  CHECK(r.expanded == Approx(want).epsilon(1e-12));
  CHECK(r.derivative == Approx(dwant).epsilon(1e-9).margin(1e-300));
  CHECK(r.c_source > static_cast<std::size_t>(kLevels));
  CHECK(r.poly_terms == 2);
  CHECK(r.poly_back);
}

// Machine code for 10^6 nodes takes LLVM most of a minute (the 10^5-node
// chain above is compiled and run); here the one lowering of lib/codegen,
// shared by the CPU JIT and the GPU, builds the IR of all 10^6 nodes.
TEST_CASE("10^6 nodes: build, print, parse, evaluate, differentiate, lower to IR",
          "[limits][wide]") {
  // sum of sin(k*x + y), k = 1..K: four new nodes per term (k, k*x, k*x + y, sin).
  constexpr int K = 250000;
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  std::vector<Expr> inputs{x, y};
  const double px = 1e-3, py = 0.25;
  double want = 0, dwant = 0;
  for (int k = K; k >= 1; --k) {
    want += std::sin(k * px + py);
    dwant += k * std::cos(k * px + py);
  }
  struct Results {
    std::size_t nodes = 0, derivative_nodes = 0, ir_calls = 0;
    bool parsed_back = false;
    double interpreted = 0, derivative = 0;
    std::string refused;
  };
  Results r = on_worker([&] {
    Results out;
    std::vector<Expr> terms;
    terms.reserve(K);
    for (int k = 1; k <= K; ++k)
      terms.push_back(sin(pool.integer(k) * x + y));
    Expr e = pool.add(terms);
    out.nodes = dag_size(e);
    std::string s = to_string(e);
    out.parsed_back = parse(pool, s) == e;
    std::vector<double> point{px, py};
    out.interpreted = evaluate(e, inputs, point);
    Expr d = diff(e, x);
    out.derivative_nodes = dag_size(d);
    out.derivative = evaluate(d, inputs, point);
    out.refused = code_of([&] { compile_expr(e, inputs, {.max_nodes = 100000}); });
    std::string ir = emit_llvm_ir(std::span<const Expr>(&e, 1), inputs, {}, false);
    for (std::size_t at = ir.find("call double @llvm.sin.f64("); at != std::string::npos;
         at = ir.find("call double @llvm.sin.f64(", at + 1))
      ++out.ir_calls;
    return out;
  });
  CHECK(r.nodes >= 1000000);
  CHECK(r.parsed_back);
  CHECK(r.interpreted == Approx(want).epsilon(1e-9));
  CHECK(r.ir_calls == static_cast<std::size_t>(K)); // one sin per term
  CHECK(r.derivative_nodes > 250000);
  CHECK(r.derivative == Approx(dwant).epsilon(1e-9));
  CHECK(r.refused == "E-JIT-007");
}

TEST_CASE("parser: 100 MB inputs and 10^6-deep nesting are refused with E-PARSE codes",
          "[limits][parse]") {
  ExprPool pool;
  std::string huge(100u << 20, ' ');
  for (std::size_t i = 0; i + 2 < huge.size(); i += 2)
    huge[i] = 'x', huge[i + 1] = '+';
  huge.back() = 'x';
  CHECK(code_of([&] { parse(pool, huge); }) == "E-PARSE-009");
  huge = {};

  constexpr std::size_t kNest = 1000000;
  std::string nested = std::string(kNest, '(') + "x" + std::string(kNest, ')');
  CHECK(code_of([&] { parse(pool, nested); }) == "E-PARSE-008");
  std::string calls;
  for (std::size_t i = 0; i < kNest; ++i)
    calls += "-sin(";
  calls += "x" + std::string(kNest, ')');
  CHECK(code_of([&] { parse(pool, calls); }) == "E-PARSE-008");
  // Raising the limits is safe too: the parser keeps its stack on the heap,
  // and the pool refuses what is deeper than its own limit.
  ParseOptions raised_limits{.max_bytes = calls.size(), .max_depth = 4 * kNest};
  Expr parsed = on_worker([&] { return parse(pool, nested, raised_limits); });
  CHECK(parsed == pool.symbol("x"));
  std::string deep_code =
      on_worker([&] { return code_of([&] { parse(pool, calls, raised_limits); }); });
  CHECK(deep_code == "E-EXPR-001");
}

TEST_CASE("Groebner: cancellation from another thread stops a running computation",
          "[limits][groebner]") {
  // katsura5 takes several F4 steps and many primes. The first progress
  // report blocks until the other thread has set the flag, so the
  // computation is certainly running when it is cancelled; the driver then
  // stops at its next check (after the learning run at the latest).
  auto sys = parse_msolve(gbtest::read_system("katsura5"));
  std::atomic<bool> stop{false};
  std::promise<void> started, cancelled;
  std::shared_future<void> cancelled_f = cancelled.get_future().share();
  std::atomic<bool> first{true};
  GroebnerOptions o;
  o.cancel = &stop;
  o.progress = [&](const GroebnerProgress &) {
    if (!first.exchange(false)) return;
    started.set_value();
    cancelled_f.wait();
  };
  std::thread canceller([&] {
    started.get_future().wait();
    stop = true;
    cancelled.set_value();
  });
  std::string code = code_of([&] { GroebnerBasis::compute(sys, MonomialOrder::grevlex(), o); });
  canceller.join();
  CHECK(code == "E-GB-001");
  // The same options without the flag compute the basis: the stop was ours.
  stop = false;
  o.progress = nullptr;
  CHECK(GroebnerBasis::compute(sys, MonomialOrder::grevlex(), o).size() > 0);
}

TEST_CASE("Groebner: 150 000 variables and one polynomial, the dimension without recursion",
          "[limits][groebner]") {
  // The basis {v0} of a 150 000-variable ring: a recursive dimension search
  // took one frame per variable and overflowed the stack.
  std::vector<std::string> names;
  for (int i = 0; i < 150000; ++i)
    names.push_back("v" + std::to_string(i));
  auto ring = make_ring(names);
  auto [dim, summary] = on_worker([&] {
    auto gb = GroebnerBasis::compute({PolyQ::variable(ring, 0)}, MonomialOrder::grevlex());
    return std::pair(gb.dimension(), gb.summary());
  });
  CHECK(dim == 149999);
  CHECK(summary.find("dimension 149999") != std::string::npos);
}
