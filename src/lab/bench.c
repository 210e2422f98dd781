/* `cuprim bench`: every timing goes through cup_time (the one timing helper), every row is
 * checked against the reference on the same data, and every table is printed and written to
 * JSON by the one printer and the one writer below. */
#define _GNU_SOURCE
#include "lab.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

cup_status lab_bench_begin(lab_bench *b, cup_handle_t h, uint64_t seed, FILE *out)
{
    memset(b, 0, sizeof *b);
    b->h = h, b->seed = seed, b->out = out, b->carveout = -1;
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

/* The family-specific columns after the check: offset, carveout, transactions per request. */
static void extra_text(const lab_row *r, char *buf, size_t len)
{
    int w = 0;
    buf[0] = '\0';
    if (r->has_offset) w += snprintf(buf + w, len - w, "  offset %3zu", r->offset);
    if (r->has_carveout && r->carveout >= 0) w += snprintf(buf + w, len - w, "  carveout %d%%", r->carveout);
    if (r->has_carveout && r->carveout < 0) w += snprintf(buf + w, len - w, "  carveout default");
    if (r->has_tx) w += snprintf(buf + w, len - w, "  tx/request store %4.1f load %4.1f (model)", r->model_st, r->model_ld);
    if (r->has_ncu && r->has_tx)
        w += snprintf(buf + w, len - w, "  ncu %4.1f %4.1f %s", r->ncu_st, r->ncu_ld,
                      fabs(r->ncu_st - r->model_st) < 0.05 && fabs(r->ncu_ld - r->model_ld) < 0.05 ? "agree" : "DISAGREE");
    else if (r->has_ncu)
        w += snprintf(buf + w, len - w, "  sectors/request load %5.2f store %5.2f (ncu)", r->ncu_ld, r->ncu_st);
}

static void print_rows(const lab_bench *b, int first, const char *title, int header)
{
    FILE *f = b->out;
    if (header)
        fprintf(f, "\n%s\n%-29s %6s %12s %10s %7s %8s  %s\n", title, "variant", "block", "median_us", "GB/s", "%ceil",
                "speedup", "check");
    const double base_us = b->rows[first].median_us;
    for (int i = first; i < b->count; i++) {
        const lab_row *r = &b->rows[i];
        char block[16], extra[160];
        block_text(r, block, sizeof block);
        extra_text(r, extra, sizeof extra);
        if (r->median_us > 0)
            fprintf(f, "%-29s %6s %12.2f %10.1f %6.1f%% %7.2fx  %s%s\n", r->variant, block, r->median_us, r->gbps,
                    100.0 * r->gbps / r->ceiling_gbps, base_us > 0 ? base_us / r->median_us : 0.0,
                    r->ok ? "ok" : "FAIL", extra);
        else
            fprintf(f, "%-29s %6s %12s %10s %7s %8s  FAIL%s\n", r->variant, block, "-", "-", "-", "-", extra);
    }
    fflush(f);
}

static void print_table(const lab_bench *b, int first, const char *title) { print_rows(b, first, title, 1); }

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

/* The block a 1-D row runs with (the asked-for one, or the variant's default where it picks its
 * own), recorded in r; -1 with r failed when the variant does not take the asked-for block. */
static int row_block(const cup_variant_info *v, int block, lab_row *r)
{
    r->block = v->block_max && block ? block : v->block_default;
    if (v->block_max && block && (block < v->block_min || block > v->block_max)) return r->ok = 0, -1;
    return r->block;
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

/* Is v a variant of `family` on this backend, asked for, and (dtype >= 0) taking dtype? */
static int selected(const cup_variant_info *v, int backend, const char *family, const char *const *variants, int dtype)
{
    return (int)v->backend == backend && strcmp(v->family, family) == 0 && wanted(v->name, variants) &&
           (dtype < 0 || (v->dtypes & (1u << dtype)));
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
        if (!selected(v, backend, "reduce", variants, t) || !(v->ops & (1u << op))) continue;
        lab_row *r = add_row(b);
        if (!r) break;
        r->family = v->family, r->variant = v->name, r->dtype = t, r->op = op, r->n = n;
        r->reference = v->reference, r->ceiling_gbps = b->read_gbps;
        const int use_block = row_block(v, block, r);
        if (use_block < 0) { /* outside this variant's range: reported, not silently changed */
            failures++;
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
    s = cup_set_smem_carveout(h, b->carveout);
    if (s != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: %s\n", cup_last_error(h));
        cup_free(h, in), cup_free(h, out), free(host), free(want), free(got);
        return -1;
    }
    for (int id = 0, n = cup_variant_count(); id < n; id++) {
        const cup_variant_info *v = cup_variant_get(id);
        if (!selected(v, backend, "transpose", variants, t)) continue;
        lab_row *r = add_row(b);
        if (!r) break;
        r->family = v->family, r->variant = v->name, r->dtype = t, r->rows = rows, r->cols = cols;
        r->reference = v->reference, r->ceiling_gbps = b->copy_gbps;
        /* the carveout reaches the shared-memory ladder kernels only (cuprim.h) */
        r->has_carveout = backend == CUP_BACKEND_CUDA && strncmp(v->name, "smem", 4) == 0;
        r->carveout = b->carveout;
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
            r->ok = (v->traits & CUP_TRANSPOSE_COPY_BOUND) ? memcmp(got, host, bytes) == 0 : memcmp(got, want, bytes) == 0;
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
    cup_set_smem_carveout(h, -1);
    cup_free(h, in), cup_free(h, out), free(host), free(want), free(got);
    if (b->count > first) {
        char title[200];
        snprintf(title, sizeof title, "transpose %s, %zux%zu (%.1f MiB), copy ceiling %.1f GB/s (read + write)%s",
                 cup_dtype_name(t), rows, cols, bytes / 1048576.0, b->copy_gbps,
                 b->carveout >= 0 ? ", shared-memory carveout set" : "");
        print_table(b, first, title);
    }
    return failures;
}

/* ---- stencil ------------------------------------------------------------------------------------ */

typedef struct st_ctx {
    int id, block, radius;
    cup_dtype t;
    cup_stencil_form form;
    cup_boundary boundary;
    const void *coef, *in;
    void *out;
    size_t n;
} st_ctx;

static cup_status stencil_work(cup_handle_t h, void *p)
{
    const st_ctx *w = p;
    return cup_stencil1d_variant(h, w->id, w->block, w->t, w->form, w->coef, w->radius, w->in, w->out, w->n,
                                 w->boundary);
}

/* Sampled check: the first and last 2^16 elements (every boundary case) and 2^20 random ones. */
static int stencil_sample_ok(cup_dtype t, cup_stencil_form form, const double *coef, int radius, const void *host,
                             const unsigned char *got, size_t n, cup_boundary boundary, uint64_t seed)
{
    lab_rng rng = {seed};
    const size_t S = cup_dtype_size(t), edge = (size_t)1 << 16;
    for (size_t k = 0; k < 2 * edge + ((size_t)1 << 20); k++) {
        const size_t i = k < edge ? k : k < 2 * edge ? n - 1 - (k - edge) : lab_rand(&rng) % n;
        if (i >= n) continue;
        long double want;
        double tol, g;
        lab_stencil_reference(t, form, coef, radius, host, n, boundary, i, &want, &tol);
        if (S == 4) {
            float f;
            memcpy(&f, got + i * 4, 4);
            g = f;
        } else {
            memcpy(&g, got + i * 8, 8);
        }
        if (!(fabsl((long double)g - want) <= tol)) return 0;
    }
    return 1;
}

int lab_bench_stencil(lab_bench *b, const char *const *variants, cup_dtype t, cup_stencil_form form,
                      cup_boundary boundary, int radius, size_t n, int block)
{
    cup_handle_t h = b->h;
    const int backend = cup_get_backend(h);
    if (!names_known(h, "stencil", variants)) return -1;
    const size_t S = cup_dtype_size(t), bytes = n * S;
    unsigned char *host = malloc(bytes), *got = malloc(bytes);
    void *in = NULL, *out = NULL;
    cup_status s = host && got ? cup_malloc(h, &in, bytes) : CUP_STATUS_ALLOC_FAILED;
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &out, bytes);
    /* a centred finite-difference set: 1/k^2 with alternating signs, exact in float */
    double coef[CUP_STENCIL_MAX_RADIUS + 1];
    float coef32[CUP_STENCIL_MAX_RADIUS + 1];
    for (int k = 0; k <= radius; k++) {
        coef[k] = (k % 2 ? 1.0 : -1.0) / (double)((k + 1) * (k + 1) > 256 ? 256 : (k + 1) * (k + 1));
        coef32[k] = (float)coef[k], coef[k] = coef32[k];
    }
    if (s == CUP_STATUS_SUCCESS && !b->ncu_child) {
        lab_rng rng = {b->seed ^ (n * 0x9E3779B97F4A7C15ull) ^ ((uint64_t)radius << 40) ^ ((uint64_t)t << 56)};
        lab_fill(host, t, n, LAB_DATA_FULL, &rng);
        s = cup_copy_to_backend(h, in, host, bytes);
    }
    if (s != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: cannot prepare %zu elements of %s: %s\n", n, cup_dtype_name(t), cup_last_error(h));
        cup_free(h, in), cup_free(h, out), free(host), free(got);
        return -1;
    }
    const int first = b->count;
    int failures = 0;
    for (int id = 0, count = cup_variant_count(); id < count; id++) {
        const cup_variant_info *v = cup_variant_get(id);
        if (!selected(v, backend, "stencil", variants, t)) continue;
        lab_row *r = add_row(b);
        if (!r) break;
        r->family = v->family, r->variant = v->name, r->dtype = t, r->n = n, r->ceiling_gbps = b->copy_gbps;
        r->has_stencil = 1, r->radius = radius, r->form = form, r->boundary = boundary;
        const int use_block = row_block(v, block, r);
        if (use_block < 0) { /* reported, not silently changed */
            failures++;
            continue;
        }
        st_ctx w = {id, v->block_max ? use_block : 0, radius, t, form, boundary,
                    t == CUP_F32 ? (const void *)coef32 : (const void *)coef, in, out, n};
        s = cup_memset(h, out, 0xff, bytes); /* NaN: an element never written fails the sample */
        if (s == CUP_STATUS_SUCCESS) s = stencil_work(h, &w);
        if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(h, got, out, bytes);
        if (s == CUP_STATUS_SUCCESS)
            r->ok = stencil_sample_ok(t, form, coef, radius, host, got, n, boundary, b->seed);
        if (s == CUP_STATUS_SUCCESS) s = time_row(b, stencil_work, &w, 2 * bytes, &r->median_us);
        if (s != CUP_STATUS_SUCCESS) {
            r->ok = 0, r->median_us = 0;
            fprintf(stderr, "cuprim: %s failed: %s\n", v->name, cup_last_error(h));
        } else {
            r->gbps = 2.0 * (double)bytes / (r->median_us * 1e3);
        }
        if (!r->ok && s == CUP_STATUS_SUCCESS) fprintf(stderr, "cuprim: stencil %s: wrong output\n", v->name);
        failures += !r->ok;
    }
    cup_free(h, in), cup_free(h, out), free(host), free(got);
    if (b->count > first) {
        char title[200];
        snprintf(title, sizeof title, "stencil %s %s radius %d %s, n = %zu (%.1f MiB), copy ceiling %.1f GB/s",
                 cup_dtype_name(t), cup_stencil_form_name(form), radius, cup_boundary_name(boundary), n,
                 bytes / 1048576.0, b->copy_gbps);
        print_table(b, first, title);
    }
    return failures;
}

/* ---- access ---------------------------------------------------------------------------------------- */

typedef struct acc_ctx {
    int id, block;
    size_t offset, n;
    const float *a, *bb;
    float *c;
} acc_ctx;

static cup_status access_work(cup_handle_t h, void *p)
{
    const acc_ctx *w = p;
    return cup_access_variant(h, w->id, w->block, w->offset, w->a, w->bb, w->c, w->n);
}

int lab_bench_access(lab_bench *b, const char *const *variants, size_t n, const size_t *offsets, int noffsets,
                     int block)
{
    cup_handle_t h = b->h;
    const int backend = cup_get_backend(h);
    if (!names_known(h, "access", variants)) return -1;
    size_t max_off = 0;
    for (int i = 0; i < noffsets; i++) max_off = offsets[i] > max_off ? offsets[i] : max_off;
    n &= ~(size_t)1; /* even, for aos/soa */
    if (n == 0) {
        fprintf(stderr, "cuprim: access needs n of at least 2\n");
        return -1;
    }
    const size_t elems = n + max_off, bytes = elems * 4;
    float *a = malloc(bytes), *bh = malloc(bytes), *got = malloc(bytes);
    void *da = NULL, *db = NULL, *dc = NULL;
    cup_status s = a && bh && got ? cup_malloc(h, &da, bytes) : CUP_STATUS_ALLOC_FAILED;
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &db, bytes);
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &dc, bytes);
    if (s == CUP_STATUS_SUCCESS && !b->ncu_child) {
        lab_rng rng = {b->seed ^ 0x616363657373ull ^ n};
        lab_fill(a, CUP_F32, elems, LAB_DATA_FULL, &rng);
        lab_fill(bh, CUP_F32, elems, LAB_DATA_FULL, &rng);
        s = cup_copy_to_backend(h, da, a, bytes);
        if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_backend(h, db, bh, bytes);
    }
    if (s != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: cannot prepare 3 x %zu floats: %s\n", elems, cup_last_error(h));
        cup_free(h, da), cup_free(h, db), cup_free(h, dc), free(a), free(bh), free(got);
        return -1;
    }
    const int first = b->count;
    int failures = 0;
    for (int id = 0, count = cup_variant_count(); id < count; id++) {
        const cup_variant_info *v = cup_variant_get(id);
        if (!selected(v, backend, "access", variants, -1)) continue;
        const int structs = strcmp(v->name, "aos") == 0 || strcmp(v->name, "soa") == 0;
        const size_t wo_side = strcmp(v->name, "offset-write") == 0;
        for (int oi = 0; oi < noffsets; oi++) {
            if (structs && offsets[oi] != 0) continue;
            lab_row *r = add_row(b);
            if (!r) break;
            r->family = v->family, r->variant = v->name, r->dtype = CUP_F32, r->n = n, r->ceiling_gbps = b->copy_gbps;
            r->has_offset = 1, r->offset = offsets[oi];
            r->block = block ? block : v->block_default;
            acc_ctx w = {id, r->block, offsets[oi], n, da, db, dc};
            if (b->ncu_child) { /* one launch for the profiler */
                r->ok = access_work(h, &w) == CUP_STATUS_SUCCESS && cup_sync(h) == CUP_STATUS_SUCCESS;
                continue;
            }
            const size_t ro = wo_side ? 0 : offsets[oi], wo = wo_side ? offsets[oi] : 0;
            s = cup_memset(h, dc, 0xa5, bytes);
            if (s == CUP_STATUS_SUCCESS) s = access_work(h, &w);
            if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(h, got, dc, (n + wo) * 4);
            if (s == CUP_STATUS_SUCCESS) {
                r->ok = 1;
                for (size_t i = 0; i < n && r->ok; i++) {
                    const float sum = a[i + ro] + bh[i + ro];
                    r->ok = memcmp(&sum, &got[i + wo], 4) == 0;
                }
            }
            if (s == CUP_STATUS_SUCCESS) s = time_row(b, access_work, &w, 3 * n * 4, &r->median_us);
            if (s != CUP_STATUS_SUCCESS) {
                r->ok = 0, r->median_us = 0;
                fprintf(stderr, "cuprim: %s failed: %s\n", v->name, cup_last_error(h));
            } else {
                r->gbps = 12.0 * (double)n / (r->median_us * 1e3);
            }
            if (!r->ok && s == CUP_STATUS_SUCCESS) fprintf(stderr, "cuprim: access %s offset %zu: wrong output\n", v->name, offsets[oi]);
            failures += !r->ok;
        }
    }
    cup_free(h, da), cup_free(h, db), cup_free(h, dc), free(a), free(bh), free(got);
    if (b->count > first && !b->ncu_child) {
        char title[200];
        snprintf(title, sizeof title, "access f32 c = a + b, n = %zu (3 x %.1f MiB), copy ceiling %.1f GB/s", n,
                 n * 4 / 1048576.0, b->copy_gbps);
        print_table(b, first, title);
    }
    return failures;
}

/* ---- smem-banks ------------------------------------------------------------------------------------ */

typedef struct sb_ctx {
    int id, rounds;
    size_t blocks;
    void *out;
} sb_ctx;

static cup_status smem_banks_work(cup_handle_t h, void *p)
{
    const sb_ctx *w = p;
    return cup_smem_banks_variant(h, w->id, w->blocks, w->rounds, w->out);
}

int lab_bench_smem_banks(lab_bench *b, const char *const *variants)
{
    cup_handle_t h = b->h;
    const int backend = cup_get_backend(h);
    if (!names_known(h, "smem-banks", variants)) return -1;
    /* the child for ncu needs one small launch per variant: the ratios do not depend on size */
    const size_t blocks = b->ncu_child ? 4 : (size_t)64 * (size_t)(b->info.sm_count ? b->info.sm_count : 1);
    const int rounds = b->ncu_child ? 1 : 256;
    uint32_t *got = malloc(blocks * 1024 * 4);
    void *out = NULL;
    cup_status s = got ? cup_malloc(h, &out, blocks * 1024 * 4) : CUP_STATUS_ALLOC_FAILED;
    if (s != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: cannot prepare the smem-banks output: %s\n", cup_last_error(h));
        free(got);
        return -1;
    }
    const int first = b->count;
    int failures = 0;
    for (int id = 0, count = cup_variant_count(); id < count; id++) {
        const cup_variant_info *v = cup_variant_get(id);
        if (!selected(v, backend, "smem-banks", variants, -1)) continue;
        lab_row *r = add_row(b);
        if (!r) break;
        const int bx = v->shapes[0][0], by = v->shapes[0][1], threads = bx * by;
        r->family = v->family, r->variant = v->name, r->dtype = CUP_U32, r->n = blocks * threads;
        r->bx = bx, r->by = by, r->has_tx = 1;
        cup_smem_banks_model(v->name, &r->model_st, &r->model_ld);
        sb_ctx w = {id, rounds, blocks, out};
        if (b->ncu_child) {
            r->ok = smem_banks_work(h, &w) == CUP_STATUS_SUCCESS && cup_sync(h) == CUP_STATUS_SUCCESS;
            continue;
        }
        const int transposed = strstr(v->name, "set-row-read-col") != NULL;
        s = cup_memset(h, out, 0xa5, blocks * threads * 4);
        if (s == CUP_STATUS_SUCCESS) s = smem_banks_work(h, &w);
        if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(h, got, out, blocks * threads * 4);
        if (s == CUP_STATUS_SUCCESS) {
            r->ok = 1;
            for (size_t i = 0; i < blocks * (size_t)threads && r->ok; i++) {
                const uint32_t idx = (uint32_t)(i % threads), src = transposed ? (idx % by) * bx + idx / by : idx;
                r->ok = got[i] == (uint32_t)rounds * src + (uint32_t)(rounds * (rounds - 1) / 2);
            }
        }
        if (s == CUP_STATUS_SUCCESS) s = time_row(b, smem_banks_work, &w, blocks * threads * 4, &r->median_us);
        if (s != CUP_STATUS_SUCCESS) {
            r->ok = 0, r->median_us = 0;
            fprintf(stderr, "cuprim: %s failed: %s\n", v->name, cup_last_error(h));
        } else {
            r->gbps = 8.0 * (double)rounds * (double)(blocks * threads) / (r->median_us * 1e3);
        }
        failures += !r->ok;
    }
    cup_free(h, out);
    free(got);
    if (b->count > first && !b->ncu_child) {
        /* the ceiling: the conflict-free pattern of the same run */
        double ceiling = 0;
        for (int i = first; i < b->count; i++) ceiling = b->rows[i].gbps > ceiling ? b->rows[i].gbps : ceiling;
        for (int i = first; i < b->count; i++) b->rows[i].ceiling_gbps = ceiling;
        char title[200];
        snprintf(title, sizeof title, "smem-banks: %zu blocks x %d rounds; GB/s through shared memory, ceiling = the fastest row", blocks, rounds);
        print_table(b, first, title);
    }
    return failures;
}

/* ---- Nsight Compute -------------------------------------------------------------------------------- */

/* One CSV field (quoted or not) starting at *p; advances past the comma. */
static int csv_field(const char **p, char *buf, size_t len)
{
    const char *s = *p;
    size_t w = 0;
    if (!*s || *s == '\n' || *s == '\r') return 0;
    if (*s == '"') {
        for (s++; *s && !(*s == '"' && s[1] != '"'); s++) {
            if (*s == '"') s++;
            if (w + 1 < len) buf[w++] = *s;
        }
        if (*s == '"') s++;
    } else {
        for (; *s && *s != ',' && *s != '\n' && *s != '\r'; s++)
            if (w + 1 < len) buf[w++] = *s;
    }
    buf[w] = '\0';
    if (*s == ',') s++;
    *p = s;
    return 1;
}

static double csv_number(const char *s)
{
    char clean[64];
    size_t w = 0;
    for (; *s && w + 1 < sizeof clean; s++)
        if (*s != ',') clean[w++] = *s; /* thousands separators */
    clean[w] = '\0';
    char *end;
    const double v = strtod(clean, &end);
    return end == clean ? NAN : v;
}

static int find_ncu(char *path, size_t len)
{
    const char *env = getenv("CUPRIM_NCU");
    if (env && *env) return snprintf(path, len, "%s", env), 1;
    FILE *p = popen("command -v ncu 2>/dev/null", "r");
    if (p) {
        const int found = fgets(path, (int)len, p) != NULL;
        pclose(p);
        if (found) {
            path[strcspn(path, "\n")] = '\0';
            return 1;
        }
    }
    static const char *const places[] = {"/usr/local/cuda/bin/ncu", "/opt/nvidia/nsight-compute/ncu"};
    for (int i = 0; i < 2; i++) {
        FILE *f = fopen(places[i], "r");
        if (f) {
            fclose(f);
            return snprintf(path, len, "%s", places[i]), 1;
        }
    }
    return 0;
}

int lab_bench_ncu(lab_bench *b, int first, const char *family, const char *child_args)
{
    const int smem = strcmp(family, "smem-banks") == 0;
    /* requests and what they cost: wavefronts through the shared-memory pipe, sectors of global */
    static const char *const smem_metrics[4] = {
        "smsp__sass_inst_executed_op_shared_st.sum", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
        "smsp__sass_inst_executed_op_shared_ld.sum", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum"};
    static const char *const global_metrics[4] = {
        "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum", "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
        "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum", "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"};
    const char *const *m = smem ? smem_metrics : global_metrics;
    char ncu[512], self[512], cmd[4096];
    if (!find_ncu(ncu, sizeof ncu)) {
        fprintf(stderr, "cuprim: --ncu: Nsight Compute (ncu) not found in PATH or /usr/local/cuda/bin; "
                        "the bank model is shown alone\n");
        return -1;
    }
    const ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len <= 0) return fprintf(stderr, "cuprim: --ncu: cannot find this executable\n"), -1;
    self[len] = '\0';
    snprintf(cmd, sizeof cmd, "'%s' --csv --page raw --print-units base -k regex:%s --metrics %s,%s,%s,%s '%s' %s 2>&1",
             ncu, smem ? "cup_smem_banks_kernel" : "cup_access_", m[0], m[1], m[2], m[3], self, child_args);
    FILE *p = popen(cmd, "r");
    if (!p) return fprintf(stderr, "cuprim: --ncu: cannot run %s\n", ncu), -1;
    static char line[1 << 16];
    int col[5] = {-1, -1, -1, -1, -1}, next = first, header = 0;
    char field[256];
    while (fgets(line, sizeof line, p)) {
        const char *q = line;
        if (!header) {
            if (strncmp(line, "\"ID\"", 4) != 0) continue;
            for (int i = 0; csv_field(&q, field, sizeof field); i++) {
                if (strcmp(field, "ID") == 0) col[4] = i;
                for (int j = 0; j < 4; j++)
                    if (strcmp(field, m[j]) == 0) col[j] = i;
            }
            header = 1;
            continue;
        }
        double v[4] = {NAN, NAN, NAN, NAN};
        int id_ok = 0;
        for (int i = 0; csv_field(&q, field, sizeof field); i++) {
            if (i == col[4]) id_ok = field[0] >= '0' && field[0] <= '9';
            for (int j = 0; j < 4; j++)
                if (i == col[j]) v[j] = csv_number(field);
        }
        if (!id_ok) continue; /* the units line */
        while (next < b->count && strcmp(b->rows[next].family, family) != 0) next++;
        if (next >= b->count) break;
        lab_row *r = &b->rows[next++];
        r->has_ncu = v[0] > 0 && v[2] > 0;
        r->ncu_st = v[1] / v[0], r->ncu_ld = v[3] / v[2];
    }
    const int rc = pclose(p);
    int missing = 0;
    for (int i = first; i < b->count; i++) missing += strcmp(b->rows[i].family, family) == 0 && !b->rows[i].has_ncu;
    if (!header || missing || rc != 0) {
        fprintf(stderr, "cuprim: --ncu: %s (exit %d, %d rows without metrics); command: %s\n",
                header ? "incomplete profile" : "no metrics from ncu", rc, missing, cmd);
        return -1;
    }
    char title[700];
    snprintf(title, sizeof title, "%s, measured by Nsight Compute (%s)", family, ncu);
    print_table(b, first, title);
    return 0;
}

/* The memory lab's part of the default suite (issue 4's tables). */
static int lab_bench_memory_suite(lab_bench *b)
{
    static const char *const all[] = {"all", NULL}, *const best_only[] = {"best", NULL};
    const int gpu = cup_get_backend(b->h) == CUP_BACKEND_CUDA;
    int failures = 0, r;
#define ADD(call)                                                                                               \
    do {                                                                                                        \
        if ((r = (call)) < 0) return -1;                                                                        \
        failures += r;                                                                                          \
    } while (0)
    /* the carveout as a bench parameter: the padded shared-memory transpose at each preference */
    static const char *const smem_pad[] = {"smem-pad", NULL};
    static const int carveouts[] = {-1, 0, 25, 50, 100};
    for (int i = 0; i < 5 && gpu; i++) {
        b->carveout = carveouts[i];
        r = lab_bench_transpose(b, smem_pad, CUP_F32, 8192, 8192, 0, 0);
        b->carveout = -1;
        if (r < 0) return -1;
        failures += r;
    }
    /* stencil: the ladder at the point, f64, the radius sweep and the symmetric form */
    const size_t n = gpu ? (size_t)1 << 28 : (size_t)1 << 22;
    ADD(lab_bench_stencil(b, all, CUP_F32, CUP_STENCIL_ANTISYMMETRIC, CUP_BOUNDARY_CLAMP, 4, n, 0));
    ADD(lab_bench_stencil(b, all, CUP_F64, CUP_STENCIL_ANTISYMMETRIC, CUP_BOUNDARY_CLAMP, 4, n / 2, 0));
    static const int radii[] = {1, 2, 8, 16};
    for (int i = 0; i < 4; i++)
        ADD(lab_bench_stencil(b, best_only, CUP_F32, CUP_STENCIL_ANTISYMMETRIC, CUP_BOUNDARY_PERIODIC, radii[i], n, 0));
    ADD(lab_bench_stencil(b, best_only, CUP_F32, CUP_STENCIL_SYMMETRIC, CUP_BOUNDARY_ZERO, 4, n, 0));
    if (!gpu) return failures; /* access and smem-banks are GPU demonstrations */
    /* access: the offset sweep 0..128 on both sides, then the other patterns at a few offsets */
    size_t sweep[129];
    for (int i = 0; i <= 128; i++) sweep[i] = (size_t)i;
    static const char *const offset_rw[] = {"offset-read", "offset-write", NULL};
    static const char *const others[] = {"unroll4", "ld-ca", "ld-cg", "aos", "soa", NULL};
    static const size_t some[] = {0, 1, 2, 4, 8, 16, 31, 32, 33, 64, 127, 128};
    ADD(lab_bench_access(b, offset_rw, (size_t)1 << 25, sweep, 129, 0));
    ADD(lab_bench_access(b, others, (size_t)1 << 25, some, 12, 0));
    ADD(lab_bench_smem_banks(b, all));
#undef ADD
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
    return failures + lab_bench_memory_suite(b);
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
                i ? "," : "", r->family, r->variant, cup_dtype_name(r->dtype),
                strcmp(r->family, "reduce") == 0 ? cup_op_name(r->op) : "none");
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
        fprintf(f, "\"ceiling_gbps\": %.2f, \"ok\": %s, \"reference\": %s", r->ceiling_gbps, r->ok ? "true" : "false",
                r->reference ? "true" : "false");
        if (r->has_stencil)
            fprintf(f, ", \"radius\": %d, \"form\": \"%s\", \"boundary\": \"%s\"", r->radius,
                    cup_stencil_form_name(r->form), cup_boundary_name(r->boundary));
        if (r->has_offset) fprintf(f, ", \"offset\": %zu", r->offset);
        if (r->has_carveout && r->carveout >= 0) fprintf(f, ", \"carveout\": %d", r->carveout);
        else if (r->has_carveout) fprintf(f, ", \"carveout\": null");
        if (r->has_tx) {
            fprintf(f, ", \"smem_tx_per_request\": {\"model\": {\"store\": %.3f, \"load\": %.3f}, \"ncu\": ", r->model_st,
                    r->model_ld);
            if (r->has_ncu) fprintf(f, "{\"store\": %.3f, \"load\": %.3f}}", r->ncu_st, r->ncu_ld);
            else fprintf(f, "null}");
        } else if (r->has_ncu) {
            fprintf(f, ", \"sectors_per_request\": {\"load\": %.3f, \"store\": %.3f}", r->ncu_ld, r->ncu_st);
        }
        fputc('}', f);
    }
    fprintf(f, "\n]}\n");
    return fclose(f) == 0 ? 0 : -1;
}
