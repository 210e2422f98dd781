#!/bin/sh
# bench's memory check on the CPU backend: a request whose copies (host data, backend copies,
# references, read-backs, the run's own buffers) pass the machine's memory exits 2 with its reason
# before any work, for every family and with --gpus, even where one copy alone would fit; and what
# the check counts is at least what a run holds at its peak (resident set, CUPRIM_TEST_MEMORY).
#   sh tests/test_memory.sh path/to/cuprim
set -u
cli=${1:?usage: test_memory.sh path/to/cuprim}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# the memory the lab holds itself to: the machine's, or the cgroup's limit if lower (bytes)
mem=$(awk '/^MemTotal:/ { printf "%.0f", $2 * 1024 }' /proc/meminfo)
if [ -r /sys/fs/cgroup/memory.max ]; then
  lim=$(cat /sys/fs/cgroup/memory.max)
  case $lim in *[!0-9]*) ;; *) [ "$lim" -lt "$mem" ] && mem=$lim ;; esac
fi
# elements of `size` bytes making `pct` percent of that memory
elems() { awk -v m="$mem" -v p="$2" -v s="$1" 'BEGIN { printf "%.0f", m * p / 100 / s }'; }

# refused before any work: exit 2, one line naming host memory, nothing on stdout, at once
refused() {
  timeout 60 "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  [ "$rc" -eq 2 ] || fail "cuprim $*: exit $rc, want 2: $(head -c 300 "$tmp/err")"
  [ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -q 'of host memory' "$tmp/err" ||
    fail "cuprim $*: not one line on the memory: $(head -c 400 "$tmp/err")"
  [ ! -s "$tmp/out" ] || fail "cuprim $*: printed to stdout (work started): $(head -c 200 "$tmp/out")"
}
# each of these holds one copy of at most 55% of the memory, and two or more copies in all
refused bench reduce --backend cpu --dtype i32 --n "$(elems 4 55)"
refused bench count --backend cpu --dtype i32 --n "$(elems 4 55)"
refused bench bitpack --backend cpu --dtype f64 --n "$(elems 8 55)"
refused bench block-vote --backend cpu --n "$(elems 4 55)"
refused bench histogram --backend cpu --dtype u8 --n "$(elems 1 55)"
refused bench stencil --backend cpu --dtype f32 --n "$(elems 4 30)"
side=$(awk -v e="$(elems 4 20)" 'BEGIN { printf "%.0f", sqrt(e) }')
refused bench transpose --backend cpu --dtype f32 --shape "${side}x$side"
# --gpus 4: the ranks' shards alone, 4 x 24%, pass the 90% the lab allows (the host builds one
# shard at a time, so a rank's copy is not counted four times)
refused bench reduce --backend cpu --gpus 4 --dtype i32 --n "$(elems 4 24)"
refused bench count --backend cpu --gpus 4 --dtype i32 --n "$(elems 4 24)"
# the suite plans every table before it runs one: a family's part whose tables fit is not refused
CUPRIM_SUITE=bitpack CUPRIM_TEST_STOP_ROWS=1 "$cli" bench --backend cpu >"$tmp/out" 2>"$tmp/err"
[ $? -eq 1 ] && grep -q 'stopped after 1 rows' "$tmp/err" || fail "the bitpack suite part did not start: $(cat "$tmp/err")"

# what is counted covers the peak resident set (48 MiB for the process itself: less than a copy of
# the 128 MiB of data each of these holds)
under_sanitizer=${ASAN_OPTIONS:-}${TSAN_OPTIONS:-}
if [ -n "$under_sanitizer" ]; then
  echo "test_memory: peak resident sizes not compared (a sanitizer's shadow memory is not the run's)"
else
  for c in "reduce --n 2^25 --dtype f32 --variant best" "count --n 2^25 --dtype i32 --variant best" \
    "transpose --shape 5793x5793 --variant best" "reduce --gpus 4 --n 2^23 --dtype f32"; do
    # shellcheck disable=SC2086
    CUPRIM_TEST_MEMORY=1 "$cli" bench $c --backend cpu >"$tmp/out" 2>"$tmp/err" || fail "bench $c: $(tail -2 "$tmp/err")"
    line=$(grep '^memory: counted' "$tmp/err")
    counted=$(echo "$line" | awk '{ print $3 }') peak=$(echo "$line" | awk '{ print $7 }')
    [ -n "$counted" ] && [ -n "$peak" ] && [ "$peak" -le $((counted + 48)) ] ||
      fail "bench $c: held more than it counted: $line"
  done
fi

if [ "$fails" -ne 0 ]; then echo "test_memory: $fails failure(s)"; exit 1; fi
echo "test_memory: all passed"
