// lib/cuda/driver_api.cpp - dlopen of libcuda.so.1, the symbol table resolved once, the load
// status.
#include "driver_api.hpp"
#include "support/knobs.hpp"

#include <alkahest/cuda.hpp>
#include <alkahest/error.hpp>

#include <dlfcn.h>

#include <fmt/format.h>
#include <mutex>

#pragma GCC visibility push(hidden)
namespace alkahest::cuda {
namespace {

struct LoadedDriver {
  DriverApi api;
  DriverStatus status = DriverStatus::NoLibrary;
  std::string detail;
  int version = 0;
  int device_count = 0;
};

// Resolves every symbol before any is called: a missing one leaves the table
// unusable as a whole, so no half-loaded driver is ever used.
bool resolve_all(void *lib, DriverApi &api, std::string &missing) {
#define ALKAHEST_CU_FN(field, symbol, ret, params)                                                 \
  api.field = reinterpret_cast<ret(*) params>(dlsym(lib, symbol));                                 \
  if (!api.field) {                                                                                \
    missing = symbol;                                                                              \
    return false;                                                                                  \
  }
#include "driver_symbols.def"
#undef ALKAHEST_CU_FN
  return true;
}

void load(LoadedDriver &d) noexcept {
  const std::string path =
      support::knob_text(support::Knob::CudaDriverPath).value_or("libcuda.so.1");
  // The library is deliberately never dlclose'd: other libraries in the
  // process (CuPy, PyTorch) may share it, and its atexit handlers must run.
  void *lib = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    const char *why = dlerror();
    d.status = DriverStatus::NoLibrary;
    d.detail = fmt::format("dlopen(\"{}\") failed: {}", path, why ? why : "?");
    return;
  }
  std::string missing;
  if (!resolve_all(lib, d.api, missing)) {
    d.status = DriverStatus::MissingSymbol;
    d.detail = fmt::format("{} lacks {}", path, missing);
    return;
  }
  CUresult r = d.api.cuInit(0);
  if (r == CUDA_ERROR_STUB_LIBRARY) {
    d.status = DriverStatus::StubLibrary;
    d.detail = fmt::format("{} is the toolkit's stub library (error 34)", path);
    return;
  }
  if (r != CUDA_SUCCESS) {
    d.status = r == CUDA_ERROR_NO_DEVICE ? DriverStatus::NoDevices : DriverStatus::InitFailed;
    const char *name = nullptr;
    d.api.cuGetErrorName(r, &name);
    d.detail = fmt::format("cuInit failed: {} ({})", name ? name : "unnamed", r);
    return;
  }
  if (d.api.cuDriverGetVersion(&d.version) != CUDA_SUCCESS || d.version < kMinDriverVersion) {
    d.status = DriverStatus::OldDriver;
    d.detail =
        fmt::format("driver version {} is below the required {}", d.version, kMinDriverVersion);
    return;
  }
  int count = 0;
  if (d.api.cuDeviceGetCount(&count) != CUDA_SUCCESS || count <= 0) {
    d.status = DriverStatus::NoDevices;
    d.detail = "the driver reports no CUDA device";
    return;
  }
  d.device_count = count;
  d.status = DriverStatus::Ready;
  d.detail = fmt::format("{} loaded, driver {}, {} device(s)", path, d.version, count);
}

LoadedDriver &loaded() noexcept {
  // Leaked on purpose: the table must outlive every static destructor that
  // might still release driver objects at exit.
  static LoadedDriver *d = [] {
    auto *p = new LoadedDriver;
    load(*p);
    return p;
  }();
  return *d;
}

} // namespace

DriverStatus driver_status() noexcept { return loaded().status; }

std::string driver_status_text() noexcept {
  try {
    return loaded().detail;
  } catch (...) {
    return {};
  }
}

const DriverApi *driver_api() noexcept {
  LoadedDriver &d = loaded();
  return d.status == DriverStatus::Ready ? &d.api : nullptr;
}

int driver_device_count() noexcept { return loaded().device_count; }
int driver_version() noexcept { return loaded().version; }

std::string error_name(CUresult r) noexcept {
  try {
    const LoadedDriver &d = loaded();
    const char *name = nullptr;
    if (d.api.cuGetErrorName && d.api.cuGetErrorName(r, &name) == CUDA_SUCCESS && name) return name;
    return fmt::format("CUDA error {}", r);
  } catch (...) {
    return {};
  }
}

ErrorId no_device_error() noexcept {
  DriverStatus s = driver_status();
  return s == DriverStatus::OldDriver || s == DriverStatus::MissingSymbol ? ErrorId::CudaTooOld
                                                                          : ErrorId::CudaNoDevice;
}

void check(CUresult r, const char *call) {
  if (r == CUDA_SUCCESS) return;
  raise(r == CUDA_ERROR_OUT_OF_MEMORY ? ErrorId::CudaOutOfMemory : ErrorId::CudaDriver,
        fmt::format("{} failed: {} ({})", call, error_name(r), r));
}

} // namespace alkahest::cuda
#pragma GCC visibility pop

namespace alkahest {

int cuda_device_count() noexcept { return cuda::driver_device_count(); }

std::string cuda_driver_status() noexcept { return cuda::driver_status_text(); }

} // namespace alkahest
