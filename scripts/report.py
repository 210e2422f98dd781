#!/usr/bin/env python3
"""Bench records (cuprim bench --json) to an HTML page of charts, with matplotlib.

usage: report.py RECORD.json... -o DIR [--img DIR]

For each record: one bar chart per ladder (every table where three or more variants ran on one
input: GB/s bars, the measured ceiling as a line, each bar labelled with its % of it), and one
chart per primitive, dtype and op of `best` against the vendor row across sizes (time on log
axes, the launch floor as a line). --img also writes the charts the README embeds.
"""
import argparse
import html
import json
import os
import sys
from collections import OrderedDict

try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # noqa: E402
except ImportError as e:
    sys.exit("report: matplotlib is needed (%s): `make report` installs it into a virtual "
             "environment under the build directory, or set CUPRIM_PYTHON to a Python that has it" % e)

PARAMS = ("primitive", "dtype", "op", "n", "shape", "form", "radius", "boundary", "offset", "carveout", "bins", "dist",
          "width", "type", "addresses", "pattern")


def size_of(r):
    if r.get("shape"):
        s = r["shape"]
        if isinstance(s, str):
            p = 1
            for t in s.lower().split("x"):
                p *= int(t)
            return p
        p = 1
        for t in s:
            p *= int(t)
        return p
    return r.get("n")


def label_of(key):
    return " ".join("%s" % (v if k in ("primitive", "dtype") else "%s=%s" % (k, v))
                    for k, v in zip(PARAMS, key) if v not in (None, "", "none"))


def ladders(rows):
    groups = OrderedDict()
    for r in rows:
        if r.get("gbps") is None or "sweep_case" in r:  # a sweep's random cases are no ladder
            continue
        groups.setdefault(tuple(str(r.get(k)) if isinstance(r.get(k), list) else r.get(k) for k in PARAMS), []).append(r)
    return [(k, g) for k, g in groups.items() if len({r["variant"] for r in g}) >= 3]


def ladder_chart(key, g, path):
    fig, ax = plt.subplots(figsize=(max(6, 0.45 * len(g) + 2), 4))
    names = [r["variant"] for r in g]
    names = [n if names.count(n) == 1 else "%s b%s" % (n, r.get("block")) for n, r in zip(names, g)]
    vals = [r["gbps"] for r in g]
    ceil = max((r.get("ceiling_gbps") or 0) for r in g)
    colors = ["#999999" if r.get("reference") else ("#d62728" if r["variant"] == "best" else "#1f77b4") for r in g]
    bars = ax.bar(range(len(g)), vals, color=colors)
    if ceil:
        ax.axhline(ceil, color="black", linestyle="--", linewidth=1)
        ax.text(len(g) - 0.5, ceil, " ceiling %.0f GB/s" % ceil, va="bottom", ha="right", fontsize=8)
        for b, v in zip(bars, vals):
            ax.text(b.get_x() + b.get_width() / 2, v, "%.0f%%" % (100 * v / ceil), ha="center", va="bottom", fontsize=7)
    ax.set_xticks(range(len(g)))
    ax.set_xticklabels(names, rotation=45, ha="right", fontsize=8)
    ax.set_ylabel("GB/s")
    ax.set_title(label_of(key), fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def versus(rows):
    out = OrderedDict()
    for r in rows:
        if "sweep_case" in r:  # random cases of every kind: not one line across sizes
            continue
        if r["variant"] == "best" or r.get("reference"):
            k = (r["primitive"], r["dtype"], r.get("op"))
            out.setdefault(k, []).append(r)
    return [(k, g) for k, g in out.items()
            if any(r["variant"] == "best" for r in g) and any(r.get("reference") for r in g)]


def versus_chart(key, g, launch_us, path):
    fig, ax = plt.subplots(figsize=(6.5, 4))
    for name in OrderedDict((r["variant"], 1) for r in g):
        pts = sorted((size_of(r), r["median_us"]) for r in g if r["variant"] == name and size_of(r))
        if pts:
            ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", markersize=3, label=name)
    if launch_us:
        ax.axhline(launch_us, color="black", linestyle="--", linewidth=1, label="launch floor %.1f us" % launch_us)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("elements")
    ax.set_ylabel("median time (us)")
    ax.set_title("%s %s %s: best vs vendor" % (key[0], key[1], key[2] if key[2] not in (None, "none") else ""), fontsize=10)
    ax.legend(fontsize=8)
    ax.grid(True, which="both", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def slug(s):
    return "".join(c if c.isalnum() or c in "-." else "-" for c in s).strip("-")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("records", nargs="+")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--img", help="also write the charts the README embeds (reduce i32, transpose f32, "
                                  "histogram f32 in 1024 bins) here")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    parts = ["<!doctype html><meta charset=utf-8><title>cuprim bench report</title>",
             "<style>body{font-family:sans-serif;max-width:1100px;margin:auto}img{max-width:100%}</style>",
             "<h1>cuprim bench report</h1>"]
    for path in a.records:
        with open(path) as f:
            rec = json.load(f)
        dev = rec.get("device", {})
        base = slug(os.path.splitext(os.path.basename(path))[0])
        parts.append("<h2>%s</h2><p>%s, commit %s, %s, backend %s; read ceiling %s GB/s, launch %s us</p>" % (
            html.escape(os.path.basename(path)), html.escape(str(dev.get("name"))), html.escape(str(rec.get("commit"))),
            html.escape(str(rec.get("date"))), html.escape(str(rec.get("backend"))), dev.get("read_gbps"), dev.get("launch_us")))
        rows = rec.get("results", [])
        for key, g in ladders(rows):
            name = "%s-ladder-%s.png" % (base, slug(label_of(key)))
            ladder_chart(key, g, os.path.join(a.out, name))
            parts.append("<h3>ladder: %s</h3><img src='%s'>" % (html.escape(label_of(key)), name))
        for key, g in versus(rows):
            name = "%s-vs-%s.png" % (base, slug("-".join(str(k) for k in key)))
            versus_chart(key, g, dev.get("launch_us"), os.path.join(a.out, name))
            parts.append("<h3>best vs vendor: %s</h3><img src='%s'>" % (html.escape(" ".join(map(str, key))), name))
        if a.img:
            os.makedirs(a.img, exist_ok=True)
            for key, g in ladders(rows):
                if key[:2] in (("reduce", "i32"), ("transpose", "f32")) and (key[3] or 0) <= 1 << 24:
                    ladder_chart(key, g, os.path.join(a.img, "ladder-%s-%s.png" % key[:2]))
                p = dict(zip(PARAMS, key))
                if key[:2] == ("histogram", "f32") and p["bins"] == 1024 and p["dist"] == "uniform":
                    ladder_chart(key, g, os.path.join(a.img, "ladder-histogram-f32.png"))
            for key, g in versus(rows):
                if key in (("reduce", "i32", "sum"), ("transpose", "f32", "none")):
                    versus_chart(key, g, dev.get("launch_us"), os.path.join(a.img, "vs-%s-%s.png" % key[:2]))
    with open(os.path.join(a.out, "index.html"), "w") as f:
        f.write("\n".join(parts) + "\n")
    print("report: %s" % os.path.join(a.out, "index.html"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
