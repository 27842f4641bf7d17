// lib/solve/bernstein_isolation.cpp - Descartes bisection of (0, 1) in the
// Bernstein basis (Lane & Riesenfeld, IEEE PAMI 2 (1980); Rouillier &
// Zimmermann, J. Comput. Appl. Math. 162 (2004)), on interval coefficients
// of a few machine words where they decide (Johnson & Krandick, ISSAC 1997;
// Eigenwillig, Kettner, Krandick et al., CASC 2005) and on exact integers
// where they do not.
//
// The sign variations of a polynomial's Bernstein coefficients on an
// interval are Descartes' bound for that interval, so a node costs nothing
// beyond reading its signs unless it has to split, and de Casteljau's
// midpoint step gives both halves' coefficients at once. Exact integer
// coefficients grow by the degree's bits at every level; the signs rarely
// need that many, so nodes carry lower and upper bounds truncated to a
// working precision. De Casteljau uses only additions and halvings, which
// keep bounds bounds when the lower ones are rounded down and the upper
// ones up. A node whose signs (or the midpoint's value) the bounds cannot
// decide is recomputed exactly from the input and continues at twice the
// precision, or exactly once that is no longer smaller.
#include "bernstein_isolation.hpp"

#include "support/parallel_for.hpp"

#include <flint/fmpz.h>
#include <flint/fmpz_poly.h>
#include <flint/fmpz_vec.h>

#include <algorithm>
#include <cstdint>
#include <utility>

