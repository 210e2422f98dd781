/* cup_group_count_if in the lab (lab_family.group): elements below zero, counted over a group. */
#include "lab/lab.h"

static const uint64_t zero = 0; /* 0 in every dtype */

static size_t count_out(const lab_group_req *q, const lab_group_shape *s, int r)
{
    (void)q, (void)s, (void)r;
    return sizeof(uint64_t);
}

static cup_status count_call(cup_group_t g, const lab_group_req *q, const lab_group_shape *s, const void *const *in,
                             const size_t *n, void *const *out)
{
    (void)s;
    return cup_group_count_if(g, q->t, in, n, CUP_CMP_LT, &zero, (uint64_t *const *)out);
}

static cup_status count_single(cup_handle_t h, const lab_group_req *q, const lab_group_shape *s, const void *in,
                               size_t n, void *out)
{
    (void)s;
    return cup_count_if(h, q->t, in, n, CUP_CMP_LT, &zero, out);
}

static const lab_group_case count_cases[] = {{.q = {.t = CUP_F32}}, {.q = {.t = CUP_I64}}};

const lab_group lab_group_count_if = {
    .ceiling = LAB_CEILING_READ,
    .out_bytes = count_out,
    .call = count_call,
    .single = count_single,
    .data = LAB_DATA_SMALLINT,
    .cases = count_cases,
    .ncases = sizeof count_cases / sizeof count_cases[0],
};
