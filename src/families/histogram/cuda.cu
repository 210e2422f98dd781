// The histogram on the GPU: where each sample's +1 goes. global-atomic adds it into the 64-bit
// counts in global memory; smem-private into a block's 32-bit counters in shared memory, merged
// with one 64-bit atomic per nonzero bin per block; warp-private into one of several copies of
// those counters (a copy per warp while they fit), adding runs of equal bins at once;
// warp-aggregated lets __match_any_sync find the lanes of a warp with the same bin so one lane
// adds for all; smem-16bit packs two 16-bit counters per shared word for twice the bins;
// cluster spreads the bins over the shared memory of a thread-block cluster (distributed shared
// memory). best picks by size and bins (tuning.h), and for small inputs runs one cooperative
// launch that zeroes its own counts. The bin of a sample is histogram.h's rule, shared with the
// CPU. Shared counters are 32-bit (16-bit ones move their overflow out as they go); the
// launchers cut the input into launches of at most 2^31 samples so none can wrap before its
// merge.
#include "backend/cuda/common.cuh"
#include "families/histogram/histogram.h"
#include "families/histogram/tuning.h"

#include <cooperative_groups.h>

#include <cstring>

namespace cg = cooperative_groups;

// ---- the bin of a sample and the walk over the samples ----------------------------------------

// The rule KIND for a sample of T. 8- and 16-bit samples with a power-of-two ratio of range to
// bins (u8 [0, 256) in 256 bins, u16 in 4096) take a 32-bit shift: the common case, kept short.
// A fourth rule on the GPU: 8- and 16-bit samples over their type's whole range with a
// power-of-two bin count (u8 in 256 bins, u16 in 4096): every sample counts, bin = x >> shift.
// A fifth, for every u8 request of the privatising kernels: counted by value. The private
// counters are the 256 sample values and the merge puts each value's count into its bin by the
// request's rule: any range and any bin count of u8 costs the same (the rule's arithmetic once
// per value per block, not per sample) and always fits. On one H200 at 2^28 samples it also
// beat the full-range rule's shift over [0, 256) itself: 2202 / 4013 / 3911 GB/s (uniform, one
// value, skewed; 255 bins by value) against 1808 / 1817 / 1815 (256 bins, x >> 0), CUB 2027 /
// 3271 / 3257 (bench/results/h200/tuning/2026-11-28-histogram-u8.txt).
// A sixth, for f32 samples of the privatising kernels where the float estimate holds
// (cup_hist_float_set) and the bins are few: the block keeps the least float >= each edge in
// shared memory, so a sample near an edge compares in float (a shared load, broadcast when the
// lanes share it) where it took two conversions and a double fma; data on the edges (one value
// at a bin's edge) land there every time.
enum { HIST_FULL = 3, HIST_BYTE = 4, HIST_F32_TABLE = 5 };

// The private counters a block keeps for rule KIND (by value: one per u8 value), and the words of
// shared memory after them for its table of float edges.
template <int KIND> __host__ __device__ __forceinline__ int slots(const cup_hist_map &m)
{
    return KIND == HIST_BYTE ? 256 : m.bins;
}
template <int KIND> __host__ __device__ __forceinline__ int table_words(const cup_hist_map &m)
{
    return KIND == HIST_F32_TABLE ? m.bins + 1 : 0;
}

// ef: the block's float edges (HIST_F32_TABLE only).
template <class T, int KIND> __device__ __forceinline__ int bin_of(const cup_hist_map &m, T x, const float *ef = nullptr)
{
    if constexpr (KIND == HIST_BYTE) {
        return (int)x;
    } else if constexpr (KIND == HIST_F32_TABLE) {
        if (!(x >= m.lo_f && x < m.hi_f)) return -1; /* NaN too */
        const int g = cup_hist_float_guess(&m, (x - m.lo_f) * m.scale_f);
        return g >= 0 ? g : x >= ef[-1 - g] ? -1 - g : -2 - g;
    } else if constexpr (KIND == HIST_FULL) {
        return (int)((unsigned)x >> m.shift);
    } else if constexpr (KIND == CUP_HIST_INT) {
        if constexpr (sizeof(T) <= 2) {
            if (m.shift >= 0) {
                const unsigned d = (unsigned)((int)x - (int)m.lo);
                return d < (unsigned)m.range ? (int)(d >> m.shift) : -1;
            }
        }
        return cup_hist_int_bin(&m, (int64_t)x);
    } else if constexpr (KIND == CUP_HIST_FLOAT) {
        if (m.fast) { /* float arithmetic; near an edge, that edge (cup_hist_float_set) */
            if constexpr (sizeof(T) == 4) {
                if (!(x >= m.lo_f && x < m.hi_f)) return -1; /* NaN too */
                return cup_hist_float_fast(&m, (x - m.lo_f) * m.scale_f, (double)x);
            } else {
                if (!(x >= m.lower && x < m.upper)) return -1;
                return cup_hist_float_fast(&m, (float)(x - m.lower) * m.scale_f, x);
            }
        }
        return cup_hist_float_bin(&m, (double)x);
    } else {
        return cup_hist_edges_bin(&m, (double)x);
    }
}

template <class T> struct Vec16 {
    static constexpr int n = 16 / sizeof(T);
};

