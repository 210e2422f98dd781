/* The host-memory demonstrations: the checked entry point of their operations. */
#include "families/hostmem/api.h"
#include "families/hostmem/hostmem.h"

const cup_family cup_family_hostmem = {"hostmem", NULL, CUP_IF_CUDA(&cup_hostmem_cuda)};

static const char *const op_names[CUP_HOSTMEM_OP_COUNT] = {"prepare", "reset", "run", "verify", "release"};

cup_status cup_hostmem_variant(cup_handle_t h, int variant, cup_hostmem_op op, size_t bytes, uint32_t seed,
                               cup_hostmem_state **state, uint64_t *wrong)
{
    const char *fn = "cup_hostmem_variant";
    /* every op but RUN waits for the GPU or allocates: refused during a graph capture */
    const cup_status entered = op == CUP_HOSTMEM_RUN ? cup_enter(h, fn) : cup_enter_waiting(h, fn);
    if (entered != CUP_STATUS_SUCCESS) return entered;
    const cup_variant *v;
    cup_status s = cup_variant_for(h, fn, variant, "hostmem", &v);
    if (s != CUP_STATUS_SUCCESS) return s;
    if ((unsigned)op >= CUP_HOSTMEM_OP_COUNT) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown op %d", fn, (int)op);
    const char *name = op_names[op];
    if (!state) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s %s: state is NULL", fn, name);
    if (op == CUP_HOSTMEM_PREPARE) {
        if (*state)
            return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s prepare: *state already holds buffers (release them first)", fn);
        if (bytes == 0 || bytes % 4 || bytes > CUP_HOSTMEM_MAX_BYTES)
            return cup_fail(h, CUP_STATUS_INVALID_VALUE,
                            "%s prepare: bytes must be a multiple of 4 from 4 to 1 GiB (%zu), not %zu", fn,
                            CUP_HOSTMEM_MAX_BYTES, bytes);
    } else if (!*state) {
        if (op == CUP_HOSTMEM_RELEASE) return CUP_STATUS_SUCCESS;
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s %s: *state is NULL (prepare first)", fn, name);
    } else if ((*state)->h != h || (*state)->variant != variant) {
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s %s: *state was prepared by %s", fn, name,
                        (*state)->h != h ? "another handle" : "another variant");
    }
    if (op == CUP_HOSTMEM_VERIFY && !wrong) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s verify: wrong is NULL", fn);
    const cup_hostmem_args x = {op, variant, bytes, seed, state, wrong};
    return v->run(h, &x);
}
