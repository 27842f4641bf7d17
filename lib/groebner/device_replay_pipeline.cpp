// lib/groebner/device_replay_pipeline.cpp - batches of device replays on
// their own thread, beside the CPU replays and the lift.
#include "device_replay_pipeline.hpp"

#include <chrono>

namespace {
// How often a waiting take() looks at the budget's flag, and a pipeline
// told to hold its next batch asks again.
constexpr std::chrono::milliseconds kCancelPoll{20};
} // namespace

namespace alkahest::gb {

DeviceReplayPipeline::DeviceReplayPipeline(const F4Trace &trace, GpuReduceOptions options,
                                           BatchSize batch, NextSystem next,
                                           std::function<bool()> before_first,
                                           const std::atomic<bool> *cancel)
    : trace_(trace), options_(options), batch_(std::move(batch)), cancel_(cancel) {
  // The fallback of a failed batch must not take the CPU's threads.
  options_.threads = 1;
  options_.stop = &stop_;
  thread_ = std::thread([this, next = std::move(next), before = std::move(before_first)]() mutable {
    loop(std::move(next), std::move(before));
  });
}

DeviceReplayPipeline::~DeviceReplayPipeline() { stop(); }

void DeviceReplayPipeline::loop(NextSystem next, std::function<bool()> before_first) {
  try {
    if (before_first && !before_first()) {
      std::lock_guard lock(mutex_);
      no_device_ = true;
      stop_.store(true);
    }
    while (!stop_.load()) {
      const unsigned n = batch_();
      if (n == 0) {
        std::unique_lock lock(mutex_);
        ready_.wait_for(lock, kCancelPoll);
        continue;
      }
      std::vector<std::vector<PolyZp>> systems(n);
      std::uint32_t p = 0;
      for (auto &s : systems)
        s = next(p);
      GpuBackendReport part;
      const auto t0 = std::chrono::steady_clock::now();
      std::vector<ReplayResult> results = replay_batch(trace_, systems, options_, part);
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      if (stop_.load()) break; // stopped in flight: the results are partial
      std::lock_guard lock(mutex_);
      report_.merge(part);
      const bool failed = part.reductions_on_cpu > 0;
      for (auto &r : results) {
        done_.push_back(std::move(r));
        done_on_device_.push_back(!failed);
      }
      if (!failed) {
        device_seconds_ += seconds;
        device_primes_ += n;
      }
      ready_.notify_all();
      if (failed) break;
    }
  } catch (...) {
    std::lock_guard lock(mutex_);
    error_ = std::current_exception();
  }
  std::lock_guard lock(mutex_);
  ended_ = true;
  ready_.notify_all();
}

std::vector<ReplayResult> DeviceReplayPipeline::take(bool wait, const std::atomic<bool> *wake,
                                                     std::vector<char> *on_device) {
  std::unique_lock lock(mutex_);
  while (wait && done_.empty() && !ended_ && !(cancel_ && cancel_->load()) &&
         !(wake && wake->load()))
    ready_.wait_for(lock, kCancelPoll);
  if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
  if (on_device)
    on_device->insert(on_device->end(), done_on_device_.begin(), done_on_device_.end());
  done_on_device_.clear();
  return std::exchange(done_, {});
}

void DeviceReplayPipeline::stop() {
  stop_.store(true);
  if (thread_.joinable()) thread_.join();
}

bool DeviceReplayPipeline::ended() const {
  std::lock_guard lock(mutex_);
  return ended_;
}

bool DeviceReplayPipeline::found_no_device() const {
  std::lock_guard lock(mutex_);
  return no_device_;
}

double DeviceReplayPipeline::seconds_per_prime() const {
  std::lock_guard lock(mutex_);
  return device_primes_ ? device_seconds_ / static_cast<double>(device_primes_) : -1.0;
}

} // namespace alkahest::gb
