// alkahest/expr/print.hpp - to_string (parses back to the same node), to_latex, operator<<,
// fmt::formatter.
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
#include <alkahest/expr/linkage.hpp>

#include <fmt/core.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace alkahest {

/// Shortest text that reads back as the same double, always recognisable as
/// a Float: `2.0`, `0.1`, `1e+300`, `-0.0`, `inf`, `-inf`, `nan`.
ALKAHEST_EXPR_INLINE std::string float_text(double d);
/// Infix text that parse() reads back as the same node.
ALKAHEST_EXPR_INLINE std::string to_string(const Expr &e);
/// LaTeX math-mode text (\frac, ^{}, \sin\left(...\right)); not parseable.
ALKAHEST_EXPR_INLINE std::string to_latex(const Expr &e);
/// to_string(e), clipped to about max_bytes with "..." for error messages.
ALKAHEST_EXPR_INLINE std::string clipped_text(const Expr &e, std::size_t max_bytes = 80);
/// For error messages: what the subexpression is and how it prints, as a
/// user wrote it: "the float 1e-20", "the constant pi", "the symbol 'z'",
/// "the call 'sin(x)'", "the power 'x^(1/2)'".
ALKAHEST_EXPR_INLINE std::string describe(const Expr &e);

/// `os << e` prints to_string(e). A template over the stream type so that
/// this header needs only <iosfwd>: <ostream> (locales, facets) is for the
/// translation units that stream.
template <class CharT, class Traits>
std::basic_ostream<CharT, Traits> &operator<<(std::basic_ostream<CharT, Traits> &os,
                                              const Expr &e) {
  return os << to_string(e);
}

#if ALKAHEST_EXPR_BODIES // (linkage.hpp)

ALKAHEST_EXPR_INLINE std::string float_text(double d) {
  if (std::isnan(d)) return "nan";
  if (std::isinf(d)) return d < 0 ? "-inf" : "inf";
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, d);
  std::string s(buf, r.ptr);
  if (s.find_first_of(".e") == std::string::npos) s += ".0";
  return s;
}

