#!/bin/sh
# `cuprim sweep` on the CPU backend (docs/sweep.md): bad arguments refused with one line before any
# work; every family with a space swept with a few small cases, each checked and timed, its rows a
# record `cuprim compare` reads; a seed draws the same cases again; a case that fails its check
# makes the sweep exit 1 and is listed with the command that reruns it, which reruns it.
#   sh tests/test_sweep.sh path/to/cuprim
set -u
cli=${1:?usage: test_sweep.sh path/to/cuprim}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# exit 2, one line on stderr, nothing on stdout
refused() {
  "$cli" sweep "$@" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  [ "$rc" -eq 2 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && [ ! -s "$tmp/out" ] ||
    fail "cuprim sweep $*: exit $rc, stderr $(cat "$tmp/err"), stdout $(head -c 200 "$tmp/out")"
}
refused no-such-family
refused warp --backend cpu
refused reduce transpose
refused reduce --cases 0
refused reduce --cases abc
refused reduce --cases 100001
refused reduce --budget 0
refused reduce --budget -1
refused reduce --budget soon
refused reduce --max-n 0
refused reduce --dtype f32
refused reduce --variant best
refused reduce --op sum
refused reduce --seed -3
refused reduce --json ""
"$cli" sweep --help | grep -q "^usage: cuprim sweep \[FAMILY\]" || fail "sweep --help"
"$cli" --help | grep -q "^  sweep " || fail "cuprim --help does not list sweep"

python=$(command -v python3 || true)
families=$("$cli" sweep --help | sed -n 's/^Families with a space: \(.*\)\.$/\1/p' | tr -d ',')
[ -n "$families" ] || fail "sweep --help names no family"

# every family with a space (no family named: each in turn), 3 small cases each, checked and timed
json="$tmp/all.json"
"$cli" sweep --backend cpu --cases 3 --seed 7 --max-n 2^13 --json "$json" >"$tmp/all.out" 2>&1
rc=$?
[ $rc -eq 0 ] || fail "sweep of every family: exit $rc: $(tail -5 "$tmp/all.out")"
for family in $families; do
  grep -A1 "^sweep $family on cpu, seed 7: 3 of 3 cases in .*:$" "$tmp/all.out" | grep -q "^  3 checked and timed, 0 FAILED, 0 left out" ||
    fail "sweep $family: $(grep "^sweep $family" "$tmp/all.out")"
done
[ -z "$python" ] || "$python" - "$json" $families <<'PY' || fail "the sweep's record is wrong"
import json, sys
d = json.load(open(sys.argv[1]))
rows = d["results"]
assert d["seed"] == 7 and d["partial"] is False and d["failed_rows"] == 0, d
for family in sys.argv[2:]:
    assert {r["sweep_case"] for r in rows if r["primitive"] == family} == {0, 1, 2}, family
for r in rows:
    assert r["ok"] is True and r["median_us"] > 0 and r["sweep_seed"] == 7, r
PY
"$cli" compare "$json" "$json" >"$tmp/cmp" 2>&1 && grep -q " 0 only in new, 0 only in old$" "$tmp/cmp" ||
  fail "compare of the sweep with itself: $(tail -2 "$tmp/cmp")"

# a row that fails its check: exit 1, the case listed with the command that reruns it, and the
# record marks the row; that command is the same request, and passes on its own. The same seed
# drew the same cases: every row pairs with one of the first run's in compare, none alone.
CUPRIM_TEST_WRONG_ROW=2 "$cli" sweep stencil --backend cpu --cases 3 --seed 7 --max-n 2^13 --json "$tmp/wrong.json" \
  >"$tmp/wrong.out" 2>"$tmp/wrong.err"
rc=$?
[ $rc -eq 1 ] || fail "a sweep with a wrong row: exit $rc, want 1"
grep -A1 "^sweep stencil on cpu, seed 7: 3 of 3 cases in .*:$" "$tmp/wrong.out" | grep -q "^  2 checked and timed, 1 FAILED" &&
  grep -q "^sweep stencil FAILED: 1 cases$" "$tmp/wrong.out" || fail "the failed case is not counted: $(grep "^sweep" "$tmp/wrong.out")"
"$cli" compare "$json" "$tmp/wrong.json" --threshold 99 >"$tmp/cmp" 2>&1
grep -q " 0 only in new, [0-9]* only in old$" "$tmp/cmp" || fail "seed 7 drew other cases the second time: $(tail -2 "$tmp/cmp")"
# (a command past 120 columns goes on over lines that end in a backslash: joined first)
rerun=$(sed -e ':a' -e '/\\$/{N;s/ \\\n */ /;ba' -e '}' "$tmp/wrong.out" | sed -n 's/^    \(cuprim bench stencil .*\)$/\1/p' | head -1)
[ -n "$rerun" ] || fail "the failed case has no command line: $(cat "$tmp/wrong.out")"
if [ -n "$rerun" ]; then
  # shellcheck disable=SC2086 # the command line is a list of arguments
  "$cli" ${rerun#cuprim } --json "$tmp/rerun.json" >"$tmp/rerun.out" 2>&1 || fail "the failed case's command: $(tail -3 "$tmp/rerun.out")"
  [ -z "$python" ] || "$python" - "$tmp/wrong.json" "$tmp/rerun.json" <<'PY' || fail "the command reruns another request"
import json, sys
wrong = [r for r in json.load(open(sys.argv[1]))["results"] if not r["ok"]]
again = json.load(open(sys.argv[2]))["results"]
measured = {"median_us", "min_us", "max_us", "reps", "gbps", "b2b_us", "ok", "ceiling_gbps", "sweep_seed", "sweep_case"}
key = lambda r: {k: v for k, v in r.items() if k not in measured}
assert len(wrong) == 1 and len(again) == 1 and key(wrong[0]) == key(again[0]), (wrong, again)
PY
fi

CUPRIM_TEST_WRONG_ROW=x "$cli" sweep count --backend cpu --cases 1 >/dev/null 2>&1
[ $? -eq 2 ] || fail "CUPRIM_TEST_WRONG_ROW=x was not refused"

# --budget stops drawing: the cases run so far are reported, and the exit is 0
"$cli" sweep count --backend cpu --cases 1000 --seed 1 --max-n 2^10 --budget 0.5 >"$tmp/budget.out" 2>&1 ||
  fail "sweep with a budget: exit $?"
grep -q "of 1000 cases in .* (stopped by --budget)" "$tmp/budget.out" || fail "--budget did not stop: $(grep "^sweep" "$tmp/budget.out")"

if [ "$fails" -ne 0 ]; then echo "test_sweep: $fails failure(s)"; exit 1; fi
echo "test_sweep: all passed"
