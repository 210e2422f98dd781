// Device helpers and backend internals shared by every CUDA family file.
#pragma once

#include "core/internal.h"

#include <cuda/std/limits>
#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>

// Per-handle CUDA state. The workspace is scratch for one call at a time on the handle's
// stream; counters are the last-block tickets, which return to zero by themselves.
struct cup_cuda_state {
    int device;
    cudaDeviceProp prop;
    void *range_fn;     // cuMemGetAddressRange through the runtime; NULL when unavailable
    void *attrs_fn;     // cuPointerGetAttributes, likewise: a pointer's whole check in one call
    struct {
        const void *kernel;
        int block, blocks;
    } occupancy[64];    // blocks per SM of the (kernel, block size) pairs that size their grid by it
    void *workspace;
    size_t workspace_bytes;
    // Once a call has been captured into a CUDA graph, graphs may hold the workspace's address:
    // a grown workspace then leaves the old buffer here, freed with the handle, not before.
    int captured;
    void **retired;
    int nretired;
    unsigned *counters; // device memory, CUP_COUNTER_COUNT entries, zero between launches
    void *flush;        // scratch read between timed runs to evict the L2
    size_t flush_bytes;
    void *cublas;       // cublasHandle_t of the cuBLAS reference row, created on first use
};

// Destroys the handle's cuBLAS handle, if the reference row ever made one (transpose.cu).
void cup_cuda_release_cublas(cup_handle_t h);

// EXACT_RANGE: two entries, the exact sum's union of the blocks' nonzero limbs (reduce/exact.cu)
enum { CUP_COUNTER_BEST = 0, CUP_COUNTER_LAST_BLOCK = 1, CUP_COUNTER_EXACT_RANGE = 2, CUP_COUNTER_COUNT = 8 };

static inline cup_cuda_state *cuda_state(cup_handle_t h) { return (cup_cuda_state *)h->state; }
static inline cudaStream_t cuda_stream(cup_handle_t h) { return (cudaStream_t)h->stream; }

