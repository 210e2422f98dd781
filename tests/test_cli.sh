#!/bin/sh
# The CLI's contract: --help everywhere, exit 2 with one line on bad arguments, list/check/bench
# on the CPU backend (always present), and a JSON record with the fields docs/cli.md describes
# ("JSON record").
#   sh tests/test_cli.sh path/to/cuprim
set -u
cli=${1:?usage: test_cli.sh path/to/cuprim}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# bad arguments: exit status 2 and exactly one line on stderr, nothing on stdout
bad() {
  "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  [ "$rc" -eq 2 ] || fail "cuprim $*: exit $rc, want 2"
  [ "$(wc -l <"$tmp/err")" -eq 1 ] || fail "cuprim $*: stderr is not one line: $(cat "$tmp/err")"
  [ ! -s "$tmp/out" ] || fail "cuprim $*: printed to stdout"
}
bad
bad frobnicate
bad bench reduce --n abc
bad bench reduce --n 2^99
bad bench reduce --n -5
bad bench reduce --n 0
bad bench reduce --dtype f16
bad bench reduce --op avg
bad bench reduce --block 100
bad bench reduce --block 2048
bad bench reduce --variant
bad bench reduce --bogus
bad bench no-such-family
bad bench scan --op avg
bad bench scan --kind prefix
bad bench scan --dtype b4
bad bench scan --n 0
bad bench select --kept 2
bad bench select --kept x
bad bench select --mode both
bad bench select --dtype u8
bad bench --n 2^20
bad bench reduce --dtype b4
bad bench reduce --shape 4x4
bad bench transpose --shape 10
bad bench transpose --shape 0x5
bad bench transpose --shape 4xq
bad bench reduce --misalign out
bad bench transpose --misalign sideways
bad bench transpose --ld 5
bad bench transpose --shape 30x40 --ld 39,30
bad bench transpose --shape 30x40 --ld 40,29
bad bench transpose --shape 30x40 --ld 40,x
bad bench transpose --shape 2x2 --ld 1099511627776,2
bad bench stencil --misalign
bad bench transpose --block 32
bad bench transpose --block 64x32
bad bench transpose --n 5
bad bench transpose --op sum
bad bench reduce --backend cpu --variant nope
bad bench transpose --backend cpu --variant best,nope
bad check --backend tpu
bad check reduce extra
bad check --seed -1
bad check -
bad bench -x
bad list --dtype i32
bad info --n 5
bad bench stencil --radius 0
bad bench stencil --radius 17
bad bench stencil --form diagonal
bad bench stencil --boundary mirror
bad bench stencil --dtype i32
bad bench stencil --op sum
bad bench reduce --radius 4
bad bench reduce --host foo
bad bench reduce --chunk 4096
bad bench reduce --host pinned --chunk 0
bad bench reduce --host pageable --chunk 1
bad bench stencil --host pageable --chunk 65535
bad bench reduce --host pinned --chunk 2^33
bad bench reduce --gpus -1
bad bench reduce --gpus 0
bad bench reduce --gpus ' 2'
bad bench reduce --gpus +2
bad bench reduce --gpus 1025
bad bench reduce --host pinned --variant best
bad bench reduce --host pageable --n 2^40
bad bench stencil --host nope
bad bench transpose --host pinned
bad bench access --offset 5..2
bad bench access --offset x
bad bench access --dtype f64
bad bench hostmem --backend cpu
bad check hostmem --backend cpu
bad bench hostmem --dtype f32
bad bench streams --backend cpu
bad check streams --backend cpu
bad bench streams --backend cpu --timeline /tmp/x.json
bad bench streams --dtype f32
bad bench streams --block 64
bad bench reduce --timeline /tmp/x.json
bad bench transpose --carveout 101
bad bench transpose --carveout 50 --offset 3
bad bench reduce --ncu
bad bench smem-banks --block 32x32
bad bench smem-banks --n 5
bad bench symbols
bad check stencil --bogus
bad bench smem-banks --backend cpu
bad check access --backend cpu
bad check stencil --dtype i32
bad check reduce --dtype b4
bad check symbols --dtype f64
bad bench stencil --n 2^41
bad check --max-n 2^41
bad bench access --n 1
bad bench transpose --carveout 50 --backend cpu
bad bench access --offset "$(seq -s, 0 600)"
bad bench transpose --carveout "$(yes 50 | head -100 | paste -sd, -)"
bad compare
bad compare "$tmp/none.json"
bad compare "$tmp/none.json" "$tmp/none2.json"
bad compare /etc/hostname /etc/hostname
bad compare a b c
bad compare a b --threshold x
bad compare a b -o x
bad report
bad report "$tmp/none.json"
bad report /etc/hostname
bad report x -o
bad report x --out ''
bad report x --threshold 5
bad report $(seq -f "r%g.json" 17)
bad bench reduce --format xml
bad check reduce --format csv
# hangs, overflows and empty values: each refused before any work
for c in info list check bench; do bad $c --; done
bad bench transpose --shape 1099511627776x1099511627776
bad bench transpose --shape 4294967296x4294967297
bad bench transpose --shape 18446744073709551615x2
bad bench transpose --block 8589934592x2147483648
# sizes within 2^40 elements but past the machine's memory, in bytes of the dtype
bad bench transpose --backend cpu --shape 1099511627776x1 --dtype b16
bad bench reduce --backend cpu --n 2^40 --dtype f64
bad bench stencil --backend cpu --n 2^40
bad bench transpose --block 4294967297x1
bad check reduce --huge --backend cpu
bad bench reduce --backend cpu --block 256
bad bench transpose --backend cpu --block 32x8
bad bench reduce --variant ''
bad bench reduce --variant ,
bad bench transpose --carveout ''
bad check --seed ' -5'
bad check --max-n 0
bad bench stencil --dtype zz
# --opt=value is --opt value: the same checks, and a flag takes no value
bad bench reduce --n=abc
bad bench reduce --n=
bad bench reduce --op=avg
bad bench --n=2^20
bad bench reduce --variant=
bad check --huge=1
bad bench reduce --json=
bad list --families=yes

