# ALKAHEST_FUZZ: a separate build tree (build-fuzz, clang only) whose library
# code is instrumented for libFuzzer's coverage feedback and checked by
# AddressSanitizer + UndefinedBehaviorSanitizer; fuzz/ then builds one libFuzzer
# executable per target. Included before lib/ so every layer gets the flags.
# LLVM's prebuilt static archives are linked as they are (never instrumented).
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "ALKAHEST_FUZZ needs clang (libFuzzer): configure with "
                      "-DCMAKE_CXX_COMPILER=clang++ -DCMAKE_C_COMPILER=clang "
                      "(Debian: clang and libclang-rt-14-dev)")
endif()
# -fno-sanitize-recover: a UB report must end the run, or libFuzzer never
# records it as a crash. vptr is off because LLVM's classes have no RTTI.
add_compile_options(-fsanitize=fuzzer-no-link,address,undefined
                    -fno-sanitize-recover=all -fno-sanitize=vptr
                    -fno-omit-frame-pointer -g)
add_link_options(-fsanitize=address,undefined)
# The shared libalkahest cannot link with -Wl,--no-undefined against the
# sanitizer runtimes (those live in the executable), so fuzz trees build the
# layer archives and the fuzzers only: `cmake --build build-fuzz --target fuzzers`.
