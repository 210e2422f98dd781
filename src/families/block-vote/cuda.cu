// Block votes on the GPU: each thread block votes on one segment of `block` predicates at a
// time, three ways. syncthreads is the technique being taught: __syncthreads_count, _and and _or
// are barriers that also return the block's vote to every thread. smem-atomic is what one writes
// without them; warp-ballot builds the vote from warp votes, as the hardware can.
//
// Grid (every kernel): block b votes on segments b, b + gridDim.x, b + 2 gridDim.x, ... and
// thread t of the block holds predicate s * blockDim.x + t of segment s. The loop over segments
// depends only on blockIdx.x and gridDim.x, so it is uniform across the block and every thread
// reaches every barrier; a thread whose predicate lies past n votes the identity instead of
// leaving. Block sizes are powers of two from 64 to 1024, so warps are always full and the
// *_sync intrinsics take the full mask.
#include "backend/cuda/common.cuh"
#include "families/block-vote/block_vote.h"

// ---- kernels ------------------------------------------------------------------------------------

// The predicate of this thread for segment s: true when non-zero, the identity past n (true for
// and, false for count and or).
template <int OP> static __device__ __forceinline__ bool vote_pred(const int32_t *__restrict__ pred, size_t n, size_t s)
{
    const size_t i = s * blockDim.x + threadIdx.x;
    return i < n ? pred[i] != 0 : OP == CUP_VOTE_AND;
}

// The intrinsics: one barrier per segment that counts, ands or ors the block's predicates. They
// use no shared memory, so nothing is reused across iterations.
template <int OP>
static __global__ void cup_block_vote_syncthreads(const int32_t *__restrict__ pred, size_t n, size_t segments,
                                                  uint32_t *__restrict__ out)
{
    for (size_t s = blockIdx.x; s < segments; s += gridDim.x) {
        const int p = vote_pred<OP>(pred, n, s);
        int vote;
        if constexpr (OP == CUP_VOTE_COUNT) vote = __syncthreads_count(p);
        else if constexpr (OP == CUP_VOTE_AND) vote = __syncthreads_and(p) != 0;
        else vote = __syncthreads_or(p) != 0;
        if (threadIdx.x == 0) out[s] = (uint32_t)vote;
    }
}

// Without the intrinsics: a shared word set to the identity, a barrier so every thread sees it
// set, an atomic from each thread whose predicate changes it (count: every true one adds 1; and:
// a false one clears it; or: a true one sets it), a barrier so every update is in, and thread 0
// reads it. Only thread 0 reads the word, and thread 0 is also the one that resets it for the
// next segment, after its read; the others update it only past that segment's first barrier.
// So two barriers per segment suffice.
template <int OP>
static __global__ void cup_block_vote_smem_atomic(const int32_t *__restrict__ pred, size_t n, size_t segments,
                                                  uint32_t *__restrict__ out)
{
    __shared__ unsigned vote;
    for (size_t s = blockIdx.x; s < segments; s += gridDim.x) {
        if (threadIdx.x == 0) vote = OP == CUP_VOTE_AND ? 1u : 0u;
        __syncthreads(); // the reset is in before any update
        const bool p = vote_pred<OP>(pred, n, s);
        if constexpr (OP == CUP_VOTE_COUNT) {
            if (p) atomicAdd(&vote, 1u);
        } else if constexpr (OP == CUP_VOTE_AND) {
            if (!p) atomicAnd(&vote, 0u);
        } else {
            if (p) atomicOr(&vote, 1u);
        }
        __syncthreads(); // every update is in before thread 0 reads
        if (threadIdx.x == 0) out[s] = vote;
    }
}

