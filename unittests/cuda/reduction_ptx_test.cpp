// unittests/cuda/reduction_ptx_test.cpp - GPU reductions without a GPU: the two kernels' PTX (lanes
// as .maxntid, the shared-memory tree, barriers) and the refusals before any device is touched.
#include "error_code.hpp"
#include "ptx_point_work.hpp"

#include <alkahest/cuda.hpp>

#include <catch2/catch.hpp>

#if ALKAHEST_HAS_CUDA
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
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

// Whether `loop` is software-pipelined: it loads `loads` input values, and
// inside it only the copies that rotate the buffer read them (the math reads
// the previous trip's group), while the first group is loaded before it.
static bool pipelined(const nvptx::PtxEntryScan &scan, const nvptx::PtxLoop &loop,
                      std::size_t loads) {
  std::set<std::string> loaded;
  std::size_t in_loop = 0, before = 0, math = 0;
  for (std::size_t i = loop.head; i <= loop.latch; ++i)
    if (scan.body[i].input_load) {
      ++in_loop;
      loaded.insert(scan.body[i].defs.begin(), scan.body[i].defs.end());
    }
  for (std::size_t i = 0; i < loop.head; ++i)
    before += scan.body[i].input_load;
  for (std::size_t i = loop.head; i <= loop.latch; ++i) {
    const nvptx::PtxInstruction &ins = scan.body[i];
    math += nvptx::is_fp64_full_rate(ins.opcode);
    for (const std::string &u : ins.uses)
      if (loaded.count(u) && ins.opcode.rfind("mov.", 0) != 0) return false;
  }
  return in_loop == loads && before >= loads && math > 0;
}

TEST_CASE("reduction PTX: the full-tile loop loads the next group before this group's math",
          "[cuda][reduction][ptx]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y");
  std::vector<Expr> in = {x, y};
  Reduction rs[] = {sum_of(exp(x) * y + log(p.integer(1) + x * x)), dot_of(x, y)};
  for (unsigned unroll : {1u, 2u, 4u}) {
    INFO("unroll " << unroll);
    ReductionOptions ro;
    ro.lanes = 128;
    ro.tile_points = 2048;
    CudaOptions o;
    o.unroll = unroll;
    const CudaCompiledReduction r = compile_cuda_reduction(rs, in, {}, ro, o);
    const nvptx::PtxEntryScan scan = nvptx::scan_ptx_entry(r.ptx(), "alkahest_reduce", 2);
    // One loop loads a group a trip (`unroll` points of both columns) for
    // the next trip; the last tile's point-by-point loop is not pipelined.
    std::size_t found = 0;
    for (const nvptx::PtxLoop &l : scan.loops)
      found += pipelined(scan, l, 2 * unroll);
    CHECK(found == 1);
  }
}

TEST_CASE("reduction PTX scan: a rotated loop, its input loads and its FP64 work",
          "[cuda][reduction][ptx]") {
  // A rotated loop as block placement lays it out: the latch block above
  // the header, closed by two backward branches whose spans overlap.
  const char *ptx = R"(
.visible .entry k(
	.param .u64 k_param_0,
	.param .u64 k_param_1
)
{
	.reg .f64 	%fd<9>;
	ld.param.u64 	%rd1, [k_param_0];
	ld.param.u64 	%rd2, [k_param_1];
	cvta.to.global.u64 	%rd3, %rd1;
	ld.global.nc.f64 	%fd1, [%rd3];
	bra.uni 	$L__BB0_2;
$L__BB0_1:
	add.rn.f64 	%fd2, %fd2, %fd3;
	@%p1 bra 	$L__BB0_4;
$L__BB0_2:
	mov.f64 	%fd4, %fd1;
	add.s64 	%rd4, %rd3, 8;
	ld.global.nc.f64 	%fd1, [%rd4+8];
	ld.global.nc.f64 	%fd5, [%rd2];
	mul.rn.f64 	%fd3, %fd4, %fd4;
	cvt.rni.s32.f64 	%r1, %fd4;
	setp.lt.f64 	%p2, %fd3, 0d0000000000000000;
	@%p2 bra 	$L__BB0_1;
	fma.rn.f64 	%fd3, %fd4, %fd4, %fd3;
	bra.uni 	$L__BB0_1;
$L__BB0_4:
	ret;
}
)";
  const nvptx::PtxEntryScan scan = nvptx::scan_ptx_entry(ptx, "k", 1);
  REQUIRE(scan.loops.size() == 1);
  CHECK(scan.body[scan.loops[0].head].label == "$L__BB0_1");
  std::size_t loads = 0;
  for (const auto &ins : scan.body)
    loads += ins.input_load;
  CHECK(loads == 2); // column 1 (%rd2) is not an input of a one-input scan
  const CudaPointWork w = nvptx::point_work(scan, 1);
  CHECK(w.from_loop);
  CHECK(w.points == 1);
  CHECK(w.fp64 == 4); // add, mul, setp, fma; not mov, cvt
  CHECK(w.fp64_slow == 1);
}

TEST_CASE("point_work counts a reduction's FP64 instructions per point", "[cuda][reduction][ptx]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y"), a = p.symbol("a");
  std::vector<Expr> in = {x, y}, params = {a};
  Reduction dot[] = {dot_of(x, y)}, affine[] = {sum_of(x * y + a)}, trig[] = {sum_of(sin(x))};
  for (unsigned unroll : {1u, 2u, 4u}) {
    INFO("unroll " << unroll);
    CudaOptions o;
    o.unroll = unroll;
    // The product and the fold's sum; then the parameter's sum too.
    CudaPointWork w = compile_cuda_reduction(dot, in, {}, {}, o).point_work();
    CHECK(w.points > 0);
    CHECK(w.fp64 == 2);
    CHECK(w.fp64_slow == 0);
    CHECK(compile_cuda_reduction(affine, in, params, {}, o).point_work().fp64 == 3);
    // libdevice's sin reduces its argument with f64 <-> integer conversions.
    w = compile_cuda_reduction(trig, in, {}, {}, o).point_work();
    CHECK(w.fp64 > 10);
    CHECK(w.fp64_slow > 0);
  }
  Reduction constant[] = {sum_of(a)};
  CHECK(compile_cuda_reduction(constant, {}, params).point_work().points == 0);
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
