/* The reduce family in the lab: its reference, its check sweep, its benchmark tables and its
 * API contract. The reference is written apart from the library's kernels on purpose: nothing
 * here is shared with the CPU backend, so a bug there cannot hide itself. */
#include "lab/lab.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- the reference ------------------------------------------------------------------------------ */

/* The expected result of a reduction: integer sums in 64-bit unsigned arithmetic truncated to
 * the element width, float sums compensated (Neumaier) in double with a stated tolerance,
 * MIN/MAX exact. */
typedef struct reduce_expect {
    cup_dtype dtype;
    unsigned char bits[8]; /* exact expected value (integers, MIN/MAX, exact float sums) */
    double value;          /* the reference as a double */
    double tol;            /* allowed |got - value|; 0 means bitwise */
} reduce_expect;

/* Integer elements widened so one loop serves every integer dtype. */
static uint64_t int_at(cup_dtype t, const void *p, size_t i)
{
    switch (t) {
    case CUP_I32: return (uint64_t)(int64_t)((const int32_t *)p)[i];
    case CUP_U32: return ((const uint32_t *)p)[i];
    default: return ((const uint64_t *)p)[i];
    }
}

static int int_less(cup_dtype t, uint64_t a, uint64_t b)
{
    return (t == CUP_I32 || t == CUP_I64) ? (int64_t)a < (int64_t)b : a < b;
}

static void reduce_reference(cup_op op, cup_dtype t, const void *host, size_t n, lab_data kind, reduce_expect *e)
{
    memset(e, 0, sizeof *e);
    e->dtype = t;
    const size_t size = cup_dtype_size(t);
    if (n == 0 && op != CUP_SUM) { /* undefined: callers expect an error, never a value */
        e->value = NAN;
        return;
    }
    if (t == CUP_F32 || t == CUP_F64) {
        double sum = 0, comp = 0, abs_sum = 0, best = op == CUP_MIN ? INFINITY : -INFINITY;
        for (size_t i = 0; i < n; i++) {
            const double x = t == CUP_F32 ? ((const float *)host)[i] : ((const double *)host)[i];
            if (op == CUP_SUM) { /* Neumaier: the rounding error of every step is kept */
                const double s = sum + x;
                comp += fabs(sum) >= fabs(x) ? (sum - s) + x : (x - s) + sum;
                sum = s;
                abs_sum += fabs(x);
            } else if (op == CUP_MIN ? x < best : x > best) {
                best = x;
            }
        }
        e->value = op == CUP_SUM ? sum + comp : best;
        if (op == CUP_SUM && kind == LAB_DATA_FULL && n > 1) {
            /* Any summation tree of depth d over n terms errs by at most (d + per-thread run)
             * roundings of the running magnitude; 16 (1 + log2 n) u sum|x| covers the orders
             * cuprim and CUB use with margin, while one lost element of these data would not
             * fit (those are caught exactly by LAB_DATA_SMALLINT). */
            const double u = t == CUP_F32 ? 0x1p-24 : 0x1p-53;
            e->tol = 16.0 * (1.0 + log2((double)n)) * u * abs_sum;
        }
        if (t == CUP_F32) {
            const float f = (float)e->value;
            memcpy(e->bits, &f, 4);
        } else {
            memcpy(e->bits, &e->value, 8);
        }
        return;
    }
    const uint64_t mask = size == 4 ? 0xffffffffull : ~0ull;
    uint64_t acc = op == CUP_SUM ? 0 : int_at(t, host, 0);
    for (size_t i = op == CUP_SUM ? 0 : 1; i < n; i++) {
        const uint64_t x = int_at(t, host, i);
        if (op == CUP_SUM) acc += x;
        else if (op == CUP_MIN ? int_less(t, x, acc) : int_less(t, acc, x)) acc = x;
    }
    acc &= mask;
    if (size == 4) {
        const uint32_t v = (uint32_t)acc;
        memcpy(e->bits, &v, 4);
    } else {
        memcpy(e->bits, &acc, 8);
    }
    e->value = lab_as_double(t, e->bits);
}

