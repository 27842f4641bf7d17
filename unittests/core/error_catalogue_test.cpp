// unittests/core/error_catalogue_test.cpp - the bad-input catalogue: every registry code is raised
// by its minimal input.
//
// docs/errors.md lists, per code, a minimal input (the registry's sixth
// field). This test holds one trigger per code, built from that input, runs
// them all and checks that exactly that code comes out: no code is dead, and
// none lacks a documented way to reach it. A code added to the registry
// without a trigger here fails the first test case. Parser triggers read
// their input string from the registry text itself, and command-line
// triggers run the documented `alkahest ...` line, so the catalogue cannot
// drift from what is tested.
#include "error_code.hpp"
#include <alkahest/calculus.hpp>
#include <alkahest/complex.hpp>
#include <alkahest/cuda.hpp>
#include <alkahest/error.hpp>
#include <alkahest/expr.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/groebner/engine.hpp>
#include <alkahest/groebner/trace_codec.hpp>
#include <alkahest/jit.hpp>
#include <alkahest/poly/expr_algebra.hpp>
#include <alkahest/solve.hpp>

#include "multimodular.hpp" // gb::certify_over_q: E-GB-008 has no public trigger

#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <unistd.h>

using namespace alkahest;
using alkahest::test::code_of;

namespace {

std::string_view trigger_text(std::string_view code) {
  for (const ErrorInfo &e : error_registry())
    if (e.code == code) return e.trigger;
  FAIL("no registry entry " << code);
  return {};
}

/// The first C string literal of a code's minimal input, unescaped (\n, \").
std::string quoted(std::string_view code) {
  std::string_view t = trigger_text(code);
  std::size_t open = t.find('"');
  REQUIRE(open != std::string_view::npos);
  std::string out;
  for (std::size_t i = open + 1; i < t.size() && t[i] != '"'; ++i) {
    if (t[i] == '\\' && i + 1 < t.size()) {
      ++i;
      out += t[i] == 'n' ? '\n' : t[i];
    } else {
      out += t[i];
    }
  }
  return out;
}

/// The first `...` span of a code's minimal input that is an `alkahest`
/// command line (optionally after VAR=value assignments).
std::string command_line(std::string_view code) {
  std::string t(trigger_text(code));
  std::regex span("`([A-Z_]+=[^ `]+ )*alkahest [^`]*`");
  std::smatch m;
  REQUIRE(std::regex_search(t, m, span));
  return m.str().substr(1, m.length() - 2);
}

std::filesystem::path scratch_dir() {
  auto dir =
      std::filesystem::temp_directory_path() / ("alkahest-catalogue-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return dir;
}

/// Runs a shell command in the scratch folder; the code printed as
/// "error E-XXX-NNN: ..." (the tool) or "error=E-XXX-NNN: ..." (the fake
/// driver client).
std::string command_code(const std::string &command) {
  std::string full = "cd '" + scratch_dir().string() + "' && " + command + " 2>&1";
  FILE *p = popen(full.c_str(), "r");
  REQUIRE(p);
  std::string out;
  char buf[4096];
  while (std::fgets(buf, sizeof buf, p))
    out += buf;
  pclose(p);
  std::smatch m;
  if (std::regex_search(out, m, std::regex("error[ =](E-[A-Z]+-[0-9]{3})"))) return m[1];
  return "(no code in the output: " + out.substr(0, 300) + ")";
}

#ifdef ALKAHEST_CLI
/// The documented `alkahest ...` line of a code, run with the built tool.
std::string cli_code(std::string_view code, const std::string &env = "") {
  std::string line = command_line(code);
  std::size_t at = line.find("alkahest ");
  line.replace(at, 8, "'" ALKAHEST_CLI "'");
  return command_code(env + line);
}
#endif

std::vector<PolyQ> msolve(std::string_view text) { return parse_msolve(text).polynomials; }

// Codes no input reaches in a working build (their registry text says
// "none: ..." and why). Each must stay a deliberate, reviewed exception.
const std::set<std::string> kDefensive = {
    "E-JIT-005",  // LLVM failing to target the host or emitting IR that does not verify
    "E-CUDA-001", // the NVPTX target failing at run time in a build that has it
    "E-POLY-016", // FLINT refusing a gcd or factorisation: exponents past 2^32 are atoms, sizes
                  // bounded first
};

using Trigger = std::function<std::string()>;

std::map<std::string, Trigger> triggers() {
  static ExprPool pool;
  ExprPool &p = pool;
  Expr x = p.symbol("x"), y = p.symbol("y");
  std::map<std::string, Trigger> t;
  auto parse_of = [&p](const char *code) {
    return [&p, code] { return code_of([&] { parse(p, quoted(code)); }); };
  };

  // ---- expressions ----
  t["E-EXPR-001"] = [] {
    ExprPool shallow({.max_depth = 2});
    return code_of([&] { sin(sin(shallow.symbol("x"))); });
  };
  t["E-EXPR-002"] = [] {
    ExprPool a, b;
    return code_of([&] { a.symbol("x") + b.symbol("x"); });
  };
  t["E-EXPR-003"] = [] { return code_of([] { Expr() + 1; }); };
  t["E-EXPR-004"] = [&p, x] { return code_of([&] { p.call(Func::Atan2, {x}); }); };
  t["E-EXPR-005"] = parse_of("E-EXPR-005");
  t["E-EXPR-006"] = [&p] { return code_of([&] { p.symbol(quoted("E-EXPR-006")); }); };
  t["E-EXPR-007"] = [&p, x] { return code_of([&] { diff(sin(x), p.integer(2)); }); };
  t["E-EXPR-008"] = [x, y] { return code_of([&] { expand(pow(x + y + 1, 2000)); }); };
  t["E-EXPR-009"] = [&p] { return code_of([&] { complex_call(Func::Erf, I(p)); }); };

  // ---- parser: the input string is the registry's ----
  for (const char *code : {"E-PARSE-001", "E-PARSE-002", "E-PARSE-003", "E-PARSE-004",
                           "E-PARSE-005", "E-PARSE-006", "E-PARSE-007", "E-PARSE-010"})
    t[code] = parse_of(code);
  t["E-PARSE-008"] = [&p] {
    return code_of([&] { parse(p, quoted("E-PARSE-008"), {.max_depth = 1}); });
  };
  t["E-PARSE-009"] = [&p] {
    return code_of([&] { parse(p, quoted("E-PARSE-009"), {.max_bytes = 4}); });
  };

  // ---- interpreter ----
  t["E-EVAL-001"] = [x, y] {
    return code_of([&] { evaluate(x + y, std::vector<Expr>{x}, std::vector<double>{1.0}); });
  };
  t["E-EVAL-002"] = [x] {
    return code_of([&] { evaluate(x, std::vector<Expr>{x}, std::vector<double>{}); });
  };
  t["E-EVAL-003"] = [x, y] {
    std::vector<double> a{1.0, 2.0}, b{1.0};
    std::vector<std::span<const double>> cols{a, b};
    Expr in[] = {x, y};
    return code_of([&] { evaluate_batch(x + y, in, cols); });
  };
  t["E-EVAL-004"] = [x] {
    Expr in[] = {x};
    Rational one(1);
    return code_of([&] { evaluate_exact(sin(x), in, std::span<const Rational>(&one, 1)); });
  };
  t["E-EVAL-005"] = [x] {
    return code_of([&] { evaluate(x, std::vector<Expr>{x, x}, std::vector<double>{1.0, 2.0}); });
  };
  t["E-EVAL-007"] = [x] {
    return code_of([&] { evaluate_exact(pow(x, 100000000), {{x, Rational(3)}}); });
  };
  t["E-EVAL-008"] = [&p, x] {
    std::vector<Expr> terms;
    for (int k = 1; k <= 40; ++k)
      terms.push_back(max(pow(x, 33554432) + k, p.integer(0)));
    return code_of([&] { evaluate_exact(p.add(terms), {{x, Rational(3)}}); });
  };
  t["E-EVAL-006"] = [x] {
    return code_of([&] { evaluate(x, std::vector<Expr>{x + 1}, std::vector<double>{1.0}); });
  };

  // ---- command line: the documented command, run with the built tool ----
#ifdef ALKAHEST_CLI
  t["E-CLI-001"] = [] { return cli_code("E-CLI-001"); };
  t["E-CLI-002"] = [] {
    std::ofstream(scratch_dir() / "sys.ms") << "x\n0\nx-1\n";
    return cli_code("E-CLI-002");
  };
  t["E-CLI-003"] = [] { return cli_code("E-CLI-003"); };
  t["E-CLI-004"] = [] { return cli_code("E-CLI-004"); };
  t["E-CLI-005"] = [] { return cli_code("E-CLI-005"); };
  t["E-CLI-006"] = [] { return cli_code("E-CLI-006"); };
  t["E-CLI-007"] = [] {
    std::ofstream(scratch_dir() / "sys.ms") << "x\n0\nx-1\n";
    return cli_code("E-CLI-007");
  };
#else
  for (const char *code :
       {"E-CLI-001", "E-CLI-002", "E-CLI-003", "E-CLI-004", "E-CLI-005", "E-CLI-006", "E-CLI-007"})
    t[code] = [] { return std::string("(built without the alkahest tool)"); };
#endif

  // ---- CPU JIT ----
  t["E-JIT-001"] = [x] {
    return code_of([&] { compile_expr(x, {x}).call(std::vector<double>{}); });
  };
  t["E-JIT-002"] = [x, y] {
    std::vector<double> a{1.0, 2.0}, b{1.0};
    std::vector<std::span<const double>> cols{a, b};
    return code_of([&] { compile_expr(x * y, {x, y}).call_batch(cols); });
  };
  t["E-JIT-003"] = [x, y] { return code_of([&] { compile_expr(x * y, {x}); }); };
  t["E-JIT-004"] = [x, y] {
    Expr outs[] = {x, y}, ins[] = {x, y};
    return code_of([&] { compile_expr(outs, ins).call(std::vector<double>{1.0, 2.0}); });
  };
  t["E-JIT-006"] = [x] { return code_of([&] { compile_expr(x, {x, x}); }); };
  t["E-JIT-007"] = [x] {
    return code_of([&] { compile_expr(sin(x) + x, {x}, {.max_nodes = 2}); });
  };
  t["E-JIT-008"] = [x] {
    Expr in[] = {x};
    return code_of([&] { emit_c(x, in, quoted("E-JIT-008")); });
  };
  t["E-JIT-009"] = [x] {
    std::vector<double> column(9, 1.0);
    std::vector<std::span<const double>> cols{std::span<const double>(column.data(), 8)};
    return code_of([&] {
      compile_expr(x + 1, {x}).call_batch_into(cols, std::span<double>(column.data() + 1, 8));
    });
  };
  t["E-JIT-010"] = [x] { return code_of([&] { compile_expr(x, {x}, {.opt_level = 7}); }); };
  t["E-JIT-011"] = [x, y] {
    return code_of([&] { compile_expr(x * y, {x}, {y}).call(std::vector<double>{1.0}); });
  };
  t["E-JIT-012"] = [x] {
    return code_of([&] { compile_expr(sin(x) + x, {x}, {.memory_budget_bytes = 1}); });
  };

  // ---- CUDA, with no GPU: refusals happen before the device is touched ----
#if ALKAHEST_HAS_CUDA
  t["E-CUDA-002"] = [x, y] { return code_of([&] { compile_cuda(x * y, {x}); }); };
  t["E-CUDA-003"] = [x] {
    std::vector<double> a{1.0};
    std::vector<std::span<const double>> cols{a};
    return code_of([&] { compile_cuda(x, {x}).call_batch_on(-1, cols); });
  };
  // The driver is loaded once per process: the failing driver runs in a
  // child, the fake libcuda.so.1 of unittests/cuda in its jit_fail mode.
  auto fake_launch = [](const char *mode) {
    return [mode] {
      auto cache = scratch_dir() / "cuda-cache";
      return command_code(
          std::string("env ALKAHEST_CUDA_DRIVER_PATH='" FAKE_DRIVER_FULL "' FAKE_CUDA_MODE=") +
          mode + " ALKAHEST_CACHE_DIR='" + cache.string() + "' '" FAKE_CLIENT "' launch");
    };
  };
  t["E-CUDA-004"] = fake_launch("jit_fail");
  t["E-CUDA-011"] = fake_launch("old_driver");
  t["E-CUDA-012"] = fake_launch("oom");
#ifdef ALKAHEST_CLI
  t["E-CUDA-005"] = [] {
    std::ofstream(scratch_dir() / "empty.bc").close();
    auto cache = scratch_dir() / "ptx-cache";
    return cli_code("E-CUDA-005", "ALKAHEST_CACHE_DIR='" + cache.string() + "' ");
  };
#endif
  t["E-CUDA-006"] = [x] {
    CudaOptions o;
    o.sm = quoted("E-CUDA-006");
    return code_of([&] { compile_cuda(x, {x}, o); });
  };
  t["E-CUDA-007"] = [x, y] {
    std::vector<std::vector<double>> one{{1.0}};
    return code_of([&] { compile_cuda(x * y, {x, y}).call_batch(one); });
  };
  t["E-CUDA-009"] = [x] {
    return code_of([&] { compile_cuda(sin(x) + x, {x}, {.max_nodes = 2}); });
  };
  t["E-CUDA-013"] = [x] {
    return code_of([&] { compile_cuda(sin(x) + x, {x}, {.memory_budget_bytes = 1}); });
  };
  t["E-CUDA-008"] = [x] {
    const std::uint64_t p = 0x10000;
    std::vector<std::uint64_t> ins{p}, outs{p + 8};
    return code_of([&] { compile_cuda(x + 1, {x}).call_device_ptrs(0, ins, outs, 4); });
  };
  t["E-CUDA-010"] = [x, y] {
    std::vector<std::vector<double>> columns{{1.0}};
    return code_of([&] { compile_cuda(x * y, {x}, {y}).call_batch(columns); });
  };
#endif

  // ---- polynomials ----
  t["E-POLY-001"] = [x] { return code_of([&] { from_expr(sin(x), make_ring({"x"})); }); };
  t["E-POLY-002"] = [x] { return code_of([&] { from_expr(pow(x, 70000), make_ring({"x"})); }); };
  t["E-POLY-003"] = [] { return code_of([] { parse_msolve(quoted("E-POLY-003")); }); };
  t["E-POLY-007"] = [] { return code_of([] { parse_msolve(quoted("E-POLY-007")).modular(3); }); };
  t["E-POLY-004"] = [] {
    return code_of(
        [] { PolyQ::variable(make_ring({"x"}), 0) + PolyQ::variable(make_ring({"y"}), 0); });
  };
  t["E-POLY-005"] = [] {
    auto r = make_ring({"x", "y"});
    return code_of([&] { PolyQ::variable(r, 0).divide_exact(PolyQ::variable(r, 1)); });
  };
  t["E-POLY-006"] = [] {
    auto r = make_ring({"x"});
    return code_of([&] { PolyQ::variable(r, 0).divide_exact(PolyQ(r)); });
  };
  t["E-POLY-008"] = [] { return code_of([] { MonomialOrder::from_name(quoted("E-POLY-008")); }); };
  t["E-POLY-009"] = [] { return code_of([] { read_msolve_file(quoted("E-POLY-009")); }); };
  t["E-POLY-010"] = [] { return code_of([] { PolyQ::variable(make_ring({"x"}), 5); }); };
  t["E-POLY-011"] = [] {
    return code_of(
        [] { parse_msolve(quoted("E-POLY-011"), MonomialOrder::grevlex(), {.max_variables = 1}); });
  };
  t["E-POLY-012"] = [] {
    return code_of([] { PolyQ::variable(make_ring({"x", "y"}), 0).map_to_ring(make_ring({"y"})); });
  };
  t["E-POLY-014"] = [x] { return code_of([&] { gcd(1 / x, x); }); };
  t["E-POLY-015"] = [x, y] { return code_of([&] { apart(1 / (x * y + 1), x); }); };
  t["E-POLY-017"] = [x, y] { return code_of([&] { cancel(pow(x + y + 1, 5000)); }); };
  t["E-POLY-013"] = [] {
    return code_of([] {
      PolyQ::variable(make_ring({"x", "y"}), 0).evaluate(std::vector<Rational>{1});
    });
  };

  // ---- Groebner ----
  static std::atomic<bool> cancelled{true};
  auto compute_with = [](const char *code, auto set) {
    return [code, set] {
      GroebnerOptions o;
      set(o);
      return code_of(
          [&] { GroebnerBasis::compute_msolve(quoted(code), MonomialOrder::grevlex(), o); });
    };
  };
  t["E-GB-001"] = compute_with("E-GB-001", [](GroebnerOptions &o) { o.cancel = &cancelled; });
  t["E-GB-002"] = compute_with("E-GB-002", [](GroebnerOptions &o) { o.memory_budget_bytes = 1; });
  t["E-GB-003"] =
      compute_with("E-GB-003", [](GroebnerOptions &o) { o.time_budget_seconds = 1e-9; });
  t["E-GB-004"] = [] {
    auto sys = msolve("x,y\n0\nx^2-y,y^2-2\n");
    auto mod = [&](std::size_t count, std::uint32_t prime) {
      std::vector<PolyZp> out;
      for (std::size_t i = 0; i < count; ++i)
        out.push_back(*reduce_mod(sys[i], prime));
      return out;
    };
    auto learned = gb::f4_learn(mod(2, 1073741827));
    gb::F4Replayer replayer(learned.trace);
    return code_of([&] { replayer.replay(mod(1, 65521)); });
  };
  t["E-GB-005"] = compute_with("E-GB-005", [](GroebnerOptions &o) { o.first_prime = 1u << 20; });
  t["E-GB-006"] = [] {
    return code_of([] { GroebnerBasis::compute_msolve(quoted("E-GB-006")).standard_monomials(); });
  };
  t["E-GB-007"] = [] {
    return code_of([] { GroebnerBasis::compute_msolve(quoted("E-GB-007")).eliminate({"w"}); });
  };
  t["E-GB-008"] = [] {
    auto r = make_ring({"x"});
    PolyQ v = PolyQ::variable(r, 0);
    GroebnerOptions o;
    gb::ComputeBudget budget(o);
    return code_of([&] { gb::certify_over_q({v}, {v - PolyQ::constant(r, 1)}, 1, budget); });
  };
  t["E-GB-009"] = compute_with("E-GB-009", [](GroebnerOptions &o) { o.time_budget_seconds = -1; });
  t["E-GB-010"] = [] {
    return code_of([] { GroebnerBasis::compute_msolve(quoted("E-GB-010")).standard_monomials(); });
  };
  t["E-GB-011"] = [] {
    return code_of([] { gb::decode_trace(std::vector<std::uint8_t>{1, 2, 3}); });
  };
  // E-GB-012 (an MPI rank that fails under --mpi-stop-on-failure) is
  // raised by the tool's test mpi_groebner_rank_dies_stop, which holds the
  // mpirun lock; here its timing would race the rest of the run.
  t["E-GB-040"] = [] { return code_of([] { parse_backend(quoted("E-GB-040")); }); };

  // ---- solving ----
  t["E-SOLVE-001"] = [] { return code_of([] { solve(msolve(quoted("E-SOLVE-001"))); }); };
  t["E-SOLVE-002"] = [] { return code_of([] { triangularize(msolve(quoted("E-SOLVE-002"))); }); };
  t["E-SOLVE-003"] = [&p] {
    // x = 0 with y in {0, 8, ..., 56}; x = 1 with y in {0, -1, ..., -7}:
    // y + k*x takes equal values at (0, 8a) and (1, -b) for k = 8a + b,
    // which covers every candidate k = 0..63 of solve().
    std::string at0 = "1", at1 = "1";
    for (int a = 0; a < 8; ++a)
      at0 += "*(y-" + std::to_string(8 * a) + ")";
    for (int b = 0; b < 8; ++b)
      at1 += "*(y+" + std::to_string(b) + ")";
    auto ring = make_ring({"x", "y"});
    std::vector<PolyQ> sys;
    for (std::string s : {std::string("x^2-x"), "(x-1)*" + at0, "x*" + at1})
      sys.push_back(from_expr(parse(p, s), ring));
    SolveOptions o;
    o.method = SolveMethod::Exact;
    return code_of([&] { solve(sys, o); });
  };
  t["E-SOLVE-004"] = [] {
    SolveOptions o;
    o.method = SolveMethod::Exact;
    o.max_degree = 1;
    return code_of([&] { solve(msolve(quoted("E-SOLVE-004")), o); });
  };
  t["E-SOLVE-005"] = [] {
    SolveOptions o;
    o.precision_bits = 0;
    return code_of([&] { solve(msolve(quoted("E-SOLVE-005")), o); });
  };
  t["E-SOLVE-006"] = [] {
    SolveOptions o;
    o.complex = true;
    o.max_working_bits = 16;
    return code_of([&] { solve(msolve(quoted("E-SOLVE-006")), o); });
  };
  t["E-SOLVE-007"] = [] { return code_of([] { solve(std::vector<PolyQ>{}); }); };

  // ---- series, digits on demand, rationalize ----
  t["E-SERIES-001"] = [&p, x] { return code_of([&] { series(1 / x, x, p.integer(0), 4); }); };
  t["E-SERIES-002"] = [&p, x] { return code_of([&] { series(log(x), x, p.integer(0), 3); }); };
  t["E-SERIES-003"] = [x] { return code_of([&] { series(sin(x), x, x, 3); }); };
  t["E-SERIES-004"] = [&p, x] {
    Expr hidden_zero = pow(sin(p.integer(1)), 2) + pow(cos(p.integer(1)), 2) - 1;
    return code_of([&] { series(1 / (x + hidden_zero), x, p.integer(0), 2); });
  };
  t["E-DIGITS-001"] = [x] {
    return code_of([&] { evaluate_digits(log(x), {x}, {Rational(0)}, 20); });
  };
  t["E-DIGITS-002"] = [x] {
    return code_of(
        [&] { evaluate_digits(pow(sin(x), 2) + pow(cos(x), 2) - 1, {x}, {Rational(1)}, 10); });
  };
  t["E-DIGITS-003"] = [x] { return code_of([&] { evaluate_digits(x, {x}, {Rational(1)}, 0); }); };
  t["E-RATIONAL-001"] = [&p] { return code_of([&] { rationalize(p.real(INFINITY)); }); };
  return t;
}

} // namespace

TEST_CASE("every registry code has a trigger, or is a documented defensive check",
          "[errors][catalogue]") {
  auto t = triggers();
  std::set<std::string> codes;
  for (const ErrorInfo &e : error_registry()) {
    std::string code(e.code);
    codes.insert(code);
    INFO(code << ": " << e.trigger);
    CHECK_FALSE(e.trigger.empty());
    if (kDefensive.count(code)) {
      CHECK(e.trigger.rfind("none: ", 0) == 0);
      CHECK(t.count(code) == 0);
      continue;
    }
    CHECK(e.trigger.rfind("none", 0) != 0);
    // The MPI failure code is raised by the tool's test
    // mpi_groebner_rank_dies_stop (mpirun and a build with ALKAHEST_MPI).
    if (code == "E-GB-012") continue;
#if ALKAHEST_HAS_CUDA && defined(ALKAHEST_CLI)
    CHECK(t.count(code) == 1);
#else
    if (e.family != ErrorFamily::Cuda) CHECK(t.count(code) == 1);
#endif
  }
  for (const auto &[code, trigger] : t) {
    INFO(code);
    CHECK(codes.count(code) == 1); // no trigger for a code the registry lacks
  }
}

TEST_CASE("every minimal input of docs/errors.md raises exactly its code", "[errors][catalogue]") {
  auto t = triggers();
  std::size_t triggered = 0;
  for (const ErrorInfo &e : error_registry()) {
    auto it = t.find(std::string(e.code));
    if (it == t.end()) continue;
    INFO(e.code << ": " << e.trigger);
    std::string got = it->second();
    CHECK(got == e.code);
    triggered += got == e.code;
  }
  std::printf("bad-input catalogue: %zu of %zu codes triggered (%zu defensive)\n", triggered,
              error_registry().size(), kDefensive.size());
  std::filesystem::remove_all(scratch_dir());
}
