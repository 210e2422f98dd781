/*
 * cuprim: CUDA primitives and the techniques behind them, with a CPU backend.
 *
 * The one public header. Plain C11, no CUDA types: a program written against it runs on a
 * GPU or on the CPU depending only on the backend its handle picked.
 *
 * Conventions (the cuBLAS shape):
 *  - every call returns a cup_status; cup_status_string() names it and cup_last_error(h)
 *    says what exactly was wrong with the last failed call on h;
 *  - a call that fails has written nothing to its outputs;
 *  - data pointers passed to compute calls live in the handle's backend memory (device memory
 *    for CUDA, cup_malloc blocks for CPU): use cup_malloc / cup_copy_* so that the same program
 *    works on both. Both backends refuse other memory (CUP_STATUS_INVALID_POINTER; the CUDA
 *    backend takes any device or managed memory of its device, the CPU backend only live
 *    cup_malloc blocks, of any CPU handle) and a range running past the end of its block
 *    (CUP_STATUS_INVALID_VALUE; on CUDA as far as the driver knows, which may round a block up);
 *  - sizes and indices are size_t: n > 2^31 works;
 *  - inputs are never modified (but by the in-place sorts, which ask for it); scratch comes from
 *    a workspace the handle owns;
 *  - compute calls are asynchronous on the CUDA backend (ordered on the handle's stream);
 *    cup_sync(), cup_copy_to_host() and the *_to_host convenience calls wait for them.
 *  - CUDA graphs: the asynchronous compute calls (cup_reduce, cup_count_if, cup_bitpack,
 *    cup_scan, cup_select_if, cup_partition_if, cup_transpose, cup_stencil1d, cup_sort_keys,
 *    cup_sort_pairs, cup_memset) can be captured on the handle's stream
 *    (cudaStreamBeginCapture) and the graph replayed; a graph reads and writes the same buffers
 *    on every replay and must not outlive the handle. It also shares the handle's workspace and
 *    last-block counters with every other call on the handle: replay it on the handle's stream
 *    (or order it against the handle's other work), never concurrently with them, nor two
 *    replays at once. A call takes its scratch from the handle's workspace, which grows on the
 *    call's first use and cannot grow during a capture: make each call once (same sizes) before
 *    capturing it, or it returns CUP_STATUS_ALLOC_FAILED. Calls
 *    that wait or allocate (cup_sync, cup_malloc, cup_free, cup_copy_*, cup_set_stream, the
 *    *_to_host forms and the *_host calls over host arrays) return CUP_STATUS_NOT_SUPPORTED
 *    during a capture, queueing nothing.
 *  - a handle is not thread-safe: use one handle per host thread.
 */
#ifndef CUPRIM_H
#define CUPRIM_H

#include <stddef.h>
#include <stdint.h>

/* Marks the public API: the shared library exports these names and hides everything else
 * (it is built with -fvisibility=hidden). */
#ifndef CUP_API
#if defined(__GNUC__) || defined(__clang__)
#define CUP_API __attribute__((visibility("default")))
#else
#define CUP_API
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define CUPRIM_VERSION_MAJOR 0
#define CUPRIM_VERSION_MINOR 1
#define CUPRIM_VERSION_PATCH 0
#define CUPRIM_VERSION_STRING "0.1.0"

typedef enum cup_status {
    CUP_STATUS_SUCCESS = 0,
    CUP_STATUS_INVALID_VALUE = 1,      /* bad argument: NULL pointer, unknown enum, bad size */
    CUP_STATUS_INVALID_POINTER = 2,    /* pointer not in the backend's memory, or misaligned */
    CUP_STATUS_NOT_SUPPORTED = 3,      /* valid request this variant/backend does not do */
    CUP_STATUS_ALLOC_FAILED = 4,       /* out of memory (backend memory or workspace) */
    CUP_STATUS_BACKEND_UNAVAILABLE = 5,/* CUDA asked for but not built in, or no usable GPU */
    CUP_STATUS_EXECUTION_FAILED = 6,   /* the backend reported an error while running */
    CUP_STATUS_INTERNAL_ERROR = 7
} cup_status;

typedef enum cup_backend {
    CUP_BACKEND_AUTO = 0, /* CUDA when a usable GPU is present, else CPU */
    CUP_BACKEND_CPU = 1,
    CUP_BACKEND_CUDA = 2
} cup_backend;

typedef enum cup_dtype {
    CUP_I32 = 0,
    CUP_U32 = 1,
    CUP_I64 = 2,
    CUP_U64 = 3,
    CUP_F32 = 4,
    CUP_F64 = 5,
    /* Opaque elements of 1, 2, 4, 8 and 16 bytes, for primitives that only move data
     * (transpose): bytes, halves, complex float (b8), complex double (b16), any struct. */
    CUP_B1 = 6,
    CUP_B2 = 7,
    CUP_B4 = 8,
    CUP_B8 = 9,
    CUP_B16 = 10,
    /* Unsigned 8- and 16-bit integers: samples of the histogram (pixels, codes). Appended, so
     * the numbers above stay; primitives that do arithmetic on i32 .. f64 do not take them. */
    CUP_U8 = 11,
    CUP_U16 = 12,
    CUP_DTYPE_COUNT
} cup_dtype;

