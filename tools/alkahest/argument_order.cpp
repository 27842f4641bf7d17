// tools/alkahest/argument_order.cpp - positional arguments that begin with '-' taken as they are.
#include "argument_order.hpp"

#include <alkahest/error.hpp>

#include <fmt/format.h>

namespace alkahest::cli {
namespace {

/// The option of `cmd` a token names, or null: `--name` or `--name=value`
/// by long name, `-c...` by short name.
const CLI::Option *named_option(const CLI::App &cmd, const std::string &token) {
  if (token.size() < 2 || token[0] != '-') return nullptr;
  std::string name;
  bool is_long = token[1] == '-';
  if (is_long)
    name = token.substr(2, token.find('=') == std::string::npos ? std::string::npos
                                                                : token.find('=') - 2);
  else
    name = token.substr(1, 1);
  if (name.empty()) return nullptr;
  for (const CLI::Option *opt : cmd.get_options())
    if (is_long ? opt->check_lname(name) : opt->check_sname(name)) return opt;
  return nullptr;
}

/// Tokens after an option that are its values: none when the value is
/// attached (`--at=x=1`, `-ofile`) or the option is a flag.
std::size_t values_taken(const CLI::Option &opt, const std::string &token) {
  if (opt.get_items_expected_max() == 0) return 0;
  if (token[1] == '-' ? token.find('=') != std::string::npos : token.size() > 2) return 0;
  int n = std::min(opt.get_type_size_min(), opt.get_items_expected_min());
  return n > 0 ? static_cast<std::size_t>(n) : 0;
}

} // namespace

std::vector<std::string> separate_positionals(const CLI::App &app,
                                              const std::vector<std::string> &args) {
  // The subcommand: the first token that names one (the tool's own options
  // --help and --version take no value).
  std::size_t at = 0;
  const CLI::App *cmd = nullptr;
  for (; at < args.size(); ++at) {
    if (args[at] == "--") return args;
    if (!args[at].empty() && args[at][0] == '-') continue;
    std::vector<std::string> names;
    for (const CLI::App *sub : app.get_subcommands({})) {
      if (sub->check_name(args[at])) cmd = sub;
      names.push_back(sub->get_name());
    }
    if (!cmd)
      raise(ErrorId::CliUnknownOption, fmt::format("'{}' is not a command (the commands: {})",
                                                   args[at], fmt::join(names, ", ")));
    break;
  }
  if (!cmd) return args;
  std::vector<std::string> options(args.begin(),
                                   args.begin() + static_cast<std::ptrdiff_t>(at) + 1);
  std::vector<std::string> positionals;
  for (std::size_t i = at + 1; i < args.size(); ++i) {
    const std::string &t = args[i];
    if (t == "--") {
      positionals.insert(positionals.end(), args.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                         args.end());
      break;
    }
    const CLI::Option *opt = named_option(*cmd, t);
    // An unknown `--word` stays an option so that CLI11 reports it; an
    // unknown `-c...` is an expression or a number.
    if (!opt && !(t.size() > 2 && t[0] == '-' && t[1] == '-')) {
      positionals.push_back(t);
      continue;
    }
    options.push_back(t);
    if (!opt) continue;
    std::size_t n = values_taken(*opt, t);
    // Without this check CLI11 would take the `--` added below as the value.
    if (i + n >= args.size()) raise(ErrorId::CliMissingArgument, t + " needs a value");
    for (; n > 0; --n)
      options.push_back(args[++i]);
  }
  if (!positionals.empty()) {
    options.push_back("--");
    options.insert(options.end(), positionals.begin(), positionals.end());
  }
  return options;
}

} // namespace alkahest::cli
