// fuzz/fuzz_input.hpp - reading a libFuzzer input as a stream of decisions.
//
// Structure-aware targets consume the input front to back: one byte per
// small choice, eight per double. An exhausted input reads as zeros, so every
// prefix of an input is itself a valid (shorter) program and libFuzzer's
// mutations stay local: changing byte k changes decision k only.
// Every decision is read in a statement of its own, never two in the
// arguments of one call: their order of evaluation is unspecified (clang reads
// left to right, g++ right to left), and the corpus that clang's fuzzers found
// is replayed by g++'s test build (replay_main.cpp), which must run the same
// programs.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace alkahest::fuzz {

class FuzzInput {
public:
  FuzzInput(const std::uint8_t *data, std::size_t size) : data_(data), size_(size) {}

  bool empty() const noexcept { return pos_ >= size_; }
  std::uint8_t byte() noexcept { return empty() ? 0 : data_[pos_++]; }
  /// A choice in [0, n), n >= 1.
  unsigned pick(unsigned n) noexcept { return byte() % n; }
  /// An integer in [lo, hi].
  int range(int lo, int hi) noexcept { return lo + static_cast<int>(pick(static_cast<unsigned>(hi - lo + 1))); }
  /// Any double (every bit pattern: NaNs, infinities, subnormals, -0.0).
  double any_double() noexcept {
    std::uint64_t bits = 0;
    for (int i = 0; i < 8; ++i) bits |= std::uint64_t(byte()) << (8 * i);
    double d;
    std::memcpy(&d, &bits, sizeof d);
    return d;
  }

private:
  const std::uint8_t *data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

/// A 64-bit word source over the input (for testing::BasicRandomExprGenerator):
/// each word is one input byte repeated, so one byte decides one choice
/// (uniform() reduces words modulo small spans, uniform_real() uses the high
/// bits: 256 distinct values in the range).
class ByteRng {
public:
  explicit ByteRng(FuzzInput &in) : in_(&in) {}
  using result_type = std::uint64_t;
  result_type operator()() { return std::uint64_t(in_->byte()) * 0x0101010101010101ull; }

private:
  FuzzInput *in_;
};

/// Reports a finding the sanitizers cannot see (a wrong result, a foreign
/// exception) and aborts, which libFuzzer records as a crash.
[[noreturn]] inline void finding(const char *target, const std::string &what) {
  std::fprintf(stderr, "%s: FINDING: %s\n", target, what.c_str());
  std::fflush(stderr);
  std::abort();
}

} // namespace alkahest::fuzz
