// lib/nvptx/reduction_launch.cpp - compile_cuda_reduction and CudaCompiledReduction: validation,
// the two kernels' PTX, zero-copy and host-column launches (tile-aligned chunks), the combine
// launch.
#include "compile_cache.hpp"
#include "compile_memory.hpp"
#include "ptx_point_work.hpp"
#include "reduction_kernel.hpp"
#include "runtime.hpp"

#include <alkahest/expr/traversal.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <mutex>

namespace alkahest {

/// The compiled reduce and combine kernels of one CudaCompiledReduction;
/// their device modules are unloaded with it.
struct CudaReductionKernel {
  std::uint64_t reduce_id = 0, combine_id = 0;
  nvptx::PtxKernel reduce_ptx, combine_ptx;
  std::size_t n_inputs = 0, n_parameters = 0, n_reductions = 0, words = 1;
  ReductionOptions reduction_options;
  CudaOptions options;
  bool disk_cache = true;

  mutable std::mutex report_mutex;
  CudaLaunchReport report;

  CudaReductionKernel() = default;
  CudaReductionKernel(const CudaReductionKernel &) = delete;
  CudaReductionKernel &operator=(const CudaReductionKernel &) = delete;
  ~CudaReductionKernel() {
    cuda::unload_kernels(reduce_id);
    cuda::unload_kernels(combine_id);
  }
  std::size_t tiles(std::size_t n) const {
    return (n + reduction_options.tile_points - 1) / reduction_options.tile_points;
  }
  void record(CudaLaunchReport r) const {
    std::lock_guard lock(report_mutex);
    const_cast<CudaReductionKernel *>(this)->report = std::move(r);
  }
};

namespace {

using cuda::CUdeviceptr;
using cuda::CUstream;

// Most libdevice calls per point of a reduction that loads 2 points ahead
// (more calls: 4).
constexpr std::size_t kReductionUnroll2MaxCalls = 2;

void bad_argument(const std::string &detail) { raise(ErrorId::CudaBadArgument, detail); }

// Peak memory of a PTX compile (nvptx/compile_cache.cpp's figure).
constexpr codegen::CompileFootprint kReductionFootprint{64u << 20, 8192, 8192};

void validate(const ReductionOptions &ro, const CudaOptions &o) {
  if (ro.lanes < 32 || ro.lanes > 1024 || !std::has_single_bit(ro.lanes))
    bad_argument(
        fmt::format("ReductionOptions::lanes {} is not a power of two in [32, 1024]", ro.lanes));
  if (ro.tile_points < ro.lanes || ro.tile_points > (std::size_t(1) << 24) ||
      !std::has_single_bit(ro.tile_points))
    bad_argument(
        fmt::format("ReductionOptions::tile_points {} is not a power of two in [lanes = {}, 2^24]",
                    ro.tile_points, ro.lanes));
  if (o.unroll > 8)
    bad_argument(fmt::format("unroll {} is not 0 (automatic) or in [1, 8]", o.unroll));
  if (static_cast<unsigned>(o.math_calls) > static_cast<unsigned>(CudaMathCalls::Call))
    bad_argument(fmt::format("math_calls {} is not Automatic (0), Inline (1) or Call (2)",
                             static_cast<int>(o.math_calls)));
  if (o.max_registers != 0 && (o.max_registers < 16 || o.max_registers > 255))
    bad_argument(fmt::format("max_registers {} is not 0 or in [16, 255]", o.max_registers));
}

void check_parameters(const CudaReductionKernel &k, std::span<const double> params) {
  if (params.size() != k.n_parameters)
    raise(ErrorId::CudaParameterCount,
          fmt::format("{} parameter value{} given, the reduction has {} parameter{}", params.size(),
                      params.size() == 1 ? "" : "s", k.n_parameters,
                      k.n_parameters == 1 ? "" : "s"));
}

// Both kernels loaded on one device, and their launches.
struct ReductionLauncher {
  const CudaReductionKernel &k;
  int ordinal;
  cuda::LoadedKernel reduce, combine;

