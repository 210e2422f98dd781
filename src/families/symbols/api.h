/* The symbols demonstrations, for the lab: the round trip of a __device__ variable. */
#ifndef CUPRIM_SYMBOLS_API_H
#define CUPRIM_SYMBOLS_API_H

#include "cuprim_lab.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One variant per way of reaching the symbol: *result = value + 2 computed by a kernel on a
 * __device__ (or __constant__) symbol that the host reached through cudaMemcpyToSymbol,
 * cudaGetSymbolAddress or cudaMemcpyFromSymbol. Synchronous. The symbols are process-wide, so
 * calls are serialised. CUDA only. */
cup_status cup_symbols_variant(cup_handle_t h, int variant, double value, double *result);

#ifdef __cplusplus
}
#endif

#endif
