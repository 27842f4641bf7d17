// lib/groebner/coefficient_lift.cpp - batched CRT of coefficient vectors and
// reconstruction over common denominators at probed, geometrically spaced
// checkpoints.
#include "gmp_product.hpp"
#include "support/parallel_for.hpp"

#include <alkahest/groebner/coefficient_lift.hpp>

#include <gmp.h>

#include <algorithm>
#include <cmath>

namespace alkahest::gb {
namespace {

// Probes are reconstructed again once the primes have grown by this factor
// (and at least by one): a failing probe costs one Euclidean run, so their
// total stays a small multiple of the last one while overshooting the primes
// needed by at most this factor.
constexpr double kProbeGrowth = 1.05;
// After a full attempt failed, the next waits until the primes have grown by
// this factor: the full attempts are then logarithmically many.
constexpr double kFullGrowth = 1.125;
// Probes kept at once (each failed full attempt adds the coefficients that
// failed; the oldest go first).
constexpr std::size_t kMaxProbes = 8;
// A probe lifts the first coefficients of its group, up to this many, beside
// the chosen ones: a group's common denominator is revealed by its first
// coefficient, or built up factor by factor along the group, and a probe
// that does not see it would ask for as many primes as Wang's bound.
constexpr std::size_t kProbeHead = 256;
// Chosen coefficients one probe holds beyond its head (failed attempts add
// theirs).
constexpr std::size_t kProbeChosen = 8;
// Coefficients of a group that may fail in a full attempt before the group
// gives up (each costs up to two Euclidean runs; with too few primes every
// coefficient would fail).
constexpr std::size_t kFullAttemptFailures = 2;
// reconstruct_ready_groups tries again once the primes have doubled: each
// try folds the queued primes (a merge costing one multiplication per
// coefficient), so the tries cost at most about one more merge in all.
constexpr double kReadyGrowth = 2.0;
// ... and only once this many probes (or all, if fewer) have a guess: the
// probes are the last, the first and the middle element, and before the
// middle one reconstructs few groups are ready.
constexpr std::size_t kReadyProbes = 2;

std::size_t grown(std::size_t primes, double factor) {
  return std::max(primes + 1,
                  static_cast<std::size_t>(std::ceil(static_cast<double>(primes) * factor)));
}

// The run's denominators modulo p; false when p divides one (the prime then
// says nothing about the run).
bool denominators_mod(const SharedDenominatorRun &run, std::uint32_t p,
                      std::vector<std::uint32_t> &out) {
  out.resize(run.denominators.size());
  for (std::size_t s = 0; s < out.size(); ++s)
    if ((out[s] = mod_prime(run.denominators[s], p)) == 0) return false;
  return true;
}

// numerator = residue * denominator (mod p) for value k of the run.
bool agrees(const SharedDenominatorRun &run, std::size_t k, std::uint32_t p, std::uint32_t residue,
            const std::vector<std::uint32_t> &denominators) {
  const std::uint64_t rhs = static_cast<std::uint64_t>(residue) * denominators[run.segment[k]] % p;
  return mod_prime(run.numerators[k], p) == rhs;
}

} // namespace

CoefficientLift::CoefficientLift(const std::vector<std::size_t> &group_sizes,
                                 const std::vector<std::size_t> &probes) {
  group_begin_.assign(1, 0);
  for (std::size_t s : group_sizes)
    group_begin_.push_back(group_begin_.back() + s);
  crt_ = CrtLift(group_begin_.back());
  const std::size_t nb = groups();
  runs_.assign(nb, {});
  reconstructed_.assign(nb, 0);
  agree_.assign(nb, 0);
  candidate_.assign(nb, {});
  frozen_.assign(nb, 0);
  open_groups_ = nb;
  for (std::size_t i : probes)
    if (i < crt_.size()) add_probe(i);
}

bool CoefficientLift::stable(unsigned stability) const {
  return have_candidate_ &&
         std::all_of(agree_.begin(), agree_.end(), [&](unsigned a) { return a >= stability; });
}

// A trusted group is never checked again, so its CRT values are not needed:
// the merges of later batches skip them (most of a basis is trusted well
// before its largest elements are reconstructed).
void CoefficientLift::freeze_trusted() {
  for (std::size_t g = 0; g < groups(); ++g)
    if (reconstructed_[g] && !frozen_[g] && agree_[g] >= trust_after_) {
      crt_.freeze(group_begin_[g], group_begin_[g + 1]);
      frozen_[g] = 1;
    }
}

void CoefficientLift::reopen(std::size_t g) {
  reconstructed_[g] = 0;
  agree_[g] = 0;
  runs_[g] = {};
  if (g < candidate_.size()) candidate_[g].clear();
  ++open_groups_;
  have_candidate_ = false;
}

std::size_t CoefficientLift::bits() const {
  return all_modulus_ > 0 ? static_cast<std::size_t>(msb(all_modulus_)) + 1 : 0;
}

ReconstructionMargins CoefficientLift::margins() const {
  return ReconstructionMargins::for_lift(size(), bits());
}

std::size_t CoefficientLift::group_of(std::size_t index) const {
  return static_cast<std::size_t>(
      std::upper_bound(group_begin_.begin(), group_begin_.end(), index) - group_begin_.begin() - 1);
}

void CoefficientLift::start_probe_values(Probe &pr) const {
  pr.values = crt_.subset(pr.indices);
  pr.lead = crt_.subset(std::span(pr.indices).first(1));
}

// Called with every prime folded (or none added): the probe starts from the
// CRT values.
void CoefficientLift::add_probe(std::size_t index) {
  const std::size_t g = group_of(index);
  for (auto &pr : probes_) {
    if (pr.group != g) continue;
    auto at = std::lower_bound(pr.indices.begin(), pr.indices.end(), index);
    if ((at != pr.indices.end() && *at == index) || pr.indices.size() >= kProbeHead + kProbeChosen)
      return;
    pr.indices.insert(at, index);
    start_probe_values(pr);
    pr.guess.reset();
    return;
  }
  if (probes_.size() >= kMaxProbes) probes_.erase(probes_.begin());
  Probe pr;
  pr.group = g;
  const std::size_t head = std::min(group_begin_[g] + kProbeHead, group_begin_[g + 1]);
  for (std::size_t i = group_begin_[g]; i < head; ++i)
    pr.indices.push_back(i);
  if (index >= head) pr.indices.push_back(index);
  start_probe_values(pr);
  probes_.push_back(std::move(pr));
}

// Probes: check the guesses, and queue the residues of every probe's values.
void CoefficientLift::update_probes(std::uint32_t p, std::span<const std::uint32_t> residues) {
  // A guess that a prime contradicts is dropped; a prime dividing one of
  // its denominators says nothing about it.
  std::vector<std::uint32_t> dmod;
  for (auto &pr : probes_) {
    if (!pr.guess || !denominators_mod(*pr.guess, p, dmod)) continue;
    for (std::size_t k = 0; k < pr.indices.size(); ++k)
      if (!agrees(*pr.guess, k, p, residues[pr.indices[k]], dmod)) {
        pr.guess.reset();
        break;
      }
  }
  std::vector<std::uint32_t> mine;
  for (auto &pr : probes_) {
    mine.resize(pr.indices.size());
    for (std::size_t k = 0; k < mine.size(); ++k)
      mine[k] = residues[pr.indices[k]];
    pr.values.add(p, mine);
    pr.lead.add(p, std::span(mine).first(1));
  }
}

void CoefficientLift::add(std::uint32_t p, std::span<const std::uint32_t> residues,
                          unsigned threads) {
  // A reconstructed group must agree with every prime until it is trusted;
  // a prime that divides one of its denominators neither confirms nor
  // refutes it. A group it refutes is tried again; the others stand.
  const std::size_t nb = groups();
  std::vector<std::size_t> bad(nb, crt_.size());
  // Only the groups still checked: once most are trusted, a pass over all of
  // them would wake every thread for nothing at each prime.
  std::vector<std::size_t> checked;
  for (std::size_t g = 0; g < nb; ++g)
    if (reconstructed_[g] && agree_[g] < trust_after_) checked.push_back(g);
  if (!checked.empty())
    parallel_for(checked.size(), threads, [&](std::size_t c) {
      const std::size_t g = checked[c];
      const SharedDenominatorRun &run = runs_[g];
      std::vector<std::uint32_t> dmod;
      if (!denominators_mod(run, p, dmod)) return;
      for (std::size_t k = 0; k < run.size(); ++k)
        if (!agrees(run, k, p, residues[group_begin_[g] + k], dmod)) {
          bad[g] = group_begin_[g] + k;
          return;
        }
      ++agree_[g];
    });
  const std::size_t mismatch = nb ? *std::min_element(bad.begin(), bad.end()) : crt_.size();

  update_probes(p, residues);
  crt_.add(p, residues, threads);
  all_modulus_ *= p;
  freeze_trusted();
  if (mismatch < crt_.size()) {
    const bool was_complete = have_candidate_;
    for (std::size_t g = 0; g < nb; ++g)
      if (bad[g] < crt_.size()) reopen(g);
    crt_.fold(threads);
    add_probe(mismatch);
    if (was_complete) next_full_at_ = grown(crt_.primes(), kFullGrowth);
  }
}

bool CoefficientLift::probe(unsigned threads) {
  if (have_candidate_) return false;
  const std::size_t n = crt_.primes();
  if (n >= next_probe_at_) {
    // One run per probe without a guess, each on its own thread, every one
    // tried: the guesses kept, and with them every later decision, are the
    // same on any number of threads. (Ending a round at its first failure
    // saved runs on few threads, but then a round added only the guesses
    // before the first probe still short, a probe a failed full attempt had
    // appended waited for the next checkpoint, 5 % later, and the primes
    // needed depended on the threads.)
    const ReconstructionMargins mg = margins();
    // The probes whose first coefficient reconstructs: those folded whole.
    std::vector<char> lead_ok(probes_.size(), 0);
    parallel_for(probes_.size(), threads, [&](std::size_t k) {
      Probe &pr = probes_[k];
      if (pr.guess) return;
      pr.lead.fold();
      SharedDenominatorRun run;
      lead_ok[k] =
          reconstruct_shared_denominators(pr.lead.values(), pr.lead.modulus(), mg, 0, run) == 1;
    });
    for (std::size_t k = 0; k < probes_.size(); ++k)
      if (lead_ok[k]) probes_[k].values.fold(threads);
    parallel_for(probes_.size(), threads, [&](std::size_t k) {
      Probe &pr = probes_[k];
      if (pr.guess || !lead_ok[k]) return;
      SharedDenominatorRun run;
      const auto &values = pr.values.values();
      if (reconstruct_shared_denominators(values, pr.values.modulus(), mg, 0, run) == values.size())
        pr.guess = std::move(run);
    });
    next_probe_at_ = grown(n, kProbeGrowth);
  }
  // The full attempt follows the probes at once: its candidate must then
  // agree with the stability primes, which confirms the probes too. After a
  // failed attempt the next one waits for the primes to grow, unless the
  // coefficients that failed (now probes) reconstruct first: the attempt
  // that follows is then likely to succeed, and waiting for the growth
  // checkpoint cost up to an eighth more primes (noon6's representation:
  // 177 primes where 165 sufficed). At most one such attempt per failure.
  for (const auto &pr : probes_)
    if (!pr.guess) return false;
  return n >= next_full_at_ || retry_when_probed_;
}

bool CoefficientLift::reconstruct(unsigned stability, unsigned threads) {
  trust_after_ = stability;
  if (!have_candidate_ && (!probe(threads) || !full_attempt(threads))) return false;
  return stable(stability);
}

void CoefficientLift::reconstruct_ready_groups(unsigned stability, unsigned threads) {
  trust_after_ = stability;
  const std::size_t n = crt_.primes();
  if (have_candidate_ || open_groups_ == 0 || n < next_ready_at_) return;
  const auto guessed = static_cast<std::size_t>(
      std::count_if(probes_.begin(), probes_.end(), [](const Probe &pr) { return pr.guess; }));
  if (guessed < std::min(kReadyProbes, probes_.size())) return;
  next_ready_at_ = grown(n, kReadyGrowth);
  // A group that is not ready fails at its first coefficient short of
  // primes; no probes are added (the full attempts' schedule stays).
  attempt_open_groups(0, threads);
}

bool CoefficientLift::full_attempt(unsigned threads) {
  const std::vector<std::size_t> failed = attempt_open_groups(kFullAttemptFailures, threads);
  retry_when_probed_ = !failed.empty();
  if (failed.empty()) return true;
  // The first and the last element that failed become probes.
  add_probe(failed.front());
  add_probe(failed.back());
  next_full_at_ = grown(crt_.primes(), kFullGrowth);
  return false;
}

// The groups not reconstructed yet, on every thread; the ones that succeed
// are kept and put in lowest terms at once, not once the stability primes
// agreed: a driver that replays the next primes beside the lift (the
// stability checks) then does this beside them, and a group they refute is
// rare. Returns the first failing index of each group that failed.
std::vector<std::size_t> CoefficientLift::attempt_open_groups(std::size_t max_failures,
                                                              unsigned threads) {
  crt_.fold(threads);
  const std::size_t nb = groups();
  const Integer &m = crt_.modulus();
  const ReconstructionMargins mg = margins();
  // The probes' denominators: most groups' denominators divide their lcm
  // (the denominators of a reduced basis grow along it, each a multiple of
  // most earlier ones), which finds them by a gcd instead of a Euclidean run.
  Integer hint = 1;
  for (const auto &pr : probes_)
    if (pr.guess)
      for (const Integer &d : pr.guess->denominators)
        mpz_lcm(hint.raw(), hint.raw(), d.raw());
  // A probe of a whole group that holds a guess is that group's run: it
  // agreed with every prime since, so the primes now give the same
  // numerators over its denominators (the probe of the last, largest
  // element succeeds just before the full attempt that reconstructs it).
  std::vector<const SharedDenominatorRun *> guessed(nb, nullptr);
  for (const auto &pr : probes_)
    if (pr.guess && pr.indices.size() == group_begin_[pr.group + 1] - group_begin_[pr.group])
      guessed[pr.group] = &*pr.guess;
  std::vector<std::size_t> open;
  for (std::size_t g = 0; g < nb; ++g)
    if (!reconstructed_[g]) open.push_back(g);
  std::vector<std::size_t> failed(open.size(), crt_.size());
  parallel_for(open.size(), threads, [&](std::size_t k) {
    const std::size_t g = open[k], lo = group_begin_[g], hi = group_begin_[g + 1];
    if (guessed[g]) {
      runs_[g] = *guessed[g];
      return;
    }
    std::span<const Integer> in(crt_.values().data() + lo, hi - lo);
    const std::size_t bad =
        reconstruct_shared_denominators(in, m, mg, max_failures, runs_[g], &hint);
    if (bad != in.size()) {
      failed[k] = lo + bad;
      runs_[g] = {};
    }
  });
  std::vector<std::size_t> done, failures;
  for (std::size_t k = 0; k < open.size(); ++k) {
    if (failed[k] < crt_.size()) {
      failures.push_back(failed[k]);
      continue;
    }
    reconstructed_[open[k]] = 1;
    agree_[open[k]] = 0;
    --open_groups_;
    done.push_back(open[k]);
  }
  make_candidate(done, threads);
  have_candidate_ = open_groups_ == 0;
  freeze_trusted(); // with no stability primes asked for
  return failures;
}

// Reconstructed groups in lowest terms, in chunks of coefficients on every
// thread (one gcd each). The gcd of a numerator with its segment's
// denominator D is taken with G = gcd(D, the product of the segment's
// numerators mod D) instead, which each of those gcds divides: the
// denominators of a reduced basis are nested, so G is often much smaller than
// D (dense-n6-d2-b40-s1's last element: D of 26 962 bits, G of 11 519), or 1,
// and GMP's gcd costs several products modulo D at these sizes.
void CoefficientLift::make_candidate(const std::vector<std::size_t> &groups, unsigned threads) {
  if (groups.empty()) return;
  candidate_.resize(this->groups()); // after take_candidate()
  // A rational allocates its denominator: made on the threads too.
  std::vector<std::size_t> begin(groups.size() + 1, 0);
  for (std::size_t k = 0; k < groups.size(); ++k)
    begin[k + 1] = begin[k] + group_begin_[groups[k] + 1] - group_begin_[groups[k]];
  parallel_for(groups.size(), threads,
               [&](std::size_t k) { candidate_[groups[k]].resize(begin[k + 1] - begin[k]); });
  // The segments of more than one coefficient, and their members.
  struct Segment {
    std::size_t k = 0, s = 0;
    std::vector<std::size_t> members;
    Integer factor;
  };
  std::vector<Segment> segments;
  std::vector<std::vector<const Integer *>> factor(groups.size());
  for (std::size_t k = 0; k < groups.size(); ++k) {
    const SharedDenominatorRun &run = runs_[groups[k]];
    std::vector<std::vector<std::size_t>> members(run.denominators.size());
    for (std::size_t i = 0; i < run.size(); ++i)
      members[run.segment[i]].push_back(i);
    factor[k].assign(members.size(), nullptr);
    for (std::size_t s = 0; s < members.size(); ++s)
      if (members[s].size() > 1) segments.push_back({k, s, std::move(members[s]), Integer()});
  }
  // The products in chunks of kProductChunk on every thread, then each
  // segment's chunks together and its gcd.
  constexpr std::size_t kProductChunk = 8;
  std::vector<std::pair<std::size_t, std::size_t>> chunks; // (segment, first member)
  for (std::size_t t = 0; t < segments.size(); ++t)
    for (std::size_t m = 0; m < segments[t].members.size(); m += kProductChunk)
      chunks.emplace_back(t, m);
  std::vector<Integer> products(chunks.size());
  auto denominator = [&](const Segment &seg) -> const Integer & {
    return runs_[groups[seg.k]].denominators[seg.s];
  };
  parallel_for(chunks.size(), threads, [&](std::size_t c) {
    const Segment &seg = segments[chunks[c].first];
    const std::size_t m = chunks[c].second;
    const auto members =
        std::span(seg.members).subspan(m, std::min(kProductChunk, seg.members.size() - m));
    numerator_product_mod(runs_[groups[seg.k]], members, denominator(seg), products[c]);
  });
  std::vector<std::size_t> first_chunk(segments.size() + 1, chunks.size());
  for (std::size_t c = chunks.size(); c-- > 0;)
    first_chunk[chunks[c].first] = c;
  parallel_for(segments.size(), threads, [&](std::size_t t) {
    Segment &seg = segments[t];
    const Integer &d = denominator(seg);
    Integer &p = products[first_chunk[t]];
    Integer tmp;
    for (std::size_t c = first_chunk[t] + 1; c < chunks.size() && chunks[c].first == t; ++c) {
      multiply_into(tmp.raw(), p.raw(), products[c].raw());
      mpz_fdiv_r(p.raw(), tmp.raw(), d.raw());
    }
    mpz_gcd(seg.factor.raw(), p.raw(), d.raw());
  });
  for (const Segment &seg : segments)
    factor[seg.k][seg.s] = &seg.factor;
  // Chunks of up to 64, at least eight per thread: a basis of few, large
  // coefficients has its largest ones together at the end.
  const std::size_t n = begin.back();
  const std::size_t chunk =
      std::clamp<std::size_t>(n / (8 * std::size_t{worker_threads(threads)}), 1, 64);
  parallel_for((n + chunk - 1) / chunk, threads, [&](std::size_t c) {
    const std::size_t lo = c * chunk, hi = std::min(n, lo + chunk);
    std::size_t k = static_cast<std::size_t>(std::upper_bound(begin.begin(), begin.end(), lo) -
                                             begin.begin() - 1);
    for (std::size_t i = lo; i < hi; ++i) {
      while (begin[k + 1] <= i)
        ++k;
      const std::size_t g = groups[k];
      const std::size_t at = i - begin[k];
      runs_[g].value(at, candidate_[g][at], factor[k][runs_[g].segment[at]]);
    }
  });
}

void CoefficientLift::invalidate() {
  const std::size_t nb = groups();
  if (std::find(frozen_.begin(), frozen_.end(), 1) != frozen_.end()) {
    // Values left behind cannot be lifted further: start again. A
    // candidate fails its verification only when primes were unlucky
    // beyond the checks' odds, so this is rare.
    dropped_primes_ += crt_.primes();
    crt_ = CrtLift(size());
    all_modulus_ = 1;
    for (auto &pr : probes_)
      start_probe_values(pr);
    frozen_.assign(nb, 0);
    next_probe_at_ = next_ready_at_ = 0;
  }
  have_candidate_ = false;
  runs_.assign(nb, {});
  reconstructed_.assign(nb, 0);
  agree_.assign(nb, 0);
  candidate_.assign(nb, {});
  open_groups_ = nb;
  for (auto &pr : probes_)
    pr.guess.reset();
  next_full_at_ = crt_.primes() ? grown(crt_.primes(), kFullGrowth) : 0;
  retry_when_probed_ = false;
}

} // namespace alkahest::gb