/*
 * SUM of integers wraps as two's complement in the element type (the result is the exact
 * sum modulo 2^bits), whatever the order of combination. SUM of zero elements is 0.
 * Float SUM returns the exact sum of the elements rounded once to nearest, ties to even (+0 when
 * it is exactly zero, +/-inf when that rounding overflows), so its bits are the same on every
 * backend, device, thread count and run; any NaN, or both +inf and -inf, gives NaN, else an
 * infinity present is the result.
 * MIN/MAX of zero elements is an error. MIN/MAX never return a NaN element: NaNs are skipped,
 * so an all-NaN input gives the identity (+inf for MIN, -inf for MAX). +0 and -0 compare
 * equal: when the extreme is zero and both signs occur, the sign of the zero returned is
 * unspecified (it may depend on the variant, the order of combination and the thread count).
 */
typedef enum cup_op {
    CUP_SUM = 0,
    CUP_MIN = 1,
    CUP_MAX = 2,
    CUP_OP_COUNT
} cup_op;

typedef struct cup_handle *cup_handle_t;
/* A group of ranks, each with its own handle and shard of the data: the sharded calls of each
 * primitive's section combine across them (the section on groups, below, says how). */
typedef struct cup_group *cup_group_t;

/* ---- status and names ---------------------------------------------------------------- */

CUP_API const char *cup_status_string(cup_status s);
/* Detail of the last failed call on h, or of the last failed cup_create() in this thread when
 * h is NULL. Empty string when nothing failed. Valid until the next call on h. */
CUP_API const char *cup_last_error(cup_handle_t h);

CUP_API const char *cup_dtype_name(cup_dtype t);   /* "i32", ..., "b16", "u8", "u16"; NULL when out of range */
CUP_API size_t cup_dtype_size(cup_dtype t);        /* bytes; 0 when out of range */
CUP_API const char *cup_op_name(cup_op op);        /* "sum", "min", "max"; NULL when out of range */
CUP_API const char *cup_backend_name(cup_backend b);
/* Parse the names above; return CUP_STATUS_INVALID_VALUE on an unknown name. */
CUP_API cup_status cup_dtype_from_name(const char *name, cup_dtype *out);
CUP_API cup_status cup_op_from_name(const char *name, cup_op *out);
CUP_API cup_status cup_backend_from_name(const char *name, cup_backend *out);

/* ---- handle ---------------------------------------------------------------------------- */

/* CUP_BACKEND_AUTO picks CUDA when it is built in and a GPU answers, else the CPU. Asking for
 * CUDA explicitly on a machine without one gives CUP_STATUS_BACKEND_UNAVAILABLE, and
 * cup_last_error(NULL) begins "cup_create: no CUDA GPU found". */
CUP_API cup_status cup_create(cup_handle_t *h, cup_backend backend);
/* The CPU backend's parallel variants use one worker per online core, at most 256; the
 * environment variable CUPRIM_CPU_THREADS, read by cup_create, sets another count from 1 to 256
 * (empty: unset). Any other value (0, negative, not a decimal number, past 256) makes
 * cup_create fail with CUP_STATUS_INVALID_VALUE: the rounded float sums of the lab's ladder
 * variants depend on the thread count, so a count that cannot be honoured is never silently
 * replaced. The same holds for the host-array calls' knobs, read by cup_create on either backend:
 * CUPRIM_PIPE_THREADS (1 to 64 copy threads) and CUPRIM_PIPE_STORES (cached or streaming). */
/* Waits for the handle's work; NULL is a no-op. After it, h is dead: a second cup_destroy(h)
 * and every call on h return CUP_STATUS_INVALID_VALUE with the reason in cup_last_error(NULL)
 * (cup_get_backend gives CUP_BACKEND_AUTO, cup_variant_find -1). That detection goes by the
 * address alone, so it holds only until a new handle is given the same address: a program must
 * not use a handle after destroying it; the check is a safety net, not a feature. */
CUP_API cup_status cup_destroy(cup_handle_t h);
CUP_API cup_backend cup_get_backend(cup_handle_t h);
/* CUDA: a cudaStream_t passed as void* (NULL is the legacy default stream). Work already
 * queued on the previous stream is waited for first, so the workspace is never shared
 * between two streams. CPU: only NULL is accepted. */
CUP_API cup_status cup_set_stream(cup_handle_t h, void *stream);
CUP_API cup_status cup_get_stream(cup_handle_t h, void **stream);
CUP_API cup_status cup_sync(cup_handle_t h); /* waits for queued work; reports its errors */

/* ---- memory in the handle's backend ---------------------------------------------------- */

