/* Handle, status text, names, memory helpers, the registry and the checked entry points.
 * Everything a caller can get wrong is caught here, once, before a backend or a variant
 * runs, so that a failed call leaves its outputs untouched. */
#include "internal.h"
#include "families/smem-banks/patterns.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- failures -------------------------------------------------------------------------- */

static _Thread_local char create_msg[CUP_MSG_LEN];

cup_status cup_fail(cup_handle_t h, cup_status s, const char *fmt, ...)
{
    char *dst = h ? h->msg : create_msg;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(dst, CUP_MSG_LEN, fmt, ap);
    va_end(ap);
    return s;
}

const char *cup_last_error(cup_handle_t h) { return h ? h->msg : create_msg; }

const char *cup_status_string(cup_status s)
{
    switch (s) {
    case CUP_STATUS_SUCCESS: return "CUP_STATUS_SUCCESS";
    case CUP_STATUS_INVALID_VALUE: return "CUP_STATUS_INVALID_VALUE";
    case CUP_STATUS_INVALID_POINTER: return "CUP_STATUS_INVALID_POINTER";
    case CUP_STATUS_NOT_SUPPORTED: return "CUP_STATUS_NOT_SUPPORTED";
    case CUP_STATUS_ALLOC_FAILED: return "CUP_STATUS_ALLOC_FAILED";
    case CUP_STATUS_BACKEND_UNAVAILABLE: return "CUP_STATUS_BACKEND_UNAVAILABLE";
    case CUP_STATUS_EXECUTION_FAILED: return "CUP_STATUS_EXECUTION_FAILED";
    case CUP_STATUS_INTERNAL_ERROR: return "CUP_STATUS_INTERNAL_ERROR";
    }
    return "CUP_STATUS_UNKNOWN";
}

/* ---- names ------------------------------------------------------------------------------- */

static const char *const dtype_names[CUP_DTYPE_COUNT] = {
    [CUP_I32] = "i32", [CUP_U32] = "u32", [CUP_I64] = "i64", [CUP_U64] = "u64",
    [CUP_F32] = "f32", [CUP_F64] = "f64", [CUP_B1] = "b1",   [CUP_B2] = "b2",
    [CUP_B4] = "b4",   [CUP_B8] = "b8",   [CUP_B16] = "b16",
};
static const unsigned char dtype_sizes[CUP_DTYPE_COUNT] = {
    [CUP_I32] = 4, [CUP_U32] = 4, [CUP_I64] = 8, [CUP_U64] = 8, [CUP_F32] = 4, [CUP_F64] = 8,
    [CUP_B1] = 1,  [CUP_B2] = 2,  [CUP_B4] = 4,  [CUP_B8] = 8,  [CUP_B16] = 16,
};
static const char *const op_names[CUP_OP_COUNT] = {[CUP_SUM] = "sum", [CUP_MIN] = "min",
                                                   [CUP_MAX] = "max"};
static const char *const backend_names[] = {[CUP_BACKEND_AUTO] = "auto",
                                            [CUP_BACKEND_CPU] = "cpu",
                                            [CUP_BACKEND_CUDA] = "cuda"};

static const char *const form_names[CUP_STENCIL_FORM_COUNT] = {[CUP_STENCIL_ANTISYMMETRIC] = "antisymmetric",
                                                                 [CUP_STENCIL_SYMMETRIC] = "symmetric"};
static const char *const boundary_names[CUP_BOUNDARY_COUNT] = {
    [CUP_BOUNDARY_CLAMP] = "clamp", [CUP_BOUNDARY_ZERO] = "zero", [CUP_BOUNDARY_PERIODIC] = "periodic"};

static int dtype_ok(cup_dtype t) { return (unsigned)t < CUP_DTYPE_COUNT; }
static int op_ok(cup_op op) { return (unsigned)op < CUP_OP_COUNT; }

const char *cup_dtype_name(cup_dtype t) { return dtype_ok(t) ? dtype_names[t] : NULL; }
size_t cup_dtype_size(cup_dtype t) { return dtype_ok(t) ? dtype_sizes[t] : 0; }
const char *cup_op_name(cup_op op) { return op_ok(op) ? op_names[op] : NULL; }
const char *cup_backend_name(cup_backend b)
{
    return (unsigned)b <= CUP_BACKEND_CUDA ? backend_names[b] : NULL;
}

