// Single-pass scans: the tiles' published states and the look-back that reads them. Shared by the
// scan family (its chained and lookback steps and best) and the select family (the running count
// of kept elements).
//
// A single-pass scan gives each tile of the input to one thread block. A tile needs the combined
// value of every tile before it (its exclusive prefix) before it can write its outputs, so tiles
// publish what they know in global memory, one state per tile:
//   X  nothing yet (every state starts as X: the launcher zeroes them on the stream first),
//   A  the tile's own aggregate (its elements combined),
//   P  its inclusive prefix (every element up to its last combined).
// The chained scan waits for tile k-1's P, so the prefixes ripple through the tiles one at a time.
// The decoupled look-back (Merrill and Garland, 2016) publishes A as soon as the tile's elements
// are reduced, then walks back over its predecessors combining their A's until it meets a P.
//
// Floats make the walk's combination order matter. CUB combines a window of predecessors' A's in a
// tree, so the bits depend on how far the P happened to be when the tile looked: on timing. Here
// the walk only finds the nearest P (with every tile after it at least A), then folds LEFT from it:
// E_k = ((P_j + A_(j+1)) + A_(j+2)) + ... + A_(k-1). By induction every published P_k is then the
// strict left fold A_0 + A_1 + ... + A_k, whichever j each tile found, so the bits are those of
// the left fold whatever the timing, and a fold that meets a newer P on the way may restart from
// it: it is the same value.
//
// Tiles are numbered by a ticket drawn at the block's start (atomicAdd on a zeroed counter), not
// by blockIdx: a tile only ever waits for tiles whose blocks have already started and hold no
// wait of their own before publishing A, so the spin always ends, whatever order the hardware
// schedules blocks in.
#pragma once

#include "backend/cuda/common.cuh"

#include <climits>
#include <cstdint>
#include <cstring>

enum : unsigned { TILE_X = 0, TILE_A = 1, TILE_P = 2 };

// ---- memory operations with the scope and order the protocol needs -------------------------------
// .relaxed.gpu: a strong access, coherent at device scope (never served from a stale L1 line, never
// merged or hoisted out of a spin loop by the compiler); no ordering of other accesses.
// .release / .acquire: the store makes every earlier write of this thread visible to a thread whose
// acquiring load reads the stored value, and that thread's later reads see them.

__device__ __forceinline__ unsigned long long ld_relaxed_u64(const unsigned long long *p)
{
    unsigned long long v;
    asm volatile("ld.relaxed.gpu.global.u64 %0, [%1];" : "=l"(v) : "l"(p) : "memory");
    return v;
}
__device__ __forceinline__ void st_relaxed_u64(unsigned long long *p, unsigned long long v)
{
    asm volatile("st.relaxed.gpu.global.u64 [%0], %1;" ::"l"(p), "l"(v) : "memory");
}
__device__ __forceinline__ unsigned ld_acquire_u32(const unsigned *p)
{
    unsigned v;
    asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
    return v;
}
__device__ __forceinline__ void st_release_u32(unsigned *p, unsigned v)
{
    asm volatile("st.release.gpu.global.u32 [%0], %1;" ::"l"(p), "r"(v) : "memory");
}

template <class T> __device__ __forceinline__ unsigned long long bits_of(T v)
{
    unsigned long long b = 0;
    memcpy(&b, &v, sizeof v);
    return b;
}
template <class T> __device__ __forceinline__ T of_bits(unsigned long long b)
{
    T v;
    memcpy(&v, &b, sizeof v);
    return v;
}

// ---- the tiles' states ------------------------------------------------------------------------
// Each layout: `zeroed` bytes from its start that the launcher clears before the kernel (the
// states, X = 0), `bytes` in all, and publish / read of tile k.

