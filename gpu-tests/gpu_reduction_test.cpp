// gpu-tests/gpu_reduction_test.cpp - reductions over points on the device: against exact sums of
// the interpreter's values, the documented order bit for bit, identical across launches, grids,
// chunks, CPU.
#include "gpu_test_support.hpp"
#include "jit_test_support.hpp"
#include "reduction_reference.hpp"

#include "runtime.hpp"

#include <alkahest/expr/interpret.hpp>
#include <alkahest/jit.hpp>

#include <fmt/format.h>

#include <bit>
#include <cmath>

using namespace alkahest;
using namespace alkahest::reduction_test;
using alkahest::gputest::have_gpu;
using alkahest::gputest::random_columns;
using alkahest::gputest::spans;

namespace {

constexpr double kU = 0x1p-53;

bool same_bits(double a, double b) {
  return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b) ||
         (std::isnan(a) && std::isnan(b));
}

// The report of a call that ran kernels on device 0.
void require_ran_on_gpu(const CudaLaunchReport &r, const char *path, std::size_t n) {
  REQUIRE(r.path == path);
  REQUIRE(r.ordinals == std::vector<int>{0});
  REQUIRE(!r.device_name.empty());
  REQUIRE(r.points == n);
}

// Max/min of values as the interpreter orders them (NaN wins).
double extreme(const std::vector<double> &v, bool is_max) {
  double r = is_max ? -INFINITY : INFINITY;
  for (double x : v) {
    if (std::isnan(x)) return NAN;
    if (is_max ? (x > r || (x == r && !std::signbit(x))) : (x < r || (x == r && std::signbit(x))))
      r = x;
  }
  return r;
}

} // namespace

TEST_CASE("GPU reductions of 1200 random expressions: the documented order bit for bit, and "
          "within the bound of the interpreter's exact sums",
          "[gpu][reduction]") {
  if (!have_gpu()) return;
  ExprPool pool;
  std::vector<Expr> vars = {pool.symbol("x"), pool.symbol("y"), pool.symbol("z")};
  const int modules = 30, per_module = 40;
  const std::size_t n = 2500;
  ReductionOptions ro;
  ro.tile_points = 256;
  ro.lanes = 32;
  const double depth = documented_order_depth(n, ro.tile_points, ro.lanes);
  std::size_t compared = 0, finite = 0, order_failures = 0, bound_failures = 0;
  std::string first;
  for (int m = 0; m < modules; ++m) {
    jit_test::RandomExprs gen(pool, vars, 4000 + static_cast<std::uint64_t>(m));
    std::vector<Expr> exprs;
    std::vector<Reduction> rs;
    for (int k = 0; k < per_module; ++k) {
      exprs.push_back(gen.next(2 + k % 4));
      rs.push_back(k % 4 == 3   ? max_of(exprs.back())
                   : k % 4 == 2 ? min_of(exprs.back())
                                : sum_of(exprs.back()));
    }
    auto cols = random_columns(vars.size(), n, -4, 4, 900 + static_cast<unsigned>(m));
    CudaCompiledReduction r = compile_cuda_reduction(rs, vars, {}, ro);
    std::vector<double> got = r.call(0, spans(cols));
    require_ran_on_gpu(r.last_launch(), "host", n);
    // The device's own per-point values (the same lowering and libdevice
    // calls, no contraction) and the interpreter's.
    std::vector<double> device_values = compile_cuda(exprs, vars).call_batch(spans(cols));
    auto ref = evaluate_batch(exprs, vars, spans(cols));
    for (int k = 0; k < per_module; ++k) {
      ++compared;
      std::vector<double> mine(device_values.begin() + k * n, device_values.begin() + (k + 1) * n);
      const bool is_sum = rs[k].op == ReduceOp::Sum;
      double want = is_sum ? documented_order_sum(mine, ro.tile_points, ro.lanes)
                           : extreme(mine, rs[k].op == ReduceOp::Max);
      if (!same_bits(got[k], want) && order_failures++ == 0)
        first = fmt::format("order: {}: {:a} vs {:a}", to_string(exprs[k]), got[k], want);
      if (!is_sum) continue;
      double exact = exact_sum(ref[k]), abs_sum = 0, point_error = 0;
      bool nan_point = false;
      for (std::size_t i = 0; i < n; ++i) {
        abs_sum += std::fabs(ref[k][i]);
        nan_point |= std::isnan(ref[k][i]) || std::isnan(mine[i]);
        point_error += std::fabs(mine[i] - ref[k][i]);
      }
      if (nan_point || !std::isfinite(abs_sum) || abs_sum > 1e300) continue;
      ++finite;
      double bound = depth * kU * abs_sum + point_error * (1 + 1e-12);
      if (!(std::fabs(got[k] - exact) <= bound) && bound_failures++ == 0)
        first = fmt::format("bound: {}: exact {:.17g} got {:.17g} bound {:.3g}",
                            to_string(exprs[k]), exact, got[k], bound);
    }
  }
  INFO(first);
  INFO(fmt::format("{} compared, {} finite sums, {} order failures, {} bound failures", compared,
                   finite, order_failures, bound_failures));
  CHECK(order_failures == 0);
  CHECK(bound_failures == 0);
  CHECK(compared >= 1000);
  CHECK(finite >= 300);
}

