/* `cuprim bench`: every timing goes through cup_time (the one timing helper), every row is
 * checked against the reference on the same data, and every table is printed and written to
 * JSON by the one printer and the one writer below. */
#define _GNU_SOURCE
#include "lab.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

cup_status lab_bench_begin(lab_bench *b, cup_handle_t h, uint64_t seed, FILE *out)
{
    memset(b, 0, sizeof *b);
    b->h = h, b->seed = seed, b->out = out;
    cup_status s = cup_device_info_get(h, &b->info);
    if (s == CUP_STATUS_SUCCESS) s = cup_measure_ceilings(h, &b->copy_gbps, &b->read_gbps);
    if (s == CUP_STATUS_SUCCESS) s = cup_measure_launch(h, &b->launch_us);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (b->info.backend == CUP_BACKEND_CUDA)
        fprintf(out, "device: %s, cc %d.%d, %d SMs, L2 %.0f MiB | measured: copy %.0f GB/s, read %.0f GB/s, "
                     "empty kernel %.2f us\n",
                b->info.name, b->info.cc_major, b->info.cc_minor, b->info.sm_count, b->info.l2_bytes / 1048576.0,
                b->copy_gbps, b->read_gbps, b->launch_us);
    else
        fprintf(out, "cpu: %s, %d threads, LLC %.0f MiB | measured: copy %.1f GB/s, read %.1f GB/s\n", b->info.name,
                b->info.cpu_threads, b->info.cache_bytes / 1048576.0, b->copy_gbps, b->read_gbps);
    return CUP_STATUS_SUCCESS;
}

void lab_bench_end(lab_bench *b)
{
    free(b->rows);
    b->rows = NULL;
    b->count = b->cap = 0;
}

static lab_row *add_row(lab_bench *b)
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

static void print_table(const lab_bench *b, int first, const char *title)
{
    FILE *f = b->out;
    fprintf(f, "\n%s\n%-16s %6s %12s %10s %7s %8s  %s\n", title, "variant", "block", "median_us", "GB/s", "%ceil",
            "speedup", "check");
    const double base_us = b->rows[first].median_us;
    for (int i = first; i < b->count; i++) {
        const lab_row *r = &b->rows[i];
        char block[16];
        block_text(r, block, sizeof block);
        if (r->median_us > 0)
            fprintf(f, "%-16s %6s %12.2f %10.1f %6.1f%% %7.2fx  %s\n", r->variant, block, r->median_us, r->gbps,
                    100.0 * r->gbps / r->ceiling_gbps, base_us > 0 ? base_us / r->median_us : 0.0,
                    r->ok ? "ok" : "FAIL");
        else
            fprintf(f, "%-16s %6s %12s %10s %7s %8s  FAIL\n", r->variant, block, "-", "-", "-", "-");
    }
    fflush(f);
}

/* Time one row the same way for every family: a pilot run sizes the repeats to about 0.3 s
 * (GPU) or 0.2 s (CPU), between 5 and 200, and when the `footprint` (bytes touched per run)
 * is under 4x the cache, the cache is evicted before each run. */
static cup_status time_row(lab_bench *b, cup_work_fn fn, void *ctx, size_t footprint, double *median_us)
{
    const size_t cache = b->info.cache_bytes ? b->info.cache_bytes : (size_t)32 << 20;
    const size_t flush = footprint < 4 * cache ? 2 * cache : 0;
    const double flush_us = flush / (b->read_gbps * 1e3);
    const double budget_us = cup_get_backend(b->h) == CUP_BACKEND_CUDA ? 3e5 : 2e5;
    double pilot = 0;
    cup_status s = cup_time(b->h, fn, ctx, 1, 1, flush, &pilot);
    if (s != CUP_STATUS_SUCCESS) return s;
    double reps = budget_us / (pilot + flush_us + 1.0);
    reps = reps < 5 ? 5 : reps > 200 ? 200 : reps;
    return cup_time(b->h, fn, ctx, 2, (int)reps, flush, median_us);
}

