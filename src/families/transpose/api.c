/* cup_transpose and its variants: the checks of a transpose request, then the registered variant. */
#include "families/transpose/transpose.h"

const cup_family cup_family_transpose = {.id = CUP_FAM_transpose, .cpu = &cup_transpose_cpu,
                                         .cuda = CUP_IF_CUDA(&cup_transpose_cuda), .shard = &cup_transpose_shard};

static cup_status transpose_checked(cup_handle_t h, const char *fn, const cup_variant *v, int bx, int by,
                                    cup_dtype dtype, size_t rows, size_t cols, const void *in, size_t ld_in,
                                    void *out, size_t ld_out)
{
    cup_status s = cup_check_dtype(h, fn, v, dtype);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_shape(h, fn, v, &bx, &by);
    if (s != CUP_STATUS_SUCCESS || rows == 0 || cols == 0) return s; /* nothing to move */
    if (!in || !out) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s is NULL", fn, in ? "out" : "in");
    if (ld_in < cols || ld_out < rows)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: ld_%s = %zu is less than the %zu elements of a row", fn,
                        ld_in < cols ? "in" : "out", ld_in < cols ? ld_in : ld_out, ld_in < cols ? cols : rows);
    const size_t size = cup_dtype_size(dtype);
    /* elements spanned: (rows - 1) * ld + cols, computed without overflow */
    if (rows - 1 > (SIZE_MAX / size - cols) / ld_in || cols - 1 > (SIZE_MAX / size - rows) / ld_out)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: a %zu x %zu matrix overflows the address space", fn, rows,
                        cols);
    const size_t in_bytes = ((rows - 1) * ld_in + cols) * size, out_bytes = ((cols - 1) * ld_out + rows) * size;
    s = cup_check_buffer(h, fn, "in", in, in_bytes, size);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_buffer(h, fn, "out", out, out_bytes, size);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (cup_overlaps(in, in_bytes, out, out_bytes))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: in and out overlap (in-place transpose is not supported)", fn);
    const cup_transpose_args a = {dtype, size, rows, cols, in, ld_in, out, ld_out, bx, by};
    return v->run(h, &a);
}

cup_status cup_transpose_variant(cup_handle_t h, int variant, int block_x, int block_y, cup_dtype dtype, size_t rows,
                                 size_t cols, const void *in, size_t ld_in, void *out, size_t ld_out)
{
    CUP_ENTER(h);
    const cup_variant *v;
    const cup_status s = cup_variant_for(h, __func__, variant, &cup_family_transpose, &v);
    return s ? s : transpose_checked(h, __func__, v, block_x, block_y, dtype, rows, cols, in, ld_in, out, ld_out);
}

cup_status cup_transpose(cup_handle_t h, cup_dtype dtype, size_t rows, size_t cols, const void *in, size_t ld_in,
                         void *out, size_t ld_out)
{
    CUP_ENTER(h);
    const cup_variant *v;
    const cup_status s = cup_best_for(h, __func__, &cup_family_transpose, &v);
    return s ? s : transpose_checked(h, __func__, v, 0, 0, dtype, rows, cols, in, ld_in, out, ld_out);
}
