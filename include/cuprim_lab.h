/*
 * cuprim's lab: every registered variant of every family, the entry points that run one of
 * them, and the timing and ceilings the benchmarks use. The `cuprim` command-line lab is built
 * on this header; a program that only wants the primitives needs cuprim.h alone.
 *
 * The same conventions as cuprim.h hold: a cup_status from every call, nothing written on
 * failure, data in the handle's backend memory.
 */
#ifndef CUPRIM_LAB_H
#define CUPRIM_LAB_H

#include "cuprim.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- the variant registry -------------------------------------------------------------------- */

/* One registered variant: a step of a family's ladder, its production path ("best"), or a vendor
 * library measured beside it. Fields below `dtypes` say how it may be launched; `ops` and
 * `traits` are the family's own (documented with the family). */
typedef struct cup_variant_info {
    const char *family;      /* "reduce", "transpose", ... */
    const char *name;        /* "unroll8", "best", "cub", ... */
    const char *description; /* one line: what the variant does */
    const char *technique;   /* one line: the technique it demonstrates and where it comes from */
    cup_backend backend;     /* CUP_BACKEND_CPU or CUP_BACKEND_CUDA */
    unsigned dtypes;         /* bit (1u << cup_dtype) for each dtype it takes */
    unsigned ops;            /* the family's operations it does, as bits (reduce: 1u << cup_op) */
    int block_min, block_max;/* accepted power-of-two block sizes; 0, 0: it picks its own */
    int block_default;       /* what block 0 means */
    int deterministic;       /* float results bitwise reproducible run to run */
    int reference;           /* a vendor library (CUB, cuBLAS), measured beside cuprim's own */
    /* 2-D launches: accepted block shapes as {x, y} pairs ending in {0, 0}, the first being the
     * default; NULL where the variant picks its own (or the family is 1-D). */
    const int (*shapes)[2];
    unsigned traits;         /* family-defined flags, e.g. CUP_TRANSPOSE_COPY_BOUND */
    /* The family's place in the list of families (the order of cuprim list): one family's
     * variants share it, so comparing it is comparing `family` without reading the names. */
    int family_id;
} cup_variant_info;

CUP_API int cup_variant_count(void);
CUP_API const cup_variant_info *cup_variant_get(int index); /* NULL when out of range */
/* The variant named `name` of `family` for the handle's backend; -1 when there is none. */
CUP_API int cup_variant_find(cup_handle_t h, const char *family, const char *name);

/* ---- one variant of a production family ------------------------------------------------------ */

/* cup_reduce through one registered variant (index from cup_variant_find), with a block size
 * (0 = the variant's default). "best" is what cup_reduce runs. */
CUP_API cup_status cup_reduce_variant(cup_handle_t h, int variant, int block, cup_op op, cup_dtype dtype, const void *in,
                              size_t n, void *out);

/* traits of a reduce variant: its float SUM is the correctly rounded exact sum (bitwise); it takes
 * at most INT32_MAX elements; its f32 sum takes at most 2^29. Past its limit a variant refuses
 * (CUP_STATUS_NOT_SUPPORTED), and the lab's check and bench leave it out. */
#define CUP_REDUCE_EXACT 1u
#define CUP_REDUCE_COUNT_INT32 2u
#define CUP_REDUCE_F32_MAX_2P29 4u
/* The most elements of dtype t that a reduce variant with these traits takes. */
static inline size_t cup_reduce_max_n(unsigned traits, cup_dtype t)
{
    size_t most = (size_t)-1;
    if (traits & CUP_REDUCE_COUNT_INT32) most = 2147483647u;
    if ((traits & CUP_REDUCE_F32_MAX_2P29) && t == CUP_F32) most = (size_t)1 << 29;
    return most;
}

/* cup_transpose through one registered variant, with a block shape (0, 0 = its default). */
CUP_API cup_status cup_transpose_variant(cup_handle_t h, int variant, int block_x, int block_y, cup_dtype dtype, size_t rows,
                                 size_t cols, const void *in, size_t ld_in, void *out, size_t ld_out);
/* traits of a transpose variant: a bandwidth bound rather than the primitive. copy-row and
 * copy-col copy `in` to `out` as a rows x cols matrix (leading dimension cols) instead. */
