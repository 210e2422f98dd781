/* The reduce family inside the library: the request its variants run, and its tables. */
#ifndef CUPRIM_FAMILY_REDUCE_H
#define CUPRIM_FAMILY_REDUCE_H

#include "core/internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One reduce request, checked by api.c before any variant sees it: n > 0, in and out valid
 * and aligned, dtype and op within the variant's masks, block accepted. */
typedef struct cup_reduce_args {
    cup_op op;
    cup_dtype dtype;
    const void *in;
    size_t n;
    void *out;
    int block;
} cup_reduce_args;

/* cub-gpu2gpu's limits (cub_gpu2gpu.cccl.cu says what was measured), in its variant's traits and
 * in its run alike */
#define CUP_REDUCE_GPU2GPU_TRAITS (CUP_REDUCE_COUNT_INT32 | CUP_REDUCE_F32_MAX_2P29)

/* The sharded float sum's local step and its rounding (group.c): dtype f32 or f64, in checked
 * here as cup_reduce checks it (on failure the handle's message names fn), an empty shard a
 * zero accumulator; vec and out in backend memory, asynchronous on CUDA. */
cup_status cup_reduce_exact_partial(cup_handle_t h, const char *fn, cup_dtype dtype, const void *in, size_t n,
                                    int64_t *vec);
cup_status cup_reduce_exact_finish(cup_handle_t h, cup_dtype dtype, const int64_t *vec, void *out);
/* Their backends: a shard's exact accumulator as a
 * CUP_XS_VEC_* vector of int64 in backend memory (n > 0, in checked), and the rounding of such a
 * vector (the sum over every rank's) into one element. */
cup_status cup_cpu_reduce_exact_partial(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, int64_t *vec);
cup_status cup_cpu_reduce_exact_finish(cup_handle_t h, cup_dtype dtype, const int64_t *vec, void *out);
cup_status cup_cuda_reduce_exact_partial(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, int64_t *vec);
cup_status cup_cuda_reduce_exact_finish(cup_handle_t h, cup_dtype dtype, const int64_t *vec, void *out);

extern const cup_variant_table cup_reduce_cpu;
extern const cup_variant_table cup_reduce_cuda;
extern const cup_shard cup_reduce_shard; /* group.c: its sharded call (cup_group_run) */

#ifdef __cplusplus
}
#endif

#endif
