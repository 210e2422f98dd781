/* CPU reduction: a plain loop, an 8-accumulator loop the compiler turns into SIMD, and the
 * same spread over threads. One macro writes each kernel for every (type, op) pair, and a
 * table maps (dtype, op) to it, so no code is duplicated per dtype. */
#include "backend/cpu/cpu.h"
#include "families/reduce/exact.h"
#include "families/reduce/reduce.h"
#include "families/reduce/tuning.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* SUM of signed integers runs on the unsigned type of the same width: two's complement
 * wrap-around is then defined behaviour in C and gives the same bits. */
#define SUM(a, b) ((a) + (b))
/* NaN compares false, so a NaN element never replaces the running value (see cuprim.h). */
#define MIN(a, b) ((b) < (a) ? (b) : (a))
#define MAX(a, b) ((b) > (a) ? (b) : (a))

typedef void (*reduce_fn)(const void *in, size_t n, void *out);

#define DEFINE_KERNELS(name, T, OP, IDENT)                                                    \
    static void name##_serial(const void *in_, size_t n, void *out)                           \
    {                                                                                         \
        const T *in = in_;                                                                    \
        T acc = IDENT;                                                                        \
        for (size_t i = 0; i < n; i++) acc = OP(acc, in[i]);                                  \
        memcpy(out, &acc, sizeof acc);                                                        \
    }                                                                                         \
    /* eight independent accumulators: no loop-carried dependence on one register */         \
    static void name##_unroll8(const void *in_, size_t n, void *out)                          \
    {                                                                                         \
        const T *in = in_;                                                                    \
        T acc[8];                                                                             \
        for (int u = 0; u < 8; u++) acc[u] = IDENT;                                           \
        size_t i = 0;                                                                         \
        for (; i + 8 <= n; i += 8)                                                            \
            for (int u = 0; u < 8; u++) acc[u] = OP(acc[u], in[i + u]);                       \
        for (; i < n; i++) acc[0] = OP(acc[0], in[i]);                                        \
        for (int w = 4; w > 0; w /= 2)                                                        \
            for (int u = 0; u < w; u++) acc[u] = OP(acc[u], acc[u + w]);                      \
        memcpy(out, &acc[0], sizeof acc[0]);                                                  \
    }                                                                                         \
    static void name##_combine(void *acc_, const void *v_)                                    \
    {                                                                                         \
        T acc, v;                                                                             \
        memcpy(&acc, acc_, sizeof acc);                                                       \
        memcpy(&v, v_, sizeof v);                                                             \
        acc = OP(acc, v);                                                                     \
        memcpy(acc_, &acc, sizeof acc);                                                       \
    }

#define FOR_EACH_KERNEL(X)                                                                   \
    X(sum_u32, uint32_t, SUM, 0u)                                                            \
    X(sum_u64, uint64_t, SUM, 0u)                                                            \
    X(sum_f32, float, SUM, 0.0f)                                                             \
    X(sum_f64, double, SUM, 0.0)                                                             \
    X(min_i32, int32_t, MIN, INT32_MAX)                                                      \
    X(min_u32, uint32_t, MIN, UINT32_MAX)                                                    \
    X(min_i64, int64_t, MIN, INT64_MAX)                                                      \
    X(min_u64, uint64_t, MIN, UINT64_MAX)                                                    \
    X(min_f32, float, MIN, INFINITY)                                                         \
    X(min_f64, double, MIN, (double)INFINITY)                                                \
    X(max_i32, int32_t, MAX, INT32_MIN)                                                      \
    X(max_u32, uint32_t, MAX, 0u)                                                            \
    X(max_i64, int64_t, MAX, INT64_MIN)                                                      \
    X(max_u64, uint64_t, MAX, 0u)                                                            \
    X(max_f32, float, MAX, -INFINITY)                                                        \
    X(max_f64, double, MAX, -(double)INFINITY)

FOR_EACH_KERNEL(DEFINE_KERNELS)

typedef struct {
    reduce_fn serial, unroll8;
    void (*combine)(void *acc, const void *v);
} kernel_set;

