// alkahest/expr/expand.hpp - expand: distribute products over sums and integer powers of sums.
//
// Method: one bottom-up pass over the DAG (iterative post-order, memoised so
// a shared subexpression is expanded once); a product of expanded factors is
// multiplied out term by term, and a sum to a positive integer power n by
// n-1 successive multiplications (the multinomial coefficients appear through
// like-term collection). Function arguments are expanded too; a sum to a
// negative integer power becomes 1/(expanded positive power). In a program
// that links libalkahest, an expression that is a polynomial over Q in its
// symbols is multiplied out instead by sparse polynomial arithmetic (lib/poly,
// FLINT) into the same canonical node (ExpandOptions::sparse_polynomials).
#pragma once

#include <alkahest/expr/canonical.hpp>
#include <alkahest/expr/linkage.hpp>
#include <alkahest/expr/traversal.hpp>

#include <cstdint>
#include <limits>
#include <optional>
#include <unordered_map>

namespace alkahest {

/// Budgets of one expand() call. Multiplying out grows without bound
/// ((x+1)^5000 forms 2.5*10^7 term products and 3.6 GB of nodes; a sum of 8
/// symbols to the 30th has 10^7 terms), so expand refuses with E-EXPR-008
/// before its memory or time runs away.
struct ExpandOptions {
  /// Most terms of any sum expand builds.
  std::size_t max_terms = 1000000;
  /// Most term-by-term products one call forms (its work: every product is
  /// a node the pool keeps).
  std::size_t max_products = 4000000;
  /// In a program that links libalkahest: an expression that is a
  /// polynomial over Q in its symbols (numbers, symbols, sums, products,
  /// non-negative integer powers) is multiplied out by sparse polynomial
  /// arithmetic (lib/poly, FLINT) into the same canonical expression. Its
  /// budget: every product and power is refused before it is formed when a
  /// bound on its terms exceeds max_terms, and those bounds count against
  /// max_products. false, or header-only use: always term by term.
  bool sparse_polynomials = true;
};

/// e with every product distributed over sums and every integer power of a
/// sum multiplied out, inside function arguments and exponents too.
/// Idempotent: multiplying out can build a new product of a number and a sum
/// inside an exponent (five factors (b^e)^(8/5) merge into b^(8*e), and e
/// may be a sum), which one bottom-up pass has already passed; the passes
/// repeat until nothing changes (a second pass is usually the last).
/// E-EXPR-008 when multiplying out would exceed `options` (defaults: sums of
/// at most 10^6 terms, 4*10^6 term products per call).
ALKAHEST_EXPR_INLINE Expr expand(const Expr &e, const ExpandOptions &options = {});

#if defined(ALKAHEST_EXPR_DEFINITIONS) || defined(ALKAHEST_BUILDING_LIBRARY)
namespace expand_detail ALKAHEST_INTERNAL {
/// libalkahest's sparse path (lib/poly/polynomial_expand.cpp): the expanded
/// form of a polynomial-shaped e, or nullopt for any other expression. Only
/// the library's compiled expand (lib/core/expr_definitions.cpp) calls it;
/// the layers never call expand, so their inline copy, without it, is never
/// linked in its place.
std::optional<Expr> expand_polynomial(const Expr &e, const ExpandOptions &options);
} // namespace ALKAHEST_INTERNAL
#endif

#if ALKAHEST_EXPR_BODIES // (linkage.hpp)
namespace expand_detail ALKAHEST_INTERNAL {

/// What one expand() call has spent of its budget.
struct Budget {
  ExpandOptions limits;
  std::size_t products = 0;

  /// Accounts for a product of `terms` terms by a sum of `width` terms.
  void spend(std::size_t terms, std::size_t width) {
    std::size_t count = terms * width;
    if (width != 0 && count / width != terms) count = SIZE_MAX;
    if (count > limits.max_terms)
      raise(ErrorId::ExprExpandTooLarge,
            fmt::format("multiplying out would build a sum of {} terms (limit {})", count,
                        limits.max_terms));
    products += count;
    if (products > limits.max_products)
      raise(ErrorId::ExprExpandTooLarge,
            fmt::format("multiplying out needs more than {} term products", limits.max_products));
  }

