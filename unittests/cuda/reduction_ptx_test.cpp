// unittests/cuda/reduction_ptx_test.cpp - GPU reductions without a GPU: the two kernels' PTX (lanes
// as .maxntid, the shared-memory tree, barriers) and the refusals before any device is touched.
#include "error_code.hpp"

#include <alkahest/cuda.hpp>

#include <catch2/catch.hpp>

#if ALKAHEST_HAS_CUDA
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>
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

TEST_CASE("the reduce kernel assembles with ptxas for sm_86 and sm_90",
          "[cuda][reduction][ptxas]") {
  std::string ptxas;
  for (const char *p : {"/usr/local/cuda/bin/ptxas", "/usr/bin/ptxas"})
    if (std::filesystem::exists(p)) ptxas = p;
  if (const char *h = std::getenv("CUDA_HOME"))
    if (std::filesystem::exists(std::filesystem::path(h) / "bin/ptxas"))
      ptxas = (std::filesystem::path(h) / "bin/ptxas").string();
  if (ptxas.empty()) {
    WARN("SKIPPED: no ptxas on this machine");
    return;
  }
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y"), a = p.symbol("a");
  std::vector<Expr> in = {x, y}, params = {a};
  Reduction rs[] = {sum_of(x * y + a), dot_of(x, y), min_of(x - y)};
  ReductionOptions ro;
  ro.compensated = true;
  auto dir = std::filesystem::temp_directory_path() /
             ("alkahest-reduce-ptxas-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "reduce.ptx") << compile_cuda_reduction(rs, in, params, ro).ptx();
  for (const char *arch : {"sm_86", "sm_90"}) {
    INFO(arch);
    const std::string cubin = (dir / (std::string(arch) + ".cubin")).string();
    const std::string cmd = "'" + ptxas + "' -arch=" + arch + " '" + (dir / "reduce.ptx").string() +
                            "' -o '" + cubin + "'";
    CHECK(std::system(cmd.c_str()) == 0);
    CHECK(std::filesystem::file_size(cubin) > 0);
  }
  std::filesystem::remove_all(dir);
}
#endif
