// lib/groebner/multiplication_shape.hpp - the standard monomials of a
// zero-dimensional reduced basis and the plan of the multiplications by its
// variables, shared by every prime of one trace (solving uses the last
// variable's, FGLM every variable's).
#pragma once

#include <alkahest/groebner/f4.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#pragma GCC visibility push(hidden)
namespace alkahest::gb {

/// Where a monomial x_v * s (s standard) lives in Z/p[x]/I.
struct BorderRef {
  enum Kind : std::uint8_t {
    Standard, ///< a standard monomial (index)
    Tail,     ///< the leading monomial of basis element `index`: minus its tail
    Computed, ///< a border monomial reduced through smaller ones (index)
  };
  Kind kind = Standard;
  std::uint32_t index = 0;
};

/// A border monomial that is no leading monomial: b = x_var * base, where
/// base is a border monomial (its normal form is known first) and
/// NF(b) = sum_j NF(base)_j NF(x_var * s_j) over the standard monomials s_j
/// below base; `shifted[j]` says where x_var * s_j lives (FGLM's induction
/// on the border: Faugere, Gianni, Lazard, Mora, JSC 16 (1993)).
struct ComputedBorder {
  std::uint32_t var = 0;
  BorderRef base;
  std::vector<BorderRef> shifted;
};

/// The values of a MultiplicationShape modulo one prime.
struct BorderValues {
  std::uint32_t prime = 0;
  /// Per basis element: its tail negated, as (standard index, value).
  std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> tails;
  /// Per computed border monomial: its normal form, dense.
  std::vector<std::vector<std::uint32_t>> computed;
};

/// Why no shape exists.
enum class ShapeStatus : std::uint8_t {
  Ok,
  Unit,              ///< the basis is {1}
  PositiveDimension, ///< infinitely many standard monomials
  TooLarge,          ///< more standard monomials than the limit
};

/// Which multiplication matrices a shape plans.
enum class ShapeMultiplications : std::uint8_t {
  LastVariable, ///< the ring's last variable (a rational parametrization)
  AllVariables, ///< every variable (FGLM's change of order)
};

/// The quotient's monomial basis (standard monomials, increasing in the
/// order, 1 first) and how multiplication by the ring's last variable (or
/// every variable) acts on it. The columns of that matrix are unit vectors (x_n s standard), tails
/// of basis elements (x_n s a leading monomial: the sparse case of Faugere
/// and Mou, "Sparse FGLM algorithms", JSC 80 (2017)), or normal forms
/// reduced through the border.
class MultiplicationShape {
public:
  /// From a trace's basis (increasing leading monomials, reduced).
  static MultiplicationShape build(const gb::F4Trace &trace, std::size_t max_dimension,
                                   ShapeMultiplications which = ShapeMultiplications::LastVariable);

  ShapeStatus status() const { return status_; }
  std::size_t dimension() const { return standard_.size(); }
  std::size_t variables() const { return nvars_; }
  /// Where x_{n-1} * s_j lives, per standard monomial s_j.
  const std::vector<BorderRef> &columns() const { return columns_.back(); }
  /// Where x_v * s_j lives, per standard monomial s_j (AllVariables only).
  const std::vector<BorderRef> &columns(std::size_t v) const { return columns_[v]; }
  /// The standard monomials, increasing in the trace's order, 1 first.
  const std::vector<std::vector<Exponent>> &standard() const { return standard_; }
  /// Where the variable x_v lives (Standard, or Tail when x_v is a leading
  /// monomial).
  BorderRef variable(std::size_t v) const { return variables_[v]; }
  /// The border monomials reduced through others, in an order where each
  /// one's dependencies come first.
  const std::vector<ComputedBorder> &computed() const { return computed_; }

  /// The tails and computed normal forms modulo mb.prime.
  BorderValues values(const gb::ModularBasis &mb) const;

  /// out = NF(x_v * w) for w = sum_j w[j] s_j, modulo values.prime: the
  /// product by variable v's multiplication matrix (AllVariables, or the
  /// last variable), each column a unit vector, a tail or a computed form.
  void multiply(std::size_t v, const BorderValues &values, std::span<const std::uint32_t> w,
                std::vector<std::uint32_t> &out) const;

  struct Parts; // what the builder hands over

private:
  ShapeStatus status_ = ShapeStatus::Ok;
  std::size_t nvars_ = 0;
  std::vector<std::vector<Exponent>> standard_;
  std::vector<std::vector<std::uint32_t>> tail_index_; // per element: standard index per tail term
  std::vector<std::vector<BorderRef>> columns_;        // per planned variable
  std::vector<BorderRef> variables_;
  std::vector<ComputedBorder> computed_;
};

} // namespace alkahest::gb
#pragma GCC visibility pop