// The split of in[0, n) around 16-byte vectors: `head` samples before the first 16-byte
// boundary, `nvec` whole vectors, then fewer than a vector's worth after `tail`.
struct Split {
    size_t head, nvec, tail;
};
template <class T> __device__ __forceinline__ Split split_of(const T *in, size_t n)
{
    const size_t mis = ((16 - (size_t)((uintptr_t)in % 16)) % 16) / sizeof(T);
    Split s;
    s.head = mis < n ? mis : n;
    s.nvec = (n - s.head) / Vec16<T>::n;
    s.tail = s.head + s.nvec * Vec16<T>::n;
    return s;
}

// f(x) for the samples thread g of `threads` owns: vectors g, g + threads, ... LOADS at a time,
// the next LOADS loaded before this step's are binned (the binning of a step takes about as long
// as a load's latency, so loads issued only after it left the memory idle in between), and one of
// the edge samples (before the first 16-byte boundary or after the last vector) for the first
// threads of the grid.
template <class T, int LOADS, class F>
__device__ __forceinline__ void each_sample(const T *__restrict__ in, size_t n, size_t g, size_t threads, F &&f)
{
    constexpr int VEC = Vec16<T>::n;
    const Split s = split_of(in, n);
    if (g < s.head) f(in[g]);
    if (g < n - s.tail) f(in[s.tail + g]);
    const uint4 *body = reinterpret_cast<const uint4 *>(in + s.head);
    const size_t step = threads * LOADS;
    uint4 next[LOADS];
    const auto load = [&](size_t j) {
#pragma unroll
        for (int u = 0; u < LOADS; u++)
            next[u] = j + u * threads < s.nvec ? __ldg(body + j + u * threads) : make_uint4(0, 0, 0, 0);
    };
    load(g);
    for (size_t j = g; j < s.nvec; j += step) {
        uint4 raw[LOADS];
#pragma unroll
        for (int u = 0; u < LOADS; u++) raw[u] = next[u];
        if (j + step < s.nvec) load(j + step);
#pragma unroll
        for (int u = 0; u < LOADS; u++) {
            if (j + u * threads >= s.nvec) break;
            T e[VEC];
            memcpy(e, &raw[u], 16);
#pragma unroll
            for (int k = 0; k < VEC; k++) f(e[k]);
        }
    }
}

// The same samples for whole warps: every lane of a warp calls f(x, valid) equally often
// (valid false where the lane has no sample), so f may use full-mask warp intrinsics. The edge
// samples (fewer than 32) go to the grid's first warp, one per lane.
template <class T, class F>
__device__ __forceinline__ void each_sample_warp(const T *__restrict__ in, size_t n, size_t g, size_t threads, F &&f)
{
    constexpr int VEC = Vec16<T>::n;
    const Split s = split_of(in, n);
    const unsigned lane = threadIdx.x % 32;
    const size_t base0 = g - lane;
    if (base0 == 0) {
        const size_t edge = s.head + (n - s.tail), i = lane < s.head ? lane : s.tail + (lane - s.head);
        const bool valid = lane < edge;
        f(valid ? in[i] : T(0), valid);
    }
    const uint4 *body = reinterpret_cast<const uint4 *>(in + s.head);
    for (size_t base = base0; base < s.nvec; base += threads) {
        const bool valid = base + lane < s.nvec;
        const uint4 raw = valid ? __ldg(body + base + lane) : make_uint4(0, 0, 0, 0);
        T e[VEC];
        memcpy(e, &raw, 16);
#pragma unroll
        for (int k = 0; k < VEC; k++) f(e[k], valid);
    }
}

// Where a thread's +1s go: one add per sample, or (RUNS) one per run of equal bins in the
// thread's walk, the run length added at once (the sample-order compression that keeps data of
// one value, or mostly one, from queueing every lane of a warp on one counter). put(b, k) adds
// k to bin b's counter; flush() after the walk adds the last run.
// A run of one is put as the constant 1, the form the hardware combines across the lanes of
// a warp (an increment), so data without runs pays a compare, not a slower atomic.
template <bool RUNS> struct Tally {
    int last = -1;
    unsigned run = 0;
    template <class Put> __device__ __forceinline__ void add(int b, Put &&put)
    {
        if constexpr (RUNS) {
            if (b != last) {
                flush(put);
                last = b;
            }
            run++;
        } else if (b >= 0) {
            put(b, 1u);
        }
    }
    template <class Put> __device__ __forceinline__ void flush(Put &&put)
    {
        if constexpr (RUNS) {
            if (last >= 0 && run == 1) put(last, 1u);
            else if (last >= 0 && run > 1) put(last, run);
            run = 0;
        }
    }
};

// ---- kernels --------------------------------------------------------------------------------------

// Grid: thread g = blockIdx.x * blockDim.x + threadIdx.x walks its vectors (each_sample) and
// adds 1 into the 64-bit count of each counted sample's bin: an L2 atomic per sample.
template <class T, int KIND>
static __global__ void hist_global_atomic(const T *__restrict__ in, size_t n, cup_hist_map m, unsigned long long *counts)
{
    static_assert(KIND != HIST_BYTE && KIND != HIST_F32_TABLE, "the rules of the privatising kernels only");
    const size_t threads = (size_t)gridDim.x * blockDim.x, g = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    each_sample<T, CUP_HIST_LOADS>(in, n, g, threads, [&](T x) {
        const int b = bin_of<T, KIND>(m, x);
        if (b >= 0) atomicAdd(counts + b, 1ull);
    });
}

