// alkahest/expr/interpret.hpp - the reference interpreter: double (pointwise and batch) and exact
// evaluation.
//
// This interpreter DEFINES the numeric meaning of an expression; the CPU JIT
// and the GPU code are tested against it (SymEngine's differential-testing
// pattern), so every rule below is part of the contract:
//
// | node                  | double semantics                                      |
// |-----------------------|-------------------------------------------------------|
// | Number p/q            | to_double(p/q), correctly rounded                     |
// | Float                 | the stored double, bit for bit (-0.0, inf, nan kept)  |
// | Add(a0..ak)           | ((a0 + a1) + a2) + ... in canonical argument order    |
// | Mul(a0..ak)           | ((a0 * a1) * a2) * ... in canonical argument order    |
// | Pow(b, n), n integer  | ipow(b, n) below if |n| <= 2^63 - 1; otherwise        |
// |   Number              |   big_integer_pow: |b|^to_double(n), with b's sign    |
// |                       |   when n is odd (the parity is kept)                  |
// | Pow(b, c), c a non-   | std::pow(b, to_double(c)) -- also for c = 1/2: NOT    |
// |   integer Number/Float|   sqrt (they differ at -0.0 and -inf)                 |
// | Pow(b, e), e symbolic | std::pow(b, e)                                        |
// | sin cos tan exp log   | std::sin, std::cos, ... of <cmath> (glibc's libm)     |
// | sqrt asin acos atan   |                                                       |
// | sinh cosh tanh erf    |                                                       |
// | floor ceil            |                                                       |
// | abs                   | std::fabs                                             |
// | atan2(y, x)           | std::atan2(y, x): first argument is y                 |
// | sign(x)               | 1.0 if x > 0, -1.0 if x < 0, +0.0 if x is +-0, NaN if NaN |
// | min(a, b), max(a, b)  | NaN (quiet) if a or b is NaN; otherwise the smaller / |
// |                       | larger, with -0.0 < +0.0 (as llvm.minimum/maximum)    |
//
// NaN and inf propagate through IEEE arithmetic as usual; the interpreter
// never traps and never substitutes values.
#pragma once

#include <alkahest/error.hpp>
#include <alkahest/expr/float_semantics.hpp>
#include <alkahest/expr/handle.hpp>
#include <alkahest/expr/linkage.hpp>
#include <alkahest/expr/traversal.hpp>

#include <fmt/core.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <span>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace alkahest {

/// Evaluates several outputs over structure-of-arrays columns: columns[k]
/// holds input k (inputs[k], a symbol) at every point; outs[j][i] receives
/// outputs[j] at point i. Every column and output must have the same length
/// (with no inputs, the outputs' length is the number of points). Shared
/// subexpressions are computed once per point. Errors: E-EVAL-001 (unbound
/// symbol), -002 (column count), -003 (ragged), -005 (duplicate input),
/// -006 (input not a symbol); nothing is written when one is raised.
ALKAHEST_EXPR_INLINE void evaluate_batch_into(std::span<const Expr> outputs,
                                              std::span<const Expr> inputs,
                                              std::span<const std::span<const double>> columns,
                                              std::span<const std::span<double>> outs);
/// Single-output form of evaluate_batch_into: out[i] = e at point i.
ALKAHEST_EXPR_INLINE void evaluate_batch_into(const Expr &e, std::span<const Expr> inputs,
                                              std::span<const std::span<const double>> columns,
                                              std::span<double> out);
/// e at every point of the columns (as many points as the columns hold; with
/// no inputs, zero points: use evaluate() for a constant).
ALKAHEST_EXPR_INLINE std::vector<double>
evaluate_batch(const Expr &e, std::span<const Expr> inputs,
               std::span<const std::span<const double>> columns);
/// Every output at every point of the columns: result[j][i].
ALKAHEST_EXPR_INLINE std::vector<std::vector<double>>
evaluate_batch(std::span<const Expr> outputs, std::span<const Expr> inputs,
               std::span<const std::span<const double>> columns);
/// e at one point: point[k] is the value of inputs[k].
ALKAHEST_EXPR_INLINE double evaluate(const Expr &e, std::span<const Expr> inputs,
                                     std::span<const double> point);
