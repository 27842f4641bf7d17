// lib/poly/monomial_order.cpp - lex, grlex, grevlex and block orders.
#include <alkahest/error.hpp>
#include <alkahest/poly/monomial_order.hpp>

namespace alkahest {

namespace {

std::uint32_t degree(const Exponent *a, std::size_t n) noexcept {
  std::uint32_t d = 0;
  for (std::size_t i = 0; i < n; ++i)
    d += a[i];
  return d;
}

int lex_cmp(const Exponent *a, const Exponent *b, std::size_t n) noexcept {
  for (std::size_t i = 0; i < n; ++i)
    if (a[i] != b[i]) return a[i] > b[i] ? 1 : -1;
  return 0;
}

// Degree first, then the monomial with the smaller exponent in the last
// variable where they differ is the larger one.
int grevlex_cmp(const Exponent *a, const Exponent *b, std::size_t n) noexcept {
  std::uint32_t da = degree(a, n), db = degree(b, n);
  if (da != db) return da > db ? 1 : -1;
  for (std::size_t i = n; i-- > 0;)
    if (a[i] != b[i]) return a[i] < b[i] ? 1 : -1;
  return 0;
}

} // namespace

MonomialOrder MonomialOrder::from_name(std::string_view name) {
  if (name == "lex" || name == "lp") return lex();
  if (name == "grlex" || name == "Dp" || name == "deglex") return grlex();
  if (name == "grevlex" || name == "dp" || name == "degrevlex") return grevlex();
  raise(ErrorId::PolyUnknownOrder, "unknown monomial order '" + std::string(name) + "'");
}

std::string MonomialOrder::name() const {
  switch (kind_) {
  case OrderKind::Lex:
    return "lex";
  case OrderKind::GrLex:
    return "grlex";
  case OrderKind::GrevLex:
    return "grevlex";
  case OrderKind::Block: {
    std::string s = "block(";
    for (std::size_t i = 0; i < blocks_.size(); ++i) {
      if (i) s += ',';
      s += std::to_string(blocks_[i]);
    }
    return s + ")";
  }
  }
  return "?";
}

int MonomialOrder::compare(const Exponent *a, const Exponent *b, std::size_t n) const noexcept {
  switch (kind_) {
  case OrderKind::Lex:
    return lex_cmp(a, b, n);
  case OrderKind::GrevLex:
    return grevlex_cmp(a, b, n);
  case OrderKind::GrLex: {
    std::uint32_t da = degree(a, n), db = degree(b, n);
    if (da != db) return da > db ? 1 : -1;
    return lex_cmp(a, b, n);
  }
  case OrderKind::Block: {
    std::size_t start = 0;
    for (std::uint32_t size : blocks_) {
      std::size_t len = std::min<std::size_t>(size, n - start);
      if (int c = grevlex_cmp(a + start, b + start, len)) return c;
      start += len;
    }
    return start < n ? grevlex_cmp(a + start, b + start, n - start) : 0;
  }
  }
  return 0;
}

} // namespace alkahest
