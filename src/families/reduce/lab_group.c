/* cup_group_reduce in the lab (lab_family.group): bench --gpus times it, test_group checks its
 * cases against cup_reduce over the concatenated data. */
#include "lab/lab.h"

#include <string.h>

static size_t reduce_out(const lab_group_req *q, const lab_group_shape *s, int r)
{
    (void)s, (void)r;
    return cup_dtype_size(q->t);
}

static cup_status reduce_call(cup_group_t g, const lab_group_req *q, const lab_group_shape *s, const void *const *in,
                              const size_t *n, void *const *out)
{
    (void)s;
    return cup_group_reduce(g, q->op, q->t, in, n, out);
}

static cup_status reduce_single(cup_handle_t h, const lab_group_req *q, const lab_group_shape *s, const void *in,
                                size_t n, void *out)
{
    (void)s;
    return cup_reduce(h, q->op, q->t, in, n, out);
}

/* acc = op(acc, one): integer sums wrap in the unsigned type of their width; float sums of bench
 * --gpus's small integers are exact, in double as in the dtype. */
static void reduce_fold(const lab_group_req *q, void *acc, const void *one)
{
    const size_t size = cup_dtype_size(q->t);
    if (q->op == CUP_SUM && (q->t == CUP_F32 || q->t == CUP_F64))
        lab_put(q->t, acc, 0, lab_as_double(q->t, acc) + lab_as_double(q->t, one));
    else if (q->op == CUP_SUM) /* little-endian: the low bytes are the sum in the narrower width */
        lab_put_bits(acc, size, 0, lab_get_bits(acc, size, 0) + lab_get_bits(one, size, 0));
    else if (q->op == CUP_MIN ? lab_as_double(q->t, one) < lab_as_double(q->t, acc)
                              : lab_as_double(q->t, one) > lab_as_double(q->t, acc))
        memcpy(acc, one, size);
}

/* Every dtype and op on full-range data; NaNs for MIN/MAX; float sums over a wide exponent range,
 * whose bits must not depend on the ranks (and are the CPU's on a GPU); the refusals of MIN over
 * no element at all and of a request that differs on the last rank. */
#define FULL(t_, op_) {.q = {.t = t_, .op = op_}, .cpu_bits = op_ == CUP_SUM && (t_ == CUP_F32 || t_ == CUP_F64)}
#define EVERY_OP(t_) FULL(t_, CUP_SUM), FULL(t_, CUP_MIN), FULL(t_, CUP_MAX)
static const lab_group_case reduce_cases[] = {
    EVERY_OP(CUP_I32), EVERY_OP(CUP_U32), EVERY_OP(CUP_I64), EVERY_OP(CUP_U64), EVERY_OP(CUP_F32), EVERY_OP(CUP_F64),
    {.q = {.t = CUP_F32, .op = CUP_MIN}, .data = LAB_DATA_NAN},
    {.q = {.t = CUP_F64, .op = CUP_MAX}, .data = LAB_DATA_NAN},
    {.q = {.t = CUP_F32, .op = CUP_SUM}, .wide = 1, .cpu_bits = 1},
    {.q = {.t = CUP_F64, .op = CUP_SUM}, .wide = 1, .cpu_bits = 1},
    {.q = {.t = CUP_I32, .op = CUP_MIN}, .empty = 1, .expect = CUP_STATUS_INVALID_VALUE},
    {.q = {.t = CUP_I32, .op = CUP_MIN}, .other_op = 1 + CUP_MAX, .expect = CUP_STATUS_INVALID_VALUE},
};
#undef EVERY_OP
#undef FULL

const lab_group lab_group_reduce = {
    .ceiling = LAB_CEILING_READ,
    .op = "sum",
    .out_bytes = reduce_out,
    .call = reduce_call,
    .single = reduce_single,
    .fold = reduce_fold,
    .bench = {.op = CUP_SUM},
    .data = LAB_DATA_SMALLINT,
    .cases = reduce_cases,
    .ncases = sizeof reduce_cases / sizeof reduce_cases[0],
};
