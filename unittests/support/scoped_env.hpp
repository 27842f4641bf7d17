// unittests/support/scoped_env.hpp - sets or unsets one environment variable for a scope and
// restores it after.
#pragma once

#include <cstdlib>
#include <optional>
#include <string>

namespace alkahest::test {

/// The variable `name` is `value` (nullopt: unset) until the end of the
/// scope, then what it was before.
class ScopedEnv {
public:
  ScopedEnv(std::string name, std::optional<std::string> value) : name_(std::move(name)) {
    if (const char *old = std::getenv(name_.c_str())) old_ = old;
    set(value);
  }
  ~ScopedEnv() { set(old_); }
  ScopedEnv(const ScopedEnv &) = delete;
  ScopedEnv &operator=(const ScopedEnv &) = delete;

private:
  void set(const std::optional<std::string> &v) {
    if (v)
      ::setenv(name_.c_str(), v->c_str(), 1);
    else
      ::unsetenv(name_.c_str());
  }
  std::string name_;
  std::optional<std::string> old_;
};

} // namespace alkahest::test
