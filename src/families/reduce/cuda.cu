// Reduction on the GPU: the classic reduction ladder (neighbored and interleaved pairs,
// unrolling, shared memory, warp shuffle, __syncwarp, atomics, the threadfence last-block fold)
// as one kernel per step, and `best`, the production path behind cup_reduce.
//
// Every kernel is correct for any n (elements past n read as the identity, so trees always run
// on full blocks and no thread leaves before a barrier), takes 64-bit sizes, and never writes
// its input: where the classic kernels reduce in place in global memory, the block's slice is first
// copied to the handle's workspace and reduced there.
#include "backend/cuda/common.cuh"
#include "families/reduce/reduce.h"
#include "families/reduce/persistent.cuh"
#include "families/reduce/tuning.h"

#include <algorithm>
#include <climits>
#include <cstring>
#include <type_traits>

// ---- shared pieces --------------------------------------------------------------------------


// Combination of K elements per thread, at base + j*blockDim + tid (the ladder's unrolling:
// K loads of one block in flight before the first add). Past n: the identity.
template <class T, class Op, int K>
__device__ __forceinline__ T load_k(const T *__restrict__ in, size_t n, size_t base, unsigned tid,
                                    unsigned bs)
{
    T v = Op::template identity<T>();
    if (base + (size_t)K * bs <= n) {
        T x[K];
#pragma unroll
        for (int j = 0; j < K; j++) x[j] = in[base + (size_t)j * bs + tid];
#pragma unroll
        for (int j = 0; j < K; j++) v = Op::apply(v, x[j]);
    } else {
#pragma unroll
        for (int j = 0; j < K; j++) {
            const size_t i = base + (size_t)j * bs + tid;
            if (i < n) v = Op::apply(v, in[i]);
        }
    }
    return v;
}

// The classic unrolled last warp over s[0..63], run by the 32 lanes of warp 0. The classic form
// relies on `volatile` and lock-step lanes; since Volta lanes need not run in step, so each read
// of a neighbour's slot is separated from the write of one's own by __syncwarp().
template <class T, class Op> __device__ __forceinline__ void warp_tail(volatile T *s, unsigned tid)
{
#pragma unroll
    for (unsigned offset = 32; offset > 0; offset >>= 1) {
        const T v = Op::apply(s[tid], s[tid + offset]);
        __syncwarp();
        s[tid] = v;
        __syncwarp();
    }
}

// ---- kernels that leave one partial per block -------------------------------------------------
// Grid: block b owns input [b*blockDim*K, (b+1)*blockDim*K) and writes partial[b]; `scratch`
// (blockDim elements per block) is used by the in-place-in-global variants only.

// Neighbored pairs: pairs at distance `stride` summed by threads with
// tid % (2*stride) == 0, so most lanes of each warp idle at every level (divergence).
template <class T, class Op>
static __global__ void reduce_neighbored(const T *__restrict__ in, size_t n, T *scratch, T *partial)
{
    const unsigned tid = threadIdx.x;
    const size_t base = (size_t)blockIdx.x * blockDim.x;
    T *s = scratch + base;
    s[tid] = load_k<T, Op, 1>(in, n, base, tid, blockDim.x);
    __syncthreads();
    for (unsigned stride = 1; stride < blockDim.x; stride *= 2) {
        if (tid % (2 * stride) == 0) s[tid] = Op::apply(s[tid], s[tid + stride]);
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = s[0];
}

// Neighbored pairs with the work moved to the first threads: the same pairs, but
// whole warps go idle instead of most lanes of every warp.
template <class T, class Op>
static __global__ void reduce_neighbored_less(const T *__restrict__ in, size_t n, T *scratch, T *partial)
{
    const unsigned tid = threadIdx.x;
    const size_t base = (size_t)blockIdx.x * blockDim.x;
    T *s = scratch + base;
    s[tid] = load_k<T, Op, 1>(in, n, base, tid, blockDim.x);
    __syncthreads();
    for (unsigned stride = 1; stride < blockDim.x; stride *= 2) {
        const unsigned i = 2 * stride * tid;
        if (i < blockDim.x) s[i] = Op::apply(s[i], s[i + stride]);
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = s[0];
}

// Interleaved pairs (K = 1) and unrolling by 2, 4 or 8 (K data blocks per thread block):
// pairs half a block apart, so active threads are contiguous and accesses coalesce.
template <class T, class Op, int K>
static __global__ void reduce_interleaved(const T *__restrict__ in, size_t n, T *scratch, T *partial)
{
    const unsigned tid = threadIdx.x;
    T *s = scratch + (size_t)blockIdx.x * blockDim.x;
    s[tid] = load_k<T, Op, K>(in, n, (size_t)blockIdx.x * blockDim.x * K, tid, blockDim.x);
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] = Op::apply(s[tid], s[tid + stride]);
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = s[0];
}

// Unroll 8 with the last warp unrolled: block-wide steps only while more than a warp works,
// then the last warp unrolled without __syncthreads.
template <class T, class Op>
static __global__ void reduce_unroll_warps8(const T *__restrict__ in, size_t n, T *scratch, T *partial)
{
    const unsigned tid = threadIdx.x;
    T *s = scratch + (size_t)blockIdx.x * blockDim.x;
    s[tid] = load_k<T, Op, 8>(in, n, (size_t)blockIdx.x * blockDim.x * 8, tid, blockDim.x);
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 32; stride >>= 1) {
        if (tid < stride) s[tid] = Op::apply(s[tid], s[tid + stride]);
        __syncthreads();
    }
    if (tid < 32) warp_tail<T, Op>(s, tid);
    if (tid == 0) partial[blockIdx.x] = s[0];
}

