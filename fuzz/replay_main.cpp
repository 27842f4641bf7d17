// fuzz/replay_main.cpp - a main() for the fuzz targets outside a libFuzzer build: replays inputs.
//
// In the ordinary (uninstrumented) build every target of fuzz/ is linked with
// this driver instead of libFuzzer, and ctest runs it over the target's
// committed corpus and regression inputs, so every CI run checks that no
// input which once passed (or once crashed) fails now. Arguments are files or
// directories (their regular files, sorted by name, not recursive); the empty
// input runs first, as libFuzzer does. A finding aborts the process
// (fuzz_input.hpp); the handler below names the input first, so that a
// failed ctest says which file to look at.
#include <algorithm>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <unistd.h>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace {

// The input being replayed, for the signal handler (which may only write).
const char *g_current = "<empty input>";

extern "C" void on_fatal_signal(int sig) {
  const char *prefix = "fuzz replay: fatal signal while running ";
  (void)!::write(STDERR_FILENO, prefix, std::strlen(prefix));
  (void)!::write(STDERR_FILENO, g_current, std::strlen(g_current));
  (void)!::write(STDERR_FILENO, "\n", 1);
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

bool read_file(const std::filesystem::path &path, std::vector<std::uint8_t> &bytes) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return !in.bad();
}

} // namespace

int main(int argc, char **argv) {
  for (int sig : {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL})
    std::signal(sig, on_fatal_signal);
  std::vector<std::filesystem::path> inputs;
  for (int i = 1; i < argc; ++i) {
    std::filesystem::path arg = argv[i];
    std::error_code ec;
    if (std::filesystem::is_directory(arg, ec)) {
      std::vector<std::filesystem::path> files;
      for (const auto &entry : std::filesystem::directory_iterator(arg, ec))
        if (entry.is_regular_file()) files.push_back(entry.path());
      std::sort(files.begin(), files.end());
      inputs.insert(inputs.end(), files.begin(), files.end());
    } else if (std::filesystem::is_regular_file(arg, ec)) {
      inputs.push_back(arg);
    } else {
      // A missing corpus must fail the test, not replay nothing.
      std::fprintf(stderr, "fuzz replay: %s is neither a file nor a directory\n", argv[i]);
      return 2;
    }
  }
  if (inputs.empty()) {
    std::fprintf(stderr, "fuzz replay: no inputs (usage: %s FILE|DIR...)\n", argv[0]);
    return 2;
  }
  std::uint8_t none = 0;
  LLVMFuzzerTestOneInput(&none, 0);
  std::vector<std::uint8_t> bytes;
  std::string current;
  for (const auto &path : inputs) {
    if (!read_file(path, bytes)) {
      std::fprintf(stderr, "fuzz replay: cannot read %s\n", path.c_str());
      return 2;
    }
    current = path.string();
    g_current = current.c_str();
    LLVMFuzzerTestOneInput(bytes.empty() ? &none : bytes.data(), bytes.size());
  }
  std::printf("fuzz replay: %zu inputs passed\n", inputs.size() + 1);
  return 0;
}
