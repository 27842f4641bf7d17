// lib/mpi/replay_pool.hpp - the root's side: hands the learned trace and batches of
// primes to the other ranks and gives what they computed (residue bases, or a
// solve's representations) to the driver.
#pragma once

#include "channel.hpp"

#include <alkahest/mpi.hpp>

#include <atomic>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <span>
#include <thread>

namespace alkahest::mpi::detail {

/// One learned trace's work as the pool hands it out: the over-Q driver's
/// replays (groebner_replays.cpp) or the solver's representations
/// (solve_representations.cpp). The pool calls it from the thread that
/// makes its MPI calls, never two members at once.
class PoolWork {
public:
  virtual ~PoolWork() = default;
  /// The trace message's body: trace_message_body() of the trace and what
  /// else a rank needs for each prime.
  virtual std::vector<std::uint8_t> trace_message() const = 0;
  /// Draws the next prime and sets its item (the system modulo it,
  /// encoded); `key` comes back with its result. False when the driver
  /// wants no more primes for now.
  virtual bool next_item(std::uint64_t &key, std::vector<std::uint8_t> &item) = 0;
  /// One item's result as a rank sent it; false when the prime was
  /// unlucky. Raises an Error when the bytes are malformed.
  virtual bool result(std::uint64_t key, std::span<const std::uint8_t> bytes) = 0;
  /// Items handed to a rank that failed: they never come back.
  virtual void lost(const std::vector<std::uint64_t> &keys) = 0;
  /// Results waiting for the driver.
  virtual std::size_t waiting() const = 0;
};

/// Hands PoolWork to the ranks of a Channel (every rank but the root).
/// Each rank keeps MpiOptions::batches_ahead batches of one prime per thread;
/// a rank whose batch is late past rank_timeout_seconds, or whose message
/// fails, is dropped with its primes (or raises E-GB-012 when asked to stop).
///
/// With `own_thread` (MPI_THREAD_SERIALIZED or better), a thread of the pool
/// makes every MPI call of the root from construction to finish(): messages
/// then move while the driver replays, lifts and verifies (a large send
/// moves only while its sender calls into MPI), and the other ranks are
/// handed primes as soon as they ask. Without it, take() does the same work
/// between the driver's batches (poll()).
class ReplayPool {
public:
  ReplayPool(Channel &channel, const MpiOptions &options, MpiReport &report, bool own_thread);
  ~ReplayPool();
  /// Hands out `work` (`attempt` counts the learned traces: the trace goes
  /// to a rank again only for a new attempt) until pause() or the next
  /// start().
  void start(std::shared_ptr<PoolWork> work, unsigned attempt);
  /// Without a thread of its own, one round of the root's MPI work; raises
  /// the error that stopped the pool (E-GB-012).
  void poll();
  /// No more items; the results in flight are dropped when they arrive.
  void pause();
  /// Ranks of the channel, the root included.
  int ranks() const noexcept { return ch_.size(); }
  /// Stops the pool's thread, then tells every live rank to stop serving
  /// and waits for those messages until a deadline, never longer.
  void finish();

private:
  struct Batch {
    std::uint32_t generation;
    Clock::time_point sent;
    std::vector<std::uint64_t> keys;
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
  void hand_back_lost();
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
  // Failed ranks' items, per generation, until hand_back_lost() gives them
  // to their work.
  std::vector<std::pair<std::uint32_t, std::vector<std::uint64_t>>> lost_;

  // The driver's work, shared under work_mutex_, which the pumping thread
  // holds while it uses it: start() and pause() take it, so the work is
  // never used past them.
  std::mutex work_mutex_;
  std::shared_ptr<PoolWork> work_;
  unsigned attempt_ = 0;
  std::uint32_t generation_ = 0; // results of other generations are dropped
  Channel::Bytes trace_message_; // attempt_'s trace as sent
  unsigned trace_message_attempt_ = ~0u;

  // The error that stops the run (raised on the pool's thread, rethrown by
  // poll()).
  std::mutex error_mutex_;
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
/// on `threads` threads (or its devices), and sends back the residue bases
/// or, when the trace came with a solve's parameters, each prime's
/// representation, until the root says it is done (E-GB-012 when the
/// root goes silent past MpiOptions::idle_timeout_seconds, or past
/// rank_timeout_seconds once the root's communication thread has sent a
/// heartbeat: it sends them while the root learns, lifts and verifies).
void serve_replays(Channel &channel, unsigned threads, const MpiOptions &options,
                   const WorkerBackend &backend);

} // namespace alkahest::mpi::detail
