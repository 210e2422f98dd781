/* The smem-banks family inside the library: the request its kernels run, and its table. */
#ifndef CUPRIM_FAMILY_SMEM_BANKS_H
#define CUPRIM_FAMILY_SMEM_BANKS_H

#include "core/internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* `blocks` blocks of `rounds` rounds into out (checked by api.c). */
typedef struct cup_smem_banks_args {
    size_t blocks;
    int rounds;
    uint32_t *out;
} cup_smem_banks_args;

extern const cup_variant_table cup_smem_banks_cuda;

#ifdef __cplusplus
}
#endif

#endif
