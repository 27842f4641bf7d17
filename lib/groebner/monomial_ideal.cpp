// lib/groebner/monomial_ideal.cpp - dimension and degree of a monomial ideal by
// iterative search, never by enumerating the standard monomials.
//
// Dimension: a set of variables is independent modulo a monomial ideal when
// no generator is supported on it alone (Becker, Weispfenning, "Groebner
// Bases", 9.27); the largest one is the complement of a smallest hitting set
// (transversal) of the generators' supports. Branch and bound on an explicit
// stack: branch on the elements of a smallest set (the i-th branch takes its
// i-th element and forbids the earlier ones), bound below by a greedy packing
// of pairwise disjoint sets (each needs an element of its own), above by the
// greedy hitting set.
//
// Degree: Bigatti's pivot splitting ("Computation of Hilbert-Poincare
// series", JPAA 119 (1997)) evaluated at t = 1: the standard monomials of I
// are those of I + (p) and p times those of I : p, so count(I) =
// count(I + (p)) + count(I : p), for the pivot p = x_v^e with v the variable
// of most mixed generators and e the median of its exponents there. Leaves
// with at most one generator that is not a pure power are counted in closed
// form, and variables outside every mixed generator only multiply the count.
#include "monomial_ideal.hpp"

#include <alkahest/error.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <numeric>

