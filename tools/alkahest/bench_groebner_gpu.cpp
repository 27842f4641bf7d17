// tools/alkahest/bench_groebner_gpu.cpp - `alkahest bench groebner-gpu`: batched modular RREF on
// the GPU against our CPU path and FLINT, and the Auto crossover table.
//
// Writes the measured crossover table (CSV) to $ALKAHEST_BENCH_CROSSOVER_OUT
// or ./groebner_gpu_crossover.csv; lib/groebner_gpu installs that file and
// GroebnerBackend::Auto reads it. FLINT's nmod_mat_rref is the reference
// when FLINT was found at configure time (ALKAHEST_HAVE_FLINT).
#include "bench_registry.hpp"

#include <alkahest/groebner.hpp>
#include <alkahest/groebner/f4.hpp>
#include <alkahest/groebner/gpu_replay.hpp>
#include <alkahest/groebner/prime_sequence.hpp>
#include <alkahest/groebner_gpu.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#if ALKAHEST_HAVE_FLINT
#include <flint/nmod_mat.h>
#endif

namespace alkahest::bench {
namespace {

std::vector<std::uint32_t> primes_below(std::size_t n) {
  gb::PrimeSequence seq; // 2^31 - 1 downwards, as the multi-modular driver
  std::vector<std::uint32_t> out(n);
  for (auto &p : out)
    p = seq.next();
  return out;
}

DenseModularBatch random_dense(std::uint32_t n, std::size_t nprimes, unsigned seed) {
  DenseModularBatch b{n, n, primes_below(nprimes), {}};
  b.entries.resize(nprimes * std::size_t{n} * n);
  std::mt19937_64 rng(seed);
  for (std::size_t k = 0; k < nprimes; ++k)
    for (std::size_t i = 0; i < std::size_t{n} * n; ++i)
      b.entries[k * std::size_t{n} * n + i] = static_cast<std::uint32_t>(rng() % b.primes[k]);
  return b;
}

// Wall time of one reduction of a fresh copy (copies excluded), median of `reps`.
double time_reduce(const DenseModularBatch &src, GroebnerBackend backend, int reps,
                   GpuBackendReport &last) {
  std::vector<double> t;
  for (int r = 0; r < reps; ++r) {
    DenseModularBatch b = src;
    GpuBackendReport rep;
    GpuReduceOptions opt;
    opt.backend = backend;
    auto t0 = std::chrono::steady_clock::now();
    reduce_dense_batch(b, opt, rep);
    t.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    last = rep;
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

// One row timing src on the GPU with the environment variable `var` set to
// `a` (ours) and then to `b` (the reference), each the median of 3 runs.
Row gpu_settings_row(const DenseModularBatch &src, const char *var, const char *a, const char *b,
                     const std::string &case_name, const std::string &note) {
  GpuBackendReport ra, rb;
  ::setenv(var, a, 1);
  const double ta = time_reduce(src, GroebnerBackend::Gpu, 3, ra);
  ::setenv(var, b, 1);
  const double tb = time_reduce(src, GroebnerBackend::Gpu, 3, rb);
  ::unsetenv(var);
  return {"groebner-gpu",
          case_name,
          "GPU " + ra.kernel_variant,
          "GPU " + rb.kernel_variant,
          ta,
          tb,
          note};
}

#if ALKAHEST_HAVE_FLINT
double time_flint(const DenseModularBatch &src) {
  const std::uint32_t n = src.rows;
  nmod_mat_t m;
  nmod_mat_init(m, n, n, src.primes[0]);
  for (std::uint32_t i = 0; i < n; ++i)
    for (std::uint32_t j = 0; j < n; ++j)
      nmod_mat_entry(m, i, j) = src.entries[std::size_t{i} * n + j];
  auto t0 = std::chrono::steady_clock::now();
  nmod_mat_rref(m);
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  nmod_mat_clear(m);
  return s;
}
#endif

std::vector<std::uint32_t> sizes_from_env(const char *name, std::vector<std::uint32_t> dflt) {
  const char *e = std::getenv(name);
  if (!e) return dflt;
  std::vector<std::uint32_t> out; // set but empty: skip that part
  std::stringstream ss(e);
  for (std::string x; std::getline(ss, x, ',');)
    out.push_back(static_cast<std::uint32_t>(std::stoul(x)));
  return out;
}

double since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

std::vector<std::string> names_from_env(const char *name, std::vector<std::string> dflt) {
  const char *e = std::getenv(name);
  return e ? split_list(e) : dflt;
}

// The standard system `name`, or nothing (with a note) when it cannot be read.
std::optional<PolySystem> load_system(const std::string &name) {
  try {
    return read_msolve_file(gb_data_dir() + "/" + name + ".ms");
  } catch (const Error &e) {
    fmt::print(stderr, "skipping {}: {}\n", name, e.what());
    return std::nullopt;
  }
}

// Sparse F4 replay: the trace of `name` learned once, replayed for `nprimes`
// primes on the GPU (one batch) and on the CPU (one replayer per core).
void replay_rows(const std::string &name, const std::vector<std::uint32_t> &batches,
                 std::vector<Row> &rows, std::ostringstream &csv) {
  std::optional<PolySystem> loaded = load_system(name);
  if (!loaded) return;
  const PolySystem &sys = *loaded;
  auto t0 = std::chrono::steady_clock::now();
  auto learned = gb::f4_learn(sys.modular(1073741827u));
  const double learn = since(t0);
  std::size_t nnz = 0, maxr = 0, maxc = 0;
  for (const auto &st : learned.trace.steps) {
    nnz += st.cols.size();
    maxr = std::max<std::size_t>(maxr, st.source.size());
    maxc = std::max<std::size_t>(maxc, st.ncols);
  }
  // Each batch size apart: Auto feeds the devices one prime per CPU thread,
  // and a device's cost per prime depends on its batch.
  for (const std::uint32_t nprimes : batches) {
    auto primes = primes_below(nprimes + 1);
    std::vector<std::vector<PolyZp>> systems;
    for (std::size_t k = 1; k < primes.size(); ++k)
      systems.push_back(sys.modular(primes[k]));
    GpuBackendReport grep;
    GpuReduceOptions opt;
    opt.backend = GroebnerBackend::Gpu;
    t0 = std::chrono::steady_clock::now();
    auto gpu = gb::replay_batch(learned.trace, systems, opt, grep);
    const double tg = since(t0);
    t0 = std::chrono::steady_clock::now();
    auto cpu = gb::replay_batch_cpu(learned.trace, systems, 0);
    const double tc = since(t0);
    std::size_t same = 0;
    for (std::size_t k = 0; k < cpu.size(); ++k)
      same += gpu[k].status == cpu[k].status && gpu[k].basis.coeffs == cpu[k].basis.coeffs;
    rows.push_back(
        {"groebner-gpu", fmt::format("replay {} x {} primes", name, nprimes), "GPU batched replay",
         fmt::format("our CPU replay ({} threads)", std::thread::hardware_concurrency()), tg, tc,
         fmt::format("learn {:.2f} s; {} steps, largest {} rows x {} cols, {} traced "
                     "entries; {}/{} primes identical to CPU; {}",
                     learn, learned.trace.steps.size(), maxr, maxc, nnz, same, cpu.size(),
                     grep.summary())});
    fmt::print(stderr, "[row] {} | GPU {:.3f} s | CPU {:.3f} s | {}\n", rows.back().case_name, tg,
               tc, rows.back().note);
    csv << fmt::format("replay,{},{},{:.6g},{},{:.6g},{:.6g}\n", maxr, maxc,
                       static_cast<double>(nnz) / (static_cast<double>(maxr) * maxc), nprimes, tc,
                       tg);
  }
}

// End to end over Q: GroebnerBasis::compute with the CPU and the GPU backend.
void over_q_rows(const std::string &name, std::vector<Row> &rows) {
  std::optional<PolySystem> loaded = load_system(name);
  if (!loaded) return;
  const PolySystem &sys = *loaded;
  GroebnerOptions cpu_opt;
  cpu_opt.backend = GroebnerBackend::Cpu;
  auto t0 = std::chrono::steady_clock::now();
  auto cpu = GroebnerBasis::compute(sys.polynomials, MonomialOrder::grevlex(), cpu_opt);
  const double tc = since(t0);
  t0 = std::chrono::steady_clock::now();
  auto gpu = compute_groebner_basis_gpu(sys.polynomials, MonomialOrder::grevlex());
  const double tg = since(t0);
  const auto &r = gpu.report();
  rows.push_back(
      {"groebner-gpu", fmt::format("over Q {}", name), "compute, GPU backend",
       "compute, CPU backend", tg, tc,
       fmt::format("same basis: {}; GPU run: learn {:.2f} s, replays {:.2f} s, {} primes; CPU run: "
                   "replays {:.2f} s; {}",
                   gpu.polynomials() == cpu.polynomials() ? "yes" : "NO", r.learn_seconds,
                   r.replay_seconds, r.primes_used, cpu.report().replay_seconds, r.gpu.summary())});
  fmt::print(stderr, "[row] {} | GPU {:.3f} s | CPU {:.3f} s | {}\n", rows.back().case_name, tg, tc,
             rows.back().note);
}

std::vector<Row> run(const Options &o) {
  std::vector<Row> rows;
  const bool gpu = groebner_gpu_device_count() > 0;
  const std::string gpu_name = gpu ? "GPU" : "GPU requested (no device: CPU fallback)";
  // Dense n x n, 1 and 16 primes. Our CPU path is timed up to
  // ALKAHEST_BENCH_CPU_MAX_N (default 4096); FLINT up to FLINT_MAX_N.
  auto sizes = sizes_from_env("ALKAHEST_BENCH_GB_SIZES",
                              o.quick ? std::vector<std::uint32_t>{128, 256}
                                      : std::vector<std::uint32_t>{1024, 4096, 16384});
  auto first_or = [](std::vector<std::uint32_t> v, std::uint32_t d) {
    return v.empty() ? d : v[0];
  };
  const auto cpu_max = first_or(sizes_from_env("ALKAHEST_BENCH_CPU_MAX_N", {4096}), 4096);
  const auto flint_max = first_or(sizes_from_env("ALKAHEST_BENCH_FLINT_MAX_N", {4096}), 4096);
  const auto max16 = first_or(sizes_from_env("ALKAHEST_BENCH_16_PRIMES_MAX_N", {4096}), 4096);
  std::ostringstream csv;
  csv << "kind,rows,cols,density,primes,cpu_seconds,gpu_seconds\n";
  for (std::uint32_t n : sizes) {
    double flint1 = 0, gpu1 = 0;
    for (std::size_t np : {std::size_t{1}, std::size_t{16}}) {
      if (np > 1 && n > max16) continue;
      const DenseModularBatch src = random_dense(n, np, 42 + n);
      GpuBackendReport rep;
      const int reps = n <= 1024 ? 3 : 1;
      double tg = time_reduce(src, GroebnerBackend::Gpu, reps, rep);
      double tc = 0;
      if (n <= cpu_max) {
        GpuBackendReport crep;
        tc = time_reduce(src, GroebnerBackend::Cpu, 1, crep);
        csv << fmt::format("dense,{},{},1,{},{:.6g},{:.6g}\n", n, n, np, tc, tg);
      }
      std::string note = fmt::format("{}x{} mod p<2^31, {} prime(s); {}", n, n, np, rep.summary());
      rows.push_back({"groebner-gpu", fmt::format("dense rref n={} primes={}", n, np), gpu_name,
                      "our CPU RREF (all cores)", tg, tc, note});
      // What batching buys: 16 primes in one call against 16 one-prime calls.
      if (np == 1)
        gpu1 = tg;
      else if (gpu && gpu1 > 0)
        rows.push_back({"groebner-gpu", fmt::format("dense rref n={} 16 primes vs 1", n),
                        "GPU, 16 primes at once", "GPU, 1 prime x 16", tg, 16 * gpu1,
                        fmt::format("16 primes cost {:.1f}x one prime", tg / gpu1)});
#if ALKAHEST_HAVE_FLINT
      if (n <= flint_max) {
        if (np == 1) flint1 = time_flint(src);
        rows.push_back({"groebner-gpu", fmt::format("dense rref n={} primes={}", n, np), gpu_name,
                        np == 1 ? "FLINT nmod_mat_rref 1 thread"
                                : "FLINT 1 thread x primes (1-prime time x 16)",
                        tg, flint1 * static_cast<double>(np), note});
      }
#else
      (void)flint1;
      (void)flint_max;
#endif
    }
  }
  // Inner reduction: Montgomery against Barrett, in both kernel shapes that
  // have the choice (the step mode for one large matrix, one block per
  // prime for many small ones; the panel mode uses Shoup products).
  if (gpu) {
    struct Case {
      std::uint32_t n;
      std::size_t np;
    };
    for (Case c :
         o.quick ? std::vector<Case>{{128, 4}} : std::vector<Case>{{2048, 1}, {256, 256}}) {
      const DenseModularBatch src = random_dense(c.n, c.np, 5);
      if (c.np == 1) ::setenv("ALKAHEST_GB_GPU_DENSE_MODE", "step", 1);
      rows.push_back(gpu_settings_row(src, "ALKAHEST_GB_GPU_REDUCTION", "montgomery", "barrett",
                                      fmt::format("reduction n={} primes={}", c.n, c.np),
                                      "same kernels, inner update by Montgomery vs Barrett"));
      ::unsetenv("ALKAHEST_GB_GPU_DENSE_MODE");
    }
  }
  // Dense modes for few large matrices: the blocked (panel) elimination
  // against the per-column rank-one updates (step) it replaced.
  if (gpu)
    for (std::uint32_t n :
         sizes_from_env("ALKAHEST_BENCH_MODE_N", o.quick ? std::vector<std::uint32_t>{256}
                                                         : std::vector<std::uint32_t>{4096}))
      rows.push_back(
          gpu_settings_row(random_dense(n, 1, 11 + n), "ALKAHEST_GB_GPU_DENSE_MODE", "panel",
                           "step", fmt::format("dense mode n={} primes=1", n),
                           "blocked panels of 16 columns vs a rank-one update per pivot"));
  // The panel mode's settings, ours against the alternative: look-ahead
  // against the kernels in order, the trailing update on the tensor cores
  // against the integer units.
  struct PanelSetting {
    const char *var, *ours, *other, *name, *note;
  };
  const PanelSetting settings[] = {
      {"ALKAHEST_GB_GPU_PANEL_LOOKAHEAD", "1", "0", "panel look-ahead",
       "the next factor beside the update (ours) vs the kernels in order"},
      {"ALKAHEST_GB_GPU_PANEL_UPDATE", "mma", "mac", "panel update",
       "trailing update by byte products on the tensor cores vs 64-bit multiply-accumulates"}};
  if (gpu)
    for (const PanelSetting &ps : settings)
      for (std::uint32_t n :
           sizes_from_env("ALKAHEST_BENCH_MODE_N", o.quick ? std::vector<std::uint32_t>{256}
                                                           : std::vector<std::uint32_t>{4096}))
        for (std::size_t np : {std::size_t{1}, std::size_t{16}}) {
          ::setenv("ALKAHEST_GB_GPU_DENSE_MODE", "panel", 1);
          rows.push_back(gpu_settings_row(random_dense(n, np, 13 + n), ps.var, ps.ours, ps.other,
                                          fmt::format("{} n={} primes={}", ps.name, n, np),
                                          ps.note));
          ::unsetenv("ALKAHEST_GB_GPU_DENSE_MODE");
        }
  // Crossover sweep: small and medium batches, GPU against our CPU.
  if (!o.quick && gpu) {
    for (std::uint32_t n : sizes_from_env("ALKAHEST_BENCH_SWEEP_N", {32, 64, 128, 256, 512}))
      for (std::size_t np : {std::size_t{1}, std::size_t{16}, std::size_t{256}}) {
        if (std::size_t{n} * n * np > (std::size_t{1} << 26)) continue;
        const DenseModularBatch src = random_dense(n, np, 7 + n);
        GpuBackendReport rep, crep;
        double tg = time_reduce(src, GroebnerBackend::Gpu, 3, rep);
        double tc = time_reduce(src, GroebnerBackend::Cpu, 1, crep);
        csv << fmt::format("dense,{},{},1,{},{:.6g},{:.6g}\n", n, n, np, tc, tg);
        rows.push_back({"groebner-gpu", fmt::format("crossover n={} primes={}", n, np), gpu_name,
                        "our CPU RREF (all cores)", tg, tc, rep.kernel_variant});
      }
  }
  // Sparse F4 replays for many primes, then end to end over Q.
  for (const auto &name :
       names_from_env("ALKAHEST_BENCH_REPLAY_SYSTEMS",
                      o.quick ? std::vector<std::string>{"katsura5"}
                              : std::vector<std::string>{"katsura9", "katsura10", "eco12"}))
    replay_rows(name,
                o.quick ? std::vector<std::uint32_t>{8}
                        : sizes_from_env("ALKAHEST_BENCH_REPLAY_PRIMES",
                                         {std::thread::hardware_concurrency(), 256}),
                rows, csv);
  for (const auto &name : names_from_env("ALKAHEST_BENCH_OVERQ_SYSTEMS",
                                         o.quick ? std::vector<std::string>{"katsura5"}
                                                 : std::vector<std::string>{"katsura9", "cyclic7"}))
    over_q_rows(name, rows);
  const char *out = std::getenv("ALKAHEST_BENCH_CROSSOVER_OUT");
  const std::string path = out && *out ? out : "groebner_gpu_crossover.csv";
  if (gpu) {
    std::ofstream(path) << csv.str();
    fmt::print(stderr, "crossover table written to {}\n{}", path, csv.str());
  }
  return rows;
}

const bool registered = register_suite("groebner-gpu",
                                       "batched modular RREF: GPU vs our CPU path vs FLINT "
                                       "nmod_mat_rref; writes the Auto crossover table",
                                       run);

} // namespace
} // namespace alkahest::bench
