// lib/solve/solve.cpp - zero-dimensional solving: radical by Seidenberg's lemma,
// a separating linear form, the shape-lemma parametrization x_i = g_i(t)
// (Gianni & Mora 1989; Rouillier, "Solving zero-dimensional systems through
// the rational univariate representation", AAECC 9 (1999)), exact real boxes
// by rational interval arithmetic, certified complex solutions in ball
// arithmetic (certified_roots.cpp), all under one budget (solve_budget.hpp).
#include "certified_roots.hpp"
#include "quotient_algebra.hpp"
#include "root_refinement.hpp"

#include <alkahest/error.hpp>
#include <alkahest/solve.hpp>

#include <fmt/format.h>

namespace alkahest {
namespace {

using solving::QuotientAlgebra;
using solving::QVector;
using solving::SolveBudget;

struct Interval {
  Rational lo, hi;
};

Interval mul(const Interval &a, const Interval &b) {
  Rational p[4] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
  return {*std::min_element(p, p + 4), *std::max_element(p, p + 4)};
}

// Horner in interval arithmetic: an enclosure of g over [t.lo, t.hi]. With
// round_bits > 0 every step is rounded outward to a multiple of
// 2^-round_bits, which keeps the endpoints short (the exact ones grow by the
// size of t at every step) and stays an enclosure.
Interval eval(const QVector &g, const Interval &t, unsigned round_bits, SolveBudget &budget) {
  if (g.empty()) return {0, 0};
  Interval acc{g.back(), g.back()};
  for (std::size_t i = g.size() - 1; i-- > 0;) {
    budget.poll();
    acc = mul(acc, t);
    acc.lo += g[i];
    acc.hi += g[i];
    if (round_bits > 0 && acc.lo != acc.hi) {
      acc.lo = solving::round_down(acc.lo, round_bits);
      acc.hi = solving::round_up(acc.hi, round_bits);
    }
  }
  return acc;
}

// Bits of max(2, |x|), rounded up: how much an error grows when multiplied by x.
unsigned magnitude_bits(const Rational &x) {
  Integer q = abs(Integer(numerator(x))) / denominator(x);
  return q < 2 ? 1u : static_cast<unsigned>(msb(q)) + 1;
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
// enclosure is narrow enough (its width shrinks with t's, times |g'(t)|).
std::vector<RealSolution> real_solutions(const SolveResult &r, const SolveOptions &options,
                                         SolveBudget &budget) {
  std::vector<RealSolution> out;
  const Rational eps = Rational(1, Integer(1) << options.precision_bits);
  const unsigned degree = static_cast<unsigned>(r.eliminant.size() - 1);
  for (auto root : solving::isolate_real_roots(r.eliminant, &budget)) {
    RealSolution s;
    for (unsigned extra = 0;;) {
      const unsigned t_bits = options.precision_bits + extra;
      if (t_bits > options.max_working_bits)
        raise(ErrorId::SolveUncertified,
              fmt::format("a real solution is not narrowed to {} bits within {} bits of working "
                          "precision (SolveOptions::max_working_bits)",
                          options.precision_bits, options.max_working_bits));
      solving::refine_square_free_root(r.eliminant, root, t_bits, &budget);
      // Rounding errors grow by at most |t| per Horner step: this rounding
      // keeps their sum well below the width asked for.
      const unsigned round_bits =
          root.lo == root.hi
              ? 0
              : t_bits + 16 + degree * std::max(magnitude_bits(root.lo), magnitude_bits(root.hi));
      s.lo.clear();
      s.hi.clear();
      bool narrow = true;
      for (const auto &g : r.parametrization) {
        Interval iv = eval(g, {root.lo, root.hi}, round_bits, budget);
        narrow = narrow && iv.hi - iv.lo <= eps;
        s.lo.push_back(std::move(iv.lo));
        s.hi.push_back(std::move(iv.hi));
      }
      if (narrow) break;
      extra = extra == 0 ? 8 : 2 * extra;
    }
    out.push_back(std::move(s));
  }
  return out;
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

  result.real = real_solutions(result, options, budget);
  if (options.complex) {
    solving::CertifyTarget target;
    target.bits = options.precision_bits;
    target.max_working_bits = options.max_working_bits;
    for (auto &point : solving::certify_images(result.eliminant, result.real.size(),
                                               result.parametrization, target, &budget)) {
      ComplexSolution c;
      c.real = point.empty() || point.front().real;
      c.coordinates = std::move(point);
      result.complex.push_back(std::move(c));
    }
  }
  return result;
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
    PolySystem system{ring, 0, generators};
    return solve_basis(GroebnerBasis::compute(system, MonomialOrder::grevlex(), budget.nested()),
                       options, budget);
  });
}

SolveResult solve(const GroebnerBasis &input, const SolveOptions &options) {
  check_options(options);
  return gb::with_memory_code([&] {
    SolveBudget budget(options.groebner);
    return solve_basis(input, options, budget);
  });
}

} // namespace alkahest
