// unittests/cuda/cuda_loader_test.cpp - the driver loader against the fake libcuda.so.1: every
// no-GPU shape, errors, release order; the staging copies.
#include "runtime.hpp"
#include <alkahest/capabilities.hpp>
#include <alkahest/cuda.hpp>

#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct ChildRun {
  int exit_code = -1;
  std::map<std::string, std::string> out; ///< key=value lines of stdout
  std::vector<std::string> calls;         ///< the fake driver's call log
};

// A scratch folder of this process, removed when the tests end.
struct ScratchDir {
  std::filesystem::path path =
      std::filesystem::temp_directory_path() / ("alkahest-cuda-test-" + std::to_string(::getpid()));
  ~ScratchDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
};

std::string temp_path(const std::string &name) {
  static ScratchDir scratch;
  std::filesystem::create_directories(scratch.path);
  return (scratch.path / name).string();
}

// Runs the client in a fresh process (the driver is loaded once per process).
ChildRun run_client(const std::string &driver, const std::string &mode, const std::string &scenario,
                    const std::string &extra_env = "") {
  std::string log = temp_path("calls-" + mode + "-" + scenario + ".log");
  std::filesystem::remove(log);
  std::string cmd = "env ALKAHEST_CUDA_DRIVER_PATH='" + driver + "' FAKE_CUDA_MODE=" + mode +
                    " FAKE_CUDA_LOG='" + log + "' " + extra_env + " '" FAKE_CLIENT "' " + scenario;
  ChildRun r;
  FILE *p = popen(cmd.c_str(), "r");
  REQUIRE(p);
  char line[4096];
  while (std::fgets(line, sizeof line, p)) {
    std::string s(line);
    if (!s.empty() && s.back() == '\n') s.pop_back();
    auto eq = s.find('=');
    if (eq != std::string::npos) r.out[s.substr(0, eq)] = s.substr(eq + 1);
  }
  int status = pclose(p);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  std::ifstream in(log);
  for (std::string s; std::getline(in, s);)
    r.calls.push_back(s);
  return r;
}

std::ptrdiff_t first_index(const std::vector<std::string> &calls, const std::string &name,
                           std::size_t from = 0) {
  for (std::size_t i = from; i < calls.size(); ++i)
    if (calls[i] == name) return static_cast<std::ptrdiff_t>(i);
  return -1;
}
std::ptrdiff_t last_index(const std::vector<std::string> &calls, const std::string &name) {
  for (std::size_t i = calls.size(); i-- > 0;)
    if (calls[i] == name) return static_cast<std::ptrdiff_t>(i);
  return -1;
}

} // namespace

TEST_CASE("cuda_device_count is noexcept and a count", "[cuda][loader]") {
  STATIC_REQUIRE(noexcept(alkahest::cuda_device_count()));
  CHECK(alkahest::cuda_device_count() >= 0);
  CHECK_FALSE(alkahest::cuda_driver_status().empty());
}

TEST_CASE("every no-GPU shape gives 0 devices and exit 0", "[cuda][loader]") {
  struct Shape {
    std::string driver, mode, status_says;
  };
  std::vector<Shape> shapes = {
      {"/nonexistent/libcuda.so.1", "ok", "dlopen"},
      {FAKE_DRIVER_FULL, "stub", "stub"},
      {FAKE_DRIVER_FULL, "init_fail", "CUDA_ERROR_UNKNOWN"},
      {FAKE_DRIVER_FULL, "old_driver", "below the required"},
      {FAKE_DRIVER_FULL, "zero", "no CUDA device"},
      {FAKE_DRIVER_OMIT_V2, "ok", "cuMemAlloc_v2"},
  };
  for (const Shape &s : shapes) {
    INFO(s.driver << " mode " << s.mode);
    ChildRun r = run_client(s.driver, s.mode, "count");
    CHECK(r.exit_code == 0);
    CHECK(r.out["count"] == "0");
    CHECK(r.out["status"].find(s.status_says) != std::string::npos);
  }
}

TEST_CASE("the loader resolves the _v2 entry points once and counts devices", "[cuda][loader]") {
  ChildRun r = run_client(FAKE_DRIVER_FULL, "ok", "count");
  CHECK(r.exit_code == 0);
  CHECK(r.out["count"] == "2");
  CHECK(std::count(r.calls.begin(), r.calls.end(), "cuInit") == 1);
  // Nothing is retained by a mere probe, so nothing is released either.
  CHECK(first_index(r.calls, "cuDevicePrimaryCtxRetain") == -1);
}

#if ALKAHEST_HAS_CUDA
TEST_CASE("a launch through the fake driver releases in order at exit", "[cuda][loader]") {
  std::string cache = temp_path("cubins-order");
  std::filesystem::remove_all(cache);
  ChildRun r = run_client(FAKE_DRIVER_FULL, "ok", "launch", "ALKAHEST_CACHE_DIR='" + cache + "'");
  REQUIRE(r.exit_code == 0);
  CHECK(r.out["path"] == "host");
  CHECK(r.out["ordinal"] == "0");
  CHECK(r.out["device"] == "Fake GPU 0");
  CHECK(r.out["points"] == "3");
  CHECK(r.out["source"] == "driver-linker");
  CHECK(first_index(r.calls, "cuLaunchKernel") >= 0);
  CHECK(std::count(r.calls.begin(), r.calls.end(), "cuDevicePrimaryCtxRetain") == 1);

  // Teardown starts at the exit-time context synchronize.
  std::ptrdiff_t begin = last_index(r.calls, "cuCtxSynchronize");
  REQUIRE(begin >= 0);
  auto from = static_cast<std::size_t>(begin);
  std::ptrdiff_t mem = last_index(r.calls, "cuMemFreeHost");
  std::ptrdiff_t unload = first_index(r.calls, "cuModuleUnload", from);
  std::ptrdiff_t stream = first_index(r.calls, "cuStreamDestroy_v2", from);
  std::ptrdiff_t release = first_index(r.calls, "cuDevicePrimaryCtxRelease_v2", from);
  CHECK(first_index(r.calls, "cuMemFree_v2", from) > begin);
  CHECK(last_index(r.calls, "cuMemFree_v2") < unload);
  CHECK(mem < unload);
  CHECK(unload < stream);
  CHECK(stream < release);
  CHECK(release == static_cast<std::ptrdiff_t>(r.calls.size()) - 1); // the context goes last
}

