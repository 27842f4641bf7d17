// lib/support/fnv1a.hpp - the library's one string hash (FNV-1a, 64 bits), for names that must be
// stable across processes.
#pragma once

#include <cstdint>
#include <string_view>

namespace alkahest::support {

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

} // namespace alkahest::support
