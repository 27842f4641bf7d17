// lib/calculus/ball_evaluation.hpp - an expression evaluated in Arb ball arithmetic at one
// precision.
#pragma once

#include <alkahest/expr.hpp>

#include <arb.h>

#include <string>
#include <unordered_map>

#pragma GCC visibility push(hidden)
namespace alkahest::calculus {

/// An arb_t with a lifetime.
struct Ball {
  arb_t v;
  Ball() { arb_init(v); }
  ~Ball() { arb_clear(v); }
  Ball(const Ball &) = delete;
  Ball &operator=(const Ball &) = delete;
};

/// How one evaluation at one precision ended.
enum class BallOutcome {
  Ok,        ///< the ball encloses the exact value
  Domain,    ///< the exact value certainly leaves a function's real domain
  Undecided, ///< a domain question (or a jump) needs more precision
};

/// The outcome, and for Domain or Undecided the node that caused it.
struct BallStatus {
  BallOutcome outcome = BallOutcome::Ok;
  std::string where; ///< e.g. "log(x - 1)": the first node that failed
};

/// Evaluates e at `prec` bits with each symbol's exact value from `point`
/// (every free symbol must be there: the caller checks). `out` encloses the
/// exact real value when the outcome is Ok.
BallStatus evaluate_ball(arb_t out, const Expr &e,
                         const std::unordered_map<const Node *, Rational> &point, slong prec);

/// The exact rational value of an arf (a dyadic number).
Rational rational_of(const arf_t x);

/// q as a ball at prec bits (exact when q is dyadic and fits).
void set_rational(arb_t out, const Rational &q, slong prec);

} // namespace alkahest::calculus
#pragma GCC visibility pop
