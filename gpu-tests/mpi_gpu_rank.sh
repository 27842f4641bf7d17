#!/usr/bin/env bash
# gpu-tests/mpi_gpu_rank.sh G OUT - run_on_device.sh's mpigpu stage: one mpirun of three
# programs, rank 1 replaying on the GPU (`--backend gpu`) beside two CPU ranks, on each system
# of MPI_GPU_SYSTEMS (msolve files in G/gb, or members of `alkahest bench groebner-q`'s dense
# family). Passes when every basis equals one process's and rank 1's report says its device
# replayed primes (the ctest mpi_groebner_gpu_rank checks the same with ALKAHEST_GPU_TESTS=1).
set -u
G=${1:?usage: mpi_gpu_rank.sh G OUT}
source "$G/mpi/env.sh"
A=$G/bin/alkahest
W=$(mktemp -d /tmp/alkahest-mpigpu.XXXX)
status=0
# One thread a rank: the CPU ranks' replays (about a second a prime for
# katsura10) leave the GPU rank the time of its cold start (context, kernels,
# the trace on the device) before the lift is complete.
T=${MPI_GPU_THREADS:-1}
for s in ${MPI_GPU_SYSTEMS:-katsura10}; do
  f=$G/gb/$s.ms
  if [ ! -f "$f" ]; then
    f=$W/$s.ms
    "$A" bench groebner-q --generate "$s" -o "$f" || { echo "$s: cannot generate"; status=1; continue; }
  fi
  "$A" groebner "$f" --threads 0 -q -o "$W/ref.txt" || { status=1; continue; }
  mpirun --noprefix --allow-run-as-root --bind-to none \
    -n 1 "$A" groebner --mpi "$f" --threads $T -o "$W/mpi.txt" : \
    -n 1 "$A" groebner --mpi "$f" --threads $T --backend gpu : \
    -n 1 "$A" groebner --mpi "$f" --threads $T 2> "$W/mpi.err"
  rc=$?
  same=$(cmp -s "$W/ref.txt" "$W/mpi.txt" && echo same || echo DIFFERENT)
  gpu=$(sed -n 's/^rank 1: .*GPU: \([0-9]*\) of its primes.*/\1/p' "$W/mpi.err")
  echo "== $s: exit $rc, basis $same, rank 1 replayed ${gpu:-?} primes on its GPU"
  grep -E "^rank [0-9]:|^phases" "$W/mpi.err"
  if [ $rc != 0 ] || [ $same != same ] || [ "${gpu:-0}" = 0 ]; then status=1; fi
done
rm -rf "$W"
echo "mpi_gpu_rank: $([ $status = 0 ] && echo PASSED || echo FAILED)"
exit $status
