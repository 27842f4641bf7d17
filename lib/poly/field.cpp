// lib/poly/field.cpp - the fields' word-size arithmetic, on lib/support's one inverse and one
// primality test.
#include "support/modular_arithmetic.hpp"

#include <alkahest/poly/field.hpp>

namespace alkahest {

bool is_prime_u32(std::uint32_t n) { return support::is_prime_u32(n); }

PrimeField::Coeff PrimeField::inv(Coeff a) const noexcept { return support::inverse_mod(a, p); }

} // namespace alkahest
