// tools/alkahest/cmd_eval.cpp - `alkahest eval "<expr>" --at x=1.5,y=2 [--exact | --digits N]`.
#include "commands.hpp"
#include "point_argument.hpp"
#include "result_output.hpp"

#include <alkahest/calculus/digits.hpp>
#include <alkahest/expr.hpp>
#include <alkahest/expr/interpret.hpp>
#include <alkahest/expr/parse.hpp>

#include <fmt/format.h>

#include <cmath>

namespace alkahest::cli {

namespace {

/// --digits: the point's values substituted exactly (their decimals as the
/// rationals they denote), then the constant evaluated to N digits.
template <class Args> std::string digits_of(const Args &a) {
  ExprPool pool;
  ParseOptions exact;
  exact.exact_decimals = true;
  Expr e = parse(pool, a.text, exact);
  std::vector<std::pair<Expr, Expr>> values;
  for (const Binding &b : parse_point(pool, a.at))
    values.emplace_back(b.symbol, rationalize(b.value));
  return evaluate_digits(subs(e, values), a.digits).text;
}

} // namespace

CommandState add_eval_command(CLI::App &app) {
  auto *cmd = app.add_subcommand(
      "eval", "Evaluate an expression at a point with the reference interpreter");
  struct Args {
    std::string text, at;
    bool exact = false;
    unsigned digits = 0;
  };
  auto a = std::make_shared<Args>();
  cmd->add_option("expr", a->text, "The expression, e.g. \"sin(x)*cos(y) + (x^2+y^2)/100\"")
      ->required();
  cmd->add_option("--at", a->at,
                  "Values of the symbols: x=1.5,y=2 (each value may be a constant "
                  "expression such as 1/3 or -2^10)");
  cmd->add_flag("--exact", a->exact,
                "Evaluate exactly over the rationals (values like x=1/3; no floats, and only "
                "abs sign floor ceil min max among the functions)");
  cmd->add_option("--digits", a->digits,
                  "Print the value correctly rounded to N significant digits, every one "
                  "certified (ball arithmetic); decimals in the expression and the point are "
                  "exact (0.1 is 1/10), and the point may use constants (x=pi/4)")
      ->excludes("--exact");
  cmd->callback([a, cmd] {
    if (cmd->count("--digits") != 0) {
      print_result(digits_of(*a) + "\n");
      return;
    }
    ExprPool pool;
    Expr e = parse(pool, a->text);
    std::vector<Binding> point = parse_point(pool, a->at);
    std::vector<Expr> inputs;
    for (const Binding &b : point)
      inputs.push_back(b.symbol);
    if (a->exact) {
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
  return a;
}

} // namespace alkahest::cli