/* 1 when got (one element) matches; otherwise 0 and a reason in why. */
static int reduce_matches(const reduce_expect *e, const void *got, char *why, size_t why_len)
{
    const size_t size = cup_dtype_size(e->dtype);
    char g[64], w[64];
    lab_format_value(e->dtype, got, g, sizeof g);
    lab_format_value(e->dtype, e->bits, w, sizeof w);
    if (e->tol > 0) {
        const double err = fabs(lab_as_double(e->dtype, got) - e->value);
        if (err <= e->tol) return 1; /* NaN fails here: the comparison is false */
        snprintf(why, why_len, "got %s, want %.17g (|err| %.3g > tol %.3g)", g, e->value, err, e->tol);
        return 0;
    }
    if (memcmp(got, e->bits, size) == 0) return 1;
    /* MIN/MAX may return -0.0 where the reference saw +0.0: equal values are a match */
    if ((e->dtype == CUP_F32 || e->dtype == CUP_F64) && lab_as_double(e->dtype, got) == e->value) return 1;
    snprintf(why, why_len, "got %s, want %s", g, w);
    return 0;
}

static int accepts(const cup_variant_info *v, cup_dtype t, cup_op op)
{
    return (v->dtypes & (1u << t)) && (v->ops & (1u << op));
}

/* ---- check ---------------------------------------------------------------------------------------- */

typedef struct rcheck {
    lab_check_ctx *c;
    void *dev, *out;            /* the input (with room for a misaligned start) and 16 bytes of output */
    unsigned char *host, *back; /* the input as uploaded, and a read-back of it */
} rcheck;

static void fail(lab_check_ctx *c, int k, const char *what, cup_dtype t, cup_op op, size_t n, int block, size_t offset,
                 lab_data kind, const char *why)
{
    char line[512];
    snprintf(line, sizeof line, "%s %s n=%zu block=%d offset=%zu data=%s: %s%s%s", cup_dtype_name(t), cup_op_name(op),
             n, block, offset, kind == LAB_DATA_SMALLINT ? "smallint" : kind == LAB_DATA_NAN ? "nan" : "full", what,
             why && *why ? "\n     " : "", why ? why : "");
    lab_check_fail(c, k, line);
}

/* Poison, run, read back, compare. The poison differs from the expected value in every byte. */
static int run_one(rcheck *x, int k, cup_op op, cup_dtype t, size_t offset, size_t n, int block, lab_data kind,
                   const reduce_expect *e, unsigned char *result)
{
    lab_check_ctx *c = x->c;
    const size_t size = cup_dtype_size(t);
    unsigned char poison[8], got[8];
    for (size_t i = 0; i < size; i++) poison[i] = e->bits[i] ^ 0x5a;
    char why[256] = "";
    lab_check_count(c, k, NULL);
    cup_status s = cup_copy_to_backend(c->h, x->out, poison, size);
    if (s == CUP_STATUS_SUCCESS)
        s = cup_reduce_variant(c->h, c->ids[k], block, op, t, (const char *)x->dev + offset * size, n, x->out);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(c->h, got, x->out, size);
    if (s != CUP_STATUS_SUCCESS) {
        snprintf(why, sizeof why, "%s: %s", cup_status_string(s), cup_last_error(c->h));
        fail(c, k, "call failed", t, op, n, block, offset, kind, why);
        return 0;
    }
    if (result) memcpy(result, got, size);
    if (!reduce_matches(e, got, why, sizeof why)) {
        fail(c, k, memcmp(got, poison, size) == 0 ? "output never written" : "wrong result", t, op, n, block, offset,
             kind, why);
        return 0;
    }
    return 1;
}

static int input_intact(rcheck *x, size_t bytes)
{
    return cup_copy_to_host(x->c->h, x->back, x->dev, bytes) == CUP_STATUS_SUCCESS && memcmp(x->back, x->host, bytes) == 0;
}

/* n = 0: SUM gives the identity (written over the poison), MIN/MAX are refused and leave the
 * output alone. */
static void check_empty(rcheck *x, int k, cup_dtype t)
{
    lab_check_ctx *c = x->c;
    const cup_variant_info *v = cup_variant_get(c->ids[k]);
    const size_t size = cup_dtype_size(t);
    unsigned char poison[8], got[8], zero[8] = {0};
    memset(poison, 0x5a, sizeof poison);
    for (int op = 0; op < CUP_OP_COUNT; op++) {
        if (!accepts(v, t, (cup_op)op)) continue;
        lab_check_count(c, k, NULL);
        cup_status s = cup_copy_to_backend(c->h, x->out, poison, size);
        cup_status r = cup_reduce_variant(c->h, c->ids[k], 0, (cup_op)op, t, x->dev, 0, x->out);
        if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(c->h, got, x->out, size);
        const int want_ok = op == CUP_SUM;
        const int wrote = s == CUP_STATUS_SUCCESS && memcmp(got, poison, size) != 0;
        char why[300];
        snprintf(why, sizeof why, "status %s (%s)", cup_status_string(r), cup_last_error(c->h));
        if (want_ok && (r != CUP_STATUS_SUCCESS || s != CUP_STATUS_SUCCESS || memcmp(got, zero, size) != 0))
            fail(c, k, "SUM of zero elements must give 0", t, (cup_op)op, 0, 0, 0, LAB_DATA_FULL, why);
        else if (!want_ok && (r != CUP_STATUS_INVALID_VALUE || wrote))
            fail(c, k, "MIN/MAX of zero elements must fail and leave out alone", t, (cup_op)op, 0, 0, 0, LAB_DATA_FULL,
                 why);
    }
}