CUP_API cup_status cup_malloc(cup_handle_t h, void **ptr, size_t bytes); /* 256-byte aligned */
/* NULL is a no-op. On the CPU backend anything but a live cup_malloc block (a block freed
 * already, a pointer inside one) is refused with CUP_STATUS_INVALID_POINTER. */
CUP_API cup_status cup_free(cup_handle_t h, void *ptr);
/* CPU backend: lends the caller's memory [ptr, ptr + bytes) to the compute calls, which then
 * take it (and pointers inside it) as they take a cup_malloc block, with no copy, until
 * cup_unregister_host(h, ptr); unregister before freeing it. The memory stays the caller's:
 * cup_free refuses it. Refused: NULL, 0 bytes, a range overlapping a cup_malloc block or another
 * registered range (CUP_STATUS_INVALID_VALUE). The table is the backend's, as cup_malloc's: a
 * range registered through one CPU handle serves every CPU handle. CUDA backend:
 * CUP_STATUS_NOT_SUPPORTED (copy in with cup_copy_to_backend, or use the *_host calls). */
CUP_API cup_status cup_register_host(cup_handle_t h, void *ptr, size_t bytes);
/* Ends a registration: ptr as given to cup_register_host (CUP_STATUS_INVALID_POINTER otherwise). */
CUP_API cup_status cup_unregister_host(cup_handle_t h, void *ptr);
CUP_API cup_status cup_copy_to_backend(cup_handle_t h, void *dst, const void *host_src, size_t bytes);
CUP_API cup_status cup_copy_to_host(cup_handle_t h, void *host_dst, const void *src, size_t bytes);
CUP_API cup_status cup_memset(cup_handle_t h, void *dst, int value, size_t bytes);

/* ---- reduction --------------------------------------------------------------------------- */

/* *out = op(in[0], ..., in[n-1]) with in and out in backend memory, aligned to the element
 * size. The result stays in backend memory: no host round trip, asynchronous on CUDA. */
CUP_API cup_status cup_reduce(cup_handle_t h, cup_op op, cup_dtype dtype, const void *in, size_t n,
                      void *out);
/* The same, returning the value to host memory (waits for it). host_out holds one element. */
CUP_API cup_status cup_reduce_to_host(cup_handle_t h, cup_op op, cup_dtype dtype, const void *in,
                              size_t n, void *host_out);

/* The same over a host array of any size, larger than the GPU's memory included: in is host
 * memory (pageable or pinned), host_out one element of host memory; the call waits and returns
 * with the value in *host_out. Same ops, dtypes and semantics as cup_reduce, and the same bits
 * (float sums are the correctly rounded exact sum; integer sums wrap; MIN/MAX up to the sign of
 * a zero extreme where both signs occur, which cup_reduce leaves unspecified too). On CUDA the
 * call first waits for the work already queued on the handle's stream (the host reads in, so a
 * copy into it queued there must have landed), then the array streams through the GPU in chunks
 * on the handle's own internal streams; pinned memory is copied straight from the caller's buffer, pageable
 * memory through pinned buffers the handle owns (docs/host-arrays.md). On the CPU backend the
 * same call runs the CPU primitive. A device pointer for in or host_out is refused with
 * CUP_STATUS_INVALID_POINTER; during a CUDA graph capture the call returns
 * CUP_STATUS_NOT_SUPPORTED. */
CUP_API cup_status cup_reduce_host(cup_handle_t h, cup_op op, cup_dtype dtype, const void *in, size_t n,
                                   void *host_out);

/* out[i] (one element in local rank i's memory) = op over every rank's in[0 .. n[i]) : the same
 * value on every rank, with cup_reduce's semantics over the concatenated data; float SUM
 * combines every rank's exact accumulator exactly, so its bits do not depend on the number of
 * ranks nor on how the data is split. MIN/MAX need at least one element in the whole group. */
CUP_API cup_status cup_group_reduce(cup_group_t g, cup_op op, cup_dtype dtype, const void *const *in, const size_t *n, void *const *out);

/* ---- count_if and bitpack ------------------------------------------------------------------ */

/* The comparison of each element x against a scalar v: x < v, x <= v, x > v, x >= v, x == v,
 * x != v, in the element type. A NaN (in x or v) compares false under every cmp but NE, where
 * it compares true (IEEE 754, as C's operators). -0 and +0 compare equal. */
typedef enum cup_cmp {
    CUP_CMP_LT = 0,
    CUP_CMP_LE = 1,
    CUP_CMP_GT = 2,
    CUP_CMP_GE = 3,
    CUP_CMP_EQ = 4,
    CUP_CMP_NE = 5,
    CUP_CMP_COUNT
} cup_cmp;

CUP_API const char *cup_cmp_name(cup_cmp c); /* "lt", "le", "gt", "ge", "eq", "ne"; NULL when out of range */
CUP_API cup_status cup_cmp_from_name(const char *name, cup_cmp *out);

