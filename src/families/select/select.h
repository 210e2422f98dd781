/* The select family inside the library (cup_select_if, cup_partition_if): the request its
 * variants run, and its tables. The comparison and its checks are count's (families/count). */
#ifndef CUPRIM_FAMILY_SELECT_H
#define CUPRIM_FAMILY_SELECT_H

#include "families/count/count.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One select or partition request, checked by api.c before any variant sees it: n > 0, dtype
 * numeric, cmp known, in and out aligned to the element and not overlapping, count 8-byte
 * aligned and outside both, block resolved. */
typedef struct cup_select_args {
    cup_dtype dtype;
    cup_cmp cmp;
    cup_cmp_value value;
    const void *in;
    size_t n;
    void *out;
    uint64_t *count;
    int partition; /* 0: select (kept elements only); 1: partition (kept, then the others) */
    int block;
} cup_select_args;

extern const cup_variant_table cup_select_cpu;
extern const cup_variant_table cup_select_cuda;

#ifdef __cplusplus
}
#endif

#endif
