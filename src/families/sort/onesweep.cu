// Onesweep (Adinets and Merrill, 2022): one read of the keys counts every 8-bit digit of every
// pass at once; then each digit pass is a single kernel that ranks a tile by digit in shared
// memory, learns where its keys go from the tiles before it by decoupled look-back (blockscan.cuh),
// and scatters them. The passes of digits that every key shares (one bin of the upfront histogram
// holds all n: all keys equal, only the low byte varying, ...) are skipped on the GPU itself: a
// one-block plan kernel reads the histogram, and every pass kernel reads the plan (which array it
// reads and writes, or nothing to do), so the host launches the same kernels whatever the data,
// without waiting, and the call can be captured in a CUDA graph. A digit held by every key of a
// tile costs one shared-memory store per warp step (rank_tile groups equal digits), not a queue
// of atomics on one counter, and the lanes of a digit are found with nine ballots (radix.cuh's
// warp_peers), which cost the H100 under a quarter of one __match_any_sync (docs/warp.md).
//
// Also here: the one-block sort of small inputs and best, which picks between the two.
#include "families/sort/radix.cuh"

enum { OT = CUP_SORT_THREADS, OI = CUP_SORT_ITEMS, OTILE = OT * OI, OWARPS = OT / 32, MAX_PASSES = CUP_SORT_MAX_PASSES };
static_assert((int)OT == (int)RADIX8, "Onesweep's look-back walks one digit per thread");
static_assert(CUP_SORT_PORTION % OTILE == 0 && CUP_SORT_PORTION < ((size_t)1 << 30), "a portion: whole tiles, 30-bit counts");

// The three places of keys and values a pass may read or write.
template <class K, class V> struct Places {
    const K *in;
    K *tmp, *out;
    const V *vin;
    V *vtmp, *vout;
    __device__ const K *keys(int at) const { return at == AT_IN ? in : at == AT_TMP ? tmp : out; }
    __device__ K *keys_to(int at) const { return at == AT_TMP ? tmp : out; }
    __device__ const V *values(int at) const { return at == AT_IN ? vin : at == AT_TMP ? vtmp : vout; }
    __device__ V *values_to(int at) const { return at == AT_TMP ? vtmp : vout; }
};

// The digits of every pass: pass p's are bits [begin + 8p, ...) of the (flipped) ordered bits.
template <class K> struct AllDigits {
    K flip;
    int kind, begin, end, passes;
    __device__ __forceinline__ unsigned of(K o, int p) const
    {
        const int shift = begin + 8 * p, bits = end - shift < 8 ? end - shift : 8;
        return (unsigned)(o >> shift) & ((1u << bits) - 1u);
    }
};

// ---- the upfront histogram ---------------------------------------------------------------------

// Grid: resident, grid-stride over the keys a portion at a time. Each block counts every pass's
// digits of its share in shared memory (32-bit counters, flushed after each portion of fewer
// than 2^30 keys), adding them into hist[pass][digit] (64-bit global atomics, one per nonzero
// count).
template <class K>
static __global__ void __launch_bounds__(OT) onesweep_hist(const K *__restrict__ keys, size_t n, AllDigits<K> dg,
                                                           unsigned long long *__restrict__ hist)
{
    __shared__ unsigned counts[MAX_PASSES * RADIX8];
    const unsigned cells = (unsigned)dg.passes * RADIX8;
    for (size_t lo = 0; lo < n; lo += CUP_SORT_PORTION) {
        for (unsigned i = threadIdx.x; i < cells; i += OT) counts[i] = 0;
        __syncthreads();
        const size_t hi = n - lo < CUP_SORT_PORTION ? n : lo + CUP_SORT_PORTION;
        for (size_t i = lo + (size_t)blockIdx.x * OT + threadIdx.x; i < hi; i += (size_t)gridDim.x * OT) {
            const K o = (K)(ordered_bits(keys[i], dg.kind) ^ dg.flip);
            for (int p = 0; p < dg.passes; p++) atomicAdd(&counts[p * RADIX8 + dg.of(o, p)], 1u);
        }
        __syncthreads();
        for (unsigned i = threadIdx.x; i < cells; i += OT)
            if (counts[i]) atomicAdd(hist + i, (unsigned long long)counts[i]);
        __syncthreads();
    }
}

