/* cup_reduce and its variants: the checks of a reduce request, then the registered variant. */
#include "core/pipeline.h"
#include "families/reduce/exact.h"
#include "families/reduce/reduce.h"

#include <string.h>

const cup_family cup_family_reduce = {.id = CUP_FAM_reduce, .cpu = &cup_reduce_cpu,
                                      .cuda = CUP_IF_CUDA(&cup_reduce_cuda), .shard = &cup_reduce_shard};

/* What every reduce request must be, wherever its memory lives; `out_name` names the output. */
static cup_status request_check(cup_handle_t h, const char *fn, const cup_variant *v, cup_op op, cup_dtype dtype,
                                const void *in, size_t n, const void *out, const char *out_name)
{
    if ((unsigned)dtype >= CUP_DTYPE_COUNT)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown dtype %d", fn, (int)dtype);
    if ((unsigned)op >= CUP_OP_COUNT) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown op %d", fn, (int)op);
    if (!out) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s is NULL", fn, out_name);
    if (n > 0 && !in) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: in is NULL with n = %zu", fn, n);
    if (n == 0 && op != CUP_SUM)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s of zero elements is undefined", fn, cup_op_name(op));
    if (n > SIZE_MAX / cup_dtype_size(dtype))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: n = %zu elements overflows the address space", fn, n);
    if (!(v->info.dtypes & CUP_MASK(dtype)) || !(v->info.ops & CUP_MASK(op)))
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: variant %s does not do %s on %s", fn, v->info.name,
                        cup_op_name(op), cup_dtype_name(dtype));
    return CUP_STATUS_SUCCESS;
}

static cup_status reduce_checked(cup_handle_t h, const char *fn, const cup_variant *v, int block, cup_op op,
                                 cup_dtype dtype, const void *in, size_t n, void *out)
{
    const cup_status rs = request_check(h, fn, v, op, dtype, in, n, out, "out");
    if (rs != CUP_STATUS_SUCCESS) return rs;
    const size_t size = cup_dtype_size(dtype);
    cup_status s = cup_check_block(h, fn, v, &block);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_buffer(h, fn, "out", out, size, size);
    if (s == CUP_STATUS_SUCCESS && n > 0) s = cup_check_buffer(h, fn, "in", in, n * size, size);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (n > 0 && cup_overlaps(in, n * size, out, size))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out overlaps the input", fn);
    if (n == 0) return h->ops->fill(h, out, 0, size); /* the SUM identity is all-zero bits */
    const cup_reduce_args a = {op, dtype, in, n, out, block};
    return v->run(h, &a);
}

cup_status cup_reduce_variant(cup_handle_t h, int variant, int block, cup_op op, cup_dtype dtype, const void *in,
                              size_t n, void *out)
{
    CUP_ENTER(h);
    const cup_variant *v;
    const cup_status s = cup_variant_for(h, __func__, variant, &cup_family_reduce, &v);
    return s ? s : reduce_checked(h, __func__, v, block, op, dtype, in, n, out);
}

cup_status cup_reduce(cup_handle_t h, cup_op op, cup_dtype dtype, const void *in, size_t n, void *out)
{
    CUP_ENTER(h);
    const cup_variant *v;
    const cup_status s = cup_best_for(h, __func__, &cup_family_reduce, &v);
    return s ? s : reduce_checked(h, __func__, v, 0, op, dtype, in, n, out);
}

cup_status cup_reduce_to_host(cup_handle_t h, cup_op op, cup_dtype dtype, const void *in, size_t n, void *host_out)
{
    CUP_ENTER_WAITING(h);
    if (!host_out) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: host_out is NULL", __func__);
    if ((unsigned)dtype >= CUP_DTYPE_COUNT)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown dtype %d", __func__, (int)dtype);
    void *slot = cup_result_slot(h);
    if (!slot) return CUP_STATUS_ALLOC_FAILED;
    const cup_variant *v;
    cup_status s = cup_best_for(h, __func__, &cup_family_reduce, &v);
    if (s == CUP_STATUS_SUCCESS) s = reduce_checked(h, __func__, v, 0, op, dtype, in, n, slot);
    return s ? s : h->ops->to_host(h, host_out, slot, cup_dtype_size(dtype));
}

/* The backend's exact accumulator of a checked, non-empty range (a shard, a host-array chunk). */
static cup_status exact_partial(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, int64_t *vec)
{
#ifdef CUPRIM_HAVE_CUDA
    if (h->backend == CUP_BACKEND_CUDA) return cup_cuda_reduce_exact_partial(h, dtype, in, n, vec);
#endif
    return cup_cpu_reduce_exact_partial(h, dtype, in, n, vec);
}

cup_status cup_reduce_exact_partial(cup_handle_t h, const char *fn, cup_dtype dtype, const void *in, size_t n,
                                    int64_t *vec)
{
    CUP_ENTER(h);
    const size_t size = cup_dtype_size(dtype), words = dtype == CUP_F32 ? CUP_XS_VEC_F32 : CUP_XS_VEC_F64;
    if (n > 0 && !in) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: in is NULL with n = %zu", fn, n);
    if (n > SIZE_MAX / size)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: n = %zu elements overflows the address space", fn, n);
    if (n == 0) return h->ops->fill(h, vec, 0, words * sizeof *vec);
    const cup_status s = cup_check_buffer(h, fn, "in", in, n * size, size);
    return s ? s : exact_partial(h, dtype, in, n, vec);
}

