// alkahest/poly/polynomial.hpp - sparse multivariate polynomials over Q and Z/p.
#pragma once

#include <alkahest/error.hpp>
#include <alkahest/poly/field.hpp>
#include <alkahest/poly/ring.hpp>

#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace alkahest {

/// A sparse polynomial: terms sorted strictly decreasing in the ring's
/// monomial order, no zero coefficient. Exponents are stored flat (term i
/// owns exponents()[i*n, (i+1)*n) for n variables), coefficients in a
/// parallel array, so that traversal is cache friendly and a polynomial is
/// two allocations. The leading term is term 0.
template <class Field> class Polynomial {
public:
  using Coeff = typename Field::Coeff;

  Polynomial() = default;
  /// The zero polynomial of a ring.
  explicit Polynomial(PolyRingPtr ring, Field field = {}) : ring_(std::move(ring)), field_(field) {}
  /// A constant.
  static Polynomial constant(PolyRingPtr ring, Coeff c, Field field = {});
  /// The variable with that index (E-POLY-010 when the ring has no such
  /// variable or is null).
  static Polynomial variable(PolyRingPtr ring, std::size_t index, Field field = {});
  /// From terms in any order; equal monomials are combined, zeros dropped.
  static Polynomial from_terms(PolyRingPtr ring,
                               std::vector<std::pair<std::vector<Exponent>, Coeff>> terms,
                               Field field = {});
  /// From flat data already sorted strictly decreasing with no zero
  /// coefficient (not checked except in debug builds).
  static Polynomial from_sorted(PolyRingPtr ring, std::vector<Coeff> coeffs,
                                std::vector<Exponent> exponents, Field field = {});

  const PolyRingPtr &ring_ptr() const noexcept { return ring_; }
  const PolyRing &ring() const noexcept { return *ring_; }
  const Field &field() const noexcept { return field_; }
  std::size_t nvars() const noexcept { return ring_ ? ring_->nvars() : 0; }

  std::size_t size() const noexcept { return coeffs_.size(); }
  bool is_zero() const noexcept { return coeffs_.empty(); }
  const Coeff &coeff(std::size_t i) const { return coeffs_[i]; }
  std::span<const Exponent> monomial(std::size_t i) const {
    return {exponents_.data() + i * nvars(), nvars()};
  }
  const std::vector<Coeff> &coeffs() const noexcept { return coeffs_; }
  const std::vector<Exponent> &exponents() const noexcept { return exponents_; }

  /// Leading coefficient / monomial (E-POLY-010 for the zero polynomial).
  const Coeff &leading_coeff() const {
    if (coeffs_.empty()) raise_no_leading_term();
    return coeffs_.front();
  }
  std::span<const Exponent> leading_monomial() const {
    if (coeffs_.empty()) raise_no_leading_term();
    return monomial(0);
  }
  /// Largest total degree of a term; -1 for the zero polynomial.
  long total_degree() const noexcept;

  Polynomial operator-() const;
  Polynomial operator+(const Polynomial &o) const;
  Polynomial operator-(const Polynomial &o) const;
  Polynomial operator*(const Polynomial &o) const;
  /// c * x^m * this.
  Polynomial mul_term(const Coeff &c, std::span<const Exponent> m) const;
  Polynomial scale(const Coeff &c) const;
  /// This divided by its leading coefficient (zero stays zero).
  Polynomial monic() const;
  /// this / d when d divides this exactly; E-POLY-005 when it does not,
  /// E-POLY-006 when d is zero.
  Polynomial divide_exact(const Polynomial &d) const;

  friend bool operator==(const Polynomial &a, const Polynomial &b) {
    return a.coeffs_ == b.coeffs_ && a.exponents_ == b.exponents_;
  }

  /// Singular-style text, e.g. "x0^2*x1-3/2*x2+1"; "0" for zero. Terms come
  /// in the ring's monomial order, leading term first, so that under grevlex
  /// or grlex the degrees descend (x^3-2*x+1).
  std::string to_string() const;

  /// The exact value at a point: point[k] is the value of variable k (over
  /// Z/p, coordinates are reduced mod p first). E-POLY-011 when the point
  /// does not have one coordinate per variable.
  Coeff evaluate(std::span<const Coeff> point) const;
  /// The value in double at a point: every coefficient rounded to the
  /// nearest double (over Z/p, its representative in [0, p)), then summed
  /// term by term. E-POLY-011 for a point of the wrong size.
  double evaluate_double(std::span<const double> point) const;
  /// The same polynomial in another ring, variables matched by name; the
  /// target's order re-sorts the terms. Variables of the target that this
  /// ring lacks get exponent 0; a variable of this ring that the target lacks
  /// is allowed only where every term has exponent 0 in it (E-POLY-010
  /// otherwise). So a polynomial of the original ring enters the ring of a
  /// basis returned by GroebnerBasis::eliminate().
  Polynomial map_to_ring(const PolyRingPtr &target) const;

private:
  void check_ring(const Polynomial &o) const;
  [[noreturn]] static void raise_no_leading_term() {
    raise(ErrorId::PolyBadIndex, "the zero polynomial has no leading term");
  }
  PolyRingPtr ring_;
  Field field_{};
  std::vector<Coeff> coeffs_;
  std::vector<Exponent> exponents_;
};

using PolyQ = Polynomial<RationalField>;
using PolyZp = Polynomial<PrimeField>;

/// Multivariate division: the remainder of f by the list divisors (full
/// normal form: every term of the result is irreducible by the leading
/// monomials of the divisors). Quotients are not kept.
template <class Field>
Polynomial<Field> normal_form(const Polynomial<Field> &f,
                              const std::vector<Polynomial<Field>> &divisors);

/// The image of f modulo p, or nullopt when p divides a denominator.
std::optional<PolyZp> reduce_mod(const PolyQ &f, std::uint32_t p);

/// The polynomial with the coefficients of f read as integers in (-p/2, p/2].
PolyQ lift_symmetric(const PolyZp &f);

/// True when the monomial a divides b (n variables).
inline bool monomial_divides(const Exponent *a, const Exponent *b, std::size_t n) noexcept {
  for (std::size_t i = 0; i < n; ++i)
    if (a[i] > b[i]) return false;
  return true;
}

extern template class Polynomial<RationalField>;
extern template class Polynomial<PrimeField>;

} // namespace alkahest
