# ALKAHEST_FUZZ: a build tree (clang only) whose every target is instrumented
# for libFuzzer's coverage feedback and checked by AddressSanitizer +
# UndefinedBehaviorSanitizer; fuzz/ then builds one libFuzzer executable per
# target. The same tree runs the unit tests under both sanitizers (the
# coverage hooks cost little without libFuzzer), so CI compiles the library
# once for the sanitizer run and the fuzz smoke (tools/ci/sanitizers.sh).
# Included before lib/ so every layer gets the flags. LLVM's prebuilt static
# archives are linked as they are (never instrumented).
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "ALKAHEST_FUZZ needs clang (libFuzzer): configure with "
                      "-DCMAKE_CXX_COMPILER=clang++ -DCMAKE_C_COMPILER=clang "
                      "(Debian: clang and libclang-rt-14-dev)")
endif()
# -fno-sanitize-recover: a UB report must end the run, or libFuzzer never
# records it as a crash. vptr is off because LLVM's classes have no RTTI.
add_compile_options(-fsanitize=fuzzer-no-link,address,undefined
                    -fno-sanitize-recover=all -fno-sanitize=vptr
                    -fno-omit-frame-pointer -gline-tables-only)
add_link_options(-fsanitize=address,undefined)
# clang links the sanitizer runtimes into executables only, so in this tree
# the shared libalkahest leaves their symbols undefined (lib/CMakeLists.txt
# drops -Wl,--no-undefined) and takes them from the program that loads it.
