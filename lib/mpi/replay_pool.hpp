// lib/mpi/replay_pool.hpp - the root's side: hands the learned trace and batches of
// primes to the other ranks and gives their residue bases to the over-Q driver.
#pragma once

#include "channel.hpp"

#include <alkahest/groebner/remote_replay.hpp>
#include <alkahest/mpi.hpp>

#include <map>

namespace alkahest::mpi::detail {

/// gb::RemoteReplays over the ranks of a Channel (every rank but the root).
/// Each rank keeps MpiOptions::batches_ahead batches of one prime per thread;
/// a rank whose batch is late past rank_timeout_seconds, or whose message
/// fails, is dropped with its primes (or raises E-GB-012 when asked to stop).
class ReplayPool final : public gb::RemoteReplays {
public:
  ReplayPool(Channel &channel, const MpiOptions &options, MpiReport &report);
  void start(const gb::F4Trace &trace, unsigned attempt, NextSystem next) override;
  std::vector<gb::ReplayResult> take() override;
  void pause() override;
  /// Tells every live rank to stop serving; waits for those messages until
  /// a deadline, never longer.
  void finish();

private:
  struct Batch {
    std::uint32_t primes;
    Clock::time_point sent;
  };
  struct Rank {
    bool greeted = false, failed = false;
    unsigned threads = 0;
    unsigned trace_attempt = ~0u; // the attempt whose trace it holds
    std::map<std::uint32_t, Batch> batches;
  };
  void receive();
  void on_message(const Message &m);
  void hand_out();
  void check_deadlines();
  void fail(int rank, const std::string &why);
  RankReport &rank_report(int r) { return report_.ranks[static_cast<std::size_t>(r)]; }

  Channel &ch_;
  const MpiOptions &options_;
  MpiReport &report_;
  std::vector<Rank> ranks_;
  Clock::time_point started_;
  const gb::F4Trace *trace_ = nullptr;
  unsigned attempt_ = 0;
  std::uint32_t generation_ = 0; // results of other generations are dropped
  std::uint32_t next_batch_ = 0;
  bool active_ = false;
  NextSystem next_;
  std::vector<std::uint8_t> trace_bytes_;
  std::vector<gb::ReplayResult> ready_;
};

/// A non-root rank: greets the root, then replays the batches it is handed
/// on `threads` threads until the root says it is done (E-GB-012 when the
/// root goes silent past MpiOptions::idle_timeout_seconds).
void serve_replays(Channel &channel, unsigned threads, const MpiOptions &options);

} // namespace alkahest::mpi::detail
