// The scan ladder on the GPU, then the family's table (with best from best.cu and the CUB rows
// from cub.cu).
//
// Block scans, each over a tile in shared memory or registers: Hillis-Steele (log n steps of n
// additions, double-buffered), the work-efficient up-sweep/down-sweep of Blelloch with and
// without the conflict-free padding, and the warp-shuffle scan. Each becomes a scan of any n by
// scan-then-propagate: every tile scanned on its own with its total set aside, the totals scanned
// the same way (recursively, in place), then each tile's prefix combined into its elements.
// Grid strategies over one tile scan (tile.cuh): reduce-then-scan (three kernels: the tiles'
// totals, their scan in one block, the tiles again from their prefixes) and the single passes
// (single_pass.cuh): chained, and decoupled look-back.
//
// Every kernel takes any n (64-bit indices; elements past n are the identity), reads its tile
// before it writes it (so in place works: no kernel reads another tile's input), and combines
// with the earlier operand on the left, so MIN/MAX return the earliest extreme. The trees
// (Hillis-Steele, Blelloch) combine elements with elements, so theirs enter as scan_term (a NaN
// as the identity: tile.cuh); the other steps fold every element into a value from the identity. Each is
// deterministic: its float sums are in a fixed order, its own.
#include "families/scan/single_pass.cuh"
#include "families/scan/tuning.h"

// ---- block scans over one tile, for scan-then-propagate -------------------------------------------
// Grid: block b owns the tile [b*TILE, (b+1)*TILE) and writes its scan (inclusive or exclusive,
// from the identity) to out and its total to totals[b] (when totals is not NULL). fix_first:
// this is the user's output, whose out[0] of an exclusive scan holds the empty prefix.

// Hillis-Steele: at step `off` every element adds the one `off` before it, log2(blockDim) steps of
// blockDim additions (not work-efficient), reading one buffer and writing the other so that no
// element is read after its new value is written in the same step. TILE = blockDim.
template <class T, class Op>
static __global__ void scan_hillis_steele(const T *in, T *out, size_t n, int exclusive, int fix_first, T *totals)
{
    T *buf = shared_as<T>(); // two buffers of blockDim elements
    const unsigned tid = threadIdx.x, bd = blockDim.x;
    const size_t i = (size_t)blockIdx.x * bd + tid;
    const T x = i < n ? scan_term<T, Op>(in[i]) : Op::template identity<T>();
    unsigned cur = 0;
    buf[tid] = x;
    __syncthreads();
    for (unsigned off = 1; off < bd; off *= 2) {
        T v = buf[cur * bd + tid];
        if (tid >= off) v = Op::apply(buf[cur * bd + tid - off], v);
        cur ^= 1;
        buf[cur * bd + tid] = v;
        __syncthreads();
    }
    const T incl = buf[cur * bd + tid];
    T y = incl;
    if (exclusive) y = tid > 0 ? buf[cur * bd + tid - 1] : Op::template identity<T>();
    if (exclusive && fix_first && i == 0) y = scan_empty<T, Op>();
    if (i < n) out[i] = y;
    if (totals && tid == bd - 1) totals[blockIdx.x] = incl;
}

// Blelloch (GPU Gems 3, ch. 39): TILE = 2 * blockDim. Up-sweep: a reduction tree in place, each
// right child becoming left op right; the root, the tile's total, is set aside and replaced by
// the identity; down-sweep: each node passes its prefix to its left child and prefix op left
// child's sum to its right child, leaving every element's exclusive prefix. PAD: one element of
// padding every 32 (index + index / 32) so that the tree's strided accesses, which put a
// power-of-two stride of 4-byte words into the same bank, spread over the 32 banks (8-byte
// elements take two banks each, which the padding halves rather than removes).
template <bool PAD> __device__ __forceinline__ unsigned padded(unsigned i) { return PAD ? i + (i >> 5) : i; }

