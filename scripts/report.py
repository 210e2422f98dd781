#!/usr/bin/env python3
"""Bench records (cuprim bench --json, cuprim sweep --json) to an HTML page of charts, with matplotlib.

usage: report.py RECORD.json... -o DIR [--img DIR]

One chart for every table of the records, in the order they were printed: bars of GB/s for a
table of variants on one input (the measured ceiling as a line, each bar's % of it), lines across
the parameter a table steps through (offsets, sizes, addresses, ...). A record's rows name their
table (its title, "table"); in records written before they did, a table is a run of rows that
agree in every parameter but the variant and block, and a run of single rows of one family is one
table. Sweep rows make one chart per family: best's share of its ceiling and its speed over the
vendor's, case by case, against the bytes. Then, per primitive, best against the vendor row across
sizes (time on log axes, the launch floor as a line).

Given two or more records, the tables they share (the same family and parameters) are drawn once,
with each record's series labelled by its commit and device, so that what changed shows. DIR gets
index.html, the charts, and index.json: each chart's file, kind, title, records and rows.
--img also writes the charts the docs embed (from the first record).
"""
import argparse
import html
import json
import os
import re
import sys
import textwrap
from collections import OrderedDict

try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # noqa: E402
except ImportError as e:
    sys.exit("report: matplotlib is needed (%s): `make report` installs it into a virtual "
             "environment under the build directory, or set CUPRIM_PYTHON to a Python that has it" % e)

# What a row measured rather than what it ran: as `cuprim compare` reads a record (src/lab/record.c)
FIGURES = {"median_us", "min_us", "max_us", "reps", "gbps", "b2b_us", "ceiling_gbps", "ok", "reference", "gops", "busy",
           "overlap", "model", "bound", "link_bound", "slots", "latency_gain", "polls", "started_early",
           "implicit_sync", "lcg_steps", "gkeys", "table"}
# a row's place within its table or sweep, not what the table is of
ROW_MEMBERS = {"variant", "block", "sweep_seed", "sweep_case"}
RECORD_COLORS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"]
RECORD_STYLES = ["-", "--", ":", "-."]


def is_param(k, v):
    return not (isinstance(v, (dict, list)) or k.endswith("_us") or k.endswith("_gbps") or k in FIGURES)


def params(r):
    return OrderedDict((k, v) for k, v in r.items() if is_param(k, v))


def text(v):
    return json.dumps(v) if isinstance(v, (dict, list)) else str(v)


def size_of(r):
    s = r.get("shape")
    if s:
        p = 1
        for t in (s.lower().split("x") if isinstance(s, str) else s):
            p *= int(t)
        return p
    return r.get("n")


# ---- tables -------------------------------------------------------------------------------------

def fallback_key(r):
    return tuple((k, text(v)) for k, v in params(r).items() if k not in ROW_MEMBERS)


def split_tables(rows):
    """A record's rows (sweep rows left out) as its tables: [(title or None, [rows])]."""
    tables = []
    for r in rows:
        t = r.get("table")
        last = tables[-1] if tables else None
        if t is not None:
            if last and last[0] == t:
                last[1].append(r)
            else:
                tables.append((t, [r]))
        elif last and last[0] is None and fallback_key(last[1][-1]) == fallback_key(r):
            last[1].append(r)
        else:
            tables.append((None, [r]))
    # older records: a run of single rows of one family (an offset sweep, contention levels) is one table
    merged = []
    for t in tables:
        prev = merged[-1] if merged else None
        if (t[0] is None and len(t[1]) == 1 and prev and prev[0] is None and prev[1][-1]["primitive"] == t[1][0]["primitive"]
                and (len(prev[1]) == 1 or prev[2])):
            prev[1].extend(t[1])
            prev[2] = True
        else:
            merged.append([t[0], list(t[1]), False])
    return [(t[0], t[1]) for t in merged]


def table_key(rows):
    """What a table is of: its family and every parameter's values but the row members."""
    vals = OrderedDict()
    for r in rows:
        for k, v in params(r).items():
            if k not in ROW_MEMBERS and k != "primitive":
                vals.setdefault(k, set()).add(text(v))
    return (rows[0]["primitive"],) + tuple((k, tuple(sorted(v, key=sort_key))) for k, v in sorted(vals.items()))


def sort_key(s):
    try:
        return (0, float(s), "")
    except ValueError:
        return (1, 0.0, s)


