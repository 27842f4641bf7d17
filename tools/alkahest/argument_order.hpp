// tools/alkahest/argument_order.hpp - positional arguments that begin with '-' taken as they are.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace alkahest::cli {

/// Rewrites a command line (without the program name) so that CLI11 takes
/// every positional argument of the subcommand as written, even one that
/// begins with '-' like the expression "-x+1": a token is an option only
/// when it is `--name...` or names a short option of that subcommand; an
/// option keeps the values it takes; every other token is positional. The
/// options come first, then `--`, then the positionals in their order (an
/// explicit `--` already makes everything after it positional). Raises
/// E-CLI-006 for an unknown command and E-CLI-005 for an option whose value
/// is missing.
std::vector<std::string> separate_positionals(const CLI::App &app,
                                              const std::vector<std::string> &args);

} // namespace alkahest::cli