namespace alkahest::solving {
namespace {

// Bounds are 128-bit integers of at most kMaxBoundBits bits, so that the
// sum of two never overflows; a node whose signs need more stays exact.
// GCC's 128-bit integers (an extension: __extension__ keeps -Wpedantic quiet).
__extension__ typedef __int128 Bound;
__extension__ typedef unsigned __int128 UBound;
constexpr ulong kMaxBoundBits = 120;
// The least working precision, and the bits beyond the coefficients'
// spread kept for the rounding errors of the levels below (each split's
// halvings cost about log2(degree) bits, each level one more).
constexpr ulong kFirstPrecision = 48;
constexpr ulong kPrecisionMargin = 48;

struct FmpzVec {
  fmpz *v = nullptr;
  slong len = 0;
  FmpzVec() = default;
  explicit FmpzVec(slong n) : v(_fmpz_vec_init(n)), len(n) {}
  FmpzVec(FmpzVec &&o) noexcept : v(std::exchange(o.v, nullptr)), len(std::exchange(o.len, 0)) {}
  FmpzVec &operator=(FmpzVec &&o) noexcept {
    std::swap(v, o.v);
    std::swap(len, o.len);
    return *this;
  }
  FmpzVec(const FmpzVec &) = delete;
  FmpzVec &operator=(const FmpzVec &) = delete;
  ~FmpzVec() {
    if (v) _fmpz_vec_clear(v, len);
  }
};

struct FlintPoly {
  fmpz_poly_t p;
  FlintPoly() { fmpz_poly_init(p); }
  FlintPoly(const FlintPoly &) = delete;
  FlintPoly &operator=(const FlintPoly &) = delete;
  ~FlintPoly() { fmpz_poly_clear(p); }
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

// The sign of [lo, hi] when it excludes 0, else 0.
int bounded_sign(Bound lo, Bound hi) { return lo > 0 ? 1 : hi < 0 ? -1 : 0; }

// Variations of coefficients known to lie in [lo_i, hi_i]; -1 when some
// interval holds 0 (its sign undecided).
int bounded_variations(const std::vector<Bound> &lo, const std::vector<Bound> &hi) {
  int v = 0, last = 0;
  for (std::size_t i = 0; i < lo.size(); ++i) {
    const int s = bounded_sign(lo[i], hi[i]);
    if (s == 0) return -1;
    if (last != 0 && s != last) ++v;
    last = s;
  }
  return v;
}

ulong bits_of(Bound x) {
  UBound m = x < 0 ? -static_cast<UBound>(x) : static_cast<UBound>(x);
  const std::uint64_t high = static_cast<std::uint64_t>(m >> 64),
                      low = static_cast<std::uint64_t>(m);
  return high  ? 128 - static_cast<ulong>(__builtin_clzll(high))
         : low ? 64 - static_cast<ulong>(__builtin_clzll(low))
               : 0;
}

ulong max_bits(const FmpzVec &a) {
  const slong b = _fmpz_vec_max_bits(a.v, a.len);
  return static_cast<ulong>(b < 0 ? -b : b);
}

// Bits between the largest and the smallest non-zero coefficient: about
// what their signs need.
ulong spread(const FmpzVec &a) {
  ulong smallest = ~ulong{0};
  for (slong i = 0; i < a.len; ++i)
    if (!fmpz_is_zero(a.v + i)) smallest = std::min<ulong>(smallest, fmpz_bits(a.v + i));
  return smallest == ~ulong{0} ? 0 : max_bits(a) - smallest;
}

// Divides out the largest power of two common to every coefficient.
void remove_common_two_power(FmpzVec &f) {
  ulong v = ~ulong{0};
  for (slong i = 0; i < f.len && v > 0; ++i)
    if (!fmpz_is_zero(f.v + i)) v = std::min<ulong>(v, fmpz_val2(f.v + i));
  if (v != ~ulong{0} && v > 0)
    for (slong i = 0; i < f.len; ++i)
      fmpz_fdiv_q_2exp(f.v + i, f.v + i, v);
}

// Bernstein coefficients on (0, 1) of h (monomial, degree n), as integers
// up to a positive factor. With t = 1/(x + 1), (x + 1)^n h(1/(x + 1)) has
// the coefficient b_k C(n, k) at x^(n-k); the lcm of the C(n, k) clears
// the divisions.
FmpzVec to_bernstein(const fmpz_poly_t h, slong n) {
  FlintPoly r;
  fmpz_poly_reverse(r.p, h, n + 1);
  fmpz_t one, c, m, q;
  fmpz_init_set_ui(one, 1);
  fmpz_init(c);
  fmpz_init_set_ui(m, 1);
  fmpz_init(q);
  fmpz_poly_taylor_shift(r.p, r.p, one);
  for (slong k = 0; k <= n; ++k) {
    fmpz_bin_uiui(c, static_cast<ulong>(n), static_cast<ulong>(k));
    fmpz_lcm(m, m, c);
  }
  FmpzVec out(n + 1);
  for (slong k = 0; k <= n; ++k) {
    fmpz_bin_uiui(c, static_cast<ulong>(n), static_cast<ulong>(k));
    fmpz_divexact(q, m, c);
    fmpz_poly_get_coeff_fmpz(c, r.p, n - k);
    fmpz_mul(out.v + k, c, q);
  }
  _fmpz_vec_content(c, out.v, n + 1);
  if (!fmpz_is_zero(c) && !fmpz_is_one(c)) _fmpz_vec_scalar_divexact_fmpz(out.v, out.v, n + 1, c);
  fmpz_clear(one);
  fmpz_clear(c);
  fmpz_clear(m);
  fmpz_clear(q);
  return out;
}

// Exact Bernstein coefficients of g on (c/2^k, (c+1)/2^k):
// 2^(kn) g((x + c)/2^k) on (0, 1).
FmpzVec exact_on(const fmpz_poly_t g, slong n, const Integer &c, unsigned k) {
  FlintPoly h;
  fmpz_poly_set(h.p, g);
  for (slong i = 0; i <= n; ++i) {
    fmpz *a = h.p->coeffs + i;
    fmpz_mul_2exp(a, a, static_cast<ulong>(k) * static_cast<ulong>(n - i));
  }
  if (c != 0) {
    fmpz_t s;
    fmpz_init(s);
    fmpz_set_mpz(s, c.raw());
    fmpz_poly_taylor_shift(h.p, h.p, s);
    fmpz_clear(s);
  }
  return to_bernstein(h.p, n);
}

// De Casteljau at the midpoint, exact and without the halvings: after
// step r the running array's first entry is 2^r times the left half's
// coefficient r and its entry n - r is 2^r times the right half's
// coefficient n - r; scaling them by 2^(n-r) brings both halves to the
// common factor 2^n. `f` becomes the right half.
void split_exact(FmpzVec &f, FmpzVec &left) {
  const slong n = f.len - 1;
  left = FmpzVec(n + 1);
  fmpz_mul_2exp(left.v, f.v, static_cast<ulong>(n));
  for (slong r = 1; r <= n; ++r) {
    for (slong j = 0; j + r <= n; ++j)
      fmpz_add(f.v + j, f.v + j, f.v + j + 1);
    fmpz_mul_2exp(left.v + r, f.v, static_cast<ulong>(n - r));
  }
  // Entry j was final after step n - j; scaled only now, as step n - j + 1
  // still read it.
  for (slong j = 1; j <= n; ++j)
    fmpz_mul_2exp(f.v + j, f.v + j, static_cast<ulong>(j));
  remove_common_two_power(left);
  remove_common_two_power(f);
}

// De Casteljau at the midpoint with the halvings, on bounds: the lower
// ones rounded down, the upper ones up. `lo`, `hi` become the right half's.
void split_bounds(std::vector<Bound> &lo, std::vector<Bound> &hi, std::vector<Bound> &left_lo,
                  std::vector<Bound> &left_hi) {
  const std::size_t n = lo.size() - 1;
  left_lo.resize(n + 1);
  left_hi.resize(n + 1);
  left_lo[0] = lo[0];
  left_hi[0] = hi[0];
  for (std::size_t r = 1; r <= n; ++r) {
    for (std::size_t j = 0; j + r <= n; ++j) {
      lo[j] = (lo[j] + lo[j + 1]) >> 1;     // floor: arithmetic shift
      hi[j] = (hi[j] + hi[j + 1] + 1) >> 1; // ceiling
    }
    left_lo[r] = lo[0];
    left_hi[r] = hi[0];
  }
}

// Scales bounds so that the largest has about `precision` bits: down
// (rounding outward) when they grew, up (exactly) when they shrank, so
// that the next rounding errors stay at the precision's last bits.
void normalize(std::vector<Bound> &lo, std::vector<Bound> &hi, ulong precision) {
  ulong bits = 0;
  for (std::size_t i = 0; i < lo.size(); ++i)
    bits = std::max({bits, bits_of(lo[i]), bits_of(hi[i])});
  if (bits > precision) {
    const ulong s = bits - precision;
    for (std::size_t i = 0; i < lo.size(); ++i) {
      lo[i] >>= s;
      hi[i] = -((-hi[i]) >> s);
    }
  } else if (bits + 4 < precision) {
    const ulong s = precision - bits;
    for (std::size_t i = 0; i < lo.size(); ++i) {
      lo[i] = static_cast<Bound>(static_cast<UBound>(lo[i]) << s);
      hi[i] = static_cast<Bound>(static_cast<UBound>(hi[i]) << s);
    }
  }
}

// A subinterval (c/2^k, (c+1)/2^k) and its polynomial's coefficients:
// exact in `exact` when `precision` is 0, else bounds [lo_i, hi_i].
struct Node {
  FmpzVec exact;
  std::vector<Bound> lo, hi;
  ulong precision = 0;
  Integer c;
  unsigned k = 0;
};

// Bits that decide the signs of coefficients of this spread, when bounds
// of at most kMaxBoundBits bits are enough and far shorter than `exact`;
// else 0 (stay exact).
ulong bound_bits(const FmpzVec &exact, ulong at_least) {
  const ulong bits = std::max({kFirstPrecision, at_least, spread(exact) + kPrecisionMargin});
  return bits <= kMaxBoundBits && 2 * bits < max_bits(exact) ? bits : 0;
}

// The node's coefficients from exact ones, as bounds of `precision` bits
// (0: kept exact).
void set_coefficients(Node &node, FmpzVec exact, ulong precision) {
  node.precision = precision;
  if (precision == 0) {
    node.exact = std::move(exact);
    node.lo.clear();
    node.hi.clear();
    return;
  }
  const ulong bits = max_bits(exact), s = bits > precision ? bits - precision : 0;
  node.lo.resize(static_cast<std::size_t>(exact.len));
  node.hi.resize(static_cast<std::size_t>(exact.len));
  fmpz_t t;
  fmpz_init(t);
  for (slong i = 0; i < exact.len; ++i) {
    ulong high = 0, low = 0;
    fmpz_fdiv_q_2exp(t, exact.v + i, s);
    fmpz_get_signed_uiui(&high, &low, t);
    node.lo[static_cast<std::size_t>(i)] =
        static_cast<Bound>((static_cast<UBound>(high) << 64) | low);
    fmpz_cdiv_q_2exp(t, exact.v + i, s);
    fmpz_get_signed_uiui(&high, &low, t);
    node.hi[static_cast<std::size_t>(i)] =
        static_cast<Bound>((static_cast<UBound>(high) << 64) | low);
  }
  fmpz_clear(t);
  node.exact = FmpzVec();
}

struct Outcome {
  std::vector<Node> children;
  std::vector<std::pair<Rational, Rational>> found;
};

// Bits between the largest and the smallest non-zero lower bound.
ulong spread(const std::vector<Bound> &lo) {
  ulong largest = 0, smallest = ~ulong{0};
  for (Bound x : lo)
    if (x != 0) {
      largest = std::max(largest, bits_of(x));
      smallest = std::min(smallest, bits_of(x));
    }
  return largest > smallest ? largest - smallest : 0;
}

class Bisection {
public:
  explicit Bisection(const UPolyZ &g) : n_(static_cast<slong>(g.size()) - 1) {
    for (std::size_t i = 0; i < g.size(); ++i)
      fmpz_poly_set_coeff_mpz(g_.p, static_cast<slong>(i), g[i].raw());
  }