cup_status cup_reduce_exact_finish(cup_handle_t h, cup_dtype dtype, const int64_t *vec, void *out)
{
    CUP_ENTER(h);
#ifdef CUPRIM_HAVE_CUDA
    if (h->backend == CUP_BACKEND_CUDA) return cup_cuda_reduce_exact_finish(h, dtype, vec, out);
#endif
    return cup_cpu_reduce_exact_finish(h, dtype, vec, out);
}

/* ---- over a host array: the pipeline engine (core/pipeline.h) runs best on each chunk ---------- */

typedef struct host_reduce {
    const cup_variant *v;
    cup_op op;
    cup_dtype dtype;
    int exact; /* float SUM: each chunk leaves its exact accumulator (exact.h: a CUP_XS_VEC_* vector) */
    void *host_out;
} host_reduce;

static cup_status host_chunk(cup_handle_t h, const void *ctx, const void *win, size_t first, size_t count, void *out,
                             void *record)
{
    (void)first, (void)out;
    const host_reduce *r = ctx;
    if (r->exact) return exact_partial(h, r->dtype, win, count, record); /* the window's exact accumulator */
    const cup_reduce_args a = {r->op, r->dtype, win, count, record, r->v->info.block_default};
    return r->v->run(h, &a);
}

/* The chunks' results in chunk order: integer sums wrap in the unsigned type of their width, so
 * any grouping gives cup_reduce's bits; MIN/MAX never see a NaN here (a chunk of NaNs gave the
 * identity). */
#define COMBINE(T, SUM_T)                                                                          \
    do {                                                                                           \
        T acc, x;                                                                                  \
        memcpy(&acc, rec, sizeof acc);                                                             \
        for (size_t c = 1; c < chunks; c++) {                                                      \
            memcpy(&x, rec + c * sizeof x, sizeof x);                                              \
            if (r->op == CUP_SUM) acc = (T)((SUM_T)acc + (SUM_T)x);                                \
            else if (r->op == CUP_MIN ? x < acc : x > acc) acc = x;                                \
        }                                                                                          \
        memcpy(r->host_out, &acc, sizeof acc);                                                     \
    } while (0)

static cup_status host_finish(cup_handle_t h, const void *ctx, const void *records, size_t chunks)
{
    const host_reduce *r = ctx;
    const unsigned char *rec = records;
    if (r->exact) { /* the chunks' vectors add into the whole array's (exact.h), rounded once */
        const int limbs = r->dtype == CUP_F32 ? CUP_XS_LIMBS_F32 : CUP_XS_LIMBS_F64;
        const size_t words = r->dtype == CUP_F32 ? CUP_XS_VEC_F32 : CUP_XS_VEC_F64;
        int64_t acc[CUP_XS_VEC_F64] = {0};
        for (size_t c = 0; c < chunks; c++) {
            int64_t one[CUP_XS_VEC_F64];
            memcpy(one, rec + c * words * sizeof(int64_t), words * sizeof(int64_t));
            for (size_t k = 0; k < words; k++) acc[k] += one[k];
            /* a carry step (top down, each limb reads its neighbour's old value) keeps every limb
             * below 2^34 whatever the number of chunks */
            for (int k = limbs - 1; k >= 0; k--) acc[k] = cup_xs_carried(acc, k, limbs);
        }
        /* host memory in, host memory out: the CPU backend's rounding, whatever h's backend */
        return cup_cpu_reduce_exact_finish(h, r->dtype, acc, r->host_out);
    }
    switch (r->dtype) {
    case CUP_I32: COMBINE(int32_t, uint32_t); break;
    case CUP_U32: COMBINE(uint32_t, uint32_t); break;
    case CUP_I64: COMBINE(int64_t, uint64_t); break;
    case CUP_U64: COMBINE(uint64_t, uint64_t); break;
    case CUP_F32: COMBINE(float, float); break;
    default: COMBINE(double, double); break;
    }
    return CUP_STATUS_SUCCESS;
}

cup_status cup_reduce_host(cup_handle_t h, cup_op op, cup_dtype dtype, const void *in, size_t n, void *host_out)
{
    CUP_ENTER_WAITING(h);
    const char *fn = __func__;
    const cup_variant *v;
    cup_status s = cup_best_for(h, fn, &cup_family_reduce, &v);
    if (s == CUP_STATUS_SUCCESS) s = request_check(h, fn, v, op, dtype, in, n, host_out, "host_out");
    if (s != CUP_STATUS_SUCCESS) return s;
    const size_t size = cup_dtype_size(dtype);
    s = cup_pipe_check_host(h, fn, "host_out", host_out, size, size);
    if (s == CUP_STATUS_SUCCESS && n > 0) s = cup_pipe_check_host(h, fn, "in", in, n * size, size);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (n > 0 && cup_overlaps(in, n * size, host_out, size))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: host_out overlaps the input", fn);
    if (n == 0) { /* the SUM identity is all-zero bits */
        memset(host_out, 0, size);
        return CUP_STATUS_SUCCESS;
    }
    const int exact = op == CUP_SUM && (dtype == CUP_F32 || dtype == CUP_F64);
    const host_reduce r = {v, op, dtype, exact, host_out};
    const size_t record = exact ? (dtype == CUP_F32 ? CUP_XS_VEC_F32 : CUP_XS_VEC_F64) * sizeof(int64_t) : size;
    const cup_pipe_job job = {.in = in, .n = n, .in_size = size, .record_bytes = record, .chunk = host_chunk,
                              .finish = host_finish, .ctx = &r, .fn = fn};
    return cup_pipe_run(h, &job);
}
