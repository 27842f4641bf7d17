// alkahest/expr/print.hpp - to_string (parses back to the same node), to_latex, operator<<, fmt::formatter.
//
// to_string emits exactly the syntax of parse.hpp: + - * / ^ with the usual
// precedence (^ right-associative and tighter than unary minus), calls,
// integers of any size, rationals as p/q, and Floats always with a '.' or an
// exponent (or inf / nan) so that they come back as Floats. Sums print
// negative terms as subtraction, products print factors with negative exact
// exponents (and the denominator of a rational coefficient) after a '/'.
// Whatever the form, parse(to_string(e)) == e for every canonical e (except
// a NaN with a non-default bit pattern, which prints as `nan`).
//
// The printer is iterative (an explicit task stack), so depth is no concern.
#pragma once

#include <alkahest/expr/canonical.hpp>

#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

namespace alkahest {

/// Shortest text that reads back as the same double, always recognisable as
/// a Float: `2.0`, `0.1`, `1e+300`, `-0.0`, `inf`, `-inf`, `nan`.
inline std::string float_text(double d) {
  if (std::isnan(d)) return "nan";
  if (std::isinf(d)) return d < 0 ? "-inf" : "inf";
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, d);
  std::string s(buf, r.ptr);
  if (s.find_first_of(".e") == std::string::npos) s += ".0";
  return s;
}

namespace print_detail {

enum class Style { Plain, Latex };

// Precedence of a printed form; a child is parenthesised when its form binds
// less tightly than its context needs.
enum Prec : int { kTop = 0, kSum = 1, kProduct = 2, kPower = 4, kAtom = 5 };

inline bool float_negative(double d) { return std::signbit(d) && !std::isnan(d); }

/// True when the node prints with a leading minus sign.
inline bool is_negative(const Node *n) {
  switch (n->kind()) {
  case NodeKind::Number: return n->number() < 0;
  case NodeKind::Float: return float_negative(n->real());
  case NodeKind::Mul: return is_negative(n->arg(0)) && n->arg(0)->is_numeric();
  default: return false;
  }
}

inline bool negative_exact_exponent(const Node *n) {
  return n->kind() == NodeKind::Pow && n->arg(1)->is_number() && n->arg(1)->number() < 0;
}

/// Precedence of the printed form of n (with its sign, if any).
inline int precedence(const Node *n) {
  if (is_negative(n)) return kSum;
  switch (n->kind()) {
  case NodeKind::Number: return is_integer(n->number()) ? kAtom : kProduct;
  case NodeKind::Add: return kSum;
  case NodeKind::Mul: return kProduct;
  case NodeKind::Pow: return negative_exact_exponent(n) ? kProduct : kPower;
  default: return kAtom;
  }
}

class Printer {
public:
  explicit Printer(Style style) : style_(style) {}

  std::string run(const Node *root) {
    stack_.push_back({Task::NodeT, root, 0, {}});
    while (!stack_.empty()) {
      Task t = std::move(stack_.back());
      stack_.pop_back();
      switch (t.kind) {
      case Task::Text: out_ += t.text; break;
      case Task::NodeT: node(t.node, t.need, false); break;
      case Task::Negated: node(t.node, t.need, true); break;
      case Task::PowItem: pow_item(t.node, t.exponent, t.need); break;
      }
    }
    return std::move(out_);
  }

private:
  struct Task {
    enum Kind { Text, NodeT, Negated, PowItem } kind;
    const Node *node;
    int need;
    std::string text;
    Rational exponent = 0;
  };

  bool latex() const { return style_ == Style::Latex; }
  void text(std::string s) { seq_.push_back({Task::Text, nullptr, 0, std::move(s)}); }
  void child(const Node *n, int need) { seq_.push_back({Task::NodeT, n, need, {}}); }
  void negated(const Node *n, int need) { seq_.push_back({Task::Negated, n, need, {}}); }
  void item(const Node *base, Rational e, int need) {
    seq_.push_back({Task::PowItem, base, need, {}, std::move(e)});
  }
  /// Moves the tasks queued in seq_ onto the stack so that they run in order.
  void flush() {
    for (auto it = seq_.rbegin(); it != seq_.rend(); ++it) stack_.push_back(std::move(*it));
    seq_.clear();
  }
  std::string open() const { return latex() ? "\\left(" : "("; }
  std::string close() const { return latex() ? "\\right)" : ")"; }