/// e at one point given as {symbol, value} pairs: evaluate(e, {{x, 1.5}, {y, 2.0}}).
ALKAHEST_EXPR_INLINE double evaluate(const Expr &e,
                                     std::initializer_list<std::pair<Expr, double>> bindings);
/// The same point in braces (std::span takes no braced list before C++26):
/// evaluate(x * y, {x, y}, {1.5, 2.0}); either list may also be a container.
inline double evaluate(const Expr &e, std::initializer_list<Expr> inputs,
                       std::initializer_list<double> point) {
  return evaluate(e, std::span<const Expr>(inputs.begin(), inputs.size()),
                  std::span<const double>(point.begin(), point.size()));
}
inline double evaluate(const Expr &e, std::span<const Expr> inputs,
                       std::initializer_list<double> point) {
  return evaluate(e, inputs, std::span<const double>(point.begin(), point.size()));
}
inline double evaluate(const Expr &e, std::initializer_list<Expr> inputs,
                       std::span<const double> point) {
  return evaluate(e, std::span<const Expr>(inputs.begin(), inputs.size()), point);
}

#if ALKAHEST_EXPR_BODIES // (linkage.hpp)
namespace interp_detail ALKAHEST_INTERNAL {

/// Checks the inputs: each a symbol (E-EVAL-006), none twice (E-EVAL-005);
/// returns the symbol -> input index map.
inline std::unordered_map<const Node *, std::size_t> index_inputs(std::span<const Expr> inputs) {
  std::unordered_map<const Node *, std::size_t> index;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    const Node *n = inputs[i].node();
    if (!n || !n->is_symbol())
      raise(ErrorId::EvalInputNotSymbol, fmt::format("input {} is not a symbol", i));
    if (!index.emplace(n, i).second)
      raise(ErrorId::EvalDuplicateInput,
            fmt::format("symbol '{}' is listed twice among the inputs", n->name()));
  }
  return index;
}

[[noreturn]] inline void unbound(const Node *symbol, std::span<const Expr> inputs) {
  std::string names;
  for (const Expr &e : inputs)
    names += fmt::format("{}{}", names.empty() ? "" : ", ", e->name());
  // Same name, different node: the input was made by another ExprPool.
  bool foreign = std::any_of(inputs.begin(), inputs.end(),
                             [&](const Expr &e) { return e->name() == symbol->name(); });
  raise(ErrorId::EvalUnboundSymbol,
        fmt::format("symbol '{}' has no value (inputs: {}){}", symbol->name(),
                    names.empty() ? "none" : names,
                    foreign ? "; the input of that name belongs to another ExprPool" : ""));
}

/// One DAG node lowered for the chunked loop.
struct Instr {
  enum Code : std::uint8_t { Add, Mul, PowInt, PowBigInt, PowConst, Pow, Call } code;
  Func func = Func::None;
  long long n = 0;                 ///< PowInt exponent; PowBigInt: 1 if the exponent is odd
  double c = 0;                    ///< PowConst exponent; PowBigInt: the exponent rounded
  std::uint32_t out = 0;           ///< value written
  std::vector<std::uint32_t> args; ///< values read
};

/// A value of the program: where its chunk of doubles lives.
struct Value {
  enum Kind : std::uint8_t { Const, Input, Slot } kind;
  std::size_t index = 0; ///< Const: constant buffer, Input: column, Slot: slot
};

