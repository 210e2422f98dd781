/* The select family in the lab: its check sweep, benchmark tables and API contract, on the
 * comparison families' data, values and order classes (src/lab/cmp.c, written apart from the
 * library): an element is kept when its class against the value makes the cmp true, so the
 * expected output is the kept elements in their order (then, for a partition, the others in
 * theirs). */
#include "lab/lab.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Bytes of poison each side of out (64 elements of 8 bytes, more of 4; a bench's output past it
 * keeps the alignment of its allocation) and each side of the count. */
enum { MARGIN = 512, COUNT_MARGIN = 64 };
#define PRODUCTION INT_MIN /* call's variant for cup_select_if and cup_partition_if themselves */

static const char *const mode_names[] = {"select", "partition", NULL}; /* the rows' "kind", --mode's and the sweep's */

static cup_status call(cup_handle_t h, int variant, int block, int partition, cup_dtype t, const void *in, size_t n,
                       cup_cmp cmp, const void *value, void *out, uint64_t *count)
{
    if (variant == PRODUCTION)
        return partition ? cup_partition_if(h, t, in, n, cmp, value, out, count) : cup_select_if(h, t, in, n, cmp, value, out, count);
    return partition ? cup_partition_if_variant(h, variant, block, t, in, n, cmp, value, out, count)
                     : cup_select_if_variant(h, variant, block, t, in, n, cmp, value, out, count);
}

/* The expected outputs of `cmp` against *value on host[0, n), each element's class into cls: want,
 * the kept elements in order, then the others in order; rwant, the others from the last to the
 * first, as CUB leaves them. Returns the kept count. */
static size_t expected(cup_dtype t, const void *host, size_t n, cup_cmp cmp, const void *value, unsigned char *cls,
                       unsigned char *want, unsigned char *rwant)
{
    const size_t size = cup_dtype_size(t);
    size_t kept = 0, k = 0, o = 0;
    for (size_t i = 0; i < n; i++) {
        cls[i] = lab_cmp_class(t, host, i, value);
        kept += lab_cmp_truth[cmp][cls[i]];
    }
    for (size_t i = 0; i < n; i++) {
        const size_t to = lab_cmp_truth[cmp][cls[i]] ? k++ : kept + o++;
        memcpy(want + to * size, (const char *)host + i * size, size);
        memcpy(rwant + (to < kept ? to : n - 1 - (to - kept)) * size, (const char *)host + i * size, size);
    }
    return kept;
}

/* ---- one checked run: the check's, the bench's and the contract's --------------------------------- */

/* One request and what it must give: the count `kept`, and in out want's first kept elements (a
 * partition: all n, the others after them), nothing past them. */
typedef struct xreq {
    int variant, block, partition; /* variant PRODUCTION: cup_select_if, cup_partition_if */
    cup_dtype t;
    const void *in;
    size_t n;
    cup_cmp cmp;
    const void *value;
    size_t kept;
    const void *want;
} xreq;

/* What a run got wrong, as bits, the first in words in run's why. */
enum { W_CALL = 1, W_COUNT = 2, W_BESIDE = 4, W_OUT = 8, W_OUTSIDE = 16, W_KINDS = 5 };
static const char *const wrong_names[W_KINDS] = {"the call", "the count", "beside the count", "out", "outside out"};

