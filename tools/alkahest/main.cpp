// tools/alkahest/main.cpp - entry point of the `alkahest` command-line tool.
#include "argument_order.hpp"
#include "commands.hpp"
#include "result_output.hpp"
#include "usage_error.hpp"

#include <alkahest/capabilities.hpp>
#include <alkahest/error.hpp>

#include <fmt/format.h>

#include <csignal>
#include <cstdio>

namespace {

/// Exit statuses (docs/getting-started.md): 0 success, 1 an error of the
/// library, 2 a command-line error (usage, files, output), 3 `contains`
/// found a polynomial outside the ideal. All below 128, which shells keep
/// for signals.
int exit_status(const alkahest::Error &e) {
  return e.family() == alkahest::ErrorFamily::Cli ? 2 : 1;
}

void print_error(const alkahest::Error &e) {
  fmt::print(stderr, "error {}\n  remediation: {}\n", e.what(), e.remediation());
}

} // namespace

int main(int argc, char **argv) {
  // A file size limit (ulimit -f) then fails the write with EFBIG, which is
  // reported with a code, instead of killing the process with SIGXFSZ.
  std::signal(SIGXFSZ, SIG_IGN);
  CLI::App app{"alkahest: symbolic math with LLVM code generation for CPUs and NVIDIA GPUs, "
               "and exact Groebner bases"};
  app.set_version_flag("--version", std::string("alkahest ") + alkahest::version());
  app.require_subcommand(1);
  // The options write into these while app parses: they live as long as app.
  const auto states = alkahest::cli::add_all_commands(app);
  try {
    std::vector<std::string> args =
        alkahest::cli::separate_positionals(app, std::vector<std::string>(argv + 1, argv + argc));
    std::vector<char *> cargs{argv[0]};
    for (std::string &a : args)
      cargs.push_back(a.data());
    try {
      app.parse(static_cast<int>(cargs.size()), cargs.data());
    } catch (const CLI::ParseError &e) {
      if (alkahest::cli::is_help_request(e)) {
        app.exit(e);
      } else {
        alkahest::cli::raise_usage_error(e);
      }
    }
    alkahest::cli::finish_stdout();
    return alkahest::cli::result_status();
  } catch (const alkahest::Error &e) {
    print_error(e);
    return exit_status(e);
  } catch (const std::exception &e) {
    // A write that failed inside a library printer (fmt) is still a lost result.
    if (std::ferror(stdout)) {
      print_error(alkahest::CliError(alkahest::ErrorId::CliWriteFailed, e.what()));
      return 2;
    }
    fmt::print(stderr, "error: {}\n", e.what());
    return 1;
  }
}
