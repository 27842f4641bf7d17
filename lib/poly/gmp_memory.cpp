// lib/poly/gmp_memory.cpp - GMP allocation failures as std::bad_alloc.
#include <alkahest/poly/gmp_memory.hpp>

#include <gmp.h>

#include <cstdlib>
#include <mutex>
#include <new>

// libgmp exports its default memory functions; comparing against them tells
// whether the program installed its own.
extern "C" {
void *__gmp_default_allocate(size_t);
void *__gmp_default_reallocate(void *, size_t, size_t);
void __gmp_default_free(void *, size_t);
}

namespace alkahest {
namespace {

// The defaults allocate with malloc, so blocks they made before the switch
// are freed correctly by these (and the other way round).
void *allocate(size_t n) {
  if (void *p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}

void *reallocate(void *old, size_t, size_t n) {
  if (void *p = std::realloc(old, n ? n : 1)) return p;
  throw std::bad_alloc();
}

void release(void *p, size_t) { std::free(p); }

} // namespace

void make_gmp_allocation_throw() {
  static std::once_flag once;
  std::call_once(once, [] {
    void *(*current)(size_t) = nullptr;
    mp_get_memory_functions(&current, nullptr, nullptr);
    if (current == &__gmp_default_allocate) mp_set_memory_functions(allocate, reallocate, release);
  });
}

} // namespace alkahest
