// tools/alkahest/point_argument.cpp - parsing and valuing the `--at` argument.
#include "point_argument.hpp"

#include <alkahest/expr/interpret.hpp>
#include <alkahest/expr/parse.hpp>

#include <fmt/format.h>

namespace alkahest::cli {

namespace {

[[noreturn]] void bad(std::string_view item, std::string_view why) {
  raise(ErrorId::CliBadArgument, fmt::format("--at: '{}': {} (expected name=value[,name=value...], "
                                             "e.g. --at x=1.5,y=1/3)",
                                             item, why));
}

} // namespace

std::vector<Binding> parse_point(ExprPool &pool, std::string_view at) {
  std::vector<Binding> out;
  if (at.empty()) return out;
  std::size_t start = 0;
  for (;;) {
    std::size_t comma = at.find(',', start);
    std::string_view item =
        at.substr(start, comma == std::string_view::npos ? at.npos : comma - start);
    std::size_t eq = item.find('=');
    if (eq == std::string_view::npos) bad(item, "no '='");
    std::string_view name = item.substr(0, eq), value = item.substr(eq + 1);
    while (!name.empty() && name.back() == ' ')
      name.remove_suffix(1);
    while (!name.empty() && name.front() == ' ')
      name.remove_prefix(1);
    Binding b;
    try {
      b.symbol = pool.symbol(name);
    } catch (const ExprError &) {
      bad(item, fmt::format("'{}' is not a symbol name", name));
    }
    try {
      b.value = parse(pool, value);
    } catch (const ParseError &e) {
      bad(item, fmt::format("the value does not parse ({})", e.what()));
    }
    if (!free_symbols(b.value).empty()) bad(item, "the value is not a constant");
    b.text = std::string(value);
    out.push_back(std::move(b));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return out;
}

double double_value(const Binding &b) { return evaluate(b.value, {}, {}); }

Rational exact_value(const Binding &b) {
  try {
    return evaluate_exact(b.value, {}, {});
  } catch (const EvalError &) {
    raise(ErrorId::CliBadArgument,
          fmt::format("--at: the value '{}' of {} is not exact; with --exact write fractions "
                      "such as 3/2 instead of 1.5",
                      b.text, b.symbol->name()));
  }
}

} // namespace alkahest::cli