/* *count = the number of i in [0, n) with in[i] cmp *value. dtype one of i32 .. f64; in in
 * backend memory aligned to the element; value a host pointer to one element of dtype, read
 * during the call; count in backend memory, 8-byte aligned, not inside in. Any n (64-bit
 * counts); n = 0 gives 0. Asynchronous on CUDA: the count stays in backend memory. */
CUP_API cup_status cup_count_if(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, cup_cmp cmp,
                        const void *value, uint64_t *count);
/* The same, returning the count to host memory (waits for it). */
CUP_API cup_status cup_count_if_to_host(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, cup_cmp cmp,
                                const void *value, uint64_t *host_count);
/* count[i] = cup_count_if over every rank's shard (value: a host element, the same on every rank). */
CUP_API cup_status cup_group_count_if(cup_group_t g, cup_dtype dtype, const void *const *in, const size_t *n, cup_cmp cmp, const void *value, uint64_t *const *count);
/* bits[i / 32] bit i % 32 = (in[i] cmp *value) for i in [0, n): ceil(n / 32) words in backend
 * memory, 4-byte aligned, not overlapping in; the last word's bits past n are zero and nothing
 * after it is written. Same dtypes, value and NaN rules as cup_count_if; n = 0 writes nothing
 * (bits may then be NULL).
 * Asynchronous on CUDA. */
CUP_API cup_status cup_bitpack(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, cup_cmp cmp,
                       const void *value, uint32_t *bits);

/* ---- histogram ------------------------------------------------------------------------------- */

/* counts[b] = the number of samples in bin b, for b in [0, bins). dtype u8, u16, i32, u32, f32
 * or f64; in in backend memory aligned to the element; counts in backend memory, 8-byte
 * aligned, bins entries (64-bit: n may pass 2^32), not overlapping in. Samples outside
 * [lower, upper) and NaN samples are not counted. 1 <= bins <= 2^30 (CUP_HISTOGRAM_MAX_BINS).
 * n = 0 zeroes the counts. The handle's workspace stays O(bins) whatever n. Asynchronous on
 * CUDA: the counts stay in backend memory.
 *
 * cup_histogram_even: bins equal bins over [lower, upper). The bin of a sample x is exact:
 *  - integer dtypes: lower and upper must be whole numbers with type-min <= lower < upper <=
 *    type-max + 1 (so u8 over [0, 256), u16 over [0, 65536) and i32 over [-2^31, 2^31) are
 *    accepted); the bin is floor((x - lower) * bins / (upper - lower)) in exact integer
 *    arithmetic.
 *  - f32 and f64: lower and upper finite, upper - lower finite. The edges are the doubles
 *    edge(b) = fma(b, w, lower) for b < bins with w = (upper - lower) / bins rounded to double,
 *    and edge(bins) = upper; x (exactly converted to double) is in the bin b with
 *    edge(b) <= x < edge(b + 1). The edges never decrease and edge(bins - 1) <= upper, so every
 *    x in [lower, upper) lands in exactly one bin and x = upper in none; adjacent edges may round
 *    to the same double when bins is huge against the range, which leaves a bin empty. The CPU
 *    and CUDA backends compute the same edges (fma rounds once on both).
 * Refused with CUP_STATUS_INVALID_VALUE, nothing written: bins = 0 or past the maximum, lower
 * >= upper, a NaN or infinite bound, integer bounds that are not whole numbers or outside the
 * dtype's range, NULL pointers; CUP_STATUS_INVALID_POINTER: memory outside the backend. */
#define CUP_HISTOGRAM_MAX_BINS ((size_t)1 << 30)
CUP_API cup_status cup_histogram_even(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, size_t bins,
                                      double lower, double upper, uint64_t *counts);
/* The same, returning the counts to host memory (bins entries; waits for them). The request
 * is checked before the call allocates its bins counts: a refused one allocates nothing. */
CUP_API cup_status cup_histogram_even_to_host(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, size_t bins,
                                              double lower, double upper, uint64_t *host_counts);
/* cup_histogram_range: bins given by bins + 1 edges, a host array of doubles read during the
 * call, strictly increasing and not NaN (infinite edges are allowed); bin b is
 * [edges[b], edges[b + 1]). dtype f32 or f64 only. Unsorted or repeated edges are refused with
 * CUP_STATUS_INVALID_VALUE. On CUDA the edges are copied from the caller's (pageable) array, a
 * copy that waits: like the calls that wait, the range form returns CUP_STATUS_NOT_SUPPORTED
 * while the handle's stream is captured into a CUDA graph. */
CUP_API cup_status cup_histogram_range(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, size_t bins,
                                       const double *edges, uint64_t *counts);
CUP_API cup_status cup_histogram_range_to_host(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, size_t bins,
                                               const double *edges, uint64_t *host_counts);

/* counts[i] (bins entries on local rank i) = cup_histogram_even over every rank's shard. */
CUP_API cup_status cup_group_histogram_even(cup_group_t g, cup_dtype dtype, const void *const *in, const size_t *n, size_t bins, double lower, double upper, uint64_t *const *counts);

