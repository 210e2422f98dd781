/* The exact float sum's arithmetic, written once for C and CUDA: the CPU backend and the GPU
 * kernels split elements into the same limbs and round the same big integer with the same code,
 * so their results agree bit for bit (docs/exact-sum.md explains the method).
 *
 * The accumulator is a fixed-point integer: bit j weighs 2^(j - 150) for f32 and 2^(j - 1075)
 * for f64, so every finite element is m * 2^p with m < 2^24 (2^53) and 1 <= p <= 254 (2046),
 * p the biased exponent (1 for subnormals). It is held as limbs of 32 bits, limb k weighing
 * 2^(32k), each in an int64: an addend is cut into 32-bit pieces added, with its sign, to three
 * consecutive limbs, so a limb takes 2^30 additions before it could overflow and no carry moves
 * while adding. Carries are settled only when accumulators meet (cup_xs_carried) and once at the
 * end (cup_xs_round). Infinities and NaNs never enter the limbs: they set flags. */
#ifndef CUPRIM_FAMILY_REDUCE_EXACT_H
#define CUPRIM_FAMILY_REDUCE_EXACT_H

#include <stdint.h>
#include <string.h>

#ifdef __CUDACC__
#define CUP_XS_FN static inline __host__ __device__
#else
#define CUP_XS_FN static inline
#endif

enum {
    /* 279 bits reach the largest f32 element, 64 more hold the sum of 2^64 of them, one the sign:
     * 11 limbs (352 bits); f64: 2099 + 64 + 1 bits, 68 limbs (2176). The top limb never takes a
     * piece directly (elements reach limb 9 of 11, 65 of 68), only carries. */
    CUP_XS_LIMBS_F32 = 11,
    CUP_XS_LIMBS_F64 = 68,
    /* An accumulator as the sharded sum passes it between ranks (src/group): its limbs after one
     * carry step (below 2^33), then 0 or 1 for each of NaN, +inf, -inf seen. Such vectors from
     * up to 2^29 ranks add as int64 into the accumulator of all their data. */
    CUP_XS_VEC_F32 = CUP_XS_LIMBS_F32 + 3,
    CUP_XS_VEC_F64 = CUP_XS_LIMBS_F64 + 3,
    /* The accumulator position of a double's bits: its biased exponent minus this (f32 elements
     * travel as doubles, which hold them exactly). */
    CUP_XS_OFFSET_F32 = 1075 - 150,
    CUP_XS_OFFSET_F64 = 0,
    /* Flags: a NaN was seen, a +inf, a -inf. */
    CUP_XS_NAN = 1u,
    CUP_XS_PINF = 2u,
    CUP_XS_NINF = 4u,
    /* The fast window: elements whose biased exponent lies in [e0, e0 + 16) add into doubles
     * without rounding as long as one double takes at most 2^14 of them (see exact-sum.md). */
    CUP_XS_WINDOW = 16,
    CUP_XS_WINDOW_TERMS = 1 << 14,
    /* The highest window base: f32 keeps 255 (inf/NaN) out of the window; f64 keeps the split
     * constant 1.5 * 2^(e0 - 983) a finite double. */
    CUP_XS_MAX_E0_F32 = 239,
    CUP_XS_MAX_E0_F64 = 2005,
};

/* An addend as signed pieces for limbs w, w + 1, w + 2. */
typedef struct cup_xs_pieces {
    int w;
    int64_t p[3];
} cup_xs_pieces;

/* (-1)^neg * m * 2^pos (pos >= 0, in accumulator units) as pieces. */
CUP_XS_FN void cup_xs_pieces_of(int neg, uint64_t m, int pos, cup_xs_pieces *o)
{
    const int r = pos & 31;
    const uint64_t lo = m << r, hi = r ? m >> (64 - r) : 0; /* m * 2^r as 96 bits */
    const int64_t s = neg ? -1 : 1;
    o->w = pos >> 5;
    o->p[0] = s * (int64_t)(lo & 0xffffffffu);
    o->p[1] = s * (int64_t)(lo >> 32);
    o->p[2] = s * (int64_t)hi;
}

/* A double (an element, or a window sum) at offset CUP_XS_OFFSET_*: 0 and its pieces, or the
 * flag of an infinity or NaN. The caller guarantees the double is a multiple of the
 * accumulator's unit, so bits shifted out below position 0 are zero. */
CUP_XS_FN unsigned cup_xs_split(double d, int offset, cup_xs_pieces *o)
{
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    const int e = (int)(b >> 52) & 0x7ff, neg = (int)(b >> 63);
    uint64_t m = b & ((1ull << 52) - 1);
    if (e == 0x7ff) {
        o->w = 0, o->p[0] = o->p[1] = o->p[2] = 0;
        return m ? CUP_XS_NAN : neg ? CUP_XS_NINF : CUP_XS_PINF;
    }
    if (e) m |= 1ull << 52;
    int pos = (e ? e : 1) - offset;
    if (pos < 0) m = -pos < 64 ? m >> -pos : 0, pos = 0;
    cup_xs_pieces_of(neg, m, pos, o);
    return 0;
}

/* d / 2^unit as an integer, for a double known to be a multiple of 2^unit below 2^(unit + 62),
 * unit in accumulator positions at `offset`. */
CUP_XS_FN int64_t cup_xs_to_int(double d, int offset, int unit)
{
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    const int e = (int)(b >> 52) & 0x7ff;
    if (d == 0) return 0;
    const uint64_t m = (b & ((1ull << 52) - 1)) | (e ? 1ull << 52 : 0);
    const int sh = (e ? e : 1) - offset - unit;
    const int64_t v = (int64_t)(sh >= 0 ? m << sh : m >> -sh);
    return (b >> 63) ? -v : v;
}

