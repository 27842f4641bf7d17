// tools/alkahest/main.cpp - entry point of the `alkahest` command-line tool.
#include "commands.hpp"

#include <alkahest/capabilities.hpp>
#include <alkahest/error.hpp>

#include <fmt/format.h>

int main(int argc, char **argv) {
  CLI::App app{"alkahest: symbolic math with LLVM code generation for CPUs and NVIDIA GPUs, "
               "and exact Groebner bases"};
  app.set_version_flag("--version", std::string("alkahest ") + alkahest::version());
  app.require_subcommand(1);
  alkahest::cli::add_bench_command(app);
  alkahest::cli::add_compile_command(app);
  alkahest::cli::add_capabilities_command(app);
  alkahest::cli::add_errors_command(app);
  alkahest::cli::add_demo_command(app);
  alkahest::cli::add_eval_command(app);
  alkahest::cli::add_diff_command(app);
  alkahest::cli::add_expand_command(app);
  alkahest::cli::add_groebner_command(app);
  alkahest::cli::add_solve_command(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    return app.exit(e);
  } catch (const alkahest::Error &e) {
    fmt::print(stderr, "error {}\n  remediation: {}\n", e.what(), e.remediation());
    return e.family() == alkahest::ErrorFamily::Cli ? 2 : 1;
  } catch (const std::exception &e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return 1;
  }
  return 0;
}
