// lib/core/library_anchor.cpp - the one source of libalkahest.so itself: every
// layer is linked in whole from its archive, and this file wires together the
// layers that meet only in the library: lib/groebner_gpu's device path goes
// into lib/groebner's hook table (lib/groebner cannot call up to the layer
// above it). It defines nothing exported: the export table is the API.
#if ALKAHEST_GROEBNER_GPU
#include "groebner_gpu/install_gpu_hooks.hpp"

namespace {

// When the library is loaded. The call is here, in an object of the shared
// library itself, rather than in the layer's archive: an archive's static
// initialiser runs only when a program happens to pull its object in.
[[maybe_unused]] const bool gpu_hooks_installed = (alkahest::gbgpu::install_gpu_hooks(), true);

} // namespace
#endif
