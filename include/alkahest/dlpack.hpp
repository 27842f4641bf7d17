// alkahest/dlpack.hpp - minimal DLPack declarations, ABI-compatible with dlpack.h v0.8.
#pragma once

#include <cstdint>

// Our own declarations (in namespace alkahest::dlpack, so they never clash
// with a dlpack.h the application includes): the layouts are DLPack v0.8's,
// so a `::DLTensor *` from CuPy, PyTorch or JAX can be passed with a
// reinterpret_cast.
namespace alkahest::dlpack {

enum DLDeviceType : std::int32_t { kDLCPU = 1, kDLCUDA = 2, kDLCUDAHost = 3, kDLCUDAManaged = 13 };
enum DLDataTypeCode : std::uint8_t { kDLInt = 0, kDLUInt = 1, kDLFloat = 2 };

struct DLDevice {
  DLDeviceType device_type;
  std::int32_t device_id;
};

struct DLDataType {
  std::uint8_t code;
  std::uint8_t bits;
  std::uint16_t lanes;
};

struct DLTensor {
  void *data;
  DLDevice device;
  std::int32_t ndim;
  DLDataType dtype;
  std::int64_t *shape;
  std::int64_t *strides; ///< in elements; nullptr means compact row-major
  std::uint64_t byte_offset;
};

struct DLManagedTensor {
  DLTensor dl_tensor;
  void *manager_ctx;
  void (*deleter)(DLManagedTensor *self);
};

} // namespace alkahest::dlpack