// One block of 256 threads, thread d for digit d. Per pass: the digit's total (the same in every
// pass's order: a digit holding all n keys makes the pass inactive, every key would stay where it
// is) and its first place in the output (an exclusive scan over digits): the first portion's
// bases (each later portion's come from the last tile of the one before it, in the pass itself,
// since the order of the keys a pass reads is the previous pass's output). Then thread 0 writes
// sort.h's schedule of the active passes, with the copies that go before them.
static __global__ void __launch_bounds__(OT) onesweep_plan(const unsigned long long *__restrict__ hist,
                                                           unsigned long long *__restrict__ base, cup_sort_plan *plan,
                                                           size_t n, int passes, int keys_in_place, int values_in_place)
{
    __shared__ unsigned long long spill[33];
    __shared__ int active[MAX_PASSES];
    const unsigned d = threadIdx.x;
    for (int p = 0; p < passes; p++) {
        const unsigned long long total = hist[(size_t)p * RADIX8 + d];
        const int constant = __syncthreads_or(total == n);
        base[(size_t)p * RADIX8 + d] = block_exclusive_scan(total, spill);
        if (d == 0) active[p] = !constant;
    }
    __syncthreads();
    if (d == 0) cup_sort_make_plan(plan, passes, active, keys_in_place, values_in_place);
}

// Grid: grid-stride: the plan's copies before the passes, each array on its own (the input to
// the scratch, or with no active pass to the output, unless that array is sorted in place).
template <class K, class V> static __global__ void onesweep_copy(Places<K, V> at, const cup_sort_plan *plan, size_t n)
{
    const int ck = plan->copy_keys, cv = HasValues<V> ? plan->copy_values : (int)AT_NONE;
    if (ck == AT_NONE && cv == AT_NONE) return;
    K *k = ck == AT_NONE ? nullptr : at.keys_to(ck);
    V *v = cv == AT_NONE ? nullptr : at.values_to(cv);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        if (k) k[i] = at.in[i];
        if constexpr (HasValues<V>)
            if (v) v[i] = at.vin[i];
    }
}

// ---- one digit pass over one portion ---------------------------------------------------------------

template <class K, class V> struct PassShared {
    K keys[OTILE]; // the tile in digit order
    V values[HasValues<V> ? OTILE : 1];
    RankShared<OWARPS> rs;
    unsigned long long to[RADIX8]; // output place of the tile's first key of each digit, less its start in the tile
    unsigned ticket;
};

// The look-back status of one launch: a word per digit per tile, and the ticket of tile indices.
struct Status {
    unsigned *words, *ticket;
};