/* Poison out and the count with their margins, run q, read both back and compare: 0 when right. */
static int run(cup_handle_t h, const xreq *q, lab_out *out, lab_out *count, cup_status *s, char *why, size_t len)
{
    const size_t size = cup_dtype_size(q->t), written = q->partition ? q->n : q->kept;
    *s = lab_out_poisoned(h, out, q->n * size);
    if (*s == CUP_STATUS_SUCCESS) *s = lab_out_poisoned(h, count, 8);
    if (*s == CUP_STATUS_SUCCESS)
        *s = call(h, q->variant, q->block, q->partition, q->t, q->in, q->n, q->cmp, q->value, lab_out_at(out),
                  lab_out_at(count));
    if (*s == CUP_STATUS_SUCCESS) *s = lab_out_read(h, count, 8);
    if (*s == CUP_STATUS_SUCCESS) *s = lab_out_read(h, out, q->n * size);
    if (*s != CUP_STATUS_SUCCESS) {
        snprintf(why, len, "%s: %s", cup_status_string(*s), cup_last_error(h));
        return W_CALL;
    }
    uint64_t got;
    long long first;
    memcpy(&got, lab_out_got(count), 8);
    /* the count's own bytes compared with themselves: only its margins can differ */
    int wrong = (got != q->kept ? W_COUNT : 0) | (lab_out_wrong(count, &got, 8, 8, &first) ? W_BESIDE : 0);
    if (wrong)
        snprintf(why, len, "count %llu, want %zu%s", (unsigned long long)got, q->kept,
                 wrong & W_BESIDE ? " (and a write beside it)" : "");
    /* out: want's first `written` elements; past them (a select: out keeps its poison) and around, poison */
    const unsigned char *o = lab_out_got(out), *w = q->want;
    const long long m = (long long)(out->margin ? out->margin : LAB_MARGIN); /* out's own, as it was read */
    for (long long i = -m; i < (long long)(q->n * size) + m; i++) {
        const int inside = i >= 0 && i < (long long)(written * size);
        if (o[i] == (inside ? w[i] : LAB_POISON) || (wrong & (inside ? W_OUT : W_OUTSIDE))) continue;
        if (!wrong)
            snprintf(why, len, "out[%lld] %s (of %zu kept)", (i + m) / (long long)size - m / (long long)size,
                     inside ? "is not the expected element" : "written where nothing may be", q->kept);
        wrong |= inside ? W_OUT : W_OUTSIDE;
    }
    return wrong;
}

/* ---- check ---------------------------------------------------------------------------------------- */

typedef struct xcheck {
    lab_check_ctx *c;
    lab_in in;
    unsigned char *cls, *want, *rwant; /* rwant: the others reversed (CUB's partition) */
    lab_out out, count;
} xcheck;

/* Every selected variant on the data at x->in: each value kind (past `small` the present one), each
 * start (small: 0 and one element in), each cmp (past small: lt and ne), each block (to n = 4097,
 * with the present value), select and partition. */
static void check_data(xcheck *x, cup_dtype t, size_t n, int nan, int small, int huge)
{
    lab_check_ctx *c = x->c;
    const size_t size = cup_dtype_size(t);
    const int kinds = small ? lab_value_kinds(t) : 1;
    for (int kv = 0; kv < kinds; kv++)
        for (size_t start = 0; start <= (small ? 1u : 0u); start++) {
            unsigned char value[8];
            const unsigned char *data = x->in.host + start * size;
            lab_cmp_value(t, kv, data, n, value);
            for (int cmp = 0; cmp < CUP_CMP_COUNT; cmp++) {
                if (!small && cmp != CUP_CMP_LT && cmp != CUP_CMP_NE) continue;
                if (huge && cmp != CUP_CMP_LT) continue;
                xreq q = {.t = t, .in = (const char *)x->in.dev + start * size, .n = n, .cmp = (cup_cmp)cmp,
                          .value = value, .kept = expected(t, data, n, (cup_cmp)cmp, value, x->cls, x->want, x->rwant)};
                LAB_CHECK_EACH(k, c, &lab_family_select, t) {
                    const cup_variant_info *v = lab_check_variant(c, k);
                    if (!(v->ops & (1u << cmp))) continue;
                    const int all = c->o->all_blocks && n <= 4097 && kv == LAB_VALUE_PRESENT && start == 0;
                    LAB_EACH_BLOCK_TOO(block, v, all)
                        for (q.partition = 0; q.partition <= 1; q.partition++) {
                            char why[400];
                            cup_status s;
                            q.variant = c->ids[k], q.block = block;
                            q.want = q.partition && (v->traits & CUP_SELECT_PARTITION_REVERSED) ? x->rwant : x->want;
                            lab_check_countf(c, k, run(c->h, &q, &x->out, &x->count, &s, why, sizeof why),
                                             "%s %s n=%zu start+%zu block %d %s %s value%s: %s", mode_names[q.partition],
                                             cup_dtype_name(t), n, start, block, cup_cmp_name(q.cmp), lab_value_names[kv],
                                             nan ? ", NaN-laced data" : "", why);
                        }
                }
            }
        }
}

