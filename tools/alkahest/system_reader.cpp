// tools/alkahest/system_reader.cpp - msolve-format input files and monomial orders as the tool
// reads them.
#include "system_reader.hpp"

#include <alkahest/error.hpp>
#include <alkahest/expr.hpp>
#include <alkahest/expr/parse.hpp>
#include <alkahest/poly/expr_conversion.hpp>

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

namespace alkahest::cli {
namespace {

std::string trim(std::string_view s) {
  std::size_t b = s.find_first_not_of(" \t\r\n"), e = s.find_last_not_of(" \t\r\n");
  return b == std::string_view::npos ? std::string() : std::string(s.substr(b, e - b + 1));
}

std::vector<std::string> split_commas(std::string_view s) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == ',') {
      parts.push_back(trim(s.substr(start, i - start)));
      start = i + 1;
    }
  return parts;
}

[[noreturn]] void bad_order(const std::string &text, const std::string &why) {
  raise(ErrorId::CliBadArgument,
        fmt::format("--order '{}': {}; use grevlex, grlex, lex, block(SIZES) such as block(2,1), "
                    "or blocks by name such as grevlex(x,y),grevlex(z)",
                    text, why));
}

/// Refuses what is not a readable regular file (or a FIFO or device, for
/// `<(...)` and /dev/stdin) before the msolve reader sees it.
void check_input_file(const std::string &path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0)
    raise(ErrorId::CliIo, fmt::format("cannot read {}: {}", path, std::strerror(errno)));
  if (S_ISDIR(st.st_mode))
    raise(ErrorId::CliIo,
          fmt::format("cannot read {}: it is a directory, not an msolve file", path));
  std::ifstream in(path, std::ios::binary);
  if (!in) raise(ErrorId::CliIo, fmt::format("cannot read {}: {}", path, std::strerror(errno)));
}

/// The variables on line 1 of the file (for orders given by names).
std::vector<std::string> file_variables(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::string line;
  std::getline(in, line);
  return split_commas(line);
}

std::string file_text(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  if (!in && !in.eof()) raise(ErrorId::CliIo, "cannot read " + path);
  return ss.str();
}

/// The text after the first two lines (the polynomials), and where it starts.
std::size_t body_offset(std::string_view text) {
  std::size_t first = text.find('\n');
  if (first == std::string_view::npos) return text.size();
  std::size_t second = text.find('\n', first + 1);
  return second == std::string_view::npos ? text.size() : second + 1;
}

/// The file's polynomials split at the commas outside parentheses, each
/// with the line it starts on.
std::vector<std::pair<std::string, std::size_t>> polynomial_texts(std::string_view text,
                                                                  std::size_t start) {
  std::vector<std::pair<std::string, std::size_t>> out;
  std::size_t line = 3, begin = start, begin_line = 0; // 0: the piece has no text yet
  int depth = 0;
  for (std::size_t i = start; i <= text.size(); ++i) {
    const bool end = i == text.size();
    const char c = end ? ',' : text[i];
    if (c == '(') ++depth;
    if (c == ')') --depth;
    if (c == ',' && (depth <= 0 || end)) {
      std::string piece = trim(text.substr(begin, i - begin));
      if (!piece.empty() || !end)
        out.emplace_back(std::move(piece), begin_line ? begin_line : line);
      begin = i + 1;
      begin_line = 0;
    } else if (c == '\n') {
      ++line;
    } else if (!begin_line && c != ' ' && c != '\t' && c != '\r') {
      begin_line = line;
    }
  }
  return out;
}

PolySystem read_through_expressions(std::string_view text, const MonomialOrder &order) {
  const std::size_t body = body_offset(text);
  // The header through the fast reader: same variable and characteristic rules.
  PolySystem sys = parse_msolve(text.substr(0, body), order);
  for (const auto &[piece, line] : polynomial_texts(text, body)) {
    if (piece.empty())
      raise(ErrorId::PolyMalformedFile, fmt::format("line {}: expected a polynomial", line));
    try {
      sys.polynomials.push_back(parse_polynomial_argument(piece, sys.ring));
    } catch (const Error &e) {
      // A parse error becomes the file's error, its own code kept in the text.
      const bool parse_error = e.family() == ErrorFamily::Parse;
      std::string_view detail = e.what();
      if (!parse_error) detail.remove_prefix(std::min(detail.size(), e.code().size() + 2));
      raise(parse_error ? ErrorId::PolyMalformedFile : e.id(),
            fmt::format("line {}: {}", line, detail));
    }
  }
  return sys;
}

} // namespace

MonomialOrder parse_order_option(const std::string &text,
                                 const std::vector<std::string> &variables) {
  const std::string t = trim(text);
  if (t.empty()) bad_order(text, "empty");
  if (t.find('(') == std::string::npos) {
    try {
      return MonomialOrder::from_name(t);
    } catch (const PolyError &) {
      bad_order(text, "unknown order");
    }
  }
  if (t.rfind("block(", 0) == 0 && t.back() == ')') {
    std::vector<std::uint32_t> sizes;
    for (const std::string &s : split_commas(std::string_view(t).substr(6, t.size() - 7))) {
      if (s.empty() || s.size() > 6 || s.find_first_not_of("0123456789") != std::string::npos ||
          std::stoul(s) == 0)
        bad_order(text, "block sizes must be positive integers");
      sizes.push_back(static_cast<std::uint32_t>(std::stoul(s)));
    }
    return MonomialOrder::block(std::move(sizes));
  }
  // Blocks by name: grevlex(a,b),grevlex(c): consecutive runs of the file's variables.
  std::vector<std::uint32_t> sizes;
  std::size_t next_var = 0, at = 0;
  while (at < t.size()) {
    std::size_t open = t.find('(', at), close = t.find(')', at);
    if (open == std::string::npos || close == std::string::npos || close < open)
      bad_order(text, "unbalanced parentheses");
    std::string kind = trim(std::string_view(t).substr(at, open - at));
    if (kind != "grevlex" && kind != "dp")
      bad_order(text, "'" + kind + "': the blocks are ordered by grevlex inside");
    std::uint32_t size = 0;
    for (const std::string &name :
         split_commas(std::string_view(t).substr(open + 1, close - open - 1))) {
      if (next_var >= variables.size() || variables[next_var] != name)
        bad_order(text, fmt::format("the blocks must list the file's variables {} in their order",
                                    fmt::join(variables, ",")));
      ++next_var;
      ++size;
    }
    sizes.push_back(size);
    at = close + 1;
    while (at < t.size() && (t[at] == ' ' || t[at] == ','))
      ++at;
  }
  if (next_var != variables.size())
    bad_order(text, fmt::format("the blocks must list every variable of the file ({})",
                                fmt::join(variables, ",")));
  return MonomialOrder::block(std::move(sizes));
}

PolySystem read_system(const std::string &path, const std::string &order_text) {
  check_input_file(path);
  std::vector<std::string> vars;
  if (order_text.find('(') != std::string::npos && order_text.find("block(") == std::string::npos)
    vars = file_variables(path);
  MonomialOrder order = parse_order_option(order_text, vars);
  try {
    return read_msolve_file(path, order);
  } catch (const PolyError &e) {
    if (e.id() != ErrorId::PolyMalformedFile) throw;
    std::string text = file_text(path);
    if (text.find('(', body_offset(text)) == std::string::npos) throw;
    return read_through_expressions(text, order);
  }
}

PolyQ parse_polynomial_argument(const std::string &text, const PolyRingPtr &ring) {
  ExprPool pool;
  return from_expr(parse(pool, text), ring);
}

} // namespace alkahest::cli