/// The DAG under `outputs` as a straight-line program over chunks: one value
/// per node in postorder, computed slots recycled after their last use.
class Program {
public:
  Program(std::span<const Expr> outputs, std::span<const Expr> inputs) {
    auto input_index = index_inputs(inputs);
    std::vector<const Node *> roots;
    for (const Expr &e : outputs) {
      if (!e.valid()) raise(ErrorId::ExprNullHandle, "evaluating an empty Expr");
      roots.push_back(e.node());
    }
    std::vector<const Node *> order = postorder(roots);
    std::unordered_map<const Node *, std::uint32_t> value_of;
    std::unordered_map<const Node *, std::size_t> uses;
    for (const Node *n : order)
      for (const Node *a : n->args())
        ++uses[a];
    std::unordered_set<const Node *> root_set(roots.begin(), roots.end());
    std::vector<std::size_t> free_slots;
    for (const Node *n : order) {
      auto id = static_cast<std::uint32_t>(values_.size());
      value_of[n] = id;
      switch (n->kind()) {
      case NodeKind::Number:
      case NodeKind::Float:
        values_.push_back({Value::Const, constants_.size()});
        constants_.push_back(n->is_number() ? to_double(n->number()) : n->real());
        continue;
      case NodeKind::Constant: // pi, E: the nearest double, like every tier
        values_.push_back({Value::Const, constants_.size()});
        constants_.push_back(constant_value(n->constant()));
        continue;
      case NodeKind::Symbol: {
        auto it = input_index.find(n);
        if (it == input_index.end()) unbound(n, inputs);
        values_.push_back({Value::Input, it->second});
        continue;
      }
      default:
        break;
      }
      Instr ins{lower_code(n), n->func(), 0, 0, id, {}};
      if (ins.code == Instr::PowInt) ins.n = n->arg(1)->number().convert_to<long long>();
      if (ins.code == Instr::PowConst || ins.code == Instr::PowBigInt)
        ins.c = n->arg(1)->is_number() ? to_double(n->arg(1)->number()) : n->arg(1)->real();
      if (ins.code == Instr::PowBigInt) ins.n = bit_test(numerator(n->arg(1)->number()), 0);
      std::size_t nread =
          (ins.code == Instr::PowInt || ins.code == Instr::PowBigInt || ins.code == Instr::PowConst)
              ? 1
              : n->arity();
      for (std::size_t k = 0; k < nread; ++k)
        ins.args.push_back(value_of.at(n->arg(k)));
      std::size_t slot;
      if (!free_slots.empty()) {
        slot = free_slots.back();
        free_slots.pop_back();
      } else {
        slot = slots_++;
      }
      values_.push_back({Value::Slot, slot});
      // Release children whose last use this was (after taking the output
      // slot, so that an n-ary accumulation never overwrites its operand).
      for (const Node *a : n->args()) {
        if (--uses[a] != 0 || root_set.count(a)) continue;
        const Value &v = values_[value_of.at(a)];
        if (v.kind == Value::Slot) free_slots.push_back(v.index);
      }
      code_.push_back(std::move(ins));
    }
    for (const Node *r : roots)
      results_.push_back(value_of.at(r));
  }

  /// Evaluates n points; columns[k][i] is input k at point i, outs[j][i]
  /// output j at point i (all already validated to hold n doubles).
  void run(std::span<const std::span<const double>> columns, std::size_t n,
           std::span<const std::span<double>> outs) const {
    // Chunk: long enough for tight vectorisable loops, short enough that the
    // working set (slots + constants) stays in cache-friendly bounds.
    std::size_t per_chunk_values = std::max<std::size_t>(1, slots_ + constants_.size());
    std::size_t chunk = std::clamp<std::size_t>((std::size_t{1} << 22) / per_chunk_values, 1, 1024);
    chunk = std::min(chunk, std::max<std::size_t>(n, 1));
    std::vector<double> slot_mem(slots_ * chunk), const_mem(constants_.size() * chunk);
    for (std::size_t k = 0; k < constants_.size(); ++k)
      std::fill_n(const_mem.data() + k * chunk, chunk, constants_[k]);
    std::vector<const double *> src(values_.size());
    for (std::size_t base = 0; base < n; base += chunk) {
      std::size_t len = std::min(chunk, n - base);
      for (std::size_t v = 0; v < values_.size(); ++v) {
        const Value &val = values_[v];
        src[v] = val.kind == Value::Const   ? const_mem.data() + val.index * chunk
                 : val.kind == Value::Input ? columns[val.index].data() + base
                                            : slot_mem.data() + val.index * chunk;
      }
      for (const Instr &ins : code_)
        execute(ins, src, slot_mem.data() + values_[ins.out].index * chunk, len);
      for (std::size_t j = 0; j < results_.size(); ++j)
        std::copy_n(src[results_[j]], len, outs[j].data() + base);
    }
  }

private:
  static Instr::Code lower_code(const Node *n) {
    switch (n->kind()) {
    case NodeKind::Add:
      return Instr::Add;
    case NodeKind::Mul:
      return Instr::Mul;
    case NodeKind::Call:
      return Instr::Call;
    default:
      break;
    }
    const Node *e = n->arg(1);
    if (e->is_number()) {
      const Rational &q = e->number();
      if (!is_integer(q)) return Instr::PowConst;
      if (abs(q) <= Rational(std::numeric_limits<long long>::max())) return Instr::PowInt;
      return Instr::PowBigInt;
    }
    return e->is_float() ? Instr::PowConst : Instr::Pow;
  }