# CUPRIM_SUITE: separators alone name nothing (refused); an unknown name is refused
for only in ',,,' ' ' ', ,' 'nope' 'reduce,nope'; do
  CUPRIM_SUITE="$only" "$cli" bench --backend cpu >"$tmp/out" 2>"$tmp/err"
  rc=$?
  [ "$rc" -eq 2 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -q CUPRIM_SUITE "$tmp/err" ||
    fail "CUPRIM_SUITE='$only': exit $rc, $(cat "$tmp/err")"
done

# --backend cuda where there is none (no GPU, or a build without CUDA): exit 1 and one line
# saying so. The probe names no variant that exists, so with a GPU it ends at once with exit 2.
"$cli" bench reduce --backend cuda --n 5 --variant nope >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" -ne 2 ]; then
  [ "$rc" -eq 1 ] || fail "--backend cuda without a GPU: exit $rc, want 1"
  [ "$(wc -l <"$tmp/err")" -eq 1 ] || fail "--backend cuda without a GPU: not one line: $(cat "$tmp/err")"
  grep -Eq 'no CUDA GPU found|built without the CUDA backend' "$tmp/err" ||
    fail "--backend cuda without a GPU does not say so: $(cat "$tmp/err")"
fi

for c in "" info list check bench; do
  "$cli" $c --help >"$tmp/out" 2>&1 || fail "cuprim $c --help exits non-zero"
  grep -q usage "$tmp/out" || fail "cuprim $c --help prints no usage"
  grep -q '%%' "$tmp/out" && fail "cuprim $c --help prints a doubled %"
done
# a family's help: the common part and that family's alone
"$cli" bench reduce --help >"$tmp/out" 2>&1 && grep -q '^usage: cuprim bench' "$tmp/out" &&
  grep -q '^cuprim bench reduce ' "$tmp/out" && ! grep -q '^cuprim bench transpose' "$tmp/out" ||
  fail "bench reduce --help is not reduce's alone: $(head -3 "$tmp/out")"
"$cli" check stencil --help >"$tmp/out" 2>&1 && grep -q '^stencil: ' "$tmp/out" && ! grep -q '^reduce: ' "$tmp/out" &&
  [ "$(tail -c 1 "$tmp/out" | od -An -c | tr -d ' ')" = '\n' ] || fail "check stencil --help is not stencil's alone"

"$cli" list >"$tmp/list" || fail "list"
for v in serial unroll8 threads best; do
  grep -Eq "^reduce +cpu +$v " "$tmp/list" || fail "list lacks cpu variant $v"
done
# the header's columns stand over the values; every line fits 120 columns
awk 'NR == 1 { at = index($0, "backend") } / cpu / && !seen { seen = 1; if (index($0, " cpu ") + 1 != at) bad = 1 }
     length($0) > 120 { bad = 1 } END { exit bad || !seen }' "$tmp/list" || fail "list: header misaligned or past 120 columns"
# --backend=cpu filters as --backend cpu does: no CUDA rows, no GPU-only family
"$cli" list --backend=cpu >"$tmp/list" && ! grep -Eq '^[a-z-]+ +cuda ' "$tmp/list" &&
  "$cli" list --families --backend=cpu >"$tmp/list" && grep -qx reduce "$tmp/list" && ! grep -qx hostmem "$tmp/list" ||
  fail "list --backend=cpu does not filter"

"$cli" check reduce --backend=cpu --max-n=70000 >"$tmp/check" 2>&1 || fail "check on cpu: $(tail -3 "$tmp/check")"
grep -q "^passed" "$tmp/check" || fail "check prints no pass line"
"$cli" check transpose --backend cpu --max-n 5000 --dtype b2 >"$tmp/check" 2>&1 || fail "check transpose: $(tail -3 "$tmp/check")"
grep -q "^ok   transpose/best" "$tmp/check" || fail "check transpose did not check best"
"$cli" check reduce --backend cpu --variant nope >/dev/null 2>&1
[ $? -eq 2 ] || fail "check of an unknown variant must exit 2"

json="$tmp/run.json"
"$cli" bench reduce --backend cpu --n 2^16 --variant serial,best --dtype f32 --json "$json" >"$tmp/bench" 2>&1 ||
  fail "bench on cpu: $(tail -3 "$tmp/bench")"
grep -Eq "^serial +- " "$tmp/bench" || fail "bench table lacks the serial row"
grep -Eq "^best +- .* ok( +b2b [0-9.]+ us)?$" "$tmp/bench" || fail "bench table lacks an ok best row"
# first the backend and why, last the rows, failures and time
head -1 "$tmp/bench" | grep -qx 'backend: cpu (--backend cpu)' || fail "bench's first line: $(head -1 "$tmp/bench")"
tail -1 "$tmp/bench" | grep -Eq '^bench: 2 rows, 0 failed, [0-9.]+ s on cpu$' || fail "bench's last line: $(tail -1 "$tmp/bench")"
if command -v python3 >/dev/null 2>&1; then
  python3 - "$json" "$tmp/bench" <<'PY' || fail "bench JSON does not have the fixed fields"
import json, sys
d = json.load(open(sys.argv[1]))
printed = open(sys.argv[2]).read().splitlines()
assert d["tool"] == "cuprim" and d["version"] and d["commit"]
for k in ("name", "cc", "sms", "l2_bytes", "copy_gbps", "read_gbps", "launch_us", "h2d_gbps", "d2h_gbps", "bidir_gbps"):
    assert k in d["device"], k
assert d["device"]["h2d_gbps"] is None, "the CPU backend has no host link"
assert d["device"]["read_gbps"] > 0 and d["device"]["copy_gbps"] > 0
rows = d["results"]
assert [r["variant"] for r in rows] == ["serial", "best"], rows
for r in rows:
    for k in ("primitive", "variant", "dtype", "op", "n", "shape", "median_us", "gbps", "ceiling_gbps", "ok", "reference"):
        assert k in r, k
    assert r["primitive"] == "reduce" and r["dtype"] == "f32" and r["op"] == "sum" and r["n"] == 65536
    assert r["shape"] is None and r["ok"] is True and r["reference"] is False
    assert r["table"] in printed and r["table"].startswith("reduce f32 sum, n = 65536 "), r  # its table's title
    # the record rounds GB/s to 2 decimals: on a loaded machine a row can run under 1 GB/s
    assert r["median_us"] > 0 and abs(r["gbps"] - 65536 * 4 / (r["median_us"] * 1e3)) <= max(1e-2 * r["gbps"], 0.006)
    assert 0 < r["min_us"] <= r["median_us"] <= r["max_us"] and r["reps"] >= 5
PY
else
  grep -q '"primitive": "reduce"' "$json" || fail "bench JSON lacks rows"
fi

# --format: CSV is one header and a row per variant (its own lines on stderr); markdown is a pipe
# table. Both with --opt=value.
"$cli" bench reduce --backend=cpu --n=2^12 --variant=serial,best --format=csv >"$tmp/csv" 2>"$tmp/err" || fail "bench --format csv"
[ "$(wc -l <"$tmp/csv")" -eq 3 ] && head -1 "$tmp/csv" | grep -q '^table,family,variant,dtype,op,n,shape,block,' &&
  grep -Eq '^"reduce i32 sum, n = 4096 .*",reduce,best,i32,sum,4096,,,[0-9.]+,[0-9.]+,[0-9.]+,[0-9]+,[0-9.]+,' "$tmp/csv" &&
  grep -q '^backend: cpu' "$tmp/err" || fail "bench --format csv: $(cat "$tmp/csv" "$tmp/err")"
# on a terminal (script(1) gives it one) the progress line counts the tables of the run
if command -v script >/dev/null 2>&1; then
  script -qec "'$cli' bench reduce --backend cpu --n 2^12 --variant best --format md" /dev/null >"$tmp/md" 2>&1
  grep -q '\[table 1 of 1, row 1\] reduce i32 sum' "$tmp/md" || fail "bench's progress has no total: $(cat -v "$tmp/md")"
else
  "$cli" bench reduce --backend cpu --n 2^12 --variant best --format md >"$tmp/md" 2>&1
fi
grep -q '^|---|---|---:|' "$tmp/md" && grep -Eq '^\| best \| - \| [0-9.]+ \|' "$tmp/md" || fail "bench --format md: $(cat "$tmp/md")"
# --json: an unwritable path is refused up front; a failed write keeps the file that was there
bad bench reduce --backend cpu --n 2^10 --json "$tmp/missing/dir.json"
bad bench reduce --backend cpu --n 2^10 --json "$tmp"
[ -c /dev/full ] && bad bench reduce --backend cpu --n 2^10 --json /dev/full
cp "$json" "$tmp/keep.json"
# past a 1 KiB file-size limit (SIGXFSZ ignored, so the write fails with EFBIG), after the
# one-byte test write passed: rc 1, the old record intact, no temporary file left
(trap '' XFSZ; ulimit -f 1 && exec "$cli" bench reduce --backend cpu --n 2^10 --variant all --json "$tmp/keep.json") \
  >"$tmp/out" 2>&1
rc=$?
[ "$rc" -eq 1 ] || fail "a JSON write past the file-size limit: exit $rc, want 1: $(tail -2 "$tmp/out")"
cmp -s "$json" "$tmp/keep.json" || fail "a failed JSON write changed the file that was there"
ls "$tmp" | grep -q 'keep.json.tmp' && fail "a failed JSON write left its temporary file"

# --json through a symbolic link replaces the file it names (the link stays), and keeps its mode
cp "$json" "$tmp/real.json" && chmod 640 "$tmp/real.json" && ln -s real.json "$tmp/link.json"
"$cli" bench reduce --backend cpu --n 2^10 --variant serial --json "$tmp/link.json" >"$tmp/out" 2>&1 ||
  fail "bench --json through a link: $(tail -2 "$tmp/out")"
[ -L "$tmp/link.json" ] || fail "--json replaced the symbolic link with a file"
grep -q '"variant": "serial"' "$tmp/real.json" && ! grep -q '"variant": "best"' "$tmp/real.json" ||
  fail "--json through a link did not write the file it names"
[ "$(stat -c %a "$tmp/real.json")" = 640 ] || fail "--json dropped the file's mode: $(stat -c %a "$tmp/real.json")"
cp "$json" "$tmp/private.json" && chmod 600 "$tmp/private.json"
"$cli" bench reduce --backend cpu --n 2^10 --variant serial --json "$tmp/private.json" >"$tmp/out" 2>&1
[ "$(stat -c %a "$tmp/private.json")" = 600 ] || fail "--json dropped the record's mode 600: $(stat -c %a "$tmp/private.json")"
ln -s nowhere.json "$tmp/dangling.json"
bad bench reduce --backend cpu --n 2^10 --json "$tmp/dangling.json"
bad bench reduce --backend cpu --n 2^10 --force
# a run that stops with an error: its record says partial, and goes beside a complete record
# (FILE.partial.json) unless --force; over a partial one, or no file, it is written in place
cp "$json" "$tmp/complete.json"
CUPRIM_TEST_STOP_ROWS=1 "$cli" bench reduce --backend cpu --n 2^10 --variant serial,best --json "$tmp/complete.json" \
  >"$tmp/out" 2>"$tmp/err"
rc=$?
[ "$rc" -eq 1 ] || fail "a bench that stopped: exit $rc, want 1"
cmp -s "$json" "$tmp/complete.json" || fail "a partial record replaced a complete one"
grep -q 'complete.partial.json instead (--force replaces it)' "$tmp/err" || fail "the partial record's place is not said: $(cat "$tmp/err")"
grep -q '"partial": true, "failed_rows": 0,' "$tmp/complete.partial.json" && [ "$(grep -c '"primitive"' "$tmp/complete.partial.json")" -eq 1 ] ||
  fail "the partial record is not marked or has other rows: $(head -c 400 "$tmp/complete.partial.json")"
grep -q '"partial": false, "failed_rows": 0,' "$json" || fail "a complete record does not say partial: false"
# (here the headline, what bench runs without a family: best at the large and small request of
# each primitive, then a table of them, which a run that stopped shows for the rows it has)
CUPRIM_TEST_STOP_ROWS=2 "$cli" bench --backend cpu --json "$tmp/complete.json" --force >"$tmp/out" 2>&1
grep -q '"partial": true' "$tmp/complete.json" || fail "--force did not let the partial record replace the complete one"
grep -Eq '^ *\{"primitive": "reduce", "variant": "best", "dtype": "i32", "op": "sum", "n": 67108864,' "$tmp/complete.json" ||
  fail "the headline's first row is not reduce best at 2^26: $(head -c 600 "$tmp/complete.json")"
grep -Eq '^reduce +--n 2\^26 +[0-9.]+ \([0-9]+%\) +- +- +- +--n 2\^12 +[0-9.]+ +-$' "$tmp/out" &&
  grep -q '^The run stopped: its rows so far' "$tmp/out" && ! grep -q '^transpose ' "$tmp/out" ||
  fail "the headline table of a stopped run: $(cat "$tmp/out")"
# a table's title longer than 120 columns (a sort of 8-byte keys with 16-byte values over a bit
# range) breaks at a space onto an indented line
"$cli" bench sort --backend cpu --dtype u64 --values 16 --order desc --bits 3:60 --n 4096 --variant best >"$tmp/title" 2>&1 ||
  fail "the long-title sort: $(tail -3 "$tmp/title")"
awk 'length($0) > 120 { bad = 1 } /^sort u64 keys \+ 16-byte values, .*bits \[3, 60\)/ { t = NR }
     t && NR == t + 1 && /^    [^ ]/ { ok = 1 } END { exit bad || !ok }' "$tmp/title" ||
  fail "a long table title is not wrapped within 120 columns: $(head -5 "$tmp/title")"
# every line of the whole headline fits 120 columns: a long request (select's) wraps in its column
# (the large requests named but not run, to take seconds)
CUPRIM_TEST_SMALL_HEADLINE=1 "$cli" bench --backend cpu >"$tmp/head" 2>&1 || fail "the headline: $(tail -3 "$tmp/head")"
awk 'length($0) > 120 { print "past 120 columns: " $0; bad = 1 } END { exit bad }' "$tmp/head" >&2 ||
  fail "headline lines past 120 columns"
grep -Eq '^primitive +large request +best GB/s +vendor +vendor GB/s +ratio +small request +best us +vendor us$' "$tmp/head" &&
  grep -Eq '^select +--n 2\^26 --kept 0\.5 +- +- +- +- +--n 2\^12 --kept 0\.5 +[0-9.]+ +-$' "$tmp/head" &&
  grep -Eq '^ +--mode select +--mode select$' "$tmp/head" && grep -Eq '^sort +--n 2\^20 +- .* [0-9.]+ +[0-9.]+$' "$tmp/head" ||
  fail "the headline table: $(tail -14 "$tmp/head")"
CUPRIM_TEST_SMALL_HEADLINE=2 "$cli" bench --backend cpu >/dev/null 2>&1
[ $? -eq 2 ] || fail "CUPRIM_TEST_SMALL_HEADLINE=2 was not refused"
bad bench reduce --full
bad bench --full --gpus 2
# (the suite, on the backend auto picks: its first line says which and why, and which families
# of the suite it leaves out; the summary says the run stopped)
CUPRIM_TEST_STOP_ROWS=1 CUPRIM_SUITE=count,smem-banks "$cli" bench --full --json "$tmp/new.json" >"$tmp/out" 2>&1
grep -q '"partial": true' "$tmp/new.json" || fail "a partial record was not written where no record was"
head -1 "$tmp/out" | grep -Eqx 'backend: cuda \(auto: a CUDA device answered\)|backend: cpu \(auto: no CUDA device: .+\); leaves out smem-banks \(no variants on cpu\); CUPRIM_SUITE leaves out [0-9]+ families' ||
  fail "bench's first line on auto: $(head -1 "$tmp/out")"
grep -Eq '^bench: 1 row, 0 failed, [0-9.]+ s on (cpu|cuda), stopped$' "$tmp/out" || fail "bench's summary of a stopped run: $(cat "$tmp/out")"
CUPRIM_TEST_STOP_ROWS=x "$cli" bench reduce --backend cpu --n 2^10 >"$tmp/out" 2>&1
[ $? -eq 2 ] || fail "CUPRIM_TEST_STOP_ROWS=x was not refused"

tjson="$tmp/tr.json"
"$cli" bench transpose --backend cpu --shape 300x517 --variant naive,best --dtype b8 --json "$tjson" >"$tmp/bench" 2>&1 ||
  fail "bench transpose on cpu: $(tail -3 "$tmp/bench")"
if command -v python3 >/dev/null 2>&1; then
  python3 - "$tjson" <<'PY' || fail "transpose JSON rows are wrong"
import json, sys
rows = json.load(open(sys.argv[1]))["results"]
assert [r["variant"] for r in rows] == ["naive", "best"], rows
for r in rows:
    assert r["primitive"] == "transpose" and r["shape"] == "300x517" and r["n"] is None and r["dtype"] == "b8"
    assert r["ok"] is True and r["median_us"] > 0
    assert r["table"].startswith("transpose b8, 300x517 "), r
    assert abs(r["gbps"] - 2 * 300 * 517 * 8 / (r["median_us"] * 1e3)) <= max(1e-2 * r["gbps"], 0.006)
PY
fi

# sub-matrices: the JSON names the leading dimensions, GB/s still counts the matrix alone
"$cli" bench transpose --backend cpu --shape 37x61 --ld 67,41 --variant all --dtype b2 --json "$tjson" >"$tmp/bench" 2>&1 ||
  fail "bench transpose --ld on cpu: $(tail -3 "$tmp/bench")"
if command -v python3 >/dev/null 2>&1; then
  python3 - "$tjson" <<'PY' || fail "transpose --ld JSON rows are wrong"
import json, sys
rows = json.load(open(sys.argv[1]))["results"]
assert len(rows) >= 2, rows
for r in rows:
    assert r["shape"] == "37x61" and r["ld_in"] == 67 and r["ld_out"] == 41 and r["ok"] is True, r
PY
fi

sjson="$tmp/st.json"
"$cli" bench stencil --backend cpu --n 100003 --radius=3 --form symmetric --boundary=periodic --dtype f64 \
  --json "$sjson" --format csv >"$tmp/st.csv" 2>"$tmp/bench" || fail "bench stencil on cpu: $(tail -3 "$tmp/bench")"
"$cli" check stencil --backend cpu --max-n 5000 >"$tmp/check" 2>&1 || fail "check stencil: $(tail -3 "$tmp/check")"
grep -q "^ok   stencil/best" "$tmp/check" || fail "check stencil did not check best"
if command -v python3 >/dev/null 2>&1; then
  python3 - "$sjson" <<'PY' || fail "stencil JSON rows are wrong"
import json, sys
rows = json.load(open(sys.argv[1]))["results"]
assert [r["variant"] for r in rows] == ["serial", "best"], rows
for r in rows:
    assert r["primitive"] == "stencil" and r["n"] == 100003 and r["dtype"] == "f64" and r["op"] == "none"
    assert r["radius"] == 3 and r["form"] == "symmetric" and r["boundary"] == "periodic"
    assert r["ok"] is True and abs(r["gbps"] - 2 * 100003 * 8 / (r["median_us"] * 1e3)) <= max(1e-2 * r["gbps"], 0.006)
PY
  # the same run's CSV: every key of every row of the record, with the same value
  python3 - "$sjson" "$tmp/st.csv" <<'PY' || fail "the CSV rows lack keys of the record: $(head -2 "$tmp/st.csv")"
import csv, json, sys
rows = json.load(open(sys.argv[1]))["results"]
table = list(csv.DictReader(open(sys.argv[2])))
assert len(table) == len(rows), (len(table), len(rows))
same = {"primitive": "family", "ok": "check"}
for r, c in zip(rows, table):
    for k, v in r.items():
        got = c[same.get(k, k)]
        if v is None: assert got == "", (k, got)
        elif k == "ok": assert got == ("ok" if v else "FAIL"), (k, got)
        elif isinstance(v, bool): assert got == str(v).lower(), (k, got)
        elif isinstance(v, (int, float)): assert abs(float(got) - v) <= 1e-2 * max(abs(v), 1), (k, got, v)
        else: assert got == str(v), (k, got, v)
PY
fi

# compare: two committed H100 records; then a record against a copy of itself made slower
records=$(dirname "$0")/../bench/results/h100
"$cli" compare "$records/2026-11-22-df76c69.json" "$records/2026-11-23-36c6f55.json" --threshold 50 >"$tmp/cmp" 2>&1 ||
  fail "compare of two records: $(tail -3 "$tmp/cmp")"
grep -Eq '^ +3126\.5 +3128\.7 +1\.001x .* reduce best i32 sum n=1073741824$' "$tmp/cmp" || fail "compare lacks the reduce 2^30 row"
grep -q "only in new" "$tmp/cmp" || fail "compare does not list rows only in the new record"
if command -v python3 >/dev/null 2>&1; then
  python3 - "$json" "$tmp/slow.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
r = d["results"][1]  # best: 3x slower, every run
r["gbps"] /= 3; r["median_us"] *= 3; r["min_us"] = r["max_us"] * 3; r["max_us"] *= 4
# each row names its table's title, which holds figures of the run (its ceiling): not a key
assert all(row["table"].startswith("reduce ") for row in d["results"]), d["results"]
for row in d["results"]: row["table"] += ", another run"
json.dump(d, open(sys.argv[2], "w"))
PY
  "$cli" compare "$json" "$tmp/slow.json" >"$tmp/cmp" 2>&1
  rc=$?
  [ $rc -eq 1 ] && grep -Eq ' REGRESSED +reduce best f32 sum n=65536$' "$tmp/cmp" && grep -q "^1 regressed" "$tmp/cmp" ||
    fail "compare of a slowed copy: exit $rc, $(cat "$tmp/cmp")"
  "$cli" compare "$json" "$json" >/dev/null 2>&1 || fail "a record compared with itself must not regress"
fi

# report: a CUPRIM_PYTHON that is not there is said, not replaced by another Python
CUPRIM_PYTHON=/nonexistent/python "$cli" report "$records/2026-11-23-36c6f55.json" -o "$tmp/noreport" >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc -eq 1 ] && grep -q "CUPRIM_PYTHON" "$tmp/err" && [ ! -e "$tmp/noreport" ] ||
  fail "report with a missing CUPRIM_PYTHON: exit $rc, $(cat "$tmp/err")"
# (report's drawing: tests/test_report.sh)

if [ "$fails" -ne 0 ]; then echo "test_cli: $fails failure(s)"; exit 1; fi
echo "test_cli: all passed"
