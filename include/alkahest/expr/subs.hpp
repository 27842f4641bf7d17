// alkahest/expr/subs.hpp - simultaneous substitution of expressions for symbols.
#pragma once

#include <alkahest/expr/canonical.hpp>
#include <alkahest/expr/linkage.hpp>
#include <alkahest/expr/traversal.hpp>

#include <unordered_map>

namespace alkahest {

/// e with every occurrence of each key replaced by its value, all at once
/// (values are not substituted into again: {x -> y, y -> x} swaps x and y),
/// then re-canonicalised bottom-up. Keys are normally symbols; any other key
/// matches only a whole node equal to it (x*y is not found inside 2*x*y).
/// Iterative and memoised: shared subexpressions are rebuilt once.
ALKAHEST_EXPR_INLINE Expr subs(const Expr &e,
                               const std::vector<std::pair<Expr, Expr>> &symbol_to_expr);

#if ALKAHEST_EXPR_BODIES // (linkage.hpp)
ALKAHEST_EXPR_INLINE Expr subs(const Expr &e,
                               const std::vector<std::pair<Expr, Expr>> &symbol_to_expr) {
  ExprPool &pool = e.pool();
  std::unordered_map<const Node *, const Node *> done;
  for (const auto &[key, value] : symbol_to_expr) {
    if (&key.pool() != &pool || &value.pool() != &pool)
      raise(ErrorId::ExprForeignPool, "subs: a key or value belongs to another ExprPool");
    done[key.node()] = value.node();
  }
  if (done.empty()) return e;
  // Walk top-down to stop at replaced nodes, then rebuild children first.
  std::vector<const Node *> order;
  std::vector<std::pair<const Node *, std::size_t>> stack{{e.node(), 0}};
  std::unordered_map<const Node *, bool> seen{{e.node(), true}};
  while (!stack.empty()) {
    auto &[n, next] = stack.back();
    if (!done.count(n) && next < n->arity()) {
      const Node *c = n->arg(next++);
      if (seen.emplace(c, true).second) stack.emplace_back(c, 0);
      continue;
    }
    order.push_back(n);
    stack.pop_back();
  }
  for (const Node *n : order) {
    if (done.count(n)) continue;
    bool changed = false;
    std::vector<Expr> args;
    args.reserve(n->arity());
    for (const Node *a : n->args()) {
      const Node *r = done.at(a);
      changed = changed || r != a;
      args.emplace_back(r, &pool);
    }
    done.emplace(n, changed ? rebuild(pool, n, args).node() : n);
  }
  return {done.at(e.node()), &pool};
}

#endif // ALKAHEST_EXPR_BODIES

} // namespace alkahest
