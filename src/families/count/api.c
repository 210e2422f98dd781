/* cup_count_if, cup_bitpack and their variants: the names of the comparisons, the checks of a
 * request they share, then the registered variant (bitpack's output: ceil(n / 32) words). */
#include "families/count/count.h"

#include <string.h>

const cup_family cup_family_count_if = {.id = CUP_FAM_count_if, .cpu = &cup_count_cpu,
                                        .cuda = CUP_IF_CUDA(&cup_count_cuda), .shard = &cup_count_shard};

static const char *const cmp_names[CUP_CMP_COUNT] = {
    [CUP_CMP_LT] = "lt", [CUP_CMP_LE] = "le", [CUP_CMP_GT] = "gt",
    [CUP_CMP_GE] = "ge", [CUP_CMP_EQ] = "eq", [CUP_CMP_NE] = "ne"};

const char *cup_cmp_name(cup_cmp c) { return (unsigned)c < CUP_CMP_COUNT ? cmp_names[c] : NULL; }

cup_status cup_cmp_from_name(const char *name, cup_cmp *out)
{
    const int i = cup_lookup_name(name, cmp_names, CUP_CMP_COUNT);
    if (i < 0 || !out) return CUP_STATUS_INVALID_VALUE;
    *out = (cup_cmp)i;
    return CUP_STATUS_SUCCESS;
}

cup_cmp_value cup_cmp_value_of(cup_dtype dtype, const void *value)
{
    cup_cmp_value v;
    memset(&v, 0, sizeof v);
    memcpy(&v, value, cup_dtype_size(dtype));
    return v;
}

cup_status cup_cmp_request_check(cup_handle_t h, const char *fn, const cup_family *family, int variant, int *block,
                                  cup_dtype dtype, const void *in, size_t n, cup_cmp cmp, const void *value,
                                  const char *out_name, const void *out, size_t out_bytes, size_t out_align,
                                  const cup_variant **v)
{
    cup_status s = variant < 0 ? cup_best_for(h, fn, family, v) : cup_variant_for(h, fn, variant, family, v);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_block(h, fn, *v, block);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_dtype(h, fn, *v, dtype);
    if (s != CUP_STATUS_SUCCESS) return s;
    if ((unsigned)cmp >= CUP_CMP_COUNT)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown cmp %d (lt, le, gt, ge, eq, ne)", fn, (int)cmp);
    if (!((*v)->info.ops & CUP_MASK(cmp)))
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: variant %s does not take cmp %s", fn, (*v)->info.name,
                        cup_cmp_name(cmp));
    if (!value) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: value is NULL", fn);
    /* bitpack of nothing writes nothing: its output may then be NULL (an empty array's pointer) */
    if (!out && out_bytes > 0) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s is NULL", fn, out_name);
    if (n > 0 && !in) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: in is NULL with n = %zu", fn, n);
    const size_t size = cup_dtype_size(dtype);
    if (n > SIZE_MAX / size)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: n = %zu elements overflows the address space", fn, n);
    if (out_bytes == 0) return CUP_STATUS_SUCCESS; /* bitpack of nothing: nothing to check or write */
    s = cup_check_buffer(h, fn, out_name, out, out_bytes, out_align);
    if (s == CUP_STATUS_SUCCESS && n > 0) s = cup_check_buffer(h, fn, "in", in, n * size, size);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (n > 0 && cup_overlaps(in, n * size, out, out_bytes))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s overlaps the input", fn, out_name);
    return CUP_STATUS_SUCCESS;
}

static cup_status count_checked(cup_handle_t h, const char *fn, int variant, int block, cup_dtype dtype,
                                const void *in, size_t n, cup_cmp cmp, const void *value, uint64_t *count)
{
    const cup_variant *v;
    const cup_status s = cup_cmp_request_check(h, fn, &cup_family_count_if, variant, &block, dtype, in, n, cmp, value, "count",
                                               count, sizeof *count, sizeof *count, &v);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (n == 0) return h->ops->fill(h, count, 0, sizeof *count);
    const cup_count_args a = {dtype, cmp, cup_cmp_value_of(dtype, value), in, n, count, block};
    return v->run(h, &a);
}

cup_status cup_count_if_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in, size_t n,
                                cup_cmp cmp, const void *value, uint64_t *count)
{
    CUP_ENTER(h);
    if (variant < 0) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: no variant %d", __func__, variant);
    return count_checked(h, __func__, variant, block, dtype, in, n, cmp, value, count);
}

cup_status cup_count_if(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, cup_cmp cmp, const void *value,
                        uint64_t *count)
{
    CUP_ENTER(h);
    return count_checked(h, __func__, -1, 0, dtype, in, n, cmp, value, count);
}

cup_status cup_count_if_to_host(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, cup_cmp cmp,
                                const void *value, uint64_t *host_count)
{
    CUP_ENTER_WAITING(h);
    if (!host_count) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: host_count is NULL", __func__);
    void *slot = cup_result_slot(h);
    if (!slot) return CUP_STATUS_ALLOC_FAILED;
    const cup_status s = count_checked(h, __func__, -1, 0, dtype, in, n, cmp, value, slot);
    return s ? s : h->ops->to_host(h, host_count, slot, sizeof *host_count);
}

/* ---- bitpack ---- */

const cup_family cup_family_bitpack = {.id = CUP_FAM_bitpack, .cpu = &cup_bitpack_cpu,
                                       .cuda = CUP_IF_CUDA(&cup_bitpack_cuda)};

static cup_status bitpack_checked(cup_handle_t h, const char *fn, int variant, int block, cup_dtype dtype,
                                  const void *in, size_t n, cup_cmp cmp, const void *value, uint32_t *bits)
{
    const cup_variant *v;
    const cup_status s = cup_cmp_request_check(h, fn, &cup_family_bitpack, variant, &block, dtype, in, n, cmp, value, "bits",
                                               bits, cup_ceil_div(n, 32) * 4, 4, &v);
    if (s != CUP_STATUS_SUCCESS || n == 0) return s;
    const cup_bitpack_args a = {dtype, cmp, cup_cmp_value_of(dtype, value), in, n, bits, block};
    return v->run(h, &a);
}

cup_status cup_bitpack_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in, size_t n,
                               cup_cmp cmp, const void *value, uint32_t *bits)
{
    CUP_ENTER(h);
    if (variant < 0) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: no variant %d", __func__, variant);
    return bitpack_checked(h, __func__, variant, block, dtype, in, n, cmp, value, bits);
}

cup_status cup_bitpack(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, cup_cmp cmp, const void *value,
                       uint32_t *bits)
{
    CUP_ENTER(h);
    return bitpack_checked(h, __func__, -1, 0, dtype, in, n, cmp, value, bits);
}
