// tools/alkahest/command_table.cpp - the subcommands the `alkahest` tool registers.
#include "commands.hpp"

namespace alkahest::cli {

std::vector<CommandState> add_all_commands(CLI::App &app) {
  return {
      add_bench_command(app),     add_compile_command(app),  add_capabilities_command(app),
      add_errors_command(app),    add_demo_command(app),     add_eval_command(app),
      add_diff_command(app),      add_expand_command(app),   add_groebner_command(app),
      add_solve_command(app),     add_reduce_command(app),   add_contains_command(app),
      add_eliminate_command(app), add_series_command(app),   add_factor_command(app),
      add_gcd_command(app),       add_simplify_command(app),
  };
}

} // namespace alkahest::cli
