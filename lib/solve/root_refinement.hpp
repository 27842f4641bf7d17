// lib/solve/root_refinement.hpp - budgeted real root isolation and refinement, outward dyadic
// rounding.
#pragma once

#include "solve_budget.hpp"

#include <alkahest/solve/real_roots.hpp>

#include <memory>

#pragma GCC visibility push(hidden)
namespace alkahest::solving {

/// isolate_real_roots(f), polling the budget (nullptr: none) between steps.
std::vector<RootInterval> isolate_real_roots(const UPolyZ &f, SolveBudget *budget);
/// The same for an f known to be square-free (its square-free part, a gcd
/// with f', costs more than the isolation when the coefficients are large),
/// the subdivision on `threads` worker threads.
std::vector<RootInterval> isolate_square_free_real_roots(UPolyZ f, SolveBudget *budget,
                                                         unsigned threads = 1);

/// refine_root for a square-free f, polling the budget between steps.
void refine_square_free_root(const UPolyZ &f, RootInterval &r, unsigned bits, SolveBudget *budget);

/// Refines the isolating intervals of one square-free f, each to width
/// 2^-bits, with f's signs decided in ball arithmetic (exact integers where
/// the balls cannot decide); what the roots share (f rounded to each
/// precision) is kept. refine() may run on several threads at once, and
/// an interval's result does not depend on what else runs.
class RootRefiner {
public:
  explicit RootRefiner(const UPolyZ &f);
  ~RootRefiner();
  RootRefiner(const RootRefiner &) = delete;
  RootRefiner &operator=(const RootRefiner &) = delete;

  void refine(RootInterval &r, unsigned bits, SolveBudget *budget) const;

  struct Impl;

private:
  std::unique_ptr<Impl> impl_;
};

/// floor(q 2^p) / 2^p and ceil(q 2^p) / 2^p: outward rounding to dyadic
/// numbers, which keeps interval endpoints short without losing enclosure.
Rational round_down(const Rational &q, unsigned p);
Rational round_up(const Rational &q, unsigned p);

} // namespace alkahest::solving
#pragma GCC visibility pop
