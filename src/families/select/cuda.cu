// select and partition on the GPU (stream compaction): where each kept element goes is the count
// of kept elements before it, a scan of the predicates. The ladder builds that count from warp
// ballots (__ballot_sync + __popc: 32 predicates packed in a word and counted at once), the
// warps' counts scanned in the block, and the tiles' counts: three-pass scans them in a kernel of
// their own, lookback and best in the same pass by decoupled look-back (families/scan/
// lookback.cuh). best adds 16-byte loads and writes its kept elements through shared memory so
// that they leave as contiguous runs.
//
// A warp's chunk is 32 x ITEMS consecutive elements in rounds of 32 x W: in round r lane l holds
// elements r*32*W + l*W .. + W-1 of the chunk (W = 1, or a 16-byte vector's worth for best), so
// the rounds, lanes and items run in the elements' order and every load is coalesced.
//
// A partition puts the others after the kept ones in their order, which needs the total kept
// count before the first of them can be written. three-pass has it from its second kernel. The
// single passes write the others from the end of out backwards (the rejected element q lands at
// n-1-q), then a second kernel, once the count is known, reverses that tail in place.
#include "families/count/cmp.cuh"
#include "families/scan/lookback.cuh"
#include "families/scan/tile.cuh"
#include "families/select/select.h"
#include "families/select/tuning.h"

// ---- per-lane pieces --------------------------------------------------------------------------

// The lane's ROUNDS x W elements of the warp's chunk from `chunk` into x: 16-byte streaming loads
// when VEC and the whole chunk lies inside n (one test for the warp, so every load sits in one
// branch-free block and all of them are in flight at once), else one by one (past n: a value
// never looked at, its predicate forced false by the caller). The loads come before any ballot:
// a ballot between them waits for the data of its round, and with it every later load (the
// first build did that, a memory latency per round).
template <class T, int ROUNDS, int W, bool VEC>
__device__ __forceinline__ void load_chunk(const T *in, size_t n, size_t chunk, T (&x)[ROUNDS][W])
{
    const unsigned lane = threadIdx.x % 32;
    if constexpr (VEC) {
        static_assert(W * sizeof(T) == 16, "one vector per round");
        if (chunk + (size_t)32 * ROUNDS * W <= n) {
            const uint4 *p = reinterpret_cast<const uint4 *>(in + chunk) + lane;
            uint4 raw[ROUNDS];
#pragma unroll
            for (int r = 0; r < ROUNDS; r++) raw[r] = __ldcs(p + 32 * r);
            memcpy(x, raw, sizeof raw);
            return;
        }
    }
#pragma unroll
    for (int r = 0; r < ROUNDS; r++)
#pragma unroll
        for (int c = 0; c < W; c++) {
            const size_t at = chunk + (size_t)r * 32 * W + (size_t)lane * W + c;
            x[r][c] = at < n ? in[at] : T();
        }
}

// The lane's kept count k (at most W) summed over the lanes before it, and over the whole warp in
// *total: each bit of k balloted across the warp and counted with __popc.
template <int W> __device__ __forceinline__ unsigned ballot_prefix(unsigned k, unsigned *total)
{
    constexpr int BITS = W == 1 ? 1 : W <= 3 ? 2 : 3;
    const unsigned lanes_before = (1u << (threadIdx.x % 32)) - 1u;
    unsigned before = 0, all = 0;
#pragma unroll
    for (int b = 0; b < BITS; b++) {
        const unsigned m = __ballot_sync(0xffffffffu, (k >> b) & 1u);
        before += (unsigned)__popc(m & lanes_before) << b;
        all += (unsigned)__popc(m) << b;
    }
    *total = all;
    return before;
}

