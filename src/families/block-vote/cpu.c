/* Block votes on the CPU: the definition as a plain loop over each segment, and the same loop
 * with the segments split across the backend's worker threads. They let the family run and be
 * checked where there is no GPU. */
#include "backend/cpu/cpu.h"
#include "families/block-vote/block_vote.h"

/* out[s] for segments [first, last): count the true predicates of each; and asks whether that
 * is all of the segment's predicates that exist, or whether it is any. */
static void vote_segments(const void *args, size_t first, size_t last)
{
    const cup_block_vote_args *a = args;
    const size_t block = (size_t)a->block;
    for (size_t s = first; s < last; s++) {
        const size_t lo = s * block, hi = a->n - lo < block ? a->n : lo + block;
        uint32_t count = 0;
        for (size_t i = lo; i < hi; i++) count += a->pred[i] != 0;
        a->out[s] = a->op == CUP_VOTE_COUNT ? count : a->op == CUP_VOTE_AND ? count == hi - lo : count != 0;
    }
}

static cup_status vote_serial(cup_handle_t h, const void *args)
{
    const cup_block_vote_args *a = args;
    (void)h;
    vote_segments(a, 0, cup_ceil_div(a->n, (size_t)a->block));
    return CUP_STATUS_SUCCESS;
}

/* Each worker takes one contiguous run of segments: no two write the same word of out. */
static cup_status vote_threads(cup_handle_t h, const void *args)
{
    const cup_block_vote_args *a = args;
    cup_cpu_parallel_range(cup_cpu_threads(h), cup_ceil_div(a->n, (size_t)a->block), vote_segments, a);
    return CUP_STATUS_SUCCESS;
}

static const cup_variant variants[] = {
    {.info = CUP_BLOCK_VOTE_INFO(CUP_BACKEND_CPU, "serial", "one thread, each segment counted in a plain loop",
                                 "the vote as a plain loop over each segment: the model the GPU variants follow"),
     .run = vote_serial},
    {.info = CUP_BLOCK_VOTE_INFO(CUP_BACKEND_CPU, "threads", "all cores, each thread a contiguous run of segments",
                                 "the same loop, its segments split across the worker threads"),
     .run = vote_threads},
};
const cup_variant_table cup_block_vote_cpu = CUP_TABLE(variants);
