// unittests/cuda/ptx_emission_test.cpp - PTX from compile_cuda without a GPU: target, ABI, ptxas,
// refusals, cache, capability bit.
#include "error_code.hpp"
#include <alkahest/capabilities.hpp>
#include <alkahest/cuda.hpp>

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#if ALKAHEST_HAS_CUDA
#include "compile_cache.hpp"
#include "libdevice.hpp"

#include <alkahest/expr/parse.hpp>

#include <memory>

using namespace alkahest;
using alkahest::test::code_and_message_of;

namespace {

std::string find_ptxas() {
  std::vector<std::filesystem::path> places;
  if (const char *h = std::getenv("CUDA_HOME"))
    places.emplace_back(std::filesystem::path(h) / "bin/ptxas");
  places.emplace_back("/usr/local/cuda/bin/ptxas");
  places.emplace_back("/usr/bin/ptxas");
  for (auto &p : places)
    if (std::filesystem::exists(p)) return p.string();
  return {};
}

// Runs ptxas on one PTX file for `arch`; with a log path, -v and its output
// go there. Returns ptxas's exit status.
int run_ptxas(const std::string &ptxas, const std::filesystem::path &ptx, const std::string &arch,
              const std::filesystem::path &cubin, const std::filesystem::path &log = {}) {
  std::string cmd = "'" + ptxas + "'" + (log.empty() ? "" : " -v") + " -arch=" + arch + " '" +
                    ptx.string() + "' -o '" + cubin.string() + "'";
  if (!log.empty()) cmd += " > '" + log.string() + "' 2>&1";
  return std::system(cmd.c_str());
}

struct Seed {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  Expr e = sin(x) * cos(y) + (x * x + y * y) / pool.integer(100);
};

// Plain arithmetic: no __nv_* call, so it compiles where no CUDA toolkit
// (no libdevice) is installed, as on CI.
struct Poly {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  Expr e = x * y + (x * x + y * y) / pool.integer(100);
};

// Kernels calling math functions link libdevice; without a CUDA toolkit
// they raise E-CUDA-005 (tested below) and these tests have nothing to check.
bool have_libdevice() {
  try {
    nvptx::libdevice_path();
    return true;
  } catch (const Error &) {
    return false;
  }
}
#define REQUIRE_LIBDEVICE()                                                                        \
  if (!have_libdevice()) {                                                                         \
    WARN("SKIPPED: no libdevice on this machine (no CUDA toolkit)");                               \
    return;                                                                                        \
  }

} // namespace

TEST_CASE("the cuda capability bit is on in a build with compile_cuda", "[cuda][capabilities]") {
  // The other direction (ALKAHEST_CUDA=OFF: bit false, no compile_cuda) is
  // checked by the configure-off build described in docs/gpu.md.
  CHECK(capabilities().cuda);
  Poly s;
  CHECK_FALSE(compile_cuda(s.e, {s.x, s.y}).ptx().empty());
}

TEST_CASE("max_registers becomes .maxnreg; default leaves the register count to ptxas",
          "[cuda][ptx]") {
  Seed s;
  CudaOptions capped;
  capped.max_registers = 40;
  CHECK(compile_cuda(s.e, {s.x, s.y}, capped).ptx().find(".maxnreg 40") != std::string::npos);
  CHECK(compile_cuda(s.e, {s.x, s.y}).ptx().find(".maxnreg") == std::string::npos);
  capped.max_registers = 300;
  CHECK_THROWS_AS(compile_cuda(s.e, {s.x, s.y}, capped), CudaError);
}

TEST_CASE("unroll loads every point's inputs first; 0 is automatic, above 8 refused",
          "[cuda][ptx]") {
  Seed s;
  CudaOptions o;
  o.unroll = 4;
  o.vector_width = 1;
  std::string ptx = compile_cuda(s.e, {s.x, s.y}, o).ptx();
  // Eight input loads (4 points x 2 inputs) before the first branch of the
  // block that starts with an input load: the math of point 1 comes after.
  std::size_t first_load = ptx.find("ld.global.nc.f64");
  REQUIRE(first_load != std::string::npos);
  std::size_t branch = ptx.find("bra", first_load);
  std::size_t loads = 0;
  for (std::size_t at = first_load; at < branch; at = ptx.find("ld.global.nc.f64", at + 1))
    ++loads;
  CHECK(loads == 8);
  o.unroll = 0; // automatic
  CHECK_NOTHROW(compile_cuda(s.e, {s.x, s.y}, o));
  o.unroll = 9;
  CHECK_THROWS_AS(compile_cuda(s.e, {s.x, s.y}, o), CudaError);
}

