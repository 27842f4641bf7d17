#!/usr/bin/env bash
# docs/plots/regenerate.sh [BUILD_DIR] - redraws every chart of docs/benchmarks.md in one command.
# The CPU suites run in --quick mode (seconds to a minute on 2 cores); the GPU
# suites run only when a device is there (`alkahest bench cuda` and
# `groebner-gpu` on a machine without one would chart the CPU fallback).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
tool=${1:-$here/../../build}/bin/alkahest
for suite in interp jit groebner; do
  "$tool" bench "$suite" --quick --json "$here/$suite.json" --plot "$here"
done
# Without a device the cuda suite prints one "no CUDA device" row: no chart then.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$tool" bench cuda --quick --json "$tmp/cuda.json" --plot "$tmp"
if ! grep -q "no CUDA device" "$tmp/cuda.json"; then
  cp "$tmp/cuda.json" "$tmp/cuda.svg" "$here/"
  "$tool" bench groebner-gpu --quick --json "$here/groebner-gpu.json" --plot "$here"
fi