// Adds `copies` copies of the block's counters (shared, 32-bit, slots<KIND> each) into the 64-bit
// counts: one atomic per nonzero counter that has a bin. Follows a barrier; every thread of the
// block calls it. By value (HIST_BYTE) the 256 values' counts are first summed per bin inside the
// block: the first value of each bin in each 32 values adds its run (the rule is monotone in the
// value, so a bin's values are one run), at most bins + 8 atomics per block where one per value
// had up to 256 blocks' worth meeting on a few addresses (u8 at 2^28 on one H200: 122 us in 255
// bins, 142 in 17, 170 in 3). A block's total fits 32 bits (launches of at most 2^31 samples).
static_assert(CUP_HIST_CHUNK <= ((size_t)1 << 31), "a block's 32-bit counters and sums hold one launch's samples");
template <int KIND>
static __device__ __forceinline__ void merge_block(unsigned *hist, int copies, const cup_hist_map &m,
                                                   unsigned long long *counts)
{
    const int n = slots<KIND>(m);
    if constexpr (KIND == HIST_BYTE) {
        for (int i = threadIdx.x; i < n; i += blockDim.x) {
            unsigned c = hist[i];
            for (int k = 1; k < copies; k++) c += hist[(size_t)k * n + i];
            hist[i] = c;
        }
        __syncthreads();
        for (int i = threadIdx.x; i < n; i += blockDim.x) {
            const int b = cup_hist_int_bin(&m, i);
            if (b < 0 || (i % 32 && cup_hist_int_bin(&m, i - 1) == b)) continue;
            unsigned long long c = hist[i];
            for (int j = i + 1; j < n && j % 32 && cup_hist_int_bin(&m, j) == b; j++) c += hist[j];
            if (c) atomicAdd(counts + b, c);
        }
    } else {
        for (int i = threadIdx.x; i < n; i += blockDim.x) {
            unsigned long long c = 0;
            for (int k = 0; k < copies; k++) c += hist[(size_t)k * n + i];
            if (c) atomicAdd(counts + i, c);
        }
    }
}

// Grid: the vectors as in global-atomic, on a resident grid. Each block keeps `copies` copies of
// the bins in shared memory (dynamic: copies x bins x 4 bytes), warp w adding into copy
// w % copies with shared atomics; after a barrier the copies are summed per bin and merged.
// copies = 1 is smem-private; one per warp (while they fit), with RUNS, is warp-private.
template <class T, int KIND, bool RUNS>
static __global__ void hist_block_private(const T *__restrict__ in, size_t n, cup_hist_map m, int copies,
                                          unsigned long long *counts)
{
    unsigned *hist = shared_as<unsigned>();
    const size_t words = (size_t)copies * slots<KIND>(m);
    for (size_t i = threadIdx.x; i < words; i += blockDim.x) hist[i] = 0;
    float *ef = reinterpret_cast<float *>(hist + words);
    for (int i = threadIdx.x; i < table_words<KIND>(m); i += blockDim.x) ef[i] = cup_hist_edge_f32(&m, i);
    __syncthreads();
    unsigned *mine = hist + (size_t)((threadIdx.x / 32) % copies) * slots<KIND>(m);
    const auto at = [&](int b, unsigned k) { atomicAdd(mine + b, k); };
    Tally<RUNS> tally;
    const size_t threads = (size_t)gridDim.x * blockDim.x, g = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    each_sample<T, CUP_HIST_LOADS>(in, n, g, threads, [&](T x) { tally.add(bin_of<T, KIND>(m, x, ef), at); });
    tally.flush(at);
    __syncthreads();
    merge_block<KIND>(hist, copies, m, counts);
}

// Grid: whole warps walk the vectors (each_sample_warp). For each sample position the warp's
// lanes group by bin (__match_any_sync on the full mask: every lane takes part, those without a
// sample under bin -1) and the lowest lane of each counted group adds the group's size into the
// block's shared bins: one shared atomic per distinct bin per warp step. Merged as smem-private.
template <class T, int KIND>
static __global__ void hist_warp_aggregated(const T *__restrict__ in, size_t n, cup_hist_map m,
                                            unsigned long long *counts)
{
    static_assert(KIND != HIST_BYTE && KIND != HIST_F32_TABLE, "the rules of the privatising kernels only");
    unsigned *hist = shared_as<unsigned>();
    for (int i = threadIdx.x; i < m.bins; i += blockDim.x) hist[i] = 0;
    __syncthreads();
    const unsigned lane = threadIdx.x % 32;
    const size_t threads = (size_t)gridDim.x * blockDim.x, g = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    each_sample_warp(in, n, g, threads, [&](T x, bool valid) {
        const int b = valid ? bin_of<T, KIND>(m, x) : -1;
        const unsigned peers = __match_any_sync(0xffffffffu, b);
        if (b >= 0 && lane == (unsigned)(__ffs(peers) - 1)) atomicAdd(hist + b, (unsigned)__popc(peers));
    });
    __syncthreads();
    merge_block<KIND>(hist, 1, m, counts);
}

