// lib/groebner/fglm.hpp - change of monomial order of a zero-dimensional
// ideal modulo one prime (FGLM), from the multiplication matrices of its
// reduced basis in another order.
#pragma once

#include "multiplication_shape.hpp"
#include <alkahest/poly/monomial_order.hpp>
#include <alkahest/poly/polynomial.hpp>

#include <atomic>
#include <cstdint>
#include <vector>

#pragma GCC visibility push(hidden)
namespace alkahest::gb {

/// The reduced basis for the target order modulo one prime, in a shape
/// that primes can be compared and lifted by: element e is
/// leading[e] + sum_{j < tails[e].size()} tails[e][j] * staircase[j], its
/// tail on the target order's standard monomials found before it.
struct FglmBasis {
  std::uint32_t prime = 0;
  std::vector<std::vector<Exponent>> staircase; ///< increasing in the target order, 1 first
  std::vector<std::vector<Exponent>> leading;   ///< increasing in the target order
  std::vector<std::vector<std::uint32_t>> tails;

  /// Same standard monomials, leading monomials and tail lengths: the same
  /// shape, so that the coefficients of two primes are images of one basis.
  bool same_shape(const FglmBasis &o) const {
    if (staircase != o.staircase || leading != o.leading || tails.size() != o.tails.size())
      return false;
    for (std::size_t e = 0; e < tails.size(); ++e)
      if (tails[e].size() != o.tails[e].size()) return false;
    return true;
  }
};

enum class FglmStatus : std::uint8_t { Ok, Cancelled };

/// The reduced basis for `target` of the ideal whose quotient `shape` and
/// `values` describe (values.prime, every variable's multiplication planned):
/// Faugere, Gianni, Lazard, Mora, "Efficient computation of zero-dimensional
/// Groebner bases by change of ordering", JSC 16 (1993). Monomials are
/// visited in increasing target order from the multiples x_v * t of the
/// standard monomials t found so far; each one's normal form is
/// M_v NF(t), reduced against the normal forms of the standard monomials
/// found before it: independent, it is a new standard monomial; dependent,
/// the dependency is a new basis element.
FglmStatus fglm_modular(const MultiplicationShape &shape, const BorderValues &values,
                        const MonomialOrder &target, FglmBasis &out,
                        const std::atomic<bool> *cancel = nullptr);

/// The basis's polynomials in `ring` (the target order's, its variables
/// those of the shape), each monic with its leading term first.
std::vector<PolyZp> fglm_polynomials(const FglmBasis &basis, const PolyRingPtr &ring);

} // namespace alkahest::gb
#pragma GCC visibility pop
