// lib/nvptx/compile_cache.cpp - compile_cuda: structural keys, the bounded in-process cache, kernel
// lifetime.
#include "compile_cache.hpp"
#include "compile_memory.hpp"
#include "math_hook.hpp"

#include "runtime.hpp"
#include "structural_key.hpp"

#include <alkahest/capabilities.hpp>
#include <alkahest/expr/traversal.hpp>

#include <llvm/Config/llvm-config.h>

#include <atomic>
#include <bit>
#include <fmt/format.h>
#include <list>
#include <unordered_map>

namespace alkahest {

CudaKernel::~CudaKernel() { cuda::unload_kernels(id); }

void CudaKernel::record(CudaLaunchReport r) const {
  std::lock_guard lock(report_mutex);
  const_cast<CudaKernel *>(this)->report = std::move(r);
}

#pragma GCC visibility push(hidden)
namespace nvptx {

const char *module_source_name(cuda::ModuleSource s) {
  switch (s) {
  case cuda::ModuleSource::Memory:
    return "memory";
  case cuda::ModuleSource::DiskCache:
    return "disk-cache";
  case cuda::ModuleSource::DriverLinker:
    return "driver-linker";
  case cuda::ModuleSource::PtxJit:
    return "ptx-jit";
  }
  return "?";
}

std::uint64_t next_kernel_owner_id() {
  static std::atomic<std::uint64_t> next_id{1};
  return next_id++;
}

std::string structural_key(std::span<const Node *const> outputs,
                           std::span<const Node *const> inputs,
                           std::span<const Node *const> parameters, const CudaOptions &options) {
  // The kernel's form, not the threshold: thresholds that give the same
  // form share the kernel.
  const bool array_form =
      uses_array_form(inputs.size(), outputs.size(), parameters.size(), options);
  std::string key =
      fmt::format("{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|", options.sm, options.block_size,
                  options.max_blocks_per_sm, options.fma, options.max_registers, options.unroll,
                  options.vector_width, static_cast<int>(options.math_calls),
                  array_form ? "arrays" : "arguments", precision_name(options.precision));
  key += codegen::structural_key(outputs, inputs, parameters);
  return key;
}

std::string cache_file_prefix(const std::string &key) {
  return fmt::format("{}\n", key.size()) + key;
}

std::string_view cached_ptx_for(std::string_view file, const std::string &key) {
  auto newline = file.find('\n');
  if (newline == std::string_view::npos || newline == 0 || newline > 20) return {};
  std::size_t length = 0;
  for (char c : file.substr(0, newline)) {
    if (c < '0' || c > '9') return {};
    length = length * 10 + static_cast<std::size_t>(c - '0');
  }
  std::string_view stored = file.substr(newline + 1);
  if (length != key.size() || stored.size() < length || stored.substr(0, length) != key) return {};
  return stored.substr(length);
}

KernelShape kernel_shape(std::span<const Node *const> outputs) {
  // Calls that reach libdevice (abs, floor, ceil, sign, min, max and sqrt
  // lower to instructions; integer powers to multiplications).
  KernelShape k;
  for (const Node *n : postorder(outputs)) {
    ++k.nodes;
    if (n->kind() == NodeKind::Call) {
      if (auto f = codegen::math_fn_of(n->func()); f && *f != codegen::MathFn::Sqrt) ++k.calls;
    } else if (n->kind() == NodeKind::Pow &&
               !(n->arg(1)->is_number() && is_integer(n->arg(1)->number()))) {
      ++k.calls;
    }
  }
  return k;
}

CudaOptions resolve_automatic(std::span<const Node *const> outputs, const CudaOptions &options) {
  CudaOptions r = options;
  const auto [nodes, calls] = kernel_shape(outputs);
  // Measured on the H200 (docs/benchmarks.md): 2-point groups pay where
  // memory is the bottleneck (the seed: 13 nodes, 2 calls: 0.87 of the copy
  // bandwidth against 0.73 without, 0.97 with unroll 2 as well).
  const bool memory_bound = nodes <= kVectorMaxNodes && calls <= kVectorMaxCalls;
  // Float columns: 4 points make the same 16-byte vector.
  if (r.vector_width == 0) r.vector_width = memory_bound ? (float_columns(r.precision) ? 4 : 2) : 1;
  // unroll 2 reaches 0.97 of the copy bandwidth against 0.87 for 1 (both
  // with 2-point groups). Its seven copies of the body instead of three cost
  // the driver's PTX JIT 0.26 s instead of 0.04 s once per process and
  // kernel, and nothing after the first process (the cubin disk cache):
  // memory-bound kernels get 2, the others 1 (a larger body gains nothing
  // from more bytes in flight and would multiply its registers).
  if (r.unroll == 0) r.unroll = memory_bound ? 2 : 1;
  if (r.math_calls == CudaMathCalls::Automatic)
    r.math_calls = calls > kInlineMaxCalls ? CudaMathCalls::Call : CudaMathCalls::Inline;
  // Many inlined libdevice bodies: ptxas takes up to 255 registers, one
  // block per SM, too few warps to keep the FP64 pipes busy. A cap that
  // fits two blocks per SM trades a few spills for twice the warps.
  if (r.max_registers == 0 && calls > kInlineMathCalls && r.math_calls == CudaMathCalls::Inline)
    r.max_registers = std::clamp<unsigned>(65536u / (2u * r.block_size) / 8u * 8u, 64u, 255u);
  return r;
}

} // namespace nvptx
#pragma GCC visibility pop

namespace {

// Bounded LRU: compiled kernels stay alive (and loaded) while cached.
class CompileCache {
public:
  std::shared_ptr<CudaKernel> find(const std::string &key) {
    std::lock_guard lock(mutex_);
    auto it = map_.find(key);
    if (it == map_.end()) return nullptr;
    order_.splice(order_.begin(), order_, it->second.second);
    return it->second.first;
  }
  void put(const std::string &key, std::shared_ptr<CudaKernel> k) {
    std::lock_guard lock(mutex_);
    if (map_.count(key)) return;
    order_.push_front(key);
    map_.emplace(key, std::make_pair(std::move(k), order_.begin()));
    if (map_.size() > kCapacity) {
      map_.erase(order_.back());
      order_.pop_back();
    }
  }

private:
  static constexpr std::size_t kCapacity = 256;
  std::mutex mutex_;
  std::list<std::string> order_;
  std::unordered_map<std::string,
                     std::pair<std::shared_ptr<CudaKernel>, std::list<std::string>::iterator>>
      map_;
};

CompileCache &compile_cache() {
  // Leaked: kernels must not be destroyed during static destruction, after
  // the driver teardown has run (their destructors would be no-ops anyway).
  static CompileCache *c = new CompileCache;
  return *c;
}

std::vector<const Node *> nodes_of(std::span<const Expr> exprs) {
  std::vector<const Node *> out;
  out.reserve(exprs.size());
  for (const Expr &e : exprs)
    out.push_back(e.node());
  return out;
}

// Peak memory of a PTX compile (libdevice linked, NVPTX pipeline), measured
// on the build box (docs/reliability.md): 15 MB to start, then 3.3 to 5.4 KB
// per node; about twice that, for the margin. LLVM aborts the process where
// an allocation fails, so E-CUDA-013 refuses first.
constexpr codegen::CompileFootprint kPtxFootprint{64u << 20, 8192, 8192};

} // namespace

CudaCompiledFn compile_cuda(std::span<const Expr> outputs, std::span<const Expr> inputs,
                            std::span<const Expr> parameters, const CudaOptions &options) {
  if (outputs.empty()) raise(ErrorId::CudaUnsupported, "no output expression was given");
  if (options.block_size == 0 || options.block_size > 1024 || options.block_size % 32 != 0)
    raise(ErrorId::CudaBadArgument,
          fmt::format("block_size {} is not a multiple of 32 in [32, 1024]", options.block_size));
  if (options.unroll > 8)
    raise(ErrorId::CudaBadArgument,
          fmt::format("unroll {} is not 0 (automatic) or in [1, 8]", options.unroll));
  if (static_cast<unsigned>(options.math_calls) > static_cast<unsigned>(CudaMathCalls::Call))
    raise(ErrorId::CudaBadArgument,
          fmt::format("math_calls {} is not Automatic (0), Inline (1) or Call (2)",
                      static_cast<int>(options.math_calls)));
  if (options.vector_width > 4 || options.vector_width == 3)
    raise(ErrorId::CudaBadArgument,
          fmt::format("vector_width {} is not 0 (automatic), 1, 2 or 4", options.vector_width));
  if (static_cast<unsigned>(options.precision) > static_cast<unsigned>(Precision::F32Native))
    raise(ErrorId::CudaBadArgument,
          fmt::format("precision {} is not F64 (0), F32 (1) or F32Native (2)",
                      static_cast<int>(options.precision)));
  if (options.max_registers != 0 && (options.max_registers < 16 || options.max_registers > 255))
    raise(ErrorId::CudaBadArgument,
          fmt::format("max_registers {} is not 0 or in [16, 255]", options.max_registers));
  if (options.columns_as_arguments_up_to > CudaOptions::kMaxArgumentColumns)
    raise(ErrorId::CudaBadArgument,
          fmt::format("columns_as_arguments_up_to {} is above {}: the kernel's parameter block "
                      "would pass CUDA's "
                      "4096 bytes",
                      options.columns_as_arguments_up_to, CudaOptions::kMaxArgumentColumns));
  std::vector<const Node *> outs = nodes_of(outputs), ins = nodes_of(inputs),
                            params = nodes_of(parameters);
  for (const Node *o : outs)
    if (!o) raise(ErrorId::CudaUnsupported, "an output expression is empty");
  // The key encodes symbols by input position: refuse unbound ones first.
  nvptx::refuse_bad_inputs(outs, ins, params);
  const std::size_t nodes = postorder(outs).size();
  if (nodes > options.max_nodes)
    raise(ErrorId::CudaTooLarge,
          fmt::format("{} distinct nodes, limit {}", nodes, options.max_nodes));
  if (auto why = codegen::compile_exceeds_memory(kPtxFootprint, nodes,
                                                 ins.size() + outs.size() + params.size(),
                                                 options.memory_budget_bytes))
    raise(ErrorId::CudaMemoryBudget, *why);
  CudaOptions resolved = nvptx::resolve_automatic(outs, options);
  const bool array_form = nvptx::uses_array_form(ins.size(), outs.size(), params.size(), resolved);
  if (array_form) { // the array form's loop is scalar
    resolved.unroll = 1;
    resolved.vector_width = 1;
  }
  std::string key = nvptx::structural_key(outs, ins, params, resolved);
  std::shared_ptr<CudaKernel> k = compile_cache().find(key);
  if (!k) {
    k = std::make_shared<CudaKernel>();
    k->id = nvptx::next_kernel_owner_id();
    // The PTX is kept on disk under the structural key (with the library
    // and LLVM versions), so a new process skips LLVM as well as the
    // driver's JIT. The file name is only a 64-bit hash of the key, so the
    // file holds the whole key and is used only when it matches: two
    // functions whose keys hash alike never share PTX.
    // File: "<key length>\n<key><ir digest>\n<ptx>".
    std::string file =
        options.disk_cache
            ? fmt::format("{}-{}-llvm{}.ptx", cuda::cache_hash(key + nvptx::compiler_build_stamp()),
                          version(), LLVM_VERSION_STRING)
            : std::string();
    std::string cached = file.empty() ? std::string() : cuda::read_cache_file(file);
    std::string_view rest = nvptx::cached_ptx_for(cached, key);
    auto newline = rest.find('\n');
    if (newline != std::string::npos && newline > 0 && rest.find(".entry") != std::string::npos) {
      k->ptx.ir_digest = std::string(rest.substr(0, newline));
      k->ptx.ptx = std::string(rest.substr(newline + 1));
      k->ptx.entry = nvptx::kKernelEntry;
      k->ptx_from_disk = true;
    } else {
      k->ptx = nvptx::compile_ptx(outs, ins, params, resolved);
      if (!file.empty())
        cuda::write_cache_file(file, nvptx::cache_file_prefix(key) + k->ptx.ir_digest + "\n" +
                                         k->ptx.ptx);
    }
    k->n_inputs = ins.size();
    k->n_outputs = outs.size();
    k->n_parameters = params.size();
    k->array_form = array_form;
    k->options = resolved;
    k->disk_key = options.disk_cache ? k->ptx.ir_digest : std::string();
    compile_cache().put(key, k);
  }
  CudaCompiledFn fn;
  fn.kernel_ = std::move(k);
  return fn;
}

CudaCompiledFn compile_cuda(std::span<const Expr> outputs, std::span<const Expr> inputs,
                            const CudaOptions &options) {
  return compile_cuda(outputs, inputs, std::span<const Expr>(), options);
}

CudaCompiledFn compile_cuda(const Expr &expr, std::span<const Expr> inputs,
                            const CudaOptions &options) {
  return compile_cuda(std::span<const Expr>(&expr, 1), inputs, std::span<const Expr>(), options);
}

CudaCompiledFn compile_cuda(const Expr &expr, std::span<const Expr> inputs,
                            std::span<const Expr> parameters, const CudaOptions &options) {
  return compile_cuda(std::span<const Expr>(&expr, 1), inputs, parameters, options);
}

CudaCompiledFn compile_cuda(const Expr &expr, std::initializer_list<Expr> inputs,
                            const CudaOptions &options) {
  return compile_cuda(std::span<const Expr>(&expr, 1),
                      std::span<const Expr>(inputs.begin(), inputs.size()), std::span<const Expr>(),
                      options);
}

CudaCompiledFn compile_cuda(const Expr &expr, std::initializer_list<Expr> inputs,
                            std::initializer_list<Expr> parameters, const CudaOptions &options) {
  return compile_cuda(std::span<const Expr>(&expr, 1),
                      std::span<const Expr>(inputs.begin(), inputs.size()),
                      std::span<const Expr>(parameters.begin(), parameters.size()), options);
}

} // namespace alkahest
