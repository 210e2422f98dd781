/* bench --gpus: a family's sharded call over a group of ranks, beside its single-device call on
 * one rank's shard, in the same run. Both are timed by cup_time on a CPU handle (the host clock)
 * around the call and the wait for every rank, since no one stream's events see the whole group;
 * the row runner (bench.c) times one handle's stream, so these rows are made here and kept with
 * lab_bench_add_row for the one printer and the one JSON writer. What is the family's own (its two
 * calls, its output, how its answer adds up) is its lab_family.group. */
#include "lab/lab.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { GB_WARMUP = 2, GB_REPS = 10 };

typedef struct gbench {
    cup_group_t g;
    const lab_group *ops;
    lab_group_req q;
    lab_group_shape s;          /* split by rows: an R x cols matrix; else s.n[i] elements each */
    size_t n[LAB_GROUP_MAX];    /* elements of each rank's shard */
    int single;
    const void *in[LAB_GROUP_MAX];
    void *out[LAB_GROUP_MAX];
    void *host[LAB_GROUP_MAX];  /* split by rows: each rank's shard, kept for the check */
} gbench;

static cup_status rank_handle(gbench *x, int i, cup_handle_t *h)
{
    const cup_status s = cup_group_use(x->g, i);
    return s ? s : cup_group_handle(x->g, i, h, NULL);
}

/* The single-device call on rank i's shard, into out. */
static cup_status gb_single(gbench *x, int i, cup_handle_t h, void *out)
{
    return x->ops->single(h, &x->q, &x->s, x->in[i], x->ops->by_rows ? x->s.rows[i] : x->s.n[i], out);
}

/* One timed run: the single-device call on rank 0's shard, or the group's call; then the wait. */
static cup_status gb_work(cup_handle_t clock, void *ctx)
{
    gbench *x = ctx;
    (void)clock;
    if (x->single) {
        cup_handle_t h;
        cup_status s = rank_handle(x, 0, &h);
        if (!s) s = gb_single(x, 0, h, x->out[0]);
        return s ? s : cup_sync(h);
    }
    const cup_status s = x->ops->call(x->g, &x->q, &x->s, x->in, x->n, x->out);
    return s ? s : cup_group_sync(x->g);
}

/* The whole single-device answer, into want (`bytes`): split by rows, over the whole matrix
 * gathered on rank 0; else the ranks' own answers folded. 0, or -1 with the reason in why. */
static int gb_want(gbench *x, unsigned char *want, size_t bytes, char *why, size_t len)
{
    const size_t size = cup_dtype_size(x->q.t);
    cup_handle_t h = NULL;
    if (x->ops->by_rows) {
        const size_t whole = x->s.R * x->s.cols * size;
        unsigned char *all = malloc(whole + 1);
        void *d = NULL, *o = NULL;
        int ok = all && !rank_handle(x, 0, &h) && !cup_malloc(h, &d, whole + 1) && !cup_malloc(h, &o, bytes + 1);
        for (size_t i = 0, at = 0; ok && i < (size_t)x->s.P; at += x->s.rows[i++] * x->s.cols * size)
            memcpy(all + at, x->host[i], x->s.rows[i] * x->s.cols * size);
        ok = ok && !cup_copy_to_backend(h, d, all, whole) && !x->ops->single(h, &x->q, &x->s, d, x->s.R, o) &&
             !cup_copy_to_host(h, want, o, bytes);
        if (!ok) snprintf(why, len, "the single-device answer over the whole matrix: %s", cup_last_error(h));
        if (d || o) cup_free(h, d), cup_free(h, o);
        free(all);
        return ok ? 0 : -1;
    }
    unsigned char *one = malloc(bytes);
    int ok = one != NULL;
    for (int i = 0; ok && i < x->s.P; i++) {
        void *d = NULL;
        ok = !rank_handle(x, i, &h) && !cup_malloc(h, &d, bytes) && !gb_single(x, i, h, d) &&
             !cup_copy_to_host(h, i ? one : want, d, bytes);
        if (!ok) snprintf(why, len, "rank %d's single-device call: %s", i, cup_last_error(h));
        cup_free(h, d);
        if (!ok || !i) continue;
        if (x->ops->fold) x->ops->fold(&x->q, want, one);
        else for (size_t k = 0; k < bytes / 8; k++) ((uint64_t *)want)[k] += ((const uint64_t *)one)[k];
    }
    free(one);
    return ok ? 0 : -1;
}

