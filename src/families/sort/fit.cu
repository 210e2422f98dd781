// The one-block sort sized to n (the small-fit row): one block whose shape is the first of
// tuning.h's CUP_SORT_FIT_SHAPES that holds n keys, so that 30 keys do not pay for ranking the
// 4096 places of the `small` row's one shape at every pass, and up to CUP_SORT_FIT_MAX keys sort in
// one launch where Onesweep takes a memset, a histogram and a launch per digit.
//
// Two forms by shape:
//   one warp of one key a lane (32 x 1): no digit passes. Each lane compares its key's bits in the
//     range with the 31 others (shuffles) and counts those below it and the equal ones before it:
//     its stable place, in 32 steps whatever the key width.
//   T threads of I keys (T >= 64): the `small` row's LSD passes over 8-bit digits, keys in registers
//     (warp-striped), each pass ranked by ballots (the ranking below, radix.cuh's rank_tile for any
//     T from 32 to 1024 and with the columns past n skipped) and moved with its input places through
//     shared memory into digit order; a digit no two keys differ on is no pass.
// Values follow the keys' input places once the keys are sorted: apart, straight from their input
// place to their output place; in place, gathered first into a stage in output order (the sort's
// shared memory where they fit in it, else the handle's workspace), then copied out after a
// barrier, so every value is read before any is written.
#include "families/sort/radix.cuh"

// Shared memory of one pass's ranking by T threads: a counter per digit per warp, each digit's
// first place, the scan's spill.
template <int T> struct FitRank {
    unsigned warp_count[T / 32][RADIX8];
    unsigned start[RADIX8];
    unsigned spill[33];
};

// The passes' room: the keys and their input places in digit order, and the ranking's counters.
template <class K, int T, int I> struct FitSort {
    K keys[T * I];
    unsigned short index[T * I];
    FitRank<T> rank;
};

template <class K, int T, int I> struct FitShared {
    union {
        FitSort<K, T, I> sort;
        uint4 aligned; // the in-place values' stage takes the room after the passes: 16-byte units
    } u;
    unsigned long long ored[33];
};

// The stable rank of each of this thread's I keys among the block's n keys by `digit`: key u of
// lane l in warp w is at place (w x I + u) x 32 + l (striped_place), places from n on hold none.
// Each warp walks its columns (a column wholly past n is skipped, the same for the warp): the
// lanes holding a digit are found with nine ballots (the ninth bit marks a place past n), each lane
// ranks after its peers below it, and the group's lowest lane moves the warp's counter for the
// digit (rank_column). Then each digit's counts over the warps become offsets, and the digits' totals their first
// places (a block scan; with fewer than 256 threads each thread takes 256 / T consecutive digits).
// rank[u] ends as the key's place in digit order. Every thread calls it (barriers inside); after its
// last barrier it reads only the counters and starts, so one more barrier (move_by_rank's) before
// the next call is all it needs.
template <int T, int I, class K>
__device__ __forceinline__ void fit_rank(const K (&k)[I], unsigned n, const DigitOf<K> &digit, unsigned (&rank)[I],
                                         FitRank<T> &s)
{
    constexpr int WARPS = T / 32, DPT = T >= (int)RADIX8 ? 1 : (int)RADIX8 / T;
    const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32, below = (1u << lane) - 1u;
    for (unsigned i = threadIdx.x; i < WARPS * RADIX8; i += T) (&s.warp_count[0][0])[i] = 0;
    __syncthreads();
    unsigned *mine = s.warp_count[warp];
#pragma unroll
    for (int u = 0; u < I; u++) {
        const unsigned place = striped_place<I>(u);
        // a column wholly past the end (the same for the whole warp) ranks nothing
        rank[u] = place - lane < n ? rank_column<false>(place < n ? digit(k[u]) : RADIX8, mine, below) : 0u;
    }
    __syncthreads();
    const bool scans = threadIdx.x < RADIX8 / DPT; // thread t: digits t x DPT .. t x DPT + DPT - 1
    unsigned total[DPT] = {}, sum = 0;
    if (scans) {
#pragma unroll
        for (int j = 0; j < DPT; j++) {
            const unsigned d = threadIdx.x * DPT + j;
            unsigned before = 0;
            for (int w = 0; w < WARPS; w++) {
                const unsigned c = s.warp_count[w][d];
                s.warp_count[w][d] = before;
                before += c;
            }
            total[j] = before, sum += before;
        }
    }
    unsigned first = block_exclusive_scan(sum, s.spill); // its first barrier orders the offsets above
    if (scans) {
#pragma unroll
        for (int j = 0; j < DPT; j++) {
            s.start[threadIdx.x * DPT + j] = first;
            first += total[j];
        }
    }
    __syncthreads();
#pragma unroll
    for (int u = 0; u < I; u++)
        if (striped_place<I>(u) < n) {
            const unsigned d = digit(k[u]);
            rank[u] += s.start[d] + mine[d];
        }
}

