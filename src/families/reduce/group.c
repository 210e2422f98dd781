/* cup_group_reduce: each rank reduces its shard (the float sum as its exact accumulator), the
 * parts are combined over the group. The three steps are cup_group_run's (group/group.c). */
#include "families/reduce/exact.h"
#include "families/reduce/reduce.h"
#include "group/group.h"

#include <math.h>
#include <string.h>

typedef struct group_reduce {
    cup_op op;
    cup_dtype dtype;
    const void *const *in;
    const size_t *n;
    void *const *out;
} group_reduce;

static int exact_sum(cup_op op, cup_dtype t) { return op == CUP_SUM && (t == CUP_F32 || t == CUP_F64); }
static size_t exact_words(cup_dtype t) { return t == CUP_F32 ? CUP_XS_VEC_F32 : CUP_XS_VEC_F64; }

/* The value a rank with an empty shard brings to MIN/MAX: the op's identity. */
static void identity(cup_op op, cup_dtype t, void *out)
{
    const int mn = op == CUP_MIN;
    cup_value v;
    switch (t) {
    case CUP_I32: v.i32 = mn ? INT32_MAX : INT32_MIN; break;
    case CUP_U32: v.u32 = mn ? UINT32_MAX : 0; break;
    case CUP_I64: v.i64 = mn ? INT64_MAX : INT64_MIN; break;
    case CUP_U64: v.u64 = mn ? UINT64_MAX : 0; break;
    case CUP_F32: v.f32 = mn ? INFINITY : -INFINITY; break;
    default: v.f64 = mn ? (double)INFINITY : -(double)INFINITY; break;
    }
    memcpy(out, &v, cup_dtype_size(t));
}

static void reduce_request(cup_group_call *c, const void *args)
{
    const group_reduce *a = args;
    cup_group_request(c, &a->op, sizeof a->op);
    cup_group_request(c, &a->dtype, sizeof a->dtype);
}

static cup_status reduce_part(cup_group_call *c, int i, const void *args)
{
    const group_reduce *a = args;
    const cup_op op = a->op;
    const cup_dtype t = a->dtype;
    const char *fn = c->fn;
    cup_group_t g = c->g;
    cup_handle_t h = g->r[i].h;
    cup_status s = cup_group_check_arrays(h, fn, a->in, a->n, a->out, "out");
    if (s) return s;
    if ((unsigned)t >= CUP_DTYPE_COUNT || !(CUP_NUMERIC_DTYPES & CUP_MASK(t)))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: dtype %d is not one of i32 .. f64", fn, (int)t);
    if ((unsigned)op >= CUP_OP_COUNT) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown op %d", fn, (int)op);
    const size_t size = cup_dtype_size(t);
    if (!a->out[i]) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out is NULL", fn);
    s = cup_check_buffer(h, fn, "out", a->out[i], size, size);
    if (s) return s;
    if (exact_sum(op, t)) {
        s = cup_group_scratch(g, i, exact_words(t) * sizeof(int64_t));
        return s ? s : cup_reduce_exact_partial(h, fn, t, a->in[i], a->n[i], g->r[i].scratch);
    }
    s = cup_group_scratch(g, i, size);
    if (s) return s;
    if (a->n[i] == 0 && op != CUP_SUM) {
        unsigned char v[8];
        identity(op, t, v);
        return cup_copy_to_backend(h, g->r[i].scratch, v, size);
    }
    return cup_reduce(h, op, t, a->in[i], a->n[i], g->r[i].scratch);
}

static const size_t *reduce_counts(const void *args) { return ((const group_reduce *)args)->n; }

static cup_status reduce_combine(cup_group_call *c, const void *args)
{
    const group_reduce *a = args;
    cup_group_t g = c->g;
    if (c->total == 0 && a->op != CUP_SUM)
        return cup_group_fail(g, CUP_STATUS_INVALID_VALUE, "%s: %s of zero elements (every shard is empty) is undefined",
                              c->fn, cup_op_name(a->op));
    if (!exact_sum(a->op, a->dtype)) return cup_group_combine_parts(c, a->out, 1, a->dtype, a->op);
    /* the limbs are integers: summed over the ranks they are the whole data's accumulator */
    cup_status s = cup_group_combine_parts(c, NULL, exact_words(a->dtype), CUP_U64, CUP_SUM);
    for (int i = 0; i < g->local && s == CUP_STATUS_SUCCESS; i++) {
        s = g->t->enter(g, i);
        if (s == CUP_STATUS_SUCCESS) s = cup_reduce_exact_finish(g->r[i].h, a->dtype, g->r[i].scratch, a->out[i]);
        if (s != CUP_STATUS_SUCCESS)
            cup_group_fail(g, s, "%s: rank %d: %s", c->fn, g->r[i].rank, cup_last_error(g->r[i].h));
    }
    return s;
}

const cup_shard cup_reduce_shard = {reduce_request, reduce_part, reduce_counts, reduce_combine};

cup_status cup_group_reduce(cup_group_t g, cup_op op, cup_dtype dtype, const void *const *in, const size_t *n,
                            void *const *out)
{
    const group_reduce a = {op, dtype, in, n, out};
    return cup_group_run(g, __func__, &cup_family_reduce, &a);
}
