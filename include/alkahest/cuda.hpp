// alkahest/cuda.hpp - the GPU tier: device probe (every build) and compile_cuda / CudaCompiledFn
// (builds with the feature).
#pragma once

#include <alkahest/cuda_config.hpp> // ALKAHEST_HAS_CUDA: 1 when compile_cuda is compiled in
#include <alkahest/error.hpp>
#include <alkahest/precision.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

#if ALKAHEST_HAS_CUDA
#include <alkahest/dlpack.hpp>
#include <alkahest/expr.hpp>
#include <alkahest/reduction.hpp>

#include <memory>
#include <span>
#include <vector>
#endif

namespace alkahest {

/// Number of usable CUDA devices; 0 for every "no GPU here" shape (no
/// libcuda.so.1, the toolkit's stub library, cuInit failure, a driver older
/// than CUDA 11.1, zero devices). Loads the driver on first call. Never throws.
int cuda_device_count() noexcept;

/// One line saying what the driver loader found (for diagnostics).
std::string cuda_driver_status() noexcept;

#if ALKAHEST_HAS_CUDA

/// Whether the libdevice functions an expression calls (sin, exp, ...) are
/// inlined into the kernel or kept as PTX functions the kernel calls.
/// Calls keep each function's registers to itself (a 16-term sin*exp sum:
/// 52 registers called, 136 inlined) but pay the call ABI; on the H200 the
/// inlined, register-capped kernel measured faster (docs/benchmarks.md).
enum class CudaMathCalls {
  Automatic, ///< Inline up to 32 libdevice calls, Call above (compile time)
  Inline,    ///< one straight body
  Call,      ///< PTX functions the kernel calls
};

/// How compile_cuda generates code.
struct CudaOptions {
  /// The PTX target. Only SMs LLVM 15 knows are accepted (sm_20 … sm_86);
  /// newer devices run sm_86 PTX through the driver's JIT.
  std::string sm = "sm_86";
  /// Keep cubins from the driver's linker on disk so that a new process
  /// skips the PTX JIT (see docs/gpu.md for the folder).
  bool disk_cache = true;
  /// Threads per block of the grid-stride launch.
  unsigned block_size = 256;
  /// Grid size: 0 launches ceil(n / block_size) blocks (one point per
  /// thread); k > 0 caps the grid at k blocks per SM (the grid-stride loop
  /// covers the rest). 32 measured fastest on an H200 (docs/benchmarks.md).
  unsigned max_blocks_per_sm = 32;
  /// Let the backend contract a*b+c into fma (faster, no longer
  /// bit-identical to the interpreter; off by default).
  bool fma = false;
  /// Register cap per thread (PTX .maxnreg), 16-255; 0 is automatic: no
  /// cap, except for expressions of more than 4 libdevice calls, whose
  /// inlined bodies ptxas would give up to 255 registers (one block per SM):
  /// they get 65536 / (2 x block_size), two blocks per SM (docs/gpu.md).
  unsigned max_registers = 0;
  /// Groups of points per thread and grid-stride iteration (1-8; 0 is
  /// automatic: 2 for small memory-bound expressions, as vector_width, else
  /// 1): the inputs of all of them are loaded before any math, so a
  /// memory-bound kernel keeps more bytes in flight (the seed on an H200:
  /// 0.97 of the copy bandwidth with 2, 0.87 with 1), at the price of a
  /// longer first-call PTX JIT (0.26 s instead of 0.04 s, once: the disk
  /// cache keeps the cubin).
  unsigned unroll = 0;
  /// Consecutive points per group (0 = automatic, 1, 2 or 4): 2 doubles or
  /// 4 floats are a 16-byte vector, the access shape of a device copy, when
  /// every pointer is aligned to the group's bytes (the kernel checks;
  /// unaligned views run scalar). Automatic picks 16-byte groups (2 for
  /// F64, 4 for F32) for small memory-bound expressions.
  unsigned vector_width = 0;
  /// Element type of the columns (alkahest/precision.hpp): F32 kernels read
  /// and write float columns (call_device_ptrs with pointers of n floats,
  /// call_dlpack with float32 tensors) and compute in f64, one rounding per
  /// output. The host-column calls (call_batch*) take doubles and refuse an
  /// F32 kernel with E-CUDA-007.
  Precision precision = Precision::F64;
  /// libdevice functions inlined (the automatic choice) or called.
  CudaMathCalls math_calls = CudaMathCalls::Automatic;
  /// Larger expressions (distinct DAG nodes) are refused with E-CUDA-009
  /// before LLVM runs: the NVPTX pipeline's compile time grows faster than
  /// linearly in the kernel's size (docs/gpu.md).
  std::size_t max_nodes = 20000;
  /// Bytes the compile may take at its peak; a kernel estimated above it is
  /// refused with E-CUDA-013 before LLVM runs (LLVM aborts the process when
  /// an allocation fails inside it). 0: what the process may still allocate,
  /// 3/4 of the smallest of physical memory, RLIMIT_AS and its cgroup's limit
  /// less what it uses (docs/reliability.md).
  std::size_t memory_budget_bytes = 0;
  /// Most columns (inputs + outputs) and parameters that the kernel takes as
  /// kernel arguments of their own (8 bytes each). With more, it takes three
  /// device arrays instead (column pointers and parameter values, which each
  /// call copies to the device) and runs one point per thread and iteration
  /// (unroll and vector_width do not apply): CUDA caps a kernel's parameter
  /// block at 4096 bytes, so a kernel of a few hundred columns could not be
  /// launched. At most kMaxArgumentColumns (E-CUDA-007), which keeps the
  /// block below 4 KB.
  std::size_t columns_as_arguments_up_to = 256;
  static constexpr std::size_t kMaxArgumentColumns = 480;
};

/// Where a call ran: every call records one, so a caller (or a test) can
/// prove the work ran on a GPU.
struct CudaLaunchReport {
  std::string path;          ///< "host", "device_ptrs", "dlpack" or "all"
  std::vector<int> ordinals; ///< device ordinals that ran kernels
  std::string device_name;   ///< name of the first of them
  std::size_t points = 0;    ///< points evaluated
  std::size_t chunks = 0;    ///< kernel launches
  int streams = 0;           ///< streams used
  std::string module_source; ///< "memory", "disk-cache" or "driver-linker"
};

/// A columns view: one span of doubles per input (structure of arrays).
using Columns = std::span<const std::span<const double>>;

struct CudaKernel; // compiled PTX and its per-device modules (internal)

/// An expression compiled to a PTX kernel. Cheap to copy (shared state);
/// callable from many host threads at once.
///
/// Parameters (compile_cuda's third list) are scalars passed with each call
/// as kernel arguments and the same at every point: changing them between
/// calls needs neither a new compile nor a column on the device. Every call
/// form has an overload taking `params` (params[k] = value of parameter k,
/// in the order given to compile_cuda); the forms without are for kernels
/// with no parameters. A wrong number of values is refused with E-CUDA-010
/// before the device is touched.
class CudaCompiledFn {
public:
  std::size_t n_inputs() const noexcept;
  std::size_t n_outputs() const noexcept;
  std::size_t n_parameters() const noexcept;
  /// The PTX text (NUL-free, `.target` per CudaOptions::sm).
  const std::string &ptx() const noexcept;
  /// The kernel's entry name in the PTX.
  const std::string &kernel_name() const noexcept;

