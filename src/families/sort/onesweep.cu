// Onesweep (Adinets and Merrill, 2022): one read of the keys counts every 8-bit digit of every
// pass at once; then each digit pass is a single kernel that ranks a tile by digit in shared
// memory, learns where its keys go from the tiles before it by decoupled look-back (blockscan.cuh),
// and scatters them. The passes of digits that every key shares (one bin of the upfront histogram
// holds all n: all keys equal, only the low byte varying, ...) are skipped on the GPU itself: a
// plan made by the histogram kernel's last block writes sort.h's schedule, and every pass kernel
// reads it (which array it reads and writes, or nothing to do), so the host launches the same
// kernels whatever the data, without waiting, and the call can be captured in a CUDA graph.
//
// Two forms of the pass kernel, two rows of the ladder:
//   onesweep (early counts): a tile first counts its digits (one shared atomic per key into its
//     warp's counters) and publishes the counts to the look-back at once, then ranks its keys:
//     the lanes of a warp holding a digit are found with eight ballots, and the group's last lane
//     moves the warp's counter for the digit by the group's size with one atomic whose old value
//     it passes on by a shuffle. The tiles after it can walk back past it while it ranks, and its
//     own walk, after the ranking, mostly meets tiles that have finished theirs. A tile whose keys
//     all share one digit skips the ranking (its order is the input's). CUB's
//     BlockRadixRankMatchEarlyCounts works this way; its sm_90 tile shapes are tuning.h's.
//   onesweep-late: the first form: the tile is ranked first (radix.cuh's rank_tile, nine ballots
//     with a sentinel for places past the end, counters moved through __syncwarp), and its counts
//     are published only then.
// Both stage the tile in shared memory in digit order so a warp's global stores fall in runs of
// consecutive places, and find the lanes of a digit with ballots, which cost the H100 under a
// quarter of one __match_any_sync (docs/warp.md).
//
// Also here: the one-block sort of small inputs (one shape, 512 x 8) and best, which picks between
// the sized one-block sort (fit.cu) and Onesweep.
#include "families/sort/radix.cuh"

enum { MAX_PASSES = CUP_SORT_MAX_PASSES };

// A tile shape and the form of ranking: T threads (at least 256: thread d < 256 walks digit d's
// look-back) of I keys each, B blocks to fit an SM at once (__launch_bounds__), EARLY for the
// early-count ranking.
template <int T_, int I_, int B_, bool EARLY_> struct Shape {
    static constexpr int T = T_, I = I_, B = B_, TILE = T_ * I_, WARPS = T_ / 32;
    static constexpr bool EARLY = EARLY_;
    // Keys per launch of a pass: CUP_SORT_PORTION, not rounded down to whole tiles, so that 2^28
    // keys are one launch a pass and not a full one and a launch of one short tile. A portion's
    // last tile may thus be short; its look-back words (padding counted as digit 255, early form)
    // are read by no tile, and the bases it leaves the next portion count its valid keys only.
    static constexpr size_t PORTION = CUP_SORT_PORTION;
    static_assert(T_ % 32 == 0 && T_ >= (int)RADIX8 && T_ <= 1024, "whole warps, one thread per digit");
    static_assert(CUP_SORT_PORTION + TILE < ((size_t)1 << 30), "30-bit counts, a short tile's padding included");
};
template <class V> constexpr int value_bytes = HasValues<V> ? (int)sizeof(V) : 0;
// The shape of a pass over K keys (and V values): tuning.h's, or for 4-byte keys alone the shape
// ALONE4 where it is one (a CUPRIM_TUNE row's; void: tuning.h's).
template <class K, class V, bool EARLY, class ALONE4 = void>
using ShapeOf = typename std::conditional<
    !std::is_void_v<ALONE4> && sizeof(K) == 4 && !HasValues<V>, ALONE4,
    typename std::conditional<EARLY,
                              Shape<CUP_SORT_THREADS, CUP_SORT_ONESWEEP_ITEMS((int)sizeof(K), value_bytes<V>),
                                    CUP_SORT_ONESWEEP_BLOCKS((int)sizeof(K), value_bytes<V>), true>,
                              Shape<CUP_SORT_LATE_THREADS, CUP_SORT_LATE_ITEMS, 3, false>>::type>::type;

