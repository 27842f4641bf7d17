// alkahest/expr/handle.hpp - Expr, the cheap handle users build with.
#pragma once

#include <alkahest/expr/linkage.hpp>
#include <alkahest/expr/pool.hpp>

#include <functional>

namespace alkahest {

/// A handle to a node of an ExprPool: two pointers, copied freely. Equality
/// is identity of the hash-consed node, hence structural and O(1).
class Expr {
public:
  Expr() = default;
  Expr(const Node *node, ExprPool *pool) : node_(node), pool_(pool) {}

  const Node *node() const noexcept { return node_; }
  ExprPool &pool() const {
    if (!pool_) raise(ErrorId::ExprNullHandle, "empty Expr");
    return *pool_;
  }
  bool valid() const noexcept { return node_ != nullptr; }
  const Node *operator->() const noexcept { return node_; }

  NodeKind kind() const noexcept { return node_->kind(); }
  /// Child i as an Expr of the same pool.
  Expr arg(std::size_t i) const { return {node_->arg(i), pool_}; }
  std::size_t arity() const noexcept { return node_->arity(); }

  friend bool operator==(const Expr &a, const Expr &b) noexcept { return a.node_ == b.node_; }

private:
  const Node *node_ = nullptr;
  ExprPool *pool_ = nullptr;
};

#if ALKAHEST_EXPR_BODIES // (linkage.hpp)
ALKAHEST_EXPR_INLINE Expr ExprPool::symbol(std::string_view name) {
  auto ok_start = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
  };
  auto ok_rest = [&](char c) { return ok_start(c) || (c >= '0' && c <= '9'); };
  Func f;
  bool ok = !name.empty() && ok_start(name[0]) && !func_from_name(name, f) && name != "inf" &&
            name != "nan" && name != "ln";
  for (char c : name)
    ok = ok && ok_rest(c);
  if (!ok) raise(ErrorId::ExprBadSymbol, "bad symbol name '" + std::string(name) + "'");
  // A symbol spelled like a constant would print as the constant and parse
  // back as it, silently changing meaning; the names are reserved instead.
  MathConstant c;
  if (constant_from_name(name, c))
    raise(ErrorId::ExprBadSymbol,
          "'" + std::string(name) + "' is reserved for the constant " +
              (c == MathConstant::Pi ? "pi" : "E (Euler's number)") +
              "; use ExprPool::constant(MathConstant::" + (c == MathConstant::Pi ? "Pi" : "E") +
              ") for the constant, or another name for a variable");
  return {intern(NodeKind::Symbol, Func::None, {}, std::string(name)), this};
}
ALKAHEST_EXPR_INLINE Expr ExprPool::constant(MathConstant c) {
  return {intern(NodeKind::Constant, Func::None, {}, std::string(constant_name(c))), this};
}
ALKAHEST_EXPR_INLINE Expr ExprPool::number(const Rational &value) {
  return {intern(NodeKind::Number, Func::None, {}, value), this};
}
ALKAHEST_EXPR_INLINE Expr ExprPool::integer(long long value) { return number(Rational(value)); }
ALKAHEST_EXPR_INLINE Expr ExprPool::integer(const Integer &value) {
  return number(Rational(value));
}
ALKAHEST_EXPR_INLINE Expr ExprPool::rational(const Integer &num, const Integer &den) {
  if (den == 0) raise(ErrorId::ExprDivisionByZero, "rational with denominator 0");
  return number(Rational(num, den));
}
ALKAHEST_EXPR_INLINE Expr ExprPool::rational(long long num, long long den) {
  return rational(Integer(num), Integer(den));
}
ALKAHEST_EXPR_INLINE Expr ExprPool::real(double value) {
  return {intern(NodeKind::Float, Func::None, {}, value), this};
}
#endif // ALKAHEST_EXPR_BODIES

} // namespace alkahest

template <> struct std::hash<alkahest::Expr> {
  std::size_t operator()(const alkahest::Expr &e) const noexcept {
    return static_cast<std::size_t>(e.node()->hash());
  }
};
