/* bench --gpus: a family's sharded call over a group of ranks, beside its single-device call on
 * one rank's shard, in the same run. Both are timed by cup_time on a CPU handle (the host clock)
 * around the call and the wait for every rank, since no one stream's events see the whole group;
 * the row runner (bench.c) times one handle's stream, so these rows are made here and kept with
 * lab_bench_add_row for the one printer and the one JSON writer. */
#include "lab/lab.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { GB_MAX = 64, GB_WARMUP = 2, GB_REPS = 10 };

static const lab_family *const group_families[] = {&lab_family_reduce, &lab_family_count_if, &lab_family_histogram,
                                                    &lab_family_transpose};

int lab_group_family(const lab_family *family)
{
    for (size_t i = 0; i < sizeof group_families / sizeof *group_families; i++)
        if (family == group_families[i]) return 1;
    return 0;
}

typedef struct gbench {
    cup_group_t g;
    int P, single;
    const lab_family *family;
    cup_dtype t;
    size_t n;                   /* elements per rank (transpose: the matrix is n x C) */
    size_t C;                   /* transpose: columns of A */
    const void *in[GB_MAX];
    void *out[GB_MAX];
    size_t ns[GB_MAX], rows[GB_MAX], orows[GB_MAX];
    void *host[GB_MAX];         /* each rank's shard, kept for the check */
    size_t bins;
} gbench;

static cup_status rank_handle(gbench *x, int i, cup_handle_t *h)
{
    const cup_status s = cup_group_use(x->g, i);
    return s ? s : cup_group_handle(x->g, i, h, NULL);
}

/* One timed run: the single-device call on rank 0's shard, or the group's call; then the wait. */
static cup_status gb_work(cup_handle_t clock, void *ctx)
{
    gbench *x = ctx;
    (void)clock;
    const uint64_t zero = 0;
    if (x->single) {
        cup_handle_t h;
        cup_status s = rank_handle(x, 0, &h);
        if (s) return s;
        if (x->family == &lab_family_reduce) s = cup_reduce(h, CUP_SUM, x->t, x->in[0], x->n, x->out[0]);
        else if (x->family == &lab_family_count_if) s = cup_count_if(h, x->t, x->in[0], x->n, CUP_CMP_LT, &zero, x->out[0]);
        else if (x->family == &lab_family_histogram)
            s = cup_histogram_even(h, x->t, x->in[0], x->n, x->bins, -1, 1, x->out[0]);
        else s = cup_transpose(h, x->t, x->rows[0], x->C, x->in[0], x->C, x->out[0], x->rows[0]);
        return s ? s : cup_sync(h);
    }
    cup_status s;
    if (x->family == &lab_family_reduce) s = cup_group_reduce(x->g, CUP_SUM, x->t, x->in, x->ns, x->out);
    else if (x->family == &lab_family_count_if)
        s = cup_group_count_if(x->g, x->t, x->in, x->ns, CUP_CMP_LT, &zero, (uint64_t *const *)x->out);
    else if (x->family == &lab_family_histogram)
        s = cup_group_histogram_even(x->g, x->t, x->in, x->ns, x->bins, -1, 1, (uint64_t *const *)x->out);
    else s = cup_group_transpose(x->g, x->t, x->rows, x->orows, x->C, x->in, x->out);
    return s ? s : cup_group_sync(x->g);
}

/* The group's answer against the sum of every rank's single-device answer (integers, and float
 * data of small integers whose every sum is exact), or for transpose sampled elements of A^T. */
