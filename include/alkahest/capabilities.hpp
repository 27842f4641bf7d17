// alkahest/capabilities.hpp - what this build of libalkahest can do.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace alkahest {

/// Version of the capabilities() contract: bumped when a bit is added,
/// removed or changes meaning.
inline constexpr int kCapabilitiesContract = 1;

/// Feature bits. A bit is true only when the feature is linked into this
/// library AND reachable from the public API; each one has a unit test that
/// fails if it lies. Hardware presence is not a capability: ask
/// cuda_device_count() for that.
struct Capabilities {
  int contract_version = kCapabilitiesContract;
  std::string library_version;
  bool llvm_jit = false;     ///< compile_expr() (CPU, LLVM ORC JIT)
  bool cuda = false;         ///< compile_cuda() (NVPTX + dlopen'd driver)
  bool groebner = false;     ///< GroebnerBasis::compute() on the CPU
  bool groebner_gpu = false; ///< Groebner reductions on a CUDA device

  /// One JSON object, keys in the order above.
  std::string to_json() const;
};

/// The capabilities of the linked library (defined in libalkahest).
Capabilities capabilities();

/// One environment variable the library reads. Each is only the default of a
/// setting: an explicit option, where the API has one, wins over it.
struct EnvironmentKnob {
  std::string name;                 ///< e.g. "ALKAHEST_CACHE_DIR"
  std::string meaning;              ///< what setting it changes
  std::string default_value;        ///< what applies when it is unset
  std::string setting;              ///< the setting it is the default of
  std::optional<std::string> value; ///< its value in this process now; nullopt when unset
};

/// Every environment variable the library reads, with its current value
/// (docs/knobs.md lists the same table).
std::vector<EnvironmentKnob> environment_knobs();

/// "MAJOR.MINOR.PATCH" of the linked library.
const char *version();

} // namespace alkahest