/* Every rank's part of the group's answer against the single-device answer. */
static int gb_check(gbench *x, char *why, size_t len)
{
    size_t bytes = 0, most = 0;
    for (int i = 0; i < x->s.P; i++) {
        const size_t b = x->ops->out_bytes(&x->q, &x->s, i);
        bytes = x->ops->share ? bytes + b : b, most = b > most ? b : most;
    }
    unsigned char *want = malloc(bytes + 1), *got = malloc(most + 1);
    int ok = want && got && gb_want(x, want, bytes, why, len) == 0;
    for (int i = 0; ok && i < x->s.P; i++) {
        cup_handle_t h;
        const size_t b = x->ops->out_bytes(&x->q, &x->s, i), at = x->ops->share ? x->ops->share(&x->q, &x->s, i) : 0;
        ok = !rank_handle(x, i, &h) && !cup_copy_to_host(h, got, x->out[i], b);
        if (!ok) snprintf(why, len, "rank %d: reading its answer: %s", i, cup_last_error(h));
        else if (memcmp(got, want + at, b) != 0)
            ok = 0, snprintf(why, len, "rank %d's part differs from the single-device answer", i);
    }
    if (!want || !got) snprintf(why, len, "out of host memory for the check");
    free(want), free(got);
    return ok;
}

