/* The sort on the CPU: a least-significant-digit radix sort with 8-bit digits. One read of the
 * keys counts every digit at once; a digit that is the same for every key (one bin holds all n)
 * is skipped, the others each take one stable counting pass: count the digits of each worker's
 * contiguous chunk, turn the counts into each worker's first position per digit (digit-major,
 * then worker order: stable), and let every worker scatter its chunk. The passes follow
 * sort.h's schedule (the same as the GPU's): they ping-pong between the output and a scratch
 * buffer so that the last one lands in the output. The `qsort` row sorts (ordered key,
 * index) records with the C library's qsort, the same stable order, as the comparison the
 * family's CPU target is set against. The order (ordered bits, the bit range, descending) is
 * sort.h's, shared with the CUDA kernels. */
#include "backend/cpu/cpu.h"
#include "families/sort/sort.h"
#include "families/sort/tuning.h"

#include <stdlib.h>
#include <string.h>

enum { RADIX_BITS = 8, RADIX = 1 << RADIX_BITS, MAX_PASSES = CUP_SORT_MAX_PASSES };

/* One request as the workers see it, and the pass they are on. */
typedef struct lsd_req {
    const cup_sort_args *a;
    uint64_t flip;                 /* descending: the key's width of ones, else 0 */
    int passes, threads;
    int shift[MAX_PASSES];         /* where digit p starts in the ordered bits */
    uint64_t mask[MAX_PASSES];     /* its bits (the last digit of a range may be narrower) */
    size_t *counts;                /* threads x passes x RADIX */
    int pass;                      /* the pass being run, and its arrays: */
    const void *src_k, *src_v;
    void *dst_k, *dst_v;
} lsd_req;

static size_t *counts_of(const lsd_req *r, int worker, int pass)
{
    return r->counts + ((size_t)worker * (size_t)r->passes + (size_t)pass) * RADIX;
}

/* Per key width: count the digits of passes [p0, p0 + np) over src_k[lo, hi) into c (RADIX per
 * pass), and scatter src[lo, hi) to dst by the running positions pos of the current pass. One
 * macro writes them for every width; 8- and 16-bit keys are unsigned (their own bits). */
#define DEFINE_WIDTH(W, T, ORDERED)                                                                     \
    static void count_##W(const lsd_req *r, size_t lo, size_t hi, size_t *c, int p0, int np)            \
    {                                                                                                   \
        const T *k = r->src_k;                                                                          \
        const int kind = r->a->kind;                                                                    \
        const uint64_t flip = r->flip;                                                                  \
        int shift[MAX_PASSES];                                                                          \
        uint64_t mask[MAX_PASSES];                                                                      \
        for (int p = 0; p < np; p++) shift[p] = r->shift[p0 + p], mask[p] = r->mask[p0 + p];            \
        for (size_t i = lo; i < hi; i++) {                                                              \
            const uint64_t s = (uint64_t)ORDERED(k[i], kind) ^ flip;                                    \
            for (int p = 0; p < np; p++) c[(size_t)p * RADIX + ((s >> shift[p]) & mask[p])]++;          \
        }                                                                                               \
    }                                                                                                   \
    static void scatter_##W(const lsd_req *r, size_t lo, size_t hi, size_t *pos)                        \
    {                                                                                                   \
        const T *k = r->src_k;                                                                          \
        T *out = r->dst_k;                                                                              \
        const int kind = r->a->kind, shift = r->shift[r->pass];                                         \
        const uint64_t mask = r->mask[r->pass], flip = r->flip;                                         \
        const size_t vs = r->a->value_size;                                                             \
        const unsigned char *sv = r->src_v;                                                             \
        unsigned char *dv = r->dst_v;                                                                   \
        if (!vs) {                                                                                      \
            for (size_t i = lo; i < hi; i++) out[pos[(((uint64_t)ORDERED(k[i], kind) ^ flip) >> shift) & mask]++] = k[i]; \
            return;                                                                                     \
        }                                                                                               \
        for (size_t i = lo; i < hi; i++) {                                                              \
            const size_t at = pos[(((uint64_t)ORDERED(k[i], kind) ^ flip) >> shift) & mask]++;          \
            out[at] = k[i];                                                                             \
            memcpy(dv + at * vs, sv + i * vs, vs);                                                      \
        }                                                                                               \
    }
DEFINE_WIDTH(8, uint8_t, cup_sort_ordered32)
DEFINE_WIDTH(16, uint16_t, cup_sort_ordered32)
DEFINE_WIDTH(32, uint32_t, cup_sort_ordered32)
DEFINE_WIDTH(64, uint64_t, cup_sort_ordered64)

typedef struct width_fns {
    void (*count)(const lsd_req *r, size_t lo, size_t hi, size_t *c, int p0, int np);
    void (*scatter)(const lsd_req *r, size_t lo, size_t hi, size_t *pos);
} width_fns;

