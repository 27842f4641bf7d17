#!/usr/bin/env bash
# gpu-tests/build_gpu_fuzzer.sh - builds fuzz/fuzz_interp_vs_gpu (libFuzzer, clang) against a Release build's
# libalkahest.so, for the GPU machine (gpu-tests/run_on_device.sh gpufuzz).
#
# usage: build_gpu_fuzzer.sh <build dir>   -> <build dir>/fuzz-gpu/fuzz_interp_vs_gpu
# The library is the one the GPU tests use (not sanitizer-instrumented: the
# ALKAHEST_FUZZ tree's ASan library with static LLVM would not fit the
# device's 64 MiB transfer); coverage guidance comes from the target and the
# header-only expression layer it drives. Needs clang and libclang-rt-14-dev.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
B=$(cd "${1:?usage: build_gpu_fuzzer.sh BUILD_DIR}" && pwd)
mkdir -p "$B/fuzz-gpu"
clang++ -std=c++20 -O2 -fsanitize=fuzzer -I "$ROOT/include" -I "$B/include" -I "$ROOT/fuzz" \
  -I "$ROOT/unittests/support" -I "$ROOT/gpu-tests" "$ROOT/fuzz/fuzz_interp_vs_gpu.cpp" \
  -L "$B/lib" -lalkahest -lfmt -lgmp -Wl,-rpath,'$ORIGIN/../lib' -o "$B/fuzz-gpu/fuzz_interp_vs_gpu"
echo "built $B/fuzz-gpu/fuzz_interp_vs_gpu"
