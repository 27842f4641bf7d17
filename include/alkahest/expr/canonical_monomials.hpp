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
#include <bit>
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
                                      std::span<const __mpq_struct> coefficients,
                                      std::span<const std::uint64_t> exponents) {
  const std::size_t n = symbols.size();
  std::vector<Expr> terms;
  terms.reserve(coefficients.size());
  for (std::size_t i = 0; i < coefficients.size(); ++i) {
    std::vector<Expr> factors{pool.number(Rational(&coefficients[i]))};
    for (std::size_t k = 0; k < n; ++k)
      if (std::uint64_t e = exponents[i * n + k])
        factors.push_back(pool.pow(symbols[k], pool.integer(Integer(e))));
    terms.push_back(pool.mul(factors));
  }
  return pool.add(terms);
}

/// Sorts (key, index) pairs by key, least significant byte first (a stable
/// LSD radix sort over the key's `bits` low bits).
inline void radix_sort_by_key(std::vector<std::pair<std::uint64_t, std::size_t>> &items,
                              unsigned bits) {
  std::vector<std::pair<std::uint64_t, std::size_t>> scratch(items.size());
  for (unsigned shift = 0; shift < bits; shift += 8) {
    std::size_t start[257] = {};
    for (const auto &it : items)
      ++start[((it.first >> shift) & 0xff) + 1];
    for (std::size_t d = 1; d < 257; ++d)
      start[d] += start[d - 1];
    for (const auto &it : items)
      scratch[start[(it.first >> shift) & 0xff]++] = it;
    items.swap(scratch);
  }
}

/// The permutation that puts exponent rows (symbols in sorted order) in
/// add()'s order (terms_less). When the rows fit, each is mapped to one
/// integer whose order is terms_less's and the integers are radix sorted:
/// position k holds e_k when e_k > 0, and when e_k == 0 either 0 (nothing
/// follows: a proper prefix sorts first) or max_k + 1 (a later symbol
/// follows: it sorts after every power of symbol k), with position 0 the
/// most significant. Rows agree before position k exactly when their keys
/// do, and at the first differing position the key's order is the one
/// terms_less decides, so the sort is the same. Other rows take a
/// comparison sort.
inline std::vector<std::size_t> canonical_term_order(const std::uint64_t *rows, std::size_t n,
                                                     std::size_t count,
                                                     const std::vector<std::uint64_t> &max_exp) {
  std::vector<unsigned> width(n);
  unsigned bits = 0;
  for (std::size_t k = 0; k < n; ++k) {
    width[k] =
        max_exp[k] == UINT64_MAX ? 65 : static_cast<unsigned>(std::bit_width(max_exp[k] + 1));
    bits += width[k];
  }
  std::vector<std::size_t> order(count);
  if (bits > 64) {
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
      return terms_less(rows + a * n, rows + b * n, n);
    });
    return order;
  }
  std::vector<std::pair<std::uint64_t, std::size_t>> keyed(count);
  for (std::size_t i = 0; i < count; ++i) {
    const std::uint64_t *row = rows + i * n;
    std::uint64_t key = 0;
    unsigned shift = 0;
    bool later = false; // a non-zero exponent after position k
    for (std::size_t k = n; k-- > 0;) {
      std::uint64_t digit = row[k] ? row[k] : (later ? max_exp[k] + 1 : 0);
      key |= digit << shift;
      shift += width[k];
      later = later || row[k] != 0;
    }
    keyed[i] = {key, i};
  }
  radix_sort_by_key(keyed, bits);
  for (std::size_t j = 0; j < count; ++j)
    order[j] = keyed[j].second;
  return order;
}

/// True when q is exactly 1.
inline bool is_one(mpq_srcptr q) {
  return mpq_numref(q)->_mp_size == 1 && mpq_numref(q)->_mp_d[0] == 1 &&
         mpq_denref(q)->_mp_size == 1 && mpq_denref(q)->_mp_d[0] == 1;
}

} // namespace ALKAHEST_INTERNAL

