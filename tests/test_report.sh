#!/bin/sh
# ctest "report": `cuprim report` (scripts/report.py) draws every table of a record, one chart
# each, and overlays records. The record is made here on the CPU backend, small: the whole
# headline (every primitive's tables, CUPRIM_TEST_SMALL_HEADLINE) and one sweep case of every
# family with a space, joined by scripts/merge-records.py. Then
# 1. `cuprim report RECORD`: one chart per table (the rows' "table" titles, in order) holding
#    exactly its rows, one per family's sweep, every row drawn;
# 2. the record beside a copy of it (another commit, half the GB/s, its rows' "table" titles
#    taken away, as records had before them) and an older committed H100 record: each table
#    drawn once with both runs' rows and series (the copy's tables found again from the rows'
#    parameters alone), and every row of the older record drawn.
# matplotlib: $CUPRIM_PYTHON, the build's report-venv (`make report` makes it), python3; else a
# report-venv is made as `make report` makes it. Exit 77 (skipped) with the reason when no
# Python with matplotlib can be had (no python3, no venv module, no package index).
# usage: test_report.sh CUPRIM SOURCE_DIR BUILD_DIR
set -u
cli=$1 src=$2 build=$3
tmp=$(mktemp -d) || exit 1
# KEEP=1 leaves the records and the pages there to look at
if [ -n "${KEEP:-}" ]; then echo "report: files in $tmp"; else trap 'rm -rf "$tmp"' EXIT; fi
fail() {
    echo "FAIL: $*"
    exit 1
}
skip() {
    echo "report: SKIPPED: $*"
    exit 77
}

has_mpl() { [ -n "$1" ] && "$1" -c "import matplotlib" >/dev/null 2>&1; }
py=
for p in "${CUPRIM_PYTHON:-}" "$build/report-venv/bin/python" "$(command -v python3 2>/dev/null)"; do
    if has_mpl "$p"; then py=$p && break; fi
done
if [ -z "$py" ]; then
    command -v python3 >/dev/null 2>&1 || skip "no python3 on PATH"
    venv=$build/report-venv
    [ -x "$venv/bin/python" ] || python3 -m venv "$venv" >"$tmp/venv.log" 2>&1 ||
        { rm -rf "$venv"; skip "python3 -m venv failed: $(tail -n 1 "$tmp/venv.log")"; }
    "$venv/bin/python" -m pip install --disable-pip-version-check --timeout 20 --retries 1 -q matplotlib \
        >"$tmp/pip.log" 2>&1 || skip "pip install matplotlib failed (no package index?): $(tail -n 1 "$tmp/pip.log")"
    py=$venv/bin/python
fi
echo "report: matplotlib from $py"

# ---- the record ---------------------------------------------------------------------------------
CUPRIM_TEST_SMALL_HEADLINE=1 "$cli" bench --backend cpu --json "$tmp/head.json" >"$tmp/head.txt" 2>&1 ||
    fail "the headline: $(tail -3 "$tmp/head.txt")"
"$cli" sweep --backend cpu --cases 1 --max-n 2^12 --json "$tmp/sweep.json" >"$tmp/sweep.txt" 2>&1 ||
    fail "the sweep: $(tail -3 "$tmp/sweep.txt")"
"$py" "$src/scripts/merge-records.py" "$tmp/head.json" "$tmp/sweep.json" -o "$tmp/rec.json" >/dev/null ||
    fail "merge-records"

# ---- 1. one record ------------------------------------------------------------------------------
CUPRIM_PYTHON=$py "$cli" report "$tmp/rec.json" -o "$tmp/one" >"$tmp/one.txt" 2>&1 || fail "report: $(tail -3 "$tmp/one.txt")"
"$py" - "$tmp/rec.json" "$tmp/one" <<'PY' || fail "report of one record"
import json, os, sys
rows = json.load(open(sys.argv[1]))["results"]
index = json.load(open(os.path.join(sys.argv[2], "index.json")))["charts"]
for c in index:
    assert os.path.getsize(os.path.join(sys.argv[2], c["file"])) > 1000, c
plain = [r for r in rows if "sweep_case" not in r]
assert plain and all(r.get("table") for r in rows), "rows without their table's title"
tables = []  # the printed tables: runs of rows with one title
for r in plain:
    if tables and tables[-1][0] == r["table"]:
        tables[-1][1] += 1
    else:
        tables.append([r["table"], 1])
families = {r["primitive"] for r in plain}
assert len(families) >= 9 and len(tables) >= len(families), (families, tables)
charts = [c for c in index if c["kind"] == "table"]
assert [(c["title"], c["rows"]) for c in charts] == [(t, [n]) for t, n in tables], (charts, tables)
swept = sorted({r["primitive"] for r in rows if "sweep_case" in r})
sweeps = [c for c in index if c["kind"] == "sweep"]
assert len(swept) >= 9 and sorted(c["primitive"] for c in sweeps) == swept, (swept, sweeps)
assert sum(sum(c["rows"]) for c in charts + sweeps) == len(rows)
page = open(os.path.join(sys.argv[2], "index.html")).read()
assert all("src='%s'" % c["file"] in page for c in index)
print("report: one record: %d tables, %d sweeps, %d charts in all" % (len(charts), len(sweeps), len(index)))
PY

# ---- 2. overlays --------------------------------------------------------------------------------
"$py" - "$tmp/rec.json" "$tmp/other.json" <<'PY' || fail "the other record"
import json, sys
d = json.load(open(sys.argv[1]))
d["commit"] = "other"
for r in d["results"]:
    del r["table"]
    if r.get("gbps") is not None:
        r["gbps"] /= 2; r["median_us"] *= 2
json.dump(d, open(sys.argv[2], "w"))
PY
old=$src/bench/results/h100/2026-11-23-ccb3cbe.json
CUPRIM_PYTHON=$py "$cli" report "$tmp/rec.json" "$tmp/other.json" "$old" -o "$tmp/two" >"$tmp/two.txt" 2>&1 ||
    fail "report of three records: $(tail -3 "$tmp/two.txt")"
"$py" - "$tmp/rec.json" "$old" "$tmp/two" <<'PY' || fail "report of three records"
import json, os, sys
ours = json.load(open(sys.argv[1]))["results"]
older = json.load(open(sys.argv[2]))["results"]
report = json.load(open(os.path.join(sys.argv[3], "index.json")))
labels = [r["label"] for r in report["records"]]
assert labels[1].startswith("other ") and labels[0] != labels[1], labels
drawn = [0, 0, 0]
for c in report["charts"]:
    for k, n in zip(c["records"], c["rows"]):
        drawn[k] += n if c["kind"] != "versus" else 0
    if 0 in c["records"] or 1 in c["records"]:
        # ours and the copy: one chart each, their rows side by side, a series of each
        assert c["records"][:2] == [0, 1] and c["rows"][0] == c["rows"][1], c
        assert {s["record"] for s in c["series"]} >= {0, 1}, c
assert drawn == [len(ours), len(ours), len(older)], (drawn, len(ours), len(older))
tables = [c for c in report["charts"] if c["kind"] == "table" and 0 in c["records"]]
print("report: overlay: %d tables of both runs, %d rows of %s" % (len(tables), len(older), os.path.basename(sys.argv[2])))
PY
echo "report: passed"
