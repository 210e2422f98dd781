#!/usr/bin/env python3
"""Join the parts of one default suite, run in several calls (and gpu-check's host-array rows),
into one bench record.

usage: merge-records.py PART.json... -o RECORD.json

scripts/gpu-check.sh can split the suite over calls (BENCH_PART and CUPRIM_SUITE, for machines
that limit how long one command runs); each part measured its own ceilings, and each row keeps
the ceiling of the run it was timed in (its ceiling_gbps). The record is the first part with the
others' rows appended in order; its "device" block stays the first part's, and "parts" lists
every part's device block, so that no ceiling is taken for another run's. The parts must be of
one commit, backend and device.
"""
import argparse
import json
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("parts", nargs="+")
    ap.add_argument("-o", "--out", required=True)
    a = ap.parse_args()
    records = []
    for p in a.parts:
        with open(p) as f:
            records.append(json.load(f))
    first = records[0]
    for p, r in zip(a.parts[1:], records[1:]):
        for key in ("tool", "commit", "backend"):
            if r.get(key) != first.get(key):
                sys.exit("merge-records: %s has %s %r, the first part %r" % (p, key, r.get(key), first.get(key)))
        if r["device"].get("name") != first["device"].get("name"):
            sys.exit("merge-records: %s ran on %r, the first part on %r" % (p, r["device"].get("name"),
                                                                            first["device"].get("name")))
    merged = dict(first)
    merged["results"] = [row for r in records for row in r["results"]]
    merged["parts"] = [dict(r["device"], date=r.get("date"), seed=r.get("seed"), rows=len(r["results"]))
                       for r in records]
    with open(a.out, "w") as f:
        json.dump(merged, f, indent=1)
        f.write("\n")
    print("merge-records: %d rows from %d parts into %s" % (len(merged["results"]), len(records), a.out))


if __name__ == "__main__":
    main()
