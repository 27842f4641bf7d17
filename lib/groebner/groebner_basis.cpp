// lib/groebner/groebner_basis.cpp - the public GroebnerBasis: compute over Q or
// Z/p, normal forms, elimination, dimension and degree from leading monomials.
#include "fglm.hpp"
#include "monomial_ideal.hpp"
#include "multimodular.hpp"
#include "support/parallel_for.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/groebner/engine.hpp>
#include <alkahest/groebner/gpu_replay.hpp>
#include <alkahest/groebner/prime_sequence.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <mutex>
#include <new>
#include <thread>

namespace alkahest {

// The public cap on threads is the worker pool's (lib/support is below the
// public headers and cannot name it).
static_assert(kMaxGroebnerThreads == support::kMaxWorkerThreads);

std::string_view guarantee_name(GroebnerGuarantee g) {
  switch (g) {
  case GroebnerGuarantee::ExactModular:
    return "exact mod p";
  case GroebnerGuarantee::Probabilistic:
    return "probabilistic";
  case GroebnerGuarantee::Certified:
    return "certified";
  }
  return "?";
}

namespace {

// f re-expressed in `ring` (same variables, possibly another order).
template <class Field>
Polynomial<Field> into_ring(const Polynomial<Field> &f, const PolyRingPtr &ring,
                            const std::vector<std::size_t> *perm = nullptr) {
  using Coeff = typename Field::Coeff;
  std::vector<std::pair<std::vector<Exponent>, Coeff>> terms;
  terms.reserve(f.size());
  const std::size_t n = ring->nvars();
  for (std::size_t i = 0; i < f.size(); ++i) {
    auto m = f.monomial(i);
    std::vector<Exponent> e(n, 0);
    for (std::size_t v = 0; v < m.size(); ++v)
      e[perm ? (*perm)[v] : v] = m[v];
    terms.emplace_back(std::move(e), f.coeff(i));
  }
  return Polynomial<Field>::from_terms(ring, std::move(terms), f.field());
}

PolyQ residues_to_q(const PolyZp &f, const PolyRingPtr &ring) {
  std::vector<Rational> c;
  c.reserve(f.size());
  for (auto v : f.coeffs())
    c.emplace_back(v);
  return PolyQ::from_sorted(ring, std::move(c), f.exponents());
}

// The ring of the generators in `order`; with no generator that has one,
// the fallback's variables (a parsed system's), else no variables at all: the
// zero ideal of Q, whose one standard monomial is 1.
PolyRingPtr common_ring(const std::vector<PolyQ> &gens, const MonomialOrder &order,
                        const PolyRingPtr &fallback = nullptr) {
  const PolyRing *first = nullptr;
  for (const auto &g : gens) {
    if (!g.ring_ptr()) continue;
    if (!first)
      first = &g.ring();
    else if (g.ring().variables != first->variables)
      raise(ErrorId::GbRingMismatch, "generators come from rings with different variables");
  }
  if (!first) first = fallback.get();
  return make_ring(first ? first->variables : std::vector<std::string>{}, order);
}

} // namespace

// Over Z/p, a zero-dimensional ideal in a non-grevlex order: the grevlex
// basis by F4, then FGLM to the target order; nullopt (compute directly)
// when the grevlex basis shows positive dimension or the unit ideal.
static std::optional<std::vector<PolyZp>>
fglm_modular_basis(const std::vector<PolyZp> &system, const PolyRingPtr &target,
                   const gb::F4Options &fo, gb::ComputeBudget &budget, GroebnerReport &report) {
  auto grevlex = make_ring(target->variables, MonomialOrder::grevlex());
  std::vector<PolyZp> sys;
  for (const auto &f : system)
    sys.push_back(into_ring(f, grevlex));
  gb::F4LearnResult learned = gb::f4_learn(sys, fo);
  const std::size_t words = budget.memory_budget() / 2 / sizeof(std::uint32_t);
  const auto max_dim = static_cast<std::size_t>(
      std::sqrt(static_cast<double>(words) / static_cast<double>(target->nvars() + 2)));
  auto shape = gb::MultiplicationShape::build(learned.trace, max_dim,
                                              gb::ShapeMultiplications::AllVariables);
  if (shape.status() != gb::ShapeStatus::Ok) return std::nullopt;
  auto t = std::chrono::steady_clock::now();
  gb::FglmBasis converted;
  if (gb::fglm_modular(shape, shape.values(learned.modular), target->order, converted,
                       budget.flag()) == gb::FglmStatus::Cancelled)
    budget.rethrow_stop();
  report.conversion_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
  report.conversion = fmt::format("fglm from grevlex ({} standard monomials)", shape.dimension());
  return gb::fglm_polynomials(converted, target);
}

// The rationals of a basis over Z/p, made once (see polynomials()).
struct GroebnerBasis::RationalResidues {
  std::once_flag once;
  std::vector<PolyQ> polys;
};

// The driver: a friend of GroebnerBasis that fills it (library-internal:
// the public header only names it as a friend).
class ALKAHEST_INTERNAL GroebnerDriver {
public:
  static GroebnerBasis over_q(const std::vector<PolyQ> &generators, const MonomialOrder &order,
                              const GroebnerOptions &options,
                              const PolyRingPtr &fallback = nullptr) {
    auto start = std::chrono::steady_clock::now();
    gb::ComputeBudget budget(options);
    GroebnerBasis gb;
    gb.ring_ = common_ring(generators, order, fallback);
    std::vector<PolyQ> system;
    for (const auto &g : generators)
      if (!g.is_zero()) system.push_back(into_ring(g, gb.ring_));
    gb.report_.threads = gb::worker_threads(options.threads);
    if (system.empty()) {
      gb.report_.guarantee = GroebnerGuarantee::Certified; // the zero ideal
    } else if (std::any_of(system.begin(), system.end(),
                           [](const PolyQ &f) { return f.total_degree() == 0; })) {
      // A non-zero constant generates the unit ideal: exact, no primes.
      gb.basis_.push_back(PolyQ::constant(gb.ring_, Rational(1)));
      gb.report_.guarantee = GroebnerGuarantee::Certified;
    } else {
      std::optional<std::vector<PolyQ>> converted;
      if (options.fglm && order.kind() != OrderKind::GrevLex)
        converted = gb::fglm_basis(system, options, budget, gb.report_);
      gb.basis_ = converted ? std::move(*converted)
                            : gb::multimodular_basis(system, options, budget, gb.report_);
      gb.report_.guarantee = GroebnerGuarantee::Probabilistic;
      if (options.certify) {
        auto tc = std::chrono::steady_clock::now();
        if (options.progress) {
          GroebnerProgress g;
          g.phase = "certify";
          g.primes = gb.report_.primes_used;
          g.seconds = budget.elapsed();
          options.progress(g);
        }
        gb::certify_over_q(system, gb.basis_, gb.report_.threads, budget);
        gb.report_.certify_seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - tc).count();
        gb.report_.guarantee = GroebnerGuarantee::Certified;
      }
    }
    gb.report_.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return gb;
  }

