/* cup_histogram_even / cup_histogram_range and their variants: the checks of a request, the bin
 * rule built from the caller's bounds or edges, then the registered variant. */
#include "families/histogram/histogram.h"

#include <stdlib.h>
#include <string.h>

const cup_family cup_family_histogram = {.id = CUP_FAM_histogram, .cpu = &cup_histogram_cpu,
                                         .cuda = CUP_IF_CUDA(&cup_histogram_cuda), .shard = &cup_histogram_shard};

/* The smallest and one past the largest sample of an integer dtype. */
static void int_span(cup_dtype t, double *lo, double *hi)
{
    switch (t) {
    case CUP_U8: *lo = 0, *hi = 256.0; break;
    case CUP_U16: *lo = 0, *hi = 65536.0; break;
    case CUP_I32: *lo = -2147483648.0, *hi = 2147483648.0; break;
    default: *lo = 0, *hi = 4294967296.0; break; /* u32 */
    }
}

static cup_status even_map(cup_handle_t h, const char *fn, cup_dtype t, size_t bins, double lower, double upper,
                           cup_hist_map *m)
{
    memset(m, 0, sizeof *m);
    m->bins = (int)bins;
    if (isnan(lower) || isnan(upper) || isinf(lower) || isinf(upper))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: lower %g and upper %g must be finite numbers", fn, lower, upper);
    if (!(lower < upper)) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: lower %g is not below upper %g", fn, lower, upper);
    if (t == CUP_F32 || t == CUP_F64) {
        if (isinf(upper - lower))
            return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: upper - lower overflows a double", fn);
        cup_hist_float_set(m, lower, upper, (int)bins);
        return CUP_STATUS_SUCCESS;
    }
    double lo, hi;
    int_span(t, &lo, &hi);
    if (floor(lower) != lower || floor(upper) != upper || lower < lo || upper > hi)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE,
                        "%s: %s bounds must be whole numbers in [%.0f, %.0f], not lower %.17g upper %.17g", fn,
                        cup_dtype_name(t), lo, hi, lower, upper);
    cup_hist_int_set(m, (int64_t)lower, (uint64_t)((int64_t)upper - (int64_t)lower), (int)bins);
    return CUP_STATUS_SUCCESS;
}

static cup_status edges_map(cup_handle_t h, const char *fn, size_t bins, const double *edges, cup_hist_map *m)
{
    memset(m, 0, sizeof *m);
    if (!edges) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: edges is NULL", fn);
    for (size_t i = 0; i <= bins; i++) {
        if (isnan(edges[i])) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: edges[%zu] is NaN", fn, i);
        if (i > 0 && !(edges[i - 1] < edges[i]))
            return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: edges must increase strictly: edges[%zu] = %g, edges[%zu] = %g",
                            fn, i - 1, edges[i - 1], i, edges[i]);
    }
    m->kind = CUP_HIST_EDGES, m->bins = (int)bins, m->lower = edges[0], m->upper = edges[bins], m->edges = edges;
    return CUP_STATUS_SUCCESS;
}

/* A request's checks, in order: variant, block, dtype, form, bins, the samples (request_check);
 * the caller's counts (counts_check); the bounds or edges into the bin rule (rule_check), last
 * since it reads bins + 1 host edges. The *_to_host forms allocate their counts only once the
 * request and its rule passed, so a refused request never allocates bins entries. */
static cup_status request_check(cup_handle_t h, const char *fn, int variant, int block, int op, size_t bins,
                                const cup_histogram_args *a, const cup_variant **v)
{
    cup_status s = variant < 0 ? cup_best_for(h, fn, &cup_family_histogram, v)
                               : cup_variant_for(h, fn, variant, &cup_family_histogram, v);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_block(h, fn, *v, &block);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_dtype(h, fn, *v, a->dtype);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (!((*v)->info.ops & CUP_MASK(op)))
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: variant %s does not do the %s form", fn, (*v)->info.name,
                        op == CUP_HIST_OP_EVEN ? "even" : "range");
    if (op == CUP_HIST_OP_RANGE && a->dtype != CUP_F32 && a->dtype != CUP_F64)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: the range form takes f32 and f64 samples, not %s", fn,
                        cup_dtype_name(a->dtype));
    if (bins == 0 || bins > CUP_HISTOGRAM_MAX_BINS)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: bins = %zu (1 to 2^30)", fn, bins);
    if (a->n > 0 && !a->in) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: in is NULL with n = %zu", fn, a->n);
    const size_t size = cup_dtype_size(a->dtype);
    if (a->n > SIZE_MAX / size)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: n = %zu elements overflows the address space", fn, a->n);
    return a->n > 0 ? cup_check_buffer(h, fn, "in", a->in, a->n * size, size) : CUP_STATUS_SUCCESS;
}

static cup_status counts_check(cup_handle_t h, const char *fn, size_t bins, const cup_histogram_args *a)
{
    if (!a->counts) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: counts is NULL", fn);
    const cup_status s = cup_check_buffer(h, fn, "counts", a->counts, bins * sizeof *a->counts, sizeof *a->counts);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (a->n > 0 && cup_overlaps(a->in, a->n * cup_dtype_size(a->dtype), a->counts, bins * sizeof *a->counts))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: counts overlaps the input", fn);
    return CUP_STATUS_SUCCESS;
}

