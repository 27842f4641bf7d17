// alkahest/poly/ring.hpp - the polynomial ring: variables, monomial order.
#pragma once

#include <alkahest/poly/monomial_order.hpp>

#include <memory>
#include <string>
#include <vector>

namespace alkahest {

/// The variables (x0 > x1 > ...) and the monomial order of a polynomial ring.
/// Shared, immutable: polynomials hold a shared_ptr to their ring, and two
/// polynomials combine only if their rings are equal (E-POLY-004 otherwise).
struct PolyRing {
  std::vector<std::string> variables;
  MonomialOrder order;

  std::size_t nvars() const noexcept { return variables.size(); }
  /// Index of a variable, or -1.
  long index_of(std::string_view name) const noexcept {
    for (std::size_t i = 0; i < variables.size(); ++i)
      if (variables[i] == name) return static_cast<long>(i);
    return -1;
  }
  friend bool operator==(const PolyRing &, const PolyRing &) = default;
};

using PolyRingPtr = std::shared_ptr<const PolyRing>;

/// A new shared ring.
inline PolyRingPtr make_ring(std::vector<std::string> variables,
                             MonomialOrder order = MonomialOrder::grevlex()) {
  return std::make_shared<const PolyRing>(PolyRing{std::move(variables), std::move(order)});
}

} // namespace alkahest
