/* The select family in the lab: its check sweep, benchmark tables and API contract, on the
 * comparison families' data, values and order classes (src/lab/cmp.c, written apart from the
 * library): an element is kept when its class against the value makes the cmp true, so the
 * expected output is the kept elements in their order (then, for a partition, the others in
 * theirs). */
#include "lab/lab.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { MARGIN = 64 }; /* elements of poison each side of out; bytes each side of the count */
#define POISON 0xa5
#define BIT(x) (1u << (unsigned)(x))

static const char *const mode_names[2] = {"select", "partition"};

static cup_status call(cup_handle_t h, int variant, int block, int partition, cup_dtype t, const void *in, size_t n,
                       cup_cmp cmp, const void *value, void *out, uint64_t *count)
{
    if (variant < 0)
        return partition ? cup_partition_if(h, t, in, n, cmp, value, out, count) : cup_select_if(h, t, in, n, cmp, value, out, count);
    return partition ? cup_partition_if_variant(h, variant, block, t, in, n, cmp, value, out, count)
                     : cup_select_if_variant(h, variant, block, t, in, n, cmp, value, out, count);
}

/* want: the kept elements of host[0, n) in order, then the others in order (reversed: the others
 * from the last to the first, as CUB leaves them). Returns the kept count. */
static size_t expected(cup_dtype t, const void *host, const unsigned char *cls, size_t n, cup_cmp cmp, int reversed,
                       void *want)
{
    const size_t size = cup_dtype_size(t);
    size_t kept = 0;
    for (size_t i = 0; i < n; i++)
        if (lab_cmp_truth[cmp][cls[i]]) memcpy((char *)want + kept++ * size, (const char *)host + i * size, size);
    size_t o = kept;
    for (size_t j = 0; j < n; j++) {
        const size_t i = reversed ? n - 1 - j : j;
        if (!lab_cmp_truth[cmp][cls[i]]) memcpy((char *)want + o++ * size, (const char *)host + i * size, size);
    }
    return kept;
}

/* ---- check ---------------------------------------------------------------------------------------- */

typedef struct xcheck {
    lab_check_ctx *c;
    unsigned char *host, *cls, *want, *rwant, *got; /* rwant: the others reversed (CUB's partition) */
    void *in, *out, *count; /* out: MARGIN + n + MARGIN elements; count: MARGIN + 8 + MARGIN bytes */
    lab_mem mem;            /* all of them */
} xcheck;

/* One run: poison, call, read back out (margins included) and the count (with its margins),
 * compare. A select must leave out[count ..) as it was. */