static int lookup(const char *name, const char *const *names, int count)
{
    for (int i = 0; name && i < count; i++)
        if (strcmp(name, names[i]) == 0) return i;
    return -1;
}

cup_status cup_dtype_from_name(const char *name, cup_dtype *out)
{
    int i = lookup(name, dtype_names, CUP_DTYPE_COUNT);
    if (i < 0 || !out) return CUP_STATUS_INVALID_VALUE;
    *out = (cup_dtype)i;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_op_from_name(const char *name, cup_op *out)
{
    int i = lookup(name, op_names, CUP_OP_COUNT);
    if (i < 0 || !out) return CUP_STATUS_INVALID_VALUE;
    *out = (cup_op)i;
    return CUP_STATUS_SUCCESS;
}

const char *cup_stencil_form_name(cup_stencil_form f)
{
    return (unsigned)f < CUP_STENCIL_FORM_COUNT ? form_names[f] : NULL;
}
const char *cup_boundary_name(cup_boundary b) { return (unsigned)b < CUP_BOUNDARY_COUNT ? boundary_names[b] : NULL; }

cup_status cup_stencil_form_from_name(const char *name, cup_stencil_form *out)
{
    int i = lookup(name, form_names, CUP_STENCIL_FORM_COUNT);
    if (i < 0 || !out) return CUP_STATUS_INVALID_VALUE;
    *out = (cup_stencil_form)i;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_boundary_from_name(const char *name, cup_boundary *out)
{
    int i = lookup(name, boundary_names, CUP_BOUNDARY_COUNT);
    if (i < 0 || !out) return CUP_STATUS_INVALID_VALUE;
    *out = (cup_boundary)i;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_backend_from_name(const char *name, cup_backend *out)
{
    int i = lookup(name, backend_names, 3);
    if (i < 0 || !out) return CUP_STATUS_INVALID_VALUE;
    *out = (cup_backend)i;
    return CUP_STATUS_SUCCESS;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double cup_median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* ---- handle -------------------------------------------------------------------------------- */

cup_status cup_create(cup_handle_t *hp, cup_backend backend)
{
    create_msg[0] = '\0';
    if (!hp) return cup_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_create: handle pointer is NULL");
    *hp = NULL;
    const cup_backend_ops *ops = NULL;
    switch (backend) {
    case CUP_BACKEND_AUTO:
#ifdef CUPRIM_HAVE_CUDA
        if (cup_cuda_usable()) {
            ops = &cup_cuda_ops;
            backend = CUP_BACKEND_CUDA;
            break;
        }
#endif
        ops = &cup_cpu_ops;
        backend = CUP_BACKEND_CPU;
        break;
    case CUP_BACKEND_CPU: ops = &cup_cpu_ops; break;
    case CUP_BACKEND_CUDA:
#ifdef CUPRIM_HAVE_CUDA
        ops = &cup_cuda_ops;
        break;
#else
        return cup_fail(NULL, CUP_STATUS_BACKEND_UNAVAILABLE,
                        "cup_create: this cuprim was built without the CUDA backend");
#endif
    default:
        return cup_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_create: unknown backend %d",
                        (int)backend);
    }
    struct cup_handle *h = calloc(1, sizeof *h);
    if (!h) return cup_fail(NULL, CUP_STATUS_ALLOC_FAILED, "cup_create: out of host memory");
    h->backend = backend;
    h->ops = ops;
    h->smem_carveout = -1;
    cup_status s = ops->init(h);
    if (s != CUP_STATUS_SUCCESS) {
        cup_fail(NULL, s, "%s", h->msg); /* the handle dies: keep its message per thread */
        free(h);
        return s;
    }
    *hp = h;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_destroy(cup_handle_t h)
{
    if (!h) return CUP_STATUS_SUCCESS;
    cup_status s = h->ops->sync(h);
    if (h->result_slot) h->ops->release(h, h->result_slot);
    h->ops->fini(h);
    free(h);
    return s;
}

cup_backend cup_get_backend(cup_handle_t h) { return h ? h->backend : CUP_BACKEND_AUTO; }

#define CHECK_HANDLE(h)                                                                    \
    do {                                                                                   \
        if (!(h)) return cup_fail(NULL, CUP_STATUS_INVALID_VALUE, "%s: handle is NULL", __func__); \
        (h)->msg[0] = '\0';                                                                \
        if ((h)->ops->ready) {                                                             \
            cup_status ready_ = (h)->ops->ready(h);                                        \
            if (ready_ != CUP_STATUS_SUCCESS) return ready_;                               \
        }                                                                                  \
    } while (0)

cup_status cup_set_stream(cup_handle_t h, void *stream)
{
    CHECK_HANDLE(h);
    return h->ops->set_stream(h, stream);
}

cup_status cup_get_stream(cup_handle_t h, void **stream)
{
    CHECK_HANDLE(h);
    if (!stream) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_get_stream: stream is NULL");
    *stream = h->stream;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_sync(cup_handle_t h)
{
    CHECK_HANDLE(h);
    return h->ops->sync(h);
}

/* ---- memory ------------------------------------------------------------------------------ */

cup_status cup_malloc(cup_handle_t h, void **ptr, size_t bytes)
{
    CHECK_HANDLE(h);
    if (!ptr) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_malloc: ptr is NULL");
    *ptr = NULL;
    if (bytes == 0) return CUP_STATUS_SUCCESS;
    return h->ops->alloc(h, ptr, bytes);
}

cup_status cup_free(cup_handle_t h, void *ptr)
{
    CHECK_HANDLE(h);
    if (!ptr) return CUP_STATUS_SUCCESS;
    return h->ops->release(h, ptr);
}

cup_status cup_copy_to_backend(cup_handle_t h, void *dst, const void *src, size_t bytes)
{
    CHECK_HANDLE(h);
    if (bytes == 0) return CUP_STATUS_SUCCESS;
    if (!dst || !src)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_copy_to_backend: %s is NULL",
                        dst ? "src" : "dst");
    cup_status s = h->ops->check_ptr(h, dst, bytes, "dst");
    return s ? s : h->ops->to_backend(h, dst, src, bytes);
}

cup_status cup_copy_to_host(cup_handle_t h, void *dst, const void *src, size_t bytes)
{
    CHECK_HANDLE(h);
    if (bytes == 0) return CUP_STATUS_SUCCESS;
    if (!dst || !src)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_copy_to_host: %s is NULL",
                        dst ? "src" : "dst");
    cup_status s = h->ops->check_ptr(h, src, bytes, "src");
    return s ? s : h->ops->to_host(h, dst, src, bytes);
}

cup_status cup_memset(cup_handle_t h, void *dst, int value, size_t bytes)
{
    CHECK_HANDLE(h);
    if (bytes == 0) return CUP_STATUS_SUCCESS;
    if (!dst) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_memset: dst is NULL");
    cup_status s = h->ops->check_ptr(h, dst, bytes, "dst");
    return s ? s : h->ops->fill(h, dst, value, bytes);
}

/* ---- registry ------------------------------------------------------------------------------ */

static const struct {
    const cup_variant *table;
    const int *count;
} families[] = {
    {cup_cpu_reduce_variants, &cup_cpu_reduce_variant_count},
    {cup_cpu_transpose_variants, &cup_cpu_transpose_variant_count},
    {cup_cpu_stencil_variants, &cup_cpu_stencil_variant_count},
#ifdef CUPRIM_HAVE_CUDA
    {cup_cuda_reduce_variants, &cup_cuda_reduce_variant_count},
    {cup_cuda_transpose_variants, &cup_cuda_transpose_variant_count},
    {cup_cuda_stencil_variants, &cup_cuda_stencil_variant_count},
    {cup_cuda_smem_banks_variants, &cup_cuda_smem_banks_variant_count},
    {cup_cuda_access_variants, &cup_cuda_access_variant_count},
    {cup_cuda_symbols_variants, &cup_cuda_symbols_variant_count},
#endif
};

const cup_variant *cup_variant_at(int index)
{
    if (index < 0) return NULL;
    for (size_t f = 0; f < sizeof families / sizeof families[0]; f++) {
        if (index < *families[f].count) return &families[f].table[index];
        index -= *families[f].count;
    }
    return NULL;
}

int cup_variant_count(void)
{
    int n = 0;
    for (size_t f = 0; f < sizeof families / sizeof families[0]; f++) n += *families[f].count;
    return n;
}

const cup_variant_info *cup_variant_get(int index)
{
    const cup_variant *v = cup_variant_at(index);
    return v ? &v->info : NULL;
}

int cup_variant_find(cup_handle_t h, const char *family, const char *name)
{
    if (!h || !family || !name) return -1;
    for (int i = 0, n = cup_variant_count(); i < n; i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (v->backend == h->backend && strcmp(v->family, family) == 0 &&
            strcmp(v->name, name) == 0)
            return i;
    }
    return -1;
}

/* ---- reduce -------------------------------------------------------------------------------- */

static int is_pow2(int x) { return x > 0 && (x & (x - 1)) == 0; }

static int overlaps(const void *a, size_t abytes, const void *b, size_t bbytes)
{
    uintptr_t a0 = (uintptr_t)a, b0 = (uintptr_t)b;
    return a0 < b0 + bbytes && b0 < a0 + abytes;
}

/* A registered variant can only run a request of its own family on its own backend. */
static cup_status variant_fits(cup_handle_t h, const char *fn, const cup_variant *v, const char *family)
{
    if (v->info.backend != h->backend || strcmp(v->info.family, family) != 0)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: variant %s/%s is not a %s %s variant", fn, v->info.family,
                        v->info.name, cup_backend_name(h->backend), family);
    return CUP_STATUS_SUCCESS;
}

/* A 1-D family's block: 0 means the default; otherwise a power of two the variant accepts. */
static cup_status block_checked(cup_handle_t h, const char *fn, const cup_variant *v, int *block)
{
    if (*block == 0) *block = v->info.block_default;
    else if (v->info.block_max == 0)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: variant %s picks its own block size; pass 0, not %d", fn,
                        v->info.name, *block);
    else if (*block < v->info.block_min || *block > v->info.block_max || !is_pow2(*block))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: variant %s takes a power-of-two block from %d to %d, not %d",
                        fn, v->info.name, v->info.block_min, v->info.block_max, *block);
    return CUP_STATUS_SUCCESS;
}

