/* The warp model: what each intrinsic returns on each lane, written from the CUDA C
 * Programming Guide's definitions (and the PTX ISA where the guide is silent), one warp at a
 * time on the host. It is the reference the GPU variants are checked against, and the CPU
 * backend's variants run it, so the family runs and is checked where there is no GPU. */
#include "backend/cpu/cpu.h"
#include "families/warp/warp.h"

#include <string.h>

/* A lane's value as its bits, zero-extended. */
static uint64_t value_at(const void *in, size_t size, size_t i)
{
    if (size == 4) {
        uint32_t v;
        memcpy(&v, (const char *)in + 4 * i, 4);
        return v;
    }
    uint64_t v;
    memcpy(&v, (const char *)in + 8 * i, 8);
    return v;
}

/* The source lane of shuffle op for lane l (arg: l's srcLane, delta or laneMask), or l itself
 * where the guide says the caller keeps its own value. */
static unsigned shfl_source(cup_warp_op op, unsigned l, int32_t arg, unsigned width)
{
    const unsigned base = l & ~(width - 1), d = (unsigned)arg & 31u;
    switch (op) {
    case CUP_WARP_SHFL: return base + ((unsigned)arg & (width - 1)); /* srcLane modulo width, two's complement too */
    case CUP_WARP_SHFL_UP: return l - base >= d ? l - d : l;
    case CUP_WARP_SHFL_DOWN: return l - base + d < width ? l + d : l;
    default: return (l ^ d) < base + width ? l ^ d : l; /* earlier segments readable, later ones not */
    }
}

/* The reductions over the lanes of `mask`, in the width of the dtype (4 bytes) and its order. */
static uint64_t reduce_mask(cup_warp_op op, int is_signed, const uint64_t v[32], uint32_t mask)
{
    uint32_t acc = op == CUP_WARP_REDUCE_AND ? 0xffffffffu : 0u;
    int first = 1;
    for (unsigned k = 0; k < 32; k++) {
        if (!(mask >> k & 1u)) continue;
        const uint32_t x = (uint32_t)v[k];
        const int less = is_signed ? (int32_t)x < (int32_t)acc : x < acc;
        const int greater = is_signed ? (int32_t)x > (int32_t)acc : x > acc;
        switch (op) {
        case CUP_WARP_REDUCE_ADD: acc += x; break;
        case CUP_WARP_REDUCE_MIN: acc = first || less ? x : acc; break;
        case CUP_WARP_REDUCE_MAX: acc = first || greater ? x : acc; break;
        case CUP_WARP_REDUCE_AND: acc &= x; break;
        case CUP_WARP_REDUCE_OR: acc |= x; break;
        default: acc ^= x; break;
        }
        first = 0;
    }
    return acc;
}

/* expect[0..32) of one warp whose values are v, args a (NULL but for the shuffles), mask m. */
static void model_warp(cup_warp_op op, cup_dtype dtype, unsigned width, const uint64_t v[32], const int32_t *a,
                       uint32_t m, cup_warp_expect e[32])
{
    const size_t size = cup_dtype_size(dtype);
    const uint64_t all = size == 4 ? 0xffffffffull : ~0ull;
    uint32_t truth = 0, same_value = 0; /* lanes of m whose predicate holds; lanes holding v of the lowest lane of m */
    for (unsigned k = 0; k < 32; k++) truth |= (uint32_t)(v[k] != 0) << k;
    truth &= m;
    const unsigned low = m ? (unsigned)__builtin_ctz(m) : 0;
    for (unsigned k = 0; k < 32; k++) same_value |= (uint32_t)(v[k] == v[low]) << k;
    const int uniform = (same_value & m) == m;
    for (unsigned l = 0; l < 32; l++) {
        e[l].want = e[l].care = 0;
        if (!(m >> l & 1u)) continue;
        uint64_t want = 0, care = 0xffffffffull;
        switch (op) {
        case CUP_WARP_SHFL:
        case CUP_WARP_SHFL_UP:
        case CUP_WARP_SHFL_DOWN:
        case CUP_WARP_SHFL_XOR: {
            const unsigned s = shfl_source(op, l, a[l], width);
            want = v[s];
            care = m >> s & 1u ? all : 0; /* a lane outside the mask is not there to be read */
            break;
        }
        case CUP_WARP_BALLOT: want = truth; break;
        case CUP_WARP_ANY: want = truth != 0; break;
        case CUP_WARP_ALL: want = truth == m; break;
        case CUP_WARP_ACTIVEMASK: {
            const uint32_t path = v[l] != 0 ? truth : m & ~truth; /* the lanes on l's side of the branch */
            want = (uint64_t)1 << l;
            care = ~(uint64_t)path | want; /* l's bit, and every lane not on its path, are known */
            care &= 0xffffffffull;
            break;
        }
        case CUP_WARP_MATCH_ANY:
            for (unsigned k = 0; k < 32; k++) want |= (uint64_t)(m >> k & 1u && v[k] == v[l]) << k;
            break;
        case CUP_WARP_MATCH_ALL:
            want = uniform ? (uint64_t)m | (uint64_t)1 << 32 : 0;
            care = 0x1ffffffffull;
            break;
        default: want = reduce_mask(op, dtype == CUP_I32, v, m); break;
        }
        e[l].want = want, e[l].care = care;
    }
}

