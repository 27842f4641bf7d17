// lib/calculus/constant_sign.cpp - the sign of a constant expression, decided by ball arithmetic.
#include "constant_sign.hpp"

#include "ball_evaluation.hpp"

namespace alkahest::calculus {

bool is_constant(const Expr &e) {
  for (const Node *n : postorder(e))
    if (n->is_symbol()) return false;
  return true;
}

ConstantSign constant_sign(const Expr &c) {
  if (c->is_number()) {
    int s = c->number().sign();
    return s < 0 ? ConstantSign::Negative : s > 0 ? ConstantSign::Positive : ConstantSign::Zero;
  }
  if (c->is_float()) {
    double v = c->real();
    if (std::isnan(v)) return ConstantSign::Undecided;
    return v < 0 ? ConstantSign::Negative : v > 0 ? ConstantSign::Positive : ConstantSign::Zero;
  }
  static const std::unordered_map<const Node *, Rational> no_point;
  Ball x;
  for (long prec = 64; prec <= kSignTestMaxBits; prec *= 2) {
    BallStatus status = evaluate_ball(x.v, c, no_point, prec);
    if (status.outcome == BallOutcome::Domain) return ConstantSign::Undecided;
    if (status.outcome != BallOutcome::Ok) continue;
    if (arb_is_zero(x.v)) return ConstantSign::Zero;
    if (arb_is_positive(x.v)) return ConstantSign::Positive;
    if (arb_is_negative(x.v)) return ConstantSign::Negative;
  }
  return ConstantSign::Undecided;
}

} // namespace alkahest::calculus
