// lib/mpi/replay_worker.cpp - a non-root rank: greets the root, keeps the trace it
// is sent, replays each batch of primes on its own threads and sends the residue
// bases (or, for a solve, each prime's representation) back, while its main
// thread keeps listening (so that Done cancels a batch in flight and no wait
// outlives its deadline).
#include "replay_pool.hpp"
#include "representation_message.hpp"
#include "trace_message.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner/gpu_replay.hpp>
#include <alkahest/groebner/trace_codec.hpp>

#include <fmt/format.h>

#include <atomic>
#include <deque>
#include <future>
#include <memory>
#include <thread>
#include <unistd.h>

namespace alkahest::mpi::detail {
namespace {

struct BatchOutcome {
  std::uint32_t generation = 0, id = 0;
  double seconds = 0;
  std::uint32_t on_gpu = 0;                       // replays its devices made
  std::vector<std::vector<std::uint8_t>> results; // as sent, one per prime
};

// What goes back for one replay: its residue basis, or, with a representer
// (a solve's trace), the prime's representation.
struct ResultEncoder {
  const solving::ModularRepresenter *representer = nullptr;
  const std::atomic<bool> *cancel = nullptr;
  std::vector<std::uint8_t> operator()(const gb::ReplayResult &r) const {
    return representer ? encode_representation(representer->represent(r, cancel))
                       : gb::encode_replay_result(r);
  }
};

// work(i, t) for every i < n on `threads` threads (t: the thread's number),
// the items taken in turn.
template <class F> void on_threads(std::size_t n, std::size_t threads, F work) {
  std::atomic<std::size_t> next{0};
  auto run = [&](std::size_t t) {
    for (std::size_t i; (i = next.fetch_add(1)) < n;)
      work(i, t);
  };
  std::vector<std::thread> pool;
  const std::size_t m = std::min(threads, n);
  for (std::size_t t = 1; t < m; ++t)
    pool.emplace_back(run, t);
  if (m) run(0);
  for (auto &t : pool)
    t.join();
}

// Replays `systems` with one replayer per thread, primes taken in turn.
BatchOutcome replay_batch(std::vector<gb::F4Replayer> &replayers,
                          std::vector<std::vector<PolyZp>> systems, const ResultEncoder &encode) {
  const auto t0 = Clock::now();
  BatchOutcome out;
  out.results.resize(systems.size());
  on_threads(systems.size(), replayers.size(), [&](std::size_t i, std::size_t t) {
    gb::ReplayResult r;
    try {
      r = replayers[t].replay(systems[i]);
    } catch (const Error &e) {
      // A cancelled or failing replay is an unusable prime, not a crash.
      r.status = gb::ReplayStatus::Unlucky;
      r.reason = e.what();
    }
    out.results[i] = encode(r);
  });
  out.seconds = seconds_since(t0);
  return out;
}

// Replays `systems` on the devices, all primes of the batch at once (the
// device path falls back to the CPU, on `threads` threads, where no device
// works; the count of device replays says which ran).
BatchOutcome replay_batch_on_devices(const gb::F4Trace &trace,
                                     std::vector<std::vector<PolyZp>> systems,
                                     const WorkerBackend &backend, unsigned threads,
                                     const std::atomic<bool> &cancel, const ResultEncoder &encode) {
  const auto t0 = Clock::now();
  BatchOutcome out;
  GpuReduceOptions opt;
  opt.backend = GroebnerBackend::Gpu;
  opt.device = backend.device;
  opt.threads = threads;
  opt.stop = &cancel;
  GpuBackendReport report;
  std::vector<gb::ReplayResult> replayed = gb::replay_batch(trace, systems, opt, report);
  out.results.resize(replayed.size());
  on_threads(replayed.size(), threads, [&](std::size_t i, std::size_t) {
    out.results[i] = encode(replayed[i]);
    replayed[i] = {};
  });
  out.on_gpu = static_cast<std::uint32_t>(report.reductions_on_gpu);
  out.seconds = seconds_since(t0);
  return out;
}

} // namespace

void serve_replays(Channel &ch, unsigned threads, const MpiOptions &options,
                   const WorkerBackend &backend) {
  const bool gpu = backend.backend == GroebnerBackend::Gpu;
  const int root = options.root;
  std::string why;
  auto check = [&](bool ok) {
    if (!ok) raise(ErrorId::GbRankFailed, fmt::format("rank {}: {}", ch.rank(), why));
  };
  {
    Frame hello;
    hello.put<std::uint32_t>(threads);
    hello.put<std::uint32_t>(gpu ? std::max(threads, backend.gpu_batch_primes) : threads);
    hello.put<std::uint32_t>(gpu ? 1 : 0);
    check(ch.send(root, kHello, std::move(hello.bytes), why));
  }
  // The devices' contexts and kernels while the root learns (seconds on a
  // cold start); the first device batch waits for them.
  std::shared_future<void> devices_ready;
  if (gpu)
    devices_ready = std::async(std::launch::async, [&backend] {
                      gb::prepare_gpu_replay(backend.device);
                    }).share();
  std::unique_ptr<gb::F4Trace> trace;
  std::unique_ptr<solving::ModularRepresenter> representer; // a solve's trace
  unsigned attempt = ~0u;
  std::vector<gb::F4Replayer> replayers;
  std::atomic<bool> cancel{false};
  std::deque<Message> queue; // traces and batches, in order
  std::future<BatchOutcome> running;
  std::size_t batches_done = 0;
  double trace_seconds = 0; // inflating and decoding the current trace
  auto heard = Clock::now();
  bool beats = false; // the root sends heartbeats: its silence is bounded by the rank timeout

  auto stop_running = [&] {
    if (!running.valid()) return;
    cancel = true;
    running.wait(); // replays stop at their next step
    running = {};
  };
  try {
    for (;;) {
      bool busy = false;
      // A finished batch goes back to the root.
      if (running.valid() &&
          running.wait_for(std::chrono::seconds(0)) == std::future_status::ready) {
        BatchOutcome b = running.get();
        running = {};
        if (ch.rank() == options.test_exit_rank && ++batches_done == 1) ::_exit(3);
        Frame f;
        f.put<std::uint32_t>(b.generation);
        f.put<std::uint32_t>(b.id);
        f.put<double>(b.seconds);
        f.put<double>(trace_seconds);
        f.put<std::uint32_t>(b.on_gpu);
        f.put<std::uint32_t>(static_cast<std::uint32_t>(b.results.size()));
        for (const auto &r : b.results)
          f.put_bytes(r);
        check(ch.send(root, kResult, std::move(f.bytes), why));
        busy = true;
      }
      int failed = -1;
      if (auto m = ch.poll(root, MPI_ANY_TAG, options.rank_timeout_seconds, failed, why)) {
        heard = Clock::now();
        busy = true;
        if (m->tag == kDone) {
          stop_running();
          // The result sends in flight go to a root that no longer reads.
          ch.drain(Clock::now() + std::chrono::milliseconds(100));
          return;
        }
        if (m->tag == kBeat)
          beats = true;
        else
          queue.push_back(std::move(*m));
      } else {
        check(failed < 0 && why.empty());
      }
      // The next trace or batch once the last batch is done.
      while (!running.valid() && !queue.empty()) {
        Message m = std::move(queue.front());
        queue.pop_front();
        FrameReader in(m.bytes);
        if (m.tag == kTrace) {
          attempt = in.get<std::uint32_t>();
          auto [pp, pn] = in.get_bytes();
          if (!in.ok()) {
            why = "a malformed trace message";
            check(false);
          }
          auto [p, n] = in.rest();
          replayers.clear();
          representer.reset();
          const auto t0 = Clock::now();
          trace = std::make_unique<gb::F4Trace>(unpack_trace({p, n}));
          if (pn)
            representer =
                std::make_unique<solving::ModularRepresenter>(*trace, decode_parameters({pp, pn}));
          trace_seconds = seconds_since(t0);
          for (unsigned t = 0; t < threads; ++t) {
            replayers.emplace_back(*trace);
            replayers.back().set_cancel(&cancel);
          }
        } else if (m.tag == kWork) {
          const auto a = in.get<std::uint32_t>();
          const auto generation = in.get<std::uint32_t>();
          const auto id = in.get<std::uint32_t>();
          const auto count = in.get<std::uint32_t>();
          if (!trace || a != attempt) {
            why = "a batch for a trace this rank was not sent";
            check(false);
          }
          std::vector<std::vector<PolyZp>> systems;
          for (std::uint32_t i = 0; i < count; ++i) {
            auto [p, n] = in.get_bytes();
            if (!in.ok()) break;
            systems.push_back(gb::decode_system({p, n}, trace->ring));
          }
          if (!in.ok()) {
            why = "a malformed batch";
            check(false);
          }
          running = std::async(
              std::launch::async, [&, generation, id, systems = std::move(systems)]() mutable {
                if (gpu) devices_ready.wait();
                const ResultEncoder encode{representer.get(), &cancel};
                BatchOutcome b = gpu ? replay_batch_on_devices(*trace, std::move(systems), backend,
                                                               threads, cancel, encode)
                                     : replay_batch(replayers, std::move(systems), encode);
                b.generation = generation;
                b.id = id;
                return b;
              });
        }
      }
      why.clear();
      // Without heartbeats the root takes results only between its own
      // batches and lift steps (a lift step on a large basis takes seconds)
      // and is silent while it learns: its silence is bounded by the idle
      // timeout, not by the per-batch one.
      const double silence = beats ? options.rank_timeout_seconds : options.idle_timeout_seconds;
      if (int r = ch.progress(silence, why); r >= 0) check(false);
      if ((beats || (!running.valid() && queue.empty())) && seconds_since(heard) > silence) {
        why = fmt::format("nothing from the root (rank {}) for {:g} s", root, silence);
        check(false);
      }
      if (!busy) std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
  } catch (...) {
    stop_running();
    throw;
  }
}

} // namespace alkahest::mpi::detail