static void run_one(xcheck *x, int k, int block, int partition, cup_dtype t, size_t n, size_t start, cup_cmp cmp,
                    const void *value, size_t kept, const char *what)
{
    lab_check_ctx *c = x->c;
    const cup_variant_info *v = lab_check_variant(c, k);
    const size_t size = cup_dtype_size(t), total = (2 * MARGIN + n) * size;
    const unsigned char *want = partition && (v->traits & CUP_SELECT_PARTITION_REVERSED) ? x->rwant : x->want;
    unsigned char cnt[2 * MARGIN + 8];
    char why[500];
    int len = snprintf(why, sizeof why, "%s %s n=%zu start+%zu block %d %s %s: ", mode_names[partition],
                       cup_dtype_name(t), n, start, block, cup_cmp_name(cmp), what);
    cup_status s = cup_memset(c->h, x->out, POISON, total);
    if (s == CUP_STATUS_SUCCESS) s = cup_memset(c->h, x->count, POISON, sizeof cnt);
    if (s == CUP_STATUS_SUCCESS)
        s = call(c->h, c->ids[k], block, partition, t, (const char *)x->in + start * size, n, cmp, value,
                 (char *)x->out + MARGIN * size, (uint64_t *)((char *)x->count + MARGIN));
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(c->h, cnt, x->count, sizeof cnt);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(c->h, x->got, x->out, total);
    if (s != CUP_STATUS_SUCCESS) {
        snprintf(why + len, sizeof why - (size_t)len, "%s: %s", cup_status_string(s), cup_last_error(c->h));
        lab_check_count(c, k, why);
        return;
    }
    uint64_t got_count;
    memcpy(&got_count, cnt + MARGIN, 8);
    int bad = 0;
    for (size_t i = 0; i < sizeof cnt; i++) bad |= (i < MARGIN || i >= MARGIN + 8) && cnt[i] != POISON;
    if (bad || got_count != kept) {
        snprintf(why + len, sizeof why - (size_t)len, "count %llu, want %zu%s", (unsigned long long)got_count, kept,
                 bad ? " (and a write beside it)" : "");
        lab_check_count(c, k, why);
        return;
    }
    const size_t written = partition ? n : kept; /* past it, out keeps its poison */
    for (size_t i = 0; i < total; i++) {
        const int inside = i >= MARGIN * size && i < (MARGIN + written) * size;
        if (inside ? x->got[i] == want[i - MARGIN * size] : x->got[i] == POISON) continue;
        const long long at = (long long)(i / size) - MARGIN;
        snprintf(why + len, sizeof why - (size_t)len, "out[%lld] %s (of %zu kept)", at,
                 inside ? "is not the expected element" : "written where nothing may be", kept);
        lab_check_count(c, k, why);
        return;
    }
    lab_check_count(c, k, NULL);
}

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
            const unsigned char *data = x->host + start * size;
            lab_cmp_value(t, kv, data, n, value);
            for (size_t i = 0; i < n; i++) x->cls[i] = lab_cmp_class(t, data, i, value);
            for (int cmp = 0; cmp < CUP_CMP_COUNT; cmp++) {
                if (!small && cmp != CUP_CMP_LT && cmp != CUP_CMP_NE) continue;
                if (huge && cmp != CUP_CMP_LT) continue;
                const size_t kept = expected(t, data, x->cls, n, (cup_cmp)cmp, 0, x->want);
                (void)expected(t, data, x->cls, n, (cup_cmp)cmp, 1, x->rwant);
                char what[80];
                snprintf(what, sizeof what, "%s value%s", lab_value_names[kv], nan ? ", NaN-laced data" : "");
                LAB_CHECK_EACH(k, c, &lab_family_select, t) {
                    const cup_variant_info *v = lab_check_variant(c, k);
                    if (!(v->ops & BIT(cmp))) continue;
                    const int all = c->o->all_blocks && n <= 4097 && kv == LAB_VALUE_PRESENT && start == 0;
                    LAB_EACH_BLOCK_TOO(block, v, all)
                        for (int partition = 0; partition <= 1; partition++)
                            run_one(x, k, block, partition, t, n, start, (cup_cmp)cmp, value, kept, what);
                }
            }
        }
}