// One lane's ROUNDS x W elements of its warp's chunk (starting at element `chunk`), their
// predicates (bit r*W + c) and, per round, the kept elements of the chunk before the lane's first
// of the round. Returns the chunk's kept count.
template <class T, int CMP, int ROUNDS, int W, bool VEC> struct LaneItems {
    static constexpr int rounds = ROUNDS, width = W;
    T x[ROUNDS][W];
    unsigned keep = 0, before[ROUNDS];
    __device__ unsigned load(const T *in, size_t n, size_t chunk, T v)
    {
        const unsigned lane = threadIdx.x % 32;
        unsigned kept = 0;
        load_chunk<T, ROUNDS, W, VEC>(in, n, chunk, x);
#pragma unroll
        for (int r = 0; r < ROUNDS; r++) {
            const size_t at = chunk + (size_t)r * 32 * W + (size_t)lane * W;
            unsigned bits = 0;
#pragma unroll
            for (int c = 0; c < W; c++) bits |= (unsigned)(at + c < n && cup_cmp_pred<T, CMP>(x[r][c], v)) << c;
            keep |= bits << (r * W);
            unsigned total;
            before[r] = kept + ballot_prefix<W>((unsigned)__popc(bits), &total);
            kept += total;
        }
        return kept;
    }
    // The chunk-relative rank of element (r, c) among the kept (for a kept one: its slot) and its
    // position in the chunk.
    __device__ unsigned rank(int r, int c) const
    {
        return before[r] + (unsigned)__popc((keep >> (r * W)) & ((1u << c) - 1u));
    }
    __device__ static unsigned position(int r, int c) { return (unsigned)(r * 32 * W + (threadIdx.x % 32) * W + c); }
    __device__ bool kept(int r, int c) const { return (keep >> (r * W + c)) & 1u; }
};

// The block's warps' kept counts: the count before warp `warp` and the tile's total, in every
// thread (one barrier; warp_totals written once per launch).
__device__ __forceinline__ unsigned block_offsets(unsigned warp_kept, unsigned *warp_totals, unsigned *tile_kept)
{
    const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32, warps = blockDim.x / 32;
    if (lane == 0) warp_totals[warp] = warp_kept;
    __syncthreads();
    const unsigned c = warp_scan<unsigned, OpSum>(lane < warps ? warp_totals[lane] : 0u);
    *tile_kept = __shfl_sync(0xffffffffu, c, warps - 1);
    const unsigned before = __shfl_sync(0xffffffffu, c, warp > 0 ? warp - 1 : 0);
    return warp > 0 ? before : 0u;
}

// Each element of the lane to its place, straight from registers: a kept one to out[kept_before +
// rank]; with a partition, another to out[others_at(q)], q its rank among the others.
template <class T, class Items, class OthersAt>
__device__ __forceinline__ void scatter_direct(const Items &it, T *out, size_t n, size_t chunk,
                                               unsigned long long kept_before, int partition, OthersAt others_at)
{
#pragma unroll
    for (int r = 0; r < Items::rounds; r++)
#pragma unroll
        for (int c = 0; c < Items::width; c++) {
            const unsigned pos = Items::position(r, c);
            if (chunk + pos >= n) continue;
            const unsigned rank = it.rank(r, c);
            if (it.kept(r, c)) out[kept_before + rank] = it.x[r][c];
            else if (partition) out[others_at((unsigned long long)(chunk - kept_before) + (pos - rank))] = it.x[r][c];
        }
}

// ---- three-pass: the tiles' counts, their scan, then the scatter ---------------------------------
// Grid (kernels 1 and 3): one block per tile of blockDim x ROUNDS elements, warp w's chunk the w-th
// 32 x ROUNDS of them, one element per lane per round.

template <class T, int CMP, int ROUNDS>
static __global__ void select_tile_counts(const T *in, size_t n, T v, unsigned long long *counts)
{
    __shared__ unsigned warp_totals[32];
    const size_t chunk = ((size_t)blockIdx.x * blockDim.x + (threadIdx.x / 32) * 32) * ROUNDS;
    LaneItems<T, CMP, ROUNDS, 1, false> it;
    unsigned tile_kept;
    (void)block_offsets(it.load(in, n, chunk, v), warp_totals, &tile_kept);
    if (threadIdx.x == 0) counts[blockIdx.x] = tile_kept;
}