static void select_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    cup_handle_t h = c->h;
    const int cuda = cup_get_backend(h) == CUP_BACKEND_CUDA;
    /* the tiles +-1: 2048 (the ladder's), 4096 (best's for 8-byte elements), 8192 (best's, 4-byte);
     * 1000003 not on the CPU */
    static const size_t fixed[] = {1,    2,    31,   32,   33,   63,   64,   65,   1023,  1024,   1025,   2047,
                                   2048, 2049, 4095, 4096, 4097, 8191, 8192, 8193, 65537, 300007, 1000003};
    LAB_CHECK_DTYPES(ti, c, &lab_family_select) {
        const cup_dtype t = (cup_dtype)ti;
        const size_t size = cup_dtype_size(t);
        /* past the cache: three times it on the GPU; on the CPU (whose family test must stay quick)
         * in and out together just past it, 4- and 8-byte integers only */
        const size_t past = cuda || t == CUP_I32 || t == CUP_U64 ? (cuda ? 3 * cache : cache / 2) / size + 4097 : 0;
        size_t sizes[25], largest;
        const size_t huge_n = cuda && t == CUP_I32 ? ((size_t)1 << 31) + 17 : 0;
        const int count = lab_check_sizes(c, fixed, cuda ? 23 : 22, past, huge_n, max_n, sizes, &largest);
        const size_t elems = largest + 1, outs = largest * size + 2 * MARGIN + 8 + 2 * COUNT_MARGIN;
        /* the input and its read-back (lab_in), each element's class, the two expected outputs, out
         * and the count with their margins and read-backs; in the backend the input, out and the count */
        if (lab_check_holds(c, (double)(4 * elems * size + elems + outs), (double)(elems * size + outs),
                            "select %s n=%zu", cup_dtype_name(t), largest))
            continue;
        lab_mem m = {.h = h}; /* cls, want and rwant */
        xcheck x = {.c = c, .out = {.margin = MARGIN}, .count = {.margin = COUNT_MARGIN}};
        x.cls = lab_host(&m, elems), x.want = lab_host(&m, elems * size), x.rwant = lab_host(&m, elems * size);
        if (m.s == CUP_STATUS_SUCCESS) m.s = lab_out_poisoned(h, &x.out, largest * size);
        if (m.s == CUP_STATUS_SUCCESS) m.s = lab_out_poisoned(h, &x.count, 8);
        const int ready = lab_mem_check_ok(c, -1, &m, "select") && lab_in_room(c, &x.in, elems * size, "select") == 0;
        lab_rng rng = {c->o->seed ^ (0x73656cull + (uint64_t)ti)};
        for (int i = 0; i < count && ready; i++) {
            const size_t n = sizes[i];
            /* every value, start and cmp: to 65537 on the GPU, 4097 on the CPU */
            const int small = n <= (cuda ? 65537u : 4097u), huge = n > ((size_t)1 << 31);
            for (int nan = 0; nan <= ((t == CUP_F32 || t == CUP_F64) && n <= 1000003); nan++) {
                lab_cmp_fill(x.in.host, t, n + 1, nan, &rng);
                if (lab_in_upload(c, &x.in, (n + 1) * size, "select") != 0) break;
                check_data(&x, t, n, nan, small, huge);
                if (!huge) lab_in_intact(c, &x.in, (n + 1) * size, "select %s n=%zu", cup_dtype_name(t), n);
            }
            lab_check_progress(c, "select %s n=%zu", cup_dtype_name(t), n);
        }
        lab_in_free(h, &x.in);
        lab_out_free(h, &x.out);
        lab_out_free(h, &x.count);
        lab_mem_free(&m);
    }
}