// Grid: clusters of C blocks (C a power of two), the vectors as in global-atomic. Block rank r of
// a cluster owns bins [r << shift, (r + 1) << shift) in its shared memory; a sample's +1 goes to
// the owner's counter through distributed shared memory (map_shared_rank). Cluster barriers
// bracket the walk: no block adds before every owner has zeroed, none merges (or exits, freeing
// its shared memory) before every add has landed. Each block then merges its own slice.
template <class T, int KIND, bool RUNS>
static __global__ void hist_cluster(const T *__restrict__ in, size_t n, cup_hist_map m, int shift,
                                    unsigned long long *counts)
{
    static_assert(KIND != HIST_BYTE && KIND != HIST_F32_TABLE, "the rules of the privatising kernels only");
    cg::cluster_group cluster = cg::this_cluster();
    unsigned *hist = shared_as<unsigned>();
    const int slice = 1 << shift, first = (int)cluster.block_rank() << shift;
    for (int i = threadIdx.x; i < slice; i += blockDim.x) hist[i] = 0;
    cluster.sync();
    const auto at = [&](int b, unsigned k) {
        atomicAdd(cluster.map_shared_rank(hist, (unsigned)(b >> shift)) + (b & (slice - 1)), k);
    };
    Tally<RUNS> tally;
    const size_t threads = (size_t)gridDim.x * blockDim.x, g = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    each_sample<T, CUP_HIST_LOADS>(in, n, g, threads, [&](T x) { tally.add(bin_of<T, KIND>(m, x), at); });
    tally.flush(at);
    cluster.sync();
    for (int i = threadIdx.x; i < slice && first + i < m.bins; i += blockDim.x)
        if (hist[i]) atomicAdd(counts + first + i, (unsigned long long)hist[i]);
}

// Grid: the vectors as in global-atomic, on a resident grid of 1024-thread blocks. The block's
// bins are 16-bit counters, two to a 32-bit word of shared memory (65536 bins in 128 KiB, where
// 32-bit counters would not fit). Runs of equal bins in a thread's walk are added at once (Tally),
// a run of 2^12 or more straight to the 64-bit count. The add that takes a counter across a
// multiple of 2^12 moves 2^12 to the 64-bit count and takes it back from the word. Between that
// add and its take-back other threads keep adding, so a counter holds less than 2^12 x (takes-back
// pending + 2): it carries into its neighbour only if 14 threads are each stalled between their
// crossing add and the very next instruction while 14 x 2^12 more land on the same counter.
// (2^14, the first version, needed only 2 stalled; a review found that thin.) A lower threshold
// would flush more: one 64-bit global atomic per 2^12 samples of a bin.
template <class T, int KIND>
static __global__ void __launch_bounds__(1024, 1)
    hist_smem16(const T *__restrict__ in, size_t n, cup_hist_map m, unsigned long long *counts)
{
    static_assert(KIND != HIST_BYTE && KIND != HIST_F32_TABLE, "the rules of the privatising kernels only");
    unsigned *hist = shared_as<unsigned>();
    const int words = (m.bins + 1) / 2;
    for (int i = threadIdx.x; i < words; i += blockDim.x) hist[i] = 0;
    __syncthreads();
    const auto put = [&](int b, unsigned k) {
        if (k > 0xfffu) {
            atomicAdd(counts + b, (unsigned long long)k);
            return;
        }
        const unsigned shift = (unsigned)(b & 1) * 16;
        const unsigned old = atomicAdd(hist + (b >> 1), k << shift);
        if (((old >> shift) & 0xfffu) + k > 0xfffu) {
            atomicSub(hist + (b >> 1), 0x1000u << shift);
            atomicAdd(counts + b, 0x1000ull);
        }
    };
    Tally<true> tally;
    const size_t threads = (size_t)gridDim.x * blockDim.x, g = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    each_sample<T, CUP_HIST_LOADS>(in, n, g, threads, [&](T x) { tally.add(bin_of<T, KIND>(m, x), put); });
    tally.flush(put);
    __syncthreads();
    for (int i = threadIdx.x; i < m.bins; i += blockDim.x) {
        const unsigned c = (hist[i >> 1] >> ((i & 1) * 16)) & 0xffffu;
        if (c) atomicAdd(counts + i, (unsigned long long)c);
    }
}

// Grid: a cooperative grid (every block resident) over a small input, one vector per thread
// per step. Each block zeroes its share of the counts and adds its samples into its own bins in
// shared memory; one grid-wide barrier then guarantees every count is zero before any block
// merges into them. One launch: no separate zeroing, which at small sizes costs as much as the
// work.
template <class T, int KIND>
static __global__ void hist_grid_small(const T *__restrict__ in, size_t n, cup_hist_map m, unsigned long long *counts)
{
    cg::grid_group grid = cg::this_grid();
    unsigned *hist = shared_as<unsigned>();
    for (int i = threadIdx.x; i < slots<KIND>(m); i += blockDim.x) hist[i] = 0;
    float *ef = reinterpret_cast<float *>(hist + slots<KIND>(m));
    for (int i = threadIdx.x; i < table_words<KIND>(m); i += blockDim.x) ef[i] = cup_hist_edge_f32(&m, i);
    for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)m.bins; i += grid.size()) counts[i] = 0;
    __syncthreads();
    const size_t threads = (size_t)gridDim.x * blockDim.x, g = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    each_sample<T, 1>(in, n, g, threads, [&](T x) {
        const int b = bin_of<T, KIND>(m, x, ef);
        if (b >= 0) atomicAdd(hist + b, 1u);
    });
    grid.sync();
    merge_block<KIND>(hist, 1, m, counts);
}

