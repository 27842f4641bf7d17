// lib/poly/msolve_format.cpp - a fast scanner and a writer for msolve's polynomial files.
#include <alkahest/error.hpp>
#include <alkahest/poly/msolve_format.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <unordered_map>
#include <vector>

namespace alkahest {

namespace {

// Recursive-descent over bytes: the grammar is flat (sums of products of
// numbers and powers of variables), so a hand-written scanner beats the Expr
// parser by orders of magnitude on files of many megabytes.
class Scanner {
public:
  explicit Scanner(std::string_view text) : s_(text) {}

  [[noreturn]] void fail(const std::string &what) const { fail_at(pos_, what); }
  [[noreturn]] void fail_at(std::size_t at, const std::string &what) const {
    std::size_t line = 1, col = 1;
    for (std::size_t i = 0; i < at && i < s_.size(); ++i) {
      if (s_[i] == '\n')
        ++line, col = 1;
      else
        ++col;
    }
    raise(ErrorId::PolyMalformedFile,
          "line " + std::to_string(line) + ", column " + std::to_string(col) + ": " + what);
  }

  void skip_blanks(bool newlines = true) {
    while (pos_ < s_.size()) {
      char c = s_[pos_];
      if (c == ' ' || c == '\t' || c == '\r' || (newlines && c == '\n'))
        ++pos_;
      else
        break;
    }
  }
  bool at_end() const { return pos_ >= s_.size(); }
  char peek() const { return at_end() ? '\0' : s_[pos_]; }
  std::size_t pos() const { return pos_; }
  void advance() { ++pos_; }

  static bool ident_start(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
  }
  static bool ident_rest(char c) { return ident_start(c) || (c >= '0' && c <= '9'); }
  static bool digit(char c) { return c >= '0' && c <= '9'; }

  std::string_view identifier() {
    std::size_t b = pos_;
    if (!ident_start(peek())) fail("expected a variable name");
    while (!at_end() && ident_rest(s_[pos_]))
      ++pos_;
    return s_.substr(b, pos_ - b);
  }
  std::string_view digits() {
    std::size_t b = pos_;
    if (!digit(peek())) fail("expected a number");
    while (!at_end() && digit(s_[pos_]))
      ++pos_;
    return s_.substr(b, pos_ - b);
  }
  /// The rest of the current line (without the newline); moves past it.
  std::string_view line() {
    std::size_t b = pos_;
    while (!at_end() && s_[pos_] != '\n')
      ++pos_;
    std::string_view l = s_.substr(b, pos_ - b);
    if (!at_end()) ++pos_;
    return l;
  }

private:
  std::string_view s_;
  std::size_t pos_ = 0;
};

// Leading zeros are decimal padding ("0" stays): dropped before any length
// check or conversion.
std::string_view without_leading_zeros(std::string_view d) {
  std::size_t first = d.find_first_not_of('0');
  return first == std::string_view::npos ? d.substr(0, d.empty() ? 0 : 1) : d.substr(first);
}

Integer parse_integer(std::string_view d) {
  // The zeros go first so that the 18-digit fast path counts significant
  // digits (a string constructor that read a leading '0' as an octal prefix
  // once turned "000...0012" into 10: found by fuzz_parse_msolve).
  d = without_leading_zeros(d);
  if (d.size() <= 18) {
    long long v = 0;
    for (char c : d)
      v = v * 10 + (c - '0');
    return Integer(v);
  }
  return Integer(std::string(d));
}

class SystemParser {
public:
  SystemParser(std::string_view text, const MonomialOrder &order, const MsolveReadOptions &limits)
      : sc_(text), order_(order), limits_(limits) {
    if (text.size() > limits.max_bytes)
      raise(ErrorId::PolyInputTooLarge, "the input has " + std::to_string(text.size()) +
                                            " bytes, more than MsolveReadOptions::max_bytes = " +
                                            std::to_string(limits.max_bytes));
  }