/* Block sizes to try: the default only, or (asked for, at small n) every accepted one. */
static int first_block(const cup_variant_info *v, size_t n, const lab_check_opts *o)
{
    return o->all_blocks && v->block_max > 0 && n <= ((size_t)1 << 17) ? v->block_min : 0;
}

static int next_block(const cup_variant_info *v, int block)
{
    return block > 0 && block * 2 <= v->block_max ? block * 2 : -1;
}

static void check_case(rcheck *x, cup_dtype t, size_t n, lab_data kind, lab_rng *rng)
{
    lab_check_ctx *c = x->c;
    const size_t size = cup_dtype_size(t), max_offset = 3;
    const size_t bytes = (n + max_offset) * size;
    char why[256];
    lab_fill(x->host, t, n + max_offset, kind, rng);
    if (cup_copy_to_backend(c->h, x->dev, x->host, bytes) != CUP_STATUS_SUCCESS) {
        snprintf(why, sizeof why, "upload of %zu bytes: %s", bytes, cup_last_error(c->h));
        lab_check_fail(c, -1, why);
        return;
    }
    /* a misaligned start exercises the head/tail paths of vectorised kernels */
    const size_t offsets[2] = {0, 1 + n % max_offset};
    const int n_offsets = n <= ((size_t)1 << 17) ? 2 : 1;
    for (int oi = 0; oi < n_offsets; oi++) {
        const size_t offset = offsets[oi];
        const char *in_host = (const char *)x->host + offset * size;
        reduce_expect e[CUP_OP_COUNT];
        for (int op = 0; op < CUP_OP_COUNT; op++) reduce_reference((cup_op)op, t, in_host, n, kind, &e[op]);
        for (int k = 0; k < c->count; k++) {
            const cup_variant_info *v = cup_variant_get(c->ids[k]);
            if (!lab_check_is_family(c, k, "reduce") || !(v->dtypes & (1u << t))) continue;
            /* NaN semantics are cuprim's contract (cuprim.h), not the vendor library's */
            if (kind == LAB_DATA_NAN && v->reference) continue;
            for (int op = 0; op < CUP_OP_COUNT; op++) {
                /* SMALLINT data is for exact sums, NaN data for MIN/MAX */
                if (!accepts(v, t, (cup_op)op) || (op != CUP_SUM && kind == LAB_DATA_SMALLINT) ||
                    (op == CUP_SUM && kind == LAB_DATA_NAN))
                    continue;
                for (int block = first_block(v, n, c->o); block >= 0; block = next_block(v, block))
                    run_one(x, k, (cup_op)op, t, offset, n, block, kind, &e[op], NULL);
            }
            /* Same input, same size: a reproducible variant gives the same bits again. */
            if (v->deterministic && (t == CUP_F32 || t == CUP_F64) && kind == LAB_DATA_FULL && offset == 0 &&
                accepts(v, t, CUP_SUM)) {
                unsigned char r1[8], r2[8];
                if (run_one(x, k, CUP_SUM, t, 0, n, 0, kind, &e[CUP_SUM], r1) &&
                    run_one(x, k, CUP_SUM, t, 0, n, 0, kind, &e[CUP_SUM], r2) && memcmp(r1, r2, size) != 0) {
                    char a[64], b[64];
                    lab_format_value(t, r1, a, sizeof a), lab_format_value(t, r2, b, sizeof b);
                    snprintf(why, sizeof why, "first run %s, second run %s", a, b);
                    fail(c, k, "not reproducible", t, CUP_SUM, n, 0, 0, kind, why);
                }
            }
            if (n <= ((size_t)1 << 16) && !input_intact(x, bytes)) fail(c, k, "input modified", t, CUP_SUM, n, 0, offset, kind, "");
        }
    }
    if (n > ((size_t)1 << 16) && !input_intact(x, bytes)) {
        snprintf(why, sizeof why, "reduce %s n=%zu: input modified by one of the variants", cup_dtype_name(t), n);
        lab_check_fail(c, -1, why);
    }
}