  Node root() const {
    Node node;
    node.exact = exact_on(g_.p, n_, Integer(0), 0);
    return node;
  }

  void visit(Node &node, Outcome &out) const {
    // Coefficients far longer than their spread go to bounds of fewer bits:
    // deep in the tree exact ones grow by the degree's bits a level while
    // the spread falls to a few bits.
    if (node.precision == 0) {
      const ulong bits = bound_bits(node.exact, 0);
      if (bits) set_coefficients(node, std::move(node.exact), bits);
    } else {
      const ulong bits = std::max(kFirstPrecision, spread(node.lo) + kPrecisionMargin);
      if (2 * bits < node.precision) {
        node.precision = bits;
        normalize(node.lo, node.hi, bits);
      }
    }
    for (;;) {
      const int v = node.precision == 0 ? sign_variations(node.exact.v, node.exact.len)
                                        : bounded_variations(node.lo, node.hi);
      if (v < 0) {
        refine(node);
        continue;
      }
      if (v == 0) return;
      const Integer den = Integer(1) << node.k;
      if (v == 1) {
        out.found.emplace_back(Rational(node.c, den), Rational(node.c + 1, den));
        return;
      }
      Node left;
      bool midpoint_root = false;
      if (node.precision == 0) {
        split_exact(node.exact, left.exact);
        midpoint_root = fmpz_is_zero(node.exact.v);
      } else {
        std::vector<Bound> lo = node.lo, hi = node.hi;
        split_bounds(lo, hi, left.lo, left.hi);
        if (bounded_sign(lo[0], hi[0]) == 0) { // is the midpoint a root?
          refine(node);
          continue;
        }
        normalize(lo, hi, node.precision);
        normalize(left.lo, left.hi, node.precision);
        node.lo = std::move(lo);
        node.hi = std::move(hi);
      }
      const Integer c2 = node.c * 2;
      if (midpoint_root)
        out.found.emplace_back(Rational(c2 + 1, den * 2), Rational(c2 + 1, den * 2));
      left.precision = node.precision;
      left.c = c2;
      left.k = node.k + 1;
      node.c = c2 + 1;
      node.k += 1;
      out.children.push_back(std::move(left));
      out.children.push_back(std::move(node));
      return;
    }
  }

private:
  // The node recomputed exactly from g, then as bounds of at least twice
  // its precision, or exact where those would not be much shorter.
  void refine(Node &node) const {
    FmpzVec exact = exact_on(g_.p, n_, node.c, node.k);
    const ulong bits = bound_bits(exact, 2 * node.precision);
    set_coefficients(node, std::move(exact), bits);
  }

  FlintPoly g_;
  slong n_;
};

} // namespace

void isolate_unit_interval(const UPolyZ &g, std::vector<std::pair<Rational, Rational>> &out,
                           SolveBudget *budget, unsigned threads) {
  const Bisection bisection(g);
  std::vector<Node> level;
  level.push_back(bisection.root());
  while (!level.empty()) {
    std::vector<Outcome> outcomes(level.size());
    support::parallel_for(level.size(), threads, [&](std::size_t i) {
      poll(budget);
      bisection.visit(level[i], outcomes[i]);
    });
    std::vector<Node> next;
    for (auto &o : outcomes) {
      for (auto &f : o.found)
        out.push_back(std::move(f));
      for (auto &c : o.children)
        next.push_back(std::move(c));
    }
    level = std::move(next);
  }
}

} // namespace alkahest::solving