/* ---- radix sort ----------------------------------------------------------------------------- */

/* A stable sort of n keys, ascending or descending, with their values (cup_sort_pairs) moved
 * alongside. Key dtypes: u8, u16, i32, u32, i64, u64, f32, f64.
 *
 * The order. Each key is compared through its "ordered" bits, an unsigned integer of the key's
 * width: unsigned keys their own bits; signed keys their bits with the sign bit flipped (two's
 * complement order); floats in IEEE 754 total order with every NaN last: a NaN of either sign and
 * any payload becomes all ones, every other negative number (sign bit set, -0 included) has all
 * its bits flipped and every other positive number its sign bit, so
 *   -inf < ... < -denormals < -0 < +0 < +denormals < ... < +inf < NaN,
 * -0 sorts before +0, and all NaNs compare equal to each other: they keep their input order.
 * begin_bit and end_bit select the bits [begin_bit, end_bit) of the ordered bits (bit 0 the least
 * significant) that the sort compares; end_bit = 0 stands for the key's width, so 0, 0 compares
 * whole keys. 0 <= begin_bit <= end_bit <= width (8, 16, 32 or 64); begin_bit == end_bit makes
 * every key equal (the output is the input). Keys whose selected bits are equal are "equal keys".
 *
 * Stable: equal keys keep their input order, ascending and descending alike. Descending is the
 * exact reverse of the ascending order of the keys (NaNs first, +0 before -0), with equal keys
 * still in input order. The output keys are the input keys' own bits (a NaN keeps its payload, -0
 * its sign), permuted; the CPU and CUDA backends give the same output bit for bit.
 *
 * flags: CUP_SORT_DESCENDING or 0 (ascending); other bits are refused.
 * keys_in, keys_out: n keys of dtype in backend memory, aligned to the key size. values_in,
 * values_out: n values of value_size bytes each (1 to 16; opaque bytes, moved as they are),
 * aligned to the largest power of two that divides value_size (16 for 16-byte values, 4 for 12,
 * 1 for 3). Any n (64-bit); n = 0 writes nothing.
 * In place: keys_out == keys_in (and/or values_out == values_in) sorts the array where it is;
 * otherwise an output must not overlap any other array of the call, and keys and values must not
 * overlap each other. The inputs of a call that is not in place are not modified.
 * Workspace: the call takes scratch from the handle's workspace (on CUDA about n x (key size +
 * value size) bytes and a little more; the CPU backend allocates its scratch for the call), which
 * grows on the first call that needs more and never shrinks; past the device's memory the call
 * returns CUP_STATUS_ALLOC_FAILED having written nothing. Asynchronous on CUDA; capturable in a
 * CUDA graph once a call of the same size has grown the workspace (see the conventions above).
 * Refused with CUP_STATUS_INVALID_VALUE, nothing written: NULL pointers (with n > 0), an unknown
 * flag, a bit range outside the key, value_size 0 or past 16, outputs overlapping other arrays;
 * CUP_STATUS_NOT_SUPPORTED: another dtype; CUP_STATUS_INVALID_POINTER: memory outside the backend
 * or misaligned. */
#define CUP_SORT_DESCENDING 1u
CUP_API cup_status cup_sort_keys(cup_handle_t h, cup_dtype dtype, const void *keys_in, void *keys_out, size_t n,
                                 unsigned flags, int begin_bit, int end_bit);
CUP_API cup_status cup_sort_pairs(cup_handle_t h, cup_dtype key_dtype, const void *keys_in, void *keys_out,
                                  const void *values_in, void *values_out, size_t value_size, size_t n,
                                  unsigned flags, int begin_bit, int end_bit);

/* ---- scan (prefix sums) ---------------------------------------------------------------- */

/* Inclusive: out[i] = x[0] op ... op x[i]. Exclusive: out[0] = the empty prefix, out[i] = x[0]
 * op ... op x[i-1]. */
typedef enum cup_scan_kind {
    CUP_SCAN_INCLUSIVE = 0,
    CUP_SCAN_EXCLUSIVE = 1,
    CUP_SCAN_KIND_COUNT
} cup_scan_kind;

CUP_API const char *cup_scan_kind_name(cup_scan_kind k); /* "inclusive", "exclusive"; NULL when out of range */
CUP_API cup_status cup_scan_kind_from_name(const char *name, cup_scan_kind *out);