static void select_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    cup_handle_t h = c->h;
    const int cuda = cup_get_backend(h) == CUP_BACKEND_CUDA;
    for (int ti = 0; ti <= CUP_F64; ti++) {
        const cup_dtype t = (cup_dtype)ti;
        if (!lab_check_dtype(c, &lab_family_select, ti)) continue;
        const size_t size = cup_dtype_size(t);
        /* the tiles +-1: 2048 (the ladder's), 4096 (best's for 8-byte elements), 8192 (best's, 4-byte) */
        size_t sizes[32] = {1,    2,    31,   32,   33,   63,   64,   65,   1023,  1024,   1025,   2047,
                            2048, 2049, 4095, 4096, 4097, 8191, 8192, 8193, 65537, 300007, 1000003};
        int count = cuda ? 23 : 22;
        /* past the cache: three times it on the GPU; on the CPU (whose family test must stay quick)
         * in and out together just past it, 4- and 8-byte integers only */
        if (cuda || t == CUP_I32 || t == CUP_U64) sizes[count++] = (cuda ? 3 * cache : cache / 2) / size + 4097;
        if (c->o->huge && cuda && t == CUP_I32) sizes[count++] = ((size_t)1 << 31) + 17;
        size_t largest = 0;
        for (int i = 0; i < count; i++) largest = sizes[i] <= max_n && sizes[i] > largest ? sizes[i] : largest;
        const size_t elems = largest + 2 * MARGIN + 2;
        /* the input, each element's class, the two expected outputs, a read-back; in the backend the
         * input, the output and the count */
        if (lab_check_holds(c, (double)(4 * elems * size + elems), (double)((2 * largest + 2 * MARGIN + 1) * size + 2 * MARGIN + 8),
                            "select %s n=%zu", cup_dtype_name(t), largest))
            continue;
        xcheck x = {.c = c, .mem = {.h = h}};
        lab_mem *m = &x.mem;
        x.host = lab_host(m, elems * size), x.cls = lab_host(m, elems), x.want = lab_host(m, elems * size);
        x.rwant = lab_host(m, elems * size), x.got = lab_host(m, elems * size);
        x.in = lab_dev(m, (largest + 1) * size), x.out = lab_dev(m, (largest + 2 * MARGIN) * size);
        x.count = lab_dev(m, 2 * MARGIN + 8);
        const int ready = lab_mem_check_ok(c, -1, m, "select");
        lab_rng rng = {c->o->seed ^ (0x73656cull + (uint64_t)ti)};
        for (int i = 0; i < count && ready; i++) {
            const size_t n = sizes[i];
            if (n > max_n) continue;
            /* every value, start and cmp: to 65537 on the GPU, 4097 on the CPU */
            const int small = n <= (cuda ? 65537u : 4097u), huge = n > ((size_t)1 << 31);
            for (int nan = 0; nan <= ((t == CUP_F32 || t == CUP_F64) && n <= 1000003); nan++) {
                lab_cmp_fill(x.host, t, n + 1, nan, &rng);
                char why[300];
                if (cup_copy_to_backend(h, x.in, x.host, (n + 1) * size) != CUP_STATUS_SUCCESS) {
                    snprintf(why, sizeof why, "select: upload of %zu %s: %s", n + 1, cup_dtype_name(t), cup_last_error(h));
                    lab_check_fail(c, -1, why);
                    break;
                }
                check_data(&x, t, n, nan, small, huge);
                if (!huge && (cup_copy_to_host(h, x.got, x.in, (n + 1) * size) != CUP_STATUS_SUCCESS ||
                              memcmp(x.got, x.host, (n + 1) * size) != 0)) {
                    snprintf(why, sizeof why, "select %s n=%zu: the input was modified", cup_dtype_name(t), n);
                    lab_check_fail(c, -1, why);
                }
            }
            lab_check_progress(c, "select %s n=%zu", cup_dtype_name(t), n);
        }
        lab_mem_free(m);
    }
}

/* ---- bench ---------------------------------------------------------------------------------------- */

/* Data for a kept fraction f: integers uniform in [0, 2^20) (exact in every dtype), kept when
 * below round(f x 2^20): 0 keeps none, 1 keeps all. */
enum { SPAN = 1 << 20 };

typedef struct xbench {
    int id, asked, block, partition, reversed;
    cup_dtype t;
    size_t n, kept;
    double fraction;
    unsigned char value[8];
    void *in, *out, *count;
    unsigned char *want, *rwant, *got;
} xbench;

static cup_status select_work(cup_handle_t h, void *p)
{
    const xbench *w = p;
    return call(h, w->id, w->block, w->partition, w->t, w->in, w->n, CUP_CMP_LT, w->value, w->out, w->count);
}

static int select_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    (void)j;
    xbench *w = p;
    r->op = cup_cmp_name(CUP_CMP_LT), r->n = w->n;
    snprintf(r->json, sizeof r->json, ", \"kind\": \"%s\", \"kept\": %g", mode_names[w->partition], w->fraction);
    const int block = lab_row_block(v, w->asked, r);
    if (block < 0) return -1;
    w->id = id, w->block = block, w->reversed = (v->traits & CUP_SELECT_PARTITION_REVERSED) != 0;
    const size_t size = cup_dtype_size(w->t);
    run->bytes = (double)(w->n * size) + (double)((w->partition ? w->n : w->kept) * size) + 8.0;
    run->footprint = 2 * w->n * size;
    return 0;
}