  static GroebnerBasis modular(const std::vector<PolyQ> &generators, std::uint64_t characteristic,
                               const MonomialOrder &order, const GroebnerOptions &options,
                               const PolyRingPtr &fallback = nullptr) {
    auto start = std::chrono::steady_clock::now();
    if (characteristic >= (1u << 31) ||
        !gb::is_prime_u32(static_cast<std::uint32_t>(characteristic)))
      raise(ErrorId::PolyBadModulus,
            fmt::format("characteristic {} is not 0 or a prime below 2^31", characteristic));
    const auto p = static_cast<std::uint32_t>(characteristic);
    gb::ComputeBudget budget(options);
    GroebnerBasis gb;
    gb.ring_ = common_ring(generators, order, fallback);
    gb.characteristic_ = p;
    std::vector<PolyZp> system;
    for (const auto &g : generators) {
      auto r = reduce_mod(into_ring(g, gb.ring_), p);
      if (!r)
        raise(ErrorId::PolyBadModulus, fmt::format("{} divides a denominator of the input", p));
      if (!r->is_zero()) system.push_back(std::move(*r));
    }
    if (!system.empty()) {
      gb::F4Options fo;
      fo.threads = gb::worker_threads(options.threads);
      gb.report_.threads = fo.threads;
      fo.cancel = budget.flag();
      fo.max_matrix_bytes = budget.memory_budget() / 2;
      if (options.linear_algebra == gb::LinearAlgebra::Probabilistic) {
        fo.linear_algebra = gb::LinearAlgebra::Probabilistic;
        fo.seed = options.seed ? *options.seed : gb::fresh_prime_seed();
        gb.report_.linear_algebra = fo.linear_algebra;
        gb.report_.linear_algebra_seed = fo.seed;
      }
      // One reduction per F4 matrix, for the backend report.
      std::size_t matrices = 0;
      fo.progress = [&](const gb::F4StepInfo &s) {
        ++matrices;
        if (options.progress)
          options.progress({"learn", s.degree, s.pairs, s.rows, s.cols, 1,
                            static_cast<std::size_t>(std::bit_width(p)), budget.elapsed()});
      };
      auto t0 = std::chrono::steady_clock::now();
      try {
        std::optional<std::vector<PolyZp>> converted;
        if (options.fglm && order.kind() != OrderKind::GrevLex &&
            fo.linear_algebra == gb::LinearAlgebra::Exact)
          converted = fglm_modular_basis(system, gb.ring_, fo, budget, gb.report_);
        gb.modular_ = converted ? std::move(*converted) : gb::f4(system, fo);
      } catch (const GroebnerError &e) {
        if (e.id() == ErrorId::GbCancelled) budget.rethrow_stop();
        throw;
      }
      gb.report_.learn_seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      gb::record_single_prime_run(gb.report_.gpu, options.backend, options.device, matrices,
                                  gb.report_.learn_seconds);
    }
    gb.rationals_ = std::make_shared<GroebnerBasis::RationalResidues>();
    gb.report_.primes_used = 1;
    gb.report_.coefficient_bits = static_cast<std::size_t>(std::bit_width(p));
    gb.report_.guarantee = gb.report_.linear_algebra == gb::LinearAlgebra::Exact
                               ? GroebnerGuarantee::ExactModular
                               : GroebnerGuarantee::Probabilistic;
    gb.report_.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return gb;
  }
};

