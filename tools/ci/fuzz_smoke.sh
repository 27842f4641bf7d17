#!/usr/bin/env bash
# tools/ci/fuzz_smoke.sh - the CI fuzz smoke: build the libFuzzer targets
# (fuzz/, -DALKAHEST_FUZZ=ON, clang, ASan+UBSan), replay every committed
# corpus and regression input, then fuzz each target briefly (about 2 minutes of
# fuzzing in all). Exit status non-zero on any finding (crash, sanitizer
# report, timeout, wrong result) or build failure; the failing inputs are
# kept under $build/fuzz-smoke/artifacts.
#   ALKAHEST_FUZZ_BUILD_DIR  build tree (default: build-fuzz in the repository)
#   ALKAHEST_FUZZ_SECONDS    scale of the fuzzing phase in percent (default 100)
#   ALKAHEST_FUZZ_BUILD=0    use the fuzzers already built in the tree (no configure/build; .ci/run: build-asan)
#   ALKAHEST_JOBS            build jobs (default: nproc)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${ALKAHEST_FUZZ_BUILD_DIR:-$root/build-fuzz}
jobs=${ALKAHEST_JOBS:-$(nproc)}
scale=${ALKAHEST_FUZZ_SECONDS:-100}
start=$(date +%s)

# Debian 12: clang 14 is the clang whose libFuzzer runtime is packaged
# (libclang-rt-14-dev); the library's own dependencies as in tools/setup.sh.
source "$root/tools/install_packages.sh"
install_packages cmake make ccache lld llvm-15-dev libgmp-dev libfmt-dev zlib1g-dev catch2 libcli11-dev pkg-config \
                 libflint-dev libflint-arb-dev libmpfr-dev clang libclang-rt-14-dev

if [ "${ALKAHEST_FUZZ_BUILD:-1}" = 0 ]; then
  echo "== using the fuzzers already in $build/fuzz"
elif [ ! -f "$build/CMakeCache.txt" ]; then
  echo "== configuring $build"
  generator=()
  command -v ninja >/dev/null && generator=(-G Ninja)
  cmake -S "$root" -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DALKAHEST_FUZZ=ON \
    -DALKAHEST_BUILD_TESTS=OFF
fi
if [ "${ALKAHEST_FUZZ_BUILD:-1}" != 0 ]; then
  echo "== building the fuzzers ($jobs jobs)"
  cmake --build "$build" --target fuzzers -j "$jobs"
fi
built=$(date +%s)

# Seconds of fuzzing per target (135 in all at scale 100): the JIT and
# Groebner targets are the slow ones per input, so they get more.
declare -A seconds=([fuzz_parse_expr]=20 [fuzz_parse_msolve]=20 [fuzz_expr_builder]=20 [fuzz_cli_args]=15
                    [fuzz_budgets]=20
                    [fuzz_interp_vs_jit]=35 [fuzz_groebner_tiny]=25)
# Per-input time limits catch hangs; they are wall clock, so they leave room
# for a loaded CI box (the slowest corpus inputs take about 1.5 s alone).
declare -A limits=([fuzz_parse_expr]="-timeout=60" [fuzz_parse_msolve]="-timeout=60"
                   [fuzz_expr_builder]="-timeout=60" [fuzz_interp_vs_jit]="-timeout=120 -rss_limit_mb=4096"
                   [fuzz_groebner_tiny]="-timeout=120" [fuzz_cli_args]="-timeout=60"
                   [fuzz_budgets]="-timeout=60 -rss_limit_mb=4096")
smoke=$build/fuzz-smoke
rm -rf "$smoke"
mkdir -p "$smoke/artifacts"
failed=()

run() { # run <target> <log> <libFuzzer args...>: a non-zero exit is a finding
  local t=$1 log=$2
  shift 2
  if ! "$build/fuzz/$t" -artifact_prefix="$smoke/artifacts/$t-" ${limits[$t]:-} "$@" >"$log" 2>&1; then
    echo "!! $t: finding, see $log"
    grep -E "FINDING|ERROR|SUMMARY|runtime error" "$log" | head -5 || true
    failed+=("$t")
    return 1
  fi
}

for bin in "$build"/fuzz/fuzz_*; do
  t=$(basename "$bin")
  [ -x "$bin" ] || continue
  dict=()
  [ -f "$root/fuzz/$t.dict" ] && dict=(-dict="$root/fuzz/$t.dict")
  # Replay: every committed corpus input and every past crash, once
  # (libFuzzer takes either directories or files in one call, not both).
  if [ -d "$root/fuzz/corpus/$t" ]; then
    echo "== $t: replaying $(find "$root/fuzz/corpus/$t" -type f | wc -l) corpus inputs"
    run "$t" "$smoke/$t.replay.log" -runs=0 "$root/fuzz/corpus/$t" || continue
  fi
  regressions=()
  if [ -d "$root/fuzz/regressions/$t" ]; then
    for f in "$root/fuzz/regressions/$t"/*; do [ -f "$f" ] && regressions+=("$f"); done
  fi
  if ((${#regressions[@]})); then
    echo "== $t: replaying ${#regressions[@]} regression inputs"
    run "$t" "$smoke/$t.regressions.log" "${regressions[@]}" || continue
  fi
  # Fuzz: from a scratch copy of the corpus (new inputs are not kept).
  s=${seconds[$t]:-0}
  s=$((s * scale / 100))
  ((s > 0)) || continue
  mkdir -p "$smoke/corpus/$t"
  [ -d "$root/fuzz/corpus/$t" ] && cp "$root/fuzz/corpus/$t"/* "$smoke/corpus/$t"/ 2>/dev/null || true
  echo "== $t: fuzzing ${s}s"
  run "$t" "$smoke/$t.fuzz.log" "${dict[@]}" -max_total_time="$s" -print_final_stats=1 \
    "$smoke/corpus/$t" || continue
  grep -E "stat::number_of_executed_units" "$smoke/$t.fuzz.log" | sed "s/^/   /" || true
done

end=$(date +%s)
echo "== fuzz smoke: build $((built - start)) s, replay + fuzzing $((end - built)) s"
if ((${#failed[@]})); then
  echo "== FAILED: ${failed[*]} (inputs under $smoke/artifacts)"
  exit 1
fi
echo "== fuzz smoke passed"