// Complete unrolling: the block size is a template parameter, so every step of the
// tree is unrolled and the ones a smaller block does not need vanish at compile time.
template <class T, class Op, unsigned BS>
static __global__ void __launch_bounds__(BS)
    reduce_complete_unroll(const T *__restrict__ in, size_t n, T *scratch, T *partial)
{
    const unsigned tid = threadIdx.x;
    T *s = scratch + (size_t)blockIdx.x * BS;
    s[tid] = load_k<T, Op, 8>(in, n, (size_t)blockIdx.x * BS * 8, tid, BS);
    __syncthreads();
    if constexpr (BS >= 1024) {
        if (tid < 512) s[tid] = Op::apply(s[tid], s[tid + 512]);
        __syncthreads();
    }
    if constexpr (BS >= 512) {
        if (tid < 256) s[tid] = Op::apply(s[tid], s[tid + 256]);
        __syncthreads();
    }
    if constexpr (BS >= 256) {
        if (tid < 128) s[tid] = Op::apply(s[tid], s[tid + 128]);
        __syncthreads();
    }
    if constexpr (BS >= 128) {
        if (tid < 64) s[tid] = Op::apply(s[tid], s[tid + 64]);
        __syncthreads();
    }
    if (tid < 32) warp_tail<T, Op>(s, tid);
    if (tid == 0) partial[blockIdx.x] = s[0];
}

// The tree in shared memory (K = 1) and its unroll-4 form: the intermediate steps never touch
// global memory.
template <class T, class Op, int K>
static __global__ void reduce_smem(const T *__restrict__ in, size_t n, T *scratch, T *partial)
{
    (void)scratch;
    const unsigned tid = threadIdx.x;
    T *s = shared_as<T>();
    s[tid] = load_k<T, Op, K>(in, n, (size_t)blockIdx.x * blockDim.x * K, tid, blockDim.x);
    __syncthreads();
    if (blockDim.x >= 1024 && tid < 512) s[tid] = Op::apply(s[tid], s[tid + 512]);
    __syncthreads();
    if (blockDim.x >= 512 && tid < 256) s[tid] = Op::apply(s[tid], s[tid + 256]);
    __syncthreads();
    if (blockDim.x >= 256 && tid < 128) s[tid] = Op::apply(s[tid], s[tid + 128]);
    __syncthreads();
    if (blockDim.x >= 128 && tid < 64) s[tid] = Op::apply(s[tid], s[tid + 64]);
    __syncthreads();
    if (tid < 32) warp_tail<T, Op>(s, tid);
    if (tid == 0) partial[blockIdx.x] = s[0];
}

