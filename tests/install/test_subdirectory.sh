#!/bin/sh
# ctest "add_subdirectory": an outside CMake project that add_subdirectory()s the source tree
# (CPU backend, so that it stays quick) builds tests/install/app.c against cuprim::cuprim, shared
# and static, and runs it.
#   sh test_subdirectory.sh SOURCE_DIR
set -u
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for kind in shared static; do
  use_static=OFF; [ $kind = static ] && use_static=ON
  b=$tmp/build # one build: the second configure only changes what cuprim::cuprim names
  if ! { cmake -S "$src/tests/install" -B "$b" -DCUPRIM_SOURCE_DIR="$src" -DCUPRIM_CUDA=OFF \
           -DCUPRIM_USE_STATIC_LIBS=$use_static && cmake --build "$b" -j 2 --target app; } >"$tmp/log" 2>&1; then
    echo "FAIL: add_subdirectory ($kind): $(tail -n 15 "$tmp/log")"
    exit 1
  fi
  "$b/app" || { echo "FAIL: add_subdirectory ($kind): the program failed"; exit 1; }
done
echo "test_subdirectory: shared and static: passed"