GroebnerBasis GroebnerBasis::compute(const std::vector<PolyQ> &generators,
                                     const MonomialOrder &order, const GroebnerOptions &options) {
  return gb::with_memory_code([&] { return GroebnerDriver::over_q(generators, order, options); });
}

GroebnerBasis GroebnerBasis::compute(const PolySystem &system, const MonomialOrder &order,
                                     const GroebnerOptions &options) {
  return gb::with_memory_code([&] {
    if (system.characteristic == 0)
      return GroebnerDriver::over_q(system.polynomials, order, options, system.ring);
    return GroebnerDriver::modular(system.polynomials, system.characteristic, order, options,
                                   system.ring);
  });
}

GroebnerBasis GroebnerBasis::compute_msolve(std::string_view text, const MonomialOrder &order,
                                            const GroebnerOptions &options) {
  return compute(parse_msolve(text, order), order, options);
}

GroebnerBasis GroebnerBasis::from_reduced(std::vector<PolyQ> basis, PolyRingPtr ring,
                                          std::uint64_t characteristic) {
  GroebnerBasis gb;
  gb.basis_ = std::move(basis);
  gb.ring_ = std::move(ring);
  gb.characteristic_ = characteristic;
  if (characteristic != 0)
    for (const auto &g : gb.basis_)
      gb.modular_.push_back(*reduce_mod(g, static_cast<std::uint32_t>(characteristic)));
  gb.report_.guarantee =
      characteristic ? GroebnerGuarantee::ExactModular : GroebnerGuarantee::Probabilistic;
  return gb;
}

