// alkahest/expr/canonical.hpp - canonical form on construction: ExprPool::add/mul/pow/call and the
// structural order.
//
// Every Add, Mul, Pow and Call node is built here, and only here, so the
// rules below are what makes structural equality of canonical expressions a
// pointer comparison. The rules (docs/expressions.md lists them with examples):
//   add: flatten nested sums; fold numeric terms (exact with Rational; a Float
//        absorbs: the result is a Float); collect like terms c1*t + c2*t ->
//        (c1+c2)*t; drop an exact 0; sort terms; one term -> the term.
//   mul: flatten nested products; fold numeric factors (an exact 0 wins:
//        the product is 0); collect powers of one base x^a*x^b -> x^(a+b);
//        sort factors with the numeric coefficient first; drop an exact 1.
//   pow: x^0 -> 1, x^1 -> x, 1^x -> 1, exact integer powers of numbers,
//        Float powers, (x^a)^n -> x^(a*n) and (x*y)^n -> x^n*y^n for integer n.
//   call: arity check and the exact folds listed at fold_exact_call() and
//        fold_constant_call().
// Nothing is heuristic beyond that: no expansion, no trigonometric identities.
//
// Recursion: the constructors work on canonical children, so they never walk
// down an expression; compare() is iterative with an explicit stack.
#pragma once

#include <alkahest/expr/float_semantics.hpp>
#include <alkahest/expr/handle.hpp>
#include <alkahest/expr/linkage.hpp>

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <unordered_map>

