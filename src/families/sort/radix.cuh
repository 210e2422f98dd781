// What every radix-sort kernel of the family shares: the digits of a key (sort.h's ordered bits,
// complemented for descending, cut to the bit range), the payload types values move as, the
// warp-level ranking of a tile by digit, and the host-side glue: one request split by key width
// and payload, the index path for values of odd sizes, and the ping-pong schedule of the passes.
#pragma once

#include "backend/cuda/common.cuh"
#include "families/sort/blockscan.cuh"
#include "families/sort/sort.h"
#include "families/sort/tuning.h"

#include <atomic>
#include <type_traits>

enum { RADIX8 = 256 };

// ---- keys and digits ---------------------------------------------------------------------------

template <class K> __host__ __device__ __forceinline__ K ordered_bits(K x, int kind)
{
    if constexpr (sizeof(K) == 8) return (K)cup_sort_ordered64((uint64_t)x, kind);
    else if constexpr (sizeof(K) == 4) return (K)cup_sort_ordered32((uint32_t)x, kind);
    else return x; // 8- and 16-bit keys are unsigned
}

// The digit of one pass: bits [shift, shift + bits) of the ordered bits, complemented first for
// a descending sort (the complement reverses the order and keeps equal keys equal, so a stable
// ascending sort of it is the stable descending sort).
template <class K> struct DigitOf {
    K flip;
    int kind, shift;
    unsigned mask;
    __device__ __forceinline__ unsigned operator()(K x) const
    {
        return (unsigned)((K)(ordered_bits(x, kind) ^ flip) >> shift) & mask;
    }
};

template <class K> __host__ inline DigitOf<K> digit_of(const cup_sort_args *a, int shift, int radix_bits)
{
    const int bits = a->end_bit - shift < radix_bits ? a->end_bit - shift : radix_bits;
    return DigitOf<K>{a->descending ? (K)~(K)0 : (K)0, a->kind, shift, (1u << bits) - 1u};
}

// ---- payloads -------------------------------------------------------------------------------------

// Keys alone: a payload of nothing (its pointers are null; kernels test HasValues).
struct NoValue {
    unsigned char unused;
};
template <class V> constexpr bool HasValues = !std::is_same_v<V, NoValue>;

// ---- one request, typed -------------------------------------------------------------------------

// What an engine sorts: keys (and values) from `in` to `out`, which may be the same arrays (in
// place), with `ws` its workspace of Engine::bytes<K, V>(n) bytes.
template <class K, class V> struct Job {
    const K *keys_in;
    K *keys_out;
    const V *values_in;
    V *values_out;
    size_t n;
    const cup_sort_args *a;
    char *ws;
    bool keys_in_place() const { return (const void *)keys_in == (const void *)keys_out; }
    bool values_in_place() const { return HasValues<V> && (const void *)values_in == (const void *)values_out; }
};

// Bytes rounded up to a multiple of 256, so the pieces cut from one workspace stay aligned.
static inline size_t ws_round(size_t bytes) { return (bytes + 255) / 256 * 256; }

// sort.h's schedule of the passes (cup_sort_make_plan): where a pass reads and writes.
enum { AT_IN = CUP_SORT_AT_IN, AT_TMP = CUP_SORT_AT_TMP, AT_OUT = CUP_SORT_AT_OUT, AT_NONE = CUP_SORT_AT_NONE };

// ---- ranking a tile by digit (warp-level) ----------------------------------------------------------

