#!/usr/bin/env bash
# tools/ci/sanitizers.sh - the CI sanitizer runs (docs/reliability.md, "Sanitizers"):
#   build-asan  clang, -DALKAHEST_FUZZ=ON (ASan + UBSan + libFuzzer coverage): the unit
#               tests (ctest -L unit) and the fuzzers, which tools/ci/fuzz_smoke.sh then
#               runs from the same tree (ALKAHEST_FUZZ_BUILD_DIR=build-asan ALKAHEST_FUZZ_BUILD=0)
#   build-tsan  gcc, -DALKAHEST_SANITIZE=thread: the concurrency tests (ctest -L concurrency)
# Each tree builds only the targets its tests run; one instrumented build of the
# library serves both the ASan unit run and the fuzz smoke. Exit status non-zero on a
# build failure or on any sanitizer report (every report fails its test:
# halt_on_error / -fno-sanitize-recover).
#   ALKAHEST_ASAN_BUILD_DIR, ALKAHEST_TSAN_BUILD_DIR  build trees (default build-asan, build-tsan)
#   ALKAHEST_SANITIZERS   which runs: "asan tsan" (default), "asan" or "tsan"
#   ALKAHEST_JOBS         build and test jobs (default: nproc)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
asan_dir=${ALKAHEST_ASAN_BUILD_DIR:-$root/build-asan}
tsan_dir=${ALKAHEST_TSAN_BUILD_DIR:-$root/build-tsan}
runs=${ALKAHEST_SANITIZERS:-asan tsan}
jobs=${ALKAHEST_JOBS:-$(nproc)}
start=$(date +%s)

# clang 14 is Debian 12's clang with a packaged libFuzzer runtime; the
# library's own dependencies as in tools/setup.sh.
source "$root/tools/install_packages.sh"
install_packages cmake g++ make ninja-build ccache lld llvm-15-dev libgmp-dev libfmt-dev \
                 catch2 libcli11-dev zlib1g-dev pkg-config libflint-dev libflint-arb-dev libmpfr-dev clang libclang-rt-14-dev

# -O1: most of -O2's speed for the instrumented code at a fraction of its
# compile time; line tables only for the reports' stack traces, without the
# cost of full debug info; NDEBUG as in the shipped Release build.
configure() { # dir [cmake options...]
  local dir=$1
  shift
  [ -f "$dir/CMakeCache.txt" ] && return 0
  cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -DNDEBUG" -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -DNDEBUG" \
    "$@" >"$dir.configure.log" 2>&1 || { cat "$dir.configure.log"; return 1; }
}

# Kernels with 32-bit mmap randomisation (Linux >= 6.x defaults) break the
# GCC 12 sanitizer runtimes' fixed shadow layout ("unexpected memory
# mapping"); running without ASLR avoids it and changes nothing else.
norandom=()
if setarch "$(uname -m)" -R true 2>/dev/null; then norandom=(setarch "$(uname -m)" -R); fi

status=0
if [[ " $runs " == *" asan "* ]]; then
  echo "== AddressSanitizer + UndefinedBehaviorSanitizer (clang, with the fuzzers): $asan_dir"
  configure "$asan_dir" -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DALKAHEST_FUZZ=ON
  # Every executable a `unit` test runs but the docs' snippets (they check
  # that the docs compile and run; the Release run has them), and the fuzzers.
  targets=$(cmake --build "$asan_dir" --target help | sed -n 's/^\([A-Za-z0-9_]*\): phony$/\1/p' |
            grep -E '^(.*_tests|example_.*|alkahest_cli|fake_driver_client|alkahest_fake_cuda_.*)$' |
            grep -v '^gpu_' | tr '\n' ' ')
  # shellcheck disable=SC2086
  cmake --build "$asan_dir" -j "$jobs" --target $targets fuzzers
  # Excluded, each for a reason (docs/reliability.md):
  #  consumer_find_package: builds an uninstrumented consumer against the
  #    instrumented libalkahest (which needs the sanitizer runtimes in the
  #    executable); packaging, not memory safety, is what it checks (the
  #    Release run has it). doc_*: not built here (above).
  #  "10^6 nodes": an iterative 10^6-node walk that takes minutes under ASan
  #    and adds nothing the depth-10^5 case (run here) does not check.
  #  "10^4 compile/destroy cycles keep resident memory flat": measures the
  #    resident set, which ASan's quarantine of freed memory (256 MB) grows
  #    by design; leaks are LeakSanitizer's job here (detect_leaks=1).
  (cd "$asan_dir" &&
   ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:abort_on_error=0:detect_stack_use_after_return=0:strict_string_checks=1 \
   LSAN_OPTIONS=suppressions=$root/tools/ci/lsan.supp:print_suppressions=0 \
   UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
   "${norandom[@]}" ctest -L unit \
     -E '^(consumer_find_package|doc_.*|10\^6 nodes.*|10\^4 compile/destroy cycles keep resident memory flat)$' \
     -j "$jobs" --timeout 900 --output-on-failure) || status=1
  echo "== asan done after $(( $(date +%s) - start )) s"
fi

if [[ " $runs " == *" tsan "* ]]; then
  echo "== ThreadSanitizer: $tsan_dir"
  # Without the GPU tier: there is no device on the CI machine, so the test
  # skips compile_cuda, and NVPTX code generation is most of the build.
  configure "$tsan_dir" -DALKAHEST_SANITIZE=thread -DALKAHEST_CUDA=OFF -DALKAHEST_BUILD_TOOLS=OFF
  cmake --build "$tsan_dir" -j "$jobs" --target concurrency_tests
  (cd "$tsan_dir" &&
   TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1:suppressions=$root/tools/ci/tsan.supp \
   "${norandom[@]}" ctest -L concurrency --timeout 900 --output-on-failure) || status=1
  echo "== tsan done after $(( $(date +%s) - start )) s"
fi
exit $status
