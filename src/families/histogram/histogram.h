/* The histogram family inside the library: the checked request its variants receive and the bin
 * rule of cuprim.h, written once (CUP_HD) for the CPU variants and the CUDA kernels, so both
 * backends put every sample in the same bin. */
#ifndef CUPRIM_FAMILY_HISTOGRAM_H
#define CUPRIM_FAMILY_HISTOGRAM_H

#include "core/internal.h"

#include <math.h>

#ifdef __cplusplus
extern "C" {
#endif

/* How a sample becomes a bin: the three rules of cuprim.h. */
enum { CUP_HIST_INT = 0, CUP_HIST_FLOAT = 1, CUP_HIST_EDGES = 2 };
/* the two forms, as the variants' `ops` bits */
enum { CUP_HIST_OP_EVEN = 0, CUP_HIST_OP_RANGE = 1 };
#define CUP_HIST_DTYPES (CUP_MASK(CUP_U8) | CUP_MASK(CUP_U16) | CUP_MASK(CUP_I32) | CUP_MASK(CUP_U32) | \
                         CUP_MASK(CUP_F32) | CUP_MASK(CUP_F64))

/* The bin rule of one request, computed once by api.c. */
typedef struct cup_hist_map {
    int kind;              /* CUP_HIST_* */
    int bins;              /* 1 .. 2^30 */
    /* CUP_HIST_INT: x counts when lo <= x < lo + range (range <= 2^32); bin = (x - lo) >> shift
     * when range == bins << shift (shift >= 0), else floor((x - lo) * bins / range): with fewer
     * bins than values a multiply by magic (cup_hist_int_set), with more an estimate and a fix */
    int shift;
    int64_t lo;
    uint64_t range;
    uint64_t magic;        /* bins < range: ceil(2^64 bins / range); else 0 */
    double inv_range;      /* 1 / range: only the estimate that the exact step corrects */
    /* CUP_HIST_FLOAT: [lower, upper), edge(b) = fma(b, width, lower), edge(bins) = upper */
    double lower, upper, width, scale; /* scale = bins / (upper - lower): the estimate */
    /* the GPU's float estimate (cup_hist_float_set): fast 1 when it holds; lo_f and hi_f the
     * least floats >= lower and >= upper (an f32 x is in [lower, upper) iff in [lo_f, hi_f)) */
    int fast;
    float lo_f, hi_f, scale_f, slack;
    /* CUP_HIST_EDGES: bins + 1 sorted edges in backend memory */
    const double *edges;
} cup_hist_map;

/* One request, checked before any variant sees it: n > 0, dtype one the variant takes, in
 * aligned to the element, counts 8-byte aligned outside in, the map valid. */
typedef struct cup_histogram_args {
    cup_dtype dtype;
    const void *in;
    size_t n;
    uint64_t *counts;
    cup_hist_map map;
    double lower, upper;   /* as the caller gave them (the CUB row passes them on) */
    const double *host_edges; /* CUP_HIST_EDGES: the caller's host array (already checked) */
} cup_histogram_args;

/* ---- the bin rule: -1 for a sample that is not counted ---- */

CUP_HD uint64_t cup_mulhi64(uint64_t a, uint64_t b) /* the high 64 bits of a x b */
{
#ifdef __CUDA_ARCH__
    return __umul64hi(a, b);
#else
    return (uint64_t)(((unsigned __int128)a * b) >> 64);
#endif
}

/* The integer rule of `bins` bins over [lo, lo + range), 1 <= range <= 2^32. magic makes the
 * division a multiply: magic = (2^64 bins + r) / range with 0 <= r < range, so for d < range
 * (d x magic) / 2^64 = d bins / range + d r / (range 2^64), and since d, r < 2^32 the second term
 * is below 1 / range, which the fraction of the first (a multiple of 1 / range, at most
 * 1 - 1 / range) never reaches: the floor is exact. magic < 2^64 because bins < range. Host only
 * (api.c and the rule's test). */
