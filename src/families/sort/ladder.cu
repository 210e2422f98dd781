// The sort's ladder: least-significant-digit radix sorts of three kernels per digit pass, after
// Merrill and Grimshaw's reduce-then-scan and Satish, Harris and Garland's GPU radix sort. The
// keys are cut into tiles of 2048; each block of the count and scatter grids takes a contiguous
// run of tiles. Per pass:
//   count:   each block counts the digits of its run (shared-memory counters, one add per group
//            of equal digits in a warp);
//   scan:    one block turns the counts, digit-major (digit d of block g at d x G + g), into
//            each block's first place per digit: an exclusive scan, so digits stay in order and
//            blocks (the input's order) within a digit;
//   scatter: each block walks its tiles in order, sorts each tile by digit in shared memory
//            (stably), and writes it out at its running place per digit.
// The rungs differ in how a tile is sorted:
//   split1:  1-bit digits; the tile is split by one bit with a block-wide scan of the zero flags
//            (the textbook radix sort: Blelloch's split, one pass per bit);
//   lsd4:    4-bit digits; the tile is sorted by four successive 1-bit splits in shared memory;
//   lsd8:    8-bit digits; the tile is ranked by warp-level match-any (radix.cuh's rank_tile with
//            __match_any_sync: the technique as the hardware offers it; Onesweep finds the same
//            groups with ballots, which the H100 runs far faster).
// The count kernels group equal digits of a warp the same way: __match_any_sync for lsd8, a
// ballot per digit bit for the narrow digits of split1 and lsd4.
// Values move at 4 or 8 bytes (radix.cuh sends other sizes through a sorted index).
#include "families/sort/radix.cuh"

enum { LT = CUP_SORT_LADDER_THREADS, LI = CUP_SORT_LADDER_ITEMS, LTILE = LT * LI, LWARPS = LT / 32 };

// One pass as the kernels see it.
template <class K> struct LadderPass {
    DigitOf<K> digit;
    size_t n;
    unsigned tiles, per_block; // tiles in all, tiles per block (the last block may take fewer)
};

// Grid: block g counts the digits of tiles [g x per_block, (g + 1) x per_block), a block-wide
// step of LT keys at a time (whole warps, so match-any sees every lane), into counts[d x G + g].
template <class K, int R>
static __global__ void __launch_bounds__(LT) ladder_count(const K *__restrict__ keys, LadderPass<K> p,
                                                          unsigned long long *__restrict__ counts)
{
    constexpr unsigned RADIX = 1u << R;
    __shared__ unsigned hist[RADIX];
    for (unsigned d = threadIdx.x; d < RADIX; d += LT) hist[d] = 0;
    __syncthreads();
    const size_t first = (size_t)blockIdx.x * p.per_block * LTILE, span = (size_t)p.per_block * LTILE;
    const size_t last = p.n - first < span ? p.n : first + span;
    const unsigned lane = threadIdx.x % 32;
    for (size_t base = first; base < last; base += LT) {
        const size_t i = base + threadIdx.x;
        const unsigned d = i < last ? p.digit(keys[i]) : RADIX;
        const unsigned peers = warp_peers<R + 1, R == 8>(d);
        if (d < RADIX && lane == (unsigned)__ffs(peers) - 1) atomicAdd(&hist[d], (unsigned)__popc(peers));
    }
    __syncthreads();
    for (unsigned d = threadIdx.x; d < RADIX; d += LT) counts[(size_t)d * gridDim.x + blockIdx.x] = hist[d];
}

// One block of 1024 threads: counts[0 .. total) becomes its exclusive prefix sum, a block-wide
// scan of 1024 at a time carrying the sum so far.
static __global__ void __launch_bounds__(1024) ladder_scan(unsigned long long *counts, size_t total)
{
    __shared__ unsigned long long spill[33];
    unsigned long long carry = 0;
    for (size_t base = 0; base < total; base += 1024) {
        const size_t i = base + threadIdx.x;
        unsigned long long sum;
        const unsigned long long ex = block_exclusive_scan(i < total ? counts[i] : 0ull, spill, &sum);
        if (i < total) counts[i] = carry + ex;
        carry += sum;
    }
}

