// unittests/jit/aliasing_test.cpp - the aliasing rule: an output sharing memory with any other
// column is refused.
#include "error_code.hpp"
#include "jit_test_support.hpp"

#include <alkahest/jit.hpp>

#include <catch2/catch.hpp>

using namespace alkahest;
using alkahest::test::code_of;

TEST_CASE("an output overlapping an input or another output is refused with E-JIT-009",
          "[jit][aliasing]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  std::vector<Expr> xy = {x, y};
  CompiledFn f = compile_expr(x + y, xy);
  std::vector<Expr> two = {x * y, x - y};
  CompiledFn g = compile_expr(two, xy);
  const std::size_t n = 64;
  std::vector<double> buffer(3 * n + 2, 1.0), other(n, 2.0);
  std::span<const double> in_x(buffer.data(), n), in_y(other.data(), n);
  std::vector<std::span<const double>> cols = {in_x, in_y};

  SECTION("output = input shifted by one, either way") {
    CHECK(code_of([&] { f.call_batch_into(cols, std::span<double>(buffer.data() + 1, n)); }) ==
          "E-JIT-009");
    std::vector<std::span<const double>> later = {std::span<const double>(buffer.data() + 1, n),
                                                  in_y};
    CHECK(code_of([&] { f.call_batch_into(later, std::span<double>(buffer.data(), n)); }) ==
          "E-JIT-009");
  }
  SECTION("exact in-place") {
    CHECK(code_of([&] { f.call_batch_into(cols, std::span<double>(buffer.data(), n)); }) ==
          "E-JIT-009");
  }
  SECTION("two outputs sharing memory") {
    std::vector<std::span<double>> outs = {std::span<double>(buffer.data() + n, n),
                                           std::span<double>(buffer.data() + 2 * n - 1, n)};
    CHECK(code_of([&] { g.call_batch_into(cols, outs); }) == "E-JIT-009");
  }
  SECTION("a single point: the output slot is an input value") {
    std::vector<double> point = {1.0, 2.0};
    CHECK(code_of([&] { f.call_into(point, std::span<double>(point.data() + 1, 1)); }) ==
          "E-JIT-009");
  }
  SECTION("adjacent, disjoint buffers and inputs sharing memory are fine") {
    std::vector<std::span<const double>> same_twice = {in_x, in_x};
    std::span<double> right_after(buffer.data() + n, n);
    f.call_batch_into(same_twice, right_after);
    CHECK(right_after[0] == 2.0);
    std::vector<std::span<double>> outs = {std::span<double>(buffer.data() + n, n),
                                           std::span<double>(buffer.data() + 2 * n, n)};
    g.call_batch_into(cols, outs);
    CHECK(buffer[n] == 2.0);
    CHECK(buffer[2 * n] == -1.0);
  }
  SECTION("the refusal comes before any value is written") {
    std::vector<double> before = buffer;
    code_of([&] { f.call_batch_into(cols, std::span<double>(buffer.data() + 1, n)); });
    CHECK(buffer == before);
  }
}
