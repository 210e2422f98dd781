/* `cuprim bench`: the one row runner. Every table of every family goes through lab_table_run:
 * select the variants, set each row up, check it on poisoned output, time it through cup_time
 * (the one timing helper), print it with the one printer and keep it for the one JSON writer. */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include "lab.h"

#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

cup_status lab_bench_init(lab_bench *b, cup_handle_t h, uint64_t seed, FILE *out)
{
    memset(b, 0, sizeof *b);
    b->h = h, b->seed = seed, b->out = out;
    /* the tests' way to see what a run that stops with an error leaves */
    const char *stop = getenv("CUPRIM_TEST_STOP_ROWS");
    size_t rows = 0;
    if (stop && *stop && (lab_parse_size(stop, &rows) || rows < 1 || rows > INT_MAX))
        lab_usage("CUPRIM_TEST_STOP_ROWS='%s' is not a row count", stop);
    b->stop_rows = (int)rows;
    /* and what a row that fails its check does to a run (a sweep's exit status, its list of failures) */
    const char *wrong = getenv("CUPRIM_TEST_WRONG_ROW");
    rows = 0;
    if (wrong && *wrong && (lab_parse_size(wrong, &rows) || rows < 1 || rows > INT_MAX))
        lab_usage("CUPRIM_TEST_WRONG_ROW='%s' is not a row number", wrong);
    b->wrong_row = (int)rows;
    return cup_device_info_get(h, &b->info);
}

cup_status lab_bench_measure(lab_bench *b)
{
    if (b->measured) return CUP_STATUS_SUCCESS;
    cup_status s = cup_measure_ceilings(b->h, &b->copy_gbps, &b->read_gbps);
    if (s == CUP_STATUS_SUCCESS) s = cup_measure_launch(b->h, &b->launch_us);
    if (s == CUP_STATUS_SUCCESS) s = cup_measure_launch_queue(b->h, LAB_B2B_CALLS, &b->launch_b2b_us);
    if (s == CUP_STATUS_SUCCESS) s = cup_measure_links(b->h, &b->h2d_gbps, &b->d2h_gbps, &b->bidir_gbps);
    if (s != CUP_STATUS_SUCCESS) return s;
    b->measured = 1;
    if (b->format == LAB_FORMAT_CSV) return CUP_STATUS_SUCCESS; /* the JSON record has the device */
    if (b->info.backend == CUP_BACKEND_CUDA)
        /* two lines, to fit 120 columns */
        fprintf(b->out, "device: %s, cc %d.%d, %d SMs, L2 %.0f MiB | measured: copy %.0f GB/s, read %.0f GB/s,\n"
                        "  empty kernel %.2f us (%.2f us back to back) | pinned host link: H2D %.1f, D2H %.1f, both %.1f GB/s\n",
                b->info.name, b->info.cc_major, b->info.cc_minor, b->info.sm_count, b->info.l2_bytes / 1048576.0,
                b->copy_gbps, b->read_gbps, b->launch_us, b->launch_b2b_us, b->h2d_gbps, b->d2h_gbps, b->bidir_gbps);
    else
        fprintf(b->out, "cpu: %s, %d threads, LLC %.0f MiB | measured: copy %.1f GB/s, read %.1f GB/s\n", b->info.name,
                b->info.cpu_threads, b->info.cache_bytes / 1048576.0, b->copy_gbps, b->read_gbps);
    return CUP_STATUS_SUCCESS;
}

struct lab_kept_table {
    char *title;
    double base_us;
};

void lab_bench_end(lab_bench *b)
{
    for (int t = 0; t < b->kept_count; t++) free(b->kept[t].title);
    free(b->kept), free(b->table_of), free(b->rows);
    b->kept = NULL, b->table_of = NULL, b->rows = NULL;
    b->count = b->cap = b->kept_count = b->kept_rows = 0;
}

