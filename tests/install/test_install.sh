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
  # the shared library's package needs no CUDA toolkit (it carries the runtime): none is found
  no_cuda=; [ $kind = shared ] && no_cuda=-DCMAKE_DISABLE_FIND_PACKAGE_CUDAToolkit=ON
  b=$tmp/cmake-$kind
  step "find_package ($kind): configure" cmake -S "$src/tests/install" -B "$b" -DCMAKE_PREFIX_PATH="$p" \
    -DCUPRIM_USE_STATIC_LIBS=$use_static -DCMAKE_BUILD_RULE_MESSAGES=OFF $no_cuda &&
    step "find_package ($kind): build" cmake --build "$b" &&
    run "$b/app" $kind
done

if command -v pkg-config >/dev/null 2>&1; then
  mkdir "$tmp/make" && cp "$src/tests/install/app.c" "$src/tests/install/Makefile" "$tmp/make/"
  PKG_CONFIG_PATH=$lib/pkgconfig step "pkg-config: make" make -C "$tmp/make" && {
    run "$tmp/make/app-shared" shared
    run "$tmp/make/app-static" static
    run "$tmp/make/app-static-pc" static
  }
  # no path of the build machine: every directory the .pc files name is in the prefix
  for pc in cuprim cuprim-static; do
    PKG_CONFIG_PATH=$lib/pkgconfig pkg-config --cflags --libs --static $pc | tr ' ' '\n' | grep -E '^-[IL]' |
      sed 's/^-[IL]//' | while read -r d; do
        case $(cd "$d" 2>/dev/null && pwd -P) in "$(cd "$p" && pwd -P)"/*) ;; *) echo "$d" ;; esac
      done >"$tmp/outside"
    [ ! -s "$tmp/outside" ] || fail "$pc.pc names directories outside the install: $(cat "$tmp/outside")"
  done
  # the README's C example, built from the install and run (shared, and static by cuprim-static)
  awk '/^```c$/ { on = 1; next } /^```$/ { if (on) exit } on' "$src/README.md" >"$tmp/readme.c"
  cmp -s "$tmp/readme.c" "$src/examples/reduce.c" || fail "the README's C example is not examples/reduce.c"
  for pc in cuprim cuprim-static; do
    # shellcheck disable=SC2046 # pkg-config's output is a list of arguments
    step "examples/reduce.c ($pc.pc)" cc -std=c11 -Wall -Wextra -Werror -o "$tmp/example-$pc" "$src/examples/reduce.c" \
      $(PKG_CONFIG_PATH=$lib/pkgconfig pkg-config --cflags --libs $pc) -lm -Wl,-rpath,"$lib" &&
      step "examples/reduce.c ($pc.pc): run" "$tmp/example-$pc" 100003
  done
  needed "$tmp/example-cuprim-static" | grep -q libcuprim && fail "cuprim-static.pc links libcuprim dynamically"
fi
# the installed CLI runs its installed report.py (here through a stand-in Python that says what it was given)
printf '#!/bin/sh\necho "$@"\n' >"$tmp/python" && chmod +x "$tmp/python"
CUPRIM_PYTHON=$tmp/python "$p/bin/cuprim" report "$src/bench/results/h100/2026-11-23-36c6f55.json" >"$tmp/out" 2>&1
grep -q "^$p/bin/../share/cuprim/report.py " "$tmp/out" || fail "the installed CLI does not run its installed report.py: $(cat "$tmp/out")"

if [ "$fails" -ne 0 ]; then echo "test_install: $fails failure(s)"; exit 1; fi
if ! command -v pkg-config >/dev/null 2>&1; then
  echo "test_install: SKIPPED: pkg-config is not on PATH (the rest passed)"
  exit 77
fi
echo "test_install: headers, libraries, SONAME, $(wc -l <"$tmp/api") exported functions, CLI; find_package and pkg-config, shared and static: all passed"
