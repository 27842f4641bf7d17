# ALKAHEST_SANITIZE=address,undefined | thread: a build tree whose every
# target (layers, libalkahest.so, the tool, the tests) is compiled and linked
# with the sanitizer (tools/ci/sanitizers.sh builds build-asan and build-tsan).
# GCC links its sanitizer runtimes as shared libraries, so libalkahest.so
# keeps -Wl,--no-undefined. LLVM's prebuilt static archives and GMP are not
# instrumented: ASan still checks every access our code makes, TSan sees
# their locks through the pthread interceptors.
set(ALKAHEST_SANITIZE "" CACHE STRING
    "Sanitizers for every target: address,undefined or thread (empty: none)")
if(ALKAHEST_SANITIZE)
  if(ALKAHEST_FUZZ)
    message(FATAL_ERROR "ALKAHEST_FUZZ already builds with address,undefined; leave ALKAHEST_SANITIZE empty")
  endif()
  if(ALKAHEST_SANITIZE MATCHES "thread" AND ALKAHEST_SANITIZE MATCHES "address")
    message(FATAL_ERROR "ThreadSanitizer and AddressSanitizer cannot share a build")
  endif()
  set(_flags -fsanitize=${ALKAHEST_SANITIZE} -fno-omit-frame-pointer -g1)
  if(ALKAHEST_SANITIZE MATCHES "undefined")
    # A UB report fails the test instead of scrolling by. vptr needs RTTI,
    # which LLVM's classes (that lib/codegen and lib/jit derive from) lack.
    list(APPEND _flags -fno-sanitize-recover=undefined -fno-sanitize=vptr)
  endif()
  add_compile_options(${_flags})
  add_link_options(-fsanitize=${ALKAHEST_SANITIZE})
  message(STATUS "Alkahest: sanitizers ${ALKAHEST_SANITIZE}")
endif()
