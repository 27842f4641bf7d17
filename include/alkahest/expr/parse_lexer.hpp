// alkahest/expr/parse_lexer.hpp - tokens of the infix syntax and parse-error messages with a caret
// line.
#pragma once

#include <alkahest/error.hpp>
#include <alkahest/expr/linkage.hpp>

#include <fmt/core.h>

#include <cstddef>
#include <string>
#include <string_view>

namespace alkahest {
namespace parse_detail ALKAHEST_INTERNAL {

enum class Tok : unsigned char {
  Integer, // digits only: an exact Number
  Decimal, // digits with '.' or an exponent: a Float
  Ident,   // letters, digits, '_' (not starting with a digit)
  Plus,
  Minus,
  Star,
  Slash,
  Caret, // '^' or '**'
  LParen,
  RParen,
  Comma,
  End
};

struct Token {
  Tok kind = Tok::End;
  std::size_t offset = 0; ///< byte offset of the first character
  std::string_view text;  ///< the bytes of the token
};

/// "x + * y" -> the line holding `offset`, and a caret under that byte. Long
/// lines are clipped to a window around the offset; tabs become spaces and
/// other unprintable or non-ASCII bytes become '?', so that the caret lines
/// up byte for byte in a terminal.
inline std::string caret_line(std::string_view input, std::size_t offset) {
  if (offset > input.size()) offset = input.size();
  std::size_t begin = 0;
  if (offset > 0) {
    std::size_t nl = input.rfind('\n', offset - 1);
    begin = nl == std::string_view::npos ? 0 : nl + 1;
  }
  std::size_t end = input.find('\n', offset);
  if (end == std::string_view::npos) end = input.size();
  constexpr std::size_t kBefore = 60, kAfter = 20;
  std::string prefix, suffix;
  if (offset - begin > kBefore) {
    begin = offset - kBefore;
    prefix = "...";
  }
  if (end > offset && end - offset > kAfter) {
    end = offset + kAfter;
    suffix = "...";
  }
  std::string shown;
  for (std::size_t i = begin; i < end; ++i) {
    unsigned char c = static_cast<unsigned char>(input[i]);
    shown += c == '\t' ? ' ' : (c < 0x20 || c >= 0x7f) ? '?' : static_cast<char>(c);
  }
  return fmt::format("  {}{}{}\n  {}^", prefix, shown, suffix,
                     std::string(prefix.size() + (offset - begin), ' '));
}

/// Throws ParseError(id) whose message is "what at byte N", then the caret line.
[[noreturn]] inline void fail(ErrorId id, std::string_view input, std::size_t offset,
                              std::string_view what) {
  throw ParseError(id, fmt::format("{} at byte {}\n{}", what, offset, caret_line(input, offset)),
                   offset);
}

inline bool is_ident_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }
inline bool is_ident_char(char c) { return is_ident_start(c) || is_digit(c); }
inline bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/// Splits the input into tokens on demand; never reads past the end.
class Lexer {
public:
  explicit Lexer(std::string_view input) : in_(input) {}

  std::string_view input() const noexcept { return in_; }

  /// The next token; malformed input raises E-PARSE-001 or E-PARSE-005.
  Token next() {
    while (pos_ < in_.size() && is_space(in_[pos_]))
      ++pos_;
    Token t;
    t.offset = pos_;
    if (pos_ >= in_.size()) return t; // End
    char c = in_[pos_];
    if (is_digit(c) || (c == '.' && pos_ + 1 < in_.size() && is_digit(in_[pos_ + 1])))
      return number();
    if (is_ident_start(c)) {
      std::size_t b = pos_;
      while (pos_ < in_.size() && is_ident_char(in_[pos_]))
        ++pos_;
      return {Tok::Ident, b, in_.substr(b, pos_ - b)};
    }
    std::size_t b = pos_++;
    switch (c) {
    case '+':
      return {Tok::Plus, b, in_.substr(b, 1)};
    case '-':
      return {Tok::Minus, b, in_.substr(b, 1)};
    case '/':
      return {Tok::Slash, b, in_.substr(b, 1)};
    case '^':
      return {Tok::Caret, b, in_.substr(b, 1)};
    case '(':
      return {Tok::LParen, b, in_.substr(b, 1)};
    case ')':
      return {Tok::RParen, b, in_.substr(b, 1)};
    case ',':
      return {Tok::Comma, b, in_.substr(b, 1)};
    case '*':
      if (pos_ < in_.size() && in_[pos_] == '*') {
        ++pos_;
        return {Tok::Caret, b, in_.substr(b, 2)};
      }
      return {Tok::Star, b, in_.substr(b, 1)};
    default:
      break;
    }
    unsigned char u = static_cast<unsigned char>(c);
    fail(ErrorId::ParseUnexpectedChar, in_, b,
         (u >= 0x20 && u < 0x7f) ? fmt::format("unexpected character '{}'", c)
                                 : fmt::format("unexpected byte 0x{:02x}", u));
  }

  /// True when only whitespace separates the current position from '('.
  bool followed_by_paren() const {
    std::size_t p = pos_;
    while (p < in_.size() && is_space(in_[p]))
      ++p;
    return p < in_.size() && in_[p] == '(';
  }

private:
  // integer  := digit+
  // decimal  := (digit+ '.' digit* | '.' digit+ | digit+) ([eE] [+-]? digit+)?
  //             with a '.' or an exponent present; "1." is refused (a digit
  //             must follow the point) so that "1.e5" and "1..2" are errors.
  Token number() {
    std::size_t b = pos_;
    bool decimal = false;
    while (pos_ < in_.size() && is_digit(in_[pos_]))
      ++pos_;
    if (pos_ < in_.size() && in_[pos_] == '.') {
      decimal = true;
      ++pos_;
      if (pos_ >= in_.size() || !is_digit(in_[pos_]))
        fail(ErrorId::ParseBadNumber, in_, b, "malformed number: a digit must follow the '.'");
      while (pos_ < in_.size() && is_digit(in_[pos_]))
        ++pos_;
    }
    if (pos_ < in_.size() && (in_[pos_] == 'e' || in_[pos_] == 'E')) {
      decimal = true;
      ++pos_;
      if (pos_ < in_.size() && (in_[pos_] == '+' || in_[pos_] == '-')) ++pos_;
      if (pos_ >= in_.size() || !is_digit(in_[pos_]))
        fail(ErrorId::ParseBadNumber, in_, b, "malformed number: the exponent has no digits");
      while (pos_ < in_.size() && is_digit(in_[pos_]))
        ++pos_;
    }
    if (pos_ < in_.size() && in_[pos_] == '.')
      fail(ErrorId::ParseBadNumber, in_, b, "malformed number: a second '.'");
    if (pos_ < in_.size() && is_ident_char(in_[pos_]))
      fail(ErrorId::ParseBadNumber, in_, b,
           "malformed number: letters after a number (implicit multiplication is not "
           "supported; write 2*x)");
    return {decimal ? Tok::Decimal : Tok::Integer, b, in_.substr(b, pos_ - b)};
  }

  std::string_view in_;
  std::size_t pos_ = 0;
};

} // namespace ALKAHEST_INTERNAL
} // namespace alkahest