template <class K, class V, int R> struct ScatterShared {
    K keys[LTILE];               // the tile sorted by digit
    V values[HasValues<V> ? LTILE : 1];
    unsigned short rank[LTILE];  // input place -> sorted place
    unsigned short orig[R < 8 ? LTILE : 1]; // sorted place -> input place, during the splits
    RankShared<R == 8 ? LWARPS : 1> rs; // counters (lsd8); count, start and spill (every rung)
    unsigned long long run[1u << R];    // the next free place per digit in the output
};

// The tile sorted by R successive 1-bit splits, least significant bit first (each stable, so the
// tile ends sorted by the R-bit digit). Keys are blocked: thread t holds places t x LI .. + LI - 1.
// For one bit, a thread counts its zeros, a block scan gives the zeros before it: a zero goes to
// (zeros before it), a one to (all zeros) + (ones before it). Places past the input's end take
// every bit 1, so they stay last. Leaves the sorted tile in s.keys, and s.rank, s.rs.count and
// s.rs.start.
template <class K, class V, int R>
__device__ __forceinline__ void split_tile(const K *__restrict__ keys, size_t base, unsigned valid, const DigitOf<K> &digit,
                                           ScatterShared<K, V, R> &s)
{
    constexpr unsigned RADIX = 1u << R;
    K k[LI];
    unsigned d[LI], o[LI];
#pragma unroll
    for (int u = 0; u < LI; u++) {
        o[u] = threadIdx.x * LI + u;
        k[u] = o[u] < valid ? keys[base + o[u]] : K(0);
        d[u] = o[u] < valid ? digit(k[u]) : RADIX - 1;
    }
    for (int b = 0; b < R; b++) {
        unsigned zeros = 0;
#pragma unroll
        for (int u = 0; u < LI; u++) zeros += !((d[u] >> b) & 1u);
        unsigned all_zeros;
        const unsigned before = block_exclusive_scan(zeros, s.rs.spill, &all_zeros);
        unsigned z = before;
#pragma unroll
        for (int u = 0; u < LI; u++) {
            const unsigned place = threadIdx.x * LI + u, one = (d[u] >> b) & 1u;
            const unsigned to = one ? all_zeros + (place - z) : z;
            z += !one;
            s.keys[to] = k[u];
            s.orig[to] = (unsigned short)o[u];
        }
        __syncthreads();
        if (b + 1 < R) {
#pragma unroll
            for (int u = 0; u < LI; u++) {
                const unsigned place = threadIdx.x * LI + u;
                k[u] = s.keys[place], o[u] = s.orig[place];
                d[u] = o[u] < valid ? digit(k[u]) : RADIX - 1;
            }
            __syncthreads();
        }
    }
    // where each digit starts and ends in the sorted tile
    for (unsigned r = threadIdx.x; r < RADIX; r += LT) s.rs.start[r] = 0, s.rs.count[r] = 0;
    __syncthreads();
    for (unsigned i = threadIdx.x; i < valid; i += LT) {
        const unsigned di = digit(s.keys[i]);
        s.rank[s.orig[i]] = (unsigned short)i;
        if (i == 0 || digit(s.keys[i - 1]) != di) s.rs.start[di] = i;
        if (i + 1 == valid || digit(s.keys[i + 1]) != di) s.rs.count[di] = i + 1; // the end, for now
    }
    __syncthreads();
    for (unsigned r = threadIdx.x; r < RADIX; r += LT) s.rs.count[r] -= s.rs.start[r];
    __syncthreads();
}

