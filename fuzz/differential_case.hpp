// fuzz/differential_case.hpp - one differential-fuzzing case: expressions and points from the input.
//
// Shared by fuzz_interp_vs_jit and fuzz_interp_vs_gpu. The expressions come
// from the unit tests' generator (unittests/support/random_expr.hpp) driven
// by the input's bytes, so the fuzzers explore the same space as the seeded
// differential tests; the points are any doubles (every bit pattern, plus
// the usual special values). Kept small: each case is compiled.
#pragma once

#include "fuzz_input.hpp"
#include "random_expr.hpp"

#include <alkahest/expr.hpp>

#include <limits>
#include <memory>
#include <vector>

namespace alkahest::fuzz {

struct DifferentialCase {
  std::unique_ptr<ExprPool> pool = std::make_unique<ExprPool>();
  std::vector<Expr> vars;
  std::vector<Expr> outputs;
  std::vector<std::vector<double>> columns; // columns[k][i] = input k at point i
  std::size_t points() const { return columns.empty() ? 0 : columns[0].size(); }
};

inline double point_value(FuzzInput &in) {
  constexpr double inf = std::numeric_limits<double>::infinity();
  static const double table[] = {0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 3.0, 1e-300, 1e300, inf, -inf,
                                 std::numeric_limits<double>::quiet_NaN(),
                                 std::numeric_limits<double>::denorm_min(), 0.7853981633974483};
  unsigned k = in.pick(32);
  if (k < std::size(table)) return table[k];
  if (k < 28) return static_cast<double>(static_cast<std::int8_t>(in.byte())) / 16.0;
  return in.any_double();
}

/// Layout: 1 byte of generator options, 1 byte of output count, 1 byte of
/// point count, the points, then the generator's decisions.
inline DifferentialCase differential_case(FuzzInput &in) {
  DifferentialCase c;
  ExprPool &pool = *c.pool;
  c.vars = {pool.symbol("x"), pool.symbol("y"), pool.symbol("z")};
  std::uint8_t o = in.byte();
  testing::RandomExprOptions opts;
  opts.max_depth = 1 + (o & 3);                   // 1..4
  opts.allow_special_floats = (o & 4) != 0;
  opts.allow_rational_exponents = (o & 8) == 0;
  opts.max_int_exponent = (o & 16) ? 9 : 4;
  opts.min_int_exponent = (o & 32) ? -9 : -3;
  opts.max_args = (o & 64) ? 4 : 3;
  std::size_t n_out = 1 + in.pick(3);
  std::size_t n_pts = 1 + in.pick(8);
  c.columns.assign(c.vars.size(), std::vector<double>(n_pts));
  for (std::size_t i = 0; i < n_pts; ++i)
    for (auto &col : c.columns) col[i] = point_value(in);
  testing::BasicRandomExprGenerator<ByteRng> gen(pool, c.vars, ByteRng(in), opts);
  for (std::size_t j = 0; j < n_out; ++j) c.outputs.push_back(gen.next());
  return c;
}

} // namespace alkahest::fuzz