template <class T, class Op, bool PAD>
static __global__ void scan_blelloch(const T *in, T *out, size_t n, int exclusive, int fix_first, T *totals)
{
    T *s = shared_as<T>();
    const unsigned tid = threadIdx.x, half = blockDim.x, m = 2 * half;
    const size_t base = (size_t)blockIdx.x * m;
    const T identity = Op::template identity<T>();
    const T xa = base + tid < n ? scan_term<T, Op>(in[base + tid]) : identity;
    const T xb = base + tid + half < n ? scan_term<T, Op>(in[base + tid + half]) : identity;
    s[padded<PAD>(tid)] = xa;
    s[padded<PAD>(tid + half)] = xb;
    unsigned offset = 1;
    for (unsigned d = half; d > 0; d >>= 1) {
        __syncthreads();
        if (tid < d) {
            const unsigned l = offset * (2 * tid + 1) - 1, r = offset * (2 * tid + 2) - 1;
            s[padded<PAD>(r)] = Op::apply(s[padded<PAD>(l)], s[padded<PAD>(r)]);
        }
        offset *= 2;
    }
    __syncthreads();
    const T total = s[padded<PAD>(m - 1)];
    __syncthreads(); // every thread has the total before the root is cleared
    if (tid == 0) s[padded<PAD>(m - 1)] = identity;
    for (unsigned d = 1; d < m; d *= 2) {
        offset /= 2;
        __syncthreads();
        if (tid < d) {
            const unsigned l = offset * (2 * tid + 1) - 1, r = offset * (2 * tid + 2) - 1;
            const T left = s[padded<PAD>(l)];
            s[padded<PAD>(l)] = s[padded<PAD>(r)];
            s[padded<PAD>(r)] = Op::apply(s[padded<PAD>(r)], left);
        }
    }
    __syncthreads();
    T ya = s[padded<PAD>(tid)], yb = s[padded<PAD>(tid + half)];
    if (!exclusive) ya = Op::apply(ya, xa), yb = Op::apply(yb, xb);
    if (exclusive && fix_first && base + tid == 0) ya = scan_empty<T, Op>();
    if (base + tid < n) out[base + tid] = ya;
    if (base + tid + half < n) out[base + tid + half] = yb;
    if (totals && tid == 0) totals[blockIdx.x] = total;
}

// Warp shuffle: each warp scans its 32 elements in registers (Kogge-Stone with __shfl_up_sync),
// the warps' totals meet in shared memory and every warp scans them too (tile_parts with one item
// per thread). TILE = blockDim.
template <class T, class Op>
static __global__ void scan_warp_shuffle(const T *in, T *out, size_t n, int exclusive, int fix_first, T *totals)
{
    __shared__ T warp_totals[32];
    const size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    T x[1] = {i < n ? in[i] : Op::template identity<T>()}, q;
    const T total = tile_parts<T, Op, 1>(x, q, warp_totals);
    T y = exclusive ? q : Op::apply(q, x[0]);
    if (exclusive && fix_first && i == 0) y = scan_empty<T, Op>();
    if (i < n) out[i] = y;
    if (totals && threadIdx.x == 0) totals[blockIdx.x] = total;
}

// Tile b > 0 gets its prefix combined in: prefix[b] op element. Grid: one block per tile after the
// first, its threads striding over the tile.
template <class T, class Op>
static __global__ void scan_add_prefix(T *out, size_t n, unsigned tile, const T *prefix)
{
    const size_t b = (size_t)blockIdx.x + 1;
    const T p = prefix[b];
    for (unsigned j = threadIdx.x; j < tile; j += blockDim.x) {
        const size_t i = b * tile + j;
        if (i < n) out[i] = Op::apply(p, out[i]);
    }
}

template <class T> using block_scan_kernel = void (*)(const T *, T *, size_t, int, int, T *);

