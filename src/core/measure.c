/* Device facts, the ceilings every benchmark is compared to, and the one timing helper. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

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

void cup_timing_of(double *v, int n, cup_timing *timing)
{
    timing->median_us = cup_median(v, n);
    timing->min_us = v[0], timing->max_us = v[n - 1], timing->reps = n;
}

/* ---- device facts and timing ----------------------------------------------------------------- */

cup_status cup_device_info_get(cup_handle_t h, cup_device_info *info)
{
    CUP_ENTER(h);
    if (!info) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_device_info_get: info is NULL");
    memset(info, 0, sizeof *info);
    info->backend = h->backend;
    return h->ops->device_info(h, info);
}

cup_status cup_measure_ceilings(cup_handle_t h, double *copy_gbps, double *read_gbps)
{
    CUP_ENTER_WAITING(h);
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
    CUP_ENTER_WAITING(h);
    if (!launch_us) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_measure_launch: launch_us is NULL");
    cup_device_info info;
    cup_status s = cup_device_info_get(h, &info);
    cup_timing t;
    if (s == CUP_STATUS_SUCCESS) s = h->ops->time(h, NULL, empty_work, NULL, 10, 100, 2 * info.cache_bytes, &t);
    if (s == CUP_STATUS_SUCCESS) *launch_us = t.median_us;
    /* twice the cache (768 MiB on a 384 MiB L3) would otherwise stay with the handle until
     * cup_destroy, for one measurement */
    h->ops->drop_flush(h);
    return s;
}

typedef struct queue_ctx {
    cup_work_fn fn;
    void *ctx;
    int calls;
} queue_ctx;

static cup_status queue_work(cup_handle_t h, void *p)
{
    const queue_ctx *q = p;
    cup_status s = CUP_STATUS_SUCCESS;
    for (int i = 0; i < q->calls && s == CUP_STATUS_SUCCESS; i++) s = q->fn(h, q->ctx);
    return s;
}

static cup_status time_checked(cup_handle_t h, const char *fn_name, cup_work_fn prepare, cup_work_fn fn, void *ctx,
                               int warmup, int reps, size_t flush_bytes, void *result, cup_timing *t)
{
    if (!fn || !result) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: fn or its result is NULL", fn_name);
    if (warmup < 0 || reps < 1 || reps > 100000)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: need warmup >= 0 and 1 <= reps <= 100000", fn_name);
    const cup_status s = h->ops->time(h, prepare, fn, ctx, warmup, reps, flush_bytes, t);
    /* a user function may fail without a message: the caller still learns where it came from */
    if (s != CUP_STATUS_SUCCESS && !h->msg[0]) cup_fail(h, s, "%s: the timed function returned %s", fn_name, cup_status_string(s));
    return s;
}

cup_status cup_time_queue(cup_handle_t h, cup_work_fn fn, void *ctx, int calls, double *us_per_call)
{
    CUP_ENTER_WAITING(h);
    if (!fn || !us_per_call || calls < 1 || calls > 100000)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_time_queue: need fn, an output and 1 <= calls <= 100000");
    queue_ctx q = {fn, ctx, calls};
    cup_timing t;
    const cup_status s = time_checked(h, "cup_time_queue", NULL, queue_work, &q, 1, 7, 0, us_per_call, &t);
    if (s == CUP_STATUS_SUCCESS) *us_per_call = t.median_us / calls;
    return s;
}

cup_status cup_measure_launch_queue(cup_handle_t h, int calls, double *us_per_call)
{
    return cup_time_queue(h, empty_work, NULL, calls, us_per_call);
}

cup_status cup_time(cup_handle_t h, cup_work_fn fn, void *ctx, int warmup, int reps, size_t flush_bytes,
                    double *median_us)
{
    CUP_ENTER_WAITING(h);
    cup_timing t;
    const cup_status s = time_checked(h, "cup_time", NULL, fn, ctx, warmup, reps, flush_bytes, median_us, &t);
    if (s == CUP_STATUS_SUCCESS) *median_us = t.median_us;
    return s;
}

cup_status cup_time_spread(cup_handle_t h, cup_work_fn fn, void *ctx, int warmup, int reps, size_t flush_bytes,
                           cup_timing *timing)
{
    CUP_ENTER_WAITING(h);
    return time_checked(h, "cup_time_spread", NULL, fn, ctx, warmup, reps, flush_bytes, timing, timing);
}

cup_status cup_time_prepared(cup_handle_t h, cup_work_fn prepare, cup_work_fn fn, void *ctx, int warmup, int reps,
                             size_t flush_bytes, cup_timing *timing)
{
    CUP_ENTER_WAITING(h);
    return time_checked(h, "cup_time_prepared", prepare, fn, ctx, warmup, reps, flush_bytes, timing, timing);
}

cup_status cup_measure_links(cup_handle_t h, double *h2d_gbps, double *d2h_gbps, double *bidir_gbps)
{
    CUP_ENTER_WAITING(h);
    if (!h2d_gbps || !d2h_gbps || !bidir_gbps)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_measure_links: output pointer is NULL");
    double v[3] = {0, 0, 0};
    const cup_status s = h->ops->links ? h->ops->links(h, &v[0], &v[1], &v[2]) : CUP_STATUS_SUCCESS;
    if (s == CUP_STATUS_SUCCESS) *h2d_gbps = v[0], *d2h_gbps = v[1], *bidir_gbps = v[2];
    return s;
}
