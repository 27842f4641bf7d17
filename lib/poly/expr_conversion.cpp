// lib/poly/expr_conversion.cpp - expanding expressions into polynomials and back.
#include <alkahest/error.hpp>
#include <alkahest/poly/expr_conversion.hpp>

#include <algorithm>
#include <unordered_map>

namespace alkahest {

namespace {

std::string ring_text(const PolyRing &r) {
  std::string s = "(";
  for (std::size_t i = 0; i < r.nvars(); ++i)
    s += (i ? ", " : "") + r.variables[i];
  return s + ")";
}

// The offending subexpression as it prints, and the whole input when the
// subexpression is only part of it: "the float 1e-20 in 'x + 1e-20' is not
// exact; ...". Node ids mean nothing to a user, so they are never shown.
[[noreturn]] void refuse(const Node *n, const Expr &root, const std::string &why) {
  Expr sub(n, &root.pool());
  std::string where = n == root.node() ? "" : " in '" + clipped_text(root) + "'";
  raise(ErrorId::PolyNotPolynomial, describe(sub) + where + " " + why);
}

PolyQ power(const PolyQ &base, unsigned long e) {
  PolyQ result = PolyQ::constant(base.ring_ptr(), Rational(1));
  PolyQ b = base;
  while (e) {
    if (e & 1) result = result * b;
    e >>= 1;
    if (e) b = b * b;
  }
  return result;
}

} // namespace

PolyQ from_expr(const Expr &e, const PolyRingPtr &ring) {
  if (!e.valid()) raise(ErrorId::ExprNullHandle, "from_expr of an empty Expr");
  std::unordered_map<const Node *, PolyQ> value;
  for (const Node *n : postorder(e)) {
    PolyQ p(ring);
    switch (n->kind()) {
    case NodeKind::Number:
      p = PolyQ::constant(ring, n->number());
      break;
    case NodeKind::Float:
      refuse(n, e, "is not exact; polynomials need exact coefficients");
    case NodeKind::Call:
      refuse(n, e, "is not a polynomial operation");
    case NodeKind::Constant:
      refuse(n, e, "is irrational; polynomials need exact rational coefficients");
    case NodeKind::Symbol: {
      long i = ring->index_of(n->name());
      if (i < 0) refuse(n, e, "is not a variable of the ring " + ring_text(*ring));
      p = PolyQ::variable(ring, static_cast<std::size_t>(i));
      break;
    }
    case NodeKind::Add:
      for (const Node *a : n->args())
        p = p + value.at(a);
      break;
    case NodeKind::Mul:
      p = PolyQ::constant(ring, Rational(1));
      for (const Node *a : n->args())
        p = p * value.at(a);
      break;
    case NodeKind::Pow: {
      const Node *ex = n->arg(1);
      if (!ex->is_number() || !is_integer(ex->number()))
        refuse(n, e, "has an exponent that is not an integer");
      const PolyQ &base = value.at(n->arg(0));
      Integer k = numerator(ex->number());
      if (k < 0) {
        bool constant =
            base.size() == 1 && std::all_of(base.exponents().begin(), base.exponents().end(),
                                            [](Exponent x) { return x == 0; });
        if (!constant) refuse(n, e, "has a negative exponent on a non-constant base");
        if (k < -1000000) refuse(n, e, "has an exponent too large");
        Rational inv = Rational(1) / base.leading_coeff();
        p = power(PolyQ::constant(ring, inv), static_cast<unsigned long>(-k));
      } else {
        if (k > 65535)
          raise(ErrorId::PolyExponentTooLarge, describe(Expr(n, &e.pool())) + " has exponent " +
                                                   k.str() + ", above the limit of 65535");
        p = power(base, static_cast<unsigned long>(k));
      }
      break;
    }
    }
    value.emplace(n, std::move(p));
  }
  return value.at(e.node());
}

PolyQ parse_poly(std::string_view text, const PolyRingPtr &ring) {
  // A pool of its own: the expression is a means, the polynomial the result.
  ExprPool pool;
  return from_expr(parse(pool, text), ring);
}

std::vector<std::string> polynomial_variables(const std::vector<Expr> &exprs) {
  std::vector<std::string> names;
  for (const Expr &e : exprs)
    for (const Expr &s : free_symbols(e))
      names.push_back(s->name());
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

Expr to_expr(const PolyQ &p, ExprPool &pool) {
  std::vector<Expr> terms;
  const std::size_t n = p.nvars();
  for (std::size_t i = 0; i < p.size(); ++i) {
    std::vector<Expr> factors{pool.number(p.coeff(i))};
    auto m = p.monomial(i);
    for (std::size_t k = 0; k < n; ++k) {
      if (!m[k]) continue;
      Expr v = pool.symbol(p.ring().variables[k]);
      factors.push_back(m[k] == 1 ? v : pool.pow(v, pool.integer(m[k])));
    }
    terms.push_back(factors.size() == 1 ? factors[0] : pool.mul(factors));
  }
  if (terms.empty()) return pool.integer(0);
  return terms.size() == 1 ? terms[0] : pool.add(terms);
}

} // namespace alkahest