static int gb_check(gbench *x, lab_rng *rng, char *why, size_t len)
{
    const size_t size = cup_dtype_size(x->t);
    cup_handle_t h;
    if (x->family == &lab_family_transpose) {
        size_t first = 0;
        for (int i = 0; i < x->P; i++) {
            if (rank_handle(x, i, &h)) return snprintf(why, len, "rank %d: %s", i, cup_group_last_error(x->g)), 0;
            for (int k = 0; k < 64 && x->orows[i]; k++) {
                const size_t r = lab_rand(rng) % x->orows[i], c = lab_rand(rng) % x->n; /* out_i[r][c] = A[c][first + r] */
                int p = 0;
                size_t row = c;
                while (row >= x->rows[p]) row -= x->rows[p++];
                unsigned char got[16];
                cup_copy_to_host(h, got, (const char *)x->out[i] + (r * x->n + c) * size, size);
                if (memcmp(got, (const char *)x->host[p] + (row * x->C + first + r) * size, size) != 0)
                    return snprintf(why, len, "rank %d: element (%zu, %zu) of A^T is wrong", i, first + r, c), 0;
            }
            first += x->orows[i];
        }
        return 1;
    }
    const size_t words = x->family == &lab_family_histogram ? x->bins : 1;
    const size_t bytes = words * (x->family == &lab_family_reduce ? size : 8);
    unsigned char *want = calloc(1, bytes), *got = malloc(bytes), *one = malloc(bytes);
    double fsum = 0;
    int ok = want && got && one;
    const uint64_t zero = 0;
    for (int i = 0; ok && i < x->P; i++) {
        void *d = NULL;
        ok = !rank_handle(x, i, &h) && !cup_malloc(h, &d, bytes);
        if (ok && x->family == &lab_family_reduce) ok = !cup_reduce_to_host(h, CUP_SUM, x->t, x->in[i], x->ns[i], one);
        else if (ok && x->family == &lab_family_count_if)
            ok = !cup_count_if_to_host(h, x->t, x->in[i], x->ns[i], CUP_CMP_LT, &zero, (uint64_t *)one);
        else if (ok)
            ok = !cup_histogram_even_to_host(h, x->t, x->in[i], x->ns[i], x->bins, -1, 1, (uint64_t *)one);
        cup_free(h, d);
        if (!ok) break;
        if (x->family == &lab_family_reduce && (x->t == CUP_F32 || x->t == CUP_F64)) {
            fsum += lab_as_double(x->t, one);
            if (x->t == CUP_F32) *(float *)want = (float)fsum;
            else *(double *)want = fsum;
        } else if (x->family == &lab_family_reduce) { /* integers wrap: add as unsigned of the width */
            if (size == 4) *(uint32_t *)want += *(uint32_t *)one;
            else *(uint64_t *)want += *(uint64_t *)one;
        } else {
            for (size_t k = 0; k < words; k++) ((uint64_t *)want)[k] += ((uint64_t *)one)[k];
        }
    }
    for (int i = 0; ok && i < x->P; i++) {
        ok = !rank_handle(x, i, &h) && !cup_copy_to_host(h, got, x->out[i], bytes);
        if (ok && memcmp(got, want, bytes) != 0) {
            snprintf(why, len, "rank %d's combined result differs from the sum of the ranks' own results", i);
            free(want), free(got), free(one);
            return 0;
        }
    }
    if (!ok) snprintf(why, len, "a call failed: %s", cup_group_last_error(x->g));
    free(want), free(got), free(one);
    return ok;
}

static void gb_free(gbench *x)
{
    for (int i = 0; i < x->P; i++) {
        cup_handle_t h;
        if (!rank_handle(x, i, &h)) {
            cup_free(h, (void *)x->in[i]);
            cup_free(h, x->out[i]);
        }
        free(x->host[i]);
    }
    cup_group_destroy(x->g);
}

/* Shards, data and outputs for every rank; 0, or -1 with the reason on stderr. */
static int gb_setup(gbench *x, lab_bench *b)
{
    const size_t size = cup_dtype_size(x->t);
    const int transpose = x->family == &lab_family_transpose;
    for (int i = 0; i < x->P; i++) {
        /* transpose: the n x C matrix's rows, and its transpose's, split as evenly as they go; the
         * output holds either the group's rows of A^T or the single-device transpose of the shard */
        x->rows[i] = x->n / (size_t)x->P + ((size_t)i < x->n % (size_t)x->P);
        x->orows[i] = x->C / (size_t)x->P + ((size_t)i < x->C % (size_t)x->P);
        x->ns[i] = transpose ? x->rows[i] * x->C : x->n;
        const size_t out_elems = x->orows[i] * x->n > x->ns[i] ? x->orows[i] * x->n : x->ns[i];
        const size_t out_bytes = transpose ? out_elems * size : x->family == &lab_family_histogram ? x->bins * 8 : 8;
        cup_handle_t h;
        void *d = NULL, *o = NULL;
        lab_rng rng = {lab_table_seed(b, (uint64_t)i, x->n)};
        x->host[i] = malloc(x->ns[i] * size + 1);
        cup_status s = x->host[i] ? rank_handle(x, i, &h) : CUP_STATUS_ALLOC_FAILED;
        if (!s) s = cup_malloc(h, &d, x->ns[i] * size);
        if (!s) s = cup_malloc(h, &o, out_bytes > 8 ? out_bytes : 8);
        if (s) {
            fprintf(stderr, "cuprim: bench --gpus: rank %d: cannot set up %zu elements: %s\n", i, x->ns[i],
                    cup_group_last_error(x->g)[0] ? cup_group_last_error(x->g) : cup_last_error(h));
            cup_free(h, d);
            return -1;
        }
        x->in[i] = d, x->out[i] = o;
        lab_fill(x->host[i], x->t, x->ns[i], x->t == CUP_F32 || x->t == CUP_F64 ? LAB_DATA_SMALLINT : LAB_DATA_FULL, &rng);
        if (x->family == &lab_family_histogram && (x->t == CUP_F32 || x->t == CUP_F64))
            lab_fill(x->host[i], x->t, x->ns[i], LAB_DATA_FULL, &rng); /* in (-1, 1): every bin */
        cup_copy_to_backend(h, d, x->host[i], x->ns[i] * size);
        if (!transpose) free(x->host[i]), x->host[i] = NULL;
    }
    return 0;
}