#define CUP_TRANSPOSE_COPY_BOUND 1u

/* cup_stencil1d through one registered variant, with a block size (0 = its default). */
CUP_API cup_status cup_stencil1d_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, cup_stencil_form form,
                                 const void *coef, int radius, const void *in, void *out, size_t n,
                                 cup_boundary boundary);

/* cup_count_if and cup_bitpack through one registered variant of the count or bitpack family,
 * with a block size (0 = its default). "best" is what cup_count_if / cup_bitpack run. */
CUP_API cup_status cup_count_if_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in, size_t n,
                                cup_cmp cmp, const void *value, uint64_t *count);
CUP_API cup_status cup_bitpack_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in, size_t n,
                               cup_cmp cmp, const void *value, uint32_t *bits);

/* cup_scan through one registered variant of the scan family, with a block size (0 = its
 * default; best and cub pick their own). "best" is what cup_scan runs; the other variants are
 * the ladder, each deterministic but with float sums in its own association order. */
CUP_API cup_status cup_scan_variant(cup_handle_t h, int variant, int block, cup_scan_kind kind, cup_op op,
                                    cup_dtype dtype, const void *in, void *out, size_t n);

/* traits of a scan variant: its float sums follow cuprim.h's association order, so its bits are
 * cup_scan's on either backend (best, and the GPU's blocked, which loads the same tiles otherwise). */
#define CUP_SCAN_DOCUMENTED_ORDER 1u

/* cup_select_if and cup_partition_if through one registered variant of the select family, with a
 * block size (0 = its default). "best" is what the production calls run. */
CUP_API cup_status cup_select_if_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in,
                                         size_t n, cup_cmp cmp, const void *value, void *out, uint64_t *count);
CUP_API cup_status cup_partition_if_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in,
                                            size_t n, cup_cmp cmp, const void *value, void *out, uint64_t *count);
/* traits of a select variant: its partition leaves the rejected elements in reverse order (CUB's
 * DevicePartition::If), not in their order as cup_partition_if does. */
#define CUP_SELECT_PARTITION_REVERSED 1u

/* cup_histogram_even and cup_histogram_range through one registered variant of the histogram
 * family (every histogram variant picks its own block: pass 0). "best" is what the production
 * calls run; a variant that cannot hold `bins` (the shared-memory ones past their capacity)
 * answers CUP_STATUS_NOT_SUPPORTED, and "cub" does only the even form. */
CUP_API cup_status cup_histogram_even_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in,
                                              size_t n, size_t bins, double lower, double upper, uint64_t *counts);
CUP_API cup_status cup_histogram_range_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in,
                                               size_t n, size_t bins, const double *edges, uint64_t *counts);
/* cup_sort_keys and cup_sort_pairs through one registered variant of the sort family (every sort
 * variant picks its own block: pass 0). "best" is what the production calls run. A variant's
 * `ops` say which forms it does (CUP_SORT_OP_KEYS, CUP_SORT_OP_PAIRS); past what its traits allow
 * it answers CUP_STATUS_NOT_SUPPORTED having written nothing. */
CUP_API cup_status cup_sort_keys_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *keys_in,
                                         void *keys_out, size_t n, unsigned flags, int begin_bit, int end_bit);
CUP_API cup_status cup_sort_pairs_variant(cup_handle_t h, int variant, int block, cup_dtype key_dtype,
                                          const void *keys_in, void *keys_out, const void *values_in, void *values_out,
                                          size_t value_size, size_t n, unsigned flags, int begin_bit, int end_bit);
#define CUP_SORT_OP_KEYS 1u
#define CUP_SORT_OP_PAIRS 2u
/* traits of a sort variant: it sorts at most CUP_SORT_SMALL_MAX keys (one block); at most
 * 2^32 - 1 keys; values of 4 or 8 bytes only; floats in CUB's order, not cuprim.h's (-0 equal to
 * +0, NaNs by their bits, and descending over a bit range that leaves a bit out, +0 ranked by -0's
 * bits: the lab checks it on floats without -0 and NaN, and there without +0); at most
 * CUP_SORT_FIT_MAX keys (one block sized to n). */
