// lib/groebner_gpu/batched_replay.cpp - F4 trace replay and Macaulay-matrix reduction for a batch
// of primes on CUDA devices.
//
// Multi-modular F4 (msolve: Berthomieu, Eder, Safey El Din, ISSAC 2021;
// Traverso's trace algorithms, ISSAC 1988): the learned trace fixes every
// matrix's rows, columns and pivot pattern, so all primes of a batch replay
// together with their coefficients interleaved by prime. The polynomial
// pool (inputs, then each step's outputs) lives on the device for the whole
// replay; per step only the trace's structure is uploaded and one flag per
// prime comes back (unlucky primes). Each step: reduce the rows by the
// known pivots (kernel 1), echelonise the remainder in row order (kernel 2,
// echelon steps), check the result against the trace and store it in the
// pool (kernel 3).
#include "device_dispatch.hpp"
#include "groebner/gpu_hooks.hpp"
#include "install_gpu_hooks.hpp"
#include "kernel_module.hpp"
#include "prime_constants.hpp"
#include "runtime.hpp"
#include "stream_scope.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner/gpu_replay.hpp>

#include <fmt/format.h>

#include <algorithm>

namespace alkahest::gbgpu {
#pragma GCC visibility push(hidden)

namespace {

using namespace cuda;
using gb::F4Trace;
using gb::F4TraceStep;
using gb::kZeroRow;
using gb::ReductionMode;

template <class T> DeviceBuffer upload(int ordinal, const std::vector<T> &v) {
  DeviceBuffer b(ordinal, std::max<std::size_t>(1, v.size() * sizeof(T)));
  if (!v.empty())
    check(require_driver().cuMemcpyHtoD(b.get(), v.data(), v.size() * sizeof(T)), "cuMemcpyHtoD");
  return b;
}

unsigned prime_block(std::size_t nprimes) {
  return static_cast<unsigned>(std::min<std::size_t>(128, (nprimes + 31) / 32 * 32));
}

/// One traced matrix of the batch on the device: structure, known pivots
/// and rows to reduce, with the pool holding every row's coefficients.
struct StepShape {
  std::uint32_t ncols = 0, npivots = 0, nrows = 0;
  bool tail = false;
  const std::vector<std::uint32_t> *row_begin = nullptr, *cols = nullptr, *source = nullptr,
                                   *pivot_of_column = nullptr;
};

/// Device state of one batch of primes on one device.
class DeviceBatch {
public:
  DeviceBatch(int ordinal, const std::vector<std::uint32_t> &primes)
      : ordinal_(ordinal), np_(primes.size()) {
    const DeviceInfo &dev = require_kernel_device(ordinal);
    sms_ = dev.multiprocessors;
    std::vector<GbPrime> g(np_);
    for (std::size_t k = 0; k < np_; ++k)
      g[k] = make_prime(primes[k]);
    primes_ = upload(ordinal, g);
    f_reduce_ = kernel_function(ordinal, Kernel::ReplayReduce);
    f_echelon_ = kernel_function(ordinal, Kernel::ReplayEchelon);
    f_gather_ = kernel_function(ordinal, Kernel::ReplayGather);
  }

  /// Allocates the pool: polynomial s has pool_off[s+1]-pool_off[s] terms.
  void make_pool(const std::vector<std::uint64_t> &pool_off) {
    pool_off_host_ = pool_off;
    pool_off_ = upload(ordinal_, pool_off);
    const std::size_t bytes = std::max<std::size_t>(1, pool_off.back() * np_ * 4);
    pool_ = DeviceBuffer(ordinal_, bytes);
    check(require_driver().cuMemsetD8(pool_.get(), 0, bytes), "cuMemsetD8");
  }
  void write_pool(std::size_t first_term, const std::vector<std::uint32_t> &interleaved) {
    check(require_driver().cuMemcpyHtoD(pool_.get() + first_term * np_ * 4, interleaved.data(),
                                        interleaved.size() * 4),
          "cuMemcpyHtoD");
  }
  std::vector<std::uint32_t> read_pool(std::size_t s) const {
    const std::size_t n = (pool_off_host_[s + 1] - pool_off_host_[s]) * np_;
    std::vector<std::uint32_t> v(n);
    if (n)
      check(
          require_driver().cuMemcpyDtoH(v.data(), pool_.get() + pool_off_host_[s] * np_ * 4, n * 4),
          "cuMemcpyDtoH");
    return v;
  }

