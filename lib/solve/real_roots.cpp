// lib/solve/real_roots.cpp - real root isolation by Descartes' rule of signs
// and Vincent-Collins-Akritas bisection (Collins & Akritas, SYMSAC 1976);
// the bisection itself is in bernstein_isolation.cpp, the refinement in
// root_refinement.cpp.
#include "bernstein_isolation.hpp"
#include "root_refinement.hpp"

#include <gmp.h>

#include <algorithm>

namespace alkahest::solving {
namespace {

void trim(UPolyZ &f) {
  while (!f.empty() && f.back() == 0)
    f.pop_back();
}

Integer content(const UPolyZ &f) {
  Integer g = 0;
  for (const auto &c : f) {
    g = gcd(g, c);
    if (g == 1) break;
  }
  return g;
}

void make_primitive(UPolyZ &f) {
  trim(f);
  if (f.empty()) return;
  Integer g = content(f);
  if (f.back() < 0) g = -g;
  if (g != 1)
    for (auto &c : f)
      c /= g;
}

UPolyZ derivative(const UPolyZ &f) {
  UPolyZ d;
  for (std::size_t i = 1; i < f.size(); ++i)
    d.push_back(f[i] * static_cast<long>(i));
  trim(d);
  return d;
}

// Pseudo-remainder of a by b (lc(b)^k * a = q*b + r).
UPolyZ pseudo_rem(UPolyZ a, const UPolyZ &b) {
  const Integer &lb = b.back();
  while (a.size() >= b.size() && !a.empty()) {
    Integer la = a.back();
    std::size_t shift = a.size() - b.size();
    for (auto &c : a)
      c *= lb;
    for (std::size_t i = 0; i < b.size(); ++i)
      a[i + shift] -= la * b[i];
    trim(a);
    make_primitive(a); // content removal keeps the coefficients small
  }
  return a;
}

// An e with 2^e >= Fujiwara's bound 2 max_k |a_{n-k} / a_n|^(1/k) on the
// roots' moduli (Fujiwara, Tohoku Math. J. 10 (1916)), from bit lengths:
// far tighter than Cauchy's 1 + max |a_i / a_n| when the coefficients are
// large, which saves as many bisection levels.
unsigned root_bound_exponent(const UPolyZ &f) {
  const std::size_t n = f.size() - 1;
  const long lead = static_cast<long>(msb(abs(f.back())));
  long e = 0;
  for (std::size_t k = 1; k <= n; ++k) {
    if (f[n - k] == 0) continue;
    // |a_{n-k} / a_n| < 2^(msb(a_{n-k}) + 1 - msb(a_n))
    const long bits = static_cast<long>(msb(abs(f[n - k]))) + 1 - lead;
    const long kk = static_cast<long>(k);
    const long root = bits > 0 ? (bits + kk - 1) / kk : -((-bits) / kk);
    e = std::max(e, root + 1);
  }
  return static_cast<unsigned>(e);
}

} // namespace

double RootInterval::approx() const { return to_double((lo + hi) / 2); }

UPolyZ gcd(const UPolyZ &a0, const UPolyZ &b0) {
  UPolyZ a = a0, b = b0;
  make_primitive(a);
  make_primitive(b);
  if (a.size() < b.size()) std::swap(a, b);
  while (!b.empty()) {
    UPolyZ r = pseudo_rem(a, b);
    a = std::move(b);
    b = std::move(r);
  }
  make_primitive(a);
  return a;
}

UPolyZ exact_quotient(const UPolyZ &a0, const UPolyZ &b) {
  // Division over Q done in integers: scale a by lc(b)^(deg a - deg b + 1).
  UPolyZ a = a0;
  trim(a);
  if (a.size() < b.size()) return {};
  std::size_t qn = a.size() - b.size() + 1;
  const Integer &lb = b.back();
  Integer scale = 1;
  for (std::size_t i = 0; i < qn; ++i)
    scale *= lb;
  for (auto &c : a)
    c *= scale;
  UPolyZ q(qn);
  for (std::size_t i = qn; i-- > 0;) {
    Integer t = a[i + b.size() - 1] / lb;
    q[i] = t;
    for (std::size_t j = 0; j < b.size(); ++j)
      a[i + j] -= t * b[j];
  }
  make_primitive(q);
  return q;
}

UPolyZ square_free_part(const UPolyZ &f0) {
  UPolyZ f = f0;
  make_primitive(f);
  if (f.size() <= 2) return f;
  UPolyZ g = gcd(f, derivative(f));
  if (g.size() <= 1) return f;
  return exact_quotient(f, g);
}

int sign_at(const UPolyZ &f, const Rational &x) {
  // sign of d^n f(n/d) by Horner over Z.
  const Integer &num = numerator(x);
  const Integer &den = denominator(x);
  if (f.empty()) return 0;
  Integer acc = f.back(), dpow = 1;
  for (std::size_t i = f.size() - 1; i-- > 0;) {
    dpow *= den;
    acc = acc * num + f[i] * dpow;
  }
  return acc.sign();
}

std::vector<RootInterval> isolate_real_roots(const UPolyZ &f0) {
  return isolate_real_roots(f0, nullptr);
}

std::vector<RootInterval> isolate_real_roots(const UPolyZ &f0, SolveBudget *budget) {
  return isolate_square_free_real_roots(square_free_part(f0), budget, 1);
}

std::vector<RootInterval> isolate_square_free_real_roots(UPolyZ f, SolveBudget *budget,
                                                         unsigned threads) {
  std::vector<RootInterval> roots;
  if (f.size() <= 1) return roots;
  if (f[0] == 0) { // zero is a root
    roots.push_back({Rational(0), Rational(0)});
    f.erase(f.begin());
  }
  unsigned e = root_bound_exponent(f);
  for (int side : {1, -1}) {
    // g(x) = f(side * 2^e x): the roots of f in (0, side*2^e) map into (0, 1).
    UPolyZ g = f;
    for (std::size_t i = 0; i < g.size(); ++i) {
      g[i] <<= static_cast<unsigned>(e * i);
      if (side < 0 && (i % 2) == 1) g[i] = -g[i];
    }
    make_primitive(g);
    std::vector<std::pair<Rational, Rational>> iv;
    if (g.size() > 1) isolate_unit_interval(g, iv, budget, threads);
    Rational scale = Rational(Integer(1) << e) * side;
    for (auto &[lo, hi] : iv) {
      Rational a = lo * scale, b = hi * scale;
      if (a > b) std::swap(a, b);
      roots.push_back({a, b});
    }
  }
  // Isolating intervals are open: an exact root (a point) may share its
  // value with the next interval's lower end, and comes first.
  std::sort(roots.begin(), roots.end(), [](const RootInterval &a, const RootInterval &b) {
    return a.lo != b.lo ? a.lo < b.lo : a.hi < b.hi;
  });
  return roots;
}

} // namespace alkahest::solving
