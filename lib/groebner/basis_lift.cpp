// lib/groebner/basis_lift.cpp - a trace's reduced bases mod p as coefficient
// groups of a CoefficientLift, and the lifted candidate as polynomials.
#include "basis_lift.hpp"
#include "support/parallel_for.hpp"

#include <optional>

namespace alkahest::gb {
namespace {

std::vector<std::size_t> tail_sizes(const F4Trace &trace) {
  std::vector<std::size_t> sizes;
  for (std::size_t i = 0; i < trace.basis_size(); ++i)
    sizes.push_back(trace.basis_begin[i + 1] - trace.basis_begin[i] - 1);
  return sizes;
}

std::vector<std::size_t> last_coefficients(const std::vector<std::size_t> &sizes) {
  std::vector<std::size_t> begin(sizes.size() + 1, 0), probes;
  for (std::size_t i = 0; i < sizes.size(); ++i)
    begin[i + 1] = begin[i] + sizes[i];
  const std::size_t nb = sizes.size();
  if (nb == 0) return probes;
  for (std::size_t i : {nb - 1, std::size_t{0}, nb / 2})
    if (sizes[i] > 0) probes.push_back(begin[i + 1] - 1);
  return probes;
}

} // namespace

BasisLift::BasisLift(const F4Trace &trace)
    : trace_(trace), lift_(tail_sizes(trace), last_coefficients(tail_sizes(trace))) {}

void BasisLift::add(const ModularBasis &mb, unsigned threads) {
  residues_.resize(lift_.size());
  for (std::size_t i = 0; i < mb.coeffs.size(); ++i)
    std::copy(mb.coeffs[i].begin() + 1, mb.coeffs[i].end(),
              residues_.begin() + static_cast<std::ptrdiff_t>(lift_.group_begin(i)));
  lift_.add(mb.prime, residues_, threads);
}

std::vector<PolyQ> BasisLift::take_candidate(const PolyRingPtr &ring) {
  const std::size_t n = ring->nvars();
  auto tails = lift_.take_candidate();
  std::vector<std::optional<PolyQ>> polys(tails.size());
  // The elements on the threads of the last reconstruction (katsura11's
  // basis has two million coefficients to move).
  parallel_for(tails.size(), threads_, [&](std::size_t i) {
    std::vector<Rational> coeffs;
    coeffs.reserve(trace_.basis_begin[i + 1] - trace_.basis_begin[i]);
    coeffs.emplace_back(1);
    std::vector<Exponent> exps;
    std::size_t t0 = trace_.basis_begin[i], t1 = trace_.basis_begin[i + 1];
    auto mono = [&](std::size_t t) {
      return trace_.basis_monomials.begin() + static_cast<std::ptrdiff_t>(t * n);
    };
    exps.insert(exps.end(), mono(t0), mono(t0 + 1));
    for (std::size_t t = t0 + 1; t < t1; ++t) {
      Rational &c = tails[i][t - t0 - 1];
      if (c == 0) continue;
      coeffs.push_back(std::move(c));
      exps.insert(exps.end(), mono(t), mono(t + 1));
    }
    polys[i].emplace(PolyQ::from_sorted(ring, std::move(coeffs), std::move(exps)));
  });
  std::vector<PolyQ> out;
  out.reserve(polys.size());
  for (auto &p : polys)
    out.push_back(std::move(*p));
  return out;
}

} // namespace alkahest::gb
