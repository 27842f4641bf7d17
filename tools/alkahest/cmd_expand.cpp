// tools/alkahest/cmd_expand.cpp - `alkahest expand "<expr>"`: products and integer powers of sums
// multiplied out.
#include "commands.hpp"
#include "result_output.hpp"

#include <alkahest/expr.hpp>
#include <alkahest/expr/expand.hpp>
#include <alkahest/expr/parse.hpp>

#include <fmt/format.h>

namespace alkahest::cli {

CommandState add_expand_command(CLI::App &app) {
  auto *cmd = app.add_subcommand("expand", "Multiply out products and integer powers of sums");
  auto text = std::make_shared<std::string>();
  cmd->add_option("expr", *text, "The expression, e.g. \"(x+1)^3\"")->required();
  cmd->callback([text] {
    ExprPool pool;
    print_result(to_string(expand(parse(pool, *text))) + "\n");
  });
  return text;
}

} // namespace alkahest::cli
