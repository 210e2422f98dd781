/* Internals shared by the core, the backends and the family files. Not installed. */
#ifndef CUPRIM_INTERNAL_H
#define CUPRIM_INTERNAL_H

#include "cuprim_lab.h"
#include "families.h"

#include <stdarg.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CUP_MSG_LEN 512

/* What a backend provides to the core. Every entry returns a status and, on failure, has set
 * the handle's message through cup_fail(). */
typedef struct cup_backend_ops {
    cup_status (*init)(cup_handle_t h);
    /* Is the handle usable from the calling thread now (CUDA: the thread's current device is the
     * handle's)? Called at the top of every public call; NULL when always usable. */
    cup_status (*ready)(cup_handle_t h);
    void (*fini)(cup_handle_t h);
    cup_status (*alloc)(cup_handle_t h, void **ptr, size_t bytes);
    cup_status (*release)(cup_handle_t h, void *ptr);
    cup_status (*to_backend)(cup_handle_t h, void *dst, const void *src, size_t bytes);
    cup_status (*to_host)(cup_handle_t h, void *dst, const void *src, size_t bytes);
    cup_status (*fill)(cup_handle_t h, void *dst, int value, size_t bytes);
    /* Is [p, p + bytes) memory the backend's kernels may touch? `what` names it in messages. */
    cup_status (*check_ptr)(cup_handle_t h, const void *p, size_t bytes, const char *what);
    cup_status (*set_stream)(cup_handle_t h, void *stream);
    cup_status (*sync)(cup_handle_t h);
    cup_status (*device_info)(cup_handle_t h, cup_device_info *info);
    cup_status (*ceilings)(cup_handle_t h, double *copy_gbps, double *read_gbps);
    /* cup_time_prepared: `prepare` (NULL: none) before every run, after the previous one ended */
    cup_status (*time)(cup_handle_t h, cup_work_fn prepare, cup_work_fn fn, void *ctx, int warmup, int reps,
                       size_t flush_bytes, cup_timing *timing);
    cup_status (*empty)(cup_handle_t h); /* queue the smallest unit of work: an empty kernel */
    void (*drop_flush)(cup_handle_t h);  /* free time's cache-flush buffer (it is made again on need) */
    /* Is the handle's stream being captured into a CUDA graph (or unsure)? NULL: never. */
    int (*capturing)(cup_handle_t h);
    /* cup_measure_links: pinned H2D, D2H and bidirectional GB/s. NULL: no host link (all 0). */
    cup_status (*links)(cup_handle_t h, double *h2d_gbps, double *d2h_gbps, double *bidir_gbps);
    /* The host-array engine's (core/pipeline.h): how its windows move between host and backend. */
    const struct cup_pipe_transport *pipe;
    /* Is [p, p + bytes) host memory the pipeline may read or write? NULL: every pointer is. */
    cup_status (*check_host)(cup_handle_t h, const char *fn, const char *what, const void *p, size_t bytes);
    /* Pinned host memory (cup_host_alloc's `pinned`); NULL: the backend has none (malloc serves). */
    cup_status (*host_alloc)(cup_handle_t h, void **p, size_t bytes);
    cup_status (*host_free)(cup_handle_t h, void *p);
    /* cup_measure_h2d_from, its arguments checked; NULL: no host link (0). */
    cup_status (*h2d_from)(cup_handle_t h, const void *host, size_t bytes, double *gbps);
    /* Does a device answer (what cup_create's AUTO asks)? NULL: always. */
    int (*usable)(void);
    /* cup_register_host / cup_unregister_host, their arguments checked; NULL: not on this backend. */
    cup_status (*register_host)(cup_handle_t h, void *p, size_t bytes);
    cup_status (*unregister_host)(cup_handle_t h, void *p);
} cup_backend_ops;

struct cup_handle {
    cup_backend backend;
    const cup_backend_ops *ops;
    void *stream;            /* CUDA: cudaStream_t */
    void *state;             /* backend-owned (workspace, counters, thread count, ...) */
    void *result_slot;       /* backend memory for cup_reduce_to_host, allocated on first use */
    char msg[CUP_MSG_LEN];   /* detail of the last failure */
    int smem_carveout;       /* cup_set_smem_carveout: -1 (driver default) or 0..100 */
    void *pipe;              /* the host-array pipeline's state (core/pipeline.h), made on first use */
    void (*pipe_release)(cup_handle_t h); /* frees it: left by whoever made it (cup_destroy calls it) */
    size_t pipe_chunk;       /* cup_set_pipeline_chunk: bytes of input a chunk; 0: the default */
};

