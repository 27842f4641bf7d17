// lib/calculus/power_series.cpp - truncated Laurent series in t = x - x0 with exact Expr
// coefficients.
//
// Method: the classical O(n^2) power-series recurrences (Knuth, TAOCP vol. 2,
// 4.7; Brent and Kung, "Fast algorithms for manipulating formal power
// series", J. ACM 25, 1978, section 2): each function f satisfies a linear
// first-order ODE in its argument a, a f' = ... or f' = g a', and comparing
// coefficients of t^(k-1) gives f_k from f_0..f_(k-1). Exact Expr
// coefficients rule out the FFT-based Newton iterations of the same paper
// (their gain needs a fast coefficient multiplication); the orders asked of
// a CAS are small enough for the quadratic recurrences.
#include "power_series.hpp"

#include "constant_sign.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

namespace alkahest::calculus {

Expr SeriesArithmetic::tidy(const Expr &c) const {
  if (c->is_numeric() || c->is_symbol() || c->is_constant()) return c;
  return expand(c);
}

bool SeriesArithmetic::is_zero(const Expr &c) const {
  if (c->is_number()) return c->number().is_zero();
  if (!is_constant(c)) return false;
  switch (constant_sign(c)) {
  case ConstantSign::Zero:
    return true;
  case ConstantSign::Undecided:
    raise(ErrorId::SeriesZeroUndecided,
          fmt::format("cannot decide whether the coefficient '{}' is zero", to_string(c)));
  default:
    return false;
  }
}

int SeriesArithmetic::sign(const Expr &c, const char *what) const {
  if (!is_constant(c))
    raise(ErrorId::SeriesZeroUndecided,
          fmt::format("the sign of '{}' ({}) depends on its symbols", to_string(c), what));
  switch (constant_sign(c)) {
  case ConstantSign::Negative:
    return -1;
  case ConstantSign::Zero:
    return 0;
  case ConstantSign::Positive:
    return 1;
  case ConstantSign::Undecided:
    break;
  }
  raise(ErrorId::SeriesZeroUndecided,
        fmt::format("cannot decide the sign of '{}' ({})", to_string(c), what));
}

Expr SeriesArithmetic::at(const PowerSeries &s, long k) const {
  if (k < s.val) return zero();
  return s.c[static_cast<std::size_t>(k - s.val)];
}

PowerSeries SeriesArithmetic::constant(const Expr &c, long prec) const {
  PowerSeries s{0, prec, {}};
  if (prec <= 0) {
    s.val = prec;
    return s;
  }
  s.c.assign(static_cast<std::size_t>(prec), zero());
  s.c[0] = c;
  return s;
}

PowerSeries SeriesArithmetic::add(const PowerSeries &a, const PowerSeries &b) const {
  PowerSeries s;
  s.prec = std::min(a.prec, b.prec);
  s.val = std::min({a.val, b.val, s.prec});
  for (long k = s.val; k < s.prec; ++k)
    s.c.push_back(tidy(at(a, k) + at(b, k)));
  return s;
}

PowerSeries SeriesArithmetic::mul(const PowerSeries &a, const PowerSeries &b) const {
  PowerSeries s;
  s.val = a.val + b.val;
  s.prec = std::min(a.prec + b.val, b.prec + a.val);
  if (s.prec <= s.val) {
    s.val = s.prec;
    return s;
  }
  std::size_t n = static_cast<std::size_t>(s.prec - s.val);
  for (std::size_t k = 0; k < n; ++k) {
    std::vector<Expr> terms;
    for (std::size_t i = 0; i <= k && i < a.c.size(); ++i)
      if (k - i < b.c.size()) terms.push_back(a.c[i] * b.c[k - i]);
    s.c.push_back(tidy(pool_.add(terms)));
  }
  return s;
}

PowerSeries SeriesArithmetic::scale(const PowerSeries &a, const Expr &c) const {
  PowerSeries s = a;
  for (Expr &e : s.c)
    e = tidy(e * c);
  return s;
}

PowerSeries SeriesArithmetic::normalize(const PowerSeries &a) const {
  std::size_t skip = 0;
  while (skip < a.c.size() && is_zero(a.c[skip]))
    ++skip;
  PowerSeries s{a.val + static_cast<long>(skip), a.prec, {}};
  s.c.assign(a.c.begin() + static_cast<std::ptrdiff_t>(skip), a.c.end());
  return s;
}

PowerSeries SeriesArithmetic::inverse(const PowerSeries &a) const {
  PowerSeries n = normalize(a);
  if (n.c.empty()) throw PrecisionShortfall{std::max(4L, n.prec / 2)};
  PowerSeries s{-n.val, -n.val + static_cast<long>(n.c.size()), inverse(n.c)};
  return s;
}

PowerSeries SeriesArithmetic::power(const PowerSeries &a, const Integer &n) const {
  if (n < 0) return power(inverse(a), -n);
  PowerSeries result = constant(pool_.integer(1), a.prec - a.val > 0 ? a.prec - a.val : 0);
  if (n == 0) return result;
  // Left-to-right binary powering: the square's precision follows from mul().
  std::size_t top = msb(n);
  result = a;
  for (std::size_t bit = top; bit-- > 0;) {
    result = mul(result, result);
    if (bit_test(n, static_cast<unsigned>(bit))) result = mul(result, a);
  }
  return result;
}

std::vector<Expr> SeriesArithmetic::dense(const PowerSeries &a) const {
  std::vector<Expr> d;
  for (long k = 0; k < a.prec; ++k)
    d.push_back(at(a, k));
  return d;
}

std::vector<Expr> SeriesArithmetic::mul(const std::vector<Expr> &a,
                                        const std::vector<Expr> &b) const {
  std::size_t n = std::min(a.size(), b.size());
  std::vector<Expr> r;
  for (std::size_t k = 0; k < n; ++k) {
    std::vector<Expr> terms;
    for (std::size_t i = 0; i <= k; ++i)
      terms.push_back(a[i] * b[k - i]);
    r.push_back(tidy(pool_.add(terms)));
  }
  return r;
}

std::vector<Expr> SeriesArithmetic::inverse(const std::vector<Expr> &a) const {
  // a * r = 1: r_k = -(1/a_0) sum_{j=1..k} a_j r_(k-j).
  std::vector<Expr> r;
  Expr inv0 = tidy(pow(a[0], -1));
  for (std::size_t k = 0; k < a.size(); ++k) {
    if (k == 0) {
      r.push_back(inv0);
      continue;
    }
    std::vector<Expr> terms;
    for (std::size_t j = 1; j <= k; ++j)
      terms.push_back(a[j] * r[k - j]);
    r.push_back(tidy(-inv0 * pool_.add(terms)));
  }
  return r;
}

std::vector<Expr> SeriesArithmetic::exp(const std::vector<Expr> &a) const {
  // e' = a' e: k e_k = sum_{j=1..k} j a_j e_(k-j).
  std::vector<Expr> e;
  for (std::size_t k = 0; k < a.size(); ++k) {
    if (k == 0) {
      e.push_back(tidy(alkahest::exp(a[0])));
      continue;
    }
    std::vector<Expr> terms;
    for (std::size_t j = 1; j <= k; ++j)
      terms.push_back(pool_.integer(static_cast<long long>(j)) * a[j] * e[k - j]);
    e.push_back(tidy(pool_.rational(1, static_cast<long long>(k)) * pool_.add(terms)));
  }
  return e;
}

std::vector<Expr> SeriesArithmetic::log(const std::vector<Expr> &a) const {
  // a l' = a': k a_0 l_k = k a_k - sum_{j=1..k-1} j l_j a_(k-j).
  std::vector<Expr> l;
  Expr inv0 = tidy(pow(a[0], -1));
  for (std::size_t k = 0; k < a.size(); ++k) {
    if (k == 0) {
      l.push_back(alkahest::log(a[0]));
      continue;
    }
    std::vector<Expr> terms{pool_.integer(static_cast<long long>(k)) * a[k]};
    for (std::size_t j = 1; j < k; ++j)
      terms.push_back(pool_.integer(-static_cast<long long>(j)) * l[j] * a[k - j]);
    l.push_back(tidy(pool_.rational(1, static_cast<long long>(k)) * inv0 * pool_.add(terms)));
  }
  return l;
}

namespace {

/// base^alpha as an exact rational when base > 0 and alpha = p/q are
/// rationals and base is a perfect q-th power (4^(1/2) = 2, (8/27)^(2/3) =
/// 4/9); the canonical constructors leave such powers unevaluated.
std::optional<Rational> rational_power(const Rational &base, const Rational &alpha) {
  if (base <= 0) return std::nullopt;
  const Integer &q = denominator(alpha);
  if (q > Integer(64) || abs(numerator(alpha)) > Integer(64)) return std::nullopt;
  unsigned long root = q.convert_to<unsigned long>();
  Integer num, den;
  if (mpz_root(num.raw(), numerator(base).raw(), root) == 0) return std::nullopt;
  if (mpz_root(den.raw(), denominator(base).raw(), root) == 0) return std::nullopt;
  long p = numerator(alpha).convert_to<long>();
  Rational r = pow(Rational(num, den), static_cast<unsigned long>(p < 0 ? -p : p));
  return p < 0 ? Rational(1) / r : r;
}

} // namespace

std::vector<Expr> SeriesArithmetic::power(const std::vector<Expr> &a, const Expr &alpha) const {
  // a v' = alpha a' v: k a_0 v_k = sum_{j=1..k} ((alpha + 1) j - k) a_j v_(k-j).
  std::vector<Expr> v;
  Expr inv0 = tidy(pow(a[0], -1));
  for (std::size_t k = 0; k < a.size(); ++k) {
    if (k == 0) {
      std::optional<Rational> exact;
      if (a[0]->is_number() && alpha->is_number())
        exact = rational_power(a[0]->number(), alpha->number());
      v.push_back(exact ? pool_.number(*exact) : tidy(pow(a[0], alpha)));
      continue;
    }
    std::vector<Expr> terms;
    for (std::size_t j = 1; j <= k; ++j) {
      Expr w = (alpha + 1) * pool_.integer(static_cast<long long>(j)) -
               pool_.integer(static_cast<long long>(k));
      terms.push_back(w * a[j] * v[k - j]);
    }
    v.push_back(tidy(pool_.rational(1, static_cast<long long>(k)) * inv0 * pool_.add(terms)));
  }
  return v;
}

void SeriesArithmetic::sin_cos(const std::vector<Expr> &a, bool hyperbolic, std::vector<Expr> &s,
                               std::vector<Expr> &c) const {
  // s' = a' c, c' = -a' s (+a' s for cosh):
  // k s_k = sum j a_j c_(k-j), k c_k = -+ sum j a_j s_(k-j).
  s.clear();
  c.clear();
  Expr sign = pool_.integer(hyperbolic ? 1 : -1);
  for (std::size_t k = 0; k < a.size(); ++k) {
    if (k == 0) {
      s.push_back(hyperbolic ? sinh(a[0]) : sin(a[0]));
      c.push_back(hyperbolic ? cosh(a[0]) : cos(a[0]));
      continue;
    }
    std::vector<Expr> ts, tc;
    for (std::size_t j = 1; j <= k; ++j) {
      Expr ja = pool_.integer(static_cast<long long>(j)) * a[j];
      ts.push_back(ja * c[k - j]);
      tc.push_back(ja * s[k - j]);
    }
    Expr inv_k = pool_.rational(1, static_cast<long long>(k));
    s.push_back(tidy(inv_k * pool_.add(ts)));
    c.push_back(tidy(sign * inv_k * pool_.add(tc)));
  }
}

std::vector<Expr> SeriesArithmetic::derivative(const std::vector<Expr> &a) const {
  std::vector<Expr> d;
  for (std::size_t k = 1; k < a.size(); ++k)
    d.push_back(tidy(pool_.integer(static_cast<long long>(k)) * a[k]));
  return d;
}

std::vector<Expr> SeriesArithmetic::integral(const std::vector<Expr> &a, const Expr &c0) const {
  std::vector<Expr> r{c0};
  for (std::size_t k = 0; k < a.size(); ++k)
    r.push_back(tidy(pool_.rational(1, static_cast<long long>(k + 1)) * a[k]));
  return r;
}

PowerSeries SeriesArithmetic::from_dense(std::vector<Expr> d) const {
  PowerSeries s{0, static_cast<long>(d.size()), std::move(d)};
  return s;
}

} // namespace alkahest::calculus
