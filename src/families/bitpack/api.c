/* cup_bitpack and its variants: count's request checks with ceil(n / 32) words of output, then
 * the registered variant. */
#include "families/bitpack/bitpack.h"

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