/* ---- bench ---------------------------------------------------------------------------------------- */

/* Data for a kept fraction f: integers uniform in [0, 2^20) (exact in every dtype), kept when
 * below round(f x 2^20): 0 keeps none, 1 keeps all. */
enum { SPAN = 1 << 20 };

typedef struct xbench {
    xreq q;
    int asked;
    double fraction;
    unsigned char value[8];
    const unsigned char *want, *rwant;
    lab_out out, count;
} xbench;

static cup_status select_work(cup_handle_t h, void *p)
{
    xbench *w = p;
    return call(h, w->q.variant, w->q.block, w->q.partition, w->q.t, w->q.in, w->q.n, CUP_CMP_LT, w->value,
                lab_out_at(&w->out), lab_out_at(&w->count));
}

static int select_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    (void)j;
    xbench *w = p;
    r->op = cup_cmp_name(CUP_CMP_LT), r->n = w->q.n;
    snprintf(r->json, sizeof r->json, ", \"kind\": \"%s\", \"kept\": %g", mode_names[w->q.partition], w->fraction);
    const int block = lab_row_block(v, w->asked, r);
    if (block < 0) return -1;
    w->q.variant = id, w->q.block = block;
    w->q.want = w->q.partition && (v->traits & CUP_SELECT_PARTITION_REVERSED) ? w->rwant : w->want;
    const size_t size = cup_dtype_size(w->q.t);
    run->bytes = (double)(w->q.n * size) + (double)((w->q.partition ? w->q.n : w->q.kept) * size) + 8.0;
    run->footprint = 2 * w->q.n * size;
    return 0;
}

static int select_verify(void *p, cup_handle_t h, cup_status *s)
{
    xbench *w = p;
    char why[300];
    const int wrong = run(h, &w->q, &w->out, &w->count, s, why, sizeof why);
    if (wrong && *s == CUP_STATUS_SUCCESS)
        fprintf(stderr, "cuprim: %s %s n=%zu kept %.2f: %s\n", mode_names[w->q.partition], cup_dtype_name(w->q.t),
                w->q.n, w->fraction, why);
    return !wrong;
}

