/* The symbols family inside the library: the request its round trips run, and its table. */
#ifndef CUPRIM_FAMILY_SYMBOLS_H
#define CUPRIM_FAMILY_SYMBOLS_H

#include "core/internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* *result = value + 2 through a __device__ or __constant__ symbol. */
typedef struct cup_symbols_args {
    double value;
    double *result;
} cup_symbols_args;

extern const cup_variant_table cup_symbols_cuda;

#ifdef __cplusplus
}
#endif

#endif