/* One registered variant. `run` takes its family's argument struct (cup_reduce_args, ...),
 * already checked by the family's entry point, so a new family adds a struct, never a slot. */
typedef struct cup_variant {
    cup_variant_info info;
    cup_status (*run)(cup_handle_t h, const void *args);
} cup_variant;

/* A family's variants on one backend: defined in the family's cpu.c or cuda.cu. */
typedef struct cup_variant_table {
    const cup_variant *rows;
    int count;
} cup_variant_table;
#define CUP_TABLE(rows_) {rows_, (int)(sizeof rows_ / sizeof rows_[0])}

/* A family as the registry sees it (defined in its api.c): its identity (its line of
 * families.def) and its tables by backend, NULL where it has none on that backend (or the backend
 * is not built). Everything in the library names a family by this object. */
typedef struct cup_shard cup_shard; /* group/group.h */
typedef struct cup_family {
    cup_family_id id;
    const cup_variant_table *cpu, *cuda;
    const cup_shard *shard; /* how its call runs over a group of ranks (cup_group_run); NULL: it is not sharded */
} cup_family;
#define CUP_FAMILY(id, name, kind) extern const cup_family cup_family_##id;
#include "families.def"
#undef CUP_FAMILY
/* The lab demonstrations' family objects, indexed by identity (NULL for the primitives): built
 * into the lab, not into libcuprim, they are handed to the registry by the lab as it is loaded
 * (src/lab/families.c), before the registry's first use. */
void cup_registry_add_demos(const cup_family *const *families);
#ifdef CUPRIM_HAVE_CUDA
#define CUP_IF_CUDA(x) (x)
#else
#define CUP_IF_CUDA(x) NULL
#endif

/* The handle's backend-memory slot (16 bytes) where the *_to_host calls leave a result before
 * copying it out: one per handle, since an allocation per call would cost more than a small
 * reduction. NULL, with the handle's message set, when it cannot be allocated. */
void *cup_result_slot(cup_handle_t h);