def key_title(key):
    parts = [key[0]]
    for k, vs in key[1:]:
        if vs in (("None",), ("none",)):
            continue
        shown = "/".join(vs) if len(vs) <= 4 else "%s..%s" % (vs[0], vs[-1])
        parts.append(shown if k in ("dtype", "op") else "%s=%s" % (k, shown))
    return " ".join(parts)


def varying(rows):
    """The parameters whose values differ between the rows (a member some rows lack differs)."""
    names = OrderedDict()
    for r in rows:
        for k, v in params(r).items():
            names.setdefault(k, set()).add(text(v))
    return [k for k, vs in names.items() if len(vs) > 1 or any(k not in r for r in rows)]


def is_number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def row_label(r, members):
    out = []
    for k in members:
        v = r.get(k)
        if k in ("variant", "dtype", "op", "config", "dist", "pattern", "input"):
            out.append(str(v))
        elif k == "block":
            if v is not None:  # none: the variant picks its own
                out.append("b%s" % v)
        else:
            out.append("%s=%s" % (k, v))
    return " ".join(out) or r.get("variant", "?")


# ---- charts -------------------------------------------------------------------------------------

def finish(fig, ax, title, path):
    # about 13 characters of 8 points to the inch
    ax.set_title("\n".join(textwrap.wrap(title, int(13 * fig.get_figwidth()))), fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def ceiling_lines(ax, runs, overlay):
    for i, (rec, rows) in enumerate(runs):
        ceil = max((r.get("ceiling_gbps") or 0) for r in rows)
        if ceil:
            color = RECORD_COLORS[rec["index"] % len(RECORD_COLORS)] if overlay else "black"
            ax.axhline(ceil, color=color, linestyle="--", linewidth=1)
            ax.text(1.0, ceil, " ceiling %.4g GB/s" % ceil, va="bottom", ha="right", fontsize=7, color=color,
                    transform=ax.get_yaxis_transform())


def table_chart(title, runs, path):
    """runs: [(record, rows)], one per record holding the table. Returns the series drawn."""
    overlay = len(runs) > 1
    every = [r for _, rows in runs for r in rows]
    vary = varying(every)
    xs = [k for k in vary if k not in ("block", "variant") and all(is_number(r.get(k)) for r in every)
          and len({r.get(k) for r in every}) >= 3]
    x = max(xs, key=lambda k: len({r.get(k) for r in every})) if xs else None
    members = [k for k in vary if k != x]
    series = []
    if x:
        fig, ax = plt.subplots(figsize=(7.5, 4.2))
        labels = list(OrderedDict((row_label(r, members), 1) for r in every))
        for i, (rec, rows) in enumerate(runs):
            for j, lab in enumerate(labels):
                pts = sorted((r[x], r["gbps"]) for r in rows if row_label(r, members) == lab and r.get("gbps") is not None)
                if not pts:
                    continue
                name = lab + (" (%s)" % rec["label"] if overlay else "")
                ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", markersize=2.5, linewidth=1,
                        linestyle=RECORD_STYLES[rec["index"] % len(RECORD_STYLES)] if overlay else "-",
                        color="C%d" % (j % 10), label=name)
                series.append({"record": rec["index"], "label": lab, "points": len(pts)})
        vals = sorted(r[x] for r in every)
        if vals[0] > 0 and vals[-1] >= 64 * vals[0]:
            ax.set_xscale("log", base=2)
        ax.set_xlabel(x)
        if len(ax.get_lines()) <= 16:
            ax.legend(fontsize=6, ncol=2 if len(ax.get_lines()) > 8 else 1)
    else:
        labels = []
        for _, rows in runs:
            seen = {}
            for r in rows:
                lab = row_label(r, members or ["variant"])
                seen[lab] = seen.get(lab, 0) + 1
                lab = lab if seen[lab] == 1 else "%s #%d" % (lab, seen[lab])
                r["_bar"] = lab
                if lab not in labels:
                    labels.append(lab)
        fig, ax = plt.subplots(figsize=(max(5.5, 0.32 * len(labels) * len(runs) + 2.5), 4.2))
        width = 0.8 / len(runs)
        for i, (rec, rows) in enumerate(runs):
            timed = [r for r in rows if r.get("gbps") is not None]
            pos = [labels.index(r["_bar"]) - 0.4 + width * (i + 0.5) for r in timed]
            vals = [r["gbps"] for r in timed]
            if overlay:
                colors = RECORD_COLORS[rec["index"] % len(RECORD_COLORS)]
            else:
                colors = ["#999999" if r.get("reference") else ("#d62728" if r["variant"] == "best" else "#1f77b4")
                          for r in timed]
            bars = ax.bar(pos, vals, width=width, color=colors, label=rec["label"] if overlay else None)
            for b, r in zip(bars, timed):
                if r.get("ceiling_gbps") and len(labels) * len(runs) <= 40:
                    ax.text(b.get_x() + b.get_width() / 2, r["gbps"], "%.0f%%" % (100 * r["gbps"] / r["ceiling_gbps"]),
                            ha="center", va="bottom", fontsize=6)
            series.append({"record": rec["index"], "label": rec["label"], "points": len(timed)})
            for r in rows:
                r.pop("_bar", None)
        ax.set_xticks(range(len(labels)))
        ax.set_xticklabels(labels, rotation=45 if len(labels) > 3 else 0, ha="right" if len(labels) > 3 else "center",
                           fontsize=7)
        if overlay:
            ax.legend(fontsize=7)
    if not any(r.get("gbps") is not None for r in every):
        ax.text(0.5, 0.5, "no timed row", transform=ax.transAxes, ha="center")
    ceiling_lines(ax, runs, overlay)
    ax.set_ylabel("GB/s")
    ax.grid(True, axis="y", alpha=0.3)
    finish(fig, ax, title, path)
    return series