  template <class F> static void map1(double *o, const double *a, std::size_t n, F f) {
    for (std::size_t i = 0; i < n; ++i)
      o[i] = f(a[i]);
  }
  template <class F>
  static void map2(double *o, const double *a, const double *b, std::size_t n, F f) {
    for (std::size_t i = 0; i < n; ++i)
      o[i] = f(a[i], b[i]);
  }

  static void execute(const Instr &ins, const std::vector<const double *> &src, double *o,
                      std::size_t n) {
    const double *a = src[ins.args[0]];
    if (ins.args.size() == 1 && (ins.code == Instr::Add || ins.code == Instr::Mul))
      return void(std::copy_n(a, n, o)); // a one-term sum or product (not canonical)
    switch (ins.code) {
    case Instr::Add:
      map2(o, a, src[ins.args[1]], n, [](double x, double y) { return x + y; });
      for (std::size_t k = 2; k < ins.args.size(); ++k)
        map2(o, o, src[ins.args[k]], n, [](double x, double y) { return x + y; });
      return;
    case Instr::Mul:
      map2(o, a, src[ins.args[1]], n, [](double x, double y) { return x * y; });
      for (std::size_t k = 2; k < ins.args.size(); ++k)
        map2(o, o, src[ins.args[k]], n, [](double x, double y) { return x * y; });
      return;
    case Instr::PowInt: {
      long long e = ins.n;
      if (e == 2) return map1(o, a, n, [](double x) { return x * x; });    // = ipow(x, 2)
      if (e == -1) return map1(o, a, n, [](double x) { return 1.0 / x; }); // = ipow(x, -1)
      return map1(o, a, n, [e](double x) { return ipow(x, e); });
    }
    case Instr::PowBigInt: {
      double c = ins.c;
      bool odd = ins.n != 0;
      return map1(o, a, n, [c, odd](double x) { return big_integer_pow(x, c, odd); });
    }
    case Instr::PowConst: {
      double c = ins.c;
      return map1(o, a, n, [c](double x) { return std::pow(x, c); });
    }
    case Instr::Pow:
      return map2(o, a, src[ins.args[1]], n, [](double x, double y) { return std::pow(x, y); });
    case Instr::Call:
      break;
    }
    switch (ins.func) {
    case Func::Sin:
      return map1(o, a, n, [](double x) { return std::sin(x); });
    case Func::Cos:
      return map1(o, a, n, [](double x) { return std::cos(x); });
    case Func::Tan:
      return map1(o, a, n, [](double x) { return std::tan(x); });
    case Func::Exp:
      return map1(o, a, n, [](double x) { return std::exp(x); });
    case Func::Log:
      return map1(o, a, n, [](double x) { return std::log(x); });
    case Func::Sqrt:
      return map1(o, a, n, [](double x) { return std::sqrt(x); });
    case Func::Abs:
      return map1(o, a, n, [](double x) { return std::fabs(x); });
    case Func::Asin:
      return map1(o, a, n, [](double x) { return std::asin(x); });
    case Func::Acos:
      return map1(o, a, n, [](double x) { return std::acos(x); });
    case Func::Atan:
      return map1(o, a, n, [](double x) { return std::atan(x); });
    case Func::Sinh:
      return map1(o, a, n, [](double x) { return std::sinh(x); });
    case Func::Cosh:
      return map1(o, a, n, [](double x) { return std::cosh(x); });
    case Func::Tanh:
      return map1(o, a, n, [](double x) { return std::tanh(x); });
    case Func::Erf:
      return map1(o, a, n, [](double x) { return std::erf(x); });
    case Func::Floor:
      return map1(o, a, n, [](double x) { return std::floor(x); });
    case Func::Ceil:
      return map1(o, a, n, [](double x) { return std::ceil(x); });
    case Func::Sign:
      return map1(o, a, n, sign_value);
    case Func::Atan2:
      return map2(o, a, src[ins.args[1]], n, [](double y, double x) { return std::atan2(y, x); });
    case Func::Min:
      return map2(o, a, src[ins.args[1]], n, min_value);
    case Func::Max:
      return map2(o, a, src[ins.args[1]], n, max_value);
    case Func::None:
      return; // a Call's func is never None
    }
  }

