/* The streams-and-events demonstrations, for the lab: copies and kernels issued on several CUDA
 * streams (overlap of copies with kernels, false dependencies of one hardware queue, stream
 * priorities, the legacy default stream's implicit synchronisation, events between streams and
 * the host), each run checked (data and the orderings CUDA guarantees) and, on request, recorded
 * as a timeline: a CUDA event at the start and the end of every operation, one lane per stream. */
#ifndef CUPRIM_STREAMS_API_H
#define CUPRIM_STREAMS_API_H

#include "cuprim_lab.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What one call does with a variant's state. */
typedef enum cup_streams_op {
    /* create the streams, events and buffers; `bytes` is overlap's payload (a multiple of 4 from
     * 4 to 1 GiB; the others take 0). overlap also sizes its kernel here so that it takes about
     * as long as the host-to-device copy of the payload. *state must be NULL and receives it. */
    CUP_STREAMS_PREPARE = 0,
    /* configuration `config` queued once (what the benchmark times): forked from the handle's
     * stream and joined back into it, so events on the handle's stream span all of it */
    CUP_STREAMS_RUN = 1,
    /* wait, reset the outputs, run `config` with an event before and after every operation,
     * wait, and fill *report: the timeline, the variant's numbers and the check */
    CUP_STREAMS_VERIFY = 2,
    /* wait, free everything, *state = NULL (a NULL *state is left as it is) */
    CUP_STREAMS_RELEASE = 3,
    CUP_STREAMS_OP_COUNT
} cup_streams_op;

typedef struct cup_streams_state cup_streams_state;

#define CUP_STREAMS_MAX_BYTES ((size_t)1 << 30)
enum { CUP_STREAMS_LANES = 8, CUP_STREAMS_OPS = 48, CUP_STREAMS_LABEL = 24, CUP_STREAMS_METRICS = 4 };

/* One operation of a timeline: its lane (stream) and the times of the events recorded just
 * before and just after it on that stream, in microseconds from an event recorded on the
 * handle's stream before anything else of the run. */
typedef struct cup_streams_box {
    int lane;
    double start_us, end_us;
    char label[CUP_STREAMS_LABEL];
} cup_streams_box;

/* What VERIFY found. `checked` things were checked (words, tags, orderings), `wrong` of them
 * came out wrong. metric[] is each variant's own (cuda.cu lists them beside its run). */
typedef struct cup_streams_report {
    uint64_t checked, wrong;
    double metric[CUP_STREAMS_METRICS];
    int lanes, boxes;
    char lane[CUP_STREAMS_LANES][CUP_STREAMS_LABEL];
    cup_streams_box box[CUP_STREAMS_OPS];
} cup_streams_report;

/* traits of a streams variant (cup_variant_info.traits): its number of configurations */
#define CUP_STREAMS_CONFIGS(traits) ((int)((traits) & 0xffu))

/* One operation `op` of streams variant `variant` (cup_variant_find(h, "streams", name)) on
 * *state. `bytes` is read by PREPARE only, `config` (0 .. configurations - 1) by RUN and VERIFY,
 * `report` by VERIFY only. The state belongs to the handle and variant that prepared it. CUDA
 * only: on the CPU backend every variant is another backend's and refused. */
cup_status cup_streams_variant(cup_handle_t h, int variant, cup_streams_op op, size_t bytes, int config,
                               cup_streams_state **state, cup_streams_report *report);

#ifdef __cplusplus
}
#endif

#endif
