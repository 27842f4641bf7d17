// lib/poly/partial_fractions.cpp - apart: univariate partial fractions over Q.
//
// Method: the classical decomposition (e.g. von zur Gathen and Gerhard,
// "Modern Computer Algebra", 3rd ed., section 5.11): after cancelling, the
// polynomial part by division; the denominator factored over Z
// (fmpz_poly_factor: Zassenhaus with van Hoeij's lattice reduction); for
// each factor power P = p^e with cofactor Q, the numerator of its part is
// r * Q^-1 mod P (extended Euclid), expanded p-adically into the
// numerators of 1/p^e, ..., 1/p.
#include "expr_mpoly.hpp"

#include <alkahest/poly/expr_algebra.hpp>

#include <flint/fmpq_poly.h>
#include <flint/fmpz_poly_factor.h>
#include <fmt/format.h>

namespace alkahest {

namespace {

/// An owned fmpq_poly.
class QUni {
public:
  QUni() { fmpq_poly_init(p_); }
  ~QUni() { fmpq_poly_clear(p_); }
  QUni(const QUni &o) : QUni() { fmpq_poly_set(p_, o.p_); }
  QUni &operator=(const QUni &o) {
    fmpq_poly_set(p_, o.p_);
    return *this;
  }
  fmpq_poly_struct *get() { return p_; }
  const fmpq_poly_struct *get() const { return p_; }
  bool is_zero() const { return fmpq_poly_is_zero(p_); }

private:
  fmpq_poly_t p_;
};

QUni univariate(const flint_bridge::QPoly &p) {
  QUni r;
  fmpq_t c;
  fmpq_init(c);
  ulong exp = 0;
  for (slong i = 0, n = fmpq_mpoly_length(p.get(), p.ctx()); i < n; ++i) {
    fmpq_mpoly_get_term_coeff_fmpq(c, p.get(), i, p.ctx());
    fmpq_mpoly_get_term_exp_ui(&exp, p.get(), i, p.ctx());
    fmpq_poly_set_coeff_fmpq(r.get(), static_cast<slong>(exp), c);
  }
  fmpq_clear(c);
  return r;
}

Expr to_expr(const QUni &p, const Expr &x, ExprPool &pool) {
  std::vector<Expr> terms;
  fmpq_t c;
  fmpq_init(c);
  for (slong k = 0; k <= fmpq_poly_degree(p.get()); ++k) {
    fmpq_poly_get_coeff_fmpq(c, p.get(), k);
    if (fmpq_is_zero(c)) continue;
    Expr coeff = pool.number(flint_bridge::to_rational(c));
    terms.push_back(k == 0 ? coeff : pool.mul({coeff, pool.pow(x, pool.integer(k))}));
  }
  fmpq_clear(c);
  if (terms.empty()) return pool.integer(0);
  return terms.size() == 1 ? terms[0] : pool.add(terms);
}

} // namespace

Expr apart(const Expr &e, const Expr &x) {
  if (!e.valid() || !x.valid()) raise(ErrorId::ExprNullHandle, "apart of an empty Expr");
  if (x.kind() != NodeKind::Symbol)
    raise(ErrorId::ExprNotSymbol, "apart's variable " + clipped_text(x) + " is not a symbol");
  poly_detail::AlgebraFrame frame({e});
  for (std::size_t i = 0; i < frame.gens.size(); ++i)
    if (frame.gens.at(i) != x)
      raise(ErrorId::PolyNotUnivariate,
            fmt::format("apart in {} of '{}', which also depends on {}", clipped_text(x),
                        clipped_text(e), clipped_text(frame.gens.at(i))));
  if (frame.gens.size() == 0) return e;
  ExprPool &pool = e.pool();
  auto budget = poly_detail::algebra_budget();
  poly_detail::Fraction f = poly_detail::to_fraction(e, frame.gens, frame.ctx, budget);
  QUni num = univariate(f.num), den = univariate(f.den), g, q, r;
  fmpq_poly_gcd(g.get(), num.get(), den.get());
  fmpq_poly_div(num.get(), num.get(), g.get());
  fmpq_poly_div(den.get(), den.get(), g.get());
  fmpq_poly_divrem(q.get(), r.get(), num.get(), den.get());
  std::vector<Expr> terms;
  if (!q.is_zero()) terms.push_back(to_expr(q, x, pool));
  if (r.is_zero() || fmpq_poly_degree(den.get()) <= 0)
    return terms.empty() ? pool.integer(0) : pool.add(terms);

  // den = lambda * prod p_i^e_i with p_i primitive over Z, positive leading
  // coefficients: r/den = (r / lambda) / prod p_i^e_i.
  fmpz_poly_t dz;
  fmpz_poly_init(dz);
  fmpq_poly_get_numerator(dz, den.get());
  fmpz_poly_factor_t fac;
  fmpz_poly_factor_init(fac);
  fmpz_poly_factor(fac, dz);
  std::vector<QUni> bases(static_cast<std::size_t>(fac->num)), powers(bases.size());
  QUni product;
  fmpq_poly_one(product.get());
  for (std::size_t i = 0; i < bases.size(); ++i) {
    fmpq_poly_set_fmpz_poly(bases[i].get(), fac->p + i);
    if (fmpz_sgn(fmpz_poly_lead(fac->p + i)) < 0) fmpq_poly_neg(bases[i].get(), bases[i].get());
    fmpq_poly_pow(powers[i].get(), bases[i].get(), static_cast<ulong>(fac->exp[i]));
    fmpq_poly_mul(product.get(), product.get(), powers[i].get());
  }
  {
    fmpq_t lambda, lead;
    fmpq_init(lambda);
    fmpq_init(lead);
    fmpq_poly_get_coeff_fmpq(lambda, den.get(), fmpq_poly_degree(den.get()));
    fmpq_poly_get_coeff_fmpq(lead, product.get(), fmpq_poly_degree(product.get()));
    fmpq_div(lambda, lambda, lead);
    fmpq_poly_scalar_div_fmpq(r.get(), r.get(), lambda);
    fmpq_clear(lambda);
    fmpq_clear(lead);
  }

  for (std::size_t i = 0; i < bases.size(); ++i) {
    QUni cofactor, gcd_, s, t, a;
    fmpq_poly_div(cofactor.get(), product.get(), powers[i].get());
    fmpq_poly_xgcd(gcd_.get(), s.get(), t.get(), cofactor.get(), powers[i].get());
    fmpq_poly_mul(a.get(), r.get(), s.get());
    fmpq_poly_rem(a.get(), a.get(), powers[i].get());
    Expr base = to_expr(bases[i], x, pool);
    for (slong k = fac->exp[i]; k >= 1 && !a.is_zero(); --k) {
      QUni quotient, digit;
      fmpq_poly_divrem(quotient.get(), digit.get(), a.get(), bases[i].get());
      if (!digit.is_zero())
        terms.push_back(pool.mul({to_expr(digit, x, pool), pool.pow(base, pool.integer(-k))}));
      a = quotient;
    }
  }
  fmpz_poly_factor_clear(fac);
  fmpz_poly_clear(dz);
  return pool.add(terms);
}

} // namespace alkahest