  PolySystem run() {
    PolySystem sys;
    parse_variables();
    sys.ring = make_ring(vars_, order_);
    if (order_.kind() == OrderKind::Block) {
      std::size_t total = 0;
      for (auto b : order_.blocks())
        total += b;
      if (total != vars_.size())
        raise(ErrorId::PolyUnknownOrder, "block sizes add up to " + std::to_string(total) +
                                             ", the file has " + std::to_string(vars_.size()) +
                                             " variables");
    }
    sys.characteristic = parse_characteristic();
    sc_.skip_blanks();
    while (!sc_.at_end()) {
      auto p = parse_polynomial(sys.ring);
      sys.polynomials.push_back(std::move(p));
      sc_.skip_blanks();
      if (sc_.at_end()) break;
      if (sc_.peek() != ',')
        sc_.fail(std::string("expected ',' or an operator, found '") + sc_.peek() + "'");
      sc_.advance();
      sc_.skip_blanks();
      if (sc_.at_end()) break; // a trailing comma is tolerated
    }
    return sys;
  }

private:
  void parse_variables() {
    sc_.skip_blanks(false);
    if (sc_.at_end() || sc_.peek() == '\n') sc_.fail("line 1 must list the variables");
    for (;;) {
      sc_.skip_blanks(false);
      std::size_t at = sc_.pos();
      std::string name(sc_.identifier());
      if (index_.count(name)) sc_.fail_at(at, "variable '" + name + "' listed twice");
      if (vars_.size() >= limits_.max_variables)
        raise(ErrorId::PolyInputTooLarge, "more than MsolveReadOptions::max_variables = " +
                                              std::to_string(limits_.max_variables) + " variables");
      index_.emplace(name, vars_.size());
      vars_.push_back(std::move(name));
      sc_.skip_blanks(false);
      if (sc_.peek() == ',') {
        sc_.advance();
        continue;
      }
      if (sc_.at_end() || sc_.peek() == '\n') break;
      sc_.fail(std::string("unexpected '") + sc_.peek() + "' in the variable list");
    }
    if (!sc_.at_end()) sc_.advance();
  }

  std::uint64_t parse_characteristic() {
    sc_.skip_blanks(false);
    if (sc_.at_end()) sc_.fail("line 2 must give the characteristic (0 or a prime)");
    std::size_t at = sc_.pos();
    auto d = sc_.digits();
    sc_.skip_blanks(false);
    if (!sc_.at_end() && sc_.peek() != '\n') sc_.fail("unexpected text after the characteristic");
    d = without_leading_zeros(d);
    if (d.size() > 10) sc_.fail_at(at, "characteristic too large (need a prime < 2^31)");
    std::uint64_t c = 0;
    for (char ch : d)
      c = c * 10 + std::uint64_t(ch - '0');
    if (c != 0 && !is_field_prime(c))
      sc_.fail_at(at, "characteristic " + std::string(d) + " is not 0 or a prime < 2^31");
    return c;
  }

  std::size_t variable(std::size_t at, std::string_view name) {
    if (vars_.size() <= 16) {
      for (std::size_t i = 0; i < vars_.size(); ++i)
        if (vars_[i] == name) return i;
    } else if (auto it = index_.find(std::string(name)); it != index_.end()) {
      return it->second;
    }
    sc_.fail_at(at, "unknown variable '" + std::string(name) + "'");
  }

  PolyQ parse_polynomial(const PolyRingPtr &ring) {
    const std::size_t n = vars_.size();
    std::vector<std::pair<std::vector<Exponent>, Rational>> terms;
    bool first = true;
    for (;;) {
      sc_.skip_blanks();
      bool neg = false;
      bool had_sign = false;
      while (sc_.peek() == '+' || sc_.peek() == '-') {
        neg ^= sc_.peek() == '-';
        had_sign = true;
        sc_.advance();
        sc_.skip_blanks();
      }
      if (!first && !had_sign) break;
      if (sc_.at_end() || sc_.peek() == ',') {
        if (had_sign || first) sc_.fail("expected a term");
        break;
      }
      exponent_bytes_ += std::max<std::size_t>(n, 1) * sizeof(Exponent);
      if (exponent_bytes_ > limits_.max_exponent_bytes)
        raise(ErrorId::PolyInputTooLarge,
              "the terms read so far need more than MsolveReadOptions::max_exponent_bytes = " +
                  std::to_string(limits_.max_exponent_bytes) + " bytes of exponents (" +
                  std::to_string(n) + " variables per term)");
      terms.push_back(parse_term(n, neg));
      first = false;
      sc_.skip_blanks();
      if (sc_.at_end() || sc_.peek() == ',') break;
      if (sc_.peek() != '+' && sc_.peek() != '-')
        sc_.fail(std::string("unexpected '") + sc_.peek() + "'");
    }
    return PolyQ::from_terms(ring, std::move(terms));
  }

  /// Consumes "/ <integer>" (the scanner is at the '/') into den.
  void read_denominator(Integer &den) {
    sc_.advance();
    sc_.skip_blanks();
    std::size_t at = sc_.pos();
    Integer d = parse_integer(sc_.digits());
    if (d == 0) sc_.fail_at(at, "division by zero");
    den *= d;
  }

