// unittests/cuda/reduction_ptx_test.cpp - GPU reductions without a GPU: the two kernels' PTX (lanes
// as .maxntid, the shared-memory tree, barriers) and the refusals before any device is touched.
#include "error_code.hpp"

#include <alkahest/cuda.hpp>

#include <catch2/catch.hpp>

#if ALKAHEST_HAS_CUDA
#include <string>
#include <vector>

using namespace alkahest;
using alkahest::test::code_of;

TEST_CASE("compile_cuda_reduction emits a reduce kernel of `lanes` threads with a shared tree",
          "[cuda][reduction]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y"), a = p.symbol("a");
  std::vector<Expr> in = {x, y}, params = {a};
  Reduction rs[] = {sum_of(x * y + a), dot_of(x, y), max_of(x - y)};
  for (bool compensated : {false, true}) {
    ReductionOptions ro;
    ro.compensated = compensated;
    ro.lanes = 128;
    ro.tile_points = 2048;
    CudaCompiledReduction r = compile_cuda_reduction(rs, in, params, ro);
    CHECK(r.n_inputs() == 2);
    CHECK(r.n_parameters() == 1);
    CHECK(r.n_reductions() == 3);
    const std::string &ptx = r.ptx();
    CHECK(ptx.find(".entry alkahest_reduce(") != std::string::npos);
    CHECK(ptx.find(".maxntid 128") != std::string::npos);
    CHECK(ptx.find(".shared") != std::string::npos);
    CHECK(ptx.find("bar.sync") != std::string::npos);
    // Strict IEEE: no contraction of the Dot's products into its sums.
    CHECK(ptx.find("fma.rn.f64") == std::string::npos);
    // Scratch: one double per tile and reduction, two for compensated sums.
    const std::size_t words = compensated ? 2 : 1;
    CHECK(r.scratch_bytes(4096) == words * 3 * 2 * sizeof(double));
    CHECK(r.scratch_bytes(0) == sizeof(double));
  }
}

TEST_CASE("compile_cuda_reduction refuses bad reductions and options", "[cuda][reduction]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y");
  std::vector<Expr> in = {x};
  Reduction dot_missing[] = {{ReduceOp::Dot, x, {}}};
  CHECK(code_of([&] { compile_cuda_reduction(dot_missing, in); }) == "E-CUDA-002");
  Reduction unbound[] = {sum_of(x * y)};
  CHECK(code_of([&] { compile_cuda_reduction(unbound, in); }) == "E-CUDA-002");
  CHECK(code_of([&] { compile_cuda_reduction(std::span<const Reduction>(), in); }) == "E-CUDA-007");
  Reduction ok[] = {sum_of(x)};
  ReductionOptions ro;
  ro.lanes = 96;
  CHECK(code_of([&] { compile_cuda_reduction(ok, in, {}, ro); }) == "E-CUDA-007");
  ro.lanes = 256;
  ro.tile_points = 128;
  CHECK(code_of([&] { compile_cuda_reduction(ok, in, {}, ro); }) == "E-CUDA-007");
  CudaOptions o;
  o.sm = "sm_99";
  CHECK(code_of([&] { compile_cuda_reduction(ok, in, {}, {}, o); }) == "E-CUDA-006");
  o = {};
  o.max_nodes = 1;
  Reduction big[] = {sum_of(sin(x) + x)};
  CHECK(code_of([&] { compile_cuda_reduction(big, in, {}, {}, o); }) == "E-CUDA-009");
}
#endif