// A block scan as the propagation sees it: its kernel, elements per tile, shared memory.
template <class T, class Op, int STEP> struct BlockScan;
enum { STEP_HILLIS_STEELE, STEP_BLELLOCH, STEP_BLELLOCH_PAD, STEP_WARP_SHUFFLE };
template <class T, class Op> struct BlockScan<T, Op, STEP_HILLIS_STEELE> {
    static constexpr block_scan_kernel<T> kernel = scan_hillis_steele<T, Op>;
    static size_t tile(int block) { return (size_t)block; }
    static size_t smem(int block) { return 2 * (size_t)block * sizeof(T); }
};
template <class T, class Op> struct BlockScan<T, Op, STEP_BLELLOCH> {
    static constexpr block_scan_kernel<T> kernel = scan_blelloch<T, Op, false>;
    static size_t tile(int block) { return 2 * (size_t)block; }
    static size_t smem(int block) { return 2 * (size_t)block * sizeof(T); }
};
template <class T, class Op> struct BlockScan<T, Op, STEP_BLELLOCH_PAD> {
    static constexpr block_scan_kernel<T> kernel = scan_blelloch<T, Op, true>;
    static size_t tile(int block) { return 2 * (size_t)block; }
    static size_t smem(int block) { return (2 * (size_t)block + 2 * (size_t)block / 32) * sizeof(T); }
};
template <class T, class Op> struct BlockScan<T, Op, STEP_WARP_SHUFFLE> {
    static constexpr block_scan_kernel<T> kernel = scan_warp_shuffle<T, Op>;
    static size_t tile(int block) { return (size_t)block; }
    static size_t smem(int) { return 0; }
};

// Elements of totals scratch that scan-then-propagate needs over n elements: each level's
// totals, rounded to 256 bytes, down to one tile.
template <class T> static size_t propagate_scratch(size_t n, size_t tile)
{
    size_t bytes = 0;
    for (size_t m = cup_ceil_div(n, tile); m > 1; m = cup_ceil_div(m, tile)) bytes += (m * sizeof(T) + 255) & ~(size_t)255;
    return bytes;
}

// Scan-then-propagate: tiles scanned on their own, their totals scanned (exclusive, in place, the
// same way, one level down), then each tile's prefix added. `scratch` holds every level's totals.
template <class T, class Op, class Scan>
static cup_status propagate(cup_handle_t h, const T *in, T *out, size_t n, bool exclusive, bool top, int block,
                            char *scratch)
{
    const size_t tile = Scan::tile(block);
    size_t tiles;
    const cup_status ts = tiles_of(h, n, tile, &tiles);
    if (ts != CUP_STATUS_SUCCESS) return ts;
    T *totals = tiles > 1 ? (T *)scratch : nullptr;
    Scan::kernel<<<(unsigned)tiles, block, Scan::smem(block), cuda_stream(h)>>>(in, out, n, exclusive, top, totals);
    CUP_CUDA_LAUNCHED(h);
    if (tiles == 1) return CUP_STATUS_SUCCESS;
    const cup_status s = propagate<T, Op, Scan>(h, totals, totals, tiles, true, false, block,
                                                scratch + ((tiles * sizeof(T) + 255) & ~(size_t)255));
    if (s != CUP_STATUS_SUCCESS) return s;
    scan_add_prefix<T, Op><<<(unsigned)(tiles - 1), block, 0, cuda_stream(h)>>>(out, n, (unsigned)tile, totals);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

template <int STEP> static cup_status run_propagate(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_scan_args *)args;
    return scan_dispatch(a, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        using Op = typename decltype(tag)::op;
        using Scan = BlockScan<T, Op, STEP>;
        const size_t bytes = propagate_scratch<T>(a->n, Scan::tile(a->block));
        char *scratch = bytes ? (char *)cup_cuda_workspace(h, bytes) : nullptr;
        if (bytes && !scratch) return CUP_STATUS_ALLOC_FAILED;
        return propagate<T, Op, Scan>(h, (const T *)a->in, (T *)a->out, a->n, a->kind == CUP_SCAN_EXCLUSIVE, true,
                                      a->block, scratch);
    });
}

// ---- reduce-then-scan: three kernels ------------------------------------------------------------