/* The tables of one dtype and size: every fraction (or --kept), select and partition (or --mode). */
static int select_tables(lab_bench *b, const char *const *variants, cup_dtype t, size_t n, const double *fractions,
                         int nfractions, int modes, int block)
{
    const size_t size = cup_dtype_size(t), bytes = n * size, outs = bytes + 2 * MARGIN + 8 + 2 * COUNT_MARGIN;
    /* the backend's input, out and the count (between their margins); on the host the data, the
     * classes, two expected outputs, and out's and the count's read-backs */
    LAB_NEED_MEMORY(b, 3.0 * (double)bytes + (double)n + (double)outs, (double)bytes + (double)outs, "select of %zu %s",
                    n, cup_dtype_name(t));
    lab_mem m = {.h = b->h};
    unsigned char *host = lab_host(&m, bytes), *cls = lab_host(&m, n), *want = lab_host(&m, bytes);
    unsigned char *rwant = lab_host(&m, bytes);
    lab_rng rng = {lab_table_seed(b, n, 0x73656cull + (uint64_t)t)};
    for (size_t i = 0; m.s == CUP_STATUS_SUCCESS && i < n; i++) lab_put(t, host, i, (double)(lab_rand(&rng) % SPAN));
    xbench w = {.q = {.t = t, .in = lab_dev_copy(&m, host, bytes), .n = n, .cmp = CUP_CMP_LT}, .asked = block,
                .want = want, .rwant = rwant, .out = {.margin = MARGIN}, .count = {.margin = COUNT_MARGIN}};
    w.q.value = w.value;
    if (m.s == CUP_STATUS_SUCCESS) m.s = lab_out_poisoned(b->h, &w.out, bytes);
    if (m.s == CUP_STATUS_SUCCESS) m.s = lab_out_poisoned(b->h, &w.count, 8);
    int failures = lab_mem_ok(&m, "the select's arrays") ? 0 : -1;
    for (int f = 0; f < nfractions && failures >= 0; f++) {
        w.fraction = fractions[f];
        memset(w.value, 0, sizeof w.value);
        lab_put(t, w.value, 0, (double)(uint64_t)(fractions[f] * SPAN + 0.5));
        w.q.kept = expected(t, host, n, CUP_CMP_LT, w.value, cls, want, rwant);
        for (w.q.partition = 0; w.q.partition <= 1 && failures >= 0; w.q.partition++) {
            if (!(modes & (1 << w.q.partition))) continue;
            const lab_table table = {.family = &lab_family_select, .variants = variants, .dtype = (int)t,
                                     .ceiling = LAB_CEILING_COPY, .ctx = &w, .setup = select_setup,
                                     .verify = select_verify, .work = select_work};
            const int r = lab_table_runf(b, &table, "%s_if lt, n = %zu %s, %zu kept (%.0f%%) (GB/s: read + written + count)",
                                         mode_names[w.q.partition], n, cup_dtype_name(t), w.q.kept, 100.0 * w.fraction);
            failures = r < 0 ? -1 : failures + r;
        }
    }
    lab_out_free(b->h, &w.out);
    lab_out_free(b->h, &w.count);
    lab_mem_free(&m);
    return failures;
}

static const double default_fractions[] = {0, 0.01, 0.5, 0.99, 1};

static int select_bench(lab_bench *b, const lab_args *a)
{
    const char *kept = lab_opt(a, "kept");
    double fraction = 0;
    if (kept) {
        char *end = NULL;
        fraction = strtod(kept, &end);
        if (!end || end == kept || *end || !(fraction >= 0 && fraction <= 1))
            lab_usage("--kept '%s' is not a fraction from 0 to 1", kept);
    }
    const int modes = lab_opt(a, "mode") ? 1 << lab_opt_pick(a, "mode", mode_names, 0) : 3;
    const cup_dtype t = a->dtype >= 0 ? (cup_dtype)a->dtype : CUP_U32;
    const size_t n = a->n_set ? a->n : cup_get_backend(b->h) == CUP_BACKEND_CUDA ? (size_t)1 << 28 : (size_t)1 << 24;
    if (n == 0) lab_usage("--n 0: a select table needs at least one element");
    if (n > SIZE_MAX / 33) lab_usage("--n %zu is past any host's memory", n);
    return select_tables(b, lab_variants(a), t, n, kept ? &fraction : default_fractions, kept ? 1 : 5, modes, a->block);
}

/* The ladder at 2^24 u32, half kept; best against CUB (GPU) at 2^28 for the fractions, select and
 * partition. The CPU: both variants at 2^20. */
static int select_suite(lab_bench *b)
{
    static const char *const pair[] = {"best", "cub", NULL};
    static const double half[] = {0.5};
    int failures = 0;
    if (cup_get_backend(b->h) != CUP_BACKEND_CUDA) {
        LAB_ADD(select_tables(b, lab_all, CUP_U32, (size_t)1 << 20, half, 1, 3, 0));
        return failures;
    }
    LAB_ADD(select_tables(b, lab_all, CUP_U32, (size_t)1 << 24, half, 1, 1, 0));
    LAB_ADD(select_tables(b, pair, CUP_U32, (size_t)1 << 28, default_fractions, 5, 3, 0));
    return failures;
}

/* ---- the API contract ----------------------------------------------------------------------------- */

