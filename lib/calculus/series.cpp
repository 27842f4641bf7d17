// lib/calculus/series.cpp - series(): the DAG walked bottom-up in truncated power-series
// arithmetic.
//
// Every node becomes a truncated Laurent series in t = x - x0 (power_series.hpp):
// x is x0 + t, a subexpression free of x is a constant, sums and products
// combine series, and each function applies its recurrence to the series of
// its argument. Absolute precision is tracked as in any truncated series
// arithmetic (a product with t^-1 loses a term), and when the result is
// short of the requested order the whole walk is repeated with more terms.
// Where a function has no expansion (a branch point, a kink, a jump) its
// argument's constant term decides it, exactly: rationals compare exactly,
// other constants by Arb balls (constant_sign.hpp), never by doubles.
#include "constant_sign.hpp"
#include "power_series.hpp"

#include <alkahest/calculus/series.hpp>

#include <fmt/format.h>

#include <unordered_map>

namespace alkahest {
namespace {

using namespace calculus;

/// Retries of the walk with more terms before the expansion gives up.
constexpr int kMaxRetries = 8;

[[noreturn]] void not_analytic(const Node *n, ExprPool &pool, const std::string &why) {
  raise(ErrorId::SeriesNotAnalytic, fmt::format("'{}' has no Taylor expansion at the point: {}",
                                                to_string(Expr(n, &pool)), why));
}

class SeriesWalk {
public:
  SeriesWalk(ExprPool &pool, const Expr &x, const Expr &x0, long terms)
      : ar_(pool), pool_(pool), x_(x), x0_(x0), terms_(terms) {}

  PowerSeries run(const Expr &f) {
    std::unordered_map<const Node *, bool> depends;
    for (const Node *n : postorder(f)) {
      bool d = n == x_.node();
      for (const Node *a : n->args())
        d = d || depends.at(a);
      depends.emplace(n, d);
      if (!d) continue; // a constant: its series is built where it is used
      series_.emplace(n, node_series(n));
    }
    return of(f.node());
  }

private:
  PowerSeries of(const Node *n) const {
    auto it = series_.find(n);
    if (it != series_.end()) return it->second;
    return ar_.constant(Expr(n, &pool_), terms_);
  }

  /// The dense coefficients of an argument that must have valuation >= 0.
  std::vector<Expr> argument(const Node *call, const Node *a) const {
    PowerSeries s = of(a);
    if (s.val < 0) s = ar_.normalize(s);
    if (s.prec <= 0) throw PrecisionShortfall{1 - s.prec};
    if (s.val < 0)
      not_analytic(call, pool_, "its argument has a pole there (an essential singularity)");
    return ar_.dense(s);
  }

  /// Whether every coefficient after the constant one is exactly zero.
  bool is_constant_series(const std::vector<Expr> &d) const {
    for (std::size_t k = 1; k < d.size(); ++k)
      if (!ar_.is_zero(d[k])) return false;
    return true;
  }

  PowerSeries node_series(const Node *n) const {
    switch (n->kind()) {
    case NodeKind::Symbol: { // x itself: x0 + t
      PowerSeries s = ar_.constant(x0_, terms_);
      if (terms_ > 1) s.c[1] = pool_.integer(1);
      return s;
    }
    case NodeKind::Add: {
      PowerSeries s = of(n->arg(0));
      for (std::size_t k = 1; k < n->arity(); ++k)
        s = ar_.add(s, of(n->arg(k)));
      return s;
    }
    case NodeKind::Mul: {
      PowerSeries s = of(n->arg(0));
      for (std::size_t k = 1; k < n->arity(); ++k)
        s = ar_.mul(s, of(n->arg(k)));
      return s;
    }
    case NodeKind::Pow:
      return power_series(n);
    case NodeKind::Call:
      return call_series(n);
    default: // leaves other than x do not depend on x
      return ar_.constant(Expr(n, &pool_), terms_);
    }
  }

