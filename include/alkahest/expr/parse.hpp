// alkahest/expr/parse.hpp - the infix parser: text -> canonical Expr, with byte-exact errors.
//
// Grammar (docs/expressions.md, "Parsing"):
//   expr    := expr ('+' | '-') expr                 left-associative, lowest
//            | expr ('*' | '/') expr                 left-associative
//            | ('-' | '+') expr                      prefix, below '^'
//            | expr ('^' | '**') expr                right-associative, highest;
//                                                    the right operand may start
//                                                    with a unary sign: 2^-3
//            | '(' expr ')' | name '(' expr (',' expr)* ')'
//            | integer | decimal | 'inf' | 'nan' | 'pi' | 'E' | name
// where `pi` and `E` are the exact constants (ExprPool::constant) and `ln(u)`
// is read as log(u), so -x^2 = -(x^2), 2^-3^2 = 2^(-(3^2)), a-b-c = (a-b)-c, a^b^c = a^(b^c).
//
// Method: operator-precedence parsing (Dijkstra's shunting yard) with an
// explicit operator stack, not recursive descent. Nesting therefore costs
// heap, not C stack, and is bounded by ParseOptions::max_depth (the height
// of the operator stack: open parentheses, calls and pending operators), so
// no input can overflow a 1 MB thread stack.
//
// The parser builds what the C++ operators build (operators.hpp):
//   a - b -> add({a, mul({-1, b})})      a / b -> mul({a, pow(b, -1)})
//   -a    -> mul({-1, a})                +a    -> a
// so parse(to_string(e)) == e for every printed expression. One difference
// in HOW, not what: a chain a + b - c + ... (or a * b / c * ...) is built by
// ONE add() (mul()) of all its terms instead of a left fold of binary ones.
// Canonical add/mul flatten, so the result is the same node, while a left
// fold would rebuild the growing sum at every step: O(n^2) work, minutes for
// a 60 kB sum of distinct terms. (The one observable difference: a chain
// holding three or more Float constants folds them in one sorted sum rather
// than pairwise, which can differ in the last bit; printed canonical
// expressions never hold more than one Float per sum or product.)
#pragma once

#include <alkahest/expr/canonical.hpp>
#include <alkahest/expr/decimal_literal.hpp>
#include <alkahest/expr/linkage.hpp>
#if ALKAHEST_EXPR_BODIES // (linkage.hpp)
#include <alkahest/expr/parse_lexer.hpp>
#endif

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <limits>
#include <string_view>
#include <vector>

