#!/usr/bin/env bash
# gpu-tests/sanitize.sh - compute-sanitizer memcheck, racecheck, initcheck and synccheck over the GPU tests, plus a planted out-of-bounds kernel that must be caught.
#
# usage: sanitize.sh <dir holding gpu_cuda_tests and gpu_planted_oob>
# Exit 0 only when every tool is clean on the GPU tests AND memcheck reports
# the planted kernel (a gate that finds nothing there inspects nothing).
set -u
BIN=${1:?usage: sanitize.sh BIN_DIR}
SAN=${COMPUTE_SANITIZER:-$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)}
if [ ! -x "$SAN" ]; then
  echo "sanitize: compute-sanitizer not found"; exit 2
fi
# Under the sanitizers kernels run 10-100x slower: the 20M-point chunking
# and repeat tests and the device-memory ballast tests (the sanitizer keeps
# its own shadow memory) are left to the plain run; the 1000-expression
# differential stays (25 random kernels of 40 expressions: every code path
# of the lowering).
TESTS="${SANITIZE_TESTS:-~[chunks]~[determinism]~[memory]}"
status=0

echo "== planted out-of-bounds kernel (memcheck must report it)"
planted=$("$SAN" --tool memcheck --target-processes all --error-exitcode 99 "$BIN/gpu_planted_oob" 2>&1)
rc=$?
echo "$planted" | tail -n 25
if [ $rc -eq 99 ] && echo "$planted" | grep -q "Invalid __global__ write"; then
  echo "planted: REPORTED (rc $rc) - the gate inspects kernels"
else
  echo "planted: NOT REPORTED (rc $rc) - the gate is blind"; status=1
fi

for tool in memcheck racecheck initcheck synccheck; do
  echo "== $tool over gpu_cuda_tests $TESTS"
  "$SAN" --tool "$tool" --target-processes all --error-exitcode 99 \
    "$BIN/gpu_cuda_tests" "$TESTS" 2>&1 | tail -n 15
  rc=${PIPESTATUS[0]}
  if [ "$rc" -eq 0 ]; then echo "$tool: CLEAN"; else echo "$tool: FAILED (rc $rc)"; status=1; fi
done
# Groebner kernels (issue 6): their own workloads, and a planted shared-memory
# race that racecheck must report (gpu-tests/groebner_gpu/sanitize_groebner_gpu.sh).
GB="$BIN/groebner_gpu/groebner_gpu_device"
[ -x "$GB" ] || GB="$BIN/groebner_gpu_device"
if [ -x "$GB" ]; then
  echo "== groebner_gpu kernels"
  sh "$(dirname "$0")/groebner_gpu/sanitize_groebner_gpu.sh" "$GB" || status=1
fi
exit $status