// The lanes of the warp whose label equals this lane's (labels of BITS bits); every lane calls it.
// HW: one __match_any_sync. Otherwise one __ballot_sync per bit, each lane keeping the lanes that
// agree with it on that bit: on the H100 match-any ran 4.1 G warp calls/s against 160 for a
// ballot (docs/warp.md, 32 distinct values a warp, as a radix digit of uniform keys gives), so
// BITS ballots beat one match-any for BITS up to about 30, and CUB's ranking takes the same turn.
template <int BITS, bool HW> __device__ __forceinline__ unsigned warp_peers(unsigned label)
{
    if constexpr (HW) {
        return __match_any_sync(0xffffffffu, label);
    } else {
        unsigned peers = 0xffffffffu;
#pragma unroll
        for (int b = 0; b < BITS; b++) {
            const unsigned bit = (label >> b) & 1u, set = __ballot_sync(0xffffffffu, bit != 0);
            peers &= bit ? set : ~set;
        }
        return peers;
    }
}

// Shared memory of one ranking: a counter per digit per warp, each digit's count and first place
// in the tile, and the scan's spill.
template <int WARPS> struct RankShared {
    unsigned warp_count[WARPS][RADIX8];
    unsigned count[RADIX8], start[RADIX8];
    unsigned spill[33];
};

// Tile position of key u of this thread in the warp-striped order: key u of lane l in warp w is
// place (w x ITEMS + u) x 32 + l, so the order of (warp, u, lane) is the input order.
template <int ITEMS> __device__ __forceinline__ unsigned striped_place(int u)
{
    return (threadIdx.x / 32 * ITEMS + (unsigned)u) * 32 + threadIdx.x % 32;
}

// One column of a warp's ranking: this lane's digit d (256: no key) among the warp's, ranked after
// its peers below it and after the warp's earlier columns (mine[d], the warp's counter for d, which
// the group's lowest lane then moves by the group). Every lane of the warp calls it.
template <bool HW> __device__ __forceinline__ unsigned rank_column(unsigned d, unsigned *mine, unsigned below)
{
    const unsigned peers = warp_peers<9, HW>(d);
    const unsigned ahead = __popc(peers & below);
    const unsigned seen = d < RADIX8 ? mine[d] : 0;
    __syncwarp(); // every peer has read the counter before its leader moves it
    if (d < RADIX8 && ahead == 0) mine[d] = seen + __popc(peers);
    __syncwarp(); // and the next column reads the moved counter
    return seen + ahead;
}

// The stable rank of each key of a tile among the tile's keys by 8-bit digit. The tile is
// WARPS x 32 x ITEMS keys in warp-striped order: key u of lane l in warp w is tile position
// (w x ITEMS + u) x 32 + l, so the order of (warp, u, lane) is the input order. digit[u] is 256
// for a place past the input's end (not ranked, not counted). Every warp walks its keys one
// column u at a time: warp_peers groups the lanes holding the same digit (9-bit labels, the
// sentinel included), each lane's rank among them is the number of its peers below it, and the
// group's lowest lane adds the group to the warp's counter for the digit (one lane per digit per
// step: no atomics, and a digit held by every lane costs one store, not 32 queued ones). Then,
// per digit, the warps' counts become offsets (an exclusive scan over warps), and the digits'
// totals first places in the tile (an exclusive scan over digits). rank[u] ends as the tile
// position of the key in digit order; s.count and s.start keep each digit's count and first
// place. blockDim.x = WARPS x 32 >= 256; every thread calls it (barriers inside).
template <int WARPS, int ITEMS, bool HW>
__device__ __forceinline__ void rank_tile(const unsigned (&digit)[ITEMS], unsigned (&rank)[ITEMS], RankShared<WARPS> &s)
{
    const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32, below = (1u << lane) - 1u;
    for (unsigned i = threadIdx.x; i < WARPS * RADIX8; i += blockDim.x) (&s.warp_count[0][0])[i] = 0;
    __syncthreads();
    unsigned *mine = s.warp_count[warp];
#pragma unroll
    for (int u = 0; u < ITEMS; u++) rank[u] = rank_column<HW>(digit[u], mine, below);
    __syncthreads();
    for (unsigned d = threadIdx.x; d < RADIX8; d += blockDim.x) {
        unsigned sum = 0;
        for (int w = 0; w < WARPS; w++) {
            const unsigned c = s.warp_count[w][d];
            s.warp_count[w][d] = sum;
            sum += c;
        }
        s.count[d] = sum;
    }
    __syncthreads();
    const unsigned start = block_exclusive_scan(threadIdx.x < RADIX8 ? s.count[threadIdx.x] : 0u, s.spill);
    if (threadIdx.x < RADIX8) s.start[threadIdx.x] = start;
    __syncthreads();
#pragma unroll
    for (int u = 0; u < ITEMS; u++)
        if (digit[u] < RADIX8) rank[u] += s.start[digit[u]] + mine[digit[u]];
}


