// gpu-tests/gpu_parameters_test.cpp - kernel parameters on the device: against the interpreter, a
// fit loop, zero copy.
#include "gpu_test_support.hpp"
#include "gauss_newton.hpp"

#include "runtime.hpp"

#include <alkahest/expr/interpret.hpp>

#include <cmath>

using namespace alkahest;
using alkahest::gputest::have_gpu;
using alkahest::gputest::random_columns;
using alkahest::gputest::spans;
using alkahest::gputest::ulp_distance;

namespace {

// The interpreter with the parameters bound as further symbols, one
// constant column each: the reference for every point.
std::vector<double> reference(const Expr &e, std::vector<Expr> symbols,
                              const std::vector<std::vector<double>> &cols,
                              std::span<const double> values, const std::vector<Expr> &params) {
  std::vector<std::vector<double>> all = cols;
  const std::size_t n = cols.empty() ? 0 : cols[0].size();
  for (double v : values)
    all.emplace_back(n, v);
  symbols.insert(symbols.end(), params.begin(), params.end());
  auto sp = spans(all);
  return evaluate_batch(e, symbols, sp);
}

} // namespace

TEST_CASE("parameters agree with the interpreter on the GPU, in every kernel shape",
          "[gpu][parameters]") {
  if (!have_gpu()) return;
  ExprPool p;
  Expr t = p.symbol("t"), y = p.symbol("y"), amp = p.symbol("A"), k = p.symbol("k"),
       c = p.symbol("c");
  // A sum of non-negative terms for A > 0 (no cancellation), so a few ulp
  // per function call stay a few ulp of the result.
  Expr e = amp * exp(-k * t) * (p.integer(2) + cos(c * y)) + k * k * t * t / (p.integer(1) + y * y);
  const std::vector<Expr> ins = {t, y}, params = {amp, k, c};
  const std::size_t n = 100'003; // odd: the scalar tail of 2-point groups runs too
  auto cols = random_columns(2, n, -3, 3, 5);
  auto sp = spans(cols);
  const std::vector<std::vector<double>> values = {
      {2.5, 1.3, 0.5}, {1.0, 0.0, 3.0}, {1e-3, -0.25, 7.5}};
  for (unsigned width : {1u, 2u})
    for (unsigned unroll : {1u, 2u}) {
      CudaOptions o;
      o.vector_width = width;
      o.unroll = unroll;
      CudaCompiledFn f = compile_cuda(e, ins, params, o);
      REQUIRE(f.n_parameters() == 3);
      for (const auto &v : values) {
        INFO("vector_width " << width << " unroll " << unroll << " A=" << v[0] << " k=" << v[1]
                             << " c=" << v[2]);
        std::vector<double> gpu = f.call_batch(sp, v);
        // Ran on the device, not anywhere else.
        REQUIRE(f.last_launch().ordinals == std::vector<int>{0});
        REQUIRE(f.last_launch().path == "host");
        REQUIRE(f.last_launch().points == n);
        std::vector<double> ref = reference(e, ins, cols, v, params);
        std::uint64_t worst = 0;
        for (std::size_t i = 0; i < n; ++i)
          worst = std::max(worst, ulp_distance(gpu[i], ref[i]));
        CHECK(worst <= 8);
      }
    }
}

