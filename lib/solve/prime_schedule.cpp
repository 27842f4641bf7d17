// lib/solve/prime_schedule.cpp - which side replays each prime of a solve, and
// the hand-off of their representations to the lift in the primes' order.
#include "prime_schedule.hpp"

#include <algorithm>

namespace alkahest::solving {

PrimeSchedule::PrimeSchedule(const std::vector<PolyQ> &system, gb::PrimeSequence primes,
                             std::size_t max_rejected)
    : primes_(std::move(primes)), source_(system, max_rejected) {}

PrimeSchedule::Entry &PrimeSchedule::entry(std::size_t index) {
  while (entries_.size() <= index) {
    Entry e;
    e.system = source_.next(primes_, e.prime);
    entries_.push_back(std::move(e));
  }
  return entries_[index];
}

std::vector<PolyZp> PrimeSchedule::system(std::size_t index) {
  std::lock_guard lock(mutex_);
  return entry(index).system;
}

void PrimeSchedule::restart(std::size_t first) {
  std::lock_guard lock(mutex_);
  for (std::size_t k = first; k < entries_.size(); ++k) {
    Entry &e = entries_[k];
    e.cpu = e.device = e.remote = false;
    e.replayed.reset();
    e.outcome.reset();
  }
  lift_ = cpu_front_ = device_next_ = first;
  lookahead_ = waiting_ = remote_held_ = 0;
  in_flight_.clear();
}

std::vector<PrimeSchedule::Work> PrimeSchedule::next_round(double budget,
                                                           double representation_cost,
                                                           bool cpu_replays, bool drawn_only) {
  std::lock_guard lock(mutex_);
  std::vector<Work> round;
  double spent = 0;
  for (std::size_t k = lift_; spent < budget; ++k) {
    if ((drawn_only || !cpu_replays) && k >= entries_.size()) break;
    Entry &e = entry(k);
    if (e.cpu || e.outcome || e.remote) continue;
    Work w;
    w.index = k;
    if (e.replayed) {
      w.replayed = std::move(e.replayed);
      w.on_device = e.on_device;
      e.replayed.reset();
      --waiting_;
      spent += representation_cost;
    } else if (cpu_replays) {
      w.system = e.system;
      spent += 1;
    } else {
      continue; // a device holds it: the rounds take the primes it returned
    }
    e.cpu = true;
    cpu_front_ = std::max(cpu_front_, k + 1);
    round.push_back(std::move(w));
  }
  return round;
}

void PrimeSchedule::finish(std::size_t index, PrimeOutcome outcome) {
  std::lock_guard lock(mutex_);
  Entry &e = entry(index);
  if (e.outcome) return;
  e.outcome = std::move(outcome);
  if (e.remote) {
    e.remote = false;
    --remote_held_;
  }
}

std::vector<PolyZp> PrimeSchedule::claim_for_device(std::uint32_t &p) {
  std::lock_guard lock(mutex_);
  std::size_t k = std::max({device_next_, cpu_front_ + lookahead_, lift_});
  while (entry(k).cpu || entry(k).device || entry(k).remote || entry(k).outcome)
    ++k;
  Entry &e = entry(k);
  e.device = true;
  device_next_ = k + 1;
  in_flight_.push_back(k);
  p = e.prime;
  return e.system;
}

void PrimeSchedule::set_lookahead(std::size_t primes) {
  std::lock_guard lock(mutex_);
  lookahead_ = primes;
}

std::size_t PrimeSchedule::device_backlog() const {
  std::lock_guard lock(mutex_);
  return in_flight_.size() + waiting_;
}

std::size_t PrimeSchedule::device_lead() const {
  std::lock_guard lock(mutex_);
  const std::size_t start = cpu_front_ + lookahead_;
  return device_next_ > start ? device_next_ - start : 0;
}

std::size_t PrimeSchedule::device_results(std::vector<gb::ReplayResult> results,
                                          const std::vector<char> &on_device) {
  std::lock_guard lock(mutex_);
  std::size_t needed = 0;
  for (std::size_t i = 0; i < results.size(); ++i) {
    gb::ReplayResult &r = results[i];
    const bool device = i < on_device.size() && on_device[i];
    if (in_flight_.empty()) break; // the devices' primes were given back meanwhile
    const std::size_t k = in_flight_.front();
    in_flight_.pop_front();
    Entry &e = entries_[k];
    if (e.cpu || e.outcome || !e.device) continue; // the CPU was first
    ++needed;
    if (r.status != gb::ReplayStatus::Ok) {
      PrimeOutcome unlucky;
      unlucky.from_device = device;
      e.outcome = std::move(unlucky);
      continue;
    }
    e.replayed = std::move(r);
    e.on_device = device;
    ++waiting_;
  }
  return needed;
}

void PrimeSchedule::devices_stopped() {
  std::lock_guard lock(mutex_);
  for (std::size_t k : in_flight_)
    entries_[k].device = false;
  in_flight_.clear();
  device_next_ = cpu_front_;
}

std::vector<PolyZp> PrimeSchedule::claim_for_remote(std::size_t &index, std::uint32_t &p) {
  std::lock_guard lock(mutex_);
  std::size_t k = lift_;
  while (entry(k).cpu || entry(k).device || entry(k).remote || entry(k).outcome)
    ++k;
  Entry &e = entry(k);
  e.remote = true;
  ++remote_held_;
  index = k;
  p = e.prime;
  return e.system;
}

void PrimeSchedule::release_remote(std::size_t index) {
  std::lock_guard lock(mutex_);
  if (index >= entries_.size() || !entries_[index].remote) return;
  entries_[index].remote = false;
  --remote_held_;
}

std::size_t PrimeSchedule::remote_held() const {
  std::lock_guard lock(mutex_);
  return remote_held_;
}

std::size_t PrimeSchedule::done_ahead() const {
  std::lock_guard lock(mutex_);
  std::size_t n = 0;
  for (std::size_t k = lift_; k < entries_.size(); ++k)
    n += entries_[k].outcome.has_value();
  return n;
}

std::optional<PrimeOutcome> PrimeSchedule::next_for_lift() {
  std::lock_guard lock(mutex_);
  if (lift_ >= entries_.size() || !entries_[lift_].outcome) return std::nullopt;
  Entry &e = entries_[lift_++];
  std::optional<PrimeOutcome> out = std::move(e.outcome);
  e.outcome.reset();
  e.system = {};
  return out;
}

std::size_t PrimeSchedule::lift_position() const {
  std::lock_guard lock(mutex_);
  return lift_;
}

} // namespace alkahest::solving
