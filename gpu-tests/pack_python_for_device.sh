#!/usr/bin/env bash
# gpu-tests/pack_python_for_device.sh - packs what building and testing the Python module on the GPU machine needs into .pygpu.txz (git-ignored, carried).
#
# The device's python3 is not Debian's (another version, its own NumPy, CuPy,
# PyTorch, JAX, pybind11), so the module is compiled there against this
# build's libalkahest and the headers it needs (gpu-tests/python_on_device.sh).
# usage: pack_python_for_device.sh <build dir>
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
B=$(cd "${1:?usage: pack_python_for_device.sh BUILD_DIR}" && pwd)
G=$ROOT/.pygpu
rm -rf "$G" && mkdir -p "$G/lib" "$G/include"
cp -L "$B/lib/libalkahest.so.0" "$G/lib/"
ln -s libalkahest.so.0 "$G/lib/libalkahest.so"
for lib in $(ldd "$B/lib/libalkahest.so.0" | awk '/=>/ {print $3}' | sort -u); do
  case $(basename "$lib") in
  libfmt*|libgmp*|libtinfo*|libz.so*|libflint*|libmpfr*|libntl*|libgf2x*|libopenblas*|libblas*|liblapack*|libgfortran*|libquadmath*) cp -L "$lib" "$G/lib/" ;;
  esac
done
strip --strip-unneeded "$G"/lib/*.so.*
# The public headers (with the build's generated ones), fmt's and GMP's.
cp -r "$ROOT/include/alkahest" "$G/include/"
cp "$B"/include/alkahest/*.hpp "$G/include/alkahest/"
cp -r /usr/include/fmt "$G/include/"
cp /usr/include/x86_64-linux-gnu/gmp.h "$G/include/"
LIBDEVICE=${ALKAHEST_LIBDEVICE_PATH:-/usr/local/cuda/nvvm/libdevice/libdevice.10.bc}
cp "$LIBDEVICE" "$G/libdevice.10.bc"
# One compressed file: the library alone is near the carried tree's size limit.
tar -C "$ROOT" -cf - .pygpu | xz -T0 -6 > "$ROOT/.pygpu.txz"
du -sh "$G" "$ROOT/.pygpu.txz"
