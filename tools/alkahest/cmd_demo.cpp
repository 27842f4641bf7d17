// tools/alkahest/cmd_demo.cpp - `alkahest demo`: the main job, end to end.
//
// Parses the seed expression, prints it and its derivative, evaluates it over
// many points with the interpreter, the CPU JIT and (when a device is there)
// the GPU, checks the tiers against each other, then computes the Groebner
// basis of katsura6 over Q. Every step says where it ran and how long it took.
#include "commands.hpp"
#include "number_option.hpp"

#include <alkahest/cuda.hpp>
#include <alkahest/expr.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/jit.hpp>

#include <fmt/format.h>

#include <chrono>
#include <cmath>

namespace alkahest::cli {
namespace {

constexpr std::string_view kSeed = "sin(x)*cos(y) + (x^2+y^2)/100";

// katsura6 (7 unknowns), unittests/data/gb/katsura6.ms, embedded so that the
// demo runs from any folder.
constexpr std::string_view kKatsura6 = R"(x0,x1,x2,x3,x4,x5,x6
0
2*x6+2*x5+2*x4+2*x3+2*x2+2*x1+x0-1,
2*x6^2+2*x5^2+2*x4^2+2*x3^2+2*x2^2+2*x1^2+x0^2-x0,
2*x5*x6+2*x4*x5+2*x3*x4+2*x2*x3+2*x1*x2+2*x0*x1-x1,
2*x4*x6+2*x3*x5+2*x2*x4+2*x1*x3+2*x0*x2+x1^2-x2,
2*x3*x6+2*x2*x5+2*x1*x4+2*x0*x3+2*x1*x2-x3,
2*x2*x6+2*x1*x5+2*x0*x4+2*x1*x3+x2^2-x4,
2*x1*x6+2*x0*x5+2*x1*x4+2*x2*x3-x5
)";

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

double max_abs_diff(const std::vector<double> &a, const std::vector<double> &b) {
  double m = 0;
  for (std::size_t i = 0; i < a.size(); ++i)
    m = std::max(m, std::fabs(a[i] - b[i]));
  return m;
}

void run_demo(std::size_t points, bool allow_gpu) {
  auto now = [] { return std::chrono::steady_clock::now(); };
  ExprPool pool;
  Expr f = parse(pool, kSeed);
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  fmt::print("expression      f = {}\n", f);
  fmt::print("derivative  df/dx = {}\n", diff(f, x));

  // Inputs: a deterministic sweep over [-4, 4] x [-3, 3].
  std::vector<double> xs(points), ys(points);
  for (std::size_t i = 0; i < points; ++i) {
    double t = points > 1 ? double(i) / double(points - 1) : 0.5;
    xs[i] = -4 + 8 * t;
    ys[i] = 3 * std::sin(7 * t);
  }
  Expr inputs[] = {x, y};
  std::span<const double> cols[] = {xs, ys};

  auto t0 = now();
  std::vector<double> ref = evaluate_batch(f, inputs, cols);
  double interp_s = seconds_since(t0);
  fmt::print("interpreter     {} points in {:.2f} ms\n", points, interp_s * 1e3);

  t0 = now();
  // Vector math (libmvec, 4 points per call on AVX2 hosts) and all hardware
  // threads: the fast configuration; it stays within a few ulp of libm.
  JitOptions jit_options;
  jit_options.vector_math = true;
  CompiledFn jit = compile_expr(f, inputs, jit_options);
  double compile_s = seconds_since(t0);
  jit.call_batch(cols); // first call: thread pool start-up stays out of the figure
  t0 = now();
  std::vector<double> cpu = jit.call_batch(cols);
  double jit_s = seconds_since(t0);
  fmt::print("cpu jit         {} points in {:.2f} ms (compile {:.1f} ms), {:.1f}x the interpreter, "
             "max |jit - interpreter| = {:.3g}\n",
             points, jit_s * 1e3, compile_s * 1e3, interp_s / jit_s, max_abs_diff(cpu, ref));

  int devices = allow_gpu ? cuda_device_count() : 0;
#if ALKAHEST_HAS_CUDA
  if (devices > 0) {
    t0 = now();
    CudaCompiledFn gpu = compile_cuda(f, inputs);
    std::vector<double> dev = gpu.call_batch(cols);
    double first_s = seconds_since(t0);
    t0 = now();
    dev = gpu.call_batch(cols);
    double gpu_s = seconds_since(t0);
    CudaLaunchReport where = gpu.last_launch();
    fmt::print("gpu             {} points in {:.2f} ms on device {} ({}), host vectors in and out; "
               "first call {:.1f} ms; max |gpu - interpreter| = {:.3g}\n",
               points, gpu_s * 1e3, where.ordinals.empty() ? -1 : where.ordinals.front(),
               where.device_name, first_s * 1e3, max_abs_diff(dev, ref));
  } else {
    fmt::print("gpu             not used: {}\n",
               allow_gpu ? cuda_driver_status() : std::string("--no-gpu given"));
  }
#else
  fmt::print("gpu             not in this build (configured with ALKAHEST_CUDA=OFF); "
             "{} device(s) present\n",
             devices);
#endif

  fmt::print("\ngroebner basis of katsura6 over Q (grevlex):\n");
  t0 = now();
  GroebnerBasis gb = GroebnerBasis::compute_msolve(kKatsura6);
  fmt::print("  {}\n", gb.summary());
  std::string text = gb.to_msolve();
  std::size_t cut = text.find('\n');
  fmt::print("  first element: {}{}\n", text.substr(0, std::min<std::size_t>(cut, 160)),
             cut > 160 ? " ..." : "");
  fmt::print("  ({:.3f} s)\n", seconds_since(t0));
}

} // namespace

CommandState add_demo_command(CLI::App &app) {
  auto *cmd = app.add_subcommand(
      "demo", "The main job: parse, differentiate and evaluate an expression with the "
              "interpreter, the CPU JIT and the GPU (if present), then a Groebner basis");
  struct Args {
    std::size_t points = 1000000;
    bool no_gpu = false;
  };
  auto a = std::make_shared<Args>();
  // 10^9 points are 16 GB of columns: more is refused rather than left to the allocator.
  add_number_option(*cmd, "--points", a->points, "Points to evaluate (default 10^6)",
                    std::size_t(1), std::size_t(1000000000));
  cmd->add_flag("--no-gpu", a->no_gpu, "Do not use a GPU even when one is present");
  cmd->callback([a] { run_demo(a->points, !a->no_gpu); });
  return a;
}

} // namespace alkahest::cli