// The three places of keys and values a pass may read or write (sort.h's CUP_SORT_AT_*).
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

enum { HT = CUP_SORT_HIST_THREADS, HI = CUP_SORT_HIST_ITEMS };

// One block of 256 threads, thread d for digit d, once the histogram is complete. Per pass: the
// digit's total (the same in every pass's order: a digit holding all n keys makes the pass
// inactive, every key would stay where it is) and its first place in the output (an exclusive scan
// over digits): the first portion's bases (each later portion's come from the last tile of the one
// before it, in the pass itself, since the order of the keys a pass reads is the previous pass's
// output). Then thread 0 writes sort.h's schedule of the active passes, with the copies that go
// before them. The totals are read with device-scope loads: other blocks' atomics made them.
__device__ __forceinline__ void make_plan(unsigned long long *hist, unsigned long long *__restrict__ base,
                                          cup_sort_plan *plan, size_t n, int passes, int keys_in_place,
                                          int values_in_place)
{
    __shared__ unsigned long long spill[33];
    __shared__ int active[MAX_PASSES];
    const unsigned d = threadIdx.x;
    for (int p = 0; p < passes; p++) {
        const unsigned long long total =
            cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>(hist[(size_t)p * RADIX8 + d])
                .load(cuda::memory_order_relaxed);
        const int constant = __syncthreads_or(total == n);
        base[(size_t)p * RADIX8 + d] = block_exclusive_scan(total, spill);
        if (d == 0) active[p] = !constant;
    }
    __syncthreads();
    if (d == 0) cup_sort_make_plan(plan, passes, active, keys_in_place, values_in_place);
}

// Grid: resident, grid-stride over steps of HT x HI keys a portion at a time; each thread loads
// its HI keys of a step (HT apart, so a warp's loads are whole lines) before counting any, so
// HI loads per thread are in flight at once. Each block counts every pass's digits of its share
// in shared memory (32-bit counters, flushed after each portion of fewer than 2^30 keys), adding
// them into hist[pass][digit] (64-bit global atomics, one per nonzero count). The last block to
// finish (a count of finished blocks, *done, zeroed with the histogram) makes the plan: one
// launch fewer than a kernel of its own. Its fences are the threadFenceReduction sample's: every
// thread's atomics are ordered before the block's count, and the last block's reads after it.
template <class K>
static __global__ void __launch_bounds__(HT)
    onesweep_hist(const K *__restrict__ keys, size_t n, AllDigits<K> dg, unsigned long long *hist,
                  unsigned long long *__restrict__ base, cup_sort_plan *plan, int keys_in_place, int values_in_place,
                  unsigned *done)
{
    static_assert(HT == RADIX8, "the last block makes the plan, a thread per digit");
    __shared__ unsigned counts[MAX_PASSES * RADIX8];
    __shared__ int last;
    constexpr int MOST = (int)sizeof(K); // passes of 8-bit digits of a K, at most
    const unsigned cells = (unsigned)dg.passes * RADIX8;
    for (size_t lo = 0; lo < n; lo += CUP_SORT_PORTION) {
        for (unsigned i = threadIdx.x; i < cells; i += HT) counts[i] = 0;
        __syncthreads();
        const size_t hi = n - lo < CUP_SORT_PORTION ? n : lo + CUP_SORT_PORTION;
        for (size_t step = lo + (size_t)blockIdx.x * HT * HI; step < hi; step += (size_t)gridDim.x * HT * HI) {
            K k[HI];
#pragma unroll
            for (int u = 0; u < HI; u++) {
                const size_t i = step + (size_t)u * HT + threadIdx.x;
                k[u] = i < hi ? keys[i] : K(0);
            }
#pragma unroll
            for (int u = 0; u < HI; u++) {
                if (step + (size_t)u * HT + threadIdx.x >= hi) continue;
                const K o = (K)(ordered_bits(k[u], dg.kind) ^ dg.flip);
#pragma unroll
                for (int p = 0; p < MOST; p++)
                    if (p < dg.passes) atomicAdd(&counts[p * RADIX8 + dg.of(o, p)], 1u);
            }
        }
        __syncthreads();
        for (unsigned i = threadIdx.x; i < cells; i += HT)
            if (counts[i]) atomicAdd(hist + i, (unsigned long long)counts[i]);
        __syncthreads();
    }
    __threadfence();
    __syncthreads();
    if (threadIdx.x == 0) last = atomicAdd(done, 1u) == gridDim.x - 1;
    __syncthreads();
    if (!last) return; // the same for the whole block
    __threadfence();
    make_plan(hist, base, plan, n, dg.passes, keys_in_place, values_in_place);
}

