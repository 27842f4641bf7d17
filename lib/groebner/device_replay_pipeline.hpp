// lib/groebner/device_replay_pipeline.hpp - a thread that keeps the devices
// replaying batches of primes while the caller replays on the CPU and lifts.
#pragma once

#include <alkahest/groebner/gpu_replay.hpp>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#pragma GCC visibility push(hidden)
namespace alkahest::gb {

/// Feeds the devices one batch of primes after another on its own thread,
/// so that the device replays overlap the CPU's replays and the lift of the
/// batches already done. The first device failure ends it (the failed batch
/// is replayed on one CPU thread, as replay_batch does, and kept);
/// request_stop() ends the batch in flight at its next step and drops it
/// without waiting, so that a caller whose lift is complete goes on at once
/// and joins the thread (stop()) where a device step costs it nothing.
class DeviceReplayPipeline {
public:
  /// Draws one prime and the learned system modulo it; called on the
  /// pipeline's thread, so it must be safe beside the caller's own draws.
  using NextSystem = std::function<std::vector<PolyZp>(std::uint32_t &)>;

  /// The primes of the next batch, asked on the pipeline's thread before
  /// each; 0 = none now: the pipeline asks again shortly (a caller that
  /// bounds the results waiting for it).
  using BatchSize = std::function<unsigned()>;

  /// `before_first` runs on the pipeline's thread before the first batch
  /// (the wait for the devices' start) and says whether there is a device
  /// to feed: false ends the pipeline before it draws a prime
  /// (found_no_device()). Once `cancel` (the computation's budget, may be
  /// null) is raised, take() waits no longer.
  DeviceReplayPipeline(const F4Trace &trace, GpuReduceOptions options, BatchSize batch,
                       NextSystem next, std::function<bool()> before_first,
                       const std::atomic<bool> *cancel);
  /// Batches of `batch` primes each.
  DeviceReplayPipeline(const F4Trace &trace, GpuReduceOptions options, unsigned batch,
                       NextSystem next, std::function<bool()> before_first,
                       const std::atomic<bool> *cancel)
      : DeviceReplayPipeline(
            trace, options, [batch] { return batch; }, std::move(next), std::move(before_first),
            cancel) {}
  ~DeviceReplayPipeline();
  DeviceReplayPipeline(const DeviceReplayPipeline &) = delete;
  DeviceReplayPipeline &operator=(const DeviceReplayPipeline &) = delete;

  /// Moves out the results of every batch finished so far; with `wait`,
  /// first blocks until one is, the pipeline has ended, or `cancel` or
  /// `wake` (the caller's own flag, may be null) is raised. Rethrows what
  /// the pipeline's thread threw. With `on_device`, appends for each result
  /// whether a device replayed it (false for a failed batch's, which the
  /// CPU replayed).
  std::vector<ReplayResult> take(bool wait, const std::atomic<bool> *wake = nullptr,
                                 std::vector<char> *on_device = nullptr);
  /// Asks the pipeline to end: the batch in flight stops at its next device
  /// step and is dropped. Returns at once; the trace must outlive stop().
  void request_stop() { stop_.store(true); }
  /// Ends the pipeline and joins its thread (idempotent).
  void stop();
  /// True once the pipeline's thread has ended: after a device failure
  /// (by itself) or after stop().
  bool ended() const;
  /// Device seconds per prime over the batches finished (-1 before the first).
  double seconds_per_prime() const;
  /// True when before_first found no device to feed.
  bool found_no_device() const;
  /// Where the batches ran; complete once stop() returned.
  const GpuBackendReport &report() const { return report_; }

private:
  void loop(NextSystem next, std::function<bool()> before_first);

  const F4Trace &trace_;
  GpuReduceOptions options_;
  const BatchSize batch_;
  const std::atomic<bool> *cancel_;
  std::atomic<bool> stop_{false};
  mutable std::mutex mutex_;
  std::condition_variable ready_;
  std::vector<ReplayResult> done_;
  std::vector<char> done_on_device_;
  std::exception_ptr error_;
  bool ended_ = false, no_device_ = false;
  double device_seconds_ = 0;
  std::size_t device_primes_ = 0;
  GpuBackendReport report_;
  std::thread thread_;
};

} // namespace alkahest::gb
#pragma GCC visibility pop
