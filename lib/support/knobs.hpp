// lib/support/knobs.hpp - the one table of environment variables the library reads, each the
// default of a setting.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>

namespace alkahest::support {
#pragma GCC visibility push(hidden)

/// Every environment variable the library reads. The ALKAHEST_* ones are
/// tuning and location knobs; the others (HOME, XDG_CACHE_HOME, CUDA_HOME,
/// CUDA_PATH) are the system's, read through the same table so that no
/// algorithm calls getenv.
enum class Knob {
  CudaDriverPath,
  LibdevicePath,
  CacheDir,
  GroebnerGpuCrossover,
  GbGpuReduction,
  GbGpuDenseMode,
  GbGpuPanelUpdate,
  GbGpuPanelLookahead,
  GbGpuPanelProfile,
  GbBlockRowsPerThread,
  GbRowGroupLanes,
  GbRowKernelIsa,
  GbEarlyReconstruction,
  XdgCacheHome,
  Home,
  CudaHome,
  CudaPath,
};

/// One row of the table: the variable, what it changes, what applies when it
/// is unset, and the setting it is the default of (an explicit option, where
/// there is one, always wins over it).
struct KnobInfo {
  Knob knob;
  const char *name;
  const char *meaning;
  const char *default_value;
  const char *setting;
};

/// The whole table, in the order of Knob.
std::span<const KnobInfo> knob_table() noexcept;
const KnobInfo &knob_info(Knob k) noexcept;

/// The variable's value now (nullopt when unset). Read at each call, not
/// cached: callers that must see one value per process keep it themselves.
std::optional<std::string> knob_value(Knob k);
/// The value when it is set and not empty.
std::optional<std::string> knob_text(Knob k);
/// The value read as a positive whole number (strtol); nullopt when unset,
/// empty, zero, negative or not a number.
std::optional<std::size_t> knob_positive(Knob k);

#pragma GCC visibility pop
} // namespace alkahest::support
