/* cup_group_histogram_even in the lab (lab_family.group): bins summed over a group. */
#include "lab/lab.h"

static size_t histogram_out(const lab_group_req *q, const lab_group_shape *s, int r)
{
    (void)s, (void)r;
    return q->bins * sizeof(uint64_t);
}

static cup_status histogram_call(cup_group_t g, const lab_group_req *q, const lab_group_shape *s,
                                 const void *const *in, const size_t *n, void *const *out)
{
    (void)s;
    return cup_group_histogram_even(g, q->t, in, n, q->bins, q->lo, q->hi, (uint64_t *const *)out);
}

static cup_status histogram_single(cup_handle_t h, const lab_group_req *q, const lab_group_shape *s, const void *in,
                                   size_t n, void *out)
{
    (void)s;
    return cup_histogram_even(h, q->t, in, n, q->bins, q->lo, q->hi, out);
}

static const lab_group_case histogram_cases[] = {
    {.q = {.t = CUP_F32, .bins = 37, .lo = -1, .hi = 1}},
    {.q = {.t = CUP_I32, .bins = 1000, .lo = -2147483648.0, .hi = 2147483648.0}},
    {.q = {.t = CUP_F32, .bins = 0, .lo = 0, .hi = 1}, .expect = CUP_STATUS_INVALID_VALUE},
};

const lab_group lab_group_histogram = {
    .ceiling = LAB_CEILING_READ,
    .out_bytes = histogram_out,
    .call = histogram_call,
    .single = histogram_single,
    .bench = {.bins = 256, .lo = -1, .hi = 1},
    .data = LAB_DATA_FULL, /* floats in (-1, 1): every bin */
    .cases = histogram_cases,
    .ncases = sizeof histogram_cases / sizeof histogram_cases[0],
};