typedef struct work_ctx {
    int id, block;
    cup_op op;
    cup_dtype t;
    const void *in;
    size_t n;
    void *out;
} work_ctx;

static cup_status reduce_work(cup_handle_t h, void *p)
{
    const work_ctx *w = p;
    return cup_reduce_variant(h, w->id, w->block, w->op, w->t, w->in, w->n, w->out);
}

static int wanted(const char *name, const char *const *variants)
{
    if (!variants) return 1;
    for (; *variants; variants++)
        if (strcmp(*variants, "all") == 0 || strcmp(*variants, name) == 0) return 1;
    return 0;
}

/* Every name asked for ("all" aside) must be a variant of `family` on this backend. */
static int names_known(cup_handle_t h, const char *family, const char *const *variants)
{
    for (const char *const *v = variants; v && *v; v++)
        if (strcmp(*v, "all") != 0 && cup_variant_find(h, family, *v) < 0) {
            fprintf(stderr, "cuprim: no %s variant '%s' on the %s backend (see cuprim list)\n", family, *v,
                    cup_backend_name(cup_get_backend(h)));
            return 0;
        }
    return 1;
}

int lab_bench_reduce(lab_bench *b, const char *const *variants, cup_dtype t, cup_op op, size_t n, int block)
{
    cup_handle_t h = b->h;
    const int backend = cup_get_backend(h);
    if (!names_known(h, "reduce", variants)) return -1;
    const size_t size = cup_dtype_size(t), bytes = n * size;
    void *host = malloc(bytes ? bytes : 1), *in = NULL, *out = NULL;
    cup_status s = host ? cup_malloc(h, &in, bytes) : CUP_STATUS_ALLOC_FAILED;
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &out, 16);
    lab_rng rng = {b->seed ^ (n * 0x9E3779B97F4A7C15ull) ^ ((uint64_t)t << 56) ^ ((uint64_t)op << 48)};
    lab_expect e;
    if (s == CUP_STATUS_SUCCESS) {
        lab_fill(host, t, n, LAB_DATA_FULL, &rng);
        lab_reference(op, t, host, n, LAB_DATA_FULL, &e);
        s = cup_copy_to_backend(h, in, host, bytes);
    }
    free(host);
    if (s != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: cannot prepare %zu elements of %s: %s\n", n, cup_dtype_name(t), cup_last_error(h));
        cup_free(h, in), cup_free(h, out);
        return -1;
    }
    const int first = b->count;
    int failures = 0;
    for (int id = 0, count = cup_variant_count(); id < count; id++) {
        const cup_variant_info *v = cup_variant_get(id);
        if ((int)v->backend != backend || strcmp(v->family, "reduce") != 0 || !wanted(v->name, variants) ||
            !(v->dtypes & (1u << t)) || !(v->ops & (1u << op)))
            continue;
        lab_row *r = add_row(b);
        if (!r) break;
        r->family = v->family, r->variant = v->name, r->dtype = t, r->op = op, r->n = n;
        r->reference = v->reference, r->ceiling_gbps = b->read_gbps;
        const int use_block = v->block_max ? (block ? block : v->block_default) : v->block_default;
        r->block = use_block;
        if (v->block_max && block && (block < v->block_min || block > v->block_max)) {
            r->block = block; /* outside this variant's range: reported, not silently changed */
            r->ok = 0, failures++;
            continue;
        }
        work_ctx w = {id, v->block_max ? use_block : 0, op, t, in, n, out};
        unsigned char poison[8], got[8];
        for (size_t i = 0; i < size; i++) poison[i] = e.bits[i] ^ 0x5a;
        char why[256] = "";
        s = cup_copy_to_backend(h, out, poison, size);
        if (s == CUP_STATUS_SUCCESS) s = reduce_work(h, &w);
        if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(h, got, out, size);
        r->ok = s == CUP_STATUS_SUCCESS && lab_matches(&e, got, why, sizeof why);
        if (s == CUP_STATUS_SUCCESS) s = time_row(b, reduce_work, &w, bytes, &r->median_us);
        if (s != CUP_STATUS_SUCCESS) {
            r->ok = 0, r->median_us = 0;
            fprintf(stderr, "cuprim: %s failed: %s\n", v->name, cup_last_error(h));
        } else {
            r->gbps = (double)bytes / (r->median_us * 1e3);
        }
        if (!r->ok && why[0]) fprintf(stderr, "cuprim: %s: %s\n", v->name, why);
        failures += !r->ok;
    }
    cup_free(h, in), cup_free(h, out);
    if (b->count > first) {
        char title[160];
        snprintf(title, sizeof title, "reduce %s %s, n = %zu (%.1f MiB), read ceiling %.1f GB/s",
                 cup_dtype_name(t), cup_op_name(op), n, bytes / 1048576.0, b->read_gbps);
        print_table(b, first, title);
    }
    return failures;
}

