// lib/mpi/solve_representations.cpp - the solver's remote representations over a
// ReplayPool: the trace with the representation's parameters out, each claimed
// prime's system out, its representation back under its index.
#include "remote_work.hpp"
#include "representation_message.hpp"
#include "trace_message.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner/trace_codec.hpp>

#include <fmt/format.h>

#include <unordered_map>

namespace alkahest::mpi::detail {
namespace {

using solving::RemoteRepresentations;

// One learned trace's representations: what the pool's thread decodes waits
// here for the solver's take().
class RepresentationWork final : public PoolWork {
public:
  RepresentationWork(const gb::F4Trace &trace, solving::RepresentationParameters parameters,
                     RemoteRepresentations::Claim claim)
      : trace_(trace), parameters_(std::move(parameters)), claim_(std::move(claim)) {}
  std::vector<std::uint8_t> trace_message() const override {
    return trace_message_body(trace_, encode_parameters(parameters_), gb::TraceContent::Full);
  }
  bool next_item(std::uint64_t &key, std::vector<std::uint8_t> &item) override {
    std::uint32_t p = 0;
    std::vector<PolyZp> system = claim_(key, p);
    if (system.empty()) return false; // the solver is far enough ahead of its lift
    item = gb::encode_system(system);
    std::lock_guard lock(mutex_);
    primes_[key] = p;
    return true;
  }
  bool result(std::uint64_t key, std::span<const std::uint8_t> bytes) override {
    std::uint32_t prime = 0;
    {
      std::lock_guard lock(mutex_);
      auto it = primes_.find(key);
      if (it == primes_.end())
        raise(ErrorId::GbBadTraceEncoding,
              fmt::format("a representation for the prime of index {}, not handed out", key));
      prime = it->second;
      primes_.erase(it);
    }
    RemoteRepresentations::Arrived a{key, decode_representation(bytes, prime, parameters_.dimension,
                                                                parameters_.outputs.size())};
    const bool ok = a.representation.status == solving::ModularRepresentation::Status::Ok;
    std::lock_guard lock(mutex_);
    ready_.push_back(std::move(a));
    return ok;
  }
  // The solver takes them back: the lift needs every index in order.
  void lost(const std::vector<std::uint64_t> &keys) override {
    std::lock_guard lock(mutex_);
    for (std::uint64_t k : keys) {
      primes_.erase(k);
      lost_.push_back(k);
    }
  }
  std::size_t waiting() const override {
    std::lock_guard lock(mutex_);
    return ready_.size();
  }
  std::vector<RemoteRepresentations::Arrived> take(std::vector<std::uint64_t> &lost) {
    std::lock_guard lock(mutex_);
    lost.insert(lost.end(), lost_.begin(), lost_.end());
    lost_.clear();
    return std::exchange(ready_, {});
  }

private:
  const gb::F4Trace &trace_;
  const solving::RepresentationParameters parameters_;
  RemoteRepresentations::Claim claim_;
  mutable std::mutex mutex_;
  std::unordered_map<std::uint64_t, std::uint32_t> primes_; // handed out, by index
  std::vector<RemoteRepresentations::Arrived> ready_;
  std::vector<std::uint64_t> lost_;
};

class PoolRepresentations final : public RemoteRepresentations {
public:
  explicit PoolRepresentations(std::shared_ptr<ReplayPool> pool) : pool_(std::move(pool)) {}
  // Every learned trace is new (the solver learns again only on another
  // prime or another system).
  void start(const gb::F4Trace &trace, const solving::RepresentationParameters &parameters,
             Claim claim) override {
    work_ = std::make_shared<RepresentationWork>(trace, parameters, std::move(claim));
    pool_->start(work_, attempt_++);
  }
  std::vector<Arrived> take(std::vector<std::uint64_t> &lost) override {
    pool_->poll();
    return work_ ? work_->take(lost) : std::vector<Arrived>{};
  }
  void pause() override {
    pool_->pause();
    work_.reset();
  }

private:
  std::shared_ptr<ReplayPool> pool_;
  std::shared_ptr<RepresentationWork> work_;
  unsigned attempt_ = 0;
};

} // namespace

std::shared_ptr<RemoteRepresentations> pool_representations(std::shared_ptr<ReplayPool> pool) {
  return std::make_shared<PoolRepresentations>(std::move(pool));
}

} // namespace alkahest::mpi::detail
