// lib/groebner/multimodular_fglm.cpp - reduced bases over Q for a
// non-graded order (lex, block) of a zero-dimensional ideal: the grevlex
// basis modulo each prime by F4 (learned once, replayed), converted by FGLM
// modulo the same prime, lifted by CRT and rational reconstruction, and
// verified modulo fresh primes.
//
// F4 in lex explodes on inhomogeneous systems (its symbolic preprocessing
// cannot cancel); grevlex followed by a change of order is the standard
// route (Faugere, Gianni, Lazard, Mora, JSC 16 (1993)), here multi-modular
// as in Arnold, JSC 35 (2003): the target staircase learned on the first
// prime is the shape every other prime must reproduce, and a prime that
// does not is rejected as unlucky.
#include "fglm.hpp"
#include "multimodular.hpp"
#include "support/parallel_for.hpp"

#include <alkahest/groebner/coefficient_lift.hpp>
#include <alkahest/groebner/f4.hpp>
#include <alkahest/groebner/prime_sequence.hpp>
#include <alkahest/groebner/prime_source.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace alkahest::gb {
namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

// The limits of the direct driver (multimodular.cpp), for the same reasons.
constexpr std::size_t kMaxPrimes = 4096;
constexpr int kLearnAttempts = 4;
constexpr std::size_t kUnluckyPerLucky = 2, kUnluckyAllowance = 4;
constexpr int kVerificationPasses = 2, kMismatchesToRelearn = 2;
constexpr std::size_t kRejectedPerPrime = 4;

PolyQ in_ring(const PolyQ &f, const PolyRingPtr &ring) {
  std::vector<std::pair<std::vector<Exponent>, Rational>> terms;
  terms.reserve(f.size());
  for (std::size_t i = 0; i < f.size(); ++i) {
    auto m = f.monomial(i);
    terms.emplace_back(std::vector<Exponent>(m.begin(), m.end()), f.coeff(i));
  }
  return PolyQ::from_terms(ring, std::move(terms));
}

// The largest numerator or denominator, bits.
std::size_t coefficient_bits(const std::vector<PolyQ> &basis) {
  std::size_t bits = 0;
  for (const auto &g : basis)
    for (const auto &c : g.coeffs())
      for (const Integer &z : {Integer(numerator(c)), Integer(denominator(c))})
        if (z != 0) bits = std::max<std::size_t>(bits, msb(abs(z)) + 1);
  return bits;
}

// Quotients larger than this cannot hold their border normal forms and
// each thread's echelon form (about (n + 2) D^2 words per thread) in half
// the memory budget.
std::size_t max_dimension(std::size_t nvars, unsigned threads, std::size_t budget_bytes) {
  const double words = static_cast<double>(budget_bytes) / 2 / sizeof(std::uint32_t);
  return static_cast<std::size_t>(std::sqrt(words / static_cast<double>((nvars + 2) * threads)));
}

// One prime's target basis from its grevlex basis.
struct PrimeResult {
  bool ok = false;
  FglmBasis basis;
  double fglm_seconds = 0;
};

class FglmRun {
public:
  FglmRun(const std::vector<PolyQ> &system, const GroebnerOptions &options, ComputeBudget &budget,
          GroebnerReport &report)
      : target_system_(system), options_(options), budget_(budget), report_(report),
        threads_(worker_threads(options.threads)), target_(system.front().ring_ptr()),
        grevlex_(make_ring(target_->variables, MonomialOrder::grevlex())),
        source_(grevlex_system_, kRejectedPerPrime * kMaxPrimes) {
    for (const auto &f : system)
      grevlex_system_.push_back(in_ring(f, grevlex_));
    const bool random = options.first_prime == 0;
    if (random) report_.prime_seed = options.seed ? *options.seed : fresh_prime_seed();
    primes_ =
        random ? PrimeSequence::random(*report_.prime_seed) : PrimeSequence(options.first_prime);
    f4opt_.cancel = budget.flag();
    f4opt_.max_matrix_bytes = budget.memory_budget() / 2;
    f4opt_.threads = threads_;
    max_dim_ = max_dimension(target_->nvars(), threads_, budget.memory_budget());
  }

