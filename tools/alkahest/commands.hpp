// tools/alkahest/commands.hpp - every subcommand of the `alkahest` tool.
#pragma once

#include <CLI/CLI.hpp>

#include <memory>
#include <vector>

namespace alkahest::cli {

/// The values a subcommand's options write into while CLI11 parses: CLI11
/// keeps references into them, so they must outlive every parse of the app.
/// Each add_*_command returns its command's state and the caller owns it (the
/// callback only shares it): replacing or dropping a callback, as the fuzz
/// harness does to parse without running anything, cannot free storage an
/// option still writes into. Type-erased: only the command's file knows its
/// fields. Null for a command without options.
using CommandState = std::shared_ptr<void>;

// Each add_*_command registers one subcommand on the app; its callback does
// the work and throws alkahest::Error on failure (main prints code + remedy).
[[nodiscard]] CommandState add_bench_command(CLI::App &app);
[[nodiscard]] CommandState add_compile_command(CLI::App &app);
[[nodiscard]] CommandState add_capabilities_command(CLI::App &app);
[[nodiscard]] CommandState add_errors_command(CLI::App &app);
[[nodiscard]] CommandState add_demo_command(CLI::App &app);
[[nodiscard]] CommandState add_eval_command(CLI::App &app);
[[nodiscard]] CommandState add_diff_command(CLI::App &app);
[[nodiscard]] CommandState add_expand_command(CLI::App &app);
[[nodiscard]] CommandState add_groebner_command(CLI::App &app);
[[nodiscard]] CommandState add_solve_command(CLI::App &app);
[[nodiscard]] CommandState add_reduce_command(CLI::App &app);
[[nodiscard]] CommandState add_contains_command(CLI::App &app);
[[nodiscard]] CommandState add_eliminate_command(CLI::App &app);
[[nodiscard]] CommandState add_series_command(CLI::App &app);
// Polynomial algebra on expressions (cmd_factor.cpp, cmd_gcd.cpp, cmd_simplify.cpp).
[[nodiscard]] CommandState add_factor_command(CLI::App &app);
[[nodiscard]] CommandState add_gcd_command(CLI::App &app);
[[nodiscard]] CommandState add_simplify_command(CLI::App &app);

/// Every subcommand, in the order `alkahest --help` lists them; the states
/// must stay alive as long as `app` parses.
[[nodiscard]] std::vector<CommandState> add_all_commands(CLI::App &app);

/// The exit status of a run that raised no error: 0, or what a command
/// answered through it (`contains`: 3 when a polynomial is not in the ideal).
int &result_status();

} // namespace alkahest::cli
