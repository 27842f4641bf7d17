// lib/jit/compile_expr.cpp - compile_expr, CompiledFn (validation, threads) and the compile cache.
#include "buffer_overlap.hpp"
#include "compile_memory.hpp"
#include "jit_engine.hpp"
#include "lowering.hpp"
#include "structural_key.hpp"

#include <alkahest/jit.hpp>

#include <fmt/format.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <mutex>
#include <system_error>
#include <thread>
#include <type_traits>
#include <unordered_map>

namespace alkahest {
namespace {

using jit_detail::Code;

std::vector<const Node *> nodes_of(std::span<const Expr> exprs, ErrorId on_empty) {
  std::vector<const Node *> nodes;
  for (const Expr &e : exprs) {
    if (!e.valid()) raise(on_empty, "an output or input is an empty Expr");
    nodes.push_back(e.node());
  }
  return nodes;
}

// Refusals before any code is built (E-JIT-003 / -006).
void check(std::span<const Node *const> outputs, std::span<const Node *const> inputs,
           std::span<const Node *const> parameters) {
  auto problem = codegen::check_inputs(outputs, inputs, parameters);
  if (!problem) return;
  auto names_of = [](std::span<const Node *const> symbols) {
    std::string names;
    for (const Node *s : symbols)
      names += (names.empty() ? "" : ", ") + s->name();
    return names.empty() ? std::string("none") : names;
  };
  switch (problem->kind) {
  case codegen::InputProblem::UnboundSymbol:
    if (parameters.empty())
      raise(ErrorId::JitUnboundSymbol, fmt::format("symbol '{}' is not among the inputs ({})",
                                                   problem->detail, names_of(inputs)));
    raise(ErrorId::JitUnboundSymbol,
          fmt::format("symbol '{}' is neither an input ({}) nor a parameter ({})", problem->detail,
                      names_of(inputs), names_of(parameters)));
  case codegen::InputProblem::DuplicateInput:
    raise(ErrorId::JitBadInputs,
          fmt::format("symbol '{}' is listed twice among the inputs or the parameters",
                      problem->detail));
  case codegen::InputProblem::InputIsParameter:
    raise(
        ErrorId::JitBadInputs,
        fmt::format("symbol '{}' is both an input and a parameter; list it once", problem->detail));
  case codegen::InputProblem::NotASymbol:
  case codegen::InputProblem::NullOutput:
    raise(ErrorId::JitBadInputs, problem->detail);
  }
}

// Whether the caller asked for libmvec: explicitly, or through a tolerance
// that admits the bound of every libmvec function the outputs call.
bool wants_vector_math(const JitOptions &o, std::span<const Node *const> outputs) {
  if (o.vector_math) return *o.vector_math;
  double needed = 0;
  for (const Node *n : postorder(outputs))
    if (n->kind() == NodeKind::Call)
      needed = std::max(needed, libmvec_ulp_bound(n->func()));
    else if (n->kind() == NodeKind::Pow &&
             !(n->arg(1)->is_number() && is_integer(n->arg(1)->number())))
      needed = std::max(needed, 4.0); // pow
  return needed > 0 && o.math_tolerance_ulp >= needed;
}

// The cache key: what the code computes (codegen::structural_key: the DAG,
// symbols by input position, whatever the pool) and every option that
// changes the code.
std::string cache_key(std::span<const Node *const> outputs, std::span<const Node *const> inputs,
                      std::span<const Node *const> parameters, const JitOptions &o) {
  std::string key = codegen::structural_key(outputs, inputs, parameters);
  key +=
      fmt::format("|{}{}{}|{}|{}|{}|{}", o.fast_math, wants_vector_math(o, outputs), o.opt_level,
                  o.optimize_up_to_nodes, o.vectorize_up_to_nodes,
                  inputs.size() + outputs.size() + parameters.size() > o.columns_as_arguments_up_to,
                  precision_name(o.precision));
  return key;
}

// Weak entries: the cache never keeps code alive, so a CompiledFn's code is
// freed with its last copy, and an identical compile while one is alive is free.
struct Cache {
  std::mutex mutex;
  std::unordered_map<std::string, std::weak_ptr<const Code>> entries;
  std::size_t hits = 0, misses = 0;