  /// Kernels 1 and 2: the rows to reduce of `st`, reduced (echelon or
  /// tail), left in dense_ ([prime][row][non-pivot column]) and leadval_.
  void reduce(const StepShape &st) {
    const DriverApi &api = require_driver();
    todo_ = st.nrows - st.npivots;
    np_cols_.clear();
    std::vector<int> np_index(st.ncols, -1);
    for (std::uint32_t c = 0; c < st.ncols; ++c)
      if ((*st.pivot_of_column)[c] == kZeroRow) {
        np_index[c] = static_cast<int>(np_cols_.size());
        np_cols_.push_back(c);
      }
    nnp_ = static_cast<std::uint32_t>(np_cols_.size());
    d_row_begin_ = upload(ordinal_, *st.row_begin);
    d_cols_ = upload(ordinal_, *st.cols);
    d_source_ = upload(ordinal_, *st.source);
    DeviceBuffer d_pivot_of = upload(ordinal_, *st.pivot_of_column);
    DeviceBuffer d_np_index = upload(ordinal_, np_index);
    d_np_cols_ = upload(ordinal_, np_cols_);
    if (todo_ == 0) return;
    std::size_t free_bytes = 0, total = 0;
    check(api.cuMemGetInfo(&free_bytes, &total), "cuMemGetInfo");
    const std::size_t dense_bytes = std::size_t{todo_} * std::max<std::uint32_t>(nnp_, 1) * np_ * 4;
    const std::size_t per_block = std::size_t{st.ncols} * np_ * 4;
    if (dense_bytes + per_block > free_bytes / 10 * 8)
      raise(ErrorId::CudaDriver,
            fmt::format("a {} x {} step for {} primes needs {} MiB; {} MiB free", todo_, st.ncols,
                        np_, (dense_bytes + per_block) >> 20, free_bytes >> 20));
    const std::size_t blocks =
        std::clamp<std::size_t>((free_bytes / 10 * 8 - dense_bytes) / per_block, 1,
                                std::min<std::size_t>(todo_, 4 * std::size_t(sms_)));
    dense_ = DeviceBuffer(ordinal_, std::max<std::size_t>(4, dense_bytes));
    leadval_ = DeviceBuffer(ordinal_, std::size_t{todo_} * np_ * 4);
    check(api.cuMemsetD8(leadval_.get(), 0, std::size_t{todo_} * np_ * 4), "cuMemsetD8");
    DeviceBuffer work(ordinal_, blocks * per_block);
    std::uint32_t ntodo = todo_, npiv = st.npivots, ncols = st.ncols,
                  nprimes = static_cast<std::uint32_t>(np_), nnp = nnp_, tail = st.tail ? 1u : 0u;
    CUdeviceptr pr = primes_.get(), rb = d_row_begin_.get(), co = d_cols_.get(),
                so = d_source_.get(), po = pool_off_.get(), pl = pool_.get(), pv = d_pivot_of.get(),
                ni = d_np_index.get(), wk = work.get(), de = dense_.get(), lv = leadval_.get();
    void *args[] = {&ntodo, &npiv, &ncols, &nprimes, &pr,   &rb, &co, &so, &po,
                    &pl,    &pv,   &ni,    &nnp,     &tail, &wk, &de, &lv};
    const unsigned pb = prime_block(np_);
    launch(f_reduce_, static_cast<unsigned>(blocks), static_cast<unsigned>((np_ + pb - 1) / pb), 1,
           pb, args, "cuLaunchKernel(gb_replay_reduce)");
    if (!st.tail && nnp_ > 0) {
      void *eargs[] = {&ntodo, &nnp, &pr, &de};
      launch_any_block(f_echelon_, nprimes, 1, 1, 1024, eargs, "cuLaunchKernel(gb_replay_echelon)");
    }
    wait("cuEventSynchronize(replay step)");
  }