  ReductionLauncher(const CudaReductionKernel &kernel, int ord) : k(kernel), ordinal(ord) {
    reduce = cuda::load_kernel(k.reduce_id, ordinal, k.reduce_ptx.ptx, k.reduce_ptx.entry,
                               k.disk_cache ? k.reduce_ptx.ir_digest : std::string());
    combine = cuda::load_kernel(k.combine_id, ordinal, k.combine_ptx.ptx, k.combine_ptx.entry,
                                k.disk_cache ? k.combine_ptx.ir_digest : std::string());
    // .maxntid makes ptxas fit the registers to these block sizes.
    if (reduce.max_threads_per_block < static_cast<int>(k.reduction_options.lanes) ||
        combine.max_threads_per_block < static_cast<int>(kReductionSlots))
      raise(ErrorId::CudaDriver,
            fmt::format("the reduction kernels allow {} and {} threads per block, not {} and {}",
                        reduce.max_threads_per_block, combine.max_threads_per_block,
                        k.reduction_options.lanes, kReductionSlots));
  }

  // The partials of the tiles [first_tile, first_tile + tiles(n)) from n points.
  void partials(std::span<const CUdeviceptr> ins, std::span<const double> params, std::size_t n,
                std::size_t first_tile, std::size_t total_tiles, CUdeviceptr scratch,
                CUstream stream) const {
    const std::size_t tiles = k.tiles(n);
    if (tiles == 0) return;
    const cuda::DeviceInfo &info = cuda::device_info(ordinal);
    // max_blocks_per_sm counts blocks of 256 threads: narrower tiles get
    // proportionally more blocks, so the SMs hold as many threads.
    const std::size_t per_sm = static_cast<std::size_t>(k.options.max_blocks_per_sm) *
                               std::max<std::size_t>(1, 256 / k.reduction_options.lanes);
    const std::size_t cap =
        per_sm ? static_cast<std::size_t>(std::max(1, info.multiprocessors)) * per_sm : tiles;
    const unsigned grid = static_cast<unsigned>(std::min({tiles, cap, std::size_t(0x7fffffff)}));
    std::vector<CUdeviceptr> ptrs(ins.begin(), ins.end());
    std::vector<double> values(params.begin(), params.end());
    long long count = static_cast<long long>(n), first = static_cast<long long>(first_tile),
              total = static_cast<long long>(total_tiles);
    std::vector<void *> args;
    for (CUdeviceptr &p : ptrs)
      args.push_back(&p);
    for (double &v : values)
      args.push_back(&v);
    args.push_back(&scratch);
    args.push_back(&count);
    args.push_back(&first);
    args.push_back(&total);
    cuda::check(cuda::require_driver().cuLaunchKernel(reduce.function, grid, 1, 1,
                                                      k.reduction_options.lanes, 1, 1, 0, stream,
                                                      args.data(), nullptr),
                "cuLaunchKernel");
  }

