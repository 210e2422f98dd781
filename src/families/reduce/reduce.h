/* The reduce family inside the library: the request its variants run, and its tables. */
#ifndef CUPRIM_FAMILY_REDUCE_H
#define CUPRIM_FAMILY_REDUCE_H

#include "core/internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One reduce request, checked by api.c before any variant sees it: n > 0, in and out valid
 * and aligned, dtype and op within the variant's masks, block accepted. */
typedef struct cup_reduce_args {
    cup_op op;
    cup_dtype dtype;
    const void *in;
    size_t n;
    void *out;
    int block;
} cup_reduce_args;

extern const cup_variant_table cup_reduce_cpu;
extern const cup_variant_table cup_reduce_cuda;

#ifdef __cplusplus
}
#endif

#endif