namespace alkahest {

/// Limits that make parse() total: no input crashes it or exhausts memory.
struct ParseOptions {
  /// Inputs longer than this are refused with E-PARSE-009.
  std::size_t max_bytes = 16u << 20;
  /// Deepest nesting (parentheses, calls, pending operators) accepted;
  /// deeper inputs are refused with E-PARSE-008.
  std::uint32_t max_depth = 2000;
  /// Read decimal literals (0.1, 2.5e-3) as the exact rationals they denote
  /// (1/10, 1/400) instead of the nearest double; every written digit
  /// counts. A literal whose exponent is beyond kMaxExactDecimalExponent
  /// is refused with E-PARSE-005. (rationalize() converts the Floats of a
  /// parsed expression afterwards: rationalize.hpp.)
  bool exact_decimals = false;
};

/// Parses infix text into a canonical expression of `pool`. Errors are
/// ParseError (E-PARSE-001..010) whose offset() is the byte they point at and
/// whose message ends with the input line and a caret under that byte.
/// Errors of the canonical constructors (e.g. E-EXPR-005 for 1/0) propagate.
ALKAHEST_EXPR_INLINE Expr parse(ExprPool &pool, std::string_view input,
                                const ParseOptions &options = {});

#if ALKAHEST_EXPR_BODIES // (linkage.hpp)
namespace parse_detail ALKAHEST_INTERNAL {

/// Value of a decimal literal, correctly rounded (std::from_chars). A literal
/// beyond the double range rounds to inf; one below the smallest subnormal
/// rounds to 0 (from_chars reports both as out of range).
inline double decimal_value(std::string_view text) {
  double v = 0;
  const char *end = text.data() + text.size();
  auto [p, ec] = std::from_chars(text.data(), end, v);
  if (ec == std::errc() && p == end) return v;
  // Out of range: decide overflow vs underflow from the decimal exponent of
  // the first significant digit.
  std::size_t epos = text.find_first_of("eE");
  std::string_view mant = text.substr(0, epos);
  long long exp10 = 0;
  if (epos != std::string_view::npos) {
    std::size_t i = epos + 1;
    bool neg = text[i] == '-';
    if (text[i] == '+' || text[i] == '-') ++i;
    for (; i < text.size(); ++i)
      exp10 = std::min<long long>(exp10 * 10 + (text[i] - '0'), 1LL << 40);
    if (neg) exp10 = -exp10;
  }
  std::size_t point = mant.find('.');
  if (point == std::string_view::npos) point = mant.size();
  long long lead = 0; // decimal exponent of the first nonzero digit
  for (std::size_t i = 0; i < mant.size(); ++i) {
    if (mant[i] == '.' || mant[i] == '0') continue;
    lead = i < point ? static_cast<long long>(point - i - 1) : -static_cast<long long>(i - point);
    break;
  }
  return lead + exp10 > 0 ? std::numeric_limits<double>::infinity() : 0.0;
}

/// Value of an integer literal of any length (leading zeros are decimal,
/// never octal).
inline Integer integer_value(std::string_view digits) {
  std::size_t first = digits.find_first_not_of('0');
  if (first == std::string_view::npos) return Integer(0);
  Integer z;
  std::string text(digits.substr(first)); // NUL-terminated for GMP
  mpz_set_str(z.raw(), text.c_str(), 10);
  return z;
}

enum class Op : std::uint8_t { Add, Sub, Mul, Div, Pow, Neg, Pos, Paren, Call };

inline int precedence(Op op) {
  switch (op) {
  case Op::Add:
  case Op::Sub:
    return 1;
  case Op::Mul:
  case Op::Div:
    return 2;
  case Op::Neg:
  case Op::Pos:
    return 3;
  case Op::Pow:
    return 4;
  default:
    return 0; // Paren, Call: barriers, never reduced by an operator
  }
}

/// An operand: a built expression, or an open chain a0 + a1 + ... (or
/// a0 * a1 * ...) whose terms are collected until something else needs the
/// value, then built by one n-ary add()/mul() (see the file comment).
struct Operand {
  Operand() = default;
  Operand(Expr e) : value(e) {} // implicit: every leaf starts as a built Expr
  Expr value;
  std::vector<Expr> terms;
  bool product = false;
};

struct Pending {
  Op op;
  std::size_t offset;           ///< where the operator (or '(' / name) is
  Func func = Func::None;       ///< Call only
  std::uint32_t nargs = 0;      ///< Call only: arguments completed so far
  std::size_t operand_base = 0; ///< Call only: operand-stack height at '('
  std::size_t paren = 0;        ///< Call only: where its '(' is
};

class Parser {
public:
  Parser(ExprPool &pool, std::string_view input, const ParseOptions &options)
      : pool_(pool), lex_(input), options_(options) {}