static cup_status reduce_checked(cup_handle_t h, const char *fn, const cup_variant *v, int block,
                                 cup_op op, cup_dtype dtype, const void *in, size_t n, void *out)
{
    if (!dtype_ok(dtype)) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown dtype %d", fn, (int)dtype);
    if (!op_ok(op)) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown op %d", fn, (int)op);
    if (!out) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out is NULL", fn);
    if (n > 0 && !in) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: in is NULL with n = %zu", fn, n);
    if (n == 0 && op != CUP_SUM)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s of zero elements is undefined", fn,
                        cup_op_name(op));
    const size_t size = cup_dtype_size(dtype);
    if (n > SIZE_MAX / size)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: n = %zu elements overflows the address space", fn, n);
    cup_status fits = variant_fits(h, fn, v, "reduce");
    if (fits != CUP_STATUS_SUCCESS) return fits;
    if (!(v->info.dtypes & CUP_MASK(dtype)) || !(v->info.ops & CUP_MASK(op)))
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: variant %s does not do %s on %s", fn,
                        v->info.name, cup_op_name(op), cup_dtype_name(dtype));
    cup_status bs = block_checked(h, fn, v, &block);
    if (bs != CUP_STATUS_SUCCESS) return bs;
    if ((uintptr_t)out % size || (n > 0 && (uintptr_t)in % size))
        return cup_fail(h, CUP_STATUS_INVALID_POINTER, "%s: %s is not aligned to its %zu-byte elements",
                        fn, (uintptr_t)out % size ? "out" : "in", size);
    cup_status s = h->ops->check_ptr(h, out, size, "out");
    if (s == CUP_STATUS_SUCCESS && n > 0) s = h->ops->check_ptr(h, in, n * size, "in");
    if (s != CUP_STATUS_SUCCESS) return s;
    if (n > 0 && overlaps(in, n * size, out, size))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out overlaps the input", fn);
    if (n == 0) return h->ops->fill(h, out, 0, size); /* SUM identity is all-zero bits */
    cup_reduce_args a = {op, dtype, in, n, out, block};
    return v->run(h, &a);
}