int lab_group_bench(lab_bench *b, const lab_args *o)
{
    const cup_backend backend = cup_get_backend(b->h);
    gbench x;
    memset(&x, 0, sizeof x);
    x.family = o->family;
    const int transpose = o->family == &lab_family_transpose;
    x.t = o->dtype >= 0 ? (cup_dtype)o->dtype : CUP_F32;
    x.n = o->n_set ? o->n : (size_t)1 << (backend == CUP_BACKEND_CUDA ? 28 : 22);
    if (transpose) {
        const char *shape = lab_opt(o, "shape");
        char end;
        x.n = x.C = backend == CUP_BACKEND_CUDA ? 16384 : 2048;
        if (shape && (sscanf(shape, "%zux%zu%c", &x.n, &x.C, &end) != 2 || !x.n || !x.C || x.n > (1u << 20) || x.C > (1u << 20)))
            lab_usage("--shape: '%s' is not RxC with sides from 1 to 2^20", shape);
    }
    x.bins = 256;
    const int ranks = o->gpus > 0 ? o->gpus : backend == CUP_BACKEND_CUDA ? 0 : 4;
    if (ranks > GB_MAX) lab_usage("--gpus: at most %d ranks here", GB_MAX);
    if (!transpose && cup_dtype_size(x.t) < 4) lab_usage("--gpus %s: %s is not timed here (4- and 8-byte dtypes)", o->family->name, cup_dtype_name(x.t));
    cup_status s = cup_group_create(&x.g, backend, ranks, NULL);
    if (s) {
        fprintf(stderr, "cuprim: bench --gpus: %s\n", cup_group_last_error(NULL));
        return -1;
    }
    cup_group_size(x.g, &x.P, NULL);
    if (lab_bench_measure(b) || gb_setup(&x, b)) {
        gb_free(&x);
        return -1;
    }
    cup_handle_t clock = NULL;
    if (cup_create(&clock, CUP_BACKEND_CPU)) {
        gb_free(&x);
        return -1;
    }
    const size_t size = cup_dtype_size(x.t);
    const int first = b->count;
    int failures = 0;
    double single_gbps = 0;
    lab_rng rng = {lab_table_seed(b, 17, x.n)};
    for (int single = 1; single >= 0; single--) {
        x.single = single;
        lab_row *r = lab_bench_add_row(b);
        if (!r) break;
        const int gpus = single ? 1 : x.P;
        r->family = o->family->name, r->variant = single ? "single-device" : "group", r->dtype = x.t;
        r->op = o->family == &lab_family_reduce ? "sum" : NULL;
        if (transpose) r->rows = single ? x.rows[0] : x.n, r->cols = x.C;
        else r->n = x.n * (size_t)gpus;
        char why[160] = "";
        cup_timing t;
        s = gb_work(clock, &x);
        r->ok = !s && (single || gb_check(&x, &rng, why, sizeof why));
        if (s) snprintf(why, sizeof why, "%s", cup_group_last_error(x.g)[0] ? cup_group_last_error(x.g) : cup_last_error(clock));
        if (!s) s = cup_time_spread(clock, gb_work, &x, GB_WARMUP, GB_REPS, 0, &t);
        if (s) {
            r->ok = 0;
            if (!why[0]) snprintf(why, sizeof why, "%s", cup_last_error(clock));
        } else {
            /* bytes: what each rank reads (transpose: reads and writes) */
            const double bytes = transpose ? 2.0 * (double)(single ? x.rows[0] : x.n) * (double)x.C * (double)size
                                           : (double)x.n * (double)gpus * (double)size;
            r->median_us = t.median_us, r->min_us = t.min_us, r->max_us = t.max_us, r->reps = GB_REPS;
            r->gbps = bytes / (t.median_us * 1e3);
            r->ceiling_gbps = (transpose ? b->copy_gbps : b->read_gbps) * gpus;
            if (single) single_gbps = r->gbps;
        }
        int at = (int)strlen(r->note);
        at += snprintf(r->note + at, sizeof r->note - at, " gpus=%d", gpus);
        if (!single && single_gbps > 0 && r->gbps > 0)
            at += snprintf(r->note + at, sizeof r->note - at, " %.2fx of %d x single", r->gbps / (single_gbps * x.P), x.P);
        if (!r->ok) snprintf(r->note + at, sizeof r->note - at, " (%s)", why), failures++;
        snprintf(r->json, sizeof r->json, ", \"gpus\": %d", gpus);
    }
    char title[160];
    if (transpose)
        snprintf(title, sizeof title, "transpose over a group of %d %s (%s, %zux%zu split by rows; host clock around call + wait)",
                 x.P, backend == CUP_BACKEND_CUDA ? "GPUs" : "thread-ranks", cup_dtype_name(x.t), x.n, x.C);
    else
        snprintf(title, sizeof title, "%s over a group of %d %s (%s, %zu elements per rank; host clock around call + wait)",
                 o->family->name, x.P, backend == CUP_BACKEND_CUDA ? "GPUs" : "thread-ranks", cup_dtype_name(x.t), x.n);
    if (b->count > first) lab_print_table(b, first, title);
    cup_destroy(clock);
    gb_free(&x);
    return failures;
}
