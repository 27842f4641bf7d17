// tools/alkahest/cmd_solve.cpp - `alkahest solve FILE.ms`: real (and complex) solutions.
#include "commands.hpp"
#include "mpi_arguments.hpp"
#include "number_option.hpp"
#include "result_output.hpp"
#include "system_reader.hpp"

#include <alkahest/error.hpp>
#include <alkahest/solve.hpp>

#include <fmt/format.h>

#include <cmath>
#include <optional>

namespace alkahest::cli {
namespace {

// Digits after the decimal point that 2^-bits of enclosure width pays for:
// floor(bits log10 2), from below (0.301029 < log10 2), so that
// 10^-digits >= 2^-bits.
unsigned digits_for(unsigned bits) {
  return static_cast<unsigned>(static_cast<unsigned long long>(bits) * 301029ULL / 1000000ULL);
}

// q rounded to the nearest multiple of 10^-digits, in positional notation.
std::string decimal(const Rational &q, unsigned digits) {
  Integer scale = 1;
  for (unsigned i = 0; i < digits; ++i)
    scale *= 10;
  Rational s = q * scale;
  Integer n = numerator(s), d = denominator(s);
  bool negative = n < 0;
  Integer r = (2 * abs(n) + d) / (2 * d);
  std::string text = r.str();
  if (text.size() <= digits) text.insert(0, digits + 1 - text.size(), '0');
  if (digits > 0) text.insert(text.size() - digits, ".");
  return (negative && r != 0 ? "-" : "") + text;
}

std::string complex_text(const solving::ComplexBox &z, unsigned digits) {
  if (z.real) return decimal(z.re, digits);
  std::string im = decimal(abs(z.im), digits);
  return decimal(z.re, digits) + (z.im < 0 ? "-" : "+") + im + "i";
}

} // namespace

CommandState add_solve_command(CLI::App &app) {
  auto *cmd = app.add_subcommand("solve", "Solutions of a zero-dimensional system over Q");
  struct Args {
    std::string file;
    unsigned bits = 53;
    bool complex = false, exact = false;
    unsigned threads = 0, learn_threads = 0;
    double time_budget = 0;
    std::string method = "auto", backend = "auto";
    int device = -1;
    MpiArguments mpi;
  };
  auto a = std::make_shared<Args>();
  cmd->add_option("file", a->file, "Input in msolve's format (characteristic 0)")->required();
  add_number_option(
      *cmd, "--bits", a->bits,
      fmt::format("Precision: every real enclosure of width at most 2^-bits, every complex "
                  "box of radius at most 2^-(bits+1); 1 to {} (default 53)",
                  kMaxPrecisionBits),
      1u, kMaxPrecisionBits);
  cmd->add_flag("--complex", a->complex, "Also print every complex solution (certified)");
  cmd->add_flag("--exact", a->exact, "Print the exact rational enclosures [lo, hi]");
  cmd->add_option("--method", a->method,
                  "auto (default): the multi-modular representation for radical ideals, the "
                  "exact path otherwise; exact: linear algebra over Q throughout (slow, the "
                  "reference)")
      ->check(CLI::IsMember({"auto", "exact"}));
  add_number_option(*cmd, "--threads", a->threads,
                    "Worker threads for the Groebner basis (0 = all cores)", 0u, kMaxThreads);
  add_number_option(*cmd, "--learn-threads", a->learn_threads,
                    "Threads of the learning run (0 = --threads); with --mpi, rank 0's: the other "
                    "ranks on its machine wait for the trace meanwhile, so it can use their cores",
                    0u, kMaxThreads);
  add_number_option(*cmd, "--time-budget", a->time_budget,
                    "Stop with E-GB-003 after this many seconds (the whole solve; 0 = none)", 0.0,
                    kMaxSeconds);
  cmd->add_option("--backend", a->backend,
                  "Where the per-prime replays run, as for `groebner`: auto (default: the GPU "
                  "beside the CPU when the learning run is long and the device keeps up), cpu or "
                  "gpu (every replay on the device; the representations stay on the CPU)");
  add_number_option(*cmd, "--device", a->device,
                    "CUDA device for the GPU backend (-1 = every device)", -1, kMaxDevice);
  add_mpi_options(*cmd, a->mpi,
                  "reads, learns, lifts, isolates and prints; the others compute the "
                  "representations of its primes");
  cmd->callback([a] {
    MpiStart mpi_start;
    start_mpi(a->mpi, mpi_start);
    const bool root = mpi_start.root;
    PolySystem sys = root ? read_system(a->file) : PolySystem{};
    if (root && sys.characteristic != 0)
      raise(ErrorId::CliBadArgument, "solve works over Q: the file's characteristic must be 0");
    SolveOptions opt;
    opt.precision_bits = a->bits;
    opt.complex = a->complex;
    opt.groebner.threads = a->threads;
    opt.groebner.learn_threads = a->learn_threads;
    opt.method = a->method == "exact" ? SolveMethod::Exact : SolveMethod::Auto;
    opt.groebner.time_budget_seconds = a->time_budget;
    opt.groebner.backend = parse_backend(a->backend);
    opt.groebner.device = a->device;
    // A file with variables and no polynomial is the zero ideal of its ring.
    std::vector<PolyQ> polys = sys.polynomials;
    if (root && polys.empty()) polys.push_back(PolyQ::constant(sys.ring, Rational(0)));
#if ALKAHEST_HAS_MPI
    mpi::MpiReport mpi_report;
    std::optional<SolveResult> computed;
    if (mpi_start.session) {
      computed = mpi::solve(MPI_COMM_WORLD, polys, opt, mpi_options(a->mpi), &mpi_report);
      if (!computed) return; // a rank that computed representations: the root prints
    } else {
      computed = solve(polys, opt);
    }
    SolveResult r = std::move(*computed);
#else
    SolveResult r = solve(polys, opt);
#endif
    // Each printed value is within 10^-digits of the coordinate: the
    // enclosure's centre is within 2^-(bits+1) of it, the rounding adds at
    // most half a unit of the last digit, and 2^-bits <= 10^-digits.
    const unsigned digits = digits_for(a->bits);
    fmt::print(stderr, "{} distinct complex solutions ({} with multiplicity), {} real\n",
               r.distinct, r.multiplicity_degree, r.real.size());
    const auto &ph = r.phases;
    if (r.method == "multi-modular")
      fmt::print(stderr,
                 "method: multi-modular, {} primes, {} threads on the CPU{}; phases: learn {:.3f} "
                 "s, replays {:.3f} s ({} on the GPU, {} on the CPU), lift {:.3f} s, real roots "
                 "{:.3f} s, complex {:.3f} s\n",
                 r.primes, r.threads,
                 r.gpu.reductions_on_gpu > 0
                     ? fmt::format(" and the GPU ({} of the primes)", r.primes_from_gpu)
                     : "",
                 ph.learn, ph.replay, r.gpu.reductions_on_gpu, r.gpu.reductions_on_cpu, ph.lift,
                 ph.real_roots, ph.complex_roots);
    else if (!r.method.empty())
      fmt::print(stderr,
                 "method: exact over Q; phases: basis and linear algebra {:.3f} s, real roots "
                 "{:.3f} s, complex {:.3f} s\n",
                 ph.learn, ph.real_roots, ph.complex_roots);
    // Only where a device was asked for or ran something, as `groebner` does.
    if (r.gpu.backend == GroebnerBackend::Gpu || r.gpu.gpu_requested || r.gpu.reductions_on_gpu > 0)
      fmt::print(stderr, "gpu report: {}\n", r.gpu.summary());
#if ALKAHEST_HAS_MPI
    if (mpi_start.session) fmt::print(stderr, "mpi report:\n{}", mpi_report.summary());
#endif
    for (const auto &s : r.real) {
      std::vector<std::string> parts;
      for (std::size_t v = 0; v < s.lo.size(); ++v) {
        if (a->exact)
          parts.push_back(
              fmt::format("{} in [{}, {}]", r.variables[v], s.lo[v].str(), s.hi[v].str()));
        else
          parts.push_back(
              fmt::format("{} = {}", r.variables[v], decimal((s.lo[v] + s.hi[v]) / 2, digits)));
      }
      print_result(fmt::format("[{}]\n", fmt::join(parts, ", ")));
    }
    if (a->complex) {
      print_result(
          fmt::format("complex (certified: each value within 1e-{} of the solution):\n", digits));
      for (const auto &pt : r.complex) {
        std::vector<std::string> parts;
        for (std::size_t v = 0; v < pt.coordinates.size(); ++v)
          parts.push_back(
              fmt::format("{} = {}", r.variables[v], complex_text(pt.coordinates[v], digits)));
        print_result(fmt::format("[{}]\n", fmt::join(parts, ", ")));
      }
    }
  });
  return a;
}

} // namespace alkahest::cli