  /// Every output at every point of the host columns, on device 0, output-major:
  /// result[j * n + i] = output j at point i (CompiledFn::call_batch's layout;
  /// a single-output kernel gives n values).
  std::vector<double> call_batch(Columns columns) const;
  std::vector<double> call_batch(const std::vector<std::vector<double>> &columns) const;
  std::vector<double> call_batch(Columns columns, std::span<const double> params) const;
  std::vector<double> call_batch(const std::vector<std::vector<double>> &columns,
                                 std::span<const double> params) const;
  /// Same on device `ordinal`.
  std::vector<double> call_batch_on(int ordinal, Columns columns) const;
  std::vector<double> call_batch_on(int ordinal, Columns columns,
                                    std::span<const double> params) const;
  /// Every output over host columns on device `ordinal` into `outputs`
  /// (one span per output, each as long as the columns).
  void call_batch_into(int ordinal, Columns columns,
                       std::span<const std::span<double>> outputs) const;
  void call_batch_into(int ordinal, Columns columns, std::span<const double> params,
                       std::span<const std::span<double>> outputs) const;
  /// One batch split across every device; every output, output-major as call_batch.
  std::vector<double> call_batch_all(Columns columns) const;
  std::vector<double> call_batch_all(const std::vector<std::vector<double>> &columns) const;
  std::vector<double> call_batch_all(Columns columns, std::span<const double> params) const;

