/* cup_reduce and its variants: the checks of a reduce request, then the registered variant. */
#include "families/reduce/exact.h"
#include "families/reduce/reduce.h"

const cup_family cup_family_reduce = {"reduce", &cup_reduce_cpu, CUP_IF_CUDA(&cup_reduce_cuda)};

static cup_status reduce_checked(cup_handle_t h, const char *fn, const cup_variant *v, int block, cup_op op,
                                 cup_dtype dtype, const void *in, size_t n, void *out)
{
    if ((unsigned)dtype >= CUP_DTYPE_COUNT)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown dtype %d", fn, (int)dtype);
    if ((unsigned)op >= CUP_OP_COUNT) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown op %d", fn, (int)op);
    if (!out) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out is NULL", fn);
    if (n > 0 && !in) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: in is NULL with n = %zu", fn, n);
    if (n == 0 && op != CUP_SUM)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s of zero elements is undefined", fn, cup_op_name(op));
    const size_t size = cup_dtype_size(dtype);
    if (n > SIZE_MAX / size)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: n = %zu elements overflows the address space", fn, n);
    if (!(v->info.dtypes & CUP_MASK(dtype)) || !(v->info.ops & CUP_MASK(op)))
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: variant %s does not do %s on %s", fn, v->info.name,
                        cup_op_name(op), cup_dtype_name(dtype));
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
    const cup_status s = cup_variant_for(h, __func__, variant, "reduce", &v);
    return s ? s : reduce_checked(h, __func__, v, block, op, dtype, in, n, out);
}

cup_status cup_reduce(cup_handle_t h, cup_op op, cup_dtype dtype, const void *in, size_t n, void *out)
{
    CUP_ENTER(h);
    const cup_variant *v;
    const cup_status s = cup_best_for(h, __func__, "reduce", &v);
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
    cup_status s = cup_best_for(h, __func__, "reduce", &v);
    if (s == CUP_STATUS_SUCCESS) s = reduce_checked(h, __func__, v, 0, op, dtype, in, n, slot);
    return s ? s : h->ops->to_host(h, host_out, slot, cup_dtype_size(dtype));
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
    if (s) return s;
#ifdef CUPRIM_HAVE_CUDA
    if (h->backend == CUP_BACKEND_CUDA) return cup_cuda_reduce_exact_partial(h, dtype, in, n, vec);
#endif
    return cup_cpu_reduce_exact_partial(h, dtype, in, n, vec);
}

cup_status cup_reduce_exact_finish(cup_handle_t h, cup_dtype dtype, const int64_t *vec, void *out)
{
    CUP_ENTER(h);
#ifdef CUPRIM_HAVE_CUDA
    if (h->backend == CUP_BACKEND_CUDA) return cup_cuda_reduce_exact_finish(h, dtype, vec, out);
#endif
    return cup_cpu_reduce_exact_finish(h, dtype, vec, out);
}