// Kernel 1. Grid: one block per tile of blockDim * ITEMS elements; the tile's aggregate, in the
// order of the tile scan that kernel 3 runs, to aggs[b].
template <class T, class Op, int ITEMS>
static __global__ void scan_tile_reduce(const T *in, size_t n, T *aggs)
{
    __shared__ T warp_totals[32];
    T x[ITEMS], q;
    load_items<T, Op, ITEMS, false>(in, n, ((size_t)blockIdx.x * blockDim.x + threadIdx.x) * ITEMS, x);
    const T agg = tile_parts<T, Op, ITEMS>(x, q, warp_totals);
    if (threadIdx.x == 0) aggs[blockIdx.x] = agg;
}

// Kernel 2. One block: the exclusive scan of the m aggregates in place, in chunks of blockDim *
// ITEMS with a carry from chunk to chunk (the barrier at the end of each chunk lets the next one
// reuse warp_totals).
template <class T, class Op, int ITEMS>
static __global__ void scan_aggregates(T *aggs, size_t m)
{
    __shared__ T warp_totals[32];
    T carry = Op::template identity<T>();
    for (size_t base = 0; base < m; base += (size_t)blockDim.x * ITEMS) {
        const size_t first = base + (size_t)threadIdx.x * ITEMS;
        T x[ITEMS], q;
        load_items<T, Op, ITEMS, false>(aggs, m, first, x);
        const T chunk = tile_parts<T, Op, ITEMS>(x, q, warp_totals);
        store_items<T, Op, ITEMS, false>(aggs, m, first, x, Op::apply(carry, q), true, false);
        carry = Op::apply(carry, chunk);
        __syncthreads();
    }
}

// Kernel 3. Grid: as kernel 1; each tile scanned again from its prefix.
template <class T, class Op, int ITEMS>
static __global__ void scan_tile_from(const T *in, T *out, size_t n, int exclusive, const T *prefix)
{
    __shared__ T warp_totals[32];
    const size_t first = ((size_t)blockIdx.x * blockDim.x + threadIdx.x) * ITEMS;
    T x[ITEMS], q;
    load_items<T, Op, ITEMS, false>(in, n, first, x);
    (void)tile_parts<T, Op, ITEMS>(x, q, warp_totals);
    store_items<T, Op, ITEMS, false>(out, n, first, x, Op::apply(prefix[blockIdx.x], q), exclusive, first == 0);
}

static cup_status run_reduce_then_scan(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_scan_args *)args;
    return scan_dispatch(a, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        using Op = typename decltype(tag)::op;
        constexpr int ITEMS = CUP_SCAN_LADDER_ITEMS;
        size_t tiles;
        const cup_status s = tiles_of(h, a->n, (size_t)a->block * ITEMS, &tiles);
        if (s != CUP_STATUS_SUCCESS) return s;
        T *aggs = (T *)cup_cuda_workspace(h, tiles * sizeof(T));
        if (!aggs) return CUP_STATUS_ALLOC_FAILED;
        scan_tile_reduce<T, Op, ITEMS><<<(unsigned)tiles, a->block, 0, cuda_stream(h)>>>((const T *)a->in, a->n, aggs);
        CUP_CUDA_LAUNCHED(h);
        scan_aggregates<T, Op, ITEMS><<<1, 1024, 0, cuda_stream(h)>>>(aggs, tiles);
        CUP_CUDA_LAUNCHED(h);
        scan_tile_from<T, Op, ITEMS><<<(unsigned)tiles, a->block, 0, cuda_stream(h)>>>(
            (const T *)a->in, (T *)a->out, a->n, a->kind == CUP_SCAN_EXCLUSIVE, aggs);
        CUP_CUDA_LAUNCHED(h);
        return CUP_STATUS_SUCCESS;
    });
}

// ---- the single passes (single_pass.cuh) ----------------------------------------------------------