// One block: the tiles' counts scanned exclusive in place, in chunks with a carry (scan's tile
// pieces on 64-bit counts), the total to *count.
static __global__ void select_scan_counts(unsigned long long *counts, size_t m, unsigned long long *count)
{
    __shared__ unsigned long long warp_totals[32];
    constexpr int ITEMS = 4;
    unsigned long long carry = 0;
    for (size_t base = 0; base < m; base += (size_t)blockDim.x * ITEMS) {
        const size_t first = base + (size_t)threadIdx.x * ITEMS;
        unsigned long long x[ITEMS], q;
        load_items<unsigned long long, OpSum, ITEMS, false>(counts, m, first, x);
        const unsigned long long chunk = tile_parts<unsigned long long, OpSum, ITEMS>(x, q, warp_totals);
        store_items<unsigned long long, OpSum, ITEMS, false>(counts, m, first, x, carry + q, true, false);
        carry += chunk;
        __syncthreads(); // warp_totals is read again by the next chunk
    }
    if (threadIdx.x == 0) *count = carry;
}

template <class T, int CMP, int ROUNDS>
static __global__ void select_tile_scatter(const T *in, size_t n, T v, T *out, const unsigned long long *kept_before_tile,
                                           const unsigned long long *count, int partition)
{
    __shared__ unsigned warp_totals[32];
    const size_t chunk = ((size_t)blockIdx.x * blockDim.x + (threadIdx.x / 32) * 32) * ROUNDS;
    LaneItems<T, CMP, ROUNDS, 1, false> it;
    unsigned tile_kept;
    const unsigned before_warp = block_offsets(it.load(in, n, chunk, v), warp_totals, &tile_kept);
    const unsigned long long total = partition ? *count : 0;
    scatter_direct(it, out, n, chunk, kept_before_tile[blockIdx.x] + before_warp, partition,
                                            [&](unsigned long long q) { return total + q; });
}

// ---- the single passes -----------------------------------------------------------------------------

// Grid: one block per tile of blockDim x ROUNDS x W elements, numbered by ticket (lookback.cuh).
// Warp 0 finds the kept count before the tile by look-back (Look: windows of ROWS x 32 tiles and
// their sleeps, lookback.cuh; MAXT and MINB the launch bounds, as scan's kernel); the last
// tile writes the total. Then each element goes to its place: straight from registers, or
// (STAGED) through the warp's part of shared memory (kept ones from its start, the others from
// its end), from which the warp writes runs of consecutive addresses. A slot in the part needs
// only the warp's own counts, so STAGED puts the elements there before the look-back and holds
// none in registers through it (fewer registers, more blocks per SM). The others go from the end
// of out backwards (q to n-1-q), or, where partition is COUNTED (the total kept count already in
// *count), straight to their places (q to *count + q).
enum { PARTITION_REVERSED = 1, PARTITION_COUNTED = 2 };
template <class T, int CMP, int ROUNDS, int W, bool VEC, bool STAGED, class Look, int MAXT, int MINB>
static __global__ void __launch_bounds__(MAXT, MINB)
    select_single_pass(const T *in, size_t n, T v, T *out, unsigned long long *count, int partition, CountTiles tiles,
                       unsigned *ticket)
{
    __shared__ unsigned warp_totals[32];
    __shared__ unsigned long long tile_before;
    __shared__ unsigned slot;
    constexpr int ITEMS = ROUNDS * W;
    const size_t k = draw_tile<Look::BY_BLOCK>(ticket, &slot);
    const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    const size_t chunk = (k * blockDim.x + (size_t)warp * 32) * ITEMS;
    T *stage = STAGED ? shared_as<T>() + (size_t)warp * 32 * ITEMS : nullptr;
    LaneItems<T, CMP, ROUNDS, W, VEC> it;
    const unsigned warp_kept = it.load(in, n, chunk, v);
    if constexpr (STAGED) {
#pragma unroll
        for (int r = 0; r < ROUNDS; r++)
#pragma unroll
            for (int c = 0; c < W; c++) {
                const unsigned pos = decltype(it)::position(r, c), rank = it.rank(r, c);
                if (chunk + pos >= n) continue;
                if (it.kept(r, c)) stage[rank] = it.x[r][c];
                else if (partition) stage[32 * ITEMS - 1 - (pos - rank)] = it.x[r][c];
            }
    }
    unsigned tile_kept;
    const unsigned before_warp = block_offsets(warp_kept, warp_totals, &tile_kept); // a barrier: the parts are full
    if (warp == 0) {
        unsigned long long g = 0;
        if (gridDim.x > 1) {
            if (k == 0) {
                if (lane == 0) tiles.publish(0, TILE_P, tile_kept);
            } else {
                if (lane == 0) tiles.publish(k, TILE_A, tile_kept);
                g = lookback_left_fold<unsigned long long, OpSum, Look>(tiles, k);
                if (lane == 0) tiles.publish(k, TILE_P, g + tile_kept);
            }
        }
        if (lane == 0) {
            tile_before = g;
            if (k == gridDim.x - 1 && partition != PARTITION_COUNTED) *count = g + tile_kept;
        }
    }
    __syncthreads();
    const unsigned long long kept_before = tile_before + before_warp;
    const unsigned long long total = partition == PARTITION_COUNTED ? *count : 0;
    const auto others_at = [&](unsigned long long q) { return partition == PARTITION_COUNTED ? total + q : n - 1 - q; };
    if constexpr (!STAGED) {
        scatter_direct(it, out, n, chunk, kept_before, partition, others_at);
    } else {
        for (unsigned i = lane; i < warp_kept; i += 32) out[kept_before + i] = stage[i];
        if (partition) {
            const size_t present = chunk < n ? (n - chunk < 32u * ITEMS ? n - chunk : 32u * ITEMS) : 0;
            const unsigned others = (unsigned)present - warp_kept;
            const unsigned long long q0 = chunk - kept_before;
            for (unsigned i = lane; i < others; i += 32) out[others_at(q0 + i)] = stage[32 * ITEMS - 1 - i];
        }
    }
}

