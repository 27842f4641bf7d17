// gpu-tests/gpu_f32_test.cpp - CudaOptions::precision F32 and F32Native on the device: float
// columns against the interpreter on 1000 random expressions each, the seed on aligned and
// unaligned views, libdevice's float functions within their documented ulp.
#include "f32_reference.hpp"
#include "gpu_test_support.hpp"
#include "random_expr.hpp"

#include "runtime.hpp"

#include <alkahest/expr/interpret.hpp>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>

using namespace alkahest;
using alkahest::gputest::have_gpu;
using alkahest::gputest::random_columns;
using alkahest::gputest::spans;

namespace {

CudaOptions f32_options() {
  CudaOptions o;
  o.precision = Precision::F32;
  return o;
}

// The F32 kernel over float copies of `cols` on device 0 (`offset` floats
// into each buffer, to exercise the unaligned scalar path): every output,
// one vector per output.
std::vector<std::vector<float>> run_f32(const CudaCompiledFn &f,
                                        const std::vector<std::vector<float>> &cols,
                                        std::size_t offset = 0) {
  const std::size_t n = cols.empty() ? 0 : cols[0].size();
  const std::size_t bytes = (n + offset) * sizeof(float);
  const cuda::DriverApi &api = cuda::require_driver();
  std::vector<cuda::DeviceBuffer> in_bufs, out_bufs;
  std::vector<std::uint64_t> ins, outs;
  cuda::ContextScope scope(0);
  for (const auto &c : cols) {
    in_bufs.emplace_back(0, bytes);
    ins.push_back(in_bufs.back().get() + offset * sizeof(float));
    cuda::check(api.cuMemcpyHtoD(ins.back(), c.data(), n * sizeof(float)), "HtoD");
  }
  for (std::size_t j = 0; j < f.n_outputs(); ++j) {
    out_bufs.emplace_back(0, bytes);
    outs.push_back(out_bufs.back().get() + offset * sizeof(float));
  }
  f.call_device_ptrs(0, ins, outs, n);
  REQUIRE(f.last_launch().path == "device_ptrs");
  REQUIRE(f.last_launch().ordinals == std::vector<int>{0}); // ran on the GPU
  REQUIRE(f.last_launch().points == n);
  std::vector<std::vector<float>> result(f.n_outputs(), std::vector<float>(n));
  for (std::size_t j = 0; j < outs.size(); ++j)
    cuda::check(api.cuMemcpyDtoH(result[j].data(), outs[j], n * sizeof(float)), "DtoH");
  return result;
}

std::vector<std::vector<float>> as_float(const std::vector<std::vector<double>> &c) {
  std::vector<std::vector<float>> out;
  for (const auto &col : c)
    out.emplace_back(col.begin(), col.end());
  return out;
}
std::vector<std::vector<double>> as_double(const std::vector<std::vector<float>> &c) {
  std::vector<std::vector<double>> out;
  for (const auto &col : c)
    out.emplace_back(col.begin(), col.end());
  return out;
}

// The F32 bound: the output is the f64 kernel's value rounded once, and
// that value is within `tol` of the interpreter's `ref` (the f64 tier's
// bound: the forward error bound, and never less than 4 double ulp, as
// gputest::agrees_within has it), so the output lies in
// [round(ref - tol), round(ref + tol)] (rounding is monotonic): within tol
// plus half a float ulp.
bool within_f32_bound(float got, double ref, double tol) {
  if (std::isnan(ref) || std::isnan(got)) return std::isnan(ref) && std::isnan(got);
  if (std::isfinite(ref)) tol = std::max(tol, 4 * std::fabs(std::nextafter(ref, INFINITY) - ref));
  if (std::isinf(tol) || !std::isfinite(ref)) return std::isfinite(ref) == std::isfinite(got);
  return static_cast<float>(ref - tol) <= got && got <= static_cast<float>(ref + tol);
}

} // namespace