const std::vector<PolyQ> &GroebnerBasis::polynomials() const {
  if (!rationals_) return basis_;
  std::call_once(rationals_->once, [&] {
    rationals_->polys.reserve(modular_.size());
    for (const auto &g : modular_)
      rationals_->polys.push_back(residues_to_q(g, ring_));
  });
  return rationals_->polys;
}

PolyQ GroebnerBasis::reduce(const PolyQ &f) const {
  if (!ring_ || (f.ring_ptr() && f.ring().variables != ring_->variables))
    raise(ErrorId::GbRingMismatch, "the polynomial's variables differ from the basis's");
  PolyQ g = into_ring(f, ring_);
  if (characteristic_ == 0) return normal_form(g, basis_);
  auto r = reduce_mod(g, static_cast<std::uint32_t>(characteristic_));
  if (!r) raise(ErrorId::PolyBadModulus, "the characteristic divides a denominator");
  return residues_to_q(normal_form(*r, modular_), ring_);
}

bool GroebnerBasis::contains(const PolyQ &f) const { return reduce(f).is_zero(); }

GroebnerBasis GroebnerBasis::eliminate(const std::vector<std::string> &variables,
                                       const GroebnerOptions &options) const {
  const auto &vars = ring_->variables;
  std::vector<std::string> order_vars = variables, rest;
  for (const auto &v : variables)
    if (ring_->index_of(v) < 0) raise(ErrorId::GbRingMismatch, "no variable named '" + v + "'");
  for (const auto &v : vars)
    if (std::find(variables.begin(), variables.end(), v) == variables.end()) {
      order_vars.push_back(v);
      rest.push_back(v);
    }
  // Position of each old variable in the block-ordered ring.
  std::vector<std::size_t> perm(vars.size());
  for (std::size_t i = 0; i < vars.size(); ++i)
    perm[i] = static_cast<std::size_t>(std::find(order_vars.begin(), order_vars.end(), vars[i]) -
                                       order_vars.begin());
  std::vector<std::uint32_t> blocks{static_cast<std::uint32_t>(variables.size())};
  if (!rest.empty()) blocks.push_back(static_cast<std::uint32_t>(rest.size()));
  auto block_ring = make_ring(order_vars, MonomialOrder::block(blocks));
  std::vector<PolyQ> gens;
  for (const auto &g : polynomials())
    gens.push_back(into_ring(g, block_ring, &perm));
  PolySystem sys{block_ring, characteristic_, gens};
  GroebnerBasis full = compute(sys, block_ring->order, options);
  // Keep the elements free of the eliminated block, in a ring of the rest.
  auto rest_ring = make_ring(rest, MonomialOrder::grevlex());
  std::vector<PolyQ> kept;
  const std::size_t k = variables.size();
  for (const auto &g : full.polynomials()) {
    bool free = true;
    for (std::size_t t = 0; t < g.size() && free; ++t) {
      auto m = g.monomial(t);
      for (std::size_t v = 0; v < k; ++v)
        if (m[v] != 0) free = false;
    }
    if (!free) continue;
    std::vector<std::pair<std::vector<Exponent>, Rational>> terms;
    for (std::size_t t = 0; t < g.size(); ++t) {
      auto m = g.monomial(t);
      terms.emplace_back(std::vector<Exponent>(m.begin() + static_cast<std::ptrdiff_t>(k), m.end()),
                         g.coeff(t));
    }
    kept.push_back(PolyQ::from_terms(rest_ring, std::move(terms)));
  }
  std::sort(kept.begin(), kept.end(), [&](const PolyQ &a, const PolyQ &b) {
    return rest_ring->order.compare(a.leading_monomial().data(), b.leading_monomial().data(),
                                    rest.size()) < 0;
  });
  GroebnerBasis out = from_reduced(std::move(kept), rest_ring, characteristic_);
  out.report_ = full.report_;
  return out;
}

