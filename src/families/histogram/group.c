/* cup_group_histogram_even: each rank bins its shard, the bins are summed over the group. The
 * three steps are cup_group_run's (group/group.c). */
#include "families/histogram/histogram.h"
#include "group/group.h"

typedef struct group_histogram {
    cup_dtype dtype;
    size_t bins;
    double lower, upper;
    const void *const *in;
    const size_t *n;
    uint64_t *const *counts;
} group_histogram;

static void histogram_request(cup_group_call *c, const void *args)
{
    const group_histogram *a = args;
    cup_group_request(c, &a->dtype, sizeof a->dtype);
    cup_group_request(c, &a->bins, sizeof a->bins);
    cup_group_request(c, &a->lower, sizeof a->lower);
    cup_group_request(c, &a->upper, sizeof a->upper);
}

static cup_status histogram_part(cup_group_call *c, int i, const void *args)
{
    const group_histogram *a = args;
    cup_group_t g = c->g;
    cup_handle_t h = g->r[i].h;
    cup_status s = cup_group_check_arrays(h, c->fn, a->in, a->n, a->counts, "counts");
    if (s) return s;
    if (a->bins == 0 || a->bins > CUP_HISTOGRAM_MAX_BINS)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: bins = %zu (1 to 2^30)", c->fn, a->bins);
    if (!a->counts[i]) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: counts is NULL", c->fn);
    s = cup_check_buffer(h, c->fn, "counts", a->counts[i], a->bins * sizeof(uint64_t), sizeof(uint64_t));
    if (!s) s = cup_group_scratch(g, i, a->bins * sizeof(uint64_t));
    return s ? s : cup_histogram_even(h, a->dtype, a->in[i], a->n[i], a->bins, a->lower, a->upper, g->r[i].scratch);
}

static const size_t *histogram_counts(const void *args) { return ((const group_histogram *)args)->n; }

static cup_status histogram_combine(cup_group_call *c, const void *args)
{
    const group_histogram *a = args;
    return cup_group_combine_parts(c, (void *const *)a->counts, a->bins, CUP_U64, CUP_SUM);
}

const cup_shard cup_histogram_shard = {histogram_request, histogram_part, histogram_counts, histogram_combine};

cup_status cup_group_histogram_even(cup_group_t g, cup_dtype dtype, const void *const *in, const size_t *n, size_t bins,
                                    double lower, double upper, uint64_t *const *counts)
{
    const group_histogram a = {dtype, bins, lower, upper, in, n, counts};
    return cup_group_run(g, __func__, &cup_family_histogram, &a);
}