static void reduce_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    cup_handle_t h = c->h;
    const lab_check_opts *o = c->o;
    lab_rng rng = {o->seed};
    for (int t = 0; t < CUP_DTYPE_COUNT; t++) {
        if (o->dtype >= 0 && o->dtype != t) continue;
        int wanted = 0;
        for (int k = 0; k < c->count; k++)
            wanted |= lab_check_is_family(c, k, "reduce") && (cup_variant_get(c->ids[k])->dtypes & (1u << t));
        if (!wanted) continue;
        const size_t size = cup_dtype_size((cup_dtype)t);
        size_t sizes[24];
        int count = 0;
        static const size_t fixed[] = {1, 2, 31, 32, 33, 63, 64, 65, 1023, 1024, 1025, 4097, 65537, 1000003};
        for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++) sizes[count++] = fixed[i];
        sizes[count++] = 3 * cache / size + 7; /* past the cache */
        if (o->huge && (t == CUP_I32 || t == CUP_F32)) sizes[count++] = ((size_t)1 << 31) + 17;
        size_t largest = 0;
        for (int i = 0; i < count; i++)
            if (sizes[i] <= max_n && sizes[i] > largest) largest = sizes[i];
        const size_t bytes = (largest + 3) * size;
        rcheck x = {c, NULL, NULL, malloc(bytes), malloc(bytes)};
        cup_status s = x.host && x.back ? cup_malloc(h, &x.dev, bytes) : CUP_STATUS_ALLOC_FAILED;
        if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &x.out, 16);
        if (s != CUP_STATUS_SUCCESS) {
            char why[300];
            snprintf(why, sizeof why, "reduce %s: cannot allocate %zu bytes for the check: %s",
                     cup_dtype_name((cup_dtype)t), bytes, cup_last_error(h));
            lab_check_fail(c, -1, why);
        } else {
            for (int k = 0; k < c->count; k++)
                if (lab_check_is_family(c, k, "reduce") && (cup_variant_get(c->ids[k])->dtypes & (1u << t)))
                    check_empty(&x, k, (cup_dtype)t);
            for (int i = 0; i < count; i++) {
                if (sizes[i] > max_n) continue;
                const int is_float = t == CUP_F32 || t == CUP_F64;
                /* past 2^31, F32 runs only on exactly-summable data: a tolerance there
                 * would be wide enough to hide a lost element */
                const int huge = sizes[i] > ((size_t)1 << 31);
                if (is_float) check_case(&x, (cup_dtype)t, sizes[i], LAB_DATA_SMALLINT, &rng);
                if (!(is_float && huge)) check_case(&x, (cup_dtype)t, sizes[i], LAB_DATA_FULL, &rng);
                if (is_float && !huge) check_case(&x, (cup_dtype)t, sizes[i], LAB_DATA_NAN, &rng);
                if (o->verbose)
                    fprintf(c->log, "  reduce %s n=%zu done (%ld runs, %ld failures so far)\n",
                            cup_dtype_name((cup_dtype)t), sizes[i], c->t->runs, c->t->failures);
            }
        }
        cup_free(h, x.dev), cup_free(h, x.out);
        free(x.host), free(x.back);
    }
}

/* ---- bench ---------------------------------------------------------------------------------------- */

typedef struct rbench {
    int id, asked, block; /* asked: --block (0: each variant's default); block: this row's */
    cup_op op;
    cup_dtype t;
    size_t n;
    const void *in;
    void *out;
    reduce_expect e;
} rbench;

static cup_status reduce_work(cup_handle_t h, void *p)
{
    const rbench *w = p;
    return cup_reduce_variant(h, w->id, w->block, w->op, w->t, w->in, w->n, w->out);
}

static int reduce_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    (void)j;
    rbench *w = p;
    r->op = cup_op_name(w->op), r->n = w->n;
    const int block = lab_row_block(v, w->asked, r);
    if (block < 0) return -1;
    w->id = id, w->block = block;
    run->bytes = (double)(w->n * cup_dtype_size(w->t));
    run->footprint = w->n * cup_dtype_size(w->t);
    return 0;
}

