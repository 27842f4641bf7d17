// lib/solve/real_roots.cpp - real root isolation by Descartes' rule of signs
// and Vincent-Collins-Akritas bisection (Collins & Akritas, SYMSAC 1976;
// Rouillier & Zimmermann, J. Comput. Appl. Math. 162 (2004)); the
// refinement is in root_refinement.cpp.
#include "root_refinement.hpp"
#include "support/parallel_for.hpp"

#include <gmp.h>

#include <flint/fmpz.h>
#include <flint/fmpz_poly.h>
#include <flint/fmpz_vec.h>

#include <algorithm>
#include <utility>

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

// The bisection keeps each interval's polynomial in the Bernstein basis
// (Lane & Riesenfeld, IEEE PAMI 2 (1980); Rouillier & Zimmermann 2004): the
// sign variations of the coefficients are Descartes' bound for the interval
// itself, so a node costs one de Casteljau subdivision (n^2/2 additions)
// only when it has to split, where the monomial form pays a Taylor shift
// for every node's test and another for its right half.
struct BernsteinPoly {
  fmpz *b = nullptr; // b[0..n], up to one positive factor
  slong n = -1;
  BernsteinPoly() = default;
  explicit BernsteinPoly(slong degree) : b(_fmpz_vec_init(degree + 1)), n(degree) {}
  BernsteinPoly(BernsteinPoly &&o) noexcept : b(std::exchange(o.b, nullptr)), n(o.n) {}
  BernsteinPoly &operator=(BernsteinPoly &&o) noexcept {
    std::swap(b, o.b);
    std::swap(n, o.n);
    return *this;
  }
  BernsteinPoly(const BernsteinPoly &) = delete;
  BernsteinPoly &operator=(const BernsteinPoly &) = delete;
  ~BernsteinPoly() {
    if (b) _fmpz_vec_clear(b, n + 1);
  }
};

int sign_variations(const fmpz *c, slong len) {
  int v = 0, last = 0;
  for (slong i = 0; i < len; ++i) {
    const int s = fmpz_sgn(c + i);
    if (s == 0) continue;
    if (last != 0 && s != last) ++v;
    last = s;
  }
  return v;
}

// Divides out the largest power of two common to every coefficient.
void remove_common_two_power(BernsteinPoly &f) {
  ulong v = ~ulong{0};
  for (slong i = 0; i <= f.n && v > 0; ++i)
    if (!fmpz_is_zero(f.b + i)) v = std::min<ulong>(v, fmpz_val2(f.b + i));
  if (v != ~ulong{0} && v > 0)
    for (slong i = 0; i <= f.n; ++i)
      fmpz_fdiv_q_2exp(f.b + i, f.b + i, v);
}

// Bernstein coefficients on (0, 1) of g (monomial coefficients, degree n),
// scaled to integers. With t = 1/(x + 1), (x + 1)^n g(1/(x + 1)) has the
// coefficient b_k C(n, k) at x^(n-k); the lcm of the C(n, k) clears them.
BernsteinPoly to_bernstein(const UPolyZ &g) {
  const slong n = static_cast<slong>(g.size()) - 1;
  fmpz_poly_t h;
  fmpz_poly_init(h);
  for (slong i = 0; i <= n; ++i)
    fmpz_poly_set_coeff_mpz(h, n - i, g[static_cast<std::size_t>(i)].raw());
  fmpz_t one, c, m, q;
  fmpz_init_set_ui(one, 1);
  fmpz_init(c);
  fmpz_init_set_ui(m, 1);
  fmpz_init(q);
  fmpz_poly_taylor_shift(h, h, one);
  for (slong k = 0; k <= n; ++k) {
    fmpz_bin_uiui(c, static_cast<ulong>(n), static_cast<ulong>(k));
    fmpz_lcm(m, m, c);
  }
  BernsteinPoly out(n);
  for (slong k = 0; k <= n; ++k) {
    fmpz_bin_uiui(c, static_cast<ulong>(n), static_cast<ulong>(k));
    fmpz_divexact(q, m, c);
    fmpz_poly_get_coeff_fmpz(c, h, n - k);
    fmpz_mul(out.b + k, c, q);
  }
  _fmpz_vec_content(c, out.b, n + 1);
  if (!fmpz_is_zero(c) && !fmpz_is_one(c)) _fmpz_vec_scalar_divexact_fmpz(out.b, out.b, n + 1, c);
  fmpz_clear(one);
  fmpz_clear(c);
  fmpz_clear(m);
  fmpz_clear(q);
  fmpz_poly_clear(h);
  return out;
}