static width_fns fns_of(int width)
{
    switch (width) {
    case 8: return (width_fns){count_8, scatter_8};
    case 16: return (width_fns){count_16, scatter_16};
    case 32: return (width_fns){count_32, scatter_32};
    default: return (width_fns){count_64, scatter_64};
    }
}

/* Worker i of count: its chunk, every pass (the first read) or the current one. */
static void count_all_part(void *p, int i, int count)
{
    const lsd_req *r = p;
    size_t lo, hi;
    cup_cpu_chunk(r->a->n, i, count, &lo, &hi);
    size_t *c = counts_of(r, i, 0);
    memset(c, 0, (size_t)r->passes * RADIX * sizeof *c);
    fns_of(r->a->width).count(r, lo, hi, c, 0, r->passes);
}

static void count_pass_part(void *p, int i, int count)
{
    const lsd_req *r = p;
    size_t lo, hi;
    cup_cpu_chunk(r->a->n, i, count, &lo, &hi);
    size_t *c = counts_of(r, i, r->pass);
    memset(c, 0, RADIX * sizeof *c);
    fns_of(r->a->width).count(r, lo, hi, c, r->pass, 1);
}

static void scatter_part(void *p, int i, int count)
{
    const lsd_req *r = p;
    size_t lo, hi;
    cup_cpu_chunk(r->a->n, i, count, &lo, &hi);
    fns_of(r->a->width).scatter(r, lo, hi, counts_of(r, i, r->pass));
}

static void run_parts(const lsd_req *r, void (*fn)(void *, int, int))
{
    if (r->threads > 1) cup_cpu_parallel(r->threads, fn, (void *)r);
    else fn((void *)r, 0, 1);
}

/* Counts to positions: digit d of worker t starts after every key of a smaller digit and after
 * worker t' < t's keys of digit d. */
static void positions(const lsd_req *r)
{
    size_t at = 0;
    for (int d = 0; d < RADIX; d++)
        for (int t = 0; t < r->threads; t++) {
            size_t *c = counts_of(r, t, r->pass) + d;
            const size_t k = *c;
            *c = at;
            at += k;
        }
}

/* Is pass p's digit the same for every key? (one bin of the first read's counts holds n) */
static int constant_digit(const lsd_req *r, int p)
{
    for (int d = 0; d < RADIX; d++) {
        size_t total = 0;
        for (int t = 0; t < r->threads; t++) total += counts_of(r, t, p)[d];
        if (total) return total == r->a->n;
    }
    return 1;
}

static void init_req(lsd_req *r, const cup_sort_args *a, int threads)
{
    memset(r, 0, sizeof *r);
    r->a = a;
    r->flip = a->descending ? (a->width == 64 ? ~0ull : (1ull << a->width) - 1) : 0;
    r->passes = cup_sort_passes(a, RADIX_BITS);
    r->threads = (size_t)threads > a->n ? (int)a->n : threads;
    for (int p = 0; p < r->passes; p++) {
        const int lo = a->begin_bit + RADIX_BITS * p, bits = a->end_bit - lo < RADIX_BITS ? a->end_bit - lo : RADIX_BITS;
        r->shift[p] = lo, r->mask[p] = (1ull << bits) - 1;
    }
}

static cup_status lsd(cup_handle_t h, const cup_sort_args *a, int threads)
{
    lsd_req r;
    init_req(&r, a, threads);
    const size_t ks = (size_t)a->width / 8, vs = a->value_size;
    if (r.passes == 0) { /* an empty bit range: every key equal, the output is the input */
        if (a->keys_out != a->keys_in) memcpy(a->keys_out, a->keys_in, a->n * ks);
        if (vs && a->values_out != a->values_in) memcpy(a->values_out, a->values_in, a->n * vs);
        return CUP_STATUS_SUCCESS;
    }
    r.counts = malloc((size_t)r.threads * (size_t)r.passes * RADIX * sizeof *r.counts);
    if (!r.counts) return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "sort: no host memory for the digit counts");
    r.src_k = a->keys_in;
    run_parts(&r, count_all_part);
    int active[MAX_PASSES], m = 0;
    for (int p = 0; p < r.passes; p++) m += active[p] = !constant_digit(&r, p);
    unsigned char *tmp_k = NULL, *tmp_v = NULL;
    if (m > 0) {
        tmp_k = malloc(a->n * ks), tmp_v = vs ? malloc(a->n * vs) : NULL;
        if (!tmp_k || (vs && !tmp_v)) {
            free(tmp_k), free(tmp_v), free(r.counts);
            return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "sort: no host memory for %zu keys of scratch", a->n);
        }
    }
    /* sort.h's schedule, which every backend follows */
    cup_sort_plan plan;
    cup_sort_make_plan(&plan, r.passes, active, a->keys_out == a->keys_in, vs && a->values_out == a->values_in);
    const void *const keys_at[3] = {a->keys_in, tmp_k, a->keys_out}, *const values_at[3] = {a->values_in, tmp_v, a->values_out};
    if (plan.copy_keys != CUP_SORT_AT_NONE) memcpy((void *)keys_at[plan.copy_keys], a->keys_in, a->n * ks);
    if (vs && plan.copy_values != CUP_SORT_AT_NONE) memcpy((void *)values_at[plan.copy_values], a->values_in, a->n * vs);
    for (int p = 0, first = 1; p < r.passes; p++) {
        if (!plan.active[p]) continue;
        r.pass = p, r.src_k = keys_at[plan.src[p]], r.src_v = values_at[plan.src[p]];
        r.dst_k = (void *)keys_at[plan.dst[p]], r.dst_v = (void *)values_at[plan.dst[p]];
        if (!first) run_parts(&r, count_pass_part); /* the first read counted the input's order */
        positions(&r);
        run_parts(&r, scatter_part);
        first = 0;
    }
    free(tmp_k), free(tmp_v), free(r.counts);
    return CUP_STATUS_SUCCESS;
}