static int reduce_verify(void *p, cup_handle_t h, cup_status *s)
{
    rbench *w = p;
    const size_t size = cup_dtype_size(w->t);
    unsigned char poison[8], got[8];
    char why[256] = "";
    for (size_t i = 0; i < size; i++) poison[i] = w->e.bits[i] ^ 0x5a;
    *s = cup_copy_to_backend(h, w->out, poison, size);
    if (*s == CUP_STATUS_SUCCESS) *s = reduce_work(h, w);
    if (*s == CUP_STATUS_SUCCESS) *s = cup_copy_to_host(h, got, w->out, size);
    if (*s != CUP_STATUS_SUCCESS) return 0;
    const int ok = reduce_matches(&w->e, got, why, sizeof why);
    if (!ok) fprintf(stderr, "cuprim: reduce: %s\n", why);
    return ok;
}

/* One table: the selected variants on n elements of t under op. */
static int reduce_table(lab_bench *b, const char *const *variants, cup_dtype t, cup_op op, size_t n, int block)
{
    cup_handle_t h = b->h;
    if (!lab_names_known(h, "reduce", variants)) return -1;
    const size_t bytes = n * cup_dtype_size(t);
    void *host = malloc(bytes ? bytes : 1);
    rbench w = {.asked = block, .op = op, .t = t, .n = n};
    void *in = NULL;
    cup_status s = host ? cup_malloc(h, &in, bytes) : CUP_STATUS_ALLOC_FAILED;
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &w.out, 16);
    if (s == CUP_STATUS_SUCCESS) {
        lab_rng rng = {lab_table_seed(b, n, ((uint64_t)t << 8) | (uint64_t)op)};
        lab_fill(host, t, n, LAB_DATA_FULL, &rng);
        reduce_reference(op, t, host, n, LAB_DATA_FULL, &w.e);
        s = cup_copy_to_backend(h, in, host, bytes);
    }
    free(host);
    int failures = -1;
    if (s != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: cannot prepare %zu elements of %s: %s\n", n, cup_dtype_name(t), cup_last_error(h));
    } else {
        w.in = in;
        char title[160];
        snprintf(title, sizeof title, "reduce %s %s, n = %zu (%.1f MiB)", cup_dtype_name(t), cup_op_name(op), n,
                 bytes / 1048576.0);
        const lab_table table = {.family = "reduce", .variants = variants, .dtype = (int)t, .ops = 1u << op,
                                 .ceiling = LAB_CEILING_READ, .title = title, .ctx = &w, .setup = reduce_setup,
                                 .verify = reduce_verify, .work = reduce_work};
        failures = lab_table_run(b, &table);
    }
    cup_free(h, in), cup_free(h, w.out);
    return failures;
}

static int reduce_bench(lab_bench *b, const lab_args *a)
{
    const char *op_name = lab_opt(a, "op");
    cup_op op = CUP_SUM;
    if (op_name && cup_op_from_name(op_name, &op)) lab_usage("unknown op '%s' (sum, min, max)", op_name);
    static const char *const all[] = {"all", NULL};
    if (a->n_set) lab_need_memory(b, "--n", a->n, cup_dtype_size(a->dtype >= 0 ? (cup_dtype)a->dtype : CUP_I32));
    return reduce_table(b, a->nvariants ? a->variants : all, a->dtype >= 0 ? (cup_dtype)a->dtype : CUP_I32, op,
                        a->n_set ? a->n : (size_t)1 << 24, a->block);
}

/* The ladder at 2^24 and past the cache, then best (and CUB on the GPU) across sizes: where
 * launch latency ends and bandwidth begins; MIN and MAX through the same production path. */
static int reduce_suite(lab_bench *b)
{
    static const char *const all[] = {"all", NULL}, *const best_and_cub[] = {"best", "cub", NULL},
                             *const best_only[] = {"best", NULL};
    const int gpu = cup_get_backend(b->h) == CUP_BACKEND_CUDA;
    const char *const *best_vs_vendor = gpu ? best_and_cub : best_only; /* CUB exists on the GPU only */
    const cup_dtype ladder_types[] = {CUP_I32, CUP_F32};
    const size_t ladder_n[2] = {(size_t)1 << 24, gpu ? (size_t)1 << 30 : (size_t)1 << 26};
    int failures = 0;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++) LAB_ADD(reduce_table(b, all, ladder_types[i], CUP_SUM, ladder_n[j], 0));
    const cup_dtype sweep_types[] = {CUP_I32, CUP_F32, CUP_F64};
    const int top = gpu ? 30 : 26;
    for (int i = 0; i < 3; i++)
        for (int lg = 10; lg <= top; lg += 2) {
            const size_t n = (size_t)1 << lg;
            if (sweep_types[i] != CUP_F64 && (n == ladder_n[0] || n == ladder_n[1])) continue; /* above */
            LAB_ADD(reduce_table(b, best_vs_vendor, sweep_types[i], CUP_SUM, n, 0));
        }
    for (int op = CUP_MIN; op <= CUP_MAX; op++) LAB_ADD(reduce_table(b, best_vs_vendor, CUP_I32, (cup_op)op, (size_t)1 << 24, 0));
    return failures;
}

