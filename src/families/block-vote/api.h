/* The block-vote demonstrations, for the lab: the block-wide vote barriers of CUDA C
 * (__syncthreads_count, __syncthreads_and, __syncthreads_or), what one writes without them, and
 * the warp votes they are built from. */
#ifndef CUPRIM_BLOCK_VOTE_API_H
#define CUPRIM_BLOCK_VOTE_API_H

#include "cuprim_lab.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What a vote computes over one segment of predicates. */
typedef enum cup_vote_op {
    CUP_VOTE_COUNT = 0, /* how many are true */
    CUP_VOTE_AND = 1,   /* 1 when every one is true, else 0 */
    CUP_VOTE_OR = 2,    /* 1 when any one is true, else 0 */
    CUP_VOTE_OP_COUNT = 3
} cup_vote_op;

/* The votes of segments of `block` consecutive predicates. pred holds n int32 predicates, each
 * true when non-zero. Segment s (0 <= s < S, S = ceil(n / block)) is pred[s * block ..
 * min(n, (s + 1) * block)), and out[s], a uint32, is
 *   CUP_VOTE_COUNT: the number of its predicates that are true (0 .. block);
 *   CUP_VOTE_AND:   1 when all of them are true, else 0;
 *   CUP_VOTE_OR:    1 when any of them is true, else 0.
 * The last segment may be partial: the block - (n - (S - 1) * block) places past n count as the
 * identity of the vote (false for count and or, true for and), so each vote is over the
 * predicates that exist. out holds S uint32 and may not overlap pred; both are 4-byte aligned
 * memory of the handle's backend. block: the segment length, and on the GPU the thread block
 * that votes on it; a power of two, 64..1024 (0 = 256). n = 0 does nothing. Every variant on
 * either backend writes the same out. */
cup_status cup_block_vote_variant(cup_handle_t h, int variant, int block, cup_vote_op op, const int32_t *pred,
                                  size_t n, uint32_t *out);

/* "count", "and", "or"; NULL out of range. */
const char *cup_vote_op_name(cup_vote_op op);
/* The op named `name`; CUP_STATUS_INVALID_VALUE for an unknown name or NULL arguments. */
cup_status cup_vote_op_from_name(const char *name, cup_vote_op *op);

#ifdef __cplusplus
}
#endif

#endif
