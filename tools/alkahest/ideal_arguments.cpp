// tools/alkahest/ideal_arguments.cpp - the options of the commands that compute a basis of a file's
// ideal.
#include "ideal_arguments.hpp"

#include "number_option.hpp"
#include "system_reader.hpp"

namespace alkahest::cli {

void add_ideal_options(CLI::App &cmd, IdealArguments &a, bool with_order) {
  if (with_order)
    cmd.add_option("--order", a.order,
                   "Monomial order of the basis: grevlex (default), grlex, lex, block(2,1) or "
                   "grevlex(x,y),grevlex(z)");
  add_number_option(cmd, "--threads", a.threads, "Worker threads (0 = all cores)", 0u, kMaxThreads);
  add_number_option(cmd, "--time-budget", a.time_budget,
                    "Stop with E-GB-003 after this many seconds (0 = no budget)", 0.0, kMaxSeconds);
}

GroebnerOptions ideal_groebner_options(const IdealArguments &a) {
  GroebnerOptions opt;
  opt.threads = a.threads;
  opt.time_budget_seconds = a.time_budget;
  return opt;
}

GroebnerBasis compute_file_basis(const IdealArguments &a) {
  PolySystem sys = read_system(a.file, a.order);
  return GroebnerBasis::compute(sys, sys.ring->order, ideal_groebner_options(a));
}

void add_file_and_polynomials(CLI::App &cmd, IdealArguments &a, const std::string &poly_help) {
  cmd.add_option("file", a.file, "The system, in msolve's format")->required();
  cmd.add_option("poly", a.polynomials, poly_help)->required();
}

BasisAndPolynomials basis_and_polynomials(const IdealArguments &a) {
  BasisAndPolynomials r{compute_file_basis(a), {}};
  for (const std::string &p : a.polynomials)
    r.polynomials.push_back(parse_polynomial_argument(p, r.basis.ring()));
  return r;
}

} // namespace alkahest::cli