enum { API_N = 4096 }; /* elements of the contract's input */

/* Every way to misuse the four entry points: a status, a message, in, out and the count (x->aux)
 * untouched. */
static void refusals(lab_api *x)
{
    cup_handle_t h = x->h;
    char *in = x->in, *out = x->out;
    uint64_t *count = (uint64_t *)((char *)x->aux + 8);
    const int32_t value = 5;
    uint64_t host_count = 77;
    for (int p = 0; p <= 1; p++) {
        LAB_EACH_FOREIGN(id, h, &lab_family_select)
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE,
                        call(h, id, 0, p, CUP_I32, in, API_N, CUP_CMP_LT, &value, out, count));
        LAB_EXPECT_STATUS(x->t, NULL, call(NULL, PRODUCTION, 0, p, CUP_I32, in, API_N, CUP_CMP_LT, &value, out, count),
                          CUP_STATUS_INVALID_VALUE);
        LAB_EACH_CALL(i, v, h, &lab_family_select) {
            if (v && !(v->dtypes & (1u << CUP_I32))) continue; /* a tuning row (CUPRIM_TUNE): u32 alone */
            const int id = v ? i : PRODUCTION;
#define CALL(block, t, a, n, b, count) call(h, id, (block), p, (t), (a), (n), CUP_CMP_LT, &value, (b), (count))
            LAB_REFUSED(x, CUP_STATUS_NOT_SUPPORTED, CALL(0, CUP_B4, in, API_N, out, count));
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, CUP_DTYPE_COUNT, in, API_N, out, count));
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, call(h, id, 0, p, CUP_I32, in, API_N, CUP_CMP_COUNT, &value, out, count));
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, call(h, id, 0, p, CUP_I32, in, API_N, CUP_CMP_LT, NULL, out, count));
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, CUP_I32, NULL, API_N, out, count));
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, CUP_I32, in, API_N, NULL, count));
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, CUP_I32, in, API_N, out, NULL));
            LAB_REFUSED(x, CUP_STATUS_INVALID_POINTER, CALL(0, CUP_I32, in + 2, API_N - 1, out, count));
            LAB_REFUSED(x, CUP_STATUS_INVALID_POINTER, CALL(0, CUP_I32, in, API_N, out + 2, count));
            LAB_REFUSED(x, CUP_STATUS_INVALID_POINTER, CALL(0, CUP_I32, in, API_N, out, (uint64_t *)((char *)count + 4)));
            /* overlaps: out over in, count inside in or inside out */
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, CUP_I32, in, API_N / 2, in + 4, count));
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, CUP_I32, in, API_N, out, (uint64_t *)(in + 64)));
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, CUP_I32, in, API_N, out, (uint64_t *)(out + 64)));
            /* past the end of a block, and sizes that overflow */
            if (cup_get_backend(h) == CUP_BACKEND_CPU) { /* CUDA knows a block's end only as the driver rounds it */
                LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, CUP_I32, in, API_N + 1, out, count));
                LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, CUP_F64, in, API_N, out, count));
            }
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, CUP_I32, in, (size_t)API_N + 10000000, out, count));
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, CUP_I32, in, SIZE_MAX / 2, out, count));
            LAB_REFUSED(x, CUP_STATUS_INVALID_POINTER, CALL(0, CUP_I32, x->host, API_N, out, count));
            if (v) {
                LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(v->block_max ? 96 : 64, CUP_I32, in, API_N, out, count));
                LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(2048, CUP_I32, in, API_N, out, count));
            }
            /* n = 0: the count becomes 0, nothing else is written (in and out may be NULL) */
            LAB_EXPECT_STATUS(x->t, h, CALL(0, CUP_I32, NULL, 0, NULL, count), CUP_STATUS_SUCCESS);
            uint64_t zero = 1;
            LAB_EXPECT_STATUS(x->t, h, cup_copy_to_host(h, &zero, count, 8), CUP_STATUS_SUCCESS);
            LAB_EXPECT(x->t, zero == 0, "n = 0 gives count 0, not %llu", (unsigned long long)zero);
            LAB_EXPECT_STATUS(x->t, h, lab_api_poison(x), CUP_STATUS_SUCCESS);
            lab_api_untouched(x, "n = 0");
