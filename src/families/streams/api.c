/* The streams-and-events demonstrations: the checked entry point of their operations. */
#include "families/streams/api.h"
#include "families/streams/streams.h"

#include <string.h>

const cup_family cup_family_streams = {"streams", NULL, CUP_IF_CUDA(&cup_streams_cuda)};

static const char *const op_names[CUP_STREAMS_OP_COUNT] = {"prepare", "run", "verify", "release"};

cup_status cup_streams_variant(cup_handle_t h, int variant, cup_streams_op op, size_t bytes, int config,
                               cup_streams_state **state, cup_streams_report *report)
{
    const char *fn = "cup_streams_variant";
    /* every op but RUN waits for the GPU or allocates: refused during a graph capture */
    const cup_status entered = op == CUP_STREAMS_RUN ? cup_enter(h, fn) : cup_enter_waiting(h, fn);
    if (entered != CUP_STATUS_SUCCESS) return entered;
    const cup_variant *v;
    cup_status s = cup_variant_for(h, fn, variant, "streams", &v);
    if (s != CUP_STATUS_SUCCESS) return s;
    if ((unsigned)op >= CUP_STREAMS_OP_COUNT) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown op %d", fn, (int)op);
    const char *name = op_names[op];
    if (!state) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s %s: state is NULL", fn, name);
    if (op == CUP_STREAMS_PREPARE) {
        if (*state)
            return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s prepare: *state already holds a run (release it first)", fn);
        const int payload = strcmp(v->info.name, "overlap") == 0;
        if (payload && (bytes == 0 || bytes % 4 || bytes > CUP_STREAMS_MAX_BYTES))
            return cup_fail(h, CUP_STATUS_INVALID_VALUE,
                            "%s prepare: overlap's bytes must be a multiple of 4 from 4 to 1 GiB, not %zu", fn, bytes);
        if (!payload && bytes)
            return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s prepare: %s takes no payload (bytes 0), not %zu", fn,
                            v->info.name, bytes);
    } else if (!*state) {
        if (op == CUP_STREAMS_RELEASE) return CUP_STATUS_SUCCESS;
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s %s: *state is NULL (prepare first)", fn, name);
    } else if ((*state)->h != h || (*state)->variant != variant) {
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s %s: *state was prepared by %s", fn, name,
                        (*state)->h != h ? "another handle" : "another variant");
    }
    const int configs = CUP_STREAMS_CONFIGS(v->info.traits);
    if ((op == CUP_STREAMS_RUN || op == CUP_STREAMS_VERIFY) && (config < 0 || config >= configs))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s %s: %s has configurations 0 to %d, not %d", fn, name,
                        v->info.name, configs - 1, config);
    if (op == CUP_STREAMS_VERIFY && !report) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s verify: report is NULL", fn);
    const cup_streams_args x = {op, variant, config, bytes, state, report};
    return v->run(h, &x);
}