cup_status cup_reduce_variant(cup_handle_t h, int variant, int block, cup_op op, cup_dtype dtype,
                              const void *in, size_t n, void *out)
{
    CHECK_HANDLE(h);
    const cup_variant *v = cup_variant_at(variant);
    if (!v) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_reduce_variant: no variant %d", variant);
    return reduce_checked(h, "cup_reduce_variant", v, block, op, dtype, in, n, out);
}

cup_status cup_reduce(cup_handle_t h, cup_op op, cup_dtype dtype, const void *in, size_t n, void *out)
{
    CHECK_HANDLE(h);
    const cup_variant *v = cup_variant_at(cup_variant_find(h, "reduce", "best"));
    if (!v) return cup_fail(h, CUP_STATUS_INTERNAL_ERROR, "cup_reduce: no best variant registered");
    return reduce_checked(h, "cup_reduce", v, 0, op, dtype, in, n, out);
}

cup_status cup_reduce_to_host(cup_handle_t h, cup_op op, cup_dtype dtype, const void *in, size_t n,
                              void *host_out)
{
    CHECK_HANDLE(h);
    if (!host_out) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_reduce_to_host: host_out is NULL");
    if (!dtype_ok(dtype))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_reduce_to_host: unknown dtype %d", (int)dtype);
    /* one slot per handle: an allocation per call would cost more than a small reduction */
    if (!h->result_slot) {
        cup_status s = h->ops->alloc(h, &h->result_slot, 16);
        if (s != CUP_STATUS_SUCCESS) return s;
    }
    cup_status s = cup_reduce(h, op, dtype, in, n, h->result_slot);
    return s ? s : h->ops->to_host(h, host_out, h->result_slot, cup_dtype_size(dtype));
}

