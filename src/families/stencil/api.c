/* cup_stencil1d and its variants: the names of forms and boundaries, the checks of a stencil
 * request, then the registered variant. */
#include "core/pipeline.h"
#include "families/stencil/stencil.h"

#include <string.h>

const cup_family cup_family_stencil = {.id = CUP_FAM_stencil, .cpu = &cup_stencil_cpu,
                                       .cuda = CUP_IF_CUDA(&cup_stencil_cuda)};

static const char *const form_names[CUP_STENCIL_FORM_COUNT] = {[CUP_STENCIL_ANTISYMMETRIC] = "antisymmetric",
                                                                 [CUP_STENCIL_SYMMETRIC] = "symmetric"};
static const char *const boundary_names[CUP_BOUNDARY_COUNT] = {
    [CUP_BOUNDARY_CLAMP] = "clamp", [CUP_BOUNDARY_ZERO] = "zero", [CUP_BOUNDARY_PERIODIC] = "periodic"};

const char *cup_stencil_form_name(cup_stencil_form f)
{
    return (unsigned)f < CUP_STENCIL_FORM_COUNT ? form_names[f] : NULL;
}
const char *cup_boundary_name(cup_boundary b) { return (unsigned)b < CUP_BOUNDARY_COUNT ? boundary_names[b] : NULL; }

cup_status cup_stencil_form_from_name(const char *name, cup_stencil_form *out)
{
    int i = cup_lookup_name(name, form_names, CUP_STENCIL_FORM_COUNT);
    if (i < 0 || !out) return CUP_STATUS_INVALID_VALUE;
    *out = (cup_stencil_form)i;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_boundary_from_name(const char *name, cup_boundary *out)
{
    int i = cup_lookup_name(name, boundary_names, CUP_BOUNDARY_COUNT);
    if (i < 0 || !out) return CUP_STATUS_INVALID_VALUE;
    *out = (cup_boundary)i;
    return CUP_STATUS_SUCCESS;
}

/* The checked request in *a (a->n = 0: nothing to do). `host`: in and out are host memory (the
 * pipeline's calls), checked as such instead of as backend memory. */
static cup_status stencil_request(cup_handle_t h, const char *fn, const cup_variant *v, int block, cup_dtype dtype,
                                  cup_stencil_form form, const void *coef, int radius, const void *in, void *out,
                                  size_t n, cup_boundary boundary, int host, cup_stencil_args *a)
{
    memset(a, 0, sizeof *a);
    if ((unsigned)dtype >= CUP_DTYPE_COUNT)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown dtype %d", fn, (int)dtype);
    if (dtype != CUP_F32 && dtype != CUP_F64)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: the stencil takes f32 or f64, not %s", fn,
                        cup_dtype_name(dtype));
    if ((unsigned)form >= CUP_STENCIL_FORM_COUNT)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown stencil form %d", fn, (int)form);
    if ((unsigned)boundary >= CUP_BOUNDARY_COUNT)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown boundary %d", fn, (int)boundary);
    if (radius < 1 || radius > CUP_STENCIL_MAX_RADIUS)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: radius %d is outside 1..%d", fn, radius,
                        CUP_STENCIL_MAX_RADIUS);
    if (!coef) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: coef is NULL", fn);
    cup_status s = cup_check_dtype(h, fn, v, dtype);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_block(h, fn, v, &block);
    if (s != CUP_STATUS_SUCCESS || n == 0) return s;
    if (!in || !out) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s is NULL", fn, in ? "out" : "in");
    const size_t size = cup_dtype_size(dtype);
    if (n > SIZE_MAX / size)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: n = %zu elements overflows the address space", fn, n);
    if (host) {
        s = cup_pipe_check_host(h, fn, "in", in, n * size, size);
        if (s == CUP_STATUS_SUCCESS) s = cup_pipe_check_host(h, fn, "out", out, n * size, size);
    } else {
        s = cup_check_buffer(h, fn, "in", in, n * size, size);
        if (s == CUP_STATUS_SUCCESS) s = cup_check_buffer(h, fn, "out", out, n * size, size);
    }
    if (s != CUP_STATUS_SUCCESS) return s;
    if (cup_overlaps(in, n * size, out, n * size))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: in and out overlap (in-place stencil is not supported)", fn);
    a->dtype = dtype, a->form = form, a->boundary = boundary, a->radius = radius, a->coef_host = coef;
    a->in = in, a->out = out, a->n = n, a->block = block;
    const int first = form == CUP_STENCIL_SYMMETRIC ? 0 : 1;
    for (int k = first; k <= radius; k++)
        a->coef[k] = dtype == CUP_F32 ? ((const float *)coef)[k - first] : ((const double *)coef)[k - first];
    return CUP_STATUS_SUCCESS;
}

