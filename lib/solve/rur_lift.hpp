// lib/solve/rur_lift.hpp - the lift over Q of the modular representations,
// normalized at either end of the eliminant.
#pragma once

#include "modular_rur.hpp"
#include "multimodular_rur.hpp"

#include <alkahest/groebner/coefficient_lift.hpp>

#include <optional>

#pragma GCC visibility push(hidden)
namespace alkahest::solving {

/// CRT and rational reconstruction of the representations x_v = N_v / P'
/// modulo many primes, under two normalizations of the eliminant at once.
///
/// Over Q the representation is f = c P with integer f, and each value is
/// reconstructed over a running common denominator (gb::CoefficientLift):
/// once the denominator is known, a coefficient needs only the bits of its
/// integer f_i or c N_v,i. Revealing the denominator costs the bits of the
/// normalizing coefficient plus those of the coefficient that reveals it, so
/// the normalizer must be a small coefficient of f. Which end is small depends
/// on the roots (|f_0 / f_D| is the product of their moduli): a last variable
/// with roots in [-1, 1] (katsura) has a trailing coefficient of half the
/// bits of the leading one, a form with coefficients in the tens (noon,
/// cyclic) the reverse. Nothing modulo a prime says which, so both are lifted:
/// P monic, read from the top (f_{D-1} / f_D reveals f_D), and P divided by
/// its lowest coefficient that the first prime sees nonzero, read from the
/// bottom; the first to reconstruct and stay stable wins. The lift costs a
/// few per cent of the primes it saves (up to a third on the rows measured).
class RurLift {
public:
  /// The layout from the first prime's representation (`outputs`
  /// numerators), which is added.
  RurLift(const ModularRur &first, unsigned threads);

  /// Adds one prime's representation; false when it cannot be normalized
  /// like the first (its P vanishes at the normalizing coefficient: the
  /// prime is skipped, which happens with probability about 1/p).
  bool add(const ModularRur &r, unsigned threads);
  /// True when one normalization is complete and has agreed with
  /// `stability` further primes.
  bool reconstruct(unsigned stability, unsigned threads);

  std::size_t primes() const { return high_.primes(); }
  std::size_t bits() const { return high_.bits(); }

  /// The reconstructed representation: P monic and x_v = N_v / P'
  /// (reconstruct() must have returned true).
  void result(RurOverQ &out) const;

private:
  bool residues_high(const ModularRur &r, std::vector<std::uint32_t> &out) const;
  bool residues_low(const ModularRur &r, std::vector<std::uint32_t> &out) const;

  std::size_t D_, outputs_, low_index_;
  gb::CoefficientLift high_;
  std::optional<gb::CoefficientLift> low_; // none when the lowest coefficient is the leading one
  int done_ = 0;                           // 1: high, 2: low
};

} // namespace alkahest::solving
#pragma GCC visibility pop
