// fuzz/fuzz_interp_vs_gpu.cpp - differential: the reference interpreter against compile_cuda on a GPU.
//
// Run on the GPU machine (gpu-tests/run_on_device.sh gpufuzz); where no
// device is present every input returns at once. Each input is one to three
// expressions of the unit tests' generator over the smooth functions (sin
// cos exp atan tanh erf sinh cosh: libdevice and glibc may differ by an ulp
// or two, so points are held to the first-order forward error bound of
// gpu-tests/forward_error_bound.hpp, as the 1000-expression GPU test is;
// domains with poles would turn those ulps into NaN-or-not and are left to
// the CPU JIT differential) at finite points, with input-chosen code shapes
// (unroll, vector width, register cap, inlined or called libdevice).
#include "fuzz_input.hpp"
#include "random_expr.hpp"
#include "forward_error_bound.hpp"

#include <alkahest/cuda.hpp>
#include <alkahest/expr/interpret.hpp>
#include <alkahest/expr/traversal.hpp>

#include <fmt/format.h>

namespace {

constexpr const char *kTarget = "fuzz_interp_vs_gpu";

double finite_point(alkahest::fuzz::FuzzInput &in) {
  static const double table[] = {0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 3.0, 1e-300, 0.7853981633974483, 30.0, -30.0};
  unsigned k = in.pick(32);
  if (k < std::size(table)) return table[k];
  unsigned hi = in.byte(), lo = in.byte();
  return static_cast<double>(static_cast<std::int16_t>(hi << 8 | lo)) / 4096.0; // [-8, 8)
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  using namespace alkahest;
  static const bool have_device = cuda_device_count() > 0;
  if (!have_device) return 0;
  fuzz::FuzzInput in(data, size);
  ExprPool pool;
  std::vector<Expr> vars = {pool.symbol("x"), pool.symbol("y"), pool.symbol("z")};
  std::uint8_t o = in.byte();
  testing::RandomExprOptions opts;
  opts.funcs = testing::RandomFuncs::Smooth;
  opts.max_depth = 1 + (o & 3);
  opts.max_args = (o & 4) ? 4 : 3;
  CudaOptions cuda;
  cuda.unroll = 1 + ((o >> 3) & 1);
  cuda.vector_width = 1 + ((o >> 4) & 1);
  cuda.math_calls = (o & 32) ? CudaMathCalls::Call : CudaMathCalls::Automatic;
  cuda.max_registers = (o & 64) ? 64 : 0;
  cuda.disk_cache = false;
  const std::size_t n_out = 1 + in.pick(3), n = 1 + in.pick(16);
  std::vector<std::vector<double>> columns(vars.size(), std::vector<double>(n));
  for (std::size_t i = 0; i < n; ++i)
    for (auto &col : columns) col[i] = finite_point(in);
  std::vector<Expr> outputs;
  try {
    testing::BasicRandomExprGenerator<fuzz::ByteRng> gen(pool, vars, fuzz::ByteRng(in), opts);
    for (std::size_t j = 0; j < n_out; ++j) outputs.push_back(gen.next());
  } catch (const Error &) {
    return 0; // a generated node the canonical constructors refuse
  }
  std::vector<std::span<const double>> cols(columns.begin(), columns.end());
  try {
    CudaCompiledFn f = compile_cuda(std::span<const Expr>(outputs), vars, cuda);
    std::vector<std::vector<double>> got(outputs.size(), std::vector<double>(n));
    std::vector<std::span<double>> gs(got.begin(), got.end());
    f.call_batch_into(0, cols, gs);
    if (f.last_launch().ordinals != std::vector<int>{0}) fuzz::finding(kTarget, "the launch did not run on device 0");
    for (std::size_t j = 0; j < outputs.size(); ++j) {
      std::vector<const Node *> order = postorder(outputs[j]);
      std::vector<Expr> nodes;
      for (const Node *node : order) nodes.emplace_back(node, &pool);
      auto values = evaluate_batch(std::span<const Expr>(nodes), vars, cols);
      for (std::size_t i = 0; i < n; ++i) {
        double ref = values.back()[i], tol = gputest::error_bound(order, values, i);
        if (!gputest::agrees_within(got[j][i], ref, tol))
          fuzz::finding(kTarget, fmt::format("{} at x={:a} y={:a} z={:a}: interpreter {:a}, gpu {:a}, bound {:g} "
                                             "(unroll {} width {} calls {} maxreg {})",
                                             to_string(outputs[j]), columns[0][i], columns[1][i], columns[2][i], ref,
                                             got[j][i], tol, cuda.unroll, cuda.vector_width,
                                             static_cast<int>(cuda.math_calls), cuda.max_registers));
      }
    }
  } catch (const Error &e) {
    fuzz::finding(kTarget, std::string("valid expressions refused: ") + e.what());
  } catch (const std::exception &e) {
    fuzz::finding(kTarget, std::string("exception that is no alkahest::Error: ") + e.what());
  }
  return 0;
}
