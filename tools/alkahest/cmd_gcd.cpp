// tools/alkahest/cmd_gcd.cpp - `alkahest gcd "<a>" "<b>"`: the greatest common divisor of two
// polynomials.
#include "commands.hpp"
#include "result_output.hpp"

#include <alkahest/expr.hpp>
#include <alkahest/expr/parse.hpp>
#include <alkahest/poly/expr_algebra.hpp>

namespace alkahest::cli {

CommandState add_gcd_command(CLI::App &app) {
  auto *cmd = app.add_subcommand(
      "gcd", "Greatest common divisor of polynomials (over Z for integer coefficients)");
  auto texts = std::make_shared<std::vector<std::string>>();
  cmd->add_option("exprs", *texts, "Two or more polynomials, e.g. \"x^2 - 1\" \"x^2 + 2*x + 1\"")
      ->required()
      ->expected(2, -1);
  cmd->callback([texts] {
    ExprPool pool;
    Expr g = parse(pool, texts->front());
    for (std::size_t i = 1; i < texts->size(); ++i)
      g = gcd(g, parse(pool, (*texts)[i]));
    print_result(to_string(g) + "\n");
  });
  return texts;
}

} // namespace alkahest::cli
