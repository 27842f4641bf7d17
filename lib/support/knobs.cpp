// lib/support/knobs.cpp - the table of environment variables and the library's only getenv.
#include "support/knobs.hpp"

#include <cstdlib>

namespace alkahest::support {
#pragma GCC visibility push(hidden)
namespace {

constexpr KnobInfo kTable[] = {
    {Knob::CudaDriverPath, "ALKAHEST_CUDA_DRIVER_PATH", "the CUDA driver library to dlopen",
     "libcuda.so.1", "the driver loader's library (lib/cuda)"},
    {Knob::LibdevicePath, "ALKAHEST_LIBDEVICE_PATH",
     "a libdevice .bc file or folder, searched first",
     "$CUDA_HOME, $CUDA_PATH, then the usual CUDA install folders",
     "the libdevice search path (lib/nvptx)"},
    {Knob::CacheDir, "ALKAHEST_CACHE_DIR", "the folder of the on-disk compile cache (PTX, cubins)",
     "$XDG_CACHE_HOME/alkahest, else $HOME/.cache/alkahest", "the compile cache folder (lib/cuda)"},
    {Knob::GroebnerGpuCrossover, "ALKAHEST_GROEBNER_GPU_CROSSOVER",
     "a crossover table (CSV) read before the installed one",
     "share/alkahest/groebner_gpu_crossover.csv", "crossover_policy(), the Auto backend's choice"},
    {Knob::GbGpuReduction, "ALKAHEST_GB_GPU_REDUCTION",
     "barrett: Barrett instead of Montgomery products", "montgomery",
     "GpuReduceOptions::reduction when it is Default"},
    {Knob::GbGpuDenseMode, "ALKAHEST_GB_GPU_DENSE_MODE",
     "block, step or panel: the dense RREF kernels",
     "by size: block for many primes or small matrices, else panel",
     "the dense batch's kernel mode"},
    {Knob::GbGpuPanelUpdate, "ALKAHEST_GB_GPU_PANEL_UPDATE",
     "mac: the panel update on the integer units instead of the tensor cores", "mma (tensor cores)",
     "the panel mode's trailing update"},
    {Knob::GbGpuPanelLookahead, "ALKAHEST_GB_GPU_PANEL_LOOKAHEAD",
     "0: no look-ahead (the next panel's factor waits for the update)", "1 (look-ahead on)",
     "the panel mode's look-ahead"},
    {Knob::GbGpuPanelProfile, "ALKAHEST_GB_GPU_PANEL_PROFILE",
     "set: wait after each panel kernel and print the time of each kind (slower)",
     "unset (no profile)", "the panel mode's profile"},
    {Knob::GbBlockRowsPerThread, "ALKAHEST_GB_BLOCK_ROWS_PER_THREAD",
     "rows per thread of a block of the CPU row reduction's second pass", "16",
     "the block size of reduce_rows (lib/groebner)"},
    {Knob::GbRowGroupLanes, "ALKAHEST_GB_ROW_GROUP_LANES",
     "rows the CPU row reduction reduces at once: 1, 4 or 8", "8",
     "ReductionWorkspace::lanes when it is 0 (lib/groebner)"},
    {Knob::GbRowKernelIsa, "ALKAHEST_GB_ROW_KERNEL_ISA",
     "the widest instruction set the CPU row reduction may use: avx512f, avx2 or portable",
     "the widest the CPU has", "the group kernel's instruction set (lib/groebner)"},
    {Knob::GbEarlyReconstruction, "ALKAHEST_GB_EARLY_RECONSTRUCTION",
     "over Q, whether a lift beside the replays reconstructs the basis elements already "
     "determined (off: only at the full attempts)",
     "on", "the over-Q driver's early reconstruction (lib/groebner)"},
    {Knob::XdgCacheHome, "XDG_CACHE_HOME", "the user's cache folder (system)", "$HOME/.cache",
     "the compile cache folder, when ALKAHEST_CACHE_DIR is unset"},
    {Knob::Home, "HOME", "the user's home folder (system)", "none (no disk cache)",
     "the compile cache folder, when XDG_CACHE_HOME is unset too"},
    {Knob::CudaHome, "CUDA_HOME", "a CUDA toolkit (system); its nvvm/libdevice is searched",
     "unset", "the libdevice search path, after ALKAHEST_LIBDEVICE_PATH"},
    {Knob::CudaPath, "CUDA_PATH", "a CUDA toolkit (system); its nvvm/libdevice is searched",
     "unset", "the libdevice search path, after CUDA_HOME"},
};

constexpr bool table_in_enum_order() {
  for (std::size_t i = 0; i < std::size(kTable); ++i)
    if (static_cast<std::size_t>(kTable[i].knob) != i) return false;
  return true;
}
static_assert(table_in_enum_order(), "kTable's rows must follow the order of Knob");

} // namespace

std::span<const KnobInfo> knob_table() noexcept { return kTable; }

const KnobInfo &knob_info(Knob k) noexcept { return kTable[static_cast<std::size_t>(k)]; }

std::optional<std::string> knob_value(Knob k) {
  const char *v = std::getenv(knob_info(k).name);
  if (!v) return std::nullopt;
  return std::string(v);
}

std::optional<std::string> knob_text(Knob k) {
  std::optional<std::string> v = knob_value(k);
  if (v && v->empty()) return std::nullopt;
  return v;
}

std::optional<std::size_t> knob_positive(Knob k) {
  const std::optional<std::string> v = knob_value(k);
  const long n = v ? std::strtol(v->c_str(), nullptr, 10) : 0;
  if (n <= 0) return std::nullopt;
  return static_cast<std::size_t>(n);
}

#pragma GCC visibility pop
} // namespace alkahest::support