/* The prefix scan of n elements of dtype (i32, u32, i64, u64, f32, f64) under op (SUM, MIN,
 * MAX), in and out in backend memory aligned to the element. out may be in itself (in place);
 * any other overlap of in and out is refused. Any n (64-bit); n = 0 writes nothing (in and
 * out may then be NULL). Asynchronous on CUDA, capturable in a CUDA graph (no host wait, no
 * allocation once the handle's workspace has its size). There is no _to_host form: the result
 * is an array, which cup_copy_to_host fetches.
 *
 * Semantics:
 *  - integer SUM wraps as two's complement in the element type; the empty prefix (exclusive
 *    out[0]) is 0, +0 for floats.
 *  - MIN/MAX skip NaN elements as cup_reduce does. The empty prefix, and a prefix of NaNs
 *    only, is the identity: +inf for f32/f64 MIN and -inf for MAX, the type's largest value
 *    for integer MIN and its smallest for MAX (INT32_MAX, UINT32_MAX, ..., INT32_MIN, 0, ...).
 *    Where elements tie for the extreme (+0 and -0 compare equal), the earliest one is returned,
 *    so MIN/MAX results are the same bits on every backend and in any grouping.
 *  - float SUM is rounded at every step, in this one association order (on both backends,
 *    whatever the device, stream, handle, thread count or timing):
 *      the array is cut from its start into tiles of T = B x I elements (the last one may be
 *      short), B = 256 threads of I items, I = 32 for f32 and 16 for f64 (src/families/scan/
 *      tuning.h; these may change with tuning, and the bits with them);
 *      item j of a tile belongs to thread t = j / I; a_t = the sum of its items from left to
 *      right; the threads form warps of 32, and within each warp a Kogge-Stone scan gives
 *      s_l: s = a, then for d = 1, 2, 4, 8, 16 (all lanes at once) s_l = s_(l-d) + s_l for
 *      l >= d; the warps' totals (s_31 of each) are scanned the same way over the B / 32 warps,
 *      giving c_w, and the tile's sum is A = c_(B/32 - 1);
 *      the tiles' prefixes fold strictly left: E_0 is empty, E_k = E_(k-1) + A_(k-1);
 *      thread t (warp w, lane l) of tile k starts from p = E_k + (c_(w-1) + s_(l-1)), a term
 *      left out where it is empty (w = 0, l = 0, k = 0), and adds its items one by one:
 *      inclusive out[i] = p_i + x[i] where p_i is p for the thread's first item and the
 *      previous inclusive value after it; exclusive out[i] = p_i (out[0] = +0).
 *    So the float results of cup_scan are the same bits on every run and on the CPU and CUDA
 *    backends: the CPU backend follows the same tiles, at about 1.5 times the work of a plain
 *    loop. A NaN result is NaN on both, its payload unspecified. */
CUP_API cup_status cup_scan(cup_handle_t h, cup_scan_kind kind, cup_op op, cup_dtype dtype, const void *in, void *out,
                            size_t n);

/* ---- select and partition (stream compaction) ----------------------------------------------- */

/* cup_select_if: the elements x of in[0 .. n) with x cmp *value (cup_count_if's comparison and
 * NaN rule), in their order, to out[0 .. count); *count = how many. out holds room for n
 * elements of dtype; out[count ..) is left untouched. cup_partition_if: the same kept elements
 * first, in their order, then the others, in their order: all n of out written, *count = the
 * number kept. dtype i32 .. f64; in and out in backend memory, aligned to the element, not
 * overlapping; value a host pointer to one element of dtype, read during the call; count in
 * backend memory, 8-byte aligned, overlapping neither. n = 0 sets *count = 0 and writes nothing
 * else (in and out may then be NULL). Asynchronous on CUDA, capturable in a CUDA graph. */
CUP_API cup_status cup_select_if(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, cup_cmp cmp,
                                 const void *value, void *out, uint64_t *count);
CUP_API cup_status cup_partition_if(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, cup_cmp cmp,
                                    const void *value, void *out, uint64_t *count);
/* The same, the count returned to host memory (waits for it); out stays in backend memory. */
CUP_API cup_status cup_select_if_to_host(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, cup_cmp cmp,
                                         const void *value, void *out, uint64_t *host_count);
CUP_API cup_status cup_partition_if_to_host(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, cup_cmp cmp,
                                            const void *value, void *out, uint64_t *host_count);

/* ---- transpose ------------------------------------------------------------------------------ */

/* out = in^T for a row-major rows x cols matrix `in` with leading dimension ld_in >= cols
 * (elements between rows), into the row-major cols x rows matrix `out` with ld_out >= rows.
 * Any dtype: only the element size matters. Elements of out between rows (ld_out > rows) are
 * left untouched, so sub-matrices work. rows or cols = 0 is a no-op. in and out must not
 * overlap (in-place transpose is not supported). Asynchronous on CUDA. */
CUP_API cup_status cup_transpose(cup_handle_t h, cup_dtype dtype, size_t rows, size_t cols, const void *in,
                         size_t ld_in, void *out, size_t ld_out);

/* Distributed transpose. The rows x cols matrix A is split by rows: rank p holds rows[p]
 * consecutive rows (row-major, dense: in[i] is rows[rank] x cols); the cols x R result
 * (R = the sum of rows) is split by rows the same way: rank p gets out_rows[p] consecutive rows
 * of A^T (out[i] is out_rows[rank] x R, dense), the out_rows summing to cols. rows and out_rows
 * are host arrays of cup_group_size's `size` entries, the same on every rank. Any dtype. */
