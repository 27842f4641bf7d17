#!/usr/bin/env bash
# gpu-tests/pack_for_device.sh - copies the binaries the GPU run needs into .gpu/ (git-ignored, carried to the device; no LLVM there).
#
# usage: pack_for_device.sh <build dir>   (a Release build with static LLVM)
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
B=$(cd "${1:?usage: pack_for_device.sh BUILD_DIR}" && pwd)
G=$ROOT/.gpu
rm -rf "$G" && mkdir -p "$G/bin" "$G/lib"
cp "$B/bin/alkahest" "$B/gpu-tests/gpu_cuda_tests" "$B/gpu-tests/gpu_planted_oob" \
   "$B/unittests/cuda/fake_driver_client" "$B/gpu-tests/groebner_gpu/groebner_gpu_device" \
   "$B/unittests/groebner/groebner_tests" "$B/gpu-tests/stablehlo_corpus" "$G/bin/"
# The GPU differential fuzzer, when gpu-tests/build_gpu_fuzzer.sh built it.
[ -x "$B/fuzz-gpu/fuzz_interp_vs_gpu" ] && cp "$B/fuzz-gpu/fuzz_interp_vs_gpu" "$G/bin/"
# The standard systems the Groebner GPU tests and benchmarks read (the
# device has no ../shared): all of them, over Q and mod p (about 100 kB).
mkdir -p "$G/gb"
cp "$ROOT"/unittests/data/gb/*.ms "$G/gb/"
cp -L "$B"/lib/libalkahest.so.0 "$G/lib/"
# A build with ALKAHEST_MPI: libalkahest_mpi beside it, and the Open MPI runtime
# the tool then needs (.gpu/mpi; run_on_device.sh puts its lib/ on the path).
if [ -e "$B/lib/libalkahest_mpi.so.0" ]; then
  cp -L "$B/lib/libalkahest_mpi.so.0" "$G/lib/"
  "$ROOT/gpu-tests/pack_mpi_for_device.sh"
fi
# Non-system shared libraries the device image may lack (fmt, gmp).
for lib in $(ldd "$B/bin/alkahest" "$B/lib/libalkahest.so.0" "$G/bin/groebner_gpu_device" | grep -v "not found" | awk '/=>/ {print $3}' | sort -u); do
  case $(basename "$lib") in
  libfmt*|libgmp*|libtinfo*|libz.so*|libxml2*|libicu*|liblzma*|libflint*|libmpfr*|libntl*|libgf2x*|libopenblas*|libblas*|liblapack*|libgfortran*|libquadmath*) cp -L "$lib" "$G/lib/" ;;
  esac
done
strip --strip-unneeded "$G"/bin/* "$G"/lib/*
LIBDEVICE=${ALKAHEST_LIBDEVICE_PATH:-/usr/local/cuda/nvvm/libdevice/libdevice.10.bc}
cp "$LIBDEVICE" "$G/libdevice.10.bc"
du -sh "$G"; ls -la "$G/bin" "$G/lib"
