// alkahest/poly/msolve_format.hpp - msolve's text format for polynomial systems.
#pragma once

#include <alkahest/poly/polynomial.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace alkahest {

/// A system as read from an msolve input file: the ring (variables in the
/// file's order, the requested monomial order), the characteristic (0 for
/// Q, else a prime < 2^31) and the polynomials (integer or rational
/// coefficients; for a prime characteristic they are the file's integers,
/// reduce them with `modular()`).
struct PolySystem {
  PolyRingPtr ring;
  std::uint64_t characteristic = 0;
  std::vector<PolyQ> polynomials;

  /// The polynomials mod p (p = characteristic when 0 is given). Raises
  /// E-POLY-007 when p is not a prime below 2^31 or divides a denominator.
  std::vector<PolyZp> modular(std::uint32_t p = 0) const;
};

/// Limits of the msolve reader: a file past one is refused with E-POLY-011
/// before it can exhaust memory (exponents are stored densely, one per
/// variable and term, so many variables times many terms is the danger).
struct MsolveReadOptions {
  /// Bytes of input (read_msolve_file stops reading past it).
  std::size_t max_bytes = std::size_t{1} << 28;
  /// Variables on line 1.
  std::size_t max_variables = std::size_t{1} << 14;
  /// Bytes of exponents of all terms as read (terms x variables x 2).
  std::size_t max_exponent_bytes = std::size_t{1} << 30;
};

/// Parses msolve's format: line 1 the comma-separated variables, line 2 the
/// characteristic, then polynomials separated by commas (terms like
/// `-3/4*x0^2*x1`, `+`/`-` between terms, whitespace and newlines anywhere).
/// A dedicated scanner, not the Expr parser, so that large files parse fast.
/// Malformed input raises E-POLY-003 with the line and column, input past
/// the limits E-POLY-011. Leading zeros are padding (`x^007`, `0065521`).
PolySystem parse_msolve(std::string_view text,
                        const MonomialOrder &order = MonomialOrder::grevlex(),
                        const MsolveReadOptions &limits = {});

/// Reads and parses a file (E-POLY-009 when it cannot be read or is a
/// directory, E-POLY-011 past the limits).
PolySystem read_msolve_file(const std::string &path,
                            const MonomialOrder &order = MonomialOrder::grevlex(),
                            const MsolveReadOptions &limits = {});

/// Writes the format back: variables, characteristic, polynomials one per
/// line separated by commas.
template <class Field>
std::string write_msolve(const std::vector<Polynomial<Field>> &polys, std::uint64_t characteristic);

/// One polynomial in msolve's input syntax (also Singular's), e.g. "x0^2-3*x1".
template <class Field> std::string to_msolve_string(const Polynomial<Field> &p) {
  return p.to_string();
}

} // namespace alkahest