  std::string number_text(const Rational &q) const {
    using boost::multiprecision::denominator;
    using boost::multiprecision::numerator;
    if (is_integer(q)) return numerator(q).str();
    if (!latex()) return fmt::format("{}/{}", numerator(q).str(), denominator(q).str());
    Integer p = numerator(q);
    std::string sign = p < 0 ? "-" : "";
    if (p < 0) p = -p;
    return fmt::format("{}\\frac{{{}}}{{{}}}", sign, p.str(), denominator(q).str());
  }
  std::string real_text(double d) const {
    if (!latex()) return float_text(d);
    if (std::isnan(d)) return "\\mathrm{NaN}";
    if (std::isinf(d)) return d < 0 ? "-\\infty" : "\\infty";
    return float_text(d);
  }
  std::string symbol_text(const std::string &name) const {
    if (!latex() || name.size() == 1) return name;
    std::string escaped;
    for (char c : name) {
      if (c == '_') escaped += "\\_";
      else escaped += c;
    }
    return fmt::format("\\mathit{{{}}}", escaped);
  }

  /// Prints n (negated when `negate`: n is then a negative node printed as its
  /// absolute value) in a context that needs precedence `need`.
  void node(const Node *n, int need, bool negate) {
    int prec = negate ? kProduct : precedence(n);
    if (negate && n->kind() != NodeKind::Mul) prec = n->is_number() && !is_integer(n->number()) ? kProduct : kAtom;
    bool paren = prec < need;
    if (paren) text(open());
    switch (n->kind()) {
    case NodeKind::Number: text(number_text(negate ? Rational(-n->number()) : n->number())); break;
    case NodeKind::Float: text(real_text(negate ? -n->real() : n->real())); break;
    case NodeKind::Symbol: text(symbol_text(n->name())); break;
    case NodeKind::Add: sum(n); break;
    case NodeKind::Mul: product(n, negate); break;
    case NodeKind::Pow: power(n); break;
    case NodeKind::Call: call(n); break;
    }
    if (paren) text(close());
    flush();
  }

  void sum(const Node *n) {
    // Constant last: `x + 1` reads better than `1 + x`; parsing re-sorts.
    std::vector<const Node *> terms(n->args().begin(), n->args().end());
    if (terms[0]->is_numeric()) std::rotate(terms.begin(), terms.begin() + 1, terms.end());
    for (std::size_t i = 0; i < terms.size(); ++i) {
      if (i == 0) {
        child(terms[i], kSum);
      } else if (is_negative(terms[i])) {
        text(" - ");
        negated(terms[i], kProduct);
      } else {
        text(" + ");
        child(terms[i], kProduct);
      }
    }
  }

  void product(const Node *n, bool negate) {
    auto args = n->args();
    const Node *c = args[0]->is_numeric() ? args[0] : nullptr;
    bool minus = c && is_negative(c) != negate;
    if (minus) text("-");
    // Each item prints one factor in a context of the given need; a lone
    // factor inside LaTeX's \frac braces needs no parentheses.
    std::vector<std::function<void(int)>> num, den;
    if (c && c->is_float()) {
      double v = std::fabs(c->real());
      num.push_back([this, v](int) { text(real_text(v)); });
    } else if (c) {
      Rational q = c->number() < 0 ? Rational(-c->number()) : c->number();
      Integer p = boost::multiprecision::numerator(q), d = boost::multiprecision::denominator(q);
      if (p != 1) num.push_back([this, p](int) { text(p.str()); });
      if (d != 1) den.push_back([this, d](int) { text(d.str()); });
    }
    for (const Node *f : args.subspan(c ? 1 : 0)) {
      if (negative_exact_exponent(f))
        den.push_back([this, f](int need) { item(f->arg(0), Rational(-f->arg(1)->number()), need); });
      else
        num.push_back([this, f](int need) { child(f, need); });
    }
    if (latex() && !den.empty()) text("\\frac{");
    emit_factors(num, false, latex() && !den.empty());
    if (den.empty()) return;
    text(latex() ? "}{" : "/");
    emit_factors(den, !latex() && den.size() > 1, latex());
    if (latex()) text("}");
  }

