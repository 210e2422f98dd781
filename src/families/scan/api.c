/* cup_scan and its variants: the names of the kinds, the checks of a scan request, then the
 * registered variant. */
#include "families/scan/scan.h"

const cup_family cup_family_scan = {.id = CUP_FAM_scan, .cpu = &cup_scan_cpu, .cuda = CUP_IF_CUDA(&cup_scan_cuda)};

static const char *const kind_names[CUP_SCAN_KIND_COUNT] = {[CUP_SCAN_INCLUSIVE] = "inclusive",
                                                            [CUP_SCAN_EXCLUSIVE] = "exclusive"};

const char *cup_scan_kind_name(cup_scan_kind k) { return (unsigned)k < CUP_SCAN_KIND_COUNT ? kind_names[k] : NULL; }

cup_status cup_scan_kind_from_name(const char *name, cup_scan_kind *out)
{
    const int i = cup_lookup_name(name, kind_names, CUP_SCAN_KIND_COUNT);
    if (i < 0 || !out) return CUP_STATUS_INVALID_VALUE;
    *out = (cup_scan_kind)i;
    return CUP_STATUS_SUCCESS;
}

static cup_status scan_checked(cup_handle_t h, const char *fn, const cup_variant *v, int block, cup_scan_kind kind,
                               cup_op op, cup_dtype dtype, const void *in, void *out, size_t n)
{
    if ((unsigned)kind >= CUP_SCAN_KIND_COUNT)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown scan kind %d (inclusive, exclusive)", fn, (int)kind);
    if ((unsigned)op >= CUP_OP_COUNT) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown op %d", fn, (int)op);
    cup_status s = cup_check_dtype(h, fn, v, dtype);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_block(h, fn, v, &block);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (!(v->info.ops & CUP_MASK(op)))
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: variant %s does not do %s", fn, v->info.name, cup_op_name(op));
    if (n == 0) return CUP_STATUS_SUCCESS; /* nothing to read or write: in and out may be NULL */
    if (!in) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: in is NULL with n = %zu", fn, n);
    if (!out) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out is NULL with n = %zu", fn, n);
    const size_t size = cup_dtype_size(dtype);
    if (n > SIZE_MAX / size)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: n = %zu elements overflows the address space", fn, n);
    s = cup_check_buffer(h, fn, "in", in, n * size, size);
    if (s == CUP_STATUS_SUCCESS && out != in) s = cup_check_buffer(h, fn, "out", out, n * size, size);
    if (s != CUP_STATUS_SUCCESS) return s;
    /* in place is one pointer for both; a shifted overlap would read elements already written */
    if (out != in && cup_overlaps(in, n * size, out, n * size))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out overlaps in without being in itself (in place)", fn);
    const cup_scan_args a = {kind, op, dtype, in, out, n, block};
    return v->run(h, &a);
}

cup_status cup_scan_variant(cup_handle_t h, int variant, int block, cup_scan_kind kind, cup_op op, cup_dtype dtype,
                            const void *in, void *out, size_t n)
{
    CUP_ENTER(h);
    const cup_variant *v;
    const cup_status s = cup_variant_for(h, __func__, variant, &cup_family_scan, &v);
    return s ? s : scan_checked(h, __func__, v, block, kind, op, dtype, in, out, n);
}

cup_status cup_scan(cup_handle_t h, cup_scan_kind kind, cup_op op, cup_dtype dtype, const void *in, void *out, size_t n)
{
    CUP_ENTER(h);
    const cup_variant *v;
    const cup_status s = cup_best_for(h, __func__, &cup_family_scan, &v);
    return s ? s : scan_checked(h, __func__, v, 0, kind, op, dtype, in, out, n);
}