/* Record a failure on h (or in the thread's create-slot when h is NULL) and return s. */
cup_status cup_fail(cup_handle_t h, cup_status s, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* One element of any numeric dtype (i32 .. f64), e.g. a scalar of a request copied from the
 * caller's host pointer. */
typedef union cup_value {
    int32_t i32;
    uint32_t u32;
    int64_t i64;
    uint64_t u64;
    float f32;
    double f64;
} cup_value;

#define CUP_MASK(x) (1u << (unsigned)(x))
/* i32 .. b16: what data movement takes (u8 and u16 are the histogram's sample types) */
#define CUP_ALL_DTYPES (CUP_MASK(CUP_DTYPE_COUNT) - 1u) /* every dtype, u8 and u16 too */
#define CUP_NUMERIC_DTYPES (CUP_MASK(CUP_F64 + 1) - 1u) /* i32 .. f64: what arithmetic takes */
#define CUP_ALL_OPS (CUP_MASK(CUP_OP_COUNT) - 1u)

/* Functions and data shared by C and CUDA code (the bank model and its kernels, the stencil's
 * boundary rule on both backends) are written once with CUP_HD. */
#ifdef __CUDACC__
#define CUP_HD __host__ __device__ __forceinline__
#else
#define CUP_HD static inline
#endif

CUP_HD size_t cup_ceil_div(size_t a, size_t b) { return (a + b - 1) / b; }

/* Backends, each seen by the core through its ops alone. The CUDA one exists only in CUDA builds. */
extern const cup_backend_ops cup_cpu_ops;
#ifdef CUPRIM_HAVE_CUDA
extern const cup_backend_ops cup_cuda_ops;
int cup_cuda_usable(void); /* a device answers: its ops' `usable`, which the NCCL groups ask too */
#endif

/* ---- registry (registry.c) ---- */
/* Reads the tables on first use (every registry call does). NULL, or why
 * the registry cannot be used. */
const char *cup_registry_ready(void);
const cup_variant *cup_variant_at(int index);
const char *cup_family_name(cup_family_id f); /* its name in families.def */
/* `f`'s production path (`best`) on `backend`, found once when the tables were read; NULL if none. */
const cup_variant *cup_family_best(const cup_family *f, cup_backend backend);

/* ---- checks every family's entry points share (validate.c) ----
 * Each returns CUP_STATUS_SUCCESS or a status with the handle's message set, naming `fn`. */

/* The start of every public call on a handle: NULL handle, cleared message, the backend's
 * readiness (CUDA: the calling thread's current device). */
cup_status cup_enter(cup_handle_t h, const char *fn);
int cup_handle_live(cup_handle_t h); /* between cup_create and cup_destroy */
#define CUP_ENTER(h)                                                                                \
    do {                                                                                            \
        cup_status enter_ = cup_enter((h), __func__);                                               \
        if (enter_ != CUP_STATUS_SUCCESS) return enter_;                                            \
    } while (0)
/* The same for a call that waits for the GPU or allocates (cup_sync, cup_malloc, the copies, the
 * *_to_host forms): refused while the handle's stream is captured into a CUDA graph, before it
 * queues anything, since a wait would invalidate the user's capture. */
cup_status cup_enter_waiting(cup_handle_t h, const char *fn);
#define CUP_ENTER_WAITING(h)                                                                        \
    do {                                                                                            \
        cup_status enter_ = cup_enter_waiting((h), __func__);                                       \
        if (enter_ != CUP_STATUS_SUCCESS) return enter_;                                            \
    } while (0)
/* The registered variant `index`, when it belongs to `family` on h's backend. */
cup_status cup_variant_for(cup_handle_t h, const char *fn, int index, const cup_family *family, const cup_variant **v);
/* The owner of a demonstration's prepared state (streams, hostmem): the first member of each
 * family's state struct, so one check serves every such family. */
typedef struct cup_state_owner {
    cup_handle_t h;
    int variant;
} cup_state_owner;
/* A stateful demonstration's ops: their names, how many, and which op prepares, which is timed
 * (the one allowed during a graph capture) and which releases. */
typedef struct cup_op_protocol {
    const cup_family *family;
    const char *const *names;
    int count, prepare, run, release;
} cup_op_protocol;
/* The checks before one op of a stateful demonstration: the handle entered, variant `variant`
 * of p->family, op known, the state pointer given (state_given), and *state (owner, NULL when
 * none) empty for the prepare op and prepared by this handle and variant for the others. Sets
 * *v; *nothing = 1 (and success) for the release of an empty state. */
cup_status cup_state_op_enter(cup_handle_t h, const char *fn, const cup_op_protocol *p, int variant, int op,
                              int state_given, const cup_state_owner *owner, const cup_variant **v, int *nothing);
/* The production path (`best`) of `family` on h's backend. */
cup_status cup_best_for(cup_handle_t h, const char *fn, const cup_family *family, const cup_variant **v);
/* dtype known, and one the variant takes. */
cup_status cup_check_dtype(cup_handle_t h, const char *fn, const cup_variant *v, cup_dtype dtype);
/* A 1-D block: 0 becomes the variant's default; otherwise a power of two it accepts. */
cup_status cup_check_block(cup_handle_t h, const char *fn, const cup_variant *v, int *block);
/* A 2-D block shape: 0x0 becomes the variant's default; otherwise one of its shapes. */
cup_status cup_check_shape(cup_handle_t h, const char *fn, const cup_variant *v, int *bx, int *by);
/* [p, p + bytes) aligned to `align` and memory the backend's kernels may touch. */
cup_status cup_check_buffer(cup_handle_t h, const char *fn, const char *what, const void *p, size_t bytes,
                            size_t align);
int cup_overlaps(const void *a, size_t abytes, const void *b, size_t bbytes);
int cup_is_pow2(long long x);

double cup_median(double *v, int n); /* sorts v (measure.c) */
/* median, fastest and slowest of the n timed runs in v (sorts v) */
void cup_timing_of(double *v, int n, cup_timing *timing);
/* The index of `name` in names[0..count), or -1 (handle.c). */
int cup_lookup_name(const char *name, const char *const *names, int count);
/* The environment variable `name` as a count from lo to hi: decimal digits only (no sign, space
 * or suffix), into *out. 1 when it holds one, 0 when it is unset or empty, -1 for anything else
 * (which the caller refuses with its own message, never replaces). */
int cup_env_count(const char *name, long lo, long hi, long *out);
/* The most threads of the host-array engine's copy pool (CUPRIM_PIPE_THREADS): here rather than in
 * pipeline.h because cup_create checks that variable too, and the handle includes nothing of the
 * engine (which calls the handle). */
enum { CUP_PIPE_MAX_THREADS = 64 };

#ifdef __cplusplus
}
#endif

#endif
