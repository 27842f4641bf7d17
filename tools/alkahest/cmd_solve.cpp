// tools/alkahest/cmd_solve.cpp - `alkahest solve FILE.ms`: real (and complex) solutions.
#include "commands.hpp"
#include "number_option.hpp"
#include "result_output.hpp"
#include "system_reader.hpp"

#include <alkahest/error.hpp>
#include <alkahest/solve.hpp>

#include <fmt/format.h>

namespace alkahest::cli {

void add_solve_command(CLI::App &app) {
  auto *cmd = app.add_subcommand("solve", "Solutions of a zero-dimensional system over Q");
  struct Args {
    std::string file;
    unsigned bits = 53;
    bool complex = false, exact = false;
    unsigned threads = 0;
  };
  auto a = std::make_shared<Args>();
  cmd->add_option("file", a->file, "Input in msolve's format (characteristic 0)")->required();
  add_number_option(*cmd, "--bits", a->bits,
                    "Width of every real enclosure: at most 2^-bits (default 53)", 1u, kMaxBits);
  cmd->add_flag("--complex", a->complex, "Also print every complex solution (numerically)");
  cmd->add_flag("--exact", a->exact, "Print the exact rational enclosures [lo, hi]");
  add_number_option(*cmd, "--threads", a->threads,
                    "Worker threads for the Groebner basis (0 = all cores)", 0u, kMaxThreads);
  cmd->callback([a] {
    PolySystem sys = read_system(a->file);
    if (sys.characteristic != 0)
      raise(ErrorId::CliBadArgument, "solve works over Q: the file's characteristic must be 0");
    SolveOptions opt;
    opt.precision_bits = a->bits;
    opt.complex = a->complex;
    opt.groebner.threads = a->threads;
    SolveResult r = solve(sys.polynomials, opt);
    fmt::print(stderr, "{} distinct complex solutions ({} with multiplicity), {} real\n",
               r.distinct, r.multiplicity_degree, r.real.size());
    for (const auto &s : r.real) {
      auto x = s.approx();
      std::vector<std::string> parts;
      for (std::size_t v = 0; v < x.size(); ++v) {
        if (a->exact)
          parts.push_back(
              fmt::format("{} in [{}, {}]", r.variables[v], s.lo[v].str(), s.hi[v].str()));
        else
          parts.push_back(fmt::format("{} = {:.17g}", r.variables[v], x[v]));
      }
      print_result(fmt::format("[{}]\n", fmt::join(parts, ", ")));
    }
    if (a->complex) {
      print_result("complex:\n");
      for (const auto &pt : r.complex) {
        std::vector<std::string> parts;
        for (std::size_t v = 0; v < pt.size(); ++v)
          parts.push_back(
              fmt::format("{} = {:.15g}{:+.15g}i", r.variables[v], pt[v].real(), pt[v].imag()));
        print_result(fmt::format("[{}]\n", fmt::join(parts, ", ")));
      }
    }
  });
}

} // namespace alkahest::cli
