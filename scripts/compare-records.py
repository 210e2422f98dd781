#!/usr/bin/env python3
"""Compare two cuprim bench records row by row: new GB/s over old GB/s for every row both have.

    scripts/compare-records.py OLD.json NEW.json [--variants best] [--floor 0.98]

Rows match on primitive, variant, dtype, op, n, shape, block and the family's own members
(radius, form, boundary, offset, carveout). Prints one line per matched row of the selected
variants (default: best, the production paths) and exits 1 when any falls below the floor."""
import argparse
import json
import sys

KEYS = ("primitive", "variant", "dtype", "op", "n", "shape", "block", "radius", "form", "boundary", "offset", "carveout")


def key(row):
    return tuple(json.dumps(row.get(k)) for k in KEYS)


def label(row):
    size = row["shape"] if row.get("shape") else "n=%s" % row.get("n")
    extra = " ".join("%s=%s" % (k, row[k]) for k in ("op", "radius", "form", "boundary", "offset", "carveout")
                     if row.get(k) not in (None, "none"))
    return "%-10s %-9s %-5s %-15s %s" % (row["primitive"], row["variant"], row["dtype"], size, extra)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("old")
    p.add_argument("new")
    p.add_argument("--variants", default="best", help="comma-separated variants to compare ('all': every row)")
    p.add_argument("--floor", type=float, default=0.98)
    a = p.parse_args()
    old, new = (json.load(open(f)) for f in (a.old, a.new))
    want = None if a.variants == "all" else set(a.variants.split(","))
    before = {key(r): r for r in old["results"] if r.get("gbps")}
    print("old %s (%s), new %s (%s)" % (old["commit"], old["device"]["name"], new["commit"], new["device"]["name"]))
    print("ceilings: copy %.0f -> %.0f GB/s, read %.0f -> %.0f GB/s" % (
        old["device"]["copy_gbps"], new["device"]["copy_gbps"], old["device"]["read_gbps"], new["device"]["read_gbps"]))
    low, matched = [], 0
    for r in new["results"]:
        if want is not None and r["variant"] not in want:
            continue
        o = before.get(key(r))
        if o is None or not r.get("gbps"):
            continue
        matched += 1
        ratio = r["gbps"] / o["gbps"]
        flag = "" if ratio >= a.floor else "  BELOW %.2f" % a.floor
        print("%-70s %9.1f -> %9.1f GB/s  %5.3fx%s" % (label(r), o["gbps"], r["gbps"], ratio, flag))
        if flag:
            low.append(label(r))
    print("%d rows matched, %d below %.2fx" % (matched, len(low), a.floor))
    return 1 if low or matched == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
