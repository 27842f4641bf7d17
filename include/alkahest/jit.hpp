// alkahest/jit.hpp - compile expressions to native code for the host CPU (LLVM 15 ORC JIT) or to C
// source.
//
//   ExprPool p;  Expr x = p.symbol("x"), y = p.symbol("y");
//   CompiledFn f = compile_expr(sin(x) * cos(y), {x, y});
//   std::vector<double> z = f.call_batch(columns);   // columns[k] = input k
//
//   Expr a = p.symbol("a");                            // a parameter: one value per call
//   CompiledFn g = compile_expr(exp(-a * x), {x}, {a});
//   g.call_batch_into(columns, params, outs);          // params[k] = parameter k
//
// The compiled code follows the interpreter's semantics (interpret.hpp) and,
// with default options, agrees with it to a few ulp (bit for bit for
// arithmetic and integer powers). Declarations here need libalkahest.
#pragma once

#include <alkahest/expr.hpp>
#include <alkahest/precision.hpp>
#include <alkahest/reduction.hpp>

#include <cstddef>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace alkahest {

/// How compile_expr builds and runs code. Every field but `threads` and
/// `min_points_per_thread` is part of the compile cache's key.
struct JitOptions {
  /// Allow reassociation, FMA contraction and "no NaN/inf" assumptions
  /// (LLVM's `fast` flags). Off: strict IEEE, results match the interpreter.
  bool fast_math = false;
  /// Vector math: the loop vectorizer calls glibc's libmvec (`_ZGVdN4v_sin`
  /// ...) for sin cos tan exp log pow asin acos atan atan2 sinh cosh tanh erf
  /// 4 points at a time. Only on hosts with AVX2 (checked at run time;
  /// elsewhere the scalar libm is used). libmvec is accurate to a few ulp per
  /// call but not bit-identical to libm. true / false: on / off, whatever
  /// math_tolerance_ulp says; unset (the default): on exactly when
  /// math_tolerance_ulp admits the documented bound of every libmvec function
  /// the expression calls (libmvec_ulp_bound), so by default off.
  std::optional<bool> vector_math;
  /// Error per math call (sin, exp, pow ...) the caller accepts beyond libm's,
  /// in ulp of the call's result; 0 (default): libm itself, bit-identical to
  /// the interpreter. With vector_math unset, 4 or more admits libmvec.
  double math_tolerance_ulp = 0;
  /// Most threads a call may use; compile_expr refuses more with E-JIT-010.
  static constexpr unsigned kMaxThreads = 1024;
  /// Threads for call_batch*; 0 = all hardware threads, 1 = the caller's; at
  /// most kMaxThreads.
  unsigned threads = 0;
  /// A batch is split only into chunks of at least this many points.
  std::size_t min_points_per_thread = 1u << 14;
  /// LLVM optimisation level 0..3 (IR passes and code generation); others
  /// are refused with E-JIT-010.
  int opt_level = 3;
  /// Above this many distinct DAG nodes the loop and SLP vectorizers,
  /// interleaving and unrolling are off: they multiply a big loop body, and
  /// instruction selection and register allocation grow faster than
  /// linearly in its size (a 10^4-node body would take tens of seconds).
  std::size_t vectorize_up_to_nodes = 2000;
  /// Above this many distinct DAG nodes, IR optimisation is skipped and code
  /// generation runs at -O0 with FastISel (compile time stays roughly
  /// linear: a 10^4-node expression compiles ~15x faster than at O3; a body
  /// dominated by libm calls runs as fast, pure arithmetic ~2x slower).
  std::size_t optimize_up_to_nodes = 4000;
  /// Larger expressions are refused with E-JIT-007.
  std::size_t max_nodes = 2000000;
  /// Bytes the compile may take at its peak; a compile estimated above it is
  /// refused with E-JIT-012 before LLVM runs (LLVM aborts the process when an
  /// allocation fails inside it). 0: what the process may still allocate,
  /// 3/4 of the smallest of physical memory, RLIMIT_AS and its cgroup's limit
  /// less what it uses (docs/reliability.md).
  std::size_t memory_budget_bytes = 0;
  /// Most columns (inputs + outputs) and parameters in all that the loop
  /// takes as arguments of its own, noalias pointers the vectorizer can keep
  /// apart. With more, the loop reads the column pointers and parameter
  /// values from the arrays of its entry point: one signature of 10^4
  /// arguments is slow to build, and code generators cap a call's operands
  /// (LLVM's at 65535: past it, results were silently wrong). At most
  /// kMaxArgumentColumns (E-JIT-010).
  std::size_t columns_as_arguments_up_to = 1024;
  static constexpr std::size_t kMaxArgumentColumns = 16384;
  /// Reuse the code of an identical live compile (same expression structure,
  /// inputs and options) instead of compiling again.
  bool use_cache = true;
  /// Element type of the columns (alkahest/precision.hpp). F32 functions
  /// are called through the float forms of call_batch / call_batch_into
  /// (the double forms refuse them with E-JIT-010, and the float forms an
  /// F64 function); call / call_into take doubles in either precision (an
  /// F32 function rounds the point to float first and returns its float
  /// results widened). compile_reduction takes F64 only.
  Precision precision = Precision::F64;
};