// Grid: one block per tile of the portion [first, first + keys), tiles taken in the order blocks
// start (tile_ticket). Before anything, every block zeroes its share of the next launch's status
// (that launch's words were last used by the launch before this one, which has finished), even
// when this pass is inactive. Then a tile: load keys warp-striped; rank them by digit (rank_tile);
// for each digit d (thread d): publish the tile's count, walk back to the sum of the counts of
// the tiles before it, publish the inclusive sum; the keys of digit d in this tile then go to
// base[d] (the portion's first place for d) + that sum + their place among the tile's keys of d,
// and the portion's last tile leaves base[d] + its inclusive sum as the next portion's base[d].
// The keys are written in digit order from shared memory, so a warp's stores fall in runs of
// consecutive places; values follow the same way, loaded only after the keys have gone.
template <class K, class V>
static __global__ void __launch_bounds__(OT)
    onesweep_pass(Places<K, V> at, const cup_sort_plan *__restrict__ plan, int pass, DigitOf<K> digit, size_t first, unsigned keys,
                  const unsigned long long *__restrict__ base, unsigned long long *__restrict__ next_base, Status now,
                  Status next, unsigned rows)
{
    for (unsigned r = blockIdx.x; r < rows; r += gridDim.x) next.words[(size_t)r * RADIX8 + threadIdx.x] = 0;
    if (blockIdx.x == 0 && threadIdx.x == 0) *next.ticket = 0;
    if (!plan->active[pass]) return; // the same answer for the whole block, before any barrier
    const K *src_k = at.keys(plan->src[pass]);
    K *dst_k = at.keys_to(plan->dst[pass]);
    PassShared<K, V> &s = *shared_as<PassShared<K, V>>();
    const unsigned tile = tile_ticket(now.ticket, &s.ticket);
    const size_t tile_first = first + (size_t)tile * OTILE;
    const unsigned valid = keys - tile * OTILE < OTILE ? keys - tile * OTILE : OTILE;
    K k[OI];
    unsigned d[OI], rank[OI];
    load_rank_tile<OWARPS, OI, false>(src_k + tile_first, valid, digit, k, d, rank, s.rs);
    {
        const unsigned dig = threadIdx.x, count = s.rs.count[dig];
        unsigned *column = now.words + dig;
        Lookback<unsigned>::publish(column + (size_t)tile * RADIX8, count, tile == 0);
        unsigned before = 0;
        if (tile > 0) {
            before = Lookback<unsigned>::exclusive_prefix(column, RADIX8, tile);
            Lookback<unsigned>::publish(column + (size_t)tile * RADIX8, before + count, true);
        }
        s.to[dig] = base[dig] + before - s.rs.start[dig]; // modulo 2^64: the tile place added below
        if (next_base && tile + 1 == gridDim.x) next_base[dig] = base[dig] + before + count;
    }
#pragma unroll
    for (int u = 0; u < OI; u++)
        if (d[u] < RADIX8) s.keys[rank[u]] = k[u];
    __syncthreads();
    for (unsigned i = threadIdx.x; i < valid; i += OT) {
        const K key = s.keys[i];
        dst_k[s.to[digit(key)] + i] = key;
    }
    if constexpr (HasValues<V>) {
        const V *src_v = at.values(plan->src[pass]);
        V *dst_v = at.values_to(plan->dst[pass]);
#pragma unroll
        for (int u = 0; u < OI; u++)
            if (d[u] < RADIX8) s.values[rank[u]] = src_v[tile_first + striped_place<OI>(u)];
        __syncthreads();
        for (unsigned i = threadIdx.x; i < valid; i += OT) dst_v[s.to[digit(s.keys[i])] + i] = s.values[i];
    }
}

struct Onesweep {
    static constexpr bool ALL_PAYLOADS = true;

    // The workspace: scratch keys and values; the histogram (passes x 256) and the bases
    // (portions x passes x 256); the plan; two tickets and two status arrays (a word per digit
    // per tile of a portion), for launches in turn.
    struct Layout {
        size_t tmp_k, tmp_v, hist, tickets, status, base, plan, total;
        int passes, portions;
        unsigned rows;
    };
    template <class K, class V> static Layout layout(const cup_sort_args *a, size_t n)
    {
        Layout l;
        l.passes = cup_sort_passes(a, 8);
        l.portions = (int)cup_ceil_div(n, CUP_SORT_PORTION);
        l.rows = (unsigned)cup_ceil_div(n < CUP_SORT_PORTION ? n : CUP_SORT_PORTION, OTILE);
        const size_t cells = (size_t)l.passes * RADIX8 * sizeof(unsigned long long);
        l.tmp_k = 0;
        l.tmp_v = l.tmp_k + ws_round(n * sizeof(K));
        l.hist = l.tmp_v + (HasValues<V> ? ws_round(n * sizeof(V)) : 0);
        l.tickets = l.hist + ws_round(cells); // hist, tickets and the first status: zeroed at once
        l.status = l.tickets + 256;
        l.base = l.status + ws_round(2 * (size_t)l.rows * RADIX8 * sizeof(unsigned));
        l.plan = l.base + ws_round((size_t)l.portions * cells);
        l.total = l.plan + ws_round(sizeof(cup_sort_plan));
        return l;
    }

    template <class K, class V> static size_t bytes(cup_handle_t, size_t n)
    {
        cup_sort_args a{};
        a.begin_bit = 0, a.end_bit = 8 * sizeof(K); // the most passes: the bound for any range
        return layout<K, V>(&a, n).total;
    }