  /// Zero copy: device pointers (CUdeviceptr values) of n doubles each, on
  /// device `ordinal`. `stream` is a CUstream (nullptr: a private stream,
  /// synchronized before return); with a stream the call is asynchronous
  /// (the parameter values are copied into the launch before it returns),
  /// except for a kernel past CudaOptions::columns_as_arguments_up_to
  /// columns, whose call waits for the kernel.
  void call_device_ptrs(int ordinal, std::span<const std::uint64_t> inputs,
                        std::span<const std::uint64_t> outputs, std::size_t n,
                        void *stream = nullptr) const;
  void call_device_ptrs(int ordinal, std::span<const std::uint64_t> inputs,
                        std::span<const double> params, std::span<const std::uint64_t> outputs,
                        std::size_t n, void *stream = nullptr) const;
  /// Zero copy from DLPack tensors: 1-D, float64, contiguous, on kDLCUDA
  /// device `ordinal`, all of the same length.
  void call_dlpack(int ordinal, std::span<const dlpack::DLTensor *const> inputs,
                   std::span<const dlpack::DLTensor *const> outputs, void *stream = nullptr) const;
  void call_dlpack(int ordinal, std::span<const dlpack::DLTensor *const> inputs,
                   std::span<const double> params, std::span<const dlpack::DLTensor *const> outputs,
                   void *stream = nullptr) const;

  /// Where the last call on this object (from any thread) ran.
  CudaLaunchReport last_launch() const;

private:
  friend CudaCompiledFn compile_cuda(std::span<const Expr>, std::span<const Expr>,
                                     std::span<const Expr>, const CudaOptions &);
  std::shared_ptr<CudaKernel> kernel_;
};

/// Compiles `expr` over `inputs` (symbols, in column order) and
/// `parameters` (symbols whose values each call passes as kernel arguments)
/// to PTX for options.sm. Needs no GPU. Raises E-CUDA-002 for an unsupported
/// node, a symbol neither an input nor a parameter, or a symbol listed twice
/// or in both lists; E-CUDA-005 when libdevice is not found. Compiling the
/// same (expression, inputs, parameters, options) again returns the cached
/// kernel.
CudaCompiledFn compile_cuda(const Expr &expr, std::span<const Expr> inputs,
                            const CudaOptions &options = {});
CudaCompiledFn compile_cuda(const Expr &expr, std::initializer_list<Expr> inputs,
                            const CudaOptions &options = {});
CudaCompiledFn compile_cuda(const Expr &expr, std::span<const Expr> inputs,
                            std::span<const Expr> parameters, const CudaOptions &options = {});
CudaCompiledFn compile_cuda(const Expr &expr, std::initializer_list<Expr> inputs,
                            std::initializer_list<Expr> parameters,
                            const CudaOptions &options = {});
/// Multi-output form: one kernel writing one column per output expression.
CudaCompiledFn compile_cuda(std::span<const Expr> outputs, std::span<const Expr> inputs,
                            const CudaOptions &options = {});
CudaCompiledFn compile_cuda(std::span<const Expr> outputs, std::span<const Expr> inputs,
                            std::span<const Expr> parameters, const CudaOptions &options = {});

struct CudaReductionKernel; // compiled reduce and combine kernels (internal)

/// The FP64 instructions one point costs a reduce kernel, counted in its
/// PTX (CudaCompiledReduction::point_work): those of the loop that loads the
/// inputs, over the points it loads. An estimate of the math, not a profile:
/// static counts, libdevice's inline special cases included, its
/// out-of-line slow paths and ptxas's expansions of rcp/div/sqrt not.
struct CudaPointWork {
  double fp64 = 0;        ///< add, sub, mul, fma, min, max, compare of doubles a point
  double fp64_slow = 0;   ///< f64 conversions, reciprocals, divisions, square roots a point
  double points = 0;      ///< points the counted code loads (0: no input loads found, no estimate)
  bool from_loop = false; ///< counted in a loop (false: the whole kernel body, fully unrolled)
};

/// Reductions over points on the GPU (alkahest/reduction.hpp): one launch
/// computes every reduction's partial per tile (each thread a lane of the
/// tile, the lanes' halving tree in shared memory), a second launch of one
/// block per reduction combines the tiles' partials in the fixed slot order,
/// so the result does not depend on the grid, the stream or the chunks of
/// the host path, and equals the CPU tier's (compile_reduction) bit for bit
/// whenever the per-point values are equal (arithmetic, fma off).
/// Cheap to copy; callable from many host threads at once.
class CudaCompiledReduction {
public:
  std::size_t n_inputs() const noexcept;
  std::size_t n_parameters() const noexcept;
  std::size_t n_reductions() const noexcept;
  /// The PTX of the reduce kernel (the combine kernel's is internal).
  const std::string &ptx() const noexcept;
  /// The reduce kernel's FP64 instructions per point, read from ptx().
  CudaPointWork point_work() const;

