// lib/solve/solve.cpp - zero-dimensional solving: the multi-modular rational
// univariate representation (multimodular_rur.cpp) when the first prime
// shows a radical ideal, else the exact path: radical by Seidenberg's lemma,
// a separating linear form, the shape-lemma parametrization x_i = g_i(t)
// (Gianni & Mora 1989; Rouillier, "Solving zero-dimensional systems through
// the rational univariate representation", AAECC 9 (1999)); then exact real
// boxes and certified complex solutions in ball arithmetic
// (certified_roots.cpp), all under one budget (solve_budget.hpp).
#include "certified_roots.hpp"
#include "multimodular_rur.hpp"
#include "quotient_algebra.hpp"
#include "root_refinement.hpp"
#include "support/hash.hpp"
#include "support/parallel_for.hpp"

#include <alkahest/error.hpp>
#include <alkahest/solve.hpp>

#include <fmt/format.h>

#include <chrono>
#include <optional>

namespace alkahest {
namespace {

// Largest quotient dimension the multi-modular path takes on; past it (and
// well before it, for dense systems) the memory budget decides.
constexpr std::size_t kMaxModularDimension = std::size_t{1} << 22;
// Forms tried as a new last variable before the exact path decides: each
// try costs one learning run on one prime, and a random form fails only on
// the hyperplanes where two solutions collide.
constexpr unsigned kAddedForms = 3;
// Variables up to which the first added form is +-2^i: past eight its
// coefficients outgrow those of a random form in [-32, 32] by more than
// the collisions it avoids are worth.
constexpr std::size_t kDissociatedFormVariables = 8;

using solving::QuotientAlgebra;
using solving::QVector;
using solving::SolveBudget;

QVector integer_to_rational(const solving::UPolyZ &f) {
  QVector out;
  for (const auto &c : f)
    out.emplace_back(c);
  return out;
}

PolyQ univariate(const PolyRingPtr &ring, std::size_t v, const solving::UPolyZ &f) {
  std::vector<std::pair<std::vector<Exponent>, Rational>> terms;
  for (std::size_t i = 0; i < f.size(); ++i) {
    if (f[i] == 0) continue;
    std::vector<Exponent> e(ring->nvars(), 0);
    e[v] = static_cast<Exponent>(i);
    terms.emplace_back(std::move(e), Rational(f[i]));
  }
  return PolyQ::from_terms(ring, std::move(terms));
}

// Seidenberg's lemma: for a zero-dimensional I over a field of
// characteristic 0, I + <sqfree(m_v(x_v)) : v> is the radical of I, where
// m_v generates I ∩ Q[x_v]. Returns the extra generators (empty: radical).
std::vector<PolyQ> radical_generators(const GroebnerBasis &gb, const QuotientAlgebra &A,
                                      SolveBudget &budget) {
  std::vector<PolyQ> extra;
  const std::size_t n = A.nvars();
  for (std::size_t v = 0; v < n; ++v) {
    std::vector<long> form(n, 0);
    form[v] = 1;
    solving::UPolyZ m = solving::to_integer_poly(solving::minimal_polynomial(A, form, &budget));
    solving::UPolyZ s = solving::square_free_part(m);
    if (s.size() < m.size()) extra.push_back(univariate(gb.ring(), v, s));
  }
  return extra;
}

} // namespace

std::vector<double> RealSolution::approx() const {
  std::vector<double> out;
  for (std::size_t i = 0; i < lo.size(); ++i)
    out.push_back(to_double((lo[i] + hi[i]) / 2));
  return out;
}

std::vector<std::complex<double>> ComplexSolution::approx() const {
  std::vector<std::complex<double>> out;
  for (const auto &c : coordinates)
    out.push_back(c.approx());
  return out;
}

namespace {

void check_options(const SolveOptions &options) {
  if (options.precision_bits < 1 || options.precision_bits > kMaxPrecisionBits)
    raise(ErrorId::SolveBadPrecision,
          fmt::format("{} bits (the range is 1 to {})", options.precision_bits, kMaxPrecisionBits));
}

// Real solutions: isolate t exactly, then refine t until every coordinate's
// enclosure (ball arithmetic on t's interval, exact rational endpoints) is
// narrow enough: its width shrinks with t's, times |(g/h)'(t)|.
double since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

std::vector<RealSolution> real_solutions(const SolveResult &r, const SolveOptions &options,
                                         SolveBudget &budget) {
  const Rational eps = Rational(1, Integer(1) << options.precision_bits);
  const QVector h = integer_to_rational(r.parametrization_denominator);
  const solving::RealImages images(r.parametrization, h.size() > 1 ? &h : nullptr);
  std::vector<solving::RootInterval> roots = solving::isolate_square_free_real_roots(
      r.eliminant, &budget, support::worker_threads(options.groebner.threads));
  std::vector<RealSolution> out(roots.size());
  const solving::RootRefiner refiner(r.eliminant);
  // Each root is refined on its own: one per worker thread.
  support::parallel_for(
      roots.size(), support::worker_threads(options.groebner.threads), [&](std::size_t i) {
        solving::RootInterval &root = roots[i];
        RealSolution &s = out[i];
        std::vector<std::pair<Rational, Rational>> box;
        for (unsigned extra = 0;;) {
          const unsigned t_bits = options.precision_bits + extra;
          if (t_bits > options.max_working_bits)
            raise(ErrorId::SolveUncertified,
                  fmt::format("a real solution is not narrowed to {} bits within {} bits of "
                              "working precision (SolveOptions::max_working_bits)",
                              options.precision_bits, options.max_working_bits));
          budget.poll();
          refiner.refine(root, t_bits, &budget);
          const bool enclosed = images.enclose(root.lo, root.hi, 2 * t_bits + 64, box);
          // The boxes shrink with t's interval (times |(g/h)'|, and the
          // overestimate of a Horner scheme in balls): the widest says how
          // many more bits of t it takes, counted from the interval's actual
          // width (the refinement's last step may go well past t_bits).
          long missing = 0;
          for (std::size_t k = 0; k < box.size() && enclosed; ++k) {
            const Rational ratio = (box[k].second - box[k].first) / eps;
            if (ratio > 1)
              missing = std::max(missing, static_cast<long>(msb(numerator(ratio))) -
                                              static_cast<long>(msb(denominator(ratio))) + 1);
          }
          if (enclosed && missing == 0) {
            for (auto &[lo, hi] : box) {
              s.lo.push_back(std::move(lo));
              s.hi.push_back(std::move(hi));
            }
            return;
          }
          if (!enclosed) { // h's ball held 0 (t still too wide): no measure yet
            extra = extra == 0 ? 8 : 2 * extra;
            continue;
          }
          long have = t_bits;
          if (root.hi != root.lo) {
            const Rational width = root.hi - root.lo;
            have = std::max(have, static_cast<long>(msb(denominator(width))) -
                                      static_cast<long>(msb(numerator(width))));
          }
          const long target = have + missing + 2 - static_cast<long>(options.precision_bits);
          extra = std::max(extra + 1, static_cast<unsigned>(std::max(0L, target)));
        }
      });
  return out;
}

void add_solutions(SolveResult &result, const SolveOptions &options, SolveBudget &budget) {
  auto t0 = std::chrono::steady_clock::now();
  result.real = real_solutions(result, options, budget);
  result.phases.real_roots = since(t0);
  if (!options.complex) return;
  auto t1 = std::chrono::steady_clock::now();
  solving::CertifyTarget target;
  target.bits = options.precision_bits;
  target.max_working_bits = options.max_working_bits;
  const QVector h = integer_to_rational(result.parametrization_denominator);
  for (auto &point :
       solving::certify_images(result.eliminant, result.real.size(), result.parametrization, target,
                               &budget, h.size() > 1 ? &h : nullptr)) {
    ComplexSolution c;
    c.real = point.empty() || point.front().real;
    c.coordinates = std::move(point);
    result.complex.push_back(std::move(c));
  }
  result.phases.complex_roots = since(t1);
}

SolveResult solve_basis(const GroebnerBasis &input, const SolveOptions &options,
                        SolveBudget &budget) {
  if (!input.ring())
    raise(ErrorId::SolveEmptySystem, "the basis has no ring: it was computed from no polynomial");
  if (input.characteristic() != 0)
    raise(ErrorId::SolveTooLarge, "solve works over Q; the basis is over a prime field");
  SolveResult result;
  result.variables = input.ring()->variables;
  const std::size_t nvars = result.variables.size();
  if (nvars == 0) raise(ErrorId::SolveEmptySystem, "the ring has no variable");
  if (input.is_unit()) return result;
  if (input.size() == 0)
    raise(ErrorId::SolvePositiveDimensional,
          fmt::format("no nonzero polynomial: every point of C^{} is a solution (dimension {})",
                      nvars, nvars));
  long dim = input.dimension();
  if (dim > 0)
    raise(ErrorId::SolvePositiveDimensional, fmt::format("the solution set has dimension {}", dim));
  auto vdim = input.degree();
  if (*vdim > options.max_degree)
    raise(ErrorId::SolveTooLarge,
          fmt::format("{} solutions with multiplicity; SolveOptions::max_degree is {}", *vdim,
                      options.max_degree));
  result.multiplicity_degree = *vdim;

  // A form t whose minimal polynomial is square-free of degree D = vdim
  // shows at once that the algebra is Q[t]/(f) with f square-free: I is
  // radical and t separates. Only when the first few candidates fail is the
  // radical computed (Seidenberg's lemma), which costs a minimal polynomial
  // per variable.
  // Candidates x_{n-1} + k x_{n-2} + k^2 x_{n-3} + ...: at most
  // D(D-1)/2 * (n-1) values of k fail on a radical ideal.
  auto candidate = [](std::size_t n, long k) {
    std::vector<long> c(n, 0);
    long w = 1;
    for (std::size_t v = n; v-- > 0;) {
      c[v] = w;
      if (k == 0) break; // k = 0: the last variable alone
      w *= k;
    }
    return c;
  };
  GroebnerBasis gb = input;
  std::vector<long> form;
  QVector minpoly;
  for (int round = 0; round < 2 && form.empty(); ++round) {
    QuotientAlgebra A(gb, &budget);
    const std::size_t D = A.dimension();
    const long tries = round == 0 ? 3 : 64;
    for (long k = 0; k < tries && form.empty(); ++k) {
      std::vector<long> c = candidate(A.nvars(), k);
      QVector m = solving::minimal_polynomial(A, c, &budget);
      if (m.size() != D + 1) continue;
      solving::UPolyZ f = solving::to_integer_poly(m);
      if (solving::square_free_part(f).size() != f.size()) continue;
      form = c;
      minpoly = std::move(m);
    }
    if (!form.empty() || round == 1) break;
    auto extra = radical_generators(gb, A, budget);
    if (extra.empty()) continue; // radical already: only the forms were unlucky
    std::vector<PolyQ> gens = gb.polynomials();
    gens.insert(gens.end(), extra.begin(), extra.end());
    gb = GroebnerBasis::compute(gens, gb.ring()->order, budget.nested());
  }
  if (form.empty()) raise(ErrorId::SolveNotSeparating, "64 candidate forms tried");
  QuotientAlgebra A(gb, &budget);
  const std::size_t n = A.nvars(), D = A.dimension();
  result.distinct = D;
  result.separating_form = form;
  result.eliminant = solving::to_integer_poly(minpoly);

  // Parametrization: x_v * 1 expressed in the Krylov basis 1, t, ..., t^(D-1).
  solving::KrylovEchelon ech(D, &budget);
  QVector v = A.one();
  for (std::size_t k = 0; k < D; ++k) {
    (void)ech.add(v);
    v = A.multiply_linear(form, v);
  }
  for (std::size_t x = 0; x < n; ++x) {
    auto g = ech.express(A.multiply(x, A.one()));
    if (!g) raise(ErrorId::SolveNotSeparating, "the Krylov basis does not span the algebra");
    result.parametrization.push_back(std::move(*g));
  }

  result.method = "exact";
  result.phases.learn = budget.elapsed();
  add_solutions(result, options, budget);
  return result;
}

// The form added as a new last variable when the last one does not
// separate. Small coefficients keep the representation's heights small (its
// coefficients grow by about log2 of the form's size per solution), but
// symmetric systems (noon, cyclic) have solutions that are permutations of
// each other, and two such solutions collide when two sets of coefficients
// have equal sums: on a solution with two distinct coordinate values, any
// such pair does (13 - 32 = -31 + 12 made noon6 fall through to a form of
// coefficients near 1000, and 60 % more primes). The first try is
// therefore dissociated: +-2^i with alternating signs has no two subsets of
// equal sum (the alternation keeps a cyclic system's zero coordinate sum
// from collapsing it), and its size stays small up to eight variables;
// past that, and on further tries, coefficients are drawn from wider ranges.
std::vector<long> added_form(std::size_t n, unsigned attempt) {
  std::vector<long> c(n);
  if (attempt == 1 && n <= kDissociatedFormVariables) {
    for (std::size_t v = 0; v < n; ++v)
      c[v] = (v % 2 == 0 ? 1L : -1L) << v;
    return c;
  }
  const std::uint64_t range = std::uint64_t{1} << (5 * attempt + 1); // 64, 2048, 65536
  for (std::size_t v = 0; v < n; ++v) {
    c[v] = static_cast<long>(support::splitmix64(v + 1 + 1000 * attempt) % (range + 1)) -
           static_cast<long>(range / 2);
    if (c[v] == 0) c[v] = static_cast<long>(range / 2) + 1;
  }
  return c;
}

// The multi-modular representation, or nullopt when the first prime shows
// a case it does not handle (the unit ideal, positive dimension, a
// non-radical ideal): then the exact path decides.
std::optional<SolveResult> solve_modular(const std::vector<PolyQ> &generators,
                                         const SolveOptions &options, SolveBudget &budget) {
  const PolyRingPtr &source = generators.front().ring_ptr();
  const std::vector<std::string> &names = source->variables;
  const std::size_t n = names.size();
  if (n == 0) return std::nullopt;
  std::vector<std::size_t> outputs(n);
  for (std::size_t v = 0; v < n; ++v)
    outputs[v] = v;
  for (unsigned round = 0; round <= kAddedForms; ++round) {
    std::vector<std::string> vars = names;
    std::vector<long> form(n, 0);
    if (round == 0) {
      form[n - 1] = 1;
    } else {
      form = added_form(n, round);
      std::string t = "t";
      while (source->index_of(t) >= 0)
        t += "_";
      vars.push_back(t);
    }
    PolyRingPtr ring = make_ring(vars, MonomialOrder::grevlex());
    std::vector<PolyQ> system;
    for (const auto &g : generators) {
      if (g.is_zero()) continue;
      if (g.total_degree() == 0) return std::nullopt; // the unit ideal
      system.push_back(g.map_to_ring(ring));
    }
    if (system.empty()) return std::nullopt;
    if (round > 0) {
      // t - sum c_i x_i
      std::vector<std::pair<std::vector<Exponent>, Rational>> terms;
      std::vector<Exponent> e(n + 1, 0);
      e[n] = 1;
      terms.emplace_back(e, Rational(1));
      for (std::size_t v = 0; v < n; ++v) {
        std::vector<Exponent> x(n + 1, 0);
        x[v] = 1;
        terms.emplace_back(std::move(x), Rational(-form[v]));
      }
      system.push_back(PolyQ::from_terms(ring, std::move(terms)));
    }
    solving::RurAttempt attempt = solving::multimodular_rur(
        system, outputs, kMaxModularDimension, budget, options.remote_representations.get());
    if (attempt.path == solving::RurPath::NotSeparating) continue;
    if (attempt.path != solving::RurPath::Ok) return std::nullopt;
    const solving::RurOverQ &rur = *attempt.rur;
    SolveResult result;
    result.variables = names;
    result.method = "multi-modular";
    result.primes = rur.primes;
    result.primes_from_gpu = rur.primes_from_device;
    result.gpu = rur.gpu;
    result.threads = gb::worker_threads(options.groebner.threads);
    result.phases.learn = rur.learn_seconds;
    result.phases.replay = rur.replay_seconds;
    result.phases.lift = rur.lift_seconds;
    result.separating_form = form;
    result.distinct = result.multiplicity_degree = rur.eliminant.size() - 1;
    result.eliminant = solving::to_integer_poly(rur.eliminant);
    // f = c P with P monic: x_i = R_i / P' = c R_i / f'.
    const Rational c(result.eliminant.back());
    for (const auto &r : rur.numerators) {
      QVector g;
      for (const auto &x : r)
        g.push_back(x * c);
      while (!g.empty() && g.back() == 0)
        g.pop_back();
      result.parametrization.push_back(std::move(g));
    }
    result.parametrization_denominator.clear();
    for (std::size_t k = 1; k < result.eliminant.size(); ++k)
      result.parametrization_denominator.push_back(result.eliminant[k] * Integer(k));
    add_solutions(result, options, budget);
    return result;
  }
  return std::nullopt;
}

} // namespace

SolveResult solve(const std::vector<PolyQ> &generators, const SolveOptions &options) {
  check_options(options);
  // The ring comes from the generators (zero ones included), so that the
  // zero ideal is reported as positive-dimensional, not as an empty basis.
  PolyRingPtr ring;
  for (const auto &g : generators)
    if (!ring) ring = g.ring_ptr();
  if (!ring)
    raise(ErrorId::SolveEmptySystem, generators.empty()
                                         ? "no polynomial: the variables are unknown"
                                         : "no polynomial has a ring: the variables are unknown");
  return gb::with_memory_code([&] {
    SolveBudget budget(options.groebner);
    std::vector<PolyQ> gens;
    for (const auto &g : generators)
      if (g.ring_ptr()) gens.push_back(g);
    if (options.method == SolveMethod::Auto)
      if (auto fast = solve_modular(gens, options, budget)) return std::move(*fast);
    PolySystem system{ring, 0, generators};
    GroebnerBasis basis = GroebnerBasis::compute(system, MonomialOrder::grevlex(), budget.nested());
    SolveResult result = solve_basis(basis, options, budget);
    result.gpu = basis.report().gpu;
    return result;
  });
}

SolveResult solve(const GroebnerBasis &input, const SolveOptions &options) {
  check_options(options);
  return gb::with_memory_code([&] {
    SolveBudget budget(options.groebner);
    if (options.method == SolveMethod::Auto && input.ring() && input.characteristic() == 0 &&
        !input.is_unit() && input.size() > 0)
      if (auto fast = solve_modular(input.polynomials(), options, budget)) return std::move(*fast);
    return solve_basis(input, options, budget);
  });
}

} // namespace alkahest
