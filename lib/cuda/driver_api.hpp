// lib/cuda/driver_api.hpp - our own minimal CUDA driver API declarations and the dlopen'd table.
#pragma once

#include <alkahest/error.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

#pragma GCC visibility push(hidden)
namespace alkahest::cuda {

// The few driver types we use, declared here so that no CUDA header is needed
// to build the library. Layouts and enumerator values follow the driver ABI.
using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
struct CUctx_st;
struct CUmod_st;
struct CUfunc_st;
struct CUstream_st;
struct CUevent_st;
struct CUlinkState_st;
using CUcontext = CUctx_st *;
using CUmodule = CUmod_st *;
using CUfunction = CUfunc_st *;
using CUstream = CUstream_st *;
using CUevent = CUevent_st *;
using CUlinkState = CUlinkState_st *;
using CUjit_option = int;
using CUjitInputType = int;

inline constexpr CUresult CUDA_SUCCESS = 0;
inline constexpr CUresult CUDA_ERROR_OUT_OF_MEMORY = 2;
inline constexpr CUresult CUDA_ERROR_NOT_INITIALIZED = 3;
inline constexpr CUresult CUDA_ERROR_DEINITIALIZED = 4;
inline constexpr CUresult CUDA_ERROR_STUB_LIBRARY = 34;
inline constexpr CUresult CUDA_ERROR_NO_DEVICE = 100;

inline constexpr int CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16;
inline constexpr int CU_DEVICE_ATTRIBUTE_CLOCK_RATE = 13;
inline constexpr int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75;
inline constexpr int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76;

inline constexpr int CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0;

inline constexpr CUjit_option CU_JIT_WALL_TIME = 2;
inline constexpr CUjit_option CU_JIT_INFO_LOG_BUFFER = 3;
inline constexpr CUjit_option CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4;
inline constexpr CUjit_option CU_JIT_ERROR_LOG_BUFFER = 5;
inline constexpr CUjit_option CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6;
inline constexpr CUjitInputType CU_JIT_INPUT_PTX = 1;

inline constexpr unsigned CU_STREAM_NON_BLOCKING = 1;
inline constexpr unsigned CU_EVENT_BLOCKING_SYNC = 1;
inline constexpr unsigned CU_EVENT_DISABLE_TIMING = 2;
inline constexpr unsigned CU_MEMHOSTALLOC_PORTABLE = 1;

/// The oldest driver we accept: CUDA 11.1, the first to take PTX ISA 7.1,
/// which is what LLVM 15 emits for sm_86.
inline constexpr int kMinDriverVersion = 11010;

/// Every driver entry point we call, resolved once. `_v2` names are resolved
/// where cuda.h maps the plain name to them: a dlsym of the plain name would
/// silently bind the legacy 32-bit ABI.
struct DriverApi {
#define ALKAHEST_CU_FN(field, symbol, ret, params) ret(*field) params = nullptr;
#include "driver_symbols.def"
#undef ALKAHEST_CU_FN
};

/// Why the driver is (not) usable. Everything but Ready means "no GPU here".
enum class DriverStatus {
  Ready,         ///< library loaded, every symbol resolved, cuInit succeeded
  NoLibrary,     ///< dlopen failed
  MissingSymbol, ///< a required entry point is absent (too old or not a driver)
  StubLibrary,   ///< the toolkit's stub: every call fails with error 34
  InitFailed,    ///< cuInit returned an error
  OldDriver,     ///< cuDriverGetVersion below kMinDriverVersion
  NoDevices,     ///< cuDeviceGetCount returned 0 (or failed)
};

/// Loads the driver on first use (thread-safe, once per process). Honours
/// ALKAHEST_CUDA_DRIVER_PATH (used by the tests' fake driver). Never throws.
DriverStatus driver_status() noexcept;
/// A human-readable account of the status (library path, missing symbol,
/// error name). Never throws.
std::string driver_status_text() noexcept;
/// The code for "no device to launch on": E-CUDA-011 when a driver is there
/// but too old (an old driver is not an absent device), else E-CUDA-003.
ErrorId no_device_error() noexcept;
/// The resolved table; nullptr unless driver_status() is Ready.
const DriverApi *driver_api() noexcept;
/// The number of devices the loaded driver reports (0 unless Ready).
int driver_device_count() noexcept;
/// The driver's version (e.g. 13000), or 0 when not loaded.
int driver_version() noexcept;

/// The driver's name for an error code ("CUDA_ERROR_OUT_OF_MEMORY"), or
/// "CUDA error <n>" when the driver cannot name it.
std::string error_name(CUresult r) noexcept;

/// Raises E-CUDA-004 naming the call and the driver error unless r is
/// CUDA_SUCCESS.
void check(CUresult r, const char *call);

} // namespace alkahest::cuda
#pragma GCC visibility pop