/* ---- transpose ----------------------------------------------------------------------------- */

static cup_status transpose_checked(cup_handle_t h, const char *fn, const cup_variant *v, int bx, int by,
                                    cup_dtype dtype, size_t rows, size_t cols, const void *in, size_t ld_in,
                                    void *out, size_t ld_out)
{
    if (!dtype_ok(dtype)) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown dtype %d", fn, (int)dtype);
    cup_status fits = variant_fits(h, fn, v, "transpose");
    if (fits != CUP_STATUS_SUCCESS) return fits;
    if (!(v->info.dtypes & CUP_MASK(dtype)))
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: variant %s does not take %s", fn, v->info.name,
                        cup_dtype_name(dtype));
    if (bx == 0 && by == 0) {
        if (v->info.shapes) bx = v->info.shapes[0][0], by = v->info.shapes[0][1];
    } else {
        int known = 0;
        for (const int(*s)[2] = v->info.shapes; s && (*s)[0]; s++) known |= (*s)[0] == bx && (*s)[1] == by;
        if (!known)
            return cup_fail(h, CUP_STATUS_INVALID_VALUE, v->info.shapes ? "%s: variant %s does not take block %dx%d (see cuprim list)"
                                                                        : "%s: variant %s picks its own block shape, not %dx%d",
                            fn, v->info.name, bx, by);
    }
    if (rows == 0 || cols == 0) return CUP_STATUS_SUCCESS; /* nothing to move */
    if (!in || !out) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s is NULL", fn, in ? "out" : "in");
    if (ld_in < cols || ld_out < rows)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: ld_%s = %zu is less than the %zu elements of a row", fn,
                        ld_in < cols ? "in" : "out", ld_in < cols ? ld_in : ld_out, ld_in < cols ? cols : rows);
    const size_t size = cup_dtype_size(dtype);
    /* elements spanned: (rows - 1) * ld + cols, computed without overflow */
    if (rows - 1 > (SIZE_MAX / size - cols) / ld_in || cols - 1 > (SIZE_MAX / size - rows) / ld_out)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: a %zu x %zu matrix overflows the address space", fn, rows, cols);
    const size_t in_bytes = ((rows - 1) * ld_in + cols) * size, out_bytes = ((cols - 1) * ld_out + rows) * size;
    if ((uintptr_t)in % size || (uintptr_t)out % size)
        return cup_fail(h, CUP_STATUS_INVALID_POINTER, "%s: %s is not aligned to its %zu-byte elements", fn,
                        (uintptr_t)in % size ? "in" : "out", size);
    cup_status s = h->ops->check_ptr(h, in, in_bytes, "in");
    if (s == CUP_STATUS_SUCCESS) s = h->ops->check_ptr(h, out, out_bytes, "out");
    if (s != CUP_STATUS_SUCCESS) return s;
    if (overlaps(in, in_bytes, out, out_bytes))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: in and out overlap (in-place transpose is not supported)", fn);
    cup_transpose_args a = {dtype, size, rows, cols, in, ld_in, out, ld_out, bx, by};
    return v->run(h, &a);
}

