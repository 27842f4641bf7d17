#!/usr/bin/env bash
# tools/readme_cli_examples.sh ALKAHEST SOURCE_DIR - runs, from the source root, every line of the
# README's block of command-line examples (the ```sh block after the line that names
# cli_readme_examples) with `alkahest` standing for the built tool, as a user types them. Each must
# exit 0; files they write go to a scratch folder. Run by ctest (cli_readme_examples).
set -u
tool=$1
src=$2
scratch=$(mktemp -d "${TMPDIR:-/tmp}/alkahest-readme-XXXXXX")
trap 'rm -rf "$scratch"' EXIT
alkahest() { "$tool" "$@"; }
export -f alkahest 2>/dev/null
export tool

block=$(awk '/cli_readme_examples/ { found = 1; next }
             found && /^```sh/ { inside = 1; next }
             inside && /^```/ { exit }
             inside { print }' "$src/README.md")
[ -n "$block" ] || { echo "FAIL: no example block found in README.md"; exit 1; }
failures=0
lines=0
while IFS= read -r line; do
  [ -z "$line" ] && continue
  lines=$((lines + 1))
  # Relative input paths are the clone's; outputs (-o) land in the scratch folder.
  (cd "$src" && eval "${line/-o /-o $scratch/}") >"$scratch/out" 2>"$scratch/err"
  rc=$?
  if [ "$rc" -ne 0 ]; then
    echo "FAIL (exit $rc): $line"
    sed 's/^/  stderr: /' "$scratch/err" | head -5
    failures=$((failures + 1))
  else
    echo "ok: $line ($(wc -l <"$scratch/out") lines)"
  fi
done <<<"$block"
echo "$lines examples, $failures failures"
[ "$failures" -eq 0 ] && [ "$lines" -gt 0 ]
