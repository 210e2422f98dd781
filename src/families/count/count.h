/* The comparison families inside the library, count (cup_count_if) and bitpack (cup_bitpack),
 * two families of the one list in one folder: the comparison of an element against the scalar,
 * the checks of a request they share, their requests and their tables. */
#ifndef CUPRIM_FAMILY_COUNT_H
#define CUPRIM_FAMILY_COUNT_H

#include "core/internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The scalar of a request, copied from the caller's host pointer: one element of the dtype. */
typedef cup_value cup_cmp_value;

/* One count_if request, checked by api.c before any variant sees it: n > 0, dtype numeric, cmp
 * known, in aligned to the element, count 8-byte aligned and outside in, block resolved. */
typedef struct cup_count_args {
    cup_dtype dtype;
    cup_cmp cmp;
    cup_cmp_value value;
    const void *in;
    size_t n;
    uint64_t *count;
    int block;
} cup_count_args;

/* The checks both families' entry points share, in order: variant (index < 0: the production
 * path `best`), block, dtype, cmp (known, and taken by the variant), value, pointers, sizes,
 * alignment and overlap of in and of `out_bytes` of out. On success *v is the variant and *block
 * its block; on failure nothing is written and the handle says why. */
cup_status cup_cmp_request_check(cup_handle_t h, const char *fn, const cup_family *family, int variant, int *block,
                                  cup_dtype dtype, const void *in, size_t n, cup_cmp cmp, const void *value,
                                  const char *out_name, const void *out, size_t out_bytes, size_t out_align,
                                  const cup_variant **v);
cup_cmp_value cup_cmp_value_of(cup_dtype dtype, const void *value);

/* BODY(op) once per comparison, with op the C operator of cmp: the CPU variants of both
 * families write each loop once and get one specialised loop per cmp. */
#define CUP_CMP_CASES(cmp, BODY)                                                                     \
    switch (cmp) {                                                                                   \
    case CUP_CMP_LT: BODY(<); break;                                                                 \
    case CUP_CMP_LE: BODY(<=); break;                                                                \
    case CUP_CMP_GT: BODY(>); break;                                                                 \
    case CUP_CMP_GE: BODY(>=); break;                                                                \
    case CUP_CMP_EQ: BODY(==); break;                                                                \
    case CUP_CMP_NE: BODY(!=); break;                                                                \
    default: break;                                                                                  \
    }

/* X(field, C type) for every dtype the families take: the union member and the element type. */
#define CUP_CMP_FOR_EACH_TYPE(X) X(i32, int32_t) X(u32, uint32_t) X(i64, int64_t) X(u64, uint64_t) \
    X(f32, float) X(f64, double)

/* One bitpack request, checked by api.c: n > 0, bits holds ceil(n / 32) words, 4-byte aligned
 * and apart from in; the rest as cup_count_args. */
typedef struct cup_bitpack_args {
    cup_dtype dtype;
    cup_cmp cmp;
    cup_cmp_value value;
    const void *in;
    size_t n;
    uint32_t *bits;
    int block;
} cup_bitpack_args;

extern const cup_variant_table cup_count_cpu;
/* The CPU's count of in[lo, hi) of a request (n, count and block unused): the loop count_if's CPU
 * variants run, which select's CPU passes count with too. */
uint64_t cup_count_cpu_range(const cup_count_args *a, size_t lo, size_t hi);
/* A CPU variant of a comparison family (count, bitpack, select): every numeric dtype and every
 * cmp, the same result on every run. */
#define CUP_CMP_CPU_VARIANT(nm, desc, technique_, fn)                                                  \
    {{.name = nm, .description = desc, .technique = technique_, .backend = CUP_BACKEND_CPU,            \
      .dtypes = CUP_NUMERIC_DTYPES, .ops = CUP_MASK(CUP_CMP_COUNT) - 1u, .deterministic = 1},          \
     .run = fn}
extern const cup_variant_table cup_count_cuda;
extern const cup_shard cup_count_shard; /* group.c: its sharded call (cup_group_run) */
extern const cup_variant_table cup_bitpack_cpu;
extern const cup_variant_table cup_bitpack_cuda; /* bitpack.cu */

#ifdef __cplusplus
}
#endif

#endif
