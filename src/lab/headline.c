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

/* The table's columns: each as wide as its widest cell, numbers to the right; the two requests
 * (a family's arguments, of any length) are narrowed until the line fits HEAD_WIDTH columns and
 * wrap at spaces within their column (a word longer than it is cut). */
enum { HEAD_COLS = 9, HEAD_WIDTH = 120, HEAD_GAP = 2, HEAD_CELL = 160, HEAD_MIN_WRAP = 8 };
static const char *const head_titles[HEAD_COLS] = {"primitive", "large request", "best GB/s", "vendor", "vendor GB/s",
                                                   "ratio", "small request", "best us", "vendor us"};
static const int head_right[HEAD_COLS] = {0, 0, 1, 0, 1, 1, 0, 1, 1};
static const int head_wraps[HEAD_COLS] = {0, 1, 0, 0, 0, 0, 1, 0, 0};
typedef struct head_line {
    char cell[HEAD_COLS][HEAD_CELL];
} head_line;

/* The piece of `*text` that fits `width` columns (cut at its last space that fits, else at the
 * width) into out[HEAD_CELL]; *text moves past it and the spaces after it. */
static void head_take(const char **text, int width, char out[HEAD_CELL])
{
    const char *s = *text;
    size_t len = strlen(s), w = width > 0 && width < HEAD_CELL ? (size_t)width : HEAD_CELL - 1;
    if (len > w) {
        len = w;
        while (len > 0 && s[len] != ' ') len--;
        if (len == 0) len = w;
    }
    memcpy(out, s, len);
    out[len] = '\0';
    for (s += len; *s == ' '; s++) {}
    while (len > 0 && out[len - 1] == ' ') out[--len] = '\0';
    *text = s;
}

static void head_print_line(FILE *f, const head_line *l, const int *width)
{
    const char *rest[HEAD_COLS];
    for (int c = 0; c < HEAD_COLS; c++) rest[c] = l->cell[c];
    int more = 1;
    while (more) {
        char line[HEAD_COLS * (HEAD_CELL + HEAD_GAP) + 1] = "", piece[HEAD_CELL];
        more = 0;
        for (int c = 0; c < HEAD_COLS; c++) {
            head_take(&rest[c], width[c], piece);
            more |= *rest[c] != '\0';
            lab_append(line, sizeof line, head_right[c] ? "%*s%*s" : "%*s%-*s", c ? HEAD_GAP : 0, "", width[c], piece);
        }
        for (size_t n = strlen(line); n > 0 && line[n - 1] == ' ';) line[--n] = '\0';
        fprintf(f, "%s\n", line);
    }
}

/* runs[2k] is family k's large request, runs[2k + 1] its small one (empty where it has none) */
static void head_print(lab_bench *b, const head_run *runs, int families, int stopped)
{
    FILE *f = b->format == LAB_FORMAT_TABLE ? b->out : stderr;
    fprintf(f, "\nheadline on %s: best beside the vendor's row; GB/s and %% of the measured ceiling at\n"
               "the large request, microseconds per call at the small one. 'cuprim bench FAMILY REQUEST' repeats a\n"
               "line with every variant; 'cuprim bench --full' runs the whole suite.%s\n",
            b->info.name, stopped ? "\nThe run stopped: its rows so far." : "");
    head_line *lines = calloc((size_t)families + 1, sizeof *lines);
    if (!lines) {
        fprintf(stderr, "cuprim: out of host memory for the headline\n");
        return;
    }
    int count = 1;
    for (int c = 0; c < HEAD_COLS; c++) snprintf(lines[0].cell[c], HEAD_CELL, "%s", head_titles[c]);
    for (int k = 0; k < families; k++) {
        const head_run *big = &runs[2 * k], *small = &runs[2 * k + 1];
        if (big->first == big->last && small->first == small->last) continue; /* not reached */
        const lab_row *best = head_row(b, big->first, big->last, 0), *vendor = head_row(b, big->first, big->last, 1);
        const lab_row *sbest = head_row(b, small->first, small->last, 0);
        const lab_row *svendor = head_row(b, small->first, small->last, 1);
        char(*cell)[HEAD_CELL] = lines[count++].cell;
        snprintf(cell[0], HEAD_CELL, "%s", big->family->name);
        snprintf(cell[1], HEAD_CELL, "%s", big->args);
        gbps_cell(best, cell[2], HEAD_CELL);
        snprintf(cell[3], HEAD_CELL, "%s", vendor ? vendor->variant : "-");
        gbps_cell(vendor, cell[4], HEAD_CELL);
        if (best && vendor && vendor->gbps > 0) snprintf(cell[5], HEAD_CELL, "%.2fx", best->gbps / vendor->gbps);
        else snprintf(cell[5], HEAD_CELL, "-");
        snprintf(cell[6], HEAD_CELL, "%s", small->args ? small->args : "-");
        us_cell(sbest, cell[7], HEAD_CELL);
        us_cell(svendor, cell[8], HEAD_CELL);
    }
    int width[HEAD_COLS], total = HEAD_GAP * (HEAD_COLS - 1);
    for (int c = 0; c < HEAD_COLS; c++) {
        width[c] = 0;
        for (int i = 0; i < count; i++)
            if ((int)strlen(lines[i].cell[c]) > width[c]) width[c] = (int)strlen(lines[i].cell[c]);
        total += width[c];
    }
    /* narrow the widest request column by one, again, until the line fits */
    while (total > HEAD_WIDTH) {
        int c = -1;
        for (int k = 0; k < HEAD_COLS; k++)
            if (head_wraps[k] && (c < 0 || width[k] > width[c])) c = k;
        if (width[c] <= HEAD_MIN_WRAP) break;
        width[c]--, total--;
    }
    for (int i = 0; i < count; i++) head_print_line(f, &lines[i], width);
    free(lines);
    fflush(f);
}

int lab_bench_headline(lab_bench *b)
{
    head_run runs[HEAD_MAX_RUNS];
    int families = 0, failures = 0;
    /* the tests' way to see the whole table in seconds: the large requests are named, not run */
    const char *small = getenv("CUPRIM_TEST_SMALL_HEADLINE");
    if (small && *small && strcmp(small, "1") != 0) lab_usage("CUPRIM_TEST_SMALL_HEADLINE='%s' is not 1", small);
    const int small_only = small && *small;
    for (int f = 0; f < lab_family_count && 2 * families + 1 < HEAD_MAX_RUNS; f++) {
        const lab_family *fam = lab_families[f];
        if (!fam->headline || !fam->headline[0] || !fam->bench || lab_next_variant(b->h, fam, -1) < 0) continue;
        head_run *run = &runs[2 * families++];
        run[0] = run[1] = (head_run){fam, NULL, 0, 0};
        for (int k = 0; k < 2 && fam->headline[k] && failures >= 0; k++) {
            if (small_only && k == 0 && fam->headline[1]) {
                run[0].args = fam->headline[0], run[0].first = run[0].last = b->count;
                continue;
            }
            const int r = head_one(b, fam, fam->headline[k], &run[k]);
            failures = r < 0 ? -1 : failures + r;
        }
        if (failures < 0) break;
    }
    /* a run that stopped shows what it has */
    if (!b->planning && families) head_print(b, runs, families, failures < 0);
    return failures;
}
