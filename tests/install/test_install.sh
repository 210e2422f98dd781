#!/bin/sh
# ctest "install": cmake --install of this build into a scratch prefix, then moved (both the
# CMake package and cuprim.pc must find it where it lies), and what a user gets from it:
# headers, libcuprim.a, libcuprim.so with its SONAME and only the CUP_API functions exported, the
# CLI; an outside CMake project (find_package(cuprim)) and an outside Makefile (pkg-config
# --cflags --libs cuprim) each build tests/install/app.c against the shared and the static
# library and run it. C only: a static link that needs anything the package does not say fails.
#   sh test_install.sh BUILD_DIR SOURCE_DIR
set -u
build=$1 src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
step() { # step NAME COMMAND...: run it quietly, show its output when it fails
  name=$1; shift
  "$@" >"$tmp/log" 2>&1 || { fail "$name: $(tail -n 15 "$tmp/log")"; return 1; }
}
needed() { readelf -d "$1" | grep NEEDED; }

step "cmake --install" cmake --install "$build" --prefix "$tmp/stage" || exit 1
mv "$tmp/stage" "$tmp/prefix"
p=$tmp/prefix
lib=$(dirname "$(ls "$p"/lib*/libcuprim.a)")
for f in include/cuprim.h include/cuprim_lab.h bin/cuprim share/cuprim/report.py; do [ -f "$p/$f" ] || fail "not installed: $f"; done
for f in libcuprim.a libcuprim.so libcuprim.so.0 cmake/cuprim/cuprimConfig.cmake \
         cmake/cuprim/cuprimConfigVersion.cmake cmake/cuprim/cuprimTargets.cmake pkgconfig/cuprim.pc; do
  [ -e "$lib/$f" ] || fail "not installed: $(basename "$lib")/$f"
done
readelf -d "$lib/libcuprim.so" | grep -q 'SONAME.*\[libcuprim\.so\.0\]' || fail "libcuprim.so has no SONAME libcuprim.so.0"
"$p/bin/cuprim" --version | grep -q '^cuprim [0-9]' || fail "the installed CLI does not run"

# exported: exactly the functions the installed headers mark CUP_API
sed -n 's/^CUP_API .*[ *]\(cup_[a-z0-9_]*\)(.*/\1/p' "$p"/include/cuprim*.h | sort >"$tmp/api"
nm -D --defined-only "$lib/libcuprim.so" | awk '{print $3}' | sort >"$tmp/exported"
[ "$(wc -l <"$tmp/api")" -ge 40 ] || fail "only $(wc -l <"$tmp/api") CUP_API functions read from the headers"
cmp -s "$tmp/api" "$tmp/exported" ||
  fail "libcuprim.so exports other than the CUP_API functions: $(diff "$tmp/api" "$tmp/exported" | grep '^[<>]' | head -20 | tr '\n' ' ')"

# run APP KIND: it must print its line, and link libcuprim.so exactly when KIND is shared
run() {
  "$1" >"$tmp/out" 2>&1 || { fail "$1: $(cat "$tmp/out")"; return; }
  grep -q 'sum of 1..100003 = 5000350006 on the CPU' "$tmp/out" || fail "$1: $(cat "$tmp/out")"
  if [ "$2" = shared ]; then needed "$1" | grep -q 'libcuprim\.so\.0' || fail "$1 does not link libcuprim.so.0"
  else needed "$1" | grep -q libcuprim && fail "$1 links libcuprim dynamically: $(needed "$1")"; fi
}

for kind in shared static; do
  use_static=OFF; [ $kind = static ] && use_static=ON
  b=$tmp/cmake-$kind
  step "find_package ($kind): configure" cmake -S "$src/tests/install" -B "$b" -DCMAKE_PREFIX_PATH="$p" \
    -DCUPRIM_USE_STATIC_LIBS=$use_static -DCMAKE_BUILD_RULE_MESSAGES=OFF &&
    step "find_package ($kind): build" cmake --build "$b" &&
    run "$b/app" $kind
done

if command -v pkg-config >/dev/null 2>&1; then
  mkdir "$tmp/make" && cp "$src/tests/install/app.c" "$src/tests/install/Makefile" "$tmp/make/"
  PKG_CONFIG_PATH=$lib/pkgconfig step "pkg-config: make" make -C "$tmp/make" && {
    run "$tmp/make/app-shared" shared
    run "$tmp/make/app-static" static
  }
fi

if [ "$fails" -ne 0 ]; then echo "test_install: $fails failure(s)"; exit 1; fi
if ! command -v pkg-config >/dev/null 2>&1; then
  echo "test_install: SKIPPED: pkg-config is not on PATH (the rest passed)"
  exit 77
fi
echo "test_install: headers, libraries, SONAME, $(wc -l <"$tmp/api") exported functions, CLI; find_package and pkg-config, shared and static: all passed"
