// unittests/support/f32_reference.hpp - the acceptance rules for float32 columns: Precision::F32
// against the f64 interpreter rounded once to float, F32Native against a float evaluator.
//
// An F32 kernel widens its float inputs exactly, evaluates in f64 and rounds
// each output once. So with r the interpreter's f64 value at the widened
// inputs and e the f64 tiers' own error against it (a few ulp of double),
// the output is round(r') for some r' within e of r: equal to round(r), or
// its float neighbour when r lies within e of a rounding boundary. The rule
// below accepts exactly that (or an absolute 1e-14 where cancellation makes
// the f64 tiers' comparison absolute too), and counts the neighbours so a
// test can also bound how often they occur.
#pragma once

#include <alkahest/expr.hpp>
#include <alkahest/expr/traversal.hpp>

#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <unordered_map>
#include <vector>

namespace alkahest::test {

/// Distance between two floats in units in the last place (infinities are
/// one past the largest finite float).
inline std::uint32_t float_ulp_distance(float a, float b) {
  auto ordered = [](float x) {
    auto i = std::bit_cast<std::int32_t>(x);
    return i < 0 ? static_cast<std::int64_t>(std::numeric_limits<std::int32_t>::min()) - i
                 : static_cast<std::int64_t>(i);
  };
  const std::int64_t d = ordered(a) - ordered(b);
  return static_cast<std::uint32_t>(d < 0 ? -d : d);
}

enum class F32Agreement { Exact, Neighbour, Disagrees };

/// How `got` (an F32 output) compares with the f64 reference `ref`.
inline F32Agreement f32_agreement(double ref, float got, double abs_tol = 1e-14) {
  if (std::isnan(ref) || std::isnan(got))
    return std::isnan(ref) && std::isnan(got) ? F32Agreement::Exact : F32Agreement::Disagrees;
  const float rounded = static_cast<float>(ref);
  if (rounded == got) return F32Agreement::Exact; // +0 == -0, as the f64 rule has it
  if (std::fabs(ref - static_cast<double>(got)) <= abs_tol) return F32Agreement::Neighbour;
  return float_ulp_distance(rounded, got) <= 1 ? F32Agreement::Neighbour : F32Agreement::Disagrees;
}

/// Doubles rounded to floats (inf and NaN kept).
inline std::vector<std::vector<float>> to_float_columns(const std::vector<std::vector<double>> &c) {
  std::vector<std::vector<float>> out;
  for (const auto &col : c)
    out.emplace_back(col.begin(), col.end());
  return out;
}

/// Floats widened back to doubles (exact): the interpreter's inputs.
inline std::vector<std::vector<double>>
to_double_columns(const std::vector<std::vector<float>> &c) {
  std::vector<std::vector<double>> out;
  for (const auto &col : c)
    out.emplace_back(col.begin(), col.end());
  return out;
}

} // namespace alkahest::test