cup_status cup_transpose_variant(cup_handle_t h, int variant, int block_x, int block_y, cup_dtype dtype,
                                 size_t rows, size_t cols, const void *in, size_t ld_in, void *out, size_t ld_out)
{
    CHECK_HANDLE(h);
    const cup_variant *v = cup_variant_at(variant);
    if (!v) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_transpose_variant: no variant %d", variant);
    return transpose_checked(h, "cup_transpose_variant", v, block_x, block_y, dtype, rows, cols, in, ld_in, out,
                             ld_out);
}

cup_status cup_transpose(cup_handle_t h, cup_dtype dtype, size_t rows, size_t cols, const void *in, size_t ld_in,
                         void *out, size_t ld_out)
{
    CHECK_HANDLE(h);
    const cup_variant *v = cup_variant_at(cup_variant_find(h, "transpose", "best"));
    if (!v) return cup_fail(h, CUP_STATUS_INTERNAL_ERROR, "cup_transpose: no best variant registered");
    return transpose_checked(h, "cup_transpose", v, 0, 0, dtype, rows, cols, in, ld_in, out, ld_out);
}

/* ---- stencil ------------------------------------------------------------------------------------ */

static cup_status stencil_checked(cup_handle_t h, const char *fn, const cup_variant *v, int block, cup_dtype dtype,
                                  cup_stencil_form form, const void *coef, int radius, const void *in, void *out,
                                  size_t n, cup_boundary boundary)
{
    if (dtype != CUP_F32 && dtype != CUP_F64)
        return cup_fail(h, dtype_ok(dtype) ? CUP_STATUS_NOT_SUPPORTED : CUP_STATUS_INVALID_VALUE,
                        "%s: the stencil takes f32 or f64, not %s", fn, dtype_ok(dtype) ? cup_dtype_name(dtype) : "?");
    if ((unsigned)form >= CUP_STENCIL_FORM_COUNT)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown stencil form %d", fn, (int)form);
    if ((unsigned)boundary >= CUP_BOUNDARY_COUNT)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown boundary %d", fn, (int)boundary);
    if (radius < 1 || radius > CUP_STENCIL_MAX_RADIUS)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: radius %d is outside 1..%d", fn, radius,
                        CUP_STENCIL_MAX_RADIUS);
    if (!coef) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: coef is NULL", fn);
    cup_status fits = variant_fits(h, fn, v, "stencil");
    if (fits != CUP_STATUS_SUCCESS) return fits;
    if (!(v->info.dtypes & CUP_MASK(dtype)))
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: variant %s does not take %s", fn, v->info.name,
                        cup_dtype_name(dtype));
    cup_status s = block_checked(h, fn, v, &block);
    if (s != CUP_STATUS_SUCCESS || n == 0) return s;
    if (!in || !out) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s is NULL", fn, in ? "out" : "in");
    const size_t size = cup_dtype_size(dtype);
    if (n > SIZE_MAX / size)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: n = %zu elements overflows the address space", fn, n);
    if ((uintptr_t)in % size || (uintptr_t)out % size)
        return cup_fail(h, CUP_STATUS_INVALID_POINTER, "%s: %s is not aligned to its %zu-byte elements", fn,
                        (uintptr_t)in % size ? "in" : "out", size);
    s = h->ops->check_ptr(h, in, n * size, "in");
    if (s == CUP_STATUS_SUCCESS) s = h->ops->check_ptr(h, out, n * size, "out");
    if (s != CUP_STATUS_SUCCESS) return s;
    if (overlaps(in, n * size, out, n * size))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: in and out overlap (in-place stencil is not supported)", fn);
    cup_stencil_args a;
    memset(&a, 0, sizeof a);
    a.dtype = dtype, a.form = form, a.boundary = boundary, a.radius = radius, a.coef_host = coef;
    a.in = in, a.out = out, a.n = n, a.block = block;
    const int first = form == CUP_STENCIL_SYMMETRIC ? 0 : 1;
    for (int k = first; k <= radius; k++)
        a.coef[k] = dtype == CUP_F32 ? ((const float *)coef)[k - first] : ((const double *)coef)[k - first];
    return v->run(h, &a);
}

cup_status cup_stencil1d_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, cup_stencil_form form,
                                 const void *coef, int radius, const void *in, void *out, size_t n,
                                 cup_boundary boundary)
{
    CHECK_HANDLE(h);
    const cup_variant *v = cup_variant_at(variant);
    if (!v) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_stencil1d_variant: no variant %d", variant);
    return stencil_checked(h, "cup_stencil1d_variant", v, block, dtype, form, coef, radius, in, out, n, boundary);
}