#define SET(name) {name##_serial, name##_unroll8, name##_combine}
static const kernel_set kernels[CUP_OP_COUNT][CUP_DTYPE_COUNT] = {
    [CUP_SUM] = {[CUP_I32] = SET(sum_u32), [CUP_U32] = SET(sum_u32), [CUP_I64] = SET(sum_u64),
                 [CUP_U64] = SET(sum_u64), [CUP_F32] = SET(sum_f32), [CUP_F64] = SET(sum_f64)},
    [CUP_MIN] = {[CUP_I32] = SET(min_i32), [CUP_U32] = SET(min_u32), [CUP_I64] = SET(min_i64),
                 [CUP_U64] = SET(min_u64), [CUP_F32] = SET(min_f32), [CUP_F64] = SET(min_f64)},
    [CUP_MAX] = {[CUP_I32] = SET(max_i32), [CUP_U32] = SET(max_u32), [CUP_I64] = SET(max_i64),
                 [CUP_U64] = SET(max_u64), [CUP_F32] = SET(max_f32), [CUP_F64] = SET(max_f64)},
};

static cup_status reduce_serial(cup_handle_t h, const void *args)
{
    const cup_reduce_args *a = args;
    (void)h;
    kernels[a->op][a->dtype].serial(a->in, a->n, a->out);
    return CUP_STATUS_SUCCESS;
}

static cup_status reduce_unroll8(cup_handle_t h, const void *args)
{
    const cup_reduce_args *a = args;
    (void)h;
    kernels[a->op][a->dtype].unroll8(a->in, a->n, a->out);
    return CUP_STATUS_SUCCESS;
}

/* Each thread reduces one contiguous chunk into its own slot; the slots are combined in thread
 * order, so a float sum is reproducible for a given thread count. */
typedef struct {
    const kernel_set *k;
    const char *in;
    size_t n, size;
    unsigned char slots[256][8];
} threads_job;

static void threads_part(void *p, int i, int count)
{
    threads_job *j = p;
    size_t lo, hi;
    cup_cpu_chunk(j->n, i, count, &lo, &hi);
    j->k->unroll8(j->in + lo * j->size, hi - lo, j->slots[i]);
}

static cup_status reduce_threads_n(cup_handle_t h, const cup_reduce_args *a, int threads)
{
    threads_job j = {&kernels[a->op][a->dtype], a->in, a->n, cup_dtype_size(a->dtype), {{0}}};
    if ((size_t)threads > a->n) threads = (int)a->n;
    cup_cpu_parallel(threads, threads_part, &j);
    for (int i = 1; i < threads; i++) j.k->combine(j.slots[0], j.slots[i]);
    memcpy(a->out, j.slots[0], j.size);
    (void)h;
    return CUP_STATUS_SUCCESS;
}

static cup_status reduce_threads(cup_handle_t h, const void *args)
{
    const cup_reduce_args *a = args;
    return reduce_threads_n(h, a, cup_cpu_threads(h));
}

/* One thread below the cut, every core above (tuning.h). */
static cup_status reduce_best_fast(cup_handle_t h, const void *args)
{
    const cup_reduce_args *a = args;
    if (a->n * cup_dtype_size(a->dtype) < CUP_REDUCE_CPU_PARALLEL_BYTES) return reduce_unroll8(h, a);
    return reduce_threads(h, a);
}

/* ---- the exact float sum (exact.h has the arithmetic, docs/exact-sum.md the method) ---------- */

typedef struct xs_acc {
    int64_t limb[CUP_XS_LIMBS_F64];
    unsigned flags;
} xs_acc;

static void xs_add(xs_acc *a, double d, int offset)
{
    cup_xs_pieces p;
    a->flags |= cup_xs_split(d, offset, &p);
    for (int j = 0; j < 3; j++) a->limb[p.w + j] += p.p[j];
}

/* The bits of a float, of a double. */
static inline uint32_t xs_bits32(const float *p)
{
    uint32_t b;
    memcpy(&b, p, 4);
    return b;
}

static inline uint64_t xs_bits64(const double *p)
{
    uint64_t b;
    memcpy(&b, p, 8);
    return b;
}

/* One carry step in place (top down, so each limb still reads its neighbour's old value): the
 * limbs fall below 2^33 and can take another 2^29 pieces. */
static void xs_settle(xs_acc *a, int limbs)
{
    for (int k = limbs - 1; k >= 0; k--) a->limb[k] = cup_xs_carried(a->limb, k, limbs);
}