// A tile of `valid` keys from `keys` loaded warp-striped (k; places past the end get the sentinel
// digit 256 in d) and ranked by rank_tile.
template <int WARPS, int ITEMS, bool HW, class K>
__device__ __forceinline__ void load_rank_tile(const K *__restrict__ keys, unsigned valid, const DigitOf<K> &digit,
                                               K (&k)[ITEMS], unsigned (&d)[ITEMS], unsigned (&rank)[ITEMS],
                                               RankShared<WARPS> &s)
{
#pragma unroll
    for (int u = 0; u < ITEMS; u++) {
        const unsigned place = striped_place<ITEMS>(u);
        k[u] = place < valid ? keys[place] : K(0);
        d[u] = place < valid ? digit(k[u]) : RADIX8;
    }
    rank_tile<WARPS, ITEMS, HW>(d, rank, s);
}

// ---- the one-block sorts' helpers -----------------------------------------------------------------

struct OpOr {
    template <class T> __device__ __forceinline__ static T apply(T a, T b) { return a | b; }
    template <class T> __host__ __device__ static constexpr T identity() { return T(0); }
};

// Copies `bytes` (a multiple of unit) from src to dst in units of `unit` bytes (1 .. 16).
__device__ __forceinline__ void copy_units(unsigned char *dst, const unsigned char *src, size_t bytes, size_t unit)
{
    for (size_t b = 0; b < bytes; b += unit) switch (unit) {
        case 16: *(uint4 *)(dst + b) = *(const uint4 *)(src + b); break;
        case 8: *(unsigned long long *)(dst + b) = *(const unsigned long long *)(src + b); break;
        case 4: *(unsigned *)(dst + b) = *(const unsigned *)(src + b); break;
        case 2: *(unsigned short *)(dst + b) = *(const unsigned short *)(src + b); break;
        default: dst[b] = src[b]; break;
        }
}

// The start of a one-block sort of n keys held I a thread, warp-striped: each thread's keys (0 past
// n) and their input places, and the bits on which some key's ordered bits ^ flip differ from the
// first key's (an OR over the block through ored, 33 words; a digit no two keys differ on is no
// pass). Every key is read before the first barrier, so the output may be the input. Every thread
// calls it.
template <int I, class K>
__device__ __forceinline__ unsigned long long load_block_keys(const K *keys_in, unsigned n, int kind, K flip, K (&k)[I],
                                                              unsigned short (&idx)[I], unsigned long long *ored)
{
    const K first = (K)(ordered_bits(keys_in[0], kind) ^ flip);
    unsigned long long differ = 0;
#pragma unroll
    for (int u = 0; u < I; u++) {
        const unsigned place = striped_place<I>(u);
        k[u] = place < n ? keys_in[place] : K(0);
        idx[u] = (unsigned short)place;
        if (place < n) differ |= (K)((K)(ordered_bits(k[u], kind) ^ flip) ^ first);
    }
    differ = block_reduce<unsigned long long, OpOr>(differ, ored);
    if (threadIdx.x == 0) ored[32] = differ;
    __syncthreads();
    return ored[32];
}

