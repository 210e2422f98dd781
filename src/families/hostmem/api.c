/* The host-memory demonstrations: the checked entry point of their operations. */
#include "families/hostmem/api.h"
#include "families/hostmem/hostmem.h"

const cup_family cup_family_hostmem = {.id = CUP_FAM_hostmem, .cuda = CUP_IF_CUDA(&cup_hostmem_cuda)};

static const char *const op_names[CUP_HOSTMEM_OP_COUNT] = {"prepare", "reset", "run", "verify", "release"};

cup_status cup_hostmem_variant(cup_handle_t h, int variant, cup_hostmem_op op, size_t bytes, uint32_t seed,
                               cup_hostmem_state **state, uint64_t *wrong)
{
    const char *fn = "cup_hostmem_variant";
    static const cup_op_protocol protocol = {&cup_family_hostmem, op_names, CUP_HOSTMEM_OP_COUNT, CUP_HOSTMEM_PREPARE,
                                             CUP_HOSTMEM_RUN, CUP_HOSTMEM_RELEASE};
    const cup_variant *v;
    int nothing;
    const cup_status s = cup_state_op_enter(h, fn, &protocol, variant, (int)op, state != NULL,
                                            state && *state ? &(*state)->owner : NULL, &v, &nothing);
    if (s != CUP_STATUS_SUCCESS || nothing) return s;
    if (op == CUP_HOSTMEM_PREPARE && (bytes == 0 || bytes % 4 || bytes > CUP_HOSTMEM_MAX_BYTES))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s prepare: bytes must be a multiple of 4 from 4 to 1 GiB (%zu), not %zu",
                        fn, CUP_HOSTMEM_MAX_BYTES, bytes);
    if (op == CUP_HOSTMEM_VERIFY && !wrong) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s verify: wrong is NULL", fn);
    const cup_hostmem_args x = {op, variant, bytes, seed, state, wrong};
    return v->run(h, &x);
}