// Warp shuffle: each warp reduces in registers with __shfl_xor_sync, one value per
// warp goes through shared memory, and warp 0 reduces those.
template <class T, class Op>
static __global__ void reduce_shfl(const T *__restrict__ in, size_t n, T *scratch, T *partial)
{
    (void)scratch;
    __shared__ T warp_sums[32];
    T v = load_k<T, Op, 1>(in, n, (size_t)blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
    v = block_reduce<T, Op>(v, warp_sums);
    if (threadIdx.x == 0) partial[blockIdx.x] = v;
}

// The hardware warp reduction (redux.sync, sm_80 and later): shfl's frame, with each warp's
// five-shuffle butterfly replaced by one __reduce_add_sync / _min_ / _max_. The instruction
// exists for 32-bit integers only, so the variant takes i32 and u32 alone.
template <class T, class Op> __device__ __forceinline__ T warp_reduce_hw(T v)
{
    if constexpr (std::is_same_v<Op, OpSum>) return __reduce_add_sync(0xffffffffu, v);
    else if constexpr (std::is_same_v<Op, OpMin>) return __reduce_min_sync(0xffffffffu, v);
    else return __reduce_max_sync(0xffffffffu, v);
}

template <class T, class Op>
static __global__ void reduce_warp_hw(const T *__restrict__ in, size_t n, T *scratch, T *partial)
{
    (void)scratch;
    __shared__ T warp_sums[32];
    const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    T v = warp_reduce_hw<T, Op>(load_k<T, Op, 1>(in, n, (size_t)blockIdx.x * blockDim.x, threadIdx.x, blockDim.x));
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads(); // every warp's value is in before warp 0 reads them
    if (warp == 0) {
        v = warp_reduce_hw<T, Op>(lane < blockDim.x / 32 ? warp_sums[lane] : Op::template identity<T>());
        if (lane == 0) partial[blockIdx.x] = v;
    }
}

// Warp-synchronous code done right: the shared-memory tree down to 32 values, then a butterfly
// within warp 0 whose every read of a partner's slot is fenced from the following write by
// __syncwarp().
template <class T, class Op>
static __global__ void reduce_syncwarp(const T *__restrict__ in, size_t n, T *scratch, T *partial)
{
    (void)scratch;
    const unsigned tid = threadIdx.x;
    T *s = shared_as<T>();
    s[tid] = load_k<T, Op, 1>(in, n, (size_t)blockIdx.x * blockDim.x, tid, blockDim.x);
    __syncthreads();
    for (unsigned i = blockDim.x / 2; i >= 32; i >>= 1) {
        if (tid < i) s[tid] = Op::apply(s[tid], s[tid + i]);
        __syncthreads();
    }
    if (tid < 32) {
        for (unsigned lane_mask = 16; lane_mask > 1; lane_mask >>= 1) {
            const T partner = s[tid ^ lane_mask];
            __syncwarp();
            s[tid] = Op::apply(s[tid], partner);
            __syncwarp();
        }
        // lanes 0 and 1 now hold the even and the odd half of the warp's values
        if (tid == 0) partial[blockIdx.x] = Op::apply(s[0], s[1]);
    }
}

// ---- grid-stride kernels (atomics, two passes, last block) ---------------------------------------
// Grid: a fixed number of blocks (enough to fill the GPU, not the classic example's 32); each thread
// strides through the input, then the block's values meet in a shared-memory tree.

template <class T, class Op> __device__ __forceinline__ T grid_stride(const T *__restrict__ in, size_t n)
{
    T v = Op::template identity<T>();
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        v = Op::apply(v, in[i]);
    return v;
}

// A two-barrier block tree: each level reads into a register, waits, then writes. The result is
// valid in thread 0; `s` holds blockDim.x elements.
template <class T, class Op> __device__ __forceinline__ T block_tree(T v, T *s)
{
    const unsigned tid = threadIdx.x;
    s[tid] = v;
    __syncthreads();
    for (unsigned length = blockDim.x / 2; length >= 1; length /= 2) {
        T t = Op::template identity<T>();
        if (tid < length) t = Op::apply(s[tid], s[tid + length]);
        __syncthreads();
        if (tid < length) s[tid] = t;
        __syncthreads();
    }
    return tid == 0 ? s[0] : Op::template identity<T>();
}

template <class T> __device__ __forceinline__ void atomic_add(T *p, T v) { atomicAdd(p, v); }

// Atomics: one atomicAdd per block finishes the sum in the same launch. The
// order in which blocks add is not fixed, so a float sum may differ from run to run.
template <class T>
static __global__ void reduce_atomic(const T *__restrict__ in, size_t n, T *out)
{
    T v = block_tree<T, OpSum>(grid_stride<T, OpSum>(in, n), shared_as<T>());
    if (threadIdx.x == 0) atomic_add(out, v);
}

// Two passes, one kernel for both: with a full grid it leaves one partial per block; launched
// again as a single block over the partials it gives the result.
template <class T, class Op>
static __global__ void reduce_grid_partials(const T *__restrict__ in, size_t n, T *partial)
{
    T v = block_tree<T, Op>(grid_stride<T, Op>(in, n), shared_as<T>());
    if (threadIdx.x == 0) partial[blockIdx.x] = v;
}

// The classic threadfence example: every block publishes its partial, fences, takes a ticket;
// the block that draws the last ticket reduces all partials. One launch.
template <class T, class Op>
static __global__ void reduce_last_block(const T *__restrict__ in, size_t n, T *partial,
                                         unsigned *counter, T *out)
{
    __shared__ bool is_last;
    T *s = shared_as<T>();
    const T v = block_tree<T, Op>(grid_stride<T, Op>(in, n), s);
    if (threadIdx.x == 0) {
        partial[blockIdx.x] = v;
        __threadfence(); // the partial is visible device-wide before the ticket is
        // atomicInc wraps to 0 after gridDim.x - 1: the last ticket also resets the counter
        // for the next launch, which the classic example does by hand.
        const unsigned ticket = atomicInc(counter, gridDim.x - 1);
        is_last = ticket == gridDim.x - 1;
        if (is_last) __threadfence(); // and no partial is read before the ticket was drawn
    }
    __syncthreads();
    if (is_last) { // uniform across the block
        const volatile T *vp = partial;
        T w = Op::template identity<T>();
        for (unsigned i = threadIdx.x; i < gridDim.x; i += blockDim.x) w = Op::apply(w, vp[i]);
        w = block_tree<T, Op>(w, s);
        if (threadIdx.x == 0) *out = w;
    }
}

// ---- best ---------------------------------------------------------------------------------------

// Folds one 16-byte word from the identity: starting from x[0] would let a NaN element become
// the running MIN/MAX value and hide the elements after it.
template <class T, class Op> __device__ __forceinline__ T reduce_word(uint4 raw)
{
    constexpr int per_word = 16 / sizeof(T);
    T x[per_word];
    memcpy(x, &raw, 16);
    T v = Op::template identity<T>();
#pragma unroll
    for (int j = 0; j < per_word; j++) v = Op::apply(v, x[j]);
    return v;
}

// Grid: persistent, at most as many blocks as the GPU holds at once; each thread strides over
// 16-byte words with UNROLL loads in flight per step, and the last, partial step issues its
// loads together too (one at a time, each would cost a full memory round trip). Elements before
// the first 16-byte boundary and after the last whole word are taken one by one. Blocks meet as
// in last-block: the last to finish folds the partials in a fixed order, so the combining order
// depends only on n and the grid, never on timing, and float sums are reproducible. A
// one-block grid writes its result directly.
template <class T, class Op, int BLOCK, int UNROLL>
static __global__ void __launch_bounds__(BLOCK)
    reduce_best(const T *__restrict__ in, size_t n, T *partial, unsigned *counter, T *out)
{
    __shared__ T warp_sums[32];
    __shared__ bool is_last;
    const size_t tid = (size_t)blockIdx.x * BLOCK + threadIdx.x;
    const size_t threads = (size_t)gridDim.x * BLOCK;
    const Words<T> in_words(in, n);
    const size_t head = in_words.head, words = in_words.words, tail = in_words.tail;

    T v = Op::template identity<T>();
    if (tid < head) v = Op::apply(v, in[tid]);
    if (tid < n - tail) v = Op::apply(v, in[tail + tid]);
    const uint4 *w = reinterpret_cast<const uint4 *>(in + head);
    size_t i = tid;
    for (; i + (UNROLL - 1) * threads < words; i += UNROLL * threads) {
        uint4 r[UNROLL];
#pragma unroll
        for (int j = 0; j < UNROLL; j++) r[j] = __ldg(w + i + j * threads);
#pragma unroll
        for (int j = 0; j < UNROLL; j++) v = Op::apply(v, reduce_word<T, Op>(r[j]));
    }
    { // at most UNROLL - 1 words are left for this thread
        uint4 r[UNROLL - 1];
#pragma unroll
        for (int j = 0; j < UNROLL - 1; j++)
            r[j] = i + j * threads < words ? __ldg(w + i + j * threads) : uint4{0, 0, 0, 0};
#pragma unroll
        for (int j = 0; j < UNROLL - 1; j++)
            if (i + j * threads < words) v = Op::apply(v, reduce_word<T, Op>(r[j]));
    }
    v = block_reduce<T, Op>(v, warp_sums);

    if (gridDim.x == 1) {
        if (threadIdx.x == 0) *out = v;
    } else {
        if (threadIdx.x == 0) {
            partial[blockIdx.x] = v;
            is_last = draw_last_ticket(counter);
        }
        __syncthreads();
        if (is_last) {
            T p = Op::template identity<T>();
            for (unsigned k = threadIdx.x; k < gridDim.x; k += BLOCK) p = Op::apply(p, __ldcg(partial + k));
            p = block_reduce<T, Op>(p, warp_sums);
            if (threadIdx.x == 0) *out = p;
        }
    }
}

// ---- launchers ----------------------------------------------------------------------------------

// Carves aligned pieces out of one workspace request.
struct Carve {
    size_t bytes = 0;
    template <class T> size_t reserve(size_t count)
    {
        const size_t at = bytes;
        bytes += (count * sizeof(T) + 255) & ~(size_t)255;
        return at;
    }
};

template <class T, class Op, int BLOCK, int UNROLL>
static cup_status launch_best_cfg(cup_handle_t h, const T *in, size_t n, T *out, T *partial, int wpt)
{
    static_assert(16 % sizeof(T) == 0, "best reads 16-byte words");
    const auto kernel = reduce_best<T, Op, BLOCK, UNROLL>;
    const size_t max_grid = std::min(cup_cuda_block_slots(h), (size_t)cuda_state(h)->prop.multiProcessorCount *
                                                        cup_cuda_blocks_per_sm(h, (const void *)kernel, BLOCK));
    const size_t want = cup_ceil_div(n / (16 / sizeof(T)), (size_t)BLOCK * wpt);
    const unsigned grid = (unsigned)std::clamp<size_t>(want, 1, max_grid);
    kernel<<<grid, BLOCK, 0, cuda_stream(h)>>>(in, n, partial, cuda_state(h)->counters + CUP_COUNTER_BEST, out);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

// The block shape by input size: tuning.h has the measurements.
template <class T, class Op>
static cup_status launch_best(cup_handle_t h, const T *in, size_t n, T *out, T *partial)
{
    if (n * sizeof(T) < CUP_REDUCE_BEST_LARGE_BYTES)
        return launch_best_cfg<T, Op, CUP_REDUCE_BEST_SMALL_BLOCK, 4>(h, in, n, out, partial, CUP_REDUCE_BEST_SMALL_WORDS);
    return launch_best_cfg<T, Op, CUP_REDUCE_BEST_LARGE_BLOCK, 4>(h, in, n, out, partial, CUP_REDUCE_BEST_LARGE_WORDS);
}

extern "C" cup_status cup_cuda_reduce_exact(cup_handle_t h, const void *args);      // exact.cu
extern "C" cup_status cup_cuda_reduce_exact_best(cup_handle_t h, const void *args); // exact.cu
extern "C" cup_status cup_cuda_reduce_exact_window(cup_handle_t h, const void *args); // exact.cu
extern "C" cup_status cup_cuda_reduce_exact_fixed(cup_handle_t h, const void *args);  // exact.cu
extern "C" cup_status cup_cuda_reduce_exact_other_prefetch(cup_handle_t h, const void *args); // exact.cu

static cup_status run_best_fast(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_reduce_args *)args;
    return cup_dispatch<false>(a->dtype, a->op, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        using Op = typename decltype(tag)::op;
        auto *partial = (T *)cup_cuda_workspace(h, cup_cuda_block_slots(h) * sizeof(T));
        if (!partial) return CUP_STATUS_ALLOC_FAILED;
        return launch_best<T, Op>(h, (const T *)a->in, a->n, (T *)a->out, partial);
    });
}

