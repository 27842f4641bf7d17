// lib/jit/reduction_order.cpp - the host folds of reduction_order.hpp: tile lanes (written so the
// compiler vectorizes across lanes without reordering any lane's additions) and the slot combine.
#include "reduction_order.hpp"

#include <algorithm>

namespace alkahest::jit_detail {
#pragma GCC visibility push(hidden)

namespace {

// Lane l accumulates x[base + l] for base = 0, lanes, 2 lanes, ...: each
// lane's additions stay in order; only independent lanes run side by side.
template <class Step>
void fold_lanes(const double *a, const double *b, std::size_t len, std::size_t lanes, Step step) {
  std::size_t base = 0;
  if (b) {
    for (; base + lanes <= len; base += lanes)
      for (std::size_t l = 0; l < lanes; ++l)
        step(l, a[base + l] * b[base + l]);
    for (std::size_t l = 0; base + l < len; ++l)
      step(l, a[base + l] * b[base + l]);
    return;
  }
  for (; base + lanes <= len; base += lanes)
    for (std::size_t l = 0; l < lanes; ++l)
      step(l, a[base + l]);
  for (std::size_t l = 0; base + l < len; ++l)
    step(l, a[base + l]);
}

} // namespace

Partial fold_tile(Combine k, const double *a, const double *b, std::size_t len, std::size_t lanes,
                  double *s, double *c) {
  const ReduceOp op = k == Combine::Min   ? ReduceOp::Min
                      : k == Combine::Max ? ReduceOp::Max
                                          : ReduceOp::Sum;
  std::fill(s, s + lanes, identity_of(op));
  std::fill(c, c + lanes, 0.0);
  switch (k) {
  case Combine::Plain:
    fold_lanes(a, b, len, lanes, [s](std::size_t l, double x) { s[l] += x; });
    break;
  case Combine::Compensated:
    fold_lanes(a, b, len, lanes, [s, c](std::size_t l, double x) { neumaier_add(s[l], c[l], x); });
    break;
  case Combine::Min:
    fold_lanes(a, b, len, lanes, [s](std::size_t l, double x) { s[l] = min_op(s[l], x); });
    break;
  case Combine::Max:
    fold_lanes(a, b, len, lanes, [s](std::size_t l, double x) { s[l] = max_op(s[l], x); });
    break;
  }
  std::vector<Partial> p(lanes);
  for (std::size_t l = 0; l < lanes; ++l)
    p[l] = {s[l], c[l]};
  return halving_tree(k, p.data(), lanes);
}

double combine_tiles(Combine k, ReduceOp op, const Partial *tiles, std::size_t count) {
  std::vector<Partial> slots(kReductionSlots, Partial{identity_of(op), 0.0});
  for (std::size_t t = 0; t < count; ++t) {
    Partial &slot = slots[t % kReductionSlots];
    slot = combine_pair(k, slot, tiles[t]);
  }
  Partial r = halving_tree(k, slots.data(), kReductionSlots);
  return k == Combine::Compensated ? neumaier_value(r) : r.s;
}

#pragma GCC visibility pop
} // namespace alkahest::jit_detail
