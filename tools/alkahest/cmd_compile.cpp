// tools/alkahest/cmd_compile.cpp - `alkahest compile --target cpu|c|stablehlo|ptx "<expr>"...
// --vars x,y [--params a,b]`: print LLVM IR, C, a StableHLO module or PTX.
#include "commands.hpp"
#include "number_option.hpp"
#include "result_output.hpp"

#include <alkahest/cuda.hpp>
#include <alkahest/error.hpp>
#include <alkahest/expr.hpp>
#include <alkahest/expr/parse.hpp>
#include <alkahest/jit.hpp>

#include <fmt/format.h>

#include <functional>
#include <set>

namespace alkahest::cli {
namespace {

/// What a target needs to print its code.
struct CompileRequest {
  std::vector<Expr> outputs;    ///< one or more expressions (multi-output)
  std::vector<Expr> inputs;     ///< symbols, in --vars order
  std::vector<Expr> parameters; ///< symbols passed as scalars, in --params order
  std::string name;             ///< function name (C)
  std::size_t points = 0;       ///< tensor length (StableHLO), 0 dynamic
  bool optimized = true;        ///< IR after the optimisation pipeline
  JitOptions jit;
#if ALKAHEST_HAS_CUDA
  CudaOptions cuda;
#endif
};

/// One code-generation target of the command: name, help, and the printer.
struct CompileTarget {
  const char *name;
  const char *help;
  std::function<std::string(const CompileRequest &)> emit;
};

// To add a target (e.g. `ptx` for the GPU tier), add one row here; the
// option's help and validation come from this table.
const std::vector<CompileTarget> &targets() {
  static const std::vector<CompileTarget> table = {
    {"cpu", "LLVM IR of the CPU JIT's batch kernel (host CPU)",
     [](const CompileRequest &r) {
       return emit_llvm_ir(r.outputs, r.inputs, r.parameters, r.jit, r.optimized);
     }},
    {"c", "C99 source (emit_c)",
     [](const CompileRequest &r) {
       return r.outputs.size() == 1 ? emit_c(r.outputs[0], r.inputs, r.parameters, r.name)
                                    : emit_c(r.outputs, r.inputs, r.parameters, r.name);
     }},
    {"stablehlo", "MLIR module of StableHLO ops over tensors of --points points (JAX, IREE)",
     [](const CompileRequest &r) {
       StableHloOptions o;
       o.points = r.points;
       return emit_stablehlo(r.outputs, r.inputs, r.parameters, o);
     }},
#if ALKAHEST_HAS_CUDA
    {"ptx", "PTX of the GPU kernel (sm_86, libdevice linked; see docs/gpu.md)",
     [](const CompileRequest &r) {
       return compile_cuda(r.outputs, r.inputs, r.parameters, r.cuda).ptx();
     }},
#endif
  };
  return table;
}

/// The symbols of a comma-separated list given to `option` (--vars, --params).
std::vector<Expr> parse_symbols(ExprPool &pool, const std::string &option,
                                const std::string &list) {
  std::vector<Expr> vars;
  std::size_t start = 0;
  while (start <= list.size()) {
    std::size_t comma = list.find(',', start);
    std::string name =
        list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    try {
      vars.push_back(pool.symbol(name));
    } catch (const ExprError &) {
      raise(ErrorId::CliBadArgument, fmt::format("{}: '{}' is not a symbol name", option, name));
    }
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return vars;
}

/// The inputs: --vars, or by default the free symbols of all outputs that are
/// not parameters, sorted by name.
std::vector<Expr> parse_vars(ExprPool &pool, const std::string &list,
                             const std::vector<Expr> &outputs,
                             const std::vector<Expr> &parameters) {
  if (!list.empty()) return parse_symbols(pool, "--vars", list);
  std::set<std::string> names;
  for (const Expr &e : outputs)
    for (const Expr &s : free_symbols(e))
      names.insert(s->name());
  for (const Expr &p : parameters)
    names.erase(p->name());
  std::vector<Expr> vars;
  for (const std::string &n : names)
    vars.push_back(pool.symbol(n));
  return vars;
}

} // namespace

CommandState add_compile_command(CLI::App &app) {
  auto *cmd = app.add_subcommand(
      "compile", "Print the code an expression compiles to (LLVM IR for the CPU JIT, or C)");
  struct Args {
    std::vector<std::string> texts;
    std::string target = "cpu", vars, params, name = "alkahest_fn";
    bool unoptimized = false, fast_math = false, vector_math = false;
    std::size_t points = 0;
#if ALKAHEST_HAS_CUDA
    CudaOptions cuda;
#endif
  };
  auto a = std::make_shared<Args>();
#if ALKAHEST_HAS_CUDA
  a->cuda.disk_cache = false;
#endif
  std::string target_help = "Target:";
  for (const auto &t : targets())
    target_help += fmt::format(" {} = {};", t.name, t.help);
  cmd->add_option("expr", a->texts, "Expression(s); several make one multi-output function")
      ->required();
  cmd->add_option("--target", a->target, target_help);
  cmd->add_option("--vars", a->vars,
                  "Inputs (columns, one value per point) in order, e.g. x,y (default: the free "
                  "symbols that are not parameters, sorted by name)");
  cmd->add_option("--params", a->params,
                  "Parameters in order, e.g. a,b: scalars passed with each call, the same at "
                  "every point (C: the argument param[k]; default: none)");
  cmd->add_option("--name", a->name, "Function name (C target)");
  add_number_option(*cmd, "--points", a->points,
                    "Points per call (stablehlo): the tensors' length; 0 (default) dynamic, "
                    "tensor<?xf64>; JAX needs a length",
                    std::size_t(0), std::size_t(1) << 48);
  cmd->add_flag("--unoptimized", a->unoptimized, "IR before the optimisation pipeline (cpu)");
  cmd->add_flag("--fast-math", a->fast_math, "Allow reassociation and FMA contraction");
  cmd->add_flag("--vector-math", a->vector_math, "Vectorize math calls with libmvec (AVX2 hosts)");
#if ALKAHEST_HAS_CUDA
  cmd->add_option("--sm", a->cuda.sm, "PTX target (ptx): an SM LLVM 15 knows, sm_20 ... sm_86");
  add_number_option(*cmd, "--unroll", a->cuda.unroll,
                    "Groups of points per thread and iteration (ptx), 0 automatic",
                    decltype(a->cuda.unroll)(0), decltype(a->cuda.unroll)(8));
  add_number_option(*cmd, "--vector-width", a->cuda.vector_width,
                    "Points per group (ptx): 0 automatic, 1 or 2",
                    decltype(a->cuda.vector_width)(0), decltype(a->cuda.vector_width)(2));
  add_number_option(*cmd, "--max-registers", a->cuda.max_registers,
                    "Register cap per thread (ptx), 0 (none) or 16-255",
                    decltype(a->cuda.max_registers)(0), decltype(a->cuda.max_registers)(255));
  add_number_option(*cmd, "--math-calls", a->cuda.math_calls,
                    "libdevice functions (ptx): 0 automatic, 1 inline, 2 call",
                    decltype(a->cuda.math_calls)(0), decltype(a->cuda.math_calls)(2));
#endif
  cmd->callback([a] {
    const CompileTarget *chosen = nullptr;
    for (const auto &t : targets())
      if (a->target == t.name) chosen = &t;
    if (!chosen) raise(ErrorId::CliBadArgument, fmt::format("unknown --target '{}'", a->target));
    ExprPool pool;
    CompileRequest r;
    for (const std::string &t : a->texts)
      r.outputs.push_back(parse(pool, t));
    if (!a->params.empty()) r.parameters = parse_symbols(pool, "--params", a->params);
    r.inputs = parse_vars(pool, a->vars, r.outputs, r.parameters);
    r.name = a->name;
    r.points = a->points;
    r.optimized = !a->unoptimized;
    r.jit.fast_math = a->fast_math;
    if (a->vector_math) r.jit.vector_math = true;
#if ALKAHEST_HAS_CUDA
    r.cuda = a->cuda;
    r.cuda.fma = a->fast_math;
#endif
    print_result(chosen->emit(r));
  });
  return a;
}

} // namespace alkahest::cli
