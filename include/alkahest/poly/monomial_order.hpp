// alkahest/poly/monomial_order.hpp - monomial orders on packed exponent vectors.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace alkahest {

/// One exponent of one variable. Exponent vectors are stored flat, one
/// Exponent per variable, so a monomial of an n-variable ring is n values.
using Exponent = std::uint16_t;

/// The kinds of monomial orders. Variables are ordered x0 > x1 > ... in the
/// ring's listing.
enum class OrderKind : std::uint8_t { Lex, GrLex, GrevLex, Block };

/// A monomial order: lex, grlex, grevlex or a block (elimination) order. A
/// block order splits the variables into consecutive blocks, compares the
/// first block by grevlex and only on a tie the next block, and so on; its
/// basis of an ideal I with blocks (k, n-k) contains a basis of the
/// elimination ideal of I in the last n-k variables.
class MonomialOrder {
public:
  MonomialOrder() = default;
  static MonomialOrder lex() { return MonomialOrder(OrderKind::Lex, {}); }
  static MonomialOrder grlex() { return MonomialOrder(OrderKind::GrLex, {}); }
  static MonomialOrder grevlex() { return MonomialOrder(OrderKind::GrevLex, {}); }
  /// Block order with the given block sizes (summing to the number of
  /// variables), grevlex inside each block.
  static MonomialOrder block(std::vector<std::uint32_t> sizes) {
    return MonomialOrder(OrderKind::Block, std::move(sizes));
  }
  /// "lex", "grlex", "grevlex" (also Singular's "lp", "Dp", "dp"); raises
  /// E-POLY-008 for any other name.
  static MonomialOrder from_name(std::string_view name);

  OrderKind kind() const noexcept { return kind_; }
  const std::vector<std::uint32_t> &blocks() const noexcept { return blocks_; }
  /// Graded orders compare total degree first (grlex, grevlex).
  bool is_graded() const noexcept {
    return kind_ == OrderKind::GrLex || kind_ == OrderKind::GrevLex;
  }
  /// "lex", "grlex", "grevlex" or "block(2,3)".
  std::string name() const;

  /// Three-way comparison of the exponent vectors a and b of n variables:
  /// negative when a < b, zero when equal, positive when a > b.
  int compare(const Exponent *a, const Exponent *b, std::size_t n) const noexcept;

  friend bool operator==(const MonomialOrder &, const MonomialOrder &) = default;

private:
  MonomialOrder(OrderKind k, std::vector<std::uint32_t> b) : kind_(k), blocks_(std::move(b)) {}
  OrderKind kind_ = OrderKind::GrevLex;
  std::vector<std::uint32_t> blocks_;
};

} // namespace alkahest
