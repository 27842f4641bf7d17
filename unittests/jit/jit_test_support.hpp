// unittests/jit/jit_test_support.hpp - random DAGs, random points and the ulp comparison of the JIT tests.
#pragma once

#include <alkahest/expr.hpp>
#include <alkahest/expr/interpret.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

namespace alkahest::jit_test {

/// Seeded generator of random expressions over fixed symbols, covering every
/// node kind and core function, integer powers of both signs, rational and
/// float constants, and shared subexpressions (it reuses earlier subtrees).
class RandomExprs {
public:
  RandomExprs(ExprPool &pool, std::vector<Expr> vars, std::uint64_t seed)
      : pool_(pool), vars_(std::move(vars)), rng_(seed) {}

  /// A random expression of depth at most `depth`; never throws (exact
  /// folding errors such as 0^-1 are retried).
  Expr next(int depth) {
    for (;;) {
      try {
        Expr e = gen(depth);
        if (seen_.size() < 4096) seen_.push_back(e);
        return e;
      } catch (const ExprError &) {
      }
    }
  }

private:
  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
  double uniform(double a, double b) { return std::uniform_real_distribution<double>(a, b)(rng_); }

  Expr leaf() {
    switch (pick(10)) {
    case 0: case 1: case 2: case 3: case 4: return vars_[pick(static_cast<int>(vars_.size()))];
    case 5: case 6: return pool_.integer(pick(11) - 5);
    case 7: return pool_.rational(pick(21) - 10, 1 + pick(9));
    default: return pool_.real(uniform(-3, 3));
    }
  }

  Expr gen(int depth) {
    if (depth <= 0 || pick(5) == 0) return leaf();
    if (!seen_.empty() && pick(10) == 0) return seen_[pick(static_cast<int>(seen_.size()))];
    auto sub = [&] { return gen(depth - 1); };
    static constexpr Func unary[] = {Func::Sin, Func::Cos, Func::Tan, Func::Exp, Func::Log,
                                     Func::Sqrt, Func::Abs, Func::Asin, Func::Acos, Func::Atan,
                                     Func::Sinh, Func::Cosh, Func::Tanh, Func::Erf, Func::Floor,
                                     Func::Ceil, Func::Sign};
    static constexpr Func binary[] = {Func::Atan2, Func::Min, Func::Max};
    switch (pick(12)) {
    case 0: case 1: {
      std::vector<Expr> terms;
      for (int k = 2 + pick(3); k > 0; --k) terms.push_back(sub());
      return pool_.add(terms);
    }
    case 2: case 3: {
      std::vector<Expr> factors;
      for (int k = 2 + pick(2); k > 0; --k) factors.push_back(sub());
      return pool_.mul(factors);
    }
    case 4: return pool_.pow(sub(), pool_.integer(pick(13) - 4));   // x^-4 .. x^8
    case 5: return pool_.pow(sub(), pool_.integer(pick(2) ? 17 : -23)); // longer chains
    case 6: {
      static constexpr int q[][2] = {{1, 2}, {1, 3}, {-3, 2}, {5, 4}};
      auto &r = q[pick(4)];
      return pool_.pow(sub(), pool_.rational(r[0], r[1]));
    }
    case 7: return pool_.pow(sub(), pick(2) ? sub() : pool_.real(uniform(-2, 2)));
    case 8: {
      Func f = binary[pick(3)];
      return pool_.call(f, {sub(), sub()});
    }
    default: return pool_.call(unary[pick(17)], {sub()});
    }
  }

  ExprPool &pool_;
  std::vector<Expr> vars_;
  std::mt19937_64 rng_;
  std::vector<Expr> seen_;
};

/// n points per column, mostly uniform in [-4, 4], with the special values
/// 0, -0, 1, -1, inf, -inf and NaN mixed in.
inline std::vector<std::vector<double>> random_columns(std::size_t n_inputs, std::size_t n,
                                                       std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-4, 4);
  const double special[] = {0.0, -0.0, 1.0, -1.0, std::numeric_limits<double>::infinity(),
                            -std::numeric_limits<double>::infinity(),
                            std::numeric_limits<double>::quiet_NaN()};
  std::vector<std::vector<double>> cols(n_inputs, std::vector<double>(n));
  for (auto &c : cols)
    for (std::size_t i = 0; i < n; ++i)
      c[i] = (rng() % 10 == 0) ? special[rng() % 7] : u(rng);
  return cols;
}

inline std::vector<std::span<const double>> spans(const std::vector<std::vector<double>> &v) {
  return {v.begin(), v.end()};
}

/// Distance in units in the last place between two finite doubles.
inline std::uint64_t ulp_distance(double a, double b) {
  auto ordered = [](double x) {
    auto i = std::bit_cast<std::int64_t>(x);
    return i < 0 ? std::numeric_limits<std::int64_t>::min() - i : i;
  };
  std::int64_t ia = ordered(a), ib = ordered(b);
  return ia > ib ? static_cast<std::uint64_t>(ia) - static_cast<std::uint64_t>(ib)
                 : static_cast<std::uint64_t>(ib) - static_cast<std::uint64_t>(ia);
}

/// The acceptance rule: NaN exactly where the reference has NaN, equal
/// infinities, otherwise within `ulps` ulp or `abs_tol` absolutely.
inline bool agrees(double ref, double got, std::uint64_t ulps = 4, double abs_tol = 1e-14) {
  if (std::isnan(ref) || std::isnan(got)) return std::isnan(ref) && std::isnan(got);
  if (ref == got) return true;
  if (std::isinf(ref) || std::isinf(got)) return false;
  if (std::fabs(ref - got) <= abs_tol) return true;
  return ulp_distance(ref, got) <= ulps;
}

} // namespace alkahest::jit_test