static cup_status stencil_checked(cup_handle_t h, const char *fn, const cup_variant *v, int block, cup_dtype dtype,
                                  cup_stencil_form form, const void *coef, int radius, const void *in, void *out,
                                  size_t n, cup_boundary boundary)
{
    cup_stencil_args a;
    const cup_status s = stencil_request(h, fn, v, block, dtype, form, coef, radius, in, out, n, boundary, 0, &a);
    return s || a.n == 0 ? s : v->run(h, &a);
}

cup_status cup_stencil1d_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, cup_stencil_form form,
                                 const void *coef, int radius, const void *in, void *out, size_t n,
                                 cup_boundary boundary)
{
    CUP_ENTER(h);
    const cup_variant *v;
    const cup_status s = cup_variant_for(h, __func__, variant, &cup_family_stencil, &v);
    return s ? s : stencil_checked(h, __func__, v, block, dtype, form, coef, radius, in, out, n, boundary);
}

cup_status cup_stencil1d(cup_handle_t h, cup_dtype dtype, cup_stencil_form form, const void *coef, int radius,
                         const void *in, void *out, size_t n, cup_boundary boundary)
{
    CUP_ENTER(h);
    const cup_variant *v;
    const cup_status s = cup_best_for(h, __func__, &cup_family_stencil, &v);
    return s ? s : stencil_checked(h, __func__, v, 0, dtype, form, coef, radius, in, out, n, boundary);
}


/* ---- over host arrays: the pipeline engine (core/pipeline.h) runs best on each chunk's window --- */

typedef struct host_stencil {
    const cup_variant *v;
    cup_stencil_args a;
} host_stencil;

/* The window holds the chunk and `radius` elements either side, the boundary rule's values
 * already in place past the array's ends, so best runs on it as on an array of its own: every
 * kept output reads inside the window (its boundary rule is never consulted for them) and is the
 * same expression of the same values as in cup_stencil1d, hence the same bits. */
static cup_status host_chunk(cup_handle_t h, const void *ctx, const void *win, size_t first, size_t count, void *out,
                             void *record)
{
    (void)first, (void)record;
    const host_stencil *hs = ctx;
    cup_stencil_args a = hs->a;
    a.in = win, a.out = out, a.n = count + 2 * (size_t)a.radius, a.boundary = CUP_BOUNDARY_ZERO;
    return hs->v->run(h, &a);
}

cup_status cup_stencil1d_host(cup_handle_t h, cup_dtype dtype, cup_stencil_form form, const void *coef, int radius,
                              const void *in, void *out, size_t n, cup_boundary boundary)
{
    CUP_ENTER_WAITING(h);
    const cup_variant *v;
    host_stencil hs;
    cup_status s = cup_best_for(h, __func__, &cup_family_stencil, &v);
    if (s == CUP_STATUS_SUCCESS) s = stencil_request(h, __func__, v, 0, dtype, form, coef, radius, in, out, n, boundary, 1, &hs.a);
    if (s != CUP_STATUS_SUCCESS || hs.a.n == 0) return s;
    hs.v = v;
    s = cup_pipe_wait_queued(h); /* the edge values below are read from in on the host */
    if (s != CUP_STATUS_SUCCESS) return s;
    /* what stands for in[j] for j in [-radius, 0) and [n, n + radius), by the boundary rule */
    const size_t size = cup_dtype_size(dtype);
    unsigned char lo[CUP_STENCIL_MAX_RADIUS * 8], hi[CUP_STENCIL_MAX_RADIUS * 8];
    for (int k = 0; k < radius; k++) {
        const long long js[2] = {(long long)k - radius, (long long)n + k};
        unsigned char *dst[2] = {lo + (size_t)k * size, hi + (size_t)k * size};
        for (int e = 0; e < 2; e++) {
            const long long src = cup_stencil_source((long long)n, boundary, js[e]);
            if (src < 0) memset(dst[e], 0, size);
            else memcpy(dst[e], (const char *)in + (size_t)src * size, size);
        }
    }
    const cup_pipe_job job = {.in = in, .out = out, .n = n, .in_size = size, .out_size = size, .halo = radius,
                              .edge_lo = lo, .edge_hi = hi, .chunk = host_chunk, .ctx = &hs, .fn = __func__,
                              .waited = 1};
    return cup_pipe_run(h, &job);
}
