// lib/groebner/verify.cpp - checks of a lifted basis modulo fresh primes.
//
// A lift is accepted only if (1) reduced modulo a fresh prime it equals the
// reduced basis computed from scratch (no trace) modulo that prime, and (2)
// every input reduces to zero modulo the lift mod p for fresh primes. Both
// are the probabilistic checks of multi-modular Groebner codes (Arnold, "Modular
// algorithms for computing Groebner bases", JSC 35 (2003); Idrees, Pfister,
// Steidel, JSC 46 (2011)); GroebnerOptions::certify adds the proof over Q.
#include "multimodular.hpp"

#include <alkahest/groebner/engine.hpp>

namespace alkahest::gb {

VerifyOutcome verify_modulo(const std::vector<PolyQ> &system, const std::vector<PolyQ> &basis,
                            std::uint32_t p, const std::vector<PolyZp> *fresh_basis) {
  std::vector<PolyZp> bp;
  bp.reserve(basis.size());
  for (const auto &g : basis) {
    auto r = reduce_mod(g, p);
    if (!r || r->is_zero()) return VerifyOutcome::SkipPrime;
    bp.push_back(std::move(*r));
  }
  if (fresh_basis) {
    if (fresh_basis->size() != bp.size()) return VerifyOutcome::Fail;
    for (std::size_t i = 0; i < bp.size(); ++i)
      if (!((*fresh_basis)[i] == bp[i])) return VerifyOutcome::Fail;
  }
  for (const auto &f : system) {
    auto r = reduce_mod(f, p);
    if (!r) return VerifyOutcome::SkipPrime;
    if (!normal_form(*r, bp).is_zero()) return VerifyOutcome::Fail;
  }
  return VerifyOutcome::Pass;
}

} // namespace alkahest::gb
