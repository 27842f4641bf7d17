#!/usr/bin/env bash
# tools/setup.sh - one command from a fresh Debian 12 machine to a result.
#   tools/setup.sh demo   install dependencies, build, run `alkahest demo`
#   tools/setup.sh test   install dependencies, build, run every test (ctest)
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

if [ ! -f "$build/CMakeCache.txt" ]; then
  echo "== configuring $build"
  cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release
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