namespace jit_detail {
struct Code;
}

/// A compiled function of n_inputs() columns and n_parameters() scalars to
/// n_outputs() doubles per point. Cheap to copy (shared code); the machine
/// code is freed when the last copy of every CompiledFn sharing it is
/// destroyed. Calls are thread-safe.
///
/// Parameters are values passed with each call and the same at every point
/// (a model's coefficients in a fit): changing them needs neither a new
/// compile nor a column of copies. Every call form takes them as a span
/// `params` (params[k] = value of parameter k, in the order given to
/// compile_expr); the forms without `params` are for functions with no
/// parameters. A wrong number of values is refused with E-JIT-011. The
/// values are copied before any code runs, so `params` may live anywhere,
/// even inside an output buffer.
class CompiledFn {
public:
  CompiledFn() = default;

  std::size_t n_inputs() const noexcept;
  std::size_t n_outputs() const noexcept;
  std::size_t n_parameters() const noexcept;
  /// True for a default-constructed (empty) CompiledFn.
  bool empty() const noexcept { return !code_; }

  /// The single output at one point (point[k] = value of input k).
  /// E-JIT-001 for a wrong number of values, E-JIT-004 if n_outputs() != 1.
  double call(std::span<const double> point) const;
  double call(std::span<const double> point, std::span<const double> params) const;
  /// Every output at one point: out[j] = output j.
  void call_into(std::span<const double> point, std::span<double> out) const;
  void call_into(std::span<const double> point, std::span<const double> params,
                 std::span<double> out) const;

  /// Aliasing rule (every call): no output may share memory with an input or
  /// another output, exact in-place included; an overlap is refused with
  /// E-JIT-009 before any code runs. Inputs may overlap each other.

  /// Every output at every point of the columns (columns[k][i] = input k at
  /// point i), output-major: result[j * n + i]. The loop runs inside the
  /// compiled code, split across threads for large batches. Allocates the
  /// result on every call: loops use call_batch_into.
  std::vector<double> call_batch(std::span<const std::span<const double>> columns) const;
  std::vector<double> call_batch(std::span<const std::span<const double>> columns,
                                 std::span<const double> params) const;
  /// As call_batch, into caller memory: outs[j][i] = output j at point i.
  void call_batch_into(std::span<const std::span<const double>> columns,
                       std::span<const std::span<double>> outs) const;
  void call_batch_into(std::span<const std::span<const double>> columns,
                       std::span<const double> params,
                       std::span<const std::span<double>> outs) const;
  /// Single-output form: out[i] = the output at point i.
  void call_batch_into(std::span<const std::span<const double>> columns,
                       std::span<double> out) const;
  void call_batch_into(std::span<const std::span<const double>> columns,
                       std::span<const double> params, std::span<double> out) const;

  /// The float forms for a function compiled with JitOptions::precision
  /// F32: float columns in, float outputs (each the f64 result rounded once
  /// to float), parameters still double. Same rules and errors as the
  /// double forms.
  std::vector<float> call_batch(std::span<const std::span<const float>> columns) const;
  std::vector<float> call_batch(std::span<const std::span<const float>> columns,
                                std::span<const double> params) const;
  void call_batch_into(std::span<const std::span<const float>> columns,
                       std::span<const std::span<float>> outs) const;
  void call_batch_into(std::span<const std::span<const float>> columns,
                       std::span<const double> params,
                       std::span<const std::span<float>> outs) const;
  void call_batch_into(std::span<const std::span<const float>> columns, std::span<float> out) const;
  void call_batch_into(std::span<const std::span<const float>> columns,
                       std::span<const double> params, std::span<float> out) const;

