// lib/mpi/replay_pool.hpp - the root's side: hands the learned trace and batches of
// primes to the other ranks and gives their residue bases to the over-Q driver.
#pragma once

#include "channel.hpp"

#include <alkahest/groebner/remote_replay.hpp>
#include <alkahest/mpi.hpp>

#include <atomic>
#include <exception>
#include <map>
#include <mutex>
#include <thread>

namespace alkahest::mpi::detail {

/// gb::RemoteReplays over the ranks of a Channel (every rank but the root).
/// Each rank keeps MpiOptions::batches_ahead batches of one prime per thread;
/// a rank whose batch is late past rank_timeout_seconds, or whose message
/// fails, is dropped with its primes (or raises E-GB-012 when asked to stop).
///
/// With `own_thread` (MPI_THREAD_SERIALIZED or better), a thread of the pool
/// makes every MPI call of the root from construction to finish(): messages
/// then move while the driver replays, lifts and verifies (a large send
/// moves only while its sender calls into MPI), and the other ranks are
/// handed primes as soon as they ask. Without it, take() does the same work
/// between the driver's batches.
class ReplayPool final : public gb::RemoteReplays {
public:
  ReplayPool(Channel &channel, const MpiOptions &options, MpiReport &report, bool own_thread);
  ~ReplayPool() override;
  void start(const gb::F4Trace &trace, unsigned attempt, NextSystem next) override;
  std::vector<gb::ReplayResult> take() override;
  void pause() override;
  /// Stops the pool's thread, then tells every live rank to stop serving
  /// and waits for those messages until a deadline, never longer.
  void finish();

private:
  struct Batch {
    std::uint32_t primes;
    Clock::time_point sent;
  };
  struct Rank {
    bool greeted = false, failed = false;
    unsigned threads = 0;
    unsigned batch = 0;           // primes per batch (its threads, more for a GPU rank)
    unsigned trace_attempt = ~0u; // the attempt whose trace it holds
    std::map<std::uint32_t, Batch> batches;
  };
  // One round of the root's MPI work; true when a message came or went.
  bool pump();
  void serve();
  bool receive();
  void on_message(const Message &m);
  bool hand_out();
  void beat();
  void check_deadlines();
  void fail(int rank, const std::string &why);
  RankReport &rank_report(int r) { return report_.ranks[static_cast<std::size_t>(r)]; }

  // Only the thread that pumps touches these (and the report's ranks until
  // finish()).
  Channel &ch_;
  const MpiOptions &options_;
  MpiReport &report_;
  std::vector<Rank> ranks_;
  Clock::time_point started_, last_beat_;
  std::uint32_t next_batch_ = 0;
  const bool own_thread_;

  // The driver's run, shared under work_mutex_, which the pumping thread
  // holds while it reads the trace or draws primes: start() and pause()
  // take it, so the trace and `next_` are never read past them.
  std::mutex work_mutex_;
  const gb::F4Trace *trace_ = nullptr;
  unsigned attempt_ = 0;
  std::uint32_t generation_ = 0; // results of other generations are dropped
  bool active_ = false;
  NextSystem next_;
  Channel::Bytes trace_message_; // attempt_'s trace as sent (pack_trace)
  unsigned trace_message_attempt_ = ~0u;

  // What the driver takes: results, and the error that stops the run
  // (raised on the pool's thread, rethrown by take()).
  std::mutex ready_mutex_;
  std::vector<gb::ReplayResult> ready_;
  std::exception_ptr error_;

  std::atomic<bool> stop_{false};
  std::thread thread_;
};

/// How a non-root rank replays: on its CPU threads, or (`backend` Gpu) on
/// its CUDA devices, in batches of `gpu_batch_primes` primes at least (a
/// device batch replays its primes together; a batch falls back to the CPU,
/// and the root's report says so, where no device works).
struct WorkerBackend {
  GroebnerBackend backend = GroebnerBackend::Cpu;
  int device = -1;
  unsigned gpu_batch_primes = 16;
};

/// A non-root rank: greets the root, then replays the batches it is handed
/// on `threads` threads (or its devices) until the root says it is done (E-GB-012 when the
/// root goes silent past MpiOptions::idle_timeout_seconds, or past
/// rank_timeout_seconds once the root's communication thread has sent a
/// heartbeat: it sends them while the root learns, lifts and verifies).
void serve_replays(Channel &channel, unsigned threads, const MpiOptions &options,
                   const WorkerBackend &backend);

} // namespace alkahest::mpi::detail
