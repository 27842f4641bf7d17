// lib/solve/triangularize.cpp - triangular decomposition of zero-dimensional
// systems, a simplified form of Lazard's method ("Solving zero-dimensional
// algebraic systems", JSC 13 (1992)).
//
// For the reduced lex basis G of a radical zero-dimensional ideal I, let T_k
// be the element of least leading monomial whose main variable is x_k (it
// has the least degree in x_k). If every T_k is monic in x_k, G = {T_k}
// (reducedness forbids any other element) and G is a triangular set.
// Otherwise let h be the lowest non-constant initial: h is neither in I
// (G is reduced) nor invertible modulo I (an inverse would give an element
// of I with a smaller leading monomial than T_k), so V(I) splits into the
// non-empty proper parts V(I + <h>) and V(I : h^inf), and we recurse.
#include "quotient_algebra.hpp"

#include <alkahest/error.hpp>
#include <alkahest/solve.hpp>

#include <fmt/format.h>

namespace alkahest {
namespace {

using Terms = std::vector<std::pair<std::vector<Exponent>, Rational>>;

// Main variable of f in lex order: the first variable of its leading monomial.
std::size_t main_variable(const PolyQ &f) {
  auto m = f.leading_monomial();
  for (std::size_t v = 0; v < m.size(); ++v)
    if (m[v]) return v;
  return m.size();
}

// The initial of f with respect to x_k (coefficient of its top power), in
// the same ring.
PolyQ initial(const PolyQ &f, std::size_t k) {
  Exponent d = f.leading_monomial()[k];
  Terms terms;
  for (std::size_t t = 0; t < f.size(); ++t) {
    auto m = f.monomial(t);
    if (m[k] != d) continue;
    std::vector<Exponent> e(m.begin(), m.end());
    e[k] = 0;
    terms.emplace_back(std::move(e), f.coeff(t));
  }
  return PolyQ::from_terms(f.ring_ptr(), std::move(terms));
}

// Radical of a zero-dimensional ideal by Seidenberg's lemma, as a lex basis.
GroebnerBasis radical_lex(const GroebnerBasis &gb, const GroebnerOptions &options) {
  solving::QuotientAlgebra A(gb);
  std::vector<PolyQ> gens = gb.polynomials();
  bool grew = false;
  const std::size_t n = gb.ring()->nvars();
  for (std::size_t v = 0; v < n; ++v) {
    std::vector<long> form(n, 0);
    form[v] = 1;
    solving::UPolyZ m = solving::to_integer_poly(solving::minimal_polynomial(A, form));
    solving::UPolyZ s = solving::square_free_part(m);
    if (s.size() == m.size()) continue;
    Terms terms;
    for (std::size_t i = 0; i < s.size(); ++i) {
      std::vector<Exponent> e(n, 0);
      e[v] = static_cast<Exponent>(i);
      if (s[i] != 0) terms.emplace_back(std::move(e), Rational(s[i]));
    }
    gens.push_back(PolyQ::from_terms(gb.ring(), std::move(terms)));
    grew = true;
  }
  return grew ? GroebnerBasis::compute(gens, MonomialOrder::lex(), options) : gb;
}

// I : h^inf = (I + <1 - s h>) ∩ Q[x] (Rabinowitsch), as a lex basis.
GroebnerBasis saturate(const GroebnerBasis &gb, const PolyQ &h, const GroebnerOptions &options) {
  const auto &vars = gb.ring()->variables;
  std::vector<std::string> ext{"__saturation"};
  ext.insert(ext.end(), vars.begin(), vars.end());
  auto ring = make_ring(ext, MonomialOrder::grevlex());
  auto lift = [&](const PolyQ &f, bool times_s) {
    Terms terms;
    for (std::size_t t = 0; t < f.size(); ++t) {
      auto m = f.monomial(t);
      std::vector<Exponent> e{static_cast<Exponent>(times_s ? 1 : 0)};
      e.insert(e.end(), m.begin(), m.end());
      terms.emplace_back(std::move(e), f.coeff(t));
    }
    return PolyQ::from_terms(ring, std::move(terms));
  };
  std::vector<PolyQ> gens;
  for (const auto &g : gb.polynomials())
    gens.push_back(lift(g, false));
  gens.push_back(lift(h, true) - PolyQ::constant(ring, Rational(1)));
  GroebnerBasis full = GroebnerBasis::compute(gens, MonomialOrder::grevlex(), options);
  GroebnerBasis elim = full.eliminate({"__saturation"}, options);
  // Back to the original ring (same variable names and order) in lex.
  std::vector<PolyQ> back;
  for (const auto &g : elim.polynomials()) {
    Terms terms;
    for (std::size_t t = 0; t < g.size(); ++t) {
      auto m = g.monomial(t);
      terms.emplace_back(std::vector<Exponent>(m.begin(), m.end()), g.coeff(t));
    }
    back.push_back(PolyQ::from_terms(gb.ring(), std::move(terms)));
  }
  return GroebnerBasis::compute(back, MonomialOrder::lex(), options);
}

void decompose(const GroebnerBasis &input, const GroebnerOptions &options,
               std::vector<TriangularSet> &out, int depth) {
  if (input.is_unit() || input.size() == 0) return;
  if (depth > 64) raise(ErrorId::SolveTooLarge, "triangular decomposition nested too deeply");
  GroebnerBasis gb = radical_lex(input, options);
  const std::size_t n = gb.ring()->nvars();
  std::vector<const PolyQ *> level(n, nullptr);
  for (const auto &g : gb.polynomials()) { // increasing leading monomial
    std::size_t k = main_variable(g);
    if (k < n && !level[k]) level[k] = &g;
  }
  for (std::size_t k = n; k-- > 0;) {
    PolyQ h = initial(*level[k], k);
    if (h.total_degree() == 0) continue;
    std::vector<PolyQ> with_h = gb.polynomials();
    with_h.push_back(h);
    decompose(GroebnerBasis::compute(with_h, MonomialOrder::lex(), options), options, out,
              depth + 1);
    decompose(saturate(gb, h, options), options, out, depth + 1);
    return;
  }
  TriangularSet t;
  for (std::size_t k = 0; k < n; ++k)
    t.polynomials.push_back(level[k]->monic());
  out.push_back(std::move(t));
}

} // namespace

std::vector<TriangularSet> triangularize(const std::vector<PolyQ> &generators,
                                         const GroebnerOptions &options) {
  PolyRingPtr ring;
  for (const auto &g : generators)
    if (!ring) ring = g.ring_ptr();
  if (!ring) raise(ErrorId::SolveEmptySystem, "no polynomial: the variables are unknown");
  GroebnerBasis gb =
      GroebnerBasis::compute(PolySystem{ring, 0, generators}, MonomialOrder::lex(), options);
  if (gb.is_unit())
    raise(ErrorId::SolveNoSolution, "the system is inconsistent (1 is in the ideal)");
  if (gb.dimension() > 0)
    raise(ErrorId::SolvePositiveDimensional,
          fmt::format("the solution set has dimension {}", gb.dimension()));
  std::vector<TriangularSet> out;
  decompose(gb, options, out, 0);
  return out;
}

} // namespace alkahest