// ---- launchers ------------------------------------------------------------------------------------

template <int K> struct KindTag {
    static constexpr int kind = K;
};

// f(T{}, KindTag<rule>{}) for the request's sample type and rule; PRIVATE: the kernel privatises
// (smem-private, warp-private, the small path) and takes u8 by value (HIST_BYTE) and f32 with its
// table of edges (HIST_F32_TABLE); no other kernel is instantiated for those rules.
template <bool PRIVATE, class F> static cup_status hist_dispatch(const cup_histogram_args *a, F &&f)
{
    const bool edges = a->map.kind == CUP_HIST_EDGES;
    const cup_hist_map &m = a->map;
    const bool full = m.kind == CUP_HIST_INT && m.lo == 0 && m.shift >= 0 &&
                      m.range == (a->dtype == CUP_U8 ? 256u : 65536u);
    switch (a->dtype) {
    case CUP_U8:
        if constexpr (PRIVATE) return f(uint8_t(0), KindTag<HIST_BYTE>{});
        else return full ? f(uint8_t(0), KindTag<HIST_FULL>{}) : f(uint8_t(0), KindTag<CUP_HIST_INT>{});
    case CUP_U16: return full ? f(uint16_t(0), KindTag<HIST_FULL>{}) : f(uint16_t(0), KindTag<CUP_HIST_INT>{});
    case CUP_I32: return f(int32_t(0), KindTag<CUP_HIST_INT>{});
    case CUP_U32: return f(uint32_t(0), KindTag<CUP_HIST_INT>{});
    case CUP_F32:
        if constexpr (PRIVATE) {
            if (m.kind == CUP_HIST_FLOAT && m.fast && m.bins <= CUP_HIST_F32_TABLE_BINS)
                return f(0.0f, KindTag<HIST_F32_TABLE>{});
        }
        return edges ? f(0.0f, KindTag<CUP_HIST_EDGES>{}) : f(0.0f, KindTag<CUP_HIST_FLOAT>{});
    case CUP_F64: return edges ? f(0.0, KindTag<CUP_HIST_EDGES>{}) : f(0.0, KindTag<CUP_HIST_FLOAT>{});
    default: return CUP_STATUS_INTERNAL_ERROR;
    }
}

// The request's map as the kernels take it: user edges copied into the workspace (bins + 1
// doubles: the workspace stays O(bins)).
static cup_status device_map(cup_handle_t h, const cup_histogram_args *a, cup_hist_map *m)
{
    *m = a->map;
    if (m->kind != CUP_HIST_EDGES) return CUP_STATUS_SUCCESS;
    const size_t bytes = ((size_t)m->bins + 1) * sizeof(double);
    double *edges = (double *)cup_cuda_workspace(h, bytes);
    if (!edges) return CUP_STATUS_ALLOC_FAILED;
    CUP_CUDA_TRY(h, cudaMemcpyAsync(edges, a->host_edges, bytes, cudaMemcpyHostToDevice, cuda_stream(h)));
    m->edges = edges;
    return CUP_STATUS_SUCCESS;
}

// Blocks of `block` threads with `smem` bytes of dynamic shared memory each that stay resident
// together (the handle's cached occupancy at no dynamic shared memory, cut by what the shared
// memory allows: no occupancy query per call, which at small sizes costs as much as the work),
// at most what `items` threads' worth of work needs; the kernel's shared-memory limit raised
// first when it needs more than the default 48 KiB.
static cudaError_t resident_grid(cup_handle_t h, const void *kernel, int block, size_t smem, size_t items,
                                 unsigned *grid)
{
    if (smem > (48u << 10)) {
        const cudaError_t e = cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem);
        if (e != cudaSuccess) return e;
    }
    const cudaDeviceProp &p = cuda_state(h)->prop;
    size_t per_sm = (size_t)cup_cuda_blocks_per_sm(h, kernel, block);
    if (smem) {
        const size_t by_smem = p.sharedMemPerMultiprocessor / (smem + p.reservedSharedMemPerBlock);
        per_sm = per_sm < by_smem ? per_sm : by_smem;
    }
    const size_t resident = (per_sm > 1 ? per_sm : 1) * (size_t)p.multiProcessorCount;
    const size_t want = cup_ceil_div(items, (size_t)block);
    *grid = (unsigned)(want < 1 ? 1 : want < resident ? want : resident);
    return cudaSuccess;
}
static cudaError_t grid_for(cup_handle_t h, const void *kernel, int block, size_t smem, size_t n, size_t size,
                            unsigned *grid)
{
    return resident_grid(h, kernel, block, smem, cup_ceil_div(n, (16 / size) * CUP_HIST_LOADS), grid);
}