namespace alkahest {

namespace canonical_detail {

/// Rank of a kind in the structural order; Pow is ordered next to its base.
inline int kind_rank(NodeKind k) {
  switch (k) {
  case NodeKind::Number:
    return 0;
  case NodeKind::Float:
    return 1;
  case NodeKind::Constant:
    return 2; // 2*pi*x: constants read as coefficients
  case NodeKind::Symbol:
    return 3;
  case NodeKind::Call:
    return 4;
  case NodeKind::Add:
    return 5;
  case NodeKind::Mul:
    return 6;
  case NodeKind::Pow:
    return 7;
  }
  return 8;
}

/// Total order on doubles: by value, -0.0 before +0.0, NaNs last (by bits).
inline int compare_double(double a, double b) {
  bool na = std::isnan(a), nb = std::isnan(b);
  if (na || nb) {
    if (!na) return -1;
    if (!nb) return 1;
    auto ba = std::bit_cast<std::uint64_t>(a), bb = std::bit_cast<std::uint64_t>(b);
    return ba < bb ? -1 : (bb < ba ? 1 : 0);
  }
  if (a < b) return -1;
  if (b < a) return 1;
  bool sa = std::signbit(a), sb = std::signbit(b);
  return sa == sb ? 0 : (sa ? -1 : 1);
}

/// Composite nodes deeper than this order by depth and hash first.
inline constexpr std::uint32_t kShallowDepth = 8;

/// Compares everything of two nodes of the same kind class except children.
inline int compare_header(const Node *a, const Node *b) {
  int ra = kind_rank(a->kind()), rb = kind_rank(b->kind());
  if (ra != rb) return ra < rb ? -1 : 1;
  switch (a->kind()) {
  case NodeKind::Number: {
    int c = a->number().compare(b->number());
    return c < 0 ? -1 : (c > 0 ? 1 : 0);
  }
  case NodeKind::Float:
    return compare_double(a->real(), b->real());
  case NodeKind::Symbol:
  case NodeKind::Constant: {
    int c = a->name().compare(b->name());
    return c < 0 ? -1 : (c > 0 ? 1 : 0);
  }
  case NodeKind::Call:
    if (a->func() != b->func()) return a->func() < b->func() ? -1 : 1;
    break;
  default:
    break;
  }
  // Deep operands order by (depth, structural hash) before their children, so
  // that comparing two long chains does not walk down them (differentiating
  // a chain of n functions would otherwise cost n^3). Shallow ones, which is
  // what a reader sees, order by their children. Both keys are per node, so
  // the order stays total; equal hashes fall through to the children.
  // Not for powers: a power must order exactly as (base, exponent), as it
  // does against a non-power, or the order would stop being transitive.
  if (a->kind() == NodeKind::Pow) return 0;
  bool deep_a = a->depth() > kShallowDepth, deep_b = b->depth() > kShallowDepth;
  if (deep_a != deep_b) return deep_a ? 1 : -1;
  if (deep_a) {
    if (a->depth() != b->depth()) return a->depth() < b->depth() ? -1 : 1;
    if (a->hash() != b->hash()) return a->hash() < b->hash() ? -1 : 1;
  }
  if (a->arity() != b->arity()) return a->arity() < b->arity() ? -1 : 1;
  return 0;
}

/// The double result of folding, with every NaN made the one quiet NaN the
/// parser produces for `nan`, so that folded NaNs print and parse back.
inline double canonical_nan(double d) {
  return std::isnan(d) ? std::numeric_limits<double>::quiet_NaN() : d;
}

} // namespace canonical_detail

/// Deterministic structural total order of nodes: -1, 0 or 1. It depends only
/// on structure (never on pointers or creation order). Numbers (by value) <
/// Floats < Constants (by name) < Symbols (by name) < Calls (by function) < Adds < Muls; composite
/// nodes of depth <= 8 compare their children lexicographically, deeper ones
/// compare (depth, structural hash) first; a power x^e sorts right after its
/// base x (as if every non-power were x^0), so that x < x^2 < x^3 < y.
/// Iterative: any depth is safe.
inline int compare(const Node *a, const Node *b) {
  if (a == b) return 0;
  // A task either compares two nodes or, when reached (everything before it
  // was equal), decides with its verdict.
  struct Task {
    const Node *a, *b;
    int verdict;
  };
  thread_local std::vector<Task> stack;
  stack.clear();
  stack.push_back({a, b, 0});
  while (!stack.empty()) {
    Task t = stack.back();
    stack.pop_back();
    if (!t.a) return t.verdict;
    if (t.a == t.b) continue;
    bool pa = t.a->kind() == NodeKind::Pow, pb = t.b->kind() == NodeKind::Pow;
    if (pa != pb) {
      // Compare the base with the other node; on a tie the power is larger.
      stack.push_back({nullptr, nullptr, pa ? 1 : -1});
      stack.push_back(pa ? Task{t.a->arg(0), t.b, 0} : Task{t.a, t.b->arg(0), 0});
      continue;
    }
    if (int c = canonical_detail::compare_header(t.a, t.b)) return c;
    for (std::size_t i = t.a->arity(); i-- > 0;)
      stack.push_back({t.a->arg(i), t.b->arg(i), 0});
  }
  return 0;
}

inline int compare(const Expr &a, const Expr &b) { return compare(a.node(), b.node()); }

/// The canonical node of n's kind (and function) over new arguments: add,
/// mul, pow or call of `args`; a leaf is returned as it is. Rebuilding a
/// canonical node over its own arguments returns the node itself.
ALKAHEST_EXPR_INLINE Expr rebuild(ExprPool &pool, const Node *n, const std::vector<Expr> &args);

#if ALKAHEST_EXPR_BODIES // (linkage.hpp)
namespace canonical_detail {

/// The non-numeric part of a term of a sum: the factors of c*f1*...*fk after
/// the coefficient, or the term itself.
struct TermKey {
  const Node *const *data;
  std::size_t size;