TEST_CASE("2-point groups read and write 16-byte vectors, with a scalar path for the rest",
          "[cuda][ptx]") {
  Poly s; // no libdevice: every v2 access below is ours
  std::string automatic = compile_cuda(s.e, {s.x, s.y}).ptx();
  CHECK(automatic.find("ld.global.nc.v2.f64") != std::string::npos);
  CHECK(automatic.find("st.global.v2.f64") != std::string::npos);
  // The scalar loop for the odd point and for unaligned pointers.
  CHECK(automatic.find("ld.global.nc.f64") != std::string::npos);
  CudaOptions o;
  o.vector_width = 1;
  std::string scalar = compile_cuda(s.e, {s.x, s.y}, o).ptx();
  CHECK(scalar.find(".v2.f64") == std::string::npos);
  o.vector_width = 3;
  CHECK(code_and_message_of([&] { compile_cuda(s.e, {s.x, s.y}, o); }).rfind("E-CUDA-007", 0) == 0);
}

namespace {
Expr sum16(ExprPool &p, const Expr &x, const Expr &y) {
  Expr acc = p.integer(0);
  for (int k = 1; k <= 16; ++k)
    acc = acc + sin(p.integer(k) * x + y) * exp(-(p.integer(k) * y * y) / p.integer(10));
  return acc;
}
} // namespace

TEST_CASE("automatic unroll is 2 for memory-bound expressions and 1 for the others",
          "[cuda][ptx]") {
  REQUIRE_LIBDEVICE();
  Seed s;
  CudaOptions one, two;
  one.unroll = 1;
  two.unroll = 2;
  std::string seed = compile_cuda(s.e, {s.x, s.y}).ptx();
  CHECK(seed == compile_cuda(s.e, {s.x, s.y}, two).ptx());
  CHECK(seed != compile_cuda(s.e, {s.x, s.y}, one).ptx());
  Expr wide = sum16(s.pool, s.x, s.y); // 32 libdevice calls: compute-bound
  std::string automatic = compile_cuda(wide, {s.x, s.y}).ptx();
  CHECK(automatic == compile_cuda(wide, {s.x, s.y}, one).ptx());
  CHECK(automatic != compile_cuda(wide, {s.x, s.y}, two).ptx());
}

TEST_CASE("libdevice is inlined by default, called on request; wide expressions get a register cap",
          "[cuda][ptx]") {
  REQUIRE_LIBDEVICE();
  Seed s;
  Expr wide = sum16(s.pool, s.x, s.y);
  std::string seed = compile_cuda(s.e, {s.x, s.y}).ptx(),
              automatic = compile_cuda(wide, {s.x, s.y}).ptx();
  CHECK(seed.find("__nv_sin") == std::string::npos);
  CHECK(seed.find(".maxnreg") == std::string::npos);
  CHECK(automatic.find("__nv_sin") == std::string::npos);
  CHECK(automatic.find(".maxnreg 128") != std::string::npos); // two 256-thread blocks per SM
  CudaOptions o;
  o.block_size = 128;
  CHECK(compile_cuda(wide, {s.x, s.y}, o).ptx().find(".maxnreg 255") !=
        std::string::npos); // clamped
  o = {};
  o.math_calls = CudaMathCalls::Call;
  CHECK(
      compile_cuda(wide, {s.x, s.y}, o).ptx().find(".func  (.param .b64 func_retval0) __nv_sin") !=
      std::string::npos);
  CHECK(compile_cuda(s.e, {s.x, s.y}, o).ptx().find("__nv_sin") != std::string::npos);
  o.math_calls = static_cast<CudaMathCalls>(7);
  CHECK(code_and_message_of([&] { compile_cuda(s.e, {s.x, s.y}, o); }).rfind("E-CUDA-007", 0) == 0);
}