/* ---- the API contract ----------------------------------------------------------------------------- */

/* Backend memory holding `bytes` copied from host (NULL, with a failed expectation, if not). */
static void *upload(cup_handle_t h, lab_tally *t, const void *host, size_t bytes)
{
    void *p = NULL;
    cup_status s = cup_malloc(h, &p, bytes);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_backend(h, p, host, bytes);
    LAB_EXPECT(t, s == CUP_STATUS_SUCCESS, "upload of %zu bytes: %s", bytes, cup_last_error(h));
    return s == CUP_STATUS_SUCCESS ? p : NULL;
}

/* Every way to misuse cup_reduce: a status, a message, and the poisoned output untouched. */
static void bad_input(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    enum { N = 4096 };
    int32_t host[N];
    for (int i = 0; i < N; i++) host[i] = (int32_t)lab_rand(rng);
    char *in = upload(h, t, host, sizeof host);
    const uint64_t poison = 0x5a5a5a5a5a5a5a5aull, poisoned[2] = {poison, poison}; /* 16 bytes of output room */
    char *out = upload(h, t, poisoned, sizeof poisoned);
    if (!in || !out) return;
    char msg[512] = "";
#define REFUSED(want, call)                                                                                            \
    do {                                                                                                               \
        LAB_EXPECT_STATUS(t, h, call, want);                                                                           \
        snprintf(msg, sizeof msg, "%s", cup_last_error(h)); /* the read-back clears it */                             \
        uint64_t now = 0;                                                                                              \
        LAB_EXPECT(t, cup_copy_to_host(h, &now, out, 8) == CUP_STATUS_SUCCESS && now == poison,                        \
                   "a refused call wrote its output: %s", #call);                                                      \
    } while (0)
    LAB_EXPECT_STATUS(t, NULL, cup_reduce(NULL, CUP_SUM, CUP_I32, in, N, out), CUP_STATUS_INVALID_VALUE);
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_SUM, (cup_dtype)99, in, N, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce(h, (cup_op)7, CUP_I32, in, N, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_SUM, CUP_I32, NULL, N, out));
    LAB_EXPECT_STATUS(t, h, cup_reduce(h, CUP_SUM, CUP_I32, in, N, NULL), CUP_STATUS_INVALID_VALUE);
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_MIN, CUP_I32, in, 0, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_MAX, CUP_F64, in, 0, out));
    REFUSED(CUP_STATUS_INVALID_POINTER, cup_reduce(h, CUP_SUM, CUP_I32, in + 1, N - 1, out));
    REFUSED(CUP_STATUS_INVALID_POINTER, cup_reduce(h, CUP_SUM, CUP_I64, in + 4, N / 2 - 1, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_SUM, CUP_I32, out, 2, out + 4)); /* overlap */
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_SUM, CUP_I32, in, SIZE_MAX / 2, out));
    REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_reduce(h, CUP_SUM, CUP_B4, in, 4, out)); /* opaque bytes have no sum */
    /* host memory cup_malloc did not give, on either backend */
    REFUSED(CUP_STATUS_INVALID_POINTER, cup_reduce(h, CUP_SUM, CUP_I32, host, N, out));
    LAB_EXPECT(t, strstr(msg, "host memory") != NULL, "message says why: %s", msg);
    /* n past the end of the allocation */
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_SUM, CUP_I32, in, (size_t)N + 10000000, out));
    LAB_EXPECT(t, strstr(msg, "allocation") != NULL, "message says why: %s", msg);
    int32_t host_out = 7;
    LAB_EXPECT_STATUS(t, h, cup_reduce(h, CUP_SUM, CUP_I32, in, N, &host_out), CUP_STATUS_INVALID_POINTER);
    LAB_EXPECT(t, host_out == 7, "host out untouched");
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_SUM, CUP_I32, NULL, N, &host_out), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT(t, strstr(cup_last_error(h), "cup_reduce_to_host:") == cup_last_error(h), "the message names the call: %s",
               cup_last_error(h));
    /* the registry path checks the same things plus its own */
    const int best = cup_variant_find(h, "reduce", "best"), other = lab_other_variant(h, "reduce");
    LAB_EXPECT(t, best >= 0, "best is registered");
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce_variant(h, -1, 0, CUP_SUM, CUP_I32, in, N, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce_variant(h, cup_variant_count(), 0, CUP_SUM, CUP_I32, in, N, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce_variant(h, best, 256, CUP_SUM, CUP_I32, in, N, out));
    if (other >= 0) REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce_variant(h, other, 0, CUP_SUM, CUP_I32, in, N, out));
    for (int i = 0; i < cup_variant_count(); i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (v->backend != cup_get_backend(h) && strcmp(v->family, "reduce") == 0) /* another backend's */
            REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce_variant(h, i, 0, CUP_SUM, CUP_I32, in, N, out));
        if (v->backend != cup_get_backend(h) || strcmp(v->family, "reduce") != 0) continue;
        if (v->block_max) {
            REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce_variant(h, i, 96, CUP_SUM, CUP_I32, in, N, out));
            REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce_variant(h, i, v->block_max * 2, CUP_SUM, CUP_I32, in, N, out));
        }
        if (!(v->ops & (1u << CUP_MIN)))
            REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_reduce_variant(h, i, 0, CUP_MIN, CUP_I32, in, N, out));
    }