// The copies the plan puts before the passes (the input to the scratch, or with no active pass
// to the output), grid-stride over the n keys (and values).
template <class K, class V>
__device__ __forceinline__ void copy_by_plan(const Places<K, V> &at, const cup_sort_plan *plan, size_t n)
{
    const int ck = plan->copy_keys, cv = HasValues<V> ? plan->copy_values : (int)AT_NONE;
    if (ck == AT_NONE && cv == AT_NONE) return; // the same for every thread
    K *k = ck == AT_NONE ? nullptr : at.keys_to(ck);
    V *v = cv == AT_NONE ? nullptr : at.values_to(cv);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        if (k) k[i] = at.in[i];
        if constexpr (HasValues<V>)
            if (v) v[i] = at.vin[i];
    }
}

// Grid: grid-stride: the plan's copies, for a sort with an array in place (the input may have to
// reach the scratch before the first pass reads it).
template <class K, class V> static __global__ void onesweep_copy(Places<K, V> at, const cup_sort_plan *plan, size_t n)
{
    copy_by_plan(at, plan, n);
}

// ---- one digit pass over one portion ---------------------------------------------------------------

template <class K, class V, class S> struct PassShared {
    union { // one at a time: the ranking's counters, then the tile's keys, then its values
        unsigned counter[S::WARPS][RADIX8]; // early counts: per warp and digit, counts then places
        RankShared<S::WARPS> rs;            // onesweep-late: rank_tile's
        K keys[S::TILE];                    // the tile in digit order
        V values[HasValues<V> ? S::TILE : 1];
    } u;
    K *to_k[RADIX8]; // where the tile's key at place i in digit order goes: to_k[digit] + i
    V *to_v[HasValues<V> ? RADIX8 : 1];
    unsigned spill[33];
    unsigned ticket;
};

// The look-back status of one launch: a word per digit per tile, and the ticket of tile indices.
struct Status {
    unsigned *words, *ticket;
};

// The lanes of the warp whose 8-bit label equals this lane's: a ballot per bit, each lane keeping
// the lanes that agree with it on that bit. Written as CUB writes it (util_ptx.cuh's MatchAny):
// per bit one and that sets the predicate, the ballot, a predicated not and an and, four
// instructions, where the plain C++ form compiled to six (radix.cuh's warp_peers).
__device__ __forceinline__ unsigned match8(unsigned label)
{
    unsigned peers = 0xffffffffu;
#pragma unroll
    for (int b = 0; b < 8; b++) {
        unsigned vote;
        asm("{\n\t.reg .pred p;\n\t"
            "and.b32 %0, %1, %2;\n\t"
            "setp.ne.u32 p, %0, 0;\n\t"
            "vote.sync.ballot.b32 %0, p, 0xffffffff;\n\t"
            "@!p not.b32 %0, %0;\n\t}"
            : "=r"(vote)
            : "r"(label), "r"(1u << b));
        peers &= vote;
    }
    return peers;
}

