// lib/support/hash.hpp - the library's hashes: FNV-1a for names stable across processes, SplitMix64
// for seeded streams. stable across processes.
#pragma once

#include <cstdint>
#include <string_view>

namespace alkahest::support {
#pragma GCC visibility push(hidden)

/// FNV-1a's 64-bit prime.
inline constexpr std::uint64_t kFnv1aPrime = 1099511628211ull;
/// The starting value. Not FNV's published offset basis (14695981039346656037):
/// a digit short of it since the first compile cache, and kept, because the
/// on-disk cache files are named by this hash.
inline constexpr std::uint64_t kFnv1aStart = 1469598103934665603ull;

/// FNV-1a of the bytes of s.
inline std::uint64_t fnv1a(std::string_view s) noexcept {
  std::uint64_t h = kFnv1aStart;
  for (unsigned char c : s)
    h = (h ^ c) * kFnv1aPrime;
  return h;
}

/// SplitMix64 of x (Steele, Lea, Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014): a bijective 64-bit mix, identical everywhere.
inline std::uint64_t splitmix64(std::uint64_t x) noexcept {
  std::uint64_t z = x + 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/// The next value of the SplitMix64 stream `state` (advanced by its gamma).
inline std::uint64_t splitmix64_next(std::uint64_t &state) noexcept {
  const std::uint64_t z = splitmix64(state);
  state += 0x9e3779b97f4a7c15ull;
  return z;
}

#pragma GCC visibility pop
} // namespace alkahest::support