static cup_status rule_check(cup_handle_t h, const char *fn, int op, size_t bins, cup_histogram_args *a)
{
    if (op == CUP_HIST_OP_EVEN) return even_map(h, fn, a->dtype, bins, a->lower, a->upper, &a->map);
    const cup_status s = edges_map(h, fn, bins, a->host_edges, &a->map);
    if (s == CUP_STATUS_SUCCESS) a->lower = a->map.lower, a->upper = a->map.upper;
    return s;
}

static cup_status run_checked(cup_handle_t h, const cup_variant *v, cup_histogram_args *a)
{
    if (a->n == 0) return h->ops->fill(h, a->counts, 0, (size_t)a->map.bins * sizeof *a->counts);
    return v->run(h, a);
}

static cup_status checked(cup_handle_t h, const char *fn, int variant, int block, int op, size_t bins,
                          cup_histogram_args *a)
{
    const cup_variant *v;
    cup_status s = request_check(h, fn, variant, block, op, bins, a, &v);
    if (s == CUP_STATUS_SUCCESS) s = counts_check(h, fn, bins, a);
    if (s == CUP_STATUS_SUCCESS) s = rule_check(h, fn, op, bins, a);
    return s ? s : run_checked(h, v, a);
}

static cup_status even_checked(cup_handle_t h, const char *fn, int variant, int block, cup_dtype dtype, const void *in,
                               size_t n, size_t bins, double lower, double upper, uint64_t *counts)
{
    cup_histogram_args a = {dtype, in, n, counts, {0}, lower, upper, NULL};
    return checked(h, fn, variant, block, CUP_HIST_OP_EVEN, bins, &a);
}

static cup_status range_checked(cup_handle_t h, const char *fn, int variant, int block, cup_dtype dtype,
                                const void *in, size_t n, size_t bins, const double *edges, uint64_t *counts)
{
    cup_histogram_args a = {dtype, in, n, counts, {0}, 0, 0, edges};
    return checked(h, fn, variant, block, CUP_HIST_OP_RANGE, bins, &a);
}

cup_status cup_histogram_even_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in, size_t n,
                                      size_t bins, double lower, double upper, uint64_t *counts)
{
    CUP_ENTER(h);
    if (variant < 0) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: no variant %d", __func__, variant);
    return even_checked(h, __func__, variant, block, dtype, in, n, bins, lower, upper, counts);
}

cup_status cup_histogram_range_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in,
                                       size_t n, size_t bins, const double *edges, uint64_t *counts)
{
    CUP_ENTER_WAITING(h); /* the host edges' copy to the GPU waits (pageable memory) */
    if (variant < 0) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: no variant %d", __func__, variant);
    return range_checked(h, __func__, variant, block, dtype, in, n, bins, edges, counts);
}

cup_status cup_histogram_even(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, size_t bins, double lower,
                              double upper, uint64_t *counts)
{
    CUP_ENTER(h);
    return even_checked(h, __func__, -1, 0, dtype, in, n, bins, lower, upper, counts);
}

cup_status cup_histogram_range(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, size_t bins,
                               const double *edges, uint64_t *counts)
{
    CUP_ENTER_WAITING(h); /* the host edges' copy to the GPU waits (pageable memory) */
    return range_checked(h, __func__, -1, 0, dtype, in, n, bins, edges, counts);
}

/* The *_to_host forms: the request is checked first, then the counts go to a backend buffer of
 * their own (bins entries do not fit the handle's result slot), then to the caller. The host
 * array is written only on success. */
static cup_status to_host(cup_handle_t h, const char *fn, cup_dtype dtype, const void *in, size_t n, size_t bins,
                          const double *edges, double lower, double upper, uint64_t *host_counts)
{
    if (!host_counts) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: host_counts is NULL", fn);
    const cup_variant *v;
    const int op = edges ? CUP_HIST_OP_RANGE : CUP_HIST_OP_EVEN;
    cup_histogram_args a = {dtype, in, n, NULL, {0}, lower, upper, edges};
    cup_status s = request_check(h, fn, -1, 0, op, bins, &a, &v);
    if (s == CUP_STATUS_SUCCESS) s = rule_check(h, fn, op, bins, &a);
    void *dev = NULL;
    if (s == CUP_STATUS_SUCCESS) s = h->ops->alloc(h, &dev, bins * sizeof *host_counts);
    if (s != CUP_STATUS_SUCCESS) return s;
    a.counts = dev; /* ours and new: neither outside the backend nor over the samples */
    s = run_checked(h, v, &a);
    if (s == CUP_STATUS_SUCCESS) s = h->ops->to_host(h, host_counts, dev, bins * sizeof *host_counts);
    char msg[CUP_MSG_LEN];
    memcpy(msg, h->msg, sizeof msg); /* the release must not hide why the call failed */
    h->ops->release(h, dev);
    memcpy(h->msg, msg, sizeof msg);
    return s;
}

cup_status cup_histogram_even_to_host(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, size_t bins,
                                      double lower, double upper, uint64_t *host_counts)
{
    CUP_ENTER_WAITING(h); /* it allocates and waits: either would invalidate a user's capture */
    return to_host(h, __func__, dtype, in, n, bins, NULL, lower, upper, host_counts);
}

cup_status cup_histogram_range_to_host(cup_handle_t h, cup_dtype dtype, const void *in, size_t n, size_t bins,
                                       const double *edges, uint64_t *host_counts)
{
    CUP_ENTER_WAITING(h);
    if (!edges) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: edges is NULL", __func__);
    return to_host(h, __func__, dtype, in, n, bins, edges, 0, 0, host_counts);
}
