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
// it: it is the same value. Ops that are exact in any grouping (integers, MIN/MAX, counts) give
// the same value in any order that keeps the earlier operand on the left, so theirs fold a row of
// the window by a tree.
//
// What the look-back costs. A P is published one look-back after its A, so while tiles start at
// r per microsecond the nearest P is about r x (one look-back) tiles back. A window of 32 tiles
// per read of the states (one L2 round trip) therefore caps r near 32 per round trip: past it,
// each look-back needs more windows, which delays every P, which puts the P's further back. With
// tiles of 16 KiB that cap sits near 40% of the H100's copy bandwidth, where the first H100 run
// found best's scan and select alike (65536 tiles at 2^28 in 1.7-1.9 ms, ~37 tiles/us, whatever
// the bytes written). So a window is ROWS x 32 tiles, read at once (one round trip), its values
// kept in registers for the fold, which runs unrolled over the rows from the P's on; a window
// walked past (no P in it) is read again for the fold. ROWS = 4 lifts the cap fourfold (tuning.h
// has the H100's numbers); the ladder's lookback row keeps ROWS = 1, CUB's window of one warp.
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
#include <type_traits>

enum : unsigned { TILE_X = 0, TILE_A = 1, TILE_P = 2 };

// ---- memory operations with the scope and order the protocol needs -------------------------------
// .relaxed.gpu: a strong access, coherent at device scope (never served from a stale L1 line, never
// merged or hoisted out of a spin loop by the compiler); no ordering of other accesses.

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
// A 16-byte access is two 64-bit accesses to the memory model, each single-copy atomic, in an
// unspecified order (PackedTiles below detects a reader that sees one and not the other).
__device__ __forceinline__ void ld_relaxed_v2_u64(const unsigned long long *p, unsigned long long &a,
                                                  unsigned long long &b)
{
    asm volatile("ld.relaxed.gpu.global.v2.u64 {%0, %1}, [%2];" : "=l"(a), "=l"(b) : "l"(p) : "memory");
}
__device__ __forceinline__ void st_relaxed_v2_u64(unsigned long long *p, unsigned long long a, unsigned long long b)
{
    asm volatile("st.relaxed.gpu.global.v2.u64 [%0], {%1, %2};" ::"l"(p), "l"(a), "l"(b) : "memory");
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

// A value in 32-bit halves, each beside the state in a 64-bit word (state << 32 | half): one word
// per tile for a 32-bit T, two consecutive ones (16-byte aligned) for a 64-bit T. An aligned
// 64-bit access is single-copy atomic, so each half comes with the state published with it: no
// fence is needed, relaxed accesses are enough. A 64-bit T's two words are stored and loaded by
// one 16-byte access each, which a reader may see half done (one word A, the other X or P): it
// takes the tile as X then, and looks again. A word goes X, then A, then P; a reader holding the
// A still holds a valid aggregate after P overwrites it. (The first version kept a 64-bit value
// in a slot of its own, published with st.release after it and read after ld.acquire of the
// state: two round trips per read where this takes one.)
template <class T> struct PackedTiles {
    static_assert(sizeof(T) == 4 || sizeof(T) == 8, "32-bit halves beside their states");
    static constexpr int WORDS = sizeof(T) / 4;
    unsigned long long *word;
    static size_t zeroed(size_t tiles) { return tiles * 8 * WORDS; }
    static size_t bytes(size_t tiles) { return zeroed(tiles); }
    static PackedTiles at(void *p, size_t) { return {(unsigned long long *)p}; }
    __device__ void publish(size_t k, unsigned state, T v) const
    {
        const unsigned long long b = bits_of(v), s = (unsigned long long)state << 32;
        if constexpr (WORDS == 1) st_relaxed_u64(word + k, s | b);
        else st_relaxed_v2_u64(word + 2 * k, s | (b & 0xffffffffull), s | (b >> 32));
    }
    __device__ void read(size_t k, unsigned &state, T &v) const
    {
        if constexpr (WORDS == 1) {
            const unsigned long long w = ld_relaxed_u64(word + k);
            state = (unsigned)(w >> 32);
            v = of_bits<T>(w & 0xffffffffull);
        } else {
            unsigned long long lo, hi;
            ld_relaxed_v2_u64(word + 2 * k, lo, hi);
            state = (lo >> 32) == (hi >> 32) ? (unsigned)(lo >> 32) : TILE_X;
            v = of_bits<T>((lo & 0xffffffffull) | hi << 32);
        }
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

// How a look-back reads and waits (tuning.h gives best's; the ladder's lookback row takes
// Lookback<1>): windows of ROWS x 32 tiles; FIRST_NS slept once between publishing A and the
// first read, in grids of at least FIRST_GRID tiles only (a tile's nearest predecessors are
// still loading when it publishes; CUB sleeps an "L2 write latency" there, 1.1-1.3 us on sm_90,
// so that fewer reads spin in L2 and more find a P); POLL_NS the first sleep between reads of a
// window not yet settled, doubling up to POLL_MAX_NS; BY_BLOCK numbers the tiles by blockIdx.x
// rather than a ticket (no atomic round trip before the loads, as CUB does; but CUDA does not
// promise that blocks start in index order, and a tile waiting on one that has not started
// would wait forever: for measurement only, never the default).
template <int ROWS_, unsigned FIRST_NS_ = 0, unsigned POLL_NS_ = 32, unsigned POLL_MAX_NS_ = 256,
          bool BY_BLOCK_ = false, unsigned FIRST_GRID_ = 1024>
struct Lookback {
    static constexpr int ROWS = ROWS_;
    static constexpr unsigned FIRST_NS = FIRST_NS_, POLL_NS = POLL_NS_, POLL_MAX_NS = POLL_MAX_NS_;
    static constexpr unsigned FIRST_GRID = FIRST_GRID_;
    static constexpr bool BY_BLOCK = BY_BLOCK_;
};

// The tile's number: a ticket in the order blocks start (see the top of this file), or the
// block's index (BY_BLOCK). One block alone needs no ticket. Every thread gets the ticket through
// `slot` (shared memory), after a barrier.
template <bool BY_BLOCK = false> __device__ __forceinline__ size_t draw_tile(unsigned *ticket, unsigned *slot)
{
    if constexpr (BY_BLOCK) {
        (void)ticket, (void)slot;
        return blockIdx.x;
    } else {
        if (threadIdx.x == 0) *slot = gridDim.x == 1 ? 0u : atomicAdd(ticket, 1u);
        __syncthreads();
        return *slot;
    }
}

// A short sleep between polls of a state that is not there yet, growing to a cap: spinning
// without one takes issue slots from the warps that would publish it, and L2 bandwidth from
// the streams. The cap bounds how late a waiting tile notices its predecessor (and so how late
// its own P comes).
struct Backoff {
    unsigned ns, cap;
    __device__ explicit Backoff(unsigned first = 32, unsigned most = 256) : ns(first), cap(most) {}
    __device__ void wait()
    {
        __nanosleep(ns);
        ns = ns < cap ? 2 * ns : ns;
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

// ---- the look-back's windows ------------------------------------------------------------------
// A window is ROWS x 32 consecutive tiles from `first`: lane l holds tile first + 32 r + l in row r
// (so each row's loads are coalesced), the window's index of that tile being 32 r + l.

// Reads every state of the window at once (the loads of all rows in flight together). Tiles
// before 0 read as a P of the identity (the empty prefix before tile 0, which combines with A_0
// exactly); tiles from `limit` on as an A of the identity (a term that changes nothing).
template <class T, class Op, int ROWS, class Tiles>
__device__ __forceinline__ void read_window(const Tiles &tiles, long long first, long long limit, unsigned (&s)[ROWS],
                                            T (&v)[ROWS])
{
    const long long lane = threadIdx.x % 32;
#pragma unroll
    for (int r = 0; r < ROWS; r++) {
        const long long i = first + 32 * r + lane;
        if (i < 0) s[r] = TILE_P, v[r] = Op::template identity<T>();
        else if (i >= limit) s[r] = TILE_A, v[r] = Op::template identity<T>();
        else tiles.read((size_t)i, s[r], v[r]);
    }
}

// Reads the window until no X comes after its last P, then returns that P's index, or -1 when it
// has no P (and then no X either: aggregates only). An X before the last P is never waited for.
template <class T, class Op, class Look, class Tiles, int ROWS = Look::ROWS>
__device__ int settle_window(const Tiles &tiles, long long first, long long limit, unsigned (&s)[ROWS], T (&v)[ROWS])
{
    const unsigned full = 0xffffffffu;
    Backoff b(Look::POLL_NS, Look::POLL_MAX_NS);
    for (;;) {
        read_window<T, Op, ROWS>(tiles, first, limit, s, v);
        int j = -1;
        unsigned x[ROWS];
#pragma unroll
        for (int r = 0; r < ROWS; r++) {
            const unsigned p = __ballot_sync(full, s[r] == TILE_P);
            x[r] = __ballot_sync(full, s[r] == TILE_X);
            if (p) j = 32 * r + 31 - __clz((int)p);
        }
        unsigned after = 0; // the X's after index j
#pragma unroll
        for (int r = 0; r < ROWS; r++) {
            const int from = j + 1 - 32 * r; // this row's lanes from `from` on
            after |= from <= 0 ? x[r] : from >= 32 ? 0u : x[r] >> from;
        }
        if (!after) return j;
        b.wait();
    }
}

// acc folded with the window's terms in tile order from index j (its last P, whose value is the
// fold up to it, so acc restarts there; -1: no P, every term onto acc). The terms before j become
// the identity, which changes nothing, so the fold runs over whole rows, skipping the rows that
// lie wholly before j. Float sums one term at a time, left to right (shuffles from each lane in
// turn, unrolled: the shuffles do not wait for the fold, only the additions wait for each
// other); every other op reduces each row by a tree that keeps the earlier operand on the left
// (lane l takes lane l + d), then folds the rows in order.
template <class T, class Op, int ROWS> __device__ __forceinline__ T fold_window(T acc, int j, const T (&v)[ROWS])
{
    constexpr bool left_to_right = std::is_floating_point_v<T> && !std::is_same_v<Op, OpMin> && !std::is_same_v<Op, OpMax>;
    const unsigned full = 0xffffffffu, lane = threadIdx.x % 32;
    const T identity = Op::template identity<T>();
    if (j >= 0) acc = identity;
#pragma unroll
    for (int r = 0; r < ROWS; r++) {
        if (32 * r + 31 < j) continue; // uniform: every term of this row is before the P
        T t = (int)(32 * r + lane) < j ? identity : v[r];
        if constexpr (left_to_right) {
#pragma unroll
            for (int l = 0; l < 32; l++) acc = Op::apply(acc, __shfl_sync(full, t, l));
        } else {
#pragma unroll
            for (int d = 1; d < 32; d *= 2) {
                const T u = __shfl_down_sync(full, t, d);
                if (lane + d < 32) t = Op::apply(t, u);
            }
            acc = Op::apply(acc, __shfl_sync(full, t, 0));
        }
    }
    return acc;
}

// Decoupled look-back with the left fold: tile k (> 0), after publishing its A, folds its exclusive
// prefix. Called by one whole warp; every lane returns it. Windows of ROWS x 32 tiles from end = k
// backwards until one holds a P with no X after it (a window of aggregates only moves one window
// back); then the fold from that P to the window's end, and through the windows walked past, read
// again (a P met there restarts the fold with the same value, by the argument at the top; a
// 64-bit state read half done is an X until it settles).
template <class T, class Op, class Look, class Tiles> __device__ T lookback_left_fold(const Tiles &tiles, size_t k)
{
    constexpr int ROWS = Look::ROWS;
    constexpr long long WINDOW = 32 * ROWS;
    unsigned s[ROWS];
    T v[ROWS];
    if (Look::FIRST_NS > 0 && gridDim.x >= Look::FIRST_GRID) __nanosleep(Look::FIRST_NS);
    long long end = (long long)k;
    int j;
    while ((j = settle_window<T, Op, Look>(tiles, end - WINDOW, end, s, v)) < 0) end -= WINDOW;
    T acc = fold_window<T, Op, ROWS>(Op::template identity<T>(), j, v);
    for (long long first = end; first < (long long)k; first += WINDOW)
        acc = fold_window<T, Op, ROWS>(acc, settle_window<T, Op, Look>(tiles, first, (long long)k, s, v), v);
    return acc;
}