static int select_verify(void *p, cup_handle_t h, cup_status *s)
{
    xbench *w = p;
    const size_t size = cup_dtype_size(w->t), written = w->partition ? w->n : w->kept;
    uint64_t count = 0;
    *s = cup_memset(h, w->out, POISON, w->n * size);
    if (*s == CUP_STATUS_SUCCESS) *s = cup_memset(h, w->count, POISON, 8);
    if (*s == CUP_STATUS_SUCCESS) *s = select_work(h, w);
    if (*s == CUP_STATUS_SUCCESS) *s = cup_copy_to_host(h, &count, w->count, 8);
    if (*s == CUP_STATUS_SUCCESS) *s = cup_copy_to_host(h, w->got, w->out, w->n * size);
    if (*s != CUP_STATUS_SUCCESS) return 0;
    const unsigned char *want = w->partition && w->reversed ? w->rwant : w->want;
    size_t i = 0;
    while (i < written * size && w->got[i] == want[i]) i++;
    while (i >= written * size && i < w->n * size && w->got[i] == POISON) i++;
    if (count == w->kept && i == w->n * size) return 1;
    fprintf(stderr, "cuprim: %s %s n=%zu kept %.2f: count %llu (want %zu), first wrong byte %zu\n",
            mode_names[w->partition], cup_dtype_name(w->t), w->n, w->fraction, (unsigned long long)count, w->kept, i);
    return 0;
}

static void put_value(cup_dtype t, void *p, size_t i, uint64_t v)
{
    switch (t) {
    case CUP_I32: ((int32_t *)p)[i] = (int32_t)v; break;
    case CUP_U32: ((uint32_t *)p)[i] = (uint32_t)v; break;
    case CUP_I64: ((int64_t *)p)[i] = (int64_t)v; break;
    case CUP_U64: ((uint64_t *)p)[i] = v; break;
    case CUP_F32: ((float *)p)[i] = (float)v; break;
    default: ((double *)p)[i] = (double)v; break;
    }
}

/* The tables of one dtype and size: every fraction (or --kept), select and partition (or --mode). */
static int select_tables(lab_bench *b, const char *const *variants, cup_dtype t, size_t n, const double *fractions,
                         int nfractions, int modes, int block)
{
    const size_t size = cup_dtype_size(t), bytes = n * size;
    /* the backend's input and output; on the host the data, two expected outputs, a read-back
     * and the classes */
    LAB_NEED_MEMORY(b, 4.0 * (double)bytes + (double)n, 2.0 * (double)bytes + 16, "select of %zu %s", n, cup_dtype_name(t));
    xbench w = {.asked = block, .t = t, .n = n};
    lab_mem m = {.h = b->h};
    unsigned char *host = lab_host(&m, bytes), *cls = lab_host(&m, n);
    w.want = lab_host(&m, bytes), w.rwant = lab_host(&m, bytes), w.got = lab_host(&m, bytes);
    w.in = lab_dev(&m, bytes), w.out = lab_dev(&m, bytes), w.count = lab_dev(&m, 8);
    if (m.s == CUP_STATUS_SUCCESS) {
        lab_rng rng = {lab_table_seed(b, n, 0x73656cull + (uint64_t)t)};
        for (size_t i = 0; i < n; i++) put_value(t, host, i, lab_rand(&rng) % SPAN);
        m.s = cup_copy_to_backend(b->h, w.in, host, bytes);
    }
    int failures = lab_mem_ok(&m, "the select's arrays") ? 0 : -1;
    for (int f = 0; f < nfractions && failures >= 0; f++) {
        w.fraction = fractions[f];
        memset(w.value, 0, sizeof w.value);
        put_value(t, w.value, 0, (uint64_t)(fractions[f] * SPAN + 0.5));
        for (size_t i = 0; i < n; i++) cls[i] = lab_cmp_class(t, host, i, w.value);
        w.kept = expected(t, host, cls, n, CUP_CMP_LT, 0, w.want);
        (void)expected(t, host, cls, n, CUP_CMP_LT, 1, w.rwant);
        for (int partition = 0; partition <= 1; partition++) {
            if (!(modes & (1 << partition))) continue;
            w.partition = partition;
            const lab_table table = {.family = &lab_family_select, .variants = variants, .dtype = (int)t,
                                     .ceiling = LAB_CEILING_COPY, .ctx = &w, .setup = select_setup,
                                     .verify = select_verify, .work = select_work};
            const int r = lab_table_runf(b, &table, "%s_if lt, n = %zu %s, %zu kept (%.0f%%) (GB/s: read + written + count)",
                                         mode_names[partition], n, cup_dtype_name(t), w.kept, 100.0 * w.fraction);
            if (r < 0) failures = -1;
            else failures += r;
            if (failures < 0) break;
        }
    }
    lab_mem_free(&m);
    return failures;
}