static cudaError_t zero_counts(cup_handle_t h, const cup_histogram_args *a)
{
    return cudaMemsetAsync(a->counts, 0, (size_t)a->map.bins * sizeof(uint64_t), cuda_stream(h));
}

// How each kernel is launched. Each `launch` runs one chunk (n <= CUP_HIST_CHUNK) after the
// counts were zeroed; `smem` says the dynamic shared memory it needs for the request, or 0
// when it cannot hold the bins (NOT_SUPPORTED).
template <class T, int KIND> struct GlobalAtomic {
    static size_t smem(cup_handle_t, const cup_hist_map &) { return 1; }
    static cudaError_t launch(cup_handle_t h, const T *in, size_t n, const cup_hist_map &m, unsigned long long *c, size_t)
    {
        unsigned grid;
        const void *k = (const void *)hist_global_atomic<T, KIND>;
        cudaError_t e = grid_for(h, k, CUP_HIST_BLOCK, 0, n, sizeof(T), &grid);
        if (e == cudaSuccess) hist_global_atomic<T, KIND><<<grid, CUP_HIST_BLOCK, 0, cuda_stream(h)>>>(in, n, m, c);
        return e;
    }
};

// copies of `counters` counters per block: 1 (smem-private) or one per warp, fewer (a power of
// two) where they would pass CUP_HIST_WARP_SMEM.
static int warp_copies(int counters)
{
    int copies = CUP_HIST_BLOCK / 32;
    while (copies > 1 && (size_t)copies * counters * 4 > CUP_HIST_WARP_SMEM) copies /= 2;
    return copies;
}

template <class T, int KIND, bool PER_WARP, bool RUNS> struct BlockPrivate {
    static int copies(const cup_hist_map &m) { return PER_WARP ? warp_copies(slots<KIND>(m)) : 1; }
    static size_t smem(cup_handle_t, const cup_hist_map &m)
    {
        const size_t bytes = ((size_t)copies(m) * slots<KIND>(m) + table_words<KIND>(m)) * 4;
        return bytes <= CUP_HIST_SMEM_MAX ? bytes : 0;
    }
    static cudaError_t launch(cup_handle_t h, const T *in, size_t n, const cup_hist_map &m, unsigned long long *c,
                              size_t smem)
    {
        unsigned grid;
        const void *k = (const void *)hist_block_private<T, KIND, RUNS>;
        cudaError_t e = grid_for(h, k, CUP_HIST_BLOCK, smem, n, sizeof(T), &grid);
        if (e == cudaSuccess)
            hist_block_private<T, KIND, RUNS><<<grid, CUP_HIST_BLOCK, smem, cuda_stream(h)>>>(in, n, m, copies(m), c);
        return e;
    }
};
template <class T, int KIND> using SmemPrivate = BlockPrivate<T, KIND, false, false>;
template <class T, int KIND> using WarpPrivate = BlockPrivate<T, KIND, true, true>;

template <class T, int KIND> struct Smem16 {
    static size_t smem(cup_handle_t, const cup_hist_map &m)
    {
        const size_t bytes = ((size_t)m.bins + 1) / 2 * 4;
        return bytes <= CUP_HIST_SMEM_MAX ? bytes : 0;
    }
    static cudaError_t launch(cup_handle_t h, const T *in, size_t n, const cup_hist_map &m, unsigned long long *c,
                              size_t smem)
    {
        unsigned grid;
        const void *k = (const void *)hist_smem16<T, KIND>;
        cudaError_t e = grid_for(h, k, 1024, smem, n, sizeof(T), &grid);
        if (e == cudaSuccess) hist_smem16<T, KIND><<<grid, 1024, smem, cuda_stream(h)>>>(in, n, m, c);
        return e;
    }
};

template <class T, int KIND> struct WarpAggregated {
    static size_t smem(cup_handle_t, const cup_hist_map &m)
    {
        const size_t bytes = (size_t)m.bins * 4;
        return bytes <= CUP_HIST_SMEM_MAX ? bytes : 0;
    }
    static cudaError_t launch(cup_handle_t h, const T *in, size_t n, const cup_hist_map &m, unsigned long long *c,
                              size_t smem)
    {
        unsigned grid;
        const void *k = (const void *)hist_warp_aggregated<T, KIND>;
        cudaError_t e = grid_for(h, k, CUP_HIST_BLOCK, smem, n, sizeof(T), &grid);
        if (e == cudaSuccess) hist_warp_aggregated<T, KIND><<<grid, CUP_HIST_BLOCK, smem, cuda_stream(h)>>>(in, n, m, c);
        return e;
    }
};

// The cluster's shape for `bins`: the fewest blocks C (a power of two up to CUP_HIST_CLUSTER_MAX)
// whose power-of-two slices hold the bins within CUP_HIST_CLUSTER_SLICE bytes each; false when
// even CUP_HIST_CLUSTER_MAX blocks cannot.
static bool cluster_shape(const cup_hist_map &m, int *blocks, int *shift)
{
    for (int c = 1; c <= CUP_HIST_CLUSTER_MAX; c *= 2) {
        const size_t per = cup_ceil_div((size_t)m.bins, (size_t)c);
        int s = 0;
        while (((size_t)1 << s) < per) s++;
        if (((size_t)4 << s) <= CUP_HIST_CLUSTER_SLICE) {
            *blocks = c, *shift = s;
            return true;
        }
    }
    return false;
}