#undef REFUSED
    /* after all that, the handle still works and the message clears on success */
    LAB_EXPECT_STATUS(t, h, cup_reduce(h, CUP_SUM, CUP_I32, in, N, out), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, cup_last_error(h)[0] == '\0', "success clears the message");
    int32_t got, check[N];
    LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, &got, out, 4), CUP_STATUS_SUCCESS);
    reduce_expect e;
    reduce_reference(CUP_SUM, CUP_I32, host, N, LAB_DATA_FULL, &e);
    LAB_EXPECT(t, memcmp(&got, e.bits, 4) == 0, "sum after the refusals: got %d", got);
    LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, check, in, sizeof check), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, memcmp(check, host, sizeof host) == 0, "input unchanged");
    cup_free(h, in), cup_free(h, out);
}

/* Semantics that random data rarely reaches. */
static void semantics(cup_handle_t h, lab_tally *t)
{
    /* integer sums wrap in the element type */
    const int32_t i32[3] = {INT32_MAX, INT32_MAX, 5};
    const uint64_t u64[2] = {UINT64_MAX, 3};
    const int64_t i64[2] = {INT64_MIN, -1};
    int32_t r32 = 0;
    uint64_t r64 = 0;
    int64_t s64 = 0;
    void *d = upload(h, t, i32, sizeof i32);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_SUM, CUP_I32, d, 3, &r32), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, r32 == (int32_t)(2u * (uint32_t)INT32_MAX + 5u), "i32 wraps: %d", r32);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_MIN, CUP_I32, d, 3, &r32), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, r32 == 5, "i32 min %d", r32);
    cup_free(h, d);
    d = upload(h, t, u64, sizeof u64);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_SUM, CUP_U64, d, 2, &r64), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, r64 == 2, "u64 wraps: %llu", (unsigned long long)r64);
    cup_free(h, d);
    d = upload(h, t, i64, sizeof i64);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_SUM, CUP_I64, d, 2, &s64), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, s64 == INT64_MAX, "i64 wraps: %lld", (long long)s64);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_MAX, CUP_I64, d, 2, &s64), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, s64 == -1, "i64 max %lld", (long long)s64);
    cup_free(h, d);

    /* NaN elements are skipped by MIN/MAX; all-NaN gives the identity */
    const float f[5] = {NAN, 1.5f, -3.25f, NAN, 0.5f};
    float rf = 0;
    d = upload(h, t, f, sizeof f);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_MIN, CUP_F32, d, 5, &rf), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, rf == -3.25f, "min skips NaN: %g", rf);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_MAX, CUP_F32, d, 5, &rf), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, rf == 1.5f, "max skips NaN: %g", rf);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_MIN, CUP_F32, (float *)d + 3, 1, &rf), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, isinf(rf) && rf > 0, "all-NaN min is +inf: %g", rf);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_SUM, CUP_F32, d, 5, &rf), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, isnan(rf), "a sum with NaN is NaN: %g", rf);
    cup_free(h, d);

    /* +0 and -0 compare equal, so MIN/MAX may return either: the contract is a zero, of any sign */
    const float zeros[4] = {0.0f, -0.0f, -0.0f, 0.0f};
    d = upload(h, t, zeros, sizeof zeros);
    for (int k = 0; k < 2; k++) {
        const cup_op op = k ? CUP_MAX : CUP_MIN;
        for (size_t first = 0; first < 4; first += 2) { /* {+0, -0}, then {-0, +0} */
            rf = 7.0f;
            LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, op, CUP_F32, (float *)d + first, 2, &rf), CUP_STATUS_SUCCESS);
            LAB_EXPECT(t, rf == 0.0f, "%s of {+0, -0} is a zero: %g", cup_op_name(op), rf);
        }
    }
    cup_free(h, d);

    /* n = 0: SUM is 0 for every numeric dtype */
    for (int dt = 0; dt <= CUP_F64; dt++) {
        uint64_t z = 0x5a5a5a5a5a5a5a5aull;
        LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_SUM, (cup_dtype)dt, NULL, 0, &z), CUP_STATUS_SUCCESS);
        LAB_EXPECT(t, (cup_dtype_size((cup_dtype)dt) == 4 ? (z & 0xffffffffu) : z) == 0, "sum of nothing is 0 (%s)",
                   cup_dtype_name((cup_dtype)dt));
    }
}

