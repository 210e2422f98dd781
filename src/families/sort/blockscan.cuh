// Block-level scans and decoupled look-back: the building blocks a radix sort shares with any
// scan. Nothing here knows about sorting; each helper says what it needs from its caller (full
// warps, blockDim.x a multiple of 32, the shared memory it borrows), so it can move to a place
// of its own once other families want it.
#pragma once

#include "backend/cuda/common.cuh"

#include <cuda/atomic>

// Inclusive prefix sum across the full warp (Kogge-Stone over __shfl_up_sync): lane i gets
// v(0) + ... + v(i). Every lane of the warp must call it.
template <class T> __device__ __forceinline__ T warp_inclusive_scan(T v)
{
    const unsigned lane = threadIdx.x % 32;
#pragma unroll
    for (int d = 1; d < 32; d *= 2) {
        const T u = __shfl_up_sync(0xffffffffu, v, d);
        if (lane >= (unsigned)d) v += u;
    }
    return v;
}

// Exclusive prefix sum over the block (thread t gets v(0) + ... + v(t - 1)); *total, when given,
// receives the sum of all. blockDim.x a multiple of 32 (at most 1024); every thread calls it.
// `spill` is 33 Ts of shared memory (a warp's total each, and the block's); the barriers on
// both sides make it safe to call again at once.
template <class T> __device__ __forceinline__ T block_exclusive_scan(T v, T *spill, T *total = nullptr)
{
    const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32, warps = blockDim.x / 32;
    const T inclusive = warp_inclusive_scan(v);
    __syncthreads(); // the previous call's readers are done with spill
    if (lane == 31) spill[warp] = inclusive;
    __syncthreads();
    if (warp == 0) {
        const T w = lane < warps ? spill[lane] : T(0);
        const T wi = warp_inclusive_scan(w);
        if (lane < warps) spill[lane] = wi - w;
        if (lane == 31) spill[32] = wi;
    }
    __syncthreads();
    if (total) *total = spill[32];
    return spill[warp] + inclusive - v;
}

// ---- decoupled look-back (Merrill and Garland 2016) ---------------------------------------------
//
// Tiles of a single-pass scan publish, each in one word of a status array, first their own sum
// (AGGREGATE) and then the sum of everything up to and including them (INCLUSIVE); a tile finds
// its exclusive prefix by walking back from its predecessor, adding aggregates until it meets an
// inclusive sum. A status word packs the flag in its two top bits and the value below, so the
// value and the flag that says it is there travel in one aligned store and one load: a relaxed
// atomic (device scope) on each side is enough, no fence orders a separate value before its flag.
// A word of 0 means "not yet published" (the array is zeroed before the tiles start), so a tile
// whose value is 0 still publishes a non-zero word.
//
// Forward progress: a tile only waits for tiles before it, which must already be running. Tiles
// take their index from an atomic ticket in the order their blocks start (not blockIdx.x, which
// the hardware may schedule in any order), so every tile it waits for belongs to a block that
// has started and will finish without waiting for a later one.
template <class W> struct Lookback {
    static constexpr int BITS = 8 * sizeof(W);
    static constexpr W AGGREGATE = W(1) << (BITS - 2), INCLUSIVE = W(1) << (BITS - 1), VALUE = AGGREGATE - 1;

    __device__ static void publish(W *slot, W value, bool inclusive)
    {
        cuda::atomic_ref<W, cuda::thread_scope_device>(*slot).store(value | (inclusive ? INCLUSIVE : AGGREGATE),
                                                                    cuda::memory_order_relaxed);
    }

    // The sum of the values of tiles 0 .. tile - 1, the status of tile j at status[j * stride]:
    // one thread's walk (for `stride`-wide tiles, each of their columns walked by its own thread).
    // Tile 0 publishes INCLUSIVE at once, so the walk ends at the latest there.
    __device__ static W exclusive_prefix(W *status, size_t stride, size_t tile)
    {
        W sum = 0;
        for (size_t j = tile; j-- > 0;) {
            cuda::atomic_ref<W, cuda::thread_scope_device> word(status[j * stride]);
            W w;
            while ((w = word.load(cuda::memory_order_relaxed)) == 0) {
            }
            sum += w & VALUE;
            if (w & INCLUSIVE) break;
        }
        return sum;
    }
};

// A tile index in the order blocks start: thread 0 takes a ticket, the block shares it through
// `slot` (shared memory). Every thread calls it; it ends with a barrier.
__device__ __forceinline__ unsigned tile_ticket(unsigned *counter, unsigned *slot)
{
    if (threadIdx.x == 0) *slot = atomicAdd(counter, 1u);
    __syncthreads();
    return *slot;
}
