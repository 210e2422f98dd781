// count_if on the GPU: how many elements compare true against a scalar, four ways. Each ladder
// step differs in how the block's predicates become one count: a vote barrier
// (__syncthreads_count), warp ballots and __popc, or per-thread counts reduced by shuffles;
// best adds 16-byte loads with several in flight per thread. Every kernel adds into the 64-bit
// count, which the launcher zeroes on the handle's stream first (no host synchronisation);
// best on a one-block grid stores it instead and needs no zeroing.
#include "families/count/cmp.cuh"
#include "families/count/tuning.h"

// ---- kernels ------------------------------------------------------------------------------------

// Grid: a grid-stride loop over tiles of blockDim.x elements; block b takes tiles b,
// b + gridDim.x, ... and thread t element t of each. The loop bound depends only on the block,
// so every thread reaches every vote barrier; threads past n vote false. __syncthreads_count
// returns the tile's count to every thread; thread 0 keeps the running total and adds it into
// the count with one atomic at the end.
template <class T, int CMP>
static __global__ void cup_count_syncthreads(const T *__restrict__ in, size_t n, T v, unsigned long long *count)
{
    unsigned long long total = 0;
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t base = (size_t)blockIdx.x * blockDim.x; base < n; base += stride) {
        const size_t i = base + threadIdx.x;
        total += (unsigned)__syncthreads_count(i < n && cup_cmp_pred<T, CMP>(in[i], v));
    }
    if (threadIdx.x == 0 && total) atomicAdd(count, total);
}

// Grid: the same tiles. Each warp votes with __ballot_sync on the full mask (blocks are whole
// warps and every lane stays in the loop; lanes past n vote false) and lane 0 adds the
// ballot's __popc to its running count. The warps' counts are reduced in the block at the end,
// and thread 0 adds the block's count with one atomic.
template <class T, int CMP>
static __global__ void cup_count_ballot_popc(const T *__restrict__ in, size_t n, T v, unsigned long long *count)
{
    __shared__ unsigned long long warp_sums[32];
    unsigned long long total = 0;
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t base = (size_t)blockIdx.x * blockDim.x; base < n; base += stride) {
        const size_t i = base + threadIdx.x;
        const unsigned ballot = __ballot_sync(0xffffffffu, i < n && cup_cmp_pred<T, CMP>(in[i], v));
        if (threadIdx.x % 32 == 0) total += (unsigned)__popc(ballot);
    }
    total = block_reduce<unsigned long long, OpSum>(total, warp_sums);
    if (threadIdx.x == 0 && total) atomicAdd(count, total);
}

// Grid: a grid-stride loop over elements, thread g = blockIdx.x * blockDim.x + threadIdx.x
// taking g, g + stride, ... and counting its true ones in a register. At the end each warp sums
// its lanes with shuffles (every lane reaches it: the loop has no barrier, and the block is
// whole warps) and lane 0 adds the warp's count with one global atomic: an atomic per warp, no
// shared memory, no barrier.
template <class T, int CMP>
static __global__ void cup_count_atomic(const T *__restrict__ in, size_t n, T v, unsigned long long *count)
{
    unsigned long long total = 0;
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        total += cup_cmp_pred<T, CMP>(in[i], v);
    total = warp_reduce<unsigned long long, OpSum>(total);
    if (threadIdx.x % 32 == 0 && total) atomicAdd(count, total);
}

// Grid: a resident grid over 16-byte vectors. The input splits into a head of elements before
// the first 16-byte boundary, `nvec` whole vectors, and a tail; the head and tail (fewer than
// 2 x 16 bytes) go to the first threads of the grid, one element each. The vectors go
// grid-stride in rounds of LOADS vectors per thread: thread g loads vectors g, g + threads, ...
// (LOADS of them, all issued before any is compared) so each thread keeps LOADS x 16 bytes in
// flight. Counts stay in a 32-bit register per thread (a thread sees far fewer than 2^32
// elements), then the block reduces them and thread 0 adds the block's count with one atomic,
// or, when the grid is one block, stores it (the launcher then skips zeroing the count).
template <class T, int CMP, int LOADS>
static __global__ void cup_count_best(const T *__restrict__ in, size_t head, size_t nvec, size_t n, T v,
                                      unsigned long long *count)
{
    __shared__ unsigned long long warp_sums[32];
    constexpr int VEC = Vec16<T>::n;
    const size_t threads = (size_t)gridDim.x * blockDim.x, g = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    const T *body = in + head;
    unsigned c = 0;
    const size_t edge = head + (n - head - nvec * VEC); // head and tail elements
    if (g < edge) {
        const size_t i = g < head ? g : head + nvec * VEC + (g - head);
        c += cup_cmp_pred<T, CMP>(in[i], v);
    }
    for (size_t j = g; j < nvec; j += threads * LOADS) {
        Vec16<T> x[LOADS];
#pragma unroll
        for (int u = 0; u < LOADS; u++) {
            const size_t k = j + (size_t)u * threads;
            if (k < nvec) x[u] = cup_load16(body + k * VEC);
        }
#pragma unroll
        for (int u = 0; u < LOADS; u++)
            if (j + (size_t)u * threads < nvec)
#pragma unroll
                for (int e = 0; e < VEC; e++) c += cup_cmp_pred<T, CMP>(x[u].e[e], v);
    }
    const unsigned long long total = block_reduce<unsigned long long, OpSum>(c, warp_sums);
    if (threadIdx.x == 0 && gridDim.x == 1) *count = total; // one block: a store, no zeroing
    else if (threadIdx.x == 0 && total) atomicAdd(count, total);
}

// ---- launchers ----------------------------------------------------------------------------------

