// alkahest/expr/diff.hpp - symbolic differentiation (chain rule over the DAG).
//
// One bottom-up pass (iterative post-order, memoised: a shared
// subexpression is differentiated once). With u' = du/dx, the rules are
//
// | node            | derivative                                              |
// |-----------------|---------------------------------------------------------|
// | number, float   | 0                                                       |
// | symbol          | 1 for x, 0 for any other symbol                         |
// | a + b + ...     | a' + b' + ...                                           |
// | a * b * ...     | a'*b*... + a*b'*... + ... (product rule)                |
// | u^c, c numeric  | c * u^(c-1) * u'                                        |
// | u^v             | v * u^(v-1) * u' + u^v * log(u) * v'                    |
// | sin(u)          | cos(u) * u'                                             |
// | cos(u)          | -sin(u) * u'                                            |
// | tan(u)          | (1 + tan(u)^2) * u'                                     |
// | exp(u)          | exp(u) * u'                                             |
// | log(u)          | u' / u                                                  |
// | sqrt(u)         | u' / (2*sqrt(u))                                        |
// | abs(u)          | sign(u) * u'             (0 at u = 0: sign(0) = 0)      |
// | asin(u)         | u' / sqrt(1 - u^2)                                      |
// | acos(u)         | -u' / sqrt(1 - u^2)                                     |
// | atan(u)         | u' / (1 + u^2)                                          |
// | atan2(y, x)     | (x*y' - y*x') / (x^2 + y^2)                             |
// | sinh, cosh      | cosh(u) * u',  sinh(u) * u'                             |
// | tanh(u)         | (1 - tanh(u)^2) * u'                                    |
// | erf(u)          | 1.1283791670955126 * exp(-u^2) * u'                     |
// |                 |   (2/sqrt(pi) is irrational: it is the Float nearest)   |
// | floor, ceil,    | 0  (the derivative almost everywhere; the jumps are     |
// |   sign          |    ignored)                                             |
// | min(a, b)       | a'*(1 + s)/2 + b'*(1 - s)/2 with s = sign(b - a)        |
// | max(a, b)       | a'*(1 + s)/2 + b'*(1 - s)/2 with s = sign(a - b)        |
//
// min and max take the derivative of the selected argument, and the mean
// (a' + b')/2 where a = b (s = 0), the same convention as abs at 0.
#pragma once

#include <alkahest/expr/linkage.hpp>
#include <alkahest/expr/operators.hpp>
#include <alkahest/expr/traversal.hpp>

#include <unordered_map>

namespace alkahest {

/// d e / d symbol. E-EXPR-007 when `symbol` is not a symbol, E-EXPR-002 for
/// two pools.
ALKAHEST_EXPR_INLINE Expr diff(const Expr &e, const Expr &symbol);

#if ALKAHEST_EXPR_BODIES // (linkage.hpp)
namespace diff_detail ALKAHEST_INTERNAL {

/// 2/sqrt(pi) rounded to the nearest double.
inline constexpr double kTwoOverSqrtPi = 1.1283791670955126;

/// f'(a) for a one-argument function (without the chain factor); n = f(a).
inline Expr unary_derivative(ExprPool &pool, Func f, const Expr &a, const Expr &n) {
  auto one = pool.integer(1);
  switch (f) {
  case Func::Sin:
    return cos(a);
  case Func::Cos:
    return -sin(a);
  case Func::Tan:
    return one + pow(n, 2);
  case Func::Exp:
    return n;
  case Func::Log:
    return pow(a, -1);
  case Func::Sqrt:
    return pool.rational(1, 2) * pow(n, -1);
  case Func::Abs:
    return sign(a);
  case Func::Asin:
    return pow(sqrt(one - pow(a, 2)), -1);
  case Func::Acos:
    return -pow(sqrt(one - pow(a, 2)), -1);
  case Func::Atan:
    return pow(one + pow(a, 2), -1);
  case Func::Sinh:
    return cosh(a);
  case Func::Cosh:
    return sinh(a);
  case Func::Tanh:
    return one - pow(n, 2);
  case Func::Erf:
    return pool.real(kTwoOverSqrtPi) * exp(-pow(a, 2));
  default:
    return pool.integer(0); // floor, ceil, sign: 0 almost everywhere
  }
}

} // namespace ALKAHEST_INTERNAL

ALKAHEST_EXPR_INLINE Expr diff(const Expr &e, const Expr &symbol) {
  ExprPool &pool = canonical_detail::common_pool(e, symbol);
  if (!symbol->is_symbol()) raise(ErrorId::ExprNotSymbol, "diff: the variable must be a symbol");
  const Expr zero = pool.integer(0), one = pool.integer(1);
  std::unordered_map<const Node *, Expr> d;
  auto arg = [&](const Node *n, std::size_t i) { return Expr(n->arg(i), &pool); };
  for (const Node *n : postorder(e)) {
    Expr r = zero;
    switch (n->kind()) {
    case NodeKind::Number:
    case NodeKind::Float:
    case NodeKind::Constant:
      break;
    case NodeKind::Symbol:
      r = n == symbol.node() ? one : zero;
      break;
    case NodeKind::Add: {
      std::vector<Expr> terms;
      for (const Node *a : n->args())
        terms.push_back(d.at(a));
      r = pool.add(terms);
      break;
    }
    case NodeKind::Mul: {
      std::vector<Expr> terms;
      for (std::size_t i = 0; i < n->arity(); ++i) {
        const Expr &di = d.at(n->arg(i));
        if (di == zero) continue;
        std::vector<Expr> factors{di};
        for (std::size_t j = 0; j < n->arity(); ++j)
          if (j != i) factors.push_back(arg(n, j));
        terms.push_back(pool.mul(factors));
      }
      r = pool.add(terms);
      break;
    }
    case NodeKind::Pow: {
      Expr u = arg(n, 0), v = arg(n, 1), du = d.at(n->arg(0)), dv = d.at(n->arg(1));
      std::vector<Expr> terms;
      if (du != zero) terms.push_back(pool.mul({v, pow(u, v - 1), du}));
      if (dv != zero) terms.push_back(pool.mul({Expr(n, &pool), log(u), dv}));
      r = pool.add(terms);
      break;
    }
    case NodeKind::Call: {
      Func f = n->func();
      Expr a = arg(n, 0), da = d.at(n->arg(0));
      if (func_arity(f) == 1) {
        if (da != zero) r = diff_detail::unary_derivative(pool, f, a, Expr(n, &pool)) * da;
        break;
      }
      Expr b = arg(n, 1), db = d.at(n->arg(1));
      if (da == zero && db == zero) break;
      if (f == Func::Atan2) {
        r = (b * da - a * db) / (pow(a, 2) + pow(b, 2));
        break;
      }
      Expr s = f == Func::Min ? sign(b - a) : sign(a - b);
      Expr half = pool.rational(1, 2);
      r = da * (one + s) * half + db * (one - s) * half;
      break;
    }
    }
    d.emplace(n, r);
  }
  return d.at(e.node());
}

#endif // ALKAHEST_EXPR_BODIES

} // namespace alkahest
