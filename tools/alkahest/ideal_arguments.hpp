// tools/alkahest/ideal_arguments.hpp - the options of the commands that compute a basis of a file's
// ideal.
#pragma once

#include <CLI/CLI.hpp>
#include <alkahest/groebner.hpp>

#include <string>

namespace alkahest::cli {

/// What `reduce`, `contains` and `eliminate` share: the file, the basis's
/// options and where the result goes.
struct IdealArguments {
  std::string file;
  std::string order = "grevlex";
  unsigned threads = 0;
  double time_budget = 0;
};

/// Adds --threads and --time-budget (and --order when `with_order`).
void add_ideal_options(CLI::App &cmd, IdealArguments &a, bool with_order);

/// The Groebner options the arguments ask for.
GroebnerOptions ideal_groebner_options(const IdealArguments &a);

/// The reduced basis of the file's ideal for the requested order.
GroebnerBasis compute_file_basis(const IdealArguments &a);

} // namespace alkahest::cli