cup_status cup_stencil1d(cup_handle_t h, cup_dtype dtype, cup_stencil_form form, const void *coef, int radius,
                         const void *in, void *out, size_t n, cup_boundary boundary)
{
    CHECK_HANDLE(h);
    const cup_variant *v = cup_variant_at(cup_variant_find(h, "stencil", "best"));
    if (!v) return cup_fail(h, CUP_STATUS_INTERNAL_ERROR, "cup_stencil1d: no best variant registered");
    return stencil_checked(h, "cup_stencil1d", v, 0, dtype, form, coef, radius, in, out, n, boundary);
}

/* ---- the memory lab -------------------------------------------------------------------------------- */

/* The registered variant `variant` when it is one of `family` on h's backend; else NULL, with
 * the status in *s and the message on h. */
static const cup_variant *variant_of(cup_handle_t h, const char *fn, int variant, const char *family, cup_status *s)
{
    const cup_variant *v = cup_variant_at(variant);
    *s = v ? variant_fits(h, fn, v, family) : cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: no variant %d", fn, variant);
    return *s == CUP_STATUS_SUCCESS ? v : NULL;
}

cup_status cup_smem_banks_variant(cup_handle_t h, int variant, size_t blocks, int rounds, uint32_t *out)
{
    CHECK_HANDLE(h);
    const char *fn = "cup_smem_banks_variant";
    cup_status s;
    const cup_variant *v = variant_of(h, fn, variant, "smem-banks", &s);
    if (!v) return s;
    if (rounds < 1) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: rounds must be at least 1, not %d", fn, rounds);
    if (blocks == 0) return CUP_STATUS_SUCCESS;
    if (!out) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out is NULL", fn);
    if (blocks > ((size_t)1 << 31) - 1)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %zu blocks is more than one grid holds", fn, blocks);
    const size_t threads = (size_t)v->info.shapes[0][0] * (size_t)v->info.shapes[0][1];
    if ((uintptr_t)out % 4) return cup_fail(h, CUP_STATUS_INVALID_POINTER, "%s: out is not 4-byte aligned", fn);
    s = h->ops->check_ptr(h, out, blocks * threads * 4, "out");
    if (s != CUP_STATUS_SUCCESS) return s;
    const cup_smem_banks_args x = {blocks, rounds, out};
    return v->run(h, &x);
}

cup_status cup_smem_banks_model(const char *variant, double *store_tx, double *load_tx)
{
    if (!variant || !store_tx || !load_tx) return CUP_STATUS_INVALID_VALUE;
    for (int p = 0; p < CUP_SMEM_PATTERN_COUNT; p++) {
        const smem_pattern *q = &cup_smem_patterns[p];
        if (strcmp(q->name, variant) != 0) continue;
        const unsigned threads = (unsigned)(q->bx * q->by), warps = threads / 32;
        long total[2] = {0, 0};
        for (int phase = 0; phase < 2; phase++)
            for (unsigned w = 0; w < warps; w++) {
                unsigned words[32];
                for (unsigned lane = 0; lane < 32; lane++)
                    words[lane] = smem_word(phase ? q->read : q->set, q->bx, q->by, q->pad, w * 32 + lane);
                int worst = 0;
                for (unsigned bank = 0; bank < 32; bank++) { /* distinct words in this bank */
                    int distinct = 0;
                    for (unsigned i = 0; i < 32; i++) {
                        if (words[i] % 32 != bank) continue;
                        int seen = 0;
                        for (unsigned j = 0; j < i && !seen; j++) seen = words[j] == words[i];
                        distinct += !seen;
                    }
                    if (distinct > worst) worst = distinct;
                }
                total[phase] += worst;
            }
        *store_tx = (double)total[0] / warps;
        *load_tx = (double)total[1] / warps;
        return CUP_STATUS_SUCCESS;
    }
    return CUP_STATUS_INVALID_VALUE;
}

