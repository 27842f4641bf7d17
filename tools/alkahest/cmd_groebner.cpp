// tools/alkahest/cmd_groebner.cpp - `alkahest groebner FILE.ms`: the reduced basis in msolve
// syntax.
#include "commands.hpp"
#include "mpi_arguments.hpp"
#include "number_option.hpp"
#include "result_output.hpp"
#include "system_reader.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner.hpp>

#include <fmt/format.h>

#include <optional>
#include <unistd.h>

namespace alkahest::cli {

CommandState add_groebner_command(CLI::App &app) {
  auto *cmd = app.add_subcommand(
      "groebner", "Reduced Groebner basis of an msolve-format system (over Q or GF(p))");
  struct Args {
    std::string file, order = "grevlex", output, backend = "auto", linear_algebra = "exact";
    int device = -1;
    unsigned threads = 0, learn_threads = 0;
    bool certify = false, quiet = false, no_fglm = false;
    double time_budget = 0;
    MpiArguments mpi;
    std::optional<std::uint64_t> seed;
  };
  auto a = std::make_shared<Args>();
  cmd->add_option("file", a->file,
                  "Input in msolve's format (line 1 variables, line 2 characteristic)")
      ->required();
  cmd->add_option(
      "--order", a->order,
      "Monomial order: grevlex (default), grlex, lex, block(2,1) or grevlex(x,y),grevlex(z)");
  add_number_option(*cmd, "--threads", a->threads, "Worker threads (0 = all cores)", 0u,
                    kMaxThreads);
  add_number_option(*cmd, "--learn-threads", a->learn_threads,
                    "Threads of the learning run over Q (0 = --threads); with --mpi, rank 0's: the "
                    "other ranks on its machine wait for the trace meanwhile, so it can use their "
                    "cores",
                    0u, kMaxThreads);
  cmd->add_option("-o,--output", a->output, "Write the basis to FILE instead of stdout");
  cmd->add_flag("--certify", a->certify, "Prove the basis over Q (Buchberger's criterion)");
  add_number_option(*cmd, "--time-budget", a->time_budget,
                    "Stop with E-GB-003 after this many seconds (0 = no budget)", 0.0, kMaxSeconds);
  cmd->add_flag("-q,--quiet", a->quiet, "No summary on stderr");
  cmd->add_flag("--no-fglm", a->no_fglm,
                "For lex, grlex and block orders: compute in the order directly instead of "
                "converting the grevlex basis of a zero-dimensional ideal by FGLM");
  cmd->add_option("--backend", a->backend,
                  "Where the per-prime replays run: auto (default), cpu or gpu");
  cmd->add_option("--linear-algebra", a->linear_algebra,
                  "Over GF(p): exact (default) or probabilistic (random combinations of the rows; "
                  "the seed is --seed's)")
      ->check(CLI::IsMember({"exact", "probabilistic"}));
  add_number_option(*cmd, "--device", a->device,
                    "CUDA device for the GPU backend (-1 = every device)", -1, kMaxDevice);
  cmd->add_option_function<std::uint64_t>(
      "--seed", [a](std::uint64_t s) { a->seed = s; },
      "Seed of the random primes, to reproduce a run (default: a fresh one, printed in the "
      "summary)");
  add_mpi_options(*cmd, a->mpi, "reads, learns, lifts and prints");
  cmd->callback([a] {
    MpiStart mpi_start;
    start_mpi(a->mpi, mpi_start);
    const bool root = mpi_start.root;
    PolySystem sys = root ? read_system(a->file, a->order) : PolySystem{};
    const MonomialOrder order = root ? sys.ring->order : MonomialOrder::grevlex();
    GroebnerOptions opt;
    opt.threads = a->threads;
    opt.learn_threads = a->learn_threads;
    opt.certify = a->certify;
    opt.fglm = !a->no_fglm;
    opt.time_budget_seconds = a->time_budget;
    opt.backend = parse_backend(a->backend);
    opt.device = a->device;
    opt.seed = a->seed;
    opt.linear_algebra = a->linear_algebra == "probabilistic" ? gb::LinearAlgebra::Probabilistic
                                                              : gb::LinearAlgebra::Exact;
    const bool tty = isatty(STDERR_FILENO) && !a->quiet;
    if (tty)
      opt.progress = [](const GroebnerProgress &g) {
        if (g.phase == "learn")
          fmt::print(stderr, "\r\x1b[K[{:7.2f} s] learn: degree {} pairs {} matrix {} x {}",
                     g.seconds, g.degree, g.pairs, g.rows, g.cols);
        else
          fmt::print(stderr, "\r\x1b[K[{:7.2f} s] {}: {} primes, {} bits", g.seconds, g.phase,
                     g.primes, g.bits);
      };
#if ALKAHEST_HAS_MPI
    mpi::MpiReport mpi_report;
    std::optional<GroebnerBasis> computed;
    if (mpi_start.session) {
      computed =
          mpi::groebner_basis(MPI_COMM_WORLD, sys, order, opt, mpi_options(a->mpi), &mpi_report);
      if (!computed) return; // a replaying rank: the root prints
    } else {
      computed = GroebnerBasis::compute(sys, order, opt);
    }
    GroebnerBasis gb = std::move(*computed);
#else
    GroebnerBasis gb = GroebnerBasis::compute(sys, order, opt);
#endif
    if (tty) fmt::print(stderr, "\r\x1b[K");
    std::string text = gb.to_msolve();
    write_result(a->output, text);
    if (!a->quiet) {
      const auto &r = gb.report();
      fmt::print(stderr, "{}\n", gb.summary());
      // Where each phase ran and for how long (bench groebner-q reads this line).
      if (gb.size() > 0 && !gb.is_unit()) fmt::print(stderr, "phases: {}\n", gb.phase_summary());
      // Only where a device was asked for or ran something: a CPU run has nothing to report.
      if (r.gpu.backend == GroebnerBackend::Gpu || r.gpu.gpu_requested ||
          r.gpu.reductions_on_gpu > 0)
        fmt::print(stderr, "gpu report: {}\n", r.gpu.summary());
#if ALKAHEST_HAS_MPI
      if (mpi_start.session) fmt::print(stderr, "mpi report:\n{}", mpi_report.summary());
#endif
    }
  });
  return a;
}

} // namespace alkahest::cli