TEST_CASE("GPU reductions are bit-identical across launches, grids, chunks and equal the CPU's",
          "[gpu][reduction]") {
  if (!have_gpu()) return;
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y"), a = pool.symbol("a");
  // Arithmetic only: the CPU's per-point values are the GPU's.
  Expr e = x * y + (x * x - y) / pool.integer(7) + a * x;
  Reduction rs[] = {sum_of(e), dot_of(e, x - a), max_of(e), min_of(x * a)};
  std::vector<Expr> in = {x, y}, params = {a};
  const double p[] = {0.375};
  const std::size_t n = 5'000'011; // two host chunks, a short last tile
  auto cols = random_columns(2, n, -3, 3, 17);
  const cuda::DriverApi &api = cuda::require_driver();
  for (bool compensated : {false, true}) {
    ReductionOptions ro;
    ro.compensated = compensated;
    JitOptions jo;
    jo.threads = 3;
    std::vector<double> cpu = compile_reduction(rs, in, params, ro, jo).call(spans(cols), p);
    CudaCompiledReduction g = compile_cuda_reduction(rs, in, params, ro);
    std::vector<double> host = g.call(0, spans(cols), p);
    require_ran_on_gpu(g.last_launch(), "host", n);
    CHECK(g.last_launch().chunks == 2);
    cuda::DeviceBuffer dx(0, 8 * n), dy(0, 8 * n);
    {
      cuda::ContextScope scope(0);
      cuda::check(api.cuMemcpyHtoD(dx.get(), cols[0].data(), 8 * n), "cuMemcpyHtoD");
      cuda::check(api.cuMemcpyHtoD(dy.get(), cols[1].data(), 8 * n), "cuMemcpyHtoD");
    }
    std::vector<std::uint64_t> ins = {dx.get(), dy.get()};
    for (unsigned per_sm : {0u, 1u, 4u, 32u})
      for (unsigned unroll : {1u, 2u, 4u, 8u}) {
        CudaOptions o;
        o.max_blocks_per_sm = per_sm;
        o.unroll = unroll;
        CudaCompiledReduction gs = compile_cuda_reduction(rs, in, params, ro, o);
        for (int repeat = 0; repeat < 3; ++repeat) {
          std::vector<double> dev = gs.call_device_ptrs(0, ins, p, n);
          require_ran_on_gpu(gs.last_launch(), "device_ptrs", n);
          for (std::size_t k = 0; k < dev.size(); ++k) {
            INFO(fmt::format("compensated {} per_sm {} unroll {} reduction {}: {:a} host {:a} "
                             "cpu {:a}",
                             compensated, per_sm, unroll, k, dev[k], host[k], cpu[k]));
            CHECK(same_bits(dev[k], host[k]));
            CHECK(same_bits(dev[k], cpu[k]));
          }
        }
      }
    if (!compensated) {
      std::vector<double> values(n);
      for (std::size_t i = 0; i < n; ++i)
        values[i] = evaluate(e, {x, y, a}, {cols[0][i], cols[1][i], p[0]});
      CHECK(same_bits(host[0], documented_order_sum(values, ro.tile_points, ro.lanes)));
    }
  }
}