// One block of T threads sorts its n <= T x I keys (and values of vs bytes, moved in units of
// `unit` bytes; vs 0 for keys alone) by the bits [begin, end) of their ordered bits ^ flip, a
// non-empty range. stage_ws: the in-place values' stage in the workspace where they do not fit in
// the passes' room (FitSort), else null. Keys are read before the first barrier (or shuffle) and
// written after the last, so in place is safe.
template <class K, int T, int I>
static __global__ void __launch_bounds__(T)
    fit_sort(const K *keys_in, K *keys_out, const unsigned char *values_in, unsigned char *values_out, size_t vs,
             size_t unit, unsigned n, int kind, K flip, int begin, int end, unsigned char *stage_ws)
{
    static_assert(T % 32 == 0 && T >= 32 && T <= 1024 && T * I <= 65536, "whole warps; 16-bit input places");
    FitShared<K, T, I> &s = *shared_as<FitShared<K, T, I>>();
    const bool apart = values_in != values_out; // the same for every thread
    unsigned char *const vdst = apart ? values_out : stage_ws ? stage_ws : reinterpret_cast<unsigned char *>(&s.u);
    if constexpr (T == 32 && I == 1) {
        using C = std::conditional_t<sizeof(K) == 8, unsigned long long, unsigned>;
        const unsigned lane = threadIdx.x;
        const K key = lane < n ? keys_in[lane] : K(0);
        const int bits = end - begin;
        const C mask = bits >= (int)(8 * sizeof(C)) ? ~C(0) : (C)((C(1) << bits) - 1u);
        const C c = (C)((C)(K)(ordered_bits(key, kind) ^ flip) >> begin) & mask;
        unsigned place = 0; // the keys below this one, and the equal ones before it
#pragma unroll
        for (int j = 0; j < 32; j++) {
            const C o = __shfl_sync(0xffffffffu, c, j);
            place += (unsigned)j < n && (o < c || (o == c && (unsigned)j < lane));
        }
        __syncwarp(); // every lane has read its key (and the keys in place) before any is written
        if (lane < n) {
            keys_out[place] = key;
            if (vs) copy_units(vdst + (size_t)place * vs, values_in + (size_t)lane * vs, vs, unit);
        }
    } else {
        K k[I];
        unsigned short idx[I]; // each key's input place, carried through the passes
        unsigned rank[I];
        const unsigned long long differ = load_block_keys<I>(keys_in, n, kind, flip, k, idx, s.ored);
        for (int shift = begin; shift < end; shift += 8) {
            const DigitOf<K> digit{flip, kind, shift, (1u << (end - shift < 8 ? end - shift : 8)) - 1u};
            if (!((differ >> shift) & digit.mask)) continue; // the same for every thread
            fit_rank<T, I>(k, n, digit, rank, s.u.sort.rank);
            // no barrier after the move: the next pass writes keys and index only past fit_rank's
            move_by_rank<I>(k, idx, rank, n, s.u.sort.keys, s.u.sort.index);
        }
        if (vs && !apart) __syncthreads(); // the passes' room becomes the values' stage
#pragma unroll
        for (int u = 0; u < I; u++) {
            const unsigned place = striped_place<I>(u);
            if (place < n) {
                keys_out[place] = k[u];
                if (vs) copy_units(vdst + (size_t)place * vs, values_in + (size_t)idx[u] * vs, vs, unit);
            }
        }
    }
    if (vs && !apart) {
        __syncthreads(); // every value has been read before any is written
        const size_t units = (size_t)n * vs / unit;
        for (size_t i = threadIdx.x; i < units; i += T) copy_units(values_out + i * unit, vdst + i * unit, unit, unit);
    }
}