  void finish(CUdeviceptr scratch, CUdeviceptr results, std::size_t total_tiles,
              CUstream stream) const {
    long long total = static_cast<long long>(total_tiles);
    void *args[] = {&scratch, &results, &total};
    cuda::check(cuda::require_driver().cuLaunchKernel(
                    combine.function, static_cast<unsigned>(k.n_reductions), 1, 1,
                    static_cast<unsigned>(kReductionSlots), 1, 1, 0, stream, args, nullptr),
                "cuLaunchKernel");
  }
};

CudaLaunchReport make_report(const char *path, int ordinal, std::size_t n, std::size_t chunks,
                             const char *source) {
  CudaLaunchReport r;
  r.path = path;
  r.ordinals = {ordinal};
  r.device_name = cuda::device_info(ordinal).name;
  r.points = n;
  r.chunks = chunks;
  r.streams = 1;
  r.module_source = source;
  return r;
}

} // namespace

CudaCompiledReduction compile_cuda_reduction(std::span<const Reduction> reductions,
                                             std::span<const Expr> inputs,
                                             std::span<const Expr> parameters,
                                             const ReductionOptions &reduction_options,
                                             const CudaOptions &options) {
  validate(reduction_options, options);
  if (reductions.empty()) bad_argument("no reductions to compile");
  if (options.precision != Precision::F64)
    bad_argument("reductions read double columns: CudaOptions::precision must be F64");
  if (inputs.size() + parameters.size() > CudaOptions::kMaxArgumentColumns)
    bad_argument(fmt::format("{} inputs and parameters: a reduction kernel takes at most {}",
                             inputs.size() + parameters.size(), CudaOptions::kMaxArgumentColumns));
  nvptx::ReductionPlan plan;
  for (std::size_t k = 0; k < reductions.size(); ++k) {
    const Reduction &r = reductions[k];
    if (static_cast<unsigned>(r.op) > static_cast<unsigned>(ReduceOp::Max))
      bad_argument(fmt::format("reduction {} has op {}, not Sum, Dot, Min or Max", k,
                               static_cast<int>(r.op)));
    if (!r.value.valid())
      raise(ErrorId::CudaUnsupported, fmt::format("reduction {} has an empty value", k));
    if ((r.op == ReduceOp::Dot) != r.other.valid())
      raise(ErrorId::CudaUnsupported,
            r.op == ReduceOp::Dot
                ? fmt::format("reduction {} is a Dot without its second factor `other`", k)
                : fmt::format("reduction {} is not a Dot but has a second factor `other`", k));
    plan.ops.push_back(r.op);
    plan.first_value.push_back(plan.values.size());
    plan.values.push_back(r.value.node());
    if (r.op == ReduceOp::Dot) plan.values.push_back(r.other.node());
  }
  std::vector<const Node *> ins, params;
  for (const Expr &e : inputs)
    ins.push_back(e.valid() ? e.node() : nullptr);
  for (const Expr &e : parameters)
    params.push_back(e.valid() ? e.node() : nullptr);
  nvptx::refuse_bad_inputs(plan.values, ins, params);
  const std::size_t nodes = postorder(plan.values).size();
  if (nodes > options.max_nodes)
    raise(ErrorId::CudaTooLarge,
          fmt::format("{} distinct nodes, limit {}", nodes, options.max_nodes));
  if (auto why = codegen::compile_exceeds_memory(kReductionFootprint, nodes,
                                                 ins.size() + plan.values.size() + params.size(),
                                                 options.memory_budget_bytes))
    raise(ErrorId::CudaMemoryBudget, *why);
  plan.compensated = reduction_options.compensated;
  plan.tile_points = reduction_options.tile_points;
  plan.lanes = reduction_options.lanes;
  // Measured on the H200 (docs/benchmarks.md): a reduction of two libdevice
  // calls a point (the seed) is fastest with 2 points loaded ahead, one of
  // three or more (the log-likelihood) with 4.
  plan.unroll = options.unroll ? options.unroll
                : nvptx::kernel_shape(plan.values).calls <= kReductionUnroll2MaxCalls ? 2
                                                                                      : 4;
  CudaOptions sized = options;
  sized.block_size = reduction_options.lanes; // for the automatic register cap
  CudaOptions resolved = nvptx::resolve_automatic(plan.values, sized);

  auto k = std::make_shared<CudaReductionKernel>();
  k->reduce_id = nvptx::next_kernel_owner_id();
  k->combine_id = nvptx::next_kernel_owner_id();
  k->reduce_ptx =
      nvptx::compile_kernel_ptx(nvptx::kReduceEntry, resolved, reduction_options.lanes,
                                [&](llvm::Module &m, codegen::MathHook &hook) {
                                  return nvptx::build_reduce_kernel(m, hook, plan, ins, params);
                                });
  CudaOptions combine_options = resolved;
  combine_options.max_registers = 0;
  k->combine_ptx = nvptx::compile_kernel_ptx(
      nvptx::kCombineEntry, combine_options, static_cast<unsigned>(kReductionSlots),
      [&](llvm::Module &m, codegen::MathHook &) { return nvptx::build_combine_kernel(m, plan); });
  k->n_inputs = ins.size();
  k->n_parameters = params.size();
  k->n_reductions = plan.ops.size();
  k->words = plan.words();
  k->reduction_options = reduction_options;
  k->options = resolved;
  k->disk_cache = options.disk_cache;
  CudaCompiledReduction fn;
  fn.kernel_ = std::move(k);
  return fn;
}

std::size_t CudaCompiledReduction::n_inputs() const noexcept { return kernel_->n_inputs; }
std::size_t CudaCompiledReduction::n_parameters() const noexcept { return kernel_->n_parameters; }
std::size_t CudaCompiledReduction::n_reductions() const noexcept { return kernel_->n_reductions; }
const std::string &CudaCompiledReduction::ptx() const noexcept { return kernel_->reduce_ptx.ptx; }

CudaPointWork CudaCompiledReduction::point_work() const {
  const CudaReductionKernel &k = *kernel_;
  return nvptx::point_work(nvptx::scan_ptx_entry(k.reduce_ptx.ptx, nvptx::kReduceEntry, k.n_inputs),
                           k.n_inputs);
}

CudaLaunchReport CudaCompiledReduction::last_launch() const {
  std::lock_guard lock(kernel_->report_mutex);
  return kernel_->report;
}

std::size_t CudaCompiledReduction::scratch_bytes(std::size_t n) const noexcept {
  const CudaReductionKernel &k = *kernel_;
  return std::max<std::size_t>(1, k.words * k.n_reductions * k.tiles(n)) * sizeof(double);
}

void CudaCompiledReduction::call_device_ptrs_into(int ordinal,
                                                  std::span<const std::uint64_t> inputs,
                                                  std::span<const double> params, std::size_t n,
                                                  std::uint64_t scratch, std::uint64_t results,
                                                  void *stream) const {
  const CudaReductionKernel &k = *kernel_;
  if (inputs.size() != k.n_inputs)
    bad_argument(fmt::format("{} input pointers given, the reduction has {} inputs", inputs.size(),
                             k.n_inputs));
  check_parameters(k, params);
  if (n > 0)
    for (std::uint64_t p : inputs)
      if (!p) bad_argument("a null input device pointer");
  if (!scratch || !results) bad_argument("a null scratch or results device pointer");
  cuda::require_ordinal(ordinal);
  ReductionLauncher launcher(k, ordinal);
  cuda::ContextScope scope(ordinal);
  std::vector<CUdeviceptr> ins(inputs.begin(), inputs.end());
  const std::size_t tiles = k.tiles(n);
  auto s = static_cast<CUstream>(stream);
  launcher.partials(ins, params, n, 0, tiles, scratch, s);
  launcher.finish(scratch, results, tiles, s);
  k.record(make_report("device_ptrs", ordinal, n, tiles ? 1 : 0,
                       nvptx::module_source_name(launcher.reduce.source)));
}

std::vector<double> CudaCompiledReduction::call_device_ptrs(int ordinal,
                                                            std::span<const std::uint64_t> inputs,
                                                            std::span<const double> params,
                                                            std::size_t n, void *stream) const {
  const CudaReductionKernel &k = *kernel_;
  check_parameters(k, params);
  cuda::require_ordinal(ordinal);
  cuda::DeviceBuffer scratch(ordinal, scratch_bytes(n)),
      results(ordinal, k.n_reductions * sizeof(double));
  std::vector<double> out(k.n_reductions);
  const cuda::DriverApi &api = cuda::require_driver();
  auto run = [&](CUstream s) {
    call_device_ptrs_into(ordinal, inputs, params, n, scratch.get(), results.get(), s);
    cuda::ContextScope scope(ordinal);
    cuda::check(api.cuMemcpyDtoHAsync(out.data(), results.get(), out.size() * sizeof(double), s),
                "cuMemcpyDtoHAsync");
    cuda::check(api.cuStreamSynchronize(s), "cuStreamSynchronize");
  };
  if (stream) {
    run(static_cast<CUstream>(stream));
  } else {
    cuda::DeviceStaging &st = cuda::device_staging(ordinal);
    std::lock_guard lock(st.mutex);
    run(st.streams[0]);
  }
  return out;
}

std::vector<double> CudaCompiledReduction::call(int ordinal, Columns columns,
                                                std::span<const double> params) const {
  const CudaReductionKernel &k = *kernel_;
  if (columns.size() != k.n_inputs)
    bad_argument(fmt::format("{} input columns given, the reduction has {} inputs", columns.size(),
                             k.n_inputs));
  const std::size_t n = columns.empty() ? 0 : columns[0].size();
  for (std::size_t i = 1; i < columns.size(); ++i)
    if (columns[i].size() != n)
      bad_argument(fmt::format("ragged columns: column 0 has {} points, column {} has {}", n, i,
                               columns[i].size()));
  check_parameters(k, params);
  cuda::require_ordinal(ordinal);
  ReductionLauncher launcher(k, ordinal);
  const cuda::DriverApi &api = cuda::require_driver();
  // Chunks of whole tiles (about 4 Mi points): each fills its tiles'
  // partials in the one scratch array, so the order is the one-launch order.
  const std::size_t tile = k.reduction_options.tile_points;
  const std::size_t chunk = std::max<std::size_t>(1, (std::size_t(1) << 22) / tile) * tile;
  const std::size_t tiles = k.tiles(n), chunks = (n + chunk - 1) / chunk;
  cuda::DeviceBuffer scratch(ordinal, scratch_bytes(n)),
      results(ordinal, k.n_reductions * sizeof(double));
  std::vector<cuda::DeviceBuffer> device;
  for (std::size_t i = 0; i < k.n_inputs && n; ++i)
    device.emplace_back(ordinal, std::min(chunk, n) * sizeof(double));
  std::vector<double> out(k.n_reductions);
  {
    cuda::DeviceStaging &st = cuda::device_staging(ordinal);
    std::lock_guard lock(st.mutex);
    cuda::ContextScope scope(ordinal);
    CUstream s = st.streams[0];
    std::vector<CUdeviceptr> ins;
    for (auto &d : device)
      ins.push_back(d.get());
    for (std::size_t c = 0; c < chunks; ++c) {
      const std::size_t lo = c * chunk, len = std::min(chunk, n - lo);
      // The previous chunk's kernel must be done with the buffers.
      cuda::check(api.cuStreamSynchronize(s), "cuStreamSynchronize");
      for (std::size_t i = 0; i < k.n_inputs; ++i)
        cuda::check(api.cuMemcpyHtoDAsync(ins[i], columns[i].data() + lo, len * sizeof(double), s),
                    "cuMemcpyHtoDAsync");
      launcher.partials(ins, params, len, lo / tile, tiles, scratch.get(), s);
    }
    launcher.finish(scratch.get(), results.get(), tiles, s);
    cuda::check(api.cuMemcpyDtoHAsync(out.data(), results.get(), out.size() * sizeof(double), s),
                "cuMemcpyDtoHAsync");
    cuda::check(api.cuStreamSynchronize(s), "cuStreamSynchronize");
  }
  k.record(
      make_report("host", ordinal, n, chunks, nvptx::module_source_name(launcher.reduce.source)));
  return out;
}

} // namespace alkahest
