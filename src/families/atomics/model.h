/* The model of every atomic function: what one update does to the bits of one element, written
 * from the definitions in api.h. It is the reference of the lab's checks and, applied to the
 * updates in order, the CPU backend's variant. Elements are held as raw little-endian bits in a
 * cup_atom (2 to 16 bytes, the rest zero); the vector types are worked lane by lane. Plain C, so
 * the library (cpu.c) and the lab (lab.c) include the same definitions. */
#ifndef CUPRIM_ATOMICS_MODEL_H
#define CUPRIM_ATOMICS_MODEL_H

#include "families/atomics/api.h"

#include <math.h>
#include <string.h>

typedef struct cup_atom {
    uint64_t w[2];
} cup_atom;

typedef enum { ATOM_SINT, ATOM_UINT, ATOM_FLOAT, ATOM_HALF, ATOM_BF16 } atom_kind;

typedef struct atom_layout {
    unsigned lanes, lane_bytes; /* an element is `lanes` lanes of lane_bytes each */
    atom_kind kind;
} atom_layout;

static inline atom_layout atom_layout_of(cup_atomic_type t)
{
    static const atom_layout layouts[CUP_ATOMIC_TYPE_COUNT] = {
        [CUP_ATOMIC_I32] = {1, 4, ATOM_SINT},    [CUP_ATOMIC_U32] = {1, 4, ATOM_UINT},
        [CUP_ATOMIC_I64] = {1, 8, ATOM_SINT},    [CUP_ATOMIC_U64] = {1, 8, ATOM_UINT},
        [CUP_ATOMIC_F32] = {1, 4, ATOM_FLOAT},   [CUP_ATOMIC_F64] = {1, 8, ATOM_FLOAT},
        [CUP_ATOMIC_F16] = {1, 2, ATOM_HALF},    [CUP_ATOMIC_BF16] = {1, 2, ATOM_BF16},
        [CUP_ATOMIC_F16X2] = {2, 2, ATOM_HALF},  [CUP_ATOMIC_BF16X2] = {2, 2, ATOM_BF16},
        [CUP_ATOMIC_F32X2] = {2, 4, ATOM_FLOAT}, [CUP_ATOMIC_F32X4] = {4, 4, ATOM_FLOAT},
        [CUP_ATOMIC_U16] = {1, 2, ATOM_UINT},    [CUP_ATOMIC_B128] = {1, 16, ATOM_UINT},
    };
    return layouts[t];
}

/* Lane i of e (lane_bytes <= 8), and e with lane i set to x. */
static inline uint64_t atom_lane(cup_atom e, unsigned i, unsigned lb)
{
    const unsigned bit = i * lb * 8;
    const uint64_t word = e.w[bit / 64] >> (bit % 64);
    return lb == 8 ? word : word & ((1ull << (lb * 8)) - 1);
}
static inline cup_atom atom_set_lane(cup_atom e, unsigned i, unsigned lb, uint64_t x)
{
    const unsigned bit = i * lb * 8;
    const uint64_t mask = lb == 8 ? ~0ull : ((1ull << (lb * 8)) - 1);
    e.w[bit / 64] = (e.w[bit / 64] & ~(mask << (bit % 64))) | ((x & mask) << (bit % 64));
    return e;
}

/* ---- the small float formats: exact to double, and back rounded to nearest even ---------------- */

/* A format of `eb` exponent bits and `mb` fraction bits (f16: 5, 10; bf16: 8, 7). */
static inline double atom_small_to_double(uint64_t x, int eb, int mb)
{
    const int bias = (1 << (eb - 1)) - 1, emax = (1 << eb) - 1;
    const int sign = (int)(x >> (eb + mb)) & 1, e = (int)(x >> mb) & emax;
    const uint64_t f = x & ((1ull << mb) - 1);
    double m;
    if (e == emax) m = f ? NAN : INFINITY;
    else if (e == 0) m = ldexp((double)f, 1 - bias - mb);
    else m = ldexp((double)(f | (1ull << mb)), e - bias - mb);
    return sign ? -m : m;
}
static inline uint64_t atom_double_to_small(double d, int eb, int mb)
{
    const int bias = (1 << (eb - 1)) - 1, emax = (1 << eb) - 1;
    const uint64_t sign = (uint64_t)(signbit(d) != 0) << (eb + mb);
    if (isnan(d)) return sign | ((uint64_t)emax << mb) | (1ull << (mb - 1)); /* a quiet NaN */
    d = fabs(d);
    if (d == 0) return sign;
    if (isinf(d)) return sign | ((uint64_t)emax << mb);
    int e;
    frexp(d, &e); /* d = m * 2^e, 0.5 <= m < 1: the leading bit is worth 2^(e - 1) */
    int exp = e - 1 + bias;
    if (exp < 1) exp = 1; /* subnormal: the quantum of the smallest normal binade */
    const double q = ldexp(1.0, exp - bias - mb), scaled = d / q;
    double r = floor(scaled);
    const double rest = scaled - r;
    if (rest > 0.5 || (rest == 0.5 && fmod(r, 2.0) != 0)) r += 1; /* nearest, ties to even */
    uint64_t sig = (uint64_t)r;
    if (sig >> (mb + 1)) sig >>= 1, exp++; /* rounded up to the next binade */
    if (exp >= emax) return sign | ((uint64_t)emax << mb); /* overflow: infinity */
    if (!(sig >> mb)) return sign | sig;                     /* subnormal (exp stayed 1) */
    return sign | ((uint64_t)exp << mb) | (sig & ((1ull << mb) - 1));
}

