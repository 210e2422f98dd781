/* The atomics family inside the library: the checked request its variants run, the registry
 * fields its variants share, and its tables. */
#ifndef CUPRIM_FAMILY_ATOMICS_H
#define CUPRIM_FAMILY_ATOMICS_H

#include "core/internal.h"
#include "families/atomics/api.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A request checked by api.c: n > 0, the variant runs (fn, type), the buffers valid. uniform
 * holds the one value (its first `size` bytes) when vals is NULL. block resolved. */
typedef struct cup_atomics_args {
    cup_atomics_request r;
    unsigned char uniform[16];
    size_t size;
    int block;
} cup_atomics_args;

/* The dtypes field of every atomics variant: what --dtype can select (the opaque b2..b16 stand
 * for the 16-bit, vector and 128-bit types). */
#define CUP_ATOMICS_DTYPES                                                                                  \
    (CUP_MASK(CUP_I32) | CUP_MASK(CUP_U32) | CUP_MASK(CUP_I64) | CUP_MASK(CUP_U64) | CUP_MASK(CUP_F32) |    \
     CUP_MASK(CUP_F64) | CUP_MASK(CUP_B2) | CUP_MASK(CUP_B4) | CUP_MASK(CUP_B8) | CUP_MASK(CUP_B16))

#define CUP_ATOMICS_INFO(backend_, name_, description_, technique_, traits_, bmin_, bmax_, bdef_)               \
    {.name = name_, .description = description_, .technique = technique_,                  \
     .backend = backend_, .dtypes = CUP_ATOMICS_DTYPES, .ops = CUP_MASK(CUP_ATOMIC_FN_COUNT) - 1u,               \
     .block_min = bmin_, .block_max = bmax_, .block_default = bdef_, .deterministic = 0, .traits = traits_}

extern const cup_variant_table cup_atomics_cpu, cup_atomics_cuda;

#ifdef __cplusplus
}
#endif

#endif
