/* Scans on the CPU: the plain loop, and best, which runs in two passes over contiguous parts on
 * every core. best's float sums follow the tiles of the GPU's best (cuprim.h gives the order;
 * tuning.h the tiles), so cup_scan gives the same bits on both backends; its other scans
 * (integer sums wrap, MIN/MAX return the earliest extreme) are exact in any grouping, so they
 * take the cheaper split: a fold per part, then a scan of each part from its prefix. */
#include "backend/cpu/cpu.h"
#include "families/scan/scan.h"
#include "families/scan/tuning.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- one (dtype, op): fold a span into an accumulator, or scan it from one ---------------------- */

typedef struct scan_fns {
    void (*identity)(void *acc);
    void (*empty)(void *acc);                                         /* exclusive out[0] */
    void (*fold)(const void *in, size_t lo, size_t hi, void *acc);    /* acc = acc op in[lo..hi) */
    void (*scan)(const void *in, void *out, size_t lo, size_t hi, void *acc, int exclusive);
} scan_fns;

#define APPLY_SUM(a, b) ((a) + (b))
#define APPLY_MIN(a, b) ((b) < (a) ? (b) : (a)) /* a NaN b never wins; on a tie the earlier a stays */
#define APPLY_MAX(a, b) ((b) > (a) ? (b) : (a))

/* Each loop reads in[i] before it writes out[i], so out may be in itself. */
#define DEFINE_FNS(name, T, APPLY, IDENTITY, EMPTY)                                                  \
    static void identity_##name(void *acc) { *(T *)acc = (IDENTITY); }                               \
    static void empty_##name(void *acc) { *(T *)acc = (EMPTY); }                                     \
    static void fold_##name(const void *in, size_t lo, size_t hi, void *acc)                         \
    {                                                                                                \
        const T *x = in;                                                                             \
        T a = *(T *)acc;                                                                             \
        for (size_t i = lo; i < hi; i++) a = APPLY(a, x[i]);                                         \
        *(T *)acc = a;                                                                               \
    }                                                                                                \
    static void scan_##name(const void *in, void *out, size_t lo, size_t hi, void *acc, int exclusive) \
    {                                                                                                \
        const T *x = in;                                                                             \
        T *o = out, a = *(T *)acc;                                                                   \
        if (exclusive)                                                                               \
            for (size_t i = lo; i < hi; i++) {                                                       \
                const T v = x[i];                                                                    \
                o[i] = a;                                                                            \
                a = APPLY(a, v);                                                                     \
            }                                                                                        \
        else                                                                                         \
            for (size_t i = lo; i < hi; i++) o[i] = a = APPLY(a, x[i]);                              \
        *(T *)acc = a;                                                                               \
    }                                                                                                \
    static const scan_fns fns_##name = {identity_##name, empty_##name, fold_##name, scan_##name};

/* Integer sums run on the unsigned type of their width (defined wrap-around, the same bits).
 * The float sums' identity is -0: x + -0 is x for every x, +0 included, so it can stand for an
 * empty prefix anywhere; an empty exclusive prefix is written as +0. */
DEFINE_FNS(sum_u32, uint32_t, APPLY_SUM, 0, 0)
DEFINE_FNS(sum_u64, uint64_t, APPLY_SUM, 0, 0)
DEFINE_FNS(sum_f32, float, APPLY_SUM, -0.0f, 0.0f)
DEFINE_FNS(sum_f64, double, APPLY_SUM, -0.0, 0.0)
DEFINE_FNS(min_i32, int32_t, APPLY_MIN, INT32_MAX, INT32_MAX)
DEFINE_FNS(min_u32, uint32_t, APPLY_MIN, UINT32_MAX, UINT32_MAX)
DEFINE_FNS(min_i64, int64_t, APPLY_MIN, INT64_MAX, INT64_MAX)
DEFINE_FNS(min_u64, uint64_t, APPLY_MIN, UINT64_MAX, UINT64_MAX)
DEFINE_FNS(min_f32, float, APPLY_MIN, INFINITY, INFINITY)
DEFINE_FNS(min_f64, double, APPLY_MIN, INFINITY, INFINITY)
DEFINE_FNS(max_i32, int32_t, APPLY_MAX, INT32_MIN, INT32_MIN)
DEFINE_FNS(max_u32, uint32_t, APPLY_MAX, 0, 0)
DEFINE_FNS(max_i64, int64_t, APPLY_MAX, INT64_MIN, INT64_MIN)
DEFINE_FNS(max_u64, uint64_t, APPLY_MAX, 0, 0)
DEFINE_FNS(max_f32, float, APPLY_MAX, -INFINITY, -INFINITY)
DEFINE_FNS(max_f64, double, APPLY_MAX, -INFINITY, -INFINITY)

