// lib/codegen/lowering.hpp - the one target-neutral lowering of the expression DAG to LLVM IR.
//
// Every tier (CPU JIT, NVPTX) builds its code through this file:
//   1. check_inputs()      - refuse unbound symbols / duplicate inputs first;
//   2. lower_point()       - one SSA value per DAG node, at the builder;
//   3. build_soa_kernel()  - `void name(ptr in_0.., ptr out_0.., double p_0.., i64 n)`,
//                            a loop over points whose bounds the target picks
//                            (CPU: 0..n step 1; GPU: grid-stride);
//      build_array_kernel() - the same loop as `void name(ptr ins, ptr outs,
//                            ptr params, i64 n)`, for any number of columns.
//
// Parameters are symbols bound to one scalar per call (kernel arguments by
// value), the same at every point; inputs are columns, one value per point.
#pragma once

#include "math_hook.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace llvm {
class Value;
class Module;
class Function;
class IRBuilderBase;
class LLVMContext;
class Type;
} // namespace llvm

namespace alkahest::codegen {
#pragma GCC visibility push(hidden)

/// Floating-point semantics of the generated code.
struct LoweringOptions {
  /// false (default): IEEE, no fast-math flags, no FP contraction, so the
  /// result matches the interpreter. true: `fast` flags on every FP op
  /// (reassociation, contraction into FMA, no NaN/inf guarantees).
  bool fast_math = false;
  /// When > 0, start a new basic block after every `split_blocks_every`
  /// nodes. Instruction selection works per block and grows faster than
  /// linearly in the block's size, so unoptimised builds of huge
  /// expressions (10^5+ nodes) split; optimised builds leave it 0 (the
  /// optimiser would merge the blocks back anyway).
  std::size_t split_blocks_every = 0;
  /// Load numeric constants from one private constant array instead of
  /// using them as immediates. Unoptimised x86 code generation looks every
  /// FP immediate up in a linear constant pool (quadratic in the number of
  /// distinct constants); huge expressions set this, optimised builds don't.
  bool constants_in_table = false;
  /// Columns hold floats instead of doubles: each load widens to double
  /// (exact), each store rounds to float once (round to nearest even). The
  /// per-point lowering is the same f64 code either way; parameters stay
  /// double.
  bool f32_columns = false;
  /// With f32_columns: the arithmetic too is float. Loads do not widen,
  /// constants and parameters are rounded to float once, and the math
  /// functions are their float forms (`sinf`, libdevice's `__nv_sinf`).
  bool f32_math = false;
};

/// The element type of a kernel's columns (double, or float with
/// LoweringOptions::f32_columns).
llvm::Type *column_element_type(llvm::LLVMContext &ctx, const LoweringOptions &opts);
/// Loads element `index` of a column as the lowering's value type: a
/// double (widened from float with f32_columns), or the float itself with
/// f32_math (`widen` false). `type` is column_element_type or a fixed vector
/// of it (a group of points), with `align` its alignment (0: the type's own).
llvm::Value *load_column(llvm::IRBuilderBase &b, llvm::Type *type, llvm::Value *column,
                         llvm::Value *index, unsigned align = 0, bool widen = true);
/// Stores a value (or vector of values) as element `index` of a column of
/// `type` (a double rounded to float first when `type`'s elements are float).
void store_column(llvm::IRBuilderBase &b, llvm::Type *type, llvm::Value *value, llvm::Value *column,
                  llvm::Value *index, unsigned align = 0);

/// What is wrong with a (outputs, inputs, parameters) triple, if anything.
struct InputProblem {
  enum Kind {
    UnboundSymbol,    ///< a free symbol neither an input nor a parameter
    DuplicateInput,   ///< a symbol listed twice among the inputs or the parameters
    InputIsParameter, ///< a symbol listed both as an input and as a parameter
    NotASymbol,
    NullOutput
  } kind;
  std::string detail; ///< the symbol's name, or a description
};

/// nullopt when every free symbol of the outputs is among the inputs or the
/// parameters, the inputs and parameters are distinct symbols (none in both
/// lists) and no output is empty. Each tier raises its own error code from
/// the answer (E-JIT-*, E-CUDA-002).
std::optional<InputProblem> check_inputs(std::span<const Node *const> outputs,
                                         std::span<const Node *const> inputs,
                                         std::span<const Node *const> parameters = {});

/// Emits the values of `outputs` at the builder's insertion point, given one
/// double value per input symbol. Iterative over postorder(outputs): each
/// distinct node becomes one SSA value, computed once however many parents
/// (or outputs) share it. Semantics follow the interpreter exactly: n-ary
/// add/mul fold left in canonical argument order; integer powers are the
/// binary-powering chain of `ipow` (square-and-multiply from the most
/// significant bit, negative exponents 1/chain); rationals are correctly
/// rounded doubles; sign/min/max/abs/floor/ceil inline with the interpreter's
/// NaN rules. Preconditions: check_inputs() passed.
/// `on_output(j, value)`, when given, is called for each output j as soon
/// as its value exists, before the nodes after it in postorder are emitted:
/// a store placed there ends the value's life early (on the CPU each value
/// live across a libm call is a spill, the SysV ABI saving no vector
/// register), where storing every output at the end keeps all of them live.
std::vector<llvm::Value *>
lower_point(llvm::IRBuilderBase &b, MathHook &hook, std::span<const Node *const> outputs,
            std::span<const Node *const> inputs, std::span<llvm::Value *const> input_values,
            const LoweringOptions &opts,
            const std::function<void(std::size_t, llvm::Value *)> &on_output = {});

/// The interpreter's min (is_min) or max of two doubles: a quiet NaN if
/// either is NaN, and -0.0 < +0.0 (the lowering of Func::Min/Max; the
/// reductions combine with it too).
llvm::Value *emit_min_max(llvm::IRBuilderBase &b, llvm::Value *x, llvm::Value *y, bool is_min);

/// Loop bounds of a kernel: for (i = begin; i < n; i += step).
struct LoopBounds {
  llvm::Value *begin = nullptr; ///< i64
  llvm::Value *step = nullptr;  ///< i64
};
/// Emits the bounds in the kernel's entry block (e.g. thread/block ids on a
/// GPU). `n` is the kernel's point-count argument.
using BoundsFn = std::function<LoopBounds(llvm::IRBuilderBase &b, llvm::Value *n)>;
/// The CPU's bounds: begin 0, step 1.
LoopBounds serial_bounds(llvm::IRBuilderBase &b, llvm::Value *n);

/// Builds `void name(ptr noalias in_0, ..., ptr noalias out_0, ...,
/// double p_0, ..., i64 n)` in `m`: for each point i of the loop, loads
/// in_k[i], evaluates every output (shared subexpressions once per point;
/// the optimiser hoists what depends on parameters only) and stores
/// out_j[i]. Inputs are marked readonly, outputs writeonly; all pointers
/// noalias.
/// The function has external linkage and the default calling convention;
/// a GPU target marks it as a kernel afterwards.
llvm::Function *build_soa_kernel(llvm::Module &m, const std::string &name, MathHook &hook,
                                 std::span<const Node *const> outputs,
                                 std::span<const Node *const> inputs,
                                 std::span<const Node *const> parameters,
                                 const LoweringOptions &opts,
                                 const BoundsFn &bounds = serial_bounds);

/// The kernel of build_soa_kernel with the signature of build_array_entry:
/// `void name(ptr ins, ptr outs, ptr params, i64 n)`, each column pointer
/// (ins[k], outs[j]) and parameter value (params[k]) loaded in the loop
/// where it is used. Its signature does not grow with the columns: code
/// generators cap the operands of one call or function (LLVM's SelectionDAG
/// at 65535, past which it silently drops arguments), and a signature of
/// 10^4 arguments is slow to lower. The columns are not marked noalias.
llvm::Function *build_array_kernel(llvm::Module &m, const std::string &name, MathHook &hook,
                                   std::span<const Node *const> outputs,
                                   std::span<const Node *const> inputs,
                                   std::span<const Node *const> parameters,
                                   const LoweringOptions &opts,
                                   const BoundsFn &bounds = serial_bounds);

/// The symbols a kernel binds for lower_point: inputs first, then
/// parameters (the order of the values it passes: one load per input
/// column, then the by-value parameter arguments).
std::vector<const Node *> bound_symbols(std::span<const Node *const> inputs,
                                        std::span<const Node *const> parameters);

/// Marks the first n_inputs parameters of `fn` noalias nocapture readonly
/// and the next n_outputs noalias nocapture writeonly, in one attribute list
/// (linear in the number of columns).
void mark_column_params(llvm::Function *fn, std::size_t n_inputs, std::size_t n_outputs);

/// Builds `void name(ptr ins, ptr outs, ptr params, i64 n)` that loads the
/// column pointers from the arrays `ins[k]`, `outs[j]`, the parameter values
/// from `params[k]`, and calls `kernel` (the calling convention a host
/// runtime uses for any number of columns and parameters).
llvm::Function *build_array_entry(llvm::Module &m, const std::string &name, llvm::Function *kernel,
                                  std::size_t n_inputs, std::size_t n_outputs,
                                  std::size_t n_parameters);

#pragma GCC visibility pop
} // namespace alkahest::codegen
