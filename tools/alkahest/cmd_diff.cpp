// tools/alkahest/cmd_diff.cpp - `alkahest diff "<expr>" x`: the derivative, printed.
#include "commands.hpp"
#include "result_output.hpp"

#include <alkahest/expr.hpp>
#include <alkahest/expr/diff.hpp>
#include <alkahest/expr/parse.hpp>

#include <fmt/format.h>

namespace alkahest::cli {

void add_diff_command(CLI::App &app) {
  auto *cmd = app.add_subcommand("diff", "Differentiate an expression with respect to a symbol");
  auto text = std::make_shared<std::string>();
  auto var = std::make_shared<std::string>();
  cmd->add_option("expr", *text, "The expression, e.g. \"sin(x)*cos(y)\"")->required();
  cmd->add_option("symbol", *var, "The symbol to differentiate by, e.g. x")->required();
  cmd->callback([=] {
    ExprPool pool;
    Expr e = parse(pool, *text);
    Expr x;
    try {
      x = pool.symbol(*var);
    } catch (const ExprError &) {
      raise(ErrorId::CliBadArgument, fmt::format("'{}' is not a symbol name", *var));
    }
    print_result(to_string(diff(e, x)) + "\n");
  });
}

} // namespace alkahest::cli
