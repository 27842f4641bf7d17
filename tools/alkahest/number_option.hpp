// tools/alkahest/number_option.hpp - numeric options checked against their range.
#pragma once

#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

namespace alkahest::cli {

/// Limits shared by the commands. Threads: more than any host has cores, and
/// low enough that a per-thread allocation cannot exhaust memory (the
/// library's pools size buffers by the thread count).
inline constexpr unsigned kMaxThreads = 1024;
/// Budgets in seconds: about 31 years, i.e. "no practical limit" yet finite.
inline constexpr double kMaxSeconds = 1e9;
/// CUDA ordinals: an unknown one is the library's to refuse (E-CUDA-003 in the GPU report).
inline constexpr int kMaxDevice = 65535;
/// Enclosure widths of `solve`: 2^-(2^20) is far beyond any use.
inline constexpr unsigned kMaxBits = 1u << 20;

/// The canonical decimal text of `text` read as a number in [lo, hi], or
/// nullopt with `why` set: not a number (trailing characters, hexadecimal,
/// an empty string), not finite (nan, inf) or out of range. Integers take
/// integer syntax only, so that "010" is ten and "1e3" is refused.
std::optional<std::string> checked_integer(std::string_view text, long long lo, long long hi,
                                           std::string &why);
std::optional<std::string> checked_real(std::string_view text, double lo, double hi,
                                        std::string &why);

/// "lo to hi" as the help prints it.
std::string range_text(long long lo, long long hi);
std::string range_text(double lo, double hi);

/// Integers and enumerations (read as their numeric value) take integer syntax.
template <class T>
inline constexpr bool kIntegerOption = std::is_integral_v<T> || std::is_enum_v<T>;

/// Adds `--name` storing into `value`, refused (E-CLI-004 through CLI11's
/// ValidationError) unless it is a finite number in [lo, hi]; the range is
/// appended to the help. The one way the tool declares a numeric option.
template <class T>
CLI::Option *add_number_option(CLI::App &cmd, const std::string &name, T &value,
                               const std::string &help, T lo, T hi) {
  auto check = [lo, hi](std::string &text) -> std::string {
    std::string why;
    std::optional<std::string> canonical;
    if constexpr (kIntegerOption<T>)
      canonical =
          checked_integer(text, static_cast<long long>(lo), static_cast<long long>(hi), why);
    else
      canonical = checked_real(text, static_cast<double>(lo), static_cast<double>(hi), why);
    if (!canonical) return why;
    text = *canonical;
    return {};
  };
  std::string range;
  if constexpr (kIntegerOption<T>)
    range = range_text(static_cast<long long>(lo), static_cast<long long>(hi));
  else
    range = range_text(static_cast<double>(lo), static_cast<double>(hi));
  return cmd.add_option(name, value, help + " [" + range + "]")
      ->transform(CLI::Validator(check, kIntegerOption<T> ? "INT" : "NUMBER"));
}

} // namespace alkahest::cli
