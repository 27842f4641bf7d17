// alkahest/expr/operators.hpp - C++ operators and math functions on Expr.
//
// Every operator goes through the canonical constructors: a - b is
// a + (-1)*b and a / b is a * b^-1. Scalars (integers, doubles, Rationals)
// mix on either side and become Numbers (exact) or Floats (double) of the
// Expr operand's pool.
#pragma once

#include <alkahest/expr/canonical.hpp>

#include <concepts>
#include <type_traits>

namespace alkahest {

/// A C++ value that converts to a leaf: integers become exact Numbers,
/// floating-point values Floats, Rationals exact Numbers.
/// (bool and the character types are not numbers here: `x + 'a'` does not compile.)
template <class T>
concept ExprScalar = (std::is_arithmetic_v<T> && !std::is_same_v<T, bool> &&
                      !std::is_same_v<T, char> && !std::is_same_v<T, wchar_t> &&
                      !std::is_same_v<T, char8_t> && !std::is_same_v<T, char16_t> &&
                      !std::is_same_v<T, char32_t>) ||
                     std::is_same_v<T, Rational> || std::is_same_v<T, Integer>;

namespace canonical_detail {

/// The scalar as a leaf of `pool`.
template <ExprScalar T> Expr lift(ExprPool &pool, const T &v) {
  if constexpr (std::is_floating_point_v<T>)
    return pool.real(static_cast<double>(v));
  else if constexpr (std::is_same_v<T, Rational>)
    return pool.number(v);
  else if constexpr (std::is_same_v<T, Integer>)
    return pool.integer(v);
  else if constexpr (std::is_signed_v<T>)
    return pool.integer(static_cast<long long>(v));
  else
    return pool.integer(Integer(static_cast<unsigned long long>(v)));
}

/// The pool shared by two operands (E-EXPR-003 for an empty one, E-EXPR-002
/// for two pools).
inline ExprPool &common_pool(const Expr &a, const Expr &b) {
  ExprPool &p = a.pool();
  if (&b.pool() != &p)
    raise(ErrorId::ExprForeignPool, "the operands belong to different ExprPools");
  return p;
}

} // namespace canonical_detail

inline Expr operator+(const Expr &a, const Expr &b) {
  return canonical_detail::common_pool(a, b).add({a, b});
}
inline Expr operator*(const Expr &a, const Expr &b) {
  return canonical_detail::common_pool(a, b).mul({a, b});
}
inline Expr operator-(const Expr &a) { return a.pool().mul({a.pool().integer(-1), a}); }
inline Expr operator+(const Expr &a) {
  (void)a.pool(); // still refuse an empty handle
  return a;
}
inline Expr operator-(const Expr &a, const Expr &b) {
  ExprPool &p = canonical_detail::common_pool(a, b);
  return p.add({a, p.mul({p.integer(-1), b})});
}
inline Expr operator/(const Expr &a, const Expr &b) {
  ExprPool &p = canonical_detail::common_pool(a, b);
  return p.mul({a, p.pow(b, p.integer(-1))});
}

template <ExprScalar T> Expr operator+(const Expr &a, const T &b) {
  return a + canonical_detail::lift(a.pool(), b);
}
template <ExprScalar T> Expr operator+(const T &a, const Expr &b) {
  return canonical_detail::lift(b.pool(), a) + b;
}
template <ExprScalar T> Expr operator-(const Expr &a, const T &b) {
  return a - canonical_detail::lift(a.pool(), b);
}
template <ExprScalar T> Expr operator-(const T &a, const Expr &b) {
  return canonical_detail::lift(b.pool(), a) - b;
}
template <ExprScalar T> Expr operator*(const Expr &a, const T &b) {
  return a * canonical_detail::lift(a.pool(), b);
}
template <ExprScalar T> Expr operator*(const T &a, const Expr &b) {
  return canonical_detail::lift(b.pool(), a) * b;
}
template <ExprScalar T> Expr operator/(const Expr &a, const T &b) {
  return a / canonical_detail::lift(a.pool(), b);
}
template <ExprScalar T> Expr operator/(const T &a, const Expr &b) {
  return canonical_detail::lift(b.pool(), a) / b;
}

inline Expr &operator+=(Expr &a, const Expr &b) { return a = a + b; }
inline Expr &operator-=(Expr &a, const Expr &b) { return a = a - b; }
inline Expr &operator*=(Expr &a, const Expr &b) { return a = a * b; }
inline Expr &operator/=(Expr &a, const Expr &b) { return a = a / b; }
template <ExprScalar T> Expr &operator+=(Expr &a, const T &b) { return a = a + b; }
template <ExprScalar T> Expr &operator-=(Expr &a, const T &b) { return a = a - b; }
template <ExprScalar T> Expr &operator*=(Expr &a, const T &b) { return a = a * b; }
template <ExprScalar T> Expr &operator/=(Expr &a, const T &b) { return a = a / b; }

/// base^exponent, canonical (see ExprPool::pow).
inline Expr pow(const Expr &base, const Expr &exponent) {
  return canonical_detail::common_pool(base, exponent).pow(base, exponent);
}
inline Expr pow(const Expr &base, int exponent) {
  return base.pool().pow(base, base.pool().integer(exponent));
}
template <ExprScalar T> Expr pow(const Expr &base, const T &exponent) {
  return base.pool().pow(base, canonical_detail::lift(base.pool(), exponent));
}
template <ExprScalar T> Expr pow(const T &base, const Expr &exponent) {
  return exponent.pool().pow(canonical_detail::lift(exponent.pool(), base), exponent);
}

// ---- functions: f(x) builds the canonical Call (folding exact trivial cases) ----
#define ALKAHEST_UNARY_FUNCTION(name, F)                                                           \
  /** name(x) as an expression. */                                                                 \
  inline Expr name(const Expr &x) { return x.pool().call(Func::F, {x}); }
ALKAHEST_UNARY_FUNCTION(sin, Sin)
ALKAHEST_UNARY_FUNCTION(cos, Cos)
ALKAHEST_UNARY_FUNCTION(tan, Tan)
ALKAHEST_UNARY_FUNCTION(exp, Exp)
ALKAHEST_UNARY_FUNCTION(log, Log)
ALKAHEST_UNARY_FUNCTION(sqrt, Sqrt)
ALKAHEST_UNARY_FUNCTION(abs, Abs)
ALKAHEST_UNARY_FUNCTION(asin, Asin)
ALKAHEST_UNARY_FUNCTION(acos, Acos)
ALKAHEST_UNARY_FUNCTION(atan, Atan)
ALKAHEST_UNARY_FUNCTION(sinh, Sinh)
ALKAHEST_UNARY_FUNCTION(cosh, Cosh)
ALKAHEST_UNARY_FUNCTION(tanh, Tanh)
ALKAHEST_UNARY_FUNCTION(erf, Erf)
ALKAHEST_UNARY_FUNCTION(floor, Floor)
ALKAHEST_UNARY_FUNCTION(ceil, Ceil)
ALKAHEST_UNARY_FUNCTION(sign, Sign)
#undef ALKAHEST_UNARY_FUNCTION

/// atan2(y, x): the angle of the point (x, y); y comes first, as in <cmath>.
inline Expr atan2(const Expr &y, const Expr &x) {
  return canonical_detail::common_pool(y, x).call(Func::Atan2, {y, x});
}
/// min(a, b); NaN if either is NaN (see interpret.hpp).
inline Expr min(const Expr &a, const Expr &b) {
  return canonical_detail::common_pool(a, b).call(Func::Min, {a, b});
}
/// max(a, b); NaN if either is NaN (see interpret.hpp).
inline Expr max(const Expr &a, const Expr &b) {
  return canonical_detail::common_pool(a, b).call(Func::Max, {a, b});
}

template <ExprScalar T> Expr atan2(const Expr &y, const T &x) {
  return atan2(y, canonical_detail::lift(y.pool(), x));
}
template <ExprScalar T> Expr atan2(const T &y, const Expr &x) {
  return atan2(canonical_detail::lift(x.pool(), y), x);
}
template <ExprScalar T> Expr min(const Expr &a, const T &b) {
  return min(a, canonical_detail::lift(a.pool(), b));
}
template <ExprScalar T> Expr min(const T &a, const Expr &b) {
  return min(canonical_detail::lift(b.pool(), a), b);
}
template <ExprScalar T> Expr max(const Expr &a, const T &b) {
  return max(a, canonical_detail::lift(a.pool(), b));
}
template <ExprScalar T> Expr max(const T &a, const Expr &b) {
  return max(canonical_detail::lift(b.pool(), a), b);
}

} // namespace alkahest