TEST_CASE("F32: 1000 random expressions agree with the interpreter rounded to float",
          "[gpu][f32][differential]") {
  if (!have_gpu()) return;
  ExprPool p;
  std::vector<Expr> vars = {p.symbol("x"), p.symbol("y"), p.symbol("z")};
  testing::RandomExprOptions opt;
  opt.funcs = testing::RandomFuncs::Smooth;
  opt.max_depth = 4;
  testing::RandomExprGenerator gen(p, vars, 20261202, opt);
  const std::size_t n = 1027; // 4-point groups and a scalar tail
  auto cols = as_float(random_columns(3, n, -2, 2, 13));
  auto wide = as_double(cols); // the floats' exact values: the interpreter's inputs
  auto sp = spans(wide);
  int checked = 0, failed = 0;
  for (int batch = 0; batch < 25; ++batch) {
    std::vector<Expr> exprs;
    for (int t = 0; t < 40; ++t)
      exprs.push_back(gen.next());
    CudaCompiledFn f = compile_cuda(std::span<const Expr>(exprs), vars, f32_options());
    auto gpu = run_f32(f, cols);
    for (std::size_t t = 0; t < exprs.size(); ++t) {
      std::vector<const Node *> order = postorder(exprs[t]);
      std::vector<Expr> nodes;
      for (const Node *node : order)
        nodes.emplace_back(node, &p);
      auto all = evaluate_batch(std::span<const Expr>(nodes), vars, sp);
      const std::vector<double> &ref = all.back();
      for (std::size_t i = 0; i < n; ++i) {
        double tol = gputest::error_bound(order, all, i);
        if (!within_f32_bound(gpu[t][i], ref[i], tol)) {
          ++failed;
          FAIL_CHECK("batch " << batch << " expression " << t << " point " << i << ": gpu "
                              << gpu[t][i] << " ref " << ref[i] << " tol " << tol);
          break;
        }
      }
      ++checked;
    }
  }
  CHECK(checked == 1000);
  CHECK(failed == 0);
}

TEST_CASE("F32 seed expression: aligned (4-float vectors) and unaligned views", "[gpu][f32]") {
  if (!have_gpu()) return;
  gputest::Seed s;
  CudaCompiledFn f = compile_cuda(s.e, s.ins, f32_options());
  CHECK(f.ptx().find(".v4.f32") != std::string::npos); // 16-byte groups
  const std::size_t n = (1u << 20) + 5;
  auto cols = as_float(random_columns(2, n, -3, 3, 5));
  auto ref = evaluate_batch(s.e, s.ins, spans(as_double(cols)));
  for (std::size_t offset : {std::size_t(0), std::size_t(1)}) {
    INFO("offset " << offset << " floats");
    auto gpu = run_f32(f, cols, offset);
    std::size_t off_by_one = 0, worse = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const float r = static_cast<float>(ref[i]);
      if (gpu[0][i] == r) continue;
      (std::nextafter(r, gpu[0][i]) == gpu[0][i] ? off_by_one : worse)++;
    }
    CHECK(worse == 0);
    CHECK(off_by_one * 1000 <= n); // libdevice's sin/cos: a few double ulp
  }
  // The host-column calls take doubles: refused for an F32 kernel.
  try {
    f.call_batch(spans(as_double(cols)));
    FAIL("no error");
  } catch (const Error &e) {
    CHECK(std::string(e.code()) == "E-CUDA-007");
  }
}