// The production path: float SUM is the correctly rounded exact sum, everything else best-fast.
static cup_status run_best(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_reduce_args *)args;
    if (a->op == CUP_SUM && (a->dtype == CUP_F32 || a->dtype == CUP_F64)) return cup_cuda_reduce_exact_best(h, a);
    return run_best_fast(h, a);
}

template <class T> using block_kernel = void (*)(const T *, size_t, T *, T *);

// One launcher for every variant that leaves a partial per block: K elements per thread,
// optional global scratch, then best folds the partials into *out.
template <class T, class Op>
static cup_status run_per_block(cup_handle_t h, const cup_reduce_args *a, block_kernel<T> kernel, int k,
                                bool scratch, size_t smem_bytes)
{
    const size_t grid = cup_ceil_div(a->n, (size_t)a->block * k);
    if (grid > (size_t)INT_MAX)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "n = %zu needs %zu blocks of %d, over the grid limit",
                        a->n, grid, a->block);
    Carve c;
    const size_t at_partial = c.reserve<T>(grid);
    const size_t at_best = c.reserve<T>(cup_cuda_block_slots(h));
    const size_t at_scratch = c.reserve<T>(scratch ? grid * a->block : 0);
    auto *ws = (char *)cup_cuda_workspace(h, c.bytes);
    if (!ws) return CUP_STATUS_ALLOC_FAILED;
    auto *partial = (T *)(ws + at_partial);
    kernel<<<(unsigned)grid, a->block, smem_bytes, cuda_stream(h)>>>((const T *)a->in, a->n,
                                                                     (T *)(ws + at_scratch), partial);
    CUP_CUDA_LAUNCHED(h);
    return launch_best<T, Op>(h, partial, grid, (T *)a->out, (T *)(ws + at_best));
}