static void gb_free(gbench *x)
{
    for (int i = 0; i < x->s.P; i++) {
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
    const size_t size = cup_dtype_size(x->q.t);
    const int floats = x->q.t == CUP_F32 || x->q.t == CUP_F64;
    for (int i = 0; i < x->s.P; i++) {
        /* split by rows: the R x cols matrix's rows, and its transpose's, as evenly as they go */
        x->s.rows[i] = x->s.R / (size_t)x->s.P + ((size_t)i < x->s.R % (size_t)x->s.P);
        x->s.out_rows[i] = x->s.cols / (size_t)x->s.P + ((size_t)i < x->s.cols % (size_t)x->s.P);
        x->n[i] = x->ops->by_rows ? x->s.rows[i] * x->s.cols : x->s.n[i];
        /* the output holds the rank's part of the group's answer or the single-device answer on its shard */
        const size_t part = x->ops->out_bytes(&x->q, &x->s, i), own = x->ops->by_rows ? x->n[i] * size : part;
        cup_handle_t h;
        void *d = NULL, *o = NULL;
        lab_rng rng = {lab_table_seed(b, (uint64_t)i, x->ops->by_rows ? x->s.R : x->s.n[i])};
        x->host[i] = malloc(x->n[i] * size + 1);
        cup_status s = x->host[i] ? rank_handle(x, i, &h) : CUP_STATUS_ALLOC_FAILED;
        if (!s) s = cup_malloc(h, &d, x->n[i] * size);
        if (!s) s = cup_malloc(h, &o, (part > own ? part : own) + 8);
        if (s) {
            fprintf(stderr, "cuprim: bench --gpus: rank %d: cannot set up %zu elements: %s\n", i, x->n[i],
                    cup_group_last_error(x->g)[0] ? cup_group_last_error(x->g) : cup_last_error(h));
            cup_free(h, d);
            return -1;
        }
        x->in[i] = d, x->out[i] = o;
        lab_fill(x->host[i], x->q.t, x->n[i], floats ? x->ops->data : LAB_DATA_FULL, &rng);
        cup_copy_to_backend(h, d, x->host[i], x->n[i] * size);
        if (!x->ops->by_rows) free(x->host[i]), x->host[i] = NULL;
    }
    return 0;
}

int lab_group_bench(lab_bench *b, const lab_args *o)
{
    const cup_backend backend = cup_get_backend(b->h);
    const lab_family *fam = o->family;
    gbench x;
    memset(&x, 0, sizeof x);
    x.ops = fam->group;
    x.q = x.ops->bench;
    x.q.t = o->dtype >= 0 ? (cup_dtype)o->dtype : CUP_F32;
    const size_t n = o->n_set ? o->n : (size_t)1 << (backend == CUP_BACKEND_CUDA ? 28 : 22);
    if (x.ops->by_rows) {
        const char *shape = lab_opt(o, "shape");
        char end;
        x.s.R = x.s.cols = backend == CUP_BACKEND_CUDA ? 16384 : 2048;
        if (shape && (sscanf(shape, "%zux%zu%c", &x.s.R, &x.s.cols, &end) != 2 || !x.s.R || !x.s.cols ||
                      x.s.R > (1u << 20) || x.s.cols > (1u << 20)))
            lab_usage("--shape: '%s' is not RxC with sides from 1 to 2^20", shape);
    }
    const int ranks = o->gpus > 0 ? o->gpus : backend == CUP_BACKEND_CUDA ? 0 : 4;
    if (ranks > LAB_GROUP_MAX) lab_usage("--gpus: at most %d ranks here", LAB_GROUP_MAX);
    if (!x.ops->by_rows && cup_dtype_size(x.q.t) < 4)
        lab_usage("--gpus %s: %s is not timed here (4- and 8-byte dtypes)", fam->name, cup_dtype_name(x.q.t));
    cup_status s = cup_group_create(&x.g, backend, ranks, NULL);
    if (s) {
        fprintf(stderr, "cuprim: bench --gpus: %s\n", cup_group_last_error(NULL));
        return -1;
    }
    cup_group_size(x.g, &x.s.P, NULL);
    for (int i = 0; i < x.s.P; i++) x.s.n[i] = n;
    if (lab_bench_measure(b) || gb_setup(&x, b)) {
        gb_free(&x);
        return -1;
    }
    cup_handle_t clock = NULL;
    if (cup_create(&clock, CUP_BACKEND_CPU)) {
        gb_free(&x);
        return -1;
    }
    const size_t size = cup_dtype_size(x.q.t);
    const int first = b->count, copy = x.ops->ceiling == LAB_CEILING_COPY;
    int failures = 0;
    double single_gbps = 0;
    for (int single = 1; single >= 0; single--) {
        x.single = single;
        lab_row *r = lab_bench_add_row(b);
        if (!r) break;
        const int gpus = single ? 1 : x.s.P;
        r->family = fam->name, r->variant = single ? "single-device" : "group", r->dtype = x.q.t, r->op = x.ops->op;
        if (x.ops->by_rows) r->rows = single ? x.s.rows[0] : x.s.R, r->cols = x.s.cols;
        else r->n = n * (size_t)gpus;
        char why[160] = "";
        cup_timing t;
        s = gb_work(clock, &x);
        r->ok = !s && (single || gb_check(&x, why, sizeof why));
        if (s) snprintf(why, sizeof why, "%s", cup_group_last_error(x.g)[0] ? cup_group_last_error(x.g) : cup_last_error(clock));
        if (!s) s = cup_time_spread(clock, gb_work, &x, GB_WARMUP, GB_REPS, 0, &t);
        if (s) {
            r->ok = 0;
            if (!why[0]) snprintf(why, sizeof why, "%s", cup_last_error(clock));
        } else {
            /* bytes: what each rank reads (a copy-bound call: reads and writes) */
            const double elements = x.ops->by_rows ? (double)(r->rows * r->cols) : (double)r->n;
            r->median_us = t.median_us, r->min_us = t.min_us, r->max_us = t.max_us, r->reps = GB_REPS;
            r->gbps = (copy ? 2.0 : 1.0) * elements * (double)size / (t.median_us * 1e3);
            r->ceiling_gbps = (copy ? b->copy_gbps : b->read_gbps) * gpus;
            if (single) single_gbps = r->gbps;
        }
        LAB_APPEND(r->note, " gpus=%d", gpus);
        if (!single && single_gbps > 0 && r->gbps > 0)
            LAB_APPEND(r->note, " %.2fx of %d x single", r->gbps / (single_gbps * x.s.P), x.s.P);
        if (!r->ok) LAB_APPEND(r->note, " (%s)", why), failures++;
        LAB_APPEND(r->json, ", \"gpus\": %d", gpus);
    }
    char title[160];
    const char *ranks_are = backend == CUP_BACKEND_CUDA ? "GPUs" : "thread-ranks";
    if (x.ops->by_rows)
        snprintf(title, sizeof title, "%s over a group of %d %s (%s, %zux%zu split by rows; host clock around call + wait)",
                 fam->name, x.s.P, ranks_are, cup_dtype_name(x.q.t), x.s.R, x.s.cols);
    else
        snprintf(title, sizeof title, "%s over a group of %d %s (%s, %zu elements per rank; host clock around call + wait)",
                 fam->name, x.s.P, ranks_are, cup_dtype_name(x.q.t), n);
    if (b->count > first) lab_print_table(b, first, title);
    cup_destroy(clock);
    gb_free(&x);
    return failures;
}