TEST_CASE("PTX of the seed expression: target, address size, kernel ABI", "[cuda][ptx]") {
  REQUIRE_LIBDEVICE();
  Seed s;
  CudaCompiledFn f = compile_cuda(s.e, {s.x, s.y});
  const std::string &ptx = f.ptx();
  CHECK(f.n_inputs() == 2);
  CHECK(f.n_outputs() == 1);
  CHECK(ptx.find(".target sm_86") != std::string::npos);
  CHECK(ptx.find(".address_size 64") != std::string::npos);
  CHECK(ptx.find(".visible .entry " + f.kernel_name() + "(") != std::string::npos);
  // Four parameters: in_0, in_1, out_0 (u64 pointers) and n (u64).
  CHECK(ptx.find(f.kernel_name() + "_param_3") != std::string::npos);
  CHECK(ptx.find(f.kernel_name() + "_param_4") == std::string::npos);
  // Grid-stride: the loop advances by ntid * nctaid.
  CHECK(ptx.find("%nctaid.x") != std::string::npos);
  // libdevice was linked and internalized: no unresolved or leftover calls.
  CHECK(ptx.find(".extern .func") == std::string::npos);
  CHECK(ptx.find("__nv_sin") == std::string::npos);
  CHECK(ptx.find("llvm.") == std::string::npos);
  CHECK(ptx.find('\0') == std::string::npos);
}

TEST_CASE("another SM that LLVM 15 knows is honoured, an unknown one refused", "[cuda][ptx]") {
  Poly s;
  CudaOptions o;
  o.sm = "sm_80";
  CHECK(compile_cuda(s.e, {s.x, s.y}, o).ptx().find(".target sm_80") != std::string::npos);
  o.sm = "sm_90";
  CHECK(code_and_message_of([&] { compile_cuda(s.e, {s.x, s.y}, o); }).rfind("E-CUDA-006", 0) == 0);
  o.sm = "bogus";
  CHECK(code_and_message_of([&] { compile_cuda(s.e, {s.x, s.y}, o); }).rfind("E-CUDA-006", 0) == 0);
}

TEST_CASE("every core function and every kind of power compiles", "[cuda][ptx]") {
  REQUIRE_LIBDEVICE();
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y");
  Expr all = tan(x) + exp(x) + log(y) + sqrt(y) + abs(x) + asin(x) + acos(x) + atan(x) +
             atan2(x, y) + sinh(x) + cosh(x) + tanh(x) + erf(x) + floor(x) + ceil(x) + sign(x) +
             min(x, y) + max(x, y) + pow(x, 7) + pow(x, -3) + pow(x, y) + pow(x, p.rational(1, 3));
  CudaCompiledFn f = compile_cuda(all, {x, y});
  CHECK(f.ptx().find(".extern .func") == std::string::npos);
}

TEST_CASE("multi-output kernels take one pointer per output", "[cuda][ptx]") {
  REQUIRE_LIBDEVICE();
  ExprPool p;
  Expr x = p.symbol("x");
  std::vector<Expr> outs = {sin(x), cos(x), x * x};
  std::vector<Expr> ins = {x};
  CudaCompiledFn f = compile_cuda(outs, ins);
  CHECK(f.n_outputs() == 3);
  CHECK(f.ptx().find(f.kernel_name() + "_param_4") != std::string::npos);
}

