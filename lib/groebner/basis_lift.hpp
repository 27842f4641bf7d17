// lib/groebner/basis_lift.hpp - the lift over Q of one trace's bases mod p.
#pragma once

#include <alkahest/groebner/coefficient_lift.hpp>
#include <alkahest/groebner/f4.hpp>

#pragma GCC visibility push(hidden)
namespace alkahest::gb {

/// Lifts the reduced bases mod p of one learned trace to Q: the tails (the
/// coefficients after each leading 1) of the elements, one group each, by a
/// CoefficientLift probing the last coefficient (the smallest monomial, often
/// the constant, tends to be the largest) of the last, the first and the
/// middle element.
class BasisLift {
public:
  explicit BasisLift(const F4Trace &trace);

  std::size_t primes() const { return lift_.primes(); }
  std::size_t bits() const { return lift_.bits(); }
  /// Adds one prime's basis (checks the candidate against it, if there is one).
  void add(const ModularBasis &mb, unsigned threads);
  /// See CoefficientLift::reconstruct.
  bool reconstruct(unsigned stability, unsigned threads) {
    threads_ = threads;
    return lift_.reconstruct(stability, threads);
  }
  /// See CoefficientLift::reconstruct_ready_groups.
  void reconstruct_ready_groups(unsigned stability, unsigned threads) {
    threads_ = threads;
    lift_.reconstruct_ready_groups(stability, threads);
  }
  /// See CoefficientLift::probe and CoefficientLift::stable.
  bool probe(unsigned threads) { return lift_.probe(threads); }
  bool stable(unsigned stability) const { return lift_.stable(stability); }
  /// Drops the candidate (it failed a verification): lift further.
  void invalidate() { lift_.invalidate(); }
  /// The candidate basis over Q (reconstruct() must have returned true), built
  /// on the threads of the last reconstruct() from the lift's rationals,
  /// which it takes (invalidate() before lifting further).
  std::vector<PolyQ> take_candidate(const PolyRingPtr &ring);

private:
  const F4Trace &trace_;
  CoefficientLift lift_;
  std::vector<std::uint32_t> residues_;
  unsigned threads_ = 1;
};

} // namespace alkahest::gb
#pragma GCC visibility pop
