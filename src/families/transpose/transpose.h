/* The transpose family inside the library: the request its variants run, and its tables. */
#ifndef CUPRIM_FAMILY_TRANSPOSE_H
#define CUPRIM_FAMILY_TRANSPOSE_H

#include "core/internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One transpose request, checked by api.c: rows, cols > 0, pointers valid, aligned and not
 * overlapping, the block shape one the variant accepts. esize is the element size in bytes. */
typedef struct cup_transpose_args {
    cup_dtype dtype;
    size_t esize, rows, cols;
    const void *in;
    size_t ld_in;
    void *out;
    size_t ld_out;
    int bx, by;
} cup_transpose_args;

extern const cup_variant_table cup_transpose_cpu;
extern const cup_variant_table cup_transpose_cuda;
extern const cup_shard cup_transpose_shard; /* group.c: its sharded call (cup_group_run) */

#ifdef __cplusplus
}
#endif

#endif