// Each ladder step as a type: elements per thread, whether it reduces in global scratch,
// shared memory per thread (in elements), and the kernel for (T, Op, block).
#define PER_BLOCK_STEP(Name, K, Scratch, SmemPerThread, ...)                                      \
    struct Name {                                                                                 \
        static constexpr int k = K;                                                               \
        static constexpr bool scratch = Scratch;                                                  \
        static constexpr int smem_per_thread = SmemPerThread;                                     \
        template <class T, class Op> static block_kernel<T> kernel(int block)                     \
        {                                                                                         \
            (void)block;                                                                          \
            return __VA_ARGS__;                                                                   \
        }                                                                                         \
    };
PER_BLOCK_STEP(Neighbored, 1, true, 0, reduce_neighbored<T, Op>)
PER_BLOCK_STEP(NeighboredLess, 1, true, 0, reduce_neighbored_less<T, Op>)
PER_BLOCK_STEP(Interleaved, 1, true, 0, reduce_interleaved<T, Op, 1>)
PER_BLOCK_STEP(Unroll2, 2, true, 0, reduce_interleaved<T, Op, 2>)
PER_BLOCK_STEP(Unroll4, 4, true, 0, reduce_interleaved<T, Op, 4>)
PER_BLOCK_STEP(Unroll8, 8, true, 0, reduce_interleaved<T, Op, 8>)
PER_BLOCK_STEP(UnrollWarps8, 8, true, 0, reduce_unroll_warps8<T, Op>)
PER_BLOCK_STEP(CompleteUnroll, 8, true, 0,
               block == 64    ? reduce_complete_unroll<T, Op, 64>
               : block == 128 ? reduce_complete_unroll<T, Op, 128>
               : block == 256 ? reduce_complete_unroll<T, Op, 256>
               : block == 512 ? reduce_complete_unroll<T, Op, 512>
                              : reduce_complete_unroll<T, Op, 1024>)
