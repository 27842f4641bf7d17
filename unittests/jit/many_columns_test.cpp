// unittests/jit/many_columns_test.cpp - functions of many columns: the loop that reads its column
// pointers from arrays, against the interpreter and at 10^5 inputs.
#include "error_code.hpp"
#include "jit_test_support.hpp"

#include <alkahest/jit.hpp>

#include <catch2/catch.hpp>

#include <string>

using namespace alkahest;
using namespace alkahest::jit_test;
using alkahest::test::code_of;

TEST_CASE("the array form of the loop agrees with the interpreter, threads and parameters included",
          "[jit][columns]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y"), a = p.symbol("a"), b = p.symbol("b");
  RandomExprs gen(p, {x, y, a, b}, 20261202);
  const std::vector<Expr> ins = {x, y}, params = {a, b};
  const std::size_t n = 257; // uneven chunks across the threads
  auto cols = random_columns(2, n, 5);
  auto sp = spans(cols);
  const std::vector<double> values = {0.75, -2.5};
  JitOptions array_form;
  array_form.columns_as_arguments_up_to = 0; // every function takes the array form
  array_form.threads = 3;
  array_form.min_points_per_thread = 16;
  const std::vector<Expr> all = {x, y, a, b};
  int mismatches = 0;
  for (int t = 0; t < 25; ++t) {
    std::vector<Expr> outs = {gen.next(4), gen.next(4), gen.next(3)};
    CompiledFn f = compile_expr(outs, ins, params, array_form);
    std::vector<std::vector<double>> got(outs.size(), std::vector<double>(n));
    std::vector<std::span<double>> o(got.begin(), got.end());
    f.call_batch_into(sp, values, o);
    for (std::size_t j = 0; j < outs.size(); ++j)
      for (std::size_t i = 0; i < n; ++i) {
        const double at[] = {cols[0][i], cols[1][i], values[0], values[1]};
        double ref = evaluate(outs[j], all, at);
        if (!agrees(ref, got[j][i])) ++mismatches;
      }
  }
  CHECK(mismatches == 0);
}

TEST_CASE("the entry point is the loop itself above columns_as_arguments_up_to", "[jit][columns]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y"), a = p.symbol("a");
  std::vector<Expr> outs = {x * y + a};
  JitOptions o;
  o.columns_as_arguments_up_to = 3; // x, y, the output: one kernel argument each, a is the fourth
  std::string ir = emit_llvm_ir(outs, std::vector<Expr>{x, y}, std::vector<Expr>{a}, o, false);
  CHECK(ir.find("_kernel(") == std::string::npos);
  o.columns_as_arguments_up_to = 4;
  ir = emit_llvm_ir(outs, std::vector<Expr>{x, y}, std::vector<Expr>{a}, o, false);
  CHECK(ir.find("_kernel(ptr noalias") != std::string::npos);
}

TEST_CASE("10^5 inputs compile and evaluate exactly", "[jit][columns]") {
  // Past 65535 kernel arguments LLVM's code generator silently dropped
  // some (the sum came out 0); the array form has four whatever the count.
  const std::size_t count = 100000;
  ExprPool p;
  std::vector<Expr> ins;
  ins.reserve(count);
  for (std::size_t k = 0; k < count; ++k) {
    std::string name = std::to_string(k);
    name.insert(name.begin(), 'v');
    ins.push_back(p.symbol(name));
  }
  CompiledFn f = compile_expr(p.add(ins), ins);
  REQUIRE(f.n_inputs() == count);
  // Point 0: every input 1; point 1: input k is k. Both sums are exact.
  std::vector<std::vector<double>> cols(count);
  for (std::size_t k = 0; k < count; ++k)
    cols[k] = {1.0, static_cast<double>(k)};
  std::vector<double> out(2);
  f.call_batch_into(spans(cols), std::span<double>(out));
  CHECK(out[0] == static_cast<double>(count));
  CHECK(out[1] == static_cast<double>(count) * (count - 1) / 2);
}

TEST_CASE("columns_as_arguments_up_to above its limit is refused", "[jit][columns]") {
  ExprPool p;
  Expr x = p.symbol("x");
  JitOptions o;
  o.columns_as_arguments_up_to = JitOptions::kMaxArgumentColumns + 1;
  CHECK(code_of([&] { compile_expr(x, {x}, o); }) == "E-JIT-010");
}