template <int MODE> static cup_status run_single_pass(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_scan_args *)args;
    return scan_dispatch(a, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        using Op = typename decltype(tag)::op;
        return launch_single_pass<T, Op, CUP_SCAN_LADDER_ITEMS, MODE, LAYOUT_SCALAR, Lookback<1>>(h, a, a->block);
    });
}

extern "C" cup_status cup_cuda_scan_best(cup_handle_t h, const void *args);    // best.cu
extern "C" cup_status cup_cuda_scan_blocked(cup_handle_t h, const void *args); // best.cu
extern "C" cup_status cup_cuda_scan_cub(cup_handle_t h, const void *args);  // cub.cu
#ifdef CUPRIM_TUNE
#include "families/scan/tune_rows.h"
#define SCAN_TUNE_DECLARE(id, ...) extern "C" cup_status cup_cuda_scan_tune_##id(cup_handle_t h, const void *args);
CUP_SCAN_TUNE_ROWS(SCAN_TUNE_DECLARE) // rows.tune.cu
CUP_SCAN_TUNE_OPS_ROWS(SCAN_TUNE_DECLARE)
CUP_SCAN_TUNE_GRID_ROWS(SCAN_TUNE_DECLARE)
#endif

// ---- registry ----------------------------------------------------------------------------------

#define SCAN_VARIANT(name_, description_, technique_, fn_, bmin, bmax, bdef, deterministic_, reference_, traits_) \
    cup_variant{.info = {.name = name_, .description = description_, .technique = technique_,                      \
                         .backend = CUP_BACKEND_CUDA, .dtypes = CUP_NUMERIC_DTYPES, .ops = CUP_ALL_OPS,            \
                         .block_min = bmin, .block_max = bmax, .block_default = bdef,                            \
                         .deterministic = deterministic_, .reference = reference_, .traits = traits_},           \
                .run = fn_}

