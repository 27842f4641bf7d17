// lib/solve/bernstein_isolation.hpp - Descartes bisection of (0, 1) in the
// Bernstein basis, on truncated interval coefficients with exact fallback.
#pragma once

#include "solve_budget.hpp"

#include <alkahest/solve/real_roots.hpp>

#include <utility>
#include <vector>

#pragma GCC visibility push(hidden)
namespace alkahest::solving {

/// The real roots of g in the open interval (0, 1), as intervals (c/2^k,
/// (c+1)/2^k) or points c/2^k: g square-free, g(0) != 0, g(1) != 0. The
/// subdivision tree is walked level by level, each level's nodes on
/// `threads` workers; the intervals do not depend on `threads`.
void isolate_unit_interval(const UPolyZ &g, std::vector<std::pair<Rational, Rational>> &out,
                           SolveBudget *budget, unsigned threads);

} // namespace alkahest::solving
#pragma GCC visibility pop