bool GroebnerBasis::is_unit() const noexcept {
  if (rationals_) return modular_.size() == 1 && modular_[0].total_degree() == 0;
  return basis_.size() == 1 && basis_[0].total_degree() == 0;
}

namespace {

template <class Poly>
std::vector<std::vector<Exponent>> leading_monomials_of(const std::vector<Poly> &basis) {
  std::vector<std::vector<Exponent>> out;
  out.reserve(basis.size());
  for (const auto &g : basis) {
    auto m = g.leading_monomial();
    out.emplace_back(m.begin(), m.end());
  }
  return out;
}

} // namespace

std::vector<std::vector<Exponent>> GroebnerBasis::leading_monomials() const {
  return rationals_ ? leading_monomials_of(modular_) : leading_monomials_of(basis_);
}

long GroebnerBasis::dimension() const {
  if (is_unit()) return -1;
  const std::size_t n = ring_ ? ring_->nvars() : 0;
  return gb::monomial_ideal_dimension(leading_monomials(), n, kLeadingMonomialWork);
}

std::optional<std::uint64_t> GroebnerBasis::degree() const {
  if (is_unit()) return 0;
  if (dimension() != 0) return std::nullopt;
  const std::size_t n = ring_ ? ring_->nvars() : 0;
  return gb::count_standard_monomials(leading_monomials(), n, kLeadingMonomialWork);
}

std::vector<std::vector<Exponent>> GroebnerBasis::standard_monomials() const {
  long dim = dimension();
  if (dim != 0 && !is_unit())
    raise(ErrorId::GbNotZeroDimensional, fmt::format("the ideal has dimension {}", dim));
  std::vector<std::vector<Exponent>> out;
  if (is_unit()) return out;
  const std::uint64_t count = *degree();
  if (count > kMaxStandardMonomials)
    raise(ErrorId::GbQueryBudget,
          fmt::format("{} standard monomials, more than the {} that are listed", count,
                      kMaxStandardMonomials));
  const std::size_t n = ring_ ? ring_->nvars() : 0;
  out.reserve(count);
  // An odometer over the exponent vectors, the last variable fastest: the
  // standard monomials form an order ideal, so a non-standard vector ends
  // its run and carries into the variable before the last non-zero one.
  std::vector<Exponent> e(n, 0);
  const std::vector<std::vector<Exponent>> leads = leading_monomials();
  auto standard = [&] {
    for (const auto &l : leads)
      if (monomial_divides(l.data(), e.data(), n)) return false;
    return true;
  };
  while (true) {
    if (standard()) {
      out.push_back(e);
      if (n == 0) break;
      ++e[n - 1];
      continue;
    }
    std::size_t j = n;
    while (j > 0 && e[j - 1] == 0)
      --j;
    if (j <= 1) break; // e = x_0^k is not standard: every vector was visited
    e[j - 1] = 0;
    ++e[j - 2];
  }
  std::sort(out.begin(), out.end(), [&](const auto &a, const auto &b) {
    return ring_->order.compare(a.data(), b.data(), n) < 0;
  });
  return out;
}

long GroebnerBasis::max_leading_degree() const {
  long d = -1;
  for (const auto &l : leading_monomials()) {
    long s = 0;
    for (auto x : l)
      s += x;
    d = std::max(d, s);
  }
  return d;
}

