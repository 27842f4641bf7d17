// unittests/support/process_memory.hpp - for tests that run a child under an address-space limit:
// what the process maps now, and whether AddressSanitizer (whose shadow memory needs an unlimited
// address space) is on.
#pragma once

#include <cstdio>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define ALKAHEST_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ALKAHEST_TEST_ASAN 1
#endif
#endif

namespace alkahest::test {

/// Bytes this process maps (/proc/self/statm's size), 0 where unreadable.
inline long mapped_bytes() {
  std::FILE *f = std::fopen("/proc/self/statm", "r");
  long pages = 0;
  if (f) {
    if (std::fscanf(f, "%ld", &pages) != 1) pages = 0;
    std::fclose(f);
  }
  return pages * sysconf(_SC_PAGESIZE);
}

} // namespace alkahest::test