PER_BLOCK_STEP(Smem, 1, false, 1, reduce_smem<T, Op, 1>)
PER_BLOCK_STEP(SmemUnroll4, 4, false, 1, reduce_smem<T, Op, 4>)
PER_BLOCK_STEP(Shfl, 1, false, 0, reduce_shfl<T, Op>)
PER_BLOCK_STEP(Syncwarp, 1, false, 1, reduce_syncwarp<T, Op>)
#undef PER_BLOCK_STEP

template <class Step> static cup_status run_step(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_reduce_args *)args;
    return cup_dispatch<true>(a->dtype, a->op, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        using Op = typename decltype(tag)::op;
        return run_per_block<T, Op>(h, a, Step::template kernel<T, Op>(a->block), Step::k, Step::scratch,
                                    (size_t)Step::smem_per_thread * a->block * sizeof(T));
    });
}

// warp-hw on SUM, MIN and MAX of i32 and u32 (the registry keeps other dtypes out; SUM of i32
// runs on unsigned, as every sum does).
static cup_status run_warp_hw(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_reduce_args *)args;
    return cup_dispatch<false>(a->dtype, a->op, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        using Op = typename decltype(tag)::op;
        if constexpr (std::is_same_v<T, int> || std::is_same_v<T, unsigned>)
            return run_per_block<T, Op>(h, a, reduce_warp_hw<T, Op>, 1, false, 0);
        else
            return cup_fail(h, CUP_STATUS_INTERNAL_ERROR, "warp-hw: no hardware warp reduction for %s",
                            cup_dtype_name(a->dtype));
    });
}

static cup_status run_atomic(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_reduce_args *)args;
    return cup_dispatch<true>(a->dtype, a->op, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        CUP_CUDA_TRY(h, cudaMemsetAsync(a->out, 0, sizeof(T), cuda_stream(h)));
        reduce_atomic<T><<<cup_cuda_fill_grid(h, a->n, a->block), a->block, a->block * sizeof(T), cuda_stream(h)>>>(
            (const T *)a->in, a->n, (T *)a->out);
        CUP_CUDA_LAUNCHED(h);
        return CUP_STATUS_SUCCESS;
    });
}

// A grid filling the GPU at this block size and one partial per block in the workspace (NULL,
// with the handle's message set, when the workspace cannot grow): what the multi-block
// variants that combine per-block partials start from.
template <class T> static T *grid_partials(cup_handle_t h, const cup_reduce_args *a, unsigned *grid)
{
    *grid = cup_cuda_fill_grid(h, a->n, a->block);
    return (T *)cup_cuda_workspace(h, *grid * sizeof(T));
}

static cup_status run_two_pass(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_reduce_args *)args;
    return cup_dispatch<true>(a->dtype, a->op, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        using Op = typename decltype(tag)::op;
        unsigned grid;
        T *partial = grid_partials<T>(h, a, &grid);
        if (!partial) return CUP_STATUS_ALLOC_FAILED;
        const size_t smem = a->block * sizeof(T);
        reduce_grid_partials<T, Op><<<grid, a->block, smem, cuda_stream(h)>>>((const T *)a->in, a->n, partial);
        CUP_CUDA_LAUNCHED(h);
        reduce_grid_partials<T, Op><<<1, a->block, smem, cuda_stream(h)>>>(partial, grid, (T *)a->out);
        CUP_CUDA_LAUNCHED(h);
        return CUP_STATUS_SUCCESS;
    });
}

