/* The scan family inside the library: the request its variants run, and its tables. */
#ifndef CUPRIM_FAMILY_SCAN_H
#define CUPRIM_FAMILY_SCAN_H

#include "core/internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One scan request, checked by api.c before any variant sees it: n > 0, kind, op and dtype
 * known and taken by the variant, in and out valid, aligned to the element, either the same
 * pointer or not overlapping, block resolved. */
typedef struct cup_scan_args {
    cup_scan_kind kind;
    cup_op op;
    cup_dtype dtype;
    const void *in;
    void *out;
    size_t n;
    int block;
} cup_scan_args;

extern const cup_variant_table cup_scan_cpu;
extern const cup_variant_table cup_scan_cuda;

#ifdef __cplusplus
}
#endif

#endif
