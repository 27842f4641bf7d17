#!/usr/bin/env bash
# gpu-tests/python_on_device.sh - on the GPU machine: builds the Python module against the carried .pygpu.txz (gpu-tests/pack_python_for_device.sh) with the device's python3 and pybind11, then runs its GPU tests and python/bench/bench_cuda.py; logs under $OUT.
# usage: python_on_device.sh [build] [tests] [bench]   (default: all three)
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
G=$ROOT/.pygpu
[ -d "$G" ] || [ ! -f "$ROOT/.pygpu.txz" ] || tar -C "$ROOT" -xJf "$ROOT/.pygpu.txz"
OUT=${OUT:-$ROOT/out}
mkdir -p "$OUT" "$G/python" "$G/obj"
STAGES=${*:-build tests bench}
PY=${PYTHON:-python3}
export LD_LIBRARY_PATH=$G/lib:${LD_LIBRARY_PATH:-}
export ALKAHEST_LIBDEVICE_PATH=$G/libdevice.10.bc
export ALKAHEST_CACHE_DIR=$(mktemp -d /tmp/alkahest-cache.XXXX)
export PYTHONPATH=$G/python PYTHONUNBUFFERED=1 NCCL_NVLS_ENABLE=0
status=0
for stage in $STAGES; do
  case $stage in
  build)
    {
      set -x
      inc=$($PY -m pybind11 --includes)
      ext=$($PY -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))')
      ls "$ROOT"/python/src/*.cpp | xargs -P "$(nproc)" -I{} sh -c \
        "c++ -O2 -std=c++20 -fPIC -fvisibility=hidden -DALKAHEST_LINKED=1 $inc -I$G/include -c {} -o $G/obj/\$(basename {} .cpp).o" &&
      c++ -shared -o "$G/python/alkahest$ext" "$G"/obj/*.o -L"$G/lib" -lalkahest \
        "$G"/lib/libgmp.so.* "$G"/lib/libfmt.so.* -Wl,-rpath,"$G/lib" &&
      $PY -c 'import alkahest as ak; print(ak.__file__, ak.capabilities(), ak.cuda_device_count())'
    } > "$OUT/python_build.log" 2>&1 || status=1 ;;
  tests)
    ALKAHEST_GPU_TESTS=1 ALKAHEST_SOURCE_DIR=$ROOT $PY -m pytest -v -p no:cacheprovider \
      "$ROOT/python/tests" > "$OUT/python_tests.log" 2>&1 || status=1 ;;
  bench)
    $PY "$ROOT/python/bench/bench_cuda.py" > "$OUT/python_bench.log" 2>&1 || status=1 ;;
  esac
done
tail -n 30 "$OUT"/python_*.log
exit $status
