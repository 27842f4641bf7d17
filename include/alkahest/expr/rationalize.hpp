// alkahest/expr/rationalize.hpp - decimal literals and Float constants as exact rationals.
//
// A Float node holds a double, not the decimal text it was written as: 0.1
// is stored as 3602879701896397/36028797018963968. rationalize() gives back
// the decimal: each Float becomes the exact rational of the SHORTEST
// decimal that reads back as the same double (std::to_chars' shortest
// round-trip form, as in Steele-White / Ryu), so 0.1 -> 1/10 and
// 1e-3 -> 1/1000. A double that was not written as a short decimal (the
// result of a computation, 1/3.0) becomes its 17-significant-digit
// shortest form, which is still a rational that rounds to it. With
// RationalizeMode::ExactBinary each Float becomes its exact binary value
// instead. The parser reads decimal literals as exact rationals directly
// with ParseOptions::exact_decimals (parse.hpp), which keeps every written
// digit (0.10000000000000000001 stays that number, not 1/10).
#pragma once

#include <alkahest/expr/decimal_literal.hpp>
#include <alkahest/expr/subs.hpp>
#include <alkahest/expr/traversal.hpp>

#include <charconv>
#include <cmath>
#include <string>
#include <string_view>
#include <unordered_map>

namespace alkahest {

/// What rationalize() turns a Float into.
enum class RationalizeMode : std::uint8_t {
  /// The shortest decimal that reads back as the same double (0.1 -> 1/10).
  ShortestDecimal,
  /// The double's exact binary value (0.1 -> 3602879701896397/36028797018963968).
  ExactBinary,
};

/// The exact rational of one finite double under `mode`; E-RATIONAL-001 for
/// inf and nan, which no rational denotes.
inline Rational rationalize(double value, RationalizeMode mode = RationalizeMode::ShortestDecimal) {
  if (!std::isfinite(value))
    raise(ErrorId::RationalNonFinite, fmt::format("rationalize: {} is not a finite number", value));
  if (mode == RationalizeMode::ExactBinary) return Rational(value);
  char buffer[64];
  auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
  Rational q;
  // to_chars' shortest form always fits and is a decimal literal.
  exact_decimal(std::string_view(buffer, static_cast<std::size_t>(end - buffer)), q);
  return q;
}

/// e with every Float constant replaced by its exact rational (see the file
/// comment); the result is canonical again (Float folds become exact ones:
/// 0.5*x + 0.5*x -> x). E-RATIONAL-001 when e holds inf or nan.
inline Expr rationalize(const Expr &e, RationalizeMode mode = RationalizeMode::ShortestDecimal) {
  ExprPool &pool = e.pool();
  std::unordered_map<const Node *, Expr> done;
  for (const Node *n : postorder(e)) {
    if (n->is_float()) {
      done.emplace(n, pool.number(rationalize(n->real(), mode)));
      continue;
    }
    bool changed = false;
    std::vector<Expr> args;
    for (const Node *a : n->args()) {
      args.push_back(done.at(a));
      changed = changed || args.back().node() != a;
    }
    done.emplace(n, changed ? rebuild(pool, n, args) : Expr(n, &pool));
  }
  return done.at(e.node());
}

} // namespace alkahest
