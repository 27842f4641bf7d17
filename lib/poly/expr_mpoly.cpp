// lib/poly/expr_mpoly.cpp - expressions as polynomials and fractions over their generators, and
// back.
#include "expr_mpoly.hpp"
#include "gcd_by_shape.hpp"

#include <alkahest/expr/print.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_set>

namespace alkahest::poly_detail {

namespace {

/// The integer exponent of a structural power, or nullopt for an atom.
std::optional<long long> structural_exponent(const Node *n) {
  const Node *x = n->arg(1);
  if (!x->is_number() || !is_integer(x->number())) return std::nullopt;
  const Integer &k = numerator(x->number());
  Integer limit(static_cast<long long>(kMaxStructuralExponent));
  if (k > limit || k < -limit) return std::nullopt;
  return k.convert_to<long long>();
}

/// C(n + k, k) in double (saturating at infinity).
double binomial(double n, double k) {
  double r = 1;
  for (double i = 1; i <= k; ++i)
    r = r * (n + i) / i;
  return r;
}

struct Degrees {
  std::vector<slong> each;
  slong total;
};

Degrees degrees_of(const flint_bridge::QPoly &a) {
  Degrees d;
  d.each.resize(static_cast<std::size_t>(std::max<slong>(a.ctx()->zctx->minfo->nvars, 1)));
  fmpq_mpoly_degrees_si(d.each.data(), a.get(), a.ctx());
  d.total = fmpq_mpoly_total_degree_si(a.get(), a.ctx());
  return d;
}

using QPoly = flint_bridge::QPoly;

void multiply(QPoly &acc, const QPoly &b, SizeBudget &budget) {
  budget.check(product_term_bound(acc, b));
  fmpq_mpoly_mul(acc.get(), acc.get(), b.get(), acc.ctx());
}

QPoly raise_to(const QPoly &a, unsigned long k, SizeBudget &budget) {
  QPoly r(a.context());
  budget.check(power_term_bound(a, k));
  flint_bridge::require_success(fmpq_mpoly_pow_ui(r.get(), a.get(), k, a.ctx()), "a power");
  return r;
}

[[noreturn]] void divide_by_zero(const Node *n, ExprPool &pool) {
  raise(ErrorId::ExprDivisionByZero,
        fmt::format("{} divides by a polynomial that is identically zero",
                    clipped_text(Expr(n, &pool))));
}

} // namespace

bool is_atom(const Node *n) {
  switch (n->kind()) {
  case NodeKind::Number:
  case NodeKind::Symbol:
  case NodeKind::Add:
  case NodeKind::Mul:
    return false;
  case NodeKind::Pow:
    return !structural_exponent(n);
  default:
    return true;
  }
}

std::vector<const Node *> structural_postorder(const Expr &e) {
  std::vector<const Node *> order;
  std::unordered_set<const Node *> seen;
  std::vector<std::pair<const Node *, bool>> stack{{e.node(), false}};
  while (!stack.empty()) {
    auto [n, expanded] = stack.back();
    stack.pop_back();
    if (expanded) {
      order.push_back(n);
      continue;
    }
    if (!seen.insert(n).second) continue;
    stack.emplace_back(n, true);
    if (is_atom(n)) continue;
    for (const Node *a : n->args())
      if (!seen.count(a)) stack.emplace_back(a, false);
  }
  return order;
}

Generators Generators::of(const std::vector<Expr> &exprs) {
  std::vector<Expr> symbols, atoms;
  std::unordered_set<const Node *> seen;
  for (const Expr &e : exprs)
    if (!e.valid()) raise(ErrorId::ExprNullHandle, "an empty Expr given to the polynomial algebra");
  for (const Expr &e : exprs)
    for (const Node *n : structural_postorder(e)) {
      if (!seen.insert(n).second) continue;
      if (n->kind() == NodeKind::Symbol)
        symbols.emplace_back(n, &e.pool());
      else if (is_atom(n))
        atoms.emplace_back(n, &e.pool());
    }
  std::sort(symbols.begin(), symbols.end(),
            [](const Expr &a, const Expr &b) { return a->name() < b->name(); });
  std::vector<std::pair<std::string, Expr>> keyed;
  for (const Expr &a : atoms)
    keyed.emplace_back(to_string(a), a);
  std::stable_sort(keyed.begin(), keyed.end(), [](const auto &a, const auto &b) {
    return a.first != b.first ? a.first < b.first : a.second->hash() < b.second->hash();
  });
  Generators g;
  g.gens_ = std::move(symbols);
  for (auto &k : keyed)
    g.gens_.push_back(k.second);
  g.atoms_ = keyed.size();
  for (std::size_t i = 0; i < g.gens_.size(); ++i)
    g.index_.emplace(g.gens_[i].node(), i);
  return g;
}

long Generators::index_of(const Node *n) const {
  auto it = index_.find(n);
  return it == index_.end() ? -1 : static_cast<long>(it->second);
}

void SizeBudget::check(double bound) {
  if (bound > static_cast<double>(max_terms))
    raise(error, fmt::format("multiplying out could build a polynomial of {:.3g} terms (limit {})",
                             bound, max_terms));
  spent += static_cast<std::size_t>(bound);
  if (spent > max_products)
    raise(error, fmt::format("multiplying out would form more than {} terms in all", max_products));
}

double product_term_bound(const QPoly &a, const QPoly &b) {
  double by_terms = double(a.length()) * double(b.length());
  Degrees da = degrees_of(a), db = degrees_of(b);
  double box = 1;
  for (std::size_t i = 0; i < da.each.size(); ++i)
    box *= double(std::max<slong>(da.each[i], 0) + std::max<slong>(db.each[i], 0) + 1);
  double simplex = binomial(double(da.each.size()),
                            double(std::max<slong>(da.total, 0) + std::max<slong>(db.total, 0)));
  return std::min({by_terms, box, simplex});
}

double power_term_bound(const QPoly &a, unsigned long k) {
  double n = double(a.length());
  double by_terms = n <= 1 ? 1 : binomial(double(k), n - 1); // multisets of k terms
  Degrees d = degrees_of(a);
  double box = 1;
  for (slong e : d.each)
    box *= double(k) * double(std::max<slong>(e, 0)) + 1;
  double simplex = binomial(double(d.each.size()), double(k) * double(std::max<slong>(d.total, 0)));
  return std::min({by_terms, box, simplex});
}

bool is_polynomial_shaped(const Expr &e) {
  for (const Node *n : structural_postorder(e)) {
    switch (n->kind()) {
    case NodeKind::Number:
    case NodeKind::Symbol:
    case NodeKind::Add:
    case NodeKind::Mul:
      break;
    case NodeKind::Pow: {
      auto k = structural_exponent(n);
      if (!k || *k < 0) return false;
      break;
    }
    default:
      return false;
    }
  }
  return true;
}

std::optional<QPoly> to_polynomial(const Expr &e, const Generators &gens,
                                   const flint_bridge::QContext &ctx, SizeBudget &budget) {
  std::unordered_map<const Node *, QPoly> value;
  flint_bridge::ScopedFmpq scoped;
  fmpq *c = scoped.get();
  for (const Node *n : structural_postorder(e)) {
    QPoly p(ctx);
    if (n->kind() == NodeKind::Number) {
      flint_bridge::set_fmpq(c, n->number());
      fmpq_mpoly_set_fmpq(p.get(), c, ctx.get());
    } else if (n->kind() == NodeKind::Symbol || is_atom(n)) {
      fmpq_mpoly_gen(p.get(), gens.index_of(n), ctx.get());
    } else if (n->kind() == NodeKind::Add) {
      for (const Node *a : n->args())
        fmpq_mpoly_add(p.get(), p.get(), value.at(a).get(), ctx.get());
    } else if (n->kind() == NodeKind::Mul) {
      fmpq_mpoly_one(p.get(), ctx.get());
      for (const Node *a : n->args())
        multiply(p, value.at(a), budget);
    } else { // a structural power
      long long k = *structural_exponent(n);
      const QPoly &base = value.at(n->arg(0));
      if (k < 0) {
        if (!base.is_constant()) return std::nullopt;
        if (base.is_zero()) divide_by_zero(n, e.pool());
        fmpq_mpoly_get_fmpq(c, base.get(), ctx.get());
        fmpq_inv(c, c);
        fmpq_mpoly_set_fmpq(p.get(), c, ctx.get());
        p = raise_to(p, static_cast<unsigned long>(-k), budget);
      } else {
        p = raise_to(base, static_cast<unsigned long>(k), budget);
      }
    }
    value.emplace(n, std::move(p));
  }
  return std::move(value.at(e.node()));
}

namespace {

/// Divides both parts by the denominator's leading coefficient, so that
/// the denominator of a polynomial is exactly 1.
void normalise(Fraction &f) {
  const fmpq_mpoly_ctx_struct *ctx = f.den.ctx();
  fmpq_t lc;
  fmpq_init(lc);
  fmpq_mpoly_get_term_coeff_fmpq(lc, f.den.get(), 0, ctx);
  if (!fmpq_is_one(lc)) {
    fmpq_mpoly_scalar_div_fmpq(f.num.get(), f.num.get(), lc, ctx);
    fmpq_mpoly_scalar_div_fmpq(f.den.get(), f.den.get(), lc, ctx);
  }
  fmpq_clear(lc);
}

} // namespace

Fraction to_fraction(const Expr &e, const Generators &gens, const flint_bridge::QContext &ctx,
                     SizeBudget &budget) {
  std::unordered_map<const Node *, Fraction> value;
  flint_bridge::ScopedFmpq scoped;
  fmpq *c = scoped.get();
  for (const Node *n : structural_postorder(e)) {
    Fraction f{QPoly(ctx), QPoly(ctx)};
    fmpq_mpoly_one(f.den.get(), ctx.get());
    if (n->kind() == NodeKind::Number) {
      flint_bridge::set_fmpq(c, n->number());
      fmpq_mpoly_set_fmpq(f.num.get(), c, ctx.get());
    } else if (n->kind() == NodeKind::Symbol || is_atom(n)) {
      fmpq_mpoly_gen(f.num.get(), gens.index_of(n), ctx.get());
    } else if (n->kind() == NodeKind::Add) {
      for (const Node *a : n->args()) {
        const Fraction &t = value.at(a);
        if (t.den.is_constant() && f.den.is_constant()) { // both are 1 (normalised)
          fmpq_mpoly_add(f.num.get(), f.num.get(), t.num.get(), ctx.get());
          continue;
        }
        // Over the lcm of the denominators: num/den + tn/td with g = gcd.
        QPoly g(ctx), cof_f(ctx), cof_t(ctx);
        flint_bridge::require_success(
            flint_bridge::gcd_by_shape(g.get(), f.den.get(), t.den.get(), ctx.get()), "gcd");
        fmpq_mpoly_divides(cof_f.get(), t.den.get(), g.get(), ctx.get()); // td / g
        fmpq_mpoly_divides(cof_t.get(), f.den.get(), g.get(), ctx.get()); // den / g
        QPoly scaled = t.num;
        multiply(f.num, cof_f, budget);
        multiply(scaled, cof_t, budget);
        fmpq_mpoly_add(f.num.get(), f.num.get(), scaled.get(), ctx.get());
        multiply(f.den, cof_f, budget);
      }
    } else if (n->kind() == NodeKind::Mul) {
      fmpq_mpoly_one(f.num.get(), ctx.get());
      for (const Node *a : n->args()) {
        multiply(f.num, value.at(a).num, budget);
        multiply(f.den, value.at(a).den, budget);
      }
    } else { // a structural power
      long long k = *structural_exponent(n);
      const Fraction &base = value.at(n->arg(0));
      unsigned long m = static_cast<unsigned long>(k < 0 ? -k : k);
      f.num = raise_to(base.num, m, budget);
      f.den = raise_to(base.den, m, budget);
      if (k < 0) {
        if (f.num.is_zero()) divide_by_zero(n, e.pool());
        std::swap(f.num, f.den);
      }
    }
    normalise(f);
    value.emplace(n, std::move(f));
  }
  return std::move(value.at(e.node()));
}

namespace {

/// A polynomial's terms as ExprPool::sum_of_monomials_viewed reads them:
/// its coefficients as read-only GMP views and its exponents as flat rows.
/// With a unit content (every integer polynomial FLINT has made primitive,
/// and every product or power of primitive ones), the views point at the
/// polynomial's own numbers (a small fmpz's one limb copied into `limbs`,
/// a large one's mpz itself): nothing is allocated per term. Otherwise each
/// coefficient, content * integer part, is computed into `owned`.
struct FlatTerms {
  std::vector<__mpq_struct> views;
  std::vector<std::uint64_t> rows;
  std::vector<mp_limb_t> limbs;
  std::vector<Rational> owned;
  mp_limb_t one = 1;
};

void read_terms(FlatTerms &out, const fmpq_mpoly_struct *p, const flint_bridge::QContext &ctx,
                std::size_t nvars) {
  const fmpz_mpoly_struct *z = p->zpoly;
  const fmpz_mpoly_ctx_struct *zctx = ctx.get()->zctx;
  const std::size_t len = static_cast<std::size_t>(z->length);
  const fmpz *num = fmpq_numref(p->content), *den = fmpq_denref(p->content);
  const bool unit_content = fmpz_is_one(num) && fmpz_is_one(den);
  out.views.resize(len);
  out.rows.resize(len * nvars);
  if (unit_content) {
    out.limbs.resize(len);
    for (std::size_t i = 0; i < len; ++i) {
      __mpq_struct &q = out.views[i];
      const fmpz c = z->coeffs[i];
      if (COEFF_IS_MPZ(c)) {
        *mpq_numref(&q) = *COEFF_TO_PTR(c);
      } else {
        out.limbs[i] = c < 0 ? -static_cast<mp_limb_t>(c) : static_cast<mp_limb_t>(c);
        mpz_roinit_n(mpq_numref(&q), &out.limbs[i], c < 0 ? -1 : (c > 0 ? 1 : 0));
      }
      mpz_roinit_n(mpq_denref(&q), &out.one, 1);
    }
  } else {
    out.owned.resize(len);
    fmpz_t t;
    fmpz_init(t);
    for (std::size_t i = 0; i < len; ++i) {
      mpq_ptr q = out.owned[i].raw();
      fmpz_mul(t, z->coeffs + i, num);
      fmpz_get_mpz(mpq_numref(q), t);
      fmpz_get_mpz(mpq_denref(q), den);
      mpq_canonicalize(q);
      out.views[i] = *q;
    }
    fmpz_clear(t);
  }
  std::vector<ulong> exps(std::max<std::size_t>(ctx.nvars(), 1));
  for (std::size_t i = 0; i < len; ++i) {
    fmpz_mpoly_get_term_exp_ui(exps.data(), z, static_cast<slong>(i), zctx);
    std::copy_n(exps.begin(), nvars, out.rows.begin() + static_cast<std::ptrdiff_t>(i * nvars));
  }
}

} // namespace

Expr to_expr(const fmpq_mpoly_struct *p, const flint_bridge::QContext &ctx, const Generators &gens,
             ExprPool &pool) {
  // Generators that are all symbols, exponents within a word: the pool
  // builds the canonical sum in bulk (expand's results reach 10^5..10^6
  // terms). Atoms can merge in a product (x * sqrt(x)^2 is x^2), so sums
  // over atoms take the constructors term by term.
  if (!gens.has_atoms() && p->zpoly->bits <= FLINT_BITS) {
    FlatTerms terms;
    read_terms(terms, p, ctx, gens.size());
    std::vector<Expr> symbols;
    symbols.reserve(gens.size());
    for (std::size_t k = 0; k < gens.size(); ++k)
      symbols.push_back(gens.at(k));
    return pool.sum_of_monomials_viewed(symbols, terms.views, terms.rows);
  }
  const slong len = fmpq_mpoly_length(p, ctx.get());
  const std::size_t n = std::max<std::size_t>(ctx.nvars(), 1);
  // Exponents as fmpz: a power of a power can pass 2^64.
  std::vector<fmpz> exps(n);
  std::vector<fmpz *> exp_ptrs(n);
  for (std::size_t k = 0; k < n; ++k) {
    fmpz_init(&exps[k]);
    exp_ptrs[k] = &exps[k];
  }
  std::vector<Expr> terms;
  terms.reserve(static_cast<std::size_t>(len));
  fmpq_t c;
  fmpq_init(c);
  Integer e;
  std::map<std::pair<std::size_t, ulong>, Expr> powers;
  for (slong i = 0; i < len; ++i) {
    fmpq_mpoly_get_term_coeff_fmpq(c, p, i, ctx.get());
    fmpq_mpoly_get_term_exp_fmpz(exp_ptrs.data(), p, i, ctx.get());
    std::vector<Expr> factors{pool.number(flint_bridge::to_rational(c))};
    for (std::size_t k = 0; k < gens.size(); ++k) {
      if (fmpz_is_zero(&exps[k])) continue;
      const Expr &g = gens.at(k);
      if (fmpz_is_one(&exps[k])) {
        factors.push_back(g);
        continue;
      }
      // The powers of a generator repeat from term to term: built once each.
      if (fmpz_abs_fits_ui(&exps[k])) {
        auto key = std::make_pair(k, fmpz_get_ui(&exps[k]));
        auto it = powers.find(key);
        if (it == powers.end())
          it = powers.emplace(key, pool.pow(g, pool.integer(Integer(key.second)))).first;
        factors.push_back(it->second);
        continue;
      }
      fmpz_get_mpz(e.raw(), &exps[k]);
      factors.push_back(pool.pow(g, pool.integer(e)));
    }
    terms.push_back(factors.size() == 1 ? factors[0] : pool.mul(factors));
  }
  fmpq_clear(c);
  for (fmpz &x : exps)
    fmpz_clear(&x);
  if (terms.empty()) return pool.integer(0);
  return terms.size() == 1 ? terms[0] : pool.add(terms);
}

} // namespace alkahest::poly_detail
