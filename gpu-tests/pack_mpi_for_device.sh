#!/usr/bin/env bash
# gpu-tests/pack_mpi_for_device.sh - copies a relocatable Open MPI runtime (mpirun, orted, libmpi
# and its libraries, the MCA components, PMIx and the help files) into .gpu/mpi for the device,
# which has no Open MPI and no package manager; `--check` then runs the packed copy from another
# folder with a clean environment.
#
# usage: pack_mpi_for_device.sh [--check]    (after pack_for_device.sh, which empties .gpu)
# On the device: source .gpu/mpi/env.sh, then mpirun as usual. Open MPI finds its components and
# help files below OPAL_PREFIX, in the layout Debian built it with ($M mirrors /usr); PMIx finds
# its own through PMIX_MCA_mca_base_component_path.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
M=$ROOT/.gpu/mpi
ARCH=x86_64-linux-gnu
SYS=/usr/lib/$ARCH
OMPI=$SYS/openmpi/lib/openmpi3
PMIX=$SYS/pmix2

pack() {
  command -v orterun >/dev/null || { echo "no Open MPI here: apt-get install openmpi-bin libopenmpi-dev" >&2; exit 1; }
  rm -rf "$M"
  mkdir -p "$M/bin" "$M/lib" "$M/etc" "$M/share/openmpi" "$M/lib/$ARCH/openmpi/lib/openmpi3" \
           "$M/pmix/lib/pmix" "$M/pmix/share/pmix"
  # mpirun is orterun (a copy: the carry keeps no links).
  cp -L "$(command -v orterun)" "$M/bin/orterun"
  cp -L "$(command -v orterun)" "$M/bin/mpirun"
  cp -L "$(command -v orted)" "$M/bin/orted"
  # The components, without those of fabrics the device does not have (InfiniBand, UCX,
  # libfabric, PSM, Lustre...): they would need libraries we do not carry.
  for c in "$OMPI"/*.so; do
    case $(basename "$c") in
    *ucx*|*uct*|*ofi*|*openib*|*psm*|*verbs*|*slurm*|*flux*|*jsm*|*gridengine*|*romio*|*fcoll*|*fbtl*|*fs_*|*io_ompio*|*monitoring*|*memheap*|*spml*|*sshmem*|*scoll*|*atomic*) ;;
    *) cp -L "$c" "$M/lib/$ARCH/openmpi/lib/openmpi3/" ;;
    esac
  done
  cp -L "$PMIX"/lib/pmix/pmix_mca_*.so "$M/pmix/lib/pmix/" 2>/dev/null || true
  cp -r /usr/share/openmpi/. "$M/share/openmpi/"
  cp -r "$PMIX"/share/pmix/help-*.txt "$M/pmix/share/pmix/"
  cp /etc/openmpi/openmpi-mca-params.conf "$M/etc/"
  [ -f "$PMIX/share/pmix-mca-params.conf" ] && cp "$PMIX/share/pmix-mca-params.conf" "$M/pmix/share/"
  # Every library these need that is not the C runtime, resolved on this machine.
  local libs
  libs=$(ldd "$M"/bin/* "$M"/lib/$ARCH/openmpi/lib/openmpi3/*.so "$M"/pmix/lib/pmix/*.so "$SYS/libmpi.so.40" \
           "$SYS/libmpi_cxx.so.40" 2>/dev/null | awk '/=>/ && $3 ~ /^\// {print $3}' | sort -u)
  for lib in $libs "$SYS/libmpi.so.40" "$SYS/libmpi_cxx.so.40"; do
    case $(basename "$lib") in
    libc.so*|libm.so*|libpthread.so*|libdl.so*|librt.so*|ld-linux*|libstdc++.so*|libgcc_s.so*) ;;
    *) [ -f "$lib" ] && cp -L "$lib" "$M/lib/" ;;
    esac
  done
  strip --strip-unneeded "$M"/bin/* "$M"/lib/*.so* "$M"/lib/$ARCH/openmpi/lib/openmpi3/*.so "$M"/pmix/lib/pmix/*.so 2>/dev/null || true
  cat > "$M/env.sh" <<'ENV'
# .gpu/mpi/env.sh - sourced before mpirun: the packed Open MPI, wherever this folder lies.
M=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export OPAL_PREFIX=$M OPAL_SYSCONFDIR=$M/etc
export PATH=$M/bin:$PATH LD_LIBRARY_PATH=$M/lib:${LD_LIBRARY_PATH:-}
export OMPI_MCA_mca_base_component_path=$M/lib/x86_64-linux-gnu/openmpi/lib/openmpi3
export OMPI_MCA_mca_base_component_show_load_errors=0
export PMIX_PREFIX=$M/pmix PMIX_MCA_mca_base_component_path=$M/pmix/lib/pmix
export PMIX_MCA_mca_base_component_show_load_errors=0
# One host: shared memory between ranks, launched without ssh.
export OMPI_MCA_btl=self,vader OMPI_MCA_plm=isolated OMPI_MCA_btl_vader_single_copy_mechanism=none
ENV
  du -sh "$M"
}

# Runs the packed copy from a scratch folder with a clean environment, in a mount namespace
# where the system's Open MPI and PMIx are hidden (as on the device: PMIx looks in its
# build-time folder first), and checks that mpirun mapped only packed files.
check() {
  local dir
  dir=$(mktemp -d /tmp/alkahest-mpi-check.XXXXXX)
  mkdir -p "$dir/empty"
  cp -r "$M" "$dir/mpi"
  cat > "$dir/run.sh" <<RUN
set -eu
for d in $SYS/openmpi $SYS/pmix2 /usr/share/openmpi /etc/openmpi; do
  [ -d \$d ] && mount --bind "$dir/empty" \$d
done
for f in $SYS/libmpi.so.40 $SYS/libopen-rte.so.40 $SYS/libopen-pal.so.40 $SYS/libpmix.so.2; do
  [ -e \$f ] && mount --bind /dev/null \$f
done
cd "$dir"
env -i HOME="$dir" PATH=/usr/bin:/bin bash -c '
  source mpi/env.sh
  mpirun --allow-run-as-root --oversubscribe -n 2 sh -c "echo rank \\\$OMPI_COMM_WORLD_RANK"
  mpirun --allow-run-as-root -n 1 sh -c "cat /proc/\\\$PPID/maps" > maps.txt'
RUN
  unshare -m bash "$dir/run.sh" || { echo "packed mpirun failed" >&2; exit 1; }
  if grep -q "$SYS/openmpi\\|$SYS/libmpi\\|$SYS/libopen-\\|$SYS/pmix2\\|$SYS/libpmix" "$dir/maps.txt"; then
    echo "the packed mpirun mapped the system's Open MPI" >&2
    exit 1
  fi
  grep -q "$dir/mpi/lib/libopen-rte" "$dir/maps.txt" || { echo "mpirun did not map the packed libopen-rte" >&2; exit 1; }
  grep -q "$dir/mpi/pmix/lib/pmix/" "$dir/maps.txt" || { echo "PMIx did not load the packed components" >&2; exit 1; }
  echo "packed Open MPI ($(du -sh "$M" | cut -f1)) runs from $dir with a clean environment"
  rm -rf "$dir"
}

case ${1:-} in
--check) [ -d "$M" ] || pack; check ;;
*) pack ;;
esac