// Byte u of a packed array of bytes (4 a word): the digits of a thread's keys, kept in a quarter
// of the registers.
template <int N> __device__ __forceinline__ unsigned byte_at(const unsigned (&w)[N], int u)
{
    return (w[u / 4] >> (8 * (u % 4))) & 0xffu;
}
template <int N> __device__ __forceinline__ void set_byte(unsigned (&w)[N], int u, unsigned b)
{
    w[u / 4] = u % 4 == 0 ? b : w[u / 4] | b << (8 * (u % 4));
}
// The same, read so that the compiler cannot merge it with an earlier read of the byte: it would
// keep each key's counter address from the counting loop to the ranking loop, a register a key
// (and spills, at 23 keys a thread), where computing it again costs one instruction.
template <int N> __device__ __forceinline__ unsigned byte_again(const unsigned (&w)[N], int u)
{
    unsigned b;
    asm volatile("bfe.u32 %0, %1, %2, 8;" : "=r"(b) : "r"(w[u / 4]), "r"(8 * (u % 4)));
    return b;
}

// Grid: one block per tile of the portion [first, first + keys), tiles taken in the order blocks
// start (tile_ticket). Before anything, every block zeroes its share of the next launch's status,
// the words of its first next_rows tiles (that launch's words were last used by the launch before
// this one, which has finished), even when this pass is inactive: the host passes next_rows 0 for
// the last launch, and where the next launch has more tiles than this one has blocks (a short
// last portion before the next pass's first), and clears them itself. The first pass launch of a
// sort with no array in place also does the plan's copy (copy_here: with no active pass the
// output is the input). Then a tile: load
// keys warp-striped; count and publish (early) or rank and publish (late); for each digit d
// (thread d): walk back to the sum of the counts of the tiles before it, publish the inclusive
// sum; the keys of digit d in this tile then go to base[d] (the portion's first place for d) +
// that sum + their place among the tile's keys of d, and the portion's last tile leaves base[d]
// + its inclusive sum as the next portion's base[d]. The keys are written in digit order from
// shared memory, so a warp's stores fall in runs of consecutive places; values follow the same
// way, loaded once the keys have gone.
template <class K, class V, class S>
static __global__ void __launch_bounds__(S::T, S::B)
    onesweep_pass(Places<K, V> at, const cup_sort_plan *__restrict__ plan, int pass, DigitOf<K> digit, size_t first,
                  unsigned keys, const unsigned long long *__restrict__ base, unsigned long long *__restrict__ next_base,
                  Status now, Status next, unsigned next_rows, bool copy_here, size_t n)
{
    constexpr int T = S::T, I = S::I, TILE = S::TILE;
    const unsigned tid = threadIdx.x;
    for (size_t i = (size_t)blockIdx.x * T + tid; i < (size_t)next_rows * RADIX8; i += (size_t)gridDim.x * T)
        next.words[i] = 0;
    if (blockIdx.x == 0 && tid == 0) *next.ticket = 0;
    if (copy_here) copy_by_plan(at, plan, n);
    if (!plan->active[pass]) return; // the same answer for the whole block, before any barrier
    const K *src_k = at.keys(plan->src[pass]);
    K *dst_k = at.keys_to(plan->dst[pass]);
    PassShared<K, V, S> &s = *shared_as<PassShared<K, V, S>>();
    const unsigned tile = tile_ticket(now.ticket, &s.ticket);
    const size_t tile_first = first + (size_t)tile * TILE;
    const unsigned valid = keys - tile * TILE < (unsigned)TILE ? keys - tile * TILE : (unsigned)TILE;
    unsigned *column = now.words + (tid < RADIX8 ? tid : 0); // thread d's digit's status words
    K k[I];
    unsigned rank[I];
    unsigned count = 0, start = 0; // thread d: the tile's keys of digit d, and the first one's place
    if constexpr (S::EARLY) {
        const unsigned lane = tid % 32, warp = tid / 32;
        unsigned dg[(I + 3) / 4] = {}; // each key's digit; a place past the end takes 255 and ranks last
#pragma unroll
        for (int u = 0; u < I; u++) {
            const unsigned place = striped_place<I>(u);
            k[u] = place < valid ? src_k[tile_first + place] : K(0);
            set_byte(dg, u, place < valid ? digit(k[u]) : RADIX8 - 1);
        }
        unsigned *mine = s.u.counter[warp];
        for (unsigned b = lane; b < RADIX8; b += 32) mine[b] = 0;
        __syncwarp();
#pragma unroll
        for (int u = 0; u < I; u++) atomicAdd(&mine[byte_at(dg, u)], 1u);
        __syncthreads();
        if (tid < RADIX8) { // the warps' counts of digit d become each warp's first place among them
            for (int w = 0; w < S::WARPS; w++) {
                const unsigned c = s.u.counter[w][tid];
                s.u.counter[w][tid] = count;
                count += c;
            }
            // the counts go out before a key is ranked: tile 0's is already its inclusive sum.
            // A padded last tile counts its padding as digit 255; no tile reads that one's sums.
            Lookback<unsigned>::publish(column + (size_t)tile * RADIX8, count, tile == 0);
        }
        const bool single = __syncthreads_or(tid < RADIX8 && count == (unsigned)TILE);
        start = block_exclusive_scan(tid < RADIX8 ? count : 0u, s.spill);
        if (tid < RADIX8)
            for (int w = 0; w < S::WARPS; w++) s.u.counter[w][tid] += start;
        __syncthreads();
        if (single) { // one digit holds the whole tile: its order is the input's
#pragma unroll
            for (int u = 0; u < I; u++) rank[u] = striped_place<I>(u);
        } else {
            const unsigned le = (2u << lane) - 1u; // this lane and those below it
#pragma unroll
            for (int u = 0; u < I; u++) {
                const unsigned d = byte_again(dg, u), peers = match8(d);
                const unsigned last = 31u - (unsigned)__clz(peers), upto = __popc(peers & le);
                unsigned at_first = 0;
                if (lane == last) at_first = atomicAdd(&mine[d], upto); // upto: the whole group
                rank[u] = __shfl_sync(0xffffffffu, at_first, (int)last) + upto - 1u;
            }
        }
    } else {
        unsigned d[I];
        load_rank_tile<S::WARPS, I, false>(src_k + tile_first, valid, digit, k, d, rank, s.u.rs);
        if (tid < RADIX8) {
            count = s.u.rs.count[tid], start = s.u.rs.start[tid];
            Lookback<unsigned>::publish(column + (size_t)tile * RADIX8, count, tile == 0);
        }
    }
    __syncthreads(); // the ranking's shared memory becomes the tile's keys
#pragma unroll
    for (int u = 0; u < I; u++)
        if (striped_place<I>(u) < valid) s.u.keys[rank[u]] = k[u];
    if (tid < RADIX8) {
        unsigned before = 0;
        if (tile > 0) {
            before = Lookback<unsigned>::exclusive_prefix(column, RADIX8, tile);
            Lookback<unsigned>::publish(column + (size_t)tile * RADIX8, before + count, true);
        }
        // base + before is where the tile's first key of digit d goes, at least start (the
        // keys of smaller digits in this tile all go before it), so the pointers stay in the array
        const size_t to = base[tid] + before - start;
        s.to_k[tid] = dst_k + to;
        if constexpr (HasValues<V>) s.to_v[tid] = at.values_to(plan->dst[pass]) + to;
        // a short last tile of the early form counted its padding as digit 255: not the next portion's
        if (next_base && tile + 1 == gridDim.x)
            next_base[tid] = base[tid] + before + count - (S::EARLY && tid == RADIX8 - 1 ? (unsigned)TILE - valid : 0u);
    }
    __syncthreads();
    unsigned dg_out[(I + 3) / 4] = {}; // the digit of each key this thread writes, for its value
#pragma unroll
    for (int u = 0; u < I; u++) {
        const unsigned i = (unsigned)u * T + tid;
        if (i < valid) {
            const K key = s.u.keys[i];
            const unsigned d = digit(key);
            s.to_k[d][i] = key;
            if constexpr (HasValues<V>) set_byte(dg_out, u, d);
        }
    }
    if constexpr (HasValues<V>) {
        const V *src_v = at.values(plan->src[pass]);
        V v[I];
#pragma unroll
        for (int u = 0; u < I; u++) {
            const unsigned place = striped_place<I>(u);
            if (place < valid) v[u] = src_v[tile_first + place];
        }
        __syncthreads(); // the keys have left shared memory: the values take it
#pragma unroll
        for (int u = 0; u < I; u++)
            if (striped_place<I>(u) < valid) s.u.values[rank[u]] = v[u];
        __syncthreads();
#pragma unroll
        for (int u = 0; u < I; u++) {
            const unsigned i = (unsigned)u * T + tid;
            if (i < valid) s.to_v[byte_at(dg_out, u)][i] = s.u.values[i];
        }
    }
}