static const double default_fractions[] = {0, 0.01, 0.5, 0.99, 1};

static int select_bench(lab_bench *b, const lab_args *a)
{
    const char *kept = lab_opt(a, "kept"), *mode = lab_opt(a, "mode");
    double fraction = 0;
    if (kept) {
        char *end = NULL;
        fraction = strtod(kept, &end);
        if (!end || end == kept || *end || !(fraction >= 0 && fraction <= 1))
            lab_usage("--kept '%s' is not a fraction from 0 to 1", kept);
    }
    static const char *const modes_named[] = {"select", "partition", NULL};
    const int modes = mode ? 1 << lab_opt_pick(a, "mode", modes_named, 0) : 3;
    const cup_dtype t = a->dtype >= 0 ? (cup_dtype)a->dtype : CUP_U32;
    if (t > CUP_F64) lab_usage("select takes i32, u32, i64, u64, f32 and f64, not %s", cup_dtype_name(t));
    const size_t n = a->n_set ? a->n : cup_get_backend(b->h) == CUP_BACKEND_CUDA ? (size_t)1 << 28 : (size_t)1 << 24;
    if (n == 0) lab_usage("--n 0: a select table needs at least one element");
    if (n > SIZE_MAX / 33) lab_usage("--n %zu is past any host's memory", n);
    return select_tables(b, lab_variants(a), t, n, kept ? &fraction : default_fractions, kept ? 1 : 5,
                         modes, a->block);
}

/* The ladder at 2^24 u32, half kept; best against CUB (GPU) at 2^28 for the fractions, select and
 * partition. The CPU: both variants at 2^20. */
static int select_suite(lab_bench *b)
{
    static const char *const pair[] = {"best", "cub", NULL};
    static const double half[] = {0.5};
    const char *const *all = lab_all;
    int failures = 0;
    if (cup_get_backend(b->h) != CUP_BACKEND_CUDA) {
        LAB_ADD(select_tables(b, all, CUP_U32, (size_t)1 << 20, half, 1, 3, 0));
        return failures;
    }
    LAB_ADD(select_tables(b, all, CUP_U32, (size_t)1 << 24, half, 1, 1, 0));
    LAB_ADD(select_tables(b, pair, CUP_U32, (size_t)1 << 28, default_fractions, 5, 3, 0));
    return failures;
}

/* ---- the API contract ----------------------------------------------------------------------------- */

enum { API_N = 4096 }; /* elements of the contract's input */

typedef struct xapi {
    cup_handle_t h;
    lab_tally *t;
    int32_t host[API_N];
    void *in, *out, *count; /* out: API_N x 8 bytes; count: 64 bytes; both poisoned */
} xapi;

static void untouched(xapi *x, const char *what)
{
    static unsigned char out[API_N * 8];
    unsigned char cnt[64];
    int32_t in[API_N];
    int ok = cup_copy_to_host(x->h, out, x->out, sizeof out) == CUP_STATUS_SUCCESS &&
             cup_copy_to_host(x->h, cnt, x->count, sizeof cnt) == CUP_STATUS_SUCCESS &&
             cup_copy_to_host(x->h, in, x->in, sizeof in) == CUP_STATUS_SUCCESS && memcmp(in, x->host, sizeof in) == 0;
    for (size_t i = 0; ok && i < sizeof out; i++) ok = out[i] == POISON;
    for (size_t i = 0; ok && i < sizeof cnt; i++) ok = cnt[i] == POISON;
    LAB_EXPECT(x->t, ok, "select: a refused call wrote to in, out or count: %s", what);
}

