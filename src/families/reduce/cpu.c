/* CPU reduction: a plain loop, an 8-accumulator loop the compiler turns into SIMD, and the
 * same spread over threads. One macro writes each kernel for every (type, op) pair, and a
 * table maps (dtype, op) to it, so no code is duplicated per dtype. */
#include "backend/cpu/cpu.h"
#include "families/reduce/exact.h"
#include "families/reduce/reduce.h"
#include "families/reduce/tuning.h"

#include <math.h>
#include <limits.h>
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

/* One carry step in place (top down, so each limb still reads its neighbour's old value): the
 * limbs fall below 2^33 and can take another 2^29 pieces. */
static void xs_settle(xs_acc *a, int limbs)
{
    for (int k = limbs - 1; k >= 0; k--) a->limb[k] = cup_xs_carried(a->limb, k, limbs);
}

/* ---- the bins (the GPU's method, docs/exact-sum.md): each worker keeps K bins per vector lane,
 * doubles S = 1.5 * 2^a + v; an element runs down the bins (t = S + x, q = t - S, x -= q: three
 * exact additions a bin), and only a rest past the last bin touches the limbs. Blocks of 64
 * elements: integer maxima over the block's magnitudes tell whether any element needs more: huge
 * ones (past 2^huge_e) are split off with a vector mask into their own bins; an infinity, a NaN or
 * an element past 2^(a_0 - 12) sends the block through a closer, scalar look, which takes the
 * specials out and raises the anchor after a flush (rare: the data's top grows only so often).
 * The bins are named locals of the loop (s0..s4, h0..h2) so the compiler keeps them in
 * registers; the rare paths get them through an xb_bins. One set of bins is enough: the three
 * additions a bin, not the bins' dependency chain, bound the loop. */
enum {
    XB_BLOCK = 64, XB_SPACING = 40, XB_HEADROOM = 12, XB_SLACK = 8,
    XB_FLUSH_BLOCKS = 1024 / (XB_BLOCK / 4), /* a lane's bin takes at most 2^10 additions */
    XB_SETTLE = 1 << 26,
    XB_K_F32 = 4, XB_K_F64 = 5, XB_KMAX = 5, XB_KHMAX = 3,
};

/* The worker's loops are written for the vectoriser; on x86-64 GCC also builds an AVX2 copy and
 * picks it at load time where the CPU has it (4 doubles per instruction instead of SSE2's 2). */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define XS_VECTOR __attribute__((target_clones("avx2", "default")))
#else
#define XS_VECTOR
#endif

typedef double xs_v4d __attribute__((vector_size(32)));
typedef float xs_v4f __attribute__((vector_size(16)));
typedef int64_t xs_v4l __attribute__((vector_size(32)));
typedef uint32_t xs_v8u __attribute__((vector_size(32)));

/* What differs between f32 and f64 elements (the bins are doubles for both). Huge elements, past
 * 2^huge_e, go to huge_k bins anchored at 2^huge_a0 after scaling by 2^-huge_scale (f64: so that
 * 1.5 * 2^a stays finite); their rests past the last huge bin are zero by construction. */
typedef struct xb_type {
    int offset, bias, floor, k;
    int huge_e, huge_k, huge_a0, huge_scale;
    double huge_mul;
    uint64_t special, huge; /* magnitude bits of the infinity, and of 2^huge_e */
} xb_type;
static const xb_type XB_F32 = {CUP_XS_OFFSET_F32, 127, -97, XB_K_F32, 64, 3, 140, 0, 1.0, 0x7f800000u,
                               (uint64_t)(64 + 127) << 23};
static const xb_type XB_F64 = {CUP_XS_OFFSET_F64, 1023, -1022, XB_K_F64, 1000, 2, 636, 400, 0x1p-400,
                               0x7ff0000000000000ull, (uint64_t)(1000 + 1023) << 52};

typedef struct xb_bins {
    xs_v4d s[XB_KMAX], hs[XB_KHMAX];
    int a0;
} xb_bins;