typedef struct tr_ctx {
    int id, bx, by;
    cup_dtype t;
    size_t rows, cols;
    const void *in;
    void *out;
} tr_ctx;

static cup_status transpose_work(cup_handle_t h, void *p)
{
    const tr_ctx *w = p;
    return cup_transpose_variant(h, w->id, w->bx, w->by, w->t, w->rows, w->cols, w->in, w->cols, w->out, w->rows);
}

int lab_bench_transpose(lab_bench *b, const char *const *variants, cup_dtype t, size_t rows, size_t cols, int bx, int by)
{
    cup_handle_t h = b->h;
    const int backend = cup_get_backend(h);
    if (!names_known(h, "transpose", variants)) return -1;
    const size_t S = cup_dtype_size(t), count = rows * cols, bytes = count * S;
    unsigned char *host = malloc(bytes), *want = malloc(bytes), *got = malloc(bytes);
    void *in = NULL, *out = NULL;
    cup_status s = host && want && got ? cup_malloc(h, &in, bytes) : CUP_STATUS_ALLOC_FAILED;
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &out, bytes);
    if (s == CUP_STATUS_SUCCESS) {
        lab_rng rng = {b->seed ^ (rows * 0x9E3779B97F4A7C15ull) ^ cols ^ ((uint64_t)t << 56)};
        lab_fill(host, t, count, LAB_DATA_FULL, &rng);
        for (size_t r = 0; r < rows; r++) /* the expected transpose, and (below) the expected copy */
            for (size_t c = 0; c < cols; c++) memcpy(want + (c * rows + r) * S, host + (r * cols + c) * S, S);
        s = cup_copy_to_backend(h, in, host, bytes);
    }
    if (s != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: cannot prepare a %zux%zu %s matrix: %s\n", rows, cols, cup_dtype_name(t),
                cup_last_error(h));
        cup_free(h, in), cup_free(h, out), free(host), free(want), free(got);
        return -1;
    }
    const int first = b->count;
    int failures = 0;
    for (int id = 0, n = cup_variant_count(); id < n; id++) {
        const cup_variant_info *v = cup_variant_get(id);
        if ((int)v->backend != backend || strcmp(v->family, "transpose") != 0 || !wanted(v->name, variants) ||
            !(v->dtypes & (1u << t)))
            continue;
        lab_row *r = add_row(b);
        if (!r) break;
        r->family = v->family, r->variant = v->name, r->dtype = t, r->rows = rows, r->cols = cols;
        r->reference = v->reference, r->ceiling_gbps = b->copy_gbps;
        tr_ctx w = {id, v->shapes ? bx : 0, v->shapes ? by : 0, t, rows, cols, in, out};
        if (v->shapes) {
            r->bx = bx ? bx : v->shapes[0][0], r->by = bx ? by : v->shapes[0][1];
            int known = 0;
            for (const int(*sh)[2] = v->shapes; (*sh)[0]; sh++) known |= (*sh)[0] == r->bx && (*sh)[1] == r->by;
            if (!known) { /* reported, not silently changed */
                r->ok = 0, failures++;
                continue;
            }
        }
        s = cup_memset(h, out, 0xa5, bytes);
        if (s == CUP_STATUS_SUCCESS) s = transpose_work(h, &w);
        if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(h, got, out, bytes);
        if (s == CUP_STATUS_SUCCESS)
            r->ok = v->copy_bound ? memcmp(got, host, bytes) == 0 : memcmp(got, want, bytes) == 0;
        if (s == CUP_STATUS_SUCCESS) s = time_row(b, transpose_work, &w, 2 * bytes, &r->median_us);
        if (s != CUP_STATUS_SUCCESS) {
            r->ok = 0, r->median_us = 0;
            fprintf(stderr, "cuprim: %s failed: %s\n", v->name, cup_last_error(h));
        } else {
            r->gbps = 2.0 * (double)bytes / (r->median_us * 1e3); /* read + written */
        }
        if (!r->ok && s == CUP_STATUS_SUCCESS) fprintf(stderr, "cuprim: %s: wrong output\n", v->name);
        failures += !r->ok;
    }
    cup_free(h, in), cup_free(h, out), free(host), free(want), free(got);
    if (b->count > first) {
        char title[160];
        snprintf(title, sizeof title, "transpose %s, %zux%zu (%.1f MiB), copy ceiling %.1f GB/s (read + write)",
                 cup_dtype_name(t), rows, cols, bytes / 1048576.0, b->copy_gbps);
        print_table(b, first, title);
    }
    return failures;
}