// A 32-bit value and its state in one 64-bit word (state << 32 | value bits). A 64-bit aligned
// access is single-copy atomic, so a reader sees a state with the very value published with it:
// no fence is needed, relaxed accesses are enough. An A may later be overwritten by the tile's
// P; a reader holding the A still holds a valid aggregate.
template <class T> struct PackedTiles {
    static_assert(sizeof(T) == 4, "a 32-bit value beside its state");
    unsigned long long *word;
    static size_t zeroed(size_t tiles) { return tiles * 8; }
    static size_t bytes(size_t tiles) { return tiles * 8; }
    static PackedTiles at(void *p, size_t) { return {(unsigned long long *)p}; }
    __device__ void publish(size_t k, unsigned state, T v) const
    {
        st_relaxed_u64(word + k, (unsigned long long)state << 32 | bits_of(v));
    }
    __device__ void read(size_t k, unsigned &state, T &v) const
    {
        const unsigned long long w = ld_relaxed_u64(word + k);
        state = (unsigned)(w >> 32);
        v = of_bits<T>(w & 0xffffffffull);
    }
};

// A 64-bit value does not fit beside its state: the value goes to its own slot, then the state is
// stored with release; a reader loads the state with acquire, which orders its read of the slot
// after the value's store. A and P have separate slots, so an aggregate a reader decided to take
// (state A) is never overwritten by the tile's P between the two loads.
template <class T> struct WideTiles {
    static_assert(sizeof(T) == 8, "a 64-bit value in its own slot");
    unsigned *state;
    unsigned long long *agg, *incl;
    static size_t zeroed(size_t tiles) { return (tiles * 4 + 255) & ~(size_t)255; }
    static size_t bytes(size_t tiles) { return zeroed(tiles) + 2 * tiles * 8; }
    static WideTiles at(void *p, size_t tiles)
    {
        char *c = (char *)p;
        return {(unsigned *)c, (unsigned long long *)(c + zeroed(tiles)),
                (unsigned long long *)(c + zeroed(tiles)) + tiles};
    }
    __device__ void publish(size_t k, unsigned s, T v) const
    {
        st_relaxed_u64((s == TILE_A ? agg : incl) + k, bits_of(v));
        st_release_u32(state + k, s); // the value above is visible before the state is
    }
    __device__ void read(size_t k, unsigned &s, T &v) const
    {
        s = ld_acquire_u32(state + k); // later loads see what was stored before this state
        v = s == TILE_X ? T() : of_bits<T>(ld_relaxed_u64((s == TILE_A ? agg : incl) + k));
    }
};

// A count of kept elements (select) and its state in one word: state << 62 | count. Counts stay
// below 2^62 (n elements of at least 4 bytes fit the address space), so one relaxed 64-bit access
// carries both, as in PackedTiles.
struct CountTiles {
    unsigned long long *word;
    static size_t zeroed(size_t tiles) { return tiles * 8; }
    static size_t bytes(size_t tiles) { return tiles * 8; }
    static CountTiles at(void *p, size_t) { return {(unsigned long long *)p}; }
    __device__ void publish(size_t k, unsigned state, unsigned long long v) const
    {
        st_relaxed_u64(word + k, (unsigned long long)state << 62 | v);
    }
    __device__ void read(size_t k, unsigned &state, unsigned long long &v) const
    {
        const unsigned long long w = ld_relaxed_u64(word + k);
        state = (unsigned)(w >> 62);
        v = w & ((1ull << 62) - 1);
    }
};

// How many tiles of `tile` elements n takes (*tiles), refused when a grid cannot have that many
// blocks. Every scan and select launcher with a block per tile starts here.
static inline cup_status tiles_of(cup_handle_t h, size_t n, size_t tile, size_t *tiles)
{
    *tiles = cup_ceil_div(n, tile);
    if (*tiles > (size_t)INT_MAX)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "n = %zu needs %zu tiles of %zu, over the grid limit", n, *tiles,
                        tile);
    return CUP_STATUS_SUCCESS;
}