// The tile ranked by match-any (8-bit digits): keys warp-striped, their ranks from rank_tile.
template <class K, class V>
__device__ __forceinline__ void match_tile(const K *__restrict__ keys, size_t base, unsigned valid, const DigitOf<K> &digit,
                                           ScatterShared<K, V, 8> &s)
{
    K k[LI];
    unsigned d[LI], rank[LI];
    load_rank_tile<LWARPS, LI, true>(keys + base, valid, digit, k, d, rank, s.rs);
#pragma unroll
    for (int u = 0; u < LI; u++)
        if (d[u] < RADIX8) {
            s.keys[rank[u]] = k[u];
            s.rank[striped_place<LI>(u)] = (unsigned short)rank[u];
        }
    __syncthreads();
}

// Grid: block g walks tiles [g x per_block, ...) in order, each sorted in shared memory (split or
// match) and written out at run[d] + (its place in the tile - the digit's start in the tile),
// run[d] starting at the scan's offsets and moving on by the tile's count.
template <class K, class V, int R>
static __global__ void __launch_bounds__(LT)
    ladder_scatter(const K *__restrict__ keys_in, K *__restrict__ keys_out, const V *__restrict__ values_in,
                   V *__restrict__ values_out, LadderPass<K> p, const unsigned long long *__restrict__ offsets)
{
    constexpr unsigned RADIX = 1u << R;
    ScatterShared<K, V, R> &s = *shared_as<ScatterShared<K, V, R>>();
    for (unsigned d = threadIdx.x; d < RADIX; d += LT) s.run[d] = offsets[(size_t)d * gridDim.x + blockIdx.x];
    __syncthreads();
    const unsigned t0 = blockIdx.x * p.per_block, t1 = t0 + p.per_block < p.tiles ? t0 + p.per_block : p.tiles;
    for (unsigned t = t0; t < t1; t++) {
        const size_t base = (size_t)t * LTILE;
        const unsigned valid = p.n - base < LTILE ? (unsigned)(p.n - base) : LTILE;
        if constexpr (R == 8) match_tile<K, V>(keys_in, base, valid, p.digit, s);
        else split_tile<K, V, R>(keys_in, base, valid, p.digit, s);
        for (unsigned i = threadIdx.x; i < valid; i += LT) {
            const K key = s.keys[i];
            const unsigned d = p.digit(key);
            keys_out[s.run[d] + i - s.rs.start[d]] = key;
        }
        if constexpr (HasValues<V>) {
            for (unsigned i = threadIdx.x; i < valid; i += LT) s.values[s.rank[i]] = values_in[base + i];
            __syncthreads();
            for (unsigned i = threadIdx.x; i < valid; i += LT)
                values_out[s.run[p.digit(s.keys[i])] + i - s.rs.start[p.digit(s.keys[i])]] = s.values[i];
        }
        __syncthreads();
        for (unsigned d = threadIdx.x; d < RADIX; d += LT) s.run[d] += s.rs.count[d];
        __syncthreads();
    }
}

// ---- host -----------------------------------------------------------------------------------------

