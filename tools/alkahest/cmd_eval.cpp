// tools/alkahest/cmd_eval.cpp - `alkahest eval "<expr>" --at x=1.5,y=2 [--exact]`.
#include "commands.hpp"
#include "point_argument.hpp"
#include "result_output.hpp"

#include <alkahest/expr.hpp>
#include <alkahest/expr/interpret.hpp>
#include <alkahest/expr/parse.hpp>

#include <fmt/format.h>

#include <cmath>

namespace alkahest::cli {

void add_eval_command(CLI::App &app) {
  auto *cmd = app.add_subcommand(
      "eval", "Evaluate an expression at a point with the reference interpreter");
  auto text = std::make_shared<std::string>();
  auto at = std::make_shared<std::string>();
  auto exact = std::make_shared<bool>(false);
  cmd->add_option("expr", *text, "The expression, e.g. \"sin(x)*cos(y) + (x^2+y^2)/100\"")
      ->required();
  cmd->add_option("--at", *at,
                  "Values of the symbols: x=1.5,y=2 (each value may be a constant "
                  "expression such as 1/3 or -2^10)");
  cmd->add_flag("--exact", *exact,
                "Evaluate exactly over the rationals (values like x=1/3; no floats, and only "
                "abs sign floor ceil min max among the functions)");
  cmd->callback([=] {
    ExprPool pool;
    Expr e = parse(pool, *text);
    std::vector<Binding> point = parse_point(pool, *at);
    std::vector<Expr> inputs;
    for (const Binding &b : point)
      inputs.push_back(b.symbol);
    if (*exact) {
      std::vector<Rational> values;
      for (const Binding &b : point)
        values.push_back(exact_value(b));
      print_result(evaluate_exact(e, inputs, values).str() + "\n");
    } else {
      std::vector<double> values;
      for (const Binding &b : point)
        values.push_back(double_value(b));
      double v = evaluate(e, inputs, values);
      // The sign of a NaN carries no meaning (glibc's log(-1) is -nan); print
      // the `nan` the parser reads back.
      print_result(std::isnan(v) ? std::string("nan\n") : fmt::format("{}\n", v));
    }
  });
}

} // namespace alkahest::cli