/* The window: the 64 first elements' largest exponent (inf/NaN aside) minus 15, clamped. */
static int xs_window(const void *in, size_t n, int f64)
{
    unsigned emax = 0;
    for (size_t i = 0; i < n && i < 64; i++) {
        uint32_t hi;
        memcpy(&hi, (const char *)in + i * (f64 ? 8 : 4) + (f64 ? 4 : 0), 4);
        const unsigned e = f64 ? (hi >> 20) & 0x7ff : (hi >> 23) & 0xff;
        if (e != (f64 ? 0x7ffu : 0xffu) && e > emax) emax = e;
    }
    const int e0 = (int)emax - (CUP_XS_WINDOW - 1), top = f64 ? CUP_XS_MAX_E0_F64 : CUP_XS_MAX_E0_F32;
    return e0 < 0 ? 0 : e0 > top ? top : e0;
}

/* Blocks of 64 elements: when every element's exponent is in the window (one OR over the block),
 * they add into 8 doubles without rounding; otherwise each element goes where it belongs.
 * A double takes 8 terms per block, so 2^14 terms are 2048 blocks. */
enum { XS_BLOCK = 64, XS_BLOCKS_PER_FLUSH = CUP_XS_WINDOW_TERMS / (XS_BLOCK / 8), XS_SETTLE = 1 << 26 };

/* The window loops are written for the vectoriser; on x86-64 GCC also builds an AVX2 copy and
 * picks it at load time where the CPU has it (4 doubles per instruction instead of SSE2's 2). */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define XS_VECTOR __attribute__((target_clones("avx2", "default")))
#else
#define XS_VECTOR
#endif

/* f32: each element widened to double (exact) and added. */
XS_VECTOR static void xs_chunk_f32(const float *x, size_t n, xs_acc *a)
{
    const uint32_t low = (uint32_t)xs_window(x, n, 0) << 23;
    double acc[8] = {0};
    size_t i = 0, blocks = 0;
    for (; i + XS_BLOCK <= n; i += XS_BLOCK) {
        uint32_t any = 0;
        for (int j = 0; j < XS_BLOCK; j++) any |= xs_bits32(x + i + j) - low; /* in window: bits 27..30 clear */
        if (!(any & 0x78000000u)) {
            for (int j = 0; j < XS_BLOCK; j += 8)
                for (int u = 0; u < 8; u++) acc[u] += (double)x[i + j + u];
        } else {
            for (int j = 0; j < XS_BLOCK; j++) {
                if (!((xs_bits32(x + i + j) - low) & 0x78000000u)) acc[j & 7] += (double)x[i + j];
                else xs_add(a, x[i + j], CUP_XS_OFFSET_F32);
            }
        }
        if (++blocks == XS_BLOCKS_PER_FLUSH) {
            for (int u = 0; u < 8; u++) xs_add(a, acc[u], CUP_XS_OFFSET_F32), acc[u] = 0;
            blocks = 0;
        }
    }
    for (; i < n; i++) xs_add(a, x[i], CUP_XS_OFFSET_F32);
    for (int u = 0; u < 8; u++) xs_add(a, acc[u], CUP_XS_OFFSET_F32);
}

/* f64: each element split at a fixed bit, hi = (x + C) - C and lo = x - hi, both exact; his and
 * los add into their own doubles without rounding. Written with GCC's vector extension: the
 * auto-vectoriser shuffled these loops badly (5x slower than unroll8 in cache). */