  /// `n` must outlive the key: a one-node key points at it.
  explicit TermKey(const Node *const &n) : data(&n), size(1) {
    if (n->kind() == NodeKind::Mul) {
      auto args = n->args();
      std::size_t skip = args[0]->is_numeric() ? 1 : 0;
      data = args.data() + skip;
      size = args.size() - skip;
    }
  }
  std::span<const Node *const> span() const { return {data, size}; }
  /// The numeric coefficient node of the term, or null for an implicit 1.
  static const Node *coefficient(const Node *n) {
    if (n->kind() == NodeKind::Mul && n->arg(0)->is_numeric()) return n->arg(0);
    return nullptr;
  }
};

inline int compare_seq(std::span<const Node *const> a, std::span<const Node *const> b) {
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
    if (int c = compare(a[i], b[i])) return c;
  if (a.size() == b.size()) return 0;
  return a.size() < b.size() ? -1 : 1;
}

/// Order of the terms of a sum: numbers first, then by the non-numeric part
/// (so that 2*x sorts as x), then by coefficient.
inline bool add_term_less(const Node *a, const Node *b) {
  if (a->is_numeric() != b->is_numeric()) return a->is_numeric();
  TermKey ka(a), kb(b);
  if (int c = compare_seq(ka.span(), kb.span())) return c < 0;
  const Node *ca = TermKey::coefficient(a), *cb = TermKey::coefficient(b);
  if (!ca || !cb) return !ca && cb;
  return compare(ca, cb) < 0;
}

/// Folds numbers into one: exactly while all are Numbers; once a Float takes
/// part the result is a Float (the exact part rounded once, the floats
/// combined in sorted order so that the result does not depend on the order
/// of the operands).
class NumericFold {
public:
  explicit NumericFold(bool product) : product_(product), exact_(product ? 1 : 0) {}

  void take(const Node *n) {
    if (n->is_number())
      take(n->number());
    else
      floats_.push_back(n->real());
  }
  void take(const Rational &q) {
    if (product_)
      exact_ *= q;
    else
      exact_ += q;
  }
  /// An exact 0 in a product makes the product exactly 0, Floats included.
  bool exact_zero() const { return product_ && exact_ == 0; }
  bool is_identity() const { return floats_.empty() && exact_ == (product_ ? 1 : 0); }

