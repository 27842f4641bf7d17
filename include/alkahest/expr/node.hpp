// alkahest/expr/node.hpp - one immutable, hash-consed node of the expression DAG.
#pragma once

#include <alkahest/expr/number.hpp>

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace alkahest {

/// What a node is. Number is an exact rational (integers included), Float a
/// double; Add and Mul are n-ary and canonical; Pow is binary; Call applies
/// a Func to its arguments; Constant is an exact named real (pi, E): not a
/// Number (it has no rational value) and not a Symbol (no input binds it).
/// Constant comes last so that the numeric values of the older kinds, which
/// compile caches write into their keys, stay what they were.
enum class NodeKind : std::uint8_t { Number, Float, Symbol, Add, Mul, Pow, Call, Constant };

/// The exact constants a Constant node names.
enum class MathConstant : std::uint8_t { Pi, E };

inline constexpr MathConstant kAllConstants[] = {MathConstant::Pi, MathConstant::E};

/// The name the parser reads and the printer writes: `pi`, `E`.
inline std::string_view constant_name(MathConstant c) { return c == MathConstant::Pi ? "pi" : "E"; }

/// The MathConstant with that name, or false. Names are case-sensitive, as
/// symbols are: `e` and `Pi` are ordinary symbols.
inline bool constant_from_name(std::string_view name, MathConstant &out) {
  for (MathConstant c : kAllConstants)
    if (constant_name(c) == name) {
      out = c;
      return true;
    }
  return false;
}

/// The double nearest the constant (what every floating-point tier uses).
inline double constant_value(MathConstant c) {
  return c == MathConstant::Pi ? 3.141592653589793 : 2.718281828459045;
}

/// The core functions. Arity 2: Atan2, Min, Max; every other one: 1.
/// None is the func() of every node that is not a Call (not a function:
/// absent from kAllFuncs, never parsed or printed).
enum class Func : std::uint8_t {
  Sin,
  Cos,
  Tan,
  Exp,
  Log,
  Sqrt,
  Abs,
  Asin,
  Acos,
  Atan,
  Atan2,
  Sinh,
  Cosh,
  Tanh,
  Erf,
  Floor,
  Ceil,
  Sign,
  Min,
  Max,
  None
};

inline constexpr Func kAllFuncs[] = {Func::Sin,   Func::Cos,  Func::Tan,  Func::Exp,  Func::Log,
                                     Func::Sqrt,  Func::Abs,  Func::Asin, Func::Acos, Func::Atan,
                                     Func::Atan2, Func::Sinh, Func::Cosh, Func::Tanh, Func::Erf,
                                     Func::Floor, Func::Ceil, Func::Sign, Func::Min,  Func::Max};

/// The name used by the printer and the parser.
inline std::string_view func_name(Func f) {
  constexpr std::string_view names[] = {"sin",  "cos",   "tan",  "exp",   "log",  "sqrt", "abs",
                                        "asin", "acos",  "atan", "atan2", "sinh", "cosh", "tanh",
                                        "erf",  "floor", "ceil", "sign",  "min",  "max",  "none"};
  return names[static_cast<std::size_t>(f)];
}

inline int func_arity(Func f) {
  return (f == Func::Atan2 || f == Func::Min || f == Func::Max) ? 2 : 1;
}

/// The Func with that name, or false.
inline bool func_from_name(std::string_view name, Func &out) {
  for (Func f : kAllFuncs)
    if (func_name(f) == name) {
      out = f;
      return true;
    }
  return false;
}

/// A DAG node. Nodes are created only by an ExprPool, never change, and live
/// as long as their pool. Two structurally equal nodes of one pool are the
/// same object, so pointer equality is structural equality.
class Node {
public:
  using Payload = std::variant<std::monostate, Rational, double, std::string>;

  NodeKind kind() const noexcept { return kind_; }
  /// The function of a Call node; Func::None for every other kind.
  Func func() const noexcept { return func_; }
  /// Children in canonical order (Add/Mul: sorted; Pow: base, exponent).
  std::span<const Node *const> args() const noexcept { return {args_, arity_}; }
  const Node *arg(std::size_t i) const noexcept { return args_[i]; }
  std::size_t arity() const noexcept { return arity_; }

  const Rational &number() const { return std::get<Rational>(payload_); }
  double real() const { return std::get<double>(payload_); }
  /// The name of a Symbol, or of a Constant (`pi`, `E`).
  const std::string &name() const { return std::get<std::string>(payload_); }
  /// Meaningful only for Constant nodes.
  MathConstant constant() const {
    MathConstant c = MathConstant::Pi;
    constant_from_name(name(), c);
    return c;
  }
  const Payload &payload() const noexcept { return payload_; }

  bool is_number() const noexcept { return kind_ == NodeKind::Number; }
  bool is_float() const noexcept { return kind_ == NodeKind::Float; }
  bool is_numeric() const noexcept { return is_number() || is_float(); }
  bool is_symbol() const noexcept { return kind_ == NodeKind::Symbol; }
  bool is_constant() const noexcept { return kind_ == NodeKind::Constant; }

  /// Structural hash, stable across runs and processes (no pointers in it).
  std::uint64_t hash() const noexcept { return hash_; }
  /// 1 for leaves, 1 + max child depth otherwise.
  std::uint32_t depth() const noexcept { return depth_; }
  /// Creation index in the pool: children always have smaller ids.
  std::uint64_t id() const noexcept { return id_; }

  /// `args` is storage the pool owns for as long as the node (NodeStore):
  /// the node keeps a view of it, not a copy.
  Node(NodeKind kind, Func func, std::span<const Node *const> args, Payload payload,
       std::uint64_t hash, std::uint32_t depth, std::uint64_t id)
      : args_(args.data()), arity_(args.size()), payload_(std::move(payload)), hash_(hash), id_(id),
        depth_(depth), kind_(kind), func_(func) {}

private:
  const Node *const *args_;
  std::size_t arity_;
  Payload payload_;
  std::uint64_t hash_;
  std::uint64_t id_;
  std::uint32_t depth_;
  NodeKind kind_;
  Func func_;
};

} // namespace alkahest