namespace alkahest::test {

/// Precision::F32Native's reference: the expression evaluated node by node
/// in float, with the C library's float functions (sinf, powf, ...) and the
/// lowering's exact operation order (operands of sums and products folded
/// left to right, integer powers by the same multiplication chain,
/// constants and parameters rounded to float once). The CPU tier's scalar
/// code (no libmvec) computes exactly this, bit for bit, with one rule of
/// LLVM's: a function of constants is folded at compile time by the host's
/// double function, rounded to float (`sinf(2.0f)` becomes
/// `(float)sin(2.0)`); erf is not folded. And x^(1/2) is LLVM's rewrite
/// of pow(x, 0.5) into fabs(sqrt(x)).
inline float eval_float(const Expr &e, std::span<const Expr> vars, std::span<const float> point) {
  std::unordered_map<const Node *, float> v;
  std::unordered_map<const Node *, bool> constant; // no symbol below
  for (std::size_t k = 0; k < vars.size(); ++k)
    v[vars[k].node()] = point[k];
  auto folded = [](double (*f)(double), float x) { return static_cast<float>(f(x)); };
  auto ipow = [](float x, unsigned long long m) {
    int top = 63 - std::countl_zero(m);
    float r = x;
    for (int i = top - 1; i >= 0; --i) {
      r = r * r;
      if ((m >> i) & 1ULL) r = r * x;
    }
    return r;
  };
  auto minmax = [](float x, float y, bool is_min) {
    if (std::isnan(x) || std::isnan(y)) return std::numeric_limits<float>::quiet_NaN();
    if (x == y) return std::signbit(x) == is_min ? x : y;
    return (x < y) == is_min ? x : y;
  };
  for (const Node *n : postorder(std::span<const Node *const>(std::array{e.node()}))) {
    bool is_constant = !n->is_symbol();
    for (const Node *c : n->args())
      is_constant = is_constant && constant.at(c);
    constant[n] = is_constant;
    if (v.count(n)) continue;
    auto a = [&](std::size_t i) { return v.at(n->arg(i)); };
    float r = 0;
    if (is_constant && n->kind() == NodeKind::Call && n->func() != Func::Erf) {
      double (*f)(double) = nullptr;
      switch (n->func()) {
      case Func::Sin:
        f = std::sin;
        break;
      case Func::Cos:
        f = std::cos;
        break;
      case Func::Tan:
        f = std::tan;
        break;
      case Func::Exp:
        f = std::exp;
        break;
      case Func::Log:
        f = std::log;
        break;
      case Func::Asin:
        f = std::asin;
        break;
      case Func::Acos:
        f = std::acos;
        break;
      case Func::Atan:
        f = std::atan;
        break;
      case Func::Sinh:
        f = std::sinh;
        break;
      case Func::Cosh:
        f = std::cosh;
        break;
      case Func::Tanh:
        f = std::tanh;
        break;
      default:
        break;
      }
      if (f) {
        v[n] = folded(f, a(0));
        continue;
      }
      if (n->func() == Func::Atan2) {
        v[n] = static_cast<float>(std::atan2(double(a(0)), double(a(1))));
        continue;
      }
    }
    switch (n->kind()) {
    case NodeKind::Number:
      r = static_cast<float>(to_double(n->number()));
      break;
    case NodeKind::Float:
      r = static_cast<float>(n->real());
      break;
    case NodeKind::Constant:
      r = static_cast<float>(constant_value(n->constant()));
      break;
    case NodeKind::Symbol:
      r = v.at(n);
      break;
    case NodeKind::Add:
    case NodeKind::Mul:
      r = a(0);
      for (std::size_t i = 1; i < n->args().size(); ++i)
        r = n->kind() == NodeKind::Add ? r + a(i) : r * a(i);
      break;
    case NodeKind::Pow: {
      const Node *k = n->arg(1);
      if (k->is_number() && is_integer(k->number())) {
        const Integer &big = numerator(k->number());
        if (abs(big) <= std::numeric_limits<long long>::max()) {
          const long long m = big.convert_to<long long>();
          if (m == 0) {
            r = 1.0f;
          } else {
            const unsigned long long u = m < 0 ? 0ULL - static_cast<unsigned long long>(m)
                                               : static_cast<unsigned long long>(m);
            r = ipow(a(0), u);
            if (m < 0) r = 1.0f / r;
          }
        } else {
          r = std::pow(std::fabs(a(0)), a(1));
          if (bit_test(big, 0)) r = std::copysign(r, a(0));
        }
      } else if (is_constant) {
        r = static_cast<float>(std::pow(double(a(0)), double(a(1))));
      } else if (k->is_numeric() && a(1) == 0.5f) {
        // LLVM's rewrite of pow(x, 0.5): fabs(sqrt(x)), +inf at -inf.
        r = a(0) == -std::numeric_limits<float>::infinity() ? -a(0) : std::fabs(std::sqrt(a(0)));
      } else {
        r = std::pow(a(0), a(1));
      }
      break;
    }
    case NodeKind::Call:
      switch (n->func()) {
      case Func::Sin:
        r = sinf(a(0));
        break;
      case Func::Cos:
        r = cosf(a(0));
        break;
      case Func::Tan:
        r = tanf(a(0));
        break;
      case Func::Exp:
        r = expf(a(0));
        break;
      case Func::Log:
        r = logf(a(0));
        break;
      case Func::Sqrt:
        r = sqrtf(a(0));
        break;
      case Func::Abs:
        r = std::fabs(a(0));
        break;
      case Func::Asin:
        r = asinf(a(0));
        break;
      case Func::Acos:
        r = acosf(a(0));
        break;
      case Func::Atan:
        r = atanf(a(0));
        break;
      case Func::Atan2:
        r = atan2f(a(0), a(1));
        break;
      case Func::Sinh:
        r = sinhf(a(0));
        break;
      case Func::Cosh:
        r = coshf(a(0));
        break;
      case Func::Tanh:
        r = tanhf(a(0));
        break;
      case Func::Erf:
        r = erff(a(0));
        break;
      case Func::Floor:
        r = std::floor(a(0));
        break;
      case Func::Ceil:
        r = std::ceil(a(0));
        break;
      case Func::Sign:
        r = a(0) > 0 ? 1.0f : a(0) < 0 ? -1.0f : a(0) + 0.0f;
        break;
      case Func::Min:
        r = minmax(a(0), a(1), true);
        break;
      case Func::Max:
        r = minmax(a(0), a(1), false);
        break;
      case Func::None:
        r = std::numeric_limits<float>::quiet_NaN();
        break;
      }
      break;
    }
    v[n] = r;
  }
  return v.at(e.node());
}

} // namespace alkahest::test