static double xb_base(int a) /* 1.5 * 2^a */
{
    const uint64_t b = ((uint64_t)(a + 1023) << 52) | (1ull << 51);
    double d;
    memcpy(&d, &b, 8);
    return d;
}

static int xb_anchor(const xb_type *T, int k, int a0)
{
    const int a = a0 - XB_SPACING * k;
    return a > T->floor ? a : T->floor;
}

#define XB_SPLAT(d) ((xs_v4d){(d), (d), (d), (d)})

/* Every lane's v = S - 1.5 * 2^a (exact) into the limbs at its unit, plus `scale` positions. */
static void xb_out(xs_acc *acc, const xb_type *T, const xs_v4d *sv, int a, int scale)
{
    double s[4];
    memcpy(s, sv, sizeof s);
    const double b = xb_base(a);
    const int unit = a - 52 + 1075 - T->offset;
    for (int l = 0; l < 4; l++) {
        const int64_t k = cup_xs_to_int(s[l] - b, T->offset, unit);
        if (!k) continue;
        cup_xs_pieces p;
        cup_xs_pieces_of(k < 0, k < 0 ? -(uint64_t)k : (uint64_t)k, unit + scale, &p);
        for (int j = 0; j < 3; j++) acc->limb[p.w + j] += p.p[j];
    }
}

static void xb_set_anchor(const xb_type *T, xb_bins *b, int a0)
{
    b->a0 = a0;
    for (int k = 0; k < T->k; k++) b->s[k] = XB_SPLAT(xb_base(xb_anchor(T, k, a0)));
}

static void xb_reset_huge(const xb_type *T, xb_bins *b)
{
    for (int k = 0; k < T->huge_k; k++) b->hs[k] = XB_SPLAT(xb_base(T->huge_a0 - XB_SPACING * k));
}

static void xb_flush(xs_acc *acc, const xb_type *T, xb_bins *b)
{
    for (int k = 0; k < T->k; k++) xb_out(acc, T, &b->s[k], xb_anchor(T, k, b->a0), 0);
    for (int k = 0; k < T->huge_k; k++) xb_out(acc, T, &b->hs[k], T->huge_a0 - XB_SPACING * k, T->huge_scale);
    xb_set_anchor(T, b, b->a0);
    xb_reset_huge(T, b);
}

/* The threshold: 2^(a0 - 12) as the magnitude bits of an f32 or f64 (p >= -1034: the f64 floor's
 * is subnormal). */
static uint64_t xb_threshold(const xb_type *T, int a0)
{
    const int p = a0 - XB_HEADROOM;
    if (T->bias == 127) return (uint64_t)(p + 127) << 23;
    return p + 1023 >= 1 ? (uint64_t)(p + 1023) << 52 : (1ull << 52) >> (1 - (p + 1023));
}

/* 2^p as a double's bits (p >= -1022), and a threshold of the element type's as one */
static uint64_t xb_dbl_bits(int p) { return (uint64_t)(p + 1023) << 52; }
static uint64_t xb_dbl_threshold(const xb_type *T, uint64_t thr)
{
    if (T->bias == 127) return xb_dbl_bits((int)(thr >> 23) - 127); /* 2^p, p >= -109 */
    return thr;
}

/* The rare look at a block (xb[] its elements as doubles): infinities and NaNs to the flags (and
 * zeroed in xb), then the anchor raised for the largest element below 2^huge_e, after a flush.
 * Returns the new threshold. */