// ALONE4: the tile shape of 4-byte keys alone where it is not tuning.h's (a CUPRIM_TUNE row).
template <bool EARLY, class ALONE4 = void> struct Onesweep {
    // the early form moves values of 1, 2, 4, 8 and 16 bytes itself; the late row 4 and 8
    static constexpr bool ALL_PAYLOADS = EARLY;
    template <class K, class V> using SHAPE = ShapeOf<K, V, EARLY, ALONE4>;

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
        using S = SHAPE<K, V>;
        Layout l;
        l.passes = cup_sort_passes(a, 8);
        l.portions = (int)cup_ceil_div(n, S::PORTION);
        l.rows = (unsigned)cup_ceil_div(n < S::PORTION ? n : S::PORTION, (size_t)S::TILE);
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
        using S = SHAPE<K, V>;
        const cup_sort_args *a = j.a;
        const size_t n = j.n;
        const Layout l = layout<K, V>(a, n);
        cudaStream_t st = cuda_stream(h);
        char *ws = j.ws;
        unsigned long long *hist = (unsigned long long *)(ws + l.hist), *base = (unsigned long long *)(ws + l.base);
        // tickets: one per launch in turn, and the count of finished histogram blocks
        unsigned *tickets = (unsigned *)(ws + l.tickets), *words = (unsigned *)(ws + l.status);
        cup_sort_plan *plan = (cup_sort_plan *)(ws + l.plan);
        const size_t status_words = (size_t)l.rows * RADIX8;
        CUP_CUDA_TRY(h, cudaMemsetAsync(ws + l.hist, 0, l.status + status_words * sizeof(unsigned) - l.hist, st));
        const AllDigits<K> dg{a->descending ? (K)~(K)0 : (K)0, a->kind, a->begin_bit, a->end_bit, l.passes};
        const bool kip = j.keys_in_place(), vip = j.values_in_place();
        auto *hist_kernel = onesweep_hist<K>;
        hist_kernel<<<cup_cuda_resident_grid(h, (const void *)hist_kernel, HT, cup_ceil_div(n, HI)), HT, 0, st>>>(
            j.keys_in, n, dg, hist, base, plan, kip ? 1 : 0, vip ? 1 : 0, tickets + 2);
        CUP_CUDA_LAUNCHED(h);
        const Places<K, V> at{j.keys_in, (K *)(ws + l.tmp_k), j.keys_out, j.values_in, (V *)(ws + l.tmp_v), j.values_out};
        if (kip || vip) { // the input may have to reach the scratch before the first pass reads it
            onesweep_copy<K, V><<<cup_cuda_fill_grid(h, n, 256), 256, 0, st>>>(at, plan, n);
            CUP_CUDA_LAUNCHED(h);
        }
        auto *pass_kernel = onesweep_pass<K, V, S>;
        const size_t smem = sizeof(PassShared<K, V, S>);
        const cup_status s = allow_smem<onesweep_pass<K, V, S>>(h, smem);
        if (s != CUP_STATUS_SUCCESS) return s;
        // Launch L (pass L / portions, portion L % portions) uses status set L % 2 and clears the
        // other for L + 1 in its first instructions, when it has a block for each of L + 1's tiles;
        // else (a short last portion before the next pass's first) a memset clears it in between.
        const int launches = l.passes * l.portions;
        auto tiles_of = [&](int launch) {
            const size_t first = (size_t)(launch % l.portions) * S::PORTION;
            return (unsigned)cup_ceil_div(n - first < S::PORTION ? n - first : S::PORTION, (size_t)S::TILE);
        };
        for (int launch = 0; launch < launches; launch++) {
            const int p = launch / l.portions, q = launch % l.portions;
            const size_t first = (size_t)q * S::PORTION;
            const unsigned keys = (unsigned)(n - first < S::PORTION ? n - first : S::PORTION), tiles = tiles_of(launch);
            const Status now{words + (launch % 2) * status_words, tickets + launch % 2};
            const Status next{words + ((launch + 1) % 2) * status_words, tickets + (launch + 1) % 2};
            const unsigned next_tiles = launch + 1 < launches ? tiles_of(launch + 1) : 0;
            const bool clear_here = next_tiles <= tiles;
            unsigned long long *here = base + ((size_t)q * l.passes + p) * RADIX8;
            pass_kernel<<<tiles, S::T, smem, st>>>(at, plan, p, digit_of<K>(a, a->begin_bit + 8 * p, 8), first, keys, here,
                                                   q + 1 < l.portions ? here + (size_t)l.passes * RADIX8 : nullptr, now,
                                                   next, clear_here ? next_tiles : 0u, launch == 0 && !kip && !vip, n);
            CUP_CUDA_LAUNCHED(h);
            if (!clear_here)
                CUP_CUDA_TRY(h, cudaMemsetAsync(next.words, 0, (size_t)next_tiles * RADIX8 * sizeof(unsigned), st));
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
    const unsigned long long differ = load_block_keys<SI>(keys_in, n, kind, flip, k, idx, s.ored);
    for (int shift = begin; shift < end; shift += 8) {
        const DigitOf<K> digit{flip, kind, shift, (1u << (end - shift < 8 ? end - shift : 8)) - 1u};
        if (!(((differ >> shift) & digit.mask))) continue; // the same for every thread
#pragma unroll
        for (int u = 0; u < SI; u++) d[u] = striped_place<SI>(u) < n ? digit(k[u]) : RADIX8;
        rank_tile<SWARPS, SI, false>(d, rank, s.u.sort.rs);
        move_by_rank<SI>(k, idx, rank, n, s.u.sort.keys, s.u.sort.index);
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
    return run_engine<Onesweep<true>>(h, (const cup_sort_args *)args);
}

extern "C" cup_status cup_cuda_sort_onesweep_late(cup_handle_t h, const void *args)
{
    return run_engine<Onesweep<false>>(h, (const cup_sort_args *)args);
}

extern "C" cup_status cup_cuda_sort_small(cup_handle_t h, const void *args)
{
    return run_small(h, (const cup_sort_args *)args);
}

#ifdef CUPRIM_TUNE
// The CUPRIM_TUNE rows: Onesweep (early counts) with tuning.h's other shapes for 4-byte keys alone.
#define TUNE_ROW(t, i, b)                                                                                              \
    extern "C" cup_status cup_cuda_sort_onesweep_##t##x##i##_##b(cup_handle_t h, const void *args)                    \
    {                                                                                                                  \
        return run_engine<Onesweep<true, Shape<t, i, b, true>>>(h, (const cup_sort_args *)args);                      \
    }
CUP_SORT_TUNE_SHAPES(TUNE_ROW)
#undef TUNE_ROW
#endif

extern "C" cup_status cup_cuda_sort_small_fit(cup_handle_t h, const void *args); // fit.cu

// best: the one-block sorts up to 8192 keys, Onesweep above (tuning.h says which where, and why).
extern "C" cup_status cup_cuda_sort_best(cup_handle_t h, const void *args)
{
    const cup_sort_args *a = (const cup_sort_args *)args;
    if (a->n <= CUP_SORT_BEST_FIT_N) return cup_cuda_sort_small_fit(h, a);
    if (a->n <= CUP_SORT_BEST_SMALL_N) return run_small(h, a);
    if (a->n <= CUP_SORT_BEST_ONE_BLOCK_N) return cup_cuda_sort_small_fit(h, a);
    return run_engine<Onesweep<true>>(h, a);
}
