// tools/alkahest/number_option.cpp - numeric options checked against their range.
#include "number_option.hpp"

#include <fmt/format.h>

#include <charconv>
#include <cmath>

namespace alkahest::cli {

std::string range_text(long long lo, long long hi) { return fmt::format("{} to {}", lo, hi); }
std::string range_text(double lo, double hi) { return fmt::format("{:g} to {:g}", lo, hi); }

std::optional<std::string> checked_integer(std::string_view text, long long lo, long long hi,
                                           std::string &why) {
  long long v = 0;
  const char *end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, v);
  if (text.empty() || ptr != end || (ec != std::errc() && ec != std::errc::result_out_of_range)) {
    why = fmt::format("'{}' is not an integer (expected {})", text, range_text(lo, hi));
    return std::nullopt;
  }
  if (ec == std::errc::result_out_of_range || v < lo || v > hi) {
    why = fmt::format("{} is out of range ({})", text, range_text(lo, hi));
    return std::nullopt;
  }
  return std::to_string(v);
}

std::optional<std::string> checked_real(std::string_view text, double lo, double hi,
                                        std::string &why) {
  double v = 0;
  const char *end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, v, std::chars_format::general);
  if (text.empty() || ptr != end || (ec != std::errc() && ec != std::errc::result_out_of_range)) {
    why = fmt::format("'{}' is not a number (expected {})", text, range_text(lo, hi));
    return std::nullopt;
  }
  if (ec == std::errc::result_out_of_range || !std::isfinite(v)) {
    why = fmt::format("{} is not a finite number (expected {})", text, range_text(lo, hi));
    return std::nullopt;
  }
  if (v < lo || v > hi) {
    why = fmt::format("{} is out of range ({})", text, range_text(lo, hi));
    return std::nullopt;
  }
  return fmt::format("{}", v); // shortest text that reads back as v
}

} // namespace alkahest::cli
