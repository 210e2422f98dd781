#!/bin/sh
# The record reader of `cuprim compare` and `cuprim report` on hostile files: each is refused with
# exit 2 and one line, quickly, without a sanitizer report; rows are matched by key in time linear
# in the rows; and compare's pairing (every parameter) and verdicts (shares of each run's ceiling,
# the spread of the timed runs) on records written for each case and on two runs of this build.
#   sh tests/test_record.sh path/to/cuprim
set -u
cli=${1:?usage: test_record.sh path/to/cuprim}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# refused: exit 2 within 20 s, one line on stderr naming the reason
refused() {
  want=$1
  shift
  timeout 20 "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  [ "$rc" -eq 2 ] || fail "cuprim $*: exit $rc, want 2: $(head -c 300 "$tmp/err")"
  [ "$(wc -l <"$tmp/err")" -eq 1 ] || fail "cuprim $*: stderr is not one line: $(head -c 300 "$tmp/err")"
  grep -q "$want" "$tmp/err" || fail "cuprim $*: does not say '$want': $(cat "$tmp/err")"
}
good='{"results": [{"primitive": "reduce", "variant": "best", "dtype": "i32", "op": "sum", "n": 5, "gbps": 1}]}'
printf '%s\n' "$good" >"$tmp/good.json"

# a \u escape whose four characters would pass the closing quote (it copied past its buffer)
{
  printf '{"results": [{"primitive": "\\u"'
  head -c 5000 /dev/zero | tr '\0' A
  printf '"}]}\n'
} >"$tmp/escape.json"
refused 'escape without four hex digits' compare "$tmp/escape.json" "$tmp/good.json"
refused 'escape without four hex digits' compare "$tmp/good.json" "$tmp/escape.json"
refused 'escape without four hex digits' report "$tmp/escape.json"
printf '{"results": [{"primitive": "\\u12"}]}' >"$tmp/short.json"
refused 'escape without four hex digits' compare "$tmp/short.json" "$tmp/good.json"
printf '{"results": [{"primitive": "a\\' >"$tmp/cut.json"
refused 'unterminated string' compare "$tmp/cut.json" "$tmp/good.json"
printf '{"results": [{"primitive": "\\q"}]}' >"$tmp/q.json"
refused 'unknown escape' compare "$tmp/q.json" "$tmp/good.json"
# escapes that are right decode (a surrogate pair, a two-byte character)
printf '{"results": [{"primitive": "r\\u00e9\\ud83d\\ude00\\"\\\\\\/\\n", "gbps": 1}]}' >"$tmp/esc-ok.json"
"$cli" compare "$tmp/esc-ok.json" "$tmp/esc-ok.json" >/dev/null 2>"$tmp/err" || fail "valid escapes refused: $(cat "$tmp/err")"

# NUL bytes are not text (they read as the number 0)
printf '{"results": [{"n": \0}]}' >"$tmp/nul.json"
refused 'NUL byte' compare "$tmp/nul.json" "$tmp/good.json"
printf '{"results": [{"primitive": "\\u0000"}]}' >"$tmp/nul2.json"
refused 'NUL character' compare "$tmp/nul2.json" "$tmp/good.json"

# not regular files: a device that never ends, a FIFO nobody writes, a directory; too large a file
refused 'not a regular file' compare /dev/zero "$tmp/good.json"
refused 'not a regular file' report /dev/zero
mkfifo "$tmp/fifo" && refused 'not a regular file' compare "$tmp/fifo" "$tmp/good.json"
refused 'not a regular file' compare "$tmp" "$tmp/good.json"
truncate -s 17M "$tmp/big.json" 2>/dev/null || dd if=/dev/zero of="$tmp/big.json" bs=1 count=0 seek=17M 2>/dev/null
refused 'larger than a record may be' compare "$tmp/big.json" "$tmp/good.json"
refused 'cannot open' compare "$tmp/none.json" "$tmp/good.json"
# nested past the limit, and a record that is no object
awk 'BEGIN { for (i = 0; i < 100000; i++) printf "["; }' >"$tmp/deep.json"
refused 'nested too deeply' compare "$tmp/deep.json" "$tmp/good.json"
printf '[1, 2]' >"$tmp/arr.json"
refused 'no "results" array' compare "$tmp/arr.json" "$tmp/good.json"

