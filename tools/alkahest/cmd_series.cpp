// tools/alkahest/cmd_series.cpp - `alkahest series "<expr>" x --at 0 --order 6`: a truncated
// Taylor series.
#include "commands.hpp"
#include "result_output.hpp"

#include <alkahest/calculus/series.hpp>
#include <alkahest/expr.hpp>

#include <fmt/format.h>

namespace alkahest::cli {

CommandState add_series_command(CLI::App &app) {
  auto *cmd = app.add_subcommand(
      "series", "Taylor series with exact coefficients, up to O((x - point)^order)");
  struct Args {
    std::string text, var, at = "0";
    unsigned order = 6;
    bool coefficients = false;
  };
  auto a = std::make_shared<Args>();
  cmd->add_option("expr", a->text, "The expression, e.g. \"sin(x)/x\"")->required();
  cmd->add_option("symbol", a->var, "The variable of the expansion, e.g. x")->required();
  cmd->add_option("--at", a->at,
                  "The expansion point, a constant expression such as 0, 1/2, 0.5 or pi "
                  "(decimals are exact: 0.5 is 1/2); default 0");
  cmd->add_option("--order", a->order, "The order n of O((x - point)^n), 1 to 10000; default 6");
  cmd->add_flag("--coefficients", a->coefficients,
                "Print the coefficients of (x - point)^0 .. ^(n-1), one per line");
  cmd->callback([a] {
    ExprPool pool;
    ParseOptions exact;
    exact.exact_decimals = true;
    Expr e = parse(pool, a->text, exact);
    Expr x;
    try {
      x = pool.symbol(a->var);
    } catch (const ExprError &) {
      raise(ErrorId::CliBadArgument, fmt::format("'{}' is not a symbol name", a->var));
    }
    Expr point = parse(pool, a->at, exact);
    Series s = series(e, x, point, a->order);
    if (!a->coefficients) {
      print_result(to_string(s) + "\n");
      return;
    }
    std::string out;
    for (const Expr &c : s.coefficients)
      out += to_string(c) + "\n";
    print_result(out);
  });
  return a;
}

} // namespace alkahest::cli