int lab_bench_default(lab_bench *b)
{
    static const char *const all[] = {"all", NULL};
    const int gpu = cup_get_backend(b->h) == CUP_BACKEND_CUDA;
    static const char *const best_and_cub[] = {"best", "cub", NULL}, *const best_only[] = {"best", NULL};
    const char *const *best_vs_vendor = gpu ? best_and_cub : best_only; /* CUB exists on the GPU only */
    const cup_dtype ladder_types[] = {CUP_I32, CUP_F32};
    const size_t ladder_n[2] = {(size_t)1 << 24, gpu ? (size_t)1 << 30 : (size_t)1 << 26};
    int failures = 0, r;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            if ((r = lab_bench_reduce(b, all, ladder_types[i], CUP_SUM, ladder_n[j], 0)) < 0) return -1;
            else failures += r;
    /* best (and CUB on the GPU) across sizes: where launch latency ends and bandwidth begins */
    const cup_dtype sweep_types[] = {CUP_I32, CUP_F32, CUP_F64};
    const int top = gpu ? 30 : 26;
    for (int i = 0; i < 3; i++)
        for (int lg = 10; lg <= top; lg += 2) {
            const size_t n = (size_t)1 << lg;
            if (sweep_types[i] != CUP_F64 && (n == ladder_n[0] || n == ladder_n[1])) continue; /* above */
            if ((r = lab_bench_reduce(b, best_vs_vendor, sweep_types[i], CUP_SUM, n, 0)) < 0) return -1;
            failures += r;
        }
    /* MIN and MAX through the same production path */
    for (int op = CUP_MIN; op <= CUP_MAX; op++)
        if ((r = lab_bench_reduce(b, best_vs_vendor, CUP_I32, (cup_op)op, (size_t)1 << 24, 0)) < 0) return -1;
        else failures += r;

    /* transpose: the ladder at 8192^2 f32 (CPU: 4096^2); best against cuBLAS at the issue's
     * shapes for f32 and f64; best alone for the sizes cuBLAS has nothing for */
    const size_t side = gpu ? 8192 : 4096;
    if ((r = lab_bench_transpose(b, all, CUP_F32, side, side, 0, 0)) < 0) return -1;
    failures += r;
    static const char *const best_and_cublas[] = {"best", "cublas", NULL}, *const best_and_copy[] = {"best", "copy-row", NULL};
    const char *const *vs = gpu ? best_and_cublas : best_only;
    const size_t shapes[][2] = {{4096, 4096}, {8192, 8192}, {16384, 16384}, {8192, 16387}};
    const cup_dtype tr_types[] = {CUP_F32, CUP_F64};
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 4 && gpu; j++) {
            if (tr_types[i] == CUP_F32 && shapes[j][0] == side && shapes[j][1] == side) continue; /* above */
            if ((r = lab_bench_transpose(b, vs, tr_types[i], shapes[j][0], shapes[j][1], 0, 0)) < 0) return -1;
            failures += r;
        }
    const cup_dtype narrow[] = {CUP_B1, CUP_B2, CUP_B8, CUP_B16};
    for (int i = 0; i < 4; i++)
        if ((r = lab_bench_transpose(b, gpu ? best_and_copy : best_only, narrow[i], side, side, 0, 0)) < 0)
            return -1;
        else
            failures += r;
    return failures;
}