lab_row *lab_bench_add_row(lab_bench *b)
{
    if (b->count == b->cap) {
        int cap = b->cap ? 2 * b->cap : 64;
        lab_row *r = realloc(b->rows, (size_t)cap * sizeof *r);
        if (!r) return NULL;
        b->rows = r, b->cap = cap;
    }
    lab_row *r = &b->rows[b->count++];
    memset(r, 0, sizeof *r);
    return r;
}

/* "512", "32x8" or "-" (the variant picks its own) */
static void block_text(const lab_row *r, char *buf, size_t len)
{
    if (r->bx) snprintf(buf, len, "%dx%d", r->bx, r->by);
    else if (r->block) snprintf(buf, len, "%d", r->block);
    else snprintf(buf, len, "-");
}

/* A text field for CSV: quoted, with inner quotes doubled. */
static void csv_text(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"') fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

/* Every table's title is kept with its rows: the JSON record names each row's table, and CSV,
 * whose columns are known once every row is, prints them all in lab_bench_csv. */
static void table_keep(lab_bench *b, int first, const char *title)
{
    struct lab_kept_table *t = realloc(b->kept, (size_t)(b->kept_count + 1) * sizeof *t);
    if (t) b->kept = t;
    int *of = realloc(b->table_of, (size_t)(b->cap ? b->cap : 1) * sizeof *of);
    if (of) b->table_of = of;
    char *copy = t && of ? strdup(title) : NULL;
    if (!copy) {
        fprintf(stderr, "cuprim: out of host memory for the table '%s'\n", title);
        return;
    }
    t[b->kept_count] = (struct lab_kept_table){copy, b->rows[first].median_us};
    for (int i = b->kept_rows; i < b->count; i++) of[i] = i < first ? -1 : b->kept_count; /* -1: in no table */
    b->kept_count++, b->kept_rows = b->count;
}

const char *lab_row_table(const lab_bench *b, int row)
{
    return row >= 0 && row < b->kept_rows && b->table_of[row] >= 0 ? b->kept[b->table_of[row]].title : NULL;
}

void lab_print_table(lab_bench *b, int first, const char *title)
{
    FILE *f = b->out;
    const double base_us = b->rows[first].median_us;
    table_keep(b, first, title);
    if (b->format == LAB_FORMAT_CSV) {
        b->tables++;
        return;
    }
    if (b->format == LAB_FORMAT_MD)
        fprintf(f, "\n#### %s\n\n| variant | block | median_us | GB/s | %%ceil | speedup | check |\n"
                   "|---|---|---:|---:|---:|---:|---|\n", title);
    else if (b->format == LAB_FORMAT_TABLE) {
        fputc('\n', f);
        lab_print_wrapped(f, 0, title, " ", "", 4); /* a title can pass 120: its request and ceiling */
        fprintf(f, "%-29s %6s %12s %10s %7s %8s  %s\n", "variant", "block", "median_us", "GB/s", "%ceil", "speedup",
                "check");
    }
    b->tables++;
    for (int i = first; i < b->count; i++) {
        const lab_row *r = &b->rows[i];
        char block[16], check[224];
        block_text(r, block, sizeof block);
        const int timed = r->median_us > 0;
        const double pct = timed && r->ceiling_gbps > 0 ? 100.0 * r->gbps / r->ceiling_gbps : 0;
        const double speedup = timed && base_us > 0 ? base_us / r->median_us : 0;
        snprintf(check, sizeof check, "%s%s", r->ok ? "ok" : "FAIL", r->note);
        if (b->format == LAB_FORMAT_MD) {
            if (timed)
                fprintf(f, "| %s | %s | %.2f | %.1f | %.1f%% | %.2fx | %s |\n", r->variant, block, r->median_us, r->gbps,
                        pct, speedup, check);
            else
                fprintf(f, "| %s | %s | - | - | - | - | FAIL%s |\n", r->variant, block, r->note);
        } else if (timed) {
            fprintf(f, "%-29s %6s %12.2f %10.1f %6.1f%% %7.2fx  %s\n", r->variant, block, r->median_us, r->gbps, pct,
                    speedup, check);
        } else {
            fprintf(f, "%-29s %6s %12s %10s %7s %8s  FAIL%s\n", r->variant, block, "-", "-", "-", "-", r->note);
        }
    }
    fflush(f);
}

/* Time one row the same way for every family: a pilot run sizes the repeats to about 0.3 s
 * (GPU) or 0.2 s (CPU), between 5 and 200 (b->quick, a sweep's many cases: a tenth of that, 3
 * at least, one warm-up), and when the `footprint` (bytes touched per run)
 * is under 4x the cache, the cache is evicted before each run. */
static cup_status time_row(lab_bench *b, cup_work_fn prepare, cup_work_fn fn, void *ctx, size_t footprint, lab_row *r)
{
    const size_t cache = b->info.cache_bytes ? b->info.cache_bytes : (size_t)32 << 20;
    const size_t flush = footprint < 4 * cache ? 2 * cache : 0;
    const double flush_us = flush / (b->read_gbps * 1e3);
    const double budget_us = (cup_get_backend(b->h) == CUP_BACKEND_CUDA ? 3e5 : 2e5) / (b->quick ? 10 : 1);
    const double least = b->quick ? 3 : 5;
    cup_timing t;
    cup_status s = cup_time_prepared(b->h, prepare, fn, ctx, 1, 1, flush, &t);
    if (s != CUP_STATUS_SUCCESS) return s;
    double reps = budget_us / (t.median_us + flush_us + 1.0);
    reps = reps < least ? least : reps > 200 ? 200 : reps;
    s = cup_time_prepared(b->h, prepare, fn, ctx, b->quick ? 1 : 2, (int)reps, flush, &t);
    if (s == CUP_STATUS_SUCCESS) r->median_us = t.median_us, r->min_us = t.min_us, r->max_us = t.max_us, r->reps = t.reps;
    if (s == CUP_STATUS_SUCCESS && !prepare && r->median_us < LAB_B2B_BELOW_US) {
        /* back to back, no eviction between calls: the cost per call of a queue of small calls
         * (host work per call included, hidden only where the GPU is the slower side). Not for a
         * row with a prepare hook: a queue cannot reset its state between calls, so it would time
         * other work (managed pages already resident) under the row's name. */
        s = cup_time_queue(b->h, fn, ctx, LAB_B2B_CALLS, &r->b2b_us);
        if (s == CUP_STATUS_SUCCESS) {
            const size_t len = strlen(r->note);
            snprintf(r->note + len, sizeof r->note - len, "  b2b %.2f us", r->b2b_us);
        }
    }
    return s;
}

int lab_row_block(const cup_variant_info *v, int block, lab_row *r)
{
    r->block = v->block_max && block ? block : v->block_default;
    if (v->block_max && block && (block < v->block_min || block > v->block_max)) return -1;
    return v->block_max ? r->block : 0;
}

uint64_t lab_table_seed(const lab_bench *b, uint64_t a, uint64_t c)
{
    return b->seed ^ (a * 0x9E3779B97F4A7C15ull) ^ (c * 0xC2B2AE3D27D4EB4Full);
}

int lab_wanted(const char *name, const char *const *variants)
{
    if (!variants || !*variants) return 1;
    for (; *variants; variants++)
        if (strcmp(*variants, "all") == 0 || strcmp(*variants, name) == 0) return 1;
    return 0;
}

int lab_names_known(cup_handle_t h, const lab_family *family, const char *const *variants)
{
    for (const char *const *v = variants; v && *v; v++)
        if (strcmp(*v, "all") != 0 && lab_find(h, family, *v) < 0) {
            fprintf(stderr, "cuprim: no %s variant '%s' on the %s backend (see cuprim list)\n", family->name, *v,
                    cup_backend_name(cup_get_backend(h)));
            return 0;
        }
    return 1;
}

/* The pinned link a host table is held to (0 for a device table) and its ceiling: a pageable
 * table's is the lesser of the link and the staging copy. */
static int table_one_way(const lab_table *t)
{
    return t->ceiling == LAB_CEILING_H2D || t->ceiling == LAB_CEILING_PAGEABLE_H2D;
}
static int table_pageable(const lab_table *t)
{
    return t->ceiling == LAB_CEILING_PAGEABLE_H2D || t->ceiling == LAB_CEILING_PAGEABLE_BIDIR;
}
static double table_link(const lab_bench *b, const lab_table *t)
{
    return table_one_way(t)                                        ? b->h2d_gbps
           : t->ceiling == LAB_CEILING_BIDIR || table_pageable(t) ? b->bidir_gbps
                                                                  : 0;
}
static double table_ceiling(const lab_bench *b, const lab_table *t, double link)
{
    return t->ceiling == LAB_CEILING_READ                             ? b->read_gbps
           : t->ceiling == LAB_CEILING_COPY                           ? b->copy_gbps
           : table_pageable(t) && b->staging_gbps < link ? b->staging_gbps
                                                         : link;
}

int lab_table_run(lab_bench *b, const lab_table *t)
{
    cup_handle_t h = b->h;
    if (b->planning) return 0; /* a table that did not say what it holds (lab_need_memory) runs nothing now */
    if (!lab_names_known(h, t->family, t->variants)) return -1;
    if (lab_bench_measure(b) != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: cannot measure the ceilings: %s\n", cup_last_error(h));
        return -1;
    }
    /* host tables: the link one way or both; pageable ones also the staging copy */
    const int one_way = table_one_way(t), pageable = table_pageable(t);
    if (pageable && !b->staging_gbps && cup_measure_staging(h, &b->staging_gbps) != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: cannot measure the pageable staging copy: %s\n", cup_last_error(h));
        return -1;
    }
    double link = table_link(b, t), ceiling = table_ceiling(b, t, link);
    const int first = b->count, per_variant = t->rows > 0 ? t->rows : 1;
    int failures = 0;
    for (int id = -1; (id = lab_next_variant(h, t->family, id)) >= 0;) {
        const cup_variant_info *v = cup_variant_get(id);
        if (!lab_wanted(v->name, t->variants) || (t->dtype >= 0 && !(v->dtypes & (1u << t->dtype))) ||
            (v->ops & t->ops) != t->ops)
            continue;
        for (int j = 0; j < per_variant; j++) {
            if (b->stop_rows && b->count >= b->stop_rows) {
                fprintf(stderr, "cuprim: stopped after %d rows (CUPRIM_TEST_STOP_ROWS)\n", b->count);
                return -1;
            }
            lab_row row;
            memset(&row, 0, sizeof row);
            row.family = v->family, row.variant = v->name, row.reference = v->reference;
            row.dtype = t->dtype >= 0 ? (cup_dtype)t->dtype : CUP_U32;
            row.ceiling_gbps = ceiling;
            lab_run run = {0, 0, NULL};
            const int rc = t->setup(t->ctx, id, v, j, &row, &run);
            if (rc == 1) continue;
            lab_row *r = lab_bench_add_row(b);
            if (!r) {
                fprintf(stderr, "cuprim: out of host memory for the results\n");
                return -1;
            }
            *r = row;
            if (rc < 0) { /* reported, not silently changed */
                failures++;
                continue;
            }
            if (b->progress) { /* on a terminal only: logs stay clean */
                const int total = b->planned > b->tables ? b->planned : b->tables + 1;
                fprintf(stderr, "\r\033[K[table %d of %d, row %d] %.60s: %s", b->tables + 1, total, b->count - first,
                        t->title, r->variant);
                fflush(stderr);
            }
            if (b->ncu_child) { /* one launch for the profiler */
                r->ok = t->work(h, t->ctx) == CUP_STATUS_SUCCESS && cup_sync(h) == CUP_STATUS_SUCCESS;
                continue;
            }
            cup_status s = CUP_STATUS_SUCCESS;
            r->ok = t->verify(t->ctx, h, &s) && s == CUP_STATUS_SUCCESS;
            if (b->wrong_row == b->count && r->ok) {
                r->ok = 0;
                fprintf(stderr, "cuprim: %s %s: failed its check as CUPRIM_TEST_WRONG_ROW=%d asks\n", r->family,
                        r->variant, b->wrong_row);
            }
            if (s == CUP_STATUS_SUCCESS) s = time_row(b, run.prepare, t->work, t->ctx, run.footprint, r);
            if (s != CUP_STATUS_SUCCESS) {
                r->ok = 0, r->median_us = 0;
                fprintf(stderr, "cuprim: %s %s failed: %s\n", r->family, r->variant, cup_last_error(h));
            } else {
                r->gbps = run.bytes / (r->median_us * 1e3);
                if (t->timed) t->timed(t->ctx, r);
            }
            if (!r->ok && s == CUP_STATUS_SUCCESS) fprintf(stderr, "cuprim: %s %s: wrong output\n", r->family, r->variant);
            failures += !r->ok;
        }
    }
    if (b->progress) fprintf(stderr, "\r\033[K");
    /* A host table measures its link (and a pageable one its staging copy) again after its rows
     * and keeps the better figure: the link measured at the start of one process once read H2D
     * 28.6 GB/s against 55.1 in the next (the host busy at that moment), which would have put a
     * pinned row at 180%; the staging copy once read 21.4 before a pageable stencil row of 40.3. */
    const double link_before = link, staging_before = b->staging_gbps;
    double h2d = 0, d2h = 0, bidir = 0, link_after = 0, staging_after = 0;
    if (link > 0 && b->count > first && !b->ncu_child && cup_measure_links(h, &h2d, &d2h, &bidir) == CUP_STATUS_SUCCESS) {
        b->h2d_gbps = h2d > b->h2d_gbps ? h2d : b->h2d_gbps;
        b->d2h_gbps = d2h > b->d2h_gbps ? d2h : b->d2h_gbps;
        b->bidir_gbps = bidir > b->bidir_gbps ? bidir : b->bidir_gbps;
        link_after = one_way ? h2d : bidir;
        if (pageable && cup_measure_staging(h, &staging_after) == CUP_STATUS_SUCCESS && staging_after > b->staging_gbps)
            b->staging_gbps = staging_after;
        link = table_link(b, t), ceiling = table_ceiling(b, t, link);
        for (int i = first; i < b->count; i++) b->rows[i].ceiling_gbps = ceiling;
    }
    if (b->count > first && !b->ncu_child) {
        char title[640], link_note[160] = "", staging_note[64] = "";
        if (staging_after > 0)
            snprintf(staging_note, sizeof staging_note, "; staging: %.1f before and %.1f after", staging_before,
                     staging_after);
        if (link_after > 0)
            snprintf(link_note, sizeof link_note, " (link: the better of %.1f before the rows and %.1f after%s)",
                     link_before, link_after, staging_note);
        if (t->ceiling == LAB_CEILING_FASTEST) {
            double ceiling = 0;
            for (int i = first; i < b->count; i++) ceiling = b->rows[i].gbps > ceiling ? b->rows[i].gbps : ceiling;
            for (int i = first; i < b->count; i++) b->rows[i].ceiling_gbps = ceiling;
            snprintf(title, sizeof title, "%s, ceiling = the fastest row", t->title);
        } else if (pageable && b->staging_gbps > 0) {
            snprintf(title, sizeof title, "%s, pageable ceiling %.1f GB/s (the lesser of the pinned %s %.1f and the copy "
                     "threads' pageable into pinned staging %.1f)%s", t->title, b->rows[first].ceiling_gbps,
                     one_way ? "H2D" : "bidirectional", link, b->staging_gbps, link_note);
        } else {
            snprintf(title, sizeof title, "%s, %s ceiling %.1f GB/s%s", t->title,
                     t->ceiling == LAB_CEILING_READ   ? "read"
                     : t->ceiling == LAB_CEILING_COPY ? "copy"
                     : one_way                        ? "pinned H2D"
                                                      : "pinned bidirectional",
                     b->rows[first].ceiling_gbps, link_note);
        }
        lab_print_table(b, first, title);
    }
    return failures;
}

double lab_host_memory(void)
{
    const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    double have = pages > 0 && page > 0 ? (double)pages * (double)page : 0;
    /* a container's limit (cgroup v2) is where the OOM killer stands */
    FILE *f = fopen("/sys/fs/cgroup/memory.max", "r");
    char line[64];
    if (f && fgets(line, sizeof line, f)) {
        char *end;
        const double limit = strtod(line, &end);
        if (end != line && (*end == '\n' || !*end) && limit > 0 && (have == 0 || limit < have)) have = limit;
    }
    if (f) fclose(f);
    /* the tests' smaller machine: a run refused for want of memory, without needing one */
    const char *test = getenv("CUPRIM_TEST_HOST_MEMORY");
    size_t bytes = 0;
    if (test && *test && (lab_parse_size(test, &bytes) || bytes == 0))
        lab_usage("CUPRIM_TEST_HOST_MEMORY='%s' is not a size in bytes", test);
    if (bytes && (have == 0 || (double)bytes < have)) have = (double)bytes;
    return have;
}

/* What the CPU backend holds for a run beside a table's data: the two buffers of the ceilings'
 * measurement (2 x clamp(2 x cache, 256 MiB, 1 GiB), src/backend/cpu/backend.c) until it has run,
 * and the cache flush (2 x cache) from the first timed row on; never both at once. */
static double cpu_run_bytes(const lab_bench *b)
{
    const double cache = (double)b->info.cache_bytes, MiB = 1048576.0;
    double ceilings = 2 * cache;
    ceilings = 2 * (ceilings < 256 * MiB ? 256 * MiB : ceilings > 1024 * MiB ? 1024 * MiB : ceilings);
    const double flush = 2 * cache;
    return b->measured || flush > ceilings ? flush : ceilings;
}

/* GiB, or MiB below one */
static void mem_text(double bytes, char *buf, size_t len)
{
    if (bytes >= 1073741824.0) snprintf(buf, len, "%.2f GiB", bytes / 1073741824.0);
    else snprintf(buf, len, "%.1f MiB", bytes / 1048576.0);
}

int lab_memory_short(const cup_device_info *d, double host_bytes, double device_bytes, const char *what,
                     const char *detail, char *why, size_t len)
{
    const double host = lab_host_memory();
    const int cpu = d->backend == CUP_BACKEND_CPU;
    const double on_host = host_bytes + (cpu ? device_bytes : 0), device = cpu ? 0 : (double)d->global_mem_bytes;
    const int host_short = host > 0 && on_host > 0.9 * host;
    if (!host_short && !(device > 0 && device_bytes > device)) return 0;
    char need[32], have[32];
    mem_text(host_short ? on_host : device_bytes, need, sizeof need);
    mem_text(host_short ? host : device, have, sizeof have);
    if (host_short)
        snprintf(why, len, "%s needs %s of host memory%s, more than 90%% of the %s here", what, need, detail, have);
    else
        snprintf(why, len, "%s needs %s of device memory, more than the %s of %s", what, need, have, d->name);
    return 1;
}

int lab_need_memory(lab_bench *b, double host_bytes, double device_bytes, const char *what_fmt, ...)
{
    char what[200];
    va_list ap;
    va_start(ap, what_fmt);
    vsnprintf(what, sizeof what, what_fmt, ap);
    va_end(ap);
    const int cpu = b->info.backend == CUP_BACKEND_CPU;
    const double run_host = cpu ? cpu_run_bytes(b) : 0;
    /* the L2 flush between timed runs on a GPU */
    const double on_device = device_bytes + (cpu ? 0 : 2.0 * (double)b->info.l2_bytes);
    const double on_host = host_bytes + run_host + (cpu ? device_bytes : 0);
    if (on_host > b->counted_bytes) b->counted_bytes = on_host;
    char why[720] = "", data[32], detail[160];
    mem_text(host_bytes + (cpu ? device_bytes : 0), data, sizeof data);
    snprintf(detail, sizeof detail, " (%s of data and copies%s)", data, cpu ? " plus the run's own ceiling and cache-flush buffers" : "");
    (void)lab_memory_short(&b->info, host_bytes + run_host, on_device, what, detail, why, sizeof why);
    if (b->planning) {
        b->planned++;
        if (why[0] && !b->plan_why[0]) snprintf(b->plan_why, sizeof b->plan_why, "%s", why);
        return 1;
    }
    if (!why[0]) return 0;
    if (!b->measured && b->count == 0) lab_usage("%s", why);
    fprintf(stderr, "cuprim: %s: the table is left out\n", why);
    return -1;
}

/* The host-array calls' chunk unless one is set (CUP_PIPE_CHUNK_DEFAULT) */
#define PIPE_CHUNK_DEFAULT (64.0 * 1048576)

void lab_pipeline_bytes(const lab_bench *b, int pinned, double *host, double *device)
{
    /* the chunk --chunk set, else the library's default */
    const double chunk = b->host_chunk ? (double)b->host_chunk : PIPE_CHUNK_DEFAULT;
    if (b->info.backend == CUP_BACKEND_CPU) {
        *device += 3 * chunk; /* the CPU transport's window, output and records */
        return;
    }
    /* a ring of 4 device windows and outputs; pageable arrays: 4 pinned staging slots each way, and
     * the 256 MiB pageable and pinned buffers of cup_measure_staging */
    *device += 8 * chunk + chunk;
    if (!pinned) *host += 8 * chunk + 512.0 * 1048576;
}

void lab_check_pipeline_bytes(const lab_check_ctx *c, double in_bytes, double out_bytes, size_t chunk, double *host,
                              double *device)
{
    const double most = chunk ? (double)chunk : PIPE_CHUNK_DEFAULT, halo = 2 * 16 * 8.0; /* a stencil's radius */
    const double win = (in_bytes < most ? in_bytes : most) + halo, out = (out_bytes < most ? out_bytes : most) + halo;
    if (c->info.backend == CUP_BACKEND_CPU) {
        *device += win + out; /* the CPU transport's window and output */
        return;
    }
    /* a ring of 4 device windows and outputs; pageable arrays: 4 pinned staging slots each way */
    *device += 4 * (win + out);
    *host += 4 * (win + out);
}

void lab_host_row(lab_row *r, int pinned)
{
    r->variant = pinned ? "host-pinned" : "host-pageable";
    LAB_APPEND(r->json, ", \"input\": \"%s\"", pinned ? "pinned" : "pageable");
}

/* The next member of a row's family JSON (", \"key\": value, ..."): its key into `key`, its value
 * as [*val, *val + *len) (a string without its quotes); NULL after the last. */
static const char *json_member(const char *p, char *key, size_t key_len, const char **val, size_t *len)
{
    p += strspn(p, ", ");
    if (*p != '"') return NULL;
    const size_t k = strcspn(++p, "\"");
    snprintf(key, key_len, "%.*s", (int)(k < key_len ? k : key_len - 1), p);
    p += k + (p[k] == '"');
    p += strspn(p, ": ");
    const char *start = p;
    int depth = 0, in_string = 0;
    for (; *p && (in_string || depth || *p != ','); p++) {
        if (in_string && *p == '\\' && p[1]) p++;
        else if (*p == '"') in_string = !in_string;
        else if (!in_string) depth += (*p == '{' || *p == '[') - (*p == '}' || *p == ']');
    }
    size_t n = (size_t)(p - start);
    while (n && start[n - 1] == ' ') n--;
    if (n >= 2 && start[0] == '"' && start[n - 1] == '"') start++, n -= 2;
    *val = start, *len = n;
    return p;
}

static void csv_field(FILE *f, const char *s, size_t n)
{
    fputc(',', f);
    if (strcspn(s, ",\"\n") >= n) {
        fprintf(f, "%.*s", (int)n, s);
        return;
    }
    fputc('"', f);
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '"') fputc('"', f);
        fputc(s[i], f);
    }
    fputc('"', f);
}

