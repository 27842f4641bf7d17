// fuzz/fuzz_cli_args.cpp - libFuzzer target: the `alkahest` tool's argument parsing.
//
// The input is a command line, one argument per line. It goes through what
// main() does before a command runs: the positional rewrite, CLI11's parse
// of the real subcommands (their callbacks disabled, so nothing computes)
// and the mapping of every parse error to a coded E-CLI error. Findings:
// a crash or sanitizer report, an uncoded exception, a usage error that is
// not of the command-line family, a rewrite that loses or invents an
// argument, or a numeric option whose accepted value lies outside its range.
#include "argument_order.hpp"
#include "commands.hpp"
#include "number_option.hpp"
#include "usage_error.hpp"

#include <alkahest/error.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

namespace {

std::vector<std::string> split_lines(const std::uint8_t *data, std::size_t size) {
  std::vector<std::string> args;
  std::string cur;
  for (std::size_t i = 0; i < size && args.size() < 64; ++i) {
    if (data[i] == '\n') {
      args.push_back(cur);
      cur.clear();
    } else {
      cur += static_cast<char>(data[i]);
    }
  }
  if (!cur.empty()) args.push_back(cur);
  return args;
}

/// The rewrite keeps every argument: the same multiset, plus at most one `--`.
void check_rewrite(const std::vector<std::string> &in, const std::vector<std::string> &out) {
  std::vector<std::string> a = in, b = out;
  auto drop_dashes = [](std::vector<std::string> &v) {
    std::size_t n = 0;
    for (auto it = v.begin(); it != v.end();)
      if (*it == "--") {
        it = v.erase(it);
        ++n;
      } else {
        ++it;
      }
    return n;
  };
  std::size_t da = drop_dashes(a), db = drop_dashes(b);
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  if (a != b || db > da + 1) std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  std::vector<std::string> args = split_lines(data, size);
  CLI::App app{"alkahest"};
  app.require_subcommand(1);
  // The states own what the options write into: they outlive the disabled
  // callbacks, which shared them, for the whole parse.
  const auto states = alkahest::cli::add_all_commands(app);
  for (CLI::App *sub : app.get_subcommands({}))
    sub->callback(std::function<void()>());
  try {
    std::vector<std::string> rewritten = alkahest::cli::separate_positionals(app, args);
    check_rewrite(args, rewritten);
    std::vector<char *> argv{const_cast<char *>("alkahest")};
    for (std::string &s : rewritten)
      argv.push_back(s.data());
    try {
      app.parse(static_cast<int>(argv.size()), argv.data());
    } catch (const CLI::ParseError &e) {
      if (!alkahest::cli::is_help_request(e)) alkahest::cli::raise_usage_error(e);
      return 0;
    }
  } catch (const alkahest::Error &e) {
    if (e.family() != alkahest::ErrorFamily::Cli) std::abort();
    return 0;
  }
  // A parse that succeeded: every numeric option it accepted is in range.
  for (const CLI::App *sub : app.get_subcommands()) {
    if (const CLI::Option *t = sub->get_option_no_throw("--threads"); t && t->count()) {
      unsigned long long v = std::strtoull(t->results().back().c_str(), nullptr, 10);
      if (v > alkahest::cli::kMaxThreads) std::abort();
    }
    if (const CLI::Option *b = sub->get_option_no_throw("--time-budget"); b && b->count()) {
      double v = std::strtod(b->results().back().c_str(), nullptr);
      if (!(v >= 0 && v <= alkahest::cli::kMaxSeconds)) std::abort();
    }
  }
  return 0;
}