  /// Over host columns on device `ordinal`: results[k] = reduction k. The
  /// columns travel in chunks of whole tiles (the order is unchanged).
  std::vector<double> call(int ordinal, Columns columns, std::span<const double> params = {}) const;

  /// Bytes of device scratch call_device_ptrs_into needs for n points.
  std::size_t scratch_bytes(std::size_t n) const noexcept;
  /// Zero copy, synchronous: device pointers of n doubles per input; the
  /// scratch is allocated for the call. `stream` as CudaCompiledFn's.
  std::vector<double> call_device_ptrs(int ordinal, std::span<const std::uint64_t> inputs,
                                       std::span<const double> params, std::size_t n,
                                       void *stream = nullptr) const;
  /// Zero copy and asynchronous on `stream` (nullptr: the legacy default
  /// stream): the n_reductions() results land as doubles at the device
  /// pointer `results`; `scratch` holds at least scratch_bytes(n) bytes of
  /// device memory, which the launch owns until the stream passes it.
  void call_device_ptrs_into(int ordinal, std::span<const std::uint64_t> inputs,
                             std::span<const double> params, std::size_t n, std::uint64_t scratch,
                             std::uint64_t results, void *stream = nullptr) const;

  /// Where the last call on this object ran (path "host" or "device_ptrs").
  CudaLaunchReport last_launch() const;

private:
  friend CudaCompiledReduction compile_cuda_reduction(std::span<const Reduction>,
                                                      std::span<const Expr>, std::span<const Expr>,
                                                      const ReductionOptions &,
                                                      const CudaOptions &);
  std::shared_ptr<CudaReductionKernel> kernel_;
};

/// Compiles reductions of expressions of `inputs` (columns) and `parameters`
/// (kernel arguments) to PTX. The reduce kernel runs ReductionOptions::lanes
/// threads per block (CudaOptions::block_size is not used; .maxntid tells
/// ptxas, so the launch never lacks registers), at most
/// CudaOptions::max_blocks_per_sm blocks per SM; a lane takes its points in
/// groups of CudaOptions::unroll (0: 2 for at most two libdevice calls a
/// point, else 4), each group's loads issued before the previous group's
/// math; sm, fma,
/// max_registers, math_calls, max_nodes and memory_budget_bytes as for
/// compile_cuda. Errors: E-CUDA-002 as compile_cuda, and for a Dot
/// without `other` or another op with one; E-CUDA-007 for ReductionOptions
/// out of range or no reductions; E-CUDA-009, -013 as compile_cuda.
CudaCompiledReduction compile_cuda_reduction(std::span<const Reduction> reductions,
                                             std::span<const Expr> inputs,
                                             std::span<const Expr> parameters = {},
                                             const ReductionOptions &reduction_options = {},
                                             const CudaOptions &options = {});

#endif // ALKAHEST_HAS_CUDA

} // namespace alkahest