namespace print_detail ALKAHEST_INTERNAL {

/// A float in LaTeX: the shortest round-trip digits, with an exponent
/// written as a power of ten (`1.5 \cdot 10^{-20}`; a mantissa without a
/// point gets `.0`, as SymPy writes it, so that a Float still reads as one).
inline std::string latex_float(double d) {
  std::string s = float_text(d);
  std::size_t e = s.find('e');
  if (e == std::string::npos) return s;
  std::string mant = s.substr(0, e);
  if (mant.find('.') == std::string::npos) mant += ".0";
  int exp10 = std::stoi(s.substr(e + 1)); // "+300" / "-20"
  return fmt::format("{} \\cdot 10^{{{}}}", mant, exp10);
}

/// The LaTeX of a Greek letter's name (`alpha` -> `\alpha`, `Gamma` ->
/// `\Gamma`, `Alpha` -> `\mathrm{A}`), or empty when the name is none.
inline std::string latex_greek(std::string_view name) {
  static constexpr std::string_view lower[] = {
      "alpha", "beta",  "gamma",   "delta", "epsilon", "zeta", "eta",  "theta",
      "iota",  "kappa", "lambda",  "mu",    "nu",      "xi",   "pi",   "rho",
      "sigma", "tau",   "upsilon", "phi",   "chi",     "psi",  "omega"};
  static constexpr std::string_view upper[] = {"Gamma", "Delta",   "Theta", "Lambda", "Xi",   "Pi",
                                               "Sigma", "Upsilon", "Phi",   "Psi",    "Omega"};
  // Capitals that look like Latin letters have no command of their own.
  static constexpr std::pair<std::string_view, char> latin[] = {
      {"Alpha", 'A'}, {"Beta", 'B'},  {"Epsilon", 'E'}, {"Zeta", 'Z'}, {"Eta", 'H'},
      {"Iota", 'I'},  {"Kappa", 'K'}, {"Mu", 'M'},      {"Nu", 'N'},   {"Omicron", 'O'},
      {"Rho", 'P'},   {"Tau", 'T'},   {"Chi", 'X'}};
  for (std::string_view g : lower)
    if (g == name) return fmt::format("\\{}", g);
  for (std::string_view g : upper)
    if (g == name) return fmt::format("\\{}", g);
  for (auto [g, c] : latin)
    if (g == name) return fmt::format("\\mathrm{{{}}}", c);
  if (name == "omicron") return "o";
  return {};
}

/// A symbol's name in LaTeX, as a textbook writes it: Greek names as Greek
/// letters, `x_1` and `x1` as `x_{1}`, `a_i_j` as `a_{i j}` (as SymPy), and a longer
/// name upright-italic in one piece (`\mathit{rate}`) so that it does not read
/// as a product of letters. A name this cannot split cleanly (`_x`, `x__1`)
/// is printed whole with its underscores escaped.
inline std::string latex_symbol(std::string_view name) {
  auto piece = [](std::string_view s) {
    std::string g = latex_greek(s);
    if (!g.empty()) return g;
    return s.size() == 1 ? std::string(s) : fmt::format("\\mathit{{{}}}", s);
  };
  auto whole = [&] {
    std::string escaped;
    for (char c : name)
      escaped += c == '_' ? std::string("\\_") : std::string(1, c);
    return name.size() == 1 ? escaped : fmt::format("\\mathit{{{}}}", escaped);
  };
  std::string_view base = name;
  std::vector<std::string_view> subs;
  if (std::size_t u = name.find('_'); u != std::string_view::npos) {
    base = name.substr(0, u);
    std::string_view rest = name.substr(u + 1);
    for (;;) {
      std::size_t v = rest.find('_');
      subs.push_back(rest.substr(0, v));
      if (v == std::string_view::npos) break;
      rest = rest.substr(v + 1);
    }
  } else {
    std::size_t d = name.find_last_not_of("0123456789");
    if (d != std::string_view::npos && d + 1 < name.size()) {
      base = name.substr(0, d + 1);
      subs.push_back(name.substr(d + 1));
    }
  }
  if (base.empty() ||
      std::any_of(subs.begin(), subs.end(), [](std::string_view s) { return s.empty(); }))
    return whole();
  std::string out = piece(base);
  if (subs.empty()) return out;
  out += "_{";
  for (std::size_t i = 0; i < subs.size(); ++i) {
    if (i) out += " ";
    std::string g = latex_greek(subs[i]);
    out += g.empty() ? std::string(subs[i]) : g;
  }
  return out + "}";
}

/// Where a term of a sum prints: the polynomial shape of a term (its
/// variables with their exact exponents) decides the reading order.
struct TermShape {
  Rational total = 0;
  std::vector<std::pair<std::string_view, Rational>> vars; ///< sorted by name
};

inline void add_shape(TermShape &s, const Node *f) {
  const Node *base = f;
  Rational e = 1;
  if (f->kind() == NodeKind::Pow) {
    if (!f->arg(1)->is_number()) return;
    base = f->arg(0);
    e = f->arg(1)->number();
  }
  if (!base->is_symbol()) return;
  s.total += e;
  s.vars.emplace_back(base->name(), e);
}

inline TermShape term_shape(const Node *t) {
  TermShape s;
  if (t->kind() == NodeKind::Mul)
    for (const Node *f : t->args())
      add_shape(s, f);
  else
    add_shape(s, t);
  std::sort(s.vars.begin(), s.vars.end());
  return s;
}

/// True when a reads before b: higher total degree first, then
/// lexicographically by the variables in alphabetical order (x^2*y before
/// x*y^2), then the canonical order (of the sum's arguments); numeric constants last.
inline bool reads_before(const Node *a, const TermShape &sa, const Node *b, const TermShape &sb) {
  if (a->is_numeric() != b->is_numeric()) return b->is_numeric();
  if (sa.total != sb.total) return sa.total > sb.total;
  std::size_t i = 0, j = 0;
  while (i < sa.vars.size() || j < sb.vars.size()) {
    // The smaller name present in either term is compared first; a missing
    // variable counts as exponent 0.
    std::string_view na = i < sa.vars.size() ? sa.vars[i].first : std::string_view{};
    std::string_view nb = j < sb.vars.size() ? sb.vars[j].first : std::string_view{};
    bool take_a = j >= sb.vars.size() || (i < sa.vars.size() && na <= nb);
    bool take_b = i >= sa.vars.size() || (j < sb.vars.size() && nb <= na);
    Rational ea = take_a ? sa.vars[i].second : Rational(0),
             eb = take_b ? sb.vars[j].second : Rational(0);
    if (ea != eb) return ea > eb;
    if (take_a) ++i;
    if (take_b) ++j;
  }
  return false; // a tie keeps the canonical order (the sort is stable)
}

enum class Style { Plain, Latex };

// Precedence of a printed form; a child is parenthesised when its form binds
// less tightly than its context needs.
enum Prec : int { kTop = 0, kSum = 1, kProduct = 2, kPower = 4, kAtom = 5 };

inline bool float_negative(double d) { return std::signbit(d) && !std::isnan(d); }

/// True when the node prints with a leading minus sign.
inline bool is_negative(const Node *n) {
  switch (n->kind()) {
  case NodeKind::Number:
    return n->number() < 0;
  case NodeKind::Float:
    return float_negative(n->real());
  case NodeKind::Mul:
    return is_negative(n->arg(0)) && n->arg(0)->is_numeric();
  default:
    return false;
  }
}

inline bool negative_exact_exponent(const Node *n) {
  return n->kind() == NodeKind::Pow && n->arg(1)->is_number() && n->arg(1)->number() < 0;
}

/// Precedence of the printed form of n (with its sign, if any).
inline int precedence(const Node *n) {
  if (is_negative(n)) return kSum;
  switch (n->kind()) {
  case NodeKind::Number:
    return is_integer(n->number()) ? kAtom : kProduct;
  case NodeKind::Add:
    return kSum;
  case NodeKind::Mul:
    return kProduct;
  case NodeKind::Pow:
    return negative_exact_exponent(n) ? kProduct : kPower;
  default:
    return kAtom;
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
      case Task::Text:
        out_ += t.text;
        break;
      case Task::NodeT:
        node(t.node, t.need, false);
        break;
      case Task::Negated:
        node(t.node, t.need, true);
        break;
      case Task::PowItem:
        pow_item(t.node, t.exponent, t.need);
        break;
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
    for (auto it = seq_.rbegin(); it != seq_.rend(); ++it)
      stack_.push_back(std::move(*it));
    seq_.clear();
  }
  std::string open() const { return latex() ? "\\left(" : "("; }
  std::string close() const { return latex() ? "\\right)" : ")"; }

  std::string number_text(const Rational &q) const {
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
    return latex_float(d);
  }
  std::string symbol_text(const std::string &name) const {
    return latex() ? latex_symbol(name) : name;
  }

  /// Prints n (negated when `negate`: n is then a negative node printed as its
  /// absolute value) in a context that needs precedence `need`.
  void node(const Node *n, int need, bool negate) {
    int prec = negate ? kProduct : precedence(n);
    if (negate && n->kind() != NodeKind::Mul)
      prec = n->is_number() && !is_integer(n->number()) ? kProduct : kAtom;
    bool paren = prec < need;
    if (paren) text(open());
    switch (n->kind()) {
    case NodeKind::Number:
      text(number_text(negate ? Rational(-n->number()) : n->number()));
      break;
    case NodeKind::Float:
      text(real_text(negate ? -n->real() : n->real()));
      break;
    case NodeKind::Symbol:
      text(symbol_text(n->name()));
      break;
    case NodeKind::Constant:
      text(!latex() ? n->name() : n->constant() == MathConstant::Pi ? "\\pi" : "e");
      break;
    case NodeKind::Add:
      sum(n);
      break;
    case NodeKind::Mul:
      product(n, negate);
      break;
    case NodeKind::Pow:
      power(n);
      break;
    case NodeKind::Call:
      call(n);
      break;
    }
    if (paren) text(close());
    flush();
  }

  void sum(const Node *n) {
    // Reading order, not the canonical one: `x^3 - 2*x + 1` (descending
    // degree, see reads_before); parsing re-sorts, so the round trip holds.
    std::vector<std::pair<const Node *, TermShape>> shaped;
    for (const Node *t : n->args())
      shaped.emplace_back(t, term_shape(t));
    std::stable_sort(shaped.begin(), shaped.end(), [](const auto &a, const auto &b) {
      return reads_before(a.first, a.second, b.first, b.second);
    });
    std::vector<const Node *> terms;
    for (const auto &s : shaped)
      terms.push_back(s.first);
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
    std::vector<Factor> num, den;
    if (c && c->is_float()) {
      double v = std::fabs(c->real());
      num.push_back({[this, v](int) { text(real_text(v)); }, true});
    } else if (c) {
      Rational q = c->number() < 0 ? Rational(-c->number()) : c->number();
      Integer p = numerator(q), d = denominator(q);
      if (p != 1) num.push_back({[this, p](int) { text(p.str()); }, true});
      if (d != 1) den.push_back({[this, d](int) { text(d.str()); }, true});
    }
    for (const Node *f : args.subspan(c ? 1 : 0)) {
      bool digit = f->kind() == NodeKind::Pow && f->arg(0)->is_numeric();
      if (negative_exact_exponent(f))
        den.push_back(
            {[this, f](int need) { item(f->arg(0), Rational(-f->arg(1)->number()), need); },
             digit});
      else
        num.push_back({[this, f](int need) { child(f, need); }, digit});
    }
    if (latex() && !den.empty()) text("\\frac{");
    emit_factors(num, false, latex() && !den.empty());
    if (den.empty()) return;
    text(latex() ? "}{" : "/");
    emit_factors(den, !latex() && den.size() > 1, latex());
    if (latex()) text("}");
  }

  /// One factor of a product: how to print it, and whether its text starts
  /// with a digit (then LaTeX needs `\cdot` before it: `2 \cdot 3^{x}`, while
  /// `2 x y` is an implicit product, as a textbook writes it).
  struct Factor {
    std::function<void(int)> emit;
    bool digit = false;
  };

  void emit_factors(const std::vector<Factor> &items, bool paren, bool in_braces) {
    if (items.empty()) return text("1");
    if (paren) text(open());
    int need = in_braces && items.size() == 1 ? kTop : kPower;
    for (std::size_t i = 0; i < items.size(); ++i) {
      if (i) text(!latex() ? "*" : items[i].digit ? " \\cdot " : " ");
      items[i].emit(need);
    }
    if (paren) text(close());
  }

  void power(const Node *n) {
    if (negative_exact_exponent(n)) {
      if (latex())
        text("\\frac{1}{");
      else
        text("1/");
      item(n->arg(0), Rational(-n->arg(1)->number()), latex() ? kTop : kPower);
      if (latex()) text("}");
      return;
    }
    if (latex() && root_index(n->arg(1))) {
      root(n->arg(0), *root_index(n->arg(1)));
      return;
    }
    latex_base(n->arg(0));
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
    } else if (latex() && e > 0 && is_integer(Rational(1 / e))) {
      root(base, numerator(Rational(1 / e)));
    } else {
      latex_base(base);
      if (latex())
        text(fmt::format("^{{{}}}", number_text(e)));
      else
        text(is_integer(e) ? fmt::format("^{}", number_text(e))
                           : fmt::format("^({})", number_text(e)));
    }
    flush();
  }

