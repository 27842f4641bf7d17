// alkahest/expr/traversal.hpp - iterative walks over the DAG (no recursion).
#pragma once

#include <alkahest/expr/handle.hpp>
#include <alkahest/expr/linkage.hpp>

#include <algorithm>
#include <unordered_set>

namespace alkahest {

/// Every distinct node reachable from the roots, children before parents,
/// each exactly once. Iterative, so a DAG of any depth is safe; lowering
/// (interpreter, codegen) assigns one value per entry of this list.
ALKAHEST_EXPR_INLINE std::vector<const Node *> postorder(std::span<const Node *const> roots);
ALKAHEST_EXPR_INLINE std::vector<const Node *> postorder(const Expr &root);
/// The symbols an expression depends on, sorted by name.
ALKAHEST_EXPR_INLINE std::vector<Expr> free_symbols(const Expr &e);

#if ALKAHEST_EXPR_BODIES // (linkage.hpp)
ALKAHEST_EXPR_INLINE std::vector<const Node *> postorder(std::span<const Node *const> roots) {
  std::vector<const Node *> order;
  std::unordered_set<const Node *> seen;
  std::vector<std::pair<const Node *, std::size_t>> stack;
  for (const Node *root : roots) {
    if (!root || !seen.insert(root).second) continue;
    stack.emplace_back(root, 0);
    while (!stack.empty()) {
      auto &[n, next] = stack.back();
      if (next < n->arity()) {
        const Node *child = n->arg(next++);
        if (seen.insert(child).second) stack.emplace_back(child, 0);
        continue;
      }
      order.push_back(n);
      stack.pop_back();
    }
  }
  return order;
}

ALKAHEST_EXPR_INLINE std::vector<const Node *> postorder(const Expr &root) {
  const Node *r = root.node();
  return postorder(std::span<const Node *const>(&r, 1));
}

ALKAHEST_EXPR_INLINE std::vector<Expr> free_symbols(const Expr &e) {
  std::vector<Expr> out;
  for (const Node *n : postorder(e))
    if (n->is_symbol()) out.emplace_back(n, &e.pool());
  std::sort(out.begin(), out.end(),
            [](const Expr &a, const Expr &b) { return a->name() < b->name(); });
  return out;
}
#endif // ALKAHEST_EXPR_BODIES

/// Number of distinct nodes in the DAG under e.
inline std::size_t dag_size(const Expr &e) { return postorder(e).size(); }

} // namespace alkahest
