// lib/calculus/digits.cpp - digits on demand: Arb ball evaluation at a rising precision until the
// ball rounds to one decimal string.
//
// Method: Ziv's strategy for correct rounding with rigorous enclosures (as
// in Arb's own arb_get_str and MPFR's "round when the error is small
// enough" test): evaluate the DAG in ball arithmetic at p bits; round both
// ends of the ball to n significant digits; when they agree, every point of
// the ball, the exact value included, rounds to that string. Otherwise
// double p and evaluate again. An exact ball (radius 0) rounds directly,
// so an exact value on a rounding tie (1/8 at 2 digits) is decided too.
#include "ball_evaluation.hpp"
#include "decimal_rounding.hpp"

#include <alkahest/calculus/digits.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace alkahest {
namespace {

using namespace calculus;

/// Bits a working precision starts above the digits' own need: the few
/// roundings of a small DAG then rarely force a second pass.
constexpr unsigned long kGuardBits = 32;

unsigned long needed_bits(unsigned digits) {
  return static_cast<unsigned long>(std::ceil(digits * 3.3219280948873623)) + kGuardBits;
}

struct Arf {
  arf_t v;
  Arf() { arf_init(v); }
  ~Arf() { arf_clear(v); }
};

/// The radius of x rounded up to 3 significant digits ("0" when exact).
std::string radius_text(const arb_t x) {
  if (mag_is_zero(arb_radref(x))) return "0";
  Arf r;
  arf_set_mag(r.v, arb_radref(x));
  return format_decimal(round_decimal(rational_of(r.v), 3, DecimalRounding::Up));
}

/// Refuses values whose decimal exponent is out of range before anything
/// scales them by a power of ten.
void check_magnitude(const arb_t x) {
  // |x| < 2^(exp + 1) for the midpoint's exponent; 10^k ~ 2^(3.32 k).
  const fmpz *e = ARF_EXPREF(arb_midref(x));
  if (!fmpz_fits_si(e) || std::labs(fmpz_get_si(e)) > 3.33 * kMaxDecimalExponent)
    raise(ErrorId::DigitsBadRequest,
          fmt::format("the value's decimal exponent is beyond {}", kMaxDecimalExponent));
}

} // namespace

Digits evaluate_digits(const Expr &e, const std::vector<Expr> &inputs,
                       const std::vector<Rational> &point, unsigned digits,
                       const DigitsOptions &options) {
  if (digits < 1 || digits > kMaxDigits)
    raise(ErrorId::DigitsBadRequest,
          fmt::format("{} digits asked; evaluate_digits prints 1 to {}", digits, kMaxDigits));
  if (point.size() != inputs.size())
    raise(ErrorId::EvalColumnCount,
          fmt::format("{} input symbols but {} values", inputs.size(), point.size()));
  if (!e.valid()) raise(ErrorId::ExprNullHandle, "evaluating an empty Expr");
  auto index = interp_detail::index_inputs(inputs); // E-EVAL-005/006
  std::unordered_map<const Node *, Rational> values;
  for (const auto &[symbol, k] : index)
    values.emplace(symbol, point[k]);
  for (const Node *n : postorder(e))
    if (n->is_symbol() && !values.count(n)) interp_detail::unbound(n, inputs);

  unsigned long prec = needed_bits(digits);
  unsigned long limit = options.max_precision_bits ? options.max_precision_bits : 16 * prec + 8192;
  prec = std::min(prec, limit);
  Ball x;
  for (;;) {
    BallStatus status = evaluate_ball(x.v, e, values, static_cast<slong>(prec));
    if (status.outcome == BallOutcome::Domain)
      raise(ErrorId::DigitsDomain,
            fmt::format("'{}' leaves the function's real domain at the point", status.where));
    if (status.outcome == BallOutcome::Ok) {
      Digits d;
      d.precision_bits = prec;
      if (arb_is_zero(x.v)) {
        d.text = d.significand = d.radius = "0";
        return d;
      }
      if (!arb_contains_zero(x.v)) {
        check_magnitude(x.v);
        Arf lo, hi;
        arb_get_lbound_arf(lo.v, x.v, static_cast<slong>(prec));
        arb_get_ubound_arf(hi.v, x.v, static_cast<slong>(prec));
        DecimalDigits a = round_decimal(rational_of(lo.v), digits, DecimalRounding::NearestEven);
        DecimalDigits b = arb_is_exact(x.v) ? a
                                            : round_decimal(rational_of(hi.v), digits,
                                                            DecimalRounding::NearestEven);
        if (a == b) {
          d.radius = radius_text(x.v); // below |value|: its exponent is in range too
          d.text = format_decimal(a);
          d.significand = a.significand;
          d.exponent = a.exponent;
          d.negative = a.negative;
          return d;
        }
      }
      status.where = to_string(e);
    }
    if (prec >= limit)
      raise(ErrorId::DigitsUndecided,
            fmt::format("'{}' is still undecided at {} bits of working precision", status.where,
                        prec));
    prec = std::min(2 * prec, limit);
  }
}

Digits evaluate_digits(const Expr &e, unsigned digits, const DigitsOptions &options) {
  return evaluate_digits(e, {}, {}, digits, options);
}

Digits evaluate_digits(const Expr &e, const std::vector<std::pair<Expr, Rational>> &bindings,
                       unsigned digits, const DigitsOptions &options) {
  std::vector<Expr> inputs;
  std::vector<Rational> point;
  for (const auto &[s, v] : bindings) {
    inputs.push_back(s);
    point.push_back(v);
  }
  return evaluate_digits(e, inputs, point, digits, options);
}

} // namespace alkahest