namespace alkahest::gb {
namespace {

// Counts elementary steps and raises E-GB-010 past the budget.
class WorkMeter {
public:
  WorkMeter(std::uint64_t budget, const char *what) : budget_(budget), what_(what) {}
  void spend(std::uint64_t units) {
    used_ += units;
    if (used_ > budget_)
      raise(
          ErrorId::GbQueryBudget,
          fmt::format("{} of the leading-monomial ideal needs more than {} steps", what_, budget_));
  }

private:
  std::uint64_t budget_, used_ = 0;
  const char *what_;
};

using Set = std::vector<std::uint32_t>; // sorted variable indices

std::uint64_t checked_mul(std::uint64_t a, std::uint64_t b) {
  std::uint64_t r = 0;
  if (__builtin_mul_overflow(a, b, &r))
    raise(ErrorId::GbQueryBudget, "the number of standard monomials does not fit in 64 bits");
  return r;
}

std::uint64_t checked_add(std::uint64_t a, std::uint64_t b) {
  std::uint64_t r = 0;
  if (__builtin_add_overflow(a, b, &r))
    raise(ErrorId::GbQueryBudget, "the number of standard monomials does not fit in 64 bits");
  return r;
}

// Pairwise disjoint sets picked greedily, smallest first: each needs its own
// element, so their number bounds every hitting set from below.
std::size_t packing_bound(const std::vector<Set> &sets, std::vector<std::uint8_t> &mark,
                          WorkMeter &meter) {
  std::vector<std::size_t> idx(sets.size());
  std::iota(idx.begin(), idx.end(), 0);
  std::sort(idx.begin(), idx.end(),
            [&](std::size_t a, std::size_t b) { return sets[a].size() < sets[b].size(); });
  std::vector<std::uint32_t> touched;
  std::size_t count = 0;
  for (std::size_t i : idx) {
    const Set &s = sets[i];
    meter.spend(s.size() + 1);
    if (std::any_of(s.begin(), s.end(), [&](std::uint32_t v) { return mark[v] != 0; })) continue;
    for (std::uint32_t v : s) {
      mark[v] = 1;
      touched.push_back(v);
    }
    ++count;
  }
  for (std::uint32_t v : touched)
    mark[v] = 0;
  return count;
}

// Repeatedly takes the element in most sets: an upper bound to start from.
std::size_t greedy_hitting_set(std::vector<Set> sets, std::size_t nv, WorkMeter &meter) {
  std::size_t k = 0;
  std::vector<std::size_t> occurrences(nv);
  while (!sets.empty()) {
    std::fill(occurrences.begin(), occurrences.end(), 0);
    for (const Set &s : sets) {
      meter.spend(s.size() + 1);
      for (std::uint32_t v : s)
        ++occurrences[v];
    }
    meter.spend(nv);
    auto v = static_cast<std::uint32_t>(std::max_element(occurrences.begin(), occurrences.end()) -
                                        occurrences.begin());
    std::erase_if(sets, [&](const Set &s) { return std::binary_search(s.begin(), s.end(), v); });
    ++k;
  }
  return k;
}

struct CoverNode {
  std::vector<Set> sets; // still to be hit
  std::size_t chosen = 0;
};

// A monomial ideal split as pure powers (one per variable) and mixed
// generators (two variables or more).
struct SplitIdeal {
  std::vector<std::uint32_t> pure;
  std::vector<std::vector<std::uint32_t>> mixed;
};

// Makes the mixed generators minimal: those on one variable become pure
// powers, those a pure power or another generator divides go. False when a
// generator is 1 (the unit ideal: nothing is standard).
bool minimalize(SplitIdeal &ideal, WorkMeter &meter) {
  const std::size_t n = ideal.pure.size();
  auto &mixed = ideal.mixed;
  for (auto it = mixed.begin(); it != mixed.end();) {
    meter.spend(n + 1);
    std::size_t support = 0, last = 0;
    for (std::size_t v = 0; v < n; ++v)
      if ((*it)[v]) ++support, last = v;
    if (support == 0) return false;
    if (support == 1) {
      ideal.pure[last] = std::min(ideal.pure[last], (*it)[last]);
      it = mixed.erase(it);
    } else {
      ++it;
    }
  }
  std::erase_if(mixed, [&](const std::vector<std::uint32_t> &g) {
    for (std::size_t v = 0; v < n; ++v)
      if (g[v] >= ideal.pure[v]) return true;
    return false;
  });
  auto degree = [](const std::vector<std::uint32_t> &g) {
    return std::accumulate(g.begin(), g.end(), std::uint64_t{0});
  };
  std::sort(mixed.begin(), mixed.end(),
            [&](const auto &a, const auto &b) { return degree(a) < degree(b); });
  std::vector<std::vector<std::uint32_t>> kept;
  for (auto &g : mixed) {
    meter.spend((kept.size() + 1) * n);
    bool divisible = std::any_of(kept.begin(), kept.end(), [&](const auto &h) {
      for (std::size_t v = 0; v < n; ++v)
        if (h[v] > g[v]) return false;
      return true;
    });
    if (!divisible) kept.push_back(std::move(g));
  }
  mixed = std::move(kept);
  return true;
}

// The count of a leaf: the box of the pure powers, minus the multiples of
// its one mixed generator inside the box.
std::uint64_t leaf_count(const SplitIdeal &ideal) {
  std::uint64_t box = 1;
  for (std::uint32_t a : ideal.pure)
    box = checked_mul(box, a);
  if (ideal.mixed.empty()) return box;
  std::uint64_t multiples = 1;
  const auto &m = ideal.mixed.front();
  for (std::size_t v = 0; v < ideal.pure.size(); ++v)
    multiples = checked_mul(multiples, ideal.pure[v] - m[v]);
  return box - multiples;
}

} // namespace

long monomial_ideal_dimension(const std::vector<std::vector<Exponent>> &generators, std::size_t n,
                              std::uint64_t work_budget) {
  WorkMeter meter(work_budget, "the dimension");
  // A variable with a pure power is in every hitting set; a support it meets
  // needs nothing more.
  std::vector<std::uint8_t> forced(n, 0);
  std::vector<Set> supports;
  for (const auto &g : generators) {
    meter.spend(n + 1);
    Set s;
    for (std::size_t v = 0; v < n; ++v)
      if (g[v]) s.push_back(static_cast<std::uint32_t>(v));
    if (s.empty()) return -1;
    if (s.size() == 1)
      forced[s[0]] = 1;
    else
      supports.push_back(std::move(s));
  }
  const auto tau_forced = static_cast<std::size_t>(std::count(forced.begin(), forced.end(), 1));
  std::erase_if(supports, [&](const Set &s) {
    return std::any_of(s.begin(), s.end(), [&](std::uint32_t v) { return forced[v] != 0; });
  });
  if (supports.empty()) return static_cast<long>(n - tau_forced);
  std::sort(supports.begin(), supports.end());
  supports.erase(std::unique(supports.begin(), supports.end()), supports.end());
  // Renumber the variables that still matter, so that the search's arrays
  // are as small as the remaining hypergraph.
  constexpr auto kUnused = std::numeric_limits<std::uint32_t>::max();
  std::vector<std::uint32_t> id(n, kUnused);
  std::uint32_t nv = 0;
  for (Set &s : supports)
    for (std::uint32_t &v : s) {
      if (id[v] == kUnused) id[v] = nv++;
      v = id[v];
    }
  for (Set &s : supports)
    std::sort(s.begin(), s.end());

  std::size_t best = greedy_hitting_set(supports, nv, meter);
  std::vector<std::uint8_t> mark(nv, 0), forbidden(nv, 0);
  std::vector<CoverNode> stack;
  stack.push_back({std::move(supports), 0});
  while (!stack.empty()) {
    CoverNode node = std::move(stack.back());
    stack.pop_back();
    if (node.sets.empty()) {
      best = std::min(best, node.chosen);
      continue;
    }
    if (node.chosen + packing_bound(node.sets, mark, meter) >= best) continue;
    const Set pivot =
        *std::min_element(node.sets.begin(), node.sets.end(),
                          [](const Set &a, const Set &b) { return a.size() < b.size(); });
    // Pushed last-first so that the branch forbidding nothing runs first.
    for (std::size_t i = pivot.size(); i-- > 0;) {
      for (std::size_t j = 0; j < i; ++j)
        forbidden[pivot[j]] = 1;
      CoverNode child{{}, node.chosen + 1};
      bool feasible = true;
      for (const Set &t : node.sets) {
        meter.spend(t.size() + 1);
        if (std::binary_search(t.begin(), t.end(), pivot[i])) continue;
        Set rest;
        for (std::uint32_t v : t)
          if (!forbidden[v]) rest.push_back(v);
        if (rest.empty()) {
          feasible = false;
          break;
        }
        child.sets.push_back(std::move(rest));
      }
      for (std::size_t j = 0; j < i; ++j)
        forbidden[pivot[j]] = 0;
      if (feasible) stack.push_back(std::move(child));
    }
  }
  return static_cast<long>(n - tau_forced - best);
}

std::uint64_t count_standard_monomials(const std::vector<std::vector<Exponent>> &generators,
                                       std::size_t n, std::uint64_t work_budget) {
  WorkMeter meter(work_budget, "the degree");
  constexpr auto kNone = std::numeric_limits<std::uint32_t>::max();
  SplitIdeal full{std::vector<std::uint32_t>(n, kNone), {}};
  for (const auto &g : generators) {
    meter.spend(n + 1);
    full.mixed.emplace_back(g.begin(), g.end());
  }
  if (!minimalize(full, meter)) return 0;
  if (std::find(full.pure.begin(), full.pure.end(), kNone) != full.pure.end())
    raise(ErrorId::GbNotZeroDimensional,
          "a variable has no pure power among the leading monomials");
  // Variables outside every mixed generator only multiply the count.
  std::vector<std::uint8_t> in_mixed(n, 0);
  for (const auto &g : full.mixed)
    for (std::size_t v = 0; v < n; ++v)
      if (g[v]) in_mixed[v] = 1;
  std::uint64_t factor = 1;
  std::vector<std::size_t> keep;
  for (std::size_t v = 0; v < n; ++v) {
    if (in_mixed[v])
      keep.push_back(v);
    else
      factor = checked_mul(factor, full.pure[v]);
  }
  SplitIdeal root;
  for (std::size_t v : keep)
    root.pure.push_back(full.pure[v]);
  for (const auto &g : full.mixed) {
    std::vector<std::uint32_t> r;
    for (std::size_t v : keep)
      r.push_back(g[v]);
    root.mixed.push_back(std::move(r));
  }

  std::uint64_t total = 0;
  std::vector<SplitIdeal> stack;
  stack.push_back(std::move(root));
  while (!stack.empty()) {
    SplitIdeal ideal = std::move(stack.back());
    stack.pop_back();
    if (ideal.mixed.size() <= 1) {
      total = checked_add(total, leaf_count(ideal));
      continue;
    }
    const std::size_t m = ideal.pure.size();
    std::vector<std::size_t> uses(m, 0);
    for (const auto &g : ideal.mixed)
      for (std::size_t v = 0; v < m; ++v)
        if (g[v]) ++uses[v];
    meter.spend(ideal.mixed.size() * m);
    const auto v =
        static_cast<std::size_t>(std::max_element(uses.begin(), uses.end()) - uses.begin());
    std::vector<std::uint32_t> exps;
    for (const auto &g : ideal.mixed)
      if (g[v]) exps.push_back(g[v]);
    std::nth_element(exps.begin(),
                     exps.begin() + static_cast<std::ptrdiff_t>((exps.size() - 1) / 2), exps.end());
    const std::uint32_t e = exps[(exps.size() - 1) / 2];
    // I : x_v^e (e is below the pure power of v: the generators are minimal).
    SplitIdeal colon = ideal;
    colon.pure[v] -= e;
    for (auto &g : colon.mixed)
      g[v] = g[v] > e ? g[v] - e : 0;
    // I + (x_v^e).
    ideal.pure[v] = e;
    if (minimalize(colon, meter)) stack.push_back(std::move(colon));
    if (minimalize(ideal, meter)) stack.push_back(std::move(ideal));
  }
  return checked_mul(total, factor);
}

} // namespace alkahest::gb