  std::vector<Value> values_;
  std::vector<double> constants_;
  std::vector<Instr> code_;
  std::vector<std::uint32_t> results_;
  std::size_t slots_ = 0;
};

/// The common number of points of the columns (E-EVAL-002 / E-EVAL-003).
inline std::size_t check_columns(std::span<const Expr> inputs,
                                 std::span<const std::span<const double>> columns) {
  if (columns.size() != inputs.size())
    raise(ErrorId::EvalColumnCount, fmt::format("{} input symbol{} but {} column{}", inputs.size(),
                                                inputs.size() == 1 ? "" : "s", columns.size(),
                                                columns.size() == 1 ? "" : "s"));
  std::size_t n = columns.empty() ? 0 : columns[0].size();
  for (std::size_t k = 1; k < columns.size(); ++k)
    if (columns[k].size() != n)
      raise(ErrorId::EvalRaggedColumns,
            fmt::format("column {} has {} points but column 0 has {}", k, columns[k].size(), n));
  return n;
}

} // namespace ALKAHEST_INTERNAL

ALKAHEST_EXPR_INLINE void evaluate_batch_into(std::span<const Expr> outputs,
                                              std::span<const Expr> inputs,
                                              std::span<const std::span<const double>> columns,
                                              std::span<const std::span<double>> outs) {
  std::size_t n = interp_detail::check_columns(inputs, columns);
  if (outs.size() != outputs.size())
    raise(ErrorId::EvalColumnCount,
          fmt::format("{} outputs but {} output spans", outputs.size(), outs.size()));
  if (columns.empty() && !outs.empty()) n = outs[0].size();
  for (std::size_t j = 0; j < outs.size(); ++j)
    if (outs[j].size() != n)
      raise(ErrorId::EvalRaggedColumns,
            fmt::format("output {} has room for {} points but the columns have {}", j,
                        outs[j].size(), n));
  interp_detail::Program program(outputs, inputs);
  program.run(columns, n, outs);
}

ALKAHEST_EXPR_INLINE void evaluate_batch_into(const Expr &e, std::span<const Expr> inputs,
                                              std::span<const std::span<const double>> columns,
                                              std::span<double> out) {
  std::span<double> outs[1] = {out};
  evaluate_batch_into(std::span<const Expr>(&e, 1), inputs, columns, outs);
}

ALKAHEST_EXPR_INLINE std::vector<double>
evaluate_batch(const Expr &e, std::span<const Expr> inputs,
               std::span<const std::span<const double>> columns) {
  std::size_t n = interp_detail::check_columns(inputs, columns);
  std::vector<double> out(n);
  evaluate_batch_into(e, inputs, columns, out);
  return out;
}

ALKAHEST_EXPR_INLINE std::vector<std::vector<double>>
evaluate_batch(std::span<const Expr> outputs, std::span<const Expr> inputs,
               std::span<const std::span<const double>> columns) {
  std::size_t n = interp_detail::check_columns(inputs, columns);
  std::vector<std::vector<double>> result(outputs.size(), std::vector<double>(n));
  std::vector<std::span<double>> outs(result.begin(), result.end());
  evaluate_batch_into(outputs, inputs, columns, outs);
  return result;
}

ALKAHEST_EXPR_INLINE double evaluate(const Expr &e, std::span<const Expr> inputs,
                                     std::span<const double> point) {
  if (point.size() != inputs.size())
    raise(ErrorId::EvalColumnCount,
          fmt::format("{} input symbols but {} values", inputs.size(), point.size()));
  std::vector<std::span<const double>> columns;
  for (std::size_t k = 0; k < point.size(); ++k)
    columns.emplace_back(&point[k], 1);
  double result = 0;
  evaluate_batch_into(e, inputs, columns, std::span<double>(&result, 1));
  return result;
}

ALKAHEST_EXPR_INLINE double evaluate(const Expr &e,
                                     std::initializer_list<std::pair<Expr, double>> bindings) {
  std::vector<Expr> inputs;
  std::vector<double> point;
  for (const auto &[s, v] : bindings) {
    inputs.push_back(s);
    point.push_back(v);
  }
  return evaluate(e, inputs, point);
}

#endif // ALKAHEST_EXPR_BODIES

} // namespace alkahest

#include <alkahest/expr/interpret_exact.hpp>
