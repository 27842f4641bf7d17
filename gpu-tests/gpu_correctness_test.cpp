// gpu-tests/gpu_correctness_test.cpp - the GPU against the reference interpreter: random expressions, every function, determinism.
#include "gpu_test_support.hpp"

#include "../unittests/support/random_expr.hpp"

#include <alkahest/expr/interpret.hpp>
#include <alkahest/expr/traversal.hpp>

#include <random>
#include <unordered_map>

using namespace alkahest;
using alkahest::gputest::have_gpu;
using alkahest::gputest::random_columns;
using alkahest::gputest::spans;
using alkahest::gputest::ulp_distance;

TEST_CASE("each function alone agrees with the interpreter within 4 ulp", "[gpu][differential]") {
  if (!have_gpu())
    return;
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y");
  struct Case {
    const char *name;
    Expr e;
    double lo, hi;
    std::uint64_t max_ulp; // 0: bit-identical (IEEE operations, exact functions)
  };
  std::vector<Case> cases = {
      {"sin", sin(x), -100, 100, 4},      {"cos", cos(x), -100, 100, 4},
      {"tan", tan(x), -1.5, 1.5, 4},      {"exp", exp(x), -700, 700, 4},
      {"log", log(x), 1e-300, 1e300, 4},  {"sqrt", sqrt(x), 0, 1e300, 0},
      {"asin", asin(x), -1, 1, 4},        {"acos", acos(x), -1, 1, 4},
      {"atan", atan(x), -1e6, 1e6, 4},    {"atan2", atan2(x, y), -10, 10, 4},
      {"sinh", sinh(x), -700, 700, 4},    {"cosh", cosh(x), -700, 700, 4},
      {"tanh", tanh(x), -20, 20, 4},      {"erf", erf(x), -6, 6, 4},
      {"pow", pow(x, y), 0.01, 10, 4},    {"pow 1/3", pow(x, p.rational(1, 3)), 0, 1e6, 4},
      {"abs", abs(x), -10, 10, 0},        {"floor", floor(x), -1e6, 1e6, 0},
      {"ceil", ceil(x), -1e6, 1e6, 0},    {"sign", sign(x), -1, 1, 0},
      {"min", min(x, y), -10, 10, 0},     {"max", max(x, y), -10, 10, 0},
      {"x^7", pow(x, 7), -3, 3, 0},       {"x^-3", pow(x, -3), 0.1, 3, 0},
      {"arith", (x * y + x / y - p.integer(3)) * (x - y), -10, 10, 0},
  };
  std::vector<Expr> ins = {x, y};
  for (const Case &c : cases) {
    INFO(c.name);
    auto cols = random_columns(2, 1 << 16, c.lo, c.hi, 7);
    auto sp = spans(cols);
    CudaCompiledFn f = compile_cuda(c.e, ins);
    std::vector<double> gpu = f.call_batch(sp);
    std::vector<double> ref = evaluate_batch(c.e, ins, sp);
    REQUIRE(f.last_launch().ordinals == std::vector<int>{0});
    std::uint64_t worst = 0;
    for (std::size_t i = 0; i < ref.size(); ++i)
      worst = std::max(worst, ulp_distance(gpu[i], ref[i]));
    CHECK(worst <= c.max_ulp);
  }
}

TEST_CASE("1000 random expressions agree with the interpreter", "[gpu][differential]") {
  if (!have_gpu())
    return;
  // 25 multi-output kernels of 40 random expressions each: 1000 expressions
  // at the cost of 25 driver JITs. Each point is held to the first-order
  // forward error bound of its expression (error_bound): 4 ulp per function
  // call carried through the derivatives of the nodes above it.
  ExprPool p;
  std::vector<Expr> vars = {p.symbol("x"), p.symbol("y"), p.symbol("z")};
  testing::RandomExprOptions opt;
  opt.funcs = testing::RandomFuncs::Smooth;
  opt.max_depth = 4;
  testing::RandomExprGenerator gen(p, vars, 20261129, opt);
  const std::size_t n = 257;
  auto cols = random_columns(3, n, -2, 2, 11);
  auto sp = spans(cols);
  int checked = 0, failed = 0;
  for (int batch = 0; batch < 25; ++batch) {
    std::vector<Expr> exprs;
    for (int t = 0; t < 40; ++t)
      exprs.push_back(gen.next());
    CudaCompiledFn f = compile_cuda(std::span<const Expr>(exprs), vars);
    std::vector<std::vector<double>> gpu(exprs.size(), std::vector<double>(n));
    std::vector<std::span<double>> gs(gpu.begin(), gpu.end());
    f.call_batch_into(0, sp, gs);
    REQUIRE(f.last_launch().ordinals == std::vector<int>{0});
    REQUIRE(f.last_launch().points == n);
    for (std::size_t t = 0; t < exprs.size(); ++t) {
      std::vector<const Node *> order = postorder(exprs[t]);
      std::vector<Expr> nodes;
      for (const Node *node : order)
        nodes.emplace_back(node, &p);
      auto all = evaluate_batch(std::span<const Expr>(nodes), vars, sp);
      const std::vector<double> &ref = all.back(); // postorder ends at the root
      for (std::size_t i = 0; i < n; ++i) {
        double tol = gputest::error_bound(order, all, i);
        if (!gputest::agrees_within(gpu[t][i], ref[i], tol)) {
          ++failed;
          FAIL_CHECK("batch " << batch << " expression " << t << " point " << i << ": gpu " << gpu[t][i]
                              << " ref " << ref[i] << " tol " << tol);
          break;
        }
      }
      ++checked;
    }
  }
  CHECK(checked == 1000);
  CHECK(failed == 0);
}