#undef CALL
        }
        /* the host forms: NULL host_count, and a refused request that leaves it alone */
        LAB_EXPECT_STATUS(x->t, h, (p ? cup_partition_if_to_host : cup_select_if_to_host)(h, CUP_I32, in, API_N, CUP_CMP_LT,
                                                                                          &value, out, NULL),
                          CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT_STATUS(x->t, h, (p ? cup_partition_if_to_host : cup_select_if_to_host)(h, CUP_I32, in, API_N, CUP_CMP_COUNT,
                                                                                          &value, out, &host_count),
                          CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT(x->t, host_count == 77, "a refused host form wrote its count");
        lab_api_untouched(x, "the host forms");
    }
}

/* On the hand-worked f32 data {1, 2, NaN, -0, +0, 3, 2}: the kept elements and the partition for a
 * few (value, cmp) pairs, on every variant (CUB's partition with the others reversed) and the
 * production calls with their host forms. */
static void semantics(lab_api *x)
{
    cup_handle_t h = x->h;
    static const float data[7] = {1, 2, NAN, -0.0f, 0.0f, 3, 2};
    static const struct {
        float value;
        cup_cmp cmp;
        int kept;
        float part[7]; /* the kept ones, then the others in order */
    } cases[] = {
        {2, CUP_CMP_LT, 3, {1, -0.0f, 0.0f, 2, NAN, 3, 2}},
        {2, CUP_CMP_NE, 5, {1, NAN, -0.0f, 0.0f, 3, 2, 2}},
        {2, CUP_CMP_GE, 3, {2, 3, 2, 1, NAN, -0.0f, 0.0f}},
        {NAN, CUP_CMP_LT, 0, {1, 2, NAN, -0.0f, 0.0f, 3, 2}},
        {NAN, CUP_CMP_NE, 7, {1, 2, NAN, -0.0f, 0.0f, 3, 2}},
        {-0.0f, CUP_CMP_EQ, 2, {-0.0f, 0.0f, 1, 2, NAN, 3, 2}},
    };
    lab_out out = {.margin = MARGIN}, count = {.margin = COUNT_MARGIN};
    LAB_EXPECT_STATUS(x->t, h, cup_copy_to_backend(h, x->in, data, sizeof data), CUP_STATUS_SUCCESS);
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
        for (int p = 0; p <= 1; p++)
            LAB_EACH_CALL(i, v, h, &lab_family_select) {
                float want[7];
                memcpy(want, cases[c].part, sizeof want);
                for (int o = 0; p && v && (v->traits & CUP_SELECT_PARTITION_REVERSED) && o < 7 - cases[c].kept; o++)
                    want[cases[c].kept + o] = cases[c].part[6 - o]; /* the others from the last */
                const xreq q = {v ? i : PRODUCTION, 0, p, CUP_F32, x->in, 7, cases[c].cmp, &cases[c].value,
                                (size_t)cases[c].kept, want};
                char why[300] = "";
                cup_status s;
                const int wrong = run(h, &q, &out, &count, &s, why, sizeof why);
                for (int w = 0; w < W_KINDS; w++) /* each thing a run must get right, its own expectation */
                    LAB_EXPECT(x->t, !(wrong & (1 << w)), "%s %s %s against %g (case %zu): %s wrong: %s",
                               v ? v->name : "the production call", mode_names[p], cup_cmp_name(cases[c].cmp),
                               (double)cases[c].value, c, wrong_names[w], why);
                if (!v) {
                    uint64_t host_count = 99;
                    LAB_EXPECT_STATUS(x->t, h, (p ? cup_partition_if_to_host : cup_select_if_to_host)(
                                                   h, CUP_F32, x->in, 7, cases[c].cmp, &cases[c].value, x->out, &host_count),
                                      CUP_STATUS_SUCCESS);
                    LAB_EXPECT(x->t, host_count == (uint64_t)cases[c].kept, "%s_to_host case %zu: count %llu, want %d",
                               mode_names[p], c, (unsigned long long)host_count, cases[c].kept);
                }
            }
    float back[7] = {0};
    LAB_EXPECT_STATUS(x->t, h, cup_copy_to_host(h, back, x->in, sizeof back), CUP_STATUS_SUCCESS);
    LAB_EXPECT(x->t, memcmp(back, data, sizeof back) == 0, "the worked data was modified");
    lab_out_free(h, &out);
    lab_out_free(h, &count);
    LAB_EXPECT_STATUS(x->t, h, lab_api_restore(x), CUP_STATUS_SUCCESS);
}

