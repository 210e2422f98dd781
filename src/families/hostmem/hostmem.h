/* The hostmem family inside the library: the buffers of one prepared variant, the pattern its
 * bytes carry, the request its one run slot receives, and its table. */
#ifndef CUPRIM_FAMILY_HOSTMEM_H
#define CUPRIM_FAMILY_HOSTMEM_H

#include "core/internal.h"
#include "families/hostmem/api.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What PREPARE made. `host` is each buffer as the CPU sees it, `dev` as kernels and copies on
 * the device side see it (device memory, or host memory's device pointer); which is which
 * depends on the variant's kind (cuda.cu). Fields are void * so that api.c needs no CUDA types. */
struct cup_hostmem_state {
    cup_state_owner owner; /* first: the handle and variant that prepared it (cup_state_op_enter) */
    size_t bytes;
    uint32_t seed;
    void *host[2], *dev[2];
    void *host_view;          /* write-combined D2H: the host destination as the device sees it */
    unsigned long long *count; /* device memory: words the check kernel found as written */
    void *other, *fork, *join; /* bidirectional: the second stream and the events joining it */
};

/* One operation, checked by api.c (bytes and seed already valid for PREPARE). */
typedef struct cup_hostmem_args {
    cup_hostmem_op op;
    int variant;
    size_t bytes;
    uint32_t seed;
    cup_hostmem_state **state;
    uint64_t *wrong;
} cup_hostmem_args;

/* Word i of the pattern of seed `seed`. For a fixed seed, i -> word is one-to-one over 32-bit
 * i (an odd multiply, an add and xor-shifts are each bijections), so a word that lands in the
 * wrong place is seen; the second direction of the bidirectional variant uses another seed. */
CUP_HD uint32_t cup_hostmem_word(uint32_t seed, uint64_t i)
{
    uint32_t x = (uint32_t)i * 0x9E3779B1u + seed;
    x ^= x >> 15;
    x *= 0x85EBCA77u;
    x ^= x >> 13;
    return x;
}

extern const cup_variant_table cup_hostmem_cuda;

#ifdef __cplusplus
}
#endif

#endif
