/* The streams-and-events demonstrations: the checked entry point of their operations. */
#include "families/streams/api.h"
#include "families/streams/streams.h"

#include <string.h>

const cup_family cup_family_streams = {.id = CUP_FAM_streams, .cuda = CUP_IF_CUDA(&cup_streams_cuda)};

static const char *const op_names[CUP_STREAMS_OP_COUNT] = {"prepare", "run", "verify", "release"};

cup_status cup_streams_variant(cup_handle_t h, int variant, cup_streams_op op, size_t bytes, int config,
                               cup_streams_state **state, cup_streams_report *report)
{
    const char *fn = "cup_streams_variant";
    static const cup_op_protocol protocol = {&cup_family_streams, op_names, CUP_STREAMS_OP_COUNT, CUP_STREAMS_PREPARE,
                                             CUP_STREAMS_RUN, CUP_STREAMS_RELEASE};
    const cup_variant *v;
    int nothing;
    cup_status s = cup_state_op_enter(h, fn, &protocol, variant, (int)op, state != NULL,
                                      state && *state ? &(*state)->owner : NULL, &v, &nothing);
    if (s != CUP_STATUS_SUCCESS || nothing) return s;
    const char *name = op_names[op];
    if (op == CUP_STREAMS_PREPARE) {
        const int payload = strcmp(v->info.name, "overlap") == 0;
        if (payload && (bytes == 0 || bytes % 4 || bytes > CUP_STREAMS_MAX_BYTES))
            return cup_fail(h, CUP_STATUS_INVALID_VALUE,
                            "%s prepare: overlap's bytes must be a multiple of 4 from 4 to 1 GiB, not %zu", fn, bytes);
        if (!payload && bytes)
            return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s prepare: %s takes no payload (bytes 0), not %zu", fn,
                            v->info.name, bytes);
    }
    const int configs = CUP_STREAMS_CONFIGS(v->info.traits);
    if ((op == CUP_STREAMS_RUN || op == CUP_STREAMS_VERIFY) && (config < 0 || config >= configs))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s %s: %s has configurations 0 to %d, not %d", fn, name,
                        v->info.name, configs - 1, config);
    if (op == CUP_STREAMS_VERIFY && !report) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s verify: report is NULL", fn);
    const cup_streams_args x = {op, variant, config, bytes, state, report};
    return v->run(h, &x);
}