cup_status cup_access_variant(cup_handle_t h, int variant, int block, size_t offset, const float *a, const float *b,
                              float *c, size_t n)
{
    CHECK_HANDLE(h);
    const char *fn = "cup_access_variant";
    cup_status s;
    const cup_variant *v = variant_of(h, fn, variant, "access", &s);
    if (v) s = block_checked(h, fn, v, &block);
    if (s != CUP_STATUS_SUCCESS) return s;
    const int structs = strcmp(v->info.name, "aos") == 0 || strcmp(v->info.name, "soa") == 0;
    if (structs && (offset != 0 || n % 2))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s takes offset 0 and an even n (n/2 structs), not offset %zu, n %zu",
                        fn, v->info.name, offset, n);
    if (n == 0) return CUP_STATUS_SUCCESS;
    if (!a || !b || !c) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s is NULL", fn, !a ? "a" : !b ? "b" : "c");
    const size_t wo = strcmp(v->info.name, "offset-write") == 0 ? offset : 0, ro = offset - wo;
    if (offset > SIZE_MAX / 4 || n > SIZE_MAX / 4 - offset)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: n + offset overflows the address space", fn);
    if ((uintptr_t)a % 4 || (uintptr_t)b % 4 || (uintptr_t)c % 4)
        return cup_fail(h, CUP_STATUS_INVALID_POINTER, "%s: a, b and c must be 4-byte aligned", fn);
    const size_t in_bytes = (n + ro) * 4, out_bytes = (n + wo) * 4;
    s = h->ops->check_ptr(h, a, in_bytes, "a");
    if (s == CUP_STATUS_SUCCESS) s = h->ops->check_ptr(h, b, in_bytes, "b");
    if (s == CUP_STATUS_SUCCESS) s = h->ops->check_ptr(h, c, out_bytes, "c");
    if (s != CUP_STATUS_SUCCESS) return s;
    if (overlaps(a, in_bytes, c, out_bytes) || overlaps(b, in_bytes, c, out_bytes))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: c overlaps an input", fn);
    cup_access_args x = {a, b, c, n, ro, wo, block};
    return v->run(h, &x);
}

cup_status cup_symbols_variant(cup_handle_t h, int variant, double value, double *result)
{
    CHECK_HANDLE(h);
    const char *fn = "cup_symbols_variant";
    cup_status s;
    const cup_variant *v = variant_of(h, fn, variant, "symbols", &s);
    if (!v) return s;
    if (!result) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: result is NULL", fn);
    const cup_symbols_args x = {value, result};
    return v->run(h, &x);
}

cup_status cup_set_smem_carveout(cup_handle_t h, int percent)
{
    CHECK_HANDLE(h);
    if (percent < -1 || percent > 100)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_set_smem_carveout: %d is not -1 or a percentage 0..100",
                        percent);
    if (h->backend != CUP_BACKEND_CUDA && percent != -1)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "cup_set_smem_carveout: the %s backend has no shared memory",
                        cup_backend_name(h->backend));
    h->smem_carveout = percent;
    return CUP_STATUS_SUCCESS;
}

/* ---- device facts and timing ----------------------------------------------------------------- */

cup_status cup_device_info_get(cup_handle_t h, cup_device_info *info)
{
    CHECK_HANDLE(h);
    if (!info) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_device_info_get: info is NULL");
    memset(info, 0, sizeof *info);
    info->backend = h->backend;
    return h->ops->device_info(h, info);
}

cup_status cup_measure_ceilings(cup_handle_t h, double *copy_gbps, double *read_gbps)
{
    CHECK_HANDLE(h);
    if (!copy_gbps || !read_gbps)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_measure_ceilings: output pointer is NULL");
    return h->ops->ceilings(h, copy_gbps, read_gbps);
}

static cup_status empty_work(cup_handle_t h, void *ctx)
{
    (void)ctx;
    return h->ops->empty(h);
}

cup_status cup_measure_launch(cup_handle_t h, double *launch_us)
{
    CHECK_HANDLE(h);
    if (!launch_us) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_measure_launch: launch_us is NULL");
    cup_device_info info;
    cup_status s = cup_device_info_get(h, &info);
    if (s == CUP_STATUS_SUCCESS) s = h->ops->time(h, empty_work, NULL, 10, 100, 2 * info.cache_bytes, launch_us);
    return s;
}

cup_status cup_time(cup_handle_t h, cup_work_fn fn, void *ctx, int warmup, int reps,
                    size_t flush_bytes, double *median_us)
{
    CHECK_HANDLE(h);
    if (!fn || !median_us) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_time: fn or median_us is NULL");
    if (warmup < 0 || reps < 1 || reps > 100000)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_time: need warmup >= 0 and 1 <= reps <= 100000");
    return h->ops->time(h, fn, ctx, warmup, reps, flush_bytes, median_us);
}
