// tools/alkahest/cmd_eliminate.cpp - `alkahest eliminate VARS FILE.ms`: basis of the elimination
// ideal.
#include "commands.hpp"
#include "ideal_arguments.hpp"
#include "result_output.hpp"
#include "system_reader.hpp"

#include <alkahest/error.hpp>

#include <fmt/format.h>

namespace alkahest::cli {

CommandState add_eliminate_command(CLI::App &app) {
  auto *cmd = app.add_subcommand(
      "eliminate", "Reduced basis (grevlex) of the elimination ideal I ∩ Q[other variables] of an "
                   "msolve-format system");
  struct Args : IdealArguments {
    std::string vars, output;
  };
  auto a = std::make_shared<Args>();
  cmd->add_option("vars", a->vars, "Variables to eliminate, comma-separated, e.g. t or t,u")
      ->required();
  cmd->add_option("file", a->file, "The system, in msolve's format")->required();
  cmd->add_option("-o,--output", a->output, "Write the basis to FILE instead of stdout");
  add_ideal_options(*cmd, *a, false);
  cmd->callback([a] {
    PolySystem sys = read_system(a->file);
    std::vector<std::string> names;
    for (std::size_t start = 0; start <= a->vars.size();) {
      std::size_t comma = a->vars.find(',', start);
      std::string name =
          a->vars.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
      if (sys.ring->index_of(name) < 0)
        raise(ErrorId::CliBadArgument,
              fmt::format("'{}' is not a variable of {} (its variables: {})", name, a->file,
                          fmt::join(sys.ring->variables, ",")));
      names.push_back(name);
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
    // eliminate() takes any generators of the ideal as its starting basis and
    // computes the block-order basis from them, so the file's polynomials go
    // in as they are: no grevlex basis is computed first only to be discarded.
    if (sys.characteristic != 0) (void)sys.modular(); // E-POLY-007 when p divides a denominator
    GroebnerBasis gens = GroebnerBasis::from_reduced(sys.polynomials, sys.ring, sys.characteristic);
    GroebnerBasis elim = gens.eliminate(names, ideal_groebner_options(*a));
    std::string text = elim.to_msolve();
    write_result(a->output, text);
  });
  return a;
}

} // namespace alkahest::cli
