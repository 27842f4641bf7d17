// lib/nvptx/libdevice.hpp - finding libdevice.10.bc and handing out lazy modules of it.
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

#pragma GCC visibility push(hidden)
namespace alkahest::nvptx {

/// The places searched, in order: $ALKAHEST_LIBDEVICE_PATH (a file or a
/// folder), $CUDA_HOME/nvvm/libdevice, $CUDA_PATH/nvvm/libdevice,
/// /usr/local/cuda/nvvm/libdevice, /usr/lib/nvidia-cuda-toolkit/libdevice,
/// /opt/cuda/nvvm/libdevice.
std::vector<std::string> libdevice_search_path();

/// The first libdevice file in `places` (files or folders), or raises
/// E-CUDA-005 listing them.
std::string find_libdevice(const std::vector<std::string> &places);

/// The path of the libdevice file found, or raises E-CUDA-005 listing the
/// places searched. The search runs once per process.
const std::string &libdevice_path();

/// A lazily materialised libdevice module in `ctx` (only the functions a
/// link asks for are parsed). The file's bytes are read once per process.
std::unique_ptr<llvm::Module> load_libdevice(llvm::LLVMContext &ctx);

} // namespace alkahest::nvptx
#pragma GCC visibility pop
