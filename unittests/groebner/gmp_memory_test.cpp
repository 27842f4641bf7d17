// GMP out of memory: std::bad_alloc instead of GMP's abort, in a child process
// whose address space is limited (the test process itself stays unlimited).
#include "process_memory.hpp"

#include <alkahest/poly/gmp_memory.hpp>

#include <catch2/catch.hpp>
#include <gmp.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

// In a child: limit the address space to what is mapped plus 64 MiB, then ask
// GMP for a 3^(2^31) (about 400 MiB). Exit 0: bad_alloc caught; 1: it fit.
int exhaust_in_child(bool install) {
  pid_t pid = fork();
  if (pid == 0) {
    std::signal(SIGABRT, SIG_DFL); // GMP's abort ends the child, not Catch's handler
    // Without it, GMP's own allocator: an earlier test of this process (any
    // Groebner computation) may have installed the throwing one already.
    if (install)
      alkahest::make_gmp_allocation_throw();
    else
      mp_set_memory_functions(nullptr, nullptr, nullptr);
    rlimit rl{};
    rl.rlim_cur = rl.rlim_max = static_cast<rlim_t>(alkahest::test::mapped_bytes() + (64L << 20));
    if (setrlimit(RLIMIT_AS, &rl) != 0) _exit(3);
    try {
      mpz_t z;
      mpz_init(z);
      mpz_ui_pow_ui(z, 3, 1UL << 31);
      _exit(1);
    } catch (const std::bad_alloc &) {
      _exit(0);
    }
  }
  int status = 0;
  waitpid(pid, &status, 0);
  return status;
}

} // namespace

TEST_CASE("GMP allocation failures throw std::bad_alloc once installed", "[gmp][memory]") {
#ifdef ALKAHEST_TEST_ASAN
  WARN("SKIPPED: AddressSanitizer needs an unlimited address space");
#else
  int with = exhaust_in_child(true);
  INFO("child status " << with);
  REQUIRE(WIFEXITED(with));
  CHECK(WEXITSTATUS(with) == 0);
  // Without it GMP aborts: the case the call exists for (SIGABRT, not an exit).
  int without = exhaust_in_child(false);
  CHECK(WIFSIGNALED(without));
#endif
}

TEST_CASE("make_gmp_allocation_throw keeps the program's own GMP memory functions",
          "[gmp][memory]") {
  pid_t pid = fork();
  if (pid == 0) {
    static int calls = 0;
    auto mine = [](size_t n) -> void * {
      ++calls;
      return std::malloc(n);
    };
    mp_set_memory_functions(+mine, nullptr, nullptr); // nullptr: GMP's defaults for the other two
    alkahest::make_gmp_allocation_throw();
    void *(*current)(size_t) = nullptr;
    mp_get_memory_functions(&current, nullptr, nullptr);
    _exit(current == +mine ? 0 : 1);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
}