static cup_status run_last_block(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_reduce_args *)args;
    return cup_dispatch<true>(a->dtype, a->op, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        using Op = typename decltype(tag)::op;
        unsigned grid;
        T *partial = grid_partials<T>(h, a, &grid);
        if (!partial) return CUP_STATUS_ALLOC_FAILED;
        reduce_last_block<T, Op><<<grid, a->block, a->block * sizeof(T), cuda_stream(h)>>>(
            (const T *)a->in, a->n, partial, cuda_state(h)->counters + CUP_COUNTER_LAST_BLOCK, (T *)a->out);
        CUP_CUDA_LAUNCHED(h);
        return CUP_STATUS_SUCCESS;
    });
}

extern "C" cup_status cup_cuda_reduce_cub(cup_handle_t h, const void *args); // cub.cu
#ifdef CUPRIM_NEWER_CCCL
extern "C" cup_status cup_cuda_reduce_cub_gpu2gpu(cup_handle_t h, const void *args); // cub_gpu2gpu.cccl.cu
#endif

// ---- registry ----------------------------------------------------------------------------------

#define LADDER(name_, description_, technique_, fn_, deterministic_)                                              \
    cup_variant{.info = {.name = name_, .description = description_, .technique = technique_, \
                         .backend = CUP_BACKEND_CUDA, .dtypes = CUP_NUMERIC_DTYPES, .ops = CUP_MASK(CUP_SUM),     \
                         .block_min = 64, .block_max = 1024, .block_default = 512,                                \
                         .deterministic = deterministic_},                                                        \
                .run = fn_}