    template <class K, class V> static cup_status run(cup_handle_t h, const Job<K, V> &j)
    {
        const cup_sort_args *a = j.a;
        const size_t n = j.n;
        const Layout l = layout<K, V>(a, n);
        cudaStream_t st = cuda_stream(h);
        char *ws = j.ws;
        unsigned long long *hist = (unsigned long long *)(ws + l.hist), *base = (unsigned long long *)(ws + l.base);
        unsigned *tickets = (unsigned *)(ws + l.tickets), *words = (unsigned *)(ws + l.status);
        cup_sort_plan *plan = (cup_sort_plan *)(ws + l.plan);
        const size_t status_words = (size_t)l.rows * RADIX8;
        CUP_CUDA_TRY(h, cudaMemsetAsync(ws + l.hist, 0, l.status + status_words * sizeof(unsigned) - l.hist, st));
        const AllDigits<K> dg{a->descending ? (K)~(K)0 : (K)0, a->kind, a->begin_bit, a->end_bit, l.passes};
        auto *hist_kernel = onesweep_hist<K>;
        onesweep_hist<K><<<cup_cuda_resident_grid(h, (const void *)hist_kernel, OT, n), OT, 0, st>>>(j.keys_in, n, dg, hist);
        CUP_CUDA_LAUNCHED(h);
        onesweep_plan<<<1, OT, 0, st>>>(hist, base, plan, n, l.passes, j.keys_in_place() ? 1 : 0,
                                        j.values_in_place() ? 1 : 0);
        CUP_CUDA_LAUNCHED(h);
        const Places<K, V> at{j.keys_in, (K *)(ws + l.tmp_k), j.keys_out, j.values_in, (V *)(ws + l.tmp_v), j.values_out};
        onesweep_copy<K, V><<<cup_cuda_fill_grid(h, n, 256), 256, 0, st>>>(at, plan, n);
        CUP_CUDA_LAUNCHED(h);
        auto *pass_kernel = onesweep_pass<K, V>;
        const size_t smem = sizeof(PassShared<K, V>);
        const cup_status s = allow_smem<onesweep_pass<K, V>>(h, smem);
        if (s != CUP_STATUS_SUCCESS) return s;
        int launch = 0;
        for (int p = 0; p < l.passes; p++)
            for (int q = 0; q < l.portions; q++, launch++) {
                const size_t first = (size_t)q * CUP_SORT_PORTION;
                const unsigned keys = (unsigned)(n - first < CUP_SORT_PORTION ? n - first : CUP_SORT_PORTION);
                const Status now{words + (launch % 2) * status_words, tickets + launch % 2};
                const Status next{words + ((launch + 1) % 2) * status_words, tickets + (launch + 1) % 2};
                unsigned long long *here = base + ((size_t)q * l.passes + p) * RADIX8;
                pass_kernel<<<(unsigned)cup_ceil_div(keys, OTILE), OT, smem, st>>>(
                    at, plan, p, digit_of<K>(a, a->begin_bit + 8 * p, 8), first, keys, here,
                    q + 1 < l.portions ? here + (size_t)l.passes * RADIX8 : nullptr, now, next, l.rows);
                CUP_CUDA_LAUNCHED(h);
            }
        return CUP_STATUS_SUCCESS;
    }
};

// ---- one block: small inputs ------------------------------------------------------------------------

enum { ST = CUP_SORT_SMALL_THREADS, SI = CUP_SORT_SMALL_ITEMS, STILE = ST * SI, SWARPS = ST / 32 };
static_assert((size_t)STILE == CUP_SORT_SMALL_MAX, "the one-block sort holds CUP_SORT_SMALL_MAX keys");

template <class K> struct SmallShared {
    union {
        struct {
            K keys[STILE];
            unsigned short index[STILE]; // each key's input place, carried through the passes
            RankShared<SWARPS> rs;
        } sort;
        unsigned char values[STILE * 16]; // the values in their output order, after the passes
    } u;
    unsigned long long ored[33];
};

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

