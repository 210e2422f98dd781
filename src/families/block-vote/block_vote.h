/* The block-vote family inside the library: the request its variants run, the registry fields
 * every one of its variants shares, and its tables. */
#ifndef CUPRIM_FAMILY_BLOCK_VOTE_H
#define CUPRIM_FAMILY_BLOCK_VOTE_H

#include "core/internal.h"
#include "families/block-vote/api.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One vote request, checked by api.c before any variant sees it: n > 0, op known, pred and
 * out valid, aligned and apart, block resolved to a power of two in 64..1024. out holds
 * ceil(n / block) words. */
typedef struct cup_block_vote_args {
    const int32_t *pred;
    size_t n;
    uint32_t *out;
    int block;
    cup_vote_op op;
} cup_block_vote_args;

/* The registry entry of a block-vote variant. Every one takes the same blocks on both
 * backends, because the block is the segment length and so part of the result. */
#define CUP_BLOCK_VOTE_INFO(backend_, name_, description_, technique_)                                          \
    {.name = name_, .description = description_, .technique = technique_,              \
     .backend = backend_, .dtypes = CUP_MASK(CUP_I32), .ops = CUP_MASK(CUP_VOTE_OP_COUNT) - 1u,               \
     .block_min = 64, .block_max = 1024, .block_default = 256, .deterministic = 1}

extern const cup_variant_table cup_block_vote_cpu, cup_block_vote_cuda;

#ifdef __cplusplus
}
#endif

#endif
