#!/usr/bin/env bash
# tools/ci/check_format.sh - .clang-format on the lines a change touched in lib/,
# include/ and tools/ (git clang-format: lines nobody changed are never judged, so
# older code that predates the style cannot fail the gate).
# The change is measured from ALKAHEST_FORMAT_BASE when set, else from the merge base
# with main (origin/main first) when HEAD is not on it, else from the last commit
# (HEAD~1); uncommitted edits count too. Exit status 1, with the diff clang-format
# wants, when a touched line is not formatted.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

if ! git rev-parse --git-dir >/dev/null 2>&1; then
  echo "check_format: not a git checkout, nothing to compare: skipped"
  exit 0
fi

head=$(git rev-parse HEAD)
base=${ALKAHEST_FORMAT_BASE:-}
if [ -z "$base" ]; then
  for ref in origin/main main; do
    git rev-parse -q --verify "$ref^{commit}" >/dev/null || continue
    merge_base=$(git merge-base HEAD "$ref" || true)
    if [ -n "$merge_base" ] && [ "$merge_base" != "$head" ]; then
      base=$merge_base
      break
    fi
  done
fi
[ -n "$base" ] || base=$(git rev-parse -q --verify 'HEAD~1^{commit}' || true)
if [ -z "$base" ]; then
  echo "check_format: no earlier commit to compare with: skipped"
  exit 0
fi

echo "check_format: lines changed since $(git rev-parse --short "$base")"
out=$(git clang-format --binary "${CLANG_FORMAT:-clang-format}" --diff \
        --extensions c,h,cc,cpp,hpp "$base" -- lib include tools)
case "$out" in
  "" | "no modified files to format" | "clang-format did not modify any files")
    echo "check_format: clean"
    ;;
  *)
    printf '%s\n' "$out"
    echo "check_format: the lines above are not formatted (.clang-format);" \
         "run: git clang-format $(git rev-parse --short "$base")" >&2
    exit 1
    ;;
esac
