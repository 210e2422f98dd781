/* The bitpack family inside the library (cup_bitpack). It compares as count does
 * (families/count/count.h) and shares its request checks. */
#ifndef CUPRIM_FAMILY_BITPACK_H
#define CUPRIM_FAMILY_BITPACK_H

#include "families/count/count.h"

#ifdef __cplusplus
extern "C" {
#endif

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

extern const cup_variant_table cup_bitpack_cpu;
extern const cup_variant_table cup_bitpack_cuda;

#ifdef __cplusplus
}
#endif

#endif
