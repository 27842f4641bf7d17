// tools/alkahest/bench_cuda.cpp - `alkahest bench cuda`: the GPU tier against device copies, naive
// transfers, CuPy and JAX.
//
// CuPy/JAX figures come from tools/bench/cuda_reference.py, run just before
// on the same machine, whose JSON output is named by
// ALKAHEST_CUDA_REFERENCE_JSON. GPU times are CUDA-event medians.
#include "bench_cuda_reduction.hpp"
#include "bench_cuda_timing.hpp"
#include "bench_registry.hpp"

#include "runtime.hpp"

#include <alkahest/cuda.hpp>
#include <alkahest/expr/interpret.hpp>

#include <fmt/format.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string_view>

namespace alkahest::bench {
namespace {

using cuda::CUdeviceptr;
using cuda::CUstream;

// Flat {"key": number, ...} JSON of the Python references.
std::map<std::string, double> read_reference_json() {
  std::map<std::string, double> out;
  const char *path = std::getenv("ALKAHEST_CUDA_REFERENCE_JSON");
  if (!path || !*path) return out;
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  std::string text = ss.str();
  std::regex kv("\"([a-z0-9_]+)\"\\s*:\\s*(-?[0-9.eE+-]+)");
  for (std::sregex_iterator it(text.begin(), text.end(), kv), end; it != end; ++it)
    out[(*it)[1]] = std::stod((*it)[2]);
  return out;
}

struct SeedExpr {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  Expr e = sin(x) * cos(y) + (x * x + y * y) / pool.integer(100);
  std::vector<Expr> ins = {x, y};
};

Expr sum16(SeedExpr &s) {
  Expr acc = s.pool.integer(0);
  for (int k = 1; k <= 16; ++k) {
    Expr kk = s.pool.integer(k);
    acc = acc + sin(kk * s.x + s.y) * exp(-(kk * s.y * s.y) / s.pool.integer(10));
  }
  return acc;
}

// Case 7: the seed over float32 columns (two float inputs, one float
// output, 12 bytes a point) against a device copy that moves as many bytes
// (6 read and 6 written a point) and CuPy's float32 kernels: 7 with
// CudaOptions::precision F32 (f64 math, one rounding), 7b with F32Native
// (float math, libdevice's __nv_sinf/__nv_cosf). The launch shapes tried are
// the automatic one (4-float groups) and its unrolled variant.
void append_f32_rows(std::vector<Row> &rows, const std::map<std::string, double> &refs, SeedExpr &s,
                     const std::vector<double> &hx, const std::vector<double> &hy, std::size_t n,
                     int repeats, CUstream stream, const std::string &device) {
  const cuda::DriverApi &api = cuda::require_driver();
  std::vector<float> fx(hx.begin(), hx.end()), fy(hy.begin(), hy.end()), fout(n);
  cuda::DeviceBuffer fin(0, 8 * n), dout(0, 4 * n), dcopy(0, 6 * n);
  CUdeviceptr dx = fin.get(), dy = fin.get() + 4 * n;
  cuda::check(api.cuMemcpyHtoD(dx, fx.data(), 4 * n), "cuMemcpyHtoD");
  cuda::check(api.cuMemcpyHtoD(dy, fy.data(), 4 * n), "cuMemcpyHtoD");
  std::vector<std::uint64_t> ins = {dx, dy}, outs = {dout.get()};
  double t_copy = event_median(
      stream,
      [&] {
        cuda::check(api.cuMemcpyDtoDAsync(dcopy.get(), dx, 6 * n, stream), "cuMemcpyDtoDAsync");
      },
      repeats);
  const double bytes = 12.0 * static_cast<double>(n);
  struct Shape {
    const char *name;
    unsigned unroll;
  };
  for (Precision precision : {Precision::F32, Precision::F32Native}) {
    const bool native = precision == Precision::F32Native;
    double best = 1e30;
    std::string shapes;
    for (const Shape &shape : {Shape{"default options", 0}, Shape{"default + unroll 2", 2}}) {
      CudaOptions o;
      o.precision = precision;
      o.unroll = shape.unroll;
      CudaCompiledFn g = compile_cuda(s.e, s.ins, o);
      double t = event_median(
          stream, [&] { g.call_device_ptrs(0, ins, outs, n, stream); }, repeats);
      shapes += fmt::format("{}{} {:.3f} ms", shapes.empty() ? "" : ", ", shape.name, t * 1e3);
      best = std::min(best, t);
      // Every shape's output checked before any figure is printed. F32: the
      // f64 value at the float inputs, rounded once (a neighbour only where
      // the f64 result sits a few ulp from a float rounding boundary).
      // F32Native: within 16 float ulp of the magnitudes of its terms (each
      // step's float rounding and libdevice's 2-ulp sinf/cosf).
      cuda::check(api.cuStreamSynchronize(stream), "cuStreamSynchronize");
      cuda::check(api.cuMemcpyDtoH(fout.data(), dout.get(), 4 * n), "cuMemcpyDtoH");
      for (std::size_t i = 0; i < n; i += std::max<std::size_t>(1, n / 1000)) {
        const double x = fx[i], y = fy[i];
        const double exact = evaluate(s.e, {{s.x, x}, {s.y, y}});
        const float ref = static_cast<float>(exact);
        const bool ok =
            native
                ? std::fabs(fout[i] - exact) <=
                      16 * 0x1p-24 * (std::fabs(std::sin(x) * std::cos(y)) + (x * x + y * y) / 100)
                : fout[i] == ref || std::nextafter(ref, fout[i]) == fout[i];
        if (!ok)
          throw std::runtime_error(
              fmt::format("bench cuda: {} kernel and interpreter disagree at {}: {} vs {}",
                          precision_name(precision), i, fout[i], exact));
      }
    }
    const std::string c = native ? "7b device ptrs, seed f32 native" : "7 device ptrs, seed f32";
    const std::string ours = fmt::format("compile_cuda {} kernel", precision_name(precision));
    rows.push_back(cuda_row(
        c, ours, "device-to-device copy of 12 B/point", best, t_copy,
        fmt::format("{}, {} points f32 in and out, {}; ours = best of ({}) {:.0f} GB/s, copy "
                    "{:.0f} GB/s; target ratio >= 0.90",
                    device, n, native ? "float math" : "f64 math", shapes, bytes / best * 1e-9,
                    bytes / t_copy * 1e-9)));
    const std::string key = native ? "seed_f32_native_cupy_s" : "seed_f32_cupy_s";
    rows.push_back(cuda_row(
        c, ours, native ? "CuPy float32 kernel, sinf/cosf" : "CuPy float32 kernel, same f64 math",
        best, ref_or_zero(refs, key), "target ratio > 1" + missing_note(refs, key)));
  }
}

// The child side of case 3: one first call in a fresh process.
void first_call_child() {
  auto t0 = std::chrono::steady_clock::now();
  int devices = cuda_device_count();
  cuda::device_staging(0); // driver, primary context and streams
  auto t1 = std::chrono::steady_clock::now();
  SeedExpr s;
  std::vector<std::vector<double>> cols = {{0.5, 1.0, 1.5}, {2.0, 2.5, 3.0}};
  CudaCompiledFn f = compile_cuda(s.e, s.ins);
  std::vector<double> out = f.call_batch(cols);
  auto t2 = std::chrono::steady_clock::now();
  std::printf("FIRST_CALL devices=%d init_s=%.6f first_call_s=%.6f source=%s ok=%d\n", devices,
              std::chrono::duration<double>(t1 - t0).count(),
              std::chrono::duration<double>(t2 - t1).count(), f.last_launch().module_source.c_str(),
              out.size() == 3 ? 1 : 0);
}

std::map<std::string, std::string> spawn_first_call(const std::string &cache_dir) {
  // Resolved here: inside popen's shell, /proc/self/exe would be the shell.
  std::string self = std::filesystem::read_symlink("/proc/self/exe").string();
  std::string cmd = "env ALKAHEST_BENCH_CUDA_CHILD=1 CUDA_CACHE_DISABLE=1 ALKAHEST_CACHE_DIR='" +
                    cache_dir + "' '" + self + "' bench cuda 2>&1";
  std::map<std::string, std::string> kv;
  FILE *p = popen(cmd.c_str(), "r");
  if (!p) return kv;
  char line[4096];
  while (std::fgets(line, sizeof line, p)) {
    std::string s(line);
    if (s.rfind("FIRST_CALL", 0) != 0) continue;
    std::istringstream in(s.substr(11));
    for (std::string tok; in >> tok;)
      if (auto eq = tok.find('='); eq != std::string::npos)
        kv[tok.substr(0, eq)] = tok.substr(eq + 1);
  }
  kv["exit"] = std::to_string(pclose(p));
  return kv;
}

std::vector<Row> run_cuda(const Options &options) {
  if (std::getenv("ALKAHEST_BENCH_CUDA_CHILD")) {
    first_call_child();
    return {};
  }
  if (cuda_device_count() == 0)
    return {cuda_row("no CUDA device", "-", "-", 0, 0, cuda_driver_status())};
  const auto refs = read_reference_json();
  const std::size_t n = options.quick ? 1'000'000 : 100'000'000;
  const int repeats = options.quick ? 3 : 10;
  std::vector<Row> rows;
  const cuda::DriverApi &api = cuda::require_driver();
  const cuda::DeviceInfo &info = cuda::device_info(0);

  SeedExpr s;
  std::vector<double> hx(n), hy(n), hout(n, 0.0);
  {
    std::mt19937_64 rng(42);
    std::uniform_real_distribution<double> d(-3, 3);
    for (std::size_t i = 0; i < n; ++i) {
      hx[i] = d(rng);
      hy[i] = d(rng);
    }
  }
  std::vector<std::span<const double>> cols = {hx, hy};
  CudaCompiledFn f = compile_cuda(s.e, s.ins);

  // ---- 1. device pointers ----
  cuda::DeviceBuffer din(0, 16 * n), dout(0, 8 * n), dcopy(0, 12 * n);
  CUdeviceptr dx = din.get(), dy = din.get() + 8 * n;
  cuda::ContextScope scope(0);
  cuda::check(api.cuMemcpyHtoD(dx, hx.data(), 8 * n), "cuMemcpyHtoD");
  cuda::check(api.cuMemcpyHtoD(dy, hy.data(), 8 * n), "cuMemcpyHtoD");
  CUstream stream = nullptr;
  cuda::check(api.cuStreamCreate(&stream, cuda::CU_STREAM_NON_BLOCKING), "cuStreamCreate");
  std::vector<std::uint64_t> ins = {dx, dy}, outs = {dout.get()};
  // Launch shapes and register caps side by side; the best strict one is
  // "ours". fma variants contract a*b+c like NVRTC's default (--fmad=true)
  // and are reported on their own rows, never picked as "ours".
  struct Variant {
    const char *name;
    unsigned block, per_sm, max_registers, unroll, width;
    bool fma;
    CudaMathCalls calls = CudaMathCalls::Automatic;
  };
  // width 0 is the automatic choice (what a default compile_cuda gets).
  const std::vector<Variant> seed_shapes = {
      {"default options", 256, 32, 0, 0, 0, false},
      {"default + unroll 1", 256, 32, 0, 1, 0, false},
      {"b256 32blk/SM w1", 256, 32, 0, 1, 1, false},
      {"b256 32blk/SM u2 w1", 256, 32, 0, 2, 1, false},
      {"b256 32blk/SM u4 w1", 256, 32, 0, 4, 1, false},
      {"b256 1pt/thread w2", 256, 0, 0, 1, 2, false},
      {"b256 32blk/SM w2", 256, 32, 0, 1, 2, false},
      {"b256 16blk/SM w2", 256, 16, 0, 1, 2, false},
      {"b256 32blk/SM u2 w2", 256, 32, 0, 2, 2, false},
      {"b512 8blk/SM u2 w2", 512, 8, 0, 2, 2, false},
      {"b256 8blk/SM u4 w2", 256, 8, 0, 4, 2, false},
      {"b256 32blk/SM w2 fma", 256, 32, 0, 1, 2, true},
      {"b256 32blk/SM u2 w2 fma", 256, 32, 0, 2, 2, true},
      {"b256 32blk/SM w2 calls", 256, 32, 0, 1, 2, false, CudaMathCalls::Call}};
  const auto call = CudaMathCalls::Call;
  const std::vector<Variant> sum_shapes = {{"default options", 256, 32, 0, 0, 0, false},
                                           {"b256 1pt/thread", 256, 0, 0, 0, 0, false},
                                           {"b256 1pt/thread r255", 256, 0, 255, 0, 0, false},
                                           {"b256 1pt/thread r112", 256, 0, 112, 0, 0, false},
                                           {"b256 1pt/thread r96", 256, 0, 96, 0, 0, false},
                                           {"b256 1pt/thread r80", 256, 0, 80, 0, 0, false},
                                           {"b256 1pt/thread r64", 256, 0, 64, 0, 0, false},
                                           {"b128 1pt/thread r128", 128, 0, 128, 0, 0, false},
                                           {"b128 1pt/thread r96", 128, 0, 96, 0, 0, false},
                                           {"b256 16blk/SM r96", 256, 16, 96, 0, 0, false},
                                           {"b128 1pt/thread calls", 128, 0, 0, 0, 0, false, call},
                                           {"default options fma", 256, 32, 0, 0, 0, true},
                                           {"b256 1pt/thread r96 fma", 256, 0, 96, 0, 0, true}};
  struct Best {
    double strict = 1e30, contract = 1e30;
    double defaults = 0; ///< the "default options" row: CudaOptions{} as compile_cuda gets it
    std::string strict_name, contract_name;
  };
  auto best_of = [&](const Expr &e, const std::vector<Variant> &shapes, std::string &summary) {
    Best best;
    for (const Variant &v : shapes) {
      CudaOptions o;
      o.block_size = v.block;
      o.max_blocks_per_sm = v.per_sm;
      o.max_registers = v.max_registers;
      o.unroll = v.unroll;
      o.vector_width = v.width;
      o.math_calls = v.calls;
      o.fma = v.fma;
      CudaCompiledFn g = compile_cuda(e, s.ins, o);
      double t = event_median(
          stream, [&] { g.call_device_ptrs(0, ins, outs, n, stream); }, repeats);
      summary += fmt::format("{}{} {:.3f} ms", summary.empty() ? "" : ", ", v.name, t * 1e3);
      if (std::string_view(v.name) == "default options") best.defaults = t;
      double &slot = v.fma ? best.contract : best.strict;
      if (t < slot) {
        slot = t;
        (v.fma ? best.contract_name : best.strict_name) = v.name;
      }
    }
    return best;
  };
  std::string seed_variants;
  Best seed_best = best_of(s.e, seed_shapes, seed_variants);
  double t_kernel = seed_best.strict;
  // The output buffer must hold the default kernel's results for the check.
  f.call_device_ptrs(0, ins, outs, n, stream);
  cuda::check(api.cuStreamSynchronize(stream), "cuStreamSynchronize");
  double t_copy = event_median(
      stream,
      [&] {
        cuda::check(api.cuMemcpyDtoDAsync(dcopy.get(), dx, 12 * n, stream), "cuMemcpyDtoDAsync");
      },
      repeats);
  // Agreement on a sample before any figure is printed.
  cuda::check(api.cuMemcpyDtoH(hout.data(), dout.get(), 8 * n), "cuMemcpyDtoH");
  for (std::size_t i = 0; i < n; i += n / 1000) {
    double ref = evaluate(s.e, {{s.x, hx[i]}, {s.y, hy[i]}});
    if (!(std::fabs(hout[i] - ref) <= 1e-13 * std::max(1.0, std::fabs(ref))))
      throw std::runtime_error(
          fmt::format("bench cuda: GPU and interpreter disagree at {}: {} vs {}", i, hout[i], ref));
  }
  double bytes = 24.0 * static_cast<double>(n);
  std::string dev =
      fmt::format("{} (sm_{}{}), {} points f64", info.name, info.sm_major, info.sm_minor, n);
  rows.push_back(cuda_row(
      "1 device ptrs, seed", "compile_cuda kernel", "device-to-device copy of 24 B/point", t_kernel,
      t_copy,
      fmt::format(
          "{}; ours = best strict shape ({}) {:.0f} GB/s, copy {:.0f} GB/s; target ratio >= 0.90",
          dev, seed_best.strict_name, bytes / t_kernel * 1e-9, bytes / t_copy * 1e-9)));
  rows.push_back(
      cuda_row("1 device ptrs, seed", "launch shapes", "-", t_kernel, 0,
               fmt::format("best strict: {}; {}", seed_best.strict_name, seed_variants)));
  rows.push_back(cuda_row("1 device ptrs, seed", "default CudaOptions", "best strict shape",
                          seed_best.defaults, seed_best.strict,
                          fmt::format("defaults vs best shape ({}), same run; target ratio >= 0.98",
                                      seed_best.strict_name)));
  rows.push_back(cuda_row("1 device ptrs, seed", "contract like NVRTC's default (fma)",
                          "device-to-device copy of 24 B/point", seed_best.contract, t_copy,
                          fmt::format("best: {}; for information", seed_best.contract_name)));
  rows.push_back(cuda_row("1 device ptrs, seed", "compile_cuda kernel", "CuPy ElementwiseKernel",
                          t_kernel, ref_or_zero(refs, "seed_device_cupy_s"),
                          "target ratio > 1" + missing_note(refs, "seed_device_cupy_s")));
  rows.push_back(cuda_row("1 device ptrs, seed", "compile_cuda kernel", "JAX jit", t_kernel,
                          ref_or_zero(refs, "seed_device_jax_s"),
                          "target ratio > 1" + missing_note(refs, "seed_device_jax_s")));
  if (refs.count("seed_device_torch_compile_s"))
    rows.push_back(cuda_row("1 device ptrs, seed", "compile_cuda kernel", "torch.compile", t_kernel,
                            refs.at("seed_device_torch_compile_s"), "for information"));

  // ---- 2. host vectors in and out ----
  std::span<double> hs(hout);
  double t_host = median_seconds(
      [&] { f.call_batch_into(0, cols, std::span<const std::span<double>>(&hs, 1)); },
      options.quick ? 3 : 5);
  CudaLaunchReport host_report = f.last_launch();
  double t_naive = median_seconds(
      [&] {
        cuda::check(api.cuMemcpyHtoD(dx, hx.data(), 8 * n), "cuMemcpyHtoD");
        cuda::check(api.cuMemcpyHtoD(dy, hy.data(), 8 * n), "cuMemcpyHtoD");
        f.call_device_ptrs(0, ins, outs, n);
        cuda::check(api.cuMemcpyDtoH(hout.data(), dout.get(), 8 * n), "cuMemcpyDtoH");
      },
      options.quick ? 3 : 5);
  std::string host_note =
      fmt::format("{} points; {} chunks on {} streams, pinned staging; target ratio >= 4", n,
                  host_report.chunks, host_report.streams);
  rows.push_back(cuda_row("2 host in/out, seed", "call_batch_into",
                          "sync pageable copies + same kernel", t_host, t_naive, host_note));
  rows.push_back(cuda_row("2 host in/out, seed", "call_batch_into", "CuPy asarray -> kernel -> get",
                          t_host, ref_or_zero(refs, "host_cupy_s"),
                          "target ratio >= 4" + missing_note(refs, "host_cupy_s")));

  // ---- 3. first call in a new process: cold, then from the disk cache ----
  auto cache =
      std::filesystem::temp_directory_path() / fmt::format("alkahest-bench-cache-{}", ::getpid());
  std::filesystem::remove_all(cache);
  auto cold = spawn_first_call(cache.string());
  auto warm = spawn_first_call(cache.string());
  std::filesystem::remove_all(cache);
  auto secs = [](std::map<std::string, std::string> &m, const char *k) {
    return m.count(k) ? std::stod(m[k]) : 0.0;
  };
  double t_cold = secs(cold, "first_call_s"), t_warm = secs(warm, "first_call_s");
  rows.push_back(cuda_row("3 first call (compile+load+launch)", "cold, new process",
                          "CuPy first call", t_cold, ref_or_zero(refs, "first_call_cupy_s"),
                          fmt::format("source {}; driver+context init {:.3f} s not included; "
                                      "CUDA_CACHE_DISABLE=1; target <= 0.25 s",
                                      cold["source"], secs(cold, "init_s")) +
                              missing_note(refs, "first_call_cupy_s")));
  rows.push_back(cuda_row("3 first call (compile+load+launch)", "new process, disk cache",
                          "same, cold", t_warm, t_cold,
                          fmt::format("source {}; target <= 0.010 s", warm["source"])));

  // ---- 4. compute-bound 16-term sum ----
  Expr e16 = sum16(s);
  std::string sum_variants;
  Best sum_best = best_of(e16, sum_shapes, sum_variants);
  double t16 = sum_best.strict;
  rows.push_back(cuda_row("4 16-term sin*exp sum", "launch shapes", "-", t16, 0,
                          fmt::format("best strict: {}; {}", sum_best.strict_name, sum_variants)));
  rows.push_back(cuda_row(
      "4 16-term sin*exp sum", "ours, contract like NVRTC's default (fma)",
      "CuPy hand-written kernel", sum_best.contract, ref_or_zero(refs, "sum16_cupy_s"),
      fmt::format("best: {}; CuPy/NVRTC contracts by default (--fmad=true); target ratio >= 0.91",
                  sum_best.contract_name) +
          missing_note(refs, "sum16_cupy_s")));
  rows.push_back(cuda_row("4 16-term sin*exp sum", "ours strict (no contraction)",
                          "CuPy hand-written kernel", t16, ref_or_zero(refs, "sum16_cupy_s"),
                          fmt::format("{} points; target ratio >= 0.91 (within 1.1x)", n) +
                              missing_note(refs, "sum16_cupy_s")));
  rows.push_back(cuda_row("4 16-term sin*exp sum", "compile_cuda kernel", "JAX jit", t16,
                          ref_or_zero(refs, "sum16_jax_s"),
                          "for information" + missing_note(refs, "sum16_jax_s")));

  // ---- 7. float32 columns ----
  append_f32_rows(rows, refs, s, hx, hy, n, repeats, stream,
                  fmt::format("{} (sm_{}{})", info.name, info.sm_major, info.sm_minor));
  api.cuStreamDestroy(stream);

  // ---- 5, 6. reductions over the points ----
  append_cuda_reduction_rows(rows, refs, n, repeats);
  return rows;
}

const bool registered = register_suite("cuda",
                                       "GPU tier on device 0: device pointers, host vectors, first "
                                       "call, compute-bound, reductions, float32 (H200 figures in "
                                       "docs/benchmarks.md)",
                                       run_cuda);

} // namespace
} // namespace alkahest::bench