static const cup_variant variants[] = {
    LADDER("neighbored", "in-place tree in global memory, tid % (2*stride) picks the threads",
           "neighbored-pair tree, divergent warps: the classic ladder's first step", run_step<Neighbored>, 1),
    LADDER("neighbored-less", "neighbored pairs, thread ids remapped so whole warps idle",
           "neighbored pairs on the first threads: whole warps idle, not lanes", run_step<NeighboredLess>, 1),
    LADDER("interleaved", "pairs half a block apart, in place in global memory",
           "interleaved pairs half a block apart: contiguous threads, coalesced", run_step<Interleaved>, 1),
    LADDER("unroll2", "interleaved, each block first adds 2 data blocks",
           "unrolling: 2 data blocks combined per thread before the tree", run_step<Unroll2>, 1),
    LADDER("unroll4", "interleaved, each block first adds 4 data blocks",
           "unrolling: 4 data blocks combined per thread before the tree", run_step<Unroll4>, 1),
    LADDER("unroll8", "interleaved, each block first adds 8 data blocks",
           "unrolling: 8 data blocks combined per thread before the tree", run_step<Unroll8>, 1),
    LADDER("unroll-warps8", "unroll8, last warp unrolled (volatile + __syncwarp)",
           "unrolled last warp, kept correct since Volta by __syncwarp", run_step<UnrollWarps8>, 1),
    LADDER("complete-unroll", "unroll8, block size as template parameter, whole tree unrolled",
           "complete unrolling: the block size as a template parameter", run_step<CompleteUnroll>, 1),
    LADDER("smem", "tree in shared memory instead of global",
           "the reduction tree in shared memory instead of global memory", run_step<Smem>, 1),
    LADDER("smem-unroll4", "shared-memory tree, 4 data blocks per thread block",
           "shared-memory tree after unrolling 4 data blocks per thread", run_step<SmemUnroll4>, 1),
    LADDER("shfl", "warp reduce with __shfl_xor_sync, one value per warp through smem",
           "warp-shuffle block reduction (__shfl_xor_sync)", run_step<Shfl>, 1),
    cup_variant{.info = {.name = "warp-hw",
                         .description = "shfl with each warp step one __reduce_add/min/max_sync; i32 and u32 only",
                         .technique = "hardware warp reduction (redux.sync) in place of the shuffle butterfly",
                         .backend = CUP_BACKEND_CUDA, .dtypes = CUP_MASK(CUP_I32) | CUP_MASK(CUP_U32),
                         .ops = CUP_ALL_OPS, .block_min = 64, .block_max = 1024, .block_default = 512,
                         .deterministic = 1},
                .run = run_warp_hw},
    LADDER("syncwarp", "smem tree to 32 values, butterfly with __syncwarp between steps",
           "warp-synchronous butterfly made correct with __syncwarp", run_step<Syncwarp>, 1),
    LADDER("atomic", "grid-stride loop, block tree, one atomicAdd per block",
           "atomics finish the sum in one launch, in no fixed order", run_atomic, 0),
    LADDER("two-pass", "grid-stride loop and block tree, then a second kernel over the partials",
           "two kernels: a partial per block, then one block over the partials", run_two_pass, 1),
    LADDER("last-block", "grid-stride, block tree, __threadfence + atomicInc: last block finishes",
           "__threadfence + atomicInc ticket: the classic last-block-done fold", run_last_block, 1),
    cup_variant{.info = {.name = "exact-window",
                         .description = "warp exponent window into doubles, 32-bit limbs in shared memory elsewhere, one rounding",
                         .technique = "correctly rounded float sum: fixed-point superaccumulator with a 16-binade fast window",
                         .backend = CUP_BACKEND_CUDA, .dtypes = CUP_MASK(CUP_F32) | CUP_MASK(CUP_F64),
                         .ops = CUP_MASK(CUP_SUM), .block_min = 64, .block_max = 1024, .block_default = 512,
                         .deterministic = 1, .traits = CUP_REDUCE_EXACT},
                .run = cup_cuda_reduce_exact_window},
    cup_variant{.info = {.name = "exact",
                         .description = "bins of doubles per thread (error-free extraction), limbs only past their reach, one rounding",
                         .technique = "correctly rounded float sum: binned error-free transformations before a superaccumulator",
                         .backend = CUP_BACKEND_CUDA, .dtypes = CUP_MASK(CUP_F32) | CUP_MASK(CUP_F64),
                         .ops = CUP_MASK(CUP_SUM), .block_min = 64, .block_max = 1024, .block_default = 512,
                         .deterministic = 1, .traits = CUP_REDUCE_EXACT},
                .run = cup_cuda_reduce_exact},
    cup_variant{.info = {.name = "exact-bins-fixed",
                         .description = "the bins with every element down a fixed count (f32 4, f64 5), not as many as it needs",
                         .technique = "what choosing the bin count per step buys: three additions a bin",
                         .backend = CUP_BACKEND_CUDA, .dtypes = CUP_MASK(CUP_F32) | CUP_MASK(CUP_F64),
                         .ops = CUP_MASK(CUP_SUM), .deterministic = 1, .traits = CUP_REDUCE_EXACT},
                .run = cup_cuda_reduce_exact_fixed},
    cup_variant{.info = {.name = "exact-prefetch-other",
                         .description = "best's exact sum keeping loads in flight the other way (tuning.h: L2 prefetch or registers)",
                         .technique = "latency hiding for a compute-heavy stream: prefetch to L2 against a register pipeline",
                         .backend = CUP_BACKEND_CUDA, .dtypes = CUP_MASK(CUP_F32) | CUP_MASK(CUP_F64),
                         .ops = CUP_MASK(CUP_SUM), .deterministic = 1, .traits = CUP_REDUCE_EXACT},
                .run = cup_cuda_reduce_exact_other_prefetch},
    cup_variant{.info = {.name = "best",
                         .description = "float sum: exact; else persistent grid, 16-byte loads x4, shuffle tree, acq_rel ticket",
                         .technique = "production path of cup_reduce", .backend = CUP_BACKEND_CUDA,
                         .dtypes = CUP_NUMERIC_DTYPES, .ops = CUP_ALL_OPS, .deterministic = 1, .traits = CUP_REDUCE_EXACT},
                .run = run_best},
    cup_variant{.info = {.name = "best-fast",
                         .description = "persistent grid, 16-byte loads x4 in flight, shuffle tree, acq_rel last-block ticket",
                         .technique = "the rounded float sum cup_reduce ran before the exact one", .backend = CUP_BACKEND_CUDA,
                         .dtypes = CUP_NUMERIC_DTYPES, .ops = CUP_ALL_OPS, .deterministic = 1},
                .run = run_best_fast},
    cup_variant{.info = {.name = "cub", .description = "cub::DeviceReduce (CCCL), measured beside best",
                         .technique = "vendor reference: cub::DeviceReduce", .backend = CUP_BACKEND_CUDA,
                         .dtypes = CUP_NUMERIC_DTYPES, .ops = CUP_ALL_OPS, .deterministic = 1, .reference = 1},
                .run = cup_cuda_reduce_cub},
#ifdef CUPRIM_NEWER_CCCL
    cup_variant{.info = {.name = "cub-gpu2gpu",
                         .description = "cub::DeviceReduce::Sum, determinism gpu_to_gpu (CCCL >= 3.1, -DCUPRIM_CCCL_INCLUDE)",
                         .technique = "vendor reference: CUB's reproducible (RFA) float sum", .backend = CUP_BACKEND_CUDA,
                         .dtypes = CUP_MASK(CUP_F32) | CUP_MASK(CUP_F64), .ops = CUP_MASK(CUP_SUM), .deterministic = 1,
                         .reference = 1, .traits = CUP_REDUCE_GPU2GPU_TRAITS},
                .run = cup_cuda_reduce_cub_gpu2gpu},
#endif
};
extern "C" const cup_variant_table cup_reduce_cuda = CUP_TABLE(variants);