  /// The options the function was compiled with.
  const JitOptions &options() const noexcept { return options_; }
  /// Whether the code uses libmvec (vector_math requested and the host has AVX2).
  bool uses_vector_math() const noexcept;

private:
  // The batch call for columns of T (double or float, instantiated in
  // compile_expr.cpp).
  template <class T>
  void batch_into(std::span<const std::span<const T>> columns, std::span<const double> params,
                  std::span<const std::span<T>> outs) const;
  template <class T>
  std::vector<T> batch(std::span<const std::span<const T>> columns,
                       std::span<const double> params) const;
  friend class CompiledReduction;
  friend CompiledFn compile_expr(std::span<const Expr>, std::span<const Expr>,
                                 std::span<const Expr>, const JitOptions &);
  std::shared_ptr<const jit_detail::Code> code_;
  JitOptions options_;
};

/// Compiles several outputs into one function of the inputs (a Jacobian, a
/// residual vector): shared subexpressions are computed once per point.
/// `parameters` are symbols whose values each call passes as scalars (see
/// CompiledFn). Errors, raised before anything is compiled: E-JIT-003 (a
/// free symbol neither an input nor a parameter, named), E-JIT-006 (inputs
/// or parameters not distinct symbols, a symbol that is both, empty Expr),
/// E-JIT-007 (too large), E-JIT-012 (more memory than the compile may
/// take), E-JIT-005 (LLVM failure).
CompiledFn compile_expr(std::span<const Expr> outputs, std::span<const Expr> inputs,
                        std::span<const Expr> parameters, const JitOptions &options = {});
CompiledFn compile_expr(std::span<const Expr> outputs, std::span<const Expr> inputs,
                        const JitOptions &options = {});
/// Single-output forms.
CompiledFn compile_expr(const Expr &expr, std::span<const Expr> inputs,
                        std::span<const Expr> parameters, const JitOptions &options = {});
CompiledFn compile_expr(const Expr &expr, std::span<const Expr> inputs,
                        const JitOptions &options = {});
inline CompiledFn compile_expr(const Expr &expr, std::initializer_list<Expr> inputs,
                               const JitOptions &options = {}) {
  return compile_expr(expr, std::span<const Expr>(inputs.begin(), inputs.size()), options);
}
inline CompiledFn compile_expr(const Expr &expr, std::initializer_list<Expr> inputs,
                               std::initializer_list<Expr> parameters,
                               const JitOptions &options = {}) {
  return compile_expr(expr, std::span<const Expr>(inputs.begin(), inputs.size()),
                      std::span<const Expr>(parameters.begin(), parameters.size()), options);
}

/// Reductions over points compiled for the CPU (alkahest/reduction.hpp):
/// every reduction of one object in one pass over the points. The points'
/// values are computed by compiled code (a CompiledFn of the values, tile by
/// tile into a buffer that stays in cache) and folded in the fixed order of
/// reduction.hpp, so results are bit-identical across calls, thread counts
/// and JitOptions::min_points_per_thread. Cheap to copy; calls are
/// thread-safe. Parameters as CompiledFn's.
class CompiledReduction {
public:
  CompiledReduction() = default;

  std::size_t n_inputs() const noexcept { return values_.n_inputs(); }
  std::size_t n_parameters() const noexcept { return values_.n_parameters(); }
  std::size_t n_reductions() const noexcept { return ops_.size(); }
  bool empty() const noexcept { return values_.empty(); }

  /// result[k] = reduction k over every point of the columns (columns[k][i]
  /// = input k at point i). Errors as CompiledFn::call_batch_into
  /// (E-JIT-001, -002, -011); E-JIT-004 when `results` has not
  /// n_reductions() slots. A function with no inputs reduces over zero
  /// points (the identities).
  std::vector<double> call(std::span<const std::span<const double>> columns) const;
  std::vector<double> call(std::span<const std::span<const double>> columns,
                           std::span<const double> params) const;
  void call_into(std::span<const std::span<const double>> columns, std::span<const double> params,
                 std::span<double> results) const;

  const ReductionOptions &reduction_options() const noexcept { return reduction_options_; }
  const JitOptions &options() const noexcept { return values_.options(); }

private:
  friend CompiledReduction compile_reduction(std::span<const Reduction>, std::span<const Expr>,
                                             std::span<const Expr>, const ReductionOptions &,
                                             const JitOptions &);
  CompiledFn values_;                    ///< one output per value (Dot: its two factors)
  std::vector<ReduceOp> ops_;            ///< one per reduction
  std::vector<std::size_t> first_value_; ///< the index of each reduction's first value
  ReductionOptions reduction_options_;
};