  std::pair<std::vector<Exponent>, Rational> parse_term(std::size_t n, bool neg) {
    std::vector<Exponent> e(n, 0);
    Integer num(1), den(1);
    for (;;) {
      sc_.skip_blanks();
      char c = sc_.peek();
      std::size_t at = sc_.pos();
      if (Scanner::digit(c)) {
        num *= parse_integer(sc_.digits());
        sc_.skip_blanks();
        if (sc_.peek() == '/') read_denominator(den);
      } else if (Scanner::ident_start(c)) {
        std::size_t v = variable(at, sc_.identifier());
        std::uint32_t power = 1;
        sc_.skip_blanks();
        if (sc_.peek() == '^') {
          sc_.advance();
          sc_.skip_blanks();
          std::size_t pat = sc_.pos();
          auto d = without_leading_zeros(sc_.digits());
          if (d.size() > 5) sc_.fail_at(pat, "exponent too large (max 65535)");
          power = 0;
          for (char ch : d)
            power = power * 10 + std::uint32_t(ch - '0');
        }
        std::uint32_t total = e[v] + power;
        if (total > 0xffffu) sc_.fail_at(at, "exponent too large (max 65535)");
        e[v] = static_cast<Exponent>(total);
      } else if (sc_.at_end()) {
        sc_.fail("the input ends inside a term");
      } else {
        sc_.fail(std::string("unexpected '") + c + "' in a term");
      }
      sc_.skip_blanks();
      while (sc_.peek() == '/') { // "x/2": a denominator after a factor
        read_denominator(den);
        sc_.skip_blanks();
      }
      if (sc_.peek() != '*') break;
      sc_.advance();
    }
    Rational q(num, den);
    if (neg) q = -q;
    return {std::move(e), std::move(q)};
  }

  Scanner sc_;
  MonomialOrder order_;
  MsolveReadOptions limits_;
  std::size_t exponent_bytes_ = 0;
  std::vector<std::string> vars_;
  std::unordered_map<std::string, std::size_t> index_;
};

} // namespace

std::vector<PolyZp> PolySystem::modular(std::uint32_t p) const {
  const std::uint64_t q = p ? p : characteristic;
  // Z/q for a composite q is no field: its "inverses" would be garbage.
  if (!is_field_prime(q))
    raise(ErrorId::PolyBadModulus, "modulus " + std::to_string(q) + " is not a prime below 2^31");
  p = static_cast<std::uint32_t>(q);
  std::vector<PolyZp> out;
  out.reserve(polynomials.size());
  for (const auto &f : polynomials) {
    auto g = reduce_mod(f, p);
    if (!g)
      raise(ErrorId::PolyBadModulus,
            std::to_string(p) + " divides a denominator of " + f.to_string());
    out.push_back(std::move(*g));
  }
  return out;
}

PolySystem parse_msolve(std::string_view text, const MonomialOrder &order,
                        const MsolveReadOptions &limits) {
  return SystemParser(text, order, limits).run();
}

PolySystem read_msolve_file(const std::string &path, const MonomialOrder &order,
                            const MsolveReadOptions &limits) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    raise(ErrorId::PolyIo, "cannot read '" + path + "': it is a directory");
  std::ifstream in(path, std::ios::binary);
  if (!in) raise(ErrorId::PolyIo, "cannot read '" + path + "'");
  // In chunks, and no further than the limit: a device such as /dev/zero
  // never ends.
  std::string text;
  std::vector<char> chunk(std::size_t{1} << 20);
  while (in) {
    in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
    text.append(chunk.data(), static_cast<std::size_t>(in.gcount()));
    if (text.size() > limits.max_bytes)
      raise(ErrorId::PolyInputTooLarge, "'" + path +
                                            "' has more than MsolveReadOptions::max_bytes = " +
                                            std::to_string(limits.max_bytes) + " bytes");
  }
  if (in.bad()) raise(ErrorId::PolyIo, "cannot read '" + path + "'");
  return parse_msolve(text, order, limits);
}

template <class F>
std::string write_msolve(const std::vector<Polynomial<F>> &polys, std::uint64_t characteristic) {
  std::string s;
  if (!polys.empty() && polys.front().ring_ptr()) {
    const auto &vars = polys.front().ring().variables;
    for (std::size_t i = 0; i < vars.size(); ++i) {
      if (i) s += ',';
      s += vars[i];
    }
  }
  s += '\n';
  s += std::to_string(characteristic);
  s += '\n';
  for (std::size_t i = 0; i < polys.size(); ++i) {
    s += polys[i].to_string();
    s += i + 1 < polys.size() ? ",\n" : "\n";
  }
  return s;
}

template std::string write_msolve(const std::vector<PolyQ> &, std::uint64_t);
template std::string write_msolve(const std::vector<PolyZp> &, std::uint64_t);

} // namespace alkahest
