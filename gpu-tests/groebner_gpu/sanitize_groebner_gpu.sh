#!/bin/sh
# gpu-tests/groebner_gpu/sanitize_groebner_gpu.sh BIN - compute-sanitizer memcheck, racecheck, initcheck and synccheck over the Groebner GPU kernels.
# BIN is the groebner_gpu_device (or groebner_gpu_gpu_tests) executable. The
# kernels' tests tagged [sanitize] must be clean under every tool, and the
# planted race must be reported by racecheck (else the gate inspects nothing).
set -u
BIN=${1:?usage: sanitize_groebner_gpu.sh BIN}
CS=${COMPUTE_SANITIZER:-$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)}
status=0
for tool in memcheck racecheck initcheck synccheck; do
  if "$CS" --tool "$tool" --error-exitcode 99 --target-processes all "$BIN" "[sanitize]" >"sanitize-$tool.log" 2>&1; then
    echo "$tool: clean"
  else
    echo "$tool: FAILED (see sanitize-$tool.log)"; tail -30 "sanitize-$tool.log"; status=1
  fi
done
if "$CS" --tool racecheck --error-exitcode 99 "$BIN" "[planted_race]" >sanitize-planted.log 2>&1; then
  echo "racecheck missed the planted race: the gate inspects nothing"; status=1
elif grep -q "RACECHECK SUMMARY\|Race reported\|hazard" sanitize-planted.log; then
  echo "racecheck reported the planted race (expected)"
else
  echo "racecheck failed on the planted race without reporting it"; tail -20 sanitize-planted.log; status=1
fi
exit $status
