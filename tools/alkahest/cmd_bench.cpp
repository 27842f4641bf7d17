// tools/alkahest/cmd_bench.cpp - `alkahest bench <suite> [--json FILE] [--plot DIR] [--quick]`,
// and `alkahest bench <suite> --generate NAME [-o FILE]` for a suite's generated inputs.
#include "bench_registry.hpp"
#include "commands.hpp"
#include "result_output.hpp"
#include "svg_plot.hpp"

#include <alkahest/error.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <fstream>

namespace alkahest::cli {

CommandState add_bench_command(CLI::App &app) {
  auto *cmd = app.add_subcommand("bench", "Run a benchmark suite side by side with its reference");
  struct Args {
    std::string suite, json, plot, generate, output;
    bool quick = false;
  };
  auto a = std::make_shared<Args>();
  std::string names = "all";
  for (const auto &s : bench::suites())
    names += ", " + s.name;
  cmd->add_option("suite", a->suite, "Suite to run: " + names)->required();
  cmd->add_option("--json", a->json, "Also write the rows as JSON to FILE");
  cmd->add_option("--plot", a->plot,
                  "Also draw DIR/<suite>.svg: the ratio per case (SVG, no gnuplot needed)");
  cmd->add_flag("--quick", a->quick, "Small sizes (the smoke run used by the tests)");
  cmd->add_option("--generate", a->generate,
                  "Write the suite's generated input NAME instead of running the suite "
                  "(groebner-q: dense-n<N>-d<D>-b<BITS>[-s<SEED>], e.g. dense-n6-d2-b40-s1)");
  cmd->add_option("-o,--output", a->output, "With --generate: write to FILE instead of stdout");
  cmd->callback([a] {
    if (!a->generate.empty()) {
      auto s = std::find_if(bench::suites().begin(), bench::suites().end(),
                            [&](const bench::Suite &x) { return x.name == a->suite; });
      if (s == bench::suites().end())
        raise(ErrorId::CliUnknownSuite, "no benchmark suite named '" + a->suite + "'");
      if (!s->generate)
        raise(ErrorId::CliBadArgument,
              "suite '" + a->suite + "' has no generated inputs (--generate: groebner-q)");
      write_result(a->output, s->generate(a->generate));
      return;
    }
    if (!a->output.empty())
      raise(ErrorId::CliBadArgument, "-o is for --generate; the rows go to --json FILE");
    std::vector<bench::Row> rows;
    bool found = false;
    for (const auto &s : bench::suites()) {
      if (a->suite != "all" && s.name != a->suite) continue;
      found = true;
      fmt::print(stderr, "running suite '{}': {}\n", s.name, s.description);
      auto r = s.run(bench::Options{a->quick});
      rows.insert(rows.end(), r.begin(), r.end());
    }
    if (!found) raise(ErrorId::CliUnknownSuite, "no benchmark suite named '" + a->suite + "'");
    bench::print_table(rows);
    // Charts first: they create DIR, so --json DIR/FILE works too.
    if (!a->plot.empty())
      for (const auto &path : bench::write_ratio_charts(a->plot, rows))
        fmt::print(stderr, "wrote {}\n", path);
    if (!a->json.empty()) {
      std::ofstream out(a->json);
      out << bench::to_json(rows);
      if (!out) raise(ErrorId::CliIo, "cannot write " + a->json);
    }
  });
  return a;
}

} // namespace alkahest::cli