TEST_CASE("GPU reductions whose tiles hold one or two groups a lane equal the CPU's bit for bit",
          "[gpu][reduction]") {
  if (!have_gpu()) return;
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  // The pipelined loop's edges: one trip (its last, reloading its own
  // group) and two; a short last tile after them.
  Reduction rs[] = {sum_of(x * y - y / pool.integer(3)), dot_of(x, y), max_of(x - y)};
  std::vector<Expr> in = {x, y};
  const std::size_t n = 100'003;
  auto cols = random_columns(2, n, -3, 3, 29);
  for (std::size_t tile : {std::size_t(128), std::size_t(256), std::size_t(512)}) {
    ReductionOptions ro;
    ro.lanes = 128;
    ro.tile_points = tile;
    std::vector<double> cpu = compile_reduction(rs, in, {}, ro).call(spans(cols));
    for (unsigned unroll : {1u, 2u, 4u}) {
      CudaOptions o;
      o.unroll = unroll;
      CudaCompiledReduction g = compile_cuda_reduction(rs, in, {}, ro, o);
      std::vector<double> got = g.call(0, spans(cols));
      require_ran_on_gpu(g.last_launch(), "host", n);
      for (std::size_t k = 0; k < got.size(); ++k) {
        INFO(fmt::format("tile {} unroll {} reduction {}: {:a} cpu {:a}", tile, unroll, k, got[k],
                         cpu[k]));
        CHECK(same_bits(got[k], cpu[k]));
      }
    }
  }
}

TEST_CASE("GPU log-likelihood and gradient in one launch; compensated sums; empty batches",
          "[gpu][reduction]") {
  if (!have_gpu()) return;
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y"), a = pool.symbol("a"), b = pool.symbol("b");
  Expr one = pool.integer(1), t = a * x + b;
  Expr ll = y * t - log(one + exp(t));
  Expr s = one / (one + exp(-t));
  Reduction rs[] = {sum_of(ll), dot_of(y - s, x), sum_of(y - s)};
  std::vector<Expr> in = {x, y}, params = {a, b};
  const std::size_t n = 1'000'003;
  auto cols = random_columns(2, n, -2, 2, 23);
  for (double &v : cols[1])
    v = v > 0 ? 1.0 : 0.0;
  const double p[] = {0.7, -0.2};
  ReductionOptions ro;
  ro.compensated = true;
  CudaCompiledReduction g = compile_cuda_reduction(rs, in, params, ro);
  std::vector<double> got = g.call(0, spans(cols), p);
  require_ran_on_gpu(g.last_launch(), "host", n);
  Expr grad_a = (y - s) * x, grad_b = y - s;
  Expr refs[] = {ll, grad_a, grad_b};
  for (int k = 0; k < 3; ++k) {
    std::vector<double> v(n);
    double abs_sum = 0;
    for (std::size_t i = 0; i < n; ++i) {
      v[i] = evaluate(refs[k], {x, y, a, b}, {cols[0][i], cols[1][i], p[0], p[1]});
      abs_sum += std::fabs(v[i]);
    }
    double exact = exact_sum(v);
    // Compensated: ~2u|S|; the per-point libdevice values are within a few
    // ulp of the interpreter's (8u per |v_i| covers log/exp's bounds).
    double bound = 2 * kU * std::fabs(exact) + 8 * kU * abs_sum;
    INFO(fmt::format("reduction {}: {:.17g} vs exact {:.17g}", k, got[k], exact));
    CHECK(std::fabs(got[k] - exact) <= bound);
  }
  std::vector<std::vector<double>> none(2);
  std::vector<double> empty = g.call(0, spans(none), p);
  CHECK(empty == std::vector<double>{0.0, 0.0, 0.0});
  require_ran_on_gpu(g.last_launch(), "host", 0);
}