// One block of ST threads sorts all n <= STILE keys: they stay in registers (warp-striped), and
// each pass ranks them by its digit (rank_tile) and moves them, with their input places, through
// shared memory into digit order. A digit on which no two keys differ (from an OR over the block
// of each key's bits against the first key's) is no pass. The keys are read before the first
// barrier and written after the last, so in place is safe; the values are gathered by input place
// into shared memory in output order, then written out, all reads before any write.
template <class K>
static __global__ void __launch_bounds__(ST)
    small_sort(const K *keys_in, K *keys_out, const unsigned char *values_in, unsigned char *values_out, size_t vs,
               size_t unit, unsigned n, int kind, K flip, int begin, int end)
{
    SmallShared<K> &s = *shared_as<SmallShared<K>>();
    K k[SI];
    unsigned short idx[SI];
    unsigned d[SI], rank[SI];
    const K first = (K)(ordered_bits(keys_in[0], kind) ^ flip);
    unsigned long long differ = 0; // the bits on which some key differs from the first
#pragma unroll
    for (int u = 0; u < SI; u++) {
        const unsigned place = striped_place<SI>(u);
        k[u] = place < n ? keys_in[place] : K(0);
        idx[u] = (unsigned short)place;
        if (place < n) differ |= (K)((K)(ordered_bits(k[u], kind) ^ flip) ^ first);
    }
    differ = block_reduce<unsigned long long, OpOr>(differ, s.ored);
    if (threadIdx.x == 0) s.ored[32] = differ;
    __syncthreads();
    differ = s.ored[32];
    for (int shift = begin; shift < end; shift += 8) {
        const DigitOf<K> digit{flip, kind, shift, (1u << (end - shift < 8 ? end - shift : 8)) - 1u};
        if (!(((differ >> shift) & digit.mask))) continue; // the same for every thread
#pragma unroll
        for (int u = 0; u < SI; u++) d[u] = striped_place<SI>(u) < n ? digit(k[u]) : RADIX8;
        rank_tile<SWARPS, SI, false>(d, rank, s.u.sort.rs);
#pragma unroll
        for (int u = 0; u < SI; u++)
            if (d[u] < RADIX8) s.u.sort.keys[rank[u]] = k[u], s.u.sort.index[rank[u]] = idx[u];
        __syncthreads();
#pragma unroll
        for (int u = 0; u < SI; u++) {
            const unsigned place = striped_place<SI>(u);
            if (place < n) k[u] = s.u.sort.keys[place], idx[u] = s.u.sort.index[place];
        }
        __syncthreads();
    }
#pragma unroll
    for (int u = 0; u < SI; u++)
        if (striped_place<SI>(u) < n) keys_out[striped_place<SI>(u)] = k[u];
    if (!vs) return;
    __syncthreads(); // (keys in place: every read of keys_in is long done; values: the union's turn)
#pragma unroll
    for (int u = 0; u < SI; u++) {
        const unsigned place = striped_place<SI>(u);
        if (place < n) copy_units(s.u.values + (size_t)place * vs, values_in + (size_t)idx[u] * vs, vs, unit);
    }
    __syncthreads();
    const size_t units = (size_t)n * vs / unit;
    for (size_t i = threadIdx.x; i < units; i += ST) copy_units(values_out + i * unit, s.u.values + i * unit, unit, unit);
}

template <class K> static cup_status small_typed(cup_handle_t h, const cup_sort_args *a)
{
    auto *kernel = small_sort<K>;
    const size_t smem = sizeof(SmallShared<K>);
    const cup_status s = allow_smem<small_sort<K>>(h, smem);
    if (s != CUP_STATUS_SUCCESS) return s;
    kernel<<<1, ST, smem, cuda_stream(h)>>>((const K *)a->keys_in, (K *)a->keys_out, (const unsigned char *)a->values_in,
                                            (unsigned char *)a->values_out, a->value_size, a->value_align, (unsigned)a->n,
                                            a->kind, a->descending ? (K)~(K)0 : (K)0, a->begin_bit, a->end_bit);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

static cup_status run_small(cup_handle_t h, const cup_sort_args *a)
{
    if (a->begin_bit == a->end_bit) return copy_through(h, a);
    switch (a->width) {
    case 8: return small_typed<uint8_t>(h, a);
    case 16: return small_typed<uint16_t>(h, a);
    case 32: return small_typed<uint32_t>(h, a);
    default: return small_typed<unsigned long long>(h, a);
    }
}

extern "C" cup_status cup_cuda_sort_onesweep(cup_handle_t h, const void *args)
{
    return run_engine<Onesweep>(h, (const cup_sort_args *)args);
}

extern "C" cup_status cup_cuda_sort_small(cup_handle_t h, const void *args)
{
    return run_small(h, (const cup_sort_args *)args);
}

// best: the one block up to tuning.h's cut by key size, Onesweep above.
extern "C" cup_status cup_cuda_sort_best(cup_handle_t h, const void *args)
{
    const cup_sort_args *a = (const cup_sort_args *)args;
    if (a->n <= cup_sort_best_small((size_t)a->width / 8)) return run_small(h, a);
    return run_engine<Onesweep>(h, a);
}