enum { CSV_MAX_KEYS = 64 };

void lab_bench_csv(lab_bench *b)
{
    if (b->format != LAB_FORMAT_CSV || !b->count || !b->kept_count) return;
    FILE *f = b->out;
    /* the family keys, in the order rows first have them */
    char keys[CSV_MAX_KEYS][48], key[48];
    int nkeys = 0;
    const char *val;
    size_t len;
    for (int i = 0; i < b->kept_rows; i++)
        for (const char *p = b->rows[i].json; (p = json_member(p, key, sizeof key, &val, &len));) {
            int k = 0;
            while (k < nkeys && strcmp(keys[k], key) != 0) k++;
            if (k == nkeys && nkeys < CSV_MAX_KEYS) strcpy(keys[nkeys++], key);
        }
    fprintf(f, "table,family,variant,dtype,op,n,shape,block,median_us,min_us,max_us,reps,gbps,b2b_us,ceiling_gbps,"
               "pct_ceiling,speedup,check,reference");
    for (int k = 0; k < nkeys; k++) fprintf(f, ",%s", keys[k]);
    fprintf(f, ",note\n");
    for (int i = 0; i < b->kept_rows; i++) {
        if (b->table_of[i] < 0) continue;
        const lab_row *r = &b->rows[i];
        const struct lab_kept_table *t = &b->kept[b->table_of[i]];
        char block[16];
        block_text(r, block, sizeof block);
        csv_text(f, t->title);
        fprintf(f, ",%s,%s,%s,%s,", r->family, r->variant, cup_dtype_name(r->dtype), r->op ? r->op : "none");
        if (r->rows) fprintf(f, ",%zux%zu,", r->rows, r->cols);
        else fprintf(f, "%zu,,", r->n);
        fprintf(f, "%s,", r->bx || r->block ? block : "");
        if (r->median_us > 0)
            fprintf(f, "%.3f,%.3f,%.3f,%d,%.2f,", r->median_us, r->min_us, r->max_us, r->reps, r->gbps);
        else
            fprintf(f, ",,,,,");
        if (r->b2b_us > 0) fprintf(f, "%.3f", r->b2b_us);
        fprintf(f, ",%.2f,", r->ceiling_gbps);
        if (r->median_us > 0 && r->ceiling_gbps > 0) fprintf(f, "%.2f", 100.0 * r->gbps / r->ceiling_gbps);
        fputc(',', f);
        if (r->median_us > 0 && t->base_us > 0) fprintf(f, "%.3f", t->base_us / r->median_us);
        fprintf(f, ",%s,%s", r->ok ? "ok" : "FAIL", r->reference ? "true" : "false");
        for (int k = 0; k < nkeys; k++) {
            const char *p = r->json;
            while ((p = json_member(p, key, sizeof key, &val, &len)) && strcmp(key, keys[k]) != 0) {}
            if (p) csv_field(f, val, len);
            else fputc(',', f);
        }
        fputc(',', f);
        csv_text(f, r->note + strspn(r->note, " "));
        fputc('\n', f);
    }
    fflush(f);
}
