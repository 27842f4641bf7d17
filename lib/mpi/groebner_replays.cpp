// lib/mpi/groebner_replays.cpp - the over-Q driver's remote replays over a
// ReplayPool: systems modulo the driver's primes out, residue bases back.
#include "remote_work.hpp"
#include "trace_message.hpp"

#include <alkahest/groebner/trace_codec.hpp>

namespace alkahest::mpi::detail {
namespace {

// One learned trace's replays: what the pool's thread decodes waits here
// for the driver's take().
class ReplayWork final : public PoolWork {
public:
  ReplayWork(const gb::F4Trace &trace, gb::RemoteReplays::NextSystem next)
      : trace_(trace), next_(std::move(next)) {}
  std::vector<std::uint8_t> trace_message() const override {
    return trace_message_body(trace_, {}, gb::TraceContent::Replay);
  }
  bool next_item(std::uint64_t &key, std::vector<std::uint8_t> &item) override {
    std::uint32_t p = 0;
    key = 0; // the driver's lift takes residue bases in any order
    item = gb::encode_system(next_(p));
    return true;
  }
  bool result(std::uint64_t, std::span<const std::uint8_t> bytes) override {
    gb::ReplayResult r = gb::decode_replay_result(bytes, trace_);
    const bool ok = r.status == gb::ReplayStatus::Ok;
    std::lock_guard lock(mutex_);
    ready_.push_back(std::move(r));
    return ok;
  }
  // A lost prime costs nothing here: the driver draws fresh ones.
  void lost(const std::vector<std::uint64_t> &) override {}
  std::size_t waiting() const override {
    std::lock_guard lock(mutex_);
    return ready_.size();
  }
  std::vector<gb::ReplayResult> take() {
    std::lock_guard lock(mutex_);
    return std::exchange(ready_, {});
  }

private:
  const gb::F4Trace &trace_;
  gb::RemoteReplays::NextSystem next_;
  mutable std::mutex mutex_;
  std::vector<gb::ReplayResult> ready_;
};

class PoolReplays final : public gb::RemoteReplays {
public:
  explicit PoolReplays(std::shared_ptr<ReplayPool> pool) : pool_(std::move(pool)) {}
  void start(const gb::F4Trace &trace, unsigned attempt, NextSystem next) override {
    work_ = std::make_shared<ReplayWork>(trace, std::move(next));
    pool_->start(work_, attempt);
  }
  std::vector<gb::ReplayResult> take() override {
    pool_->poll();
    return work_ ? work_->take() : std::vector<gb::ReplayResult>{};
  }
  void pause() override {
    pool_->pause();
    work_.reset();
  }

private:
  std::shared_ptr<ReplayPool> pool_;
  std::shared_ptr<ReplayWork> work_;
};

} // namespace

std::shared_ptr<gb::RemoteReplays> pool_replays(std::shared_ptr<ReplayPool> pool) {
  return std::make_shared<PoolReplays>(std::move(pool));
}

} // namespace alkahest::mpi::detail