/// Compiles reductions over points of expressions of `inputs` (columns) and
/// `parameters` (scalars per call). Errors: those of compile_expr, and
/// E-JIT-006 for a Dot without `other` or another op with one, E-JIT-010
/// for ReductionOptions out of range (tile_points not a power of two in
/// [lanes, 2^24], lanes not a power of two in [32, 1024]) or no reductions.
CompiledReduction compile_reduction(std::span<const Reduction> reductions,
                                    std::span<const Expr> inputs,
                                    std::span<const Expr> parameters = {},
                                    const ReductionOptions &reduction_options = {},
                                    const JitOptions &options = {});

/// The LLVM IR of the function compile_expr would build (the batch kernel
/// `(ptr in_0.., ptr out_0.., double p_0.., i64 n)` and its entry point
/// `(ptr ins, ptr outs, ptr params, i64 n)`; above
/// JitOptions::columns_as_arguments_up_to columns and parameters, the entry
/// point alone, the loop inside), before (`optimized` false) or after
/// optimisation.
std::string emit_llvm_ir(std::span<const Expr> outputs, std::span<const Expr> inputs,
                         const JitOptions &options = {}, bool optimized = true);
std::string emit_llvm_ir(std::span<const Expr> outputs, std::span<const Expr> inputs,
                         std::span<const Expr> parameters, const JitOptions &options = {},
                         bool optimized = true);

/// C99 source of `double name(const double *in)` computing expr, with
/// in[k] the value of inputs[k]. Same semantics as the JIT (integer powers as
/// the same multiplication chain, sign/min/max with the interpreter's NaN and
/// signed-zero rules, constants as exact hexadecimal literals); needs only
/// <math.h>; build without -ffast-math and with -ffp-contract=off to keep
/// IEEE results. E-JIT-003/-006 as compile_expr, E-JIT-008 for a bad name.
std::string emit_c(const Expr &expr, std::span<const Expr> inputs, const std::string &name);
/// Multi-output form: `void name(const double *in, double *out)`.
std::string emit_c(std::span<const Expr> outputs, std::span<const Expr> inputs,
                   const std::string &name);
/// With parameters: one more argument, `const double *param` after `in`
/// (param[k] the value of parameters[k]): `double name(const double *in,
/// const double *param)` and `void name(const double *in, const double
/// *param, double *out)`. With no parameters these are the forms above.
std::string emit_c(const Expr &expr, std::span<const Expr> inputs, std::span<const Expr> parameters,
                   const std::string &name);
std::string emit_c(std::span<const Expr> outputs, std::span<const Expr> inputs,
                   std::span<const Expr> parameters, const std::string &name);

/// How emit_stablehlo shapes its module.
struct StableHloOptions {
  /// Points per call, the length of every tensor: `tensor<{points}xf64>`,
  /// what JAX and XLA compile. 0 gives `tensor<?xf64>` (the length of the
  /// first input, for hosts that refine shapes, e.g. IREE); a function of no
  /// inputs needs a length.
  std::size_t points = 0;
  /// The module's symbol (`module @name`); the function is always `@main`.
  std::string name = "alkahest_fn";
};

/// A textual MLIR module of StableHLO ops: `func.func public @main` takes one
/// f64 tensor of points per input (then one `tensor<f64>` per parameter) and
/// returns one f64 tensor per output. One SSA value per DAG node (shared
/// subexpressions once), the interpreter's order of operations, integer
/// powers as the same multiplication chain, constants exact; functions
/// StableHLO has no op for are exact identities of its ops (docs/codegen.md),
/// erf is `chlo.erf`. Errors as emit_c; E-JIT-008 for a bad module name,
/// E-JIT-006 for no inputs with a dynamic length.
std::string emit_stablehlo(std::span<const Expr> outputs, std::span<const Expr> inputs,
                           std::span<const Expr> parameters, const StableHloOptions &options = {});
std::string emit_stablehlo(std::span<const Expr> outputs, std::span<const Expr> inputs,
                           const StableHloOptions &options = {});
std::string emit_stablehlo(const Expr &expr, std::span<const Expr> inputs,
                           const StableHloOptions &options = {});

/// The documented bound, in ulp, of glibc's libmvec variant of `f` (glibc
/// manual, "Known Maximum Errors in Math Functions": at most 4 ulp for every
/// vector function on x86_64); 0 for functions with no libmvec variant (they
/// stay libm calls or instructions).
double libmvec_ulp_bound(Func f) noexcept;

/// Statistics of the process-wide compile cache (for tests and benchmarks).
struct JitCacheStats {
  std::size_t hits = 0, misses = 0, live_entries = 0;
};
JitCacheStats jit_cache_stats();

} // namespace alkahest