typedef double xs_v4d __attribute__((vector_size(32)));
XS_VECTOR static void xs_chunk_f64(const double *x, size_t n, xs_acc *a)
{
    const int e0 = xs_window(x, n, 1), b = e0 ? e0 : 1;
    const uint32_t low = (uint32_t)e0 << 20;
    const uint64_t cbits = ((uint64_t)(b + 40) << 52) | (1ull << 51); /* 1.5 * 2^(b - 983) */
    double c;
    memcpy(&c, &cbits, 8);
    const xs_v4d c4 = {c, c, c, c};
    xs_v4d hs[2] = {{0}}, ls[2] = {{0}}; /* lane j & 7 of the block: hs[(j & 7) / 4][j & 3] */
    size_t i = 0, blocks = 0;
    for (; i + XS_BLOCK <= n; i += XS_BLOCK) {
        uint64_t any = 0; /* 64-bit lanes vectorise; the low 32 bits are the high word's test */
        for (int j = 0; j < XS_BLOCK; j++) any |= (xs_bits64(x + i + j) >> 32) - low; /* bits 24..30 */
        if (!(any & 0x7f000000u)) {
            for (int j = 0; j < XS_BLOCK; j += 8)
                for (int u = 0; u < 2; u++) {
                    xs_v4d v;
                    memcpy(&v, x + i + j + 4 * u, sizeof v);
                    const xs_v4d hi = (v + c4) - c4;
                    hs[u] += hi;
                    ls[u] += v - hi;
                }
        } else {
            for (int j = 0; j < XS_BLOCK; j++) {
                const double v = x[i + j];
                if (!(((xs_bits64(x + i + j) >> 32) - low) & 0x7f000000u)) {
                    const double hi = (v + c) - c;
                    hs[(j & 7) / 4][j & 3] += hi;
                    ls[(j & 7) / 4][j & 3] += v - hi;
                } else {
                    xs_add(a, v, CUP_XS_OFFSET_F64);
                }
            }
        }
        if (++blocks == XS_BLOCKS_PER_FLUSH) {
            for (int u = 0; u < 8; u++) xs_add(a, hs[u / 4][u % 4], 0), xs_add(a, ls[u / 4][u % 4], 0);
            hs[0] = hs[1] = ls[0] = ls[1] = (xs_v4d){0};
            blocks = 0;
        }
    }
    for (; i < n; i++) xs_add(a, x[i], CUP_XS_OFFSET_F64);
    for (int u = 0; u < 8; u++) xs_add(a, hs[u / 4][u % 4], 0), xs_add(a, ls[u / 4][u % 4], 0);
}

/* A worker's range, 2^26 elements at a time with a carry step between, so no limb overflows
 * whatever n is; the limbs end settled (below 2^33) for the combine. */
static void xs_range(cup_dtype t, const void *in, size_t n, xs_acc *a)
{
    const int limbs = t == CUP_F32 ? CUP_XS_LIMBS_F32 : CUP_XS_LIMBS_F64;
    memset(a, 0, sizeof *a);
    for (size_t lo = 0; lo < n; lo += XS_SETTLE) {
        const size_t m = n - lo < XS_SETTLE ? n - lo : XS_SETTLE;
        if (t == CUP_F32) xs_chunk_f32((const float *)in + lo, m, a);
        else xs_chunk_f64((const double *)in + lo, m, a);
        xs_settle(a, limbs);
    }
}

typedef struct xs_job {
    cup_dtype t;
    const char *in;
    size_t n;
    xs_acc *parts;
} xs_job;

static void xs_part(void *p, int i, int count)
{
    xs_job *j = p;
    size_t lo, hi;
    cup_cpu_chunk(j->n, i, count, &lo, &hi);
    xs_range(j->t, j->in + lo * cup_dtype_size(j->t), hi - lo, &j->parts[i]);
}

/* Every worker's settled limbs summed limb by limb into *total (integers: the order cannot
 * matter), so what is rounded from it is the same bits for any thread count. */
static cup_status xs_total(cup_handle_t h, cup_dtype t, const void *in, size_t n, int threads, xs_acc *total)
{
    if ((size_t)threads > n) threads = (int)n;
    if (threads < 1) threads = 1;
    xs_job j = {t, in, n, calloc((size_t)threads, sizeof(xs_acc))};
    if (!j.parts) return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "reduce exact: no memory for %d accumulators", threads);
    cup_cpu_parallel(threads, xs_part, &j);
    const int limbs = t == CUP_F32 ? CUP_XS_LIMBS_F32 : CUP_XS_LIMBS_F64;
    *total = j.parts[0];
    for (int i = 1; i < threads; i++) {
        for (int k = 0; k < limbs; k++) total->limb[k] += j.parts[i].limb[k];
        total->flags |= j.parts[i].flags;
    }
    free(j.parts);
    return CUP_STATUS_SUCCESS;
}

static void xs_store(cup_dtype t, uint64_t bits, void *out)
{
    if (t == CUP_F32) {
        const uint32_t b32 = (uint32_t)bits;
        memcpy(out, &b32, 4);
    } else {
        memcpy(out, &bits, 8);
    }
}

static cup_status reduce_exact_n(cup_handle_t h, const cup_reduce_args *a, int threads)
{
    xs_acc total;
    const cup_status s = xs_total(h, a->dtype, a->in, a->n, threads, &total);
    if (s) return s;
    xs_store(a->dtype, cup_xs_round(total.limb, a->dtype == CUP_F32 ? CUP_XS_LIMBS_F32 : CUP_XS_LIMBS_F64, total.flags,
                                    a->dtype == CUP_F64),
             a->out);
    return CUP_STATUS_SUCCESS;
}

