// unittests/support/f32_reference.hpp - the acceptance rule for float32 columns
// (Precision::F32): compiled output against the f64 interpreter rounded once to float.
//
// An F32 kernel widens its float inputs exactly, evaluates in f64 and rounds
// each output once. So with r the interpreter's f64 value at the widened
// inputs and e the f64 tiers' own error against it (a few ulp of double),
// the output is round(r') for some r' within e of r: equal to round(r), or
// its float neighbour when r lies within e of a rounding boundary. The rule
// below accepts exactly that (or an absolute 1e-14 where cancellation makes
// the f64 tiers' comparison absolute too), and counts the neighbours so a
// test can also bound how often they occur.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

namespace alkahest::test {

/// Distance between two floats in units in the last place (infinities are
/// one past the largest finite float).
inline std::uint32_t float_ulp_distance(float a, float b) {
  auto ordered = [](float x) {
    auto i = std::bit_cast<std::int32_t>(x);
    return i < 0 ? static_cast<std::int64_t>(std::numeric_limits<std::int32_t>::min()) - i
                 : static_cast<std::int64_t>(i);
  };
  const std::int64_t d = ordered(a) - ordered(b);
  return static_cast<std::uint32_t>(d < 0 ? -d : d);
}

enum class F32Agreement { Exact, Neighbour, Disagrees };

/// How `got` (an F32 output) compares with the f64 reference `ref`.
inline F32Agreement f32_agreement(double ref, float got, double abs_tol = 1e-14) {
  if (std::isnan(ref) || std::isnan(got))
    return std::isnan(ref) && std::isnan(got) ? F32Agreement::Exact : F32Agreement::Disagrees;
  const float rounded = static_cast<float>(ref);
  if (rounded == got) return F32Agreement::Exact; // +0 == -0, as the f64 rule has it
  if (std::fabs(ref - static_cast<double>(got)) <= abs_tol) return F32Agreement::Neighbour;
  return float_ulp_distance(rounded, got) <= 1 ? F32Agreement::Neighbour : F32Agreement::Disagrees;
}

/// Doubles rounded to floats (inf and NaN kept).
inline std::vector<std::vector<float>> to_float_columns(const std::vector<std::vector<double>> &c) {
  std::vector<std::vector<float>> out;
  for (const auto &col : c)
    out.emplace_back(col.begin(), col.end());
  return out;
}

/// Floats widened back to doubles (exact): the interpreter's inputs.
inline std::vector<std::vector<double>>
to_double_columns(const std::vector<std::vector<float>> &c) {
  std::vector<std::vector<double>> out;
  for (const auto &col : c)
    out.emplace_back(col.begin(), col.end());
  return out;
}

} // namespace alkahest::test