CUP_API cup_status cup_group_transpose(cup_group_t g, cup_dtype dtype, const size_t *rows, const size_t *out_rows, size_t cols, const void *const *in, void *const *out);

/* ---- 1-D stencil (constant memory and the read-only cache) ---------------------------------- */

/* out[i] for i in [0, n), from in[i - radius .. i + radius] and host coefficients c:
 *   CUP_STENCIL_ANTISYMMETRIC: out[i] = sum_{k=1..radius} c[k-1] * (in[i+k] - in[i-k])
 *       (the classic first-derivative stencil; c holds `radius` values)
 *   CUP_STENCIL_SYMMETRIC:     out[i] = c[0] * in[i] + sum_{k=1..radius} c[k] * (in[i+k] + in[i-k])
 *       (smoothing, second derivatives; c holds radius + 1 values)
 * Every output is defined: reads outside [0, n) follow the boundary rule. */
typedef enum cup_stencil_form {
    CUP_STENCIL_ANTISYMMETRIC = 0,
    CUP_STENCIL_SYMMETRIC = 1,
    CUP_STENCIL_FORM_COUNT
} cup_stencil_form;

typedef enum cup_boundary {
    CUP_BOUNDARY_CLAMP = 0,    /* in[j] for j < 0 is in[0], for j >= n is in[n-1] */
    CUP_BOUNDARY_ZERO = 1,     /* in[j] outside [0, n) is 0 */
    CUP_BOUNDARY_PERIODIC = 2, /* in[j] is in[j mod n] (wraps as often as needed when n < radius) */
    CUP_BOUNDARY_COUNT
} cup_boundary;

#define CUP_STENCIL_MAX_RADIUS 16

/* dtype CUP_F32 or CUP_F64; coef is host memory of that dtype; 1 <= radius <= 16; in and out
 * in backend memory, aligned to the element, not overlapping (no in-place); n = 0 is a no-op.
 * Each output is one fixed expression of its inputs, so results are reproducible bitwise;
 * they match a long-double reference to within a few rounding errors of sum |c_k x_j|.
 * Asynchronous on CUDA; coef may be reused or freed as soon as the call returns. */
CUP_API cup_status cup_stencil1d(cup_handle_t h, cup_dtype dtype, cup_stencil_form form, const void *coef, int radius,
                         const void *in, void *out, size_t n, cup_boundary boundary);

/* The same with in and out in host memory (pageable or pinned, not overlapping), of any size:
 * the outputs are those of cup_stencil1d bit for bit. On CUDA the arrays stream through the GPU
 * in chunks, each with its halo (the radius either side, the boundary rule at the array's ends),
 * copies in and out running at once, after the work already queued on the handle's stream (as
 * cup_reduce_host); the call waits and returns with out written. Refusals as cup_reduce_host's. */
CUP_API cup_status cup_stencil1d_host(cup_handle_t h, cup_dtype dtype, cup_stencil_form form, const void *coef,
                                      int radius, const void *in, void *out, size_t n, cup_boundary boundary);

CUP_API const char *cup_stencil_form_name(cup_stencil_form f); /* "antisymmetric", "symmetric" */
CUP_API const char *cup_boundary_name(cup_boundary b);         /* "clamp", "zero", "periodic" */
CUP_API cup_status cup_stencil_form_from_name(const char *name, cup_stencil_form *out);
CUP_API cup_status cup_boundary_from_name(const char *name, cup_boundary *out);

/* ---- groups of devices: sharded primitives (docs/multi-gpu.md) ----------------------------- */

/* A group is a set of ranks, each with its own handle, its own backend memory and its own shard of
 * the data; the sharded calls (cup_group_reduce, cup_group_count_if, cup_group_histogram_even,
 * cup_group_transpose, each in its primitive's section above) combine across the ranks. On CUDA the ranks are GPUs and they
 * combine through NCCL; on the CPU they are thread-ranks combining through shared memory, so a
 * program written for a group runs without a GPU.
 *
 * Two ways in, one set of calls:
 *  - cup_group_create: one caller drives every rank (CUDA: one GPU per rank, cuprim creates the
 *    NCCL communicators with ncclCommInitAll; CPU: `ranks` thread-ranks). The caller is "local"
 *    to all of them.
 *  - cup_group_from_comm: one rank per caller, as MPI or torchrun launch one process per GPU. CUDA:
 *    comm is the application's ncclComm_t as void * (the group's rank, size and device are the
 *    communicator's; the group calls switch to that device and back). CPU: comm is one of the
 *    communicators cup_cpu_comm_init_all made, one per thread. The communicator stays the
 *    application's (cup_group_destroy leaves it alone) and must outlive the group.
 * Every sharded call takes arrays indexed by the caller's LOCAL ranks (cup_group_size's `local`
 * entries: all of them after cup_group_create, one after cup_group_from_comm), and every rank of
 * the group must make the same call (same request: op, dtype, bins, ...) in the same order, as
 * with any collective. Shards may differ in size; any may be empty.
 *
 * Before anything is combined every rank checks its own arguments (backend memory of its own
 * device, sizes) and the ranks agree on the outcome (one small all-reduce of each rank's status
 * and request when ranks live in several callers), so a bad shard on one rank gives an error on
 * every rank, and no rank is left waiting in a half-issued collective: nothing is written to any
 * output then. The first refusal's rank and reason are in cup_group_last_error. That agreement
 * waits for the caller's queued work; with one caller driving every rank it needs no
 * communication and the calls stay asynchronous on each rank's stream.
 *
 * On CUDA the group calls need cuprim built with NCCL's header (CUPRIM_NCCL) and libnccl.so.2
 * loadable at run time; else they return CUP_STATUS_NOT_SUPPORTED with the reason. A group is
 * not thread-safe: one caller per group object. */

