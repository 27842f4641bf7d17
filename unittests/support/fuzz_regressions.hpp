// unittests/support/fuzz_regressions.hpp - the inputs under fuzz/regressions/<target>/, for replay by unit tests.
//
// Each file there once crashed a libFuzzer target (fuzz/); the unit test of
// the area replays them through the property the target checks, so the fix
// stays covered by the ordinary test run, without a fuzz build.
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace alkahest::testing {

/// (file name, bytes) of every regression input of a fuzz target, sorted by name.
inline std::vector<std::pair<std::string, std::string>> fuzz_regressions(const std::string &target) {
  std::vector<std::pair<std::string, std::string>> out;
  std::filesystem::path dir = std::filesystem::path(ALKAHEST_SOURCE_DIR) / "fuzz" / "regressions" / target;
  if (!std::filesystem::is_directory(dir)) return out;
  for (const auto &entry : std::filesystem::directory_iterator(dir)) {
    if (!entry.is_regular_file()) continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    out.emplace_back(entry.path().filename().string(), bytes.str());
  }
  std::sort(out.begin(), out.end());
  return out;
}

} // namespace alkahest::testing