  /// n for an exponent 1/n (n >= 2): LaTeX writes that power as a root.
  static std::optional<Integer> root_index(const Node *e) {
    if (!e->is_number() || e->number() <= 0) return std::nullopt;
    Rational inv = 1 / e->number();
    if (!is_integer(inv) || inv < 2) return std::nullopt;
    return numerator(inv);
  }

  void root(const Node *base, const Integer &index) {
    text(index == 2 ? "\\sqrt{" : fmt::format("\\sqrt[{}]{{", index.str()));
    child(base, kTop);
    text("}");
  }

  /// The base of a power: an atom, and in LaTeX also parenthesised when it
  /// prints as a power itself (exp(x) is `e^{x}`; `e^{x}^{2}` is no LaTeX).
  void latex_base(const Node *base) {
    bool wrap = latex() && base->kind() == NodeKind::Call && base->func() == Func::Exp;
    if (wrap) text(open());
    child(base, wrap ? kTop : kAtom);
    if (wrap) text(close());
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
    case Func::Sqrt:
      return wrap("\\sqrt{", "}");
    case Func::Exp:
      return wrap("e^{", "}");
    case Func::Abs:
      return wrap("\\left|", "\\right|");
    case Func::Floor:
      return wrap("\\left\\lfloor ", "\\right\\rfloor");
    case Func::Ceil:
      return wrap("\\left\\lceil ", "\\right\\rceil");
    default:
      break;
    }
    std::string_view name = func_name(n->func());
    static constexpr std::pair<Func, const char *> special[] = {
        {Func::Asin, "\\arcsin"},           {Func::Acos, "\\arccos"},
        {Func::Atan, "\\arctan"},           {Func::Atan2, "\\operatorname{atan2}"},
        {Func::Erf, "\\operatorname{erf}"}, {Func::Sign, "\\operatorname{sign}"}};
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

} // namespace ALKAHEST_INTERNAL

