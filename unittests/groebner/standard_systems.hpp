// unittests/groebner/standard_systems.hpp - loading the standard systems (unittests/data/gb, a copy of shared/gb) and their reference facts.
#pragma once

#include <alkahest/poly.hpp>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace gbtest {

/// Folder of the standard systems (ALKAHEST_GB_DATA overrides).
inline std::string data_dir() {
  if (const char *d = std::getenv("ALKAHEST_GB_DATA")) return d;
  return ALKAHEST_GB_DATA_DIR;
}

/// The text of NAME.ms (empty when the file is missing).
inline std::string read_system(const std::string &name) {
  std::ifstream in(data_dir() + "/" + name + ".ms");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline bool have_data(const std::string &name) {
  std::ifstream f(data_dir() + "/" + name + ".ms");
  return static_cast<bool>(f);
}

/// The leading monomials listed in leading-monomials/NAME.txt (msolve's
/// "[x0^1*x3^1, ...]:" block), as exponent vectors over the file's variables.
inline std::vector<std::vector<alkahest::Exponent>>
read_leading_monomials(const std::string &name, const std::vector<std::string> &vars) {
  std::ifstream in(data_dir() + "/leading-monomials/" + name + ".txt");
  std::stringstream ss;
  ss << in.rdbuf();
  std::string text = ss.str();
  std::vector<std::vector<alkahest::Exponent>> out;
  std::size_t pos = text.find('[');
  if (pos == std::string::npos) return out;
  std::size_t end = text.find(']', pos);
  std::string body = text.substr(pos + 1, end - pos - 1);
  std::stringstream items(body);
  std::string item;
  while (std::getline(items, item, ',')) {
    std::vector<alkahest::Exponent> e(vars.size(), 0);
    std::stringstream factors(item);
    std::string f;
    while (std::getline(factors, f, '*')) {
      std::size_t b = f.find_first_not_of(" \n\t\r");
      if (b == std::string::npos) continue;
      f = f.substr(b, f.find_last_not_of(" \n\t\r") - b + 1);
      if (f == "1") continue;
      std::size_t caret = f.find('^');
      std::string v = f.substr(0, caret);
      unsigned long power = caret == std::string::npos ? 1 : std::stoul(f.substr(caret + 1));
      for (std::size_t k = 0; k < vars.size(); ++k)
        if (vars[k] == v) e[k] = static_cast<alkahest::Exponent>(power);
    }
    out.push_back(std::move(e));
  }
  return out;
}

} // namespace gbtest
