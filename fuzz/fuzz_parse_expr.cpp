// fuzz/fuzz_parse_expr.cpp - the infix parser on arbitrary bytes.
//
// Contract (parse.hpp): every input either parses or throws alkahest::Error
// (ParseError, or ExprError from a canonical constructor such as 1/0). Any
// other exception, a crash or a sanitizer report is a finding. A parsed
// expression must also survive print -> parse: to_string emits exactly the
// parser's syntax, so reading it back into the same hash-consed pool gives the
// same node, and into a fresh pool the same text.
#include <alkahest/expr.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void finding(const char *what, const std::string &a, const std::string &b) {
  std::fprintf(stderr, "fuzz_parse_expr: %s\n  first:  %s\n  second: %s\n", what, a.c_str(),
               b.c_str());
  std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  using namespace alkahest;
  std::string_view input(reinterpret_cast<const char *>(data), size);
  ExprPool pool;
  Expr e;
  try {
    e = parse(pool, input);
  } catch (const Error &) {
    return 0; // a refusal with a registry code is the contract
  }
  std::string text = to_string(e);
  // The printed form may nest differently from the input (e.g. a/b prints as
  // a product with a power), so the re-parse is not held to the default
  // depth limit; the parser is iterative, any depth is safe.
  ParseOptions unlimited;
  unlimited.max_depth = 1u << 30;
  unlimited.max_bytes = std::size_t(1) << 40;
  Expr again;
  try {
    again = parse(pool, text, unlimited);
  } catch (const Error &err) {
    finding("printed text does not parse", text, err.what());
  }
  if (again != e) finding("print -> parse gives another node", text, to_string(again));
  ExprPool fresh;
  std::string fresh_text = to_string(parse(fresh, text, unlimited));
  if (fresh_text != text) finding("print -> parse in a fresh pool prints differently", text, fresh_text);
  return 0;
}
