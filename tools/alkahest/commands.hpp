// tools/alkahest/commands.hpp - every subcommand of the `alkahest` tool.
#pragma once

#include <CLI/CLI.hpp>

namespace alkahest::cli {

// Each add_*_command registers one subcommand on the app; its callback does
// the work and throws alkahest::Error on failure (main prints code + remedy).
void add_bench_command(CLI::App &app);
void add_compile_command(CLI::App &app);
void add_capabilities_command(CLI::App &app);
void add_errors_command(CLI::App &app);
void add_demo_command(CLI::App &app);
void add_eval_command(CLI::App &app);
void add_diff_command(CLI::App &app);
void add_expand_command(CLI::App &app);
void add_groebner_command(CLI::App &app);
void add_solve_command(CLI::App &app);
void add_reduce_command(CLI::App &app);
void add_contains_command(CLI::App &app);
void add_eliminate_command(CLI::App &app);

/// Every subcommand, in the order `alkahest --help` lists them.
void add_all_commands(CLI::App &app);

/// The exit status of a run that raised no error: 0, or what a command
/// answered through it (`contains`: 3 when a polynomial is not in the ideal).
int &result_status();

} // namespace alkahest::cli