#define REFUSED(want, expr)                                                                                       \
    do {                                                                                                          \
        LAB_EXPECT_STATUS(x->t, x->h, (expr), (want));                                                            \
        untouched(x, #expr);                                                                                      \
    } while (0)

static void refusals(xapi *x)
{
    cup_handle_t h = x->h;
    char *in = x->in, *out = x->out;
    uint64_t *count = (uint64_t *)((char *)x->count + 8);
    const int32_t value = 5;
    const int other = lab_other_variant(h, &lab_family_select);
    uint64_t host_count = 77;
    for (int p = 0; p <= 1; p++) {
        REFUSED(CUP_STATUS_INVALID_VALUE, (p ? cup_partition_if_variant : cup_select_if_variant)(
                                              h, -1, 0, CUP_I32, in, API_N, CUP_CMP_LT, &value, out, count));
        REFUSED(CUP_STATUS_INVALID_VALUE, call(h, cup_variant_count(), 0, p, CUP_I32, in, API_N, CUP_CMP_LT, &value, out, count));
        if (other >= 0) REFUSED(CUP_STATUS_INVALID_VALUE, call(h, other, 0, p, CUP_I32, in, API_N, CUP_CMP_LT, &value, out, count));
        LAB_EXPECT_STATUS(x->t, NULL, (p ? cup_partition_if : cup_select_if)(NULL, CUP_I32, in, API_N, CUP_CMP_LT, &value, out, count),
                          CUP_STATUS_INVALID_VALUE);
        for (int i = -1; i < cup_variant_count(); i++) {
            const cup_variant_info *v = i < 0 ? NULL : cup_variant_get(i);
            if (v && !lab_is_of(v, &lab_family_select)) continue;
            if (v && v->backend != cup_get_backend(h)) {
                REFUSED(CUP_STATUS_INVALID_VALUE, call(h, i, 0, p, CUP_I32, in, API_N, CUP_CMP_LT, &value, out, count));
                continue;
            }
            if (v && !(v->dtypes & (1u << CUP_I32))) continue; /* a tuning row (CUPRIM_TUNE): u32 alone */
            REFUSED(CUP_STATUS_NOT_SUPPORTED, call(h, i, 0, p, CUP_B4, in, API_N, CUP_CMP_LT, &value, out, count));
            REFUSED(CUP_STATUS_INVALID_VALUE, call(h, i, 0, p, CUP_DTYPE_COUNT, in, API_N, CUP_CMP_LT, &value, out, count));
            REFUSED(CUP_STATUS_INVALID_VALUE, call(h, i, 0, p, CUP_I32, in, API_N, CUP_CMP_COUNT, &value, out, count));
            REFUSED(CUP_STATUS_INVALID_VALUE, call(h, i, 0, p, CUP_I32, in, API_N, CUP_CMP_LT, NULL, out, count));
            REFUSED(CUP_STATUS_INVALID_VALUE, call(h, i, 0, p, CUP_I32, NULL, API_N, CUP_CMP_LT, &value, out, count));
            REFUSED(CUP_STATUS_INVALID_VALUE, call(h, i, 0, p, CUP_I32, in, API_N, CUP_CMP_LT, &value, NULL, count));
            REFUSED(CUP_STATUS_INVALID_VALUE, call(h, i, 0, p, CUP_I32, in, API_N, CUP_CMP_LT, &value, out, NULL));
            REFUSED(CUP_STATUS_INVALID_POINTER, call(h, i, 0, p, CUP_I32, in + 2, API_N - 1, CUP_CMP_LT, &value, out, count));
            REFUSED(CUP_STATUS_INVALID_POINTER, call(h, i, 0, p, CUP_I32, in, API_N, CUP_CMP_LT, &value, out + 2, count));
            REFUSED(CUP_STATUS_INVALID_POINTER,
                    call(h, i, 0, p, CUP_I32, in, API_N, CUP_CMP_LT, &value, out, (uint64_t *)((char *)count + 4)));
            /* overlaps: out over in, count inside in or inside out */
            REFUSED(CUP_STATUS_INVALID_VALUE, call(h, i, 0, p, CUP_I32, in, API_N / 2, CUP_CMP_LT, &value, in + 4, count));
            REFUSED(CUP_STATUS_INVALID_VALUE,
                    call(h, i, 0, p, CUP_I32, in, API_N, CUP_CMP_LT, &value, out, (uint64_t *)(in + 64)));
            REFUSED(CUP_STATUS_INVALID_VALUE,
                    call(h, i, 0, p, CUP_I32, in, API_N, CUP_CMP_LT, &value, out, (uint64_t *)(out + 64)));
            /* past the end of a block, and sizes that overflow */
            if (cup_get_backend(h) == CUP_BACKEND_CPU) { /* CUDA knows a block's end only as the driver rounds it */
                REFUSED(CUP_STATUS_INVALID_VALUE, call(h, i, 0, p, CUP_I32, in, API_N + 1, CUP_CMP_LT, &value, out, count));
                REFUSED(CUP_STATUS_INVALID_VALUE, call(h, i, 0, p, CUP_F64, in, API_N, CUP_CMP_LT, &value, out, count));
            }
            REFUSED(CUP_STATUS_INVALID_VALUE,
                    call(h, i, 0, p, CUP_I32, in, (size_t)API_N + 10000000, CUP_CMP_LT, &value, out, count));
            REFUSED(CUP_STATUS_INVALID_VALUE, call(h, i, 0, p, CUP_I32, in, SIZE_MAX / 2, CUP_CMP_LT, &value, out, count));
            REFUSED(CUP_STATUS_INVALID_POINTER, call(h, i, 0, p, CUP_I32, x->host, API_N, CUP_CMP_LT, &value, out, count));
            if (v) {
                REFUSED(CUP_STATUS_INVALID_VALUE, call(h, i, v->block_max ? 96 : 64, p, CUP_I32, in, API_N, CUP_CMP_LT, &value, out, count));
                REFUSED(CUP_STATUS_INVALID_VALUE, call(h, i, 2048, p, CUP_I32, in, API_N, CUP_CMP_LT, &value, out, count));
            }
            /* n = 0: the count becomes 0, nothing else is written (in and out may be NULL) */
            LAB_EXPECT_STATUS(x->t, h, call(h, i, 0, p, CUP_I32, NULL, 0, CUP_CMP_LT, &value, NULL, count), CUP_STATUS_SUCCESS);
            uint64_t zero = 1;
            LAB_EXPECT_STATUS(x->t, h, cup_copy_to_host(h, &zero, count, 8), CUP_STATUS_SUCCESS);
            LAB_EXPECT(x->t, zero == 0, "n = 0 gives count 0, not %llu", (unsigned long long)zero);
            LAB_EXPECT_STATUS(x->t, h, cup_memset(h, x->count, POISON, 64), CUP_STATUS_SUCCESS);
            untouched(x, "n = 0");
        }
        /* the host forms: NULL host_count, and a refused request that leaves it alone */
        LAB_EXPECT_STATUS(x->t, h, (p ? cup_partition_if_to_host : cup_select_if_to_host)(h, CUP_I32, in, API_N, CUP_CMP_LT,
                                                                                          &value, out, NULL),
                          CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT_STATUS(x->t, h, (p ? cup_partition_if_to_host : cup_select_if_to_host)(h, CUP_I32, in, API_N, CUP_CMP_COUNT,
                                                                                          &value, out, &host_count),
                          CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT(x->t, host_count == 77, "a refused host form wrote its count");
        untouched(x, "the host forms");
    }
}
#undef REFUSED

/* On the worked f32 data {1, 2, NaN, -0, +0, 3, 2}: the kept elements and the partition for a few
 * (value, cmp) pairs, on every variant (CUB's partition with the others reversed) and the
 * production calls with their host forms. */
/* The hand-worked data: f32 {1, 2, NaN, -0, +0, 3, 2}. */
static const float worked_data[7] = {1, 2, NAN, -0.0f, 0.0f, 3, 2};

static void semantics(xapi *x)
{
    cup_handle_t h = x->h;
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
    LAB_EXPECT_STATUS(x->t, h, cup_copy_to_backend(h, x->in, worked_data, sizeof worked_data), CUP_STATUS_SUCCESS);
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
        for (int p = 0; p <= 1; p++)
            for (int i = -1; i < cup_variant_count(); i++) {
                const cup_variant_info *v = i < 0 ? NULL : cup_variant_get(i);
                if (v && (!lab_is_of(v, &lab_family_select) || v->backend != cup_get_backend(h))) continue;
                float want[7], got[8];
                memcpy(want, cases[c].part, sizeof want);
                if (p && v && (v->traits & CUP_SELECT_PARTITION_REVERSED)) /* the others from the last */
                    for (int a = cases[c].kept, b = 6; a < b; a++, b--) {
                        const float s = want[a];
                        want[a] = want[b], want[b] = s;
                    }
                uint64_t count = 99, host_count = 99;
                uint64_t *dcount = (uint64_t *)((char *)x->count + 8);
                LAB_EXPECT_STATUS(x->t, h, cup_memset(h, x->out, POISON, 64), CUP_STATUS_SUCCESS);
                LAB_EXPECT_STATUS(x->t, h, call(h, v ? i : -1, 0, p, CUP_F32, x->in, 7, cases[c].cmp, &cases[c].value, x->out, dcount),
                                  CUP_STATUS_SUCCESS);
                LAB_EXPECT_STATUS(x->t, h, cup_copy_to_host(h, got, x->out, sizeof got), CUP_STATUS_SUCCESS);
                LAB_EXPECT_STATUS(x->t, h, cup_copy_to_host(h, &count, dcount, 8), CUP_STATUS_SUCCESS);
                const int n = p ? 7 : cases[c].kept;
                unsigned poison;
                memset(&poison, POISON, sizeof poison);
                int ok = count == (uint64_t)cases[c].kept && memcmp(got, want, (size_t)n * 4) == 0;
                for (int k = n; k < 8; k++) ok &= memcmp(&got[k], &poison, 4) == 0; /* nothing past what is written */
                LAB_EXPECT(x->t, ok, "%s %s %s against %g (case %zu): count %llu, want %d, or the elements differ",
                           v ? v->name : "the production call", mode_names[p], cup_cmp_name(cases[c].cmp),
                           (double)cases[c].value, c, (unsigned long long)count, cases[c].kept);
                if (!v) {
                    LAB_EXPECT_STATUS(x->t, h, (p ? cup_partition_if_to_host : cup_select_if_to_host)(
                                                   h, CUP_F32, x->in, 7, cases[c].cmp, &cases[c].value, x->out, &host_count),
                                      CUP_STATUS_SUCCESS);
                    LAB_EXPECT(x->t, host_count == (uint64_t)cases[c].kept, "%s_to_host case %zu: count %llu, want %d",
                               mode_names[p], c, (unsigned long long)host_count, cases[c].kept);
                }
            }
    LAB_EXPECT_STATUS(x->t, h, cup_copy_to_backend(h, x->in, x->host, sizeof x->host), CUP_STATUS_SUCCESS);
    LAB_EXPECT_STATUS(x->t, h, cup_memset(h, x->out, POISON, API_N * 8), CUP_STATUS_SUCCESS);
    LAB_EXPECT_STATUS(x->t, h, cup_memset(h, x->count, POISON, 64), CUP_STATUS_SUCCESS);
}

static void select_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    xapi *x = calloc(1, sizeof *x);
    if (!x) return;
    x->h = h, x->t = t;
    for (int i = 0; i < API_N; i++) x->host[i] = (int32_t)(uint32_t)(lab_rand(rng) >> 32);
    lab_mem m = {.h = h};
    x->in = lab_dev_copy(&m, x->host, sizeof x->host), x->out = lab_dev(&m, API_N * 8), x->count = lab_dev(&m, 64);
    cup_status s = m.s;
    if (s == CUP_STATUS_SUCCESS) s = cup_memset(h, x->out, POISON, API_N * 8);
    if (s == CUP_STATUS_SUCCESS) s = cup_memset(h, x->count, POISON, 64);
    LAB_EXPECT(t, s == CUP_STATUS_SUCCESS, "buffers for the contract: %s", cup_last_error(h));
    if (s == CUP_STATUS_SUCCESS) refusals(x), semantics(x);
    lab_mem_free(&m);
    free(x);
}

static const lab_option select_options[] = {{"kept", "F"}, {"mode", "select|partition"}, {NULL, NULL}};
/* under the sanitizers (gpu-check adds its --max-n): 4- and 8-byte elements, one and two per lane */
static const char *const select_sanitize[] = {"--dtype u32", "--dtype f64", NULL};

/* The sweep's space: every dtype, n to 2^28, any kept fraction, select or partition, against CUB. */
static const char *const select_sweep_modes[] = {"select", "partition", NULL};
static const lab_sweep_dim select_dims[] = {LAB_DIM_DTYPE("dtype"), LAB_DIM_SIZE("n", 1, 0x1p28),
                                            LAB_DIM_REAL("kept", 0, 1), LAB_DIM_PICK("mode", select_sweep_modes),
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