// The others, written from the end backwards, put back in their order: out[count .. n) reversed.
// Each thread swaps U pairs a grid stride apart, all loads before any store: 2 x U elements in
// flight a thread rather than 2 (the bytes in flight an SM needs to hold HBM busy).
template <class T> static __global__ void select_reverse_others(T *out, size_t n, const unsigned long long *count)
{
    constexpr int U = 4;
    const size_t first = *count, pairs = (n - first) / 2, stride = (size_t)gridDim.x * blockDim.x;
    for (size_t q0 = (size_t)blockIdx.x * blockDim.x + threadIdx.x; q0 < pairs; q0 += U * stride) {
        T a[U], b[U];
#pragma unroll
        for (int u = 0; u < U; u++) {
            const size_t q = q0 + u * stride;
            if (q < pairs) a[u] = out[first + q], b[u] = out[n - 1 - q];
        }
#pragma unroll
        for (int u = 0; u < U; u++) {
            const size_t q = q0 + u * stride;
            if (q < pairs) out[first + q] = b[u], out[n - 1 - q] = a[u];
        }
    }
}

// ---- launchers ---------------------------------------------------------------------------------

template <class T> static cup_status reverse_others(cup_handle_t h, const cup_select_args *a)
{
    select_reverse_others<T><<<cup_cuda_fill_grid(h, a->n / 2, 256), 256, 0, cuda_stream(h)>>>(
        (T *)a->out, a->n, (const unsigned long long *)a->count);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

static cup_status run_three_pass(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_select_args *)args;
    return cup_cmp_dispatch(a->dtype, a->cmp, a->value, [&](auto tag, auto v) -> cup_status {
        using T = typename decltype(tag)::type;
        constexpr int CMP = decltype(tag)::cmp, ROUNDS = CUP_SELECT_LADDER_ROUNDS;
        size_t tiles;
        cup_status s = tiles_of(h, a->n, (size_t)a->block * ROUNDS, &tiles);
        if (s != CUP_STATUS_SUCCESS) return s;
        auto *counts = (unsigned long long *)cup_cuda_workspace(h, tiles * sizeof(unsigned long long));
        if (!counts) return CUP_STATUS_ALLOC_FAILED;
        auto *count = (unsigned long long *)a->count;
        select_tile_counts<T, CMP, ROUNDS><<<(unsigned)tiles, a->block, 0, cuda_stream(h)>>>((const T *)a->in, a->n, v,
                                                                                              counts);
        CUP_CUDA_LAUNCHED(h);
        select_scan_counts<<<1, 1024, 0, cuda_stream(h)>>>(counts, tiles, count);
        CUP_CUDA_LAUNCHED(h);
        select_tile_scatter<T, CMP, ROUNDS><<<(unsigned)tiles, a->block, 0, cuda_stream(h)>>>(
            (const T *)a->in, a->n, v, (T *)a->out, counts, count, a->partition);
        CUP_CUDA_LAUNCHED(h);
        return CUP_STATUS_SUCCESS;
    });
}

