// alkahest/expr/canonical_monomials.hpp - ExprPool::sum_of_monomials: the canonical sum of many
// monomials in symbols, built in bulk.
//
// A sparse polynomial of 10^5..10^6 terms (expand's sparse path) would
// otherwise pass through add() and mul() term by term: a coefficient node
// interned twice per term, a grouping table per product, a hash table of
// term keys over the whole sum and a sort by the generic structural
// compare(). Here the canonical order is known from the exponents alone,
// so the nodes come out in their final order:
//   - a product c * x_a^p * x_b^q sorts its factors by symbol name (a power
//     sorts with its base), so the factors follow the symbols' sorted order;
//   - add() sorts terms numbers first, then by their sequence of factors
//     compared lexicographically, a factor (symbol, exponent) ordering by
//     symbol then exponent, and a proper prefix first (terms_less below);
//   - a coefficient 1 is no factor; a single factor is no product.
// Monomials that repeat, or zero coefficients, take the term-by-term route
// (add() combines them); unit tests compare both routes node for node.
#pragma once

#include <alkahest/expr/canonical.hpp>

#include <algorithm>
#include <numeric>
#include <span>
#include <unordered_map>

namespace alkahest {

#if ALKAHEST_EXPR_BODIES // (linkage.hpp)
namespace canonical_detail ALKAHEST_INTERNAL {

/// True when some entry of row[from, n) is non-zero.
inline bool any_after(const std::uint64_t *row, std::size_t from, std::size_t n) {
  for (std::size_t k = from; k < n; ++k)
    if (row[k]) return true;
  return false;
}

/// add()'s order of two distinct monomials given by exponent rows over
/// symbols in sorted order: the first symbol where the rows differ decides.
/// Both present: the smaller exponent first. Absent from one row: that
/// row's next factor is a later symbol (it sorts after) unless it has none
/// left (it is a proper prefix: it sorts first).
inline bool terms_less(const std::uint64_t *a, const std::uint64_t *b, std::size_t n) {
  for (std::size_t k = 0; k < n; ++k) {
    if (a[k] == b[k]) continue;
    if (a[k] && b[k]) return a[k] < b[k];
    if (!a[k]) return !any_after(a, k + 1, n);
    return any_after(b, k + 1, n);
  }
  return false;
}

/// The term-by-term construction: add() of mul()s, which defines the result.
inline Expr sum_of_monomials_by_terms(ExprPool &pool, const std::vector<Expr> &symbols,
                                      std::vector<Rational> &coefficients,
                                      std::span<const std::uint64_t> exponents) {
  const std::size_t n = symbols.size();
  std::vector<Expr> terms;
  terms.reserve(coefficients.size());
  for (std::size_t i = 0; i < coefficients.size(); ++i) {
    std::vector<Expr> factors{pool.number(coefficients[i])};
    for (std::size_t k = 0; k < n; ++k)
      if (std::uint64_t e = exponents[i * n + k])
        factors.push_back(pool.pow(symbols[k], pool.integer(Integer(e))));
    terms.push_back(pool.mul(factors));
  }
  return pool.add(terms);
}

} // namespace ALKAHEST_INTERNAL

ALKAHEST_EXPR_INLINE Expr ExprPool::sum_of_monomials(const std::vector<Expr> &symbols,
                                                     std::vector<Rational> coefficients,
                                                     std::span<const std::uint64_t> exponents) {
  const std::size_t n = symbols.size(), count = coefficients.size();
  if (exponents.size() != n * count)
    raise(ErrorId::ExprBadArity, fmt::format("sum_of_monomials: {} exponents for {} terms of {} "
                                             "symbols",
                                             exponents.size(), count, n));
  for (const Expr &s : symbols)
    if (canonical_detail::operand(this, s)->kind() != NodeKind::Symbol)
      raise(ErrorId::ExprNotSymbol, "sum_of_monomials: every variable must be a symbol");
  // The symbols in canonical (name) order, and each row of exponents in it.
  std::vector<std::size_t> by_name(n);
  std::iota(by_name.begin(), by_name.end(), std::size_t{0});
  std::sort(by_name.begin(), by_name.end(),
            [&](std::size_t a, std::size_t b) { return compare(symbols[a], symbols[b]) < 0; });
  for (std::size_t k = 1; k < n; ++k)
    if (symbols[by_name[k]] == symbols[by_name[k - 1]])
      raise(ErrorId::ExprNotSymbol, "sum_of_monomials: a symbol is listed twice");
  std::vector<std::uint64_t> rows(n * count);
  for (std::size_t i = 0; i < count; ++i)
    for (std::size_t k = 0; k < n; ++k)
      rows[i * n + k] = exponents[i * n + by_name[k]];
  std::vector<std::size_t> order(count);
  std::iota(order.begin(), order.end(), std::size_t{0});
  const std::uint64_t *row = rows.data();
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return canonical_detail::terms_less(row + a * n, row + b * n, n);
  });
  bool simple = true;
  for (std::size_t j = 0; j < count && simple; ++j) {
    simple = mpq_sgn(coefficients[order[j]].raw()) != 0;
    if (j > 0)
      simple =
          simple && !std::equal(row + order[j] * n, row + order[j] * n + n, row + order[j - 1] * n);
  }
  if (!simple)
    return canonical_detail::sum_of_monomials_by_terms(*this, symbols, coefficients, exponents);
  if (count == 0) return integer(0);

  {
    // Two nodes per term at most (its coefficient and its product): grow
    // the table once rather than rehashing it as the sum is built.
    std::lock_guard lock(mutex_);
    table_.reserve(table_.size() + 2 * count + 16);
  }
  // x^e for each symbol and exponent met, interned once: a dense table per
  // symbol up to its largest exponent when that is small, a map otherwise.
  std::vector<std::uint64_t> max_exp(n, 0);
  for (std::size_t i = 0; i < count; ++i)
    for (std::size_t k = 0; k < n; ++k)
      max_exp[k] = std::max(max_exp[k], row[i * n + k]);
  std::vector<std::vector<const Node *>> dense(n);
  std::vector<std::unordered_map<std::uint64_t, const Node *>> sparse(n);
  for (std::size_t k = 0; k < n; ++k)
    if (max_exp[k] <= count + 64) dense[k].assign(max_exp[k] + 1, nullptr);
  auto power = [&](std::size_t k, std::uint64_t e) -> const Node * {
    const Expr &x = symbols[by_name[k]];
    if (e == 1) return x.node();
    const Node *&slot = dense[k].empty() ? sparse[k][e] : dense[k][e];
    if (!slot) slot = pow(x, integer(Integer(e))).node();
    return slot;
  };

  std::vector<const Node *> out;
  out.reserve(count);
  for (std::size_t j = 0; j < count; ++j) {
    const std::size_t i = order[j];
    std::vector<const Node *> factors;
    Rational &c = coefficients[i];
    const bool unit = mpq_cmp_ui(c.raw(), 1, 1) == 0;
    std::size_t width = unit ? 0 : 1;
    for (std::size_t k = 0; k < n; ++k)
      width += row[i * n + k] != 0;
    factors.reserve(width);
    if (!unit) factors.push_back(intern(NodeKind::Number, Func::None, {}, std::move(c)));
    for (std::size_t k = 0; k < n; ++k)
      if (std::uint64_t e = row[i * n + k]) factors.push_back(power(k, e));
    if (factors.size() == 1)
      out.push_back(factors[0]);
    else if (factors.empty()) // the constant 1
      out.push_back(integer(1).node());
    else
      out.push_back(intern(NodeKind::Mul, Func::None, std::move(factors), {}));
  }
  if (out.size() == 1) return {out[0], this};
  return {intern(NodeKind::Add, Func::None, std::move(out), {}), this};
}
#endif // ALKAHEST_EXPR_BODIES

} // namespace alkahest
