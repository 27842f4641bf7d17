// lib/mpi/replay_pool.cpp - the root's side of the distributed replays: the trace
// goes to each rank once per learning run, batches of systems modulo fresh
// primes follow, their results come back to the root's lift; all of it on a
// thread of its own where MPI allows, so that nothing waits for the driver.
#include "replay_pool.hpp"

#include <alkahest/error.hpp>

#include <fmt/format.h>

#include <unistd.h>

namespace alkahest::mpi::detail {
namespace {

// How long the pool's thread sleeps when a round moved nothing: shorter
// while a send is in flight, since it moves only while this thread polls.
constexpr auto kIdleSleep = std::chrono::microseconds(200);
constexpr auto kSendingSleep = std::chrono::microseconds(20);
// Heartbeats per rank timeout (at most kMaxBeatSeconds apart): a rank that
// hears none for a rank timeout takes the root for dead.
constexpr double kBeatsPerTimeout = 4, kMaxBeatSeconds = 5;
// How many rounds of results (every rank's batches ahead) may wait for the
// driver before no more batches are handed out.
constexpr std::size_t kBehindRounds = 4;

} // namespace

ReplayPool::ReplayPool(Channel &channel, const MpiOptions &options, MpiReport &report,
                       bool own_thread)
    : ch_(channel), options_(options), report_(report),
      ranks_(static_cast<std::size_t>(channel.size())), started_(Clock::now()), last_beat_(),
      own_thread_(own_thread) { // the first heartbeat at once
  report_.ranks.clear();
  for (int r = 0; r < ch_.size(); ++r) {
    report_.ranks.emplace_back();
    report_.ranks.back().rank = r;
  }
  report_.communication_thread = own_thread;
  ranks_[static_cast<std::size_t>(ch_.rank())].greeted = true; // the root itself
  if (own_thread) thread_ = std::thread([this] { serve(); });
}

ReplayPool::~ReplayPool() {
  stop_ = true;
  if (thread_.joinable()) thread_.join();
}

void ReplayPool::serve() {
  try {
    while (!stop_.load(std::memory_order_relaxed))
      if (!pump()) std::this_thread::sleep_for(ch_.sending() ? kSendingSleep : kIdleSleep);
  } catch (...) {
    // The driver rethrows it at its next take(); this thread makes no
    // further MPI call until finish().
    std::lock_guard lock(error_mutex_);
    error_ = std::current_exception();
  }
}

bool ReplayPool::pump() {
  const bool received = receive();
  check_deadlines();
  beat();
  const bool sent = hand_out();
  hand_back_lost();
  // Tests: the root dying once the other ranks have work (they must stop
  // within a rank timeout of its last heartbeat, not wait for it).
  if (options_.test_exit_rank == ch_.rank() && next_batch_ > 0) ::_exit(3);
  return sent || received;
}

// Only from the communication thread: between the driver's batches the
// silences would be as long as its lift steps.
void ReplayPool::beat() {
  const double interval =
      std::min(kMaxBeatSeconds, options_.rank_timeout_seconds / kBeatsPerTimeout);
  if (!own_thread_ || seconds_since(last_beat_) < interval) return;
  last_beat_ = Clock::now();
  std::string why;
  for (int r = 0; r < ch_.size(); ++r)
    if (r != ch_.rank() && !ranks_[static_cast<std::size_t>(r)].failed &&
        !ch_.send(r, kBeat, std::vector<std::uint8_t>{}, why))
      fail(r, why);
}

void ReplayPool::fail(int r, const std::string &why) {
  if (r < 0 || r >= ch_.size() || r == ch_.rank()) r = -1;
  if (r >= 0) {
    Rank &k = ranks_[static_cast<std::size_t>(r)];
    if (k.failed) return;
    k.failed = true;
    RankReport &rep = rank_report(r);
    rep.failed = true;
    rep.failure = why;
    for (auto &[id, b] : k.batches) {
      rep.primes_lost += b.keys.size();
      lost_.emplace_back(b.generation, std::move(b.keys));
    }
    k.batches.clear();
    ch_.abandon(r);
  }
  if (options_.stop_on_rank_failure || r < 0)
    raise(ErrorId::GbRankFailed, r < 0 ? why : fmt::format("rank {} failed: {}", r, why));
}

// Outside hand_out() and on_message(), which hold the work's mutex.
void ReplayPool::hand_back_lost() {
  if (lost_.empty()) return;
  std::lock_guard lock(work_mutex_);
  for (auto &[generation, keys] : lost_)
    if (work_ && generation == generation_) work_->lost(keys);
  lost_.clear();
}

void ReplayPool::on_message(const Message &m) {
  Rank &k = ranks_[static_cast<std::size_t>(m.source)];
  RankReport &rep = rank_report(m.source);
  if (k.failed) return; // late news from a rank already written off
  FrameReader in(m.bytes);
  if (m.tag == kHello) {
    k.threads = std::max(1u, in.get<std::uint32_t>());
    k.batch = std::max(1u, in.get<std::uint32_t>());
    rep.gpu = in.get<std::uint32_t>() != 0;
    k.greeted = in.ok();
    rep.threads = k.threads;
    rep.batch_primes = k.batch;
    if (!in.ok()) fail(m.source, "a malformed greeting");
    return;
  }
  if (m.tag != kResult) return fail(m.source, fmt::format("an unexpected message (tag {})", m.tag));
  rep.bytes_received += m.bytes.size();
  const auto generation = in.get<std::uint32_t>();
  const auto id = in.get<std::uint32_t>();
  const auto seconds = in.get<double>();
  const auto trace_seconds = in.get<double>();
  const auto on_gpu = in.get<std::uint32_t>();
  const auto count = in.get<std::uint32_t>();
  auto it = k.batches.find(id);
  if (!in.ok() || it == k.batches.end() || it->second.keys.size() != count)
    return fail(m.source, "a malformed result");
  const std::vector<std::uint64_t> keys = std::move(it->second.keys);
  k.batches.erase(it);
  rep.replay_seconds += seconds;
  rep.trace_seconds = std::max(rep.trace_seconds, trace_seconds);
  std::lock_guard lock(work_mutex_);
  if (generation != generation_ || !work_) return; // a paused trace's batch
  rep.gpu_replays += on_gpu;                       // of the primes counted below
  for (std::uint32_t i = 0; i < count; ++i) {
    auto [p, n] = in.get_bytes();
    if (!in.ok()) return fail(m.source, "a result cut short");
    try {
      rep.unlucky += !work_->result(keys[i], {p, n});
    } catch (const Error &e) {
      return fail(m.source, e.what());
    }
    ++rep.primes;
  }
}

bool ReplayPool::receive() {
  for (bool any = false;;) {
    int failed = -1;
    std::string why;
    auto m = ch_.poll(MPI_ANY_SOURCE, MPI_ANY_TAG, options_.rank_timeout_seconds, failed, why);
    if (!m) {
      if (failed >= 0 || !why.empty()) fail(failed, why);
      return any;
    }
    any = true;
    if (m->source == ch_.rank() || m->source < 0 || m->source >= ch_.size()) continue;
    on_message(*m);
  }
}

void ReplayPool::check_deadlines() {
  std::string why;
  for (int r; (r = ch_.progress(options_.rank_timeout_seconds, why)) >= 0;)
    fail(r, why);
  for (int r = 0; r < ch_.size(); ++r) {
    Rank &k = ranks_[static_cast<std::size_t>(r)];
    if (k.failed || r == ch_.rank()) continue;
    if (!k.greeted && seconds_since(started_) > options_.rank_timeout_seconds)
      fail(r, fmt::format("no greeting within {:g} s", options_.rank_timeout_seconds));
    for (auto &[id, b] : k.batches)
      if (seconds_since(b.sent) > options_.rank_timeout_seconds) {
        fail(r, fmt::format("a batch of {} primes not answered within {:g} s", b.keys.size(),
                            options_.rank_timeout_seconds));
        break;
      }
  }
}

bool ReplayPool::hand_out() {
  std::lock_guard lock(work_mutex_);
  if (!work_) return false;
  // No new batches while the driver has kBehindRounds times as many results
  // waiting as the other ranks hold batches: its lift is behind, and primes
  // replayed now would mostly arrive after the lift is complete, to be
  // dropped. (One round is too few: results pile up that far while the
  // driver replays a batch of its own.)
  std::size_t capacity = 0, waiting = 0;
  for (int r = 0; r < ch_.size(); ++r)
    if (r != ch_.rank() && !ranks_[static_cast<std::size_t>(r)].failed)
      capacity += std::size_t(ranks_[static_cast<std::size_t>(r)].batch) *
                  std::max(1u, options_.batches_ahead);
  waiting = work_->waiting();
  bool behind = waiting > 0 && waiting >= kBehindRounds * capacity;
  bool sent = false;
  std::string why;
  for (int r = 0; r < ch_.size(); ++r) {
    Rank &k = ranks_[static_cast<std::size_t>(r)];
    if (r == ch_.rank() || k.failed || !k.greeted) continue;
    RankReport &rep = rank_report(r);
    if (k.trace_attempt != attempt_) {
      // Packed once per learning run, for every rank.
      if (!trace_message_ || trace_message_attempt_ != attempt_) {
        Frame f;
        f.put<std::uint32_t>(attempt_);
        const std::vector<std::uint8_t> body = work_->trace_message();
        f.bytes.insert(f.bytes.end(), body.begin(), body.end());
        trace_message_ = std::make_shared<const std::vector<std::uint8_t>>(std::move(f.bytes));
        trace_message_attempt_ = attempt_;
      }
      if (!ch_.send(r, kTrace, trace_message_, why)) {
        fail(r, why);
        continue;
      }
      k.trace_attempt = attempt_;
      rep.bytes_sent += trace_message_->size();
      rep.trace_bytes += trace_message_->size();
      sent = true;
    }
    while (!behind && k.batches.size() < std::max(1u, options_.batches_ahead)) {
      // Up to one prime per thread of the rank, fewer when the work has no
      // more for now.
      Batch b{generation_, Clock::now(), {}};
      Frame items;
      for (std::uint64_t key = 0; b.keys.size() < k.batch;) {
        std::vector<std::uint8_t> item;
        if (!work_->next_item(key, item)) {
          behind = true;
          break;
        }
        b.keys.push_back(key);
        items.put_bytes(item);
      }
      if (b.keys.empty()) break;
      Frame f;
      const std::uint32_t id = next_batch_++;
      f.put<std::uint32_t>(attempt_);
      f.put<std::uint32_t>(generation_);
      f.put<std::uint32_t>(id);
      f.put<std::uint32_t>(static_cast<std::uint32_t>(b.keys.size()));
      f.bytes.insert(f.bytes.end(), items.bytes.begin(), items.bytes.end());
      const std::size_t n = f.bytes.size();
      // Recorded first: a failed send hands its items back with the rest.
      k.batches[id] = std::move(b);
      if (!ch_.send(r, kWork, std::move(f.bytes), why)) {
        fail(r, why);
        break;
      }
      rep.bytes_sent += n;
      sent = true;
    }
  }
  return sent;
}

void ReplayPool::start(std::shared_ptr<PoolWork> work, unsigned attempt) {
  {
    std::lock_guard lock(work_mutex_);
    if (attempt != trace_message_attempt_) trace_message_.reset();
    work_ = std::move(work);
    attempt_ = attempt;
    ++generation_;
  }
  if (!thread_.joinable()) pump();
}

void ReplayPool::poll() {
  if (!thread_.joinable()) pump();
  std::lock_guard lock(error_mutex_);
  if (error_) std::rethrow_exception(error_);
}

void ReplayPool::pause() {
  std::lock_guard lock(work_mutex_);
  work_.reset();
  ++generation_;
}

void ReplayPool::finish() {
  pause();
  stop_ = true;
  if (thread_.joinable()) thread_.join();
  std::string why;
  for (int r = 0; r < ch_.size(); ++r)
    if (r != ch_.rank() && !ranks_[static_cast<std::size_t>(r)].failed)
      ch_.send(r, kDone, std::vector<std::uint8_t>{}, why);
  // Results still in flight are not waited for; the Done messages are, for
  // a bounded time (a rank that never takes one is failing anyway).
  ch_.drain(Clock::now() +
            std::chrono::duration_cast<Clock::duration>(
                std::chrono::duration<double>(std::min(options_.rank_timeout_seconds, 30.0))));
}

} // namespace alkahest::mpi::detail
