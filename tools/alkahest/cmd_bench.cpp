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

void add_bench_command(CLI::App &app) {
  auto *cmd = app.add_subcommand("bench", "Run a benchmark suite side by side with its reference");
  auto suite = std::make_shared<std::string>();
  auto json = std::make_shared<std::string>();
  auto quick = std::make_shared<bool>(false);
  auto plot = std::make_shared<std::string>();
  auto generate = std::make_shared<std::string>();
  auto output = std::make_shared<std::string>();
  std::string names = "all";
  for (const auto &s : bench::suites()) names += ", " + s.name;
  cmd->add_option("suite", *suite, "Suite to run: " + names)->required();
  cmd->add_option("--json", *json, "Also write the rows as JSON to FILE");
  cmd->add_option("--plot", *plot, "Also draw DIR/<suite>.svg: the ratio per case (SVG, no gnuplot needed)");
  cmd->add_flag("--quick", *quick, "Small sizes (the smoke run used by the tests)");
  cmd->add_option("--generate", *generate,
                  "Write the suite's generated input NAME instead of running the suite "
                  "(groebner-q: dense-n<N>-d<D>-b<BITS>[-s<SEED>], e.g. dense-n6-d2-b40-s1)");
  cmd->add_option("-o,--output", *output, "With --generate: write to FILE instead of stdout");
  cmd->callback([=] {
    if (!generate->empty()) {
      auto s = std::find_if(bench::suites().begin(), bench::suites().end(),
                            [&](const bench::Suite &x) { return x.name == *suite; });
      if (s == bench::suites().end())
        raise(ErrorId::CliUnknownSuite, "no benchmark suite named '" + *suite + "'");
      if (!s->generate)
        raise(ErrorId::CliBadArgument,
              "suite '" + *suite + "' has no generated inputs (--generate: groebner-q)");
      write_result(*output, s->generate(*generate));
      return;
    }
    if (!output->empty())
      raise(ErrorId::CliBadArgument, "-o is for --generate; the rows go to --json FILE");
    std::vector<bench::Row> rows;
    bool found = false;
    for (const auto &s : bench::suites()) {
      if (*suite != "all" && s.name != *suite) continue;
      found = true;
      fmt::print(stderr, "running suite '{}': {}\n", s.name, s.description);
      auto r = s.run(bench::Options{*quick});
      rows.insert(rows.end(), r.begin(), r.end());
    }
    if (!found) raise(ErrorId::CliUnknownSuite, "no benchmark suite named '" + *suite + "'");
    bench::print_table(rows);
    // Charts first: they create DIR, so --json DIR/FILE works too.
    if (!plot->empty())
      for (const auto &path : bench::write_ratio_charts(*plot, rows))
        fmt::print(stderr, "wrote {}\n", path);
    if (!json->empty()) {
      std::ofstream out(*json);
      out << bench::to_json(rows);
      if (!out) raise(ErrorId::CliIo, "cannot write " + *json);
    }
  });
}

} // namespace alkahest::cli