static const cup_variant variants[] = {
    SCAN_VARIANT("hillis-steele", "tile of blockDim in shared memory, log n steps of n ops (double buffer); "
                 "scan-then-propagate",
                 "Hillis-Steele scan: every element adds the one 2^k before it, not work-efficient",
                 run_propagate<STEP_HILLIS_STEELE>, 32, 1024, 256, 1, 0, 0),
    SCAN_VARIANT("blelloch", "tile of 2 x blockDim in shared memory, up-sweep then down-sweep; scan-then-propagate",
                 "work-efficient scan (Blelloch): a reduction tree, then the prefixes pushed down it",
                 run_propagate<STEP_BLELLOCH>, 32, 1024, 256, 1, 0, 0),
    SCAN_VARIANT("blelloch-pad", "blelloch with one padding element every 32 (index + index/32)",
                 "conflict-free padding: the tree's power-of-two strides spread over the banks",
                 run_propagate<STEP_BLELLOCH_PAD>, 32, 1024, 256, 1, 0, 0),
    SCAN_VARIANT("warp-shuffle", "Kogge-Stone per warp with __shfl_up_sync, warp totals through shared memory; "
                 "scan-then-propagate",
                 "warp-shuffle scan: the scan in registers, no shared-memory tree", run_propagate<STEP_WARP_SHUFFLE>,
                 32, 1024, 256, 1, 0, 0),
    SCAN_VARIANT("reduce-then-scan", "three kernels: the tiles' aggregates, their scan in one block, the tiles "
                 "again from their prefixes (4 items a thread)",
                 "reduce-then-scan: input read twice, written once, no inter-block waiting",
                 run_reduce_then_scan, 32, 1024, 256, 1, 0, 0),
    SCAN_VARIANT("chained", "one pass, one state per tile: each tile waits for its predecessor's inclusive "
                 "prefix (4 items a thread)",
                 "chained scan: prefixes ripple from tile to tile through global flags", run_single_pass<SCAN_CHAINED>,
                 32, 1024, 256, 1, 0, 0),
    SCAN_VARIANT("lookback", "one pass, decoupled look-back: aggregates published early, a warp walks back "
                 "in windows of 32 tiles to the nearest inclusive prefix and folds left (4 items a thread)",
                 "decoupled look-back (Merrill-Garland), folded left so float bits do not depend on timing",
                 run_single_pass<SCAN_LOOKBACK>, 32, 1024, 256, 1, 0, 0),
    SCAN_VARIANT("blocked", "best's tiles and look-back, each thread's own 16-byte loads and stores (lanes 128 "
                 "bytes apart), its items held in registers through the look-back",
                 "vector loads per thread: no shared memory, half of each sector per load instruction",
                 cup_cuda_scan_blocked, 0, 0, 0, 1, 0, CUP_SCAN_DOCUMENTED_ORDER),
    SCAN_VARIANT("best", "lookback on tuning.h's tiles (256 threads x 32 items, 16 for 64-bit) with windows of "
                 "128 tiles, warp-striped 16-byte loads and stores swapped through swizzled shared memory, "
                 "where the items wait out the look-back: what cup_scan runs",
                 "production path of cup_scan: transposed vector loads, several items a thread, one pass, wide look-back",
                 cup_cuda_scan_best, 0, 0, 0, 1, 0, CUP_SCAN_DOCUMENTED_ORDER),
    SCAN_VARIANT("cub", "cub::DeviceScan InclusiveSum / ExclusiveSum, InclusiveScan / ExclusiveScan with "
                 "cuda::minimum / maximum",
                 "vendor reference: cub::DeviceScan (decoupled look-back)", cup_cuda_scan_cub, 0, 0, 0, 0, 1, 0),
#ifdef CUPRIM_TUNE
// best's sweep rows: sums of one element size (the OPS rows every op); in cuprim.h's float order
// where the tile is best's
#define SCAN_TUNE_ROW_AS(ops_, id, name_, bytes, layout, threads, items, rows, first_ns, poll_ns, poll_max_ns,      \
                         by_block, min_blocks)                                                                    \
    cup_variant{.info = {.name = name_, .description = "best's kernel with other parameters (tune_rows.h)",       \
                         .technique = "a sweep row of best (-DCUPRIM_TUNE=ON)", .backend = CUP_BACKEND_CUDA,     \
                         .dtypes = (bytes) == 4 ? CUP_MASK(CUP_I32) | CUP_MASK(CUP_U32) | CUP_MASK(CUP_F32)       \
                                                : CUP_MASK(CUP_I64) | CUP_MASK(CUP_U64) | CUP_MASK(CUP_F64),      \
                         .ops = ops_, .deterministic = 1,                                                         \
                         .traits = (threads) == CUP_SCAN_BEST_THREADS &&                                          \
                                           (items) == ((bytes) == 4 ? CUP_SCAN_BEST_ITEMS_4 : CUP_SCAN_BEST_ITEMS_8) \
                                       ? CUP_SCAN_DOCUMENTED_ORDER                                                \
                                       : 0u},                                                                     \
                .run = cup_cuda_scan_tune_##id},
#define SCAN_TUNE_ROW(...) SCAN_TUNE_ROW_AS(CUP_MASK(CUP_SUM), __VA_ARGS__)
#define SCAN_TUNE_ROW_OPS(...) SCAN_TUNE_ROW_AS(CUP_MASK(CUP_SUM) | CUP_MASK(CUP_MIN) | CUP_MASK(CUP_MAX), __VA_ARGS__)
    CUP_SCAN_TUNE_ROWS(SCAN_TUNE_ROW)
    CUP_SCAN_TUNE_OPS_ROWS(SCAN_TUNE_ROW_OPS)
#define SCAN_TUNE_ROW_GRID(id, name_, bytes, threads, items, min_blocks, first_grid)                               \
    SCAN_TUNE_ROW_OPS(id, name_, bytes, STRIPED, threads, items, 4, 0, 0, 0, 0, min_blocks)
    CUP_SCAN_TUNE_GRID_ROWS(SCAN_TUNE_ROW_GRID)
#endif
};
extern "C" const cup_variant_table cup_scan_cuda = CUP_TABLE(variants);