  std::shared_ptr<const Code> find(const std::string &key) {
    std::lock_guard lock(mutex);
    auto it = entries.find(key);
    if (it != entries.end())
      if (auto code = it->second.lock()) {
        ++hits;
        return code;
      }
    ++misses;
    return nullptr;
  }
  void store(const std::string &key, const std::shared_ptr<const Code> &code) {
    std::lock_guard lock(mutex);
    if (entries.size() >= 64) std::erase_if(entries, [](auto &e) { return e.second.expired(); });
    entries[key] = code;
  }
};
Cache &cache() {
  static Cache *c = new Cache(); // outlives every static CompiledFn
  return *c;
}

std::atomic<std::uint64_t> g_counter{0};

struct BuiltModule {
  std::unique_ptr<llvm::Module> module;
  std::string entry;
};

BuiltModule build_module(llvm::LLVMContext &ctx, std::span<const Node *const> outputs,
                         std::span<const Node *const> inputs,
                         std::span<const Node *const> parameters, const JitOptions &o, bool huge) {
  std::string base = fmt::format("alkahest_jit_{}", g_counter++);
  auto m = std::make_unique<llvm::Module>(base, ctx);
  jit_detail::configure_module(*m);
  codegen::LibmMathHook hook;
  codegen::LoweringOptions lo;
  lo.fast_math = o.fast_math;
  lo.f32_columns = float_columns(o.precision);
  lo.f32_math = o.precision == Precision::F32Native;
  if (huge) { // built unoptimised: keep code generation linear
    lo.split_blocks_every = 2048;
    lo.constants_in_table = true;
  }
  if (inputs.size() + outputs.size() + parameters.size() > o.columns_as_arguments_up_to) {
    codegen::build_array_kernel(*m, base, hook, outputs, inputs, parameters, lo);
  } else {
    llvm::Function *kernel =
        codegen::build_soa_kernel(*m, base + "_kernel", hook, outputs, inputs, parameters, lo);
    codegen::build_array_entry(*m, base, kernel, inputs.size(), outputs.size(), parameters.size());
  }
  std::string err;
  llvm::raw_string_ostream os(err);
  if (llvm::verifyModule(*m, &os))
    raise(ErrorId::JitLlvm, "the generated IR does not verify: " + os.str());
  return {std::move(m), base};
}

// Whether the body calls libm (sqrt is an instruction, the rest inline).
bool calls_libm(const std::vector<const Node *> &order) {
  return std::any_of(order.begin(), order.end(), [](const Node *n) {
    if (n->kind() != NodeKind::Call) return false;
    auto f = codegen::math_fn_of(n->func());
    return f && *f != codegen::MathFn::Sqrt;
  });
}

jit_detail::BuildSettings settings_for(const JitOptions &o,
                                       const std::vector<const Node *> &order) {
  const std::size_t nodes = order.size();
  jit_detail::BuildSettings s;
  bool small = nodes <= o.optimize_up_to_nodes;
  s.huge = !small;
  s.vectorize = nodes <= o.vectorize_up_to_nodes;
  s.ir_opt_level = small ? o.opt_level : 0;
  s.codegen_opt_level = small ? o.opt_level : 0;
  // libmvec needs the loop vectorizer; uses_vector_math() reports the truth.
  s.vector_math = wants_vector_math(o, order) && s.vectorize && jit_detail::host_info().avx2;
  // Without libmvec every libm call of a vectorized loop is scalarized: the
  // loop gains only the arithmetic between calls and pays lane extracts,
  // inserts and a spill of every live vector around each call. On the
  // 16-core Xeon host the 10-output Jacobian ran 0.76x the hand loop
  // vectorized and 0.84-0.99x unvectorized (g++ keeps that loop scalar too).
  if (!s.vector_math && calls_libm(order)) s.vectorize = false;
  return s;
}

unsigned thread_count(const JitOptions &o) {
  if (o.threads) return o.threads;
  unsigned hw = std::thread::hardware_concurrency();
  return std::clamp(hw, 1u, JitOptions::kMaxThreads);
}

// E-JIT-009 when an output column shares bytes with any other column.
template <class T>
void refuse_overlap(std::span<const T *const> ins, std::span<T *const> outs, std::size_t points) {
  std::vector<std::uintptr_t> in_addr, out_addr;
  for (const T *p : ins)
    in_addr.push_back(reinterpret_cast<std::uintptr_t>(p));
  for (T *p : outs)
    out_addr.push_back(reinterpret_cast<std::uintptr_t>(p));
  if (auto o = codegen::find_overlap(in_addr, out_addr, std::uint64_t(points) * sizeof(T)))
    raise(ErrorId::JitOverlappingBuffers, o->describe());
}

// E-JIT-010 for options no build or call could honour.
void validate(const JitOptions &o) {
  if (o.opt_level < 0 || o.opt_level > 3)
    raise(ErrorId::JitBadOptions, fmt::format("opt_level {} is not 0, 1, 2 or 3", o.opt_level));
  if (o.threads > JitOptions::kMaxThreads)
    raise(ErrorId::JitBadOptions,
          fmt::format("threads {} is above the limit {}", o.threads, JitOptions::kMaxThreads));
  if (static_cast<unsigned>(o.precision) > static_cast<unsigned>(Precision::F32Native))
    raise(ErrorId::JitBadOptions,
          fmt::format("precision {} is not F64 (0), F32 (1) or F32Native (2)",
                      static_cast<int>(o.precision)));
  if (o.columns_as_arguments_up_to > JitOptions::kMaxArgumentColumns)
    raise(ErrorId::JitBadOptions,
          fmt::format("columns_as_arguments_up_to {} is above the limit {}",
                      o.columns_as_arguments_up_to, JitOptions::kMaxArgumentColumns));
}

// Peak memory of a compile, measured on the build box (docs/reliability.md):
// 15 MB to start, then about 1.8 KB per node built for size (above
// optimize_up_to_nodes) and 3.5 KB optimised (below, where nodes are few),
// about 4 KB per column; twice that and more, for the margin.
constexpr codegen::CompileFootprint kJitFootprint{64u << 20, 4096, 8192};

// E-JIT-007 above max_nodes; E-JIT-012 when the compile would not fit the
// memory the process may still allocate (LLVM aborts where it runs out).
void refuse_too_large(std::size_t nodes, std::size_t columns, const JitOptions &o) {
  if (nodes > o.max_nodes)
    raise(ErrorId::JitTooLarge, fmt::format("{} distinct nodes, limit {}", nodes, o.max_nodes));
  if (auto why =
          codegen::compile_exceeds_memory(kJitFootprint, nodes, columns, o.memory_budget_bytes))
    raise(ErrorId::JitMemoryBudget, *why);
}

} // namespace

CompiledFn compile_expr(std::span<const Expr> outputs, std::span<const Expr> inputs,
                        std::span<const Expr> parameters, const JitOptions &options) {
  validate(options);
  std::vector<const Node *> outs = nodes_of(outputs, ErrorId::JitBadInputs);
  std::vector<const Node *> ins = nodes_of(inputs, ErrorId::JitBadInputs);
  std::vector<const Node *> params = nodes_of(parameters, ErrorId::JitBadInputs);
  if (outs.empty()) raise(ErrorId::JitBadInputs, "no outputs to compile");
  check(outs, ins, params);
  std::vector<const Node *> order = postorder(outs);
  refuse_too_large(order.size(), ins.size() + outs.size() + params.size(), options);

  CompiledFn fn;
  fn.options_ = options;
  std::string key;
  if (options.use_cache) {
    key = cache_key(outs, ins, params, options);
    if ((fn.code_ = cache().find(key))) return fn;
  }
  jit_detail::BuildSettings s = settings_for(options, order);
  order = {}; // the lowering walks the DAG itself
  std::shared_ptr<Code> code;
  {
    llvm::LLVMContext ctx;
    BuiltModule built = build_module(ctx, outs, ins, params, options, s.huge);
    jit_detail::optimize_module(*built.module, s);
    code = jit_detail::load_module(std::move(built.module), built.entry, s);
  }
  code->n_inputs = ins.size();
  code->n_outputs = outs.size();
  code->n_parameters = params.size();
  code->vector_math = s.vector_math;
  fn.code_ = code;
  if (options.use_cache) cache().store(key, fn.code_);
  return fn;
}

CompiledFn compile_expr(std::span<const Expr> outputs, std::span<const Expr> inputs,
                        const JitOptions &options) {
  return compile_expr(outputs, inputs, std::span<const Expr>(), options);
}

CompiledFn compile_expr(const Expr &expr, std::span<const Expr> inputs,
                        std::span<const Expr> parameters, const JitOptions &options) {
  return compile_expr(std::span<const Expr>(&expr, 1), inputs, parameters, options);
}

CompiledFn compile_expr(const Expr &expr, std::span<const Expr> inputs, const JitOptions &options) {
  return compile_expr(std::span<const Expr>(&expr, 1), inputs, std::span<const Expr>(), options);
}

std::string emit_llvm_ir(std::span<const Expr> outputs, std::span<const Expr> inputs,
                         const JitOptions &options, bool optimized) {
  return emit_llvm_ir(outputs, inputs, std::span<const Expr>(), options, optimized);
}

std::string emit_llvm_ir(std::span<const Expr> outputs, std::span<const Expr> inputs,
                         std::span<const Expr> parameters, const JitOptions &options,
                         bool optimized) {
  validate(options);
  std::vector<const Node *> outs = nodes_of(outputs, ErrorId::JitBadInputs);
  std::vector<const Node *> ins = nodes_of(inputs, ErrorId::JitBadInputs);
  std::vector<const Node *> params = nodes_of(parameters, ErrorId::JitBadInputs);
  check(outs, ins, params);
  std::vector<const Node *> order = postorder(outs);
  refuse_too_large(order.size(), ins.size() + outs.size() + params.size(), options);
  llvm::LLVMContext ctx;
  jit_detail::BuildSettings s = settings_for(options, order);
  order = {};
  if (!optimized) s.ir_opt_level = 0;
  BuiltModule built = build_module(ctx, outs, ins, params, options, s.huge);
  jit_detail::optimize_module(*built.module, s);
  std::string text;
  llvm::raw_string_ostream os(text);
  built.module->print(os, nullptr);
  return os.str();
}

JitCacheStats jit_cache_stats() {
  Cache &c = cache();
  std::lock_guard lock(c.mutex);
  JitCacheStats s;
  s.hits = c.hits;
  s.misses = c.misses;
  for (auto &[k, v] : c.entries)
    s.live_entries += !v.expired();
  return s;
}

// ---- CompiledFn ----

std::size_t CompiledFn::n_inputs() const noexcept { return code_ ? code_->n_inputs : 0; }
std::size_t CompiledFn::n_outputs() const noexcept { return code_ ? code_->n_outputs : 0; }
std::size_t CompiledFn::n_parameters() const noexcept { return code_ ? code_->n_parameters : 0; }
double libmvec_ulp_bound(Func f) noexcept {
  switch (f) {
  case Func::Sin:
  case Func::Cos:
  case Func::Tan:
  case Func::Exp:
  case Func::Log:
  case Func::Asin:
  case Func::Acos:
  case Func::Atan:
  case Func::Atan2:
  case Func::Sinh:
  case Func::Cosh:
  case Func::Tanh:
  case Func::Erf:
    return 4;
  default:
    return 0;
  }
}

bool CompiledFn::uses_vector_math() const noexcept { return code_ && code_->vector_math; }

namespace {

// E-JIT-011 unless there is one value per parameter; the values are copied
// so that no output the code writes can change a parameter another thread
// (or a later chunk) has yet to read.
std::vector<double> parameter_values(std::size_t expected, std::span<const double> params) {
  if (params.size() != expected)
    raise(ErrorId::JitParameterCount,
          fmt::format("the function has {} parameter{} but {} value{} were given", expected,
                      expected == 1 ? "" : "s", params.size(), params.size() == 1 ? "" : "s"));
  return {params.begin(), params.end()};
}

} // namespace

double CompiledFn::call(std::span<const double> point) const { return call(point, {}); }

double CompiledFn::call(std::span<const double> point, std::span<const double> params) const {
  if (empty()) raise(ErrorId::JitBadInputs, "calling an empty CompiledFn");
  if (n_outputs() != 1)
    raise(ErrorId::JitOutputSize,
          fmt::format("call() returns one value but the function has {} outputs; use call_into",
                      n_outputs()));
  double result = 0;
  call_into(point, params, std::span<double>(&result, 1));
  return result;
}

void CompiledFn::call_into(std::span<const double> point, std::span<double> out) const {
  call_into(point, {}, out);
}

void CompiledFn::call_into(std::span<const double> point, std::span<const double> params,
                           std::span<double> out) const {
  if (empty()) raise(ErrorId::JitBadInputs, "calling an empty CompiledFn");
  if (point.size() != n_inputs())
    raise(ErrorId::JitColumnCount,
          fmt::format("{} inputs but {} values", n_inputs(), point.size()));
  const std::vector<double> param_values = parameter_values(n_parameters(), params);
  if (out.size() != n_outputs())
    raise(ErrorId::JitOutputSize,
          fmt::format("{} outputs but room for {}", n_outputs(), out.size()));
  if (float_columns(options_.precision)) {
    // Private float copies: the point rounded to float, the results widened.
    std::vector<float> in_f(point.begin(), point.end()), out_f(out.size());
    std::vector<const float *> ins(in_f.size());
    for (std::size_t k = 0; k < in_f.size(); ++k)
      ins[k] = &in_f[k];
    std::vector<float *> outs(out_f.size());
    for (std::size_t j = 0; j < out_f.size(); ++j)
      outs[j] = &out_f[j];
    code_->entry(reinterpret_cast<const double *const *>(ins.data()),
                 reinterpret_cast<double *const *>(outs.data()), param_values.data(), 1);
    std::copy(out_f.begin(), out_f.end(), out.begin());
    return;
  }
  std::vector<const double *> ins(point.size());
  for (std::size_t k = 0; k < point.size(); ++k)
    ins[k] = &point[k];
  std::vector<double *> outs(out.size());
  for (std::size_t j = 0; j < out.size(); ++j)
    outs[j] = &out[j];
  refuse_overlap<double>(ins, outs, 1);
  code_->entry(ins.data(), outs.data(), param_values.data(), 1);
}

void CompiledFn::call_batch_into(std::span<const std::span<const double>> columns,
                                 std::span<const std::span<double>> outs) const {
  call_batch_into(columns, {}, outs);
}

void CompiledFn::call_batch_into(std::span<const std::span<const double>> columns,
                                 std::span<const double> params,
                                 std::span<const std::span<double>> outs) const {
  batch_into<double>(columns, params, outs);
}

template <class T>
void CompiledFn::batch_into(std::span<const std::span<const T>> columns,
                            std::span<const double> params,
                            std::span<const std::span<T>> outs) const {
  if (empty()) raise(ErrorId::JitBadInputs, "calling an empty CompiledFn");
  constexpr bool float_call = std::is_same_v<T, float>;
  if (float_columns(options_.precision) != float_call)
    raise(ErrorId::JitBadOptions,
          fmt::format("the function was compiled with JitOptions::precision {} but called with "
                      "{} columns; use the {} forms of call_batch / call_batch_into",
                      precision_name(options_.precision), float_call ? "float" : "double",
                      float_call ? "double" : "float"));
  if (columns.size() != n_inputs())
    raise(ErrorId::JitColumnCount,
          fmt::format("{} input{} but {} column{}", n_inputs(), n_inputs() == 1 ? "" : "s",
                      columns.size(), columns.size() == 1 ? "" : "s"));
  const std::vector<double> param_values = parameter_values(n_parameters(), params);
  if (outs.size() != n_outputs())
    raise(ErrorId::JitOutputSize,
          fmt::format("{} outputs but {} output spans", n_outputs(), outs.size()));
  std::size_t n = !columns.empty() ? columns[0].size() : outs[0].size();
  for (std::size_t k = 1; k < columns.size(); ++k)
    if (columns[k].size() != n)
      raise(ErrorId::JitRaggedColumns,
            fmt::format("column {} has {} points but column 0 has {}", k, columns[k].size(), n));
  for (std::size_t j = 0; j < outs.size(); ++j)
    if (outs[j].size() != n)
      raise(ErrorId::JitOutputSize,
            fmt::format("output {} has room for {} points, not {}", j, outs[j].size(), n));
  if (n == 0) return;
  {
    std::vector<const T *> in_ptrs;
    std::vector<T *> out_ptrs;
    for (auto c : columns)
      in_ptrs.push_back(c.data());
    for (auto o : outs)
      out_ptrs.push_back(o.data());
    refuse_overlap<T>(in_ptrs, out_ptrs, n);
  }

  // Chunk c gets its own pointer arrays, offset to its first point; the
  // kernel itself only ever sees 0..len. Every chunk reads the same
  // parameter values.
  const std::size_t chunks = std::clamp<std::size_t>(
      n / std::max<std::size_t>(options_.min_points_per_thread, 1), 1, thread_count(options_));
  auto run_chunk = [&](std::size_t c) {
    std::size_t begin = n * c / chunks, end = n * (c + 1) / chunks;
    std::vector<const T *> in_ptrs(columns.size());
    std::vector<T *> out_ptrs(outs.size());
    for (std::size_t k = 0; k < columns.size(); ++k)
      in_ptrs[k] = columns[k].data() + begin;
    for (std::size_t j = 0; j < outs.size(); ++j)
      out_ptrs[j] = outs[j].data() + begin;
    // The entry takes arrays of column pointers whatever their element type.
    code_->entry(reinterpret_cast<const double *const *>(in_ptrs.data()),
                 reinterpret_cast<double *const *>(out_ptrs.data()), param_values.data(),
                 static_cast<std::int64_t>(end - begin));
  };
  if (chunks == 1) return run_chunk(0);
  // A thread the system refuses to start (too many threads, no memory)
  // leaves its chunk to the caller's thread: the batch still completes.
  std::vector<std::thread> workers;
  std::vector<std::size_t> left_over;
  workers.reserve(chunks - 1);
  for (std::size_t c = 1; c < chunks; ++c) {
    try {
      workers.emplace_back(run_chunk, c);
    } catch (const std::system_error &) {
      left_over.push_back(c);
    }
  }
  run_chunk(0);
  for (std::size_t c : left_over)
    run_chunk(c);
  for (std::thread &t : workers)
    t.join();
}

void CompiledFn::call_batch_into(std::span<const std::span<const double>> columns,
                                 std::span<double> out) const {
  call_batch_into(columns, {}, out);
}

void CompiledFn::call_batch_into(std::span<const std::span<const double>> columns,
                                 std::span<const double> params, std::span<double> out) const {
  std::span<double> outs[1] = {out};
  call_batch_into(columns, params, std::span<const std::span<double>>(outs, 1));
}

std::vector<double> CompiledFn::call_batch(std::span<const std::span<const double>> columns) const {
  return call_batch(columns, {});
}

std::vector<double> CompiledFn::call_batch(std::span<const std::span<const double>> columns,
                                           std::span<const double> params) const {
  return batch<double>(columns, params);
}

template <class T>
std::vector<T> CompiledFn::batch(std::span<const std::span<const T>> columns,
                                 std::span<const double> params) const {
  if (columns.size() != n_inputs())
    raise(ErrorId::JitColumnCount,
          fmt::format("{} inputs but {} columns", n_inputs(), columns.size()));
  std::size_t n = columns.empty() ? 0 : columns[0].size();
  std::vector<T> result(n * n_outputs());
  std::vector<std::span<T>> outs;
  for (std::size_t j = 0; j < n_outputs(); ++j)
    outs.emplace_back(result.data() + j * n, n);
  batch_into<T>(columns, params, outs);
  return result;
}

// ---- the float forms (JitOptions::precision F32) ----

std::vector<float> CompiledFn::call_batch(std::span<const std::span<const float>> columns) const {
  return batch<float>(columns, {});
}

std::vector<float> CompiledFn::call_batch(std::span<const std::span<const float>> columns,
                                          std::span<const double> params) const {
  return batch<float>(columns, params);
}

void CompiledFn::call_batch_into(std::span<const std::span<const float>> columns,
                                 std::span<const std::span<float>> outs) const {
  batch_into<float>(columns, {}, outs);
}

void CompiledFn::call_batch_into(std::span<const std::span<const float>> columns,
                                 std::span<const double> params,
                                 std::span<const std::span<float>> outs) const {
  batch_into<float>(columns, params, outs);
}

void CompiledFn::call_batch_into(std::span<const std::span<const float>> columns,
                                 std::span<float> out) const {
  call_batch_into(columns, {}, out);
}

void CompiledFn::call_batch_into(std::span<const std::span<const float>> columns,
                                 std::span<const double> params, std::span<float> out) const {
  std::span<float> outs[1] = {out};
  batch_into<float>(columns, params, std::span<const std::span<float>>(outs, 1));
}

} // namespace alkahest