// Warp votes: __ballot_sync gives each warp its predicates as a 32-bit mask (__popc counts it),
// lane 0 of each warp stores the warp's vote in shared memory, and warp 0 combines the
// blockDim.x / 32 of them (the lanes past them hold the identity).
template <int OP>
static __global__ void cup_block_vote_warp_ballot(const int32_t *__restrict__ pred, size_t n, size_t segments,
                                                  uint32_t *__restrict__ out)
{
    __shared__ unsigned warp_votes[32];
    const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32, warps = blockDim.x / 32;
    for (size_t s = blockIdx.x; s < segments; s += gridDim.x) {
        const unsigned ballot = __ballot_sync(0xffffffffu, vote_pred<OP>(pred, n, s));
        if (lane == 0)
            warp_votes[warp] = OP == CUP_VOTE_COUNT ? (unsigned)__popc(ballot)
                             : OP == CUP_VOTE_AND   ? (unsigned)(ballot == 0xffffffffu)
                                                    : (unsigned)(ballot != 0u);
        __syncthreads(); // every warp's vote is in
        if (warp == 0) {
            const unsigned v = lane < warps ? warp_votes[lane] : OP == CUP_VOTE_AND ? 1u : 0u;
            unsigned vote;
            if constexpr (OP == CUP_VOTE_COUNT) vote = warp_reduce<unsigned, OpSum>(v);
            else if constexpr (OP == CUP_VOTE_AND) vote = __all_sync(0xffffffffu, v != 0u) != 0;
            else vote = __any_sync(0xffffffffu, v != 0u) != 0;
            if (lane == 0) out[s] = vote;
        }
        __syncthreads(); // warp 0 has read warp_votes before the next segment overwrites them
    }
}

// ---- launchers ----------------------------------------------------------------------------------

using vote_kernel = void (*)(const int32_t *, size_t, size_t, uint32_t *);
#define VOTE_KERNELS(kernel) {kernel<CUP_VOTE_COUNT>, kernel<CUP_VOTE_AND>, kernel<CUP_VOTE_OR>}

// grid = min(segments, a resident grid) by the SMs' thread limits (these kernels use few
// registers and at most 128 bytes of shared memory, so nothing else binds); the segment loop
// strides over the rest, so any number of segments (past 2^31 - 1 for the largest n) fits one
// launch.
static cup_status launch_vote(cup_handle_t h, const cup_block_vote_args *x, const vote_kernel kernels[])
{
    const size_t segments = cup_ceil_div(x->n, (size_t)x->block);
    kernels[x->op]<<<cup_cuda_fill_grid(h, x->n, x->block), x->block, 0, cuda_stream(h)>>>(x->pred, x->n, segments, x->out);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

static cup_status run_syncthreads(cup_handle_t h, const void *args)
{
    static const vote_kernel kernels[] = VOTE_KERNELS(cup_block_vote_syncthreads);
    return launch_vote(h, (const cup_block_vote_args *)args, kernels);
}

static cup_status run_smem_atomic(cup_handle_t h, const void *args)
{
    static const vote_kernel kernels[] = VOTE_KERNELS(cup_block_vote_smem_atomic);
    return launch_vote(h, (const cup_block_vote_args *)args, kernels);
}

static cup_status run_warp_ballot(cup_handle_t h, const void *args)
{
    static const vote_kernel kernels[] = VOTE_KERNELS(cup_block_vote_warp_ballot);
    return launch_vote(h, (const cup_block_vote_args *)args, kernels);
}

// ---- registry -----------------------------------------------------------------------------------

#define VOTE_VARIANT(name_, description_, technique_, fn_)                                                      \
    cup_variant{.info = CUP_BLOCK_VOTE_INFO(CUP_BACKEND_CUDA, name_, description_, technique_), .run = fn_},

static const cup_variant variants[] = {
    VOTE_VARIANT("syncthreads", "__syncthreads_count / _and / _or: one vote barrier per segment",
                 "vote barriers: __syncthreads_count / _and / _or return the block's vote",
                 run_syncthreads)
    VOTE_VARIANT("smem-atomic", "shared counter or flag: atomicAdd / And / Or between two barriers",
                 "the vote without vote intrinsics: shared atomics between two barriers",
                 run_smem_atomic)
    VOTE_VARIANT("warp-ballot", "__ballot_sync + __popc per warp, warp 0 combines the warp votes",
                 "warp votes: __ballot_sync and __popc, combined by one warp",
                 run_warp_ballot)
};
extern "C" const cup_variant_table cup_block_vote_cuda = CUP_TABLE(variants);