// The capacities of the shapes, smallest first; the last is CUP_SORT_FIT_MAX.
#define FIT_CAPACITY(t, i) (size_t)(t) * (i),
static constexpr size_t fit_capacity[] = {CUP_SORT_FIT_SHAPES(FIT_CAPACITY)};
#undef FIT_CAPACITY
static constexpr int fit_shapes = (int)(sizeof fit_capacity / sizeof fit_capacity[0]);
static constexpr bool fit_ascending(int i) { return i + 1 >= fit_shapes || (fit_capacity[i] < fit_capacity[i + 1] && fit_ascending(i + 1)); }
static_assert(fit_ascending(0) && fit_capacity[fit_shapes - 1] == CUP_SORT_FIT_MAX,
              "tuning.h's shapes grow, the last one holding CUP_SORT_FIT_MAX keys");

template <class K, int T, int I> static cup_status fit_launch(cup_handle_t h, const cup_sort_args *a)
{
    const size_t smem = sizeof(FitShared<K, T, I>);
    const cup_status s = allow_smem<fit_sort<K, T, I>>(h, smem);
    if (s != CUP_STATUS_SUCCESS) return s;
    unsigned char *stage = nullptr;
    const size_t vbytes = a->n * a->value_size;
    if (a->value_size && a->values_in == a->values_out && vbytes > sizeof(FitSort<K, T, I>)) {
        stage = (unsigned char *)cup_cuda_workspace(h, vbytes);
        if (!stage) return CUP_STATUS_ALLOC_FAILED;
    }
    fit_sort<K, T, I><<<1, T, smem, cuda_stream(h)>>>(
        (const K *)a->keys_in, (K *)a->keys_out, (const unsigned char *)a->values_in, (unsigned char *)a->values_out,
        a->value_size, a->value_align, (unsigned)a->n, a->kind, a->descending ? (K)~(K)0 : (K)0, a->begin_bit,
        a->end_bit, stage);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

// The first shape that holds n.
template <class K> static cup_status fit_typed(cup_handle_t h, const cup_sort_args *a)
{
#define FIT_SHAPE(t, i)                                                                                                \
    if (a->n <= (size_t)(t) * (i)) return fit_launch<K, t, i>(h, a);
    CUP_SORT_FIT_SHAPES(FIT_SHAPE)
#undef FIT_SHAPE
    return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "the one-block sort holds at most %zu keys, not %zu",
                    (size_t)CUP_SORT_FIT_MAX, a->n);
}

extern "C" cup_status cup_cuda_sort_small_fit(cup_handle_t h, const void *args)
{
    const cup_sort_args *a = (const cup_sort_args *)args;
    if (a->begin_bit == a->end_bit) return copy_through(h, a);
    switch (a->width) {
    case 8: return fit_typed<uint8_t>(h, a);
    case 16: return fit_typed<uint16_t>(h, a);
    case 32: return fit_typed<uint32_t>(h, a);
    default: return fit_typed<unsigned long long>(h, a);
    }
}