def sweep_chart(family, runs, path):
    """runs: [(record, rows of one family's sweep)]: each case's best share of its ceiling, and the
    vendor row's time over best's, against the bytes its GB/s counts."""
    def mib(r):
        return r["gbps"] * r["median_us"] * 1e3 / 1048576

    pairs = []
    for rec, rows in runs:
        cases = OrderedDict()
        for r in rows:
            if r.get("gbps") is not None and r.get("median_us"):
                cases.setdefault(r.get("sweep_case"), []).append(r)
        pairs.append((rec, cases))
    vendor = any(any(r.get("reference") for r in g) for _, c in pairs for g in c.values())
    fig, axes = plt.subplots(1, 2 if vendor else 1, figsize=(11 if vendor else 6.5, 4.2), squeeze=False)
    series = []
    for rec, cases in pairs:
        color = RECORD_COLORS[rec["index"] % len(RECORD_COLORS)]
        own = [next(r for r in g if not r.get("reference")) for g in cases.values() if any(not r.get("reference") for r in g)]
        # log axes: a row too small for its GB/s to count a byte (0.00) has no place on them
        share = [(mib(r), r["gbps"] / r["ceiling_gbps"]) for r in own if r.get("ceiling_gbps") and mib(r) > 0]
        axes[0][0].scatter([p[0] for p in share], [p[1] for p in share], s=8, color=color, label=rec["label"])
        n = len(share)
        if vendor:
            ratio = []
            for g in cases.values():
                mine = [r for r in g if not r.get("reference")]
                ref = [r for r in g if r.get("reference")]
                if mine and ref and mib(mine[0]) > 0:
                    ratio.append((mib(mine[0]), ref[0]["median_us"] / mine[0]["median_us"]))
            axes[0][1].scatter([p[0] for p in ratio], [p[1] for p in ratio], s=8, color=color, label=rec["label"])
        series.append({"record": rec["index"], "label": rec["label"], "points": n, "cases": len(cases)})
    axes[0][0].set_ylabel("best's share of its ceiling")
    axes[0][0].axhline(1, color="black", linestyle="--", linewidth=1)
    if vendor:
        axes[0][1].set_ylabel("vendor's time / best's (above 1: best faster)")
        axes[0][1].axhline(1, color="black", linestyle="--", linewidth=1)
        if any(len(c.get_offsets()) for c in axes[0][1].collections):
            axes[0][1].set_yscale("log")
    for ax in axes[0]:
        if ax.collections and any(len(c.get_offsets()) for c in ax.collections):
            ax.set_xscale("log")
        ax.set_xlabel("MiB the row's GB/s counts")
        ax.grid(True, which="both", alpha=0.3)
        if len(runs) > 1:
            ax.legend(fontsize=7)
    fig.suptitle("sweep %s: %s" % (family, ", ".join("%d cases (%s)" % (s["cases"], s["label"]) for s in series)),
                 fontsize=9)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return series