/* CUDA: devices[i] is rank i's GPU (NULL: 0 .. ranks - 1; ranks = 0: every visible GPU).
 * CPU: `ranks` thread-ranks (1 to 1024), devices NULL. AUTO: CUDA when built with NCCL and a GPU
 * answers, else CPU. The calling thread's current device is left as it was. */
CUP_API cup_status cup_group_create(cup_group_t *g, cup_backend backend, int ranks, const int *devices);
CUP_API cup_status cup_group_from_comm(cup_group_t *g, cup_backend backend, void *comm);
/* `ranks` CPU communicators for cup_group_from_comm, one per thread-rank (comms[i] is rank i). */
CUP_API cup_status cup_cpu_comm_init_all(void **comms, int ranks);
/* One of them; the shared state goes with the last. NULL is a no-op. */
CUP_API cup_status cup_cpu_comm_destroy(void *comm);
/* Waits for the group's work, destroys its handles and the communicators it created. */
CUP_API cup_status cup_group_destroy(cup_group_t g);
/* The last failure on g (or of the last failed create in this thread when g is NULL). */
CUP_API const char *cup_group_last_error(cup_group_t g);
CUP_API cup_status cup_group_size(cup_group_t g, int *size, int *local);
/* The handle and global rank of local rank `local` (owned by the group: do not destroy it). Use
 * the handle for cup_malloc and the copies of that rank's shard; on CUDA with one caller driving
 * several GPUs, make that rank's device current first (cup_group_use or cudaSetDevice). */
CUP_API cup_status cup_group_handle(cup_group_t g, int local, cup_handle_t *h, int *rank);
/* Makes local rank `local`'s device the calling thread's current device (CUDA; nothing on the
 * CPU), so that its handle takes calls: cudaSetDevice without the CUDA runtime in the program. */
CUP_API cup_status cup_group_use(cup_group_t g, int local);
CUP_API cup_status cup_group_sync(cup_group_t g);
CUP_API cup_backend cup_group_backend(cup_group_t g);
/* CPU thread-ranks (one per caller): how long this caller waits in a sharded call for the other
 * ranks (seconds, above 0 and at most 86400; default 300, or CUPRIM_GROUP_TIMEOUT read by the
 * group's create). A rank that does not come within it (it never made the call, or passed a NULL
 * group) makes every rank of the group fail with CUP_STATUS_EXECUTION_FAILED naming it, and
 * every later call on the group fails at once: destroy it. On the CPU transport a rank that fails
 * after the agreement (an allocation, a copy, reading the agreement back) fails every rank too.
 * CUDA groups wait as NCCL does; the setting is kept but not used there. */
CUP_API cup_status cup_group_set_timeout(cup_group_t g, double seconds);


/* ---- device facts ---------------------------------------------------------------------- */

typedef struct cup_device_info {
    cup_backend backend;
    char name[256];
    /* CUDA device properties (cudaDeviceProp and its attributes); zero on the CPU backend */
    int cc_major, cc_minor;
    int sm_count;
    int max_threads_per_block, max_threads_per_sm, max_blocks_per_sm, warp_size;
    int max_block_dim[3], max_grid_dim[3];
    int regs_per_block, regs_per_sm;
    size_t smem_per_block, smem_per_block_optin, smem_per_sm;
    size_t const_mem_bytes, global_mem_bytes, l2_bytes, persisting_l2_max_bytes;
    int clock_khz, mem_clock_khz, mem_bus_bits;
    int ecc_enabled, concurrent_kernels, async_engines, unified_addressing, managed_memory;
    int can_map_host_memory, cooperative_launch, cluster_launch, stream_priorities;
    double theoretical_gbps; /* 2 * mem_clock * bus width (DDR); 0 when unknown */
    /* CPU */
    int cpu_threads;         /* worker threads the CPU backend uses */
    size_t cache_bytes;      /* CUDA: L2; CPU: last-level cache when known */
} cup_device_info;

CUP_API cup_status cup_device_info_get(cup_handle_t h, cup_device_info *info);

#ifdef __cplusplus
}
#endif

#endif /* CUPRIM_H */