TEST_CASE("F32Native: 1000 random expressions within the float forward error bound",
          "[gpu][f32][differential]") {
  if (!have_gpu()) return;
  ExprPool p;
  std::vector<Expr> vars = {p.symbol("x"), p.symbol("y"), p.symbol("z")};
  testing::RandomExprOptions opt;
  opt.funcs = testing::RandomFuncs::Smooth;
  opt.max_depth = 4;
  testing::RandomExprGenerator gen(p, vars, 20261203, opt);
  const std::size_t n = 1027;
  auto cols = as_float(random_columns(3, n, -2, 2, 17));
  auto wide = as_double(cols);
  auto sp = spans(wide);
  CudaOptions o;
  o.precision = Precision::F32Native;
  int checked = 0, failed = 0;
  std::size_t overflowing = 0;
  for (int batch = 0; batch < 25; ++batch) {
    std::vector<Expr> exprs;
    for (int t = 0; t < 40; ++t)
      exprs.push_back(gen.next());
    CudaCompiledFn f = compile_cuda(std::span<const Expr>(exprs), vars, o);
    if (batch == 0) CHECK(f.ptx().find("cvt.f64.f32") == std::string::npos); // no widening
    auto gpu = run_f32(f, cols);
    for (std::size_t t = 0; t < exprs.size(); ++t) {
      std::vector<const Node *> order = postorder(exprs[t]);
      std::vector<Expr> nodes;
      for (const Node *node : order)
        nodes.emplace_back(node, &p);
      auto all = evaluate_batch(std::span<const Expr>(nodes), vars, sp);
      const std::vector<double> &ref = all.back();
      for (std::size_t i = 0; i < n; ++i) {
        // A step whose exact value is beyond float's range overflows in
        // float arithmetic (inf, then perhaps NaN): no bound applies there.
        bool beyond_float = false;
        for (const auto &node_values : all)
          beyond_float = beyond_float || std::fabs(node_values[i]) > FLT_MAX;
        if (beyond_float) {
          ++overflowing;
          continue;
        }
        // Every step rounds to float: the first-order bound in float ulps
        // (4 per libdevice function, 1 per operation, half per constant).
        const double tol = gputest::error_bound(order, all, i, true);
        const float got = gpu[t][i];
        const bool ok = std::isnan(ref[i]) || std::isnan(got)
                            ? std::isnan(ref[i]) && std::isnan(got)
                            : test::float_ulp_distance(static_cast<float>(ref[i]), got) <= 4 ||
                                  std::fabs(got - ref[i]) <= tol ||
                                  (std::isinf(tol) && std::isfinite(ref[i]) == std::isfinite(got));
        if (!ok) {
          ++failed;
          FAIL_CHECK("batch " << batch << " expression " << t << " point " << i << ": gpu " << got
                              << " ref " << ref[i] << " tol " << tol);
          break;
        }
      }
      ++checked;
    }
  }
  CHECK(checked == 1000);
  CHECK(failed == 0);
  CHECK(overflowing * 20 <= checked * n); // the bound holds on nearly every point
}

TEST_CASE("F32Native functions within libdevice's documented float ulp", "[gpu][f32]") {
  if (!have_gpu()) return;
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y");
  struct Case {
    const char *name;
    Expr e;
    double lo, hi;
    std::uint32_t ulps; // CUDA Programming Guide, single precision (pow: 8)
  };
  const Case cases[] = {
      {"sin", sin(x), -100, 100, 2},   {"cos", cos(x), -100, 100, 2},
      {"tan", tan(x), -1.5, 1.5, 4},   {"exp", exp(x), -80, 80, 2},
      {"log", log(x), 1e-6, 1e6, 1},   {"sqrt", sqrt(x), 0, 1e6, 0},
      {"asin", asin(x), -1, 1, 4},     {"acos", acos(x), -1, 1, 4},
      {"atan", atan(x), -100, 100, 2}, {"atan2", atan2(x, y), -10, 10, 3},
      {"sinh", sinh(x), -80, 80, 3},   {"cosh", cosh(x), -80, 80, 2},
      {"tanh", tanh(x), -10, 10, 2},   {"erf", erf(x), -4, 4, 2},
      {"pow", pow(x, y), 0.01, 10, 8},
  };
  CudaOptions o;
  o.precision = Precision::F32Native;
  const std::size_t n = 4099;
  for (const Case &c : cases) {
    INFO(c.name);
    auto cols = as_float(random_columns(2, n, c.lo, c.hi, 23));
    CudaCompiledFn f = compile_cuda(c.e, std::vector<Expr>{x, y}, o);
    auto gpu = run_f32(f, cols);
    const std::vector<Expr> ins = {x, y};
    auto ref = evaluate_batch(c.e, ins, spans(as_double(cols)));
    std::uint32_t worst = 0;
    for (std::size_t i = 0; i < n; ++i)
      if (std::isfinite(ref[i]) && std::fabs(ref[i]) < 1e38)
        worst = std::max(worst, test::float_ulp_distance(static_cast<float>(ref[i]), gpu[0][i]));
    CHECK(worst <= c.ulps);
  }
}
