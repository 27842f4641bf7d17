// tools/bench/dense_family.hpp - the big-coefficient benchmark family: square
// systems of dense polynomials with random integer coefficients of a chosen
// bit size, seeded and reproducible.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace alkahest::bench {

/// One member: n dense polynomials of total degree `degree` in the n
/// unknowns x0..x(n-1); every monomial of degree <= `degree` has a non-zero
/// coefficient of exactly `bits` bits (the top bit set) and a random sign.
/// Generic members are zero-dimensional with degree^n solutions, so the
/// coefficients of their bases grow with that count times `bits`.
struct DenseMember {
  unsigned n = 0;
  unsigned degree = 0;
  unsigned bits = 0;
  std::uint64_t seed = 1;
};

/// Limits of a member: beyond them a file would be larger than any run of
/// the benchmark can use (7 unknowns of degree 3 is the family's largest).
constexpr unsigned kDenseMaxUnknowns = 16;
constexpr unsigned kDenseMaxDegree = 8;
constexpr unsigned kDenseMaxBits = 64;

/// The member named `dense-n<N>-d<D>-b<BITS>[-s<SEED>]` (the seed defaults
/// to 1), e.g. dense-n6-d2-b40-s1; nullopt when the name is not of that
/// form. A name of that form with a value out of range (n or the degree 0 or
/// above its limit, bits 0 or above 64) raises E-CLI-001.
std::optional<DenseMember> parse_dense_member(std::string_view name);

/// The canonical name, with the seed: dense-n6-d2-b40-s1.
std::string dense_member_name(const DenseMember &member);

/// The system in msolve's format (line 1 the variables, line 2 `0`, then
/// the polynomials separated by commas, one per line, terms in decreasing
/// grevlex order). The same member always gives the same text: the
/// coefficients come from splitmix64 streams of the member's parameters, not
/// from a standard-library distribution whose output varies between
/// implementations.
std::string dense_member_msolve(const DenseMember &member);

} // namespace alkahest::bench
