#!/bin/sh
# lib/groebner_gpu/kernels/regenerate.sh - recompiles the CUDA C++ kernels to the committed LLVM 15 IR.
# Needs Debian's clang-15 (apt-get install clang-15); no CUDA toolkit or
# headers. The build embeds the .ll files, so CI never runs this script.
set -eu
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-15}
for src in *.cu; do
  out=${src%.cu}.ll
  "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch=sm_86 -nocudainc -nocudalib \
    -O3 -S -emit-llvm -fno-discard-value-names -Wall -Wextra -o "$out.tmp" "$src"
  # Drop the host-specific ident and the source path so regenerations compare.
  sed -e '/^!llvm.ident/d' -e '/^!.* = !{!"Debian clang version/d' \
      -e 's|^source_filename = .*|source_filename = "'"$src"'"|' \
      -e 's|^; ModuleID = .*|; ModuleID = '"'$src'"'|' "$out.tmp" > "$out"
  rm -f "$out.tmp"
  echo "wrote $out"
done
