// tools/alkahest/cmd_bench.cpp - `alkahest bench <suite> [--json FILE] [--plot DIR] [--quick]`.
#include "bench_registry.hpp"
#include "commands.hpp"
#include "svg_plot.hpp"

#include <alkahest/error.hpp>

#include <fmt/format.h>

#include <fstream>

namespace alkahest::cli {

CommandState add_bench_command(CLI::App &app) {
  auto *cmd = app.add_subcommand("bench", "Run a benchmark suite side by side with its reference");
  struct Args {
    std::string suite, json, plot;
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
  cmd->callback([a] {
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