/* [op][dtype], i32 .. f64 */
static const scan_fns *const fns_table[CUP_OP_COUNT][CUP_F64 + 1] = {
    [CUP_SUM] = {&fns_sum_u32, &fns_sum_u32, &fns_sum_u64, &fns_sum_u64, &fns_sum_f32, &fns_sum_f64},
    [CUP_MIN] = {&fns_min_i32, &fns_min_u32, &fns_min_i64, &fns_min_u64, &fns_min_f32, &fns_min_f64},
    [CUP_MAX] = {&fns_max_i32, &fns_max_u32, &fns_max_i64, &fns_max_u64, &fns_max_f32, &fns_max_f64},
};

/* The empty prefix in out[0] of an exclusive scan, after the scan (in place, in[0] is read first). */
static void exclusive_first(const cup_scan_args *a, const scan_fns *f)
{
    if (a->kind != CUP_SCAN_EXCLUSIVE) return;
    unsigned char e[8];
    f->empty(e);
    memcpy(a->out, e, cup_dtype_size(a->dtype));
}

static cup_status scan_serial(cup_handle_t h, const void *args)
{
    const cup_scan_args *a = args;
    const scan_fns *f = fns_table[a->op][a->dtype];
    (void)h;
    unsigned char acc[8];
    f->identity(acc);
    f->scan(a->in, a->out, 0, a->n, acc, a->kind == CUP_SCAN_EXCLUSIVE);
    exclusive_first(a, f);
    return CUP_STATUS_SUCCESS;
}

/* ---- best, exact scans: a fold per part, the parts' prefixes in order, a scan per part ---------- */

typedef struct split_job {
    const cup_scan_args *a;
    const scan_fns *f;
    unsigned char acc[CUP_CPU_MAX_THREADS][8]; /* part i's fold, then its prefix */
} split_job;

static void split_fold(void *p, int i, int count)
{
    split_job *j = p;
    size_t lo, hi;
    cup_cpu_chunk(j->a->n, i, count, &lo, &hi);
    j->f->identity(j->acc[i]);
    j->f->fold(j->a->in, lo, hi, j->acc[i]);
}

static void split_scan(void *p, int i, int count)
{
    split_job *j = p;
    size_t lo, hi;
    cup_cpu_chunk(j->a->n, i, count, &lo, &hi);
    j->f->scan(j->a->in, j->a->out, lo, hi, j->acc[i], j->a->kind == CUP_SCAN_EXCLUSIVE);
}

static cup_status split_best(const cup_scan_args *a, const scan_fns *f, int threads)
{
    split_job *j = malloc(sizeof *j);
    if (!j) return CUP_STATUS_ALLOC_FAILED;
    j->a = a, j->f = f;
    cup_cpu_parallel(threads, split_fold, j);
    /* the parts' exclusive prefixes, folded left in part order (MIN/MAX keep the earlier on a tie) */
    const size_t size = cup_dtype_size(a->dtype);
    unsigned char run[8], next[8];
    f->identity(run);
    for (int i = 0; i < threads; i++) {
        memcpy(next, run, size);
        f->scan(j->acc[i], j->acc[i], 0, 1, next, 1); /* acc[i] = run; next = run op acc[i] */
        memcpy(run, next, size);
    }
    cup_cpu_parallel(threads, split_scan, j);
    free(j);
    exclusive_first(a, f);
    return CUP_STATUS_SUCCESS;
}

/* ---- best, float sums: the GPU's tiles (cuprim.h describes the order) -------------------------- */

/* One type's tile functions. tile_aggs: the threads' sums, each from the left (items past len left
 * out); tile_total: the tile's sum A, through the pairwise trees that the Kogge-Stone scans leave
 * in their last lane, the threads' sums kept at `keep` when it is not NULL; tile_scan: the whole
 * tile from its prefix E (-0 for none), taking the threads' sums from the start of o when `kept`.
 * Pass 1 keeps them in the tile's own stretch of out (when out is not in and the tile holds one
 * element per thread), which pass 2 reads before it writes there: each element is then added once
 * in each pass rather than twice in the second. */