/* cup_reduce on every dtype and op at a size that spans many blocks, against the reference;
 * every result twice, bit for bit. */
static void values(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    const size_t n = 3000017;
    for (int dt = 0; dt <= CUP_F64; dt++) {
        const size_t size = cup_dtype_size((cup_dtype)dt);
        void *host = malloc(n * size);
        if (!host) return;
        lab_fill(host, (cup_dtype)dt, n, LAB_DATA_FULL, rng);
        void *d = upload(h, t, host, n * size);
        for (int op = 0; d && op < CUP_OP_COUNT; op++) {
            unsigned char got[8], again[8];
            char why[256] = "";
            reduce_expect e;
            reduce_reference((cup_op)op, (cup_dtype)dt, host, n, LAB_DATA_FULL, &e);
            LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, (cup_op)op, (cup_dtype)dt, d, n, got), CUP_STATUS_SUCCESS);
            LAB_EXPECT(t, reduce_matches(&e, got, why, sizeof why), "%s %s: %s", cup_dtype_name((cup_dtype)dt),
                       cup_op_name((cup_op)op), why);
            LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, (cup_op)op, (cup_dtype)dt, d, n, again), CUP_STATUS_SUCCESS);
            LAB_EXPECT(t, memcmp(got, again, size) == 0, "%s %s reproducible", cup_dtype_name((cup_dtype)dt),
                       cup_op_name((cup_op)op));
        }
        cup_free(h, d);
        free(host);
    }
}

static void reduce_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    bad_input(h, t, rng);
    semantics(h, t);
    values(h, t, rng);
}

static const lab_option reduce_options[] = {{"op", "O"}, {NULL, NULL}};
static const char *const reduce_sanitize[] = {"--dtype i32", "--dtype f64", NULL};

const lab_family lab_family_reduce = {
    .name = "reduce",
    .takes = LAB_TAKES_DTYPE | LAB_TAKES_N | LAB_TAKES_BLOCK,
    .block = LAB_BLOCK_1D,
    .options = reduce_options,
    .bench_help =
        "cuprim bench reduce [--dtype T] [--op sum|min|max] [--n N] [--block B] [--variant V]...\n"
        "  GB/s counts the n elements read, against the streaming-read ceiling. Defaults: i32, sum,\n"
        "  n = 2^24, every variant; on the GPU CUB's DeviceReduce is the reference row. --block\n"
        "  applies to the ladder variants (a power of two, 64..1024); best and cub pick their own.\n",
    .check_help =
        "reduce: n = 0, 1, 2, 31..33, 63..65, 1023..1025, 4097, 65537, 1000003 and past the cache, every\n"
        "  dtype and op, every accepted block size (to n = 2^17), aligned and misaligned starts, exact\n"
        "  float sums on small-integer data, NaN data for min/max, float results twice bit for bit;\n"
        "  --huge adds n = 2^31 + 17 (CUDA, ~20 GB of device memory).\n",
    .bench = reduce_bench,
    .suite = reduce_suite,
    .check = reduce_check,
    .api_test = reduce_api_test,
    .sanitize = reduce_sanitize,
};