# 20000 rows against 20000: matched by a hash of the key (pairwise matching took minutes)
rows() { # $1 rows, in reverse order when $2 is 1
  awk -v n="$1" -v rev="$2" 'BEGIN {
    printf "{\"device\": {\"name\": \"x\", \"copy_gbps\": 10, \"read_gbps\": 10}, \"results\": [";
    for (k = 0; k < n; k++) {
      i = rev ? n - 1 - k : k;
      printf "%s{\"primitive\": \"reduce\", \"variant\": \"v%d\", \"dtype\": \"i32\", \"op\": \"sum\", \"n\": %d, " \
             "\"block\": null, \"median_us\": 10, \"min_us\": 9, \"max_us\": 11, \"gbps\": 5, \"ceiling_gbps\": 10}",
             k ? ",\n" : "", i % 97, i;
    }
    printf "]}\n" }'
}
rows 20000 0 >"$tmp/old.json"
rows 20000 1 >"$tmp/new.json"
timeout 60 "$cli" compare "$tmp/old.json" "$tmp/new.json" >"$tmp/cmp" 2>&1
rc=$?
[ "$rc" -eq 0 ] || fail "compare of 20000 rows: exit $rc: $(tail -3 "$tmp/cmp")"
grep -q "^0 regressed, 0 improved, 20000 unchanged" "$tmp/cmp" || fail "compare of 20000 rows: $(tail -1 "$tmp/cmp")"

# ---- compare: which rows pair, and when a pair counts as changed ----
# compare OLD NEW, want exit $3; the output in $tmp/cmp
compare_rc() {
  timeout 20 "$cli" compare "$1" "$2" >"$tmp/cmp" 2>&1
  rc=$?
  [ "$rc" -eq "$3" ] || fail "compare $(basename "$1") $(basename "$2"): exit $rc, want $3: $(cat "$tmp/cmp")"
}
has() { grep -Eq -- "$1" "$tmp/cmp" || fail "compare: no line matching '$1' in: $(cat "$tmp/cmp")"; }
# record FILE DEVICE-MEMBERS ROW... : a record of those rows
record() {
  f=$1 dev=$2
  shift 2
  {
    printf '{"commit": "x", "device": {"name": "H100", %s}, "results": [' "$dev"
    sep=
    for r in "$@"; do printf '%s\n  %s' "$sep" "$r"; sep=,; done
    printf ']}\n'
  } >"$f"
}
h100='"copy_gbps": 3015.23, "read_gbps": 3088.41'

