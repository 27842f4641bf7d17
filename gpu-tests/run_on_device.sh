#!/usr/bin/env bash
# gpu-tests/run_on_device.sh - on the GPU machine, with no building: GPU tests, sanitizers, `alkahest bench cuda` + Python references; logs under $OUT.
#
# Expects the carried folder .gpu/ made by gpu-tests/pack_for_device.sh
# (binaries, libalkahest, libdevice).
# usage: run_on_device.sh [tests] [demo] [sanitize] [bench] [gbbench] [cpubench] [gpufuzz] [f4bench] [qbench] [solvebench] [stablehlo] [mpibench] [mpigpu]
# stablehlo writes 1000 random expressions as emit_stablehlo modules
# (.gpu/bin/stablehlo_corpus) and runs them through the device's JAX, on the
# GPU and on the CPU, against the interpreter (gpu-tests/stablehlo_roundtrip.py).
# gbbench runs `alkahest bench groebner-gpu` (through groebner_gpu_device)
# with the ALKAHEST_BENCH_* variables it is given, then the mod-p systems of
# GB_MODP (default: katsura10) end to end with `alkahest groebner`.
# f4bench runs `alkahest bench f4` beside the msolve carried in .gpu/msolve
# (`../shared/reference/msolve/msolve.sh --pack .gpu/msolve`), with the
# ALKAHEST_BENCH_F4_* variables it is given; qbench runs `alkahest bench
# groebner-q` the same way (ALKAHEST_BENCH_GROEBNER_Q_*), solvebench `alkahest
# bench solve` (ALKAHEST_BENCH_SOLVE_*).
# mpibench runs `alkahest groebner --mpi` under the Open MPI carried in
# .gpu/mpi (gpu-tests/pack_mpi_for_device.sh): 1 rank x 16 threads against
# 4 ranks x 4 threads on MPI_SYSTEMS (default katsura11 and the dense-n6
# member of bench groebner-q), bases compared, the time ratio and the bytes
# per remote prime printed; then `alkahest solve --mpi` the same way on
# MPI_SOLVE_SYSTEMS (default katsura10), solutions compared. mpigpu runs rank 1 on the GPU beside two CPU ranks
# (gpu-tests/mpi_gpu_rank.sh): the basis unchanged and the GPU rank's replays counted.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
G=$ROOT/.gpu
OUT=${OUT:-$ROOT/out}
mkdir -p "$OUT"
STAGES=${*:-tests demo sanitize bench cpubench}
ORIG_LD_LIBRARY_PATH=${LD_LIBRARY_PATH:-}
export LD_LIBRARY_PATH=$G/lib:${LD_LIBRARY_PATH:-}
# A tool built with ALKAHEST_MPI needs libmpi: the packed Open MPI's (pack_mpi_for_device.sh).
[ -d "$G/mpi/lib" ] && export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:$G/mpi/lib
export ALKAHEST_GPU_TESTS=1
export ALKAHEST_GPU_CHILD=$G/bin/fake_driver_client
export ALKAHEST_LIBDEVICE_PATH=$G/libdevice.10.bc
export ALKAHEST_CACHE_DIR=$(mktemp -d /tmp/alkahest-cache.XXXX)
export ALKAHEST_GB_DATA=$G/gb
export PYTHONUNBUFFERED=1 NCCL_NVLS_ENABLE=0

{
  date -u; uname -a; ldd --version | head -1; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv
  ldd "$G/bin/alkahest" | grep -i "not found" || echo "ldd: all libraries found"
  "$G/bin/alkahest" capabilities
} > "$OUT/env.log" 2>&1

