// lib/solve/rur_lift.cpp - the representation lifted by CRT and rational
// reconstruction under the monic and the trailing normalization at once.
#include "rur_lift.hpp"

#include <alkahest/groebner/crt.hpp>

namespace alkahest::solving {
namespace {

using u64 = std::uint64_t;

// One group of D values per polynomial (the eliminant without its
// normalizing coefficient, then each numerator); the probes are each end of
// the eliminant and of the last numerator, the values most likely to be the
// largest.
gb::CoefficientLift make_lift(std::size_t D, std::size_t outputs) {
  std::vector<std::size_t> sizes(outputs + 1, D);
  std::vector<std::size_t> probes{0, D - 1, outputs * D, (outputs + 1) * D - 1};
  return gb::CoefficientLift(sizes, probes);
}

std::size_t lowest_nonzero(const zp::Poly &P) {
  std::size_t j = 0;
  while (j + 1 < P.size() && P[j] == 0)
    ++j;
  return j;
}

} // namespace

RurLift::RurLift(const ModularRur &first, unsigned threads)
    : D_(first.eliminant.size() - 1), outputs_(first.numerators.size()),
      low_index_(lowest_nonzero(first.eliminant)), high_(make_lift(D_, outputs_)) {
  if (low_index_ < D_) low_.emplace(make_lift(D_, outputs_));
  (void)add(first, threads);
}

// P monic below its leading 1, each polynomial from the top: f_{D-1} / f_D
// comes first and reveals the denominator f_D.
bool RurLift::residues_high(const ModularRur &r, std::vector<std::uint32_t> &out) const {
  out.clear();
  for (std::size_t i = D_; i-- > 0;)
    out.push_back(r.eliminant[i]);
  for (const auto &n : r.numerators)
    for (std::size_t i = D_; i-- > 0;)
      out.push_back(n[i]);
  return true;
}

// P / P_j and N_v / P_j (x_v = N_v / P' is unchanged), from the bottom: the
// value after the normalizer's place reveals the denominator f_j.
bool RurLift::residues_low(const ModularRur &r, std::vector<std::uint32_t> &out) const {
  const std::uint32_t p = r.prime, pj = r.eliminant[low_index_];
  if (pj == 0) return false;
  const u64 inv = gb::inverse_mod(pj, p);
  out.clear();
  for (std::size_t i = 0; i <= D_; ++i)
    if (i != low_index_) out.push_back(static_cast<std::uint32_t>(r.eliminant[i] * inv % p));
  for (const auto &n : r.numerators)
    for (std::size_t i = 0; i < D_; ++i)
      out.push_back(static_cast<std::uint32_t>(n[i] * inv % p));
  return true;
}

bool RurLift::add(const ModularRur &r, unsigned threads) {
  std::vector<std::uint32_t> high, low;
  if (low_ && !residues_low(r, low)) return false;
  residues_high(r, high);
  high_.add(r.prime, high, threads);
  if (low_) low_->add(r.prime, low, threads);
  return true;
}

bool RurLift::reconstruct(unsigned stability, unsigned threads) {
  // Both are tried at every prime (each does work only at its own
  // checkpoints), the low one first: which one wins depends on the primes
  // added only, never on the threads.
  if (low_ && low_->reconstruct(stability, threads)) {
    done_ = 2;
    return true;
  }
  if (high_.reconstruct(stability, threads)) {
    done_ = 1;
    return true;
  }
  return false;
}

void RurLift::result(RurOverQ &out) const {
  out.eliminant.assign(D_ + 1, Rational(0));
  out.numerators.assign(outputs_, std::vector<Rational>(D_, Rational(0)));
  if (done_ == 1) {
    const auto &c = high_.candidate();
    for (std::size_t i = 0; i < D_; ++i)
      out.eliminant[i] = c[0][D_ - 1 - i];
    out.eliminant[D_] = Rational(1);
    for (std::size_t k = 0; k < outputs_; ++k)
      for (std::size_t i = 0; i < D_; ++i)
        out.numerators[k][i] = c[k + 1][D_ - 1 - i];
    return;
  }
  // P~ = P / P_j with P~_j = 1: P = P~ / P~_D, and N_v / P' = (N~_v / P~_D) / P'.
  const auto &c = low_->candidate();
  for (std::size_t i = 0, at = 0; i <= D_; ++i)
    out.eliminant[i] = i == low_index_ ? Rational(1) : c[0][at++];
  const Rational lead = out.eliminant[D_];
  for (auto &x : out.eliminant)
    x /= lead;
  for (std::size_t k = 0; k < outputs_; ++k)
    for (std::size_t i = 0; i < D_; ++i)
      out.numerators[k][i] = c[k + 1][i] / lead;
}

} // namespace alkahest::solving