  PowerSeries power_series(const Node *n) const {
    const Node *base = n->arg(0), *exponent = n->arg(1);
    if (exponent->is_number() && is_integer(exponent->number()))
      return ar_.power(of(base), numerator(exponent->number()));
    if (!exponent->is_numeric()) { // u^v = exp(v log u)
      Expr rewritten = exp(Expr(exponent, &pool_) * log(Expr(base, &pool_)));
      SeriesWalk inner(pool_, x_, x0_, terms_);
      return inner.run(rewritten);
    }
    Expr alpha(exponent, &pool_);
    PowerSeries u = ar_.normalize(of(base));
    if (u.c.empty()) throw PrecisionShortfall{4};
    if (u.val < 0) not_analytic(n, pool_, "a fractional power of a pole");
    if (u.val > 0) {
      // (t^v w)^alpha = t^(v alpha) w^alpha for real t of both signs only
      // when t^v >= 0 (v even) and |t|^(v alpha) = t^(v alpha) (v alpha an
      // even integer): sqrt(x^4) = x^2, but sqrt(x^2) = |x|.
      bool even_integer = false;
      if (exponent->is_number()) {
        Rational m = Rational(u.val) * exponent->number();
        even_integer = is_integer(m) && (numerator(m) & 1) == 0 && u.val % 2 == 0;
      }
      if (!even_integer)
        not_analytic(n, pool_, "a fractional power of a function that vanishes there");
      if (ar_.sign(u.c[0], "the leading coefficient under a fractional power") < 0)
        not_analytic(n, pool_, "a fractional power of a negative function");
      Rational m = Rational(u.val) * exponent->number();
      PowerSeries w{0, u.prec - u.val, u.c};
      PowerSeries r = ar_.from_dense(ar_.power(ar_.dense(w), alpha));
      r.val += numerator(m).convert_to<long>();
      r.prec += numerator(m).convert_to<long>();
      return r;
    }
    if (is_constant(u.c[0]) && ar_.sign(u.c[0], "the base of a fractional power") < 0)
      not_analytic(n, pool_, "a fractional power of a negative number is not real");
    if (u.prec <= 0) throw PrecisionShortfall{1 - u.prec};
    return ar_.from_dense(ar_.power(ar_.dense(u), alpha));
  }

  PowerSeries call_series(const Node *n) const {
    Func f = n->func();
    if (f == Func::Atan2 || f == Func::Min || f == Func::Max) return binary_series(n);
    std::vector<Expr> a = argument(n, n->arg(0));
    const Expr a0 = a[0];
    auto nonzero_a0 = [&](const char *why) {
      if (ar_.is_zero(a0)) not_analytic(n, pool_, why);
    };
    switch (f) {
    case Func::Exp:
      return ar_.from_dense(ar_.exp(a));
    case Func::Log:
      nonzero_a0("log has a branch point at 0");
      if (is_constant(a0) && ar_.sign(a0, "the argument of log") < 0)
        not_analytic(n, pool_, "log of a negative number is not real");
      return ar_.from_dense(ar_.log(a));
    case Func::Sqrt:
      return power_series(pool_.pow(Expr(n->arg(0), &pool_), pool_.rational(1, 2)).node());
    case Func::Sin:
    case Func::Cos:
    case Func::Sinh:
    case Func::Cosh: {
      std::vector<Expr> s, c;
      bool hyperbolic = f == Func::Sinh || f == Func::Cosh;
      ar_.sin_cos(a, hyperbolic, s, c);
      return ar_.from_dense(f == Func::Sin || f == Func::Sinh ? s : c);
    }
    case Func::Tan:
    case Func::Tanh: {
      std::vector<Expr> s, c;
      ar_.sin_cos(a, f == Func::Tanh, s, c);
      if (ar_.is_zero(c[0]))
        raise(ErrorId::SeriesPole,
              fmt::format("tan has a pole at the point of '{}'", to_string(Expr(n, &pool_))));
      return ar_.from_dense(ar_.mul(s, ar_.inverse(c)));
    }
    case Func::Atan: { // atan(a)' = a' / (1 + a^2)
      std::vector<Expr> q = ar_.mul(a, a);
      q[0] = ar_.tidy(q[0] + 1);
      return ar_.from_dense(ar_.integral(ar_.mul(ar_.derivative(a), ar_.inverse(q)), atan(a0)));
    }
    case Func::Asin:
    case Func::Acos: { // asin(a)' = a' (1 - a^2)^(-1/2), acos' = -asin'
      std::vector<Expr> q = ar_.mul(a, a);
      for (Expr &e : q)
        e = ar_.tidy(-e);
      q[0] = ar_.tidy(q[0] + 1);
      if (ar_.is_zero(q[0])) not_analytic(n, pool_, "asin and acos branch at 1 and -1");
      if (is_constant(q[0]) && ar_.sign(q[0], "1 - the argument^2") < 0)
        not_analytic(n, pool_, "the argument is outside [-1, 1]");
      std::vector<Expr> d = ar_.mul(ar_.derivative(a), ar_.power(q, pool_.rational(-1, 2)));
      if (f == Func::Acos)
        for (Expr &e : d)
          e = ar_.tidy(-e);
      return ar_.from_dense(ar_.integral(d, f == Func::Asin ? asin(a0) : acos(a0)));
    }
    case Func::Erf: { // erf(a)' = 2/sqrt(pi) exp(-a^2) a'
      std::vector<Expr> q = ar_.mul(a, a);
      for (Expr &e : q)
        e = ar_.tidy(-e);
      Expr two_over_sqrt_pi =
          pool_.integer(2) * pow(pool_.constant(MathConstant::Pi), pool_.rational(-1, 2));
      std::vector<Expr> d = ar_.mul(ar_.derivative(a), ar_.exp(q));
      for (Expr &e : d)
        e = ar_.tidy(two_over_sqrt_pi * e);
      return ar_.from_dense(ar_.integral(d, erf(a0)));
    }
    case Func::Abs:
    case Func::Sign: {
      int s = ar_.sign(a0, f == Func::Abs ? "the argument of abs" : "the argument of sign");
      if (s == 0) not_analytic(n, pool_, "a kink or jump where the argument is 0");
      if (f == Func::Sign) return ar_.constant(pool_.integer(s), static_cast<long>(a.size()));
      return ar_.scale(ar_.from_dense(a), pool_.integer(s));
    }
    case Func::Floor:
    case Func::Ceil: {
      Expr v = f == Func::Floor ? floor(a0) : ceil(a0);
      // floor(a0) folds to a number for a rational a0; a0 an integer is a jump
      // unless the argument is constant.
      if (!v->is_number() && !(is_constant(a0) && settle_floor(f, a0, v)))
        raise(ErrorId::SeriesZeroUndecided,
              fmt::format("cannot decide whether '{}' is an integer", to_string(a0)));
      if (a0->is_number() && is_integer(a0->number()) && !is_constant_series(a))
        not_analytic(n, pool_, "floor and ceil jump where the argument is an integer");
      return ar_.constant(v, static_cast<long>(a.size()));
    }
    default:
      not_analytic(n, pool_, "unsupported function");
    }
  }

