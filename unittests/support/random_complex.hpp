// unittests/support/random_complex.hpp - random complex expressions over complex symbols, and the
// rule that compares a compiled tier's values with evaluate_complex's.
#pragma once

#include <alkahest/complex.hpp>

#include <cmath>
#include <complex>
#include <functional>
#include <random>
#include <span>
#include <string>
#include <vector>

namespace alkahest::test {

/// Random ComplexExprs of bounded depth over `vars`, with every operation
/// of alkahest/complex.hpp. Each node whose operation has a branch cut (or
/// a pole or a singularity) is remembered with its argument, so that a
/// comparison can leave out the points that sit on one.
class RandomComplex {
public:
  RandomComplex(ExprPool &p, std::vector<ComplexSymbol> vars, std::uint64_t seed)
      : p_(p), vars_(std::move(vars)), rng_(seed) {}

  struct Sensitive {
    ComplexOp op;
    ComplexExpr arg;
  };

  ComplexExpr next(int depth) { return build(depth); }
  const std::vector<Sensitive> &sensitive() const { return sensitive_; }
  void forget() { sensitive_.clear(); }

private:
  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
  double value() { return std::uniform_real_distribution<double>(-2, 2)(rng_); }

  ComplexExpr leaf() {
    switch (pick(4)) {
    case 0:
      return complex_constant(p_, value(), value());
    case 1:
      return I(p_);
    default:
      return vars_[static_cast<std::size_t>(pick(static_cast<int>(vars_.size())))];
    }
  }

  ComplexExpr build(int depth) {
    if (depth <= 0 || pick(5) == 0) return leaf();
    const int k = pick(22);
    auto sub = [&] { return build(depth - 1); };
    auto remember = [&](ComplexOp op, const ComplexExpr &a) {
      sensitive_.push_back({op, a});
      return a;
    };
    switch (k) {
    case 0:
    case 1:
      return sub() + sub();
    case 2:
    case 3:
      return sub() * sub();
    case 4: {
      ComplexExpr a = sub(), b = remember(ComplexOp::Div, sub());
      return a / b;
    }
    case 5:
      return -sub();
    case 6:
      return pow(sub(), static_cast<long long>(pick(6)) - 2);
    case 7:
      return exp(remember(ComplexOp::Exp, sub()));
    case 8:
      return log(remember(ComplexOp::Log, sub()));
    case 9:
      return sqrt(remember(ComplexOp::Sqrt, sub()));
    case 10:
      return sin(remember(ComplexOp::Sin, sub()));
    case 11:
      return cos(remember(ComplexOp::Cos, sub()));
    case 12:
      return tan(remember(ComplexOp::Tan, sub()));
    case 13:
      return sinh(remember(ComplexOp::Sinh, sub()));
    case 14:
      return cosh(remember(ComplexOp::Cosh, sub()));
    case 15:
      return tanh(remember(ComplexOp::Tanh, sub()));
    case 16:
      return asin(remember(ComplexOp::Asin, sub()));
    case 17:
      return acos(remember(ComplexOp::Acos, sub()));
    case 18:
      return atan(remember(ComplexOp::Atan, sub()));
    case 19:
      return conj(sub());
    case 20:
      return pick(2) ? abs(sub()) : arg(remember(ComplexOp::Arg, sub()));
    default:
      return pow(remember(ComplexOp::Pow, sub()), complex_constant(p_, value() / 2, value() / 4));
    }
  }

