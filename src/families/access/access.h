/* The access family inside the library: the request its kernels run, and its table. */
#ifndef CUPRIM_FAMILY_ACCESS_H
#define CUPRIM_FAMILY_ACCESS_H

#include "core/internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One access request, checked by api.c (the offset resolved to the read or the write side). */
typedef struct cup_access_args {
    const float *a, *b;
    float *c;
    size_t n, read_offset, write_offset;
    int block;
} cup_access_args;

extern const cup_variant_table cup_access_cuda;

#ifdef __cplusplus
}
#endif

#endif