  /// floor/ceil of a constant that is not a number: decided when the
  /// constant lies strictly between two integers (its ball says which).
  bool settle_floor(Func f, const Expr &a0, Expr &out) const {
    // The integer part from the double value, then checked exactly: a0 - k
    // and k + 1 - a0 both certainly positive.
    double approx = evaluate(a0, std::span<const Expr>(), std::span<const double>());
    if (!std::isfinite(approx)) return false;
    Expr k = pool_.integer(static_cast<long long>(std::floor(approx)));
    for (int shift : {0, -1, 1}) {
      Expr lo = k + shift;
      if (ar_.sign(a0 - lo, "the argument of floor or ceil") > 0 &&
          ar_.sign(lo + 1 - a0, "the argument of floor or ceil") > 0) {
        out = f == Func::Floor ? lo : lo + 1;
        return true;
      }
    }
    return false;
  }

  PowerSeries binary_series(const Node *n) const {
    Func f = n->func();
    std::vector<Expr> a = argument(n, n->arg(0)), b = argument(n, n->arg(1));
    std::size_t m = std::min(a.size(), b.size());
    a.resize(m);
    b.resize(m);
    if (f == Func::Min || f == Func::Max) {
      std::vector<Expr> d;
      for (std::size_t k = 0; k < m; ++k)
        d.push_back(ar_.tidy(a[k] - b[k]));
      int s = ar_.sign(d[0], "the difference of min's or max's arguments");
      if (s == 0) {
        bool same = true;
        for (const Expr &e : d)
          same = same && ar_.is_zero(e);
        if (!same) not_analytic(n, pool_, "min and max have a kink where the arguments meet");
        return ar_.from_dense(a);
      }
      bool take_a = (f == Func::Min) == (s < 0);
      return ar_.from_dense(take_a ? a : b);
    }
    // atan2(y, x) = atan2(y0, x0) + integral of (x y' - y x') / (x^2 + y^2).
    const Expr y0 = a[0], x0 = b[0];
    bool y_zero = ar_.is_zero(y0), x_zero = ar_.is_zero(x0);
    if (y_zero && x_zero) not_analytic(n, pool_, "atan2 is undefined at (0, 0)");
    if (y_zero && ar_.sign(x0, "the x argument of atan2") < 0 && !is_constant_series(a))
      not_analytic(n, pool_, "atan2 jumps across the negative x axis");
    std::vector<Expr> num, den = ar_.mul(a, a), xb = ar_.mul(b, b);
    std::vector<Expr> xdy = ar_.mul(b, ar_.derivative(a)), ydx = ar_.mul(a, ar_.derivative(b));
    for (std::size_t k = 0; k < den.size(); ++k)
      den[k] = ar_.tidy(den[k] + xb[k]);
    for (std::size_t k = 0; k < xdy.size(); ++k)
      num.push_back(ar_.tidy(xdy[k] - ydx[k]));
    den.resize(num.size());
    std::vector<Expr> d = num.empty() ? num : ar_.mul(num, ar_.inverse(den));
    return ar_.from_dense(ar_.integral(d, atan2(y0, x0)));
  }

