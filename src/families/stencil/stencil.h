/* The stencil family inside the library: the request its variants run, and its tables. */
#ifndef CUPRIM_FAMILY_STENCIL_H
#define CUPRIM_FAMILY_STENCIL_H

#include "core/internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One stencil request, checked by api.c: n > 0, dtype F32/F64, 1 <= radius <= 16, form and
 * boundary known, pointers valid, aligned and not overlapping, block accepted. coef holds the
 * caller's coefficients converted to double, zero-padded to CUP_STENCIL_MAX_RADIUS + 1:
 * c[k] multiplies offset k (antisymmetric: c[0] = 0 and c[k] is the caller's c[k-1]). */
typedef struct cup_stencil_args {
    cup_dtype dtype;
    cup_stencil_form form;
    cup_boundary boundary;
    int radius;
    double coef[CUP_STENCIL_MAX_RADIUS + 1];
    const void *coef_host; /* the caller's array, in its dtype (radius or radius + 1 values) */
    const void *in;
    void *out;
    size_t n;
    int block;
} cup_stencil_args;

/* The element that index j (anywhere, even past n + radius) stands for under the boundary rule
 * of cuprim.h, or -1 where the rule reads zero: one rule for both backends. */
CUP_HD long long cup_stencil_source(long long n, cup_boundary b, long long j)
{
    if (j >= 0 && j < n) return j;
    if (b == CUP_BOUNDARY_ZERO) return -1;
    if (b == CUP_BOUNDARY_CLAMP) return j < 0 ? 0 : n - 1;
    return ((j % n) + n) % n;
}

extern const cup_variant_table cup_stencil_cpu;
extern const cup_variant_table cup_stencil_cuda;

#ifdef __cplusplus
}
#endif

#endif
