/* cup_select_if, cup_partition_if and their variants: the checks of a request (count's
 * comparison checks, then the output array's), then the registered variant. */
#include "families/select/select.h"

const cup_family cup_family_select = {.id = CUP_FAM_select, .cpu = &cup_select_cpu,
                                      .cuda = CUP_IF_CUDA(&cup_select_cuda)};

static cup_status select_checked(cup_handle_t h, const char *fn, int variant, int block, cup_dtype dtype,
                                 const void *in, size_t n, cup_cmp cmp, const void *value, void *out, uint64_t *count,
                                 int partition)
{
    const cup_variant *v;
    cup_status s = cup_cmp_request_check(h, fn, &cup_family_select, variant, &block, dtype, in, n, cmp, value, "count", count,
                                         sizeof *count, sizeof *count, &v);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (n == 0) return h->ops->fill(h, count, 0, sizeof *count); /* nothing kept, nothing else written */
    if (!out) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out is NULL with n = %zu", fn, n);
    const size_t size = cup_dtype_size(dtype), bytes = n * size;
    s = cup_check_buffer(h, fn, "out", out, bytes, size);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (cup_overlaps(in, bytes, out, bytes)) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out overlaps in", fn);
    if (cup_overlaps(out, bytes, count, sizeof *count))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: count lies inside out", fn);
    const cup_select_args a = {dtype, cmp, cup_cmp_value_of(dtype, value), in, n, out, count, partition, block};
    return v->run(h, &a);
}

cup_status cup_select_if_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in, size_t n,
                                 cup_cmp cmp, const void *value, void *out, uint64_t *count)
{
    CUP_ENTER(h);
    if (variant < 0) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: no variant %d", __func__, variant);
    return select_checked(h, __func__, variant, block, dtype, in, n, cmp, value, out, count, 0);
}

cup_status cup_partition_if_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in, size_t n,
                                    cup_cmp cmp, const void *value, void *out, uint64_t *count)
{
    CUP_ENTER(h);
    if (variant < 0) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: no variant %d", __func__, variant);
    return select_checked(h, __func__, variant, block, dtype, in, n, cmp, value, out, count, 1);
}

cup_status cup_select_if(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, cup_cmp cmp, const void *value,
                         void *out, uint64_t *count)
{
    CUP_ENTER(h);
    return select_checked(h, __func__, -1, 0, dtype, in, n, cmp, value, out, count, 0);
}

cup_status cup_partition_if(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, cup_cmp cmp, const void *value,
                            void *out, uint64_t *count)
{
    CUP_ENTER(h);
    return select_checked(h, __func__, -1, 0, dtype, in, n, cmp, value, out, count, 1);
}

/* The count goes through the handle's result slot, then to the host. */
static cup_status to_host(cup_handle_t h, const char *fn, cup_dtype dtype, const void *in, size_t n, cup_cmp cmp,
                          const void *value, void *out, uint64_t *host_count, int partition)
{
    if (!host_count) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: host_count is NULL", fn);
    void *slot = cup_result_slot(h);
    if (!slot) return CUP_STATUS_ALLOC_FAILED;
    const cup_status s = select_checked(h, fn, -1, 0, dtype, in, n, cmp, value, out, slot, partition);
    return s ? s : h->ops->to_host(h, host_count, slot, sizeof *host_count);
}

cup_status cup_select_if_to_host(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, cup_cmp cmp,
                                 const void *value, void *out, uint64_t *host_count)
{
    CUP_ENTER_WAITING(h);
    return to_host(h, __func__, dtype, in, n, cmp, value, out, host_count, 0);
}

cup_status cup_partition_if_to_host(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, cup_cmp cmp,
                                    const void *value, void *out, uint64_t *host_count)
{
    CUP_ENTER_WAITING(h);
    return to_host(h, __func__, dtype, in, n, cmp, value, out, host_count, 1);
}