/* Limb k after one parallel carry step: its low 32 bits plus the carry of limb k - 1. Every limb
 * is then below 2^33 in magnitude, so 2^29 accumulators can be summed limb by limb. */
CUP_XS_FN int64_t cup_xs_carried(const int64_t *l, int k, int limbs)
{
    const int64_t in = k ? l[k - 1] >> 32 : 0; /* arithmetic shift: the signed carry */
    return (k == limbs - 1 ? l[k] : (int64_t)((uint64_t)l[k] & 0xffffffffu)) + in;
}

/* `count` bits of the magnitude held in canonical limbs, from bit `pos` up (count <= 53). */
CUP_XS_FN uint64_t cup_xs_bits(const int64_t *l, int limbs, int pos, int count)
{
    const int k = pos >> 5, r = pos & 31;
    uint64_t v = 0;
    for (int j = 2; j >= 0; j--) v = (v << 32) | (k + j < limbs ? (uint64_t)l[k + j] : 0); /* 96 bits, top ones lost */
    v = r ? (v >> r) | ((k + 2 < limbs ? (uint64_t)l[k + 2] : 0) << (64 - r)) : v;
    return count < 64 ? v & ((1ull << count) - 1) : v;
}

/* The accumulator (limbs bounded by 2^62 in magnitude; settled here, in place) rounded to
 * nearest, ties to even, as the bits of an f32 (f64 = 0) or f64: NaN for a NaN or both
 * infinities, else the infinity seen, else the rounded sum (+0 when it is exactly zero, +/-inf
 * when rounding overflows). lo and hi: the lowest and highest nonzero limbs (hi = -1: none),
 * which the GPU finds with a warp's ballots and cup_xs_round by a scan. */
CUP_XS_FN uint64_t cup_xs_round_span(int64_t *l, int limbs, int lo, int hi, unsigned flags, int f64)
{
    const int prec = f64 ? 53 : 24, sign_bit = f64 ? 63 : 31, emax = f64 ? 2047 : 255;
    const uint64_t inf = (uint64_t)emax << (prec - 1);
    if ((flags & CUP_XS_NAN) || (flags & (CUP_XS_PINF | CUP_XS_NINF)) == (CUP_XS_PINF | CUP_XS_NINF))
        return inf | 1ull << (prec - 2);
    if (flags) return inf | (flags & CUP_XS_NINF ? 1ull << sign_bit : 0);
    if (hi < 0) return 0;
    /* settle carries from the lowest nonzero limb until they stop past the highest one. A carry
     * of -1 out of a limb that settled to 0 goes one limb further: with every settled limb 0 the
     * sum is -2^(32(k+1)) exactly, whose magnitude needs limb k + 1 (unsettled limbs reach it:
     * one block's -512.0f + -512.0f put -2^32 in limb 4). */
    int64_t c = 0;
    int top = limbs - 1;
    for (int k = lo; k < limbs; k++) {
        const int64_t t = l[k] + c;
        l[k] = (int64_t)((uint64_t)t & 0xffffffffu);
        c = t >> 32;
        if (k >= hi && (c == 0 || (c == -1 && l[k] != 0))) {
            top = k;
            break;
        }
    }
    const int neg = c < 0;
    if (neg) { /* two's complement over [lo, top]: the magnitude */
        int64_t borrow = 0;
        for (int k = lo; k <= top; k++) {
            const int64_t t = -l[k] - borrow;
            l[k] = (int64_t)((uint64_t)t & 0xffffffffu);
            borrow = t < 0;
        }
    }
    while (top >= lo && l[top] == 0) top--;
    if (top < lo) return 0;
    int msb = 31;
    while (!((uint64_t)l[top] >> msb)) msb--;
    const int b = 32 * top + msb;                   /* the top bit of the magnitude */
    int lsb = b - (prec - 1) > 1 ? b - (prec - 1) : 1; /* 2^1 is the smallest subnormal's unit */
    uint64_t q = cup_xs_bits(l, limbs, lsb, b - lsb + 1);
    const int guard = (int)cup_xs_bits(l, limbs, lsb - 1, 1);
    int sticky = 0;
    for (int k = lo; k < (lsb - 1) >> 5 && !sticky; k++) sticky = l[k] != 0;
    if (((lsb - 1) & 31) && !sticky) sticky = cup_xs_bits(l, limbs, (lsb - 1) & ~31, (lsb - 1) & 31) != 0;
    if (guard && (sticky || (q & 1))) q++;
    if (q >> prec) q >>= 1, lsb++;
    /* a normal q (2^(prec-1) <= q) has biased exponent lsb; a subnormal one has lsb = 1, exponent 0 */
    uint64_t bits = ((uint64_t)(lsb - 1) << (prec - 1)) + q;
    if (bits >= inf) bits = inf;
    return bits | (neg ? 1ull << sign_bit : 0);
}

CUP_XS_FN uint64_t cup_xs_round(int64_t *l, int limbs, unsigned flags, int f64)
{
    int lo = 0, hi = -1;
    for (int k = limbs - 1; k >= 0; k--)
        if (l[k]) lo = k, hi = hi < 0 ? k : hi;
    return cup_xs_round_span(l, limbs, lo, hi, flags, f64);
}

/* The flags of a summed vector: flag j where any rank saw it (count j nonzero). */
CUP_XS_FN unsigned cup_xs_vec_flags(const int64_t *vec, int limbs)
{
    return (vec[limbs] ? (unsigned)CUP_XS_NAN : 0u) | (vec[limbs + 1] ? (unsigned)CUP_XS_PINF : 0u) |
           (vec[limbs + 2] ? (unsigned)CUP_XS_NINF : 0u);
}

#endif
