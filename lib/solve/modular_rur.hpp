// lib/solve/modular_rur.hpp - the rational univariate representation of a
// zero-dimensional ideal modulo one prime, from its reduced basis.
#pragma once

#include "groebner/multiplication_shape.hpp"
#include "zp_poly.hpp"

#include <alkahest/solve/remote_representation.hpp>

#include <atomic>

#pragma GCC visibility push(hidden)
namespace alkahest::solving {

// The quotient's shape lives with the Groebner engine (FGLM uses it too).
using gb::BorderRef;
using gb::BorderValues;
using gb::MultiplicationShape;
using gb::ShapeStatus;

/// x_v = numerators[k](t) / P'(t) at every root t of P, for the output
/// variables v = outputs[k], where t is the ring's last variable: the
/// rational univariate representation (Rouillier, AAECC 9 (1999)) modulo one
/// prime.
struct ModularRur {
  std::uint32_t prime = 0;
  zp::Poly eliminant;               ///< P, monic of degree D
  std::vector<zp::Poly> numerators; ///< D coefficients each (zeros kept)
};

enum class RurStatus : std::uint8_t {
  Ok,
  /// The last variable's minimal polynomial has degree below D or a square
  /// factor: it does not separate the solutions, or the ideal is not radical.
  NotSeparating,
  /// The linear functional vanished on an idempotent (an unlucky prime).
  Degenerate,
  Cancelled, ///< the cancel flag was raised
};

/// Computes the representation modulo mb.prime: the Krylov sequence
/// r M^i of a fixed functional r under the transposed multiplication matrix
/// M of the last variable (2D terms for Berlekamp-Massey, D for each output
/// variable's series), the minimal polynomial P, the numerators N_v of the
/// series sum_i r(x_v t^i) / T^(i+1) times P, and R_v = N_v P' / N_1 mod P
/// (Bostan, Salvy, Schost, "Fast algorithms for zero-dimensional polynomial
/// systems using duality", AAECC 14 (2003); Faugere and Mou, JSC 80 (2017)
/// for the Wiedemann sequence of the sparse matrix). The functional does not
/// depend on the prime, so the representations of different primes are
/// images of one over Q.
RurStatus modular_rur(const MultiplicationShape &shape, const gb::ModularBasis &mb,
                      const std::vector<std::size_t> &outputs, ModularRur &out,
                      const std::atomic<bool> *cancel = nullptr);

/// A prime's representation in the public form other processes send
/// (alkahest/solve/remote_representation.hpp), and back; Cancelled becomes
/// Unlucky, Unlucky becomes Degenerate (as an unlucky replay in a round).
ModularRepresentation to_representation(RurStatus status, ModularRur &&rur);
RurStatus from_representation(ModularRepresentation &&r, ModularRur &out);

} // namespace alkahest::solving
#pragma GCC visibility pop