/* One thread below best's cut, every core above, as best picks. */
static int xs_threads(cup_handle_t h, cup_dtype t, size_t n)
{
    return n * cup_dtype_size(t) < CUP_REDUCE_CPU_PARALLEL_BYTES ? 1 : cup_cpu_threads(h);
}

cup_status cup_cpu_reduce_exact_partial(cup_handle_t h, cup_dtype t, const void *in, size_t n, int64_t *vec)
{
    xs_acc total;
    const cup_status s = xs_total(h, t, in, n, xs_threads(h, t, n), &total);
    if (s) return s;
    const int limbs = t == CUP_F32 ? CUP_XS_LIMBS_F32 : CUP_XS_LIMBS_F64;
    xs_settle(&total, limbs);
    memcpy(vec, total.limb, (size_t)limbs * sizeof *vec);
    for (int j = 0; j < 3; j++) vec[limbs + j] = (total.flags >> j) & 1u;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_cpu_reduce_exact_finish(cup_handle_t h, cup_dtype t, const int64_t *vec, void *out)
{
    (void)h;
    const int limbs = t == CUP_F32 ? CUP_XS_LIMBS_F32 : CUP_XS_LIMBS_F64;
    int64_t l[CUP_XS_LIMBS_F64];
    memcpy(l, vec, (size_t)limbs * sizeof *l);
    xs_store(t, cup_xs_round(l, limbs, cup_xs_vec_flags(vec, limbs), t == CUP_F64), out);
    return CUP_STATUS_SUCCESS;
}

static cup_status reduce_exact(cup_handle_t h, const void *args)
{
    return reduce_exact_n(h, args, cup_cpu_threads(h));
}

/* The exact sum for floats (one thread below the cut, every core above), best-fast otherwise. */
static cup_status reduce_best(cup_handle_t h, const void *args)
{
    const cup_reduce_args *a = args;
    if (a->op != CUP_SUM || (a->dtype != CUP_F32 && a->dtype != CUP_F64)) return reduce_best_fast(h, a);
    return reduce_exact_n(h, a, xs_threads(h, a->dtype, a->n));
}

#define CPU_VARIANT(nm, desc, technique_, fn)                                       \
    {{.family = "reduce", .name = nm, .description = desc, .technique = technique_, \
      .backend = CUP_BACKEND_CPU, .dtypes = CUP_NUMERIC_DTYPES, .ops = CUP_ALL_OPS, \
      .deterministic = 1},                                                          \
     .run = fn}

static const cup_variant variants[] = {
    CPU_VARIANT("serial", "one thread, one accumulator: the plain loop", "plain loop on one core",
                reduce_serial),
    CPU_VARIANT("unroll8", "one thread, 8 independent accumulators (SIMD-friendly)",
                "unrolling on the host: 8 accumulators break the add chain", reduce_unroll8),
    CPU_VARIANT("threads", "all cores, contiguous chunks, unroll8 in each, fixed combine order",
                "more work per worker: contiguous chunks on every core", reduce_threads),
    {{.family = "reduce", .name = "exact", .description = "all cores, exponent window into doubles, 32-bit limbs elsewhere, one rounding",
      .technique = "correctly rounded float sum: fixed-point superaccumulator with a fast window",
      .backend = CUP_BACKEND_CPU, .dtypes = CUP_MASK(CUP_F32) | CUP_MASK(CUP_F64), .ops = CUP_MASK(CUP_SUM),
      .deterministic = 1, .traits = CUP_REDUCE_EXACT},
     .run = reduce_exact},
    {{.family = "reduce", .name = "best", .description = "float sum exact (one thread below 1 MiB), else unroll8 / threads",
      .technique = "production path of cup_reduce (CPU)", .backend = CUP_BACKEND_CPU, .dtypes = CUP_NUMERIC_DTYPES,
      .ops = CUP_ALL_OPS, .deterministic = 1, .traits = CUP_REDUCE_EXACT},
     .run = reduce_best},
    CPU_VARIANT("best-fast", "unroll8 below 1 MiB, threads above: the rounded float sum, for comparison",
                "the fast float sum cup_reduce ran before the exact one", reduce_best_fast),
};
const cup_variant_table cup_reduce_cpu = CUP_TABLE(variants);