  void emit_factors(const std::vector<std::function<void(int)>> &items, bool paren, bool in_braces) {
    if (items.empty()) return text("1");
    if (paren) text(open());
    int need = in_braces && items.size() == 1 ? kTop : kPower;
    for (std::size_t i = 0; i < items.size(); ++i) {
      if (i) text(latex() ? " \\cdot " : "*");
      items[i](need);
    }
    if (paren) text(close());
  }

  void power(const Node *n) {
    if (negative_exact_exponent(n)) {
      if (latex()) text("\\frac{1}{");
      else text("1/");
      item(n->arg(0), Rational(-n->arg(1)->number()), latex() ? kTop : kPower);
      if (latex()) text("}");
      return;
    }
    child(n->arg(0), kAtom);
    if (latex()) {
      text("^{");
      child(n->arg(1), kTop);
      text("}");
    } else {
      text("^");
      child(n->arg(1), kAtom);
    }
  }

  /// base^e for a positive exact e (a denominator factor), with e = 1 as base
  /// (in a context of the given need).
  void pow_item(const Node *base, const Rational &e, int need) {
    if (e == 1) {
      child(base, need);
    } else {
      child(base, kAtom);
      if (latex()) text(fmt::format("^{{{}}}", number_text(e)));
      else text(is_integer(e) ? fmt::format("^{}", number_text(e)) : fmt::format("^({})", number_text(e)));
    }
    flush();
  }

  void call(const Node *n) {
    if (latex()) return latex_call(n);
    text(fmt::format("{}(", func_name(n->func())));
    for (std::size_t i = 0; i < n->arity(); ++i) {
      if (i) text(", ");
      child(n->arg(i), kTop);
    }
    text(")");
  }

  void latex_call(const Node *n) {
    auto wrap = [&](const char *l, const char *r) {
      text(l);
      child(n->arg(0), kTop);
      text(r);
    };
    switch (n->func()) {
    case Func::Sqrt: return wrap("\\sqrt{", "}");
    case Func::Abs: return wrap("\\left|", "\\right|");
    case Func::Floor: return wrap("\\left\\lfloor ", "\\right\\rfloor");
    case Func::Ceil: return wrap("\\left\\lceil ", "\\right\\rceil");
    default: break;
    }
    std::string_view name = func_name(n->func());
    static constexpr std::pair<Func, const char *> special[] = {
        {Func::Asin, "\\arcsin"}, {Func::Acos, "\\arccos"}, {Func::Atan, "\\arctan"},
        {Func::Atan2, "\\operatorname{atan2}"}, {Func::Erf, "\\operatorname{erf}"},
        {Func::Sign, "\\operatorname{sign}"}};
    std::string cmd = fmt::format("\\{}", name);
    for (auto [f, s] : special)
      if (f == n->func()) cmd = s;
    text(cmd + "\\left(");
    for (std::size_t i = 0; i < n->arity(); ++i) {
      if (i) text(", ");
      child(n->arg(i), kTop);
    }
    text("\\right)");
  }

  Style style_;
  std::string out_;
  std::vector<Task> stack_, seq_;
};

} // namespace print_detail

/// Infix text that parse() reads back as the same node.
inline std::string to_string(const Expr &e) {
  (void)e.pool();
  return print_detail::Printer(print_detail::Style::Plain).run(e.node());
}

/// LaTeX math-mode text (\frac, ^{}, \sin\left(...\right)); not parseable.
inline std::string to_latex(const Expr &e) {
  (void)e.pool();
  return print_detail::Printer(print_detail::Style::Latex).run(e.node());
}

inline std::ostream &operator<<(std::ostream &os, const Expr &e) { return os << to_string(e); }

} // namespace alkahest

/// `fmt::format("{}", expr)` prints to_string(expr).
template <> struct fmt::formatter<alkahest::Expr> : fmt::formatter<std::string_view> {
  template <class FormatContext> auto format(const alkahest::Expr &e, FormatContext &ctx) const {
    std::string s = alkahest::to_string(e);
    return fmt::formatter<std::string_view>::format(std::string_view(s), ctx);
  }
};
