// lib/groebner_gpu/kernel_module.cpp - parses the embedded kernel IR with LLVM 15, emits PTX, loads
// it through lib/cuda.
//
// The kernels are integer-only: they need no libdevice, so lib/nvptx's
// expression pipeline (which links libdevice for one generated kernel) is
// not used; this file only parses the shipped IR and runs NVPTX codegen.
#include "kernel_module.hpp"
#include "ptx_emission.hpp"

#include "runtime.hpp"
#include "support/hash.hpp"

#include <alkahest/error.hpp>

#include <fmt/format.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Target/TargetOptions.h>

#include <array>
#include <memory>
#include <mutex>

namespace alkahest::gbgpu {
#pragma GCC visibility push(hidden)

extern const char *const kEmbeddedKernelIr;

namespace {

constexpr std::array<const char *, static_cast<std::size_t>(Kernel::Count)> kNames = {
    "gb_rref_block_barrett",     "gb_rref_block_montgomery",
    "gb_pivot_step_barrett",     "gb_pivot_step_montgomery",
    "gb_eliminate_step_barrett", "gb_eliminate_step_montgomery",
    "gb_panel_factor",           "gb_panel_w",
    "gb_panel_update",           "gb_panel_update_mma",
    "gb_panel_gather",           "gb_replay_reduce",
    "gb_replay_echelon",         "gb_replay_gather"};

// lib/cuda keeps one function per (owner, device); each entry is its own
// owner so that every entry gets its module (they share one cached cubin).
constexpr std::uint64_t kOwnerBase = 0x6762677075000000ull; // "gbgpu"

std::string lower_to_ptx(const std::string &ir) {
  const llvm::Target &target = nvptx::nvptx_target();
  llvm::LLVMContext ctx;
  llvm::SMDiagnostic diag;
  auto buffer = llvm::MemoryBuffer::getMemBuffer(ir, "modular_elimination.ll", false);
  std::unique_ptr<llvm::Module> module = llvm::parseIR(buffer->getMemBufferRef(), diag, ctx);
  if (!module)
    raise(ErrorId::CudaNoNvptx,
          fmt::format("the embedded Groebner kernel IR does not parse: {}:{}: {}", diag.getLineNo(),
                      diag.getColumnNo(), diag.getMessage().str()));
  const std::string triple = module->getTargetTriple();
  // sm_86 is what the IR was compiled for and the newest SM LLVM 15 knows;
  // newer devices run it through the driver's PTX JIT.
  std::unique_ptr<llvm::TargetMachine> tm(
      target.createTargetMachine(triple, "sm_86", "+ptx71", llvm::TargetOptions(), llvm::None,
                                 llvm::None, llvm::CodeGenOpt::Aggressive));
  if (!tm) raise(ErrorId::CudaNoNvptx, "cannot create the NVPTX target machine for sm_86");
  module->setDataLayout(tm->createDataLayout());
  return nvptx::emit_ptx(*module, *tm);
}

} // namespace

const char *kernel_name(Kernel k) noexcept { return kNames[static_cast<std::size_t>(k)]; }

const std::string &kernel_ir() {
  static const std::string ir(kEmbeddedKernelIr);
  return ir;
}

const std::string &kernel_ptx() {
  static std::once_flag once;
  static std::string ptx;
  std::call_once(once, [] { ptx = lower_to_ptx(kernel_ir()); });
  return ptx;
}

const cuda::DeviceInfo &require_kernel_device(int ordinal) {
  const cuda::DeviceInfo &dev = cuda::device_info(ordinal);
  if (dev.sm_major * 10 + dev.sm_minor < kMinComputeCapability)
    raise(ErrorId::CudaTooOld,
          fmt::format("device {} is sm_{}{}; the Groebner kernels need sm_{} or newer", ordinal,
                      dev.sm_major, dev.sm_minor, kMinComputeCapability));
  return dev;
}

cuda::CUfunction kernel_function(int ordinal, Kernel k) {
  static const std::string key = fmt::format("groebner_gpu-{:016x}", support::fnv1a(kernel_ir()));
  return cuda::load_kernel(kOwnerBase + static_cast<std::uint64_t>(k), ordinal, kernel_ptx(),
                           kernel_name(k), key)
      .function;
}

void launch(cuda::CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned block, void **args,
            const char *what, cuda::CUstream stream) {
  const cuda::DriverApi &api = cuda::require_driver();
  cuda::check(api.cuLaunchKernel(f, gx, gy, gz, block, 1, 1, 0, stream, args, nullptr), what);
}

void launch_any_block(cuda::CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned block,
                      void **args, const char *what, cuda::CUstream stream) {
  constexpr cuda::CUresult kOutOfResources = 701; // CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES
  const cuda::DriverApi &api = cuda::require_driver();
  // Start from the largest block the kernel's registers allow, so that a
  // refused launch (which compute-sanitizer reports as an API error) is the
  // exception rather than the rule.
  int max_threads = 0;
  if (api.cuFuncGetAttribute(&max_threads, cuda::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f) == 0)
    while (block > 64 && block > static_cast<unsigned>(max_threads))
      block /= 2;
  for (;;) {
    cuda::CUresult r = api.cuLaunchKernel(f, gx, gy, gz, block, 1, 1, 0, stream, args, nullptr);
    if (r == kOutOfResources && block > 64) {
      block /= 2;
      continue;
    }
    cuda::check(r, what);
    return;
  }
}

#pragma GCC visibility pop
} // namespace alkahest::gbgpu
