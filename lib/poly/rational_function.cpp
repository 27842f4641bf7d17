// lib/poly/rational_function.cpp - cancel, together and the conservative simplify of expressions.
//
// Method: an expression is read as a fraction of polynomials over Q in its
// generators (expr_mpoly.hpp); cancel divides out the gcd of numerator and
// denominator (FLINT's fmpq_mpoly_gcd), together only combines over the lcm
// of denominators. simplify chooses among equal candidates by size
// (docs/expressions.md gives the rules).
#include "expr_mpoly.hpp"
#include "gcd_by_shape.hpp"

#include <alkahest/poly/expr_algebra.hpp>

#include <unordered_map>

namespace alkahest {

namespace {

using flint_bridge::QPoly;
using poly_detail::AlgebraFrame;
using poly_detail::Fraction;

/// num/den with integer coefficients of gcd 1 together and a denominator
/// whose leading coefficient is positive; then the expression num/den.
Expr normalised_quotient(Fraction &f, const AlgebraFrame &frame, ExprPool &pool) {
  const fmpq_mpoly_ctx_struct *ctx = frame.ctx.get();
  if (f.num.is_zero()) return pool.integer(0);
  fmpq_t c;
  fmpq_init(c);
  // Denominator primitive with a positive leading coefficient ...
  fmpq_set(c, fmpq_mpoly_content_ref(f.den.get(), ctx));
  fmpq_mpoly_scalar_div_fmpq(f.num.get(), f.num.get(), c, ctx);
  fmpq_mpoly_scalar_div_fmpq(f.den.get(), f.den.get(), c, ctx);
  // ... then both times the numerator's denominator: integral, coprime contents.
  fmpz_one(fmpq_numref(c));
  fmpz_set(fmpq_denref(c), fmpq_denref(fmpq_mpoly_content_ref(f.num.get(), ctx)));
  fmpz_swap(fmpq_numref(c), fmpq_denref(c));
  fmpq_mpoly_scalar_mul_fmpq(f.num.get(), f.num.get(), c, ctx);
  fmpq_mpoly_scalar_mul_fmpq(f.den.get(), f.den.get(), c, ctx);
  fmpq_clear(c);
  Expr num = poly_detail::to_expr(f.num, frame.gens, pool);
  if (fmpq_mpoly_is_one(f.den.get(), ctx)) return num;
  Expr den = poly_detail::to_expr(f.den, frame.gens, pool);
  return pool.mul({num, pool.pow(den, pool.integer(-1))});
}

Fraction fraction_of(const Expr &e, const AlgebraFrame &frame) {
  if (!e.valid()) raise(ErrorId::ExprNullHandle, "an empty Expr");
  auto budget = poly_detail::algebra_budget();
  return poly_detail::to_fraction(e, frame.gens, frame.ctx, budget);
}

/// e with the arguments of every call and every atomic power simplified
/// (each atom once, through the structure above it only: a chain of nested
/// calls costs one simplify per level).
Expr simplify_inside_atoms(const Expr &e) {
  ExprPool &pool = e.pool();
  std::unordered_map<const Node *, Expr> done;
  for (const Node *n : poly_detail::structural_postorder(e)) {
    Expr r(n, &pool);
    std::vector<Expr> args;
    if (poly_detail::is_atom(n)) {
      for (const Node *a : n->args())
        args.push_back(simplify(Expr(a, &pool)));
      if (n->kind() == NodeKind::Call)
        r = pool.call(n->func(), args);
      else if (n->kind() == NodeKind::Pow)
        r = pool.pow(args[0], args[1]);
    } else {
      for (const Node *a : n->args())
        args.push_back(done.at(a));
      if (n->kind() == NodeKind::Add)
        r = pool.add(args);
      else if (n->kind() == NodeKind::Mul)
        r = pool.mul(args);
      else if (n->kind() == NodeKind::Pow)
        r = pool.pow(args[0], args[1]);
    }
    done.emplace(n, r);
  }
  return done.at(e.node());
}

} // namespace

Expr cancel(const Expr &e) {
  AlgebraFrame frame({e});
  Fraction f = fraction_of(e, frame);
  const fmpq_mpoly_ctx_struct *ctx = frame.ctx.get();
  if (!f.den.is_constant()) {
    QPoly g(frame.ctx);
    flint_bridge::require_success(
        flint_bridge::gcd_by_shape(g.get(), f.num.get(), f.den.get(), ctx), "gcd");
    if (!fmpq_mpoly_is_one(g.get(), ctx)) {
      fmpq_mpoly_divides(f.num.get(), f.num.get(), g.get(), ctx);
      fmpq_mpoly_divides(f.den.get(), f.den.get(), g.get(), ctx);
    }
  }
  return normalised_quotient(f, frame, e.pool());
}

Expr together(const Expr &e) {
  AlgebraFrame frame({e});
  Fraction f = fraction_of(e, frame);
  return normalised_quotient(f, frame, e.pool());
}

Expr simplify(const Expr &e) {
  if (!e.valid()) raise(ErrorId::ExprNullHandle, "simplify of an empty Expr");
  Expr inside = simplify_inside_atoms(e);
  Expr best = e;
  std::size_t best_size = dag_size(e);
  for (const Expr &candidate : {inside, cancel(inside), factor(inside)}) {
    std::size_t size = dag_size(candidate);
    if (size < best_size) {
      best = candidate;
      best_size = size;
    }
  }
  return best;
}

} // namespace alkahest