def versus(rows):
    out = OrderedDict()
    for r in rows:
        if r["variant"] == "best" or r.get("reference"):
            out.setdefault((r["primitive"], r["dtype"], r.get("op")), []).append(r)
    return OrderedDict((k, g) for k, g in out.items()
                       if any(r["variant"] == "best" for r in g) and any(r.get("reference") for r in g)
                       and len({size_of(r) for r in g}) > 1)


def versus_chart(key, runs, path):
    overlay = len(runs) > 1
    fig, ax = plt.subplots(figsize=(6.5, 4))
    series = []
    for rec, g in runs:
        for j, name in enumerate(OrderedDict((r["variant"], 1) for r in g)):
            pts = {}
            for r in g:  # one point per size: the first row of it (other tables repeat sizes)
                if r["variant"] == name and size_of(r) and r.get("median_us"):
                    pts.setdefault(size_of(r), r["median_us"])
            pts = sorted(pts.items())
            if pts:
                ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", markersize=3, color="C%d" % j,
                        linestyle=RECORD_STYLES[rec["index"] % len(RECORD_STYLES)] if overlay else "-",
                        label=name + (" (%s)" % rec["label"] if overlay else ""))
                series.append({"record": rec["index"], "label": name, "points": len(pts)})
        launch = rec["record"].get("device", {}).get("launch_us")
        if launch:
            ax.axhline(launch, color=RECORD_COLORS[rec["index"] % len(RECORD_COLORS)] if overlay else "black",
                       linestyle="--", linewidth=1, label="launch floor %.1f us" % launch)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("elements")
    ax.set_ylabel("median time (us)")
    ax.legend(fontsize=7)
    ax.grid(True, which="both", alpha=0.3)
    finish(fig, ax, "%s %s %s: best against the vendor across sizes" % (
        key[0], key[1], key[2] if key[2] not in (None, "none") else ""), path)
    return series


# ---- the page -----------------------------------------------------------------------------------

def slug(s):
    return "".join(c if c.isalnum() or c in "-." else "-" for c in s).strip("-")


def load(paths):
    recs = []
    for i, path in enumerate(paths):
        with open(path) as f:
            rec = json.load(f)
        dev = rec.get("device", {})
        recs.append({"index": i, "path": path, "record": rec,
                     "label": "%s %s" % (rec.get("commit"), dev.get("name"))})
    labels = [r["label"] for r in recs]
    for r in recs:
        if labels.count(r["label"]) > 1:  # two runs of one commit on one device: their files tell them apart
            r["label"] += " " + os.path.basename(r["path"])
    return recs


