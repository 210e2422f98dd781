/* The streams family inside the library: the state PREPARE makes, the request its one run slot
 * receives, and its table. */
#ifndef CUPRIM_FAMILY_STREAMS_H
#define CUPRIM_FAMILY_STREAMS_H

#include "core/internal.h"
#include "families/streams/api.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The handle and variant that prepared it (api.c checks them); the rest is cuda.cu's. */
struct cup_streams_state {
    cup_state_owner owner; /* first: the handle and variant that prepared it (cup_state_op_enter) */
    void *impl;
};

/* One operation, checked by api.c. */
typedef struct cup_streams_args {
    cup_streams_op op;
    int variant, config;
    size_t bytes;
    cup_streams_state **state;
    cup_streams_report *report;
} cup_streams_args;

extern const cup_variant_table cup_streams_cuda;

#ifdef __cplusplus
}
#endif

#endif
