// What every scan kernel shares: the ops with their identities, the Kogge-Stone warp scan, and the
// scan of one tile in the order cuprim.h gives for best (threads' folds, warps, then the warps'
// totals), with its loads and stores.
#pragma once

#include "backend/cuda/common.cuh"
#include "families/scan/scan.h"

#include <cstring>
#include <type_traits>

// SUM's identity is -0 for floats: x + -0 is x for every x (+0 + -0 is +0), while +0 would turn an
// element -0 into +0. So an identity can stand in for any missing term (a lane past the tile's
// end, the empty prefix of tile 0) without changing a bit. MIN/MAX: common.cuh's ops, whose
// apply(a, b) keeps a on a tie and never takes a NaN b; a fold that starts from the identity never
// holds a NaN, and with a always the earlier operand the earliest extreme wins.
struct ScanSum {
    template <class T> __device__ __forceinline__ static T apply(T a, T b) { return a + b; }
    template <class T> __host__ __device__ static constexpr T identity()
    {
        if constexpr (std::is_floating_point_v<T>) return -T(0);
        else return T(0);
    }
};
template <class Op> struct ScanOpOf {
    using type = Op;
};
template <> struct ScanOpOf<OpSum> {
    using type = ScanSum;
};

// What an exclusive scan writes at out[0]: 0 (+0) for sums, the identity for MIN/MAX.
template <class T, class Op> __device__ __forceinline__ T scan_empty()
{
    if constexpr (std::is_same_v<Op, ScanSum>) return T(0);
    else return Op::template identity<T>();
}

// f(Tag<T, Op>) for the request: cup_dispatch's types (signed sums on unsigned) with SUM's op
// replaced by ScanSum.
template <class F> cup_status scan_dispatch(const cup_scan_args *a, F &&f)
{
    return cup_dispatch<false>(a->dtype, a->op, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        return f(Tag<T, typename ScanOpOf<typename decltype(tag)::op>::type>{});
    });
}

constexpr unsigned FULL_MASK = 0xffffffffu;

// Kogge-Stone inclusive scan over the 32 lanes: at step d each lane l >= d combines the value d
// lanes below (the earlier one, on the left) with its own. Every lane must be present.
template <class T, class Op> __device__ __forceinline__ T warp_scan(T v)
{
    const unsigned lane = threadIdx.x % 32;
#pragma unroll
    for (int d = 1; d < 32; d *= 2) {
        const T y = __shfl_up_sync(FULL_MASK, v, d);
        if (lane >= (unsigned)d) v = Op::apply(y, v);
    }
    return v;
}

// One tile of blockDim.x threads, ITEMS items each, in cuprim.h's order: the thread's fold a of its
// items from the identity, the warp's Kogge-Stone scan s of the a's, the same over the warps'
// totals (c), in every warp at once (so one barrier). Returns the tile's aggregate in every thread
// and sets q = c_(w-1) op s_(l-1), the thread's prefix inside the tile (the identity for thread 0).
// warp_totals: 32 elements of shared memory, written once per launch (a block scans one tile).
template <class T, class Op, int ITEMS>
__device__ __forceinline__ T tile_parts(const T (&x)[ITEMS], T &q, T *warp_totals)
{
    const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32, warps = blockDim.x / 32;
    const T identity = Op::template identity<T>();
    T a = identity;
#pragma unroll
    for (int j = 0; j < ITEMS; j++) a = Op::apply(a, x[j]);
    const T s = warp_scan<T, Op>(a);
    T before = __shfl_up_sync(FULL_MASK, s, 1);
    if (lane == 0) before = identity;
    if (lane == 31) warp_totals[warp] = s;
    __syncthreads();
    const T c = warp_scan<T, Op>(lane < warps ? warp_totals[lane] : identity);
    T cw = __shfl_sync(FULL_MASK, c, warp > 0 ? warp - 1 : 0);
    if (warp == 0) cw = identity;
    q = Op::apply(cw, before);
    return __shfl_sync(FULL_MASK, c, warps - 1);
}

// Thread items: ITEMS consecutive elements from `first`; past n the identity. VEC: 16-byte
// streaming loads where the thread's items are all inside n (in 16-byte aligned and ITEMS x
// sizeof(T) a multiple of 16, so each thread's items start on a boundary).
template <class T, class Op, int ITEMS, bool VEC>
__device__ __forceinline__ void load_items(const T *in, size_t n, size_t first, T (&x)[ITEMS])
{
    if constexpr (VEC) {
        static_assert(ITEMS * sizeof(T) % 16 == 0, "whole 16-byte vectors per thread");
        if (first + ITEMS <= n) {
            const uint4 *p = reinterpret_cast<const uint4 *>(in + first);
            uint4 raw[ITEMS * sizeof(T) / 16];
#pragma unroll
            for (int v = 0; v < (int)(ITEMS * sizeof(T) / 16); v++) raw[v] = __ldcs(p + v);
            memcpy(x, raw, sizeof raw);
            return;
        }
    }
#pragma unroll
    for (int j = 0; j < ITEMS; j++) x[j] = first + j < n ? in[first + j] : Op::template identity<T>();
}

// The thread's outputs from its prefix p: inclusive y_j = y_(j-1) op x_j from y_(-1) = p;
// exclusive out_j = the value x_j is combined into. out[0] of an exclusive scan gets the empty
// prefix (first_is_zero: the thread holds element 0 of the whole array).
template <class T, class Op, int ITEMS, bool VEC>
__device__ __forceinline__ void store_items(T *out, size_t n, size_t first, const T (&x)[ITEMS], T p,
                                            bool exclusive, bool first_is_zero)
{
    T y[ITEMS];
#pragma unroll
    for (int j = 0; j < ITEMS; j++) {
        const T next = Op::apply(p, x[j]);
        y[j] = exclusive ? p : next;
        p = next;
    }
    if (exclusive && first_is_zero) y[0] = scan_empty<T, Op>();
    if constexpr (VEC) {
        if (first + ITEMS <= n) {
            uint4 raw[ITEMS * sizeof(T) / 16];
            memcpy(raw, y, sizeof raw);
            uint4 *o = reinterpret_cast<uint4 *>(out + first);
#pragma unroll
            for (int v = 0; v < (int)(ITEMS * sizeof(T) / 16); v++) __stcs(o + v, raw[v]);
            return;
        }
    }
#pragma unroll
    for (int j = 0; j < ITEMS; j++)
        if (first + j < n) out[first + j] = y[j];
}
