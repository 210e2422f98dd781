/* Internals shared by the core, the backends and the family files. Not installed. */
#ifndef CUPRIM_INTERNAL_H
#define CUPRIM_INTERNAL_H

#include "cuprim.h"

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
    cup_status (*time)(cup_handle_t h, cup_work_fn fn, void *ctx, int warmup, int reps,
                       size_t flush_bytes, double *median_us);
    cup_status (*empty)(cup_handle_t h); /* queue the smallest unit of work: an empty kernel */
} cup_backend_ops;

struct cup_handle {
    cup_backend backend;
    const cup_backend_ops *ops;
    void *stream;            /* CUDA: cudaStream_t */
    void *state;             /* backend-owned (workspace, counters, thread count, ...) */
    void *result_slot;       /* backend memory for cup_reduce_to_host, allocated on first use */
    char msg[CUP_MSG_LEN];   /* detail of the last failure */
    int smem_carveout;       /* cup_set_smem_carveout: -1 (driver default) or 0..100 */
};

/* Arguments of one reduce request, checked by the core before any variant sees them:
 * n > 0, in/out valid and aligned, dtype/op within the variant's masks, block accepted. */
typedef struct cup_reduce_args {
    cup_op op;
    cup_dtype dtype;
    const void *in;
    size_t n;
    void *out;
    int block;
} cup_reduce_args;

/* One transpose request, checked by the core: rows, cols > 0, pointers valid, aligned and not
 * overlapping, the block shape one the variant accepts. esize is the element size in bytes. */
typedef struct cup_transpose_args {
    cup_dtype dtype;
    size_t esize, rows, cols;
    const void *in;
    size_t ld_in;
    void *out;
    size_t ld_out;
    int bx, by;
} cup_transpose_args;

/* One stencil request, checked by the core: n > 0, dtype F32/F64, 1 <= radius <= 16, form and
 * boundary known, pointers valid, aligned and not overlapping, block accepted. coef holds the
 * caller's coefficients converted to double, zero-padded to CUP_STENCIL_MAX_RADIUS + 1:
 * c[k] multiplies offset k (antisymmetric: c[0] = 0 and c[k] is the caller's c[k-1]). */
typedef struct cup_stencil_args {
    cup_dtype dtype;
    cup_stencil_form form;
    cup_boundary boundary;
    int radius;
    double coef[CUP_STENCIL_MAX_RADIUS + 1];
    const void *coef_host; /* the caller's array, in its dtype (radius or radius + 1 values) */
    const void *in;
    void *out;
    size_t n;
    int block;
} cup_stencil_args;

/* One access request, checked by the core (offsets resolved to the read and write sides). */
typedef struct cup_access_args {
    const float *a, *b;
    float *c;
    size_t n, read_offset, write_offset;
    int block;
} cup_access_args;

/* smem-banks: `blocks` blocks of `rounds` rounds into out (checked by the core). */
typedef struct cup_smem_banks_args {
    size_t blocks;
    int rounds;
    uint32_t *out;
} cup_smem_banks_args;

/* symbols: *result = value + 2 through a __device__ or __constant__ symbol. */
typedef struct cup_symbols_args {
    double value;
    double *result;
} cup_symbols_args;

/* One registered variant. `run` takes its family's argument struct (cup_reduce_args, ...),
 * already checked by the family's entry point, so a new family adds a struct, never a slot. */
typedef struct cup_variant {
    cup_variant_info info;
    cup_status (*run)(cup_handle_t h, const void *args);
} cup_variant;

/* Record a failure on h (or in the thread's create-slot when h is NULL) and return s. */
cup_status cup_fail(cup_handle_t h, cup_status s, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

#define CUP_MASK(x) (1u << (unsigned)(x))
#define CUP_ALL_DTYPES (CUP_MASK(CUP_DTYPE_COUNT) - 1u)
#define CUP_NUMERIC_DTYPES (CUP_MASK(CUP_F64 + 1) - 1u) /* i32 .. f64: what arithmetic takes */
#define CUP_ALL_OPS (CUP_MASK(CUP_OP_COUNT) - 1u)

/* Backends and their family tables. CUDA ones exist only in CUDA builds. */
extern const cup_backend_ops cup_cpu_ops;
extern const cup_variant cup_cpu_reduce_variants[];
extern const int cup_cpu_reduce_variant_count;
extern const cup_variant cup_cpu_transpose_variants[];
extern const int cup_cpu_transpose_variant_count;
extern const cup_variant cup_cpu_stencil_variants[];
extern const int cup_cpu_stencil_variant_count;
#ifdef CUPRIM_HAVE_CUDA
extern const cup_variant cup_cuda_stencil_variants[];
extern const int cup_cuda_stencil_variant_count;
extern const cup_variant cup_cuda_smem_banks_variants[];
extern const int cup_cuda_smem_banks_variant_count;
extern const cup_variant cup_cuda_access_variants[];
extern const int cup_cuda_access_variant_count;
extern const cup_variant cup_cuda_symbols_variants[];
extern const int cup_cuda_symbols_variant_count;
extern const cup_backend_ops cup_cuda_ops;
extern const cup_variant cup_cuda_reduce_variants[];
extern const int cup_cuda_reduce_variant_count;
extern const cup_variant cup_cuda_transpose_variants[];
extern const int cup_cuda_transpose_variant_count;
int cup_cuda_usable(void); /* a device answers */
#endif

const cup_variant *cup_variant_at(int index);
double cup_median(double *v, int n); /* sorts v */

#ifdef __cplusplus
}
#endif

#endif