static cudaError_t launch_clustered(const void *kernel, unsigned grid, int block, size_t smem, int cluster,
                                    cudaStream_t stream, void **args)
{
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(grid), cfg.blockDim = dim3(block), cfg.dynamicSmemBytes = smem, cfg.stream = stream;
    cudaLaunchAttribute attr[1];
    attr[0].id = cudaLaunchAttributeClusterDimension;
    attr[0].val.clusterDim.x = cluster, attr[0].val.clusterDim.y = 1, attr[0].val.clusterDim.z = 1;
    cfg.attrs = attr, cfg.numAttrs = 1;
    return cudaLaunchKernelExC(&cfg, kernel, args);
}

template <class T, int KIND, bool RUNS> struct ClusterOf {
    static size_t smem(cup_handle_t, const cup_hist_map &m)
    {
        int blocks, shift;
        return cluster_shape(m, &blocks, &shift) ? (size_t)4 << shift : 0;
    }
    static cudaError_t launch(cup_handle_t h, const T *in, size_t n, const cup_hist_map &m, unsigned long long *c,
                              size_t smem)
    {
        int blocks = 1, shift = 0;
        cluster_shape(m, &blocks, &shift);
        unsigned grid;
        const void *k = (const void *)hist_cluster<T, KIND, RUNS>;
        cudaError_t e = grid_for(h, k, CUP_HIST_BLOCK, smem, n, sizeof(T), &grid);
        grid = (unsigned)cup_ceil_div(grid, (size_t)blocks) * (unsigned)blocks; // whole clusters
        cup_hist_map mm = m;
        void *args[] = {(void *)&in, (void *)&n, (void *)&mm, (void *)&shift, (void *)&c};
        if (e == cudaSuccess) e = launch_clustered(k, grid, CUP_HIST_BLOCK, smem, blocks, cuda_stream(h), args);
        return e;
    }
};
template <class T, int KIND> using Cluster = ClusterOf<T, KIND, true>;

// Runs launcher L over the request: the workspace map, the counts zeroed, then one launch per
// chunk of at most CUP_HIST_CHUNK samples. PRIVATE: L's kernel privatises (hist_dispatch).
template <template <class, int> class L, bool PRIVATE = false>
static cup_status run_chunked(cup_handle_t h, const cup_histogram_args *a)
{
    return hist_dispatch<PRIVATE>(a, [&](auto zero, auto tag) -> cup_status {
        using T = decltype(zero);
        constexpr int KIND = decltype(tag)::kind;
        const size_t smem = L<T, KIND>::smem(h, a->map);
        if (!smem)
            return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "histogram: this variant cannot hold %d bins in shared memory",
                            a->map.bins);
        cup_hist_map m;
        const cup_status s = device_map(h, a, &m);
        if (s != CUP_STATUS_SUCCESS) return s;
        CUP_CUDA_TRY(h, zero_counts(h, a));
        const T *in = (const T *)a->in;
        for (size_t off = 0; off < a->n; off += CUP_HIST_CHUNK) {
            const size_t n = a->n - off < CUP_HIST_CHUNK ? a->n - off : CUP_HIST_CHUNK;
            CUP_CUDA_TRY(h, (L<T, KIND>::launch(h, in + off, n, m, (unsigned long long *)a->counts, smem)));
            CUP_CUDA_LAUNCHED(h);
        }
        return CUP_STATUS_SUCCESS;
    });
}

// best's small path: one cooperative launch over a resident grid, its counts zeroed inside.
static cup_status run_small(cup_handle_t h, const cup_histogram_args *a)
{
    return hist_dispatch<true>(a, [&](auto zero, auto tag) -> cup_status {
        using T = decltype(zero);
        constexpr int KIND = decltype(tag)::kind;
        cup_hist_map m;
        const cup_status s = device_map(h, a, &m);
        if (s != CUP_STATUS_SUCCESS) return s;
        size_t smem = (size_t)(slots<KIND>(m) + table_words<KIND>(m)) * 4, n = a->n;
        const void *k = (const void *)hist_grid_small<T, KIND>;
        unsigned grid;
        CUP_CUDA_TRY(h, resident_grid(h, k, CUP_HIST_BLOCK, smem, cup_ceil_div(n, 16 / sizeof(T)), &grid));
        const T *in = (const T *)a->in;
        unsigned long long *c = (unsigned long long *)a->counts;
        void *args[] = {(void *)&in, (void *)&n, (void *)&m, (void *)&c};
        CUP_CUDA_TRY(h, cudaLaunchCooperativeKernel(k, dim3(grid), dim3(CUP_HIST_BLOCK), args, smem, cuda_stream(h)));
        return CUP_STATUS_SUCCESS;
    });
}

