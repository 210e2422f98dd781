#!/bin/sh
# The record reader of `cuprim compare` and `cuprim report` on hostile files: each is refused with
# exit 2 and one line, quickly, without a sanitizer report; and rows are matched by key in time
# linear in the rows.
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
grep -q "^0 regressed, 0 improved, 20000 " "$tmp/cmp" || fail "compare of 20000 rows: $(tail -1 "$tmp/cmp")"

if [ "$fails" -ne 0 ]; then echo "test_record: $fails failure(s)"; exit 1; fi
echo "test_record: all passed"
