// tools/alkahest/cmd_simplify.cpp - `alkahest simplify "<expr>"`: the conservative simplify, or
// one of its rules (cancel, together, apart).
#include "commands.hpp"
#include "result_output.hpp"

#include <alkahest/expr.hpp>
#include <alkahest/expr/parse.hpp>
#include <alkahest/poly/expr_algebra.hpp>

#include <fmt/format.h>

namespace alkahest::cli {

CommandState add_simplify_command(CLI::App &app) {
  auto *cmd = app.add_subcommand(
      "simplify", "Simplify an expression: rational functions cancelled, the smallest equal form");
  struct Args {
    std::string text, apart;
    bool cancel = false, together = false;
  };
  auto a = std::make_shared<Args>();
  cmd->add_option("expr", a->text, "The expression, e.g. \"(x^2 - 1)/(x - 1)\"")->required();
  auto *c = cmd->add_flag("--cancel", a->cancel,
                          "Only cancel: numerator and denominator expanded and coprime");
  auto *t = cmd->add_flag("--together", a->together,
                          "Only combine into one fraction over the lcm of the denominators");
  auto *p = cmd->add_option("--apart", a->apart,
                            "Partial fractions over Q in this symbol (a rational function of it)");
  c->excludes(t)->excludes(p);
  t->excludes(p);
  cmd->callback([a] {
    ExprPool pool;
    Expr e = parse(pool, a->text);
    Expr r;
    if (a->cancel)
      r = cancel(e);
    else if (a->together)
      r = together(e);
    else if (!a->apart.empty()) {
      Expr x;
      try {
        x = pool.symbol(a->apart);
      } catch (const ExprError &) {
        raise(ErrorId::CliBadArgument, fmt::format("'{}' is not a symbol name", a->apart));
      }
      r = apart(e, x);
    } else
      r = simplify(e);
    print_result(to_string(r) + "\n");
  });
  return a;
}

} // namespace alkahest::cli
