#!/usr/bin/env bash
# cmake/PackageConsumerTest.sh BUILD_DIR - the packaging acceptance test (run by .ci/run).
# Builds the .deb with CPack in an existing build folder, checks its metadata
# (version, no libLLVM dependency), installs it with apt-get (root or sudo),
# then builds and runs two out-of-tree consumers against the INSTALLED files:
# unittests/consumer with find_package(alkahest), and tools/package-test with
# `pkg-config --cflags --libs alkahest`. Every version (project, .deb,
# `alkahest --version`, alkahest::version(), capabilities, pkg-config,
# find_package) must agree. When the build has the Python module
# (ALKAHEST_PYTHON), the .deb must carry it in dist-packages and Debian's
# python3 must import it from there, using the installed library.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/alkahest-package-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "PackageConsumerTest: FAIL: $*" >&2; exit 1; }
sudo_cmd=""
[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"

version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
python_module=$(sed -n 's/^ALKAHEST_PYTHON:BOOL=//p' "$build/CMakeCache.txt")
[ -n "$version" ] || fail "no project version in $build/CMakeCache.txt"

if [ "${ALKAHEST_REUSE_DEB:-0}" = 1 ] && ls "$build"/alkahest_*.deb >/dev/null 2>&1; then
  echo "== reusing $(ls "$build"/alkahest_*.deb) (ALKAHEST_REUSE_DEB=1)"
else
  echo "== cpack -G DEB in $build"
  rm -f "$build"/alkahest_*.deb
  (cd "$build" && cpack -G DEB >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; fail "cpack"; }
fi
deb=$(ls "$build"/alkahest_*.deb)
dpkg-deb -I "$deb" | sed 's/^/   /'
deb_version=$(dpkg-deb -f "$deb" Version)
depends=$(dpkg-deb -f "$deb" Depends)
[ "$deb_version" = "$version" ] || fail ".deb version $deb_version != project version $version"
if grep -qi llvm <<<"$depends"; then fail "the .deb depends on LLVM: $depends"; fi
contents=$(dpkg-deb -c "$deb") # once: `dpkg-deb -c | grep -q` dies of SIGPIPE under pipefail
for f in ./usr/bin/alkahest ./usr/include/alkahest/expr.hpp ./usr/include/alkahest/version.hpp \
         ./usr/include/alkahest/cuda_config.hpp ./usr/share/bash-completion/completions/alkahest; do
  grep -q " $f\$" <<<"$contents" || fail "$f is not in the .deb"
done
grep -q "/pkgconfig/alkahest.pc$" <<<"$contents" || fail "alkahest.pc is not in the .deb"
grep -q "/cmake/alkahest/alkahestConfig.cmake$" <<<"$contents" || fail "alkahestConfig.cmake is not in the .deb"
if [ "$python_module" = ON ]; then
  grep -q " ./usr/lib/python3/dist-packages/alkahest\.cpython-[^ ]*\.so$" <<<"$contents" ||
    fail "the Python module is not in the .deb's dist-packages"
  grep -q "python3 (>=" <<<"$depends" || fail "the .deb carries the Python module but does not depend on python3"
fi

echo "== apt-get install $deb"
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --reinstall "$deb" >"$work/apt.log" 2>&1 ||
  { cat "$work/apt.log"; fail "apt-get install"; }

# The installed tool, found on PATH (not the build tree's).
tool=$(command -v alkahest) || fail "alkahest is not on PATH after the install"
[ "$tool" = /usr/bin/alkahest ] || fail "alkahest on PATH is $tool, not /usr/bin/alkahest"
tool_version=$("$tool" --version)
[ "$tool_version" = "alkahest $version" ] || fail "'alkahest --version' says '$tool_version'"
caps=$("$tool" capabilities)
grep -q "\"library_version\": \"$version\"" <<<"$caps" || fail "capabilities library_version"
tool_libs=$(ldd "$tool")
used_lib=$(awk '/libalkahest.so/ {print $3}' <<<"$tool_libs")
[[ "$(readlink -f "$used_lib")" == /usr/lib/* ]] || fail "installed tool does not use the installed library"
if grep -qi llvm <<<"$tool_libs"; then fail "installed tool needs a shared LLVM"; fi

# Every shared library the installed binaries need comes from a package in Depends.
depend_names=$(sed 's/ *([^)]*)//g; s/ *| */\n/g; s/, */\n/g' <<<"$depends")
for f in /usr/bin/alkahest $(readlink -f /usr/lib/libalkahest.so.0 /usr/lib/*/libalkahest.so.0 2>/dev/null || true) \
         /usr/lib/python3/dist-packages/alkahest.cpython-*.so; do
  [ -f "$f" ] || continue
  for so in $(objdump -p "$f" | awk '/NEEDED/ {print $2}'); do
    # (the package's own libraries: libalkahest, and libalkahest_mpi in an MPI build)
    case $so in libalkahest.so*|libalkahest_mpi.so*|ld-linux*|libc.so*|libm.so*) continue ;; esac
    path=$(ldd "$f" | awk -v so="$so" '$1 == so {print $3}')
    # usrmerge: dpkg knows a library by /lib/... or /usr/lib/..., so ask for both.
    pkg=""
    for p in "$path" "$(readlink -f "$path")" "/usr$path" "${path#/usr}"; do
      [ -n "$pkg" ] || pkg=$( (dpkg -S "$p" 2>/dev/null || true) | head -n 1 | cut -d: -f1)
    done
    [ -n "$pkg" ] || fail "$f needs $so ($path), which no installed package provides"
    grep -qxF "$pkg" <<<"$depend_names" || fail "$f needs $so from $pkg, which is not in Depends: $depends"
  done
done

if [ "$python_module" = ON ]; then
  echo "== python3 -c 'import alkahest' (the installed module)"
  # From an empty folder with no PYTHONPATH: nothing of the build tree is reachable.
  py_out=$(cd "$work" && env -u PYTHONPATH /usr/bin/python3 -c '
import alkahest as ak
p = ak.ExprPool()
x = p.symbol("x")
print(ak.__file__)
print(ak.__version__, ak.capabilities()["library_version"], ak.diff(x ** 3, x))
') || fail "python3 -c 'import alkahest' failed after installing the .deb"
  echo "   $py_out"
  module_file=$(head -n 1 <<<"$py_out")
  [[ "$module_file" == /usr/lib/python3/dist-packages/alkahest.cpython-*.so ]] ||
    fail "import alkahest found $module_file, not the installed module"
  grep -q "^$version $version 3\*x^2$" <<<"$py_out" || fail "the installed module's versions or result: $py_out"
  module_lib=$(ldd "$module_file" | awk '/libalkahest.so/ {print $3}')
  [[ "$(readlink -f "$module_lib")" == /usr/lib/* ]] || fail "the installed module uses $module_lib"
fi

echo "== consumer 1: find_package(alkahest) (unittests/consumer)"
cmake -S "$root/unittests/consumer" -B "$work/find_package" -DCMAKE_BUILD_TYPE=Release >"$work/cfg.log" 2>&1 ||
  { cat "$work/cfg.log"; fail "configure find_package consumer"; }
grep -q "alkahest_DIR:PATH=/usr/" "$work/find_package/CMakeCache.txt" || fail "find_package did not find the installed package"
config_version=$(find /usr/lib -path '*/cmake/alkahest/alkahestConfigVersion.cmake' | head -n 1)
found_version=$(sed -n 's/^set(PACKAGE_VERSION "\(.*\)")$/\1/p' "$config_version")
[ "$found_version" = "$version" ] || fail "find_package version $found_version != $version"
cmake --build "$work/find_package" -j 2 >"$work/build1.log" 2>&1 || { cat "$work/build1.log"; fail "build find_package consumer"; }
"$work/find_package/expr_consumer"
"$work/find_package/library_consumer"

echo "== consumer 2: pkg-config --cflags --libs alkahest (tools/package-test)"
echo "   $(pkg-config --cflags --libs alkahest)"
[ "$(pkg-config --modversion alkahest)" = "$version" ] || fail "pkg-config version $(pkg-config --modversion alkahest)"
make -s -C "$root/tools/package-test" OUT="$work/" -B pkgconfig_consumer
out=$("$work/pkgconfig_consumer")
echo "   $out"
grep -q "header $version library $version capabilities $version" <<<"$out" || fail "consumer versions disagree"

echo "PackageConsumerTest: OK: alkahest $version (.deb $deb_version, depends: $depends)"
