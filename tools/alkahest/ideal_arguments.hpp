// tools/alkahest/ideal_arguments.hpp - the options of the commands that compute a basis of a file's
// ideal.
#pragma once

#include <CLI/CLI.hpp>
#include <alkahest/groebner.hpp>

#include <string>
#include <vector>

namespace alkahest::cli {

/// What `reduce`, `contains` and `eliminate` share: the file, the basis's
/// options and where the result goes.
struct IdealArguments {
  std::string file;
  std::string order = "grevlex";
  unsigned threads = 0;
  double time_budget = 0;
  std::vector<std::string> polynomials; ///< the POLY... of `reduce` and `contains`
};

/// Adds the positionals FILE and POLY... (at least one) of `reduce` and `contains`.
void add_file_and_polynomials(CLI::App &cmd, IdealArguments &a, const std::string &poly_help);

/// The reduced basis of the file's ideal and the POLY... arguments read in its ring.
struct BasisAndPolynomials {
  GroebnerBasis basis;
  std::vector<PolyQ> polynomials;
};
BasisAndPolynomials basis_and_polynomials(const IdealArguments &a);

/// Adds --threads and --time-budget (and --order when `with_order`).
void add_ideal_options(CLI::App &cmd, IdealArguments &a, bool with_order);

/// The Groebner options the arguments ask for.
GroebnerOptions ideal_groebner_options(const IdealArguments &a);

/// The reduced basis of the file's ideal for the requested order.
GroebnerBasis compute_file_basis(const IdealArguments &a);

} // namespace alkahest::cli
