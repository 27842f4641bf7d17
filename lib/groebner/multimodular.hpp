// lib/groebner/multimodular.hpp - the over-Q driver: learn, replay, lift, verify.
#pragma once

#include "compute_budget.hpp"

#include <alkahest/groebner.hpp>

#include <optional>

#pragma GCC visibility push(hidden)
namespace alkahest::gb {

/// The reduced monic basis over Q of <system> (integer or rational
/// coefficients, zero polynomials already dropped, ring order = the target
/// order), by multi-modular F4 with trace replay, incremental CRT and
/// rational reconstruction, and verification modulo fresh primes. Fills the
/// report's prime counts and phase times.
std::vector<PolyQ> multimodular_basis(const std::vector<PolyQ> &system,
                                      const GroebnerOptions &options, ComputeBudget &budget,
                                      GroebnerReport &report);

/// The reduced monic basis over Q of <system> for its ring's order (a
/// non-grevlex one) through the grevlex basis and FGLM: per prime, the
/// grevlex basis by F4 (learned on the first prime, replayed on the others)
/// and FGLM to the target order (the first prime's target staircase is the
/// shape every prime must match), then the lift and verification of
/// multimodular_basis. nullopt when the first prime shows no
/// zero-dimensional ideal (positive dimension, the unit ideal) or a
/// quotient too large for the memory budget: the caller computes directly.
std::optional<std::vector<PolyQ>> fglm_basis(const std::vector<PolyQ> &system,
                                             const GroebnerOptions &options, ComputeBudget &budget,
                                             GroebnerReport &report);

/// Outcome of a check modulo one prime.
enum class VerifyOutcome { Pass, Fail, SkipPrime };

/// Checks `basis` (a candidate over Q) modulo the prime p: the inputs reduce
/// to zero modulo basis mod p, and, when `fresh_basis` is given, basis mod p
/// equals it exactly. SkipPrime when p divides a denominator. The
/// reductions run on `threads` threads; the outcome does not depend on it.
VerifyOutcome verify_modulo(const std::vector<PolyQ> &system, const std::vector<PolyQ> &basis,
                            std::uint32_t p, const std::vector<PolyZp> *fresh_basis,
                            unsigned threads = 1);

/// Proves over Q that `basis` is a Groebner basis (every S-pair not
/// discarded by Buchberger's product and chain criteria reduces to zero)
/// and that every input reduces to zero. Raises E-GB-008 on a failure.
void certify_over_q(const std::vector<PolyQ> &system, const std::vector<PolyQ> &basis,
                    unsigned threads, ComputeBudget &budget);

} // namespace alkahest::gb
#pragma GCC visibility pop