static cup_status sort_serial(cup_handle_t h, const void *args) { return lsd(h, args, 1); }
static cup_status sort_threads(cup_handle_t h, const void *args) { return lsd(h, args, cup_cpu_threads(h)); }

static cup_status sort_best(cup_handle_t h, const void *args)
{
    const cup_sort_args *a = args;
    return lsd(h, a, a->n < CUP_SORT_CPU_PARALLEL_N ? 1 : cup_cpu_threads(h));
}

/* ---- qsort: (the compared bits, index) records, so that equal keys keep their order ---- */

typedef struct rec {
    uint64_t key;
    size_t index;
} rec;

static int rec_cmp(const void *x, const void *y)
{
    const rec *a = x, *b = y;
    if (a->key != b->key) return a->key < b->key ? -1 : 1;
    return a->index < b->index ? -1 : a->index > b->index;
}

static cup_status sort_qsort(cup_handle_t h, const void *args)
{
    const cup_sort_args *a = args;
    lsd_req r;
    init_req(&r, a, 1);
    const size_t ks = (size_t)a->width / 8, vs = a->value_size, n = a->n;
    const int bits = a->end_bit - a->begin_bit;
    const uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
    rec *recs = malloc(n * sizeof *recs);
    unsigned char *tmp_k = malloc(n * ks), *tmp_v = vs ? malloc(n * vs) : NULL;
    if (!recs || !tmp_k || (vs && !tmp_v)) {
        free(recs), free(tmp_k), free(tmp_v);
        return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "sort qsort: no host memory for %zu records", n);
    }
    const unsigned char *k = a->keys_in, *v = a->values_in;
    for (size_t i = 0; i < n; i++) {
        uint64_t x = 0;
        memcpy(&x, k + i * ks, ks); /* little-endian: the key in the low bits */
        const uint64_t o = a->width == 64 ? cup_sort_ordered64(x, a->kind) : cup_sort_ordered32((uint32_t)x, a->kind);
        recs[i] = (rec){bits ? ((o ^ r.flip) >> a->begin_bit) & mask : 0, i};
    }
    qsort(recs, n, sizeof *recs, rec_cmp);
    for (size_t i = 0; i < n; i++) {
        memcpy(tmp_k + i * ks, k + recs[i].index * ks, ks);
        if (vs) memcpy(tmp_v + i * vs, v + recs[i].index * vs, vs);
    }
    memcpy(a->keys_out, tmp_k, n * ks);
    if (vs) memcpy(a->values_out, tmp_v, n * vs);
    free(recs), free(tmp_k), free(tmp_v);
    return CUP_STATUS_SUCCESS;
}

#define CPU_VARIANT(nm, desc, technique_, fn, ref)                                                       \
    {{.name = nm, .description = desc, .technique = technique_, .backend = CUP_BACKEND_CPU, \
      .dtypes = CUP_SORT_DTYPES, .ops = CUP_SORT_OP_KEYS | CUP_SORT_OP_PAIRS, .deterministic = 1, .reference = ref}, \
     .run = fn}

static const cup_variant variants[] = {
    CPU_VARIANT("serial", "LSD radix sort, 8-bit digits on one thread: one read counts every digit, constant digits are "
                "skipped, one stable counting pass per other digit", "least-significant-digit radix sort (counting "
                "sort per digit)", sort_serial, 0),
    CPU_VARIANT("threads", "the same passes on every core: per-worker digit counts of contiguous chunks, worker-major "
                "positions within each digit, every worker scattering its chunk", "parallel radix sort: private "
                "histograms, a scan of them, a stable parallel scatter", sort_threads, 0),
    CPU_VARIANT("best", "serial below 2^16 keys, threads above: what cup_sort_keys and cup_sort_pairs run",
                "production path of cup_sort_keys / cup_sort_pairs (CPU)", sort_best, 0),
    CPU_VARIANT("qsort", "the C library's qsort over (ordered key, index) records, then a gather: the same stable "
                "order, the comparison of the family's CPU target", "comparison sort (reference)", sort_qsort, 1),
};
const cup_variant_table cup_sort_cpu = CUP_TABLE(variants);