static uint64_t xb_closer(xs_acc *acc, const xb_type *T, xb_bins *b, double *xb)
{
    int top = INT_MIN;
    for (int j = 0; j < XB_BLOCK; j++) {
        uint64_t u;
        memcpy(&u, &xb[j], 8);
        const int ej = (int)(u >> 52) & 0x7ff;
        if (ej == 0x7ff) {
            acc->flags |= u & 0xfffffffffffffull ? CUP_XS_NAN : u >> 63 ? CUP_XS_NINF : CUP_XS_PINF;
            xb[j] = 0;
        } else if (ej - 1023 < T->huge_e && ej - 1023 > top) {
            top = ej - 1023; /* f32 elements are exact as doubles: their unbiased exponent */
        }
    }
    int a = (top < -1022 ? -1022 : top) + 1 + XB_HEADROOM + XB_SLACK;
    if (a < T->floor) a = T->floor;
    if (a > b->a0) {
        xb_flush(acc, T, b);
        xb_set_anchor(T, b, a);
    }
    return xb_threshold(T, b->a0);
}

/* How many of the K bins anchored at a0 an element of magnitude bits `low` (the block's smallest
 * nonzero one) needs: the last bin's ulp must be at or below its lowest bit. */
static int xb_bins_needed(const xb_type *T, int K, int a0, uint64_t low)
{
    const int f32 = T->bias == 127, e = (int)(low >> (f32 ? 23 : 52)); /* biased; 0: subnormal */
    const int lowest = (e ? e : 1) - T->bias - (f32 ? 23 : 52);
    int k = 1;
    while (k < K && xb_anchor(T, k - 1, a0) - 52 > lowest) k++;
    return k;
}

/* Rests past the last bin go to the limbs. */
static void xb_rests(xs_acc *acc, const xb_type *T, const double *r, int count)
{
    for (int j = 0; j < count; j++)
        if (r[j] != 0) xs_add(acc, r[j], T->offset);
}

#define XB_BIN(S, R)                                                                                \
    do {                                                                                            \
        const xs_v4d t_ = (S) + (R);                                                                \
        (R) -= t_ - (S);                                                                            \
        (S) = t_;                                                                                   \
    } while (0)
#define XB_DOWN(KK, v)                                                                              \
    do {                                                                                            \
        XB_BIN(s0, v);                                                                              \
        if ((KK) > 1) XB_BIN(s1, v);                                                                \
        if ((KK) > 2) XB_BIN(s2, v);                                                                \
        if ((KK) > 3) XB_BIN(s3, v);                                                                \
        if ((KK) > 4) XB_BIN(s4, v);                                                                \
    } while (0)
/* The bins from the loop's locals into b and back, by assignment (their addresses never taken). */
#define XB_SAVE(b)                                                                                  \
    ((b).s[0] = s0, (b).s[1] = s1, (b).s[2] = s2, (b).s[3] = s3, (b).s[4] = s4, (b).hs[0] = h0,     \
     (b).hs[1] = h1, (b).hs[2] = h2)
#define XB_LOAD(b)                                                                                  \
    (s0 = (b).s[0], s1 = (b).s[1], s2 = (b).s[2], s3 = (b).s[3], s4 = (b).s[4], h0 = (b).hs[0],     \
     h1 = (b).hs[1], h2 = (b).hs[2])

/* A chunk of f32 (widened a block at a time into xb) or f64 elements; K and HK are constants in
 * each caller, so the unused bins fold away. */