  ExprPool &p_;
  std::vector<ComplexSymbol> vars_;
  std::mt19937_64 rng_;
  std::vector<Sensitive> sensitive_;
};

/// Whether argument value a of an operation lies near the operation's
/// branch cut, pole or overflow, where two correct implementations may
/// differ by a whole branch (2 pi i) or by no bounded amount.
inline bool near_singularity(ComplexOp op, std::complex<double> a) {
  const double tiny = 1e-6 * (1 + std::abs(a));
  switch (op) {
  case ComplexOp::Log:
  case ComplexOp::Sqrt:
  case ComplexOp::Arg:
  case ComplexOp::Pow: // the negative real axis, and 0
    return std::abs(a) < 1e-6 || (a.real() < 0 && std::fabs(a.imag()) < tiny);
  case ComplexOp::Asin:
  case ComplexOp::Acos: // the real axis beyond +-1
    return std::fabs(a.imag()) < tiny && std::fabs(a.real()) > 1 - tiny;
  case ComplexOp::Atan: // the imaginary axis beyond +-i
    return std::fabs(a.real()) < tiny && std::fabs(a.imag()) > 1 - tiny;
  case ComplexOp::Div:
    return std::abs(a) < 1e-3;
  case ComplexOp::Tan: // poles at pi/2 + k pi
    return std::fabs(std::cos(a.real())) < 1e-3 && std::fabs(a.imag()) < 1e-3;
  case ComplexOp::Tanh:
    return std::fabs(std::cos(a.imag())) < 1e-3 && std::fabs(a.real()) < 1e-3;
  default: // exp, sin, cos, sinh, cosh: overflow only
    return std::fabs(a.real()) > 30 || std::fabs(a.imag()) > 30;
  }
}

/// The compiled value agrees with the interpreter's: both NaN, or within
/// 1e-8 relative to the larger of 1 and |ref| (the formulas of the split
/// and std::complex's, and libdevice's and libm's, differ in their
/// roundings, a few ulp a step, carried through a few steps of conditioning).
inline bool complex_agrees(std::complex<double> got, std::complex<double> ref) {
  const bool nan_ref = std::isnan(ref.real()) || std::isnan(ref.imag());
  const bool nan_got = std::isnan(got.real()) || std::isnan(got.imag());
  if (nan_ref || nan_got) return nan_ref && nan_got;
  return std::abs(got - ref) <= 1e-8 * std::max(1.0, std::abs(ref));
}

/// What compare_random_complex found.
struct ComplexTally {
  std::size_t compared = 0, skipped = 0, mismatches = 0;
  std::string first; ///< the first mismatch
};

/// 1000 random complex expressions (20 modules of 50, depths 1-3, seeds
/// from `seed`) over two complex inputs at n points of [-1.5, 1.5]^2:
/// `run(exprs, columns)` gives each module's values (result[j][i]), which
/// are compared with evaluate_complex, leaving out the points near a
/// singularity of some step and the values past 1e8.
inline ComplexTally
compare_random_complex(ExprPool &p, std::size_t n, std::uint64_t seed,
                       const std::function<std::vector<std::vector<std::complex<double>>>(
                           std::span<const ComplexExpr>, std::span<const ComplexSymbol>,
                           std::span<const std::span<const std::complex<double>>>)> &run) {
  using C = std::complex<double>;
  std::vector<ComplexSymbol> vars = {complex_symbol(p, "z"), complex_symbol(p, "w")};
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-1.5, 1.5);
  std::vector<std::vector<C>> cols(2, std::vector<C>(n));
  for (auto &c : cols)
    for (C &v : c)
      v = {u(rng), u(rng)};
  std::vector<std::span<const C>> spans(cols.begin(), cols.end());
  ComplexTally t;
  for (int m = 0; m < 20; ++m) {
    RandomComplex gen(p, vars, seed * 1000 + static_cast<std::uint64_t>(m));
    std::vector<ComplexExpr> exprs;
    std::vector<std::vector<RandomComplex::Sensitive>> sens;
    for (int k = 0; k < 50; ++k) {
      gen.forget();
      exprs.push_back(gen.next(1 + k % 3));
      sens.push_back(gen.sensitive());
    }
    auto got = run(exprs, vars, spans);
    for (std::size_t j = 0; j < exprs.size(); ++j)
      for (std::size_t i = 0; i < n; ++i) {
        const C pt[] = {cols[0][i], cols[1][i]};
        bool singular = false;
        for (const auto &s : sens[j])
          singular = singular || near_singularity(s.op, evaluate_complex(s.arg, vars, pt));
        const C ref = evaluate_complex(exprs[j], vars, pt);
        if (singular || std::abs(ref) > 1e8) {
          ++t.skipped;
          continue;
        }
        ++t.compared;
        if (!complex_agrees(got[j][i], ref) && t.mismatches++ == 0)
          t.first = "module " + std::to_string(m) + " expression " + std::to_string(j) +
                    ": compiled " + std::to_string(got[j][i].real()) + " + " +
                    std::to_string(got[j][i].imag()) + " i, interpreter " +
                    std::to_string(ref.real()) + " + " + std::to_string(ref.imag()) + " i";
      }
  }
  return t;
}

} // namespace alkahest::test
