/* cup_group_count_if: each rank counts its shard, the counts are summed over the group. The three
 * steps are cup_group_run's (group/group.c). */
#include "families/count/count.h"
#include "group/group.h"

typedef struct group_count {
    cup_dtype dtype;
    cup_cmp cmp;
    const void *value;
    const void *const *in;
    const size_t *n;
    uint64_t *const *count;
} group_count;

static void count_request(cup_group_call *c, const void *args)
{
    const group_count *a = args;
    cup_group_request(c, &a->dtype, sizeof a->dtype);
    cup_group_request(c, &a->cmp, sizeof a->cmp);
    if (a->value && (unsigned)a->dtype < CUP_DTYPE_COUNT) cup_group_request(c, a->value, cup_dtype_size(a->dtype));
}

static cup_status count_part(cup_group_call *c, int i, const void *args)
{
    const group_count *a = args;
    cup_group_t g = c->g;
    cup_handle_t h = g->r[i].h;
    cup_status s = cup_group_check_arrays(h, c->fn, a->in, a->n, a->count, "count");
    if (s) return s;
    if (!a->count[i]) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: count is NULL", c->fn);
    s = cup_check_buffer(h, c->fn, "count", a->count[i], sizeof(uint64_t), sizeof(uint64_t));
    if (!s) s = cup_group_scratch(g, i, sizeof(uint64_t));
    return s ? s : cup_count_if(h, a->dtype, a->in[i], a->n[i], a->cmp, a->value, g->r[i].scratch);
}

static const size_t *count_counts(const void *args) { return ((const group_count *)args)->n; }

static cup_status count_combine(cup_group_call *c, const void *args)
{
    return cup_group_combine_parts(c, (void *const *)((const group_count *)args)->count, 1, CUP_U64, CUP_SUM);
}

const cup_shard cup_count_shard = {count_request, count_part, count_counts, count_combine};

cup_status cup_group_count_if(cup_group_t g, cup_dtype dtype, const void *const *in, const size_t *n, cup_cmp cmp,
                              const void *value, uint64_t *const *count)
{
    const group_count a = {dtype, cmp, value, in, n, count};
    return cup_group_run(g, __func__, &cup_family_count_if, &a);
}
