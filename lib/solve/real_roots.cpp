// lib/solve/real_roots.cpp - real root isolation by Descartes' rule of signs
// and Vincent-Collins-Akritas bisection (Collins & Akritas, SYMSAC 1976;
// Rouillier & Zimmermann, J. Comput. Appl. Math. 162 (2004)), exact sign
// refinement, and Aberth-Ehrlich iteration for the complex roots.
#include <alkahest/solve/real_roots.hpp>

#include <gmp.h>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace alkahest::solving {
namespace {

void trim(UPolyZ &f) {
  while (!f.empty() && f.back() == 0) f.pop_back();
}

Integer content(const UPolyZ &f) {
  Integer g = 0;
  for (const auto &c : f) {
    g = boost::multiprecision::gcd(g, c);
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
    for (auto &c : f) c /= g;
}

UPolyZ derivative(const UPolyZ &f) {
  UPolyZ d;
  for (std::size_t i = 1; i < f.size(); ++i) d.push_back(f[i] * static_cast<long>(i));
  trim(d);
  return d;
}

// Pseudo-remainder of a by b (lc(b)^k * a = q*b + r).
UPolyZ pseudo_rem(UPolyZ a, const UPolyZ &b) {
  const Integer &lb = b.back();
  while (a.size() >= b.size() && !a.empty()) {
    Integer la = a.back();
    std::size_t shift = a.size() - b.size();
    for (auto &c : a) c *= lb;
    for (std::size_t i = 0; i < b.size(); ++i) a[i + shift] -= la * b[i];
    trim(a);
    make_primitive(a); // content removal keeps the coefficients small
  }
  return a;
}

// Number of sign variations of the coefficient sequence.
int sign_variations(const UPolyZ &f) {
  int v = 0, last = 0;
  for (const auto &c : f) {
    int s = c.sign();
    if (s == 0) continue;
    if (last != 0 && s != last) ++v;
    last = s;
  }
  return v;
}

// f(x) -> f(x + 1), in place (the O(n^2) Taylor shift).
void taylor_shift_one(UPolyZ &f) {
  const std::size_t n = f.size();
  for (std::size_t i = 0; i + 1 < n; ++i)
    for (std::size_t j = n - 1; j > i; --j) f[j - 1] += f[j];
}

// Descartes' bound for the roots of f in (0, 1): variations of
// (x+1)^n f(1/(x+1)).
int descartes_01(const UPolyZ &f) {
  UPolyZ r(f.rbegin(), f.rend());
  taylor_shift_one(r);
  return sign_variations(r);
}

// f(x) -> 2^n f(x/2): roots halve.
UPolyZ halve(const UPolyZ &f) {
  UPolyZ g = f;
  const std::size_t n = f.size() - 1;
  for (std::size_t i = 0; i <= n; ++i) g[i] <<= static_cast<unsigned>(n - i);
  return g;
}

struct Pending {
  UPolyZ f;
  Integer c; // interval (c/2^k, (c+1)/2^k) of the scaled variable
  unsigned k;
};

// Roots of g in (0, 1) as intervals of the scaled variable; g(0) != 0.
void isolate_01(const UPolyZ &g, std::vector<std::pair<Rational, Rational>> &out) {
  std::vector<Pending> stack{{g, 0, 0}};
  while (!stack.empty()) {
    Pending p = std::move(stack.back());
    stack.pop_back();
    int v = descartes_01(p.f);
    if (v == 0) continue;
    Integer den = Integer(1) << p.k;
    if (v == 1) {
      out.emplace_back(Rational(p.c, den), Rational(p.c + 1, den));
      continue;
    }
    UPolyZ left = halve(p.f);
    UPolyZ right = left;
    taylor_shift_one(right);
    Integer c2 = p.c * 2;
    if (right[0] == 0) { // the midpoint is a root: record it, deflate
      Rational mid(c2 + 1, den * 2);
      out.emplace_back(mid, mid);
      right.erase(right.begin());
    }
    stack.push_back({std::move(right), c2 + 1, p.k + 1});
    stack.push_back({std::move(left), c2, p.k + 1});
  }
}

// Smallest e with 2^e >= Cauchy bound 1 + max |a_i / a_n|.
unsigned cauchy_exponent(const UPolyZ &f) {
  Integer m = 0;
  for (std::size_t i = 0; i + 1 < f.size(); ++i) m = std::max(m, Integer(abs(f[i])));
  Integer lc = abs(f.back());
  Integer q = m / lc + 2;
  return static_cast<unsigned>(boost::multiprecision::msb(q)) + 1;
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
  for (std::size_t i = 0; i < qn; ++i) scale *= lb;
  for (auto &c : a) c *= scale;
  UPolyZ q(qn);
  for (std::size_t i = qn; i-- > 0;) {
    Integer t = a[i + b.size() - 1] / lb;
    q[i] = t;
    for (std::size_t j = 0; j < b.size(); ++j) a[i + j] -= t * b[j];
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
  const Integer &num = boost::multiprecision::numerator(x);
  const Integer &den = boost::multiprecision::denominator(x);
  if (f.empty()) return 0;
  Integer acc = f.back(), dpow = 1;
  for (std::size_t i = f.size() - 1; i-- > 0;) {
    dpow *= den;
    acc = acc * num + f[i] * dpow;
  }
  return acc.sign();
}

std::vector<RootInterval> isolate_real_roots(const UPolyZ &f0) {
  UPolyZ f = square_free_part(f0);
  std::vector<RootInterval> roots;
  if (f.size() <= 1) return roots;
  if (f[0] == 0) { // zero is a root
    roots.push_back({Rational(0), Rational(0)});
    f.erase(f.begin());
  }
  unsigned e = cauchy_exponent(f);
  for (int side : {1, -1}) {
    // g(x) = f(side * 2^e x): the roots of f in (0, side*2^e) map into (0, 1).
    UPolyZ g = f;
    for (std::size_t i = 0; i < g.size(); ++i) {
      g[i] <<= static_cast<unsigned>(e * i);
      if (side < 0 && (i % 2) == 1) g[i] = -g[i];
    }
    make_primitive(g);
    std::vector<std::pair<Rational, Rational>> iv;
    if (g.size() > 1) isolate_01(g, iv);
    Rational scale = Rational(Integer(1) << e) * side;
    for (auto &[lo, hi] : iv) {
      Rational a = lo * scale, b = hi * scale;
      if (a > b) std::swap(a, b);
      roots.push_back({a, b});
    }
  }
  std::sort(roots.begin(), roots.end(),
            [](const RootInterval &a, const RootInterval &b) { return a.lo < b.lo; });
  return roots;
}

void refine_root(const UPolyZ &f0, RootInterval &r, unsigned bits) {
  if (r.lo == r.hi) return;
  UPolyZ f = square_free_part(f0);
  Rational eps = Rational(1, Integer(1) << bits);
  // An endpoint may be an exact root of f that belongs to a neighbouring
  // isolating interval (sign 0): the kept half is decided by the endpoint
  // whose sign is known, never by a zero one.
  int slo = sign_at(f, r.lo), shi = sign_at(f, r.hi);
  while (r.hi - r.lo > eps) {
    Rational mid = (r.lo + r.hi) / 2;
    int sm = sign_at(f, mid);
    if (sm == 0) {
      r.lo = r.hi = mid;
      return;
    }
    bool root_below_mid = shi != 0 ? sm == shi : sm != slo;
    if (root_below_mid) {
      r.hi = mid;
      shi = sm;
    } else {
      r.lo = mid;
      slo = sm;
    }
  }
}

std::vector<std::complex<long double>> complex_roots(const UPolyZ &f0) {
  using C = std::complex<long double>;
  UPolyZ f = square_free_part(f0);
  std::vector<C> roots;
  if (f.size() <= 1) return roots;
  const std::size_t n = f.size() - 1;
  // Coefficients as long double with a common binary exponent removed, so
  // that thousand-bit integers neither overflow nor lose their ratios.
  long maxexp = LONG_MIN;
  std::vector<std::pair<long double, long>> parts(f.size());
  for (std::size_t i = 0; i < f.size(); ++i) {
    signed long ex = 0;
    double m = mpz_get_d_2exp(&ex, f[i].backend().data());
    parts[i] = {m, ex};
    if (m != 0) maxexp = std::max(maxexp, ex);
  }
  std::vector<long double> a(f.size());
  for (std::size_t i = 0; i < f.size(); ++i)
    a[i] = parts[i].first == 0 ? 0.0L : std::ldexp(parts[i].first, static_cast<int>(parts[i].second - maxexp));
  auto eval = [&](C z, C &p, C &dp) {
    p = a[n];
    dp = 0;
    for (std::size_t i = n; i-- > 0;) {
      dp = dp * z + p;
      p = p * z + a[i];
    }
  };
  // Starting points on a circle of the Cauchy-type radius, rotated off the
  // real axis so that conjugate pairs separate.
  long double rad = 0;
  for (std::size_t i = 0; i < n; ++i)
    rad = std::max(rad, std::pow(std::abs(a[i] / a[n]), 1.0L / static_cast<long double>(n - i)));
  rad = std::max(rad, 1e-3L);
  const long double pi = std::numbers::pi_v<long double>;
  for (std::size_t k = 0; k < n; ++k)
    roots.push_back(std::polar(rad, 2 * pi * static_cast<long double>(k) / static_cast<long double>(n) + 0.4L));
  for (int iter = 0; iter < 500; ++iter) {
    long double maxstep = 0;
    for (std::size_t k = 0; k < n; ++k) {
      C p, dp;
      eval(roots[k], p, dp);
      if (p == C(0)) continue;
      C ratio = p / dp;
      C sum = 0;
      for (std::size_t j = 0; j < n; ++j)
        if (j != k) sum += C(1) / (roots[k] - roots[j]);
      C step = ratio / (C(1) - ratio * sum);
      roots[k] -= step;
      maxstep = std::max(maxstep, std::abs(step) / std::max(1.0L, std::abs(roots[k])));
    }
    if (maxstep < 1e-17L) break;
  }
  // Polish each root with Newton steps.
  for (auto &z : roots)
    for (int it = 0; it < 3; ++it) {
      C p, dp;
      eval(z, p, dp);
      if (dp != C(0)) z -= p / dp;
    }
  std::sort(roots.begin(), roots.end(), [](C x, C y) {
    return x.real() != y.real() ? x.real() < y.real() : x.imag() < y.imag();
  });
  return roots;
}

} // namespace alkahest::solving