static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') fprintf(f, "\\%c", *s);
        else if ((unsigned char)*s < 0x20) fprintf(f, "\\u%04x", *s);
        else fputc(*s, f);
    }
    fputc('"', f);
}

int lab_bench_write_json(const lab_bench *b, const char *path, const char *commit)
{
    FILE *f = fopen(path, "w");
    if (!f) return -1;
    const cup_device_info *d = &b->info;
    char date[32];
    time_t now = time(NULL);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
    fprintf(f, "{\"tool\": \"cuprim\", \"version\": \"%s\", \"commit\": ", CUPRIM_VERSION_STRING);
    json_string(f, commit ? commit : "unknown");
    fprintf(f, ", \"date\": \"%s\", \"backend\": \"%s\", \"seed\": %llu,\n \"device\": {\"name\": ", date,
            cup_backend_name(d->backend), (unsigned long long)b->seed);
    json_string(f, d->name);
    if (d->backend == CUP_BACKEND_CUDA)
        fprintf(f, ", \"cc\": \"%d.%d\", \"sms\": %d, \"l2_bytes\": %zu", d->cc_major, d->cc_minor, d->sm_count,
                d->l2_bytes);
    else
        fprintf(f, ", \"cc\": null, \"sms\": null, \"l2_bytes\": null, \"cpu_threads\": %d, \"cache_bytes\": %zu",
                d->cpu_threads, d->cache_bytes);
    fprintf(f, ", \"copy_gbps\": %.2f, \"read_gbps\": %.2f, \"launch_us\": %.3f},\n \"results\": [", b->copy_gbps,
            b->read_gbps, b->launch_us);
    for (int i = 0; i < b->count; i++) {
        const lab_row *r = &b->rows[i];
        fprintf(f, "%s\n  {\"primitive\": \"%s\", \"variant\": \"%s\", \"dtype\": \"%s\", \"op\": \"%s\", ",
                i ? "," : "", r->family, r->variant, cup_dtype_name(r->dtype), cup_op_name(r->op));
        if (r->rows) fprintf(f, "\"n\": null, \"shape\": \"%zux%zu\", \"block\": ", r->rows, r->cols);
        else fprintf(f, "\"n\": %zu, \"shape\": null, \"block\": ", r->n);
        char block[16];
        block_text(r, block, sizeof block);
        if (r->bx) fprintf(f, "\"%s\"", block);
        else if (r->block) fprintf(f, "%d", r->block);
        else fprintf(f, "null");
        if (r->median_us > 0)
            fprintf(f, ", \"median_us\": %.3f, \"gbps\": %.2f, ", r->median_us, r->gbps);
        else
            fprintf(f, ", \"median_us\": null, \"gbps\": null, ");
        fprintf(f, "\"ceiling_gbps\": %.2f, \"ok\": %s, \"reference\": %s}", r->ceiling_gbps, r->ok ? "true" : "false",
                r->reference ? "true" : "false");
    }
    fprintf(f, "\n]}\n");
    return fclose(f) == 0 ? 0 : -1;
}
