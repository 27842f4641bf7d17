// lib/codegen/buffer_overlap.hpp - the aliasing rule of compiled kernels: no output shares a byte
// with any other column.
//
// Every kernel marks its column pointers noalias (lowering.hpp), which lets
// LLVM reorder, vectorize and batch loads and stores across points. An
// output that overlaps an input (or another output) would then be read after
// it was written, or written in an order no caller can predict: the results
// would differ between tiers, thread counts and vector widths. Each call path
// checks its addresses with this function before any code runs and refuses
// an overlap with its tier's code. Exact in-place (an output span equal to an
// input span) is refused too: with several outputs a later one may still read
// the input that an earlier one has overwritten.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace alkahest::codegen {
#pragma GCC visibility push(hidden)

/// Two columns that share bytes: which ones, for the error message.
struct BufferOverlap {
  bool first_is_output = false, second_is_output = false;
  std::size_t first = 0, second = 0; ///< input or output indices
  std::string describe() const {
    auto name = [](bool out, std::size_t i) {
      return (out ? "output " : "input ") + std::to_string(i);
    };
    return name(first_is_output, first) + " and " + name(second_is_output, second) +
           " share memory";
  }
};

/// The first overlap between an output column and any other column (inputs
/// may overlap each other: they are only read). Every column starts at its
/// address and is `bytes` long; 0 bytes never overlap. O(k log k) in the
/// number of columns.
inline std::optional<BufferOverlap> find_overlap(std::span<const std::uintptr_t> inputs,
                                                 std::span<const std::uintptr_t> outputs,
                                                 std::uint64_t bytes) {
  if (bytes == 0 || outputs.empty()) return std::nullopt;
  struct Column {
    std::uintptr_t begin;
    bool output;
    std::size_t index;
  };
  std::vector<Column> cols;
  cols.reserve(inputs.size() + outputs.size());
  for (std::size_t k = 0; k < inputs.size(); ++k)
    cols.push_back({inputs[k], false, k});
  for (std::size_t j = 0; j < outputs.size(); ++j)
    cols.push_back({outputs[j], true, j});
  std::sort(cols.begin(), cols.end(), [](const Column &a, const Column &b) {
    return a.begin != b.begin ? a.begin < b.begin : a.output < b.output;
  });
  // All columns have the same length, so among the columns that start at or
  // before this one, the one starting last is the only one that can reach
  // furthest: keep the last input and the last output seen.
  const Column *last_in = nullptr, *last_out = nullptr;
  auto reaches = [bytes](const Column *prev, const Column &c) {
    return prev && c.begin - prev->begin < bytes;
  };
  for (const Column &c : cols) {
    const Column *hit = nullptr;
    if (reaches(last_out, c))
      hit = last_out;
    else if (c.output && reaches(last_in, c))
      hit = last_in;
    if (hit) return BufferOverlap{hit->output, c.output, hit->index, c.index};
    (c.output ? last_out : last_in) = &c;
  }
  return std::nullopt;
}

#pragma GCC visibility pop
} // namespace alkahest::codegen
