// lib/calculus/ball_evaluation.cpp - an expression evaluated in Arb ball arithmetic at one
// precision.
//
// Each node's ball encloses its exact value (Arb's guarantee for every
// operation). A function is applied only where the ball proves the argument
// inside the function's real domain; a ball that proves it outside is a
// domain error, and one that straddles a boundary (log of a ball holding 0,
// floor of a ball holding an integer) asks for more precision: at a higher
// precision the ball shrinks, unless the exact value is on the boundary
// and not recognisably so, which the caller's precision limit catches.
#include "ball_evaluation.hpp"

#include <arb_hypgeom.h>
#include <flint/fmpq.h>

#include <fmt/format.h>

#include <vector>

namespace alkahest::calculus {
namespace {

struct Fmpq {
  fmpq_t q;
  explicit Fmpq(const Rational &r) {
    fmpq_init(q);
    fmpz_set_mpz(fmpq_numref(q), mpq_numref(r.raw()));
    fmpz_set_mpz(fmpq_denref(q), mpq_denref(r.raw()));
  }
  ~Fmpq() { fmpq_clear(q); }
};

std::string text_of(const Node *n, ExprPool &pool) {
  std::string t = to_string(Expr(n, &pool));
  return t.size() > 80 ? t.substr(0, 77) + "..." : t;
}

/// -1, 0 or 1 when the ball proves the sign of every point, 2 otherwise.
int certain_sign(const arb_t x) {
  if (arb_is_zero(x)) return 0;
  if (arb_is_positive(x)) return 1;
  if (arb_is_negative(x)) return -1;
  return 2;
}

/// x^q for an exact rational exponent, with the interpreter's real
/// semantics (std::pow): 0^q is 0 for q > 0 and a domain error for q < 0;
/// a negative base takes only integer exponents.
BallOutcome rational_power(arb_t out, const arb_t x, const Rational &q, slong prec) {
  int s = certain_sign(x);
  if (s == 0) {
    if (q < 0) return BallOutcome::Domain;
    arb_zero(out);
    return BallOutcome::Ok;
  }
  if (is_integer(q)) {
    if (q < 0 && s == 2) return BallOutcome::Undecided;
    fmpz_t k;
    fmpz_init(k);
    fmpz_set_mpz(k, mpq_numref(q.raw()));
    arb_pow_fmpz(out, x, k, prec);
    fmpz_clear(k);
    return BallOutcome::Ok;
  }
  if (s == -1) return BallOutcome::Domain;
  if (s == 2) return BallOutcome::Undecided;
  Fmpq e(q);
  arb_pow_fmpq(out, x, e.q, prec);
  return BallOutcome::Ok;
}

/// x^y for a computed exponent ball y.
BallOutcome general_power(arb_t out, const arb_t x, const arb_t y, slong prec) {
  int s = certain_sign(x);
  if (s == 1) {
    arb_pow(out, x, y, prec);
    return BallOutcome::Ok;
  }
  if (s == 0) {
    int t = certain_sign(y);
    if (t == 2) return BallOutcome::Undecided;
    if (t < 0) return BallOutcome::Domain;
    if (t == 0)
      arb_one(out);
    else
      arb_zero(out);
    return BallOutcome::Ok;
  }
  if (s == -1 && arb_is_int(y)) {
    arb_pow(out, x, y, prec);
    return BallOutcome::Ok;
  }
  if (s == -1 && !arb_contains_int(y)) return BallOutcome::Domain;
  return BallOutcome::Undecided;
}

/// Whether -1 <= x <= 1 for every point (1), for none (-1), or unknown (0).
int within_unit(const arb_t x) {
  Ball one, minus_one;
  arb_one(one.v);
  arb_neg(minus_one.v, one.v);
  if (arb_ge(x, minus_one.v) && arb_le(x, one.v)) return 1;
  if (arb_gt(x, one.v) || arb_lt(x, minus_one.v)) return -1;
  return 0;
}

BallOutcome apply(arb_t out, Func f, const arb_t a, const arb_t b, slong prec) {
  switch (f) {
  case Func::Sin:
    arb_sin(out, a, prec);
    break;
  case Func::Cos:
    arb_cos(out, a, prec);
    break;
  case Func::Tan: {
    Ball c;
    arb_cos(c.v, a, prec);
    int s = certain_sign(c.v);
    if (s == 0) return BallOutcome::Domain;
    if (s == 2) return BallOutcome::Undecided;
    arb_tan(out, a, prec);
    break;
  }
  case Func::Exp:
    arb_exp(out, a, prec);
    break;
  case Func::Log: {
    int s = certain_sign(a);
    if (s == 0 || s == -1 || arb_is_nonpositive(a)) return BallOutcome::Domain;
    if (s == 2) return BallOutcome::Undecided;
    arb_log(out, a, prec);
    break;
  }
  case Func::Sqrt: {
    int s = certain_sign(a);
    if (s == -1) return BallOutcome::Domain;
    if (s == 0) {
      arb_zero(out);
      break;
    }
    if (s == 2) return BallOutcome::Undecided;
    arb_sqrt(out, a, prec);
    break;
  }
  case Func::Abs:
    arb_abs(out, a);
    break;
  case Func::Asin:
  case Func::Acos: {
    int w = within_unit(a);
    if (w < 0) return BallOutcome::Domain;
    if (w == 0) return BallOutcome::Undecided;
    if (f == Func::Asin)
      arb_asin(out, a, prec);
    else
      arb_acos(out, a, prec);
    break;
  }
  case Func::Atan:
    arb_atan(out, a, prec);
    break;
  case Func::Atan2: {
    // a is y, b is x. The cut is the negative x axis (y = 0, x < 0), where
    // atan2 jumps from -pi to pi: only an exact y = 0 decides it.
    int sy = certain_sign(a), sx = certain_sign(b);
    if (sy == 0 && sx == 0) return BallOutcome::Domain;
    if (sy == 0 && sx == -1) {
      arb_const_pi(out, prec);
      break;
    }
    if (sy == 0 && sx == 1) {
      arb_zero(out);
      break;
    }
    if (sx != 1 && sy == 2) return BallOutcome::Undecided;
    arb_atan2(out, a, b, prec);
    break;
  }
  case Func::Sinh:
    arb_sinh(out, a, prec);
    break;
  case Func::Cosh:
    arb_cosh(out, a, prec);
    break;
  case Func::Tanh:
    arb_tanh(out, a, prec);
    break;
  case Func::Erf:
    arb_hypgeom_erf(out, a, prec);
    break;
  case Func::Floor:
  case Func::Ceil:
    if (f == Func::Floor)
      arb_floor(out, a, prec);
    else
      arb_ceil(out, a, prec);
    if (!arb_is_exact(out)) return BallOutcome::Undecided; // the ball holds an integer
    break;
  case Func::Sign: {
    int s = certain_sign(a);
    if (s == 2) return BallOutcome::Undecided;
    arb_set_si(out, s);
    break;
  }
  case Func::Min:
    arb_min(out, a, b, prec);
    break;
  case Func::Max:
    arb_max(out, a, b, prec);
    break;
  case Func::None:
    return BallOutcome::Domain;
  }
  // A ball that is not finite (tan near a pole, an overflowing exponent)
  // encloses nothing useful: more precision may shrink it.
  return arb_is_finite(out) ? BallOutcome::Ok : BallOutcome::Undecided;
}

} // namespace

Rational rational_of(const arf_t x) {
  fmpz_t man, exp;
  fmpz_init(man);
  fmpz_init(exp);
  arf_get_fmpz_2exp(man, exp, x);
  Integer m;
  fmpz_get_mpz(m.raw(), man);
  long e = fmpz_get_si(exp);
  fmpz_clear(man);
  fmpz_clear(exp);
  if (e >= 0) return Rational(m << static_cast<unsigned>(e));
  return Rational(m, Integer(1) << static_cast<unsigned>(-e));
}

void set_rational(arb_t out, const Rational &q, slong prec) {
  Fmpq f(q);
  arb_set_fmpq(out, f.q, prec);
}

BallStatus evaluate_ball(arb_t out, const Expr &e,
                         const std::unordered_map<const Node *, Rational> &point, slong prec) {
  ExprPool &pool = e.pool();
  std::vector<const Node *> order = postorder(e);
  std::unordered_map<const Node *, std::size_t> slot;
  std::vector<Ball> balls(order.size());
  for (std::size_t i = 0; i < order.size(); ++i)
    slot.emplace(order[i], i);
  auto ball = [&](const Node *n) -> arb_ptr { return balls[slot.at(n)].v; };
  for (std::size_t i = 0; i < order.size(); ++i) {
    const Node *n = order[i];
    arb_ptr r = balls[i].v;
    BallOutcome outcome = BallOutcome::Ok;
    switch (n->kind()) {
    case NodeKind::Number:
      set_rational(r, n->number(), prec);
      break;
    case NodeKind::Float:
      if (!std::isfinite(n->real()))
        outcome = BallOutcome::Domain;
      else
        arb_set_d(r, n->real()); // a double is an exact dyadic rational
      break;
    case NodeKind::Symbol:
      set_rational(r, point.at(n), prec);
      break;
    case NodeKind::Constant:
      if (n->constant() == MathConstant::Pi)
        arb_const_pi(r, prec);
      else
        arb_const_e(r, prec);
      break;
    case NodeKind::Add:
      arb_set(r, ball(n->arg(0)));
      for (std::size_t k = 1; k < n->arity(); ++k)
        arb_add(r, r, ball(n->arg(k)), prec);
      break;
    case NodeKind::Mul:
      arb_set(r, ball(n->arg(0)));
      for (std::size_t k = 1; k < n->arity(); ++k)
        arb_mul(r, r, ball(n->arg(k)), prec);
      break;
    case NodeKind::Pow:
      outcome = n->arg(1)->is_number()
                    ? rational_power(r, ball(n->arg(0)), n->arg(1)->number(), prec)
                    : general_power(r, ball(n->arg(0)), ball(n->arg(1)), prec);
      if (outcome == BallOutcome::Ok && !arb_is_finite(r)) outcome = BallOutcome::Undecided;
      break;
    case NodeKind::Call:
      outcome = apply(r, n->func(), ball(n->arg(0)),
                      n->arity() > 1 ? ball(n->arg(1)) : ball(n->arg(0)), prec);
      break;
    }
    if (outcome != BallOutcome::Ok) return {outcome, text_of(n, pool)};
  }
  arb_set(out, ball(e.node()));
  return {};
}

} // namespace alkahest::calculus