static inline void cup_hist_int_set(cup_hist_map *m, int64_t lo, uint64_t range, int bins)
{
    m->kind = CUP_HIST_INT, m->bins = bins, m->lo = lo, m->range = range;
    m->inv_range = 1.0 / (double)range;
    m->shift = -1;
    for (int s = 0; s < 40 && ((uint64_t)bins << s) <= range; s++)
        if (((uint64_t)bins << s) == range) m->shift = s;
    m->magic = (uint64_t)bins < range ? (uint64_t)((((unsigned __int128)(uint64_t)bins << 64) + range - 1) / range) : 0;
}

static inline float cup_hist_float_up(double x) /* the least float >= x (+inf past FLT_MAX); host */
{
    float f = (float)x;
    if ((double)f < x) f = nextafterf(f, INFINITY);
    return f;
}

/* The float rule's map; and, where its terms allow, the GPU's float estimate of it. For a sample
 * in range, t = (x - lower) bins / (upper - lower) exactly, the edges sit within
 * bins 2^-51 + |lower| scale 2^-52 of whole t (fma rounds once, width and scale within 2^-52),
 * and the estimate e = (x - lo_f) scale_f in float (f64 samples: (float)(x - lower) scale_f)
 * within (bins + u scale) 2^-22 + u scale of t, u = |lower - lo_f| (three float roundings of at
 * most 2^-24 each on a product at most bins + u scale). slack is twice those with room, so when
 * e's fraction keeps slack from a whole number, floor(e) is the bin; else the one edge near e
 * decides (cup_hist_float_fast). Off where the terms could overflow a float, or where slack would
 * pass 1/128: a warp whose lanes often land near an edge pays both paths (on one H200, f32 in
 * 65536 bins, slack 1/32, ran 1258 GB/s against the double rule's 1511). Host only. */
static inline void cup_hist_float_set(cup_hist_map *m, double lower, double upper, int bins)
{
    m->kind = CUP_HIST_FLOAT, m->bins = bins, m->lower = lower, m->upper = upper;
    m->width = (upper - lower) / (double)bins, m->scale = (double)bins / (upper - lower);
    m->fast = 0;
    const double big = 0x1p100, most = fmax(fabs(lower), fabs(upper)), span = upper - lower;
    if (bins > (1 << 21) || most > big || !(span >= 1 / big && span <= big) ||
        !(m->scale >= 1 / big && m->scale <= big))
        return;
    const float lo = cup_hist_float_up(lower);
    const double u = fabs(lower - (double)lo), us = u * m->scale;
    const double slack = 2 * (((double)bins + us) * 0x1p-22 + us + ((double)bins + most * m->scale) * 0x1p-50 + 0x1p-40);
    if (slack > 0x1p-7) return;
    m->lo_f = lo, m->hi_f = cup_hist_float_up(upper), m->scale_f = (float)m->scale;
    m->slack = cup_hist_float_up(slack), m->fast = 1;
}

/* Integer samples, widened to int64 (every sample type fits). */
CUP_HD int cup_hist_int_bin(const cup_hist_map *m, int64_t x)
{
    if (x < m->lo) return -1;
    const uint64_t d = (uint64_t)(x - m->lo); /* < 2^33: no overflow for 32-bit samples */
    if (d >= m->range) return -1;
    if (m->shift >= 0) return (int)(d >> m->shift);
    if (m->magic) return (int)cup_mulhi64(d, m->magic);
    /* more bins than values: a rare request, an estimate and its correction */
    const uint64_t p = d * (uint64_t)m->bins; /* < 2^32 * 2^30: exact */
    uint64_t q = (uint64_t)((double)p * m->inv_range); /* within one of the quotient */
    while (q > 0 && q * m->range > p) q--;
    while ((q + 1) * m->range <= p) q++;
    return (int)q;
}

CUP_HD double cup_hist_edge(const cup_hist_map *m, int b)
{
    return b >= m->bins ? m->upper : fma((double)b, m->width, m->lower);
}

/* The largest b in [lo, hi] whose edge is <= x, given edge(lo) <= x: a bounded search for the
 * rare sample the estimate puts in a neighbouring bin (or far off, when edges coincide). */
