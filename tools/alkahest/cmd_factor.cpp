// tools/alkahest/cmd_factor.cpp - `alkahest factor "<expr>"`: the irreducible factorisation over Q
// or Z/p, or the square-free decomposition.
#include "commands.hpp"
#include "number_option.hpp"
#include "result_output.hpp"

#include <alkahest/expr.hpp>
#include <alkahest/expr/parse.hpp>
#include <alkahest/poly/expr_algebra.hpp>

namespace alkahest::cli {

CommandState add_factor_command(CLI::App &app) {
  auto *cmd = app.add_subcommand(
      "factor", "Factor a polynomial or rational function over Q (or Z/p) into irreducibles");
  struct Args {
    std::string text;
    std::uint32_t modulus = 0;
    bool sqf = false;
  };
  auto a = std::make_shared<Args>();
  cmd->add_option("expr", a->text, "The expression, e.g. \"x^4 - 1\"")->required();
  add_number_option(*cmd, "--modulus", a->modulus,
                    "Factor over Z/p for this prime p (a polynomial; 0 = over Q, the default)", 0u,
                    (1u << 31) - 1);
  cmd->add_flag("--sqf", a->sqf,
                "The square-free decomposition instead (over Q): square-free, pairwise coprime "
                "factors");
  cmd->callback([a] {
    ExprPool pool;
    Expr e = parse(pool, a->text);
    if (a->sqf && a->modulus) raise(ErrorId::CliBadArgument, "--sqf works over Q: drop --modulus");
    Expr r = a->sqf ? sqf(e) : factor(e, a->modulus);
    print_result(to_string(r) + "\n");
  });
  return a;
}

} // namespace alkahest::cli