static cup_status run_global(cup_handle_t h, const void *a) { return run_chunked<GlobalAtomic>(h, (const cup_histogram_args *)a); }
static cup_status run_smem(cup_handle_t h, const void *a) { return run_chunked<SmemPrivate, true>(h, (const cup_histogram_args *)a); }
static cup_status run_warp(cup_handle_t h, const void *a) { return run_chunked<WarpPrivate, true>(h, (const cup_histogram_args *)a); }
static cup_status run_aggregated(cup_handle_t h, const void *a) { return run_chunked<WarpAggregated>(h, (const cup_histogram_args *)a); }
static cup_status run_cluster(cup_handle_t h, const void *a) { return run_chunked<Cluster>(h, (const cup_histogram_args *)a); }
static cup_status run_smem16(cup_handle_t h, const void *a) { return run_chunked<Smem16>(h, (const cup_histogram_args *)a); }

// The counters a privatising kernel keeps per block for this request (slots: u8 by value).
static size_t private_counters(const cup_histogram_args *a)
{
    size_t c = 0;
    hist_dispatch<true>(a, [&](auto, auto tag) {
        c = (size_t)slots<decltype(tag)::kind>(a->map);
        return CUP_STATUS_SUCCESS;
    });
    return c;
}

// The choice of tuning.h: the small path while the bins are few (it zeroes every bin's count
// with a grid sized by the samples), then the block-private kernels while their counters fit a
// block, the cluster while the bins fit its slices, global atomics past that.
static cup_status run_best(cup_handle_t h, const void *args)
{
    const cup_histogram_args *a = (const cup_histogram_args *)args;
    const size_t bytes = a->n * cup_dtype_size(a->dtype), hist = private_counters(a) * 4;
    if (bytes <= CUP_HIST_SMALL_BYTES && hist <= CUP_HIST_SMALL_SMEM && (size_t)a->map.bins * 4 <= CUP_HIST_SMALL_SMEM)
        return run_small(h, a);
    if (CUP_HIST_BEST_RUNS && hist * (CUP_HIST_BLOCK / 32) <= CUP_HIST_WARP_SMEM) return run_warp(h, a);
    if (hist <= CUP_HIST_SMEM_MAX) return run_smem(h, a);
    if (hist / 2 <= CUP_HIST_SMEM_MAX) return run_smem16(h, a);
    int blocks, shift;
    if (cluster_shape(a->map, &blocks, &shift)) return run_cluster(h, a);
    return run_global(h, a);
}

extern "C" cup_status cup_cuda_histogram_cub(cup_handle_t h, const void *args);

// ---- registry -----------------------------------------------------------------------------------

#define HIST_VARIANT(name_, description_, technique_, fn_, ops_, ref)                                           \
    cup_variant{.info = {.name = name_, .description = description_,                     \
                         .technique = technique_, .backend = CUP_BACKEND_CUDA, .dtypes = CUP_HIST_DTYPES,       \
                         .ops = ops_, .block_default = CUP_HIST_BLOCK, .deterministic = 1, .reference = ref},   \
                .run = fn_},
#define BOTH_FORMS (CUP_MASK(CUP_HIST_OP_EVEN) | CUP_MASK(CUP_HIST_OP_RANGE))

static const cup_variant variants[] = {
    HIST_VARIANT("global-atomic", "one 64-bit atomicAdd per counted sample into the counts in global memory",
                 "global atomics (L2): every sample contends where its bin does", run_global, BOTH_FORMS, 0)
    HIST_VARIANT("smem-private", "a block's 32-bit bins in shared memory (u8: a counter per sample value, put into "
                 "its bin at the merge), shared atomics, one 64-bit global atomic per nonzero bin per block",
                 "privatisation in shared memory: atomics on the SM, a merge per block", run_smem, BOTH_FORMS, 0)
    HIST_VARIANT("warp-private", "a copy of the bins per warp (fewer past 64 KiB) in shared memory, runs of equal "
                 "bins in a thread's samples added at once", "privatisation per warp and run-length adds: hot bins "
                 "spread over copies, repeats folded", run_warp, BOTH_FORMS, 0)
    HIST_VARIANT("smem-16bit", "16-bit counters, two to a shared word (65536 bins in 128 KiB), runs added at once, "
                 "2^12 moved to the 64-bit counts at each crossing", "packed privatisation: twice the bins per block", run_smem16,
                 BOTH_FORMS, 0)
    HIST_VARIANT("warp-aggregated", "__match_any_sync groups a warp's lanes by bin; one shared atomic per distinct "
                 "bin per warp step", "warp aggregation: one atomic per distinct value of a warp", run_aggregated,
                 BOTH_FORMS, 0)
    HIST_VARIANT("cluster", "bins spread over the shared memory of a cluster of up to 8 blocks, remote atomics "
                 "through distributed shared memory", "Hopper thread-block clusters: one histogram over several "
                 "SMs' shared memory", run_cluster, BOTH_FORMS, 0)
    HIST_VARIANT("best", "one cooperative launch that zeroes its own counts for small inputs, else smem-private, "
                 "smem-16bit, cluster or global-atomic by bins: what cup_histogram_even runs",
                 "production path of cup_histogram_even", run_best, BOTH_FORMS, 0)
    HIST_VARIANT("cub", "cub::DeviceHistogram::HistogramEven (32-bit counters, widened into the 64-bit counts)",
                 "vendor reference: CUB's device-wide histogram", cup_cuda_histogram_cub,
                 CUP_MASK(CUP_HIST_OP_EVEN), 1)
};
extern "C" const cup_variant_table cup_histogram_cuda = CUP_TABLE(variants);