// One pass of a one-block sort: each key of the n (and its input place) goes to its rank in digit
// order in shared memory (keys, index), then each thread takes its keys back warp-striped. The
// caller separates the reads here from the next writes to keys and index by a barrier.
template <int I, class K>
__device__ __forceinline__ void move_by_rank(K (&k)[I], unsigned short (&idx)[I], const unsigned (&rank)[I], unsigned n,
                                             K *keys, unsigned short *index)
{
#pragma unroll
    for (int u = 0; u < I; u++)
        if (striped_place<I>(u) < n) keys[rank[u]] = k[u], index[rank[u]] = idx[u];
    __syncthreads();
#pragma unroll
    for (int u = 0; u < I; u++) {
        const unsigned place = striped_place<I>(u);
        if (place < n) k[u] = keys[place], idx[u] = index[place];
    }
}

// Larger shared memory than the 48 KiB a launch gets by default, for kernels that stage a tile of
// wide keys and values: an attribute of the kernel on each device, set once per process and
// device (a bit per device below 64; past that, set on every call), so a call captured into a
// graph after one outside it does not set it again (the runtime may wait for copies in flight
// when it is set).
template <auto KERNEL> static cup_status allow_smem(cup_handle_t h, size_t bytes)
{
    static std::atomic<unsigned long long> done{0};
    const int dev = cuda_state(h)->device;
    const unsigned long long bit = dev < 64 ? 1ull << dev : 0;
    if (bytes <= (48 << 10) || (done.load() & bit)) return CUP_STATUS_SUCCESS;
    CUP_CUDA_TRY(h, cudaFuncSetAttribute((const void *)KERNEL, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)bytes));
    done.fetch_or(bit);
    return CUP_STATUS_SUCCESS;
}

// ---- the glue: width, payload, index path ---------------------------------------------------------

// Grid: grid-stride over i: idx[i] = i (the values of the index path).
template <class I> static __global__ void iota_kernel(I *idx, size_t n)
{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) idx[i] = (I)i;
}

// Grid: grid-stride over i: value i of out (vs bytes, `units` units of U) is value idx[i] of in.
template <class U, class I>
static __global__ void gather_kernel(const U *__restrict__ in, U *__restrict__ out, const I *__restrict__ idx, size_t n,
                                     int units)
{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        const U *src = in + (size_t)idx[i] * units;
        U *dst = out + i * units;
        for (int u = 0; u < units; u++) dst[u] = src[u];
    }
}

// Copies keys (and values) when there is nothing to sort (an empty bit range), unless in place.
static inline cup_status copy_through(cup_handle_t h, const cup_sort_args *a)
{
    const size_t ks = (size_t)a->width / 8;
    if (a->keys_out != a->keys_in)
        CUP_CUDA_TRY(h, cudaMemcpyAsync(a->keys_out, a->keys_in, a->n * ks, cudaMemcpyDeviceToDevice, cuda_stream(h)));
    if (a->value_size && a->values_out != a->values_in)
        CUP_CUDA_TRY(h, cudaMemcpyAsync(a->values_out, a->values_in, a->n * a->value_size, cudaMemcpyDeviceToDevice,
                                        cuda_stream(h)));
    return CUP_STATUS_SUCCESS;
}

