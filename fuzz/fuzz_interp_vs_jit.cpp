// fuzz/fuzz_interp_vs_jit.cpp - differential: the reference interpreter against the CPU JIT.
//
// Each input is a few small expressions and points (differential_case.hpp),
// compiled at an input-chosen optimisation level into one multi-output
// function. Every value must agree with the interpreter under the rule of
// unittests/jit/differential_test.cpp (jit_test::agrees: NaN exactly where
// the interpreter has NaN, equal infinities, else 4 ulp or 1e-14). An error
// while generating is skipped; compile_expr or a call refusing these valid
// inputs, or any non-alkahest exception, is a finding.
#include "differential_case.hpp"
#include "jit/jit_test_support.hpp"

#include <alkahest/jit.hpp>

#include <fmt/format.h>

namespace {

constexpr const char *kTarget = "fuzz_interp_vs_jit";

std::string where(const alkahest::fuzz::DifferentialCase &c, std::size_t j, std::size_t i) {
  return fmt::format("{} at x={:a} y={:a} z={:a}", alkahest::to_string(c.outputs[j]), c.columns[0][i],
                     c.columns[1][i], c.columns[2][i]);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  using namespace alkahest;
  fuzz::FuzzInput in(data, size);
  fuzz::DifferentialCase c;
  try {
    c = fuzz::differential_case(in);
  } catch (const Error &) {
    return 0; // the canonical constructors refused a generated node (e.g. an exact pole)
  }
  JitOptions options;
  options.threads = 1;
  options.opt_level = static_cast<int>(in.pick(4));
  std::vector<std::span<const double>> cols(c.columns.begin(), c.columns.end());
  const std::size_t n = c.points();
  try {
    auto ref = evaluate_batch(c.outputs, c.vars, cols);
    CompiledFn f = compile_expr(c.outputs, c.vars, options);
    std::vector<double> got = f.call_batch(cols);
    if (got.size() != c.outputs.size() * n) fuzz::finding(kTarget, "call_batch returned a wrong size");
    std::vector<double> point(c.vars.size()), one(c.outputs.size());
    for (std::size_t i = 0; i < n; ++i) {
      for (std::size_t k = 0; k < point.size(); ++k) point[k] = c.columns[k][i];
      f.call_into(point, one); // the pointwise entry too
      for (std::size_t j = 0; j < c.outputs.size(); ++j) {
        double r = ref[j][i];
        if (!jit_test::agrees(r, got[j * n + i]))
          fuzz::finding(kTarget, fmt::format("call_batch: {}: interpreter {:a}, jit {:a} (O{})", where(c, j, i),
                                             r, got[j * n + i], options.opt_level));
        if (!jit_test::agrees(r, one[j]))
          fuzz::finding(kTarget, fmt::format("call_into: {}: interpreter {:a}, jit {:a} (O{})", where(c, j, i), r,
                                             one[j], options.opt_level));
      }
    }
  } catch (const Error &e) {
    fuzz::finding(kTarget, std::string("valid expressions refused: ") + e.what());
  } catch (const std::exception &e) {
    fuzz::finding(kTarget, std::string("exception that is no alkahest::Error: ") + e.what());
  }
  return 0;
}
