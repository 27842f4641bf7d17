// tools/alkahest/cmd_diff.cpp - `alkahest diff "<expr>" x`: the derivative, printed.
#include "commands.hpp"
#include "result_output.hpp"

#include <alkahest/expr.hpp>
#include <alkahest/expr/diff.hpp>
#include <alkahest/expr/parse.hpp>

#include <fmt/format.h>

namespace alkahest::cli {

CommandState add_diff_command(CLI::App &app) {
  auto *cmd = app.add_subcommand("diff", "Differentiate an expression with respect to a symbol");
  struct Args {
    std::string text, var;
  };
  auto a = std::make_shared<Args>();
  cmd->add_option("expr", a->text, "The expression, e.g. \"sin(x)*cos(y)\"")->required();
  cmd->add_option("symbol", a->var, "The symbol to differentiate by, e.g. x")->required();
  cmd->callback([a] {
    ExprPool pool;
    Expr e = parse(pool, a->text);
    Expr x;
    try {
      x = pool.symbol(a->var);
    } catch (const ExprError &) {
      raise(ErrorId::CliBadArgument, fmt::format("'{}' is not a symbol name", a->var));
    }
    print_result(to_string(diff(e, x)) + "\n");
  });
  return a;
}

} // namespace alkahest::cli
