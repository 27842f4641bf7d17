// lib/groebner/verify.cpp - checks of a lifted basis modulo fresh primes.
//
// A lift is accepted only if (1) reduced modulo a fresh prime it equals the
// reduced basis computed from scratch (no trace) modulo that prime, and (2)
// every input reduces to zero modulo the lift mod p for fresh primes. Both
// are the probabilistic checks of multi-modular Groebner codes (Arnold, "Modular
// algorithms for computing Groebner bases", JSC 35 (2003); Idrees, Pfister,
// Steidel, JSC 46 (2011)); GroebnerOptions::certify adds the proof over Q.
#include "multimodular.hpp"
#include "support/parallel_for.hpp"

#include <alkahest/groebner/engine.hpp>

#include <optional>

namespace alkahest::gb {

VerifyOutcome verify_modulo(const std::vector<PolyQ> &system, const std::vector<PolyQ> &basis,
                            std::uint32_t p, const std::vector<PolyZp> *fresh_basis,
                            unsigned threads) {
  // The candidate mod p and the inputs' normal forms on the threads: a
  // candidate can have millions of coefficients to reduce, and the check is
  // on the run's critical path.
  std::vector<std::optional<PolyZp>> reduced(basis.size());
  parallel_for(basis.size(), threads, [&](std::size_t i) {
    auto r = reduce_mod(basis[i], p);
    if (r && !r->is_zero()) reduced[i] = std::move(r);
  });
  std::vector<PolyZp> bp;
  bp.reserve(basis.size());
  for (auto &r : reduced) {
    if (!r) return VerifyOutcome::SkipPrime;
    bp.push_back(std::move(*r));
  }
  if (fresh_basis) {
    if (fresh_basis->size() != bp.size()) return VerifyOutcome::Fail;
    for (std::size_t i = 0; i < bp.size(); ++i)
      if (!((*fresh_basis)[i] == bp[i])) return VerifyOutcome::Fail;
  }
  // Each input's outcome, then the first that is not a pass, in input order
  // (as one thread would find it).
  std::vector<VerifyOutcome> inputs(system.size(), VerifyOutcome::Pass);
  parallel_for(system.size(), threads, [&](std::size_t i) {
    auto r = reduce_mod(system[i], p);
    if (!r)
      inputs[i] = VerifyOutcome::SkipPrime;
    else if (!normal_form(*r, bp).is_zero())
      inputs[i] = VerifyOutcome::Fail;
  });
  for (VerifyOutcome v : inputs)
    if (v != VerifyOutcome::Pass) return v;
  return VerifyOutcome::Pass;
}

} // namespace alkahest::gb