ALKAHEST_EXPR_INLINE std::string to_string(const Expr &e) {
  (void)e.pool();
  return print_detail::Printer(print_detail::Style::Plain).run(e.node());
}

ALKAHEST_EXPR_INLINE std::string to_latex(const Expr &e) {
  (void)e.pool();
  return print_detail::Printer(print_detail::Style::Latex).run(e.node());
}

ALKAHEST_EXPR_INLINE std::string clipped_text(const Expr &e, std::size_t max_bytes) {
  std::string s = to_string(e);
  if (s.size() > max_bytes) s = s.substr(0, max_bytes > 3 ? max_bytes - 3 : 0) + "...";
  return s;
}

ALKAHEST_EXPR_INLINE std::string describe(const Expr &e) {
  const Node *n = e.node();
  switch (n->kind()) {
  case NodeKind::Float:
    return "the float " + float_text(n->real());
  case NodeKind::Number:
    return "the number " + clipped_text(e);
  case NodeKind::Constant:
    return "the constant " + n->name();
  case NodeKind::Symbol:
    return "the symbol '" + n->name() + "'";
  case NodeKind::Call:
    return "the call '" + clipped_text(e) + "'";
  case NodeKind::Pow:
    return "the power '" + clipped_text(e) + "'";
  case NodeKind::Add:
    return "the sum '" + clipped_text(e) + "'";
  case NodeKind::Mul:
    return "the product '" + clipped_text(e) + "'";
  }
  return "'" + clipped_text(e) + "'";
}