static void select_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    lab_api x;
    if (lab_api_open(&x, h, t, rng, API_N * 4, API_N * 8, 64) != 0) return;
    refusals(&x);
    semantics(&x);
    lab_api_close(&x);
}

static const lab_option select_options[] = {{"kept", "F"}, {"mode", "select|partition"}, {NULL, NULL}};
/* under the sanitizers (gpu-check adds its --max-n): 4- and 8-byte elements, one and two per lane */
static const char *const select_sanitize[] = {"--dtype u32", "--dtype f64", NULL};

/* The sweep's space: every dtype, n to 2^28, any kept fraction, select or partition, against CUB. */
static const lab_sweep_dim select_dims[] = {LAB_DIM_DTYPE("dtype"), LAB_DIM_SIZE("n", 1, 0x1p28),
                                            LAB_DIM_REAL("kept", 0, 1), LAB_DIM_PICK("mode", mode_names),
                                            LAB_DIM_END};
static const lab_sweep_space select_space = {select_dims, "cub", NULL};
static const char *const select_headline[] = {"--n 2^26 --kept 0.5 --mode select", "--n 2^12 --kept 0.5 --mode select",
                                               NULL};

const lab_family lab_family_select = {
    LAB_FAMILY_IS(select),
    .takes = LAB_TAKES_DTYPE | LAB_TAKES_N | LAB_TAKES_BLOCK,
    .block = LAB_BLOCK_1D,
    .options = select_options,
    .bench_help =
        "cuprim bench select [--dtype T] [--n N] [--kept F] [--mode select|partition] [--block B] [--variant V]...\n"
        "  cup_select_if and cup_partition_if with lt against a value that keeps the fraction F of\n"
        "  uniform data (default: 0, 0.01, 0.5, 0.99 and 1, both modes; u32; n = 2^28 on the GPU,\n"
        "  2^24 on the CPU). GB/s counts the bytes read, the bytes written and the count, against\n"
        "  the copy ceiling. The ladder: three-pass, lookback, best; cub (DeviceSelect::If,\n"
        "  DevicePartition::If, whose others come out reversed) is the reference row.\n",
    .check_help =
        "select: n = 1, 2, 31..33, 63..65, 1023..1025, 2047..2049, 4095..4097, 8191..8193, 65537, 300007,\n"
        "  1000003 and past the cache, every numeric dtype, every cmp (past 65537: lt and ne), values\n"
        "  present, absent, NaN, -0 and +0, plain and NaN-laced data, starts one element in, every block\n"
        "  size (to 4097), select and partition; out and the count between poison, out past the count\n"
        "  untouched by a select; the CPU: every value and cmp to 4097, no 1000003; --huge adds\n"
        "  n = 2^31 + 17 (i32, CUDA).\n",
    .bench = select_bench,
    .suite = select_suite,
    .check = select_check,
    .api_test = select_api_test,
    .sanitize = select_sanitize,
    .sweep = &select_space,
    .headline = select_headline,
};