std::string GroebnerBasis::summary() const {
  // A query past its work budget prints "?": the summary never throws away
  // a basis that was computed.
  std::string dim = "?", deg = "?";
  try {
    long d = dimension();
    dim = std::to_string(d);
    deg = d == 0 ? std::to_string(*degree()) : "-";
  } catch (const GroebnerError &e) {
    if (e.id() != ErrorId::GbQueryBudget) throw;
  }
  std::string field = characteristic_ ? fmt::format("GF({})", characteristic_) : "Q";
  std::string primes = characteristic_ ? "1 prime"
                                       : fmt::format("{} primes ({} unlucky, {} for verification)",
                                                     report_.primes_used, report_.primes_unlucky,
                                                     report_.primes_verification);
  if (report_.prime_seed) primes += fmt::format(", seed {}", *report_.prime_seed);
  if (report_.linear_algebra_seed)
    primes += fmt::format(", probabilistic linear algebra (seed {})", *report_.linear_algebra_seed);
  return fmt::format("{} polynomials over {} ({}), dimension {}{}, degree {}, max lm degree {}; "
                     "{}, {}-bit coefficients; {:.3f} s on {} thread{}; guarantee: {}",
                     size(), field, ring_ ? ring_->order.name() : "-", dim,
                     is_unit() ? " (unit ideal)" : "", deg, max_leading_degree(), primes,
                     report_.coefficient_bits, report_.seconds, report_.threads,
                     report_.threads == 1 ? "" : "s", guarantee_name(report_.guarantee));
}

const char *phase_device_name(PhaseDevice d) noexcept {
  switch (d) {
  case PhaseDevice::Cpu:
    return "cpu";
  case PhaseDevice::Gpu:
    return "gpu";
  case PhaseDevice::Mixed:
    return "cpu+gpu";
  }
  return "?";
}

PhaseDevice GroebnerReport::replay_device() const noexcept {
  if (gpu.reductions_on_gpu == 0) return PhaseDevice::Cpu;
  return gpu.reductions_on_cpu == 0 ? PhaseDevice::Gpu : PhaseDevice::Mixed;
}

std::string GroebnerBasis::phase_summary() const {
  const GroebnerReport &r = report_;
  // The conversion's own time, when the basis came from grevlex by FGLM.
  const std::string conversion =
      r.conversion.empty()
          ? ""
          : fmt::format(", {}: {:.3f} s (cpu)", r.conversion, r.conversion_seconds);
  if (characteristic_ != 0)
    return fmt::format("f4 {:.3f} s ({}){}", r.learn_seconds, phase_device_name(r.learn_device),
                       conversion);
  // The lift's own seconds, and what of them the run waited for (the rest
  // ran beside the replays).
  std::string s = fmt::format("learn {:.3f} s ({}), replays {:.3f} s ({}), lift {:.3f} s ({}, "
                              "{:.3f} s on the critical path), verify {:.3f} s ({})",
                              r.learn_seconds, phase_device_name(r.learn_device), r.replay_seconds,
                              phase_device_name(r.replay_device()), r.lift_seconds,
                              phase_device_name(r.lift_device), r.lift_critical_seconds,
                              r.verify_seconds, phase_device_name(r.verify_device));
  s += conversion;
  if (r.certify_seconds > 0) s += fmt::format(", certify {:.3f} s (cpu)", r.certify_seconds);
  return s;
}

std::string GroebnerBasis::to_msolve() const {
  // Printing katsura11's basis (2 million terms) takes a few tenths of a
  // second on one thread, as much as a step of the computation on 16.
  // On the computation's thread count, not every core: a one-thread run
  // stays one thread from input to output. A basis mod p prints its
  // residues directly (the same text as their rationals, without going
  // through GMP).
  std::vector<std::string> parts(size());
  gb::parallel_for(parts.size(), static_cast<unsigned>(std::max<std::size_t>(report_.threads, 1)),
                   [&](std::size_t i) {
                     parts[i] = rationals_ ? modular_[i].to_string() : basis_[i].to_string();
                   });
  std::size_t bytes = 0;
  for (const auto &p : parts)
    bytes += p.size() + 2;
  std::string out;
  out.reserve(bytes);
  for (std::size_t i = 0; i < parts.size(); ++i) {
    out += parts[i];
    out += i + 1 < parts.size() ? ",\n" : "\n";
  }
  return out;
}

} // namespace alkahest
