/* The warp family: the names, dtypes and widths of its intrinsics (from the one table in
 * warp.h) and the checked entry points of its variants. */
#include "families/warp/api.h"
#include "families/warp/warp.h"

const cup_family cup_family_warp = {.id = CUP_FAM_warp, .cpu = &cup_warp_cpu, .cuda = CUP_IF_CUDA(&cup_warp_cuda)};

#define NAME(op_, name_, dtypes_, call_, technique_) [op_] = name_,
static const char *const names[CUP_WARP_OP_COUNT] = {CUP_WARP_OPS(NAME)};
#undef NAME
#define DTYPES(op_, name_, dtypes_, call_, technique_) [op_] = dtypes_,
static const unsigned dtypes[CUP_WARP_OP_COUNT] = {CUP_WARP_OPS(DTYPES)};
#undef DTYPES

const char *cup_warp_op_name(cup_warp_op op) { return (unsigned)op < CUP_WARP_OP_COUNT ? names[op] : NULL; }

unsigned cup_warp_op_dtypes(cup_warp_op op) { return (unsigned)op < CUP_WARP_OP_COUNT ? dtypes[op] : 0u; }

unsigned cup_warp_op_widths(cup_warp_op op)
{
    if ((unsigned)op >= CUP_WARP_OP_COUNT) return 0u;
    return CUP_WARP_IS_SHFL(op) ? 0x3eu : 0x20u; /* 2..32, or 32 */
}

size_t cup_warp_result_bytes(cup_warp_op op, cup_dtype dtype)
{
    if (!(cup_warp_op_dtypes(op) & CUP_MASK(dtype))) return 0;
    if (CUP_WARP_IS_SHFL(op) || op >= CUP_WARP_REDUCE_ADD) return cup_dtype_size(dtype);
    return op == CUP_WARP_MATCH_ALL ? 8 : 4;
}

/* The checks both entry points share: the variant, its op, the dtype and the width (0 -> 32).
 * *op is written on every path: with the library's hidden visibility gcc -O3 inlines this and
 * could no longer tell that the callers read it only after a success (-Wmaybe-uninitialized). */
static cup_status check_call(cup_handle_t h, const char *fn, int variant, cup_dtype dtype, int *width,
                             const cup_variant **v, cup_warp_op *op)
{
    *op = CUP_WARP_OP_COUNT;
    cup_status s = cup_variant_for(h, fn, variant, &cup_family_warp, v);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_dtype(h, fn, *v, dtype);
    if (s != CUP_STATUS_SUCCESS) return s;
    int k = 0;
    while (k < CUP_WARP_OP_COUNT && (*v)->info.ops != CUP_MASK(k)) k++;
    if (k == CUP_WARP_OP_COUNT) return cup_fail(h, CUP_STATUS_INTERNAL_ERROR, "%s: variant %s has no op", fn, (*v)->info.name);
    *op = (cup_warp_op)k;
    if (*width == 0) *width = 32;
    if (*width < 1 || *width > 32 || !cup_is_pow2(*width) || !(cup_warp_op_widths(*op) & CUP_MASK(__builtin_ctz((unsigned)*width))))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s takes width %s, not %d", fn, (*v)->info.name,
                        CUP_WARP_IS_SHFL(*op) ? "2, 4, 8, 16 or 32" : "32", *width);
    return CUP_STATUS_SUCCESS;
}

cup_status cup_warp_variant(cup_handle_t h, int variant, cup_dtype dtype, int width, const void *in,
                            const int32_t *arg, const uint32_t *masks, size_t warps, void *out)
{
    CUP_ENTER(h);
    const char *fn = "cup_warp_variant";
    const cup_variant *v;
    cup_warp_op op;
    cup_status s = check_call(h, fn, variant, dtype, &width, &v, &op);
    if (s != CUP_STATUS_SUCCESS || warps == 0) return s;
    const int needs_arg = CUP_WARP_IS_SHFL(op);
    if (!in || !masks || !out || (needs_arg && !arg))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s is NULL", fn,
                        !in ? "in" : !masks ? "masks" : !out ? "out" : "arg");
    const size_t size = cup_dtype_size(dtype), rsize = cup_warp_result_bytes(op, dtype);
    if (warps > SIZE_MAX / (32 * 8))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %zu warps overflow the address space", fn, warps);
    const size_t lanes = 32 * warps, in_bytes = lanes * size, arg_bytes = lanes * 4, out_bytes = lanes * rsize;
    s = cup_check_buffer(h, fn, "in", in, in_bytes, size);
    if (s == CUP_STATUS_SUCCESS && needs_arg) s = cup_check_buffer(h, fn, "arg", arg, arg_bytes, 4);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_buffer(h, fn, "masks", masks, warps * 4, 4);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_buffer(h, fn, "out", out, out_bytes, rsize);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (cup_overlaps(out, out_bytes, in, in_bytes) || cup_overlaps(out, out_bytes, masks, warps * 4) ||
        (needs_arg && cup_overlaps(out, out_bytes, arg, arg_bytes)))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out overlaps an input", fn);
    const cup_warp_args x = {op, dtype, width, in, needs_arg ? arg : NULL, masks, warps, 0, out};
    return v->run(h, &x);
}

cup_status cup_warp_throughput(cup_handle_t h, int variant, cup_dtype dtype, int width, size_t steps, size_t warps,
                               void *out)
{
    CUP_ENTER(h);
    const char *fn = "cup_warp_throughput";
    const cup_variant *v;
    cup_warp_op op;
    cup_status s = check_call(h, fn, variant, dtype, &width, &v, &op);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (cup_get_backend(h) != CUP_BACKEND_CUDA)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED,
                        "%s: the CPU variants are the warp model; there is no throughput to time", fn);
    if (steps == 0) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: steps must be at least 1", fn);
    if (warps == 0) return CUP_STATUS_SUCCESS;
    if (!out) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out is NULL", fn);
    const size_t size = cup_dtype_size(dtype);
    if (warps > SIZE_MAX / (32 * 8))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %zu warps overflow the address space", fn, warps);
    s = cup_check_buffer(h, fn, "out", out, 32 * warps * size, size);
    if (s != CUP_STATUS_SUCCESS) return s;
    const cup_warp_args x = {op, dtype, width, NULL, NULL, NULL, warps, steps, out};
    return v->run(h, &x);
}