  Expr run() {
    std::string_view in = lex_.input();
    if (in.size() > options_.max_bytes)
      fail(ErrorId::ParseTooLarge, in, options_.max_bytes,
           fmt::format("the input has {} bytes, more than the limit of {}", in.size(),
                       options_.max_bytes));
    if (in.find_first_not_of(" \t\n\r\f\v") == std::string_view::npos)
      fail(ErrorId::ParseEmpty, in, 0, "the input is empty");
    minus_one_ = pool_.integer(-1);
    bool want_operand = true;
    for (;;) {
      Token t = lex_.next();
      if (want_operand) {
        want_operand = operand(t);
        continue;
      }
      if (t.kind == Tok::End) return finish();
      want_operand = infix(t);
    }
  }

private:
  // A token where an operand must start; returns whether an operand is
  // still wanted afterwards.
  bool operand(const Token &t) {
    std::string_view in = lex_.input();
    switch (t.kind) {
    case Tok::Integer:
      operands_.push_back(pool_.integer(integer_value(t.text)));
      return false;
    case Tok::Decimal: {
      if (!options_.exact_decimals) {
        operands_.push_back(pool_.real(decimal_value(t.text)));
        return false;
      }
      Rational q;
      if (!exact_decimal(t.text, q))
        fail(ErrorId::ParseBadNumber, in, t.offset,
             fmt::format("the exponent of '{}' is beyond {} for an exact decimal", t.text,
                         kMaxExactDecimalExponent));
      operands_.push_back(pool_.number(q));
      return false;
    }
    case Tok::Ident:
      return name(t);
    case Tok::Minus:
      push({Op::Neg, t.offset}, t);
      return true;
    case Tok::Plus:
      push({Op::Pos, t.offset}, t);
      return true;
    case Tok::LParen:
      push({Op::Paren, t.offset}, t);
      return true;
    case Tok::RParen:
      if (std::none_of(ops_.begin(), ops_.end(),
                       [](const Pending &p) { return precedence(p.op) == 0; }))
        fail(ErrorId::ParseUnbalanced, in, t.offset, "')' without a matching '('");
      if (!ops_.empty() && ops_.back().op == Op::Call && ops_.back().nargs == 0 &&
          operands_.size() == ops_.back().operand_base)
        arity_error(ops_.back(), 0);
      fail(ErrorId::ParseUnexpectedToken, in, t.offset, "expected an operand before ')'");
    case Tok::End:
      fail(ErrorId::ParseUnexpectedEnd, in, t.offset,
           "the input ended where an operand was expected");
    default:
      fail(ErrorId::ParseUnexpectedToken, in, t.offset,
           fmt::format("expected an operand, found '{}'", t.text));
    }
  }

  bool name(const Token &t) {
    std::string_view in = lex_.input();
    Func f;
    if (lex_.followed_by_paren()) {
      // `ln` is the natural logarithm's other spelling; it builds log().
      if (t.text == "ln")
        f = Func::Log;
      else if (!func_from_name(t.text, f))
        fail(ErrorId::ParseUnknownFunction, in, t.offset,
             fmt::format("unknown function '{}'", t.text));
      Token open = lex_.next(); // the '('
      push({Op::Call, t.offset, f, 0, operands_.size(), open.offset}, t);
      return true;
    }
    MathConstant c;
    if (constant_from_name(t.text, c)) {
      operands_.push_back(pool_.constant(c));
    } else if (t.text == "inf") {
      operands_.push_back(pool_.real(std::numeric_limits<double>::infinity()));
    } else if (t.text == "nan") {
      operands_.push_back(pool_.real(std::numeric_limits<double>::quiet_NaN()));
    } else if (func_from_name(t.text, f) || t.text == "ln") {
      fail(ErrorId::ParseUnexpectedToken, in, t.offset,
           fmt::format("function '{}' used without an argument list", t.text));
    } else {
      operands_.push_back(pool_.symbol(t.text));
    }
    return false;
  }

  // A token after a complete operand; returns whether an operand is wanted.
  bool infix(const Token &t) {
    std::string_view in = lex_.input();
    switch (t.kind) {
    case Tok::Plus:
      binary(Op::Add, t);
      return true;
    case Tok::Minus:
      binary(Op::Sub, t);
      return true;
    case Tok::Star:
      binary(Op::Mul, t);
      return true;
    case Tok::Slash:
      binary(Op::Div, t);
      return true;
    case Tok::Caret:
      binary(Op::Pow, t);
      return true;
    case Tok::RParen: {
      reduce_to_barrier();
      if (ops_.empty()) fail(ErrorId::ParseUnbalanced, in, t.offset, "')' without a matching '('");
      Pending open = ops_.back();
      ops_.pop_back();
      if (open.op == Op::Call) complete_call(open);
      return false;
    }
    case Tok::Comma: {
      reduce_to_barrier();
      if (ops_.empty() || ops_.back().op != Op::Call)
        fail(ErrorId::ParseUnexpectedToken, in, t.offset,
             "',' outside the argument list of a function call");
      Pending &call = ops_.back();
      if (++call.nargs >= static_cast<std::uint32_t>(func_arity(call.func)))
        arity_error(call, call.nargs + 1);
      return true;
    }
    default:
      fail(ErrorId::ParseUnexpectedToken, in, t.offset,
           fmt::format("expected an operator, found '{}' (implicit multiplication is not "
                       "supported; write a*b)",
                       t.text));
    }
  }