// De Casteljau at the midpoint, without the halvings: after step r the
// running array's first entry is 2^r times the left half's coefficient r
// and its entry n - r is 2^r times the right half's coefficient n - r;
// scaling them by 2^(n-r) brings both halves to the common factor 2^n.
void split_at_midpoint(BernsteinPoly &f, BernsteinPoly &left) {
  const slong n = f.n;
  left = BernsteinPoly(n);
  fmpz_mul_2exp(left.b, f.b, static_cast<ulong>(n));
  for (slong r = 1; r <= n; ++r) {
    for (slong j = 0; j + r <= n; ++j)
      fmpz_add(f.b + j, f.b + j, f.b + j + 1);
    fmpz_mul_2exp(left.b + r, f.b, static_cast<ulong>(n - r));
  }
  // Entry j was final after step n - j; scaled only now, as step n - j + 1
  // still read it.
  for (slong j = 1; j <= n; ++j)
    fmpz_mul_2exp(f.b + j, f.b + j, static_cast<ulong>(j));
  remove_common_two_power(left);
  remove_common_two_power(f);
}

struct Pending {
  BernsteinPoly f;
  Integer c; // interval (c/2^k, (c+1)/2^k) of the scaled variable
  unsigned k;
};

// Roots of g in (0, 1) as intervals of the scaled variable; g(0) != 0 and
// g(1) != 0. The subdivision tree is walked level by level, the nodes of a
// level on `threads` workers (each node's subdivision is independent). A
// root at a midpoint is the halves' shared end coefficient being zero; the
// halves' variations skip it, so neither half counts it again.
void isolate_01(const UPolyZ &g, std::vector<std::pair<Rational, Rational>> &out,
                SolveBudget *budget, unsigned threads) {
  std::vector<Pending> level;
  level.push_back({to_bernstein(g), 0, 0});
  struct Result {
    std::vector<Pending> children;
    std::vector<std::pair<Rational, Rational>> found;
  };
  while (!level.empty()) {
    std::vector<Result> results(level.size());
    support::parallel_for(level.size(), threads, [&](std::size_t i) {
      poll(budget);
      Pending &p = level[i];
      Result &r = results[i];
      const int v = sign_variations(p.f.b, p.f.n + 1);
      if (v == 0) return;
      const Integer den = Integer(1) << p.k;
      if (v == 1) {
        r.found.emplace_back(Rational(p.c, den), Rational(p.c + 1, den));
        return;
      }
      BernsteinPoly left;
      split_at_midpoint(p.f, left);
      const Integer c2 = p.c * 2;
      if (fmpz_is_zero(p.f.b)) { // the midpoint is a root
        Rational mid(c2 + 1, den * 2);
        r.found.emplace_back(mid, mid);
      }
      r.children.push_back({std::move(left), c2, p.k + 1});
      r.children.push_back({std::move(p.f), c2 + 1, p.k + 1});
    });
    std::vector<Pending> next;
    for (auto &r : results) {
      for (auto &f : r.found)
        out.push_back(std::move(f));
      for (auto &c : r.children)
        next.push_back(std::move(c));
    }
    level = std::move(next);
  }
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
    if (g.size() > 1) isolate_01(g, iv, budget, threads);
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
