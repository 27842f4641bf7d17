#!/usr/bin/env bash
# gpu-tests/mpibench.sh G OUT - run_on_device.sh's mpibench stage: on one host, one process of
# 16 threads (the reference), mpirun -n 1 x 16 threads and mpirun -n 4 x 4 threads (rank 0
# learning on 16) of `alkahest groebner --mpi`, side by side on each system of MPI_SYSTEMS (msolve files in G/gb,
# or members of `alkahest bench groebner-q`'s dense family), REPEAT times each; every basis is
# compared with the reference's, and the ratio of the times and the bytes per remote prime
# (each prime's system out and residue basis back) are printed. Then the same for `alkahest
# solve --mpi` on each system of MPI_SOLVE_SYSTEMS (default katsura10): one process of 16
# threads against mpirun -n 4 x 4 threads (rank 0 learning on 16, and not), the solutions compared (each remote prime's system
# out and its representation back). An empty MPI_SYSTEMS or MPI_SOLVE_SYSTEMS skips that part.
set -u
G=${1:?usage: mpibench.sh G OUT}
OUT=${2:?usage: mpibench.sh G OUT}
source "$G/mpi/env.sh"
A=$G/bin/alkahest
W=$(mktemp -d /tmp/alkahest-mpibench.XXXX)
SYSTEMS=${MPI_SYSTEMS-katsura11 dense-n6-d2-b40-s1}
SOLVE_SYSTEMS=${MPI_SOLVE_SYSTEMS-katsura10}
REPEAT=${MPI_REPEAT:-1}
nproc
mpirun --version | head -1
now() { date +%s.%N; }
# The msolve file of a standard system, or of a member of the dense family
# (written under $W).
system_file() {
  if [ -f "$G/gb/$1.ms" ]; then echo "$G/gb/$1.ms"; return; fi
  "$A" bench groebner-q --generate "$1" -o "$W/$1.ms" >&2 && echo "$W/$1.ms"
}
status=0
for s in $SYSTEMS; do
  f=$(system_file "$s") || { echo "$s: cannot generate"; status=1; continue; }
  for r in $(seq "$REPEAT"); do
    t0=$(now)
    "$A" groebner "$f" --threads 16 -o "$W/ref.txt" 2> "$W/ref.err" || { cat "$W/ref.err"; status=1; continue; }
    t1=$(now)
    mpirun --noprefix --allow-run-as-root --bind-to none -n 1 "$A" groebner --mpi "$f" --threads 16 -o "$W/one.txt" 2> "$W/one.err"
    rc1=$?
    t2=$(now)
    # Rank 0 learns on the 16 cores: the other ranks wait for its trace meanwhile.
    mpirun --noprefix --allow-run-as-root --bind-to none -n 4 "$A" groebner --mpi "$f" --threads 4 --learn-threads 16 -o "$W/four.txt" 2> "$W/four.err"
    rc4=$?
    t3=$(now)
    # The same without --learn-threads: each rank keeps to its own 4 cores
    # throughout, as on four separate 4-core machines.
    mpirun --noprefix --allow-run-as-root --bind-to none -n 4 "$A" groebner --mpi "$f" --threads 4 -o "$W/plain.txt" 2> "$W/plain.err"
    rcp=$?
    t4=$(now)
    samep=$(cmp -s "$W/ref.txt" "$W/plain.txt" && echo same || echo DIFFERENT)
    [ $rcp = 0 ] && [ $samep = same ] || status=1
    same1=$(cmp -s "$W/ref.txt" "$W/one.txt" && echo same || echo DIFFERENT)
    same4=$(cmp -s "$W/ref.txt" "$W/four.txt" && echo same || echo DIFFERENT)
    [ $rc1 = 0 ] && [ $rc4 = 0 ] && [ $same1 = same ] && [ $same4 = same ] || status=1
    echo "== $s run $r"
    grep -h "primes\|phases" "$W/ref.err" | sed 's/^/  1 process x 16: /'
    sed 's/^/  mpirun -n 4 x 4 (learn 16): /' "$W/four.err"
    sed 's/^/  mpirun -n 4 x 4: /' "$W/plain.err"
    awk -v s="$s" -v a="$t0" -v b="$t1" -v c="$t2" -v d="$t3" -v s1="$same1" -v s4="$same4" \
        -v e="$t4" -v sp="$samep" \
        -v bpp="$(sed -n 's/^communication: \([0-9.]*\) bytes per remote prime.*/\1/p' "$W/four.err")" \
        'BEGIN { r = b - a; o = c - b; f = d - c; p = e - d;
          printf "mpibench %s: 1 process x 16 threads %.3f s; mpirun -n 1 x 16 %.3f s (%.3f, basis %s); mpirun -n 4 x 4, rank 0 learning on 16 %.3f s (%.3f, basis %s); mpirun -n 4 x 4 %.3f s (%.3f, basis %s); %s bytes per remote prime\n",
                 s, r, o, o / r, s1, f, f / r, s4, p, p / r, sp, bpp }'
  done
done
for s in $SOLVE_SYSTEMS; do
  f=$(system_file "$s") || { echo "$s: cannot generate"; status=1; continue; }
  for r in $(seq "$REPEAT"); do
    t0=$(now)
    "$A" solve "$f" --threads 16 > "$W/ref.txt" 2> "$W/ref.err" || { cat "$W/ref.err"; status=1; continue; }
    t1=$(now)
    mpirun --noprefix --allow-run-as-root --bind-to none -n 4 "$A" solve --mpi "$f" --threads 4 --learn-threads 16 > "$W/four.txt" 2> "$W/four.err"
    rc4=$?
    t2=$(now)
    mpirun --noprefix --allow-run-as-root --bind-to none -n 4 "$A" solve --mpi "$f" --threads 4 > "$W/plain.txt" 2> "$W/plain.err"
    rcp=$?
    t3=$(now)
    same4=$(cmp -s "$W/ref.txt" "$W/four.txt" && echo same || echo DIFFERENT)
    samep=$(cmp -s "$W/ref.txt" "$W/plain.txt" && echo same || echo DIFFERENT)
    [ $rc4 = 0 ] && [ $same4 = same ] && [ $rcp = 0 ] && [ $samep = same ] || status=1
    echo "== solve $s run $r"
    grep -h "method" "$W/ref.err" | sed 's/^/  1 process x 16: /'
    sed 's/^/  mpirun -n 4 x 4 (learn 16): /' "$W/four.err"
    sed 's/^/  mpirun -n 4 x 4: /' "$W/plain.err"
    awk -v s="$s" -v a="$t0" -v b="$t1" -v c="$t2" -v d="$t3" -v s4="$same4" -v sp="$samep" \
        -v bpp="$(sed -n 's/^communication: \([0-9.]*\) bytes per remote prime.*/\1/p' "$W/four.err")" \
        'BEGIN { r = b - a; f = c - b; p = d - c;
          printf "mpibench solve %s: 1 process x 16 threads %.3f s; mpirun -n 4 x 4, rank 0 learning on 16 %.3f s (%.3f, solutions %s); mpirun -n 4 x 4 %.3f s (%.3f, solutions %s); %s bytes per remote prime\n",
                 s, r, f, f / r, s4, p, p / r, sp, bpp }'
  done
done
rm -rf "$W"
exit $status
