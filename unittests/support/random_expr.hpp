// unittests/support/random_expr.hpp - seeded random expressions for the differential and property tests.
//
// Every layer's tests use this one generator so that "random expression #k
// of seed s" means the same DAG everywhere. Randomness comes only from
// std::mt19937_64 (whose output sequence the standard fixes) reduced by
// modulo, never from std::uniform_*_distribution (whose algorithm is
// implementation-defined), so a seed gives the same expressions on every
// platform and standard library.
#pragma once

#include <alkahest/expr.hpp>

#include <cstdint>
#include <limits>
#include <random>
#include <vector>

namespace alkahest::testing {

/// Which functions may appear.
enum class RandomFuncs {
  All,    ///< every Func, including the non-smooth and partial ones
  Smooth, ///< sin cos exp atan tanh erf sinh cosh: smooth everywhere (diff tests)
  None    ///< no calls: rational functions only (polynomials without negative exponents)
};

struct RandomExprOptions {
  int max_depth = 4;                    ///< nesting of operations below the root
  RandomFuncs funcs = RandomFuncs::All;
  bool allow_floats = true;             ///< Float leaves (finite, full precision)
  bool allow_special_floats = false;    ///< also -0.0, inf, -inf, nan leaves
  bool allow_negative_exponents = true; ///< x^-n and division
  bool allow_rational_exponents = true; ///< x^(p/q)
  int min_int_exponent = -3;            ///< integer exponents in [min, max]
  int max_int_exponent = 4;
  int max_args = 3;                     ///< terms of a sum, factors of a product
  int max_int = 9;                      ///< integer leaves in [-max_int, max_int]
};

/// Deterministic stream of random canonical expressions over `vars`. Rng is
/// any source of 64-bit words: std::mt19937_64 here, the fuzz input's bytes
/// in fuzz/ (so that libFuzzer steers the same generator).
template <class Rng = std::mt19937_64> class BasicRandomExprGenerator {
public:
  BasicRandomExprGenerator(ExprPool &pool, std::vector<Expr> vars, std::uint64_t seed,
                           RandomExprOptions options = {})
      : pool_(pool), vars_(std::move(vars)), rng_(seed), options_(options) {}
  BasicRandomExprGenerator(ExprPool &pool, std::vector<Expr> vars, Rng rng,
                           RandomExprOptions options = {})
      : pool_(pool), vars_(std::move(vars)), rng_(std::move(rng)), options_(options) {}

  /// The next expression of the stream.
  Expr next() { return node(options_.max_depth); }

  /// A uniform integer in [lo, hi] (portable: modulo of the raw output).
  long long uniform(long long lo, long long hi) {
    auto span = static_cast<std::uint64_t>(hi - lo) + 1;
    return lo + static_cast<long long>(rng_() % span);
  }
  /// A double in [lo, hi) with 53 random bits.
  double uniform_real(double lo, double hi) {
    double u = static_cast<double>(rng_() >> 11) * 0x1.0p-53;
    return lo + u * (hi - lo);
  }
  const RandomExprOptions &options() const { return options_; }

private:
  Expr leaf() {
    long long r = uniform(0, 99);
    if (r < 55 && !vars_.empty()) return vars_[static_cast<std::size_t>(uniform(0, static_cast<long long>(vars_.size()) - 1))];
    if (r < 75) return pool_.integer(uniform(-options_.max_int, options_.max_int));
    if (r < 88 || !options_.allow_floats) {
      long long den = uniform(1, 12);
      return pool_.rational(uniform(-options_.max_int * 3, options_.max_int * 3), den);
    }
    if (options_.allow_special_floats && uniform(0, 4) == 0) {
      constexpr double inf = std::numeric_limits<double>::infinity();
      const double specials[] = {-0.0, inf, -inf, std::numeric_limits<double>::quiet_NaN()};
      return pool_.real(specials[uniform(0, 3)]);
    }
    return pool_.real(uniform_real(-10.0, 10.0));
  }

  Expr exponent() {
    long long lo = options_.allow_negative_exponents ? options_.min_int_exponent : 0;
    long long hi = options_.max_int_exponent;
    if (options_.allow_rational_exponents && uniform(0, 3) == 0) {
      long long den = uniform(2, 4);
      return pool_.rational(uniform(options_.allow_negative_exponents ? -5 : 1, 5), den);
    }
    return pool_.integer(uniform(lo, hi));
  }

  Func function() {
    static constexpr Func smooth[] = {Func::Sin, Func::Cos, Func::Exp, Func::Atan,
                                      Func::Tanh, Func::Erf, Func::Sinh, Func::Cosh};
    if (options_.funcs == RandomFuncs::Smooth) return smooth[uniform(0, std::size(smooth) - 1)];
    return kAllFuncs[uniform(0, std::size(kAllFuncs) - 1)];
  }

  std::vector<Expr> operands(int depth) {
    std::vector<Expr> out;
    long long n = uniform(2, std::max(2, options_.max_args));
    for (long long i = 0; i < n; ++i) out.push_back(node(depth - 1));
    return out;
  }

  Expr node(int depth) {
    if (depth <= 0 || uniform(0, 99) < 25) return leaf();
    bool calls = options_.funcs != RandomFuncs::None;
    switch (uniform(0, calls ? 6 : 4)) {
    case 0:
    case 1: return pool_.add(operands(depth));
    case 2: return pool_.mul(operands(depth));
    case 3: {
      Expr base = node(depth - 1);
      try {
        return pool_.pow(base, exponent());
      } catch (const ExprError &) { // 0^negative: E-EXPR-005
        return base;
      }
    }
    case 4: {
      Expr a = node(depth - 1), b = node(depth - 1);
      if (!options_.allow_negative_exponents) return a - b;
      try {
        return uniform(0, 1) ? a - b : a / b;
      } catch (const ExprError &) { // division by an exact 0
        return a;
      }
    }
    default: {
      Func f = function();
      std::vector<Expr> args{node(depth - 1)};
      if (func_arity(f) == 2) args.push_back(node(depth - 1));
      return pool_.call(f, args);
    }
    }
  }

  ExprPool &pool_;
  std::vector<Expr> vars_;
  Rng rng_;
  RandomExprOptions options_;
};

using RandomExprGenerator = BasicRandomExprGenerator<>;

} // namespace alkahest::testing
