// unittests/groebner_gpu/kernel_lowering_test.cpp - the embedded kernel IR parses, lowers to PTX
// with every entry, and assembles with ptxas.
#include "kernel_module.hpp"

#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

using namespace alkahest::gbgpu;

namespace {

std::string find_ptxas() {
  for (const char *p : {"/usr/local/cuda/bin/ptxas", "/usr/bin/ptxas"})
    if (std::filesystem::exists(p)) return p;
  return {};
}

} // namespace

TEST_CASE("the embedded kernel IR is LLVM 15 NVPTX IR with every entry", "[groebner_gpu]") {
  const std::string &ir = kernel_ir();
  REQUIRE(ir.find("target triple = \"nvptx64-nvidia-cuda\"") != std::string::npos);
  for (int k = 0; k < static_cast<int>(Kernel::Count); ++k) {
    INFO(kernel_name(static_cast<Kernel>(k)));
    CHECK(ir.find(std::string("define dso_local void @") + kernel_name(static_cast<Kernel>(k)) +
                  "(") != std::string::npos);
  }
}

TEST_CASE("the kernel IR lowers to sm_86 PTX with every kernel entry", "[groebner_gpu]") {
  const std::string &ptx = kernel_ptx();
  CHECK(ptx.find(".target sm_86") != std::string::npos);
  CHECK(ptx.find(".address_size 64") != std::string::npos);
  for (int k = 0; k < static_cast<int>(Kernel::Count); ++k) {
    INFO(kernel_name(static_cast<Kernel>(k)));
    CHECK(ptx.find(std::string(".visible .entry ") + kernel_name(static_cast<Kernel>(k)) + "(") !=
          std::string::npos);
  }
  // The block kernels keep their pivot search in shared memory and barriers.
  CHECK(ptx.find(".shared") != std::string::npos);
  CHECK(ptx.find("barrier.sync") != std::string::npos);
  CHECK(&kernel_ptx() == &ptx); // lowered once per process
}

TEST_CASE("the kernel PTX assembles with ptxas for sm_86 and sm_90", "[groebner_gpu]") {
  const std::string ptxas = find_ptxas();
  if (ptxas.empty()) {
    WARN("ptxas not found: assembly check skipped");
    return;
  }
  // One folder per process: concurrent runs (other build trees) must not
  // remove each other's files.
  auto dir = std::filesystem::temp_directory_path() /
             ("alkahest-gbgpu-ptxas-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  auto file = dir / "modular_elimination.ptx";
  std::ofstream(file) << kernel_ptx();
  for (const char *arch : {"sm_86", "sm_90"}) {
    INFO(arch);
    std::string cmd = ptxas + " -arch=" + arch + " " + file.string() + " -o " +
                      (dir / (std::string(arch) + ".cubin")).string() + " 2>&1";
    CHECK(std::system(cmd.c_str()) == 0);
  }
  std::filesystem::remove_all(dir);
}