// The one error mechanism: a failed CUDA call becomes a status and a message on the handle.
// Out-of-memory is reported as such; everything else is an execution failure.
cup_status cup_cuda_fail(cup_handle_t h, cudaError_t e, const char *what, const char *file, int line);
#define CUP_CUDA_TRY(h, call)                                                                 \
    do {                                                                                      \
        cudaError_t cup_err_ = (call);                                                        \
        if (cup_err_ != cudaSuccess) return cup_cuda_fail((h), cup_err_, #call, __FILE__, __LINE__); \
    } while (0)
// After a launch: configuration errors show up here at once; faults in the kernel show up at
// the next synchronising call (cup_sync, cup_copy_to_host).
#define CUP_CUDA_LAUNCHED(h) CUP_CUDA_TRY(h, cudaGetLastError())

// Resident blocks per SM of `kernel` at `block` threads on the handle's device, computed once
// per handle (the answer depends on the device, so it is not cached per process).
int cup_cuda_blocks_per_sm(cup_handle_t h, const void *kernel, int block);

// Grid sizing, one set of names for every family. A grid-stride kernel gets
// cup_cuda_resident_grid: as many blocks as can be resident at once (by the occupancy of this
// kernel at this block size), fewer when `items` needs fewer. cup_cuda_fill_grid estimates the
// same from threads per SM alone, for kernels launched at many block sizes where an occupancy
// query per size costs more than it saves. cup_cuda_block_slots is every block slot of every SM:
// an upper bound on any resident grid, for sizing per-block scratch once.
static inline size_t cup_cuda_block_slots(cup_handle_t h)
{
    const cudaDeviceProp &p = cuda_state(h)->prop;
    return (size_t)p.multiProcessorCount * (size_t)(p.maxBlocksPerMultiProcessor > 1 ? p.maxBlocksPerMultiProcessor : 1);
}
static inline unsigned cup_cuda_resident_grid(cup_handle_t h, const void *kernel, int block, size_t items)
{
    const size_t resident = (size_t)cup_cuda_blocks_per_sm(h, kernel, block) * cuda_state(h)->prop.multiProcessorCount;
    const size_t want = cup_ceil_div(items, (size_t)block);
    return (unsigned)(want < 1 ? 1 : want < resident ? want : resident);
}
static inline unsigned cup_cuda_fill_grid(cup_handle_t h, size_t items, int block)
{
    const cudaDeviceProp &p = cuda_state(h)->prop;
    const int per_sm = p.maxThreadsPerMultiProcessor / block;
    const size_t fill = (size_t)p.multiProcessorCount * (size_t)(per_sm > 1 ? per_sm : 1);
    const size_t want = cup_ceil_div(items, (size_t)block);
    return (unsigned)(want < 1 ? 1 : want < fill ? want : fill);
}

// Scratch of at least `bytes` from the handle's workspace (grows, never shrinks), or NULL with
// the handle's message set.
void *cup_cuda_workspace(cup_handle_t h, size_t bytes);

// A CUB device call in its two-phase form through the handle's workspace: call(tmp, bytes) is
// the CUB call, asked first for its scratch size (tmp NULL), then run. Every vendor reference
// row goes through here, so each is measured with the workspace cuprim's own variants use.
template <class Call> static inline cup_status cup_cub_call(cup_handle_t h, Call call)
{
    size_t bytes = 0;
    CUP_CUDA_TRY(h, call(nullptr, bytes));
    void *tmp = cup_cuda_workspace(h, bytes);
    if (!tmp) return CUP_STATUS_ALLOC_FAILED;
    CUP_CUDA_TRY(h, call(tmp, bytes));
    return CUP_STATUS_SUCCESS;
}

// Reads `bytes` at p with 16-byte loads across the whole GPU; used for the read ceiling and to
// evict the L2 between timed runs.
cup_status cup_cuda_stream_read(cup_handle_t h, const void *p, size_t bytes);

// ---- operations -----------------------------------------------------------------------------
// identity() is the value that leaves any element unchanged; apply() is associative and
// commutative (integer sums wrap; see the dispatch below).
struct OpSum {
    template <class T> __device__ __forceinline__ static T apply(T a, T b) { return a + b; }
    template <class T> __host__ __device__ static constexpr T identity() { return T(0); }
};
// NaN compares false, so a NaN element never replaces the running value (cuprim.h).
struct OpMin {
    template <class T> __device__ __forceinline__ static T apply(T a, T b) { return b < a ? b : a; }
    template <class T> __host__ __device__ static constexpr T identity()
    {
        using L = cuda::std::numeric_limits<T>;
        return L::has_infinity ? L::infinity() : L::max();
    }
};
struct OpMax {
    template <class T> __device__ __forceinline__ static T apply(T a, T b) { return b > a ? b : a; }
    template <class T> __host__ __device__ static constexpr T identity()
    {
        using L = cuda::std::numeric_limits<T>;
        return L::has_infinity ? -L::infinity() : L::lowest();
    }
};

template <class T, class Op> struct Tag {
    using type = T;
    using op = Op;
};

// Maps (dtype, op) to one instantiation f(Tag<T, Op>{}): the table that keeps kernels free of
// per-dtype copies. SUM of signed integers runs on the unsigned type of the same width, where
// wrap-around is defined and the bits are those of two's complement. SumOnly variants are
// never instantiated for MIN/MAX (the registry masks keep such calls out).
template <bool SumOnly, class F> cup_status cup_dispatch(cup_dtype t, cup_op op, F &&f)
{
    if (op == CUP_SUM) {
        switch (t) {
        case CUP_I32:
        case CUP_U32: return f(Tag<unsigned, OpSum>{});
        case CUP_I64:
        case CUP_U64: return f(Tag<unsigned long long, OpSum>{});
        case CUP_F32: return f(Tag<float, OpSum>{});
        case CUP_F64: return f(Tag<double, OpSum>{});
        default: break;
        }
    }
    if constexpr (!SumOnly) {
        auto typed = [&](auto op_tag) -> cup_status {
            using Op = decltype(op_tag);
            switch (t) {
            case CUP_I32: return f(Tag<int, Op>{});
            case CUP_U32: return f(Tag<unsigned, Op>{});
            case CUP_I64: return f(Tag<long long, Op>{});
            case CUP_U64: return f(Tag<unsigned long long, Op>{});
            case CUP_F32: return f(Tag<float, Op>{});
            case CUP_F64: return f(Tag<double, Op>{});
            default: return CUP_STATUS_INTERNAL_ERROR;
            }
        };
        if (op == CUP_MIN) return typed(OpMin{});
        if (op == CUP_MAX) return typed(OpMax{});
    }
    return CUP_STATUS_INTERNAL_ERROR;
}

// Opaque elements of 1, 2, 4, 8 or 16 bytes for families that only move data: one
// instantiation per element size serves every dtype of that size.
template <class F> cup_status cup_dispatch_size(size_t esize, F &&f)
{
    switch (esize) {
    case 1: return f(Tag<unsigned char, void>{});
    case 2: return f(Tag<unsigned short, void>{});
    case 4: return f(Tag<unsigned, void>{});
    case 8: return f(Tag<unsigned long long, void>{});
    case 16: return f(Tag<uint4, void>{});
    default: return CUP_STATUS_INTERNAL_ERROR;
    }
}

// Dynamic shared memory re-typed to T (one extern __shared__ array, aligned for any T).
template <class T> __device__ __forceinline__ T *shared_as()
{
    extern __shared__ __align__(16) unsigned char cup_smem_raw[];
    return reinterpret_cast<T *>(cup_smem_raw);
}

// ---- warp and block building blocks ---------------------------------------------------------

// Butterfly over the full warp (the classic shuffle warp reduction, in its *_sync form): every
// lane ends with the warp's result. Callers guarantee all 32 lanes are present.
template <class T, class Op> __device__ __forceinline__ T warp_reduce(T v)
{
#pragma unroll
    for (int lane_mask = 16; lane_mask > 0; lane_mask >>= 1)
        v = Op::apply(v, __shfl_xor_sync(0xffffffffu, v, lane_mask));
    return v;
}

// Block-wide result in thread 0, for blockDim.x a multiple of 32 (<= 1024). `warp_sums` holds
// 32 elements of shared memory; the trailing barrier makes it safe to call again.
template <class T, class Op> __device__ __forceinline__ T block_reduce(T v, T *warp_sums)
{
    const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    v = warp_reduce<T, Op>(v);
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < blockDim.x / 32 ? warp_sums[lane] : Op::template identity<T>();
        v = warp_reduce<T, Op>(v);
    }
    __syncthreads();
    return v;
}