  /// Kernel 3: checks each reduced row against the trace and stores it as
  /// pool polynomial out_pool + row; returns one unlucky flag per prime.
  std::vector<std::uint32_t> gather(const F4TraceStep &st, std::uint32_t out_pool, bool tail) {
    const DriverApi &api = require_driver();
    std::vector<std::uint32_t> bad(np_, 0);
    if (todo_ == 0) return bad;
    std::vector<std::uint32_t> first_col(todo_, kZeroRow);
    for (std::uint32_t r = 0; r < todo_; ++r) {
      const std::uint32_t row = st.npivots + r;
      if (st.row_begin[row] < st.row_begin[row + 1]) first_col[r] = st.cols[st.row_begin[row]];
    }
    DeviceBuffer d_first = upload(ordinal_, first_col),
                 d_expected = upload(ordinal_, st.expected_leads),
                 d_out_begin = upload(ordinal_, st.out_begin),
                 d_out_cols = upload(ordinal_, st.out_cols), d_bad = upload(ordinal_, bad);
    std::uint32_t ntodo = todo_, nnp = nnp_, nprimes = static_cast<std::uint32_t>(np_),
                  t = tail ? 1u : 0u, op = out_pool;
    CUdeviceptr pr = primes_.get(), de = dense_.get(), lv = leadval_.get(), nc = d_np_cols_.get(),
                fc = d_first.get(), ex = d_expected.get(), obg = d_out_begin.get(),
                ocl = d_out_cols.get(), po = pool_off_.get(), pl = pool_.get(), bd = d_bad.get();
    void *args[] = {&ntodo, &nnp, &nprimes, &pr,  &de, &lv, &t,  &nc,
                    &fc,    &ex,  &obg,     &ocl, &po, &op, &pl, &bd};
    const unsigned pb = prime_block(np_);
    launch(f_gather_, todo_, static_cast<unsigned>((np_ + pb - 1) / pb), 1, pb, args,
           "cuLaunchKernel(gb_replay_gather)");
    wait("cuEventSynchronize(replay gather)");
    check(api.cuMemcpyDtoH(bad.data(), d_bad.get(), np_ * 4), "cuMemcpyDtoH");
    return bad;
  }

  /// The dense remainder of prime k ([row][non-pivot column]) and the tail leads.
  std::vector<std::uint32_t> read_dense() const {
    std::vector<std::uint32_t> v(std::size_t{todo_} * nnp_ * np_);
    if (!v.empty())
      check(require_driver().cuMemcpyDtoH(v.data(), dense_.get(), v.size() * 4), "cuMemcpyDtoH");
    return v;
  }
  std::vector<std::uint32_t> read_leadval() const {
    std::vector<std::uint32_t> v(std::size_t{todo_} * np_);
    if (!v.empty())
      check(require_driver().cuMemcpyDtoH(v.data(), leadval_.get(), v.size() * 4), "cuMemcpyDtoH");
    return v;
  }
  const std::vector<std::uint32_t> &np_cols() const { return np_cols_; }
  std::uint32_t todo() const { return todo_; }

private:
  // Waits for the kernels launched so far, asleep: the over-Q driver's CPU
  // threads keep replaying beside a device batch, and a spinning wait would
  // take one of their cores for the whole batch.
  void wait(const char *what) {
    const DriverApi &api = require_driver();
    check(api.cuEventRecord(done_.e, nullptr), "cuEventRecord");
    check(api.cuEventSynchronize(done_.e), what);
  }