// A partition's total kept count before its single pass, by count's best on the same stream: the
// others then go straight to their places (3n elements moved at any fraction, against 2n plus
// twice the others with the reversal).
static cup_status count_first(cup_handle_t h, const cup_select_args *a)
{
    const cup_variant *count;
    const cup_status s = cup_best_for(h, "cup_partition_if", &cup_family_count_if, &count);
    if (s != CUP_STATUS_SUCCESS) return s;
    const cup_count_args c = {a->dtype, a->cmp, a->value, a->in, a->n, a->count, 0};
    return count->run(h, &c);
}

// A single pass of tiles of block x ROUNDS x W (states zeroed first when there are several), then
// the partition's reversal, or (COUNT_FIRST) the kept count first and no reversal. VEC where in
// is 16-byte aligned.
template <class T, int CMP, int ROUNDS, int W, bool STAGED, class Look, int MAXT = 1024, int MINB = 1,
          bool COUNT_FIRST = false>
static cup_status launch_single_pass(cup_handle_t h, const cup_select_args *a, T v, int block)
{
    size_t tiles;
    SinglePassSpace<CountTiles> sp;
    const bool counted = COUNT_FIRST && a->partition;
    cup_status s = tiles_of(h, a->n, (size_t)block * ROUNDS * W, &tiles);
    if (s == CUP_STATUS_SUCCESS && counted) s = count_first(h, a);
    if (s == CUP_STATUS_SUCCESS) s = sp.prepare(h, tiles);
    if (s != CUP_STATUS_SUCCESS) return s;
    constexpr bool CAN_VEC = W * sizeof(T) == 16;
    const bool vec = CAN_VEC && (uintptr_t)a->in % 16 == 0;
    const auto kernel = vec ? select_single_pass<T, CMP, ROUNDS, W, CAN_VEC, STAGED, Look, MAXT, MINB>
                            : select_single_pass<T, CMP, ROUNDS, W, false, STAGED, Look, MAXT, MINB>;
    const size_t smem = STAGED ? (size_t)block * ROUNDS * W * sizeof(T) : 0;
    const int mode = !a->partition ? 0 : counted ? PARTITION_COUNTED : PARTITION_REVERSED;
    kernel<<<(unsigned)tiles, block, smem, cuda_stream(h)>>>((const T *)a->in, a->n, v, (T *)a->out,
                                                            (unsigned long long *)a->count, mode, sp.tiles,
                                                            sp.ticket);
    CUP_CUDA_LAUNCHED(h);
    return mode == PARTITION_REVERSED ? reverse_others<T>(h, a) : CUP_STATUS_SUCCESS;
}

static cup_status run_lookback(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_select_args *)args;
    return cup_cmp_dispatch(a->dtype, a->cmp, a->value, [&](auto tag, auto v) -> cup_status {
        using T = typename decltype(tag)::type;
        return launch_single_pass<T, decltype(tag)::cmp, CUP_SELECT_LADDER_ROUNDS, 1, false, Lookback<1>>(h, a, v,
                                                                                                           a->block);
    });
}

static cup_status run_best(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_select_args *)args;
    return cup_cmp_dispatch(a->dtype, a->cmp, a->value, [&](auto tag, auto v) -> cup_status {
        using T = typename decltype(tag)::type;
        using Look = Lookback<CUP_SELECT_BEST_LOOKBACK_ROWS, CUP_SELECT_BEST_FIRST_NS, CUP_SELECT_BEST_POLL_NS,
                              CUP_SELECT_BEST_POLL_MAX_NS>;
        return launch_single_pass<T, decltype(tag)::cmp, CUP_SELECT_BEST_ROUNDS, 16 / sizeof(T), true, Look,
                                  CUP_SELECT_BEST_THREADS,
                                  sizeof(T) == 4 ? CUP_SELECT_BEST_MIN_BLOCKS_4 : CUP_SELECT_BEST_MIN_BLOCKS_8,
                                  (bool)CUP_SELECT_BEST_COUNT_FIRST>(h, a, v, CUP_SELECT_BEST_THREADS);
    });
}