  /// Refuses, before any work, a sum of `width` terms to the power n whose
  /// multiplication would exceed the budget: step i multiplies the
  /// C(i+width-1, width-1) terms of sum^i by the sum.
  void check_power(std::size_t width, const Integer &n) {
    double terms = 1, work = static_cast<double>(products);
    for (Integer i = 1; i < n; ++i) {
      double k = i.convert_to<double>();
      terms = terms * (k + static_cast<double>(width) - 1) / k; // C(i+w-1, w-1)
      work += terms * static_cast<double>(width);
      if (terms * static_cast<double>(width) > static_cast<double>(limits.max_terms) * 1.0000001 &&
          width > 1)
        raise(ErrorId::ExprExpandTooLarge,
              fmt::format("a sum of {} terms to the power {} has more than {} terms", width,
                          n.str(), limits.max_terms));
      if (work > static_cast<double>(limits.max_products) * 1.0000001)
        raise(ErrorId::ExprExpandTooLarge,
              fmt::format("a sum of {} terms to the power {} needs more than {} term products",
                          width, n.str(), limits.max_products));
    }
  }
};

/// The integer exponent k of a sum^k with |k| >= 2, or 0 for anything else.
inline long long power_of_sum_exponent(const Node *n) {
  if (n->kind() != NodeKind::Pow || n->arg(0)->kind() != NodeKind::Add || !n->arg(1)->is_number())
    return 0;
  const Rational &k = n->arg(1)->number();
  if (!is_integer(k) || (k < 2 && k > -2)) return 0;
  const Integer &m = numerator(k);
  if (m > std::numeric_limits<int>::max() || m < -std::numeric_limits<int>::max()) return 0;
  return m.convert_to<long long>();
}

/// True when n is, or is a product with a factor that is, a sum or a sum to
/// an integer power other than -1: something expand still has to multiply out.
inline bool needs_distribution(const Node *n) {
  if (n->kind() != NodeKind::Mul) return power_of_sum_exponent(n) != 0;
  for (const Node *f : n->args())
    if (f->kind() == NodeKind::Add || power_of_sum_exponent(f) != 0) return true;
  return false;
}

inline Expr multiply_out(ExprPool &pool, const std::vector<const Node *> &factors, Budget &budget);

/// base^n for an expanded sum and n >= 1, as an expanded sum.
inline Expr power_of_sum(ExprPool &pool, const Node *sum, const Integer &n, Budget &budget) {
  budget.check_power(sum->arity(), n);
  Expr r(sum, &pool);
  for (Integer i = 1; i < n; ++i)
    r = multiply_out(pool, {r.node(), sum}, budget);
  return r;
}

/// sum^k for an expanded sum: multiplied out for k >= 1, 1/(sum^-k multiplied
/// out) for k <= -1.
inline Expr integer_power_of_sum(ExprPool &pool, const Node *sum, const Integer &k,
                                 Budget &budget) {
  if (k > 0) return power_of_sum(pool, sum, k, budget);
  return pool.pow(power_of_sum(pool, sum, Integer(-k), budget), pool.integer(-1));
}

/// The product of already-expanded factors, multiplied out into a sum.
/// Multiplying terms can merge powers into a new sum factor (for example
/// (x+1)^(1/2) * (x+1)^(1/2) = x+1); such a term is multiplied out again,
/// which recurses only as often as merges happen, never along the depth.
inline Expr multiply_out(ExprPool &pool, const std::vector<const Node *> &factors, Budget &budget) {
  std::vector<Expr> terms{pool.integer(1)};
  for (const Node *f : factors) {
    if (long long k = power_of_sum_exponent(f))
      f = integer_power_of_sum(pool, f->arg(0), Integer(k), budget).node();
    std::vector<Expr> next;
    budget.spend(terms.size(), f->kind() == NodeKind::Add ? f->arity() : 1);
    if (f->kind() == NodeKind::Add) {
      next.reserve(terms.size() * f->arity());
      for (const Expr &t : terms)
        for (const Node *a : f->args())
          next.push_back(pool.mul({t, Expr(a, &pool)}));
    } else {
      next.reserve(terms.size());
      for (const Expr &t : terms)
        next.push_back(pool.mul({t, Expr(f, &pool)}));
    }
    terms = std::move(next);
  }
  // A product of terms can merge powers into a new sum factor (as above) or
  // into a sum to the power -2 or less ((x+1)^-1 * (x+1)^-1): those terms are
  // multiplied out again, so that expand(expand(e)) == expand(e).
  for (Expr &t : terms) {
    if (!needs_distribution(t.node())) continue;
    if (t.kind() == NodeKind::Mul)
      t = multiply_out(pool, {t.node()->args().begin(), t.node()->args().end()}, budget);
    else
      t = multiply_out(pool, {t.node()}, budget);
  }
  return pool.add(terms);
}

} // namespace ALKAHEST_INTERNAL

namespace expand_detail ALKAHEST_INTERNAL {

/// One bottom-up pass of expand (below).
inline Expr expand_pass(const Expr &e, Budget &budget) {
  ExprPool &pool = e.pool();
  std::unordered_map<const Node *, const Node *> done;
  for (const Node *n : postorder(e)) {
    // A node whose arguments expanded to themselves and that has nothing to
    // distribute is already expanded: kept as it is, without rebuilding
    // (this keeps the pass that confirms the fixed point linear).
    bool unchanged = true;
    for (const Node *a : n->args())
      unchanged = unchanged && done.at(a) == a;
    if (unchanged && !expand_detail::needs_distribution(n)) {
      done.emplace(n, n);
      continue;
    }
    std::vector<Expr> args;
    args.reserve(n->arity());
    for (const Node *a : n->args())
      args.emplace_back(done.at(a), &pool);
    const Node *r = n;
    switch (n->kind()) {
    case NodeKind::Add:
      r = pool.add(args).node();
      break;
    case NodeKind::Mul: {
      std::vector<const Node *> factors;
      for (const Expr &a : args)
        factors.push_back(a.node());
      r = expand_detail::multiply_out(pool, factors, budget).node();
      break;
    }
    case NodeKind::Pow: {
      const Node *b = args[0].node(), *x = args[1].node();
      if (b->kind() == NodeKind::Add && x->is_number() && is_integer(x->number()) &&
          x->number() != 0) {
        r = expand_detail::integer_power_of_sum(pool, b, numerator(x->number()), budget).node();
        break;
      }
      Expr p = pool.pow(args[0], args[1]);
      r = expand_detail::needs_distribution(p.node())
              ? expand_detail::multiply_out(pool, {p.node()}, budget).node()
              : p.node();
      break;
    }
    case NodeKind::Call:
      r = pool.call(n->func(), args).node();
      break;
    default:
      break;
    }
    done.emplace(n, r);
  }
  return {done.at(e.node()), &pool};
}

} // namespace ALKAHEST_INTERNAL

ALKAHEST_EXPR_INLINE Expr expand(const Expr &e, const ExpandOptions &options) {
#if defined(ALKAHEST_EXPR_DEFINITIONS)
  if (options.sparse_polynomials)
    if (auto r = expand_detail::expand_polynomial(e, options)) return *r;
#endif
  expand_detail::Budget budget{options};
  Expr r = expand_detail::expand_pass(e, budget);
  for (int pass = 0; pass < 16; ++pass) {
    Expr next = expand_detail::expand_pass(r, budget);
    if (next == r) break;
    r = next;
  }
  return r;
}

#endif // ALKAHEST_EXPR_BODIES

} // namespace alkahest
