/* The sort family inside the library: the checked request its variants receive, and the order
 * of cuprim.h written once (CUP_HD) for the CPU variants and the CUDA kernels, so both backends
 * sort by the same bits. A radix sort orders keys by unsigned integers made from them: the
 * "ordered" key below, whose unsigned order is the documented order of the dtype; descending
 * sorts take its complement, and the bit range selects the digits the passes look at. */
#ifndef CUPRIM_FAMILY_SORT_H
#define CUPRIM_FAMILY_SORT_H

#include "core/internal.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CUP_SORT_DTYPES (CUP_MASK(CUP_U8) | CUP_MASK(CUP_U16) | CUP_MASK(CUP_I32) | CUP_MASK(CUP_U32) | \
                         CUP_MASK(CUP_I64) | CUP_MASK(CUP_U64) | CUP_MASK(CUP_F32) | CUP_MASK(CUP_F64))

/* How a key's bits become its ordered bits. */
enum { CUP_SORT_UNSIGNED = 0, CUP_SORT_SIGNED = 1, CUP_SORT_FLOAT = 2 };

/* One request, checked by api.c before any variant sees it: n >= 1, dtype a key type, pointers
 * in backend memory and aligned (keys to their size, values to value_align), each output equal
 * to its input (in place) or overlapping nothing, begin_bit <= end_bit <= width. values_in is
 * NULL (and value_size 0) for keys only. */
typedef struct cup_sort_args {
    cup_dtype dtype;
    int kind;              /* CUP_SORT_UNSIGNED, _SIGNED or _FLOAT */
    int width;             /* bits of the key: 8, 16, 32 or 64 */
    const void *keys_in;
    void *keys_out;
    const void *values_in; /* NULL: keys only */
    void *values_out;
    size_t value_size;     /* 0, or 1 .. 16 bytes */
    size_t value_align;    /* the largest power of two (<= 16) dividing value_size; 1 for keys only */
    size_t n;
    int descending;
    int begin_bit, end_bit; /* end_bit already resolved: 0 <= begin_bit <= end_bit <= width */
} cup_sort_args;

/* The key kind of a dtype. */
CUP_HD int cup_sort_kind(cup_dtype t)
{
    return t == CUP_F32 || t == CUP_F64 ? CUP_SORT_FLOAT : t == CUP_I32 || t == CUP_I64 ? CUP_SORT_SIGNED : CUP_SORT_UNSIGNED;
}

/* The ordered bits of a 32-bit key (8- and 16-bit keys are unsigned: their own bits). Signed:
 * the sign bit flipped. Float: every NaN (either sign, any payload) becomes all ones, above
 * +inf's image and equal to every other NaN; a negative number (sign bit set, -0 included) has
 * every bit flipped, a positive one its sign bit: -inf < ... < -0 < +0 < ... < +inf < NaN. */
CUP_HD uint32_t cup_sort_ordered32(uint32_t x, int kind)
{
    const uint32_t sign = 0x80000000u;
    if (kind == CUP_SORT_SIGNED) return x ^ sign;
    if (kind == CUP_SORT_FLOAT) {
        if ((x & ~sign) > 0x7f800000u) return 0xffffffffu;
        return (x & sign) ? ~x : x ^ sign;
    }
    return x;
}

CUP_HD uint64_t cup_sort_ordered64(uint64_t x, int kind)
{
    const uint64_t sign = 0x8000000000000000ull;
    if (kind == CUP_SORT_SIGNED) return x ^ sign;
    if (kind == CUP_SORT_FLOAT) {
        if ((x & ~sign) > 0x7ff0000000000000ull) return ~0ull;
        return (x & sign) ? ~x : x ^ sign;
    }
    return x;
}

/* The number of digit passes of `radix` bits over [begin_bit, end_bit): 0 when the range is
 * empty (every key equal: the output is the input). */
CUP_HD int cup_sort_passes(const cup_sort_args *a, int radix)
{
    return (a->end_bit - a->begin_bit + radix - 1) / radix;
}

/* The schedule of the digit passes, one for every backend (the CPU's LSD sort, the ladder, and
 * Onesweep's plan, which the GPU makes once the upfront histogram says which passes are
 * active). m active stable passes ping-pong between the output and a scratch array so that
 * the last one lands in the output: the j-th (1-based) writes the output when m - j is even, the
 * scratch otherwise, and reads what the one before it wrote. A pass reads keys and values from the
 * same place and can never read and write one array; so when the first pass would write the
 * output and read the input (m odd) while either array is sorted in place, both arrays are copied
 * to the scratch first. With no active pass the output is the input: each array that is not sorted
 * in place is copied to the output, each on its own (keys and values need not both be in place). */
enum { CUP_SORT_AT_IN = 0, CUP_SORT_AT_TMP = 1, CUP_SORT_AT_OUT = 2, CUP_SORT_AT_NONE = 3 };
enum { CUP_SORT_MAX_PASSES = 8 };
typedef struct cup_sort_plan {
    int active[CUP_SORT_MAX_PASSES];   /* pass p runs */
    int src[CUP_SORT_MAX_PASSES];      /* where an active pass reads (CUP_SORT_AT_IN, _TMP or _OUT) */
    int dst[CUP_SORT_MAX_PASSES];      /* and writes (_TMP or _OUT) */
    int copy_keys, copy_values;        /* before the passes, the input goes to _TMP or _OUT, or _NONE */
} cup_sort_plan;

/* Where the j-th of m active passes writes, and whether the input goes to the scratch first. */
CUP_HD int cup_sort_schedule_dst(int m, int j) { return (m - j) % 2 == 0 ? CUP_SORT_AT_OUT : CUP_SORT_AT_TMP; }
CUP_HD int cup_sort_schedule_precopy(int m, int keys_in_place, int values_in_place)
{
    return m % 2 == 1 && (keys_in_place || values_in_place);
}

/* The plan of `passes` digit passes (at most CUP_SORT_MAX_PASSES) of which active[p] run;
 * values_in_place is 0 for keys alone (and copy_values then means nothing). */
CUP_HD void cup_sort_make_plan(cup_sort_plan *plan, int passes, const int *active, int keys_in_place,
                               int values_in_place)
{
    int m = 0;
    for (int p = 0; p < passes; p++) m += active[p] != 0;
    const int precopy = cup_sort_schedule_precopy(m, keys_in_place, values_in_place);
    int from = precopy ? CUP_SORT_AT_TMP : CUP_SORT_AT_IN, j = 0;
    for (int p = 0; p < CUP_SORT_MAX_PASSES; p++) {
        plan->active[p] = p < passes && active[p];
        plan->src[p] = plan->dst[p] = CUP_SORT_AT_NONE;
        if (!plan->active[p]) continue;
        plan->src[p] = from;
        plan->dst[p] = from = cup_sort_schedule_dst(m, ++j);
    }
    plan->copy_keys = m == 0 ? (keys_in_place ? CUP_SORT_AT_NONE : CUP_SORT_AT_OUT)
                             : precopy ? CUP_SORT_AT_TMP : CUP_SORT_AT_NONE;
    plan->copy_values = m == 0 ? (values_in_place ? CUP_SORT_AT_NONE : CUP_SORT_AT_OUT)
                               : precopy ? CUP_SORT_AT_TMP : CUP_SORT_AT_NONE;
}

/* variants' traits (cuprim_lab.h's CUP_SORT_* flags) are the lab's to read; the rows themselves: */
extern const cup_variant_table cup_sort_cpu;
extern const cup_variant_table cup_sort_cuda;

#ifdef __cplusplus
}
#endif

#endif