  std::optional<std::vector<PolyQ>> run();

private:
  PrimeResult convert(const MultiplicationShape &shape, const ModularBasis &mb) const {
    PrimeResult r;
    auto t = Clock::now();
    const BorderValues values = shape.values(mb);
    FglmStatus st = fglm_modular(shape, values, target_->order, r.basis, budget_.flag());
    if (st == FglmStatus::Cancelled) budget_.rethrow_stop();
    r.fglm_seconds = since(t);
    r.ok = true;
    return r;
  }
  void residues_of(const FglmBasis &b) {
    residues_.clear();
    for (const auto &t : b.tails)
      residues_.insert(residues_.end(), t.begin(), t.end());
  }
  std::vector<PolyQ> candidate(const FglmBasis &shape, const CoefficientLift &lift) const;
  enum class Verdict { Pass, Fail, Relearn };
  Verdict verify(const FglmBasis &shape, const std::vector<PolyQ> &candidate);

  const std::vector<PolyQ> &target_system_;
  const GroebnerOptions &options_;
  ComputeBudget &budget_;
  GroebnerReport &report_;
  const unsigned threads_;
  PolyRingPtr target_, grevlex_;
  std::vector<PolyQ> grevlex_system_;
  PrimeSequence primes_;
  PrimeSource source_;
  F4Options f4opt_;
  std::size_t max_dim_ = 0;
  std::vector<std::uint32_t> residues_;
};

std::vector<PolyQ> FglmRun::candidate(const FglmBasis &shape, const CoefficientLift &lift) const {
  std::vector<PolyQ> out;
  const auto &c = lift.candidate();
  for (std::size_t e = 0; e < shape.leading.size(); ++e) {
    std::vector<std::pair<std::vector<Exponent>, Rational>> terms;
    terms.emplace_back(shape.leading[e], Rational(1));
    for (std::size_t j = 0; j < c[e].size(); ++j)
      if (c[e][j] != 0) terms.emplace_back(shape.staircase[j], c[e][j]);
    out.push_back(PolyQ::from_terms(target_, std::move(terms)));
  }
  return out;
}

// Modulo fresh primes, as the direct driver checks: on the first, the
// candidate must equal the basis converted from scratch (its own F4 run and
// shape, no trace), which catches an unlucky learning prime; on every one,
// each input must reduce to zero modulo the candidate (verify_modulo).
FglmRun::Verdict FglmRun::verify(const FglmBasis &shape, const std::vector<PolyQ> &candidate) {
  auto tv = Clock::now();
  int passed = 0, full_checks = 0, mismatch = 0;
  Verdict verdict = Verdict::Pass;
  while (passed < kVerificationPasses && verdict == Verdict::Pass) {
    budget_.check();
    std::uint32_t q = 0;
    std::vector<PolyZp> sysq = source_.next(primes_, q);
    ++report_.primes_verification;
    std::vector<PolyZp> modular;
    const bool with_full = full_checks == 0;
    if (with_full) {
      F4LearnResult fresh = budget_.run([&] { return f4_learn(sysq, f4opt_); });
      MultiplicationShape sq =
          MultiplicationShape::build(fresh.trace, max_dim_, ShapeMultiplications::AllVariables);
      PrimeResult r;
      if (sq.status() == ShapeStatus::Ok) r = convert(sq, fresh.modular);
      report_.conversion_seconds += r.fglm_seconds;
      if (!r.ok || !r.basis.same_shape(shape)) {
        if (++mismatch >= kMismatchesToRelearn) verdict = Verdict::Relearn;
        continue; // this prime or the learning prime is unlucky: try another
      }
      ++full_checks;
      modular = fglm_polynomials(r.basis, target_);
    }
    VerifyOutcome v =
        verify_modulo(target_system_, candidate, q, with_full ? &modular : nullptr, threads_);
    if (v == VerifyOutcome::Fail) verdict = Verdict::Fail;
    if (v == VerifyOutcome::Pass) ++passed;
  }
  report_.verify_seconds += since(tv);
  return verdict;
}

