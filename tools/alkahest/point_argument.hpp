// tools/alkahest/point_argument.hpp - the `--at x=1.5,y=1/3` argument: symbols bound to constant
// expressions.
#pragma once

#include <alkahest/expr.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace alkahest::cli {

/// One `name=value` of --at: the symbol and its value as a constant
/// expression (no free symbols), e.g. 1.5, -2, 1/3, 2^-10.
struct Binding {
  Expr symbol;
  Expr value;
  std::string text; ///< the value as written, for messages
};

/// Splits "x=1.5,y=2" into bindings; an empty string gives none. A missing
/// '=', a bad name, an unparsable or non-constant value raise E-CLI-001.
std::vector<Binding> parse_point(ExprPool &pool, std::string_view at);

/// The binding's value in double (the interpreter's semantics).
double double_value(const Binding &b);

/// The binding's exact value; a float value (1.5) raises E-CLI-001 with a
/// hint to write a fraction.
Rational exact_value(const Binding &b);

} // namespace alkahest::cli