  int ordinal_;
  std::size_t np_;
  int sms_ = 1;
  DeviceBuffer primes_, pool_off_, pool_, dense_, leadval_;
  DeviceBuffer d_row_begin_, d_cols_, d_source_, d_np_cols_;
  std::vector<std::uint64_t> pool_off_host_;
  std::vector<std::uint32_t> np_cols_;
  std::uint32_t todo_ = 0, nnp_ = 0;
  CUfunction f_reduce_ = nullptr, f_echelon_ = nullptr, f_gather_ = nullptr;
  ScopedEvent done_{true};
};

gb::ReplayResult unlucky(std::string why) {
  gb::ReplayResult r;
  r.status = gb::ReplayStatus::Unlucky;
  r.reason = std::move(why);
  return r;
}

// Replays primes [k0, k1) of the batch on one device; a raised `stop`
// ends it between two steps, every prime then marked unlucky.
void replay_on_device(int ordinal, const F4Trace &tr,
                      const std::vector<std::vector<PolyZp>> &systems, std::size_t k0,
                      std::size_t k1, const std::atomic<bool> *stop,
                      std::vector<gb::ReplayResult> &out) {
  const std::size_t np = k1 - k0;
  const std::size_t n = tr.ring->nvars();
  std::vector<std::uint32_t> primes(np);
  std::vector<bool> dead(np, false);
  // Inputs aligned with the learned term structure (as F4Replayer does).
  const std::size_t ninputs = tr.inputs();
  std::vector<std::uint32_t> inputs(std::size_t{tr.input_begin.back()} * np, 0);
  for (std::size_t k = 0; k < np; ++k) {
    std::vector<const PolyZp *> sys;
    for (const auto &f : systems[k0 + k])
      if (f.ring_ptr()) sys.push_back(&f);
    if (sys.size() != ninputs)
      raise(ErrorId::GbRingMismatch,
            fmt::format("replay got {} inputs, the trace learned {}", sys.size(), ninputs));
    primes[k] = sys.empty() ? 0 : sys.front()->field().p;
    for (std::size_t i = 0; i < ninputs && !dead[k]; ++i) {
      const PolyZp &f = *sys[i];
      if (!(f.ring() == *tr.ring) || f.field().p != primes[k])
        raise(ErrorId::GbRingMismatch, "replay inputs must share the trace's ring and one prime");
      const std::uint32_t b = tr.input_begin[i], e = tr.input_begin[i + 1];
      std::uint32_t t = b;
      for (std::size_t j = 0; j < f.size(); ++j) {
        const Exponent *m = f.monomial(j).data();
        while (t < e &&
               tr.ring->order.compare(tr.input_monomials.data() + std::size_t(t) * n, m, n) > 0)
          ++t;
        if (t == e ||
            tr.ring->order.compare(tr.input_monomials.data() + std::size_t(t) * n, m, n) != 0) {
          out[k0 + k] =
              unlucky("input " + std::to_string(i) + " has a term the learning prime lacked");
          dead[k] = true;
          break;
        }
        inputs[std::size_t{t} * np + k] = f.coeff(j);
        ++t;
      }
    }
  }
  for (std::uint32_t p : primes)
    if (!is_kernel_prime(p))
      raise(ErrorId::GbGpuBadInput, fmt::format("{} is not an odd prime below 2^31", p));
  ContextScope scope(ordinal);
  DeviceBatch dev(ordinal, primes);
  std::vector<std::uint64_t> pool_off(ninputs + 1);
  for (std::size_t i = 0; i <= ninputs; ++i)
    pool_off[i] = tr.input_begin[i];
  for (const auto &st : tr.steps)
    for (std::size_t t = 0; t + 1 < st.out_begin.size(); ++t)
      pool_off.push_back(pool_off.back() + st.out_begin[t + 1] - st.out_begin[t]);
  dev.make_pool(pool_off);
  dev.write_pool(0, inputs);
  std::uint32_t next = static_cast<std::uint32_t>(ninputs);
  for (std::size_t s = 0; s < tr.steps.size(); ++s) {
    if (stop && stop->load(std::memory_order_relaxed)) {
      for (std::size_t k = 0; k < np; ++k)
        out[k0 + k] = unlucky("the replay was stopped: its batch is no longer needed");
      return;
    }
    const F4TraceStep &st = tr.steps[s];
    StepShape shape{st.ncols,
                    st.npivots,
                    static_cast<std::uint32_t>(st.source.size()),
                    st.mode == ReductionMode::TailReduce,
                    &st.row_begin,
                    &st.cols,
                    &st.source,
                    &st.pivot_of_column};
    dev.reduce(shape);
    auto bad = dev.gather(st, next, shape.tail);
    for (std::size_t k = 0; k < np; ++k)
      if (bad[k] && !dead[k]) {
        out[k0 + k] = unlucky("step " + std::to_string(s) +
                              ": the reduced rows leave the learned pivot pattern or shape");
        dead[k] = true;
      }
    next += static_cast<std::uint32_t>(st.out_begin.size() - 1);
  }
  for (std::size_t k = 0; k < np; ++k)
    if (!dead[k]) {
      out[k0 + k] = gb::ReplayResult{};
      out[k0 + k].basis.prime = primes[k];
      out[k0 + k].basis.coeffs.reserve(tr.basis_pool.size());
    }
  for (std::uint32_t poly : tr.basis_pool) {
    const auto v = dev.read_pool(poly);
    const std::size_t len = v.size() / np;
    for (std::size_t k = 0; k < np; ++k) {
      if (dead[k]) continue;
      std::vector<std::uint32_t> c(len);
      for (std::size_t j = 0; j < len; ++j)
        c[j] = v[j * np + k];
      out[k0 + k].basis.coeffs.push_back(std::move(c));
    }
  }
}

// Reduces one MacaulayMatrix for primes [k0, k1) on one device; the
// result is rebuilt on the host in reduce_cpu's form.
void reduce_on_device(int ordinal, const gb::MacaulayMatrix &m,
                      const std::vector<std::uint32_t> &primes_all,
                      const std::vector<std::vector<std::uint32_t>> &coeffs, ReductionMode mode,
                      std::size_t k0, std::size_t k1,
                      std::vector<gb::MacaulayMatrix::Reduction> &out) {
  const std::size_t np = k1 - k0;
  std::vector<std::uint32_t> primes(primes_all.begin() + k0, primes_all.begin() + k1);
  ContextScope scope(ordinal);
  DeviceBatch dev(ordinal, primes);
  // Each row is its own pool polynomial.
  const std::uint32_t nrows = m.nrows();
  std::vector<std::uint64_t> pool_off(nrows + 1);
  std::vector<std::uint32_t> source(nrows);
  for (std::uint32_t r = 0; r <= nrows; ++r)
    pool_off[r] = m.row_begin[r];
  for (std::uint32_t r = 0; r < nrows; ++r)
    source[r] = r;
  dev.make_pool(pool_off);
  std::vector<std::uint32_t> inter(m.nnz() * np);
  for (std::size_t k = 0; k < np; ++k)
    for (std::size_t e = 0; e < m.nnz(); ++e)
      inter[e * np + k] = coeffs[k0 + k][e];
  dev.write_pool(0, inter);
  const bool tail = mode == ReductionMode::TailReduce;
  StepShape shape{m.ncols,      m.npivots, nrows,   tail,
                  &m.row_begin, &m.cols,   &source, &m.pivot_of_column};
  dev.reduce(shape);
  const auto dense = dev.read_dense();
  const auto leadval = dev.read_leadval();
  const auto &np_cols = dev.np_cols();
  const std::uint32_t todo = dev.todo(), nnp = static_cast<std::uint32_t>(np_cols.size());
  for (std::size_t k = 0; k < np; ++k) {
    const std::uint32_t p = primes[k];
    const GbPrime q = make_prime(p);
    auto &red = out[k0 + k];
    red = {};
    for (std::uint32_t r = 0; r < todo; ++r) {
      const std::uint32_t row = m.npivots + r;
      const std::uint32_t *a = dense.data() + (k * todo + r) * std::size_t{nnp};
      const std::size_t start = red.cols.size();
      if (m.row_begin[row] == m.row_begin[row + 1]) {
        red.leads.push_back(kZeroRow);
        red.row_begin.push_back(static_cast<std::uint32_t>(start));
        continue;
      }
      if (tail) {
        // As reduce_cpu: keep the lead; normalise by it, or report the first
        // survivor (and an empty row) when it vanished.
        const std::uint32_t lc = m.cols[m.row_begin[row]], lv = leadval[r * np + k];
        if (lv == 0) {
          std::uint32_t x = 0;
          while (x < nnp && (a[x] == 0 || np_cols[x] <= lc))
            ++x;
          red.leads.push_back(x < nnp ? np_cols[x] : kZeroRow);
          red.row_begin.push_back(static_cast<std::uint32_t>(start));
          continue;
        }
        const std::uint32_t inv = inverse_mod(lv, p);
        red.cols.push_back(lc);
        red.coeffs.push_back(1);
        for (std::uint32_t x = 0; x < nnp; ++x)
          if (a[x] != 0 && np_cols[x] > lc) {
            red.cols.push_back(np_cols[x]);
            red.coeffs.push_back(mul_mod(a[x], inv, q));
          }
        red.leads.push_back(lc);
      } else {
        for (std::uint32_t x = 0; x < nnp; ++x)
          if (a[x] != 0) {
            red.cols.push_back(np_cols[x]);
            red.coeffs.push_back(a[x]);
          }
        red.leads.push_back(red.cols.size() > start ? red.cols[start] : kZeroRow);
      }
      red.row_begin.push_back(static_cast<std::uint32_t>(red.cols.size()));
    }
  }
}

std::size_t trace_entries(const F4Trace &tr) {
  std::size_t s = 0;
  for (const auto &st : tr.steps)
    s += st.cols.size();
  return s;
}

std::vector<gb::ReplayResult> replay_hook(const F4Trace &trace,
                                          const std::vector<std::vector<PolyZp>> &systems,
                                          const GpuReduceOptions &options,
                                          GpuBackendReport &report) {
  std::vector<gb::ReplayResult> out(systems.size());
  dispatch_primes(
      "replay", systems.size(), static_cast<double>(trace_entries(trace)), options, report,
      [&](int ordinal, std::size_t k0, std::size_t k1, GpuBackendReport &part) {
        part.kernel_variant = "replay/montgomery";
        replay_on_device(ordinal, trace, systems, k0, k1, options.stop, out);
      },
      [&](std::size_t k0, std::size_t k1) {
        std::vector<std::vector<PolyZp>> sub(systems.begin() + k0, systems.begin() + k1);
        auto r = gb::replay_batch_cpu(trace, sub, options.threads);
        std::move(r.begin(), r.end(), out.begin() + k0);
      });
  return out;
}

std::vector<gb::MacaulayMatrix::Reduction>
reduce_hook(const gb::MacaulayMatrix &m, const std::vector<std::uint32_t> &primes,
            const std::vector<std::vector<std::uint32_t>> &coeffs, ReductionMode mode,
            const GpuReduceOptions &options, GpuBackendReport &report) {
  if (coeffs.size() != primes.size())
    raise(ErrorId::GbGpuBadInput,
          fmt::format("{} coefficient arrays for {} primes", coeffs.size(), primes.size()));
  for (std::size_t k = 0; k < primes.size(); ++k) {
    if (!is_kernel_prime(primes[k]))
      raise(ErrorId::GbGpuBadInput, fmt::format("{} is not an odd prime below 2^31", primes[k]));
    if (coeffs[k].size() != m.nnz())
      raise(ErrorId::GbGpuBadInput,
            fmt::format("{} coefficients for a matrix of {} entries", coeffs[k].size(), m.nnz()));
  }
  std::vector<gb::MacaulayMatrix::Reduction> out(primes.size());
  dispatch_primes(
      "replay", primes.size(), static_cast<double>(m.nnz()), options, report,
      [&](int ordinal, std::size_t k0, std::size_t k1, GpuBackendReport &part) {
        part.kernel_variant = "replay/montgomery";
        reduce_on_device(ordinal, m, primes, coeffs, mode, k0, k1, out);
      },
      [&](std::size_t k0, std::size_t k1) {
        std::vector<std::uint32_t> ps(primes.begin() + k0, primes.begin() + k1);
        std::vector<std::vector<std::uint32_t>> cs(coeffs.begin() + k0, coeffs.begin() + k1);
        auto r = gb::reduce_batch_cpu(m, ps, cs, mode, options.threads);
        std::move(r.begin(), r.end(), out.begin() + k0);
      });
  return out;
}

int device_count() noexcept { return driver_device_count(); }

void prepare(int device) noexcept {
  try {
    for (int d : named_devices(device)) {
      cuda::ContextScope scope(d);
      for (Kernel k : {Kernel::ReplayReduce, Kernel::ReplayEchelon, Kernel::ReplayGather})
        kernel_function(d, k);
    }
  } catch (...) {
    // only preparation: replay_batch meets the same failure and records it in its report
  }
}

bool replay_wins(double entries, std::size_t primes) noexcept {
  try {
    return crossover_policy("replay").use_gpu(entries, primes);
  } catch (...) {
    return false; // no policy could be read: the CPU, which never loses to itself
  }
}

} // namespace

void install_gpu_hooks() noexcept {
  gb::register_gpu_hooks({&replay_hook, &reduce_hook, &device_count, &prepare, &replay_wins});
}

#pragma GCC visibility pop
} // namespace alkahest::gbgpu