#endif // ALKAHEST_EXPR_BODIES

} // namespace alkahest

/// `fmt::format("{}", expr)` prints to_string(expr); the specs of a string
/// apply (`{:>20}`, `{:.40}`). Written against <fmt/core.h> only, which
/// declares but does not define formatter<string_view>::format, so the text
/// goes through fmt's compiled vformat_to with the same specs.
template <> struct fmt::formatter<alkahest::Expr> {
  constexpr auto parse(fmt::format_parse_context &ctx) -> decltype(ctx.begin()) {
    auto it = ctx.begin(), end = ctx.end();
    while (it != end && *it != '}') {
      if (*it == '{') ctx.on_error("an Expr takes no nested (dynamic) format specs");
      ++it;
    }
    if (it - ctx.begin() >= static_cast<std::ptrdiff_t>(sizeof spec_ - 3))
      ctx.on_error("format specs too long for an Expr");
    spec_len_ = 0;
    spec_[spec_len_++] = '{';
    spec_[spec_len_++] = ':';
    for (auto p = ctx.begin(); p != it; ++p)
      spec_[spec_len_++] = *p;
    spec_[spec_len_++] = '}';
    return it;
  }
  template <class FormatContext> auto format(const alkahest::Expr &e, FormatContext &ctx) const {
    std::string s = alkahest::to_string(e);
    if (spec_len_ == 3) return std::copy(s.begin(), s.end(), ctx.out()); // "{:}": no specs
    return fmt::vformat_to(ctx.out(), fmt::string_view(spec_, spec_len_), fmt::make_format_args(s));
  }

private:
  char spec_[64] = {};
  std::size_t spec_len_ = 0;
};