TEST_CASE("repeated launches are bit-identical", "[gpu][determinism]") {
  if (!have_gpu())
    return;
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y");
  Expr e = sin(x) * cos(y) + (x * x + y * y) / p.integer(100);
  CudaCompiledFn f = compile_cuda(e, {x, y});
  auto cols = random_columns(2, 3'000'000, -10, 10, 3);
  auto sp = spans(cols);
  std::vector<double> a = f.call_batch(sp);
  for (int r = 0; r < 3; ++r) {
    std::vector<double> b = f.call_batch(sp);
    CHECK(std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0);
  }
  CHECK(f.last_launch().path == "host");
  CHECK(f.last_launch().streams == 1); // 3e6 points fit one chunk
}

TEST_CASE("large batches are chunked over two streams and stay correct", "[gpu][chunks]") {
  if (!have_gpu())
    return;
  ExprPool p;
  Expr x = p.symbol("x");
  Expr e = x * x + p.integer(1);
  CudaCompiledFn f = compile_cuda(e, {x});
  auto cols = random_columns(1, 20'000'000, -1, 1, 5);
  std::vector<double> out = f.call_batch(cols);
  CudaLaunchReport r = f.last_launch();
  CHECK(r.chunks >= 3);
  CHECK(r.streams == 2);
  bool ok = true;
  for (std::size_t i = 0; i < out.size(); ++i)
    ok &= out[i] == cols[0][i] * cols[0][i] + 1;
  CHECK(ok);
}

TEST_CASE("one-point and empty batches", "[gpu][edge]") {
  if (!have_gpu())
    return;
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y");
  CudaCompiledFn f = compile_cuda(atan2(x, y) + exp(x), {x, y});
  std::vector<std::vector<double>> one = {{0.5}, {2.0}};
  std::vector<double> out = f.call_batch(one);
  REQUIRE(out.size() == 1);
  CHECK(ulp_distance(out[0], std::atan2(0.5, 2.0) + std::exp(0.5)) <= 4);
  CHECK(f.last_launch().points == 1);
  std::vector<std::vector<double>> none = {{}, {}};
  CHECK(f.call_batch(none).empty());
}

TEST_CASE("multi-output kernels write every output", "[gpu][multi]") {
  if (!have_gpu())
    return;
  ExprPool p;
  Expr x = p.symbol("x");
  std::vector<Expr> outs = {sin(x), cos(x), x * x}, ins = {x};
  CudaCompiledFn f = compile_cuda(outs, ins);
  auto cols = random_columns(1, 100'000, -5, 5, 9);
  auto sp = spans(cols);
  std::vector<std::vector<double>> res(3, std::vector<double>(cols[0].size()));
  std::vector<std::span<double>> rs(res.begin(), res.end());
  f.call_batch_into(0, sp, rs);
  auto ref = evaluate_batch(std::span<const Expr>(outs), ins, sp);
  for (int j = 0; j < 3; ++j) {
    std::uint64_t worst = 0;
    for (std::size_t i = 0; i < ref[j].size(); ++i)
      worst = std::max(worst, ulp_distance(res[j][i], ref[j][i]));
    CHECK(worst <= 4);
  }
}

TEST_CASE("every code shape (unroll, grid, register cap, vector width, math calls) matches the default bit for bit", "[gpu][unroll]") {
  if (!have_gpu())
    return;
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y");
  std::vector<Expr> outs = {sin(x) * cos(y) + (x * x + y * y) / p.integer(100), exp(x - y)}, ins = {x, y};
  CudaCompiledFn plain = compile_cuda(outs, ins);
  for (std::size_t n : {std::size_t(1), std::size_t(7), std::size_t(100'003), std::size_t(2'000'001)}) {
    auto cols = random_columns(2, n, -20, 20, 11);
    auto sp = spans(cols);
    std::vector<std::vector<double>> want(2, std::vector<double>(n));
    std::vector<std::span<double>> ws(want.begin(), want.end());
    plain.call_batch_into(0, sp, ws);
    // Every code shape: unroll, grid cap, register cap, 2-point vector
    // groups (and their scalar tail for odd n), libdevice inlined or called.
    for (unsigned unroll : {1u, 2u, 3u, 4u, 8u})
      for (unsigned per_sm : {0u, 1u, 32u})
        for (unsigned width : {1u, 2u})
        for (CudaMathCalls calls : {CudaMathCalls::Inline, CudaMathCalls::Call}) {
        CudaOptions o;
        o.unroll = unroll;
        o.max_blocks_per_sm = per_sm;
        o.max_registers = unroll == 2 ? 40 : 0;
        o.vector_width = width;
        o.math_calls = calls;
        CudaCompiledFn f = compile_cuda(outs, ins, o);
        std::vector<std::vector<double>> got(2, std::vector<double>(n, -1.0));
        std::vector<std::span<double>> gs(got.begin(), got.end());
        f.call_batch_into(0, sp, gs);
        INFO("n " << n << " unroll " << unroll << " blocks/SM " << per_sm << " width " << width << " calls "
                  << static_cast<int>(calls));
        for (int j = 0; j < 2; ++j)
          CHECK(std::memcmp(got[j].data(), want[j].data(), n * sizeof(double)) == 0);
      }
  }
}