static inline __attribute__((always_inline)) void xb_chunk(const xb_type *T, const int K, const int HK,
                                                           const void *in, int f32, size_t n, xs_acc *acc)
{
    xb_bins b = {0};
    xb_set_anchor(T, &b, T->floor);
    xb_reset_huge(T, &b);
    xs_v4d s0, s1, s2, s3, s4, h0, h1, h2;
    XB_LOAD(b);
    uint64_t thr = xb_threshold(T, b.a0);
    const int64_t m = INT64_MAX, hb = (int64_t)xb_dbl_bits(T->huge_e);
    const xs_v4l mag = {m, m, m, m}, below = {hb, hb, hb, hb}; /* the sign cleared; 2^huge_e as a double */
    double xb[XB_BLOCK], rest[XB_BLOCK];
    size_t i = 0, blocks = 0;
    for (; i + XB_BLOCK <= n; i += XB_BLOCK) {
        /* the block's largest and smallest nonzero magnitudes, as bits (f32: eight lanes of 32
         * bits; f64: four of 64) */
        uint64_t top = 0, low = UINT64_MAX;
        if (f32) {
            const uint32_t sg = 0x7fffffffu;
            const xs_v8u sign = {sg, sg, sg, sg, sg, sg, sg, sg};
            xs_v8u t = {0}, b8 = sign;
            for (int j = 0; j < XB_BLOCK; j += 8) {
                xs_v8u u;
                memcpy(&u, (const float *)in + i + j, sizeof u);
                u &= sign;
                const xs_v8u gt = (xs_v8u)(u > t), nz = u | (xs_v8u)(u == 0) >> 1, lt = (xs_v8u)(nz < b8);
                t = (u & gt) | (t & ~gt);
                b8 = (nz & lt) | (b8 & ~lt);
            }
            for (int l = 0; l < 8; l++) top = t[l] > top ? t[l] : top, low = b8[l] < low ? b8[l] : low;
        } else {
            xs_v4l t = {0}, b4 = mag;
            for (int j = 0; j < XB_BLOCK; j += 4) {
                xs_v4l u;
                memcpy(&u, (const double *)in + i + j, sizeof u);
                u &= mag;
                const xs_v4l gt = u > t, nz = u | ((u == 0) & mag), lt = nz < b4;
                t = (u & gt) | (t & ~gt);
                b4 = (nz & lt) | (b4 & ~lt);
            }
            for (int l = 0; l < 4; l++)
                top = (uint64_t)t[l] > top ? (uint64_t)t[l] : top, low = (uint64_t)b4[l] < low ? (uint64_t)b4[l] : low;
        }
        /* a closer look only past the threshold or the huge bound: the common block goes straight
         * from the input to the bins */
        const double *src = f32 ? NULL : (const double *)in + i;
        int huge = 0;
        if (top >= thr || top >= T->huge) {
            for (int j = 0; j < XB_BLOCK; j++) xb[j] = f32 ? (double)((const float *)in)[i + j] : ((const double *)in)[i + j];
            src = xb;
            huge = top >= T->huge;
            uint64_t top_small = 0; /* the largest magnitude below 2^huge_e */
            for (int j = 0; j < XB_BLOCK; j++) {
                uint64_t u;
                memcpy(&u, &xb[j], 8);
                u &= INT64_MAX;
                if (u > top_small && u < (uint64_t)hb) top_small = u; /* as doubles: f32 elements widened */
            }
            if (top >= T->special || top_small >= xb_dbl_threshold(T, thr)) {
                XB_SAVE(b);
                thr = xb_closer(acc, T, &b, xb);
                XB_LOAD(b);
            }
        }
        xs_v4l nz = {0, 0, 0, 0};
        if (src == xb || huge) {
            for (int j = 0; j < XB_BLOCK; j += 4) {
                xs_v4d v;
                memcpy(&v, src + j, sizeof v);
                if (huge) { /* elements past 2^huge_e to the huge bins, scaled; zero in the others */
                    xs_v4l bits;
                    memcpy(&bits, &v, sizeof bits);
                    const xs_v4l small = (bits & mag) < below, big_bits = bits & ~small, small_bits = bits & small;
                    xs_v4d hv;
                    memcpy(&hv, &big_bits, sizeof hv), memcpy(&v, &small_bits, sizeof v);
                    hv *= XB_SPLAT(T->huge_mul);
                    XB_BIN(h0, hv);
                    if (HK > 1) XB_BIN(h1, hv);
                    if (HK > 2) XB_BIN(h2, hv);
                }
                XB_DOWN(K, v);
                memcpy(rest + j, &v, sizeof v);
                nz |= v != 0;
            }
        } else {
            /* The bins this block needs: its smallest element's lowest bit must lie above the last
             * one's ulp. Fewer bins, fewer additions; the rest is zero either way. */
            const int kk = xb_bins_needed(T, K, b.a0, low);
#define XB_COMMON(KK)                                                                               \
    for (int j = 0; j < XB_BLOCK; j += 4) {                                                         \
        xs_v4d v;                                                                                   \
        if (f32) {                                                                                  \
            xs_v4f f;                                                                               \
            memcpy(&f, (const float *)in + i + j, sizeof f);                                        \
            v = __builtin_convertvector(f, xs_v4d);                                                 \
        } else {                                                                                    \
            memcpy(&v, src + j, sizeof v);                                                          \
        }                                                                                           \
        XB_DOWN(KK, v);                                                                             \
        memcpy(rest + j, &v, sizeof v);                                                             \
        nz |= v != 0;                                                                               \
    }
            switch (kk) {
            case 1: XB_COMMON(1); break;
            case 2: XB_COMMON(2); break;
            case 3: XB_COMMON(K > 3 ? 3 : K); break;
            case 4: XB_COMMON(K > 4 ? 4 : K); break;
            default: XB_COMMON(K); break;
            }
#undef XB_COMMON
        }
        if (nz[0] | nz[1] | nz[2] | nz[3]) xb_rests(acc, T, rest, XB_BLOCK);
        if (++blocks == XB_FLUSH_BLOCKS) {
            XB_SAVE(b);
            xb_flush(acc, T, &b);
            XB_LOAD(b);
            blocks = 0;
        }
    }
    XB_SAVE(b);
    xb_flush(acc, T, &b);
    for (; i < n; i++) xs_add(acc, f32 ? (double)((const float *)in)[i] : ((const double *)in)[i], T->offset);
}