extern "C" cup_status cup_cuda_select_cub(cup_handle_t h, const void *args); // cub.cu

#ifdef CUPRIM_TUNE
#include "families/select/tune_rows.h" // best's sweep rows (-DCUPRIM_TUNE=ON)

template <int THREADS, int ROUNDS, bool STAGED, class Look, int MINB, bool COUNT_FIRST>
static cup_status run_row(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_select_args *)args;
    if (a->dtype != CUP_U32 || a->cmp != CUP_CMP_LT) return CUP_STATUS_INTERNAL_ERROR;
    return launch_single_pass<unsigned, CUP_CMP_LT, ROUNDS, 4, STAGED, Look, THREADS, MINB, COUNT_FIRST>(
        h, a, a->value.u32, THREADS);
}
#define SELECT_TUNE_DEFINE(id, name, threads, rounds, staged, rows, first_ns, poll_ns, poll_max_ns, by_block,       \
                           min_blocks, count_first)                                                               \
    static cup_status run_tune_##id(cup_handle_t h, const void *args)                                             \
    {                                                                                                             \
        return run_row<threads, rounds, (bool)(staged), Lookback<rows, first_ns, poll_ns, poll_max_ns, (bool)(by_block)>, \
                       min_blocks, (bool)(count_first)>(h, args);                                                 \
    }
CUP_SELECT_TUNE_ROWS(SELECT_TUNE_DEFINE)
#endif

// ---- registry -----------------------------------------------------------------------------------

#define SELECT_VARIANT(name_, description_, technique_, fn_, bmin, bmax, bdef, ref, traits_)                      \
    cup_variant{.info = {.name = name_, .description = description_, .technique = technique_,                    \
                         .backend = CUP_BACKEND_CUDA, .dtypes = CUP_NUMERIC_DTYPES,                              \
                         .ops = CUP_MASK(CUP_CMP_COUNT) - 1u, .block_min = bmin, .block_max = bmax,              \
                         .block_default = bdef, .deterministic = 1, .reference = ref, .traits = traits_},        \
                .run = fn_},

static const cup_variant variants[] = {
    SELECT_VARIANT("three-pass", "ballot + __popc per warp, block offsets; kernels: tile counts, their scan in "
                   "one block, scatter (8 rounds a lane)",
                   "warp ballots and popcount, the tiles' offsets from a scan of their counts", run_three_pass, 32,
                   1024, 256, 0, 0)
    SELECT_VARIANT("lookback", "one pass: ballot + __popc per warp, block offsets, decoupled look-back on the "
                   "kept count, scatter from registers",
                   "stream compaction in one pass: the global offset by decoupled look-back", run_lookback, 32,
                   1024, 256, 0, 0)
    SELECT_VARIANT("best", "lookback with 16-byte loads (4 a lane), kept runs staged in shared memory and "
                   "written contiguously: what cup_select_if / cup_partition_if run",
                   "production path of cup_select_if: vector loads, coalesced scattered writes", run_best, 0, 0, 0,
                   0, 0)
    SELECT_VARIANT("cub", "cub::DeviceSelect::If and cub::DevicePartition::If (the others in reverse order)",
                   "vendor reference: CUB's single-pass compaction", cup_cuda_select_cub, 0, 0, 0, 1,
                   CUP_SELECT_PARTITION_REVERSED)
#ifdef CUPRIM_TUNE
#define SELECT_TUNE_ROW(id, name_, threads, rounds, staged, rows, first_ns, poll_ns, poll_max_ns, by_block,         \
                        min_blocks, count_first)                                                                  \
    cup_variant{.info = {.name = name_, .description = "best's kernel with other parameters (tune_rows.h)",       \
                         .technique = "a sweep row of best (-DCUPRIM_TUNE=ON)", .backend = CUP_BACKEND_CUDA,     \
                         .dtypes = CUP_MASK(CUP_U32), .ops = CUP_MASK(CUP_CMP_LT), .deterministic = 1},           \
                .run = run_tune_##id},
    CUP_SELECT_TUNE_ROWS(SELECT_TUNE_ROW)
#endif
};
extern "C" const cup_variant_table cup_select_cuda = CUP_TABLE(variants);