template <int R> struct Ladder {
    static constexpr bool ALL_PAYLOADS = false;

    // The count and scatter grids: as many blocks as fit the GPU at the scatter's shared memory,
    // at most CUP_SORT_LADDER_PER_SM per SM (the one-block scan walks 2^R counts per block) and
    // one per tile, each with a whole number of tiles.
    template <class K, class V> static void grid(cup_handle_t h, size_t n, unsigned *blocks, unsigned *per_block)
    {
        const cudaDeviceProp &prop = cuda_state(h)->prop;
        const size_t smem = sizeof(ScatterShared<K, V, R>) + 1024;
        size_t per_sm = prop.sharedMemPerMultiprocessor / smem, by_threads = (size_t)prop.maxThreadsPerMultiProcessor / LT;
        per_sm = per_sm < by_threads ? per_sm : by_threads;
        per_sm = per_sm < (size_t)CUP_SORT_LADDER_PER_SM ? per_sm : (size_t)CUP_SORT_LADDER_PER_SM;
        const size_t tiles = cup_ceil_div(n, LTILE), most = (size_t)prop.multiProcessorCount * (per_sm ? per_sm : 1);
        const size_t per = cup_ceil_div(tiles, most < tiles ? most : tiles);
        *per_block = (unsigned)per, *blocks = (unsigned)cup_ceil_div(tiles, per);
    }

    template <class K, class V> static size_t bytes(cup_handle_t h, size_t n)
    {
        unsigned blocks, per;
        grid<K, V>(h, n, &blocks, &per);
        return ws_round(n * sizeof(K)) + (HasValues<V> ? ws_round(n * sizeof(V)) : 0) +
               ws_round((size_t)blocks * (1u << R) * sizeof(unsigned long long));
    }

    template <class K, class V> static cup_status run(cup_handle_t h, const Job<K, V> &j)
    {
        const cup_sort_args *a = j.a;
        const size_t n = j.n;
        unsigned blocks, per;
        grid<K, V>(h, n, &blocks, &per);
        K *tmp_k = (K *)j.ws;
        V *tmp_v = (V *)(j.ws + ws_round(n * sizeof(K)));
        unsigned long long *counts =
            (unsigned long long *)(j.ws + ws_round(n * sizeof(K)) + (HasValues<V> ? ws_round(n * sizeof(V)) : 0));
        const int m = cup_sort_passes(a, R);
        cudaStream_t st = cuda_stream(h);
        const K *src_k = j.keys_in;
        const V *src_v = j.values_in;
        // sort.h's schedule with every pass active (the ladder skips no digit)
        if (cup_sort_schedule_precopy(m, j.keys_in_place(), j.values_in_place())) {
            CUP_CUDA_TRY(h, cudaMemcpyAsync(tmp_k, j.keys_in, n * sizeof(K), cudaMemcpyDeviceToDevice, st));
            if constexpr (HasValues<V>)
                CUP_CUDA_TRY(h, cudaMemcpyAsync(tmp_v, j.values_in, n * sizeof(V), cudaMemcpyDeviceToDevice, st));
            src_k = tmp_k, src_v = tmp_v;
        }
        const size_t smem = sizeof(ScatterShared<K, V, R>);
        auto *scatter = ladder_scatter<K, V, R>;
        const cup_status s = allow_smem<ladder_scatter<K, V, R>>(h, smem);
        if (s != CUP_STATUS_SUCCESS) return s;
        for (int jp = 1; jp <= m; jp++) {
            const bool to_out = cup_sort_schedule_dst(m, jp) == AT_OUT;
            K *dst_k = to_out ? j.keys_out : tmp_k;
            V *dst_v = to_out ? j.values_out : tmp_v;
            const LadderPass<K> p{digit_of<K>(a, a->begin_bit + (jp - 1) * R, R), n, (unsigned)cup_ceil_div(n, LTILE), per};
            ladder_count<K, R><<<blocks, LT, 0, st>>>(src_k, p, counts);
            CUP_CUDA_LAUNCHED(h);
            ladder_scan<<<1, 1024, 0, st>>>(counts, (size_t)blocks << R);
            CUP_CUDA_LAUNCHED(h);
            scatter<<<blocks, LT, smem, st>>>(src_k, dst_k, src_v, dst_v, p, counts);
            CUP_CUDA_LAUNCHED(h);
            src_k = dst_k, src_v = dst_v;
        }
        return CUP_STATUS_SUCCESS;
    }
};

extern "C" cup_status cup_cuda_sort_split1(cup_handle_t h, const void *args)
{
    return run_engine<Ladder<1>>(h, (const cup_sort_args *)args);
}
extern "C" cup_status cup_cuda_sort_lsd4(cup_handle_t h, const void *args)
{
    return run_engine<Ladder<4>>(h, (const cup_sort_args *)args);
}
extern "C" cup_status cup_cuda_sort_lsd8(cup_handle_t h, const void *args)
{
    return run_engine<Ladder<8>>(h, (const cup_sort_args *)args);
}
