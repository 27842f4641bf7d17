// lib/groebner/buchberger.cpp - Buchberger's algorithm: the reference implementation.
//
// Buchberger (1965); pair pruning by Gebauer & Moeller, "On an installation
// of Buchberger's algorithm", JSC 6 (1988); pair selection by the sugar
// strategy of Giovini, Mora, Niesi, Robbiano & Traverso, "One sugar cube,
// please" (ISSAC 1991). Deliberately plain: full normal forms with the
// polynomial layer's division, no matrices, so that it can be trusted as
// the reference the F4 engine is tested against.
#include <alkahest/groebner/buchberger.hpp>

#include <algorithm>

namespace alkahest::gb {

namespace {

using Mono = std::vector<Exponent>;

Mono lcm_of(std::span<const Exponent> a, std::span<const Exponent> b) {
  Mono m(a.size());
  for (std::size_t i = 0; i < a.size(); ++i)
    m[i] = std::max(a[i], b[i]);
  return m;
}

long degree_of(std::span<const Exponent> a) {
  long d = 0;
  for (Exponent e : a)
    d += e;
  return d;
}

bool divides(std::span<const Exponent> a, std::span<const Exponent> b) {
  return monomial_divides(a.data(), b.data(), a.size());
}

template <class F> class Buchberger {
public:
  using P = Polynomial<F>;
  struct Pair {
    std::size_t i, j;
    Mono lcm;
    long sugar;
  };

  std::vector<P> run(const std::vector<P> &gens) {
    for (const P &f : gens)
      if (!f.is_zero()) add(f.monic(), f.total_degree());
    while (!pairs_.empty()) {
      auto best = std::min_element(pairs_.begin(), pairs_.end(), [&](const Pair &a, const Pair &b) {
        if (a.sugar != b.sugar) return a.sugar < b.sugar;
        return order().compare(a.lcm.data(), b.lcm.data(), a.lcm.size()) < 0;
      });
      Pair pr = *best;
      pairs_.erase(best);
      P h = normal_form(s_polynomial(g_[pr.i], g_[pr.j]), live());
      if (!h.is_zero()) add(h.monic(), pr.sugar);
    }
    return reduce_basis(live());
  }

private:
  const MonomialOrder &order() const { return g_.front().ring().order; }

  std::vector<P> live() const {
    std::vector<P> out;
    for (std::size_t k = 0; k < g_.size(); ++k)
      if (!redundant_[k]) out.push_back(g_[k]);
    return out;
  }

  // Gebauer-Moeller update with the new element h.
  void add(P h, long sugar) {
    const std::size_t hi = g_.size();
    auto lh = h.leading_monomial();
    std::vector<Pair> fresh;
    for (std::size_t k = 0; k < hi; ++k)
      if (!redundant_[k]) {
        auto lk = g_[k].leading_monomial();
        Mono l = lcm_of(lk, lh);
        long d = degree_of(l);
        fresh.push_back(
            {k, hi, l, std::max(sugars_[k] + d - degree_of(lk), sugar + d - degree_of(lh))});
      }
    std::erase_if(pairs_, [&](const Pair &p) {
      if (!divides(lh, p.lcm)) return false;
      return lcm_of(g_[p.i].leading_monomial(), lh) != p.lcm &&
             lcm_of(g_[p.j].leading_monomial(), lh) != p.lcm;
    });
    std::vector<char> drop(fresh.size(), 0);
    for (std::size_t a = 0; a < fresh.size(); ++a)
      for (std::size_t b = 0; b < fresh.size() && !drop[a]; ++b)
        if (b != a && fresh[b].lcm != fresh[a].lcm && divides(fresh[b].lcm, fresh[a].lcm))
          drop[a] = 1;
    for (std::size_t a = 0; a < fresh.size(); ++a) {
      if (drop[a]) continue;
      bool coprime = false, first = true;
      for (std::size_t b = 0; b < fresh.size(); ++b) {
        if (drop[b] || fresh[b].lcm != fresh[a].lcm) continue;
        if (b < a) first = false;
        auto lk = g_[fresh[b].i].leading_monomial();
        coprime = coprime || degree_of(fresh[b].lcm) == degree_of(lk) + degree_of(lh);
      }
      if (first && !coprime) pairs_.push_back(fresh[a]);
    }
    for (std::size_t k = 0; k < hi; ++k)
      if (!redundant_[k] && divides(lh, g_[k].leading_monomial())) redundant_[k] = 1;
    g_.push_back(std::move(h));
    sugars_.push_back(sugar);
    redundant_.push_back(0);
  }

  std::vector<P> g_;
  std::vector<long> sugars_;
  std::vector<char> redundant_;
  std::vector<Pair> pairs_;
};

} // namespace

template <class F> Polynomial<F> s_polynomial(const Polynomial<F> &f, const Polynomial<F> &g) {
  const std::size_t n = f.nvars();
  auto lf = f.leading_monomial(), lg = g.leading_monomial();
  Mono l = lcm_of(lf, lg), uf(n), ug(n);
  for (std::size_t i = 0; i < n; ++i) {
    uf[i] = static_cast<Exponent>(l[i] - lf[i]);
    ug[i] = static_cast<Exponent>(l[i] - lg[i]);
  }
  return f.mul_term(g.leading_coeff(), uf) - g.mul_term(f.leading_coeff(), ug);
}

template <class F> std::vector<Polynomial<F>> reduce_basis(std::vector<Polynomial<F>> basis) {
  std::erase_if(basis, [](const Polynomial<F> &p) { return p.is_zero(); });
  std::vector<Polynomial<F>> minimal;
  for (std::size_t a = 0; a < basis.size(); ++a) {
    bool drop = false;
    for (std::size_t b = 0; b < basis.size() && !drop; ++b) {
      if (a == b) continue;
      auto la = basis[a].leading_monomial(), lb = basis[b].leading_monomial();
      // Equal leading monomials: keep the first.
      drop = divides(lb, la) &&
             (lb.size() == 0 || !std::equal(la.begin(), la.end(), lb.begin()) || b < a);
    }
    if (!drop) minimal.push_back(basis[a].monic());
  }
  std::vector<Polynomial<F>> out;
  for (std::size_t a = 0; a < minimal.size(); ++a) {
    std::vector<Polynomial<F>> others;
    for (std::size_t b = 0; b < minimal.size(); ++b)
      if (b != a) others.push_back(minimal[b]);
    const auto &g = minimal[a];
    auto lead = Polynomial<F>::from_sorted(
        g.ring_ptr(), {g.leading_coeff()},
        std::vector<Exponent>(g.leading_monomial().begin(), g.leading_monomial().end()), g.field());
    out.push_back(lead + normal_form(g - lead, others));
  }
  if (!out.empty()) {
    const MonomialOrder &ord = out.front().ring().order;
    std::sort(out.begin(), out.end(), [&](const auto &x, const auto &y) {
      return ord.compare(x.leading_monomial().data(), y.leading_monomial().data(), x.nvars()) < 0;
    });
  }
  return out;
}

template <class F>
std::vector<Polynomial<F>> buchberger(const std::vector<Polynomial<F>> &generators) {
  bool any = false;
  for (const auto &f : generators)
    any = any || !f.is_zero();
  if (!any) return {};
  return Buchberger<F>().run(generators);
}

template std::vector<PolyQ> buchberger(const std::vector<PolyQ> &);
template std::vector<PolyZp> buchberger(const std::vector<PolyZp> &);
template std::vector<PolyQ> reduce_basis(std::vector<PolyQ>);
template std::vector<PolyZp> reduce_basis(std::vector<PolyZp>);
template PolyQ s_polynomial(const PolyQ &, const PolyQ &);
template PolyZp s_polynomial(const PolyZp &, const PolyZp &);

} // namespace alkahest::gb
