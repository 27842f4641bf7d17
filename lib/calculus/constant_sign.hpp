// lib/calculus/constant_sign.hpp - the sign of a constant expression, decided by ball arithmetic.
#pragma once

#include <alkahest/expr.hpp>

#pragma GCC visibility push(hidden)
namespace alkahest::calculus {

enum class ConstantSign { Negative, Zero, Positive, Undecided };

/// Most bits the sign test raises its working precision to: a constant
/// whose ball still holds 0 there is probably zero, but not provably.
inline constexpr long kSignTestMaxBits = 4096;

/// The sign of a constant (no free symbols): exact for Numbers and Floats;
/// for other constants (sin(1) - cos(1), E - pi) by Arb balls at a precision
/// doubling from 64 to kSignTestMaxBits. Zero only when the value is
/// exactly zero in the ball arithmetic (a ball of radius 0 at 0).
ConstantSign constant_sign(const Expr &c);

/// True when e holds no symbol.
bool is_constant(const Expr &e);

} // namespace alkahest::calculus
#pragma GCC visibility pop