  const Node *result(ExprPool &pool) {
    if (floats_.empty() || exact_zero()) return pool.number(exact_).node();
    std::sort(floats_.begin(), floats_.end(),
              [](double a, double b) { return compare_double(a, b) < 0; });
    double r = floats_[0];
    for (std::size_t i = 1; i < floats_.size(); ++i)
      r = product_ ? r * floats_[i] : r + floats_[i];
    if (exact_ != (product_ ? 1 : 0)) r = product_ ? r * to_double(exact_) : r + to_double(exact_);
    return pool.real(canonical_nan(r)).node();
  }

private:
  bool product_;
  Rational exact_;
  std::vector<double> floats_;
};

inline bool is_exact(const Node *n, long v) { return n->is_number() && n->number() == v; }

/// The node of an operand, after checking it belongs to `pool`.
inline const Node *operand(const ExprPool *pool, const Expr &e) {
  if (&e.pool() != pool) raise(ErrorId::ExprForeignPool, "an operand belongs to another ExprPool");
  return e.node();
}

/// Float value of a Float base to a numeric power, as the interpreter computes it.
inline double fold_float_pow(double b, const Node *e) {
  if (e->is_float()) return std::pow(b, e->real());
  const Rational &q = e->number();
  if (is_integer(q)) {
    const Integer &n = numerator(q);
    // The interpreter's split: ipow for |n| <= 2^63 - 1, beyond it the
    // parity-keeping big_integer_pow.
    if (abs(n) <= std::numeric_limits<long long>::max()) return ipow(b, n.convert_to<long long>());
    return big_integer_pow(b, to_double(q), bit_test(n, 0));
  }
  return std::pow(b, to_double(q));
}

/// Largest exact power the constructors fold (bits of numerator and
/// denominator, as estimated below: 2^16 bits, about 20 000 decimal digits).
/// Building an expression must stay cheap whatever its numbers: a sum of 1000
/// powers 3^(5592405-k) folded under the old 2^24-bit cap took 52 s and
/// 1.1 GB. Larger powers stay unevaluated (exact evaluation, with its own
/// budgets, still computes them).
inline constexpr std::size_t kFoldPowerBits = std::size_t{1} << 16;

/// Exact q^n, or false when the result would exceed kFoldPowerBits: such a
/// power is left unevaluated rather than costing time and memory.
inline bool fold_exact_pow(const Rational &q, const Integer &n, Rational &out) {
  Integer num = numerator(q), den = denominator(q);
  Integer m = n < 0 ? Integer(-n) : n;
  if (abs(num) == 1 && den == 1) {
    out = (num < 0 && bit_test(m, 0)) ? -1 : 1;
    return true;
  }
  std::size_t bits = msb(abs(num)) + msb(den) + 2;
  if (m > Integer(kFoldPowerBits) || Integer(bits) * m > Integer(kFoldPowerBits)) return false;
  unsigned e = m.convert_to<unsigned>();
  Rational p(pow(num, e), pow(den, e));
  out = n < 0 ? Rational(1) / p : p;
  return true;
}

/// f(a[, b]) in double, with <cmath> and the interpreter's conventions.
inline double fold_float_call(Func f, double a, double b) {
  switch (f) {
  case Func::Sin:
    return std::sin(a);
  case Func::Cos:
    return std::cos(a);
  case Func::Tan:
    return std::tan(a);
  case Func::Exp:
    return std::exp(a);
  case Func::Log:
    return std::log(a);
  case Func::Sqrt:
    return std::sqrt(a);
  case Func::Abs:
    return std::fabs(a);
  case Func::Asin:
    return std::asin(a);
  case Func::Acos:
    return std::acos(a);
  case Func::Atan:
    return std::atan(a);
  case Func::Atan2:
    return std::atan2(a, b);
  case Func::Sinh:
    return std::sinh(a);
  case Func::Cosh:
    return std::cosh(a);
  case Func::Tanh:
    return std::tanh(a);
  case Func::Erf:
    return std::erf(a);
  case Func::Floor:
    return std::floor(a);
  case Func::Ceil:
    return std::ceil(a);
  case Func::Sign:
    return sign_value(a);
  case Func::Min:
    return min_value(a, b);
  case Func::Max:
    return max_value(a, b);
  case Func::None:
    break; // not a function
  }
  return std::numeric_limits<double>::quiet_NaN();
}

inline Integer floor_div(const Integer &n, const Integer &d) { // d > 0
  Integer q = n / d;
  if (q * d != n && n < 0) q -= 1;
  return q;
}

/// Exact folds of a call whose arguments are all Numbers (the documented list):
/// abs, sign, floor, ceil, min, max of any numbers; sqrt of a perfect-square
/// rational; f(0) for sin tan asin atan sinh tanh erf (0) and cos cosh exp
/// (1); log(1) = 0; acos(1) = 0; atan2(0, x) = 0 for x > 0. False otherwise.
inline bool fold_exact_call(Func f, const Node *const *args, Rational &out) {
  const Rational &a = args[0]->number();
  switch (f) {
  case Func::Abs:
    out = a < 0 ? Rational(-a) : a;
    return true;
  case Func::Sign:
    out = a > 0 ? 1 : (a < 0 ? -1 : 0);
    return true;
  case Func::Floor:
    out = floor_div(numerator(a), denominator(a));
    return true;
  case Func::Ceil:
    out = -floor_div(-numerator(a), denominator(a));
    return true;
  case Func::Min:
    out = args[1]->number() < a ? args[1]->number() : a;
    return true;
  case Func::Max:
    out = args[1]->number() > a ? args[1]->number() : a;
    return true;
  case Func::Sqrt: {
    if (a < 0) return false;
    Integer rn = sqrt(numerator(a)), rd = sqrt(denominator(a));
    if (rn * rn != numerator(a) || rd * rd != denominator(a)) return false;
    out = Rational(rn, rd);
    return true;
  }
  case Func::Sin:
  case Func::Tan:
  case Func::Asin:
  case Func::Atan:
  case Func::Sinh:
  case Func::Tanh:
  case Func::Erf:
    if (a != 0) return false;
    out = 0;
    return true;
  case Func::Cos:
  case Func::Cosh:
  case Func::Exp:
    if (a != 0) return false;
    out = 1;
    return true;
  case Func::Log:
  case Func::Acos:
    if (a != 1) return false;
    out = 0;
    return true;
  case Func::Atan2:
    if (a != 0 || args[1]->number() <= 0) return false;
    out = 0;
    return true;
  case Func::None:
    return false; // not a function
  }
  return false;
}

/// Exact identities of the constants (the documented list): sin(pi) = 0,
/// cos(pi) = -1, tan(pi) = 0, log(E) = 1, and exp(1) = E, so that exp(1) and
/// E are one node (it prints `E`). Nothing else: sin(pi/2) stays a call.
inline std::optional<Expr> fold_constant_call(ExprPool &pool, Func f, const Node *a) {
  if (a->is_constant()) {
    bool pi = a->constant() == MathConstant::Pi;
    if (pi && (f == Func::Sin || f == Func::Tan)) return pool.integer(0);
    if (pi && f == Func::Cos) return pool.integer(-1);
    if (!pi && f == Func::Log) return pool.integer(1);
  }
  if (f == Func::Exp && a->is_number() && a->number() == 1) return pool.constant(MathConstant::E);
  return std::nullopt;
}

} // namespace canonical_detail

ALKAHEST_EXPR_INLINE Expr ExprPool::add(const std::vector<Expr> &terms) {
  using canonical_detail::TermKey;
  canonical_detail::NumericFold constant(false);
  struct Group {
    TermKey key;
    canonical_detail::NumericFold coefficient;
  };
  std::vector<Group> groups;
  std::unordered_multimap<std::uint64_t, std::size_t> index;
  auto take = [&](const Node *const &t) {
    if (t->is_numeric()) return constant.take(t);
    TermKey key(t);
    std::uint64_t h = 0;
    for (const Node *n : key.span())
      h = h * 0x100000001b3ULL + n->hash();
    const Node *c = TermKey::coefficient(t);
    auto [lo, hi] = index.equal_range(h);
    for (auto it = lo; it != hi; ++it) {
      Group &g = groups[it->second];
      if (std::ranges::equal(g.key.span(), key.span())) {
        if (c)
          g.coefficient.take(c);
        else
          g.coefficient.take(Rational(1));
        return;
      }
    }
    index.emplace(h, groups.size());
    groups.push_back({key, canonical_detail::NumericFold(false)});
    if (c)
      groups.back().coefficient.take(c);
    else
      groups.back().coefficient.take(Rational(1));
  };
  // TermKey points into the operands' argument arrays (they live in the pool)
  // or, for a one-node key, at the entry of `flat`, which outlives the groups.
  std::vector<const Node *> flat;
  flat.reserve(terms.size());
  for (const Expr &t : terms) {
    const Node *n = canonical_detail::operand(this, t);
    if (n->kind() == NodeKind::Add)
      flat.insert(flat.end(), n->args().begin(), n->args().end());
    else
      flat.push_back(n);
  }
  for (const Node *const &n : flat)
    take(n);

  std::vector<const Node *> out;
  // A sum whose coefficients cancel to exactly 1 (3*(a + b) - 2*(a + b)) is
  // no term of the result: its terms join the outer sum, which is then built
  // again, so that no Add ever holds an Add (print -> parse would merge them).
  std::vector<Expr> spilled;
  for (Group &g : groups) {
    const Node *c = g.coefficient.result(*this);
    if (canonical_detail::is_exact(c, 0)) continue;
    auto key = g.key.span();
    if (canonical_detail::is_exact(c, 1) && key.size() == 1 && key[0]->kind() == NodeKind::Add) {
      spilled.emplace_back(key[0], this);
      continue;
    }
    if (canonical_detail::is_exact(c, 1)) {
      out.push_back(key.size() == 1
                        ? key[0]
                        : intern(NodeKind::Mul, Func::None, {key.begin(), key.end()}, {}));
      continue;
    }
    std::vector<const Node *> args{c};
    args.insert(args.end(), key.begin(), key.end());
    out.push_back(intern(NodeKind::Mul, Func::None, std::move(args), {}));
  }
  if (!spilled.empty()) {
    for (const Node *t : out)
      spilled.emplace_back(t, this);
    spilled.emplace_back(constant.result(*this), this);
    return add(spilled);
  }
  std::sort(out.begin(), out.end(), canonical_detail::add_term_less);
  if (!constant.is_identity() || out.empty()) out.insert(out.begin(), constant.result(*this));
  if (out.size() == 1) return {out[0], this};
  return {intern(NodeKind::Add, Func::None, std::move(out), {}), this};
}

ALKAHEST_EXPR_INLINE Expr ExprPool::mul(const std::vector<Expr> &factors) {
  canonical_detail::NumericFold coefficient(true);
  std::vector<const Node *> work;
  work.reserve(factors.size());
  for (const Expr &f : factors)
    work.push_back(canonical_detail::operand(this, f));

  struct Group {
    const Node *base;
    std::vector<const Node *> exponents;
    const Node *single; // the factor itself while the group has one member
  };
  std::vector<Group> groups;
  std::unordered_map<const Node *, std::size_t> index; // grouping only; order comes from compare()
  std::vector<const Node *> out;
  const Node *one = number(Rational(1)).node();
  auto take = [&](const Node *f) {
    if (f->is_numeric()) return coefficient.take(f);
    bool is_pow = f->kind() == NodeKind::Pow;
    const Node *base = is_pow ? f->arg(0) : f;
    const Node *exponent = is_pow ? f->arg(1) : nullptr;
    auto [it, fresh] = index.try_emplace(base, groups.size());
    if (fresh)
      groups.push_back({base, {}, f});
    else
      groups[it->second].single = nullptr;
    groups[it->second].exponents.push_back(exponent ? exponent : one);
  };
  // Merging powers can produce a product or a power of another base (e.g.
  // (x*y)^(1/2) * (x*y)^(1/2) = x*y), which must merge again: repeat until
  // nothing new appears. Each round removes at least one merge, so a handful
  // of rounds suffice; the bound only guards against a logic error.
  for (int round = 0; round < 64; ++round) {
    groups.clear();
    index.clear();
    for (const Node *f : work) {
      if (f->kind() == NodeKind::Mul)
        for (const Node *a : f->args())
          take(a);
      else
        take(f);
    }
    work.clear();
    if (coefficient.exact_zero()) return integer(0);
    out.clear();
    for (Group &g : groups) {
      if (g.single) {
        out.push_back(g.single);
        continue;
      }
      std::vector<Expr> exps;
      for (const Node *e : g.exponents)
        exps.emplace_back(e, this);
      const Node *p = pow(Expr(g.base, this), add(exps)).node();
      const Node *p_base = p->kind() == NodeKind::Pow ? p->arg(0) : p;
      if (p->is_numeric())
        coefficient.take(p);
      else if (p->kind() == NodeKind::Mul || p_base != g.base)
        work.push_back(p);
      else
        out.push_back(p);
    }
    if (coefficient.exact_zero()) return integer(0);
    if (work.empty()) break;
    work.insert(work.end(), out.begin(), out.end());
  }
  std::sort(out.begin(), out.end(), [](const Node *a, const Node *b) { return compare(a, b) < 0; });
  const Node *c = coefficient.result(*this);
  if (out.empty()) return {c, this};
  if (canonical_detail::is_exact(c, 1)) {
    if (out.size() == 1) return {out[0], this};
    return {intern(NodeKind::Mul, Func::None, std::move(out), {}), this};
  }
  out.insert(out.begin(), c);
  return {intern(NodeKind::Mul, Func::None, std::move(out), {}), this};
}

ALKAHEST_EXPR_INLINE Expr ExprPool::pow(const Expr &base, const Expr &exponent) {
  const Node *b = canonical_detail::operand(this, base);
  const Node *e = canonical_detail::operand(this, exponent);
  if (e->is_number()) {
    if (e->number() == 0) return integer(1);
    if (e->number() == 1) return base;
  }
  if (b->is_number()) {
    const Rational &bv = b->number();
    if (bv == 1) return integer(1);
    if (e->is_number()) {
      const Rational &q = e->number();
      if (bv == 0) {
        if (q < 0) raise(ErrorId::ExprDivisionByZero, "0 raised to a negative power");
        return integer(0);
      }
      Rational r;
      if (is_integer(q) && canonical_detail::fold_exact_pow(bv, numerator(q), r)) return number(r);
      return {intern(NodeKind::Pow, Func::None, std::array<const Node *, 2>{b, e}, {}), this};
    }
    if (e->is_float())
      return real(canonical_detail::canonical_nan(std::pow(to_double(bv), e->real())));
  }
  if (b->is_float() && e->is_numeric())
    return real(canonical_detail::canonical_nan(canonical_detail::fold_float_pow(b->real(), e)));
  if (e->is_number() && is_integer(e->number())) {
    // Safe for integer n only: (x^a)^n = x^(a*n), (x*y)^n = x^n*y^n.
    if (b->kind() == NodeKind::Pow)
      return pow(Expr(b->arg(0), this), mul({Expr(b->arg(1), this), exponent}));
    if (b->kind() == NodeKind::Mul) {
      std::vector<Expr> parts;
      for (const Node *f : b->args())
        parts.push_back(pow(Expr(f, this), exponent));
      return mul(parts);
    }
  }
  return {intern(NodeKind::Pow, Func::None, std::array<const Node *, 2>{b, e}, {}), this};
}

ALKAHEST_EXPR_INLINE Expr ExprPool::call(Func f, const std::vector<Expr> &args) {
  if (static_cast<int>(args.size()) != func_arity(f))
    raise(ErrorId::ExprBadArity,
          fmt::format("{} takes {} argument(s), got {}", func_name(f), func_arity(f), args.size()));
  std::vector<const Node *> nodes;
  bool all_numeric = true, any_float = false;
  for (const Expr &a : args) {
    const Node *n = canonical_detail::operand(this, a);
    nodes.push_back(n);
    all_numeric = all_numeric && n->is_numeric();
    any_float = any_float || n->is_float();
  }
  if (all_numeric && any_float) {
    auto value = [](const Node *n) { return n->is_float() ? n->real() : to_double(n->number()); };
    double r = canonical_detail::fold_float_call(f, value(nodes[0]),
                                                 nodes.size() > 1 ? value(nodes[1]) : 0.0);
    return real(canonical_detail::canonical_nan(r));
  }
  Rational r;
  if (all_numeric && canonical_detail::fold_exact_call(f, nodes.data(), r)) return number(r);
  if (auto folded = canonical_detail::fold_constant_call(*this, f, nodes[0])) return *folded;
  return {intern(NodeKind::Call, f, std::move(nodes), {}), this};
}

ALKAHEST_EXPR_INLINE Expr rebuild(ExprPool &pool, const Node *n, const std::vector<Expr> &args) {
  switch (n->kind()) {
  case NodeKind::Add:
    return pool.add(args);
  case NodeKind::Mul:
    return pool.mul(args);
  case NodeKind::Pow:
    return pool.pow(args.at(0), args.at(1));
  case NodeKind::Call:
    return pool.call(n->func(), args);
  default:
    return {n, &pool};
  }
}

#endif // ALKAHEST_EXPR_BODIES

} // namespace alkahest