#define CUP_SORT_ONE_BLOCK 1u
#define CUP_SORT_COUNT_U32 2u
#define CUP_SORT_VALUES_4_8 4u
#define CUP_SORT_CUB_FLOATS 8u
#define CUP_SORT_ONE_BLOCK_FIT 16u
#define CUP_SORT_SMALL_MAX ((size_t)4096)
#define CUP_SORT_FIT_MAX ((size_t)16384)
/* The most keys a sort variant with these traits takes. */
static inline size_t cup_sort_max_n(unsigned traits)
{
    if (traits & CUP_SORT_ONE_BLOCK) return CUP_SORT_SMALL_MAX;
    if (traits & CUP_SORT_ONE_BLOCK_FIT) return CUP_SORT_FIT_MAX;
    if (traits & CUP_SORT_COUNT_U32) return 4294967295u;
    return (size_t)-1;
}

/* Preferred shared-memory carveout (percent of the unified L1/shared array, 0..100; -1: the
 * driver's default) for the shared-memory kernels of the transpose ladder (smem, smem-pad,
 * smem-unroll-pad, smem-dyn-pad): cudaFuncSetAttribute(PreferredSharedMemoryCarveout), the
 * modern cudaFuncSetCacheConfig. The attribute belongs to the kernel, process-wide: each
 * launch from this handle sets it to this handle's value. CPU: only -1 is accepted. */
CUP_API cup_status cup_set_smem_carveout(cup_handle_t h, int percent);

/* ---- measurement ------------------------------------------------------------------------------ */

/* Every call of this section waits for the GPU (and some allocate): each returns
 * CUP_STATUS_NOT_SUPPORTED while the handle's stream is captured into a CUDA graph, queueing
 * nothing, as cup_sync does. */

/* The two ceilings every bench result is compared to, measured now on this backend over
 * buffers several times the cache: a device-to-device copy (bytes read + written) and a pure
 * streaming read. GB/s = 1e9 bytes per second. */
CUP_API cup_status cup_measure_ceilings(cup_handle_t h, double *copy_gbps, double *read_gbps);

/* The third ceiling, for small inputs: the median time cup_time reports for an empty kernel
 * (CPU: an empty call), measured the way bench measures small inputs, after a cache flush. No
 * result on this backend can take less; on an H100 it is several microseconds. The flush
 * buffer (twice the cache) is freed before it returns, with any that cup_time kept: the next
 * cup_time with a flush makes its own again. */
CUP_API cup_status cup_measure_launch(cup_handle_t h, double *launch_us);

/* The one timing helper: runs fn(h, ctx) `warmup` times, then `reps` times each timed on its
 * own (CUDA events on the handle's stream; a monotonic clock on the CPU), and returns the
 * median in microseconds. When flush_bytes > 0 the cache is evicted before every timed run by
 * reading that many bytes of a scratch buffer, outside the timed region. A failing fn stops it
 * with fn's status; cup_last_error(h) is fn's message, or names cup_time when fn left none. */
typedef cup_status (*cup_work_fn)(cup_handle_t h, void *ctx);
/* Back to back: the time per call of fn over a queue of `calls` calls issued without waiting
 * (median of 7 queues, no cache eviction), in microseconds: what a pipeline of small calls
 * pays per call, host work included wherever the GPU is not the slower side. */
CUP_API cup_status cup_time_queue(cup_handle_t h, cup_work_fn fn, void *ctx, int calls, double *us_per_call);
/* cup_time_queue of the empty kernel (the CPU backend: an empty task): the launch floor back to
 * back, against cup_measure_launch's one call alone. */
CUP_API cup_status cup_measure_launch_queue(cup_handle_t h, int calls, double *us_per_call);
CUP_API cup_status cup_time(cup_handle_t h, cup_work_fn fn, void *ctx, int warmup, int reps, size_t flush_bytes,
                    double *median_us);
/* The same runs, with their spread: the fastest and slowest timed run beside the median, so a
 * comparison of two records can tell a change from noise. */
typedef struct cup_timing {
    double median_us, min_us, max_us;
    int reps;
} cup_timing;
CUP_API cup_status cup_time_spread(cup_handle_t h, cup_work_fn fn, void *ctx, int warmup, int reps, size_t flush_bytes,
                           cup_timing *timing);
