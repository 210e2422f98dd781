#!/bin/sh
# The streams family on the GPU through the CLI: `cuprim bench streams --timeline` runs every
# variant (false-dependency in its two child processes), every row checks ok, the JSON record
# has the streams rows with their numbers, and the timeline files are well formed (the JSON
# parses; the SVG parses as XML and has a box per operation). Exit 77 (skipped) without a GPU.
#   sh tests/test_streams.sh path/to/cuprim
set -u
cli=${1:?usage: test_streams.sh path/to/cuprim}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! "$cli" info --backend cuda >/dev/null 2>&1; then
  echo "SKIPPED: no usable CUDA GPU here"
  exit 77
fi
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

"$cli" bench streams --backend cuda --n 2^24 --timeline "$tmp/tl.json" --json "$tmp/run.json" >"$tmp/out" 2>&1 ||
  fail "bench streams: $(tail -5 "$tmp/out")"
cat "$tmp/out"
[ -s "$tmp/tl.json" ] || fail "no timeline JSON"
[ -s "$tmp/tl.svg" ] || fail "no timeline SVG"
grep -q FAIL "$tmp/out" && fail "a row failed its check"
for v in overlap false-dependency priority default-stream events; do
  grep -Eq "^$v +.* ok " "$tmp/out" || fail "no ok row of $v"
done
if command -v python3 >/dev/null 2>&1; then
  python3 - "$tmp/run.json" "$tmp/tl.json" "$tmp/tl.svg" <<'PY' || fail "records or timeline malformed"
import json, sys, xml.etree.ElementTree as ET
rec = json.load(open(sys.argv[1]))
rows = [r for r in rec["results"] if r["primitive"] == "streams"]
want = {"overlap": 4, "false-dependency": 4, "priority": 2, "default-stream": 3, "events": 3}
for v, n in want.items():
    got = [r for r in rows if r["variant"] == v]
    assert len(got) == n, (v, len(got))
    assert all(r["ok"] for r in got), v
    assert all(r["median_us"] and r["median_us"] > 0 for r in got), v
    assert len({r["config"] for r in got}) == n, v
for r in rows:
    if r["variant"] == "overlap":
        assert r["overlap"] > 0 and r["bound"] >= 1 and r["link_bound"] > 0 and r["streams"] in (1, 2, 4, 8), r
    if r["variant"] == "priority":
        assert r["latency_us"] > 0, r
    if r["variant"] == "false-dependency":
        assert r["connections"] in (1, 32), r
    if r["variant"] == "default-stream" and r["config"] == "blocking":
        assert r["implicit_sync"] is True, r
tl = json.load(open(sys.argv[2]))
assert len(tl["timelines"]) == sum(want.values()), len(tl["timelines"])
boxes = 0
for t in tl["timelines"]:
    assert t["lanes"] and t["ops"], t["title"]
    for op in t["ops"]:
        assert 0 <= op["lane"] < len(t["lanes"]) and op["end_us"] >= op["start_us"], op
    boxes += len(t["ops"])
svg = ET.parse(sys.argv[3]).getroot()
assert svg.tag.endswith("svg")
drawn = [e for e in svg.iter() if e.tag.endswith("rect") and e.get("class") == "op"]
assert len(drawn) == boxes, (len(drawn), boxes)
print("streams records and timeline: ok,", len(rows), "rows,", boxes, "boxes")
PY
else
  grep -q '"primitive": "streams"' "$tmp/run.json" || fail "no streams rows in the record"
  grep -q '</svg>' "$tmp/tl.svg" || fail "the SVG is not closed"
fi
[ "$fails" -eq 0 ] || { echo "$fails failure(s)"; exit 1; }
echo "test_streams: ok"