TEST_CASE("a Gauss-Newton fit on the GPU changes the parameters every step with one kernel",
          "[gpu][parameters]") {
  if (!have_gpu()) return;
  ExprPool p;
  Expr t = p.symbol("t"), yv = p.symbol("y"), amp = p.symbol("A"), k = p.symbol("k");
  Expr r = amp * exp(-k * t) - yv;
  std::vector<Expr> outs = {r, diff(r, amp), diff(r, k)};
  const std::vector<Expr> ins = {t, yv}, params = {amp, k};
  CudaCompiledFn f = compile_cuda(outs, ins, params);
  const std::string *kernel_ptx = &f.ptx();

  const std::size_t n = 1'000'000;
  std::vector<double> ts(n), ys(n);
  for (std::size_t i = 0; i < n; ++i) {
    ts[i] = 4.0 * double(i) / double(n);
    ys[i] = 2.5 * std::exp(-1.3 * ts[i]);
  }
  std::vector<std::span<const double>> cols = {ts, ys};
  std::vector<double> res(n), dA(n), dk(n);
  std::span<double> out[] = {res, dA, dk};
  std::vector<double> v = {1.0, 0.5};
  for (int step = 0; step < 30; ++step) {
    f.call_batch_into(0, cols, v, out);
    REQUIRE(f.last_launch().ordinals == std::vector<int>{0});
    // The same kernel every step (a recompile would be another cache entry).
    REQUIRE(&compile_cuda(outs, ins, params).ptx() == kernel_ptx);
    const double expect = v[0] * std::exp(-v[1] * ts[n / 2]) - ys[n / 2];
    REQUIRE(std::fabs(res[n / 2] - expect) <= 1e-14 + 1e-12 * std::fabs(expect));
    alkahest::test::gauss_newton_step(res, dA, dk, v);
  }
  CHECK(v[0] == Approx(2.5).epsilon(1e-10));
  CHECK(v[1] == Approx(1.3).epsilon(1e-10));
}

TEST_CASE("parameters with device pointers, asynchronously on the caller's stream",
          "[gpu][parameters][zerocopy]") {
  if (!have_gpu()) return;
  ExprPool p;
  Expr x = p.symbol("x"), a = p.symbol("a"), b = p.symbol("b");
  Expr e = a * x * x + b;
  CudaCompiledFn f = compile_cuda(e, {x}, {a, b});
  const std::size_t n = 65'537;
  auto cols = random_columns(1, n, -2, 2, 9);
  const cuda::DriverApi &api = cuda::require_driver();
  cuda::DeviceBuffer dx(0, n * 8), d1(0, n * 8), d2(0, n * 8);
  cuda::ContextScope scope(0);
  cuda::check(api.cuMemcpyHtoD(dx.get(), cols[0].data(), n * 8), "HtoD");
  cuda::CUstream stream = nullptr;
  cuda::check(api.cuStreamCreate(&stream, cuda::CU_STREAM_NON_BLOCKING), "cuStreamCreate");
  std::vector<std::uint64_t> ins = {dx.get()}, out1 = {d1.get()}, out2 = {d2.get()};
  {
    // Two launches queued back to back with other values; the first
    // call's values go out of scope before the stream runs.
    std::vector<double> first = {3.0, -1.0};
    f.call_device_ptrs(0, ins, first, out1, n, stream);
  }
  std::vector<double> second = {-0.5, 2.0};
  f.call_device_ptrs(0, ins, second, out2, n, stream);
  second = {99.0, 99.0};
  cuda::check(api.cuStreamSynchronize(stream), "sync");
  CHECK(f.last_launch().path == "device_ptrs");
  CHECK(f.last_launch().ordinals == std::vector<int>{0});
  std::vector<double> r1(n), r2(n);
  cuda::check(api.cuMemcpyDtoH(r1.data(), d1.get(), n * 8), "DtoH");
  cuda::check(api.cuMemcpyDtoH(r2.data(), d2.get(), n * 8), "DtoH");
  cuda::check(api.cuStreamDestroy(stream), "destroy");
  std::vector<double> v1 = {3.0, -1.0}, v2 = {-0.5, 2.0};
  std::vector<double> ref1 = reference(e, {x}, cols, v1, {a, b}),
                      ref2 = reference(e, {x}, cols, v2, {a, b});
  // Arithmetic only: bit-identical to the interpreter.
  CHECK(std::memcmp(r1.data(), ref1.data(), n * 8) == 0);
  CHECK(std::memcmp(r2.data(), ref2.data(), n * 8) == 0);
  // A wrong count is refused before anything is queued.
  std::vector<double> one = {1.0};
  try {
    f.call_device_ptrs(0, ins, one, out1, n);
    FAIL("no error");
  } catch (const Error &err) {
    CHECK(std::string(err.code()) == "E-CUDA-010");
  }
}