def docs_images(first, tables, img):
    """The charts the docs embed, from the first record: three tables of variants and two
    families' best against the vendor across sizes."""
    os.makedirs(img, exist_ok=True)
    wanted = {"ladder-reduce-i32.png": lambda p: p.get("primitive") == "reduce" and p.get("dtype") == "i32"
              and (p.get("n") or 0) <= 1 << 24,
              "ladder-transpose-f32.png": lambda p: p.get("primitive") == "transpose" and p.get("dtype") == "f32",
              "ladder-histogram-f32.png": lambda p: p.get("primitive") == "histogram" and p.get("dtype") == "f32"
              and p.get("bins") == 1024 and p.get("dist") == "uniform"}
    for title, rows in tables:
        if len({r["variant"] for r in rows}) < 3:
            continue
        for name, fits in list(wanted.items()):
            if fits(rows[0]):
                table_chart(title or key_title(table_key(rows)), [(first, rows)], os.path.join(img, name))
                del wanted[name]
    rows = [r for r in first["record"].get("results", []) if "sweep_case" not in r]
    for key, g in versus(rows).items():
        if key in (("reduce", "i32", "sum"), ("transpose", "f32", "none")):
            versus_chart(key, [(first, g)], os.path.join(img, "vs-%s-%s.png" % key[:2]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("records", nargs="+")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--img", help="also write the charts the docs embed (reduce i32, transpose f32, histogram f32 "
                                  "in 1024 bins, best against the vendor for reduce and transpose) here")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    for old in os.listdir(a.out):  # the charts of an earlier report here, which this one may not redraw
        if re.match(r"(table|sweep|versus)-[0-9]{3,}-.*\.png$", old):
            os.remove(os.path.join(a.out, old))
    recs = load(a.records)
    # every record's tables, matched by what they are of (the k-th such table of one record with
    # the k-th of another); sweeps per family; best against the vendor per primitive, dtype, op
    charts = OrderedDict()  # (kind, key) -> {"title", "primitive", "runs": [(rec, rows)]}
    for rec in recs:
        rows = rec["record"].get("results", [])
        plain = [r for r in rows if "sweep_case" not in r]
        seen = {}
        for title, trows in split_tables(plain):
            key = table_key(trows)
            seen[key] = seen.get(key, 0) + 1
            c = charts.setdefault(("table", key, seen[key]), {"title": title or key_title(key), "primitive": key[0],
                                                               "runs": []})
            c["runs"].append((rec, trows))
        for r in rows:
            if "sweep_case" in r:
                c = charts.setdefault(("sweep", r["primitive"]), {"title": "sweep " + r["primitive"],
                                                                  "primitive": r["primitive"], "runs": []})
                if not c["runs"] or c["runs"][-1][0] is not rec:
                    c["runs"].append((rec, []))
                c["runs"][-1][1].append(r)
        for key, g in versus(plain).items():
            c = charts.setdefault(("versus", key), {"title": "%s %s %s: best against the vendor across sizes" % key,
                                                    "primitive": key[0], "runs": []})
            c["runs"].append((rec, g))
    # one section per family, in the order the records first have them: its tables, then the rest
    order = list(OrderedDict((c["primitive"], 1) for c in charts.values()))
    rank = {"table": 0, "versus": 1, "sweep": 2}
    index = []
    parts = ["<!doctype html><meta charset=utf-8><title>cuprim bench report</title>",
             "<style>body{font-family:sans-serif;max-width:1200px;margin:auto}img{max-width:100%}"
             "td,th{padding:2px 8px;text-align:left}</style>",
             "<h1>cuprim bench report</h1><table><tr><th>record</th><th>label</th><th>backend</th><th>date</th>"
             "<th>copy GB/s</th><th>read GB/s</th><th>launch us</th><th>rows</th></tr>"]
    for rec in recs:
        r, dev = rec["record"], rec["record"].get("device", {})
        parts.append("<tr><td>%s</td>" % html.escape(os.path.basename(rec["path"])) + "".join(
            "<td>%s</td>" % html.escape(str(v)) for v in (rec["label"], r.get("backend"), r.get("date"),
                                                          dev.get("copy_gbps"), dev.get("read_gbps"),
                                                          dev.get("launch_us"), len(r.get("results", [])))) + "</tr>")
    parts.append("</table>")
    n = 0
    for fam in order:
        parts.append("<h2>%s</h2>" % html.escape(fam))
        for ck, c in sorted(((ck, c) for ck, c in charts.items() if c["primitive"] == fam), key=lambda kc: rank[kc[0][0]]):
            n += 1
            kind = ck[0]
            name = "%s-%03d-%s.png" % (kind, n, slug(fam))
            path = os.path.join(a.out, name)
            if kind == "table":
                series = table_chart(c["title"], c["runs"], path)
            elif kind == "sweep":
                series = sweep_chart(fam, c["runs"], path)
            else:
                series = versus_chart(ck[1], c["runs"], path)
            index.append({"file": name, "kind": kind, "primitive": fam, "title": c["title"],
                          "records": [rec["index"] for rec, _ in c["runs"]],
                          "rows": [len(rows) for _, rows in c["runs"]], "series": series})
            held = "" if len(recs) == 1 else " <small>(%s)</small>" % html.escape(
                ", ".join(rec["label"] for rec, _ in c["runs"]))
            parts.append("<h3>%s%s</h3><img src='%s' loading=lazy>" % (html.escape(c["title"]), held, name))
    with open(os.path.join(a.out, "index.html"), "w") as f:
        f.write("\n".join(parts) + "\n")
    with open(os.path.join(a.out, "index.json"), "w") as f:
        json.dump({"records": [{"path": r["path"], "label": r["label"]} for r in recs], "charts": index}, f, indent=1)
    if a.img:
        first = recs[0]
        docs_images(first, split_tables([r for r in first["record"].get("results", []) if "sweep_case" not in r]),
                    a.img)
    print("report: %s (%d charts)" % (os.path.join(a.out, "index.html"), len(index)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
