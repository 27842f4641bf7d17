// tools/alkahest/cmd_reduce.cpp - `alkahest reduce FILE.ms POLY...`: normal forms modulo the file's
// ideal.
#include "commands.hpp"
#include "ideal_arguments.hpp"
#include "result_output.hpp"
#include "system_reader.hpp"

namespace alkahest::cli {

void add_reduce_command(CLI::App &app) {
  auto *cmd = app.add_subcommand(
      "reduce", "Normal form of each polynomial modulo the ideal of an msolve-format system");
  auto a = std::make_shared<IdealArguments>();
  auto polys = std::make_shared<std::vector<std::string>>();
  cmd->add_option("file", a->file, "The system, in msolve's format")->required();
  cmd->add_option("poly", *polys,
                  "Polynomials in the file's variables, e.g. \"x^3-y\" or \"(x+1)*(y-2)\"")
      ->required();
  add_ideal_options(*cmd, *a, true);
  cmd->callback([a, polys] {
    GroebnerBasis gb = compute_file_basis(*a);
    std::string out;
    for (const std::string &p : *polys)
      out += gb.reduce(parse_polynomial_argument(p, gb.ring())).to_string() + "\n";
    print_result(out);
  });
}

} // namespace alkahest::cli