// The kernel of (dtype, cmp) through launcher K, which zeroes the count on the stream when its
// kernel adds into it.
template <template <class, int> class K>
static cup_status launch_simple(cup_handle_t h, const cup_count_args *a)
{
    return cup_cmp_dispatch(a->dtype, a->cmp, a->value, [&](auto tag, auto v) -> cup_status {
        using T = typename decltype(tag)::type;
        CUP_CUDA_TRY(h, (K<T, decltype(tag)::cmp>::launch(h, a, (const T *)a->in, v)));
        CUP_CUDA_LAUNCHED(h);
        return CUP_STATUS_SUCCESS;
    });
}

static cudaError_t zero_count(cup_handle_t h, const cup_count_args *a)
{
    return cudaMemsetAsync(a->count, 0, sizeof *a->count, cuda_stream(h));
}

// The ladder's kernels: the count zeroed, then the variant's block on a grid that fills the GPU
// (the loops stride over the rest, so any n fits one launch).
#define SIMPLE_LAUNCHER(name, kernel)                                                                            \
    template <class T, int CMP> struct name {                                                                    \
        static cudaError_t launch(cup_handle_t h, const cup_count_args *a, const T *in, T v)                    \
        {                                                                                                        \
            const cudaError_t e = zero_count(h, a);                                                              \
            if (e == cudaSuccess)                                                                                \
                kernel<T, CMP><<<cup_cuda_fill_grid(h, a->n, a->block), a->block, 0, cuda_stream(h)>>>(         \
                    in, a->n, v, (unsigned long long *)a->count);                                                \
            return e;                                                                                            \
        }                                                                                                        \
    };
SIMPLE_LAUNCHER(LaunchSyncthreads, cup_count_syncthreads)
SIMPLE_LAUNCHER(LaunchBallot, cup_count_ballot_popc)
SIMPLE_LAUNCHER(LaunchAtomic, cup_count_atomic)

template <class T, int CMP> struct LaunchBest {
    static cudaError_t launch(cup_handle_t h, const cup_count_args *a, const T *in, T v)
    {
        constexpr int VEC = Vec16<T>::n, LOADS = CUP_COUNT_BEST_LOADS, BLOCK = CUP_COUNT_BEST_BLOCK;
        const size_t misalign = (16 - (size_t)((uintptr_t)in % 16)) % 16 / sizeof(T);
        const size_t head = misalign < a->n ? misalign : a->n, nvec = (a->n - head) / VEC;
        const void *kernel = (const void *)cup_count_best<T, CMP, LOADS>;
        const size_t items = nvec / LOADS + 2 * VEC; // threads with work: a round each, and the edges
        const unsigned grid = cup_cuda_resident_grid(h, kernel, BLOCK, items);
        const cudaError_t e = grid > 1 ? zero_count(h, a) : cudaSuccess; // one block stores its count
        if (e == cudaSuccess)
            cup_count_best<T, CMP, LOADS><<<grid, BLOCK, 0, cuda_stream(h)>>>(in, head, nvec, a->n, v,
                                                                             (unsigned long long *)a->count);
        return e;
    }
};

static cup_status run_syncthreads(cup_handle_t h, const void *a)
{
    return launch_simple<LaunchSyncthreads>(h, (const cup_count_args *)a);
}
static cup_status run_ballot(cup_handle_t h, const void *a) { return launch_simple<LaunchBallot>(h, (const cup_count_args *)a); }
static cup_status run_atomic(cup_handle_t h, const void *a) { return launch_simple<LaunchAtomic>(h, (const cup_count_args *)a); }
static cup_status run_best(cup_handle_t h, const void *a) { return launch_simple<LaunchBest>(h, (const cup_count_args *)a); }
extern "C" cup_status cup_cuda_count_cub(cup_handle_t h, const void *args);

// ---- registry -----------------------------------------------------------------------------------

#define COUNT_VARIANT(name_, description_, technique_, fn_, bmin, bmax, bdef, ref)                              \
    cup_variant{.info = {.name = name_, .description = description_, .technique = technique_, \
                         .backend = CUP_BACKEND_CUDA, .dtypes = CUP_NUMERIC_DTYPES,                             \
                         .ops = CUP_MASK(CUP_CMP_COUNT) - 1u, .block_min = bmin, .block_max = bmax,             \
                         .block_default = bdef, .deterministic = 1, .reference = ref},                           \
                .run = fn_},

static const cup_variant variants[] = {
    COUNT_VARIANT("syncthreads-count", "__syncthreads_count per tile of a block, one 64-bit atomic per block",
                  "vote barrier: __syncthreads_count returns the block's count to every thread", run_syncthreads,
                  32, 1024, 256, 0)
    COUNT_VARIANT("ballot-popc", "__ballot_sync + __popc per warp, warp counts reduced in the block, one atomic",
                  "warp vote: a full-mask ballot packs 32 predicates and __popc counts them", run_ballot, 32, 1024,
                  256, 0)
    COUNT_VARIANT("atomic", "per-thread counts, a shuffle reduction per warp, one 64-bit atomicAdd per warp",
                  "global atomics: one atomicAdd per warp after a warp shuffle reduction", run_atomic, 32, 1024, 256,
                  0)
    COUNT_VARIANT("best", "16-byte loads, 4 in flight per thread, resident grid, register counts, one atomic "
                  "per block: what cup_count_if runs",
                  "production path of cup_count_if: vector loads and more work per thread", run_best, 0, 0,
                  CUP_COUNT_BEST_BLOCK, 0)
    COUNT_VARIANT("cub", "cub::DeviceReduce::Sum over a transform iterator of the predicate",
                  "vendor reference: CUB's device-wide reduction of 0/1 predicates", cup_cuda_count_cub, 0, 0, 0, 1)
};
extern "C" const cup_variant_table cup_count_cuda = CUP_TABLE(variants);