// Values an engine moves itself (4 and 8 bytes; every size of 1, 2, 4, 8 or 16 where
// E::ALL_PAYLOADS); any other size goes the index path: the engine
// sorts (key, index) pairs, the index starting as 0 .. n - 1 in the workspace and sorted in
// place there, then one gather moves each value to its place (through the workspace when the
// values are sorted in place, since a gather cannot read and write one array).
template <class E, class K, class I> static cup_status run_index_path(cup_handle_t h, const cup_sort_args *a)
{
    const size_t n = a->n, vs = a->value_size, unit = a->value_align;
    const size_t idx_bytes = ws_round(n * sizeof(I)), stage = a->values_out == a->values_in ? ws_round(n * vs) : 0;
    const size_t engine = E::template bytes<K, I>(h, n);
    char *ws = (char *)cup_cuda_workspace(h, idx_bytes + stage + engine);
    if (!ws) return CUP_STATUS_ALLOC_FAILED;
    I *idx = (I *)ws;
    const unsigned grid = cup_cuda_fill_grid(h, n, 256);
    iota_kernel<<<grid, 256, 0, cuda_stream(h)>>>(idx, n);
    CUP_CUDA_LAUNCHED(h);
    const Job<K, I> job{(const K *)a->keys_in, (K *)a->keys_out, idx, idx, n, a, ws + idx_bytes + stage};
    const cup_status s = E::template run<K, I>(h, job);
    if (s != CUP_STATUS_SUCCESS) return s;
    void *dst = stage ? ws + idx_bytes : a->values_out;
    const size_t gu = unit < 8 ? unit : 8; /* 16-byte values (engines that do not move them) as two halves */
    const int units = (int)(vs / gu);
    const void *src = a->values_in;
    switch (gu) {
    case 1: gather_kernel<<<grid, 256, 0, cuda_stream(h)>>>((const uint8_t *)src, (uint8_t *)dst, idx, n, units); break;
    case 2: gather_kernel<<<grid, 256, 0, cuda_stream(h)>>>((const uint16_t *)src, (uint16_t *)dst, idx, n, units); break;
    case 4: gather_kernel<<<grid, 256, 0, cuda_stream(h)>>>((const uint32_t *)src, (uint32_t *)dst, idx, n, units); break;
    default: gather_kernel<<<grid, 256, 0, cuda_stream(h)>>>((const uint64_t *)src, (uint64_t *)dst, idx, n, units); break;
    }
    CUP_CUDA_LAUNCHED(h);
    if (stage) CUP_CUDA_TRY(h, cudaMemcpyAsync(a->values_out, dst, n * vs, cudaMemcpyDeviceToDevice, cuda_stream(h)));
    return CUP_STATUS_SUCCESS;
}

template <class E, class K, class V> static cup_status run_native(cup_handle_t h, const cup_sort_args *a)
{
    const size_t bytes = E::template bytes<K, V>(h, a->n);
    char *ws = (char *)cup_cuda_workspace(h, bytes);
    if (!ws) return CUP_STATUS_ALLOC_FAILED;
    const Job<K, V> job{(const K *)a->keys_in, (K *)a->keys_out, (const V *)a->values_in, (V *)a->values_out, a->n, a, ws};
    return E::template run<K, V>(h, job);
}

template <class E, class K> static cup_status run_key(cup_handle_t h, const cup_sort_args *a)
{
    const size_t vs = a->value_size;
    if (vs == 0) return run_native<E, K, NoValue>(h, a);
    if constexpr (E::ALL_PAYLOADS) {
        switch (vs) {
        case 1: return run_native<E, K, uint8_t>(h, a);
        case 2: return run_native<E, K, uint16_t>(h, a);
        case 16: return run_native<E, K, uint4>(h, a);
        default: break;
        }
    }
    if (vs == 4) return run_native<E, K, uint32_t>(h, a);
    if (vs == 8) return run_native<E, K, unsigned long long>(h, a);
    return a->n <= 0xffffffffu ? run_index_path<E, K, uint32_t>(h, a) : run_index_path<E, K, unsigned long long>(h, a);
}

// One request through engine E: nothing to sort (an empty bit range) is a copy; else the key
// width picks the instantiation.
template <class E> static cup_status run_engine(cup_handle_t h, const cup_sort_args *a)
{
    if (a->begin_bit == a->end_bit) return copy_through(h, a);
    switch (a->width) {
    case 8: return run_key<E, uint8_t>(h, a);
    case 16: return run_key<E, uint16_t>(h, a);
    case 32: return run_key<E, uint32_t>(h, a);
    default: return run_key<E, unsigned long long>(h, a);
    }
}