TEST_CASE("the PTX assembles with ptxas for sm_86 and sm_90", "[cuda][ptx][ptxas]") {
  REQUIRE_LIBDEVICE();
  std::string ptxas = find_ptxas();
  if (ptxas.empty()) {
    WARN("SKIPPED: no ptxas on this machine");
    return;
  }
  Seed s;
  auto dir =
      std::filesystem::temp_directory_path() / ("alkahest-ptxas-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "seed.ptx") << compile_cuda(s.e, {s.x, s.y}).ptx();
  for (const char *arch : {"sm_86", "sm_90"}) {
    INFO(arch);
    CHECK(run_ptxas(ptxas, dir / "seed.ptx", arch, dir / (std::string(arch) + ".cubin")) == 0);
    CHECK(std::filesystem::file_size(dir / (std::string(arch) + ".cubin")) > 0);
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("ptxas register counts of the 16-term sum: folded, capped, called",
          "[cuda][ptx][ptxas]") {
  REQUIRE_LIBDEVICE();
  std::string ptxas = find_ptxas();
  if (ptxas.empty()) {
    WARN("SKIPPED: no ptxas on this machine");
    return;
  }
  Seed s;
  auto dir = std::filesystem::temp_directory_path() /
             ("alkahest-ptxas-regs-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  auto registers = [&](const CudaOptions &o) {
    std::ofstream(dir / "k.ptx") << compile_cuda(sum16(s.pool, s.x, s.y), {s.x, s.y}, o).ptx();
    REQUIRE(run_ptxas(ptxas, dir / "k.ptx", "sm_90", dir / "k.cubin", dir / "log") == 0);
    std::ifstream log(dir / "log");
    std::string line;
    bool in_kernel = false;
    while (std::getline(log, line)) {
      if (line.find("Function properties for") != std::string::npos)
        in_kernel = line.find("alkahest_kernel") != std::string::npos;
      if (in_kernel && line.find("Used ") != std::string::npos)
        return std::stoi(line.substr(line.find("Used ") + 5));
    }
    FAIL("no register count for alkahest_kernel in ptxas -v output");
    return 0;
  };
  CudaOptions o;
  int automatic = registers(o);
  o.max_registers = 255;
  int uncapped = registers(o);
  o.max_registers = 0;
  o.math_calls = CudaMathCalls::Call;
  int called = registers(o);
  INFO("registers: automatic " << automatic << ", inlined uncapped " << uncapped << ", called "
                               << called);
  // Before operands were folded as they came, the 16 finished terms stayed
  // live to the end and ptxas took 254 registers uncapped.
  CHECK(uncapped < 200);
  CHECK(automatic <= 128);
  CHECK(called <= 64);
  std::filesystem::remove_all(dir);
}

TEST_CASE("unbound, duplicate and non-symbol inputs are refused with E-CUDA-002",
          "[cuda][refusal]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("yvar");
  std::string e = code_and_message_of([&] { compile_cuda(x + y, {x}); });
  CHECK(e.rfind("E-CUDA-002", 0) == 0);
  CHECK(e.find("yvar") != std::string::npos);
  CHECK(code_and_message_of([&] { compile_cuda(x, {x, x}); }).rfind("E-CUDA-002", 0) == 0);
  CHECK(code_and_message_of([&] { compile_cuda(x, {x + p.integer(1)}); }).rfind("E-CUDA-002", 0) ==
        0);
}

TEST_CASE("bad calls are refused before the device is touched", "[cuda][refusal]") {
  Poly s;
  CudaCompiledFn f = compile_cuda(s.e, {s.x, s.y});
  std::vector<double> a = {1, 2, 3}, b = {1, 2};
  std::vector<std::span<const double>> one = {a}, ragged = {a, b}, good = {a, a};
  // Argument errors win over "no device": they are checked first.
  CHECK(code_and_message_of([&] { f.call_batch(one); }).rfind("E-CUDA-007", 0) == 0);
  CHECK(code_and_message_of([&] { f.call_batch(ragged); }).rfind("E-CUDA-007", 0) == 0);
  CHECK(code_and_message_of([&] { f.call_batch_all(ragged); }).rfind("E-CUDA-007", 0) == 0);
  std::uint64_t ptr = 0x1000;
  std::vector<std::uint64_t> ins = {ptr}, outs = {ptr};
  CHECK(code_and_message_of([&] { f.call_device_ptrs(0, ins, outs, 3); }).rfind("E-CUDA-007", 0) ==
        0);
  int n = cuda_device_count();
  CHECK(code_and_message_of([&] { f.call_batch_on(n, good); }).rfind("E-CUDA-003", 0) == 0);
  CHECK(code_and_message_of([&] { f.call_batch_on(-1, good); }).rfind("E-CUDA-003", 0) == 0);
  if (n == 0) CHECK(code_and_message_of([&] { f.call_batch(good); }).rfind("E-CUDA-003", 0) == 0);
}

TEST_CASE("compiling the same expression again hits the compile cache", "[cuda][cache]") {
  Poly a;
  Poly b; // another pool, structurally the same expression
  CudaCompiledFn f = compile_cuda(a.e, {a.x, a.y});
  CudaCompiledFn g = compile_cuda(b.e, {b.x, b.y});
  CHECK(&f.ptx() == &g.ptx());
  CudaCompiledFn h = compile_cuda(a.e, {a.y, a.x}); // other input order: another kernel
  CHECK(&f.ptx() != &h.ptx());
}

TEST_CASE("pools with equal node ids and shapes but different functions get their own kernels",
          "[cuda][cache]") {
  // Each pool creates x, y, the constant and the product in the same order.
  const char *texts[] = {"x + 2*y", "y + 2*x", "x + 3*y", "x - 2*y"};
  std::vector<std::unique_ptr<ExprPool>> pools;
  std::vector<CudaCompiledFn> fns;
  for (const char *t : texts) {
    pools.push_back(std::make_unique<ExprPool>());
    Expr x = pools.back()->symbol("x"), y = pools.back()->symbol("y");
    CudaOptions o;
    o.disk_cache = false;
    fns.push_back(compile_cuda(parse(*pools.back(), t), {x, y}, o));
  }
  for (std::size_t i = 0; i < fns.size(); ++i)
    for (std::size_t j = i + 1; j < fns.size(); ++j) {
      INFO(texts[i] << " vs " << texts[j]);
      CHECK(&fns[i].ptx() != &fns[j].ptx());
    }
  // The same function of the columns under other names shares the kernel.
  ExprPool q;
  Expr u = q.symbol("u"), v = q.symbol("v");
  CudaOptions o;
  o.disk_cache = false;
  CHECK(&compile_cuda(u + 2 * v, {u, v}, o).ptx() == &fns[0].ptx());
}

TEST_CASE("a PTX disk-cache file is used only for the key it was written for", "[cuda][cache]") {
  const std::string key = "key one", other = "key two";
  const std::string body = "0123abcd\n.entry alkahest_kernel";
  const std::string file = nvptx::cache_file_prefix(key) + body;
  CHECK(nvptx::cached_ptx_for(file, key) == body);
  CHECK(nvptx::cached_ptx_for(file, other).empty()); // same length, other key
  CHECK(nvptx::cached_ptx_for(file, "key").empty()); // a prefix of the key
  CHECK(nvptx::cached_ptx_for(body, key).empty());   // an old-format file
  CHECK(nvptx::cached_ptx_for("", key).empty());
  CHECK(nvptx::cached_ptx_for("99999999999\nkey one", key).empty()); // damaged length
}

TEST_CASE("outputs overlapping inputs or other outputs are refused with E-CUDA-008",
          "[cuda][refusal][aliasing]") {
  Poly s;
  CudaCompiledFn f = compile_cuda(s.e, {s.x, s.y});
  std::vector<Expr> two_outputs = {s.e, s.x - s.y}, inputs = {s.x, s.y};
  CudaCompiledFn g = compile_cuda(two_outputs, inputs);
  const std::size_t n = 16;
  std::vector<double> buf(4 * n);
  std::span<const double> a(buf.data(), n), b(buf.data() + n, n);
  std::vector<std::span<const double>> cols = {a, b};
  std::span<double> shifted(buf.data() + 1, n), in_place(buf.data() + n, n),
      free_out(buf.data() + 2 * n, n);
  // Overlap is checked before the device: the code comes with or without a GPU.
  CHECK(code_and_message_of([&] {
          f.call_batch_into(0, cols, std::span<const std::span<double>>(&shifted, 1));
        }).rfind("E-CUDA-008", 0) == 0);
  CHECK(code_and_message_of([&] {
          f.call_batch_into(0, cols, std::span<const std::span<double>>(&in_place, 1));
        }).rfind("E-CUDA-008", 0) == 0);
  std::vector<std::span<double>> two = {free_out, std::span<double>(buf.data() + 3 * n - 1, n)};
  CHECK(code_and_message_of([&] { g.call_batch_into(0, cols, two); }).rfind("E-CUDA-008", 0) == 0);
  const std::uint64_t base = 0x10000;
  std::vector<std::uint64_t> ins = {base, base + 8 * n};
  std::vector<std::uint64_t> shifted_out = {base + 8}, in_place_out = {base + 8 * n},
                             after = {base + 16 * n};
  CHECK(code_and_message_of([&] {
          f.call_device_ptrs(0, ins, shifted_out, n);
        }).rfind("E-CUDA-008", 0) == 0);
  CHECK(code_and_message_of([&] {
          f.call_device_ptrs(0, ins, in_place_out, n);
        }).rfind("E-CUDA-008", 0) == 0);
  // Disjoint columns pass the check (and then need a device).
  if (cuda_device_count() == 0)
    CHECK(code_and_message_of([&] {
            f.call_device_ptrs(0, ins, after, n);
          }).rfind("E-CUDA-003", 0) == 0);
}

TEST_CASE("integer exponents beyond 2^63 - 1 keep their parity in the PTX", "[cuda][ptx][pow]") {
  REQUIRE_LIBDEVICE();
  ExprPool p;
  Expr x = p.symbol("x");
  CudaOptions o;
  o.disk_cache = false;
  std::string odd = compile_cuda(p.pow(x, p.integer((Integer(1) << 64) + 1)), {x}, o).ptx();
  std::string even = compile_cuda(p.pow(x, p.integer(Integer(1) << 64)), {x}, o).ptx();
  // |x|^k, then x's sign for an odd k: abs and copysign (or its bit operations).
  CHECK(odd.find("abs.f64") != std::string::npos);
  CHECK(
      (odd.find("copysign.f64") != std::string::npos || odd.find("and.b64") != std::string::npos));
  CHECK(even.find("copysign.f64") == std::string::npos);
  CHECK(odd != even);
}

TEST_CASE("expressions above CudaOptions::max_nodes are refused with E-CUDA-009 before LLVM runs",
          "[cuda][refusal][budget]") {
  Poly s;
  CudaOptions o;
  o.max_nodes = 5;
  CHECK(code_and_message_of([&] { compile_cuda(s.e, {s.x, s.y}, o); }).rfind("E-CUDA-009", 0) == 0);
  o.max_nodes = 1000;
  CHECK_NOTHROW(compile_cuda(s.e, {s.x, s.y}, o));
}

TEST_CASE("kernels estimated above CudaOptions::memory_budget_bytes are refused with E-CUDA-013",
          "[cuda][refusal][budget]") {
  Poly s;
  CudaOptions o;
  o.disk_cache = false;
  o.memory_budget_bytes = 1;
  CHECK(code_and_message_of([&] { compile_cuda(s.e, {s.x, s.y}, o); }).rfind("E-CUDA-013", 0) == 0);
  o.memory_budget_bytes = std::size_t{1} << 30;
  CHECK_NOTHROW(compile_cuda(s.e, {s.x, s.y}, o));
}

TEST_CASE("automatic math calls: inlined up to 32 libdevice calls, called above",
          "[cuda][ptx][budget]") {
  REQUIRE_LIBDEVICE();
  ExprPool p;
  Expr x = p.symbol("x");
  auto sines = [&](int n) {
    std::vector<Expr> terms;
    for (int k = 0; k < n; ++k)
      terms.push_back(p.integer(k + 1) * sin(x + p.integer(k)));
    return p.add(terms);
  };
  CudaOptions o;
  o.disk_cache = false;
  CHECK(compile_cuda(sines(32), {x}, o).ptx().find(".func  (.param .b64 func_retval0) __nv_sin") ==
        std::string::npos);
  CHECK(compile_cuda(sines(33), {x}, o).ptx().find(".func  (.param .b64 func_retval0) __nv_sin") !=
        std::string::npos);
}

TEST_CASE("a missing libdevice is E-CUDA-005 listing the places searched", "[cuda][libdevice]") {
  std::vector<std::string> places = {"/nonexistent/a", "/nonexistent/b"};
  std::string e = code_and_message_of([&] { nvptx::find_libdevice(places); });
  CHECK(e.rfind("E-CUDA-005", 0) == 0);
  CHECK(e.find("/nonexistent/a, /nonexistent/b") != std::string::npos);
  auto searched = nvptx::libdevice_search_path();
  CHECK(std::find(searched.begin(), searched.end(), "/usr/local/cuda/nvvm/libdevice") !=
        searched.end());
}

TEST_CASE("precision F32: float loads widened, stores rounded once, 16-byte float groups",
          "[cuda][f32]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y");
  Expr e = (x * x + y * y) / p.integer(100) - x * y;
  CudaOptions o;
  o.disk_cache = false;
  o.precision = Precision::F32;
  const std::string ptx = compile_cuda(e, {x, y}, o).ptx();
  CHECK(ptx.find("ld.global.nc.v4.f32") != std::string::npos); // automatic width 4
  CHECK(ptx.find("st.global.v4.f32") != std::string::npos);
  CHECK(ptx.find("cvt.f64.f32") != std::string::npos);    // exact widening
  CHECK(ptx.find("cvt.rn.f32.f64") != std::string::npos); // one rounding, to nearest
  CHECK(ptx.find("mul.rn.f64") != std::string::npos);     // the math stays f64
  CHECK(ptx.find("ld.global.nc.v2.f64") == std::string::npos);
  // Not the F64 kernel's cache entry.
  o.precision = Precision::F64;
  CHECK(compile_cuda(e, {x, y}, o).ptx().find("cvt.rn.f32.f64") == std::string::npos);
  // Explicit widths: 1 (scalar float loads) and 2 (8-byte float pairs).
  o.precision = Precision::F32;
  o.vector_width = 1;
  CHECK(compile_cuda(e, {x, y}, o).ptx().find("ld.global.nc.v") == std::string::npos);
  o.vector_width = 2;
  CHECK(compile_cuda(e, {x, y}, o).ptx().find("ld.global.nc.v2.f32") != std::string::npos);
  // The array form (past columns_as_arguments_up_to) reads floats too.
  o.vector_width = 0;
  o.columns_as_arguments_up_to = 0;
  CHECK(compile_cuda(e, {x, y}, o).ptx().find("cvt.rn.f32.f64") != std::string::npos);
  // Host-column calls take doubles: refused before any device is touched.
  o.columns_as_arguments_up_to = 256;
  CudaCompiledFn f = compile_cuda(e, {x, y}, o);
  std::vector<std::vector<double>> cols = {{1.0}, {2.0}};
  CHECK(code_and_message_of([&] { f.call_batch(cols); }).rfind("E-CUDA-007", 0) == 0);
  // Reductions read doubles.
  Reduction r{ReduceOp::Sum, x, {}};
  CHECK(code_and_message_of([&] {
          compile_cuda_reduction(std::span<const Reduction>(&r, 1), std::vector<Expr>{x}, {}, {},
                                 o);
        }).rfind("E-CUDA-007", 0) == 0);
}

TEST_CASE("precision F32Native: float loads, float math through libdevice's float functions",
          "[cuda][f32]") {
  ExprPool p;
  Expr x = p.symbol("x"), y = p.symbol("y"), a = p.symbol("a");
  Expr e = sin(x) * cos(y) + (x * x + y * y) / p.integer(100) + erf(x * y);
  CudaOptions o;
  o.disk_cache = false;
  o.precision = Precision::F32Native;
  const std::string ptx = compile_cuda(e, {x, y}, o).ptx();
  CHECK(ptx.find("ld.global.nc.v4.f32") != std::string::npos);
  CHECK(ptx.find("st.global.v4.f32") != std::string::npos);
  // No widening: the inputs stay float (the only doubles left are
  // __nv_sinf's reduction of huge arguments, one multiplication).
  CHECK(ptx.find("cvt.f64.f32") == std::string::npos);
  CHECK(ptx.find("mul.rn.f32") != std::string::npos);
  // A parameter arrives as a double and is rounded to float once.
  const std::string with_param = compile_cuda(a * x, {x}, {a}, o).ptx();
  CHECK(with_param.find("cvt.rn.f32.f64") != std::string::npos);
  CHECK(with_param.find("mul.rn.f64") == std::string::npos);
  // Not the F32 kernel's cache entry.
  o.precision = Precision::F32;
  CHECK(compile_cuda(e, {x, y}, o).ptx().find("cvt.f64.f32") != std::string::npos);
}

#else
TEST_CASE("the cuda capability bit is off in a build without compile_cuda",
          "[cuda][capabilities]") {
  CHECK_FALSE(alkahest::capabilities().cuda);
  CHECK(alkahest::cuda_device_count() >= 0);
}
#endif
