// lib/groebner_gpu/install_gpu_hooks.hpp - makes this layer's device path reachable from
// lib/groebner (the layer below, which cannot call up).
#pragma once

namespace alkahest::gbgpu {
#pragma GCC visibility push(hidden)

/// Installs the batched replay, the Macaulay-matrix reduction, the device
/// count and the preparation of this layer into lib/groebner's hook table.
/// Called explicitly: by libalkahest's own source when the library is
/// loaded, and by programs that link the layer archives themselves (tests).
/// Idempotent.
void install_gpu_hooks() noexcept;

#pragma GCC visibility pop
} // namespace alkahest::gbgpu