#define DEFINE_TILES(name, T, ITEMS)                                                                 \
    enum { threads_##name = CUP_SCAN_BEST_THREADS, items_##name = ITEMS };                           \
    static void tile_aggs_##name(const T *x, size_t len, T *a)                                       \
    {                                                                                                \
        const int threads = threads_##name, items = items_##name;                                    \
        if (len >= (size_t)threads * items) { /* a whole tile: fixed trip counts, unrolled */        \
            for (int t = 0; t < threads; t++) {                                                      \
                T s = -0.0;                                                                          \
                for (int j = 0; j < items; j++) s = s + x[t * items + j];                            \
                a[t] = s;                                                                            \
            }                                                                                        \
            return;                                                                                  \
        }                                                                                            \
        for (int t = 0; t < threads; t++) {                                                          \
            const size_t lo = (size_t)t * (size_t)items;                                             \
            const size_t hi = lo + (size_t)items < len ? lo + (size_t)items : len;                   \
            T s = -0.0;                                                                              \
            for (size_t i = lo; i < hi; i++) s = s + x[i];                                           \
            a[t] = s;                                                                                \
        }                                                                                            \
    }                                                                                                \
    static T tile_total_##name(const T *x, size_t len, T *keep)                                      \
    {                                                                                                \
        const int threads = threads_##name;                                                          \
        T a[threads_##name];                                                                         \
        tile_aggs_##name(x, len, a);                                                                 \
        if (keep) memcpy(keep, a, sizeof a);                                                         \
        for (int w = 0; w < threads; w += 32)                                                        \
            for (int step = 1; step < 32; step *= 2)                                                 \
                for (int l = 0; l < 32; l += 2 * step) a[w + l] = a[w + l] + a[w + l + step];        \
        for (int step = 32; step < threads; step *= 2)                                               \
            for (int w = 0; w < threads; w += 2 * step) a[w] = a[w] + a[w + step];                   \
        return a[0];                                                                                 \
    }                                                                                                \
    static void tile_scan_##name(const T *x, T *o, size_t len, T e, int exclusive, int kept)         \
    {                                                                                                \
        const int threads = threads_##name, items = items_##name, warps = threads / 32;              \
        T s[threads_##name], c[32];                                                                  \
        if (kept) memcpy(s, o, sizeof s);                                                            \
        else tile_aggs_##name(x, len, s);                                                            \
        for (int w = 0; w < threads; w += 32)                                                        \
            for (int d = 1; d < 32; d *= 2)                                                          \
                for (int l = 31; l >= d; l--) s[w + l] = s[w + l - d] + s[w + l];                    \
        for (int w = 0; w < warps; w++) c[w] = s[32 * w + 31];                                       \
        for (int d = 1; d < warps; d *= 2)                                                           \
            for (int w = warps - 1; w >= d; w--) c[w] = c[w - d] + c[w];                             \
        const int whole = len >= (size_t)threads * items;                                            \
        if (whole && !exclusive) { /* eight threads side by side: their chains in SIMD lanes */      \
            for (int t = 0; t < threads; t += 8) {                                                   \
                T p[8];                                                                              \
                for (int u = 0; u < 8; u++)                                                          \
                    p[u] = e + (((t + u) >= 32 ? c[(t + u) / 32 - 1] : (T)-0.0) +                    \
                                ((t + u) % 32 ? s[t + u - 1] : (T)-0.0));                            \
                for (int j = 0; j < items; j++) {                                                    \
                    T y[8];                                                                          \
                    for (int u = 0; u < 8; u++) y[u] = p[u] = p[u] + x[(t + u) * items + j];         \
                    for (int u = 0; u < 8; u++) o[(t + u) * items + j] = y[u];                       \
                }                                                                                    \
            }                                                                                        \
            return;                                                                                  \
        }                                                                                            \
        for (int t = 0; t < threads; t++) {                                                          \
            const size_t lo = (size_t)t * (size_t)items;                                             \
            if (lo >= len) break;                                                                    \
            const size_t hi = lo + (size_t)items < len ? lo + (size_t)items : len;                   \
            const T q = (t >= 32 ? c[t / 32 - 1] : (T)-0.0) + (t % 32 ? s[t - 1] : (T)-0.0);         \
            T p = e + q;                                                                             \
            if (whole && !exclusive)                                                                 \
                for (int j = 0; j < items; j++) o[lo + j] = p = p + x[lo + j];                       \
            else if (exclusive)                                                                      \
                for (size_t i = lo; i < hi; i++) {                                                   \
                    const T v = x[i];                                                                \
                    o[i] = p;                                                                        \
                    p = p + v;                                                                       \
                }                                                                                    \
            else                                                                                     \
                for (size_t i = lo; i < hi; i++) o[i] = p = p + x[i];                                \
        }                                                                                            \
    }
DEFINE_TILES(f32, float, CUP_SCAN_BEST_ITEMS_4)
DEFINE_TILES(f64, double, CUP_SCAN_BEST_ITEMS_8)

typedef struct tile_job {
    const cup_scan_args *a;
    int threads, items;
    size_t tile, tiles;
    void *aggs; /* each tile's A */
} tile_job;

/* Can tile k keep its threads' sums in its stretch of out between the passes? */
static int keeps(const tile_job *j, size_t len) { return j->a->out != j->a->in && len >= (size_t)j->threads; }

/* Pass 1: the tiles of part i, their sums into aggs. */
static void tiles_total(void *p, int i, int count)
{
    tile_job *j = p;
    size_t lo, hi;
    cup_cpu_chunk(j->tiles, i, count, &lo, &hi);
    const cup_scan_args *a = j->a;
    for (size_t k = lo; k < hi; k++) {
        const size_t first = k * j->tile, len = a->n - first < j->tile ? a->n - first : j->tile;
        if (a->dtype == CUP_F32)
            ((float *)j->aggs)[k] = tile_total_f32((const float *)a->in + first, len,
                                                   keeps(j, len) ? (float *)a->out + first : NULL);
        else
            ((double *)j->aggs)[k] = tile_total_f64((const double *)a->in + first, len,
                                                    keeps(j, len) ? (double *)a->out + first : NULL);
    }
}

/* Pass 2: part i's first prefix folded from tile 0 (strictly left, as the GPU's look-back
 * leaves it), then its tiles one after the other. */
#define TILES_SCAN(T, name)                                                                          \
    do {                                                                                             \
        const T *aggs = j->aggs;                                                                     \
        T e = -0.0;                                                                                  \
        for (size_t k = 0; k < lo; k++) e = e + aggs[k];                                             \
        for (size_t k = lo; k < hi; k++) {                                                           \
            const size_t first = k * j->tile, len = a->n - first < j->tile ? a->n - first : j->tile; \
            tile_scan_##name((const T *)a->in + first, (T *)a->out + first, len, e, exclusive, keeps(j, len)); \
            e = e + aggs[k];                                                                         \
        }                                                                                            \
    } while (0)

static void tiles_scan(void *p, int i, int count)
{
    tile_job *j = p;
    size_t lo, hi;
    cup_cpu_chunk(j->tiles, i, count, &lo, &hi);
    const cup_scan_args *a = j->a;
    const int exclusive = a->kind == CUP_SCAN_EXCLUSIVE;
    if (a->dtype == CUP_F32) TILES_SCAN(float, f32);
    else TILES_SCAN(double, f64);
}

static cup_status tiles_best(cup_handle_t h, const cup_scan_args *a, const scan_fns *f, int threads)
{
    tile_job j = {a, 0, 0, 0, 0, NULL};
    cup_scan_best_tile(a->dtype, &j.threads, &j.items);
    j.tile = (size_t)j.threads * (size_t)j.items;
    j.tiles = cup_ceil_div(a->n, j.tile);
    if ((size_t)threads > j.tiles) threads = (int)j.tiles;
    j.aggs = malloc(j.tiles * cup_dtype_size(a->dtype));
    if (!j.aggs) return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "cup_scan: out of host memory for %zu tile sums", j.tiles);
    cup_cpu_parallel(threads, tiles_total, &j);
    cup_cpu_parallel(threads, tiles_scan, &j);
    free(j.aggs);
    exclusive_first(a, f);
    return CUP_STATUS_SUCCESS;
}

/* One thread below the cut, every core above (tuning.h); the bits do not depend on it. */
static cup_status scan_best(cup_handle_t h, const void *args)
{
    const cup_scan_args *a = args;
    const scan_fns *f = fns_table[a->op][a->dtype];
    int threads = cup_cpu_threads(h);
    if (a->n * cup_dtype_size(a->dtype) < CUP_SCAN_CPU_PARALLEL_BYTES) threads = 1;
    if ((size_t)threads > a->n) threads = (int)a->n;
    if (a->op == CUP_SUM && (a->dtype == CUP_F32 || a->dtype == CUP_F64)) return tiles_best(h, a, f, threads);
    if (threads < 2) return scan_serial(h, a);
    const cup_status s = split_best(a, f, threads);
    return s ? cup_fail(h, s, "cup_scan: out of host memory") : s;
}

#define CPU_VARIANT(nm, desc, technique_, fn, traits_)                                               \
    {{.name = nm, .description = desc, .technique = technique_,                                         \
      .backend = CUP_BACKEND_CPU, .dtypes = CUP_NUMERIC_DTYPES, .ops = CUP_ALL_OPS, .deterministic = 1, \
      .traits = traits_},                                                                            \
     .run = fn}

static const cup_variant variants[] = {
    CPU_VARIANT("serial", "one thread: the plain loop, one op and store per element (float sums left to right)",
                "plain loop on one core", scan_serial, 0),
    CPU_VARIANT("best", "two passes on every core, float sums on the GPU's tiles: what cup_scan runs",
                "production path of cup_scan (CPU): the GPU best's association order, two passes", scan_best,
                CUP_SCAN_DOCUMENTED_ORDER),
};
const cup_variant_table cup_scan_cpu = CUP_TABLE(variants);
