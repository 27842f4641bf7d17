// lib/poly/polynomial.cpp - arithmetic, division and printing of sparse polynomials.
#include <alkahest/error.hpp>
#include <alkahest/poly/polynomial.hpp>

#include <gmp.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <numeric>

namespace alkahest {

namespace {

void append_coeff(std::string &s, const Rational &c) { s += c.str(); }
// Residues are printed with to_chars: a basis mod p has millions of them,
// and a temporary string each costs more than the digits.
void append_coeff(std::string &s, std::uint32_t c) {
  char buf[16];
  s.append(buf, std::to_chars(buf, buf + sizeof buf, c).ptr);
}
bool is_negative(const Rational &c) { return c < 0; }
bool is_negative(std::uint32_t) { return false; }
Rational abs_coeff(const Rational &c) { return c < 0 ? Rational(-c) : c; }
std::uint32_t abs_coeff(std::uint32_t c) { return c; }
bool is_one(const Rational &c) { return c == 1; }
bool is_one(std::uint32_t c) { return c == 1; }

Exponent add_exponent(Exponent a, Exponent b) {
  std::uint32_t s = std::uint32_t(a) + b;
  if (s > 0xffffu) raise(ErrorId::PolyExponentTooLarge, "exponent " + std::to_string(s));
  return static_cast<Exponent>(s);
}

} // namespace

template <class F> void Polynomial<F>::check_ring(const Polynomial &o) const {
  if (ring_ == o.ring_ || (ring_ && o.ring_ && *ring_ == *o.ring_)) {
    if (!(field_ == o.field_))
      raise(ErrorId::PolyRingMismatch, "polynomials over different prime fields");
    return;
  }
  if (!ring_ || !o.ring_) return; // a default-constructed zero adopts the other ring
  raise(ErrorId::PolyRingMismatch, "polynomials of different rings");
}

namespace {

void require_ring(const PolyRingPtr &ring, const char *what) {
  if (!ring) raise(ErrorId::PolyBadIndex, std::string(what) + " needs a ring (it was given none)");
}

} // namespace

template <class F> Polynomial<F> Polynomial<F>::constant(PolyRingPtr ring, Coeff c, F field) {
  if (!F::is_zero(c)) require_ring(ring, "a non-zero constant");
  Polynomial r(std::move(ring), field);
  if (!F::is_zero(c)) {
    r.coeffs_.push_back(std::move(c));
    r.exponents_.assign(r.nvars(), 0);
  }
  return r;
}

template <class F>
Polynomial<F> Polynomial<F>::variable(PolyRingPtr ring, std::size_t index, F field) {
  require_ring(ring, "a variable");
  if (index >= ring->nvars())
    raise(ErrorId::PolyBadIndex, "variable index " + std::to_string(index) + " in a ring of " +
                                     std::to_string(ring->nvars()) + " variables");
  Polynomial r(std::move(ring), field);
  r.coeffs_.push_back(field.one());
  r.exponents_.assign(r.nvars(), 0);
  r.exponents_[index] = 1;
  return r;
}

template <class F>
Polynomial<F> Polynomial<F>::from_terms(PolyRingPtr ring,
                                        std::vector<std::pair<std::vector<Exponent>, Coeff>> terms,
                                        F field) {
  if (terms.empty()) return Polynomial(std::move(ring), field);
  require_ring(ring, "a polynomial with terms");
  Polynomial r(std::move(ring), field);
  const std::size_t n = r.nvars();
  const MonomialOrder &ord = r.ring_->order;
  for (auto &t : terms)
    if (t.first.size() != n)
      raise(ErrorId::PolyRingMismatch, "a term has " + std::to_string(t.first.size()) +
                                           " exponents for " + std::to_string(n) + " variables");
  std::sort(terms.begin(), terms.end(), [&](const auto &a, const auto &b) {
    return ord.compare(a.first.data(), b.first.data(), n) > 0;
  });
  for (std::size_t i = 0; i < terms.size();) {
    Coeff c = terms[i].second;
    std::size_t j = i + 1;
    for (; j < terms.size() && terms[j].first == terms[i].first; ++j)
      c = field.add(c, terms[j].second);
    if (!F::is_zero(c)) {
      r.coeffs_.push_back(std::move(c));
      r.exponents_.insert(r.exponents_.end(), terms[i].first.begin(), terms[i].first.end());
    }
    i = j;
  }
  return r;
}

template <class F>
Polynomial<F> Polynomial<F>::from_sorted(PolyRingPtr ring, std::vector<Coeff> coeffs,
                                         std::vector<Exponent> exponents, F field) {
  if (!coeffs.empty()) require_ring(ring, "a polynomial with terms");
  if (ring && exponents.size() != coeffs.size() * ring->nvars())
    raise(ErrorId::PolyRingMismatch, std::to_string(exponents.size()) + " exponents for " +
                                         std::to_string(coeffs.size()) + " terms of " +
                                         std::to_string(ring->nvars()) + " variables");
  Polynomial r(std::move(ring), field);
  r.coeffs_ = std::move(coeffs);
  r.exponents_ = std::move(exponents);
  return r;
}

template <class F> long Polynomial<F>::total_degree() const noexcept {
  long best = -1;
  const std::size_t n = nvars();
  for (std::size_t i = 0; i < size(); ++i) {
    long d = 0;
    for (std::size_t k = 0; k < n; ++k)
      d += exponents_[i * n + k];
    best = std::max(best, d);
  }
  return best;
}

template <class F> Polynomial<F> Polynomial<F>::operator-() const {
  Polynomial r = *this;
  for (auto &c : r.coeffs_)
    c = field_.neg(c);
  return r;
}

// Merge of two sorted term lists; `sign` selects + or -.
template <class F>
static Polynomial<F> merge(const Polynomial<F> &a, const Polynomial<F> &b, bool subtract) {
  const F &fld = a.ring_ptr() ? a.field() : b.field();
  Polynomial<F> r(a.ring_ptr() ? a.ring_ptr() : b.ring_ptr(), fld);
  const std::size_t n = r.nvars();
  std::vector<typename F::Coeff> cs;
  std::vector<Exponent> es;
  cs.reserve(a.size() + b.size());
  es.reserve((a.size() + b.size()) * n);
  const MonomialOrder &ord = r.ring().order;
  std::size_t i = 0, j = 0;
  auto push = [&](typename F::Coeff c, std::span<const Exponent> m) {
    cs.push_back(std::move(c));
    es.insert(es.end(), m.begin(), m.end());
  };
  while (i < a.size() || j < b.size()) {
    int c = i == a.size()   ? -1
            : j == b.size() ? 1
                            : ord.compare(a.monomial(i).data(), b.monomial(j).data(), n);
    if (c > 0) {
      push(a.coeff(i), a.monomial(i));
      ++i;
    } else if (c < 0) {
      push(subtract ? fld.neg(b.coeff(j)) : b.coeff(j), b.monomial(j));
      ++j;
    } else {
      auto s = subtract ? fld.sub(a.coeff(i), b.coeff(j)) : fld.add(a.coeff(i), b.coeff(j));
      if (!F::is_zero(s)) push(std::move(s), a.monomial(i));
      ++i, ++j;
    }
  }
  return Polynomial<F>::from_sorted(r.ring_ptr(), std::move(cs), std::move(es), fld);
}

template <class F> Polynomial<F> Polynomial<F>::operator+(const Polynomial &o) const {
  check_ring(o);
  return merge(*this, o, false);
}

template <class F> Polynomial<F> Polynomial<F>::operator-(const Polynomial &o) const {
  check_ring(o);
  return merge(*this, o, true);
}

template <class F>
Polynomial<F> Polynomial<F>::mul_term(const Coeff &c, std::span<const Exponent> m) const {
  Polynomial r(ring_, field_);
  if (F::is_zero(c)) return r;
  const std::size_t n = nvars();
  r.coeffs_.reserve(size());
  r.exponents_.resize(exponents_.size());
  for (std::size_t i = 0; i < size(); ++i) {
    r.coeffs_.push_back(field_.mul(coeffs_[i], c));
    for (std::size_t k = 0; k < n; ++k)
      r.exponents_[i * n + k] = add_exponent(exponents_[i * n + k], m[k]);
  }
  return r; // multiplying by a monomial keeps the order (orders are compatible)
}

template <class F> Polynomial<F> Polynomial<F>::scale(const Coeff &c) const {
  std::vector<Exponent> one(nvars(), 0);
  return mul_term(c, one);
}

template <class F> Polynomial<F> Polynomial<F>::operator*(const Polynomial &o) const {
  check_ring(o);
  const auto &small = size() <= o.size() ? *this : o;
  const auto &large = size() <= o.size() ? o : *this;
  Polynomial r(ring_ ? ring_ : o.ring_, ring_ ? field_ : o.field_);
  for (std::size_t i = 0; i < small.size(); ++i)
    r = r + large.mul_term(small.coeff(i), small.monomial(i));
  return r;
}

template <class F> Polynomial<F> Polynomial<F>::monic() const {
  if (is_zero() || is_one(leading_coeff())) return *this;
  return scale(field_.inv(leading_coeff()));
}

template <class F> Polynomial<F> Polynomial<F>::divide_exact(const Polynomial &d) const {
  check_ring(d);
  if (d.is_zero()) raise(ErrorId::PolyDivisionByZero, "divide_exact by the zero polynomial");
  const std::size_t n = nvars();
  Polynomial rem = *this, quot(ring_, field_);
  const Coeff inv_lc = field_.inv(d.leading_coeff());
  std::vector<Exponent> m(n);
  while (!rem.is_zero()) {
    auto lm = rem.leading_monomial();
    auto dm = d.leading_monomial();
    if (!monomial_divides(dm.data(), lm.data(), n))
      raise(ErrorId::PolyNotDivisible, "(" + to_string() + ") / (" + d.to_string() + ")");
    for (std::size_t k = 0; k < n; ++k)
      m[k] = static_cast<Exponent>(lm[k] - dm[k]);
    Coeff c = field_.mul(rem.leading_coeff(), inv_lc);
    quot = quot + Polynomial::from_sorted(ring_, {c}, m, field_);
    rem = rem - d.mul_term(c, m);
  }
  return quot;
}

template <class F> std::string Polynomial<F>::to_string() const {
  if (is_zero()) return "0";
  std::string s;
  const std::size_t n = nvars();
  s.reserve(size() * (8 + 3 * n));
  for (std::size_t i = 0; i < size(); ++i) {
    const Coeff &c = coeffs_[i];
    if (is_negative(c))
      s += '-';
    else if (i)
      s += '+';
    bool constant_term = true;
    for (std::size_t k = 0; k < n; ++k)
      constant_term = constant_term && exponents_[i * n + k] == 0;
    Coeff a = abs_coeff(c);
    bool need_star = false;
    if (!is_one(a) || constant_term) {
      append_coeff(s, a);
      need_star = true;
    }
    for (std::size_t k = 0; k < n; ++k) {
      Exponent e = exponents_[i * n + k];
      if (!e) continue;
      if (need_star) s += '*';
      s += ring_->variables[k];
      if (e > 1) {
        char buf[8];
        buf[0] = '^';
        s.append(buf, std::to_chars(buf + 1, buf + sizeof buf, e).ptr);
      }
      need_star = true;
    }
  }
  return s;
}

namespace {

template <class F> typename F::Coeff power_of(const F &field, typename F::Coeff b, Exponent e) {
  typename F::Coeff r = field.one();
  while (e) {
    if (e & 1) r = field.mul(r, b);
    e = static_cast<Exponent>(e >> 1);
    if (e) b = field.mul(b, b);
  }
  return r;
}

typename RationalField::Coeff reduce_coordinate(const RationalField &, const Rational &c) {
  return c;
}
std::uint32_t reduce_coordinate(const PrimeField &f, std::uint32_t c) { return c % f.p; }
double coeff_double(const Rational &c) { return to_double(c); }
double coeff_double(std::uint32_t c) { return static_cast<double>(c); }

void check_point(std::size_t got, const PolyRingPtr &ring) {
  std::size_t n = ring ? ring->nvars() : 0;
  if (got != n)
    raise(ErrorId::PolyPointSize, "the point has " + std::to_string(got) + " coordinate" +
                                      (got == 1 ? "" : "s") + " for a ring of " +
                                      std::to_string(n) + " variable" + (n == 1 ? "" : "s"));
}

} // namespace

template <class F> typename F::Coeff Polynomial<F>::evaluate(std::span<const Coeff> point) const {
  check_point(point.size(), ring_);
  const std::size_t n = nvars();
  std::vector<Coeff> x;
  for (const Coeff &c : point)
    x.push_back(reduce_coordinate(field_, c));
  Coeff sum = field_.zero();
  for (std::size_t i = 0; i < size(); ++i) {
    Coeff t = coeffs_[i];
    for (std::size_t k = 0; k < n; ++k)
      if (Exponent e = exponents_[i * n + k]) t = field_.mul(t, power_of(field_, x[k], e));
    sum = field_.add(sum, t);
  }
  return sum;
}

template <class F> double Polynomial<F>::evaluate_double(std::span<const double> point) const {
  check_point(point.size(), ring_);
  const std::size_t n = nvars();
  double sum = 0;
  for (std::size_t i = 0; i < size(); ++i) {
    double t = coeff_double(coeffs_[i]);
    for (std::size_t k = 0; k < n; ++k)
      if (Exponent e = exponents_[i * n + k]) t *= std::pow(point[k], static_cast<int>(e));
    sum += t;
  }
  return sum;
}

template <class F> Polynomial<F> Polynomial<F>::map_to_ring(const PolyRingPtr &target) const {
  if (!target) raise(ErrorId::PolyRingMismatch, "map_to_ring: the target ring is empty");
  const std::size_t n = nvars(), m = target->nvars();
  std::vector<long> where(n, -1);
  for (std::size_t k = 0; k < n; ++k)
    where[k] = target->index_of(ring_->variables[k]);
  std::vector<std::pair<std::vector<Exponent>, Coeff>> terms;
  terms.reserve(size());
  for (std::size_t i = 0; i < size(); ++i) {
    std::vector<Exponent> e(m, 0);
    for (std::size_t k = 0; k < n; ++k) {
      Exponent x = exponents_[i * n + k];
      if (!x) continue;
      if (where[k] < 0) {
        std::string names;
        for (std::size_t j = 0; j < m; ++j)
          names += (j ? ", " : "") + target->variables[j];
        raise(ErrorId::PolyMissingVariable, "the polynomial " + to_string() +
                                                " has the variable '" + ring_->variables[k] +
                                                "', which the ring (" + names + ") lacks");
      }
      e[static_cast<std::size_t>(where[k])] = x;
    }
    terms.emplace_back(std::move(e), coeffs_[i]);
  }
  return from_terms(target, std::move(terms), field_);
}

template <class F>
Polynomial<F> normal_form(const Polynomial<F> &f, const std::vector<Polynomial<F>> &divisors) {
  const std::size_t n = f.nvars();
  const F &fld = f.field();
  Polynomial<F> p = f;
  std::vector<typename F::Coeff> rc;
  std::vector<Exponent> re;
  std::vector<Exponent> m(n);
  std::vector<typename F::Coeff> inv_lc;
  for (const auto &g : divisors)
    inv_lc.push_back(g.is_zero() ? fld.zero() : fld.inv(g.leading_coeff()));
  while (!p.is_zero()) {
    auto lm = p.leading_monomial();
    std::size_t which = divisors.size();
    for (std::size_t i = 0; i < divisors.size(); ++i)
      if (!divisors[i].is_zero() &&
          monomial_divides(divisors[i].leading_monomial().data(), lm.data(), n)) {
        which = i;
        break;
      }
    if (which == divisors.size()) {
      rc.push_back(p.leading_coeff());
      re.insert(re.end(), lm.begin(), lm.end());
      std::vector<typename F::Coeff> cs(p.coeffs().begin() + 1, p.coeffs().end());
      std::vector<Exponent> es(p.exponents().begin() + n, p.exponents().end());
      p = Polynomial<F>::from_sorted(p.ring_ptr(), std::move(cs), std::move(es), fld);
      continue;
    }
    const auto &g = divisors[which];
    auto gm = g.leading_monomial();
    for (std::size_t k = 0; k < n; ++k)
      m[k] = static_cast<Exponent>(lm[k] - gm[k]);
    p = p - g.mul_term(fld.mul(p.leading_coeff(), inv_lc[which]), m);
  }
  return Polynomial<F>::from_sorted(f.ring_ptr(), std::move(rc), std::move(re), fld);
}

std::optional<PolyZp> reduce_mod(const PolyQ &f, std::uint32_t p) {
  PrimeField fld{p};
  std::vector<std::uint32_t> cs;
  std::vector<Exponent> es;
  // Residues without temporaries, and one inverse per run of equal
  // denominators: the coefficients of a lifted basis element mostly share
  // its common denominator, and the verification of a large basis reduces
  // millions of them.
  std::uint32_t last_den = 0, last_inv = 0;
  for (std::size_t i = 0; i < f.size(); ++i) {
    mpq_srcptr q = f.coeff(i).raw();
    const auto den = static_cast<std::uint32_t>(mpz_fdiv_ui(mpq_denref(q), p));
    if (den == 0) return std::nullopt;
    const auto num = static_cast<std::uint32_t>(mpz_fdiv_ui(mpq_numref(q), p));
    if (den != last_den) {
      last_den = den;
      last_inv = fld.inv(den);
    }
    auto c = fld.mul(num, last_inv);
    if (c == 0) continue;
    cs.push_back(c);
    auto m = f.monomial(i);
    es.insert(es.end(), m.begin(), m.end());
  }
  return PolyZp::from_sorted(f.ring_ptr(), std::move(cs), std::move(es), fld);
}

PolyQ lift_symmetric(const PolyZp &f) {
  std::vector<Rational> cs;
  const std::uint32_t p = f.field().p;
  for (std::uint32_t c : f.coeffs())
    cs.emplace_back(c > p / 2 ? static_cast<long long>(c) - static_cast<long long>(p)
                              : static_cast<long long>(c));
  return PolyQ::from_sorted(f.ring_ptr(), std::move(cs), f.exponents());
}

template class Polynomial<RationalField>;
template class Polynomial<PrimeField>;
template PolyQ normal_form(const PolyQ &, const std::vector<PolyQ> &);
template PolyZp normal_form(const PolyZp &, const std::vector<PolyZp> &);

} // namespace alkahest