cup_status cup_warp_model(cup_warp_op op, cup_dtype dtype, int width, const void *in, const int32_t *arg,
                          const uint32_t *masks, size_t warps, cup_warp_expect *expect)
{
    if ((unsigned)op >= CUP_WARP_OP_COUNT || (unsigned)dtype >= CUP_DTYPE_COUNT ||
        !(cup_warp_op_dtypes(op) & CUP_MASK(dtype)))
        return CUP_STATUS_INVALID_VALUE;
    if (width == 0) width = 32;
    if (width < 1 || width > 32 || !cup_is_pow2(width) || !(cup_warp_op_widths(op) & CUP_MASK(__builtin_ctz((unsigned)width))))
        return CUP_STATUS_INVALID_VALUE;
    if (warps && (!in || !masks || !expect || (CUP_WARP_IS_SHFL(op) && !arg))) return CUP_STATUS_INVALID_VALUE;
    const size_t size = cup_dtype_size(dtype);
    for (size_t w = 0; w < warps; w++) {
        uint64_t v[32];
        for (unsigned l = 0; l < 32; l++) v[l] = value_at(in, size, 32 * w + l);
        model_warp(op, dtype, (unsigned)width, v, CUP_WARP_IS_SHFL(op) ? arg + 32 * w : NULL, masks[w], expect + 32 * w);
    }
    return CUP_STATUS_SUCCESS;
}

/* ---- the CPU variants: the model, its `want` written where a lane calls ---------------------------- */

/* Warps [first, last) of one request: each lane of the mask writes want in the result's width
 * (for __activemask the caller's whole path: the tightest answer a converged branch gives). */
static void run_warps(const void *args, size_t first, size_t last)
{
    const cup_warp_args *a = args;
    const size_t size = cup_dtype_size(a->dtype), rsize = cup_warp_result_bytes(a->op, a->dtype);
    for (size_t w = first; w < last; w++) {
        cup_warp_expect e[32];
        uint64_t v[32];
        for (unsigned l = 0; l < 32; l++) v[l] = value_at(a->in, size, 32 * w + l);
        const uint32_t m = a->masks[w];
        model_warp(a->op, a->dtype, (unsigned)a->width, v, a->arg ? a->arg + 32 * w : NULL, m, e);
        for (unsigned l = 0; l < 32; l++) {
            if (!(m >> l & 1u)) continue;
            uint64_t r = e[l].want;
            if (a->op == CUP_WARP_ACTIVEMASK) r |= ~e[l].care & 0xffffffffull;
            char *dst = (char *)a->out + (32 * w + l) * rsize;
            if (rsize == 4) {
                const uint32_t r32 = (uint32_t)r;
                memcpy(dst, &r32, 4);
            } else {
                memcpy(dst, &r, 8);
            }
        }
    }
}

static cup_status run_model(cup_handle_t h, const void *args)
{
    const cup_warp_args *a = args;
    cup_cpu_parallel_range(cup_cpu_threads(h), a->warps, run_warps, a);
    return CUP_STATUS_SUCCESS;
}

#define ROW(op_, name_, dtypes_, call_, technique_)                                                               \
    {.info = CUP_WARP_INFO(CUP_BACKEND_CPU, op_, name_, dtypes_, "host model of " call_, technique_), .run = run_model},
static const cup_variant variants[] = {CUP_WARP_OPS(ROW)};
#undef ROW
const cup_variant_table cup_warp_cpu = CUP_TABLE(variants);