for stage in $STAGES; do
  case $stage in
  tests)
    # The `gpu` label's tests, run directly (ctest's files hold the build
    # machine's absolute paths).
    start=$(date +%s)
    "$G/bin/gpu_cuda_tests" -r compact -d yes > "$OUT/gpu_tests.log" 2>&1
    echo "gpu_cuda_tests exit $? in $(( $(date +%s) - start )) s" >> "$OUT/gpu_tests.log"
    start=$(date +%s)
    "$G/bin/groebner_gpu_device" -r compact -d yes >> "$OUT/gpu_tests.log" 2>&1
    echo "groebner_gpu_device exit $? in $(( $(date +%s) - start )) s" >> "$OUT/gpu_tests.log"
    # The CPU row-reduction kernels in the device host's instruction set
    # (AVX-512F there; the build machine may have only AVX2).
    start=$(date +%s)
    "$G/bin/groebner_tests" "[matrix]" -r compact >> "$OUT/gpu_tests.log" 2>&1
    echo "groebner_tests [matrix] exit $? in $(( $(date +%s) - start )) s" >> "$OUT/gpu_tests.log"
    ;;
  demo)
    # The README's main job on a GPU machine: it must say it ran on the GPU.
    "$G/bin/alkahest" demo > "$OUT/demo.log" 2>&1
    echo "alkahest demo exit $?" >> "$OUT/demo.log"
    "$G/bin/alkahest" groebner --backend gpu "$G/gb/katsura7.ms" -o /dev/null >> "$OUT/demo.log" 2>&1
    echo "alkahest groebner --backend gpu exit $?" >> "$OUT/demo.log"
    ;;
  gpufuzz)
    # Differential fuzzing of the interpreter against the GPU
    # (fuzz/fuzz_interp_vs_gpu.cpp), GPUFUZZ_SECONDS of it (default 240).
    mkdir -p "$OUT/gpufuzz-corpus" "$OUT/gpufuzz-artifacts"
    "$G/bin/fuzz_interp_vs_gpu" -max_total_time="${GPUFUZZ_SECONDS:-240}" -print_final_stats=1 -timeout=60 \
      -artifact_prefix="$OUT/gpufuzz-artifacts/" "$OUT/gpufuzz-corpus" > "$OUT/gpufuzz.log" 2>&1
    echo "fuzz_interp_vs_gpu exit $?" >> "$OUT/gpufuzz.log"
    ;;
  cpubench)
    # CPU figures on an otherwise idle host (the build box is shared).
    { nproc; "$G/bin/alkahest" bench jit --json "$OUT/bench_jit.json"; echo "bench jit exit $?"; } > "$OUT/bench_cpu.log" 2>&1
    ;;
  gbbench)
    start=$(date +%s)
    "$G/bin/groebner_gpu_device" bench --json "$OUT/bench_groebner_gpu.json" > "$OUT/gbbench.log" 2>&1
    echo "groebner_gpu_device bench exit $? in $(( $(date +%s) - start )) s" >> "$OUT/gbbench.log"
    cp groebner_gpu_crossover.csv "$OUT/" 2>/dev/null
    for s in ${GB_MODP-katsura10}; do
      for backend in cpu gpu; do
        start=$(date +%s%N)
        "$G/bin/alkahest" groebner --backend $backend "$G/gb/$s-p1073741827.ms" -o /dev/null >> "$OUT/gbbench.log" 2>&1
        echo "$s mod p, --backend $backend: exit $? in $(( ($(date +%s%N) - start) / 1000000 )) ms" >> "$OUT/gbbench.log"
      done
    done
    ;;
  f4bench)
    start=$(date +%s)
    { nproc; LD_LIBRARY_PATH=$G/msolve/lib:$LD_LIBRARY_PATH ALKAHEST_MSOLVE=$G/msolve/msolve \
        "$G/bin/alkahest" bench f4 --json "$OUT/bench_f4${F4_TAG:-}.json"
      echo "alkahest bench f4 exit $? in $(( $(date +%s) - start )) s"; } > "$OUT/f4bench${F4_TAG:-}.log" 2>&1
    ;;
  qbench)
    # `alkahest bench groebner-q` (bases over Q) beside the same msolve, with
    # the ALKAHEST_BENCH_GROEBNER_Q_* variables it is given.
    start=$(date +%s)
    { nproc; LD_LIBRARY_PATH=$G/msolve/lib:$LD_LIBRARY_PATH ALKAHEST_MSOLVE=$G/msolve/msolve \
        "$G/bin/alkahest" bench groebner-q --json "$OUT/bench_groebner_q${Q_TAG:-}.json"
      echo "alkahest bench groebner-q exit $? in $(( $(date +%s) - start )) s"; } > "$OUT/qbench${Q_TAG:-}.log" 2>&1
    ;;
  solvebench)
    # `alkahest bench solve` (real solutions) beside the same msolve.
    start=$(date +%s)
    { nproc; LD_LIBRARY_PATH=$G/msolve/lib:$LD_LIBRARY_PATH ALKAHEST_MSOLVE=$G/msolve/msolve \
        "$G/bin/alkahest" bench solve --json "$OUT/bench_solve${S_TAG:-}.json"
      echo "alkahest bench solve exit $? in $(( $(date +%s) - start )) s"; } > "$OUT/solvebench${S_TAG:-}.log" 2>&1
    ;;
  stablehlo)
    # The corpus (3.5 MB) stays on the device; the log has every failure.
    corpus=$(mktemp /tmp/stablehlo_corpus.XXXX)
    {
      "$G/bin/stablehlo_corpus" 1000 64 > "$corpus"
      echo "stablehlo_corpus exit $?"
      for platform in gpu cpu; do
        echo "== JAX on $platform"
        JAX_PLATFORMS=$([ $platform = gpu ] && echo cuda || echo cpu) LD_LIBRARY_PATH=$ORIG_LD_LIBRARY_PATH \
          python3 "$ROOT/gpu-tests/stablehlo_roundtrip.py" "$corpus"
        echo "stablehlo_roundtrip ($platform) exit $?"
      done
    } > "$OUT/stablehlo.log" 2>&1
    ;;
  mpibench)
    gpu-tests/mpibench.sh "$G" "$OUT" > "$OUT/mpibench.log" 2>&1
    echo "mpibench.sh exit $?" >> "$OUT/mpibench.log"
    ;;
  mpigpu)
    gpu-tests/mpi_gpu_rank.sh "$G" "$OUT" > "$OUT/mpigpu.log" 2>&1
    echo "mpi_gpu_rank.sh exit $?" >> "$OUT/mpigpu.log"
    ;;
  sanitize)
    start=$(date +%s)
    "$ROOT/gpu-tests/sanitize.sh" "$G/bin" > "$OUT/sanitize.log" 2>&1
    echo "sanitize.sh exit $? in $(( $(date +%s) - start )) s" >> "$OUT/sanitize.log"
    ;;
  bench)
    start=$(date +%s)
    # Python keeps its own libraries (our fmt/gmp/z folder is for our binaries).
    LD_LIBRARY_PATH=$ORIG_LD_LIBRARY_PATH python3 "$ROOT/tools/bench/cuda_reference.py" --n 100000000 --out "$OUT/cuda_reference.json" \
      > "$OUT/bench.log" 2>&1
    echo "cuda_reference.py exit $?" >> "$OUT/bench.log"
    ALKAHEST_CUDA_REFERENCE_JSON=$OUT/cuda_reference.json \
      "$G/bin/alkahest" bench cuda --json "$OUT/bench_cuda.json" >> "$OUT/bench.log" 2>&1
    echo "alkahest bench cuda exit $? in $(( $(date +%s) - start )) s" >> "$OUT/bench.log"
    ;;
  esac
done
tail -n 3 "$OUT"/*.log
