// tools/alkahest/cmd_reduce.cpp - `alkahest reduce FILE.ms POLY...`: normal forms modulo the file's
// ideal.
#include "commands.hpp"
#include "ideal_arguments.hpp"
#include "result_output.hpp"
#include "system_reader.hpp"

namespace alkahest::cli {

CommandState add_reduce_command(CLI::App &app) {
  auto *cmd = app.add_subcommand(
      "reduce", "Normal form of each polynomial modulo the ideal of an msolve-format system");
  auto a = std::make_shared<IdealArguments>();
  add_file_and_polynomials(
      *cmd, *a, "Polynomials in the file's variables, e.g. \"x^3-y\" or \"(x+1)*(y-2)\"");
  add_ideal_options(*cmd, *a, true);
  cmd->callback([a] {
    BasisAndPolynomials in = basis_and_polynomials(*a);
    std::string out;
    for (const PolyQ &p : in.polynomials)
      out += in.basis.reduce(p).to_string() + "\n";
    print_result(out);
  });
  return a;
}

} // namespace alkahest::cli
