// tools/alkahest/cmd_contains.cpp - `alkahest contains FILE.ms POLY...`: ideal membership.
#include "commands.hpp"
#include "ideal_arguments.hpp"
#include "result_output.hpp"
#include "system_reader.hpp"

namespace alkahest::cli {

void add_contains_command(CLI::App &app) {
  auto *cmd = app.add_subcommand(
      "contains", "Whether each polynomial lies in the ideal of an msolve-format system "
                  "(prints true or false per polynomial; exit status 3 when one does not)");
  auto a = std::make_shared<IdealArguments>();
  auto polys = std::make_shared<std::vector<std::string>>();
  cmd->add_option("file", a->file, "The system, in msolve's format")->required();
  cmd->add_option("poly", *polys, "Polynomials in the file's variables, e.g. \"x^2-1\"")
      ->required();
  add_ideal_options(*cmd, *a, false);
  cmd->callback([a, polys] {
    GroebnerBasis gb = compute_file_basis(*a);
    std::string out;
    bool all = true;
    for (const std::string &p : *polys) {
      bool in = gb.contains(parse_polynomial_argument(p, gb.ring()));
      all = all && in;
      out += in ? "true\n" : "false\n";
    }
    print_result(out);
    if (!all) result_status() = 3;
  });
}

} // namespace alkahest::cli