XS_VECTOR static void xs_chunk_f32(const float *x, size_t n, xs_acc *acc) { xb_chunk(&XB_F32, XB_K_F32, 3, x, 1, n, acc); }
XS_VECTOR static void xs_chunk_f64(const double *x, size_t n, xs_acc *acc) { xb_chunk(&XB_F64, XB_K_F64, 2, x, 0, n, acc); }

/* A worker's range, 2^26 elements at a time with a carry step between, so no limb overflows
 * whatever n is; the limbs end settled (below 2^33) for the combine. */
static void xs_range(cup_dtype t, const void *in, size_t n, xs_acc *a)
{
    const int limbs = t == CUP_F32 ? CUP_XS_LIMBS_F32 : CUP_XS_LIMBS_F64;
    memset(a, 0, sizeof *a);
    for (size_t lo = 0; lo < n; lo += XB_SETTLE) {
        const size_t m = n - lo < XB_SETTLE ? n - lo : XB_SETTLE;
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
    {{.name = nm, .description = desc, .technique = technique_, \
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
    {{.name = "exact", .description = "all cores, bins of doubles per vector lane, 32-bit limbs past their reach, one rounding",
      .technique = "correctly rounded float sum: binned error-free transformations before a superaccumulator",
      .backend = CUP_BACKEND_CPU, .dtypes = CUP_MASK(CUP_F32) | CUP_MASK(CUP_F64), .ops = CUP_MASK(CUP_SUM),
      .deterministic = 1, .traits = CUP_REDUCE_EXACT},
     .run = reduce_exact},
    {{.name = "best", .description = "float sum exact (one thread below 1 MiB), else unroll8 / threads",
      .technique = "production path of cup_reduce (CPU)", .backend = CUP_BACKEND_CPU, .dtypes = CUP_NUMERIC_DTYPES,
      .ops = CUP_ALL_OPS, .deterministic = 1, .traits = CUP_REDUCE_EXACT},
     .run = reduce_best},
    CPU_VARIANT("best-fast", "unroll8 below 1 MiB, threads above: the rounded float sum, for comparison",
                "the fast float sum cup_reduce ran before the exact one", reduce_best_fast),
};
const cup_variant_table cup_reduce_cpu = CUP_TABLE(variants);
