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
// holds a NaN, and with a always the earlier operand the earliest extreme wins. A NaN a, though,
// is kept: apply(NaN, b) is NaN. So every element enters as a term of a fold from the identity
// (scan_term), which turns a NaN into the identity and leaves every other element's bits.
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

// An element as a term any combine may take on either side: apply(identity, x), the identity for
// a NaN under MIN/MAX (which skip it), x itself otherwise (-0 + x is x for sums, NaN included).
// The trees of the ladder combine elements with each other, not only into a running fold, so a
// NaN left operand would win there and hide every later extreme of its subtree.
template <class T, class Op> __device__ __forceinline__ T scan_term(T x)
{
    return Op::apply(Op::template identity<T>(), x);
}

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
// tile_parts_from: the same from the thread's fold a.
template <class T, class Op> __device__ __forceinline__ T tile_parts_from(T a, T &q, T *warp_totals)
{
    const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32, warps = blockDim.x / 32;
    const T identity = Op::template identity<T>();
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
template <class T, class Op, int ITEMS>
__device__ __forceinline__ T tile_parts(const T (&x)[ITEMS], T &q, T *warp_totals)
{
    T a = Op::template identity<T>();
#pragma unroll
    for (int j = 0; j < ITEMS; j++) a = Op::apply(a, x[j]);
    return tile_parts_from<T, Op>(a, q, warp_totals);
}

// How a tile's items reach the threads (each thread always holds ITEMS consecutive elements):
// one element at a time (SCALAR), as the thread's own 16-byte vectors (BLOCKED: lanes 16 x ITEMS
// bytes apart, so a warp's load touches every other sector and the next load the rest), or
// warp-striped through shared memory (STRIPED: consecutive lanes load consecutive 16-byte vectors,
// the warp then swaps them into the blocked order; STRIPED_SCALAR: consecutive elements, for an
// input or output that is not 16-byte aligned; ASYNC: STRIPED's arrangement, the loads copied
// straight into shared memory by cp.async (no register holds a load in flight, so a thread may
// have many) and the items read from there a 16-byte chunk at a time, never all in registers).
// The arithmetic is the same in every layout.
enum { LAYOUT_SCALAR = 0, LAYOUT_BLOCKED = 1, LAYOUT_STRIPED = 2, LAYOUT_STRIPED_SCALAR = 3, LAYOUT_ASYNC = 4 };

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
// exclusive y_j = the value x_j is combined into. out[0] of an exclusive scan gets the empty
// prefix (first_is_zero: the thread holds element 0 of the whole array). store_items writes them.
template <class T, class Op, int ITEMS>
__device__ __forceinline__ void outputs(const T (&x)[ITEMS], T p, bool exclusive, bool first_is_zero, T (&y)[ITEMS])
{
#pragma unroll
    for (int j = 0; j < ITEMS; j++) {
        const T next = Op::apply(p, x[j]);
        y[j] = exclusive ? p : next;
        p = next;
    }
    if (exclusive && first_is_zero) y[0] = scan_empty<T, Op>();
}

template <class T, class Op, int ITEMS, bool VEC>
__device__ __forceinline__ void store_items(T *out, size_t n, size_t first, const T (&x)[ITEMS], T p,
                                            bool exclusive, bool first_is_zero)
{
    T y[ITEMS];
    outputs<T, Op, ITEMS>(x, p, exclusive, first_is_zero, y);
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

// ---- the striped layouts: a warp's 32 x ITEMS elements through its part of shared memory --------
// The part is read and written in 16-byte chunks; chunk c lives at c ^ ((c >> 3) & 7), which keeps
// it inside its aligned group of 8 chunks (128 bytes) and spreads both access patterns over the
// 8 bank groups of a quarter-warp: striped (lane l, chunk v*32 + l) and blocked (lane l, chunk
// l*ITEMS*sizeof(T)/16 + v, eight chunks apart for best's 128 bytes a lane).
__device__ __forceinline__ unsigned swizzled(unsigned c) { return c ^ ((c >> 3) & 7u); }

template <class T> __device__ __forceinline__ unsigned swizzled_element(unsigned e)
{
    constexpr unsigned per = 16 / sizeof(T);
    return swizzled(e / per) * per + e % per;
}

// The lane's blocked items x from the warp's part, as load_striped leaves it: a kernel that keeps
// the part untouched until its store may read its items again there rather than hold them in
// registers meanwhile (tile_reload).
template <class T, int ITEMS> __device__ __forceinline__ void items_from_part(T (&x)[ITEMS], const T *part)
{
    constexpr int CHUNKS = ITEMS * sizeof(T) / 16;
    const unsigned lane = threadIdx.x % 32;
    const uint4 *chunks = reinterpret_cast<const uint4 *>(part);
    uint4 raw[CHUNKS];
#pragma unroll
    for (int v = 0; v < CHUNKS; v++) raw[v] = chunks[swizzled(lane * CHUNKS + v)];
    memcpy(x, raw, sizeof raw);
}

// The warp's elements [first, first + 32 * ITEMS) (the identity past n) into each lane's blocked
// items x; `part` is the warp's 32 x ITEMS elements of shared memory.
template <class T, class Op, int ITEMS, bool VEC>
__device__ __forceinline__ void load_striped(const T *in, size_t n, size_t first, T (&x)[ITEMS], T *part)
{
    static_assert(ITEMS * sizeof(T) % 16 == 0, "whole 16-byte chunks per lane");
    constexpr int CHUNKS = ITEMS * sizeof(T) / 16;
    const unsigned lane = threadIdx.x % 32;
    uint4 *chunks = reinterpret_cast<uint4 *>(part);
    if (VEC && first + 32 * ITEMS <= n) {
        const uint4 *src = reinterpret_cast<const uint4 *>(in + first);
#pragma unroll
        for (int v = 0; v < CHUNKS; v++) chunks[swizzled(v * 32 + lane)] = __ldcs(src + v * 32 + lane);
    } else {
#pragma unroll
        for (int j = 0; j < ITEMS; j++) {
            const unsigned e = j * 32 + lane;
            part[swizzled_element<T>(e)] = first + e < n ? in[first + e] : Op::template identity<T>();
        }
    }
    __syncwarp();
    items_from_part<T, ITEMS>(x, part);
    __syncwarp(); // every lane has its items before the part is written again
}

// The warp's part (its 32 x ITEMS elements, every lane's written and the warp synchronised) to
// out[first ..) striped, up to n.
template <class T, int ITEMS, bool VEC>
__device__ __forceinline__ void store_part(T *out, size_t n, size_t first, const T *part)
{
    constexpr int CHUNKS = ITEMS * sizeof(T) / 16;
    const unsigned lane = threadIdx.x % 32;
    const uint4 *chunks = reinterpret_cast<const uint4 *>(part);
    if (VEC && first + 32 * ITEMS <= n) {
        uint4 *dst = reinterpret_cast<uint4 *>(out + first);
#pragma unroll
        for (int v = 0; v < CHUNKS; v++) __stcs(dst + v * 32 + lane, chunks[swizzled(v * 32 + lane)]);
    } else {
#pragma unroll
        for (int j = 0; j < ITEMS; j++) {
            const unsigned e = j * 32 + lane;
            if (first + e < n) out[first + e] = part[swizzled_element<T>(e)];
        }
    }
}

// The lane's outputs y (blocked) back through the part, then out[first ..) striped (up to n).
template <class T, int ITEMS, bool VEC>
__device__ __forceinline__ void store_striped(T *out, size_t n, size_t first, const T (&y)[ITEMS], T *part)
{
    constexpr int CHUNKS = ITEMS * sizeof(T) / 16;
    const unsigned lane = threadIdx.x % 32;
    uint4 *chunks = reinterpret_cast<uint4 *>(part);
    uint4 raw[CHUNKS];
    memcpy(raw, y, sizeof raw);
#pragma unroll
    for (int v = 0; v < CHUNKS; v++) chunks[swizzled(lane * CHUNKS + v)] = raw[v];
    __syncwarp();
    store_part<T, ITEMS, VEC>(out, n, first, part);
}

// ---- the async layout: the warp's elements stay in its part from load to store ------------------

// 16 bytes from global memory into shared memory by cp.async (L2 only, marked evict-first: the
// input is read once), and the wait for this thread's copies.
__device__ __forceinline__ unsigned long long evict_first_policy()
{
    unsigned long long policy;
    asm volatile("createpolicy.fractional.L2::evict_first.b64 %0, 1.0;" : "=l"(policy));
    return policy;
}
__device__ __forceinline__ void copy_async16(void *to_shared, const void *from_global, unsigned long long policy)
{
    const unsigned to = (unsigned)__cvta_generic_to_shared(to_shared);
    asm volatile("cp.async.cg.shared.global.L2::cache_hint [%0], [%1], 16, %2;" ::"r"(to), "l"(from_global),
                 "l"(policy)
                 : "memory");
}
__device__ __forceinline__ void wait_async_copies()
{
    asm volatile("cp.async.commit_group;" ::: "memory");
    asm volatile("cp.async.wait_group 0;" ::: "memory");
}

// The warp's elements [first, first + 32 * ITEMS) (the identity past n) into its part, laid out
// as load_striped leaves it; 16-byte copies where the whole chunk lies inside n (in 16-byte
// aligned), else one element at a time. The warp is synchronised after.
template <class T, class Op, int ITEMS>
__device__ __forceinline__ void part_load_async(const T *in, size_t n, size_t first, T *part)
{
    static_assert(ITEMS * sizeof(T) % 16 == 0, "whole 16-byte chunks per lane");
    constexpr int CHUNKS = ITEMS * sizeof(T) / 16;
    const unsigned lane = threadIdx.x % 32;
    uint4 *chunks = reinterpret_cast<uint4 *>(part);
    if (first + 32 * ITEMS <= n) {
        const unsigned long long policy = evict_first_policy();
        const uint4 *src = reinterpret_cast<const uint4 *>(in + first);
#pragma unroll
        for (int v = 0; v < CHUNKS; v++) copy_async16(chunks + swizzled(v * 32 + lane), src + v * 32 + lane, policy);
        wait_async_copies();
    } else {
#pragma unroll
        for (int j = 0; j < ITEMS; j++) {
            const unsigned e = j * 32 + lane;
            part[swizzled_element<T>(e)] = first + e < n ? in[first + e] : Op::template identity<T>();
        }
    }
    __syncwarp();
}

// The lane's fold of its items (left to right from the identity), read from the part a chunk at
// a time.
template <class T, class Op, int ITEMS> __device__ __forceinline__ T fold_part(const T *part)
{
    constexpr int CHUNKS = ITEMS * sizeof(T) / 16, PER = 16 / sizeof(T);
    const unsigned lane = threadIdx.x % 32;
    const uint4 *chunks = reinterpret_cast<const uint4 *>(part);
    T a = Op::template identity<T>();
#pragma unroll
    for (int v = 0; v < CHUNKS; v++) {
        const uint4 raw = chunks[swizzled(lane * CHUNKS + v)];
        T x[PER];
        memcpy(x, &raw, 16);
#pragma unroll
        for (int j = 0; j < PER; j++) a = Op::apply(a, x[j]);
    }
    return a;
}

// The lane's outputs from its prefix p (outputs' rule), each chunk of its items read from the
// part and overwritten there by its outputs; then the warp's part to out, striped.
template <class T, class Op, int ITEMS>
__device__ __forceinline__ void part_store_outputs(T *out, size_t n, size_t first, T p, bool exclusive, T *part)
{
    constexpr int CHUNKS = ITEMS * sizeof(T) / 16, PER = 16 / sizeof(T);
    const unsigned lane = threadIdx.x % 32;
    uint4 *chunks = reinterpret_cast<uint4 *>(part);
#pragma unroll
    for (int v = 0; v < CHUNKS; v++) {
        const unsigned c = swizzled(lane * CHUNKS + v);
        uint4 raw = chunks[c];
        T x[PER], y[PER];
        memcpy(x, &raw, 16);
#pragma unroll
        for (int j = 0; j < PER; j++) {
            const T next = Op::apply(p, x[j]);
            y[j] = exclusive ? p : next;
            p = next;
        }
        if (v == 0 && exclusive && first == 0 && lane == 0) y[0] = scan_empty<T, Op>();
        memcpy(&raw, y, 16);
        chunks[c] = raw;
    }
    __syncwarp();
    store_part<T, ITEMS, true>(out, n, first, part);
}

// Loads and stores in any layout: `first` is the thread's first element, `part` (striped
// layouts) the warp's shared memory.
template <class T, class Op, int ITEMS, int LAYOUT>
__device__ __forceinline__ void tile_load(const T *in, size_t n, size_t first, T (&x)[ITEMS], T *part)
{
    if constexpr (LAYOUT >= LAYOUT_STRIPED)
        load_striped<T, Op, ITEMS, LAYOUT == LAYOUT_STRIPED>(in, n, first - (threadIdx.x % 32) * ITEMS, x, part);
    else load_items<T, Op, ITEMS, LAYOUT == LAYOUT_BLOCKED>(in, n, first, x);
}

// The striped layouts read the thread's items again from the warp's part (which nothing wrote
// since tile_load), so a kernel that waits between its load and its store (the look-back) need
// not hold them in registers meanwhile; the others keep them (x unchanged).
template <class T, int ITEMS, int LAYOUT> __device__ __forceinline__ void tile_reload(T (&x)[ITEMS], const T *part)
{
    if constexpr (LAYOUT >= LAYOUT_STRIPED) items_from_part<T, ITEMS>(x, part);
}

template <class T, class Op, int ITEMS, int LAYOUT>
__device__ __forceinline__ void tile_store(T *out, size_t n, size_t first, const T (&x)[ITEMS], T p, bool exclusive,
                                           T *part)
{
    if constexpr (LAYOUT >= LAYOUT_STRIPED) {
        T y[ITEMS];
        outputs<T, Op, ITEMS>(x, p, exclusive, first == 0, y);
        store_striped<T, ITEMS, LAYOUT == LAYOUT_STRIPED>(out, n, first - (threadIdx.x % 32) * ITEMS, y, part);
    } else {
        store_items<T, Op, ITEMS, LAYOUT == LAYOUT_BLOCKED>(out, n, first, x, p, exclusive, first == 0);
    }
}
