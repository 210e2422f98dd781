/* `cuprim bench` without a family: the headline. Each production primitive's `best` beside its
 * vendor rows (lab_family.headline's argument sets: one large request, one small), through the
 * family's own bench hook, then one short table of them all: GB/s and share of the ceiling at the
 * large size, the time of one call at the small one. */
#include "lab.h"

#include <stdlib.h>
#include <string.h>

enum { HEAD_MAX_ARGS = 24, HEAD_MAX_RUNS = 64 };

/* What one argument set of one family ran: its rows are [first, last) of the bench's. */
typedef struct head_run {
    const lab_family *family;
    const char *args;
    int first, last;
} head_run;

/* The family's bench hook on one argument set, with `best` and the vendor rows of this backend. */
static int head_one(lab_bench *b, const lab_family *f, const char *args, head_run *run)
{
    char text[512], *argv[HEAD_MAX_ARGS + 4];
    int argc = 0;
    argv[argc++] = "cuprim", argv[argc++] = "bench", argv[argc++] = (char *)f->name;
    snprintf(text, sizeof text, "%s", args);
    for (char *p = strtok(text, " "); p && argc < HEAD_MAX_ARGS; p = strtok(NULL, " ")) argv[argc++] = p;
    argv[argc] = NULL;
    lab_args a;
    lab_parse(argc, argv, 2, LAB_TAKES_FAMILY | LAB_TAKES_DTYPE | LAB_TAKES_N, "", &a);
    a.variants[a.nvariants++] = "best";
    for (int i = -1; (i = lab_next_variant(b->h, f, i)) >= 0 && a.nvariants < 32;)
        if (cup_variant_get(i)->reference) a.variants[a.nvariants++] = cup_variant_get(i)->name;
    a.variants[a.nvariants] = NULL;
    run->family = f, run->args = args, run->first = b->count;
    const int failures = f->bench(b, &a);
    run->last = b->count;
    return failures;
}

/* The first row of [first, last) that is best (vendor 0) or a vendor's (vendor 1), or NULL. */
static const lab_row *head_row(const lab_bench *b, int first, int last, int vendor)
{
    for (int i = first; i < last; i++)
        if (b->rows[i].median_us > 0 && (vendor ? b->rows[i].reference : strcmp(b->rows[i].variant, "best") == 0))
            return &b->rows[i];
    return NULL;
}

static void gbps_cell(const lab_row *r, char *buf, size_t len)
{
    if (r) snprintf(buf, len, "%.1f (%.0f%%)", r->gbps, r->ceiling_gbps > 0 ? 100 * r->gbps / r->ceiling_gbps : 0);
    else snprintf(buf, len, "-");
}

static void us_cell(const lab_row *r, char *buf, size_t len)
{
    if (r) snprintf(buf, len, "%.2f", r->median_us);
    else snprintf(buf, len, "-");
}

/* runs[2k] is family k's large request, runs[2k + 1] its small one (empty where it has none) */
static void head_print(lab_bench *b, const head_run *runs, int families, int stopped)
{
    FILE *f = b->format == LAB_FORMAT_TABLE ? b->out : stderr;
    fprintf(f, "\nheadline on %s: best beside the vendor's row; GB/s and %% of the measured ceiling at\n"
               "the large request, microseconds per call at the small one. 'cuprim bench FAMILY REQUEST' repeats a\n"
               "line with every variant; 'cuprim bench --full' runs the whole suite.%s\n",
            b->info.name, stopped ? "\nThe run stopped: its rows so far." : "");
    fprintf(f, "%-10s %-22s %15s %-7s %15s %6s  %-20s %8s %8s\n", "primitive", "large request", "best GB/s", "vendor",
            "vendor GB/s", "ratio", "small request", "best us", "vendor");
    for (int k = 0; k < families; k++) {
        const head_run *big = &runs[2 * k], *small = &runs[2 * k + 1];
        const lab_row *best = head_row(b, big->first, big->last, 0), *vendor = head_row(b, big->first, big->last, 1);
        const lab_row *sbest = head_row(b, small->first, small->last, 0);
        const lab_row *svendor = head_row(b, small->first, small->last, 1);
        char cells[5][40], ratio[16] = "-";
        gbps_cell(best, cells[0], sizeof cells[0]);
        gbps_cell(vendor, cells[1], sizeof cells[1]);
        us_cell(sbest, cells[2], sizeof cells[2]);
        us_cell(svendor, cells[3], sizeof cells[3]);
        if (best && vendor && vendor->gbps > 0) snprintf(ratio, sizeof ratio, "%.2fx", best->gbps / vendor->gbps);
        if (big->first == big->last && small->first == small->last) continue; /* not reached */
        fprintf(f, "%-10s %-22s %15s %-7s %15s %6s  %-20s %8s %8s\n", big->family->name, big->args, cells[0],
                vendor ? vendor->variant : "-", cells[1], ratio, small->args ? small->args : "-", cells[2], cells[3]);
    }
    fflush(f);
}

int lab_bench_headline(lab_bench *b)
{
    head_run runs[HEAD_MAX_RUNS];
    int families = 0, failures = 0;
    for (int f = 0; f < lab_family_count && 2 * families + 1 < HEAD_MAX_RUNS; f++) {
        const lab_family *fam = lab_families[f];
        if (!fam->headline || !fam->headline[0] || !fam->bench || lab_next_variant(b->h, fam, -1) < 0) continue;
        head_run *run = &runs[2 * families++];
        run[0] = run[1] = (head_run){fam, NULL, 0, 0};
        for (int k = 0; k < 2 && fam->headline[k] && failures >= 0; k++) {
            const int r = head_one(b, fam, fam->headline[k], &run[k]);
            failures = r < 0 ? -1 : failures + r;
        }
        if (failures < 0) break;
    }
    /* a run that stopped shows what it has */
    if (!b->planning && families) head_print(b, runs, families, failures < 0);
    return failures;
}
