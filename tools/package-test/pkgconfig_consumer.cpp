// tools/package-test/pkgconfig_consumer.cpp - a consumer built only from `pkg-config --cflags
// --libs alkahest`.
//
// Uses the header-only core and the compiled library (JIT), and prints the
// version three ways so that PackageConsumerTest.sh can compare them.
#include <alkahest/capabilities.hpp>
#include <alkahest/expr.hpp>
#include <alkahest/jit.hpp>
#include <alkahest/version.hpp>

#include <fmt/format.h>

#include <cmath>

int main() {
  alkahest::ExprPool pool;
  auto x = pool.symbol("x"), y = pool.symbol("y");
  auto f = alkahest::sin(x) * alkahest::cos(y) + (x * x + y * y) / 100;
  alkahest::Expr inputs[] = {x, y};
  double point[] = {1.5, 2.0};
  double interpreted = alkahest::evaluate(f, inputs, point);
  double compiled = alkahest::capabilities().llvm_jit
                        ? alkahest::compile_expr(f, inputs).call(point)
                        : interpreted;
  fmt::print("f(1.5, 2) = {} (interpreter), {} (jit)\n", interpreted, compiled);
  fmt::print("header {} library {} capabilities {}\n", alkahest::kVersionString,
             alkahest::version(), alkahest::capabilities().library_version);
  return std::fabs(interpreted - compiled) < 1e-15 ? 0 : 1;
}