/* The same, with `prepare(h, ctx)` run before every run (warm-up and timed) once the previous
 * run has finished (CUDA: the handle's stream is synchronised first), outside the timed region:
 * for work whose every run needs the same starting state, e.g. managed memory written by the
 * host so that the next kernel faults its pages over again. A failing prepare stops it as fn
 * does. cup_time_spread is this with prepare NULL. */
CUP_API cup_status cup_time_prepared(cup_handle_t h, cup_work_fn prepare, cup_work_fn fn, void *ctx, int warmup, int reps,
                                     size_t flush_bytes, cup_timing *timing);

/* The host link's ceilings, measured now: pinned host to device, device to pinned host, and
 * both at once on two streams (GB/s counting the bytes of both directions), each the median of
 * repeated cudaMemcpyAsync of 256 MiB (less when device memory is short) timed with CUDA events.
 * Takes a fraction of a second. The CPU backend has no link: all three are 0. */
CUP_API cup_status cup_measure_links(cup_handle_t h, double *h2d_gbps, double *d2h_gbps, double *bidir_gbps);
/* The pageable side of the host-array calls, measured now: the GB/s at which their pool of host
 * threads (as many as the cores, at most 16; CUPRIM_PIPE_THREADS) copies resident pageable
 * memory into pinned staging, the median of 5 copies of 256 MiB. A pageable host-array call
 * moves every byte through that copy and the link, so it runs at no more than the lesser of this
 * and cup_measure_links' figure; hosts differ here more than links do. A pageable output drains
 * the other way (pinned into pageable), which is not measured: the stencil's pageable rows take
 * this one direction's figure for both. The CPU backend stages nothing: 0. */
CUP_API cup_status cup_measure_staging(cup_handle_t h, double *gbps);
/* The link's host-to-device rate from the caller's own host buffer: all `bytes` of it copied to
 * the device in pieces of the host-array chunk (cup_set_pipeline_chunk; default 64 MiB), back
 * to back on the handle's stream (pieces of at least 64 KiB), median of 3 timed with CUDA events.
 * On a pinned buffer it is the copy side of cup_reduce_host over that buffer without the
 * kernels, to set beside cup_measure_links' 256 MiB figure: a buffer of many GiB may be read
 * slower than a small one. Device memory is refused (CUP_STATUS_INVALID_POINTER); the CPU
 * backend has no link: 0. */
CUP_API cup_status cup_measure_h2d_from(cup_handle_t h, const void *host, size_t bytes, double *gbps);

/* ---- host threads: the CPU backend's, which the lab's host work shares ---- */

/* fn(ctx, i, count) for i in [0, count) on `count` threads at once (at most 256; the caller runs
 * i = 0), returning when all have; a thread that cannot be started has its part run in order. */
CUP_API void cup_cpu_parallel(int count, void (*fn)(void *ctx, int i, int count), void *ctx);
/* Part i of [0, n) split into `count` contiguous parts as even as they go: [*lo, *hi). */
static inline void cup_cpu_chunk(size_t n, int i, int count, size_t *lo, size_t *hi)
{
    *lo = n / (size_t)count * (size_t)i + ((size_t)i < n % (size_t)count ? (size_t)i : n % (size_t)count);
    *hi = *lo + n / (size_t)count + ((size_t)i < n % (size_t)count);
}

/* ---- the host-array pipeline (cup_reduce_host, cup_stencil1d_host) ---- */

/* Bytes of input per chunk of the host-array calls on h (0: the default, 64 MiB); any other
 * size, down to one element, so that small tests cross many chunk boundaries. */
CUP_API cup_status cup_set_pipeline_chunk(cup_handle_t h, size_t bytes);
/* Host memory for the host-array calls' benchmarks and tests: pinned (cudaHostAlloc) on a CUDA
 * handle when `pinned`, else malloc. Free it with cup_host_free and the same `pinned`. */
CUP_API cup_status cup_host_alloc(cup_handle_t h, void **p, size_t bytes, int pinned);
CUP_API cup_status cup_host_free(cup_handle_t h, void *p, int pinned);

#ifdef __cplusplus
}
#endif

#endif /* CUPRIM_LAB_H */
