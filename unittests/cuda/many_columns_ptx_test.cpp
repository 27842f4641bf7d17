// unittests/cuda/many_columns_ptx_test.cpp - GPU kernels of many columns without a GPU: the PTX's
// parameter block stays under CUDA's 4096 bytes, through device arrays past the threshold.
#include "error_code.hpp"

#include <alkahest/cuda.hpp>

#include <catch2/catch.hpp>

#if ALKAHEST_HAS_CUDA
#include <fmt/format.h>

#include <cstdlib>
#include <regex>
#include <string>
#include <vector>

using namespace alkahest;
using alkahest::test::code_of;

namespace {

// The parameters of the PTX's .entry: their count and bytes in all (what
// the driver checks against its 4096-byte limit at load and launch).
struct ParamBlock {
  std::size_t count = 0, bytes = 0;
};

ParamBlock entry_params(const std::string &ptx, const std::string &entry) {
  const auto open = ptx.find(".entry " + entry + "(");
  REQUIRE(open != std::string::npos);
  const auto close = ptx.find(')', open);
  REQUIRE(close != std::string::npos);
  const std::string list = ptx.substr(open, close - open);
  // `.param .u64 name` (scalars: pointers, doubles, the count) or
  // `.param .align A .b8 name[N]` (aggregates).
  static const std::regex scalar(R"(\.param\s+\.[a-z](8|16|32|64)\s)"),
      aggregate(R"(\.param\s+\.align\s+\d+\s+\.b8\s+\w+\[(\d+)\])");
  ParamBlock b;
  for (auto it = std::sregex_iterator(list.begin(), list.end(), scalar);
       it != std::sregex_iterator(); ++it) {
    ++b.count;
    b.bytes += std::stoul((*it)[1]) / 8;
  }
  for (auto it = std::sregex_iterator(list.begin(), list.end(), aggregate);
       it != std::sregex_iterator(); ++it) {
    ++b.count;
    b.bytes += std::stoul((*it)[1]);
  }
  return b;
}

// sum_k (k + 1) * x_k over `n` fresh inputs: plain arithmetic, so no
// libdevice is needed (CI has no CUDA toolkit).
struct ManyInputs {
  ExprPool pool;
  std::vector<Expr> ins;
  Expr e;
  explicit ManyInputs(std::size_t n) {
    std::vector<Expr> terms;
    for (std::size_t k = 0; k < n; ++k) {
      ins.push_back(pool.symbol(fmt::format("x{}", k)));
      terms.push_back(pool.integer(static_cast<long long>(k + 1)) * ins.back());
    }
    e = pool.add(terms);
  }
};

CudaOptions no_disk() {
  CudaOptions o;
  o.disk_cache = false;
  return o;
}

} // namespace

TEST_CASE("a GPU kernel of 2000 inputs declares a parameter block under 4096 bytes",
          "[cuda][ptx][columns]") {
  ManyInputs m(2000);
  ExprPool &p = m.pool;
  const std::vector<Expr> params = {p.symbol("a"), p.symbol("b")};
  const std::vector<Expr> outs = {m.e * params[0], m.e + params[1]};
  CudaCompiledFn f = compile_cuda(outs, m.ins, params, no_disk());
  ParamBlock b = entry_params(f.ptx(), f.kernel_name());
  // The array form: ins, outs, params, n.
  CHECK(b.count == 4);
  CHECK(b.bytes == 32);
  CHECK(b.bytes < 4096);
  // One argument per column would have needed 2000 + 2 + 2 + 1 of 8 bytes.
  CudaOptions every_column = no_disk();
  every_column.columns_as_arguments_up_to = CudaOptions::kMaxArgumentColumns;
  CudaCompiledFn g = compile_cuda(outs, m.ins, params, every_column);
  CHECK(entry_params(g.ptx(), g.kernel_name()).count == 4);
}

TEST_CASE("up to the threshold every column is a kernel argument, and the largest threshold fits",
          "[cuda][ptx][columns]") {
  {
    // The default: 255 inputs and one output are 256 columns, one argument
    // each plus the count.
    ManyInputs m(CudaOptions{}.columns_as_arguments_up_to - 1);
    CudaCompiledFn f = compile_cuda(m.e, m.ins, no_disk());
    ParamBlock b = entry_params(f.ptx(), f.kernel_name());
    CHECK(b.count == m.ins.size() + 2);
    CHECK(b.bytes == 8 * (m.ins.size() + 2));
    CHECK(b.bytes < 4096);
    // One column more: the arrays.
    ExprPool &p = m.pool;
    Expr extra = p.symbol("extra");
    std::vector<Expr> ins = m.ins;
    ins.push_back(extra);
    CudaCompiledFn g = compile_cuda(m.e + extra, ins, no_disk());
    CHECK(entry_params(g.ptx(), g.kernel_name()).count == 4);
  }
  {
    // At kMaxArgumentColumns, the largest threshold allowed, the block of
    // the argument form still fits with room to spare.
    CudaOptions o = no_disk();
    o.columns_as_arguments_up_to = CudaOptions::kMaxArgumentColumns;
    ManyInputs m(CudaOptions::kMaxArgumentColumns - 1);
    CudaCompiledFn f = compile_cuda(m.e, m.ins, o);
    ParamBlock b = entry_params(f.ptx(), f.kernel_name());
    CHECK(b.count == CudaOptions::kMaxArgumentColumns + 1);
    CHECK(b.bytes <= 4096 - 128);
  }
}

TEST_CASE("the array form is the threshold's choice, whatever unroll and vector_width say",
          "[cuda][ptx][columns]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y"), a = p.symbol("a");
  CudaOptions o = no_disk();
  o.columns_as_arguments_up_to = 3; // x, y and the output; the parameter is the fourth
  o.unroll = 2;
  o.vector_width = 2;
  CudaCompiledFn args = compile_cuda(x * y, {x, y}, o);
  CHECK(entry_params(args.ptx(), args.kernel_name()).count == 4); // x, y, out, n
  CudaCompiledFn arrays = compile_cuda(x * y + a, {x, y}, {a}, o);
  ParamBlock b = entry_params(arrays.ptx(), arrays.kernel_name());
  CHECK(b.count == 4); // ins, outs, params, n
  CHECK(b.bytes == 32);
  // The array form's loop is scalar: no 16-byte vector loads.
  CHECK(arrays.ptx().find(".v2.f64") == std::string::npos);
}

TEST_CASE("columns_as_arguments_up_to past what CUDA's parameter block holds is refused",
          "[cuda][ptx][columns]") {
  ExprPool p;
  Expr x = p.symbol("x");
  CudaOptions o = no_disk();
  o.columns_as_arguments_up_to = CudaOptions::kMaxArgumentColumns + 1;
  CHECK(code_of([&] { compile_cuda(x + 1, {x}, o); }) == "E-CUDA-007");
  // 8 bytes a column and the count: the largest allowed threshold is below 4 KB.
  STATIC_REQUIRE(8 * (CudaOptions::kMaxArgumentColumns + 1) < 4096);
}

#endif // ALKAHEST_HAS_CUDA
