// unittests/core/environment_knobs_test.cpp - one table of environment knobs: the only getenv in
// lib/, every knob documented, current values reported.
#include "scoped_env.hpp"

#include <alkahest/capabilities.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

using namespace alkahest;
namespace fs = std::filesystem;

namespace {

std::string read_text(const fs::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

bool is_source(const fs::path &p) {
  const std::string e = p.extension().string();
  return e == ".cpp" || e == ".hpp" || e == ".h" || e == ".cu" || e == ".def" || e == ".in";
}

} // namespace

TEST_CASE("docs/knobs.md lists the library's knob table row for row", "[knobs]") {
  const std::string doc = read_text(fs::path(ALKAHEST_SOURCE_DIR) / "docs" / "knobs.md");
  REQUIRE_FALSE(doc.empty());
  const std::regex row(R"(\| `([^`]+)` \| ([^|]+) \| ([^|]+) \| ([^|]+) \|)");
  std::vector<EnvironmentKnob> documented;
  for (auto it = std::sregex_iterator(doc.begin(), doc.end(), row); it != std::sregex_iterator();
       ++it)
    documented.push_back({(*it)[1], (*it)[2], (*it)[3], (*it)[4], std::nullopt});
  const std::vector<EnvironmentKnob> table = environment_knobs();
  REQUIRE(documented.size() == table.size());
  for (std::size_t i = 0; i < table.size(); ++i) {
    INFO(table[i].name);
    CHECK(documented[i].name == table[i].name);
    CHECK(documented[i].meaning == table[i].meaning);
    CHECK(documented[i].default_value == table[i].default_value);
    CHECK(documented[i].setting == table[i].setting);
  }
}

TEST_CASE("lib/ reads the environment only through the knob table", "[knobs]") {
  const fs::path lib = fs::path(ALKAHEST_SOURCE_DIR) / "lib";
  const fs::path table_file = lib / "support" / "knobs.cpp";
  std::set<std::string> names;
  for (const EnvironmentKnob &k : environment_knobs())
    names.insert(k.name);
  // A quoted "ALKAHEST_..." in lib/ is an environment variable's name (the
  // build's own definitions are macros, never string literals).
  const std::regex quoted_knob("\"(ALKAHEST_[A-Z0-9_]+)\"");
  std::size_t files = 0;
  for (const auto &entry : fs::recursive_directory_iterator(lib)) {
    if (!entry.is_regular_file() || !is_source(entry.path())) continue;
    ++files;
    const std::string text = read_text(entry.path());
    INFO(entry.path().string());
    if (entry.path() != table_file) CHECK(text.find("getenv(") == std::string::npos);
    for (auto it = std::sregex_iterator(text.begin(), text.end(), quoted_knob);
         it != std::sregex_iterator(); ++it)
      CHECK(names.count((*it)[1]) == 1);
  }
  CHECK(files > 50);
  CHECK(read_text(table_file).find("std::getenv(") != std::string::npos);
}

TEST_CASE("environment_knobs reports each variable's value in the process", "[knobs]") {
  auto value_of = [](const std::string &name) {
    const std::vector<EnvironmentKnob> table = environment_knobs();
    auto it = std::find_if(table.begin(), table.end(),
                           [&](const EnvironmentKnob &k) { return k.name == name; });
    REQUIRE(it != table.end());
    return it->value;
  };
  {
    test::ScopedEnv env("ALKAHEST_CACHE_DIR", "/tmp/alkahest-knob-test");
    CHECK(value_of("ALKAHEST_CACHE_DIR") == "/tmp/alkahest-knob-test");
  }
  {
    test::ScopedEnv env("ALKAHEST_CACHE_DIR", std::nullopt);
    CHECK_FALSE(value_of("ALKAHEST_CACHE_DIR").has_value());
  }
}