  SeriesArithmetic ar_;
  ExprPool &pool_;
  Expr x_, x0_;
  long terms_;
  std::unordered_map<const Node *, PowerSeries> series_;
};

} // namespace

Expr Series::polynomial() const {
  ExprPool &pool = variable.pool();
  std::vector<Expr> terms;
  Expr t = variable - point;
  for (std::size_t k = 0; k < coefficients.size(); ++k)
    terms.push_back(coefficients[k] * pow(t, static_cast<int>(k)));
  return pool.add(terms);
}

Expr Series::order_term() const { return pow(variable - point, static_cast<int>(order)); }

std::string to_string(const Series &s) {
  // Ascending powers, as series are read (the canonical printer would sort
  // the sum by its own order): 1 - x^2/6 + x^4/120 + O(x^6).
  std::string out;
  Expr t = s.variable - s.point;
  for (std::size_t k = 0; k < s.coefficients.size(); ++k) {
    const Expr &c = s.coefficients[k];
    if (c->is_number() && c->number().is_zero()) continue;
    Expr term = c * pow(t, static_cast<int>(k));
    std::string text = to_string(term);
    // "a + -b..." is written "a - b...": for a product the '-' is its
    // coefficient's sign, for a sum that of its first term; both read back
    // as the same value.
    if (out.empty())
      out = text;
    else if (text[0] == '-')
      out += " - " + text.substr(1);
    else
      out += " + " + text;
  }
  return (out.empty() ? "" : out + " + ") + "O(" + to_string(s.order_term()) + ")";
}

Series series(const Expr &f, const Expr &x, const Expr &x0, unsigned n) {
  ExprPool &pool = canonical_detail::common_pool(f, x);
  canonical_detail::common_pool(f, x0);
  if (!x->is_symbol()) raise(ErrorId::ExprNotSymbol, "series: the variable must be a symbol");
  if (n < 1 || n > kMaxSeriesOrder)
    raise(ErrorId::SeriesBadArgument,
          fmt::format("order {} asked; series computes 1 to {}", n, kMaxSeriesOrder));
  for (const Node *m : postorder(x0))
    if (m == x.node())
      raise(ErrorId::SeriesBadArgument,
            fmt::format("the point '{}' depends on the variable {}", to_string(x0), x->name()));
  long terms = n;
  for (int attempt = 0; attempt <= kMaxRetries; ++attempt) {
    PowerSeries s;
    try {
      s = SeriesWalk(pool, x, x0, terms).run(f);
    } catch (const PrecisionShortfall &more) {
      terms += std::max(1L, more.more);
      continue;
    }
    SeriesArithmetic ar(pool);
    for (long k = s.val; k < std::min(0L, s.prec); ++k)
      if (!ar.is_zero(ar.at(s, k)))
        raise(ErrorId::SeriesPole, fmt::format("'{}' has a pole of order {} at {} = {}",
                                               to_string(f), -k, x->name(), to_string(x0)));
    if (s.prec < static_cast<long>(n)) {
      terms += static_cast<long>(n) - s.prec;
      continue;
    }
    Series out{x, x0, n, {}};
    for (long k = 0; k < static_cast<long>(n); ++k)
      out.coefficients.push_back(ar.at(s, k));
    return out;
  }
  raise(ErrorId::SeriesPole,
        fmt::format("'{}' needed more than {} terms internally at {} = {}: a divisor vanishes to "
                    "high order there (or identically)",
                    to_string(f), terms, x->name(), to_string(x0)));
}

} // namespace alkahest