  Expr finish() {
    reduce_to_barrier();
    if (!ops_.empty())
      fail(ErrorId::ParseUnbalanced, lex_.input(),
           ops_.back().op == Op::Call ? ops_.back().paren : ops_.back().offset,
           "'(' is never closed");
    return built(operands_.back());
  }

  void push(const Pending &p, const Token &t) {
    if (ops_.size() >= options_.max_depth)
      fail(ErrorId::ParseTooDeep, lex_.input(), t.offset,
           fmt::format("the input nests deeper than the limit of {}", options_.max_depth));
    ops_.push_back(p);
  }

  void binary(Op op, const Token &t) {
    int p = precedence(op);
    bool right_assoc = op == Op::Pow;
    while (!ops_.empty()) {
      int q = precedence(ops_.back().op);
      if (q == 0 || q < p || (q == p && right_assoc)) break;
      reduce();
    }
    push({op, t.offset}, t);
  }

  void reduce_to_barrier() {
    while (!ops_.empty() && precedence(ops_.back().op) != 0)
      reduce();
  }

  void reduce() {
    Op op = ops_.back().op;
    ops_.pop_back();
    if (op == Op::Pos) return;
    if (op == Op::Neg) {
      Expr b = built(operands_.back());
      operands_.back() = Operand(pool_.mul({minus_one_, b}));
      return;
    }
    Expr b = built(operands_.back());
    operands_.pop_back();
    Operand &a = operands_.back();
    switch (op) {
    case Op::Add:
      extend(a, false, b);
      break;
    case Op::Sub:
      extend(a, false, pool_.mul({minus_one_, b}));
      break;
    case Op::Mul:
      extend(a, true, b);
      break;
    case Op::Div:
      extend(a, true, pool_.pow(b, minus_one_));
      break;
    case Op::Pow:
      a = Operand(pool_.pow(built(a), b));
      break;
    default:
      break;
    }
  }

  // a + t (sum) or a * t (product): appended to a's open chain of the same
  // kind, or a new chain [a, t].
  void extend(Operand &a, bool product, const Expr &t) {
    if (a.terms.empty() || a.product != product) {
      Expr first = built(a);
      a.terms.assign({first});
      a.product = product;
    }
    a.terms.push_back(t);
  }

  // The operand as an Expr: an open chain is built by ONE add() or mul().
  Expr built(Operand &o) {
    if (!o.terms.empty()) {
      o.value = o.product ? pool_.mul(o.terms) : pool_.add(o.terms);
      o.terms.clear();
    }
    return o.value;
  }

  void complete_call(const Pending &call) {
    std::uint32_t n = call.nargs + 1;
    if (n != static_cast<std::uint32_t>(func_arity(call.func))) arity_error(call, n);
    std::vector<Expr> args;
    for (std::size_t k = call.operand_base; k < operands_.size(); ++k)
      args.push_back(built(operands_[k]));
    operands_.resize(call.operand_base);
    operands_.push_back(Operand(pool_.call(call.func, args)));
  }

  [[noreturn]] void arity_error(const Pending &call, std::uint32_t got) {
    int want = func_arity(call.func);
    fail(ErrorId::ParseArity, lex_.input(), call.offset,
         fmt::format("{} takes {} argument{}, got {}{}", func_name(call.func), want,
                     want == 1 ? "" : "s", got,
                     got > static_cast<std::uint32_t>(want) ? " or more" : ""));
  }

  ExprPool &pool_;
  Lexer lex_;
  ParseOptions options_;
  Expr minus_one_;
  std::vector<Pending> ops_;
  std::vector<Operand> operands_;
};

} // namespace ALKAHEST_INTERNAL

ALKAHEST_EXPR_INLINE Expr parse(ExprPool &pool, std::string_view input,
                                const ParseOptions &options) {
  return parse_detail::Parser(pool, input, options).run();
}

#endif // ALKAHEST_EXPR_BODIES

} // namespace alkahest
