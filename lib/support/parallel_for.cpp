// lib/support/parallel_for.cpp - a process-wide worker pool: callers queue jobs and work on them
// too.
#include "support/parallel_for.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace alkahest::support {
#pragma GCC visibility push(hidden)
namespace {

struct Job {
  const std::function<void(std::size_t)> *f = nullptr;
  std::size_t n = 0;
  std::atomic<std::size_t> next{0}, done{0};
  unsigned helpers = 0; // workers still to join it (guarded by the pool's mutex)
  std::mutex m;
  std::condition_variable finished;
  std::exception_ptr error;

  // Takes indices until none is left; the first exception is kept for the
  // caller and the other indices still run.
  void work() {
    for (std::size_t i; (i = next.fetch_add(1)) < n;) {
      try {
        (*f)(i);
      } catch (...) {
        std::lock_guard lock(m);
        if (!error) error = std::current_exception();
      }
      if (done.fetch_add(1) + 1 == n) {
        std::lock_guard lock(m);
        finished.notify_all();
      }
    }
  }
};

class Pool {
public:
  explicit Pool(unsigned size) {
    for (unsigned t = 0; t < size; ++t)
      workers_.emplace_back([this] { serve(); });
  }
  ~Pool() {
    {
      std::lock_guard lock(m_);
      stop_ = true;
    }
    wake_.notify_all();
    for (auto &w : workers_)
      w.join();
  }
  unsigned size() const { return static_cast<unsigned>(workers_.size()); }

  void run(const std::shared_ptr<Job> &job, unsigned helpers) {
    if (helpers > 0) {
      {
        std::lock_guard lock(m_);
        job->helpers = helpers;
        queue_.push_back(job);
      }
      if (helpers == 1)
        wake_.notify_one();
      else
        wake_.notify_all();
    }
    job->work();
    if (helpers > 0) { // no worker needs to join it any more
      std::lock_guard lock(m_);
      std::erase(queue_, job);
    }
    std::unique_lock lock(job->m);
    job->finished.wait(lock, [&] { return job->done.load() == job->n; });
  }

private:
  void serve() {
    for (;;) {
      std::shared_ptr<Job> job;
      {
        std::unique_lock lock(m_);
        wake_.wait(lock, [&] { return stop_ || !queue_.empty(); });
        if (stop_) return;
        job = queue_.front();
        if (--job->helpers == 0) queue_.pop_front();
      }
      job->work();
    }
  }

  std::mutex m_;
  std::condition_variable wake_;
  std::deque<std::shared_ptr<Job>> queue_;
  bool stop_ = false;
  std::vector<std::thread> workers_;
};

Pool &pool() {
  static Pool p(std::max(1u, std::thread::hardware_concurrency()) - 1);
  return p;
}

} // namespace

unsigned worker_threads(unsigned requested) noexcept {
  if (requested == 0) requested = std::max(1u, std::thread::hardware_concurrency());
  return std::min(requested, kMaxWorkerThreads);
}

void parallel_for(std::size_t n, unsigned threads, const std::function<void(std::size_t)> &f) {
  threads = worker_threads(threads);
  const std::size_t helpers =
      std::min<std::size_t>({threads, n, std::size_t{pool().size()} + 1}) - (n > 0);
  auto job = std::make_shared<Job>();
  job->f = &f;
  job->n = n;
  // Alone (one thread asked for, or a one-core machine) the caller does the
  // whole job, with the same rule for exceptions.
  if (helpers == 0)
    job->work();
  else
    pool().run(job, static_cast<unsigned>(helpers));
  if (job->error) std::rethrow_exception(job->error);
}

#pragma GCC visibility pop
} // namespace alkahest::support
