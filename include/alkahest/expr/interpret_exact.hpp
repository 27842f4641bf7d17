// alkahest/expr/interpret_exact.hpp - exact rational evaluation of float-free, algebraic
// expressions.
//
// Exact rules: + and * are exact in Q; Pow(b, e) is exact when e evaluates
// to an integer (0^negative raises E-EXPR-005); abs, sign, floor, ceil, min
// and max are exact. A Float node, a constant (pi and E are
// irrational), a non-integer power and every other
// function raise E-EVAL-004 naming the node. Every intermediate value is
// capped at kExactValueBits bits (E-EVAL-007): exact arithmetic over a DAG
// can double the size of its numbers at every level, and one call must not
// exhaust the host's memory. Many values under that cap can still add up:
// a value is freed as soon as its last parent has used it, and the values
// alive at once are capped together at kExactLiveBits bits (E-EVAL-008).
#pragma once

#include <alkahest/expr/interpret.hpp>
#include <alkahest/expr/print.hpp>

namespace alkahest {

/// e at one rational point, exactly (point[k] is the value of inputs[k]).
/// Errors: E-EVAL-001/002/005/006 as evaluate(), E-EVAL-004 for a Float, a
/// non-integer power or a function other than abs sign floor ceil min max,
/// E-EXPR-005 for 0 to a negative power.
ALKAHEST_EXPR_INLINE Rational evaluate_exact(const Expr &e, std::span<const Expr> inputs,
                                             std::span<const Rational> point);
/// Exact evaluation at a point given as {symbol, value} pairs.
ALKAHEST_EXPR_INLINE Rational
evaluate_exact(const Expr &e, std::initializer_list<std::pair<Expr, Rational>> bindings);

#if ALKAHEST_EXPR_BODIES // (linkage.hpp)
namespace interp_detail ALKAHEST_INTERNAL {

/// The largest numerator or denominator evaluate_exact computes (8 MiB).
inline constexpr std::size_t kExactValueBits = std::size_t{1} << 26;

/// The most bits all values alive at once may hold together (128 MiB).
inline constexpr std::size_t kExactLiveBits = std::size_t{1} << 30;

/// Bits of the larger of q's numerator and denominator.
inline std::size_t exact_bits(const Rational &q) {
  const Integer &num = numerator(q), &den = denominator(q);
  return std::max(num == 0 ? 0 : msb(abs(num)), msb(den)) + 1;
}

/// Bits of q's numerator and denominator together (its memory, roughly).
inline std::size_t exact_size_bits(const Rational &q) {
  mpq_srcptr v = q.raw();
  return mpz_sizeinbase(mpq_numref(v), 2) + mpz_sizeinbase(mpq_denref(v), 2);
}

/// "the function sin() in 'sin(x)'": what the node is, and its text (clipped).
inline std::string describe(const Node *n, ExprPool &pool) {
  std::string what = n->kind() == NodeKind::Float      ? "the float"
                     : n->kind() == NodeKind::Constant ? "the constant"
                     : n->kind() == NodeKind::Call
                         ? fmt::format("the function {}()", func_name(n->func()))
                     : n->kind() == NodeKind::Pow ? "the power"
                                                  : "the node";
  std::string text = to_string(Expr(n, &pool));
  if (text.size() > 80) text = fmt::format("{}...", text.substr(0, 77));
  return fmt::format("{} '{}'", what, text);
}

[[noreturn]] inline void too_large(const Node *n, ExprPool &pool) {
  raise(ErrorId::EvalTooLarge,
        fmt::format("the exact value of {} would exceed 2^26 bits", describe(n, pool)));
}

[[noreturn]] inline void not_exact(const Node *n, ExprPool &pool, std::string_view why = {}) {
  raise(ErrorId::EvalNotExact, fmt::format("{} has no exact rational value{}{}", describe(n, pool),
                                           why.empty() ? "" : ": ", why));
}

inline Rational floor_of(const Rational &q) {
  Integer num = numerator(q), den = denominator(q);
  Integer r;
  mpz_fdiv_q(r.raw(), num.raw(), den.raw());
  return Rational(r);
}

inline Rational ceil_of(const Rational &q) {
  Integer num = numerator(q), den = denominator(q);
  Integer r;
  mpz_cdiv_q(r.raw(), num.raw(), den.raw());
  return Rational(r);
}

/// b^k for an integer k, exactly; refuses (E-EVAL-007) results of more than
/// kExactValueBits bits before computing them.
inline Rational exact_power(const Node *node, ExprPool &pool, const Rational &b,
                            const Rational &k) {
  const Integer &e = numerator(k);
  if (b == 0) {
    if (e < 0) raise(ErrorId::ExprDivisionByZero, "0 raised to a negative power");
    return e == 0 ? Rational(1) : Rational(0);
  }
  if (b == 1) return b;
  if (b == -1) return (e & 1) != 0 ? Rational(-1) : Rational(1);
  Integer mag = e < 0 ? Integer(-e) : e;
  // |b| != 1 here, so the result has at least (bits - 1) * |k| bits.
  std::size_t bits = exact_bits(b);
  if (mag > Integer(kExactValueBits / (bits - 1))) too_large(node, pool);
  auto m = mag.convert_to<unsigned>();
  Integer num = pow(numerator(b), m);
  Integer den = pow(denominator(b), m);
  return e < 0 ? Rational(den, num) : Rational(num, den);
}

} // namespace ALKAHEST_INTERNAL

ALKAHEST_EXPR_INLINE Rational evaluate_exact(const Expr &e, std::span<const Expr> inputs,
                                             std::span<const Rational> point) {
  using namespace interp_detail;
  if (point.size() != inputs.size())
    raise(ErrorId::EvalColumnCount,
          fmt::format("{} input symbols but {} values", inputs.size(), point.size()));
  auto input_index = index_inputs(inputs);
  if (!e.valid()) raise(ErrorId::ExprNullHandle, "evaluating an empty Expr");
  ExprPool &pool = e.pool();
  std::vector<const Node *> order = postorder(e);
  // Validate the whole DAG before any (possibly expensive) arithmetic.
  for (const Node *n : order) {
    if (n->is_float()) not_exact(n, pool);
    if (n->is_constant()) not_exact(n, pool, "it is irrational");
    if (n->is_symbol() && !input_index.count(n)) unbound(n, inputs);
    if (n->kind() == NodeKind::Pow && n->arg(1)->is_number() && !is_integer(n->arg(1)->number()))
      not_exact(n, pool);
    if (n->kind() == NodeKind::Call) switch (n->func()) {
      case Func::Abs:
      case Func::Sign:
      case Func::Floor:
      case Func::Ceil:
      case Func::Min:
      case Func::Max:
        break;
      default:
        not_exact(n, pool);
      }
  }
  // Uses left per node (one per parent argument, one for the result), so
  // each value is freed after its last use.
  std::unordered_map<const Node *, std::size_t> uses;
  for (const Node *n : order)
    for (const Node *a : n->args())
      ++uses[a];
  ++uses[e.node()];
  std::unordered_map<const Node *, Rational> value;
  std::size_t live_bits = 0;
  auto release = [&](const Node *a) {
    if (--uses[a] != 0) return;
    auto it = value.find(a);
    live_bits -= std::min(live_bits, exact_size_bits(it->second));
    value.erase(it);
  };
  for (const Node *n : order) {
    auto arg = [&](std::size_t k) -> const Rational & { return value.at(n->arg(k)); };
    Rational r;
    switch (n->kind()) {
    case NodeKind::Number:
      r = n->number();
      break;
    case NodeKind::Symbol:
      r = point[input_index.at(n)];
      break;
    case NodeKind::Add: // rational sums add the denominators' sizes, like products
      r = arg(0);
      for (std::size_t k = 1; k < n->arity(); ++k) {
        r += arg(k);
        if (exact_bits(r) > kExactValueBits) too_large(n, pool);
      }
      break;
    case NodeKind::Mul:
      r = arg(0);
      for (std::size_t k = 1; k < n->arity(); ++k) {
        r *= arg(k);
        if (exact_bits(r) > kExactValueBits) too_large(n, pool);
      }
      break;
    case NodeKind::Pow:
      if (!is_integer(arg(1)))
        not_exact(n, pool, fmt::format("the exponent evaluates to {}", arg(1).str()));
      r = exact_power(n, pool, arg(0), arg(1));
      break;
    case NodeKind::Call:
      switch (n->func()) {
      case Func::Abs:
        r = abs(arg(0));
        break;
      case Func::Sign:
        r = arg(0) > 0 ? 1 : arg(0) < 0 ? -1 : 0;
        break;
      case Func::Floor:
        r = floor_of(arg(0));
        break;
      case Func::Ceil:
        r = ceil_of(arg(0));
        break;
      case Func::Min:
        r = arg(1) < arg(0) ? arg(1) : arg(0);
        break;
      case Func::Max:
        r = arg(1) > arg(0) ? arg(1) : arg(0);
        break;
      default:
        not_exact(n, pool);
      }
      break;
    case NodeKind::Float:
    case NodeKind::Constant:
      not_exact(n, pool);
    }
    // Checked at every node and every step of a sum or product: no value
    // grows past twice the cap before the check sees it.
    if (exact_bits(r) > kExactValueBits) too_large(n, pool);
    live_bits += exact_size_bits(r);
    if (live_bits > kExactLiveBits)
      raise(ErrorId::EvalLiveTooLarge,
            fmt::format("the exact values alive at {} would exceed 2^30 bits together",
                        describe(n, pool)));
    value.emplace(n, std::move(r));
    for (const Node *a : n->args())
      release(a);
  }
  return value.at(e.node());
}

ALKAHEST_EXPR_INLINE Rational
evaluate_exact(const Expr &e, std::initializer_list<std::pair<Expr, Rational>> bindings) {
  std::vector<Expr> inputs;
  std::vector<Rational> point;
  for (const auto &[s, v] : bindings) {
    inputs.push_back(s);
    point.push_back(v);
  }
  return evaluate_exact(e, inputs, point);
}

#endif // ALKAHEST_EXPR_BODIES

} // namespace alkahest
