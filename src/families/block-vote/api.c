/* The block-vote demonstrations: the checked entry point of their variants and the names of
 * the vote ops. */
#include "families/block-vote/api.h"
#include "families/block-vote/block_vote.h"

const cup_family cup_family_block_vote = {.id = CUP_FAM_block_vote, .cpu = &cup_block_vote_cpu,
                                          .cuda = CUP_IF_CUDA(&cup_block_vote_cuda)};

static const char *const vote_op_names[CUP_VOTE_OP_COUNT] = {
    [CUP_VOTE_COUNT] = "count", [CUP_VOTE_AND] = "and", [CUP_VOTE_OR] = "or"};

const char *cup_vote_op_name(cup_vote_op op) { return (unsigned)op < CUP_VOTE_OP_COUNT ? vote_op_names[op] : NULL; }

cup_status cup_vote_op_from_name(const char *name, cup_vote_op *op)
{
    const int i = cup_lookup_name(name, vote_op_names, CUP_VOTE_OP_COUNT);
    if (i < 0 || !op) return CUP_STATUS_INVALID_VALUE;
    *op = (cup_vote_op)i;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_block_vote_variant(cup_handle_t h, int variant, int block, cup_vote_op op, const int32_t *pred,
                                  size_t n, uint32_t *out)
{
    CUP_ENTER(h);
    const char *fn = "cup_block_vote_variant";
    const cup_variant *v;
    cup_status s = cup_variant_for(h, fn, variant, &cup_family_block_vote, &v);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_block(h, fn, v, &block);
    if (s != CUP_STATUS_SUCCESS) return s;
    if ((unsigned)op >= CUP_VOTE_OP_COUNT)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown vote op %d (count, and, or)", fn, (int)op);
    if (!(v->info.ops & CUP_MASK(op)))
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: variant %s does not vote %s", fn, v->info.name,
                        cup_vote_op_name(op));
    if (n == 0) return CUP_STATUS_SUCCESS;
    if (!pred || !out) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s is NULL", fn, !pred ? "pred" : "out");
    if (n > SIZE_MAX / 4)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: n = %zu predicates overflows the address space", fn, n);
    const size_t in_bytes = n * 4, out_bytes = cup_ceil_div(n, (size_t)block) * 4;
    s = cup_check_buffer(h, fn, "pred", pred, in_bytes, 4);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_buffer(h, fn, "out", out, out_bytes, 4);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (cup_overlaps(pred, in_bytes, out, out_bytes))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out overlaps pred", fn);
    const cup_block_vote_args x = {pred, n, out, block, op};
    return v->run(h, &x);
}