# the suite's look-alike rows, as the H100 record 2026-11-23-9ee1e4f has them: transpose 10000^2
# tight and as sub-matrices, reduce aligned and misaligned. The new record lists them in the
# other order: each must pair with its twin (ratio 1) and none be left over.
tight='{"primitive": "transpose", "variant": "best", "dtype": "f32", "op": "none", "n": null, "shape": "10000x10000", "block": null, "median_us": 307.664, "min_us": 306.112, "max_us": 309.952, "reps": 200, "gbps": 2600.24, "ceiling_gbps": 3015.23, "ok": true, "reference": false}'
sub='{"primitive": "transpose", "variant": "best", "dtype": "f32", "op": "none", "n": null, "shape": "10000x10000", "block": null, "median_us": 347.344, "min_us": 343.616, "max_us": 353.312, "reps": 200, "gbps": 2303.19, "ceiling_gbps": 3015.23, "ok": true, "reference": false, "ld_in": 10007, "ld_out": 10003}'
aligned='{"primitive": "reduce", "variant": "best", "dtype": "i32", "op": "sum", "n": 268435456, "shape": null, "block": null, "median_us": 345.248, "min_us": 343.968, "max_us": 347.04, "reps": 200, "gbps": 3110.06, "ceiling_gbps": 3088.41, "ok": true, "reference": false}'
misaligned='{"primitive": "reduce", "variant": "best", "dtype": "i32", "op": "sum", "n": 268435456, "shape": null, "block": null, "median_us": 354.432, "min_us": 352.512, "max_us": 356.224, "reps": 200, "gbps": 3029.47, "ceiling_gbps": 3088.41, "ok": true, "reference": false, "misalign": "in"}'
record "$tmp/twins-old.json" "$h100" "$tight" "$sub" "$aligned" "$misaligned"
record "$tmp/twins-new.json" "$h100" "$misaligned" "$aligned" "$sub" "$tight"
compare_rc "$tmp/twins-old.json" "$tmp/twins-new.json" 0
has '^ +2303\.2 +2303\.2 +1\.000x +1\.000x .* transpose best f32 10000x10000 ld_in=10007 ld_out=10003$'
has '^ +2600\.2 +2600\.2 +1\.000x +1\.000x .* transpose best f32 10000x10000$'
has '^ +3029\.5 +3029\.5 +1\.000x +1\.000x .* reduce best i32 sum n=268435456 misalign=in$'
has '^ +3110\.1 +3110\.1 +1\.000x +1\.000x .* reduce best i32 sum n=268435456$'
has '^0 regressed, 0 improved, 4 unchanged .* 0 only in new, 0 only in old$'

