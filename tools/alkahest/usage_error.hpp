// tools/alkahest/usage_error.hpp - CLI11's parse errors as coded command-line errors.
#pragma once

#include <CLI/CLI.hpp>

namespace alkahest::cli {

/// Raises the E-CLI error of a CLI11 parse error (a missing argument, an
/// unknown option, a value out of range, ...), keeping CLI11's message, so
/// that every usage error carries a code and a remediation and exits 2.
/// Requests for help or the version are not errors: the caller prints them.
[[noreturn]] void raise_usage_error(const CLI::ParseError &e);

/// True for CLI11's "errors" that are requests (--help, --version).
bool is_help_request(const CLI::ParseError &e);

} // namespace alkahest::cli
