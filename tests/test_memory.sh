#!/bin/sh
# bench's and check's memory checks on the CPU backend: a request whose copies (host data, backend
# copies, references, read-backs, the run's own buffers) pass the machine's memory exits 2 with its
# reason before any work, for every family and with --gpus, even where one copy alone would fit; and
# what each counts is at least what a run holds at its peak (resident set, CUPRIM_TEST_MEMORY).
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

# check plans too: every family's check says what each step holds before it allocates, and a check
# that cannot fit exits 2 with one line before any work, whatever --max-n (a machine of 1 MiB here,
# CUPRIM_TEST_HOST_MEMORY: every check holds more)
for f in $("$cli" list --families --backend cpu); do
  start=$(date +%s)
  CUPRIM_TEST_HOST_MEMORY=2^20 timeout 60 "$cli" check "$f" --backend cpu --max-n 2^36 >"$tmp/out" 2>"$tmp/err"
  rc=$? took=$(($(date +%s) - start))
  [ "$rc" -eq 2 ] || fail "check $f on 1 MiB: exit $rc, want 2: $(head -c 300 "$tmp/err")"
  [ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -q "^cuprim: check: $f .* needs .* of host memory, more than 90% of the 1.0 MiB here" "$tmp/err" ||
    fail "check $f on 1 MiB: not one line naming the step and the memory: $(head -c 400 "$tmp/err")"
  [ ! -s "$tmp/out" ] || fail "check $f on 1 MiB: printed to stdout (work started): $(head -c 200 "$tmp/out")"
  [ "$took" -le 2 ] || fail "check $f on 1 MiB: refused after $took s, not at once"
done
# a --max-n whose sizes fit runs where the whole check would not (32 MiB: sort's sizes to 65537 fit,
# its u32 pairs of 2^20 + 3 with their copies and the sort's scratch do not)
CUPRIM_TEST_HOST_MEMORY=2^25 "$cli" check sort --backend cpu --dtype u32 --variant best >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && grep -q 'sort u32 n=1048579 needs' "$tmp/err" || fail "check sort on 32 MiB was not refused: $(tail -2 "$tmp/out") $(cat "$tmp/err")"
CUPRIM_TEST_HOST_MEMORY=2^25 "$cli" check sort --backend cpu --dtype u32 --variant best --max-n 2^20 >"$tmp/out" 2>"$tmp/err" ||
  fail "check sort --max-n 2^20 on 32 MiB: $(tail -2 "$tmp/out") $(tail -2 "$tmp/err")"

# what a check's plan counts covers what its run holds at its peak beyond what the process held
# before (4 MiB for the run's own: thread stacks, the library's state), each production family at
# sizes whose copies are several MiB (one dtype: the count is per step, and steps that follow one
# another may leave the allocator's free memory resident)
if [ -z "$under_sanitizer" ]; then
  for c in "reduce --dtype i64 --max-n 2^20" "transpose --dtype f64 --max-n 2^20" "stencil --dtype f64 --max-n 2^20" \
    "count --dtype f64 --max-n 2^20" "bitpack --dtype f64 --max-n 2^20" "histogram --dtype u8 --max-n 2^20" \
    "sort --dtype u32" "scan --dtype i32" "select --dtype f64 --max-n 2^20"; do
    # shellcheck disable=SC2086
    CUPRIM_TEST_MEMORY=1 "$cli" check $c --backend cpu --default-block --variant best >"$tmp/out" 2>"$tmp/err" ||
      fail "check $c: $(tail -2 "$tmp/out") $(tail -2 "$tmp/err")"
    line=$(grep '^memory: counted' "$tmp/err")
    counted=$(echo "$line" | awk '{ print $3 }') peak=$(echo "$line" | awk '{ print $7 }') before=$(echo "$line" | awk '{ print $9 }')
    [ -n "$counted" ] && [ -n "$peak" ] && [ -n "$before" ] && [ $((peak - before)) -le $((counted + 4)) ] ||
      fail "check $c: held more than its plan counted: ${line:-no memory line}"
  done
fi

if [ "$fails" -ne 0 ]; then echo "test_memory: $fails failure(s)"; exit 1; fi
echo "test_memory: all passed"