# the runs' ceilings differ by a third: a row at the same share of its run's ceiling is unchanged
# (with a warning), one that fell to a lower share regressed
row() { # variant gbps min_us max_us ceiling
  printf '{"primitive": "reduce", "variant": "%s", "dtype": "i32", "op": "sum", "n": 4096, "shape": null, "block": null, "median_us": %s, "min_us": %s, "max_us": %s, "reps": 9, "gbps": %s, "ceiling_gbps": %s, "ok": true, "reference": false}' \
    "$1" "$3" "$3" "$4" "$2" "$5"
}
record "$tmp/fast.json" '"copy_gbps": 3000, "read_gbps": 3000' "$(row a 2400 10 11 3000)" "$(row b 2400 10 11 3000)"
record "$tmp/slowrun.json" '"copy_gbps": 2000, "read_gbps": 2000' "$(row a 1600 15 16.5 2000)" "$(row b 2400 10 11 2000)"
compare_rc "$tmp/fast.json" "$tmp/slowrun.json" 0
has '^warning: the copy ceilings differ by -33% \(old 3000\.0 GB/s, new 2000\.0\)$'
has '^ +2400\.0 +1600\.0 +0\.667x +1\.000x  +reduce a i32 sum n=4096$'
has '^ +2400\.0 +2400\.0 +1\.000x +1\.500x +improved \(share\) +reduce b i32 sum n=4096$'
record "$tmp/slowrow.json" '"copy_gbps": 2000, "read_gbps": 2000' "$(row a 1000 24 26 2000)"
compare_rc "$tmp/fast.json" "$tmp/slowrow.json" 1
has '^ +2400\.0 +1000\.0 +0\.417x +0\.625x +REGRESSED \(share\) +reduce a i32 sum n=4096$'
has '^1 regressed, 0 improved, 0 unchanged .* 0 only in new, 1 only in old$'
# a row below half its ceiling in both runs is not bound by it: judged raw though the ceilings moved
record "$tmp/lat1.json" '"copy_gbps": 3000, "read_gbps": 3000' "$(row c 100 10 11 3000)"
record "$tmp/lat2.json" '"copy_gbps": 2000, "read_gbps": 2000' "$(row c 100 10 11 2000)"
compare_rc "$tmp/lat1.json" "$tmp/lat2.json" 0
has '^ +100\.0 +100\.0 +1\.000x +1\.500x  +reduce c i32 sum n=4096$'
# within 10% the raw figures are judged, and the spread decides: 20% slower at the median but
# overlapping runs is unchanged; disjoint runs regressed
record "$tmp/a.json" "$h100" "$(row a 100 9 14 3015.23)" "$(row b 100 9 11 3015.23)"
record "$tmp/b.json" '"copy_gbps": 2900, "read_gbps": 3000' "$(row a 80 12 15 2900)" "$(row b 80 12 15 2900)"
compare_rc "$tmp/a.json" "$tmp/b.json" 1
has '^ +100\.0 +80\.0 +0\.800x +0\.832x  +reduce a i32 sum n=4096$'
has '^ +100\.0 +80\.0 +0\.800x +0\.832x +REGRESSED +reduce b i32 sum n=4096$'
# a table held to its fastest row (ceiling = a row's GB/s): judged raw, the moved ceiling is that row
record "$tmp/f1.json" "$h100" "$(row a 100 10 11 100)" "$(row b 50 20 21 100)"
record "$tmp/f2.json" "$h100" "$(row a 60 17 18 60)" "$(row b 50 20 21 60)"
compare_rc "$tmp/f1.json" "$tmp/f2.json" 1
has '^ +100\.0 +60\.0 +0\.600x +- +REGRESSED +reduce a i32 sum n=4096$'
# no spread (older records): marked, never counted as changed; untimed rows and every row counted
nospread='{"primitive": "reduce", "variant": "c", "dtype": "i32", "op": "sum", "n": 4096, "gbps": %s, "ceiling_gbps": 3015.23}'
untimed='{"primitive": "reduce", "variant": "d", "dtype": "i32", "op": "sum", "n": 4096, "gbps": null, "ceiling_gbps": 3015.23}'
long="$(head -c 150 /dev/zero | tr '\0' x)"
longrow="{\"primitive\": \"reduce\", \"variant\": \"e\", \"dtype\": \"i32\", \"op\": \"sum\", \"n\": 7, \"config\": \"$long\", \"gbps\": 5, \"min_us\": 1, \"max_us\": 1, \"ceiling_gbps\": 3015.23}"
# shellcheck disable=SC2059
record "$tmp/n1.json" "$h100" "$(printf "$nospread" 100)" "$untimed" "$longrow" "$(row f 1 1 1 3015.23)"
# shellcheck disable=SC2059
record "$tmp/n2.json" "$h100" "$(printf "$nospread" 50)" "$untimed" "$longrow" "$(row g 1 1 1 3015.23)"
compare_rc "$tmp/n1.json" "$tmp/n2.json" 0
has '^ +100\.0 +50\.0 +0\.500x +0\.500x +slower\? no spread +reduce c i32 sum n=4096$'
has "not timed in both +reduce d i32 sum n=4096\$"
has " reduce e i32 sum n=7 config=$long\$"
has '^0 regressed, 0 improved, 1 unchanged .*, 1 without a spread \(1 of them beyond the threshold\), 1 not timed in both, 1 only in new, 1 only in old$'

# two runs of this build on the CPU backend: the same code, so no row may regress
for k in 1 2; do
  "$cli" bench reduce --backend cpu --n 2^16 --dtype f32 --variant serial,best --json "$tmp/run$k.json" >"$tmp/bench" 2>&1 ||
    fail "bench reduce on cpu: $(tail -3 "$tmp/bench")"
done
# (ctest runs this test alone, RUN_SERIAL; a 30% threshold leaves room for the noise of a shared
# machine, which moved a 2^16 CPU row by 24% under the sanitizers)
timeout 20 "$cli" compare "$tmp/run1.json" "$tmp/run2.json" --threshold 30 >"$tmp/cmp" 2>&1 ||
  fail "compare of two runs of one build: exit $?: $(cat "$tmp/cmp")"
has '^0 regressed, .* 0 not timed in both, 0 only in new, 0 only in old$'

if [ "$fails" -ne 0 ]; then echo "test_record: $fails failure(s)"; exit 1; fi
echo "test_record: all passed"