// The workspace of a single-pass launch: a ticket counter, then the tiles' states, the ticket and
// the states cleared on the stream before the kernel (a memset node in a graph). One tile needs
// neither (its members stay NULL).
template <class Tiles> struct SinglePassSpace {
    unsigned *ticket = nullptr;
    Tiles tiles{};
    cup_status prepare(cup_handle_t h, size_t count)
    {
        if (count < 2) return CUP_STATUS_SUCCESS;
        char *ws = (char *)cup_cuda_workspace(h, 256 + Tiles::bytes(count));
        if (!ws) return CUP_STATUS_ALLOC_FAILED;
        ticket = (unsigned *)ws;
        tiles = Tiles::at(ws + 256, count);
        CUP_CUDA_TRY(h, cudaMemsetAsync(ws, 0, 256 + Tiles::zeroed(count), cuda_stream(h)));
        return CUP_STATUS_SUCCESS;
    }
};

// The tile's number: a ticket in the order blocks start (see the top of this file). One block
// alone needs no ticket. Every thread gets it through `slot` (shared memory), after a barrier.
__device__ __forceinline__ size_t draw_tile(unsigned *ticket, unsigned *slot)
{
    if (threadIdx.x == 0) *slot = gridDim.x == 1 ? 0u : atomicAdd(ticket, 1u);
    __syncthreads();
    return *slot;
}

// A short sleep between polls of a state that is not there yet, growing to a cap: spinning
// without one takes issue slots from the warps that would publish it.
struct Backoff {
    unsigned ns = 32;
    __device__ void wait()
    {
        __nanosleep(ns);
        ns = ns < 512 ? 2 * ns : ns;
    }
};

// Chained: tile k (> 0) waits for tile k-1's inclusive prefix. Called by one warp; every lane
// returns the prefix.
template <class T, class Tiles> __device__ T wait_inclusive(const Tiles &tiles, size_t k)
{
    unsigned s;
    T v;
    Backoff b;
    if (threadIdx.x % 32 == 0)
        for (tiles.read(k - 1, s, v); s != TILE_P; tiles.read(k - 1, s, v)) b.wait();
    return __shfl_sync(0xffffffffu, v, 0);
}

// Decoupled look-back with the left fold: tile k (> 0), after publishing its A, folds its exclusive
// prefix. Called by one whole warp; every lane returns it.
//   Phase 1: windows of the 32 tiles before `end`, from end = k backwards: the nearest P in the
//   window with no X after it ends the walk; a window of A's only moves it one window back; an X
//   after the nearest P (or anywhere in a window without P) is waited for. A virtual P before tile 0
//   holds the identity, which combines with A_0 exactly.
//   Phase 2: the fold from that P forward to tile k-1, a lane-ordered pass through each window
//   (shuffles, so the order is fixed); a P met on the way restarts the fold with its value, which
//   by the argument above is the value the fold holds there.
template <class T, class Op, class Tiles> __device__ T lookback_left_fold(const Tiles &tiles, size_t k)
{
    const unsigned full = 0xffffffffu, lane = threadIdx.x % 32;
    const T identity = Op::template identity<T>();
    long long end = (long long)k;
    unsigned s;
    T v;
    int j;
    Backoff b;
    for (;;) {
        const long long i = end - 32 + (long long)lane;
        if (i >= 0) tiles.read((size_t)i, s, v);
        else s = TILE_P, v = identity;
        const unsigned p = __ballot_sync(full, s == TILE_P), x = __ballot_sync(full, s == TILE_X);
        if (p) {
            j = 31 - __clz((int)p);
            if ((x >> j) == 0) break; // every tile after the P is at least A
        } else if (x == 0) {
            end -= 32; // only aggregates here: the P is further back
            continue;
        }
        b.wait();
    }
    T acc = identity;
    for (int l = j; l < 32; l++) {
        const T w = __shfl_sync(full, v, l);
        acc = __shfl_sync(full, s, l) == TILE_P ? w : Op::apply(acc, w);
    }
    for (long long base = end; base < (long long)k; base += 32) { // windows seen with no X
        const long long i = base + (long long)lane;
        if (i < (long long)k) tiles.read((size_t)i, s, v);
        const int m = (long long)k - base < 32 ? (int)((long long)k - base) : 32;
        for (int l = 0; l < m; l++) {
            const T w = __shfl_sync(full, v, l);
            acc = __shfl_sync(full, s, l) == TILE_P ? w : Op::apply(acc, w);
        }
    }
    return acc;
}
