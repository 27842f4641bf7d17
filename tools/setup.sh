#!/usr/bin/env bash
# tools/setup.sh - one command from a fresh Debian 12 machine to a result.
#   tools/setup.sh demo   install dependencies, build, run `alkahest demo`
#   tools/setup.sh test   install dependencies (Open MPI too), build with ALKAHEST_MPI, run every test (ctest)
# Idempotent: packages already installed and an up-to-date build are skipped,
# so a second run costs only the demo or the tests themselves.
set -euo pipefail

mode=${1:-demo}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${ALKAHEST_BUILD_DIR:-$root/build}
jobs=${ALKAHEST_JOBS:-$(nproc)}

source "$root/tools/install_packages.sh"
install_packages cmake g++ make ccache lld llvm-15-dev libgmp-dev libfmt-dev \
                 catch2 libcli11-dev zlib1g-dev pkg-config libflint-dev libflint-arb-dev libmpfr-dev \
                 python3-dev pybind11-dev python3-pybind11 python3-numpy python3-pytest

# The test mode also builds and runs the MPI layer (libalkahest_mpi, `ctest -L mpi`:
# mpirun with three ranks on this machine); the demo needs no MPI.
mpi_flags=()
if [ "$mode" = test ]; then
  install_packages libopenmpi-dev openmpi-bin
  mpi_flags=(-DALKAHEST_MPI=ON)
fi

if [ ! -f "$build/CMakeCache.txt" ]; then
  echo "== configuring $build"
  cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release "${mpi_flags[@]}"
elif ((${#mpi_flags[@]})) && ! grep -q '^ALKAHEST_MPI:BOOL=ON$' "$build/CMakeCache.txt"; then
  echo "== configuring $build with ALKAHEST_MPI"
  cmake -S "$root" -B "$build" "${mpi_flags[@]}"
fi
echo "== building ($jobs jobs)"
cmake --build "$build" -j "$jobs"

case "$mode" in
  demo)
    exec "$build/bin/alkahest" demo ;;
  test)
    cd "$build"
    exec ctest --output-on-failure -j "$jobs" ;;
  *)
    echo "usage: tools/setup.sh demo|test" >&2; exit 2 ;;
esac
