#!/usr/bin/env bash
# tools/ci/extended.sh - the checks beyond the .ci/run gate, in order:
#   1. the sanitizer runs (tools/ci/sanitizers.sh): ASan+UBSan over the unit
#      tests in build-asan (clang, -DALKAHEST_FUZZ=ON, which also builds the
#      fuzzers), TSan over the concurrency tests in build-tsan;
#   2. the fuzz smoke with the fuzzers of step 1: every committed corpus and
#      regression input replayed, then about two minutes of fuzzing.
# Exit status non-zero on any build failure, sanitizer report or finding.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
t0=$(date +%s)
step() { echo "== extended: $1 ($(( $(date +%s) - t0 )) s elapsed)"; }
step "sanitizers"
tools/ci/sanitizers.sh
step "fuzz smoke"
ALKAHEST_FUZZ_BUILD_DIR="${ALKAHEST_ASAN_BUILD_DIR:-$PWD/build-asan}" ALKAHEST_FUZZ_BUILD=0 tools/ci/fuzz_smoke.sh
step "done"