/* the bits of a lane as the float or double they are, and back */
static inline float atom_f32(uint64_t x) { const uint32_t b = (uint32_t)x; float f; memcpy(&f, &b, 4); return f; }
static inline double atom_f64(uint64_t x) { double d; memcpy(&d, &x, 8); return d; }
static inline uint64_t atom_f32_bits(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }
static inline uint64_t atom_f64_bits(double d) { uint64_t b; memcpy(&b, &d, 8); return b; }

/* ---- one lane --------------------------------------------------------------------------------- */

/* The float order of min and max: a key that sorts -0 before +0 (bits of negatives inverted,
 * positives with the sign bit set), and NaN detection. lb: 4 or 8. */
static inline uint64_t atom_float_key(uint64_t x, unsigned lb)
{
    const uint64_t sign = 1ull << (lb * 8 - 1), all = lb == 8 ? ~0ull : 0xffffffffull;
    return (x & sign) ? ~x & all : x | sign;
}
static inline int atom_float_nan(uint64_t x, unsigned lb)
{
    return lb == 8 ? (x & ~(1ull << 63)) > 0x7ff0000000000000ull : (x & 0x7fffffffull) > 0x7f800000ull;
}

static inline uint64_t atom_sext(uint64_t x, unsigned lb)
{
    return lb == 8 ? x : (uint64_t)(((int64_t)(x << (64 - lb * 8))) >> (64 - lb * 8));
}

/* f(x, v) on one lane of lb bytes, for every function but cas (which compares whole elements). */
static inline uint64_t atom_apply_lane(cup_atomic_fn fn, atom_kind kind, unsigned lb, uint64_t x, uint64_t v)
{
    const uint64_t mask = lb == 8 ? ~0ull : (1ull << (lb * 8)) - 1;
    if (kind == ATOM_HALF || kind == ATOM_BF16) { /* add only: exact in double, rounded once */
        const int eb = kind == ATOM_HALF ? 5 : 8, mb = kind == ATOM_HALF ? 10 : 7;
        return atom_double_to_small(atom_small_to_double(x, eb, mb) + atom_small_to_double(v, eb, mb), eb, mb);
    }
    if (kind == ATOM_FLOAT) {
        switch (fn) {
        case CUP_ATOMIC_ADD: return lb == 4 ? atom_f32_bits(atom_f32(x) + atom_f32(v)) : atom_f64_bits(atom_f64(x) + atom_f64(v));
        case CUP_ATOMIC_MUL: return lb == 4 ? atom_f32_bits(atom_f32(x) * atom_f32(v)) : atom_f64_bits(atom_f64(x) * atom_f64(v));
        case CUP_ATOMIC_EXCH: return v;
        case CUP_ATOMIC_MIN:
        case CUP_ATOMIC_MAX: {
            if (atom_float_nan(v, lb)) return x; /* a NaN never wins */
            if (atom_float_nan(x, lb)) return v;
            const int v_less = atom_float_key(v, lb) < atom_float_key(x, lb);
            return (fn == CUP_ATOMIC_MIN) == v_less ? v : x;
        }
        default: return x;
        }
    }
    const int sgn = kind == ATOM_SINT;
    const int64_t sx = (int64_t)atom_sext(x, lb), sv = (int64_t)atom_sext(v, lb);
    switch (fn) {
    case CUP_ATOMIC_ADD: return (x + v) & mask;
    case CUP_ATOMIC_SUB: return (x - v) & mask;
    case CUP_ATOMIC_MUL: return (x * v) & mask;
    case CUP_ATOMIC_EXCH: return v;
    case CUP_ATOMIC_MIN: return (sgn ? sv < sx : v < x) ? v : x;
    case CUP_ATOMIC_MAX: return (sgn ? sv > sx : v > x) ? v : x;
    case CUP_ATOMIC_INC: return x >= v ? 0 : (x + 1) & mask;
    case CUP_ATOMIC_DEC: return (x == 0 || x > v) ? v : x - 1;
    case CUP_ATOMIC_AND: return x & v;
    case CUP_ATOMIC_OR: return x | v;
    case CUP_ATOMIC_XOR: return x ^ v;
    default: return x;
    }
}

/* ---- one element ------------------------------------------------------------------------------ */

/* The new value of an element that holds `old` after one update of fn with v (and cmp for cas). */
static inline cup_atom cup_atom_apply(cup_atomic_fn fn, cup_atomic_type t, cup_atom old, cup_atom v, cup_atom cmp)
{
    if (fn == CUP_ATOMIC_CAS) return memcmp(&old, &cmp, sizeof old) == 0 ? v : old;
    if (fn == CUP_ATOMIC_EXCH) return v;
    const atom_layout L = atom_layout_of(t);
    cup_atom out = old;
    for (unsigned i = 0; i < L.lanes; i++)
        out = atom_set_lane(out, i, L.lane_bytes,
                            atom_apply_lane(fn, L.kind, L.lane_bytes, atom_lane(old, i, L.lane_bytes),
                                            atom_lane(v, i, L.lane_bytes)));
    return out;
}

/* Element i of an array of elements of `size` bytes, and the store back. */
static inline cup_atom cup_atom_load(const void *base, size_t i, size_t size)
{
    cup_atom e = {{0, 0}};
    memcpy(&e, (const char *)base + i * size, size);
    return e;
}
static inline void cup_atom_store(void *base, size_t i, size_t size, cup_atom e)
{
    memcpy((char *)base + i * size, &e, size);
}

/* Is the element's final value the same whatever order the updates come in? For every
 * function but exch and cas, when (as the lab's data ensure) each address's inc or dec limit is
 * one value and float sums and products are exact. */
static inline int cup_atomic_order_free(cup_atomic_fn fn) { return fn != CUP_ATOMIC_EXCH && fn != CUP_ATOMIC_CAS; }

#endif
