/* cup_group_transpose: A split by rows over the ranks, A^T split by rows the same way. Rank p's
 * tile of the exchange is A's rows of p by the columns that become q's rows of A^T. The sender
 * transposes each outgoing tile into its scratch (packed, ld = its rows); the receiver places each
 * incoming tile in its rows of A^T with one strided copy; a rank's own tile is transposed straight
 * into place. Scratch: the send tiles (the shard's size) then the received ones (the result's
 * size). The three steps are cup_group_run's (group/group.c). */
#include "families/transpose/transpose.h"
#include "group/group.h"

#include <stdlib.h>

typedef struct group_transpose {
    size_t size, R;               /* element bytes, rows of A */
    const size_t *rows, *out_rows;
    size_t cols;
    const void *const *in;
    void *const *out;
} group_transpose;

/* The opaque dtype that moves `size`-byte elements. */
static cup_dtype moved(size_t size)
{
    return size == 1 ? CUP_B1 : size == 2 ? CUP_B2 : size == 4 ? CUP_B4 : size == 8 ? CUP_B8 : CUP_B16;
}

static size_t prefix(const size_t *v, int p)
{
    size_t s = 0;
    for (int k = 0; k < p; k++) s += v[k];
    return s;
}

static void transpose_request(cup_group_call *c, const void *args)
{
    const group_transpose *pl = args;
    cup_group_request(c, &pl->size, sizeof pl->size);
    cup_group_request(c, &pl->cols, sizeof pl->cols);
    if (pl->rows) cup_group_request(c, pl->rows, (size_t)c->g->size * sizeof *pl->rows);
    if (pl->out_rows) cup_group_request(c, pl->out_rows, (size_t)c->g->size * sizeof *pl->out_rows);
}

static cup_status transpose_part(cup_group_call *c, int i, const void *args)
{
    const group_transpose *pl = args;
    cup_group_t g = c->g;
    const char *fn = c->fn;
    cup_handle_t h = g->r[i].h;
    const int me = g->r[i].rank;
    const void *const *in = pl->in;
    void *const *out = pl->out;
    if (!pl->rows || !pl->out_rows || !in || !out)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: the %s array is NULL", fn,
                        !pl->rows ? "rows" : !pl->out_rows ? "out_rows" : !in ? "in" : "out");
    if (!pl->size) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown dtype", fn);
    size_t R = 0, C = 0;
    for (int p = 0; p < g->size; p++) {
        if (pl->rows[p] > SIZE_MAX - R || pl->out_rows[p] > SIZE_MAX - C)
            return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: the row counts overflow", fn);
        R += pl->rows[p], C += pl->out_rows[p];
    }
    if (C != pl->cols)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out_rows sum to %zu, not cols = %zu", fn, C, pl->cols);
    const size_t mine = pl->rows[me], theirs = pl->out_rows[me];
    if ((mine && pl->cols > SIZE_MAX / pl->size / mine) || (theirs && R > SIZE_MAX / pl->size / theirs))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: the shards overflow the address space", fn);
    const size_t in_bytes = mine * pl->cols * pl->size, out_bytes = theirs * R * pl->size;
    cup_status s = CUP_STATUS_SUCCESS;
    if (in_bytes) s = in[i] ? cup_check_buffer(h, fn, "in", in[i], in_bytes, pl->size)
                            : cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: in is NULL", fn);
    if (!s && out_bytes) s = out[i] ? cup_check_buffer(h, fn, "out", out[i], out_bytes, pl->size)
                                    : cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out is NULL", fn);
    if (!s && in_bytes && out_bytes && cup_overlaps(in[i], in_bytes, out[i], out_bytes))
        s = cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out overlaps in", fn);
    if (!s) s = cup_group_scratch(g, i, in_bytes + out_bytes);
    const cup_dtype t = moved(pl->size);
    char *send = g->r[i].scratch;
    for (int q = 0; q < g->size && !s; q++) {
        if (q == me || !mine || !pl->out_rows[q]) continue;
        s = cup_transpose(h, t, mine, pl->out_rows[q], (const char *)in[i] + prefix(pl->out_rows, q) * pl->size,
                          pl->cols, send + prefix(pl->out_rows, q) * mine * pl->size, mine);
    }
    return s;
}