std::optional<std::vector<PolyQ>> FglmRun::run() {
  for (int attempt = 0; attempt < kLearnAttempts; ++attempt) {
    auto t0 = Clock::now();
    std::uint32_t p0 = 0;
    std::vector<PolyZp> sys0 = source_.next(primes_, p0);
    F4LearnResult learned = budget_.run([&] { return f4_learn(sys0, f4opt_); });
    budget_.check();
    MultiplicationShape shape =
        MultiplicationShape::build(learned.trace, max_dim_, ShapeMultiplications::AllVariables);
    // Not zero-dimensional (or the unit ideal, or too large) modulo the
    // first prime: the direct computation in the target order handles it.
    if (shape.status() != ShapeStatus::Ok) return std::nullopt;
    PrimeResult first = convert(shape, learned.modular);
    report_.learn_seconds += since(t0);
    report_.conversion_seconds += first.fglm_seconds;
    report_.conversion =
        fmt::format("fglm from grevlex ({} standard monomials)", shape.dimension());
    const FglmBasis &learned_shape = first.basis;

    std::vector<std::size_t> sizes, probes;
    std::size_t at = 0;
    for (const auto &t : learned_shape.tails) {
      sizes.push_back(t.size());
      at += t.size();
    }
    // The constant and the highest coefficient of the first, middle and
    // last elements: the largest coefficients are most likely among them.
    const std::size_t ne = sizes.size();
    for (std::size_t e : {std::size_t{0}, ne / 2, ne - 1}) {
      std::size_t begin = 0;
      for (std::size_t k = 0; k < e; ++k)
        begin += sizes[k];
      for (std::size_t i : {begin, begin + sizes[e] - 1})
        if (std::find(probes.begin(), probes.end(), i) == probes.end()) probes.push_back(i);
    }
    CoefficientLift lift(sizes, probes);
    residues_of(learned_shape);
    lift.add(learned_shape.prime, residues_, threads_);

    std::vector<F4Replayer> replayers;
    for (unsigned t = 0; t < threads_; ++t) {
      replayers.emplace_back(learned.trace);
      replayers.back().set_cancel(budget_.flag());
    }
    std::size_t ok = 1, unlucky = 0;
    bool relearn = false;
    while (!relearn) {
      budget_.check();
      if (lift.primes() > kMaxPrimes)
        raise(ErrorId::GbNoLuckyPrime,
              fmt::format("no stable lift after {} primes ({} bits)", lift.primes(), lift.bits()));
      auto tr = Clock::now();
      std::vector<std::vector<PolyZp>> systems(threads_);
      for (auto &s : systems) {
        std::uint32_t p = 0;
        s = source_.next(primes_, p);
      }
      std::vector<PrimeResult> results(threads_);
      budget_.run([&] {
        parallel_for(threads_, threads_, [&](std::size_t t) {
          ReplayResult r = replayers[t].replay(systems[t]);
          if (r.status == ReplayStatus::Ok) results[t] = convert(shape, r.basis);
        });
        return 0;
      });
      report_.replay_seconds += since(tr);
      auto tl = Clock::now();
      bool ready = false;
      for (const auto &r : results) {
        report_.conversion_seconds += r.fglm_seconds;
        if (!r.ok || !r.basis.same_shape(learned_shape)) {
          ++unlucky;
          ++report_.primes_unlucky;
          continue;
        }
        ++ok;
        residues_of(r.basis);
        lift.add(r.basis.prime, residues_, threads_);
        if ((ready = lift.reconstruct(options_.stability_primes, threads_))) break;
      }
      report_.lift_seconds += since(tl);
      report_.lift_critical_seconds += since(tl); // not overlapped here
      if (options_.progress) {
        GroebnerProgress g;
        g.phase = "lift";
        g.primes = lift.primes();
        g.bits = lift.bits();
        g.seconds = budget_.elapsed();
        options_.progress(g);
      }
      if (!ready) {
        // Most primes disagreeing means the learning prime was the odd one.
        relearn = unlucky > kUnluckyPerLucky * ok + kUnluckyAllowance;
        continue;
      }
      std::vector<PolyQ> result = candidate(learned_shape, lift);
      const Verdict verdict = verify(learned_shape, result);
      if (verdict == Verdict::Pass) {
        report_.primes_used = lift.primes();
        report_.coefficient_bits = coefficient_bits(result);
        return result;
      }
      lift.invalidate(); // never return a lift that failed: lift further
      relearn = verdict == Verdict::Relearn;
    }
  }
  raise(ErrorId::GbNoLuckyPrime, "the learning prime was unlucky four times in a row");
}

} // namespace

std::optional<std::vector<PolyQ>> fglm_basis(const std::vector<PolyQ> &system,
                                             const GroebnerOptions &options, ComputeBudget &budget,
                                             GroebnerReport &report) {
  return FglmRun(system, options, budget, report).run();
}

} // namespace alkahest::gb
