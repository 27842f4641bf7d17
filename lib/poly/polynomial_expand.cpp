// lib/poly/polynomial_expand.cpp - expand's sparse path: a polynomial-shaped expression multiplied
// out by FLINT's sparse polynomial arithmetic instead of term by term.
//
// Method: the expression is evaluated bottom-up in fmpq_mpoly (Johnson's
// heap multiplication, or the dense/array multiplication for dense
// operands, as FLINT chooses: Monagan and Pearce, "Sparse polynomial
// division using a heap", J. Symb. Comp. 46 (2011); powers by FLINT's
// multinomial powering), then written back as the canonical sum of
// monomials, the node expand's term-by-term path builds for the same input.
#include "expr_mpoly.hpp"

#include <alkahest/expr/expand.hpp>

namespace alkahest::expand_detail {

std::optional<Expr> expand_polynomial(const Expr &e, const ExpandOptions &options) {
  if (!e.valid() || !poly_detail::is_polynomial_shaped(e)) return std::nullopt;
  poly_detail::AlgebraFrame frame({e});
  poly_detail::SizeBudget budget{options.max_terms, options.max_products,
                                 ErrorId::ExprExpandTooLarge};
  auto p = poly_detail::to_polynomial(e, frame.gens, frame.ctx, budget);
  if (!p) return std::nullopt;
  return poly_detail::to_expr(*p, frame.gens, e.pool());
}

} // namespace alkahest::expand_detail