static cup_status transpose_combine(cup_group_call *c, const void *args)
{
    const group_transpose *pl = args;
    cup_group_t g = c->g;
    const char *fn = c->fn;
    const void *const *in = pl->in;
    void *const *out = pl->out;
    const int L = g->local, P = g->size;
    const void **sp = calloc((size_t)L * P, sizeof *sp);
    void **rp = calloc((size_t)L * P, sizeof *rp);
    size_t *sb = calloc((size_t)L * P, sizeof *sb), *rb = calloc((size_t)L * P, sizeof *rb);
    const void **sends = calloc((size_t)L, sizeof *sends);
    void **recvs = calloc((size_t)L, sizeof *recvs);
    const size_t **sbs = calloc((size_t)L, sizeof *sbs), **rbs = calloc((size_t)L, sizeof *rbs);
    cup_status s = sp && rp && sb && rb && sends && recvs && sbs && rbs
                       ? CUP_STATUS_SUCCESS
                       : cup_group_fail(g, CUP_STATUS_ALLOC_FAILED, "%s: out of host memory", fn);
    for (int i = 0; i < L && !s; i++) {
        const int me = g->r[i].rank;
        const size_t mine = pl->rows[me], theirs = pl->out_rows[me];
        char *send = g->r[i].scratch, *recv = send + mine * pl->cols * pl->size;
        for (int p = 0; p < P; p++) {
            if (p == me) continue;
            sp[i * P + p] = send + prefix(pl->out_rows, p) * mine * pl->size;
            sb[i * P + p] = pl->out_rows[p] * mine * pl->size;
            rp[i * P + p] = recv + theirs * prefix(pl->rows, p) * pl->size;
            rb[i * P + p] = theirs * pl->rows[p] * pl->size;
        }
        sends[i] = (const void *)&sp[i * P], recvs[i] = (void *)&rp[i * P], sbs[i] = &sb[i * P], rbs[i] = &rb[i * P];
    }
    if (!s) s = g->t->exchange(g, (const void *const *const *)sends, sbs, (void *const *const *)recvs, rbs);
    const cup_dtype t = moved(pl->size);
    for (int i = 0; i < L && !s; i++) {
        const int me = g->r[i].rank;
        cup_handle_t h = g->r[i].h;
        const size_t mine = pl->rows[me], theirs = pl->out_rows[me], rowb = pl->R * pl->size;
        s = g->t->enter(g, i);
        if (!s && mine && theirs)
            s = cup_transpose(h, t, mine, theirs, (const char *)in[i] + prefix(pl->out_rows, me) * pl->size, pl->cols,
                              (char *)out[i] + prefix(pl->rows, me) * pl->size, pl->R);
        for (int p = 0; p < P && !s; p++)
            if (p != me && rb[i * P + p])
                s = g->t->copy2d(g, i, (char *)out[i] + prefix(pl->rows, p) * pl->size, rowb, rp[i * P + p],
                                 pl->rows[p] * pl->size, pl->rows[p] * pl->size, theirs);
        if (s && !g->msg[0]) cup_group_fail(g, s, "%s: rank %d: %s", fn, me, cup_last_error(h));
    }
    free(sp), free(rp), free(sb), free(rb), free(sends), free(recvs), free(sbs), free(rbs);
    return s;
}

const cup_shard cup_transpose_shard = {transpose_request, transpose_part, NULL, transpose_combine};

cup_status cup_group_transpose(cup_group_t g, cup_dtype dtype, const size_t *rows, const size_t *out_rows, size_t cols,
                               const void *const *in, void *const *out)
{
    const size_t size = (unsigned)dtype < CUP_DTYPE_COUNT ? cup_dtype_size(dtype) : 0;
    const group_transpose pl = {size, rows && g ? prefix(rows, g->size) : 0, rows, out_rows, cols, in, out};
    return cup_group_run(g, __func__, &cup_family_transpose, &pl);
}
