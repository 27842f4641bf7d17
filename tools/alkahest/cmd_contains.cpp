// tools/alkahest/cmd_contains.cpp - `alkahest contains FILE.ms POLY...`: ideal membership.
#include "commands.hpp"
#include "ideal_arguments.hpp"
#include "result_output.hpp"
#include "system_reader.hpp"

namespace alkahest::cli {

CommandState add_contains_command(CLI::App &app) {
  auto *cmd = app.add_subcommand(
      "contains", "Whether each polynomial lies in the ideal of an msolve-format system "
                  "(prints true or false per polynomial; exit status 3 when one does not)");
  auto a = std::make_shared<IdealArguments>();
  add_file_and_polynomials(*cmd, *a, "Polynomials in the file's variables, e.g. \"x^2-1\"");
  add_ideal_options(*cmd, *a, false);
  cmd->callback([a] {
    BasisAndPolynomials in = basis_and_polynomials(*a);
    std::string out;
    bool all = true;
    for (const PolyQ &p : in.polynomials) {
      bool member = in.basis.contains(p);
      all = all && member;
      out += member ? "true\n" : "false\n";
    }
    print_result(out);
    if (!all) result_status() = 3;
  });
  return a;
}

} // namespace alkahest::cli