TEST_CASE("a second process takes the cubin from the disk cache", "[cuda][loader][cache]") {
  std::string cache = temp_path("cubins-second");
  std::filesystem::remove_all(cache);
  ChildRun first =
      run_client(FAKE_DRIVER_FULL, "ok", "launch", "ALKAHEST_CACHE_DIR='" + cache + "'");
  REQUIRE(first.exit_code == 0);
  CHECK(first.out["source"] == "driver-linker");
  ChildRun second =
      run_client(FAKE_DRIVER_FULL, "ok", "launch", "ALKAHEST_CACHE_DIR='" + cache + "'");
  REQUIRE(second.exit_code == 0);
  CHECK(second.out["source"] == "disk-cache");
  CHECK(first_index(second.calls, "cuLinkCreate_v2") == -1);
  // The PTX is on disk too (a new process runs no LLVM), and is the same.
  int ptx_files = 0;
  for (const auto &e : std::filesystem::directory_iterator(cache))
    ptx_files += e.path().extension() == ".ptx";
  CHECK(ptx_files == 1);
  CHECK(second.out["ptx_bytes"] == first.out["ptx_bytes"]);
}

TEST_CASE("driver failures raise E-CUDA-004 with the error name and the JIT log; out of memory E-CUDA-012",
          "[cuda][loader]") {
  std::string cache = temp_path("cubins-fail");
  std::filesystem::remove_all(cache);
  ChildRun jit =
      run_client(FAKE_DRIVER_FULL, "jit_fail", "launch", "ALKAHEST_CACHE_DIR='" + cache + "'");
  CHECK(jit.exit_code == 3);
  CHECK(jit.out["error"].find("E-CUDA-004") == 0);
  CHECK(jit.out["error"].find("CUDA_ERROR_INVALID_PTX") != std::string::npos);
  CHECK(jit.out["error"].find("planted failure in the fake driver") != std::string::npos);

  ChildRun oom =
      run_client(FAKE_DRIVER_FULL, "oom", "launch", "ALKAHEST_CACHE_DIR='" + cache + "'");
  CHECK(oom.exit_code == 3);
  CHECK(oom.out["error"].find("E-CUDA-012") == 0);
  CHECK(oom.out["error"].find("CUDA_ERROR_OUT_OF_MEMORY") != std::string::npos);
}

TEST_CASE("a launch on a driver too old is E-CUDA-011, not 'no device'", "[cuda][loader]") {
  std::string cache = temp_path("cubins-old");
  std::filesystem::remove_all(cache);
  ChildRun old = run_client(FAKE_DRIVER_FULL, "old_driver", "launch", "ALKAHEST_CACHE_DIR='" + cache + "'");
  CHECK(old.exit_code == 3);
  CHECK(old.out["error"].find("E-CUDA-011") == 0);
  CHECK(old.out["error"].find("below the required") != std::string::npos);
  CHECK(first_index(old.calls, "cuLaunchKernel") == -1);
}

TEST_CASE("an ordinal equal to the count is refused before any launch", "[cuda][loader]") {
  ChildRun r = run_client(FAKE_DRIVER_FULL, "ok", "ordinal");
  CHECK(r.exit_code == 3);
  CHECK(r.out["error"].find("E-CUDA-003") == 0);
  CHECK(first_index(r.calls, "cuLaunchKernel") == -1);
  CHECK(first_index(r.calls, "cuDevicePrimaryCtxRetain") == -1);
}

TEST_CASE("teardown tolerates a driver that is already deinitialized", "[cuda][loader]") {
  std::string cache = temp_path("cubins-deinit");
  ChildRun r =
      run_client(FAKE_DRIVER_FULL, "deinit", "launch", "ALKAHEST_CACHE_DIR='" + cache + "'");
  CHECK(r.exit_code == 0);
  CHECK(r.out["path"] == "host");
}
#endif

// The host path's and the dense GPU batches' staging copies: every byte of
// every job lands, above the size that wakes the copy threads (8 MiB) too.
TEST_CASE("parallel_copy copies every job whole, on the crew and alone", "[cuda][staging]") {
  for (std::size_t bytes : {std::size_t{1000}, std::size_t{3} << 22}) {
    std::vector<unsigned char> a(bytes), b(bytes + 13), out_a(bytes), out_b(bytes + 13);
    for (std::size_t i = 0; i < a.size(); ++i)
      a[i] = static_cast<unsigned char>(i * 7 + 1);
    for (std::size_t i = 0; i < b.size(); ++i)
      b[i] = static_cast<unsigned char>(i * 13 + 5);
    const alkahest::cuda::CopyJob jobs[] = {{out_a.data(), a.data(), a.size()},
                                            {out_b.data(), b.data(), b.size()}};
    alkahest::cuda::parallel_copy(jobs);
    CHECK(out_a == a);
    CHECK(out_b == b);
  }
}
