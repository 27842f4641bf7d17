// gpu-tests/forward_error_bound.hpp - ulp distances and the first-order forward error bound the GPU is held to
// against the interpreter (shared by the GPU tests and fuzz/fuzz_interp_vs_gpu; no Catch2 here).
#pragma once

#include <alkahest/expr.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace alkahest::gputest {

/// Distance in units in the last place (0 for equal values, NaN == NaN).
inline std::uint64_t ulp_distance(double a, double b) {
  if (std::isnan(a) && std::isnan(b))
    return 0;
  if (std::isnan(a) || std::isnan(b))
    return UINT64_MAX;
  if (a == b)
    return 0;
  auto key = [](double v) {
    auto u = std::bit_cast<std::int64_t>(v);
    return u < 0 ? INT64_MIN - u : u; // monotone map of doubles onto integers
  };
  std::int64_t ka = key(a), kb = key(b);
  return ka > kb ? static_cast<std::uint64_t>(ka) - static_cast<std::uint64_t>(kb)
                 : static_cast<std::uint64_t>(kb) - static_cast<std::uint64_t>(ka);
}

/// The size of one ulp at |v| (the spacing of doubles there).
inline double ulp_of(double v) {
  v = std::fabs(v);
  if (!std::isfinite(v))
    return 0;
  return std::nextafter(v, INFINITY) - v;
}

/// The size of one float ulp at |v| (the spacing of floats there).
inline double float_ulp_of(double v) {
  const float f = static_cast<float>(std::fabs(v));
  if (!std::isfinite(f))
    return 0;
  return static_cast<double>(std::nextafter(f, INFINITY) - f);
}
// First-order forward bound on |gpu - interpreter| at point i: every node
// adds 4 ulp of its value when it is a function call (both libraries' error)
// and 1 ulp for arithmetic, and carries its arguments' bounds through its
// derivative (condition). Doubled for the neglected second-order terms.
// With float_math (Precision::F32Native) the ulps are float's, and numbers
// add half a float ulp (each constant is rounded to float once).
inline double error_bound(const std::vector<const Node *> &order, const std::vector<std::vector<double>> &v, std::size_t i,
                          bool float_math = false) {
  auto ulp = [&](double x) { return float_math ? float_ulp_of(x) : ulp_of(x); };
  std::unordered_map<const Node *, std::size_t> at;
  std::vector<double> err(order.size(), 0.0);
  for (std::size_t k = 0; k < order.size(); ++k) {
    const Node *n = order[k];
    at[n] = k;
    double val = v[k][i];
    auto E = [&](std::size_t j) { return err[at.at(n->arg(j))]; };
    auto A = [&](std::size_t j) { return v[at.at(n->arg(j))][i]; };
    double e = 0;
    switch (n->kind()) {
    case NodeKind::Number:
    case NodeKind::Float: e = float_math ? 0.5 * ulp(val) : 0; break;
    case NodeKind::Symbol: e = 0; break;
    case NodeKind::Constant:
      e = 0.5 * ulp(val);
      break; // the rounded constant
    case NodeKind::Add:
      for (std::size_t j = 0; j < n->arity(); ++j)
        e += E(j);
      e += static_cast<double>(n->arity()) * ulp(val);
      break;
    case NodeKind::Mul:
      for (std::size_t j = 0; j < n->arity(); ++j) {
        double others = 1;
        for (std::size_t m = 0; m < n->arity(); ++m)
          if (m != j)
            others *= std::fabs(A(m));
        e += E(j) * others;
      }
      e += static_cast<double>(n->arity()) * ulp(val);
      break;
    case NodeKind::Pow: {
      double a = A(0), b = A(1);
      e = std::fabs(b * std::pow(a, b - 1)) * E(0) + std::fabs(val * std::log(std::fabs(a))) * E(1) +
          (4 + std::fabs(b)) * ulp(val);
      break;
    }
    case NodeKind::Call: {
      double a = A(0), d = 0;
      switch (n->func()) {
      case Func::Sin: d = std::fabs(std::cos(a)); break;
      case Func::Cos: d = std::fabs(std::sin(a)); break;
      case Func::Exp: d = std::fabs(val); break;
      case Func::Atan: d = 1 / (1 + a * a); break;
      case Func::Tanh: d = 1 - val * val; break;
      case Func::Erf: d = 1.1283791670955126 * std::exp(-a * a); break;
      case Func::Sinh: d = std::cosh(a); break;
      case Func::Cosh: d = std::fabs(std::sinh(a)); break;
      default: d = INFINITY; break; // not produced by the Smooth generator
      }
      e = d * E(0) + 4 * ulp(val);
      break;
    }
    }
    err[k] = std::isfinite(e) ? e : INFINITY;
  }
  return 2 * err.back();
}

/// The GPU's value agrees with the interpreter's under the bound `tol`:
/// within 4 ulp, or within tol, or (tol infinite: a non-smooth node on the
/// path) at least equally finite.
inline bool agrees_within(double gpu, double ref, double tol) {
  return ulp_distance(gpu, ref) <= 4 || std::fabs(gpu - ref) <= tol ||
         (std::isinf(tol) && std::isfinite(ref) == std::isfinite(gpu));
}

} // namespace alkahest::gputest
