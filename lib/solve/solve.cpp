// lib/solve/solve.cpp - zero-dimensional solving: radical by Seidenberg's lemma,
// a separating linear form, the shape-lemma parametrization x_i = g_i(t)
// (Gianni & Mora 1989; Rouillier, "Solving zero-dimensional systems through
// the rational univariate representation", AAECC 9 (1999)), exact real boxes
// by rational interval arithmetic, complex solutions by Aberth-Ehrlich.
#include "quotient_algebra.hpp"

#include <alkahest/error.hpp>
#include <alkahest/solve.hpp>

#include <fmt/format.h>

namespace alkahest {
namespace {

using solving::QuotientAlgebra;
using solving::QVector;

struct Interval {
  Rational lo, hi;
};

Interval mul(const Interval &a, const Interval &b) {
  Rational p[4] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
  return {*std::min_element(p, p + 4), *std::max_element(p, p + 4)};
}

// Horner in interval arithmetic: an exact enclosure of g over [t.lo, t.hi].
Interval eval(const QVector &g, const Interval &t) {
  if (g.empty()) return {0, 0};
  Interval acc{g.back(), g.back()};
  for (std::size_t i = g.size() - 1; i-- > 0;) {
    acc = mul(acc, t);
    acc.lo += g[i];
    acc.hi += g[i];
  }
  return acc;
}

std::complex<long double> eval(const QVector &g, std::complex<long double> z) {
  std::complex<long double> acc = 0;
  for (std::size_t i = g.size(); i-- > 0;)
    acc = acc * z + static_cast<long double>(to_double(g[i]));
  return acc;
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
std::vector<PolyQ> radical_generators(const GroebnerBasis &gb, const QuotientAlgebra &A) {
  std::vector<PolyQ> extra;
  const std::size_t n = A.nvars();
  for (std::size_t v = 0; v < n; ++v) {
    std::vector<long> form(n, 0);
    form[v] = 1;
    solving::UPolyZ m = solving::to_integer_poly(solving::minimal_polynomial(A, form));
    solving::UPolyZ s = solving::square_free_part(m);
    if (s.size() < m.size()) extra.push_back(univariate(gb.ring(), v, s));
  }
  return extra;
}

} // namespace

std::vector<double> RealSolution::approx() const {
  std::vector<double> out;
  for (std::size_t i = 0; i < lo.size(); ++i) out.push_back(to_double((lo[i] + hi[i]) / 2));
  return out;
}

SolveResult solve(const std::vector<PolyQ> &generators, const SolveOptions &options) {
  return solve(GroebnerBasis::compute(generators, MonomialOrder::grevlex(), options.groebner),
               options);
}

SolveResult solve(const GroebnerBasis &input, const SolveOptions &options) {
  if (options.precision_bits < 1 || options.precision_bits > 100000)
    raise(ErrorId::SolveBadPrecision, fmt::format("{} bits", options.precision_bits));
  if (input.characteristic() != 0)
    raise(ErrorId::SolveTooLarge, "solve works over Q; the basis is over a prime field");
  SolveResult result;
  result.variables = input.ring()->variables;
  if (input.is_unit()) return result;
  long dim = input.dimension();
  if (dim > 0)
    raise(ErrorId::SolvePositiveDimensional,
          fmt::format("the solution set has dimension {}", dim));
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
    QuotientAlgebra A(gb);
    const std::size_t D = A.dimension();
    const long tries = round == 0 ? 3 : 64;
    for (long k = 0; k < tries && form.empty(); ++k) {
      std::vector<long> c = candidate(A.nvars(), k);
      QVector m = solving::minimal_polynomial(A, c);
      if (m.size() != D + 1) continue;
      solving::UPolyZ f = solving::to_integer_poly(m);
      if (solving::square_free_part(f).size() != f.size()) continue;
      form = c;
      minpoly = std::move(m);
    }
    if (!form.empty() || round == 1) break;
    auto extra = radical_generators(gb, A);
    if (extra.empty()) continue; // radical already: only the forms were unlucky
    std::vector<PolyQ> gens = gb.polynomials();
    gens.insert(gens.end(), extra.begin(), extra.end());
    gb = GroebnerBasis::compute(gens, gb.ring()->order, options.groebner);
  }
  if (form.empty()) raise(ErrorId::SolveNotSeparating, "64 candidate forms tried");
  QuotientAlgebra A(gb);
  const std::size_t n = A.nvars(), D = A.dimension();
  result.distinct = D;
  result.separating_form = form;
  result.eliminant = solving::to_integer_poly(minpoly);

  // Parametrization: x_v * 1 expressed in the Krylov basis 1, t, ..., t^(D-1).
  solving::KrylovEchelon ech(D);
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

  // Real solutions: isolate t exactly, then refine until every coordinate's
  // enclosure is narrow enough.
  const Rational eps = Rational(1, Integer(1) << options.precision_bits);
  for (auto root : solving::isolate_real_roots(result.eliminant)) {
    RealSolution s;
    for (unsigned bits = options.precision_bits;; bits += 8) {
      solving::refine_root(result.eliminant, root, bits);
      s.lo.clear();
      s.hi.clear();
      bool narrow = true;
      for (std::size_t x = 0; x < n; ++x) {
        Interval iv = eval(result.parametrization[x], {root.lo, root.hi});
        narrow = narrow && iv.hi - iv.lo <= eps;
        s.lo.push_back(iv.lo);
        s.hi.push_back(iv.hi);
      }
      if (narrow || bits > options.precision_bits + 4096) break;
    }
    result.real.push_back(std::move(s));
  }
  if (options.complex) {
    for (auto z : solving::complex_roots(result.eliminant)) {
      std::vector<std::complex<double>> pt;
      for (std::size_t x = 0; x < n; ++x) {
        auto w = eval(result.parametrization[x], z);
        pt.emplace_back(static_cast<double>(w.real()), static_cast<double>(w.imag()));
      }
      result.complex.push_back(std::move(pt));
    }
  }
  return result;
}

} // namespace alkahest