CUP_HD int cup_hist_search(const cup_hist_map *m, double x, int lo, int hi)
{
    while (lo < hi) {
        const int mid = lo + (hi - lo + 1) / 2;
        const double e = m->kind == CUP_HIST_EDGES ? m->edges[mid] : cup_hist_edge(m, mid);
        if (e <= x) lo = mid;
        else hi = mid - 1;
    }
    return lo;
}

/* floor(e) for |e| < 2^22, into *fl and as an int: on the GPU by float adds alone (1.5 x 2^23 +
 * e rounded down has the units place 1, and its low bits are the integer). */
CUP_HD int cup_hist_floor(float e, float *fl)
{
#ifdef __CUDA_ARCH__
    const float r = __fadd_rd(e, 12582912.0f);
    *fl = r - 12582912.0f;
    return __float_as_int(r) - 0x4B400000;
#else
    *fl = floorf(e);
    return (int)*fl;
#endif
}

/* The bin of an in-range sample from its float estimate e (cup_hist_float_set) when e decides it:
 * floor(e), where e's fraction keeps slack from a whole number. Else -1 - at: t is within slack of
 * the whole number at (0 <= at <= bins, as e > -slack / 2 and e < bins + slack / 2), whose edge,
 * compared as the rule compares it, decides between at - 1 and at (data on the edges themselves,
 * such as whole numbers binned by whole numbers, land here). */
CUP_HD int cup_hist_float_guess(const cup_hist_map *m, float e)
{
    float fl;
    const int b = cup_hist_floor(e, &fl);
    const float frac = e - fl; /* exact: fl and e are within a factor of two, or fl is 0 */
    if (frac >= m->slack && frac <= 1.0f - m->slack) return b;
    return -1 - (frac < m->slack ? b : b + 1);
}

/* The least float >= edge(b): an f32 sample is >= edge(b) iff it is >= this (the kernels keep
 * these per block in shared memory, where a sample near an edge compares in float). Exact only
 * with subnormals kept: a build that flushes them (-ftz=true, --use_fast_math) would move edges
 * and samples below 2^-126 to zero. */
CUP_HD float cup_hist_edge_f32(const cup_hist_map *m, int b)
{
    const double e = cup_hist_edge(m, b);
#ifdef __CUDA_ARCH__
    return __double2float_ru(e);
#else
    return cup_hist_float_up(e);
#endif
}

/* The bin of an in-range sample x (f32 or f64) from its float estimate e. */
CUP_HD int cup_hist_float_fast(const cup_hist_map *m, float e, double x)
{
    const int g = cup_hist_float_guess(m, e);
    return g >= 0 ? g : x >= cup_hist_edge(m, -1 - g) ? -1 - g : -2 - g;
}

CUP_HD int cup_hist_float_bin(const cup_hist_map *m, double x)
{
    if (!(x >= m->lower && x < m->upper)) return -1; /* NaN too */
    /* clamped as a double: over a range so narrow that scale overflows, (x - lower) * scale is
     * NaN (0 x inf) or past INT_MAX, which no int conversion may see; the search mends it */
    const double est = (x - m->lower) * m->scale;
    const int b = est >= 0 ? (est < (double)(m->bins - 1) ? (int)est : m->bins - 1) : 0;
    const double db = (double)b; /* the estimate's two edges, from one conversion */
    if (x < fma(db, m->width, m->lower)) return cup_hist_search(m, x, 0, b - 1 < 0 ? 0 : b - 1);
    if (x >= (b + 1 >= m->bins ? m->upper : fma(db + 1.0, m->width, m->lower)))
        return cup_hist_search(m, x, b + 1, m->bins - 1);
    return b;
}

/* User edges: lower = edges[0], upper = edges[bins]. */
CUP_HD int cup_hist_edges_bin(const cup_hist_map *m, double x)
{
    if (!(x >= m->lower && x < m->upper)) return -1;
    return cup_hist_search(m, x, 0, m->bins - 1);
}

extern const cup_variant_table cup_histogram_cpu;
extern const cup_variant_table cup_histogram_cuda;
extern const cup_shard cup_histogram_shard; /* group.c: its sharded call (cup_group_run) */

#ifdef __cplusplus
}
#endif

#endif