ALKAHEST_EXPR_INLINE Expr ExprPool::sum_of_monomials(const std::vector<Expr> &symbols,
                                                     std::vector<Rational> coefficients,
                                                     std::span<const std::uint64_t> exponents) {
  std::vector<__mpq_struct> views(coefficients.size());
  for (std::size_t i = 0; i < coefficients.size(); ++i)
    views[i] = *coefficients[i].raw();
  return sum_of_monomials_viewed(symbols, views, exponents);
}

ALKAHEST_EXPR_INLINE Expr ExprPool::sum_of_monomials_viewed(
    const std::vector<Expr> &symbols, std::span<const __mpq_struct> coefficients,
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
  // Symbols listed in name order already (as the polynomial algebra lists
  // them) leave the rows as they are: no copy of 8 bytes per exponent.
  const bool in_order = std::is_sorted(by_name.begin(), by_name.end());
  std::vector<std::uint64_t> reordered(in_order ? 0 : n * count);
  std::vector<std::uint64_t> max_exp(n, 0);
  for (std::size_t i = 0; i < count; ++i)
    for (std::size_t k = 0; k < n; ++k) {
      std::uint64_t e = exponents[i * n + by_name[k]];
      if (!in_order) reordered[i * n + k] = e;
      max_exp[k] = std::max(max_exp[k], e);
    }
  const std::uint64_t *row = in_order ? exponents.data() : reordered.data();
  const std::vector<std::size_t> order =
      canonical_detail::canonical_term_order(row, n, count, max_exp);
  bool simple = true;
  for (std::size_t j = 0; j < count && simple; ++j) {
    simple = mpq_sgn(&coefficients[order[j]]) != 0;
    if (j > 0)
      simple =
          simple && !std::equal(row + order[j] * n, row + order[j] * n + n, row + order[j - 1] * n);
  }
  if (!simple)
    return canonical_detail::sum_of_monomials_by_terms(*this, symbols, coefficients, exponents);
  if (count == 0) return integer(0);

  // x^e for each symbol and exponent met, interned once before the bulk
  // pass (which holds the pool's lock and so cannot call pow()): a dense
  // table per symbol up to its largest exponent when that is small, a map
  // otherwise.
  std::vector<std::vector<const Node *>> dense(n);
  std::vector<std::unordered_map<std::uint64_t, const Node *>> sparse(n);
  for (std::size_t k = 0; k < n; ++k)
    if (max_exp[k] <= count + 64) dense[k].assign(max_exp[k] + 1, nullptr);
  for (std::size_t i = 0; i < count; ++i)
    for (std::size_t k = 0; k < n; ++k) {
      const std::uint64_t e = row[i * n + k];
      if (e == 0) continue;
      const Node *&slot = dense[k].empty() ? sparse[k][e] : dense[k][e];
      if (slot) continue;
      const Expr &x = symbols[by_name[k]];
      slot = e == 1 ? x.node() : pow(x, integer(Integer(e))).node();
    }
  auto power = [&](std::size_t k, std::uint64_t e) {
    return dense[k].empty() ? sparse[k].at(e) : dense[k][e];
  };
  const Node *one = integer(1).node();

  // Every node's hash is known before any is built (a coefficient's from
  // its limbs, a product's from its factors' hashes), so the pass that looks
  // them up in the index can prefetch the slots a few terms ahead: on a sum
  // of 10^5 terms the index is far larger than the caches, and the lookups
  // otherwise wait on memory one after another. The first pass also lays
  // out each term's factors (slot 0 left for its coefficient's node) in the
  // order the second reads them: the rows, visited in the canonical order,
  // are read once.
  struct TermKey {
    std::uint64_t coefficient = 0, product = 0;
    mpq_srcptr value = nullptr; // the coefficient; null when it is 1
    std::uint32_t depth = 0;    // the product's; 0: the term is one factor
    std::uint32_t width = 0;    // factors, the coefficient included
  };
  const std::uint64_t no_payload_hash = hash_payload(Node::Payload{});
  const std::size_t stride = n + 1;
  std::vector<TermKey> keys(count);
  std::vector<const Node *> factor_slots(count * stride);
  for (std::size_t j = 0; j < count; ++j) {
    const std::size_t i = order[j];
    mpq_srcptr c = &coefficients[i];
    TermKey &key = keys[j];
    const Node **f = factor_slots.data() + j * stride + 1;
    // node_key()'s hash of a product, factor by factor.
    std::uint64_t h = mix(static_cast<std::uint64_t>(NodeKind::Mul) * 131, no_payload_hash);
    std::uint32_t depth = 1;
    if (!canonical_detail::is_one(c)) {
      key.value = c;
      key.coefficient = node_key(NodeKind::Number, Func::None, {}, hash_rational(c)).first;
      h = mix(h, key.coefficient);
      depth = 2;
      ++key.width;
    }
    for (std::size_t k = 0; k < n; ++k)
      if (std::uint64_t e = row[i * n + k]) {
        const Node *p = power(k, e);
        h = mix(h, p->hash());
        depth = std::max(depth, p->depth() + 1);
        *f++ = p;
        ++key.width;
      }
    if (key.width < 2) continue;
    if (depth > options_.max_depth) // as node_key() would refuse it
      raise(ErrorId::ExprDepthLimit, "depth " + std::to_string(depth) + " exceeds the limit " +
                                         std::to_string(options_.max_depth));
    key.product = h;
    key.depth = depth;
  }

  std::vector<const Node *> out;
  out.reserve(count);
  std::lock_guard lock(mutex_);
  // A product per term and some coefficients (a product's coefficients
  // repeat): the index grows once here rather than as the sum is built, and
  // rarely again. Reserving two nodes per term would double a table that is
  // already the largest block of memory the sum touches.
  table_.reserve(table_.size() + count + count / 4 + 16);
  // Two stages ahead of the lookups: the slots kAhead terms on, and, half
  // way, the coefficient's node in a slot that matches (a repeated
  // coefficient is compared with the node already there).
  constexpr std::size_t kAhead = 16;
  auto prefetch = [&](std::size_t j) {
    if (j >= count) return;
    if (keys[j].value) table_.prefetch(keys[j].coefficient);
    if (keys[j].depth) table_.prefetch(keys[j].product);
  };
  for (std::size_t j = 0; j < kAhead; ++j)
    prefetch(j);
  for (std::size_t j = 0; j < count; ++j) {
    prefetch(j + kAhead);
    if (j + kAhead / 2 < count && keys[j + kAhead / 2].value)
      table_.prefetch_match(keys[j + kAhead / 2].coefficient);
    const TermKey &key = keys[j];
    const Node **f = factor_slots.data() + j * stride;
    if (key.value) {
      mpq_srcptr c = key.value;
      const Node *num = table_.find(key.coefficient, [&](const Node *m) {
        return m->kind() == NodeKind::Number && mpq_equal(m->number().raw(), c) != 0;
      });
      if (!num)
        num = emplace_locked(NodeKind::Number, Func::None, {}, Rational(c), key.coefficient, 1);
      *f = num;
    } else {
      ++f; // no coefficient: the factors start after its slot
    }
    if (key.width <= 1) {
      out.push_back(key.width == 0 ? one : f[0]);
      continue;
    }
    std::span<const Node *const> factors(f, key.width);
    const Node *term = table_.find(key.product, [&](const Node *m) {
      return m->kind() == NodeKind::Mul &&
             std::equal(m->args().begin(), m->args().end(), factors.begin(), factors.end());
    });
    out.push_back(
        term ? term
             : emplace_locked(NodeKind::Mul, Func::None, factors, {}, key.product, key.depth));
  }
  if (out.size() == 1) return {out[0], this};
  auto [h, depth] = node_key(NodeKind::Add, Func::None, out, no_payload_hash);
  const Node *sum = table_.find(h, [&](const Node *m) {
    return m->kind() == NodeKind::Add &&
           std::equal(m->args().begin(), m->args().end(), out.begin(), out.end());
  });
  return {sum ? sum : emplace_locked(NodeKind::Add, Func::None, out, {}, h, depth), this};
}
#endif // ALKAHEST_EXPR_BODIES

} // namespace alkahest
