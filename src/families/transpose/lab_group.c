/* cup_group_transpose in the lab (lab_family.group): A split by rows, A^T split by rows; rank r's
 * part is its rows of the single-device transpose of the whole matrix. */
#include "lab/lab.h"

static size_t transpose_out(const lab_group_req *q, const lab_group_shape *s, int r)
{
    return s->out_rows[r] * s->R * cup_dtype_size(q->t);
}

static cup_status transpose_call(cup_group_t g, const lab_group_req *q, const lab_group_shape *s,
                                 const void *const *in, const size_t *n, void *const *out)
{
    (void)n;
    return cup_group_transpose(g, q->t, s->rows, s->out_rows, s->cols, in, out);
}

static cup_status transpose_single(cup_handle_t h, const lab_group_req *q, const lab_group_shape *s, const void *in,
                                   size_t rows, void *out)
{
    return cup_transpose(h, q->t, rows, s->cols, in, s->cols, out, rows);
}

static size_t transpose_share(const lab_group_req *q, const lab_group_shape *s, int r)
{
    size_t first = 0;
    for (int p = 0; p < r; p++) first += s->out_rows[p];
    return first * s->R * cup_dtype_size(q->t);
}

static const lab_group_case transpose_cases[] = {{.q = {.t = CUP_F32}}, {.q = {.t = CUP_B16}}};

const lab_group lab_group_transpose = {
    .by_rows = 1,
    .ceiling = LAB_CEILING_COPY,
    .out_bytes = transpose_out,
    .call = transpose_call,
    .single = transpose_single,
    .share = transpose_share,
    .data = LAB_DATA_FULL,
    .cases = transpose_cases,
    .ncases = sizeof transpose_cases / sizeof transpose_cases[0],
};
